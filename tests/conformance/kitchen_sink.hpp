// The plainproto mirror of kitchen_sink.proto (keep the two in step).
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "plainproto/core.hpp"

namespace conformance::kitchen_sink {

PLAINPROTO_ENUM(Color, "kitchen_sink.Color", (RED, 1), (GREEN, 2), (BLUE, -3));

struct Empty : plainproto::message<Empty> {};
PLAINPROTO_MESSAGE(Empty, "kitchen_sink.Empty");

struct Nested : plainproto::message<Nested> {
  PLAINPROTO_REQUIRED(1, std::int32_t, id);
  PLAINPROTO_OPTIONAL(2, std::string, label);
  PLAINPROTO_REPEATED(3, Color, colors);
  PLAINPROTO_OPTIONAL(4, Empty, empty);
};
PLAINPROTO_MESSAGE(Nested, "kitchen_sink.Nested", id, label, colors, empty);

struct AllTypes : plainproto::message<AllTypes> {
  struct Inner : plainproto::message<Inner> {
    PLAINPROTO_NESTED_ENUM(Mood, "kitchen_sink.AllTypes.Inner.Mood", (CALM, 0), (ANGRY, 7));
    PLAINPROTO_OPTIONAL(1, Mood, mood);
    PLAINPROTO_REPEATED(2, Nested, items);
    PLAINPROTO_OPTIONAL(3, plainproto::bytes, blob);
  };
  struct Data : plainproto::message<Data> {
    PLAINPROTO_OPTIONAL(131, std::int32_t, group_int32);
    PLAINPROTO_OPTIONAL(132, std::string, group_text);
  };
  struct Item : plainproto::message<Item> {
    PLAINPROTO_OPTIONAL(134, std::uint64_t, item_id);
    PLAINPROTO_OPTIONAL(135, Nested, nested);
  };

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
  PLAINPROTO_OPTIONAL(17, Nested, f_message);
  PLAINPROTO_OPTIONAL(18, Empty, f_empty);
  PLAINPROTO_OPTIONAL(19, Inner, f_inner);

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
  PLAINPROTO_REPEATED(47, Nested, r_message);
  PLAINPROTO_REPEATED(48, Empty, r_empty);
  PLAINPROTO_REPEATED(49, Inner::Mood, r_mood);

  PLAINPROTO_REPEATED(50, plainproto::packed<double>, p_double);
  PLAINPROTO_REPEATED(51, plainproto::packed<float>, p_float);
  PLAINPROTO_REPEATED(52, plainproto::packed<std::int32_t>, p_int32);
  PLAINPROTO_REPEATED(53, plainproto::packed<std::int64_t>, p_int64);
  PLAINPROTO_REPEATED(54, plainproto::packed<std::uint32_t>, p_uint32);
  PLAINPROTO_REPEATED(55, plainproto::packed<std::uint64_t>, p_uint64);
  PLAINPROTO_REPEATED(56, plainproto::packed<plainproto::sint32>, p_sint32);
  PLAINPROTO_REPEATED(57, plainproto::packed<plainproto::sint64>, p_sint64);
  PLAINPROTO_REPEATED(58, plainproto::packed<plainproto::fixed32>, p_fixed32);
  PLAINPROTO_REPEATED(59, plainproto::packed<plainproto::fixed64>, p_fixed64);
  PLAINPROTO_REPEATED(60, plainproto::packed<plainproto::sfixed32>, p_sfixed32);
  PLAINPROTO_REPEATED(84, plainproto::packed<plainproto::sfixed64>, p_sfixed64);
  PLAINPROTO_REPEATED(85, plainproto::packed<bool>, p_bool);
  PLAINPROTO_REPEATED(86, plainproto::packed<Color>, p_enum);

  PLAINPROTO_OPTIONAL(61, double, d_double) = -std::numeric_limits<double>::infinity();
  PLAINPROTO_OPTIONAL(62, float, d_float) = std::numeric_limits<float>::quiet_NaN();
  PLAINPROTO_OPTIONAL(63, std::int64_t, d_int64) = std::numeric_limits<std::int64_t>::min();
  PLAINPROTO_OPTIONAL(64, std::uint64_t, d_uint64) = std::numeric_limits<std::uint64_t>::max();
  PLAINPROTO_OPTIONAL(65, std::string, d_string) = "q\"uo'te\\\n\001\303\251";
  PLAINPROTO_OPTIONAL(66, plainproto::bytes, d_bytes) = "\000\377x";
  PLAINPROTO_OPTIONAL(67, Color, d_enum) = Color::BLUE;
  PLAINPROTO_OPTIONAL(68, bool, d_bool) = true;
  PLAINPROTO_OPTIONAL(69, double, d_big) = 1e+300;
  PLAINPROTO_OPTIONAL(70, float, d_tiny) = 1e-45f;
  PLAINPROTO_OPTIONAL(71, plainproto::sint32, d_sint32) = std::numeric_limits<std::int32_t>::min();
  PLAINPROTO_OPTIONAL(72, std::string, d_empty_string) = "";

  PLAINPROTO_REQUIRED(81, std::int32_t, req_int32);
  PLAINPROTO_REQUIRED(82, std::string, req_string);
  PLAINPROTO_REQUIRED(83, Nested, req_nested);

  PLAINPROTO_ONEOF(choice,
                   (101, std::int32_t, o_int32),
                   (102, float, o_float),
                   (103, std::string, o_string),
                   (104, plainproto::bytes, o_bytes),
                   (105, Color, o_enum),
                   (106, Nested, o_message),
                   (107, std::uint64_t, o_uint64),
                   (108, double, o_double),
                   (109, bool, o_bool),
                   (110, plainproto::sint64, o_sint64));

  PLAINPROTO_ONEOF(second, (111, std::string, s_text), (112, Inner, s_inner));

  PLAINPROTO_OPTIONAL(200, std::int32_t, auto_);
  PLAINPROTO_OPTIONAL(201, std::int32_t, camelCaseName);
  PLAINPROTO_OPTIONAL(202, std::int32_t, _leading_underscore);
  PLAINPROTO_OPTIONAL(203, std::int32_t, name_with_2_digits);
  PLAINPROTO_OPTIONAL(536870911, std::int32_t, max_number);
  PLAINPROTO_OPTIONAL(130, plainproto::group<Data>, data);
  PLAINPROTO_REPEATED(133, plainproto::group<Item>, item);
  PLAINPROTO_OPTIONAL(20, std::string, declared_last);
};

PLAINPROTO_MESSAGE(AllTypes::Data, "kitchen_sink.AllTypes.Data", group_int32, group_text);
PLAINPROTO_MESSAGE(AllTypes::Item, "kitchen_sink.AllTypes.Item", item_id, nested);

PLAINPROTO_MESSAGE(AllTypes::Inner, "kitchen_sink.AllTypes.Inner", mood, items, blob);

PLAINPROTO_MESSAGE(AllTypes, "kitchen_sink.AllTypes",
                   f_double, f_float, f_int32, f_int64, f_uint32, f_uint64, f_sint32, f_sint64, f_fixed32, f_fixed64,
                   f_sfixed32, f_sfixed64, f_bool, f_string, f_bytes, f_enum, f_message, f_empty, f_inner, r_double,
                   r_float, r_int32, r_int64, r_uint32, r_uint64, r_sint32, r_sint64, r_fixed32, r_fixed64, r_sfixed32,
                   r_sfixed64, r_bool, r_string, r_bytes, r_enum, r_message, r_empty, r_mood, p_double, p_float, p_int32,
                   p_int64, p_uint32, p_uint64, p_sint32, p_sint64, p_fixed32, p_fixed64, p_sfixed32, p_sfixed64,
                   p_bool, p_enum, d_double, d_float,
                   d_int64, d_uint64, d_string, d_bytes, d_enum, d_bool, d_big, d_tiny, d_sint32, d_empty_string,
                   req_int32, req_string, req_nested, choice, second, auto_, camelCaseName, _leading_underscore,
                   name_with_2_digits, max_number, data, item, declared_last);

struct Maps : plainproto::message<Maps> {
  PLAINPROTO_MAP(1, std::int32_t, std::int32_t, m_int32_int32);
  PLAINPROTO_MAP(2, std::int64_t, std::int64_t, m_int64_int64);
  PLAINPROTO_MAP(3, std::uint32_t, std::uint32_t, m_uint32_uint32);
  PLAINPROTO_MAP(4, std::uint64_t, std::uint64_t, m_uint64_uint64);
  PLAINPROTO_MAP(5, plainproto::sint32, plainproto::sint32, m_sint32_sint32);
  PLAINPROTO_MAP(6, plainproto::sint64, plainproto::sint64, m_sint64_sint64);
  PLAINPROTO_MAP(7, plainproto::fixed32, plainproto::fixed32, m_fixed32_fixed32);
  PLAINPROTO_MAP(8, plainproto::fixed64, plainproto::fixed64, m_fixed64_fixed64);
  PLAINPROTO_MAP(9, plainproto::sfixed32, plainproto::sfixed32, m_sfixed32_sfixed32);
  PLAINPROTO_MAP(10, plainproto::sfixed64, plainproto::sfixed64, m_sfixed64_sfixed64);
  PLAINPROTO_MAP(11, std::int32_t, float, m_int32_float);
  PLAINPROTO_MAP(12, std::int32_t, double, m_int32_double);
  PLAINPROTO_MAP(13, bool, bool, m_bool_bool);
  PLAINPROTO_MAP(14, std::string, std::string, m_string_string);
  PLAINPROTO_MAP(15, std::string, plainproto::bytes, m_string_bytes);
  PLAINPROTO_MAP(16, std::string, Nested, m_string_nested);
  PLAINPROTO_MAP(17, std::string, AllTypes::Inner::Mood, m_string_enum);
  PLAINPROTO_MAP(18, std::int64_t, Empty, m_int64_empty);
  PLAINPROTO_OPTIONAL(19, std::int32_t, plain);
};
PLAINPROTO_MESSAGE(Maps, "kitchen_sink.Maps", m_int32_int32, m_int64_int64, m_uint32_uint32, m_uint64_uint64,
                   m_sint32_sint32, m_sint64_sint64, m_fixed32_fixed32, m_fixed64_fixed64, m_sfixed32_sfixed32,
                   m_sfixed64_sfixed64, m_int32_float, m_int32_double, m_bool_bool, m_string_string, m_string_bytes,
                   m_string_nested, m_string_enum, m_int64_empty, plain);

struct SparseNested : plainproto::message<SparseNested> {
  PLAINPROTO_OPTIONAL(1, std::int64_t, id);
  PLAINPROTO_OPTIONAL(2, float, label);
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
};
PLAINPROTO_MESSAGE(SparseNested, "kitchen_sink.SparseNested", id, label);

struct Sparse : plainproto::message<Sparse> {
  PLAINPROTO_OPTIONAL(1, std::int64_t, f_double);
  PLAINPROTO_OPTIONAL(2, float, f_float);
  PLAINPROTO_OPTIONAL(14, std::string, f_string);
  PLAINPROTO_OPTIONAL(16, AllTypes::Inner::Mood, f_enum);
  PLAINPROTO_OPTIONAL(17, SparseNested, f_message);
  PLAINPROTO_REPEATED(86, plainproto::packed<AllTypes::Inner::Mood>, p_enum);
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
};
PLAINPROTO_MESSAGE(Sparse, "kitchen_sink.Sparse", f_double, f_float, f_string, f_enum, f_message, p_enum);

struct Extendable : plainproto::message<Extendable> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, id);
  PLAINPROTO_OPTIONAL(300, std::int32_t, late);
  PLAINPROTO_EXTENSIONS(extensions, (100, 199), (1000, plainproto::max_field_number));
};
PLAINPROTO_MESSAGE(Extendable, "kitchen_sink.Extendable", id, late);
PLAINPROTO_EXTENSION(Extendable, 100, std::string, label, "kitchen_sink.label");
PLAINPROTO_REPEATED_EXTENSION(Extendable, 101, plainproto::sint32, deltas, "kitchen_sink.deltas");
PLAINPROTO_REPEATED_EXTENSION(Extendable, 102, plainproto::packed<Color>, colors, "kitchen_sink.colors");
PLAINPROTO_EXTENSION(Extendable, 1000, Nested, note, "kitchen_sink.note");

struct Scope : plainproto::message<Scope> {};
PLAINPROTO_MESSAGE(Scope, "kitchen_sink.Scope");
PLAINPROTO_EXTENSION(Extendable, 150, double, scoped, "kitchen_sink.Scope.scoped");

struct Set : plainproto::message<Set> {
  PLAINPROTO_MESSAGE_SET(extensions);
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
};
PLAINPROTO_MESSAGE(Set, "kitchen_sink.Set");

struct SetMember : plainproto::message<SetMember> {
  PLAINPROTO_OPTIONAL(25, std::string, str);
  PLAINPROTO_OPTIONAL(9, std::int32_t, i);
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
};
PLAINPROTO_MESSAGE(SetMember, "kitchen_sink.SetMember", str, i);

struct SetOther : plainproto::message<SetOther> {
  PLAINPROTO_REQUIRED(1, std::int32_t, id);
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
};
PLAINPROTO_MESSAGE(SetOther, "kitchen_sink.SetOther", id);
PLAINPROTO_EXTENSION(Set, 1547769, SetMember, member, "kitchen_sink.SetMember.member");
PLAINPROTO_EXTENSION(Set, 4135312, SetOther, other_in_set, "kitchen_sink.other_in_set");

}  // namespace conformance::kitchen_sink
