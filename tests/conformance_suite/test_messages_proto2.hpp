// The plainproto mirror of protobuf's conformance test messages for proto2,
// src/google/protobuf/test_messages_proto2.proto of protobuf v21.12 (package protobuf_test_messages.proto2):
// the same field numbers, names, types, labels and defaults, written with plainproto's macros.
//
// `[ctype = STRING_PIECE]` and `[ctype = CORD]` only change libprotobuf's C++ API: here they are std::string.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "plainproto/core.hpp"

namespace protobuf_test_messages::proto2 {

// message ForeignMessageProto2 { optional int32 c = 1; }
struct ForeignMessageProto2 : plainproto::message<ForeignMessageProto2> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, c);
};
PLAINPROTO_MESSAGE(ForeignMessageProto2, "protobuf_test_messages.proto2.ForeignMessageProto2", c);

PLAINPROTO_ENUM(ForeignEnumProto2, "protobuf_test_messages.proto2.ForeignEnumProto2", (FOREIGN_FOO, 0),
                (FOREIGN_BAR, 1), (FOREIGN_BAZ, 2));

struct TestAllTypesProto2 : plainproto::message<TestAllTypesProto2> {
  // A TestAllTypesProto2 holds itself through these: boxed (on the heap).
  struct NestedMessage : plainproto::message<NestedMessage> {
    PLAINPROTO_OPTIONAL(1, std::int32_t, a);
    PLAINPROTO_OPTIONAL(2, plainproto::boxed<TestAllTypesProto2>, corecursive);
    PLAINPROTO_UNKNOWN_FIELDS(unknown_fields);
  };

  PLAINPROTO_NESTED_ENUM(NestedEnum, "protobuf_test_messages.proto2.TestAllTypesProto2.NestedEnum", (FOO, 0),
                         (BAR, 1), (BAZ, 2), (NEG, -1));

  // optional group Data = 201 { optional int32 group_int32 = 202; optional uint32 group_uint32 = 203; }
  struct Data : plainproto::message<Data> {
    PLAINPROTO_OPTIONAL(202, std::int32_t, group_int32);
    PLAINPROTO_OPTIONAL(203, std::uint32_t, group_uint32);
  };

  // message_set test case.
  struct MessageSetCorrect : plainproto::message<MessageSetCorrect> {
    PLAINPROTO_MESSAGE_SET(extensions);
  };

  // (Each declares an extension of MessageSetCorrect, below.)
  struct MessageSetCorrectExtension1 : plainproto::message<MessageSetCorrectExtension1> {
    PLAINPROTO_OPTIONAL(25, std::string, str);
  };

  struct MessageSetCorrectExtension2 : plainproto::message<MessageSetCorrectExtension2> {
    PLAINPROTO_OPTIONAL(9, std::int32_t, i);
  };

  // Singular
  PLAINPROTO_OPTIONAL(1, std::int32_t, optional_int32);
  PLAINPROTO_OPTIONAL(2, std::int64_t, optional_int64);
  PLAINPROTO_OPTIONAL(3, std::uint32_t, optional_uint32);
  PLAINPROTO_OPTIONAL(4, std::uint64_t, optional_uint64);
  PLAINPROTO_OPTIONAL(5, plainproto::sint32, optional_sint32);
  PLAINPROTO_OPTIONAL(6, plainproto::sint64, optional_sint64);
  PLAINPROTO_OPTIONAL(7, plainproto::fixed32, optional_fixed32);
  PLAINPROTO_OPTIONAL(8, plainproto::fixed64, optional_fixed64);
  PLAINPROTO_OPTIONAL(9, plainproto::sfixed32, optional_sfixed32);
  PLAINPROTO_OPTIONAL(10, plainproto::sfixed64, optional_sfixed64);
  PLAINPROTO_OPTIONAL(11, float, optional_float);
  PLAINPROTO_OPTIONAL(12, double, optional_double);
  PLAINPROTO_OPTIONAL(13, bool, optional_bool);
  PLAINPROTO_OPTIONAL(14, std::string, optional_string);
  PLAINPROTO_OPTIONAL(15, plainproto::bytes, optional_bytes);

  PLAINPROTO_OPTIONAL(18, NestedMessage, optional_nested_message);
  PLAINPROTO_OPTIONAL(19, ForeignMessageProto2, optional_foreign_message);

  PLAINPROTO_OPTIONAL(21, NestedEnum, optional_nested_enum);
  PLAINPROTO_OPTIONAL(22, ForeignEnumProto2, optional_foreign_enum);

  PLAINPROTO_OPTIONAL(24, std::string, optional_string_piece);  // [ctype = STRING_PIECE]
  PLAINPROTO_OPTIONAL(25, std::string, optional_cord);          // [ctype = CORD]

  PLAINPROTO_OPTIONAL(27, plainproto::boxed<TestAllTypesProto2>, recursive_message);

  // Repeated
  PLAINPROTO_REPEATED(31, std::int32_t, repeated_int32);
  PLAINPROTO_REPEATED(32, std::int64_t, repeated_int64);
  PLAINPROTO_REPEATED(33, std::uint32_t, repeated_uint32);
  PLAINPROTO_REPEATED(34, std::uint64_t, repeated_uint64);
  PLAINPROTO_REPEATED(35, plainproto::sint32, repeated_sint32);
  PLAINPROTO_REPEATED(36, plainproto::sint64, repeated_sint64);
  PLAINPROTO_REPEATED(37, plainproto::fixed32, repeated_fixed32);
  PLAINPROTO_REPEATED(38, plainproto::fixed64, repeated_fixed64);
  PLAINPROTO_REPEATED(39, plainproto::sfixed32, repeated_sfixed32);
  PLAINPROTO_REPEATED(40, plainproto::sfixed64, repeated_sfixed64);
  PLAINPROTO_REPEATED(41, float, repeated_float);
  PLAINPROTO_REPEATED(42, double, repeated_double);
  PLAINPROTO_REPEATED(43, bool, repeated_bool);
  PLAINPROTO_REPEATED(44, std::string, repeated_string);
  PLAINPROTO_REPEATED(45, plainproto::bytes, repeated_bytes);

  PLAINPROTO_REPEATED(48, NestedMessage, repeated_nested_message);
  PLAINPROTO_REPEATED(49, ForeignMessageProto2, repeated_foreign_message);

  PLAINPROTO_REPEATED(51, NestedEnum, repeated_nested_enum);
  PLAINPROTO_REPEATED(52, ForeignEnumProto2, repeated_foreign_enum);

  PLAINPROTO_REPEATED(54, std::string, repeated_string_piece);  // [ctype = STRING_PIECE]
  PLAINPROTO_REPEATED(55, std::string, repeated_cord);          // [ctype = CORD]

  // Packed
  PLAINPROTO_REPEATED(75, plainproto::packed<std::int32_t>, packed_int32);
  PLAINPROTO_REPEATED(76, plainproto::packed<std::int64_t>, packed_int64);
  PLAINPROTO_REPEATED(77, plainproto::packed<std::uint32_t>, packed_uint32);
  PLAINPROTO_REPEATED(78, plainproto::packed<std::uint64_t>, packed_uint64);
  PLAINPROTO_REPEATED(79, plainproto::packed<plainproto::sint32>, packed_sint32);
  PLAINPROTO_REPEATED(80, plainproto::packed<plainproto::sint64>, packed_sint64);
  PLAINPROTO_REPEATED(81, plainproto::packed<plainproto::fixed32>, packed_fixed32);
  PLAINPROTO_REPEATED(82, plainproto::packed<plainproto::fixed64>, packed_fixed64);
  PLAINPROTO_REPEATED(83, plainproto::packed<plainproto::sfixed32>, packed_sfixed32);
  PLAINPROTO_REPEATED(84, plainproto::packed<plainproto::sfixed64>, packed_sfixed64);
  PLAINPROTO_REPEATED(85, plainproto::packed<float>, packed_float);
  PLAINPROTO_REPEATED(86, plainproto::packed<double>, packed_double);
  PLAINPROTO_REPEATED(87, plainproto::packed<bool>, packed_bool);
  PLAINPROTO_REPEATED(88, plainproto::packed<NestedEnum>, packed_nested_enum);

  // Unpacked ([packed = false] is proto2's default)
  PLAINPROTO_REPEATED(89, std::int32_t, unpacked_int32);
  PLAINPROTO_REPEATED(90, std::int64_t, unpacked_int64);
  PLAINPROTO_REPEATED(91, std::uint32_t, unpacked_uint32);
  PLAINPROTO_REPEATED(92, std::uint64_t, unpacked_uint64);
  PLAINPROTO_REPEATED(93, plainproto::sint32, unpacked_sint32);
  PLAINPROTO_REPEATED(94, plainproto::sint64, unpacked_sint64);
  PLAINPROTO_REPEATED(95, plainproto::fixed32, unpacked_fixed32);
  PLAINPROTO_REPEATED(96, plainproto::fixed64, unpacked_fixed64);
  PLAINPROTO_REPEATED(97, plainproto::sfixed32, unpacked_sfixed32);
  PLAINPROTO_REPEATED(98, plainproto::sfixed64, unpacked_sfixed64);
  PLAINPROTO_REPEATED(99, float, unpacked_float);
  PLAINPROTO_REPEATED(100, double, unpacked_double);
  PLAINPROTO_REPEATED(101, bool, unpacked_bool);
  PLAINPROTO_REPEATED(102, NestedEnum, unpacked_nested_enum);

  // Map
  PLAINPROTO_MAP(56, std::int32_t, std::int32_t, map_int32_int32);
  PLAINPROTO_MAP(57, std::int64_t, std::int64_t, map_int64_int64);
  PLAINPROTO_MAP(58, std::uint32_t, std::uint32_t, map_uint32_uint32);
  PLAINPROTO_MAP(59, std::uint64_t, std::uint64_t, map_uint64_uint64);
  PLAINPROTO_MAP(60, plainproto::sint32, plainproto::sint32, map_sint32_sint32);
  PLAINPROTO_MAP(61, plainproto::sint64, plainproto::sint64, map_sint64_sint64);
  PLAINPROTO_MAP(62, plainproto::fixed32, plainproto::fixed32, map_fixed32_fixed32);
  PLAINPROTO_MAP(63, plainproto::fixed64, plainproto::fixed64, map_fixed64_fixed64);
  PLAINPROTO_MAP(64, plainproto::sfixed32, plainproto::sfixed32, map_sfixed32_sfixed32);
  PLAINPROTO_MAP(65, plainproto::sfixed64, plainproto::sfixed64, map_sfixed64_sfixed64);
  PLAINPROTO_MAP(66, std::int32_t, float, map_int32_float);
  PLAINPROTO_MAP(67, std::int32_t, double, map_int32_double);
  PLAINPROTO_MAP(68, bool, bool, map_bool_bool);
  PLAINPROTO_MAP(69, std::string, std::string, map_string_string);
  PLAINPROTO_MAP(70, std::string, plainproto::bytes, map_string_bytes);
  PLAINPROTO_MAP(71, std::string, NestedMessage, map_string_nested_message);
  PLAINPROTO_MAP(72, std::string, ForeignMessageProto2, map_string_foreign_message);
  PLAINPROTO_MAP(73, std::string, NestedEnum, map_string_nested_enum);
  PLAINPROTO_MAP(74, std::string, ForeignEnumProto2, map_string_foreign_enum);

  PLAINPROTO_ONEOF(oneof_field,
                   (111, std::uint32_t, oneof_uint32),
                   (112, NestedMessage, oneof_nested_message),
                   (113, std::string, oneof_string),
                   (114, plainproto::bytes, oneof_bytes),
                   (115, bool, oneof_bool),
                   (116, std::uint64_t, oneof_uint64),
                   (117, float, oneof_float),
                   (118, double, oneof_double),
                   (119, NestedEnum, oneof_enum));

  PLAINPROTO_EXTENSIONS(extensions, (120, 200));

  // groups
  PLAINPROTO_OPTIONAL(201, plainproto::group<Data>, data);

  // default values
  PLAINPROTO_OPTIONAL(241, std::int32_t, default_int32) = -123456789;
  PLAINPROTO_OPTIONAL(242, std::int64_t, default_int64) = -9123456789123456789LL;
  PLAINPROTO_OPTIONAL(243, std::uint32_t, default_uint32) = 2123456789u;
  PLAINPROTO_OPTIONAL(244, std::uint64_t, default_uint64) = 10123456789123456789ULL;
  PLAINPROTO_OPTIONAL(245, plainproto::sint32, default_sint32) = -123456789;
  PLAINPROTO_OPTIONAL(246, plainproto::sint64, default_sint64) = -9123456789123456789LL;
  PLAINPROTO_OPTIONAL(247, plainproto::fixed32, default_fixed32) = 2123456789u;
  PLAINPROTO_OPTIONAL(248, plainproto::fixed64, default_fixed64) = 10123456789123456789ULL;
  PLAINPROTO_OPTIONAL(249, plainproto::sfixed32, default_sfixed32) = -123456789;
  PLAINPROTO_OPTIONAL(250, plainproto::sfixed64, default_sfixed64) = -9123456789123456789LL;
  PLAINPROTO_OPTIONAL(251, float, default_float) = 9e9f;
  PLAINPROTO_OPTIONAL(252, double, default_double) = 7e22;
  PLAINPROTO_OPTIONAL(253, bool, default_bool) = true;
  PLAINPROTO_OPTIONAL(254, std::string, default_string) = "Rosebud";
  PLAINPROTO_OPTIONAL(255, plainproto::bytes, default_bytes) = "joshua";

  // Test field-name-to-JSON-name convention.
  PLAINPROTO_OPTIONAL(401, std::int32_t, fieldname1);
  PLAINPROTO_OPTIONAL(402, std::int32_t, field_name2);
  PLAINPROTO_OPTIONAL(403, std::int32_t, _field_name3);
  PLAINPROTO_OPTIONAL(404, std::int32_t, field__name4_);
  PLAINPROTO_OPTIONAL(405, std::int32_t, field0name5);
  PLAINPROTO_OPTIONAL(406, std::int32_t, field_0_name6);
  PLAINPROTO_OPTIONAL(407, std::int32_t, fieldName7);
  PLAINPROTO_OPTIONAL(408, std::int32_t, FieldName8);
  PLAINPROTO_OPTIONAL(409, std::int32_t, field_Name9);
  PLAINPROTO_OPTIONAL(410, std::int32_t, Field_Name10);
  PLAINPROTO_OPTIONAL(411, std::int32_t, FIELD_NAME11);
  PLAINPROTO_OPTIONAL(412, std::int32_t, FIELD_name12);
  PLAINPROTO_OPTIONAL(413, std::int32_t, __field_name13);
  PLAINPROTO_OPTIONAL(414, std::int32_t, __Field_name14);
  PLAINPROTO_OPTIONAL(415, std::int32_t, field__name15);
  PLAINPROTO_OPTIONAL(416, std::int32_t, field__Name16);
  PLAINPROTO_OPTIONAL(417, std::int32_t, field_name17__);
  PLAINPROTO_OPTIONAL(418, std::int32_t, Field_name18__);

  // reserved 1000 to 9999;   (for the unknown-fields tests: plainproto has no reserved ranges, nothing declares them)

  PLAINPROTO_UNKNOWN_FIELDS(unknown_fields);
};

PLAINPROTO_DECLARE_MESSAGE(TestAllTypesProto2);
PLAINPROTO_MESSAGE(TestAllTypesProto2::NestedMessage, "protobuf_test_messages.proto2.TestAllTypesProto2.NestedMessage",
                   a, corecursive);
PLAINPROTO_MESSAGE(TestAllTypesProto2::Data, "protobuf_test_messages.proto2.TestAllTypesProto2.Data", group_int32,
                   group_uint32);
PLAINPROTO_MESSAGE(TestAllTypesProto2::MessageSetCorrect, "protobuf_test_messages.proto2.TestAllTypesProto2.MessageSetCorrect");
PLAINPROTO_MESSAGE(TestAllTypesProto2::MessageSetCorrectExtension1,
                   "protobuf_test_messages.proto2.TestAllTypesProto2.MessageSetCorrectExtension1", str);
PLAINPROTO_MESSAGE(TestAllTypesProto2::MessageSetCorrectExtension2,
                   "protobuf_test_messages.proto2.TestAllTypesProto2.MessageSetCorrectExtension2", i);
PLAINPROTO_EXTENSION(TestAllTypesProto2::MessageSetCorrect, 1547769, TestAllTypesProto2::MessageSetCorrectExtension1,
                     message_set_extension1,
                     "protobuf_test_messages.proto2.TestAllTypesProto2.MessageSetCorrectExtension1.message_set_extension");
PLAINPROTO_EXTENSION(TestAllTypesProto2::MessageSetCorrect, 4135312, TestAllTypesProto2::MessageSetCorrectExtension2,
                     message_set_extension2,
                     "protobuf_test_messages.proto2.TestAllTypesProto2.MessageSetCorrectExtension2.message_set_extension");

PLAINPROTO_MESSAGE(TestAllTypesProto2, "protobuf_test_messages.proto2.TestAllTypesProto2",
                   optional_int32, optional_int64, optional_uint32, optional_uint64, optional_sint32, optional_sint64,
                   optional_fixed32, optional_fixed64, optional_sfixed32, optional_sfixed64, optional_float,
                   optional_double, optional_bool, optional_string, optional_bytes, optional_nested_message,
                   optional_foreign_message, optional_nested_enum, optional_foreign_enum, optional_string_piece,
                   optional_cord, recursive_message,
                   repeated_int32, repeated_int64, repeated_uint32, repeated_uint64, repeated_sint32, repeated_sint64,
                   repeated_fixed32, repeated_fixed64, repeated_sfixed32, repeated_sfixed64, repeated_float,
                   repeated_double, repeated_bool, repeated_string, repeated_bytes, repeated_nested_message,
                   repeated_foreign_message, repeated_nested_enum, repeated_foreign_enum, repeated_string_piece,
                   repeated_cord,
                   packed_int32, packed_int64, packed_uint32, packed_uint64, packed_sint32, packed_sint64,
                   packed_fixed32, packed_fixed64, packed_sfixed32, packed_sfixed64, packed_float, packed_double,
                   packed_bool, packed_nested_enum,
                   unpacked_int32, unpacked_int64, unpacked_uint32, unpacked_uint64, unpacked_sint32, unpacked_sint64,
                   unpacked_fixed32, unpacked_fixed64, unpacked_sfixed32, unpacked_sfixed64, unpacked_float,
                   unpacked_double, unpacked_bool, unpacked_nested_enum,
                   map_int32_int32, map_int64_int64, map_uint32_uint32, map_uint64_uint64, map_sint32_sint32,
                   map_sint64_sint64, map_fixed32_fixed32, map_fixed64_fixed64, map_sfixed32_sfixed32,
                   map_sfixed64_sfixed64, map_int32_float, map_int32_double, map_bool_bool, map_string_string,
                   map_string_bytes, map_string_nested_message, map_string_foreign_message, map_string_nested_enum,
                   map_string_foreign_enum,
                   oneof_field,
                   data,
                   default_int32, default_int64, default_uint32, default_uint64, default_sint32, default_sint64,
                   default_fixed32, default_fixed64, default_sfixed32, default_sfixed64, default_float,
                   default_double, default_bool, default_string, default_bytes,
                   fieldname1, field_name2, _field_name3, field__name4_, field0name5, field_0_name6, fieldName7,
                   FieldName8, field_Name9, Field_Name10, FIELD_NAME11, FIELD_name12, __field_name13, __Field_name14,
                   field__name15, field__Name16, field_name17__, Field_name18__);

// message UnknownToTestAllTypes: fields TestAllTypesProto2 does not have (its numbers are reserved there).
struct UnknownToTestAllTypes : plainproto::message<UnknownToTestAllTypes> {
  // optional group OptionalGroup = 1004 { optional int32 a = 1; }
  struct OptionalGroup : plainproto::message<OptionalGroup> {
    PLAINPROTO_OPTIONAL(1, std::int32_t, a);
  };

  PLAINPROTO_OPTIONAL(1001, std::int32_t, optional_int32);
  PLAINPROTO_OPTIONAL(1002, std::string, optional_string);
  PLAINPROTO_OPTIONAL(1003, ForeignMessageProto2, nested_message);
  PLAINPROTO_OPTIONAL(1004, plainproto::group<OptionalGroup>, optionalgroup);
  PLAINPROTO_OPTIONAL(1006, bool, optional_bool);
  PLAINPROTO_REPEATED(1011, std::int32_t, repeated_int32);
};
PLAINPROTO_MESSAGE(UnknownToTestAllTypes::OptionalGroup,
                   "protobuf_test_messages.proto2.UnknownToTestAllTypes.OptionalGroup", a);
PLAINPROTO_MESSAGE(UnknownToTestAllTypes, "protobuf_test_messages.proto2.UnknownToTestAllTypes", optional_int32,
                   optional_string, nested_message, optionalgroup, optional_bool, repeated_int32);

// extend TestAllTypesProto2 { optional int32 extension_int32 = 120; }
PLAINPROTO_EXTENSION(TestAllTypesProto2, 120, std::int32_t, extension_int32,
                     "protobuf_test_messages.proto2.extension_int32");

// message NullHypothesisProto2 {}
struct NullHypothesisProto2 : plainproto::message<NullHypothesisProto2> {};
PLAINPROTO_MESSAGE(NullHypothesisProto2, "protobuf_test_messages.proto2.NullHypothesisProto2");

// message EnumOnlyProto2 { enum Bool { kFalse = 0; kTrue = 1; } }
struct EnumOnlyProto2 : plainproto::message<EnumOnlyProto2> {
  PLAINPROTO_NESTED_ENUM(Bool, "protobuf_test_messages.proto2.EnumOnlyProto2.Bool", (kFalse, 0), (kTrue, 1));
};
PLAINPROTO_MESSAGE(EnumOnlyProto2, "protobuf_test_messages.proto2.EnumOnlyProto2");

// message OneStringProto2 { optional string data = 1; }
struct OneStringProto2 : plainproto::message<OneStringProto2> {
  PLAINPROTO_OPTIONAL(1, std::string, data);
};
PLAINPROTO_MESSAGE(OneStringProto2, "protobuf_test_messages.proto2.OneStringProto2", data);

}  // namespace protobuf_test_messages::proto2
