// Text-format parsing: every liberty of the grammar, parse vs merge, options, and errors.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "test_config.hpp"
#include "field_order.hpp"

using plainproto::error;
using plainproto::error_code;
using plainproto::merge_text;
using plainproto::parse_text;
using plainproto::text_parse_options;
using plainproto::paddle::fleet::DistributedStrategy;
using plainproto::protos::DistributionStrategy;
using plainproto::protos::IncrementSaveConfig;
using plainproto::protos::Optimizer;
using plainproto::protos::TrainConfig;

namespace {

// The error a parse raises (fails the test when there is none).
template <class T>
error parse_error(std::string_view text, const text_parse_options& options = {}) {
  try {
    parse_text<T>(text, options);
  } catch (const error& failure) {
    return failure;
  }
  FAIL("expected a parse error for: " << text);
  return error(error_code::usage, "unreachable");
}

}  // namespace

namespace text_parse_unit {

// Lists of 4- and 8-byte numbers, for the room a list gets with its first value.
struct Numbers : plainproto::message<Numbers> {
  PLAINPROTO_REPEATED(1, float, floats);
  PLAINPROTO_REPEATED(2, std::int64_t, wide);
};
PLAINPROTO_MESSAGE(Numbers, "text_parse_unit.Numbers", floats, wide);

}  // namespace text_parse_unit

TEST_CASE("fields, comments and separators") {
  const auto config = parse_text<TrainConfig>(
      "# leading comment\n"
      "num_steps: 100  # trailing comment\n"
      "sync_replicas: false;\n"
      "log_step_count_steps: 7,\n"
      "fine_tune_checkpoint: \"ckpt\"\n");
  CHECK(config.num_steps == 100u);
  CHECK(config.num_steps.has_value());
  CHECK_FALSE(config.sync_replicas);
  CHECK(config.sync_replicas.has_value());
  CHECK(config.log_step_count_steps == 7u);
  CHECK(config.fine_tune_checkpoint == "ckpt");
  CHECK_FALSE(config.save_checkpoints_steps.has_value());
  CHECK(config.save_checkpoints_steps == 1000u);
}

TEST_CASE("message delimiters: { }, : { } and < >") {
  const auto config = parse_text<TrainConfig>(
      "incr_save_config { sparse_save_secs: 1 }\n"
      "optimizer_config: { use_moving_average: true }\n"
      "optimizer_config < moving_average_decay: 0.5 >\n");
  CHECK(config.incr_save_config->sparse_save_secs == 1);
  REQUIRE(config.optimizer_config.size() == 2);
  CHECK(config.optimizer_config[0].use_moving_average);
  CHECK(config.optimizer_config[1].moving_average_decay == 0.5f);
  CHECK(parse_error<TrainConfig>("incr_save_config { sparse_save_secs: 1 >").message() ==
        "Expected \"}\", found \">\".");
  // comments may stand between a name, its ':' and its value, as anywhere between tokens
  const auto commented = parse_text<TrainConfig>(
      "incr_save_config # c\n : # d\n { sparse_save_secs # e\n : 2 }\noptimizer_config # f\n < >\n");
  CHECK(commented.incr_save_config->sparse_save_secs == 2);
  CHECK(commented.optimizer_config.size() == 1);
}

TEST_CASE("repeated fields: repeated, list form, empty list, messages in lists") {
  const auto config = parse_text<TrainConfig>(
      "freeze_gradient: \"a\"\n"
      "freeze_gradient: [\"b\", 'c']\n"
      "freeze_gradient: []\n"
      "optimizer_config: [{ use_moving_average: true }, < use_moving_average: false >]\n");
  CHECK(config.freeze_gradient == std::vector<std::string>{"a", "b", "c"});
  REQUIRE(config.optimizer_config.size() == 2);
  CHECK(config.optimizer_config[0].use_moving_average);
  CHECK(config.optimizer_config[1].use_moving_average.has_value());

  const auto strategy = parse_text<DistributedStrategy>("recompute_configs { checkpoint_shape: [1, -2, 0x3] }");
  CHECK(strategy.recompute_configs->checkpoint_shape == std::vector<std::int32_t>{1, -2, 3});
  CHECK(parse_error<TrainConfig>("freeze_gradient: [\"a\" \"b\",]").message() == "Expected string, got: ]");
}

TEST_CASE("integers: decimal, hex, octal, signs and ranges") {
  const auto config = parse_text<TrainConfig>(
      "num_steps: 0x10 save_checkpoints_secs: 010 num_gpus_per_worker: -2147483648 keep_checkpoint_max: 4294967295");
  CHECK(config.num_steps == 16u);
  CHECK(config.save_checkpoints_secs == 8u);
  CHECK(config.num_gpus_per_worker == std::numeric_limits<std::int32_t>::min());
  CHECK(config.keep_checkpoint_max == 4294967295u);

  CHECK(parse_error<TrainConfig>("num_steps: 4294967296").message() == "Integer out of range (4294967296)");
  CHECK(parse_error<TrainConfig>("num_steps: 4294967296").code() == error_code::out_of_range);
  CHECK(parse_error<TrainConfig>("num_gpus_per_worker: 2147483648").message() == "Integer out of range (2147483648)");
  CHECK(parse_error<TrainConfig>("num_gpus_per_worker: -2147483649").message() == "Integer out of range (2147483649)");
  CHECK(parse_error<TrainConfig>("num_steps: -1").message() == "Expected integer, got: -");
  CHECK(parse_error<TrainConfig>("num_steps: 1.5").message() == "Expected integer, got: 1.5");
  CHECK(parse_error<TrainConfig>("num_steps: 09").message() == "Numbers starting with leading zero must be in octal.");
  CHECK(parse_error<TrainConfig>("num_steps: 0x").message() == "\"0x\" must be followed by hex digits.");
  CHECK(parse_error<TrainConfig>("num_steps: 1abc").message() == "Need space between number and identifier.");

  const auto kafka = parse_text<IncrementSaveConfig::Kafka::Consumer>(
      "offset: -9223372036854775808 timeout: 0x7fffffff");
  CHECK(kafka.offset == std::numeric_limits<std::int64_t>::min());
  CHECK(parse_error<IncrementSaveConfig::Kafka::Consumer>("offset: 9223372036854775808").code() ==
        error_code::out_of_range);
  const auto table = parse_text<plainproto::paddle::fleet::TableParameter>("table_id: 18446744073709551615");
  CHECK(table.table_id == std::numeric_limits<std::uint64_t>::max());
  CHECK(parse_error<plainproto::paddle::fleet::TableParameter>("table_id: 18446744073709551616").code() ==
        error_code::out_of_range);
}

TEST_CASE("floats: exponents, f suffix, integers, inf and nan spellings, range") {
  const auto config = parse_text<TrainConfig>(
      "gradient_clipping_by_norm: 1.5e2f startup_delay_steps: 3 "
      "optimizer_config { moving_average_decay: .25 embedding_learning_rate_multiplier: 2F }");
  CHECK(config.gradient_clipping_by_norm == 150.0f);
  CHECK(config.startup_delay_steps == 3.0f);
  CHECK(config.optimizer_config[0].moving_average_decay == 0.25f);
  CHECK(config.optimizer_config[0].embedding_learning_rate_multiplier == 2.0f);

  for (const char* spelling : {"inf", "Infinity", "INF", "infinity"}) {
    const auto parsed = parse_text<TrainConfig>(std::string("gradient_clipping_by_norm: -") + spelling);
    CHECK(parsed.gradient_clipping_by_norm == -std::numeric_limits<float>::infinity());
  }
  CHECK(std::isnan(parse_text<TrainConfig>("gradient_clipping_by_norm: NaN").gradient_clipping_by_norm.value()));
  // Out of float range: infinity, except just above FLT_MAX where libprotobuf rounds to FLT_MAX.
  CHECK(std::isinf(parse_text<TrainConfig>("gradient_clipping_by_norm: 1e39").gradient_clipping_by_norm.value()));
  CHECK(parse_text<TrainConfig>("gradient_clipping_by_norm: 3.4028235677973366e38").gradient_clipping_by_norm ==
        std::numeric_limits<float>::max());
  CHECK(std::isinf(parse_text<TrainConfig>("gradient_clipping_by_norm: 1e400").gradient_clipping_by_norm.value()));
  CHECK(parse_text<TrainConfig>("gradient_clipping_by_norm: 1e-400").gradient_clipping_by_norm == 0.0f);
  // Too small written out, without an exponent: zero as strtod gives, not infinity (the zeros after the point
  // make it small; an exponent short of them does not make it large).
  const std::string zeros(400, '0');
  CHECK(parse_text<TrainConfig>("gradient_clipping_by_norm: 0." + zeros + "1").gradient_clipping_by_norm == 0.0f);
  const float negative_zero =
      parse_text<TrainConfig>("gradient_clipping_by_norm: -0." + zeros + "1f").gradient_clipping_by_norm;
  CHECK(negative_zero == 0.0f);
  CHECK(std::signbit(negative_zero));
  CHECK(parse_text<plainproto::paddle::fleet::TableParameter>("sparse_table_cache_rate: 0." + zeros + "1e5")
            .sparse_table_cache_rate == 0.0);
  const auto large = parse_text<TrainConfig>("gradient_clipping_by_norm: 1" + zeros + ".5");
  CHECK(std::isinf(large.gradient_clipping_by_norm.value()));

  CHECK(parse_error<TrainConfig>("gradient_clipping_by_norm: 0x10").message() ==
        "Expect a decimal number, got: 0x10");
  CHECK(parse_error<TrainConfig>("gradient_clipping_by_norm: infx").message() == "Expected double, got: infx");
  CHECK(parse_error<TrainConfig>("gradient_clipping_by_norm: 1e").message() == "\"e\" must be followed by exponent.");
  CHECK(parse_error<TrainConfig>("gradient_clipping_by_norm: 1.5.5").message() ==
        "Already saw decimal point or exponent; can't have another one.");
}

TEST_CASE("numbers converted while tokenized equal the text's strtod value, at the 19-digit and 2^53 lines") {
  // Plain decimals of up to 19 digits are converted from the digits the tokenizer gathers; the others from
  // their text. Either way a double field holds strtod's correctly rounded value.
  using plainproto::paddle::fleet::SparseNaiveSGDRuleParameter;
  const std::vector<std::string> doubles = {
      "0", "0.5", "5.", "0.001", "0.1", "1e-07", "32768", "9007199254740992", "9007199254740993",
      "9007199254740991.5", "1234567890123456789", "12345678901234567890", "0.1234567890123456789",
      "0.12345678901234567891", "0.0000000000000000000001", "0.00000000000000000000001", "123456789.123456789",
      "1.7976931348623157e308", "4.9e-324", "18446744073709551615", "18446744073709551616", "3.14159265358979323846"};
  for (const std::string& number : doubles) {
    for (const std::string sign : {"", "-"}) {
      CAPTURE(sign + number);
      const auto parsed = parse_text<SparseNaiveSGDRuleParameter>("learning_rate: " + sign + number);
      CHECK(parsed.learning_rate == std::strtod((sign + number).c_str(), nullptr));
    }
  }
  using plainproto::paddle::fleet::TableParameter;
  const std::string uint64_max = "18446744073709551615";
  CHECK(parse_text<TableParameter>("table_id: " + uint64_max).table_id == UINT64_MAX);
  CHECK(parse_text<TableParameter>("table_id: 9999999999999999999").table_id == 9999999999999999999u);
  CHECK(parse_text<TableParameter>("table_id: 0").table_id == 0u);
  CHECK(parse_error<TableParameter>("table_id: 18446744073709551616").message() ==
        "Integer out of range (18446744073709551616)");
  CHECK(parse_error<TableParameter>("table_id: 99999999999999999999").code() == error_code::out_of_range);
  CHECK(parse_error<TrainConfig>("num_steps: 4294967296").message() == "Integer out of range (4294967296)");
  CHECK(parse_text<TrainConfig>("num_steps: 4294967295").num_steps == 4294967295u);
  CHECK(parse_error<TrainConfig>("num_steps: 1.5").message() == "Expected integer, got: 1.5");
  CHECK(parse_text<TrainConfig>("num_steps: 017").num_steps == 15u);
  CHECK(parse_text<TrainConfig>("num_steps: 0x1F").num_steps == 31u);
}

TEST_CASE("bools and enums") {
  for (const char* yes : {"true", "True", "t", "1", "0x1"})
    CHECK(parse_text<TrainConfig>(std::string("is_profiling: ") + yes).is_profiling);
  for (const char* no : {"false", "False", "f", "0"})
    CHECK_FALSE(parse_text<TrainConfig>(std::string("sync_replicas: ") + no).sync_replicas);
  const error bad_bool = parse_error<TrainConfig>("sync_replicas: yes\nnum_steps: 1");
  CHECK(bad_bool.message() == "Invalid value for boolean field \"sync_replicas\". Value: \"yes\".");
  CHECK(bad_bool.line() == 2);  // reported at the token after the value, as libprotobuf does
  CHECK(bad_bool.value_line() == 1);  // ... and the error notes where the value is
  CHECK(bad_bool.value_column() == 16);
  CHECK(bad_bool.with_file("a.config").value_line() == 1);
  CHECK(parse_error<TrainConfig>("sync_replicas: 2").message() == "Integer out of range (2)");

  CHECK(parse_text<TrainConfig>("train_distribute: MirroredStrategy").train_distribute ==
        DistributionStrategy::MirroredStrategy);
  CHECK(parse_text<TrainConfig>("train_distribute: 6").train_distribute == DistributionStrategy::HorovodStrategy);
  CHECK(parse_error<TrainConfig>("train_distribute: Mirrored").message() ==
        "Unknown enumeration value of \"Mirrored\" for field \"train_distribute\".");
  CHECK(parse_error<TrainConfig>("train_distribute: 42").message() ==
        "Unknown enumeration value of \"42\" for field \"train_distribute\".");
  // The value's place, between a string holding a # and a comment naming the value, before a blank line and a
  // tab: a column counts a tab to the next multiple of 8, as the tokenizer's columns do.
  const error bad_enum = parse_error<TrainConfig>(
      "protocol: \"a#b\"\ttrain_distribute: -7 # not -7\r\n\n  num_steps: 1");
  CHECK(bad_enum.message() == "Unknown enumeration value of \"-7\" for field \"train_distribute\".");
  CHECK(std::make_pair(bad_enum.line(), bad_enum.column()) == std::make_pair(std::size_t{3}, std::size_t{3}));
  CHECK(std::make_pair(bad_enum.value_line(), bad_enum.value_column()) ==
        std::make_pair(std::size_t{1}, std::size_t{35}));
  CHECK(parse_error<TrainConfig>("num_steps: x").value_line() == 0);  // reported at the value itself
  CHECK(parse_error<TrainConfig>("train_distribute: \"PSStrategy\"").message() ==
        "Expected integer or identifier, got: \"PSStrategy\"");
}

TEST_CASE("strings: quotes, every escape, concatenation") {
  const auto config = parse_text<TrainConfig>(
      R"(fine_tune_checkpoint: "a\"b\'c\\d\n\t\r\a\b\f\v\?\101\x41\u00e9\U0001F600" 'x"y' "z")");
  CHECK(config.fine_tune_checkpoint.value() ==
        "a\"b'c\\d\n\t\r\a\b\f\v?AA\xc3\xa9\xf0\x9f\x98\x80x\"yz");
  // a UTF-16 surrogate pair in \u escapes is one code point
  CHECK(parse_text<TrainConfig>(R"(protocol: "\ud83d\ude00")").protocol.value() == "\xf0\x9f\x98\x80");
  // octal beyond \377 wraps like libprotobuf
  CHECK(parse_text<TrainConfig>(R"(protocol: "\400")").protocol.value() == std::string(1, '\0'));

  CHECK(parse_error<TrainConfig>("protocol: \"abc").message() == "Unexpected end of string.");
  CHECK(parse_error<TrainConfig>("protocol: \"a\nb\"").message() == "String literals cannot cross line boundaries.");
  CHECK(parse_error<TrainConfig>(R"(protocol: "\q")").message() == "Invalid escape sequence in string literal.");
  CHECK(parse_error<TrainConfig>(R"(protocol: "\x")").message() == "Expected hex digits for escape sequence.");
  CHECK(parse_error<TrainConfig>(R"(protocol: "\u12")").message() ==
        "Expected four hex digits for \\u escape sequence.");
  // \U above 10ffff (but within what the tokenizer accepts) stays as text, as in libprotobuf
  CHECK(parse_text<TrainConfig>(R"(protocol: "\U00110000")").protocol.value() == "\\U00110000");
  CHECK(parse_error<TrainConfig>(R"(protocol: "\U00200000")").message() ==
        "Expected eight hex digits up to 10ffff for \\U escape sequence");
  CHECK(parse_error<TrainConfig>("protocol: 5").message() == "Expected string, got: 5");
}


TEST_CASE("long strings with escapes decode alike wherever an escape meets the decoder's 8 KB chunks") {
  // Every kind of escape, each placed at every offset around the first two chunk ends.
  const std::pair<std::string, std::string> escapes[] = {
      {R"(\n)", "\n"}, {R"(\\)", "\\"}, {R"(\")", "\""}, {R"(\101)", "A"}, {R"(\x4a)", "J"},
      {R"(\u00e9)", "\xc3\xa9"}, {R"(\ud83d\ude00)", "\xf0\x9f\x98\x80"}, {R"(\U0001F600)", "\xf0\x9f\x98\x80"}};
  std::size_t checked = 0;
  for (const auto& [written, meant] : escapes) {
    for (std::size_t before = 8160; before < 8200; ++before) {
      for (const std::size_t chunks_before : {0u, 1u}) {
        const std::string lead = std::string(before + chunks_before * 8181, 'a') + R"(\t)";
        const std::string text = "protocol: \"" + lead + written + "zz" + written + "\"";
        const std::string expected = std::string(before + chunks_before * 8181, 'a') + "\t" + meant + "zz" + meant;
        CHECK(parse_text<TrainConfig>(text).protocol.value() == expected);
        ++checked;
      }
    }
  }
  CHECK(checked == 8 * 40 * 2);

  std::uint32_t seed = 99;
  const auto next_random = [&seed] { return (seed = seed * 1664525u + 1013904223u) >> 8; };
  // Dense one-character escapes (and escaped backslashes and quotes, which look like more escapes) at every
  // alignment and distance from the end of the literal.
  const std::pair<const char*, char> pieces[] = {{"x", 'x'},     {R"(\n)", '\n'}, {R"(\\)", '\\'}, {R"(\")", '"'},
                                                 {R"(\')", '\''}, {R"(\t)", '\t'}, {"'", '\''},     {R"(\?)", '?'}};
  for (std::size_t lead = 0; lead < 40; ++lead) {
    for (std::size_t trail = 0; trail < 70; ++trail) {
      std::string written(lead, 'a');
      std::string meant(lead, 'a');
      for (int i = 0; i < 60; ++i) {
        const auto& piece = pieces[next_random() % 8];
        written += piece.first;
        meant += piece.second;
      }
      written.append(trail, 'b');
      meant.append(trail, 'b');
      const auto config = parse_text<TrainConfig>("protocol: \"" + written + "\" num_steps: 3");
      CHECK(config.protocol.value() == meant);
      CHECK(config.num_steps == 3u);
    }
  }
  for (const std::size_t length : {8180u, 8192u, 16384u, 50000u}) {
    TrainConfig config;
    std::string value;
    for (std::size_t i = 0; i < length; ++i) value += static_cast<char>(next_random() % 256);
    config.fine_tune_checkpoint = value;
    CHECK(parse_text<TrainConfig>(plainproto::print_text(config)).fine_tune_checkpoint.value() == value);
  }

  const std::string unterminated = "protocol: \"" + std::string(9000, 'a') + R"(\n)" + std::string(9000, 'b');
  CHECK(parse_error<TrainConfig>(unterminated).message() == "Unexpected end of string.");
  const error broken = parse_error<TrainConfig>("protocol: \"" + std::string(9000, 'a') + "\\n" + "bb\ncc\"");
  CHECK(broken.message() == "String literals cannot cross line boundaries.");
  CHECK(broken.line() == 1);
  CHECK(broken.column() == 11 + 9000 + 2 + 2 + 1);
}
TEST_CASE("the 16-byte scans over names and blanks stop where the byte-at-a-time rules do, for every byte") {
  using plainproto::detail::is_blank;
  using plainproto::detail::is_digit;
  using plainproto::detail::is_letter;
  for (int byte = 0; byte < 256; ++byte) {
    CAPTURE(byte);
    const char c = static_cast<char>(byte);
    for (std::size_t at = 0; at < 40; ++at) {
      std::string name(48, 'a');
      name[at] = c;
      const bool continues_name = is_letter(c) || is_digit(c);
      const char* end = plainproto::detail::skip_identifier_chars(name.data(), name.data() + name.size());
      CHECK(end - name.data() == static_cast<std::ptrdiff_t>(continues_name ? name.size() : at));
      std::string blanks(48, ' ');
      blanks[at] = c;
      // skip_blanks looks at its first byte itself; the block scan starts at the second
      const char* after = plainproto::detail::skip_blanks(blanks.data(), blanks.data() + blanks.size());
      CHECK(after - blanks.data() == static_cast<std::ptrdiff_t>(is_blank(c) ? blanks.size() : at));
    }
  }
}

TEST_CASE("tokens and blanks read alike at every offset of the tokenizer's 16-byte scans") {
  // Shifting the same fields byte by byte puts every token, blank run and comment across a block edge.
  for (std::size_t shift = 0; shift < 140; ++shift) {
    CAPTURE(shift);
    const std::string blanks(shift, shift % 3 == 0 ? '\n' : ' ');
    const std::string text = blanks + "num_steps: 7\nlog_step_count_steps:" + std::string(shift % 70, ' ') +
                             "3 # a comment that runs on\n" + blanks + "fine_tune_checkpoint: 'x'" + blanks +
                             "sync_replicas" + std::string(shift % 5, '\t') + ": true";
    const auto config = parse_text<TrainConfig>(text);
    CHECK(config.num_steps == 7u);
    CHECK(config.log_step_count_steps == 3u);
    CHECK(config.fine_tune_checkpoint == "x");
    CHECK(config.sync_replicas);

    // An error still lands on its token: the name given twice, counted from its own line.
    const error twice = parse_error<TrainConfig>(text + "\n" + blanks + "  num_steps: 8");
    CHECK(twice.code() == error_code::duplicate_field);
    CHECK(twice.column() == (shift % 3 == 0 ? 12 : shift + 12));
  }
  // Names and blank runs of several blocks, and an input ending inside a name.
  const std::string long_name(150, 'z');
  text_parse_options skip_unknown;
  skip_unknown.allow_unknown_fields = true;
  const auto skipped =
      parse_text<TrainConfig>(long_name + ": 1" + std::string(200, ' ') + "num_steps:" + std::string(130, '\n') + "9",
                              skip_unknown);
  CHECK(skipped.num_steps == 9u);
  const error unknown = parse_error<TrainConfig>(std::string(70, ' ') + long_name);
  CHECK(unknown.message().find("has no field named \"" + long_name + "\".") != std::string::npos);
  CHECK(unknown.column() == 221);  // as libprotobuf: at the token after the name, here the end
  for (std::size_t length = 60; length < 70; ++length) {
    CAPTURE(length);
    const std::string padded = std::string(length - 9, ' ') + "num_steps";  // ends at byte `length`
    CHECK(parse_error<TrainConfig>(padded).message() == "Expected \":\", found \"\".");
  }
}

TEST_CASE("parsing again into a message reuses its repeated strings, and keeps none of the old values") {
  using plainproto::paddle::fleet::DistributedJobInfo;
  const std::string long_address(100, 'w');
  DistributedJobInfo job;
  job.worker_ips = {long_address + "0", long_address + "1", long_address + "2"};
  job.server_endpoints = {"ps"};
  const char* const first_buffer = job.worker_ips[0].data();
  parse_text("worker_ips: \"" + long_address + "x\" worker_ips: [\"b\", 'c\\td', \"e\"] worker_ips: \"f\"", job);
  CHECK(job.worker_ips == std::vector<std::string>{long_address + "x", "b", "c\td", "e", "f"});
  CHECK(job.worker_ips[0].data() == first_buffer);  // the first string's buffer took the first value
  CHECK(job.server_endpoints.empty());

  parse_text("worker_ips: \"only\" server_endpoints: \"s\"", job);
  CHECK(job.worker_ips == std::vector<std::string>{"only"});
  CHECK(job.server_endpoints == std::vector<std::string>{"s"});
  parse_text("worker_num: 3", job);
  CHECK(job.worker_ips.empty());
  CHECK(job.worker_num == 3u);

  // A parse that fails part way leaves only what it read, none of the strings from before.
  job.worker_ips = {"a", "b", "c"};
  try {
    parse_text("worker_ips: \"x\" worker_ips: 5", job);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.message() == "Expected string, got: 5");
  }
  CHECK(job.worker_ips == std::vector<std::string>{"x"});

  // Errors name the index the value would have had, not one counted from the strings kept.
  job.worker_ips = {"a", "b", "c"};
  try {
    parse_text("worker_ips: \"x\" worker_ips: 5", job);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.field_path() == "worker_ips[1]");
  }

  // Merging appends to what is there.
  job.worker_ips = {"a"};
  merge_text("worker_ips: \"b\"", job);
  CHECK(job.worker_ips == std::vector<std::string>{"a", "b"});
}

TEST_CASE("parsing again into a message reuses its repeated messages, each cleared first") {
  DistributedStrategy strategy;
  auto& tables = strategy.downpour_table_param;
  tables.resize(3);
  tables[0].table_name = "old";
  tables[0].table_id = 7u;
  tables[0].accessor.mutable_value().fea_dim = 5u;
  tables[1].table_name = "gone";
  const void* const first = &tables[0];
  parse_text("downpour_table_param { table_id: 1 } downpour_table_param { table_name: 'b' }", strategy);
  REQUIRE(tables.size() == 2);
  CHECK(&tables[0] == first);  // the element there took the first value
  CHECK(tables[0].table_id == 1u);
  CHECK_FALSE(tables[0].table_name.has_value());
  CHECK_FALSE(tables[0].accessor.has_value());
  CHECK(tables[1].table_name.value() == "b");
  CHECK_FALSE(tables[1].table_id.has_value());

  parse_text("downpour_table_param { table_id: 1 } downpour_table_param { } downpour_table_param { table_id: 3 }",
             strategy);
  REQUIRE(tables.size() == 3);
  CHECK(tables[2].table_id == 3u);
  try {
    parse_text("downpour_table_param { table_id: 1 } downpour_table_param { table_id: -1 }", strategy);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.field_path() == "downpour_table_param[1].table_id");
  }
  CHECK(tables.size() == 2);  // what the failed parse read, none of the three from before
  parse_text("a_sync: true", strategy);
  CHECK(tables.empty());

  // Missing required fields are listed for what was read, not for elements left from before.
  TrainConfig config;
  text_parse_options partial;
  partial.allow_partial = true;
  const std::string incomplete = "optimizer_config { adam_optimizer { learning_rate { poly_decay_learning_rate { } } } }";
  parse_text(incomplete + incomplete, config, partial);
  REQUIRE(config.optimizer_config.size() == 2);
  const error missing = parse_error<TrainConfig>(
      "optimizer_config { adam_optimizer { learning_rate { poly_decay_learning_rate {"
      " learning_rate_base: 0.1 total_steps: 5 } } } }");
  CHECK(missing.message() ==
        "Message missing required fields: optimizer_config[0].adam_optimizer.learning_rate.poly_decay_learning_rate.power");
  try {
    parse_text("optimizer_config { adam_optimizer { learning_rate { poly_decay_learning_rate {"
               " learning_rate_base: 0.1 total_steps: 5 } } } }",
               config);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.message() == missing.message());
  }
  CHECK(config.optimizer_config.size() == 1);
}

namespace reuse_unit {
struct Leaf : plainproto::message<Leaf> {
  PLAINPROTO_REQUIRED(1, std::int32_t, id);
  PLAINPROTO_REPEATED(2, std::string, names);
};
PLAINPROTO_MESSAGE(Leaf, "reuse_unit.Leaf", id, names);

struct Middle : plainproto::message<Middle> {
  PLAINPROTO_OPTIONAL(1, Leaf, leaf);
  PLAINPROTO_REPEATED(2, Leaf, leaves);
  PLAINPROTO_OPTIONAL(3, std::int32_t, count);
  PLAINPROTO_OPTIONAL(4, plainproto::boxed<Middle>, inner);
};
PLAINPROTO_MESSAGE(Middle, "reuse_unit.Middle", leaf, leaves, count, inner);

struct Top : plainproto::message<Top> {
  PLAINPROTO_OPTIONAL(1, Middle, middle);
  PLAINPROTO_OPTIONAL(2, plainproto::boxed<Middle>, boxed);
  PLAINPROTO_REPEATED(3, std::string, tags);
};
PLAINPROTO_MESSAGE(Top, "reuse_unit.Top", middle, boxed, tags);
}  // namespace reuse_unit

TEST_CASE("parsing again reuses the lists of the sub-messages a message holds, and leaves nothing from before") {
  using reuse_unit::Top;
  const std::string long_name(40, 'n');
  const std::string first =
      "middle { leaf { id: 1 names: '" + long_name + "a' } leaves { id: 2 names: 'x' } leaves { id: 3 } count: 4 "
      "inner { leaves { id: 5 names: '" + long_name + "b' } inner { leaves { id: 6 } } } } "
      "boxed { leaves { id: 7 } leaves { id: 8 } } tags: 't'";
  const std::string texts[] = {
      "middle { leaves { id: 9 names: '" + long_name + "c' } }",
      "boxed { count: 1 }",
      "tags: 'only'",
      "middle { inner { inner { leaves { id: 10 } } } } boxed { leaves { id: 11 names: 'y' names: 'z' } }",
      "middle { leaf { id: 12 } leaves { id: 13 } leaves { id: 14 } leaves { id: 15 } }",
      "",
  };
  for (const std::string& text : texts) {
    CAPTURE(text);
    Top reused = plainproto::parse_text<Top>(first);
    const void* const first_leaf = &reused.middle->leaves[0];
    parse_text(text, reused);
    const Top fresh = plainproto::parse_text<Top>(text);
    CHECK(reused == fresh);
    CHECK(plainproto::print_text(reused) == plainproto::print_text(fresh));
    // an unset sub-message is as a cleared one, whatever it held
    if (!fresh.middle.has_value()) CHECK(reused.middle.value() == reuse_unit::Middle{});
    if (!fresh.boxed.has_value()) CHECK(reused.boxed.value() == reuse_unit::Middle{});
    // the element there took the first value (unless the list grew past what it held)
    if (!fresh.middle->leaves.empty() && fresh.middle->leaves.size() <= 2) CHECK(&reused.middle->leaves[0] == first_leaf);
  }

  // A sub-message kept but not read again is unset: its required fields are not asked for; one read again
  // without them is reported, as in a fresh parse.
  Top reused = plainproto::parse_text<Top>(first);
  const error missing = parse_error<Top>("middle { leaf { names: 'x' } }");
  try {
    parse_text("middle { leaf { names: 'x' } }", reused);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.message() == missing.message());
  }
  reused = plainproto::parse_text<Top>(first);
  try {
    parse_text("middle { leaves { id: 1 } leaves { names: 'x' } }", reused);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.message() == "Message missing required fields: middle.leaves[1].id");
  }
  // After a failed parse, what was kept and not read again is gone.
  CHECK(reused.middle->leaves.size() == 2);
  CHECK_FALSE(reused.boxed.has_value());
  CHECK(reused.boxed.value() == reuse_unit::Middle{});
  CHECK(reused.tags.empty());
}

TEST_CASE("parse rejects repeats and oneof conflicts; merge accepts them") {
  const error twice = parse_error<TrainConfig>("num_steps: 1\nnum_steps: 2");
  CHECK(twice.code() == error_code::duplicate_field);
  CHECK(twice.message() == "Non-repeated field \"num_steps\" is specified multiple times.");
  CHECK(twice.line() == 2);
  CHECK(twice.column() == 10);

  const char* two_members = "optimizer_config { adam_optimizer { beta1: 0.5 } ftrl_optimizer { l1_reg: 2 } }";
  const error conflict = parse_error<TrainConfig>(two_members);
  CHECK(conflict.code() == error_code::oneof_conflict);
  CHECK(conflict.message() ==
        "Field \"ftrl_optimizer\" is specified along with field \"adam_optimizer\", another member of oneof "
        "\"optimizer\".");
  CHECK(conflict.field_path() == "optimizer_config[0]");

  TrainConfig merged;
  merged.freeze_gradient = {"kept"};
  merge_text("num_steps: 1 num_steps: 2 freeze_gradient: 'x'", merged);
  merge_text(two_members, merged);
  CHECK(merged.num_steps == 2u);
  CHECK(merged.freeze_gradient == std::vector<std::string>{"kept", "x"});
  REQUIRE(merged.optimizer_config.size() == 1);
  CHECK(merged.optimizer_config[0].optimizer.which() == Optimizer::optimizer_case::ftrl_optimizer);

  // merging a singular sub-message twice merges the fields
  const auto sub = [] {
    TrainConfig config;
    merge_text("incr_save_config { sparse_save_secs: 1 } incr_save_config { dense_save_secs: 2 }", config);
    return config;
  }();
  CHECK(sub.incr_save_config->sparse_save_secs == 1);
  CHECK(sub.incr_save_config->dense_save_secs == 2);

  // parse clears what the message held; merge keeps it
  TrainConfig reused;
  reused.num_steps = 9u;
  parse_text("log_step_count_steps: 1", reused);
  CHECK_FALSE(reused.num_steps.has_value());
}

TEST_CASE("unknown fields: error with suggestion, or skipped when allowed") {
  const error unknown = parse_error<TrainConfig>("num_step: 3");
  CHECK(unknown.code() == error_code::unknown_field);
  CHECK(unknown.message() ==
        "Message type \"protos.TrainConfig\" has no field named \"num_step\". Did you mean \"num_steps\"?");
  CHECK(unknown.line() == 1);
  CHECK(unknown.column() == 9);
  CHECK(parse_error<TrainConfig>("zzzzzz: 3").message() ==
        "Message type \"protos.TrainConfig\" has no field named \"zzzzzz\".");
  CHECK(parse_error<TrainConfig>("[ext.field]: 1").message() ==
        "Extension \"ext.field\" is not defined or is not an extension of \"protos.TrainConfig\".");

  text_parse_options lenient;
  lenient.allow_unknown_fields = true;
  const auto config = parse_text<TrainConfig>(
      "model_config { feature { name: 'x' weights: [1, 2, {a: 1}] } deep < x: -inf > }\n"
      "unknown_number: -1.5e3\n"
      "unknown_list: [a, -2, \"s\" 't']\n"
      "[some.extension] { x: 1 }\n"
      "num_steps: 5\n",
      lenient);
  CHECK(config.num_steps == 5u);
  CHECK(parse_error<TrainConfig>("x: -foo", lenient).message() == "Invalid float number: foo");
}

TEST_CASE("required fields: reported by path unless partial is allowed") {
  const char* kafka = "incr_save_config { kafka { server: 'host' } }";
  const error missing = parse_error<TrainConfig>(kafka);
  CHECK(missing.code() == error_code::missing_required);
  CHECK(missing.message() ==
        "Message missing required fields: incr_save_config.kafka.topic, incr_save_config.kafka.consumer");
  CHECK(missing.line() == 0);

  text_parse_options partial;
  partial.allow_partial = true;
  const auto config = parse_text<TrainConfig>(kafka, partial);
  CHECK_FALSE(plainproto::is_initialized(config));
  CHECK(plainproto::missing_required_fields(config) ==
        std::vector<std::string>{"incr_save_config.kafka.topic", "incr_save_config.kafka.consumer"});
}

TEST_CASE("recursion limit") {
  text_parse_options shallow;
  shallow.recursion_limit = 2;
  CHECK(parse_text<TrainConfig>("optimizer_config { adam_optimizer { } }", shallow).optimizer_config.size() == 1);
  const error deep = parse_error<TrainConfig>("optimizer_config { adam_optimizer { learning_rate { } } }", shallow);
  CHECK(deep.code() == error_code::recursion_limit);
  CHECK(deep.message() == "Message is too deep, the parser exceeded the configured recursion limit of 2.");
  CHECK(deep.field_path() == "optimizer_config[0].adam_optimizer.learning_rate");

  // unknown blocks count too, so skipping cannot exhaust the stack
  text_parse_options lenient;
  lenient.allow_unknown_fields = true;
  std::string nested;
  for (int i = 0; i < 101; ++i) nested += "x {";
  for (int i = 0; i < 101; ++i) nested += "}";
  CHECK(parse_error<TrainConfig>(nested, lenient).code() == error_code::recursion_limit);
}

TEST_CASE("error positions: 1-based lines, columns with tabs, field paths") {
  const error in_nested = parse_error<TrainConfig>(
      "num_steps: 1\n"
      "optimizer_config {\n"
      "\tadam_optimizer { beta1: x }\n"
      "}\n");
  CHECK(in_nested.line() == 3);
  CHECK(in_nested.column() == 33);  // the tab advances to column 9
  CHECK(in_nested.field_path() == "optimizer_config[0].adam_optimizer.beta1");
  CHECK(in_nested.message() == "Expected double, got: x");
  CHECK(std::string(in_nested.what()) == "3:33: Expected double, got: x");

  CHECK(parse_error<TrainConfig>("num_steps: 1\r\nnum_steps: 2\r\n").line() == 2);
  CHECK(parse_error<TrainConfig>("num_steps: 1 \x01").message() == "Invalid control characters encountered in text.");
  CHECK(parse_error<TrainConfig>(std::string("num_steps: 1 \0", 14)).message() ==
        "Invalid control characters encountered in text.");
  CHECK(parse_error<TrainConfig>("\xc3\xa9").message() == "Interpreting non ascii codepoint 195.");
  CHECK(parse_error<TrainConfig>("num_steps").message() == "Expected \":\", found \"\".");
  CHECK(parse_error<TrainConfig>("optimizer_config {").message() == "Expected identifier, got: ");
  CHECK(parse_text<TrainConfig>("") == TrainConfig{});
  CHECK(parse_text<TrainConfig>("  \n# only a comment\n") == TrainConfig{});
}


TEST_CASE("error paths: a bad character after a value is outside its field, in the block around it") {
  CHECK(parse_error<TrainConfig>("num_steps: 5\nsync_replicas: true\n\x01").field_path().empty());
  CHECK(parse_error<TrainConfig>("optimizer_config { adam_optimizer { beta1: 0.5 } } \x01").field_path().empty());
  CHECK(parse_error<TrainConfig>("optimizer_config { adam_optimizer { beta1: 0.5 } \x01 }").field_path() ==
        "optimizer_config[0]");
  CHECK(parse_error<TrainConfig>("optimizer_config { adam_optimizer { beta1: 0.5 \x01 } }").field_path() ==
        "optimizer_config[0].adam_optimizer");
  CHECK(parse_error<TrainConfig>("optimizer_config { \x01 }").field_path() == "optimizer_config[0]");
  // ... but one that ends the value, after its sign, is in it
  CHECK(parse_error<TrainConfig>("optimizer_config { adam_optimizer { beta1: -\x01 } }").field_path() ==
        "optimizer_config[0].adam_optimizer.beta1");
}
TEST_CASE("non-throwing and file forms") {
  const auto ok = plainproto::try_parse_text<TrainConfig>("num_steps: 3");
  REQUIRE(ok.ok());
  CHECK(ok->num_steps == 3u);
  const auto bad = plainproto::try_parse_text<TrainConfig>("num_steps: x");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.get_error().code() == error_code::syntax);
  CHECK_THROWS_AS(bad.value(), error);

  TrainConfig merged;
  CHECK_FALSE(plainproto::try_merge_text("num_steps: 4", merged).has_value());
  CHECK(plainproto::try_merge_text("num_steps: }", merged).has_value());

  const std::string path = "plainproto_text_parse_test.config";
  plainproto::write_text_file(path, merged);
  CHECK(plainproto::parse_text_file<TrainConfig>(path).num_steps == 4u);
  {
    std::ofstream broken(path);
    broken << "num_steps: 1\nbad_field: 2\n";
  }
  const auto failed = plainproto::try_parse_text_file<TrainConfig>(path);
  REQUIRE_FALSE(failed.ok());
  CHECK(failed.get_error().file() == path);
  CHECK(std::string(failed.get_error().what()).rfind(path + ":2:10: Message type", 0) == 0);
  std::remove(path.c_str());

  const auto missing_file = plainproto::try_parse_text_file<TrainConfig>("does/not/exist.config");
  REQUIRE_FALSE(missing_file.ok());
  CHECK(missing_file.get_error().code() == error_code::io);
  CHECK(missing_file.get_error().message() == "cannot open does/not/exist.config: No such file or directory");
}

TEST_CASE("a comment between a message field's name and its ':' (libprotobuf accepts it)") {
  const TrainConfig config = parse_text<TrainConfig>(
      "optimizer_config # note\n"
      ": { adam_optimizer # another\n"
      "  : { beta1 # and another\n"
      " : 0.5 } }\n"
      "incr_save_config #\r\n:\t< fs # x\n: < relative: false > >");
  REQUIRE(config.optimizer_config.size() == 1);
  CHECK(config.optimizer_config[0].optimizer.get<Optimizer::optimizer_case::adam_optimizer>().beta1 == 0.5f);
  CHECK_FALSE(config.incr_save_config.value().incr_update.get<IncrementSaveConfig::incr_update_case::fs>().relative);
}

TEST_CASE("fields are found in any order, repeated or not, and a group only by its type's name") {
  using field_order::Ordered;
  for (const char* text : field_order::orders) field_order::check_values(parse_text<Ordered>(text));
  text_parse_options lenient;
  lenient.allow_unknown_fields = true;
  field_order::check_values(
      parse_text<Ordered>("first: 1 unknown: 0 values: 2 values: 3 Retry { limit: 4 } other { } last: 'x'", lenient));

  const error by_field_name = parse_error<Ordered>(field_order::group_by_field_name);
  CHECK(by_field_name.code() == error_code::unknown_field);
  CHECK(by_field_name.message() == field_order::group_by_field_name_error);
  CHECK(parse_error<Ordered>("first: 1 first: 2").code() == error_code::duplicate_field);
}

TEST_CASE("a list of numbers takes one allocation for its first 24 bytes of values") {
  // push_back alone would have made room for 1, 2, 4, then 8 values.
  const auto numbers = parse_text<text_parse_unit::Numbers>(
      "floats: 1 floats: 2 floats: 3 floats: 4 floats: 5 floats: 6 wide: 1 wide: 2 wide: 3");
  CHECK(numbers.floats == std::vector<float>{1, 2, 3, 4, 5, 6});
  CHECK(numbers.floats.capacity() == 6);
  CHECK(numbers.wide == std::vector<std::int64_t>{1, 2, 3});
  CHECK(numbers.wide.capacity() == 3);
}
