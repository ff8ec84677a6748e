// Limits and edge input: recursion limits, a 100 MB input, integer overflow, NUL bytes, invalid UTF-8,
// CRLF and tabs, an empty input, input that is not text at all.
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#if !defined(_WIN32)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "test_config_json.hpp"

using plainproto::error;
using plainproto::error_code;
using plainproto::parse_text;
using plainproto::protos::TrainConfig;

namespace {

template <class Parse>
error error_of(Parse&& parse) {
  try {
    parse();
  } catch (const error& failure) {
    return failure;
  }
  FAIL("expected a plainproto::error");
  return error(error_code::usage, "unreachable");
}

error text_error(std::string_view text, const plainproto::text_parse_options& options = {}) {
  return error_of([&] { parse_text<TrainConfig>(text, options); });
}

error json_error(std::string_view text, const plainproto::json_parse_options& options = {}) {
  return error_of([&] { plainproto::parse_json<TrainConfig>(text, options); });
}

std::string repeat(std::string_view text, std::size_t count) {
  std::string out;
  out.reserve(text.size() * count);
  for (std::size_t i = 0; i < count; ++i) out += text;
  return out;
}

const plainproto::protos::AdamOptimizer& adam(const TrainConfig& config) {
  return config.optimizer_config.at(0).optimizer.get<plainproto::protos::Optimizer::optimizer_case::adam_optimizer>();
}

std::string poly_decay(std::string_view total_steps) {
  return "optimizer_config { adam_optimizer { learning_rate { poly_decay_learning_rate {"
         " learning_rate_base: 1 power: 1 total_steps: " +
         std::string(total_steps) + " } } } }";
}

}  // namespace

// ---- recursion ------------------------------------------------------------------------------------------------

TEST_CASE("text: nesting deeper than the recursion limit is a clear error") {
  plainproto::text_parse_options options;
  options.recursion_limit = 3;
  const std::string four_deep = "optimizer_config { adam_optimizer { learning_rate { constant_learning_rate { } } } }";
  const error failure = text_error(four_deep, options);
  CHECK(failure.code() == error_code::recursion_limit);
  CHECK(std::string(failure.what()) == "1:76: Message is too deep, the parser exceeded the configured recursion limit of 3.");
  options.recursion_limit = 4;
  CHECK_NOTHROW(parse_text<TrainConfig>(four_deep, options));
}

TEST_CASE("text: unknown blocks nested a million deep stop at the limit, without exhausting the stack") {
  plainproto::text_parse_options options;
  options.allow_unknown_fields = true;
  CHECK_NOTHROW(parse_text<TrainConfig>(repeat("x { ", 100) + repeat("} ", 100), options));
  const error failure = text_error(repeat("x { ", 101) + repeat("} ", 101), options);
  CHECK(failure.code() == error_code::recursion_limit);
  CHECK(std::string(failure.what()) == "1:403: Message is too deep, the parser exceeded the configured recursion limit of 100.");
  CHECK(text_error(repeat("x { ", 1000000), options).code() == error_code::recursion_limit);
  CHECK(text_error(repeat("x < ", 1000000), options).code() == error_code::recursion_limit);
}

// Found by fuzz_differential: skipped lists nested in lists were not counted, so "b: [[[[..." recursed
// without limit (a stack overflow at a million) where libprotobuf stops at its recursion limit.
TEST_CASE("text: unknown lists nested in lists count against the recursion limit, as in libprotobuf") {
  plainproto::text_parse_options options;
  options.allow_unknown_fields = true;
  CHECK_NOTHROW(parse_text<TrainConfig>("b: " + repeat("[", 99) + "1" + repeat("]", 99), options));
  const error failure = text_error("b: " + repeat("[", 120) + "1" + repeat("]", 120), options);
  CHECK(failure.code() == error_code::recursion_limit);
  CHECK(std::string(failure.what()) ==
        "1:104: Message is too deep, the parser exceeded the configured recursion limit of 100.");
  CHECK(text_error("b: " + repeat("[", 1000000), options).code() == error_code::recursion_limit);
  CHECK(text_error("num_steps: 1 unknown_thing { a: 1 b: " + repeat("[", 120) + "1, 2] c: \"x\" }", options).line() == 1);
  CHECK_NOTHROW(parse_text<TrainConfig>("b: [ {c: [1, {d: 2}]}, \"s\" \"t\", -inf ]", options));
}

TEST_CASE("JSON: objects nested deeper than the recursion limit are a clear error") {
  plainproto::json_parse_options options;
  options.ignore_unknown_fields = true;
  std::string ninety_nine = repeat("{\"x\":", 99) + "1" + repeat("}", 99);
  CHECK_NOTHROW(plainproto::parse_json<TrainConfig>("{\"x\":" + ninety_nine + "}", options));
  const error failure = json_error("{\"x\":{\"x\":" + ninety_nine + "}}", options);
  CHECK(failure.code() == error_code::recursion_limit);
  CHECK(failure.message() == "JSON objects nested more than 100 deep");
  CHECK(json_error("{\"x\":" + repeat("{\"x\":", 1000000), options).code() == error_code::recursion_limit);

  plainproto::json_parse_options shallow;
  shallow.recursion_limit = 3;  // the document, an optimizer, its adam_optimizer
  const std::string three_deep = R"({"optimizerConfig":[{"adamOptimizer":{"beta1":0.5}}]})";
  CHECK_NOTHROW(plainproto::parse_json<TrainConfig>(three_deep, shallow));
  shallow.recursion_limit = 2;
  const error known = json_error(three_deep, shallow);
  CHECK(known.code() == error_code::recursion_limit);
  CHECK(std::string(known.what()) == "1:38: optimizerConfig[0].adamOptimizer: JSON objects nested more than 2 deep");
}

TEST_CASE("JSON: lists nested a million deep in an unknown field do not exhaust the stack") {
  plainproto::json_parse_options options;
  options.ignore_unknown_fields = true;
  const std::size_t depth = 1000000;
  CHECK_NOTHROW(plainproto::parse_json<TrainConfig>("{\"x\":" + repeat("[", depth) + repeat("]", depth) + "}", options));
  CHECK(json_error("{\"x\":" + repeat("[", depth), options).code() == error_code::syntax);
}

// ---- size -----------------------------------------------------------------------------------------------------

#if !defined(_WIN32)
namespace {

long peak_rss_kib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

}  // namespace

// In a child process, so that the peak resident size measured is this parse's alone: the input is built
// first, the peak is read, the input parsed, the peak read again. A long comment, many small fields and one
// long string: the parser must not hold more than the values it stores plus a small constant.
TEST_CASE("text: a 100 MB input is parsed in memory proportional to it") {
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    constexpr std::size_t part = 100u << 20 >> 2;  // four parts of 25 MB
    std::string input;
    input.reserve(4 * part + 100);
    input += "# ";
    input.append(part, 'c');
    input += "\n";
    const std::string field = "num_steps: 1000 sync_replicas: true  # a comment to lengthen the line\n";
    while (input.size() < 2 * part) input += field;
    input += "fine_tune_checkpoint: \"";
    input.append(2 * part, 's');
    input += "\"\n";
    const long before = peak_rss_kib();
    int outcome = 4;  // an exception
    try {
      TrainConfig config;
      plainproto::merge_text(input, config);  // merge: the repeated num_steps lines are allowed, the last wins
      const long growth_kib = peak_rss_kib() - before;
      const bool right = config.fine_tune_checkpoint.value().size() == 2 * part && config.num_steps == 1000u;
      // The stored string is half the input; allow the input's size again for everything else.
      const bool proportional = growth_kib <= static_cast<long>(input.size() / 1024);
      outcome = right && proportional ? 0 : (right ? 2 : 3);
    } catch (...) {
    }
    _exit(outcome);
  }
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  REQUIRE(WIFEXITED(status));
  CHECK_MESSAGE(WEXITSTATUS(status) != 2, "the parse's peak memory grew by more than the input's size");
  CHECK_MESSAGE(WEXITSTATUS(status) != 3, "the 100 MB input was not parsed right");
  CHECK_MESSAGE(WEXITSTATUS(status) != 4, "parsing the 100 MB input threw");
  CHECK(WEXITSTATUS(status) == 0);
}
#endif

// ---- integer overflow ------------------------------------------------------------------------------------------

TEST_CASE("text: integers beyond their field's range are errors, never wrapped") {
  CHECK(std::string(text_error("num_steps: 4294967296").what()) == "1:12: Integer out of range (4294967296)");
  CHECK(text_error("num_steps: 0x100000000").code() == error_code::out_of_range);
  CHECK(text_error("num_steps: 040000000000").code() == error_code::out_of_range);
  CHECK(parse_text<TrainConfig>("num_steps: 4294967295").num_steps == 4294967295u);
  CHECK(parse_text<TrainConfig>("num_gpus_per_worker: -2147483648").num_gpus_per_worker == INT32_MIN);
  CHECK(text_error("num_gpus_per_worker: 2147483648").code() == error_code::out_of_range);
  CHECK(text_error("num_gpus_per_worker: -2147483649").code() == error_code::out_of_range);
  CHECK(text_error(poly_decay("9223372036854775808")).code() == error_code::out_of_range);
  CHECK(text_error(poly_decay("-9223372036854775809")).code() == error_code::out_of_range);
  CHECK(text_error(poly_decay("18446744073709551616")).code() == error_code::out_of_range);
  CHECK(text_error(poly_decay(std::string(400, '9'))).code() == error_code::out_of_range);
  const auto lowest = parse_text<TrainConfig>(poly_decay("-9223372036854775808"));
  CHECK(adam(lowest)
            .learning_rate->learning_rate
            .get<plainproto::protos::LearningRate::learning_rate_case::poly_decay_learning_rate>()
            .total_steps.value() == INT64_MIN);
  // Floats saturate to infinity or zero, as strtod does in libprotobuf.
  const auto huge = parse_text<TrainConfig>("optimizer_config { adam_optimizer { beta1: 1e99999 beta2: 1e-99999 } }");
  CHECK(std::isinf(adam(huge).beta1.value()));
  CHECK(adam(huge).beta2.value() == 0.0f);
  const auto long_number =
      parse_text<TrainConfig>("optimizer_config { adam_optimizer { beta1: " + std::string(400, '9') + " } }");
  CHECK(std::isinf(adam(long_number).beta1.value()));
}

TEST_CASE("text: escapes beyond a byte wrap as in libprotobuf; beyond Unicode are errors") {
  CHECK(parse_text<TrainConfig>(R"(fine_tune_checkpoint: "\777\400\1234")").fine_tune_checkpoint ==
        std::string("\xff\x00S4", 4));
  CHECK(parse_text<TrainConfig>(R"(fine_tune_checkpoint: "\x4142\xfff")").fine_tune_checkpoint == "A42\xff" "f");
  CHECK(parse_text<TrainConfig>(R"(fine_tune_checkpoint: "\U0010ffff\ud800")").fine_tune_checkpoint ==
        "\xf4\x8f\xbf\xbf\xed\xa0\x80");
  CHECK(std::string(text_error(R"(fine_tune_checkpoint: "\U00200000")").what()) ==
        "1:28: Expected eight hex digits up to 10ffff for \\U escape sequence");
  // \u takes four digits, \U eight; what follows is plain text.
  CHECK(parse_text<TrainConfig>(R"(fine_tune_checkpoint: "\uFFFFFFFFFFFF")").fine_tune_checkpoint ==
        "\xef\xbf\xbf" "FFFFFFFF");
}

TEST_CASE("JSON: integers beyond their field's range are errors") {
  CHECK(json_error(R"({"numSteps": 4294967296})").code() == error_code::out_of_range);
  CHECK_THROWS_AS(plainproto::parse_json<TrainConfig>(R"({"numSteps": "99999999999999999999999999"})"), error);
  CHECK(json_error(R"({"numGpusPerWorker": -2147483649})").code() == error_code::out_of_range);
  CHECK(json_error(R"({"numSteps": 1e400})").code() == error_code::out_of_range);
  CHECK(json_error(R"({"numSteps": )" + std::string(400, '9') + "}").code() == error_code::out_of_range);
  CHECK(plainproto::parse_json<TrainConfig>(R"({"numSteps": 4294967295})").num_steps == 4294967295u);
}

TEST_CASE("paths: indices beyond any integer select nothing that exists") {
  auto config = parse_text<TrainConfig>("optimizer_config { } optimizer_config { }");
  for (const char* path : {"optimizer_config[99999999999999999999].use_moving_average",
                           "optimizer_config[-99999999999999999999].use_moving_average",
                           "optimizer_config[9223372036854775807].use_moving_average",
                           "optimizer_config[-9223372036854775808].use_moving_average"}) {
    CAPTURE(path);
    const error failure = error_of([&] { plainproto::get(config, path); });
    CHECK(failure.code() == error_code::out_of_range);
    CHECK(error_of([&] { plainproto::set(config, path, "true"); }).code() == error_code::out_of_range);
  }
  CHECK(plainproto::get(config, "optimizer_config[0:99999999999999999999].use_moving_average").size() == 2);
  CHECK(plainproto::get(config, "optimizer_config[-99999999999999999999:1].use_moving_average").size() == 1);
  CHECK(error_of([&] { plainproto::set(config, "num_steps", "99999999999999999999"); }).code() ==
        error_code::out_of_range);
}

// ---- NUL bytes --------------------------------------------------------------------------------------------------

TEST_CASE("NUL bytes: errors outside strings, data when escaped") {
  using namespace std::string_literals;
  CHECK(std::string(text_error("num_steps: 1\0"s).what()) == "1:13: Invalid control characters encountered in text.");
  CHECK(std::string(text_error("# comment \0 more\nnum_steps: 1"s).what()) ==
        "1:11: Invalid control characters encountered in text.");
  CHECK(std::string(text_error("fine_tune_checkpoint: \"a\0b\""s).what()) == "1:25: Unexpected end of string.");
  const auto escaped = parse_text<TrainConfig>(R"(fine_tune_checkpoint: "a\0b\000")");
  CHECK(escaped.fine_tune_checkpoint.value() == "a\0b\0"s);
  CHECK(plainproto::print_text(escaped) == "fine_tune_checkpoint: \"a\\000b\\000\"\n");

  CHECK(json_error("{\"numSteps\": 1}\0"s).code() == error_code::syntax);
  // A raw NUL inside a JSON string is what libprotobuf's JSON parser makes of it: kept as a byte.
  CHECK(plainproto::parse_json<TrainConfig>("{\"fineTuneCheckpoint\": \"a\0b\"}"s).fine_tune_checkpoint.value() ==
        "a\0b"s);
  CHECK(plainproto::parse_json<TrainConfig>(R"({"fineTuneCheckpoint": "a\u0000b"})").fine_tune_checkpoint.value() == "a\0b"s);
}

// ---- invalid UTF-8 (policy: docs/reliability.md) ----------------------------------------------------------------

TEST_CASE("invalid UTF-8: text passes the bytes through, JSON rejects them") {
  const std::string bytes = "\xff\xfe\xc3(\xed\xa0\x80";
  const auto config = parse_text<TrainConfig>("fine_tune_checkpoint: \"" + bytes + "\"");
  CHECK(config.fine_tune_checkpoint.value() == bytes);
  CHECK(plainproto::print_text(config) == "fine_tune_checkpoint: \"\\377\\376\\303(\\355\\240\\200\"\n");
  plainproto::text_print_options utf8;
  utf8.as_utf8 = true;
  CHECK(plainproto::print_text(config, utf8) == "fine_tune_checkpoint: \"" + bytes + "\"\n");
  CHECK(parse_text<TrainConfig>(plainproto::print_text(config)) == config);

  const error json = json_error("{\"fineTuneCheckpoint\": \"" + bytes + "\"}");
  CHECK(json.message() == "fineTuneCheckpoint: invalid UTF-8 in a string");
  CHECK(json_error("{\"\xff\": 1}").code() != error_code::missing_required);
}

// ---- line endings and tabs --------------------------------------------------------------------------------------

TEST_CASE("CRLF line endings and tabs: lines and columns as libprotobuf counts them") {
  const auto crlf = parse_text<TrainConfig>("num_steps: 5\r\nsync_replicas: false\r\n");
  CHECK(crlf.num_steps == 5u);
  CHECK_FALSE(crlf.sync_replicas.value());
  // libprotobuf reports an unknown field at the token after its name (here the ':').
  CHECK(std::string(text_error("num_steps: 1\r\nsync_replicas: true\r\nbogus: 2\r\n").what()) ==
        "3:6: Message type \"protos.TrainConfig\" has no field named \"bogus\".");
  // '\r' is one column; a tab advances to the next multiple of 8.
  CHECK(std::string(text_error("\r\r\rbogus: 1").what()).substr(0, 5) == "1:9: ");
  CHECK(std::string(text_error("\tnum_steps:\t\"x\"").what()) == "1:25: Expected integer, got: \"x\"");
  CHECK(std::string(text_error("num_steps:\t\"x\"").what()) == "1:17: Expected integer, got: \"x\"");
  CHECK(std::string(text_error("num_steps: 1\n  \t bogus: 1").what()).substr(0, 6) == "2:15: ");
  CHECK(std::string(text_error("abcdefg\t: 1").what()).substr(0, 5) == "1:9: ");
  CHECK(std::string(text_error("abcdefgh\t: 1").what()).substr(0, 6) == "1:17: ");

  CHECK(json_error("{\r\n\t\"numSteps\": \"x\"\r\n}").line() == 2);
}

// ---- empty and not text -----------------------------------------------------------------------------------------

TEST_CASE("an empty input") {
  CHECK(parse_text<TrainConfig>("") == TrainConfig{});
  // A default string_view points nowhere: the scanners must not step from a null pointer (fuzz finding).
  CHECK(parse_text<TrainConfig>(std::string_view{}) == TrainConfig{});
  TrainConfig config;
  plainproto::set(config, "fine_tune_checkpoint", std::string_view{});
  CHECK((config.fine_tune_checkpoint.has_value() && config.fine_tune_checkpoint.value().empty()));
  CHECK(parse_text<TrainConfig>(" \n\t# only a comment\r\n") == TrainConfig{});
  CHECK(std::string(json_error("").what()) == "1:1: expected a JSON object, found the end of the input");
  CHECK(json_error("  \n ").code() == error_code::syntax);
  CHECK(plainproto::parse_json<TrainConfig>("{}") == TrainConfig{});
}

TEST_CASE("input that is not text at all: an error, never a crash") {
  std::mt19937_64 random(20240601);
  for (int round = 0; round < 64; ++round) {
    std::string binary(static_cast<std::size_t>(round) * 97 + 1, '\0');
    for (char& c : binary) c = static_cast<char>(random() & 0xff);
    CAPTURE(round);
    CHECK_THROWS_AS(parse_text<TrainConfig>(binary), error);
    CHECK_THROWS_AS(plainproto::parse_json<TrainConfig>(binary), error);
    CHECK_THROWS_AS(plainproto::parse_text<plainproto::paddle::fleet::DistributedStrategy>(binary), error);
    TrainConfig config;
    try {
      plainproto::set(config, binary, binary);
    } catch (const error&) {
    }
    try {
      plainproto::get(config, binary);
    } catch (const error&) {
    }
  }
  // A PNG header.
  CHECK(std::string(text_error(std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)).what()) ==
        "1:1: Interpreting non ascii codepoint 137.");
}

TEST_CASE("a long list of messages is sized from the rest of the input, not grown by doubling") {
  using plainproto::paddle::fleet::DistributedStrategy;
  // 600 tables, each with an accessor, a comment and a blank line between them (about as long as each other).
  constexpr std::size_t tables = 600;
  std::string text = "a_sync: true\n";
  for (std::size_t i = 0; i < tables; ++i)
    text += "downpour_table_param {  # table " + std::to_string(i % 10) + "\n  table_id: " + std::to_string(i % 10) +
            "\n  table_name: \"emb\"\n  accessor { fea_dim: 11 embedx_dim: 16 }\n}\n\n";
  const DistributedStrategy strategy = parse_text<DistributedStrategy>(text);
  REQUIRE(strategy.downpour_table_param.size() == tables);
  // Doubling would leave 1,024 slots; the input tells the list about 600 are coming.
  CHECK(strategy.downpour_table_param.capacity() < 700);
  CHECK(strategy.downpour_table_param[tables - 1].accessor->embedx_dim == 16u);
  // The same written on Windows with tabs: CRLF line ends and a tab before each field.
  std::string crlf;
  for (const char c : text) crlf += c == '\n' ? std::string("\r\n\t") : std::string(1, c);
  const DistributedStrategy from_crlf = parse_text<DistributedStrategy>(crlf);
  CHECK(from_crlf == strategy);
  CHECK(from_crlf.downpour_table_param.capacity() < 700);

  std::string json = "{\"downpourTableParam\": [";
  for (std::size_t i = 0; i < tables; ++i)
    json += std::string(i == 0 ? "" : ",") + "\n  {\"tableId\": " + std::to_string(i % 10) +
            ", \"tableName\": \"emb\", \"accessor\": {\"feaDim\": 11, \"embedxDim\": 16}}";
  json += "\n], \"aSync\": true}";
  const auto from_json = plainproto::parse_json<DistributedStrategy>(json);
  CHECK(from_json.downpour_table_param.size() == tables);
  CHECK(from_json.downpour_table_param.capacity() < 700);
  CHECK(from_json == strategy);

  // In binary the list's elements are counted: they come one after the other.
  const auto from_binary = plainproto::parse_binary<DistributedStrategy>(plainproto::serialize(strategy));
  CHECK(from_binary.downpour_table_param.capacity() == tables);
  CHECK(from_binary == strategy);

  // When the rest of the input is something else, the list grows at most eightfold past 16.
  std::string lopsided;
  for (int i = 0; i < 20; ++i) lopsided += "downpour_table_param { table_id: 1 }\n";
  lopsided += "sharding_configs { sharding_segment_strategy: \"" + std::string(100000, 'x') + "\" }\n";
  const DistributedStrategy short_list = parse_text<DistributedStrategy>(lopsided);
  CHECK(short_list.downpour_table_param.size() == 20);
  CHECK(short_list.downpour_table_param.capacity() <= 8 * 16);
  const auto short_from_binary = plainproto::parse_binary<DistributedStrategy>(plainproto::serialize(short_list));
  CHECK(short_from_binary.downpour_table_param.capacity() == 20);
}

TEST_CASE("a list of strings or messages read from binary is given room once, for the run of its elements") {
  using plainproto::paddle::fleet::DistributedStrategy;
  DistributedStrategy strategy;
  auto& recompute = strategy.recompute_configs.mutable_value();
  auto& dgc = strategy.dgc_configs.mutable_value();
  for (int i = 0; i < 37; ++i) {
    recompute.checkpoints.push_back("transformer_" + std::to_string(i) + ".tmp_0");
    recompute.checkpoint_shape.push_back(i * 300 - 5000);  // one to ten bytes each
    dgc.sparsity.push_back(0.5f + static_cast<float>(i));
  }
  const std::string bytes = plainproto::serialize(strategy);
  const auto parsed = plainproto::parse_binary<DistributedStrategy>(bytes);
  CHECK(parsed == strategy);
  CHECK(parsed.recompute_configs->checkpoints.capacity() == 37);
  // A list of numbers is not counted first: from room for 24 bytes of values (6 here) it doubles, 6, 12, 24, 48.
  CHECK(parsed.recompute_configs->checkpoint_shape.capacity() == 48);
  CHECK(parsed.dgc_configs->sparsity.capacity() == 48);

  // A long field after the list is not taken for more of its elements.
  DistributedStrategy tables_then_long;
  tables_then_long.downpour_table_param.resize(20);
  tables_then_long.fs_client_param.mutable_value().uri = std::string(100000, 'x');  // field 116, after the tables
  const auto tables_parsed = plainproto::parse_binary<DistributedStrategy>(plainproto::serialize(tables_then_long));
  CHECK(tables_parsed == tables_then_long);
  CHECK(tables_parsed.downpour_table_param.capacity() == 20);
  // Nor is a field whose two-byte tag starts with the same byte: the tables' (field 115, length-delimited) is
  // 9A 07, that of an unknown field 131 of the same wire type 9A 08.
  DistributedStrategy tables_only;
  tables_only.downpour_table_param.resize(20);
  const std::string then_unknown = plainproto::serialize(tables_only) + std::string("\x9a\x08\x01x", 4);
  const auto unknown_parsed = plainproto::parse_binary<DistributedStrategy>(then_unknown);
  CHECK(unknown_parsed == tables_only);
  CHECK(unknown_parsed.downpour_table_param.capacity() == 20);

  // A list in two runs (the message given twice is merged): the first run sizes it, the second grows it.
  const auto twice = plainproto::parse_binary<DistributedStrategy>(bytes + bytes);
  REQUIRE(twice.recompute_configs->checkpoints.size() == 74);
  CHECK(twice.recompute_configs->checkpoints[73] == "transformer_36.tmp_0");
  CHECK(twice.recompute_configs->checkpoint_shape[37] == -5000);
  CHECK(twice.dgc_configs->sparsity[74 - 1] == 36.5f);

  // A run cut anywhere is still reported where its reading fails, with the path of the field.
  for (std::size_t cut = bytes.size() - 1; cut > bytes.size() - 40; --cut) {
    try {
      plainproto::parse_binary<DistributedStrategy>(std::string_view(bytes).substr(0, cut));
      FAIL("a message cut at byte " << cut << " was accepted");
    } catch (const error& e) {
      CHECK(std::string(e.what()).find("dgc_configs") != std::string::npos);
    }
  }
}
