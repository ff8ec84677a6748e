// plainproto: PLAINPROTO_MESSAGE / PLAINPROTO_ENUM, the macros that describe a struct or enum.
//
//   struct AdamOptimizer : plainproto::message<AdamOptimizer> {
//     plainproto::optional<LearningRate> learning_rate;
//     plainproto::optional<float> beta1 = 0.9f;
//   };
//   PLAINPROTO_MESSAGE(AdamOptimizer, "protos.AdamOptimizer",
//                      PLAINPROTO_FIELD(learning_rate, 1),
//                      PLAINPROTO_FIELD(beta1, 3));
//
// Each field is one argument, so a message may have any number of fields. Fields are listed in
// .proto declaration order. Place the macro in the namespace of the type, after the type.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <vector>

#include "describe.hpp"
#include "descriptor.hpp"
#include "field.hpp"
#include "message.hpp"
#include "oneof.hpp"
#include "storage_ops.hpp"

namespace plainproto {

// Field option: the proto name when it differs from the C++ member (`auto` is `auto_` in C++).
struct proto_name {
  std::string_view value;
};

namespace detail {

template <class S>
struct storage_traits;
template <class T, field_label L, value_category C>
struct storage_traits<singular<T, L, C>> {
  using value_type = T;
  static constexpr field_label label = L;
};
template <class T>
struct storage_traits<std::vector<T>> {
  using value_type = T;
  static constexpr field_label label = field_label::repeated;
};

template <class C, class S>
C class_of_member(S C::*);
template <class C, class S>
S type_of_member(S C::*);

template <auto Member>
void* member_storage(void* message) {
  using C = decltype(class_of_member(Member));
  return &(static_cast<C*>(message)->*Member);
}

constexpr void apply_field_option(field_descriptor& field, field_type type) noexcept { field.type = type; }
constexpr void apply_field_option(field_descriptor& field, proto_name name) noexcept { field.name = name.value; }

template <class T>
constexpr void set_type_links(field_descriptor& field) noexcept {
  field.type = natural_type<T>();
  if constexpr (std::is_enum_v<T>) field.enum_type = &enum_descriptor_fn<T>;
  if constexpr (natural_type<T>() == field_type::message) field.message_type = &message_descriptor_fn<T>;
}

template <class T>
constexpr void check_declared_type(const field_descriptor& field) {
  if (!type_fits<T>(field.type))
    throw std::logic_error("plainproto: the declared proto type does not fit the member's C++ type");
}

// Templated on the storage type rather than the member, so that fields of one type share one instantiation.
template <class S, class... Options>
constexpr field_descriptor make_field(std::string_view member_name, void* (*storage)(void*), std::int32_t number,
                                      Options... options) {
  using T = typename storage_traits<S>::value_type;
  field_descriptor field{};
  field.name = member_name;
  field.number = number;
  field.label = storage_traits<S>::label;
  field.oneof_index = -1;
  field.ops = &ops_v<S>;
  field.storage = storage;
  set_type_links<T>(field);
  (apply_field_option(field, options), ...);
  check_declared_type<T>(field);
  return field;
}

template <auto OneofMember, auto Case, class... Options>
constexpr field_descriptor make_oneof_field(std::string_view member_name, std::string_view oneof_name,
                                            Options... options) {
  using O = decltype(type_of_member(OneofMember));
  using T = typename O::template type_of<Case>;
  field_descriptor field{};
  field.name = member_name;
  field.number = static_cast<std::int32_t>(Case);
  field.label = field_label::optional;
  field.oneof_index = 0;  // numbered by finalize_fields
  field.oneof_name = oneof_name;
  field.ops = &oneof_member_ops_v<O, Case>;
  field.storage = &member_storage<OneofMember>;
  set_type_links<T>(field);
  (apply_field_option(field, options), ...);
  check_declared_type<T>(field);
  return field;
}

template <class... Fields>
constexpr std::array<field_descriptor, sizeof...(Fields)> field_list(Fields... fields) {
  return {fields...};
}

// FNV-1a. Duplicate names are found by comparing hashes (and names only when hashes match): integer
// comparisons keep a message with hundreds of fields within the compilers' constexpr step limits.
constexpr std::uint32_t name_hash(std::string_view name) noexcept {
  std::uint32_t hash = 2166136261u;
  for (const char c : name) hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
  return hash;
}

// Numbers the oneofs in order of appearance and checks names, number ranges and oneof contiguity
// (duplicate numbers: order_by_number).
template <std::size_t N>
constexpr std::array<field_descriptor, N> finalize_fields(std::array<field_descriptor, N> fields) {
  std::uint32_t hashes[N ? N : 1] = {};
  for (std::size_t i = 0; i < N; ++i) {
    hashes[i] = name_hash(fields[i].name);
    for (std::size_t j = 0; j < i; ++j)
      if (hashes[j] == hashes[i] && fields[j].name == fields[i].name)
        throw std::logic_error("plainproto: duplicate field name");
  }
  std::int16_t oneof_count = 0;
  for (std::size_t i = 0; i < N; ++i) {
    if (fields[i].number < 1 || fields[i].number > 536870911)
      throw std::logic_error("plainproto: field numbers must be in 1..536870911");
    if (fields[i].oneof_name.empty()) {
      fields[i].oneof_index = -1;
      continue;
    }
    if (i > 0 && fields[i - 1].oneof_name == fields[i].oneof_name) {
      fields[i].oneof_index = fields[i - 1].oneof_index;
      continue;
    }
    for (std::size_t j = 0; j < i; ++j)
      if (fields[j].oneof_name == fields[i].oneof_name)
        throw std::logic_error("plainproto: the members of a oneof must be listed together");
    fields[i].oneof_index = oneof_count++;
  }
  return fields;
}

template <std::size_t N>
constexpr std::size_t count_oneofs(const std::array<field_descriptor, N>& fields) noexcept {
  std::size_t count = 0;
  for (const field_descriptor& field : fields)
    if (field.oneof_index >= 0 && static_cast<std::size_t>(field.oneof_index) + 1 > count)
      count = static_cast<std::size_t>(field.oneof_index) + 1;
  return count;
}

template <std::size_t K, std::size_t N>
constexpr std::array<oneof_descriptor, K> collect_oneofs(const std::array<field_descriptor, N>& fields) noexcept {
  std::array<oneof_descriptor, K> oneofs{};
  for (std::size_t i = 0; i < N; ++i) {
    if (fields[i].oneof_index < 0) continue;
    oneof_descriptor& oneof = oneofs[static_cast<std::size_t>(fields[i].oneof_index)];
    if (oneof.field_count == 0) {
      oneof.name = fields[i].oneof_name;
      oneof.first_field = static_cast<std::uint16_t>(i);
    }
    ++oneof.field_count;
  }
  return oneofs;
}

// Fields are usually declared in number order, which needs no sorting; otherwise a bottom-up merge sort
// (O(N log N) constexpr steps). Equal numbers end up adjacent, which is where duplicates are caught.
template <std::size_t N>
constexpr std::array<std::uint16_t, N> order_by_number(const std::array<field_descriptor, N>& fields) {
  std::array<std::uint16_t, N> runs[2] = {};
  bool declared_in_order = true;
  for (std::size_t i = 0; i < N; ++i) {
    runs[0][i] = static_cast<std::uint16_t>(i);
    if (i > 0 && fields[i - 1].number >= fields[i].number) declared_in_order = false;
  }
  if (declared_in_order) return runs[0];
  std::size_t from = 0;
  for (std::size_t width = 1; width < N; width *= 2, from = 1 - from) {
    const std::array<std::uint16_t, N>& source = runs[from];
    std::array<std::uint16_t, N>& target = runs[1 - from];
    for (std::size_t left = 0; left < N; left += 2 * width) {
      const std::size_t middle = left + width < N ? left + width : N;
      const std::size_t right = left + 2 * width < N ? left + 2 * width : N;
      std::size_t a = left;
      std::size_t b = middle;
      std::size_t out = left;
      while (a < middle && b < right)
        target[out++] = fields[source[b]].number < fields[source[a]].number ? source[b++] : source[a++];
      while (a < middle) target[out++] = source[a++];
      while (b < right) target[out++] = source[b++];
    }
  }
  for (std::size_t i = 1; i < N; ++i)
    if (fields[runs[from][i - 1]].number == fields[runs[from][i]].number)
      throw std::logic_error("plainproto: duplicate field number");
  return runs[from];
}

// A name index with at least twice as many slots as fields, so that probe runs stay short.
constexpr unsigned name_slot_bits_for(std::size_t field_count) noexcept {
  unsigned bits = 1;
  while ((std::size_t{1} << bits) < 2 * field_count) ++bits;
  return bits;
}

template <std::size_t N>
constexpr std::array<std::uint16_t, std::size_t{1} << name_slot_bits_for(N)> index_names(
    const std::array<field_descriptor, N>& fields) noexcept {
  constexpr unsigned bits = name_slot_bits_for(N);
  constexpr std::size_t mask = (std::size_t{1} << bits) - 1;
  std::array<std::uint16_t, mask + 1> index{};
  for (std::size_t i = 0; i < N; ++i) {
    std::size_t slot = field_name_slot(fields[i].name, bits);
    while (index[slot] != 0) slot = (slot + 1) & mask;
    index[slot] = static_cast<std::uint16_t>(i + 1);
  }
  return index;
}

template <class T>
void* create_message() {
  return new T();
}
template <class T>
void destroy_message(void* message) {
  delete static_cast<T*>(message);
}
template <class T>
void copy_message(void* destination, const void* source) {
  *static_cast<T*>(destination) = *static_cast<const T*>(source);
}
template <class T>
void clear_message(void* message) {
  static_cast<T*>(message)->clear();
}
template <class T>
void clear_message_keeping_lists(void* message) {
  clear_fields<true>(*static_cast<T*>(message), std::make_index_sequence<descriptor_of<T>().field_count>{});
}
template <class T>
const void* default_instance_of() {
  return &default_instance<T>();
}

template <std::size_t N>
constexpr bool any_required(const std::array<field_descriptor, N>& fields) noexcept {
  for (const field_descriptor& field : fields)
    if (field.is_required()) return true;
  return false;
}

template <class T, std::size_t N, std::size_t K, std::size_t S>
constexpr message_descriptor make_message_descriptor(std::string_view full_name,
                                                     const std::array<field_descriptor, N>& fields,
                                                     const std::array<std::uint16_t, N>& by_number,
                                                     const std::array<oneof_descriptor, K>& oneofs,
                                                     const std::array<std::uint16_t, S>& name_index) noexcept {
  static_assert(std::is_base_of_v<message<T>, T>, "plainproto: a message struct must derive from plainproto::message<T>");
  return message_descriptor{full_name,
                            N ? fields.data() : nullptr,
                            N,
                            N ? by_number.data() : nullptr,
                            K ? oneofs.data() : nullptr,
                            K,
                            &create_message<T>,
                            &destroy_message<T>,
                            &copy_message<T>,
                            &clear_message<T>,
                            &clear_message_keeping_lists<T>,
                            &default_instance_of<T>,
                            any_required(fields),
                            name_index.data(),
                            name_slot_bits_for(N)};
}

}  // namespace detail
}  // namespace plainproto

// The describing struct is a specialization keyed by the type: its name is the same in every translation
// unit, and two descriptions in one namespace (from different headers, on the same line) never collide.
#define PLAINPROTO_DETAIL_MESSAGE(Type, FullName, field_array)                                                   \
  template <class>                                                                                               \
  struct plainproto_message_info;                                                                                \
  template <>                                                                                                    \
  struct plainproto_message_info<Type> {                                                                         \
    using plainproto_self = Type;                                                                                \
    static constexpr auto fields = ::plainproto::detail::finalize_fields(field_array);                           \
    static constexpr auto by_number = ::plainproto::detail::order_by_number(fields);                             \
    static constexpr auto oneofs =                                                                               \
        ::plainproto::detail::collect_oneofs<::plainproto::detail::count_oneofs(fields)>(fields);                \
    static constexpr auto name_index = ::plainproto::detail::index_names(fields);                                \
    static constexpr ::plainproto::message_descriptor value =                                                    \
        ::plainproto::detail::make_message_descriptor<Type>(FullName, fields, by_number, oneofs, name_index);    \
  };                                                                                                             \
  constexpr const ::plainproto::message_descriptor& plainproto_describe(const Type*) noexcept {                  \
    return plainproto_message_info<Type>::value;                                                                 \
  }

// PLAINPROTO_MESSAGE(Type, "package.Type", PLAINPROTO_FIELD(...), ...)
#define PLAINPROTO_MESSAGE(Type, FullName, ...) \
  PLAINPROTO_DETAIL_MESSAGE(Type, FullName, ::plainproto::detail::field_list(__VA_ARGS__))

// A message without fields.
#define PLAINPROTO_EMPTY_MESSAGE(Type, FullName) \
  PLAINPROTO_DETAIL_MESSAGE(Type, FullName, ::plainproto::detail::field_list())

// PLAINPROTO_FIELD(member, number [, plainproto::field_type::sint32] [, plainproto::proto_name{"auto"}])
#define PLAINPROTO_FIELD(member, ...)                                    \
  ::plainproto::detail::make_field<decltype(plainproto_self::member)>( \
      #member, &::plainproto::detail::member_storage<&plainproto_self::member>, __VA_ARGS__)

// PLAINPROTO_ONEOF_FIELD(oneof_member, case_name): one member of a plainproto::oneof; the case
// enumerator's value is the field number and its name is the field name.
#define PLAINPROTO_ONEOF_FIELD(oneof_member, case_name)                                              \
  ::plainproto::detail::make_oneof_field<&plainproto_self::oneof_member,                             \
                                         decltype(plainproto_self::oneof_member)::case_type::case_name>( \
      #case_name, #oneof_member)

// PLAINPROTO_ONEOF_FIELD_AS(oneof_member, case_name, plainproto::field_type::bytes)
#define PLAINPROTO_ONEOF_FIELD_AS(oneof_member, case_name, ...)                                      \
  ::plainproto::detail::make_oneof_field<&plainproto_self::oneof_member,                             \
                                         decltype(plainproto_self::oneof_member)::case_type::case_name>( \
      #case_name, #oneof_member, __VA_ARGS__)

// PLAINPROTO_ENUM(Type, "package.Type", PLAINPROTO_ENUM_VALUE(A), ...), values in declaration order.
#define PLAINPROTO_ENUM(Type, FullName, ...)                                                            \
  template <class>                                                                                      \
  struct plainproto_enum_info;                                                                          \
  template <>                                                                                           \
  struct plainproto_enum_info<Type> {                                                                   \
    using plainproto_self = Type;                                                                       \
    static constexpr ::plainproto::enum_value_descriptor values[] = {__VA_ARGS__};                      \
    static constexpr ::plainproto::enum_descriptor value{FullName, values, sizeof(values) / sizeof(values[0])}; \
  };                                                                                                    \
  constexpr const ::plainproto::enum_descriptor& plainproto_describe(const Type*) noexcept {            \
    return plainproto_enum_info<Type>::value;                                                           \
  }

#define PLAINPROTO_ENUM_VALUE(name) \
  ::plainproto::enum_value_descriptor { #name, static_cast<std::int32_t>(plainproto_self::name) }
