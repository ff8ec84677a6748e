// Python style (text_style::python) against Python protobuf itself (python3-protobuf, its default C++-backed
// implementation): every rendering of random messages byte for byte (MessageToString with and without as_utf8
// and as_one_line, MessageToJson with several option sets), each side reading the other's output, and
// hand-written and randomly edited text and JSON inputs accepted or rejected alike and read to the same message.
// Every expectation is computed here, by running tests/conformance/python_oracle.py on the messages' wire format
// (libprotobuf carries them there); the tests skip, saying so, when no Python with google.protobuf was found.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unistd.h>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "kitchen_sink.hpp"
#include "oracle.hpp"
#include "plainproto/json.hpp"
#include "plainproto/paddle.hpp"
#include "plainproto/plainproto.hpp"
#include "plainproto/python_style.hpp"
// After plainproto/paddle.hpp:
#include "../unit/paddle_strategies.hpp"

namespace {

namespace pb = google::protobuf;

std::string hex(std::string_view bytes) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * bytes.size());
  for (const char c : bytes) {
    out += digits[static_cast<unsigned char>(c) >> 4];
    out += digits[static_cast<unsigned char>(c) & 15];
  }
  return out;
}

std::string unhex(std::string_view text) {
  const auto value = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
  std::string out;
  out.reserve(text.size() / 2);
  for (std::size_t i = 0; i + 1 < text.size(); i += 2) out += static_cast<char>(value(text[i]) * 16 + value(text[i + 1]));
  return out;
}

// python_oracle.py MODE [MODULES] over the records, one answer a record; nothing when Python protobuf is not here.
// Only the message modes, print and parse, load the generated modules.
std::optional<std::vector<std::string>> ask_python(const char* mode, const std::vector<std::string>& records) {
#if defined(PLAINPROTO_TEST_PYTHON) && defined(PLAINPROTO_TEST_PYTHON_ORACLE) && defined(PLAINPROTO_TEST_PYTHON_MODULES)
  const bool of_messages = std::string_view(mode) == "print" || std::string_view(mode) == "parse";
  const std::string stem = std::string("python_oracle_") + mode + "_" + std::to_string(::getpid());
  const std::string input = stem + ".in";
  const std::string output = stem + ".out";
  const std::string errors = stem + ".err";  // Python protobuf logs about strings that are not UTF-8
  {
    std::ofstream file(input, std::ios::binary);
    for (const std::string& record : records) file << record << '\n';
  }
  const std::string modules = of_messages ? std::string(" '") + PLAINPROTO_TEST_PYTHON_MODULES + "'" : "";
  const std::string command = std::string("'") + PLAINPROTO_TEST_PYTHON + "' '" + PLAINPROTO_TEST_PYTHON_ORACLE +
                              "' " + mode + modules + " < " + input + " > " + output + " 2> " + errors;
  const int status = std::system(command.c_str());
  std::remove(input.c_str());
  std::vector<std::string> answers;
  {
    std::ifstream file(output, std::ios::binary);
    for (std::string line; std::getline(file, line);) answers.push_back(std::move(line));
  }
  std::remove(output.c_str());
  std::string complaints;
  {
    std::ifstream file(errors, std::ios::binary);
    complaints.assign(std::istreambuf_iterator<char>(file), {});
  }
  std::remove(errors.c_str());
  REQUIRE_MESSAGE(status == 0, "the Python oracle failed (status " << status << "): " << command << "\n" << complaints);
  REQUIRE(answers.size() == records.size());
  return answers;
#else
  static_cast<void>(records);
  MESSAGE("skipped: no Python with google.protobuf (python3-protobuf) was found at configure time, so the "
          << std::string(mode) << " comparisons with Python protobuf do not run");
  return std::nullopt;
#endif
}

// The conformance types, and the kitchen sink's maps.
std::vector<const plainproto::message_descriptor*> compared_types() {
  std::vector<const plainproto::message_descriptor*> types = conformance::top_level_types();
  types.push_back(&plainproto::descriptor_of<conformance::kitchen_sink::Maps>());
  return types;
}

const plainproto::message_descriptor& find_type(std::string_view full_name) {
  for (const plainproto::message_descriptor* type : compared_types())
    if (type->full_name == full_name) return *type;
  throw std::invalid_argument("no conformance type " + std::string(full_name));
}

std::string wire_format(const plainproto::message_descriptor& descriptor, const void* message) {
  const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message(descriptor.full_name);
  conformance::to_protobuf(descriptor, message, *theirs);
  return theirs->SerializePartialAsString();
}

// The renderings python_oracle.py's print mode makes, in its order, as plainproto makes them; "!" when it
// refuses, as Python raises.
constexpr std::size_t rendering_count = 7;
constexpr std::array<const char*, rendering_count> rendering_names = {
    "MessageToString",
    "MessageToString(as_utf8=True)",
    "MessageToString(as_one_line=True)",
    "MessageToString(as_utf8=True, as_one_line=True)",
    "MessageToJson",
    "MessageToJson(including_default_value_fields, preserving_proto_field_name, use_integers_for_enums, indent=None)",
    "MessageToJson(preserving_proto_field_name=True)"};

bool is_json_rendering(std::size_t which) { return which >= 4; }

std::string our_rendering(const plainproto::message_descriptor& descriptor, const void* message, std::size_t which) {
  if (!is_json_rendering(which)) {
    plainproto::text_print_options options;
    options.as_utf8 = which == 1 || which == 3;
    options.single_line = which >= 2;
    options.style = plainproto::text_style::python;
    try {
      return plainproto::print_text(descriptor, message, options);
    } catch (const plainproto::error&) {
      return "!";
    }
  }
  plainproto::json_print_options options;
  options.style = plainproto::text_style::python;
  options.add_whitespace = which != 5;
  options.always_print_primitive_fields = which == 5;
  options.always_print_enums_as_ints = which == 5;
  options.preserve_proto_field_names = which != 4;
  try {
    return plainproto::to_json_string(descriptor, message, options);
  } catch (const plainproto::error&) {
    return "!";
  }
}

// Our Python-style reading of a rendering, compared with the message it came from.
std::string read_back(const plainproto::message_descriptor& descriptor, const std::string& text, std::size_t which,
                      conformance::dynamic_message& out) {
  try {
    if (is_json_rendering(which)) {
      plainproto::json_parse_options options;
      options.style = plainproto::text_style::python;
      plainproto::parse_json(text, descriptor, out.get(), options);
    } else {
      plainproto::text_parse_options options;
      options.style = plainproto::text_style::python;
      plainproto::read_text(descriptor, out.get(), text, options);
    }
  } catch (const plainproto::error& failure) {
    return failure.what();
  }
  return {};
}

// One input for Python's reader and ours.
struct parse_case {
  std::string type;
  std::string input;
  bool json = false;
  bool merge = false;          // text: Merge instead of Parse
  bool allow_unknown = false;  // text: allow_unknown_field; JSON: ignore_unknown_fields
};

std::string how(const parse_case& c) {
  if (c.json) return c.allow_unknown ? "ignore-unknown" : "strict";
  return std::string(c.merge ? "merge" : "parse") + (c.allow_unknown ? "-unknown" : "");
}

struct parse_totals {
  std::size_t inputs = 0;
  std::size_t accepted = 0;
};

void check_same_outcomes(const std::vector<parse_case>& cases, parse_totals& totals) {
  std::vector<std::string> records;
  for (const parse_case& c : cases)
    records.push_back(std::string(c.json ? "json " : "text ") + how(c) + " " + c.type + " " + hex(c.input));
  const auto answers = ask_python("parse", records);
  if (!answers) return;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const parse_case& c = cases[i];
    const plainproto::message_descriptor& descriptor = find_type(c.type);
    const std::string& answer = (*answers)[i];
    const bool they_accept = answer.compare(0, 3, "OK ") == 0;

    conformance::dynamic_message ours(descriptor);
    std::string our_failure;
    try {
      if (c.json) {
        plainproto::json_parse_options options;
        options.style = plainproto::text_style::python;
        options.ignore_unknown_fields = c.allow_unknown;
        plainproto::parse_json(c.input, descriptor, ours.get(), options);
      } else {
        plainproto::text_parse_options options;
        options.style = plainproto::text_style::python;
        options.allow_unknown_fields = c.allow_unknown;
        plainproto::read_text(descriptor, ours.get(), c.input, options, c.merge);
      }
    } catch (const plainproto::error& failure) {
      our_failure = failure.what();
    }
    const bool we_accept = our_failure.empty();
    INFO(c.type << " " << (c.json ? "JSON " : "text ") << how(c) << " " << conformance::quoted(c.input, 400));
    INFO("Python:     " << (they_accept ? "accepted" : answer));
    INFO("plainproto: " << (we_accept ? "accepted" : "rejected: " + our_failure));
    REQUIRE(we_accept == they_accept);
    ++totals.inputs;
    if (!we_accept) continue;
    ++totals.accepted;
    const std::unique_ptr<pb::Message> parsed = conformance::new_protobuf_message(c.type);
    REQUIRE(parsed->ParsePartialFromString(unhex(std::string_view(answer).substr(3))));
    conformance::dynamic_message theirs(descriptor);
    conformance::from_protobuf(*parsed, descriptor, theirs.get());
    REQUIRE_MESSAGE(ours == theirs, conformance::describe_difference(theirs, ours));
  }
}

struct print_totals {
  std::size_t messages = 0;
  std::size_t renderings = 0;
  std::size_t refused = 0;  // renderings both sides refuse (JSON of a string field that is not UTF-8)
  std::size_t unreadable = 0;  // renderings that Python's reader refuses too (JSON of a float at FLT_MAX)
  std::size_t not_asked = 0;   // renderings the oracle cannot make (pure-Python implementation)
};

void compare_renderings(const std::vector<const plainproto::message_descriptor*>& compared,
                        const conformance::random_options& random, std::uint64_t seeds, print_totals& totals) {
  std::vector<parse_case> unreadable;  // renderings plainproto's reader refuses: Python's must refuse them too
  std::vector<const plainproto::message_descriptor*> types;
  std::vector<conformance::dynamic_message> messages;
  std::vector<std::string> records;
  for (const plainproto::message_descriptor* descriptor : compared) {
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      messages.push_back(conformance::random_message(*descriptor, seed, random));
      types.push_back(descriptor);
      records.push_back(std::string(descriptor->full_name) + " " + hex(wire_format(*descriptor, messages.back().get())));
    }
  }
  const auto answers = ask_python("print", records);
  if (!answers) return;
  for (std::size_t m = 0; m < messages.size(); ++m) {
    const plainproto::message_descriptor& descriptor = *types[m];
    INFO(descriptor.full_name << " seed " << (m % seeds) + 1
                              << std::string(random.valid_utf8 ? "" : " (any bytes in strings)"));
    std::vector<std::string> theirs;
    const std::string& line = (*answers)[m];
    for (std::size_t start = 0; start <= line.size();) {
      const std::size_t space = std::min(line.find(' ', start), line.size());
      theirs.push_back(line.substr(start, space - start));
      start = space + 1;
    }
    REQUIRE(theirs.size() == rendering_count);
    for (std::size_t which = 0; which < rendering_count; ++which) {
      INFO(std::string(rendering_names[which]));
      if (theirs[which] == "?") {
        ++totals.not_asked;
        continue;
      }
      const std::string mine = our_rendering(descriptor, messages[m].get(), which);
      const std::string expected = theirs[which] == "!" ? "!" : unhex(theirs[which]);
      // Python writes a map's JSON entries in its hash order, as libprotobuf does: those are compared as objects.
      if (is_json_rendering(which) && descriptor.full_name == "kitchen_sink.Maps" && expected != "!")
        REQUIRE(nlohmann::json::parse(mine) == nlohmann::json::parse(expected));
      else
        REQUIRE_MESSAGE(mine == expected, conformance::describe_text_difference(expected, mine));
      ++totals.renderings;
      if (expected == "!") {
        ++totals.refused;
        continue;
      }
      // What Python wrote reads back as the message (defaults printed by including_default_value_fields come
      // back set; as_utf8 turns bytes that are not UTF-8 into other characters), unless Python cannot read it
      // either: json_format.Parse refuses the 3.4028235e+38 MessageToJson writes for a float at FLT_MAX, and
      // text_format.Parse a string field that is not UTF-8.
      conformance::dynamic_message reparsed(descriptor);
      if (!read_back(descriptor, expected, which, reparsed).empty()) {
        unreadable.push_back({std::string(descriptor.full_name), expected, is_json_rendering(which)});
        continue;
      }
      const bool lossless = which != 5 && (random.valid_utf8 || !(which == 1 || which == 3));
      if (lossless) REQUIRE_MESSAGE(reparsed == messages[m], conformance::describe_difference(messages[m], reparsed));
    }
    ++totals.messages;
  }
  parse_totals unreadable_totals;
  check_same_outcomes(unreadable, unreadable_totals);
  totals.unreadable += unreadable.size();
}

}  // namespace

TEST_CASE("python style: random messages print byte-identical to Python protobuf, and read back") {
  print_totals totals;
  conformance::random_options valid;
  valid.valid_utf8 = true;
  compare_renderings(compared_types(), valid, conformance::seeds_per_type, totals);
  // Strings that are not UTF-8 reach Python protobuf only through the wire format: its C++-backed messages then
  // hand the printers bytes (but not a map's: Python makes each entry a message of Python strings to print it, and
  // refuses such bytes there, as plainproto does in Python style).
  conformance::random_options any_bytes;
  compare_renderings(compared_types(), any_bytes, 100, totals);
  if (totals.messages != 0)
    MESSAGE(totals.messages << " messages, " << totals.renderings << " renderings compared with Python protobuf ("
                            << totals.refused << " refused by both): 0 differences; every rendering read back to the "
                            << "message, but " << totals.unreadable << " that Python's reader refuses too"
                            << (totals.not_asked != 0 ? "; " + std::to_string(totals.not_asked) + " not asked" : ""));
}

namespace {

// Random edits of the seeds: characters replaced, removed, inserted and pieces copied, from an alphabet of
// what matters to the readers.
std::vector<parse_case> mutated(const std::vector<parse_case>& seeds, std::string_view alphabet, int rounds,
                                std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<parse_case> cases;
  for (int round = 0; round < rounds; ++round) {
    parse_case c = seeds[static_cast<std::size_t>(round) % seeds.size()];
    c.merge = (rng() & 1) != 0;
    c.allow_unknown = (rng() & 3) == 0;
    for (std::uint64_t edits = 1 + rng() % 3; edits > 0 && !c.input.empty(); --edits) {
      const std::size_t at = rng() % c.input.size();
      switch (rng() % 4) {
        case 0: c.input[at] = alphabet[rng() % alphabet.size()]; break;
        case 1: c.input.erase(at, 1 + rng() % 3); break;
        case 2: c.input.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
        default: c.input.insert(at, c.input.substr(rng() % c.input.size(), rng() % 8)); break;
      }
    }
    cases.push_back(std::move(c));
  }
  return cases;
}

// Python-printed inputs of small random messages, as seeds for the edits.
std::vector<parse_case> printed_seeds(bool json) {
  conformance::random_options small;
  small.valid_utf8 = true;
  small.presence = 0.25;
  std::vector<parse_case> seeds;
  for (const plainproto::message_descriptor* descriptor : compared_types()) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      const conformance::dynamic_message message = conformance::random_message(*descriptor, seed, small);
      const std::string text = our_rendering(*descriptor, message.get(), json ? 6 : (seed % 2 ? 1 : 3));
      if (text.size() < 4000 && text != "!") seeds.push_back({std::string(descriptor->full_name), text, json});
    }
  }
  return seeds;
}

}  // namespace

TEST_CASE("python style: text inputs are accepted or rejected as Python's text_format.Parse and Merge do") {
  const char* train = "protos.TrainConfig";
  const char* strategy = "paddle.fleet.DistributedStrategy";
  std::vector<parse_case> cases;
  const std::vector<std::string> liberties = {
      "", "# only a comment", "num_steps: 1 # trailing\nsync_replicas: false", "num_steps: 1; log_step_count_steps: 2,",
      "num_steps: 0x10 save_checkpoints_secs: 010 keep_checkpoint_max: 0o17", "num_steps: 0b101", "num_steps: 1_000",
      "num_steps: +5", "num_steps: - 5", "num_gpus_per_worker: - 5", "num_gpus_per_worker: -0x10",
      "num_gpus_per_worker: -010", "num_steps: 1.0", "num_steps: 09", "num_steps: 00", "num_steps: -0",
      "num_steps: 4294967296", "num_steps: 0x100000000", "num_steps: 99999999999999999999999",
      "gradient_clipping_by_norm: 1.0f", "gradient_clipping_by_norm: 1f", "gradient_clipping_by_norm: 1.5ff",
      "gradient_clipping_by_norm: 1.5F", "gradient_clipping_by_norm: .5", "gradient_clipping_by_norm: 5.",
      "gradient_clipping_by_norm: inff", "gradient_clipping_by_norm: -infinityf", "gradient_clipping_by_norm: nanf",
      "gradient_clipping_by_norm: -nanf", "gradient_clipping_by_norm: +inff", "gradient_clipping_by_norm: INF",
      "gradient_clipping_by_norm: 010", "gradient_clipping_by_norm: 0x10", "gradient_clipping_by_norm: 1_0.5",
      "gradient_clipping_by_norm: +1.5", "gradient_clipping_by_norm: - 1.5", "gradient_clipping_by_norm: 1e400",
      "gradient_clipping_by_norm: 3.4028235e38", "gradient_clipping_by_norm: 3.4028236e38",
      "gradient_clipping_by_norm: 1e-46", "gradient_clipping_by_norm: 12345678901234567890123",
      "gradient_clipping_by_norm: 1e", "gradient_clipping_by_norm: 1.5.5", "gradient_clipping_by_norm: 0x1p3",
      "sync_replicas: t", "sync_replicas: True", "sync_replicas: TRUE", "sync_replicas: 1", "sync_replicas: 0x1",
      "sync_replicas: 01", "train_distribute: MirroredStrategy", "train_distribute: 2", "train_distribute: 0x2",
      "train_distribute: 02", "train_distribute: 0o2", "train_distribute: -1", "train_distribute: 'MirroredStrategy'",
      "fine_tune_checkpoint: 'a' \"b\"", "fine_tune_checkpoint: abc", "fine_tune_checkpoint: '\\q'",
      "fine_tune_checkpoint: '\\?'", "fine_tune_checkpoint: '\\x4'", "fine_tune_checkpoint: '\\x414'",
      "fine_tune_checkpoint: '\\\\x4'", "fine_tune_checkpoint: '\\\\\\x4'", "fine_tune_checkpoint: '\\1234'",
      "fine_tune_checkpoint: '\\777'", "fine_tune_checkpoint: '\\400'", "fine_tune_checkpoint: '\\u00e9'",
      "fine_tune_checkpoint: '\\u00c3\\u00a9'", "fine_tune_checkpoint: '\\u4e2d'", "fine_tune_checkpoint: '\\U0001f600'",
      "fine_tune_checkpoint: '\\ud83d\\ude00'", "fine_tune_checkpoint: '\\U00110000'", "fine_tune_checkpoint: '\\x'",
      "fine_tune_checkpoint: '\\u12'", "fine_tune_checkpoint: '\\8'", "fine_tune_checkpoint: '\\351'",
      "fine_tune_checkpoint: '\\303\\251'", "fine_tune_checkpoint: '\xc3\xa9'", "fine_tune_checkpoint: 'a\rb'",
      std::string("fine_tune_checkpoint: 'a\0b'", 27), "fine_tune_checkpoint: \"a\nb\"", "fine_tune_checkpoint: 'a\\",
      "fine_tune_checkpoint: '\\a\\b\\f\\v\\t\\n\\r\\'\\\"\\\\'", "num_steps: 1,,", "num_steps: 1;;",
      "incr_save_config { fs { } }", "incr_save_config: { fs: { } }", "incr_save_config < fs < > >",
      "incr_save_config { fs { } >", "incr_save_config { fs { }", "incr_save_config { fs { } } incr_save_config { }",
      "optimizer_config { adam_optimizer { } ftrl_optimizer { } }",
      "optimizer_config { adam_optimizer { } adam_optimizer { } }",
      "optimizer_config: [{adam_optimizer {}}, <ftrl_optimizer {}>]", "optimizer_config: []", "freeze_gradient: []",
      "freeze_gradient: ['a', 'b']", "freeze_gradient: ['a',]", "num_steps: [1]", "num_steps:1#c",
      "num_steps: 1\r\nsync_replicas: true\r\n", "num_steps\v: 1\f", "num_steps\xc2\xa0: 1", "num_steps\xe3\x80\x80: 1",
      "num_steps\x1c: 1", "num_steps\xe2\x80\xa8: 1", "\xef\xbb\xbfnum_steps: 1", "unknown: 1", "[ext]: 1",
      "[a.b.c]: 1", "1: 5", "num-steps: 1", "num_steps+: 1", "num_steps:1sync_replicas:true",
      "fine_tune_checkpoint:'a'num_steps:1", "num_steps: 1abc", "}", "{", "incr_save_config {};num_steps:1",
      "incr_save_config { kafka { server: 's' } }", "\xc3\xa9: 1", "num_steps: 1 \x01", "num_steps: 1\n\xff",
      "unknown: [1, 'a', x, -inf, 1.5f] num_steps: 1", "unknown { a: 1 b { c: 'x' } d: [1, 2] } num_steps: 2",
      "unknown: [ {a: 1} ] num_steps: 3", "unknown: -foo", "unknown: 'a' 'b' num_steps: 3", "unknown: '\\q'",
      "unknown: '\\x'", "unknown: [1 2]", "unknown: < a: 1 >", "unknown: {}", "[ext.name]: 1", "12: 5 num_steps: 3",
      "unknown: 'a' '\\x' num_steps: 1", "\xc3\xa9: 1 num_steps: 2",
  };
  for (const std::string& input : liberties)
    for (const bool merge : {false, true})
      for (const bool allow_unknown : {false, true}) cases.push_back({train, input, false, merge, allow_unknown});
  for (const char* input :
       {"mode: PS auto: true a_sync_configs { k_steps: -1 }", "mode: 0", "mode: 1",
        "recompute_configs { checkpoint_shape: [1, -2, 0x10, +3, 0o7, 1_0] checkpoints: 'a' }",
        "dgc_configs { sparsity: [0.999, 1e-3, 5, -inf, 1_0.5, 010] }", "a_sync_configs { k_steps: 2147483648 }",
        "downpour_table_param { table_id: 18446744073709551615 shard_num: 0x10 type: PS_DENSE_TABLE }",
        "downpour_table_param { table_id: 18446744073709551616 }", "downpour_table_param { table_id: -1 }",
        "downpour_table_param { table_id: -0 }", "hybrid_configs { mp_configs { nccl_config { commName: 'x' } } }"})
    for (const bool merge : {false, true}) cases.push_back({strategy, input, false, merge, false});

  const std::vector<parse_case> seeds = printed_seeds(false);
  REQUIRE(!seeds.empty());
  const std::vector<parse_case> edited =
      mutated(seeds, "{}[]<>:;,#'\"\\ \t\n\r0123456789.eE+-_xXoObBfFtTrRuUnNaAiIlLsSq?\x01\xc3\xa9\xe2\x80\xa8\xc2", 6000,
              20240620);
  cases.insert(cases.end(), seeds.begin(), seeds.end());
  cases.insert(cases.end(), edited.begin(), edited.end());
  parse_totals totals;
  check_same_outcomes(cases, totals);
  if (totals.inputs != 0)
    MESSAGE(totals.inputs << " text inputs (" << seeds.size() << " printed, " << edited.size()
                          << " randomly edited, the rest hand-written) read by Python and plainproto: "
                          << totals.accepted << " accepted by both, the same message each time; the others rejected "
                          << "by both");
}

TEST_CASE("python style: JSON inputs are accepted or rejected as Python's json_format.Parse does") {
  const char* train = "protos.TrainConfig";
  const char* strategy = "paddle.fleet.DistributedStrategy";
  const std::vector<std::string> documents = {
      "{}", "[]", "\"\"", "5", "null", "{\"numSteps\": 5}", "{\"num_steps\": 5}", "{\"numSteps\": 5, \"num_steps\": 6}",
      "{\"numSteps\": 5, \"numSteps\": 6}", "{\"numSteps\": \"5\"}", "{\"numSteps\": \"0x5\"}", "{\"numSteps\": \"1_0\"}",
      "{\"numSteps\": \" 5\"}", "{\"numSteps\": \"\\t5\\n\"}", "{\"numSteps\": \"+5\"}", "{\"numSteps\": \"-0\"}",
      "{\"numSteps\": 5.0}", "{\"numSteps\": 5.5}", "{\"numSteps\": 1e2}", "{\"numSteps\": true}",
      "{\"numSteps\": -1}", "{\"numSteps\": 4294967296}", "{\"numSteps\": \"007\"}", "{\"numSteps\": null}",
      "{\"numSteps\": [5]}", "{\"numSteps\": {}}", "{\"numSteps\": NaN}", "{\"numSteps\": Infinity}",
      "{\"numSteps\": 1e400}", "{\"numSteps\": -0.0}", "{\"gradientClippingByNorm\": 1}",
      "{\"gradientClippingByNorm\": \"1.5\"}", "{\"gradientClippingByNorm\": \"inf\"}",
      "{\"gradientClippingByNorm\": \"-Infinity\"}", "{\"gradientClippingByNorm\": \"NaN\"}",
      "{\"gradientClippingByNorm\": \"nan\"}", "{\"gradientClippingByNorm\": \"Nan\"}",
      "{\"gradientClippingByNorm\": NaN}", "{\"gradientClippingByNorm\": Infinity}",
      "{\"gradientClippingByNorm\": -Infinity}", "{\"gradientClippingByNorm\": 3.4028235e38}",
      "{\"gradientClippingByNorm\": 3.4028234e38}", "{\"gradientClippingByNorm\": \"3.4028235e38\"}",
      "{\"gradientClippingByNorm\": \"3.5e38\"}", "{\"gradientClippingByNorm\": 1e400}",
      "{\"gradientClippingByNorm\": true}", "{\"gradientClippingByNorm\": \" 1_0.5 \"}",
      "{\"gradientClippingByNorm\": \"0x10\"}", "{\"gradientClippingByNorm\": 1.}", "{\"gradientClippingByNorm\": .5}",
      "{\"gradientClippingByNorm\": 01}", "{\"gradientClippingByNorm\": -0}", "{\"gradientClippingByNorm\": -0.0}",
      "{\"gradientClippingByNorm\": 100000000000000000000000}", "{\"gradientClippingByNorm\": [1]}",
      "{\"syncReplicas\": true}", "{\"syncReplicas\": \"true\"}", "{\"syncReplicas\": 1}", "{\"syncReplicas\": null}",
      "{\"trainDistribute\": \"MirroredStrategy\"}", "{\"trainDistribute\": 2}", "{\"trainDistribute\": \"2\"}",
      "{\"trainDistribute\": 2.9}", "{\"trainDistribute\": true}", "{\"trainDistribute\": \"mirroredstrategy\"}",
      "{\"trainDistribute\": 99}", "{\"trainDistribute\": NaN}", "{\"trainDistribute\": [2]}",
      "{\"trainDistribute\": \" 2 \"}", "{\"fineTuneCheckpoint\": \"a\"}", "{\"fineTuneCheckpoint\": 5}",
      "{\"fineTuneCheckpoint\": \"\\ud800\"}", "{\"fineTuneCheckpoint\": \"\\ud83d\\ude00\"}",
      "{\"fineTuneCheckpoint\": \"\\u00e9\\u0000\"}", "{\"fineTuneCheckpoint\": \"\\x41\"}",
      "{\"fineTuneCheckpoint\": \"a\tb\"}", "{'fineTuneCheckpoint': 'a'}", "{\"fineTuneCheckpoint\": \"\\/\"}",
      "{\"fineTuneCheckpoint\": \"\\u12\"}", "{\"fineTuneCheckpoint\": \"\\ud800\\u0041\"}",
      "{\"fineTuneCheckpoint\": \"\\ud800\\uzzzz\"}", "{\"fineTuneCheckpoint\": \"\xc3\xa9\"}",
      "{\"fineTuneCheckpoint\": \"\xff\"}", "{\"optimizerConfig\": {\"adamOptimizer\": {}}}",
      "{\"optimizerConfig\": [{\"adamOptimizer\": {}}]}",
      "{\"optimizerConfig\": [{\"adamOptimizer\": {}, \"ftrlOptimizer\": {}}]}",
      "{\"optimizerConfig\": [{\"adamOptimizer\": {}, \"ftrlOptimizer\": null}]}", "{\"optimizerConfig\": [null]}",
      "{\"optimizerConfig\": [[]]}", "{\"optimizerConfig\": [\"\"]}", "{\"optimizerConfig\": [\"x\"]}",
      "{\"optimizerConfig\": []}", "{\"optimizerConfig\": null}",
      "{\"optimizerConfig\": [{\"adam_optimizer\": {}, \"adamOptimizer\": {}}]}", "{\"incrSaveConfig\": []}",
      "{\"incrSaveConfig\": \"\"}", "{\"incrSaveConfig\": \"fs\"}", "{\"incrSaveConfig\": 5}",
      "{\"incrSaveConfig\": {\"fs\": {}}, \"incr_save_config\": {\"sparseSaveSecs\": 3}}",
      "{\"freezeGradient\": \"a\"}", "{\"freezeGradient\": [\"a\", null]}", "{\"freezeGradient\": [\"a\", 5]}",
      "{\"freezeGradient\": [[\"a\"]]}", "{\"numSteps\": 5,}", "{\"numSteps\": 5 \"syncReplicas\": true}",
      "{numSteps: 5}", "{\"numSteps\": 5}x", " {\"numSteps\": 5} ", "\xef\xbb\xbf{}", "{\"a\": {\"b\": 1, \"b\": 2}}",
      "{\"unknown\": 1}", "{\"[ext]\": 1}", "{\"numSteps\": 5, \"unknown\": NaN}", "{\"\": 1}",
      "{\"unknown\": {\"x\": [1, {\"y\": -Infinity}]}}", "{\"incrSaveConfig\": \"xyz\"}",
      "{\"incrSaveConfig\": [\"x\", \"y\"]}", "{\"incrSaveConfig\": [\"fs\"]}", "{\"incrSaveConfig\": [5]}",
      "[\"numSteps\"]", "[\"a\"]", "\"abc\"", "{\"trainDistribute\": \"nope\"}",
      "{\"optimizerConfig\": [{\"adamOptimizer\": {\"learningRate\": {\"constantLearningRate\": "
      "{\"learningRate\": \"1e-3\"}}}}]}",
      "{\"incrSaveConfig\": {\"kafka\": {\"server\": \"s\"}}}",
      "{\"incrSaveConfig\": {\"kafka\": {\"consumer\": {\"offset\": \"-9223372036854775808\"}}}}",
      "{\"incrSaveConfig\": {\"kafka\": {\"consumer\": {\"offset\": 9223372036854775808}}}}",
      "{\"incrSaveConfig\": {\"kafka\": {\"consumer\": {\"offset\": 1e18}}}}",
  };
  std::vector<parse_case> cases;
  for (const std::string& document : documents)
    for (const bool ignore : {false, true}) cases.push_back({train, document, true, false, ignore});
  for (const char* document :
       {"{\"mode\": \"PS\", \"downpourTableParam\": [{\"tableId\": \"18446744073709551615\", \"type\": 1}]}",
        "{\"downpourTableParam\": [{\"tableId\": -1}]}", "{\"downpourTableParam\": [{\"tableId\": \"0x10\"}]}",
        "{\"dgcConfigs\": {\"sparsity\": [0.5, \"1e-3\", 5, true, \"-Infinity\"]}}",
        "{\"recomputeConfigs\": {\"checkpointShape\": [1, -2, \"3\", 4.0]}}",
        "{\"hybridConfigs\": {\"mpConfigs\": {\"ncclConfig\": {\"commName\": \"x\"}}}}"})
    cases.push_back({strategy, document, true, false, false});
  // A map's keys are strings too: an unpaired surrogate in one is refused, as in a string field.
  for (const char* document : {"{\"mStringString\": {\"\\ud800\": \"a\"}}", "{\"mStringNested\": {\"\\udc00x\": {}}}",
                               "{\"mStringString\": {\"\\ud83d\\ude00\": \"\\ud800\"}}",
                               "{\"mStringString\": {\"\\ud83d\\ude00\": \"a\"}}"})
    cases.push_back({"kitchen_sink.Maps", document, true, false, false});

  const std::vector<parse_case> seeds = printed_seeds(true);
  REQUIRE(!seeds.empty());
  std::vector<parse_case> edited = mutated(
      seeds, "{}[],:\"'\\/ \t\n0123456789.eE+-_xtrufalsnNaIyuAB=\xc3\xa9\xff\x80", 6000, 20240621);
  for (parse_case& c : edited) c.merge = false;
  cases.insert(cases.end(), seeds.begin(), seeds.end());
  cases.insert(cases.end(), edited.begin(), edited.end());
  parse_totals totals;
  check_same_outcomes(cases, totals);
  if (totals.inputs != 0)
    MESSAGE(totals.inputs << " JSON inputs (" << seeds.size() << " printed, " << edited.size()
                          << " randomly edited, the rest hand-written) read by Python and plainproto: "
                          << totals.accepted << " accepted by both, the same message each time; the others rejected "
                          << "by both");
}

TEST_CASE("python style: the Paddle facade saves what Paddle's save_to_prototxt writes, MessageToString") {
  const auto strategies = paddle_strategies::saved_strategies();
  const plainproto::message_descriptor& descriptor =
      plainproto::descriptor_of<plainproto::paddle::fleet::DistributedStrategy>();
  std::vector<std::string> records;
  for (const auto& [name, strategy] : strategies)
    records.push_back(std::string(descriptor.full_name) + " " + hex(wire_format(descriptor, &strategy.proto())));
  const auto answers = ask_python("print", records);
  if (!answers) return;
  const std::string path = "paddle_saved_" + std::to_string(::getpid()) + ".prototxt";
  for (std::size_t i = 0; i < strategies.size(); ++i) {
    INFO(strategies[i].first);
    strategies[i].second.save_to_prototxt(path);
    std::ifstream file(path, std::ios::binary);
    const std::string saved(std::istreambuf_iterator<char>(file), {});
    const std::string& line = (*answers)[i];
    const std::string expected = unhex(std::string_view(line).substr(0, line.find(' ')));
    CHECK_MESSAGE(saved == expected, conformance::describe_text_difference(expected, saved));
  }
  std::filesystem::remove(path);
  MESSAGE(strategies.size() << " strategies saved and compared with Python protobuf's MessageToString");
}

TEST_CASE("python style: the Paddle facade's repr() of a str is Python's, for every character") {
  constexpr std::uint32_t batch_size = 256;
  std::vector<std::pair<std::string, std::string>> strings = {{"a'b", "a'b"}, {"a\"b", "a\"b"}, {"a'\"b", "a'\"b"}};
  for (std::uint32_t first = 0; first <= plainproto::detail::max_code_point; first += batch_size) {
    if (plainproto::detail::is_surrogate(first)) continue;  // a batch holds surrogates only or none
    std::string text;
    for (std::uint32_t code_point = first; code_point < first + batch_size; ++code_point) {
      char utf8[plainproto::detail::max_utf8_length];
      text.append(utf8, plainproto::detail::write_utf8(code_point, utf8));
    }
    char name[32];
    std::snprintf(name, sizeof name, "U+%04X..U+%04X", static_cast<unsigned>(first),
                  static_cast<unsigned>(first + batch_size - 1));
    strings.emplace_back(name, std::move(text));
  }
  std::vector<std::string> records;
  for (const auto& [name, text] : strings) records.push_back(hex(text));
  const auto answers = ask_python("repr-str", records);
  if (!answers) return;
  for (std::size_t i = 0; i < strings.size(); ++i) {
    const std::string expected = unhex((*answers)[i]);
    const std::string repr = plainproto::detail::py_string_repr(strings[i].second);
    REQUIRE_MESSAGE(repr == expected, "repr() of " << strings[i].first << ": Python's is " << expected
                                                   << ", plainproto's " << repr);
  }
  MESSAGE(strings.size() << " strings, every character but the surrogates, compared with Python's repr()");
}

TEST_CASE("python style: extensions and MessageSets print and read as Python protobuf's do") {
  namespace ks = conformance::kitchen_sink;
  std::mt19937_64 rng(41);
  std::vector<std::pair<std::string, std::string>> messages;  // type, wire format
  for (int round = 0; round < 40; ++round) {
    ks::Extendable extendable;
    if (rng() % 2) extendable.id = static_cast<std::int32_t>(rng());
    if (rng() % 2) extendable.extensions.set(ks::label, "l" + std::to_string(rng() % 100));
    for (std::uint64_t i = rng() % 3; i > 0; --i)
      extendable.extensions.mutable_storage(ks::deltas).push_back(static_cast<std::int32_t>(rng()));
    if (rng() % 2) extendable.extensions.mutable_storage(ks::note).mutable_value().id = static_cast<std::int32_t>(rng());
    if (rng() % 2) extendable.extensions.set(ks::scoped, static_cast<double>(rng() % 1000) / 8);
    messages.emplace_back("kitchen_sink.Extendable", plainproto::serialize(extendable));
    ks::Set set;
    if (rng() % 2) set.extensions.mutable_storage(ks::member).mutable_value().str = std::to_string(rng() % 100);
    if (rng() % 2) set.extensions.mutable_storage(ks::other_in_set).mutable_value().id = static_cast<std::int32_t>(rng());
    messages.emplace_back("kitchen_sink.Set", plainproto::serialize(set));
  }
  std::vector<std::string> records;
  for (const auto& [type, bytes] : messages) records.push_back(type + " " + hex(bytes));
  const auto answers = ask_python("print", records);
  if (!answers) return;
  std::vector<std::string> inputs;  // Python's text renderings, for reading back by both
  for (std::size_t m = 0; m < messages.size(); ++m) {
    const plainproto::message_descriptor& type = messages[m].first == "kitchen_sink.Set"
                                                     ? plainproto::descriptor_of<ks::Set>()
                                                     : plainproto::descriptor_of<ks::Extendable>();
    conformance::dynamic_message message(type);
    plainproto::parse_binary(messages[m].second, type, message.get());
    std::size_t which = 0;
    for (std::string_view rest = (*answers)[m]; !rest.empty(); ++which) {
      const std::size_t space = rest.find(' ');
      const std::string theirs = unhex(rest.substr(0, space));
      rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
      CAPTURE(rendering_names[which]);
      const std::string ours = our_rendering(type, message.get(), which);
      REQUIRE_MESSAGE(ours == theirs, conformance::describe_text_difference(theirs, ours));
      if (which == 0) inputs.push_back(messages[m].first + " " + hex(theirs));
    }
    CHECK(which == rendering_count);
  }
  // Python reads back its own text, but for a MessageSet's extension declared outside the type it is named by (both
  // refuse that one alike); so do we, to the same bytes. Both refuse what only another message type has.
  inputs.push_back("kitchen_sink.Extendable " + hex("[kitchen_sink.SetMember.member] {}"));
  inputs.push_back("kitchen_sink.Extendable " + hex("[kitchen_sink.nowhere]: 1"));
  inputs.push_back("kitchen_sink.Extendable " + hex("[kitchen_sink.label]: 'a' [kitchen_sink.label]: 'b'"));
  inputs.push_back("kitchen_sink.Set " + hex("[kitchen_sink.SetMember] { str: 'x' }"));
  inputs.push_back("kitchen_sink.Set " + hex("[kitchen_sink.SetMember.member] { i: 2 }"));
  inputs.push_back("kitchen_sink.Maps " + hex("[kitchen_sink.label]: 'a'"));
  // Errors inside a map's entry name the entry type after its field, as protobuf names it (Maps.MInt32Int32Entry).
  inputs.push_back("kitchen_sink.Maps " + hex("m_bool_bool { [kitchen_sink.label]: 'a' }"));
  inputs.push_back("kitchen_sink.Maps " + hex("m_int32_int32 { key: 1 valu: 2 }"));
  inputs.push_back("kitchen_sink.Maps " + hex("m_int32_int32 { key: 1 key: 2 }"));
  inputs.push_back("kitchen_sink.Maps " + hex("m_string_nested { key: 'a' value { } value { } }"));
  std::vector<std::string> parse_records;
  for (const std::string& input : inputs) parse_records.push_back("text parse " + input);
  const auto parsed = ask_python("parse", parse_records);
  if (!parsed) return;
  std::size_t accepted = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const std::string type_name = inputs[i].substr(0, inputs[i].find(' '));
    const std::string text = unhex(std::string_view(inputs[i]).substr(type_name.size() + 1));
    const plainproto::message_descriptor& type =
        type_name == "kitchen_sink.Set"    ? plainproto::descriptor_of<ks::Set>()
        : type_name == "kitchen_sink.Maps" ? plainproto::descriptor_of<ks::Maps>()
                                           : plainproto::descriptor_of<ks::Extendable>();
    const std::string& answer = (*parsed)[i];
    CAPTURE(text);
    CAPTURE(answer);
    const bool they_accept = answer.compare(0, 3, "OK ") == 0;
    conformance::dynamic_message message(type);
    plainproto::text_parse_options options;
    options.style = plainproto::text_style::python;
    std::string failure;
    try {
      plainproto::read_text(type, message.get(), text, options);
    } catch (const plainproto::error& error) {
      failure = error.what();
    }
    CAPTURE(failure);
    REQUIRE(failure.empty() == they_accept);
    if (!they_accept) {
      const std::size_t colon = answer.find(" : ");  // ParseError: "line:column : message"
      CHECK(failure.find(colon == std::string::npos ? answer : answer.substr(colon + 3)) != std::string::npos);
      continue;
    }
    ++accepted;
    CHECK(hex(plainproto::serialize(type, message.get())) == answer.substr(3));
  }
  MESSAGE(messages.size() << " messages with extensions printed as Python prints them, " << accepted
                          << " texts read to Python's bytes");
}
