// plainproto: the two views of a message's fields the binary codec is written against, once.
//
// - static_message_view<D>: the descriptor is a compile-time constant (serialize<T>, parse_binary<T>). Every
//   property of a field folds to a constant, its storage and storage_ops calls are direct calls the compiler
//   inlines, and its message fields lead to the static views of their types.
// - dynamic_message_view: a descriptor known only at run time (the command-line tool, descriptor-based calls).
//
// Both offer the same members, so that a codec function template instantiated with either does the same thing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <utility>

#include "../common/char_scan.hpp"
#include "../core/descriptor.hpp"
#include "wire.hpp"

namespace plainproto {
namespace detail {

inline constexpr std::size_t no_field_index = static_cast<std::size_t>(-1);

// The index in descriptor.fields of the field with this number, or no_field_index: a binary search of the
// fields in number order.
constexpr std::size_t find_field_index_by_number(const message_descriptor& descriptor, std::uint32_t number) noexcept {
  std::size_t low = 0;
  std::size_t high = descriptor.field_count;
  while (low < high) {
    const std::size_t middle = low + (high - low) / 2;
    const std::uint16_t index = descriptor.fields_by_number[middle];
    const auto candidate = static_cast<std::uint32_t>(descriptor.fields[index].number);
    if (candidate == number) return index;
    if (candidate < number)
      low = middle + 1;
    else
      high = middle;
  }
  return no_field_index;
}

// Whether a proto2 (closed) enum declares the number. Enums are mostly a run of consecutive numbers, which a
// range test answers; otherwise a search.
struct enum_number_set {
  const enum_descriptor* enumeration = nullptr;
  std::int64_t min = 0;
  std::int64_t max = -1;
  bool consecutive = true;

  // (Not a pointer tested against null: g++ -fsanitize=null cannot evaluate that test at compile time for the
  // address of an enum's descriptor, and a program built with it would not compile.)
  constexpr explicit enum_number_set(const field_descriptor& field) noexcept
      : enumeration(field.type == field_type::enum_ ? field.enum_type() : nullptr) {
    if (field.type != field_type::enum_) return;
    const enum_descriptor* const type = enumeration;
    if (type->value_count == 0) return;
    min = max = type->values[0].number;
    for (const enum_value_descriptor& value : *type) {
      if (value.number < min) min = value.number;
      if (value.number > max) max = value.number;
    }
    // Consecutive when every number in [min, max] is declared (aliases only repeat one).
    for (std::int64_t number = min; consecutive && number <= max && number - min < 4096; ++number)
      consecutive = type->declares(static_cast<std::int32_t>(number));
    if (max - min >= 4096) consecutive = false;
  }
  constexpr bool contains(std::int32_t number) const noexcept {
    if (number < min || number > max) return false;
    return consecutive || enumeration->declares(number);
  }
};

// Whether a message of this type can lack a required field: it, or a type it reaches, declares one. (A type
// graph of more than `capacity` types is assumed to.)
constexpr bool reaches_required(const message_descriptor& type, const message_descriptor** seen, std::size_t& count,
                                std::size_t capacity) noexcept {
  if (type.has_required_fields || type.extensions != nullptr) return true;  // (an extension may be a message)
  for (std::size_t i = 0; i < count; ++i)  // (by name: g++ -fsanitize=null cannot compare addresses here)
    if (seen[i]->full_name == type.full_name) return false;
  if (count == capacity) return true;
  seen[count++] = &type;
  for (const field_descriptor& field : type)
    if (field.type == field_type::message && reaches_required(*field.message_type(), seen, count, capacity)) return true;
  return false;
}
constexpr bool may_lack_required(const message_descriptor& type) noexcept {
  constexpr std::size_t capacity = 256;
  const message_descriptor* seen[capacity] = {};
  std::size_t count = 0;
  return reaches_required(type, seen, count, capacity);
}
// The answer for a type known at compile time, computed there once: called from run-time code, the function
// above would walk the type graph on every parse.
template <const message_descriptor& D>
inline constexpr bool may_lack_required_v = may_lack_required(D);

struct dynamic_message_view;

// --- run time ---------------------------------------------------------------------------------------------

struct dynamic_field {
  const field_descriptor* descriptor;

  const field_descriptor& get() const noexcept { return *descriptor; }
  std::int32_t number() const noexcept { return descriptor->number; }
  field_type type() const noexcept { return descriptor->type; }
  bool is_repeated() const noexcept { return descriptor->is_repeated(); }
  bool packed() const noexcept { return descriptor->packed; }
  bool group() const noexcept { return descriptor->group; }
  const storage_ops& ops() const noexcept { return *descriptor->ops; }
  void* storage(void* message) const { return descriptor->storage_in(message); }
  const void* storage(const void* message) const { return descriptor->storage_in(message); }
  bool enum_declares(std::int32_t number) const { return descriptor->enum_type()->find(number) != nullptr; }
  bool may_lack_required() const noexcept { return true; }
  inline dynamic_message_view message_type() const noexcept;
};

struct dynamic_message_view {
  static constexpr bool is_static = false;
  const message_descriptor* descriptor;

  const message_descriptor& get() const noexcept { return *descriptor; }
  bool may_lack_required() const noexcept { return true; }
  template <class Visit>
  void for_each_field_by_number(Visit&& visit) const {
    for (std::size_t i = 0; i < descriptor->field_count; ++i) visit(dynamic_field{&descriptor->field_by_number_order(i)});
  }
  template <class Visit>
  void for_each_field_by_number_reversed(Visit&& visit) const {
    for (std::size_t i = descriptor->field_count; i-- > 0;) visit(dynamic_field{&descriptor->field_by_number_order(i)});
  }
  std::size_t find(std::uint32_t number) const noexcept { return find_field_index_by_number(*descriptor, number); }
  dynamic_field field(std::size_t index) const noexcept { return dynamic_field{&descriptor->fields[index]}; }
};

inline dynamic_message_view dynamic_field::message_type() const noexcept {
  return dynamic_message_view{descriptor->message_type()};
}

// --- compile time -----------------------------------------------------------------------------------------

template <const message_descriptor& D>
struct static_message_view;

template <const message_descriptor& D, std::size_t I>
struct static_field {
  static constexpr std::size_t index = I;
  static constexpr const field_descriptor& descriptor = D.fields[I];
  static constexpr const storage_ops* ops_table = descriptor.ops;
  static constexpr std::size_t offset = descriptor.offset;

  static constexpr const field_descriptor& get() noexcept { return descriptor; }
  static constexpr std::int32_t number() noexcept { return descriptor.number; }
  static constexpr field_type type() noexcept { return descriptor.type; }
  static constexpr bool is_repeated() noexcept { return descriptor.is_repeated(); }
  static constexpr bool packed() noexcept { return descriptor.packed; }
  static constexpr bool group() noexcept { return descriptor.group; }
  static constexpr const storage_ops& ops() noexcept { return *ops_table; }
  static void* storage(void* message) { return static_cast<char*>(message) + offset; }
  static const void* storage(const void* message) { return static_cast<const char*>(message) + offset; }
  static bool enum_declares(std::int32_t number) noexcept {
    static constexpr enum_number_set numbers{descriptor};
    return numbers.contains(number);
  }
  // Whether the field's message type can lack a required field (false for other fields).
  static constexpr bool may_lack_required() noexcept {
    if constexpr (descriptor.type == field_type::message)
      return may_lack_required_v<*descriptor.message_type()>;
    else
      return false;
  }
  // The static view of a message field's type. (Other fields answer with a view of nothing, never used: the
  // codec's tests of type() keep the call out of their code.)
  static constexpr auto message_type() noexcept {
    if constexpr (descriptor.type == field_type::message)
      return static_message_view<*descriptor.message_type()>{};
    else
      return dynamic_message_view{nullptr};
  }
};

template <const message_descriptor& D>
struct static_message_view {
  static constexpr bool is_static = true;

  static constexpr const message_descriptor& get() noexcept { return D; }
  static constexpr bool may_lack_required() noexcept { return may_lack_required_v<D>; }
  template <class Visit>
  PLAINPROTO_DETAIL_ALWAYS_INLINE static void for_each_field_by_number(Visit&& visit) {
    visit_in_number_order(visit, std::make_index_sequence<D.field_count>{});
  }
  template <class Visit>
  PLAINPROTO_DETAIL_ALWAYS_INLINE static void for_each_field_by_number_reversed(Visit&& visit) {
    visit_in_reversed_number_order(visit, std::make_index_sequence<D.field_count>{});
  }
  static std::size_t find(std::uint32_t number) noexcept { return find_field_index_by_number(D, number); }

 private:
  // Inlined into the caller, so that what its visitor captures stays in registers.
  template <class Visit, std::size_t... N>
  PLAINPROTO_DETAIL_ALWAYS_INLINE static void visit_in_number_order(Visit& visit, std::index_sequence<N...>) {
    // A list, not a fold expression: clang limits the nesting of a fold to 256 and messages have no such limit.
    static_cast<void>(std::initializer_list<int>{(visit(static_field<D, D.fields_by_number[N]>{}), 0)...});
  }
  template <class Visit, std::size_t... N>
  PLAINPROTO_DETAIL_ALWAYS_INLINE static void visit_in_reversed_number_order(Visit& visit, std::index_sequence<N...>) {
    static_cast<void>(
        std::initializer_list<int>{(visit(static_field<D, D.fields_by_number[D.field_count - 1 - N]>{}), 0)...});
  }
};

}  // namespace detail
}  // namespace plainproto
