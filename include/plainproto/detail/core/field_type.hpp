// plainproto: proto field types and labels, and the mapping from C++ storage types to them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace plainproto {

enum class field_type : std::uint8_t {
  double_,
  float_,
  int32,
  int64,
  uint32,
  uint64,
  sint32,
  sint64,
  fixed32,
  fixed64,
  sfixed32,
  sfixed64,
  bool_,
  string,
  bytes,
  enum_,
  message,
};

enum class field_label : std::uint8_t { optional, required, repeated };

// The spelling used in .proto files.
constexpr std::string_view type_name(field_type type) noexcept {
  switch (type) {
    case field_type::double_: return "double";
    case field_type::float_: return "float";
    case field_type::int32: return "int32";
    case field_type::int64: return "int64";
    case field_type::uint32: return "uint32";
    case field_type::uint64: return "uint64";
    case field_type::sint32: return "sint32";
    case field_type::sint64: return "sint64";
    case field_type::fixed32: return "fixed32";
    case field_type::fixed64: return "fixed64";
    case field_type::sfixed32: return "sfixed32";
    case field_type::sfixed64: return "sfixed64";
    case field_type::bool_: return "bool";
    case field_type::string: return "string";
    case field_type::bytes: return "bytes";
    case field_type::enum_: return "enum";
    case field_type::message: return "message";
  }
  return "?";
}

constexpr std::string_view label_name(field_label label) noexcept {
  switch (label) {
    case field_label::optional: return "optional";
    case field_label::required: return "required";
    case field_label::repeated: return "repeated";
  }
  return "?";
}

// How a field's value is held in C++, which decides the generic code path.
enum class cpp_kind : std::uint8_t { int32, int64, uint32, uint64, double_, float_, bool_, enum_, string, message };

constexpr cpp_kind kind_of(field_type type) noexcept {
  switch (type) {
    case field_type::int32:
    case field_type::sint32:
    case field_type::sfixed32: return cpp_kind::int32;
    case field_type::int64:
    case field_type::sint64:
    case field_type::sfixed64: return cpp_kind::int64;
    case field_type::uint32:
    case field_type::fixed32: return cpp_kind::uint32;
    case field_type::uint64:
    case field_type::fixed64: return cpp_kind::uint64;
    case field_type::double_: return cpp_kind::double_;
    case field_type::float_: return cpp_kind::float_;
    case field_type::bool_: return cpp_kind::bool_;
    case field_type::enum_: return cpp_kind::enum_;
    case field_type::string:
    case field_type::bytes: return cpp_kind::string;
    case field_type::message: return cpp_kind::message;
  }
  return cpp_kind::int32;
}

// One number-like field value moved through the type-erased layer: int32, int64 and enums
// travel in `i`, unsigned types in `u`, float and double in `d`, bools in `b`.
struct scalar {
  union {
    std::int64_t i;
    std::uint64_t u;
    double d;
    bool b;
  };
  constexpr scalar() noexcept : i(0) {}
  static constexpr scalar from_int(std::int64_t v) noexcept { scalar s; s.i = v; return s; }
  static constexpr scalar from_uint(std::uint64_t v) noexcept { scalar s; s.u = v; return s; }
  static constexpr scalar from_double(double v) noexcept { scalar s; s.d = v; return s; }
  static constexpr scalar from_bool(bool v) noexcept { scalar s; s.b = v; return s; }
};

// Proto types that hold the same C++ value as another type and differ only in their encoding, named in the type
// position of a field declaration: PLAINPROTO_OPTIONAL(1, plainproto::sint64, offset) holds an std::int64_t.
struct sint32 {};
struct sint64 {};
struct fixed32 {};
struct fixed64 {};
struct sfixed32 {};
struct sfixed64 {};
struct bytes {};
// A repeated scalar field declared [packed = true]: PLAINPROTO_REPEATED(3, plainproto::packed<float>, weights).
template <class T>
struct packed {};
// A proto2 group (`optional group Data = 201 { ... }`): a message field whose text-format name is its type's name
// and whose binary form is delimited by start- and end-group tags: PLAINPROTO_OPTIONAL(201, plainproto::group<Data>,
// data).
template <class T>
struct group {};
// A sub-message held on the heap rather than by value, for a message that contains itself (directly or through
// others): PLAINPROTO_OPTIONAL(27, plainproto::boxed<TestAllTypes>, recursive_message). It reads and writes as any
// message field.
template <class T>
struct boxed {};

namespace detail {

template <class T>
struct dependent_false : std::false_type {};

// The proto type a C++ value type maps to when the field declaration does not name one.
template <class T>
constexpr field_type natural_type() noexcept {
  if constexpr (std::is_same_v<T, double>) return field_type::double_;
  else if constexpr (std::is_same_v<T, float>) return field_type::float_;
  else if constexpr (std::is_same_v<T, bool>) return field_type::bool_;
  else if constexpr (std::is_same_v<T, std::int32_t>) return field_type::int32;
  else if constexpr (std::is_same_v<T, std::int64_t>) return field_type::int64;
  else if constexpr (std::is_same_v<T, std::uint32_t>) return field_type::uint32;
  else if constexpr (std::is_same_v<T, std::uint64_t>) return field_type::uint64;
  else if constexpr (std::is_same_v<T, std::string>) return field_type::string;
  else if constexpr (std::is_enum_v<T>) return field_type::enum_;
  else if constexpr (std::is_class_v<T>) return field_type::message;
  else static_assert(dependent_false<T>::value, "plainproto: unsupported field value type");
}


// What a field declaration's type names: the C++ value type held, the proto type, and [packed = true].
template <class T>
struct declared_type {
  using value_type = T;
  static constexpr field_type type = natural_type<T>();
  static constexpr bool packed = false;
  static constexpr bool group = false;
};
template <class Value, field_type Type>
struct encoding_of {
  using value_type = Value;
  static constexpr field_type type = Type;
  static constexpr bool packed = false;
  static constexpr bool group = false;
};
template <>
struct declared_type<sint32> : encoding_of<std::int32_t, field_type::sint32> {};
template <>
struct declared_type<sint64> : encoding_of<std::int64_t, field_type::sint64> {};
template <>
struct declared_type<fixed32> : encoding_of<std::uint32_t, field_type::fixed32> {};
template <>
struct declared_type<fixed64> : encoding_of<std::uint64_t, field_type::fixed64> {};
template <>
struct declared_type<sfixed32> : encoding_of<std::int32_t, field_type::sfixed32> {};
template <>
struct declared_type<sfixed64> : encoding_of<std::int64_t, field_type::sfixed64> {};
template <>
struct declared_type<bytes> : encoding_of<std::string, field_type::bytes> {};
template <class T>
struct declared_type<packed<T>> : declared_type<T> {
  static_assert(kind_of(declared_type<T>::type) != cpp_kind::string && kind_of(declared_type<T>::type) != cpp_kind::message,
                "plainproto: [packed = true] applies to repeated numbers, bools and enums only");
  static constexpr bool packed = true;
};

template <class T>
struct declared_type<group<T>> : declared_type<T> {
  static_assert(natural_type<T>() == field_type::message, "plainproto: a group's type is a message struct");
  static constexpr bool group = true;
};

template <class T>
using value_type_t = typename declared_type<T>::value_type;

// The message type a field's value is: T for T and for boxed<T>.
template <class T>
struct message_type_of {
  using type = T;
};
template <class T>
struct message_type_of<boxed<T>> {
  using type = T;
};

}  // namespace detail
}  // namespace plainproto
