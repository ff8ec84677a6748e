// text_style::python: the text format and JSON as Python protobuf writes and reads them, on the cases
// docs/cli.md ("Python style") lists. (The conformance tests compare with Python protobuf itself.)
#include <cstdint>
#include <string>
#include <vector>

#include "test_config_json.hpp"

#ifdef PLAINPROTO_TEST_SINGLE_HEADER
#include <single_include/plainproto/python_style.hpp>
#else
#include <plainproto/python_style.hpp>
#endif
#include "field_order.hpp"

using plainproto::text_style;
using plainproto::protos::Optimizer;
using plainproto::protos::TrainConfig;

namespace python_unit {
struct Labels : plainproto::message<Labels> {
  PLAINPROTO_MAP(1, std::string, std::string, labels);
};
PLAINPROTO_MESSAGE(Labels, "python_unit.Labels", labels);
}  // namespace python_unit

namespace {

plainproto::text_print_options python_print(bool single_line = false, bool as_utf8 = false) {
  plainproto::text_print_options options;
  options.single_line = single_line;
  options.as_utf8 = as_utf8;
  options.style = text_style::python;
  return options;
}

plainproto::text_parse_options python_parse() {
  plainproto::text_parse_options options;
  options.style = text_style::python;
  return options;
}

plainproto::json_parse_options python_json() {
  plainproto::json_parse_options options;
  options.style = text_style::python;
  return options;
}

// The error a Python-style text parse gives, as "line:column: message".
std::string text_error(const std::string& text, bool merge = false) {
  TrainConfig config;
  try {
    if (merge)
      plainproto::merge_text(text, config, python_parse());
    else
      plainproto::parse_text(text, config, python_parse());
  } catch (const plainproto::error& failure) {
    return std::to_string(failure.line()) + ":" + std::to_string(failure.column()) + ": " + failure.message();
  }
  return "accepted";
}

std::string json_error(const std::string& text) {
  try {
    plainproto::parse_json<TrainConfig>(text, python_json());
  } catch (const plainproto::error& failure) {
    return failure.message();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("python style prints MessageToString: floats as Python spells them, as_utf8 escaping only six characters") {
  TrainConfig config;
  config.gradient_clipping_by_norm = 10.0f;
  config.startup_delay_steps = 1e-7f;
  config.fine_tune_checkpoint = "a\x01\xc3\xa9\tb";
  auto& adam = config.optimizer_config.emplace_back().optimizer.mutable_value<Optimizer::optimizer_case::adam_optimizer>();
  adam.beta1 = 0.0f;
  CHECK(plainproto::print_text(config, python_print()) ==
        "optimizer_config {\n"
        "  adam_optimizer {\n"
        "    beta1: 0.0\n"
        "  }\n"
        "}\n"
        "gradient_clipping_by_norm: 10.0\n"
        "fine_tune_checkpoint: \"a\\001\\303\\251\\tb\"\n"
        "startup_delay_steps: 1e-07\n");
  CHECK(plainproto::print_text(config) ==
        "optimizer_config {\n"
        "  adam_optimizer {\n"
        "    beta1: 0\n"
        "  }\n"
        "}\n"
        "gradient_clipping_by_norm: 10\n"
        "fine_tune_checkpoint: \"a\\001\\303\\251\\tb\"\n"
        "startup_delay_steps: 1e-07\n");
  CHECK(plainproto::print_text(config, python_print(true, true)) ==
        "optimizer_config { adam_optimizer { beta1: 0.0 } } gradient_clipping_by_norm: 10.0 fine_tune_checkpoint: "
        "\"a\x01\xc3\xa9\\tb\" startup_delay_steps: 1e-07");
}

TEST_CASE("python style reads text as text_format.Parse and Merge") {
  TrainConfig config = plainproto::parse_text<TrainConfig>(
      "num_steps: 1_000 save_checkpoints_steps: +5 keep_checkpoint_max: 0o17 gradient_clipping_by_norm: 1.5ff "
      "fine_tune_checkpoint: '\\u4e2d\\q' train_distribute: 0x2",
      python_parse());
  CHECK(config.num_steps == 1000u);
  CHECK(config.save_checkpoints_steps == 5u);
  CHECK(config.keep_checkpoint_max == 15u);
  CHECK(config.gradient_clipping_by_norm == 1.5f);
  CHECK(config.fine_tune_checkpoint.value() == "\\u4e2d\\q");  // unicode_escape, then raw_unicode_escape
  CHECK(config.train_distribute == plainproto::protos::DistributionStrategy::MirroredStrategy);

  CHECK(text_error("num_gpus_per_worker: - 5") == "1:22: Couldn't parse integer: -");
  CHECK(text_error("gradient_clipping_by_norm: 1.5F") == "1:28: Couldn't parse float: 1.5F");
  CHECK(text_error("fine_tune_checkpoint: '\\u00e9'") ==
        "1:31: Couldn't parse string: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data");
  CHECK(text_error("num_steps: 1 num_steps: 2") ==
        "1:25: Message type \"protos.TrainConfig\" should not have multiple \"num_steps\" fields.");
  CHECK(text_error("num_steps: 1 num_steps: 2", true) == "accepted");
  CHECK(text_error("optimizer_config { adam_optimizer { } ftrl_optimizer { } }") ==
        "1:39: Field \"ftrl_optimizer\" is specified along with field \"adam_optimizer\", another member of oneof "
        "\"optimizer\" for message type \"protos.Optimizer\".");
  CHECK(text_error("num_steps\xc2\xa0: 1") == "accepted");  // U+00A0 is whitespace to Python
  // Python's Parse and Merge check no required fields.
  CHECK(text_error("incr_save_config { kafka { server: 's' } }") == "accepted");
  CHECK(text_error("incr_save_config { fs { } }\n\xff") ==
        "2:1: the text is not UTF-8: 'utf-8' codec can't decode byte 0xff in position 28: invalid start byte");
}

TEST_CASE("python style reads long files as libprotobuf's parser does: blanks of every kind, long lists, escapes") {
  // What Python writes (and people edit): indentation, CRLF, tabs, \x1c-\x1f and U+00A0 between tokens, comments,
  // lists longer than a reading block and than a list's first room, strings with and without escapes.
  plainproto::paddle::fleet::DistributedJobInfo expected;
  for (int i = 0; i < 300; ++i) {
    expected.worker_ips.push_back("10.0.0." + std::to_string(i) + (i % 7 == 0 ? "\t\"q\\" : ""));
    auto& table = expected.strategy.mutable_value().downpour_table_param.emplace_back();
    table.table_id = static_cast<std::uint32_t>(i);
    table.table_name = std::string(static_cast<std::size_t>(i % 40), 'n') + "\xe4\xb8\xad";
    table.accessor.mutable_value().fea_dim = static_cast<std::uint32_t>(i % 13);
  }
  std::string decorated;
  for (const char c : plainproto::print_text(expected, python_print(false, true))) {
    if (c == '\n')
      decorated += " # note\r\n\x1c\t";
    else if (c == '{')
      decorated += "\xc2\xa0{ \x1f";
    else
      decorated += c;
  }
  plainproto::paddle::fleet::DistributedJobInfo parsed;
  plainproto::parse_text(decorated, parsed, python_parse());
  CHECK(parsed == expected);

  // The same tables in list syntax, parsed into a message that held other values.
  std::string list = "strategy { downpour_table_param: [";
  for (int i = 0; i < 300; ++i)
    list += (i != 0 ? ", " : "") + std::string("{ table_id: ") + std::to_string(i) + " table_name: 'x' }";
  list += "] }";
  plainproto::parse_text(list, parsed, python_parse());
  REQUIRE(parsed.strategy->downpour_table_param.size() == 300u);
  CHECK(parsed.strategy->downpour_table_param[299].table_id == 299u);
  CHECK(parsed.strategy->downpour_table_param[299].table_name.value() == "x");
  CHECK(parsed.worker_ips.empty());
}

TEST_CASE("python style reads a map's entries and names their type as Python does, and refuses one that is not UTF-8") {
  using python_unit::Labels;
  const Labels labels = plainproto::parse_text<Labels>("labels { key: 'a' value: 'x' } labels { value: 'y' key: 'b' }",
                                                       python_parse());
  CHECK(labels.labels.size() == 2);
  CHECK(labels.labels.at("b") == "y");
  CHECK(plainproto::print_text(labels, python_print(true)) ==
        "labels { key: \"a\" value: \"x\" } labels { key: \"b\" value: \"y\" }");

  const auto duplicate = plainproto::try_parse_text<Labels>("labels { key: 'a' key: 'b' }", python_parse());
  REQUIRE_FALSE(duplicate.ok());
  CHECK(duplicate.get_error().message() ==
        "Message type \"python_unit.Labels.LabelsEntry\" should not have multiple \"key\" fields.");
  const auto unknown = plainproto::try_parse_text<Labels>("labels { key: 'a' size: 1 }", python_parse());
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.get_error().message() ==
        "Message type \"python_unit.Labels.LabelsEntry\" has no field named \"size\".");
  const auto misspelled = plainproto::try_parse_text<Labels>("labels { key: 'a' vlue: 'x' }", python_parse());
  REQUIRE_FALSE(misspelled.ok());
  CHECK(misspelled.get_error().message() ==
        "Message type \"python_unit.Labels.LabelsEntry\" has no field named \"vlue\". Did you mean \"value\"?");

  // Python makes each entry a message of Python strings to print it: bytes that are not UTF-8 (which only the wire
  // format brings) fail there, and nothing is printed.
  Labels from_bytes;
  from_bytes.labels["a"] = "\xff'";
  std::string out = "kept";
  try {
    plainproto::print_text(plainproto::descriptor_of<Labels>(), &from_bytes, out, python_print());
    FAIL("printed a map entry that is not UTF-8 in Python style");
  } catch (const plainproto::error& failure) {
    CHECK(failure.message() ==
          "b\"\\xff'\" has type str, but isn't valid UTF-8 encoding. Non-UTF-8 strings must be converted to "
          "unicode objects before being added.");
  }
  CHECK(out == "kept");
  plainproto::json_print_options python_json_print;
  python_json_print.style = text_style::python;
  try {
    plainproto::to_json_string(from_bytes, python_json_print);
    FAIL("printed a map entry that is not UTF-8 as JSON in Python style");
  } catch (const plainproto::error& failure) {
    CHECK(failure.message() ==
          "Failed to serialize labels field: b\"\\xff'\" has type str, but isn't valid UTF-8 encoding. Non-UTF-8 "
          "strings must be converted to unicode objects before being added..");
  }
  CHECK(plainproto::print_text(from_bytes) == "labels {\n  key: \"a\"\n  value: \"\\377\\'\"\n}\n");
}

TEST_CASE("python style reads JSON as json_format.Parse") {
  CHECK(json_error("{\"optimizer_config\": {\"adam_optimizer\": {}}}") ==
        "Failed to parse optimizer_config field: repeated field optimizer_config must be in [] which is "
        "{'adam_optimizer': {}} at TrainConfig.");
  CHECK(json_error("{\"numSteps\": 5, \"numSteps\": 6}") == "Failed to load JSON: duplicate key numSteps.");
  // In an object of many members too, the first key (in order) that an earlier one repeats, as _DuplicateChecker.
  const std::string many = "{\"numSteps\": 1, \"zz\": 1, \"a1\": 1, \"a2\": 1, \"a3\": 1, \"numSteps\": 2, \"a4\": 1, "
                           "\"a5\": 1, \"a6\": 1, \"a7\": 1, \"zz\": 2, \"a8\": 1, \"zz\": 3}";
  CHECK(json_error(many) == "Failed to load JSON: duplicate key numSteps.");
  CHECK(json_error("{\"b\": [\"x\\ty\u00e9\"], \"c1\": 1, \"c2\": 1, \"c3\": 1, \"c4\": 1, \"c5\": 1, \"c6\": 1, \"c7\": 1, "
                   "\"c8\": 1, \"a\": 1, \"a\": 2}") == "Failed to load JSON: duplicate key a.");
  CHECK(json_error("{\"numSteps\": 5, \"num_steps\": 6}") == "accepted");
  CHECK(json_error("{\"syncReplicas\": \"true\"}") ==
        "Failed to parse syncReplicas field: Expected true or false without quotes at TrainConfig.syncReplicas.");
  CHECK(json_error("{\"numSteps\": 5,}") ==
        "Failed to load JSON: Expecting property name enclosed in double quotes: line 1 column 16 (char 15).");

  const TrainConfig config = plainproto::parse_json<TrainConfig>(
      "{\"numSteps\": \"1_0\", \"gradientClippingByNorm\": true, \"trainDistribute\": 2.7, \"incrSaveConfig\": []}",
      python_json());
  CHECK(config.num_steps == 10u);
  CHECK(config.gradient_clipping_by_norm == 1.0f);
  CHECK(config.train_distribute == plainproto::protos::DistributionStrategy::MirroredStrategy);
  CHECK(config.incr_save_config.has_value());
}

TEST_CASE("python style prints JSON as MessageToJson") {
  TrainConfig config;
  config.num_steps = 5u;
  config.gradient_clipping_by_norm = 10.0f;
  config.freeze_gradient = {"a\xc3\xa9", "b"};
  config.optimizer_config.emplace_back().optimizer.mutable_value<Optimizer::optimizer_case::adam_optimizer>();
  plainproto::json_print_options options;
  options.style = text_style::python;
  options.add_whitespace = true;
  CHECK(plainproto::to_json_string(config, options) ==
        "{\n"
        "  \"optimizerConfig\": [\n"
        "    {\n"
        "      \"adamOptimizer\": {}\n"
        "    }\n"
        "  ],\n"
        "  \"gradientClippingByNorm\": 10.0,\n"
        "  \"numSteps\": 5,\n"
        "  \"freezeGradient\": [\n"
        "    \"a\\u00e9\",\n"
        "    \"b\"\n"
        "  ]\n"
        "}");
  options.add_whitespace = false;
  options.preserve_proto_field_names = true;
  CHECK(plainproto::to_json_string(config, options) ==
        "{\"optimizer_config\": [{\"adam_optimizer\": {}}], \"gradient_clipping_by_norm\": 10.0, \"num_steps\": 5, "
        "\"freeze_gradient\": [\"a\\u00e9\", \"b\"]}");
}

TEST_CASE("python style JSON handed to a file a piece at a time is the string it prints") {
  python_unit::Labels labels;
  for (int i = 0; i < 4000; ++i) labels.labels["key " + std::to_string(i)] = std::string(static_cast<std::size_t>(i % 30), 'v');
  TrainConfig config;
  for (int i = 0; i < 4000; ++i) config.freeze_gradient.push_back("layer_" + std::to_string(i) + "\xc3\xa9");
  plainproto::json_print_options options;
  options.style = text_style::python;
  for (const bool whitespace : {true, false}) {
    options.add_whitespace = whitespace;
    const auto pieces_of = [&](const plainproto::message_descriptor& type, const void* message) {
      std::vector<std::string> pieces;
      const plainproto::detail::output_sink sink{&pieces, [](void* context, std::string_view bytes) {
                                                   static_cast<std::vector<std::string>*>(context)->emplace_back(bytes);
                                                 }};
      plainproto::detail::python_print_json(sink, plainproto::detail::json_info(type), message, options);
      return pieces;
    };
    const std::vector<std::string> label_pieces = pieces_of(plainproto::descriptor_of<python_unit::Labels>(), &labels);
    const std::vector<std::string> config_pieces = pieces_of(plainproto::descriptor_of<TrainConfig>(), &config);
    CHECK(label_pieces.size() > 2);
    CHECK(config_pieces.size() > 2);
    std::string joined;
    for (const std::string& piece : label_pieces) joined += piece;
    CHECK(joined == plainproto::to_json_string(labels, options));
    joined.clear();
    for (const std::string& piece : config_pieces) joined += piece;
    CHECK(joined == plainproto::to_json_string(config, options));
  }
}

TEST_CASE("python style get prints values as Python spells them") {
  TrainConfig config;
  config.gradient_clipping_by_norm = 32768.0f;
  config.fine_tune_checkpoint = "\x01";
  plainproto::text_print_options options = python_print(false, true);
  CHECK(plainproto::get(config, "gradient_clipping_by_norm", options) == std::vector<std::string>{"32768.0"});
  CHECK(plainproto::get(config, "fine_tune_checkpoint", options) == std::vector<std::string>{"\"\x01\""});
  CHECK(plainproto::get(config, "gradient_clipping_by_norm") == std::vector<std::string>{"32768"});
}

// EasyRec's edit_config parses a list or a message value with Python's text_format.Parse.
TEST_CASE("python style path values: lists and messages read as text_format.Parse reads them") {
  TrainConfig config;
  plainproto::set(config, "optimizer_config", "{ftrl_optimizer: {l1_reg: 1_0, l2_reg: 010}}", text_style::python);
  REQUIRE(config.optimizer_config.size() == 1);
  using strings = std::vector<std::string>;
  CHECK(plainproto::get(config, "optimizer_config[0].ftrl_optimizer.l1_reg") == strings{"10"});
  CHECK(plainproto::get(config, "optimizer_config[0].ftrl_optimizer.l2_reg") == strings{"10"});  // libprotobuf: refused
  CHECK_THROWS_WITH_AS(plainproto::set(config, "optimizer_config[0]", "{ftrl_optimizer {l1_reg: 1.5F}}", text_style::python),
                       doctest::Contains("Couldn't parse float: 1.5F"), plainproto::error);
  CHECK_THROWS_WITH_AS(plainproto::set(config, "optimizer_config[0]", "{use_moving_average: 0x1}", text_style::python),
                       doctest::Contains("Expected \"true\" or \"false\"."), plainproto::error);
  CHECK(plainproto::get(config, "optimizer_config[0].ftrl_optimizer.l1_reg") == strings{"10"});  // unchanged
  CHECK_THROWS_WITH_AS(plainproto::set(config, "freeze_gradient", "[010, 'a']", text_style::python),
                       doctest::Contains("Expected string but found: '010'"), plainproto::error);
  // The same values in C++ style, as libprotobuf reads them.
  plainproto::set(config, "optimizer_config[0]", "{use_moving_average: 0x1}");
  CHECK(config.optimizer_config[0].use_moving_average == true);

  // A document reads its values in the style it is read in.
  plainproto::document_options options;
  options.parse = python_parse();
  plainproto::text_document document = plainproto::parse_text_document<TrainConfig>("num_steps: 1\n", options);
  plainproto::set(document, "incr_save_config", "{fs {mount_path: 'a' relative: true}}");
  CHECK(plainproto::get(document.message_as<TrainConfig>(), "incr_save_config.fs.mount_path") == strings{"\"a\""});
  CHECK_THROWS_AS(plainproto::set(document, "incr_save_config", "{fs {relative: 0x1}}"), plainproto::error);
}

TEST_CASE("python style finds fields in any order, repeated or not, and a group only by its type's name") {
  using field_order::Ordered;
  for (const char* text : field_order::orders)
    field_order::check_values(plainproto::parse_text<Ordered>(text, python_parse()));
  // Python's text_format refuses a group's field name too.
  try {
    plainproto::parse_text<Ordered>(field_order::group_by_field_name, python_parse());
    FAIL("a group named by its field name was accepted");
  } catch (const plainproto::error& failure) {
    CHECK(failure.code() == plainproto::error_code::unknown_field);
    CHECK(failure.message() == field_order::group_by_field_name_error);
  }
}

TEST_CASE("python style documents read their tokens as Python does and keep what the edit does not touch") {
  plainproto::document_options options;
  options.parse = python_parse();
  options.print = python_print();
  // A full-width space (U+3000), 1_000 and +5: libprotobuf's tokenizer rejects them, Python's text_format reads them.
  const std::string text = "num_steps:\xe3\x80\x80" "100\nsave_checkpoints_steps: 1_000  # kept\nstartup_delay_steps: +5\n";
  plainproto::text_document document = plainproto::parse_text_document<TrainConfig>(text, options);
  CHECK(document.message_as<TrainConfig>().save_checkpoints_steps == 1000u);
  plainproto::set(document, "num_steps", "200");
  CHECK(document.text() == "num_steps:\xe3\x80\x80" "200\nsave_checkpoints_steps: 1_000  # kept\nstartup_delay_steps: +5\n");
  plainproto::set(document, "fine_tune_checkpoint", "\"caf\xc3\xa9\"");
  CHECK(document.text() == "num_steps:\xe3\x80\x80" "200\nsave_checkpoints_steps: 1_000  # kept\nstartup_delay_steps: +5\n"
                           "fine_tune_checkpoint: \"caf\\303\\251\"\n");
  // In C++ style the same text is refused where libprotobuf refuses it.
  CHECK_THROWS_AS(plainproto::parse_text_document<TrainConfig>(text), plainproto::error);
}

TEST_CASE("python style documents write a NUL in a string as Python's as_utf8 does, and read it back") {
  plainproto::document_options options;
  options.parse = python_parse();
  options.print = python_print(false, true);
  plainproto::text_document document = plainproto::parse_text_document<TrainConfig>("num_steps: 1\n", options);
  plainproto::set(document, "fine_tune_checkpoint", "\"a\\000b\"");
  static constexpr char written[] = "num_steps: 1\nfine_tune_checkpoint: \"a\0b\"\n";
  CHECK(document.text() == std::string(written, sizeof written - 1));
  CHECK(document.message_as<TrainConfig>().fine_tune_checkpoint.value() == std::string("a\0b", 3));
}

TEST_CASE("python style --at blocks and layout read the whole file's tokens as Python does") {
  const std::string pipeline =
      "model_config { x: 0o17 y: +5 z: 1_0.5 }\ntrain_config {\n  num_steps: 1_000\n}\neval_config{ w:\xc2\xa0" "1 }\n";
  plainproto::document_options options;
  options.parse = python_parse();
  options.at = "train_config";
  plainproto::text_document document = plainproto::parse_text_document<TrainConfig>(pipeline, options);
  CHECK(document.message_as<TrainConfig>().num_steps == 1000u);
  plainproto::set(document, "num_steps", "7");
  CHECK(document.text() ==
        "model_config { x: 0o17 y: +5 z: 1_0.5 }\ntrain_config {\n  num_steps: 7\n}\neval_config{ w:\xc2\xa0" "1 }\n");

  plainproto::format_options layout;
  layout.style = text_style::python;
  CHECK(plainproto::format_text("num_steps:  1_000 save_checkpoints_steps:\xe3\x80\x80+5", layout) ==
        "num_steps: 1_000\nsave_checkpoints_steps: +5\n");
  layout.at = "train_config";
  CHECK(plainproto::format_text(pipeline, layout) == pipeline);
  // A string left open in a block around the one edited: Python's message, at Python's column (characters).
  try {
    plainproto::format_text("a: \"\xc3\xa9\" b { c: \"x }\ntrain_config { }\n", layout);
    FAIL("an unclosed string was accepted");
  } catch (const plainproto::error& failure) {
    CHECK(failure.message() == "String missing ending quote: '\"x }'");
    CHECK(failure.line() == 1);
    CHECK(failure.column() == 15);
  }
}
