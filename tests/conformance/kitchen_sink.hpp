// The plainproto mirror of kitchen_sink.proto (keep the two in step).
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "plainproto/core.hpp"

namespace conformance::kitchen_sink {

enum class Color : std::int32_t { RED = 1, GREEN = 2, BLUE = -3 };
PLAINPROTO_ENUM(Color, "kitchen_sink.Color", PLAINPROTO_ENUM_VALUE(RED), PLAINPROTO_ENUM_VALUE(GREEN),
                PLAINPROTO_ENUM_VALUE(BLUE));

struct Empty : plainproto::message<Empty> {};
PLAINPROTO_EMPTY_MESSAGE(Empty, "kitchen_sink.Empty");

struct Nested : plainproto::message<Nested> {
  plainproto::required<std::int32_t> id;
  plainproto::optional<std::string> label;
  std::vector<Color> colors;
  plainproto::optional<Empty> empty;
};
PLAINPROTO_MESSAGE(Nested, "kitchen_sink.Nested", PLAINPROTO_FIELD(id, 1), PLAINPROTO_FIELD(label, 2),
                   PLAINPROTO_FIELD(colors, 3), PLAINPROTO_FIELD(empty, 4));

struct AllTypes : plainproto::message<AllTypes> {
  struct Inner : plainproto::message<Inner> {
    enum class Mood : std::int32_t { CALM = 0, ANGRY = 7 };
    plainproto::optional<Mood> mood;
    std::vector<Nested> items;
    plainproto::optional<std::string> blob;
  };

  plainproto::optional<double> f_double;
  plainproto::optional<float> f_float;
  plainproto::optional<std::int32_t> f_int32;
  plainproto::optional<std::int64_t> f_int64;
  plainproto::optional<std::uint32_t> f_uint32;
  plainproto::optional<std::uint64_t> f_uint64;
  plainproto::optional<std::int32_t> f_sint32;
  plainproto::optional<std::int64_t> f_sint64;
  plainproto::optional<std::uint32_t> f_fixed32;
  plainproto::optional<std::uint64_t> f_fixed64;
  plainproto::optional<std::int32_t> f_sfixed32;
  plainproto::optional<std::int64_t> f_sfixed64;
  plainproto::optional<bool> f_bool;
  plainproto::optional<std::string> f_string;
  plainproto::optional<std::string> f_bytes;
  plainproto::optional<Color> f_enum;
  plainproto::optional<Nested> f_message;
  plainproto::optional<Empty> f_empty;
  plainproto::optional<Inner> f_inner;

  std::vector<double> r_double;
  std::vector<float> r_float;
  std::vector<std::int32_t> r_int32;
  std::vector<std::int64_t> r_int64;
  std::vector<std::uint32_t> r_uint32;
  std::vector<std::uint64_t> r_uint64;
  std::vector<std::int32_t> r_sint32;
  std::vector<std::int64_t> r_sint64;
  std::vector<std::uint32_t> r_fixed32;
  std::vector<std::uint64_t> r_fixed64;
  std::vector<std::int32_t> r_sfixed32;
  std::vector<std::int64_t> r_sfixed64;
  std::vector<bool> r_bool;
  std::vector<std::string> r_string;
  std::vector<std::string> r_bytes;
  std::vector<Color> r_enum;
  std::vector<Nested> r_message;
  std::vector<Empty> r_empty;
  std::vector<Inner::Mood> r_mood;

  plainproto::optional<double> d_double = -std::numeric_limits<double>::infinity();
  plainproto::optional<float> d_float = std::numeric_limits<float>::quiet_NaN();
  plainproto::optional<std::int64_t> d_int64 = std::numeric_limits<std::int64_t>::min();
  plainproto::optional<std::uint64_t> d_uint64 = std::numeric_limits<std::uint64_t>::max();
  plainproto::optional<std::string> d_string = "q\"uo'te\\\n\001\303\251";
  plainproto::optional<std::string> d_bytes = "\000\377x";
  plainproto::optional<Color> d_enum = Color::BLUE;
  plainproto::optional<bool> d_bool = true;
  plainproto::optional<double> d_big = 1e+300;
  plainproto::optional<float> d_tiny = 1e-45f;
  plainproto::optional<std::int32_t> d_sint32 = std::numeric_limits<std::int32_t>::min();
  plainproto::optional<std::string> d_empty_string = "";

  plainproto::required<std::int32_t> req_int32;
  plainproto::required<std::string> req_string;
  plainproto::required<Nested> req_nested;

  enum class choice_case {
    not_set = 0,
    o_int32 = 101,
    o_float = 102,
    o_string = 103,
    o_bytes = 104,
    o_enum = 105,
    o_message = 106,
    o_uint64 = 107,
    o_double = 108,
    o_bool = 109,
    o_sint64 = 110,
  };
  plainproto::oneof<choice_case, plainproto::alternative<choice_case::o_int32, std::int32_t>,
                    plainproto::alternative<choice_case::o_float, float>,
                    plainproto::alternative<choice_case::o_string, std::string>,
                    plainproto::alternative<choice_case::o_bytes, std::string>,
                    plainproto::alternative<choice_case::o_enum, Color>,
                    plainproto::alternative<choice_case::o_message, Nested>,
                    plainproto::alternative<choice_case::o_uint64, std::uint64_t>,
                    plainproto::alternative<choice_case::o_double, double>,
                    plainproto::alternative<choice_case::o_bool, bool>,
                    plainproto::alternative<choice_case::o_sint64, std::int64_t>>
      choice;

  enum class second_case { not_set = 0, s_text = 111, s_inner = 112 };
  plainproto::oneof<second_case, plainproto::alternative<second_case::s_text, std::string>,
                    plainproto::alternative<second_case::s_inner, Inner>>
      second;

  plainproto::optional<std::int32_t> auto_;
  plainproto::optional<std::int32_t> camelCaseName;
  plainproto::optional<std::int32_t> _leading_underscore;
  plainproto::optional<std::int32_t> name_with_2_digits;
  plainproto::optional<std::int32_t> max_number;
  plainproto::optional<std::string> declared_last;
};

PLAINPROTO_ENUM(AllTypes::Inner::Mood, "kitchen_sink.AllTypes.Inner.Mood", PLAINPROTO_ENUM_VALUE(CALM),
                PLAINPROTO_ENUM_VALUE(ANGRY));
PLAINPROTO_MESSAGE(AllTypes::Inner, "kitchen_sink.AllTypes.Inner", PLAINPROTO_FIELD(mood, 1),
                   PLAINPROTO_FIELD(items, 2), PLAINPROTO_FIELD(blob, 3, plainproto::field_type::bytes));

PLAINPROTO_MESSAGE(AllTypes, "kitchen_sink.AllTypes",
                   PLAINPROTO_FIELD(f_double, 1),
                   PLAINPROTO_FIELD(f_float, 2),
                   PLAINPROTO_FIELD(f_int32, 3),
                   PLAINPROTO_FIELD(f_int64, 4),
                   PLAINPROTO_FIELD(f_uint32, 5),
                   PLAINPROTO_FIELD(f_uint64, 6),
                   PLAINPROTO_FIELD(f_sint32, 7, plainproto::field_type::sint32),
                   PLAINPROTO_FIELD(f_sint64, 8, plainproto::field_type::sint64),
                   PLAINPROTO_FIELD(f_fixed32, 9, plainproto::field_type::fixed32),
                   PLAINPROTO_FIELD(f_fixed64, 10, plainproto::field_type::fixed64),
                   PLAINPROTO_FIELD(f_sfixed32, 11, plainproto::field_type::sfixed32),
                   PLAINPROTO_FIELD(f_sfixed64, 12, plainproto::field_type::sfixed64),
                   PLAINPROTO_FIELD(f_bool, 13),
                   PLAINPROTO_FIELD(f_string, 14),
                   PLAINPROTO_FIELD(f_bytes, 15, plainproto::field_type::bytes),
                   PLAINPROTO_FIELD(f_enum, 16),
                   PLAINPROTO_FIELD(f_message, 17),
                   PLAINPROTO_FIELD(f_empty, 18),
                   PLAINPROTO_FIELD(f_inner, 19),
                   PLAINPROTO_FIELD(r_double, 31),
                   PLAINPROTO_FIELD(r_float, 32),
                   PLAINPROTO_FIELD(r_int32, 33),
                   PLAINPROTO_FIELD(r_int64, 34),
                   PLAINPROTO_FIELD(r_uint32, 35),
                   PLAINPROTO_FIELD(r_uint64, 36),
                   PLAINPROTO_FIELD(r_sint32, 37, plainproto::field_type::sint32),
                   PLAINPROTO_FIELD(r_sint64, 38, plainproto::field_type::sint64),
                   PLAINPROTO_FIELD(r_fixed32, 39, plainproto::field_type::fixed32),
                   PLAINPROTO_FIELD(r_fixed64, 40, plainproto::field_type::fixed64),
                   PLAINPROTO_FIELD(r_sfixed32, 41, plainproto::field_type::sfixed32),
                   PLAINPROTO_FIELD(r_sfixed64, 42, plainproto::field_type::sfixed64),
                   PLAINPROTO_FIELD(r_bool, 43),
                   PLAINPROTO_FIELD(r_string, 44),
                   PLAINPROTO_FIELD(r_bytes, 45, plainproto::field_type::bytes),
                   PLAINPROTO_FIELD(r_enum, 46),
                   PLAINPROTO_FIELD(r_message, 47),
                   PLAINPROTO_FIELD(r_empty, 48),
                   PLAINPROTO_FIELD(r_mood, 49),
                   PLAINPROTO_FIELD(d_double, 61),
                   PLAINPROTO_FIELD(d_float, 62),
                   PLAINPROTO_FIELD(d_int64, 63),
                   PLAINPROTO_FIELD(d_uint64, 64),
                   PLAINPROTO_FIELD(d_string, 65),
                   PLAINPROTO_FIELD(d_bytes, 66, plainproto::field_type::bytes),
                   PLAINPROTO_FIELD(d_enum, 67),
                   PLAINPROTO_FIELD(d_bool, 68),
                   PLAINPROTO_FIELD(d_big, 69),
                   PLAINPROTO_FIELD(d_tiny, 70),
                   PLAINPROTO_FIELD(d_sint32, 71, plainproto::field_type::sint32),
                   PLAINPROTO_FIELD(d_empty_string, 72),
                   PLAINPROTO_FIELD(req_int32, 81),
                   PLAINPROTO_FIELD(req_string, 82),
                   PLAINPROTO_FIELD(req_nested, 83),
                   PLAINPROTO_ONEOF_FIELD(choice, o_int32),
                   PLAINPROTO_ONEOF_FIELD(choice, o_float),
                   PLAINPROTO_ONEOF_FIELD(choice, o_string),
                   PLAINPROTO_ONEOF_FIELD_AS(choice, o_bytes, plainproto::field_type::bytes),
                   PLAINPROTO_ONEOF_FIELD(choice, o_enum),
                   PLAINPROTO_ONEOF_FIELD(choice, o_message),
                   PLAINPROTO_ONEOF_FIELD(choice, o_uint64),
                   PLAINPROTO_ONEOF_FIELD(choice, o_double),
                   PLAINPROTO_ONEOF_FIELD(choice, o_bool),
                   PLAINPROTO_ONEOF_FIELD_AS(choice, o_sint64, plainproto::field_type::sint64),
                   PLAINPROTO_ONEOF_FIELD(second, s_text),
                   PLAINPROTO_ONEOF_FIELD(second, s_inner),
                   PLAINPROTO_FIELD(auto_, 200, plainproto::proto_name{"auto"}),
                   PLAINPROTO_FIELD(camelCaseName, 201),
                   PLAINPROTO_FIELD(_leading_underscore, 202),
                   PLAINPROTO_FIELD(name_with_2_digits, 203),
                   PLAINPROTO_FIELD(max_number, 536870911),
                   PLAINPROTO_FIELD(declared_last, 20));

}  // namespace conformance::kitchen_sink
