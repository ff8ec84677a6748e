// The JSON Schema of a type's JSON mapping (plainproto::json_schema): its shape, and its patterns (run here with
// std::regex, whose ECMAScript grammar is the one JSON Schema names) accepting exactly the strings the JSON
// reader's conversions accept. tests/conformance/json_schema_conformance.cpp runs a real validator.
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <random>
#include <regex>
#include <string>
#include <vector>

#include "test_config_json.hpp"

namespace schema_unit {

PLAINPROTO_ENUM(Level, "schema_unit.Level", (LOW, 0), (HIGH, 7), (NEGATIVE, -3), (ALIAS_OF_HIGH, 7));

struct Leaf : plainproto::message<Leaf> {
  PLAINPROTO_REQUIRED(1, std::int32_t, id);
};
PLAINPROTO_MESSAGE(Leaf, "schema_unit.Leaf", id);

struct Root : plainproto::message<Root> {
  PLAINPROTO_REQUIRED(1, std::string, name);
  PLAINPROTO_REQUIRED(2, std::int64_t, size_MB);
  PLAINPROTO_REPEATED(3, Leaf, leaves);
  PLAINPROTO_OPTIONAL(4, Leaf, first_leaf);
  PLAINPROTO_OPTIONAL(5, Level, level);
  PLAINPROTO_REPEATED(6, plainproto::bytes, blobs);
  PLAINPROTO_ONEOF(pick, (10, std::uint64_t, by_id), (11, Leaf, by_leaf));
};
PLAINPROTO_MESSAGE(Root, "schema_unit.Root", name, size_MB, leaves, first_leaf, level, blobs, pick);

}  // namespace schema_unit

namespace {

using nlohmann::json;
namespace pj = plainproto::detail;

const json& root_schema() {
  static const json schema = plainproto::json_schema<schema_unit::Root>();
  return schema;
}

std::string pattern_of(const json& def) {
  if (def.contains("pattern")) return def["pattern"].get<std::string>();
  for (const json& choice : def["anyOf"])
    if (choice.contains("pattern")) return choice["pattern"].get<std::string>();
  FAIL("no pattern in " << def.dump());
  return {};
}

// Each pattern is compiled once: compiling takes far longer than matching a short string.
bool matches(const std::string& pattern, const std::string& text) {
  static std::map<std::string, std::regex> compiled;
  auto found = compiled.find(pattern);
  if (found == compiled.end()) found = compiled.emplace(pattern, std::regex(pattern, std::regex::ECMAScript)).first;
  return std::regex_search(text, found->second);
}

// Strings made of `alphabet`, up to `max_size` long, the same for every run.
std::vector<std::string> random_strings(const std::string& alphabet, std::size_t max_size, int count,
                                        std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::string> strings;
  for (int i = 0; i < count; ++i) {
    std::string text;
    for (std::size_t n = rng() % (max_size + 1); n > 0; --n) text += alphabet[rng() % alphabet.size()];
    strings.push_back(text);
  }
  return strings;
}

pj::json_scalar string_scalar(const std::string& text) {
  pj::json_scalar value;
  value.text = text;
  return value;
}

template <class T>
void check_integer_pattern(const json& defs, const std::string& def_name, const std::vector<std::string>& edges) {
  const std::string pattern = pattern_of(defs[def_name]);
  std::vector<std::string> texts = edges;
  for (const std::string& text : random_strings("0123456789+-", 22, 3000, 7)) texts.push_back(text);
  for (const std::string& text : texts) {
    T value{};
    INFO(def_name << " \"" << text << "\"");
    CHECK(matches(pattern, text) == pj::parse_decimal_integer(text, value));
  }
}

}  // namespace

TEST_CASE("the schema refers to the root type's $def and defines every type reachable from it once") {
  const json& schema = root_schema();
  CHECK(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema");
  CHECK(schema["$ref"] == "#/$defs/schema_unit.Root");
  CHECK(schema["title"] == "schema_unit.Root");
  std::vector<std::string> defs;
  for (const auto& entry : schema["$defs"].items()) defs.push_back(entry.key());
  CHECK(defs == std::vector<std::string>{"bytes-value", "int32-value", "int64-value", "schema_unit.Leaf",
                                         "schema_unit.Level", "schema_unit.Root", "string-value", "uint64-value"});
  CHECK(schema["$defs"]["schema_unit.Leaf"]["title"] == "schema_unit.Leaf");
}

TEST_CASE("a message is an object with both spellings of each field and no other member") {
  const json& root = root_schema()["$defs"]["schema_unit.Root"];
  CHECK(root["type"] == "object");
  CHECK(root["additionalProperties"] == false);
  std::vector<std::string> keys;
  for (const auto& entry : root["properties"].items()) keys.push_back(entry.key());
  CHECK(keys == std::vector<std::string>{"blobs", "byId", "byLeaf", "by_id", "by_leaf", "firstLeaf", "first_leaf",
                                         "leaves", "level", "name", "sizeMB", "size_MB"});
  CHECK(root["properties"]["sizeMB"] == root["properties"]["size_MB"]);
  CHECK(root["properties"]["firstLeaf"] == json::parse(R"({"description": "optional schema_unit.Leaf first_leaf = 4",
                        "anyOf": [{"$ref": "#/$defs/schema_unit.Leaf"}, {"type": "null"}]})"));
}

TEST_CASE("a repeated field takes one element, null, or a list of the same (flattened, nulls skipped)") {
  const json& root = root_schema()["$defs"]["schema_unit.Root"];
  CHECK(root["properties"]["leaves"] == json::parse(R"({"description": "repeated schema_unit.Leaf leaves = 3",
                        "anyOf": [{"$ref": "#/$defs/schema_unit.Leaf"}, {"type": "null"},
                                  {"type": "array",
                                   "items": {"$ref": "#/$defs/schema_unit.Root/properties/leaves"}}]})"));
}

TEST_CASE("required fields must be given, under either spelling, and not null") {
  const json& root = root_schema()["$defs"]["schema_unit.Root"];
  CHECK(root["required"] == json::array({"name"}));
  CHECK(root["properties"]["name"] ==
        json::parse(R"({"description": "required string name = 1", "$ref": "#/$defs/string-value"})"));
  CHECK(root["allOf"][0] == json::parse(R"({"anyOf": [{"required": ["sizeMB"]}, {"required": ["size_MB"]}]})"));
  CHECK(root_schema()["$defs"]["schema_unit.Leaf"]["required"] == json::array({"id"}));
}

TEST_CASE("a oneof: when one of its keys is given and not null, the others are absent or null") {
  const json& rule = root_schema()["$defs"]["schema_unit.Root"]["allOf"][1];
  CHECK(rule["$comment"] == "oneof pick of schema_unit.Root: at most one member given (not null)");
  REQUIRE(rule["allOf"].size() == 4);
  CHECK(rule["allOf"][0] == json::parse(R"({
    "if": {"required": ["byId"], "properties": {"byId": {"not": {"type": "null"}}}},
    "then": {"properties": {"by_id": {"type": "null"}, "byLeaf": {"type": "null"}, "by_leaf": {"type": "null"}}}
  })"));
}

TEST_CASE("enums: a name, any int32 number, or a string of digits naming a declared value") {
  const json& level = root_schema()["$defs"]["schema_unit.Level"];
  CHECK(level["anyOf"][0] == json::parse(R"({"enum": ["LOW", "HIGH", "NEGATIVE", "ALIAS_OF_HIGH"]})"));
  CHECK(level["anyOf"][1] == json::parse(R"({"type": "integer", "minimum": -2147483648, "maximum": 2147483647})"));
  const std::string pattern = pattern_of(level);
  const plainproto::enum_descriptor& enumeration = plainproto::descriptor_of<schema_unit::Level>();
  std::vector<std::string> texts = {"7",  "+7",  "0007", "-3", "-03", "0",   "-0",  "+00", "3",
                                    "-7", "+-7", " 7",   "7 ", "",    "LOW", "1e0", "7.0", "2147483654"};
  for (const std::string& text : random_strings("0123+-7", 6, 500, 11)) texts.push_back(text);
  for (const std::string& text : texts) {
    if (enumeration.find(std::string_view(text)) != nullptr) continue;  // names are the "enum" choice
    std::int32_t number = 0;
    bool known = false;
    INFO("\"" << text << "\"");
    const bool accepted =
        pj::enum_from_json(string_scalar(text), enumeration, false, number, known) == pj::conversion::ok && known;
    CHECK(matches(pattern, text) == accepted);
  }
}

TEST_CASE("integer strings: digits with leading zeros and a sign, within the type's range") {
  const std::vector<std::string> edges = {"2147483647",
                                          "2147483648",
                                          "-2147483648",
                                          "-2147483649",
                                          "+0",
                                          "-0",
                                          "00000000002147483647",
                                          "4294967295",
                                          "4294967296",
                                          "+",
                                          "-",
                                          "",
                                          "1e3",
                                          "0x10",
                                          " 1",
                                          "1 ",
                                          "1.0",
                                          "9223372036854775807",
                                          "9223372036854775808",
                                          "-9223372036854775808",
                                          "-9223372036854775809",
                                          "18446744073709551615",
                                          "18446744073709551616",
                                          "99999999999999999999"};
  const json& defs = root_schema()["$defs"];
  check_integer_pattern<std::int32_t>(defs, "int32-value", edges);
  check_integer_pattern<std::uint32_t>(plainproto::json_schema<plainproto::protos::TrainConfig>()["$defs"],
                                       "uint32-value", edges);
  check_integer_pattern<std::int64_t>(defs, "int64-value", edges);
  check_integer_pattern<std::uint64_t>(defs, "uint64-value", edges);
  CHECK(pj::digits_at_most("10") == "(?:[0-9]|0[0-9]|10)");
  CHECK(pj::digits_at_most("7") == "(?:[0-6]|7)");
}

TEST_CASE("integer numbers: integral values in the type's range") {
  const json schema = plainproto::json_schema<plainproto::protos::TrainConfig>();
  const json& defs = schema["$defs"];
  CHECK(defs["uint32-value"]["anyOf"][0] == json::parse(R"({"type": "integer", "minimum": 0, "maximum": 4294967295})"));
  CHECK(root_schema()["$defs"]["uint64-value"]["anyOf"][0] ==
        json::parse(R"({"type": "integer", "minimum": 0, "maximum": 18446744073709551615})"));
  CHECK(root_schema()["$defs"]["int64-value"]["anyOf"][0] ==
        json::parse(R"({"type": "integer", "minimum": -9223372036854775808, "maximum": 9223372036854775807})"));
}

TEST_CASE("floating-point strings: what strtod reads whole, without a space first or last") {
  const json schema = plainproto::json_schema<plainproto::protos::TrainConfig>();
  const json& defs = schema["$defs"];
  const std::string pattern = pattern_of(defs["float-value"]);
  CHECK(pattern ==
        pattern_of(plainproto::json_schema<plainproto::paddle::fleet::DistributedStrategy>()["$defs"]["double-value"]));
  std::vector<std::string> texts = {"1",
                                    "-1.5",
                                    "+.5",
                                    "1.",
                                    ".",
                                    "1e5",
                                    "1e",
                                    "1e+",
                                    "0x1p3",
                                    "0x.8",
                                    "0X1P-2",
                                    "0x",
                                    "0x1.",
                                    "0xg",
                                    "\t1\n",
                                    " 1",
                                    "1 ",
                                    "\t 1 \t",
                                    "1\t",
                                    "inf",
                                    "nan",
                                    "Infinity",
                                    "1e400",
                                    "1e-400",
                                    "",
                                    "-",
                                    "--1",
                                    "1.2.3",
                                    "1e5.5",
                                    "0x1p",
                                    "\v1\f",
                                    "1\r\n",
                                    std::string("1\0x", 3),
                                    std::string("1\0 ", 3),
                                    std::string("1 \0x", 4),
                                    std::string("\0", 1),
                                    std::string("1\0", 2),
                                    std::string(" \0", 2)};
  for (const std::string& text : random_strings("0123456789.eE+-xXpP aAfF\t\n", 10, 3000, 5)) texts.push_back(text);
  for (const std::string& text : texts) {
    if (text == "NaN" || text == "Infinity" || text == "-Infinity") continue;  // the "enum" choice
    double value = 0;
    INFO("\"" << text << "\"");
    // The range of a numeric string is not the schema's to check: out of range counts as matching.
    CHECK(matches(pattern, text) == (pj::double_from_json(string_scalar(text), value) != pj::conversion::invalid));
  }
}

TEST_CASE("floating-point numbers: a float up to the last value that rounds to the largest float") {
  const json schema = plainproto::json_schema<plainproto::protos::TrainConfig>();
  const json& defs = schema["$defs"];
  const json& number = defs["float-value"]["anyOf"][0];
  const double limit = number["exclusiveMaximum"].get<double>();
  CHECK(number["exclusiveMinimum"].get<double>() == -limit);
  pj::json_scalar value;
  value.type = pj::json_scalar::kind::double_;
  float out = 0;
  value.d = limit;
  CHECK(pj::float_from_json(value, out) == pj::conversion::out_of_range);
  value.d = std::nextafter(limit, 0.0);
  CHECK(pj::float_from_json(value, out) == pj::conversion::ok);
  CHECK(out == std::numeric_limits<float>::max());
  CHECK(defs["float-value"]["anyOf"][1] == json::parse(R"({"enum": ["NaN", "Infinity", "-Infinity"]})"));
}

TEST_CASE("bool strings and base64 bytes: exactly what the reader's conversions accept") {
  const std::string bool_pattern =
      pattern_of(plainproto::json_schema<plainproto::protos::TrainConfig>()["$defs"]["bool-value"]);
  std::vector<std::string> words = {"true", "TRUE",  "tRuE", "t",  "T",     "yes",   "YeS", "y",
                                    "1",    "false", "f",    "no", "N",     "0",     "tru", "truee",
                                    "yess", "on",    "off",  "2",  " true", "true ", ""};
  for (const std::string& text : random_strings("trueyesfalsonTRUEYN01 ", 5, 2000, 3)) words.push_back(text);
  for (const std::string& text : words) {
    bool flag = false;
    INFO("\"" << text << "\"");
    CHECK(matches(bool_pattern, text) == (pj::bool_from_json(string_scalar(text), flag) == pj::conversion::ok));
  }
  const std::string bytes_pattern = pattern_of(root_schema()["$defs"]["bytes-value"]);
  std::vector<std::string> texts = {"",         "YQ==",     "YQ=",     "YQ",       "YR==",    "YR",    "YWI=",
                                    "YWI",      "YWJ=",     "YWJj",    "Y",        "Y===",    "YQ===", "_-8",
                                    "+/8",      "+_8",      "-/8",     "____",     "++++",    "A=A=",  "YWJjZA",
                                    "YWJjZA==", "YWJjZB==", "YWJjZGU", "YWJjZGU=", "YWJjZGV="};
  for (const std::string& text : random_strings("AQgwYWJjZ+/-_=", 9, 4000, 13)) texts.push_back(text);
  for (const std::string& text : texts) {
    std::string decoded;
    INFO("\"" << text << "\"");
    CHECK(matches(bytes_pattern, text) == pj::base64_decode(text, decoded));
  }
}
