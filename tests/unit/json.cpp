// The JSON mapping (plainproto/json.hpp). Every expected output and every accepted or rejected input
// below was checked against libprotobuf 3.21's MessageToJsonString / JsonStringToMessage.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "test_config_json.hpp"

namespace json_unit {

PLAINPROTO_ENUM(Color, "json_unit.Color", (RED, 0), (GREEN, 1), (BLUE, 2), (NEG, -1));

struct Leaf : plainproto::message<Leaf> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, a);
  PLAINPROTO_OPTIONAL(2, std::string, s);
};
PLAINPROTO_MESSAGE(Leaf, "json_unit.Leaf", a, s);

struct Inner : plainproto::message<Inner> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, a);
  PLAINPROTO_OPTIONAL(2, std::string, s);
  PLAINPROTO_REPEATED(3, std::int32_t, r);
  PLAINPROTO_REPEATED(4, Leaf, child);
};
PLAINPROTO_MESSAGE(Inner, "json_unit.Inner", a, s, r, child);

using plainproto::field_type;

// Every field type, defaults, a oneof, names that ToJsonName changes, and a field declared out of
// number order.
struct All : plainproto::message<All> {
  PLAINPROTO_OPTIONAL(1, double, f_double);
  PLAINPROTO_OPTIONAL(2, float, f_float);
  PLAINPROTO_OPTIONAL(3, std::int32_t, f_int32);
  PLAINPROTO_OPTIONAL(4, std::int64_t, f_int64);
  PLAINPROTO_OPTIONAL(5, std::uint32_t, f_uint32);
  PLAINPROTO_OPTIONAL(6, std::uint64_t, f_uint64);
  PLAINPROTO_OPTIONAL(7, plainproto::sint32, f_sint32);
  PLAINPROTO_OPTIONAL(8, plainproto::sint64, f_sint64);
  PLAINPROTO_OPTIONAL(9, plainproto::fixed32, f_fixed32);
  PLAINPROTO_OPTIONAL(10, plainproto::fixed64, f_fixed64);
  PLAINPROTO_OPTIONAL(11, plainproto::sfixed32, f_sfixed32);
  PLAINPROTO_OPTIONAL(12, plainproto::sfixed64, f_sfixed64);
  PLAINPROTO_OPTIONAL(13, bool, f_bool);
  PLAINPROTO_OPTIONAL(14, std::string, f_string);
  PLAINPROTO_OPTIONAL(15, plainproto::bytes, f_bytes);
  PLAINPROTO_OPTIONAL(16, Color, f_enum);
  PLAINPROTO_OPTIONAL(17, Inner, f_msg);
  PLAINPROTO_REPEATED(31, double, r_double);
  PLAINPROTO_REPEATED(32, float, r_float);
  PLAINPROTO_REPEATED(33, std::int32_t, r_int32);
  PLAINPROTO_REPEATED(34, std::int64_t, r_int64);
  PLAINPROTO_REPEATED(35, std::uint32_t, r_uint32);
  PLAINPROTO_REPEATED(36, std::uint64_t, r_uint64);
  PLAINPROTO_REPEATED(37, plainproto::sint32, r_sint32);
  PLAINPROTO_REPEATED(38, plainproto::sint64, r_sint64);
  PLAINPROTO_REPEATED(39, plainproto::fixed32, r_fixed32);
  PLAINPROTO_REPEATED(40, plainproto::fixed64, r_fixed64);
  PLAINPROTO_REPEATED(41, plainproto::sfixed32, r_sfixed32);
  PLAINPROTO_REPEATED(42, plainproto::sfixed64, r_sfixed64);
  PLAINPROTO_REPEATED(43, bool, r_bool);
  PLAINPROTO_REPEATED(44, std::string, r_string);
  PLAINPROTO_REPEATED(45, plainproto::bytes, r_bytes);
  PLAINPROTO_REPEATED(46, Color, r_enum);
  PLAINPROTO_REPEATED(47, Inner, r_msg);
  PLAINPROTO_OPTIONAL(50, float, d_float) = 0.9f;
  PLAINPROTO_OPTIONAL(51, double, d_double) = 1e-7;
  PLAINPROTO_OPTIONAL(52, std::string, d_string) = "hi";
  PLAINPROTO_OPTIONAL(53, Color, d_enum) = Color::BLUE;
  PLAINPROTO_OPTIONAL(54, std::int64_t, d_int64) = -5;
  PLAINPROTO_OPTIONAL(55, bool, d_bool) = true;
  PLAINPROTO_OPTIONAL(56, plainproto::bytes, d_bytes) = "a\001b";
  PLAINPROTO_OPTIONAL(57, std::uint64_t, d_uint64) = 18446744073709551615ull;
  PLAINPROTO_OPTIONAL(58, float, d_float_inf) = std::numeric_limits<float>::infinity();
  PLAINPROTO_OPTIONAL(59, double, d_double_nan) = std::numeric_limits<double>::quiet_NaN();
  PLAINPROTO_ONEOF(choice,
                   (70, std::int32_t, o_int),
                   (71, std::string, o_str),
                   (72, Inner, o_msg),
                   (73, Color, o_enum));
  PLAINPROTO_OPTIONAL(80, std::int32_t, _leading);
  PLAINPROTO_OPTIONAL(81, std::int32_t, size_MB);
  PLAINPROTO_OPTIONAL(82, std::int32_t, a__b);
  PLAINPROTO_OPTIONAL(83, std::int32_t, x1_y);
  PLAINPROTO_OPTIONAL(84, std::int32_t, trailing_);
  PLAINPROTO_OPTIONAL(85, std::int32_t, camelCase);
  PLAINPROTO_OPTIONAL(20, std::int32_t, late_low);
};
PLAINPROTO_MESSAGE(All, "json_unit.All",
                   f_double, f_float, f_int32, f_int64, f_uint32, f_uint64, f_sint32, f_sint64, f_fixed32, f_fixed64,
                   f_sfixed32, f_sfixed64, f_bool, f_string, f_bytes, f_enum, f_msg, r_double, r_float, r_int32,
                   r_int64, r_uint32, r_uint64, r_sint32, r_sint64, r_fixed32, r_fixed64, r_sfixed32, r_sfixed64,
                   r_bool, r_string, r_bytes, r_enum, r_msg, d_float, d_double, d_string, d_enum, d_int64, d_bool,
                   d_bytes, d_uint64, d_float_inf, d_double_nan, choice, _leading, size_MB, a__b, x1_y, trailing_,
                   camelCase, late_low);

struct ReqChild : plainproto::message<ReqChild> {
  PLAINPROTO_REQUIRED(1, std::int32_t, id);
  PLAINPROTO_OPTIONAL(2, std::string, name);
};
PLAINPROTO_MESSAGE(ReqChild, "json_unit.ReqChild", id, name);

struct Req : plainproto::message<Req> {
  PLAINPROTO_REQUIRED(1, std::int32_t, id);
  PLAINPROTO_OPTIONAL(2, ReqChild, next);
  PLAINPROTO_REPEATED(3, ReqChild, items);
  PLAINPROTO_OPTIONAL(4, std::string, name);
};
PLAINPROTO_MESSAGE(Req, "json_unit.Req", id, next, items, name);

// A chain of messages 65 levels deep, one past what libprotobuf prints.
struct L0 : plainproto::message<L0> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, leaf);
};
PLAINPROTO_MESSAGE(L0, "json_unit.L0", leaf);
#define JSON_UNIT_LINK(n, below)              \
  struct L##n : plainproto::message<L##n> {   \
    PLAINPROTO_OPTIONAL(1, L##below, next);   \
  };                                          \
  PLAINPROTO_MESSAGE(L##n, "json_unit.L" #n, next);
JSON_UNIT_LINK(1, 0)
JSON_UNIT_LINK(2, 1)
JSON_UNIT_LINK(3, 2)
JSON_UNIT_LINK(4, 3)
JSON_UNIT_LINK(5, 4)
JSON_UNIT_LINK(6, 5)
JSON_UNIT_LINK(7, 6)
JSON_UNIT_LINK(8, 7)
JSON_UNIT_LINK(9, 8)
JSON_UNIT_LINK(10, 9)
JSON_UNIT_LINK(11, 10)
JSON_UNIT_LINK(12, 11)
JSON_UNIT_LINK(13, 12)
JSON_UNIT_LINK(14, 13)
JSON_UNIT_LINK(15, 14)
JSON_UNIT_LINK(16, 15)
JSON_UNIT_LINK(17, 16)
JSON_UNIT_LINK(18, 17)
JSON_UNIT_LINK(19, 18)
JSON_UNIT_LINK(20, 19)
JSON_UNIT_LINK(21, 20)
JSON_UNIT_LINK(22, 21)
JSON_UNIT_LINK(23, 22)
JSON_UNIT_LINK(24, 23)
JSON_UNIT_LINK(25, 24)
JSON_UNIT_LINK(26, 25)
JSON_UNIT_LINK(27, 26)
JSON_UNIT_LINK(28, 27)
JSON_UNIT_LINK(29, 28)
JSON_UNIT_LINK(30, 29)
JSON_UNIT_LINK(31, 30)
JSON_UNIT_LINK(32, 31)
JSON_UNIT_LINK(33, 32)
JSON_UNIT_LINK(34, 33)
JSON_UNIT_LINK(35, 34)
JSON_UNIT_LINK(36, 35)
JSON_UNIT_LINK(37, 36)
JSON_UNIT_LINK(38, 37)
JSON_UNIT_LINK(39, 38)
JSON_UNIT_LINK(40, 39)
JSON_UNIT_LINK(41, 40)
JSON_UNIT_LINK(42, 41)
JSON_UNIT_LINK(43, 42)
JSON_UNIT_LINK(44, 43)
JSON_UNIT_LINK(45, 44)
JSON_UNIT_LINK(46, 45)
JSON_UNIT_LINK(47, 46)
JSON_UNIT_LINK(48, 47)
JSON_UNIT_LINK(49, 48)
JSON_UNIT_LINK(50, 49)
JSON_UNIT_LINK(51, 50)
JSON_UNIT_LINK(52, 51)
JSON_UNIT_LINK(53, 52)
JSON_UNIT_LINK(54, 53)
JSON_UNIT_LINK(55, 54)
JSON_UNIT_LINK(56, 55)
JSON_UNIT_LINK(57, 56)
JSON_UNIT_LINK(58, 57)
JSON_UNIT_LINK(59, 58)
JSON_UNIT_LINK(60, 59)
JSON_UNIT_LINK(61, 60)
JSON_UNIT_LINK(62, 61)
JSON_UNIT_LINK(63, 62)
JSON_UNIT_LINK(64, 63)
JSON_UNIT_LINK(65, 64)
#undef JSON_UNIT_LINK

}  // namespace json_unit

namespace {

using json_unit::All;
using json_unit::Color;
using json_unit::Inner;
using json_unit::Req;
using plainproto::error_code;
using plainproto::json_parse_options;
using plainproto::json_print_options;
using plainproto::protos::TrainConfig;

json_print_options whitespace() {
  json_print_options options;
  options.add_whitespace = true;
  return options;
}
json_print_options proto_names() {
  json_print_options options;
  options.preserve_proto_field_names = true;
  return options;
}
json_print_options always(bool enums_as_ints = false) {
  json_print_options options;
  options.always_print_primitive_fields = true;
  options.always_print_enums_as_ints = enums_as_ints;
  return options;
}
json_print_options enums_as_ints() {
  json_print_options options;
  options.always_print_enums_as_ints = true;
  return options;
}

// The error parse_json<T> throws for `text`.
template <class T = All>
plainproto::error parse_error(std::string_view text, const json_parse_options& options = {}) {
  const plainproto::result<T> parsed = plainproto::try_parse_json<T>(text, options);
  REQUIRE_MESSAGE(!parsed.ok(), "accepted: " << text);
  return parsed.get_error();
}

template <class T = All>
bool accepted(std::string_view text, const json_parse_options& options = {}) {
  return plainproto::try_parse_json<T>(text, options).ok();
}

}  // namespace

TEST_CASE("json print: field-number order, JSON names, how each type is written") {
  All m;
  m.f_int32 = 1;
  m.f_int64 = -5;
  m.f_uint64 = 18446744073709551615ull;
  m.f_sint32 = -3;
  m.f_fixed32 = 7u;
  m.f_sfixed64 = -9;
  m.f_bool = true;
  m.f_float = 0.1f;
  m.f_double = 0.1;
  m.f_enum = Color::GREEN;
  m.f_bytes = std::string("\0\1\xff", 3);
  m.f_string = "hi";
  m.late_low = 20;
  m.size_MB = 1;
  m._leading = 2;
  CHECK(plainproto::to_json_string(m) ==
        R"({"fDouble":0.1,"fFloat":0.1,"fInt32":1,"fInt64":"-5","fUint64":"18446744073709551615","fSint32":-3,)"
        R"("fFixed32":7,"fSfixed64":"-9","fBool":true,"fString":"hi","fBytes":"AAH/","fEnum":"GREEN","lateLow":20,)"
        R"("Leading":2,"sizeMB":1})");
  CHECK(plainproto::to_json_string(All{}) == "{}");
}

// The printer escapes long strings a chunk at a time into its buffer; escaping is per code point, so a long
// string prints as its pieces do one by one, whichever piece straddles a chunk's end.
TEST_CASE("json print: strings longer than the printer's buffer, escapes and multi-byte sequences across chunks") {
  const std::vector<std::string> pieces = {"a", "\"", "<", "\x01", "\xc3\xa9", "\xe2\x80\x8b", "\xf0\x9f\x99\x82",
                                           "\xf3\xa0\x80\x81", "\\", "\n", "\xc3", "b"};
  const auto escaped = [](const std::string& text) {
    All m;
    m.f_string = text;
    const std::string json = plainproto::to_json_string(m);
    return json.substr(12, json.size() - 14);  // {"fString":"...."}
  };
  std::string text, expected;
  for (std::size_t i = 0; text.size() < 40000; i = (i + 5) % pieces.size()) {
    // (A lone lead byte is dropped with the byte that shows it malformed: it is followed by 'a' or 'b' only.)
    const std::string& piece = pieces[i];
    const std::string unit = piece == "\xc3" ? piece + "a" : piece;
    text += unit;
    expected += escaped(unit);
  }
  All m;
  m.f_string = text;
  m.f_bytes = text;
  const std::string json = plainproto::to_json_string(m);
  const std::string bytes_prefix = R"({"fString":")" + expected + R"(","fBytes":")";
  REQUIRE(json.size() > bytes_prefix.size());
  CHECK(json.compare(0, bytes_prefix.size(), bytes_prefix) == 0);
  CHECK(plainproto::parse_json<All>(json).f_bytes.value() == text);

  // Printed into a sink (as convert -o prints into its file), the same bytes.
  std::string through_sink;
  const plainproto::detail::output_sink sink{&through_sink, [](void* context, std::string_view piece) {
                                               static_cast<std::string*>(context)->append(piece);
                                             }};
  plainproto::detail::json_printer(sink, plainproto::json_print_options{})
      .print_root(plainproto::detail::json_info_of<All>(), &m);
  CHECK(through_sink == json);
}

TEST_CASE("json print: floats and doubles as SimpleFtoa / SimpleDtoa, non-finite values quoted") {
  All m;
  m.r_float = {1e-45f,
               -0.0f,
               1e7f,
               std::numeric_limits<float>::max(),
               std::numeric_limits<float>::quiet_NaN(),
               std::numeric_limits<float>::infinity(),
               -std::numeric_limits<float>::infinity()};
  m.r_double = {1e-7, 1e21, 123456789012345680000.0, 0.30000000000000004, 1e-320};
  CHECK(plainproto::to_json_string(m) ==
        R"({"rDouble":[1e-07,1e+21,1.2345678901234568e+20,0.30000000000000004,9.99988867182683e-321],)"
        R"("rFloat":[1.40129846e-45,-0,1e+07,3.40282347e+38,"NaN","Infinity","-Infinity"]})");
}

TEST_CASE("json print: add_whitespace indents by one space and ends with a newline") {
  All m;
  Inner& inner = m.f_msg.mutable_value();
  inner.a = 1;
  inner.r = {1, 2};
  inner.child.resize(2);
  inner.child[0].a = 3;
  m.r_string = {"x", "y"};
  m.r_msg.resize(1);
  m.choice.set<All::choice_case::o_int>(5);
  CHECK(plainproto::to_json_string(m, whitespace()) ==
        "{\n"
        " \"fMsg\": {\n"
        "  \"a\": 1,\n"
        "  \"r\": [\n"
        "   1,\n"
        "   2\n"
        "  ],\n"
        "  \"child\": [\n"
        "   {\n"
        "    \"a\": 3\n"
        "   },\n"
        "   {}\n"
        "  ]\n"
        " },\n"
        " \"rString\": [\n"
        "  \"x\",\n"
        "  \"y\"\n"
        " ],\n"
        " \"rMsg\": [\n"
        "  {}\n"
        " ],\n"
        " \"oInt\": 5\n"
        "}\n");
  CHECK(plainproto::to_json_string(All{}, whitespace()) == "{}\n");
}

TEST_CASE("json print: preserve_proto_field_names and ToJsonName") {
  All m;
  m.f_msg.mutable_value().a = 1;
  m.size_MB = 2;
  m._leading = 1;
  m.a__b = 3;
  m.x1_y = 4;
  m.trailing_ = 5;
  m.camelCase = 6;
  CHECK(plainproto::to_json_string(m, proto_names()) ==
        R"({"f_msg":{"a":1},"_leading":1,"size_MB":2,"a__b":3,"x1_y":4,"trailing_":5,"camelCase":6})");
  CHECK(plainproto::to_json_string(m) ==
        R"({"fMsg":{"a":1},"Leading":1,"sizeMB":2,"aB":3,"x1Y":4,"trailing":5,"camelCase":6})");
  CHECK(plainproto::detail::to_json_name("last_comm_group_size_MB") == "lastCommGroupSizeMB");
  CHECK(plainproto::detail::to_json_name("_dp_as_optimizer_sharding") == "DpAsOptimizerSharding");
}

TEST_CASE("json print: always_print_primitive_fields") {
  All m;
  m.f_msg.mutable_value();
  m.choice.set<All::choice_case::o_str>("s");
  // Declaration order; defaults (explicit ones too, a non-finite float default as 0 and a bytes
  // default C-escaped first, as libprotobuf does); [] for repeated fields; unset messages and oneof
  // members left out; a set scalar oneof member last.
  CHECK(plainproto::to_json_string(m, always()) ==
        R"({"fDouble":0,"fFloat":0,"fInt32":0,"fInt64":"0","fUint32":0,"fUint64":"0","fSint32":0,"fSint64":"0",)"
        R"("fFixed32":0,"fFixed64":"0","fSfixed32":0,"fSfixed64":"0","fBool":false,"fString":"","fBytes":"",)"
        R"("fEnum":"RED","fMsg":{"a":0,"s":"","r":[],"child":[]},"rDouble":[],"rFloat":[],"rInt32":[],)"
        R"("rInt64":[],"rUint32":[],"rUint64":[],"rSint32":[],"rSint64":[],"rFixed32":[],"rFixed64":[],)"
        R"("rSfixed32":[],"rSfixed64":[],"rBool":[],"rString":[],"rBytes":[],"rEnum":[],"rMsg":[],"dFloat":0.9,)"
        R"("dDouble":1e-07,"dString":"hi","dEnum":"BLUE","dInt64":"-5","dBool":true,"dBytes":"YVwwMDFi",)"
        R"("dUint64":"18446744073709551615","dFloatInf":0,"dDoubleNan":0,"Leading":0,"sizeMB":0,"aB":0,"x1Y":0,)"
        R"("trailing":0,"camelCase":0,"lateLow":0,"oStr":"s"})");
  m.choice.mutable_value<All::choice_case::o_msg>();
  const std::string with_message = plainproto::to_json_string(m, always());
  CHECK(with_message.find(R"("dDoubleNan":0,"oMsg":{"a":0,"s":"","r":[],"child":[]},"Leading":0)") !=
        std::string::npos);
}

TEST_CASE("json print: always_print_enums_as_ints") {
  All m;
  m.r_enum = {Color::RED, Color::NEG};
  m.f_enum = Color::BLUE;
  m.choice.set<All::choice_case::o_enum>(Color::GREEN);
  CHECK(plainproto::to_json_string(m, enums_as_ints()) == R"({"fEnum":2,"rEnum":[0,-1],"oEnum":1})");
  CHECK(plainproto::to_json_string(m) == R"({"fEnum":"BLUE","rEnum":["RED","NEG"],"oEnum":"GREEN"})");
  // A number the enum does not declare (only C++ can hold one) prints as a number.
  m.f_enum = static_cast<Color>(99);
  m.r_enum = {};
  m.choice.reset();
  CHECK(plainproto::to_json_string(m) == R"({"fEnum":99})");
}

TEST_CASE("json print: string escaping as libprotobuf's JsonEscaping") {
  All m;
  m.f_string =
      "<>&\"\\/\x01\x1f\x7f\xc2\x80\xc2\x9f\xc2\xa0\xc2\xad\xe2\x80\xa8\xe2\x80\xa9\xef\xbb\xbf\xf0\x9d\x85\xb3"
      "\xf0\x9f\x98\x80\xc3\xa9'\t\n\r\b\f";
  CHECK(plainproto::to_json_string(m) ==
        "{\"fString\":\"\\u003c\\u003e&\\\"\\\\/\\u0001\\u001f\\u007f\\u0080\\u009f\xc2\xa0\\u00ad\\u2028\\u2029"
        "\\ufeff\\ud834\\udd73\xf0\x9f\x98\x80\xc3\xa9'\\t\\n\\r\\b\\f\"}");
  // Malformed UTF-8 is dropped with the byte that showed it; an overlong form is kept, or escaped.
  m = All{};
  m.r_string = {
      "A\xc3"
      "B",
      "\xff",
      std::string("x\xc0\x80y"),
      "\xed\xa0\x80z",
      "tail\xe2\x82",
      "\xf0"
      "AB"};
  CHECK(plainproto::to_json_string(m) == R"({"rString":["A","","x\u0000y","z","tail","B"]})");
}

TEST_CASE("json print: messages nested more than 64 levels below the root fail, as in libprotobuf") {
  json_unit::L65 deep;
  const plainproto::message_descriptor* descriptor = &plainproto::descriptor_of<json_unit::L65>();
  void* message = &deep;
  while (descriptor->field_count == 1 && descriptor->fields[0].type == plainproto::field_type::message) {
    const plainproto::field_descriptor& next = descriptor->fields[0];
    message = next.ops->mutable_message(next.storage_in(message));
    descriptor = next.message_type();
  }
  const json_unit::L64& shallower = deep.next.value();
  CHECK(plainproto::to_json_string(shallower).size() == 64 * std::string(R"({"next":})").size() + 2);  // L0 is {}
  try {
    plainproto::to_json_string(deep);
    FAIL("printed");
  } catch (const plainproto::error& failure) {
    CHECK(failure.code() == error_code::recursion_limit);
  }
}

TEST_CASE("json parse: names, number forms, null") {
  const All m = plainproto::parse_json<All>(
      R"({"fInt32": "5", "f_int64": 1e2, "fUint32": 5.0, "fUint64": "18446744073709551615", "fSint32": "-0",)"
      R"( "fFixed32": -0.0, "fDouble": "1e-310", "fFloat": "NaN", "r_double": ["Infinity", "-Infinity", 1],)"
      R"( "fBool": "yes", "rBool": [true, "f", "1"], "sizeMB": 1, "size_MB": 2, "Leading": 3, "fString": null})");
  CHECK(m.f_int32 == 5);
  CHECK(m.f_int64 == 100);
  CHECK(m.f_uint32 == 5u);
  CHECK(m.f_uint64 == 18446744073709551615ull);
  CHECK(m.f_sint32 == 0);
  CHECK(m.f_fixed32 == 0u);
  CHECK(m.f_double == 1e-310);
  CHECK(std::isnan(m.f_float.value()));
  CHECK(m.r_double ==
        std::vector<double>{std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity(), 1.0});
  CHECK(m.f_bool == true);
  CHECK(m.r_bool == std::vector<bool>{true, false, true});
  CHECK(m.size_MB == 2);  // a field given twice: the last value wins
  CHECK(m._leading == 3);
  CHECK(!m.f_string.has_value());
}

// A fuzz finding: a negative zero prints as -0, which reads back as a positive zero; libprotobuf does the
// same (the integer literal -0 is read as 0), so the JSON of -0.0 is not a fixed point, in either library.
TEST_CASE("json: negative zero prints as -0, and -0 reads as 0 while -0.0 keeps its sign") {
  All zero;
  zero.f_float = -0.0f;
  zero.f_double = -0.0;
  CHECK(plainproto::to_json_string(zero) == R"({"fDouble":-0,"fFloat":-0})");
  const All read = plainproto::parse_json<All>(R"({"fFloat": -0, "fDouble": -0.0})");
  CHECK(!std::signbit(read.f_float.value()));
  CHECK(std::signbit(read.f_double.value()));
}

TEST_CASE("json parse: lists, nulls, duplicates, enums, bytes") {
  const All m = plainproto::parse_json<All>(
      R"({"rInt32": [1, null, [2, [3]], []], "rInt32": 4, "rString": "x", "rMsg": {"a": 1},)"
      R"( "fMsg": {"a": 1, "r": [1]}, "fMsg": {"r": [2], "s": "t"}, "fMsg": null,)"
      R"( "fEnum": "GREEN", "rEnum": ["BLUE", 2, "1", -1.0, 99], "dEnum": 99,)"
      R"( "rBytes": ["", "YQ", "YQ==", "YWI=", "_-8=", "/+8"]})");
  CHECK(m.r_int32 == std::vector<std::int32_t>{1, 2, 3, 4});
  CHECK(m.r_string == std::vector<std::string>{"x"});
  REQUIRE(m.r_msg.size() == 1);
  CHECK(m.r_msg[0].a == 1);
  CHECK(m.f_msg->a == 1);
  CHECK(m.f_msg->r == std::vector<std::int32_t>{1, 2});
  CHECK(m.f_msg->s == "t");
  CHECK(m.f_enum == Color::GREEN);
  // A number the enum does not declare is dropped, as libprotobuf keeps it only as an unknown field.
  CHECK(m.r_enum == std::vector<Color>{Color::BLUE, Color::BLUE, Color::GREEN, Color::NEG});
  CHECK(!m.d_enum.has_value());
  CHECK(m.r_bytes == std::vector<std::string>{"", "a", "a", "ab", "\xff\xef", "\xff\xef"});
}

TEST_CASE("json parse: reject_unknown_fields refuses the enum numbers it would drop") {
  plainproto::json_parse_options strict;
  strict.reject_unknown_fields = true;
  CHECK(plainproto::parse_json<All>("{\"fEnum\": 2, \"rEnum\": [1]}", strict).f_enum == Color::BLUE);
  try {
    plainproto::parse_json<All>("{\"fInt32\": 1,\n \"rEnum\": [1, 77]}", strict);
    FAIL("an undeclared enum number was accepted");
  } catch (const plainproto::error& failure) {
    CHECK(failure.code() == plainproto::error_code::unknown_field);
    CHECK(failure.message() == "rEnum[1]: value 77 is not declared by enum json_unit.Color");
    CHECK(failure.line() == 2);
    CHECK(failure.column() == 15);
  }
  CHECK(plainproto::parse_json<All>("{\"rEnum\": [1, 77]}").r_enum.size() == 1);
}

TEST_CASE("json parse: libprotobuf's lenient syntax is accepted") {
  const All m = plainproto::parse_json<All>(
      "\v{'fString': 'it\\'s', fInt32: 1, \"rInt32\": [1,], \"fMsg\": {\"s\": \"\\a\\v\\/\\q\ttab\"},}\f\n");
  CHECK(m.f_string == "it's");
  CHECK(m.f_int32 == 1);
  CHECK(m.r_int32 == std::vector<std::int32_t>{1});
  CHECK(m.f_msg->s == "a\v/q\ttab");
  CHECK(plainproto::parse_json<All>(R"({"fDouble": 1., "fFloat": 0x1.8, "fInt32": 0e5})").f_float == 1.5f);
}

TEST_CASE("json parse: rejections, with what was expected and what was found") {
  plainproto::error e = parse_error(R"({"fInt32": 5.5})");
  CHECK(e.code() == error_code::invalid_value);
  CHECK(e.message() == "fInt32: expected an int32, found 5.5");
  CHECK(e.line() == 1);
  CHECK(e.column() == 12);
  CHECK(e.field_path() == "fInt32");

  e = parse_error(R"({"fInt32": 2147483648})");
  CHECK(e.code() == error_code::out_of_range);
  CHECK(e.message() == "fInt32: 2147483648 is out of range for an int32");

  e = parse_error("{\n  \"fUint32\": -1\n}");
  CHECK(e.code() == error_code::out_of_range);
  CHECK(e.line() == 2);
  CHECK(e.column() == 14);

  e = parse_error(R"({"fFloat": 1e39})");
  CHECK(e.code() == error_code::out_of_range);
  CHECK(e.message() == "fFloat: 1e39 is out of range for a float");

  e = parse_error(R"({"fEnum": "PURPLE"})");
  CHECK(e.message() ==
        R"(fEnum: expected a value of enum json_unit.Color (RED, GREEN, BLUE, NEG) or its number, found "PURPLE")");

  e = parse_error(R"({"fMsg": {"r": [1, "x"]}})");
  CHECK(e.field_path() == "fMsg.r[1]");
  CHECK(e.message() == R"(fMsg.r[1]: expected an int32, found "x")");

  e = parse_error(R"({"fMsg": {"nope": 1}})");
  CHECK(e.code() == error_code::unknown_field);
  CHECK(e.message() == R"(fMsg.nope: Message type "json_unit.Inner" has no field named "nope")");
  CHECK(e.column() == 11);
  // a likely typo names the field it misspells
  e = parse_error(R"({"fMsg": {"chld": []}})");
  CHECK(e.message() == R"(fMsg.chld: Message type "json_unit.Inner" has no field named "chld"; did you mean "child"?)");

  e = parse_error(R"({"oInt": 1, "o_str": "x"})");
  CHECK(e.code() == error_code::oneof_conflict);
  CHECK(e.message() == R"(o_str: oneof "choice" is already set (by field "o_int"): cannot also set field "o_str")");

  e = parse_error(R"({"fInt32": [1]})");
  CHECK(e.message() == "fInt32: the field is not repeated: expected an int32, found a list");
  e = parse_error(R"({"fMsg": 5})");
  CHECK(e.message() == "fMsg: expected an object (message json_unit.Inner), found 5");
  e = parse_error(R"({"fString": {}})");
  CHECK(e.message() == "fString: expected a string, found an object");
  e = parse_error(R"({"fBytes": "YQ="})");
  CHECK(e.message() == R"(fBytes: expected base64-encoded bytes, found "YQ=")");

  e = parse_error("{\"fInt32\": 1\n \"fInt64\": 2}");
  CHECK(e.code() == error_code::syntax);
  CHECK(e.message() == "expected ',' or '}' after an object member, found '\"'");
  CHECK(e.line() == 2);
  CHECK(e.column() == 2);
  CHECK(std::string(e.what()) == "2:2: expected ',' or '}' after an object member, found '\"'");

  for (const char* rejected : {"",
                               "[]",
                               "{} {}",
                               R"({"fInt32": 01})",
                               R"({"fInt32": .5})",
                               R"({"fString": "\ud800"})",
                               "{\"fString\": \"\xc3\"}",
                               R"({"fInt32": "1e2"})",
                               R"({"fInt32": " 1"})",
                               R"({"fUint32": "-0"})",
                               R"({"fDouble": "inf"})",
                               R"({"fFloat": "3.4028235e38"})",
                               R"({"fBool": 1})",
                               R"({"fString": 5})",
                               R"({"fEnum": "green"})",
                               R"({"fEnum": "99"})",
                               R"({"fEnum": 1.5})",
                               R"({"fInt32": 1,,})",
                               R"({"rInt32": [,]})",
                               R"({"": 1})",
                               R"({"fInt32": truex})",
                               R"({"oInt": 1, "oInt": 2})",
                               R"({"rMsg": [1]})"})
    CHECK_MESSAGE(!accepted(rejected), rejected);
}

TEST_CASE("json parse: ignore_unknown_fields and case_insensitive_enum_parsing") {
  json_parse_options lenient;
  lenient.ignore_unknown_fields = true;
  const All m = plainproto::parse_json<All>(
      R"({"unknown": {"a": [1, {"b": null}]}, "fInt32": 1, "fEnum": "PURPLE", "rEnum": ["PURPLE", "RED"]})", lenient);
  CHECK(m.f_int32 == 1);
  CHECK(!m.f_enum.has_value());
  CHECK(m.r_enum == std::vector<Color>{Color::RED});
  CHECK(!accepted(R"({"oEnum": "PURPLE", "oInt": 1})", lenient));  // the ignored value still sets the oneof
  CHECK(!accepted(R"({"": 1})", lenient));

  json_parse_options any_case;
  any_case.case_insensitive_enum_parsing = true;
  CHECK(plainproto::parse_json<All>(R"({"fEnum": "green"})", any_case).f_enum == Color::GREEN);
  CHECK(plainproto::parse_json<All>(R"({"fEnum": "Neg"})", any_case).f_enum == Color::NEG);
}

TEST_CASE("json parse: every JSON object holds the required fields of its message") {
  CHECK(accepted<Req>(R"({"id": 1, "next": {"id": 2}, "items": [{"id": 3}]})"));
  plainproto::error e = parse_error<Req>(R"({"id": 1, "items": [{"id": 2}, {"name": "x"}]})");
  CHECK(e.code() == error_code::missing_required);
  CHECK(e.field_path() == "items[1].id");
  CHECK(e.message() == R"(items[1].id: missing required field of message type "json_unit.ReqChild")");
  CHECK(parse_error<Req>("{}").field_path() == "id");
  CHECK(parse_error<Req>(R"({"id": null})").field_path() == "id");
  // libprotobuf checks each object, so a merged second object needs the required fields again.
  CHECK(!accepted<Req>(R"({"id": 1, "next": {"id": 2}, "next": {"name": "x"}})"));
}

TEST_CASE("json merge_json: on top of the message, then the required fields of the result") {
  Req req = plainproto::parse_json<Req>(R"({"id": 1, "items": [{"id": 2}], "next": {"id": 3}})");
  plainproto::merge_json(R"({"items": [{"id": 4}], "next": {"name": "n"}, "name": "x"})", req);
  CHECK(req.id == 1);
  CHECK(req.items.size() == 2);
  CHECK(req.next->id == 3);
  CHECK(req.next->name == "n");
  CHECK(req.name == "x");
  try {
    Req empty;
    plainproto::merge_json(R"({"items": [{}]})", empty);
    FAIL("merged");
  } catch (const plainproto::error& failure) {
    CHECK(failure.code() == error_code::missing_required);
    CHECK(failure.message() == "Message missing required fields: id, items[0].id");
    CHECK(failure.field_path() == "id");
  }
}

TEST_CASE("json parse: recursion limit") {
  // `objects` nested objects, the outer one a message with an unknown field holding the rest.
  const auto nested = [](int objects) {
    std::string value = "1";
    for (int i = 1; i < objects; ++i) value = "{\"a\": " + value + "}";
    return "{\"x\": " + value + "}";
  };
  json_parse_options skip;
  skip.ignore_unknown_fields = true;
  CHECK(accepted(nested(100), skip));
  const plainproto::error e = parse_error(nested(101), skip);
  CHECK(e.code() == error_code::recursion_limit);
  CHECK(e.message() == "JSON objects nested more than 100 deep");
  json_parse_options shallow = skip;
  shallow.recursion_limit = 3;
  CHECK(accepted(nested(3), shallow));
  CHECK(!accepted(nested(4), shallow));
  // Lists do not count (libprotobuf's parser keeps no depth for them).
  CHECK(accepted("{\"rInt32\": " + std::string(1000, '[') + "1" + std::string(1000, ']') + "}"));
}

TEST_CASE("json: EasyRec TrainConfig, error paths with the names as written") {
  const std::string text =
      R"({"optimizer_config": [{"adam_optimizer": {"learning_rate": {"exponential_decay_learning_rate": )"
      R"({"initial_learning_rate": 0.001, "decay_steps": 1000}}, "beta1": 0.8}, "use_moving_average": false}],)"
      R"( "num_steps": 2500, "train_distribute": "MirroredStrategy", "incr_save_config": {"fs": {}}})";
  const TrainConfig config = plainproto::parse_json<TrainConfig>(text);
  CHECK(config.num_steps == 2500u);
  CHECK(config.optimizer_config.at(0)
            .optimizer.get<plainproto::protos::Optimizer::optimizer_case::adam_optimizer>()
            .beta1 == 0.8f);
  json_print_options python_style;  // as EasyRec's convert_config_format.py
  python_style.preserve_proto_field_names = true;
  CHECK(plainproto::to_json_string(config, python_style) ==
        R"({"optimizer_config":[{"use_moving_average":false,"adam_optimizer":{"learning_rate":)"
        R"({"exponential_decay_learning_rate":{"initial_learning_rate":0.001,"decay_steps":1000}},"beta1":0.8}}],)"
        R"("num_steps":2500,"train_distribute":"MirroredStrategy","incr_save_config":{"fs":{}}})");
  CHECK(plainproto::parse_json<TrainConfig>(plainproto::to_json_string(config)) == config);

  const plainproto::error e = parse_error<TrainConfig>(R"({"optimizerConfig": [{"adamOptimizer": {"beta1": "abc"}}]})");
  CHECK(e.field_path() == "optimizerConfig[0].adamOptimizer.beta1");
  CHECK(e.message() == R"(optimizerConfig[0].adamOptimizer.beta1: expected a float, found "abc")");
  CHECK(parse_error<TrainConfig>(R"({"optimizer_config": [{}, {"adam_optimizer": {"beta3": 1}}]})").field_path() ==
        "optimizer_config[1].adam_optimizer.beta3");
}

TEST_CASE("json: untyped forms over descriptors") {
  const plainproto::message_descriptor& descriptor = plainproto::descriptor_of<All>();
  All m;
  m.f_int32 = 7;
  plainproto::parse_json(R"({"fInt64": 3})", descriptor, &m);  // replaces
  CHECK(!m.f_int32.has_value());
  CHECK(m.f_int64 == 3);
  plainproto::merge_json(R"({"fInt32": 4})", descriptor, &m);
  CHECK(m.f_int32 == 4);
  CHECK(plainproto::to_json_string(descriptor, &m) == R"({"fInt32":4,"fInt64":"3"})");
}

TEST_CASE("json: nlohmann::json conversions for messages and enums") {
  All m;
  m.f_int64 = -5;
  m.f_enum = Color::NEG;
  m.r_float = {0.1f};
  m.f_msg.mutable_value().s = "x";
  const nlohmann::json j = m;
  CHECK(j == nlohmann::json::parse(R"({"fInt64": "-5", "fEnum": "NEG", "rFloat": [0.1], "fMsg": {"s": "x"}})"));
  CHECK(j.get<All>() == m);
  const nlohmann::ordered_json ordered = m;
  CHECK(ordered.dump() == R"({"fInt64":"-5","fEnum":"NEG","fMsg":{"s":"x"},"rFloat":[0.1]})");

  const nlohmann::json color = Color::BLUE;
  CHECK(color == "BLUE");
  CHECK(nlohmann::json(static_cast<Color>(42)) == 42);
  CHECK(nlohmann::json("GREEN").get<Color>() == Color::GREEN);
  CHECK(nlohmann::json(-1).get<Color>() == Color::NEG);
  CHECK(nlohmann::json("2").get<Color>() == Color::BLUE);
  CHECK_THROWS_AS(nlohmann::json("PURPLE").get<Color>(), plainproto::error);
  CHECK_THROWS_AS(nlohmann::json(7).get<Color>(), plainproto::error);

  try {
    nlohmann::json::parse(R"({"fMsg": {"a": "x"}})").get<All>();
    FAIL("converted");
  } catch (const plainproto::error& failure) {
    CHECK(failure.field_path() == "fMsg.a");
    CHECK(failure.line() == 0);
  }
  std::vector<All> list = nlohmann::json::parse(R"([{"fInt32": 1}, {}])").get<std::vector<All>>();
  CHECK(list.size() == 2);
  CHECK(list[0].f_int32 == 1);
}

TEST_CASE("JSON errors quote at most 40 characters of a long number, as of a long string") {
  const std::string digits(100, '9');
  try {
    plainproto::parse_json<plainproto::protos::TrainConfig>("{\"numSteps\": " + digits + "}");
    FAIL("a number out of range was accepted");
  } catch (const plainproto::error& failure) {
    CHECK(failure.code() == plainproto::error_code::out_of_range);
    CHECK(failure.message() == "numSteps: " + digits.substr(0, 40) + "... is out of range for a uint32");
  }
}
