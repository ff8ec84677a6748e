// plainproto: messages compared as their printers would write them: unlike ==, -0.0 differs from 0.0, and every NaN
// is the same value (text format prints each as `nan`). `plainproto diff` and the text document's edits use it.
#pragma once

#include <cstddef>

#include "../common/float_math.hpp"
#include "descriptor.hpp"

namespace plainproto {
namespace detail {

// Floating-point values compared as stored: a float field's value widens to double exactly.
inline bool same_floating(double a, double b) noexcept {
  if (is_nan(a) || is_nan(b)) return is_nan(a) && is_nan(b);
  return a == b && sign_bit(a) == sign_bit(b);
}

inline bool same_scalar(cpp_kind kind, scalar a, scalar b) noexcept {
  switch (kind) {
    case cpp_kind::int32:
    case cpp_kind::int64:
    case cpp_kind::enum_: return a.i == b.i;
    case cpp_kind::uint32:
    case cpp_kind::uint64: return a.u == b.u;
    case cpp_kind::double_:
    case cpp_kind::float_: return same_floating(a.d, b.d);
    case cpp_kind::bool_: return a.b == b.b;
    case cpp_kind::string:
    case cpp_kind::message: break;
  }
  return false;
}

// The order of two numbers, enums (by number) or bools (false first) of one kind: -1, 0 or 1. A NaN is neither
// before nor after anything (0); callers that must tell it from equal check it first.
inline int scalar_order(cpp_kind kind, scalar a, scalar b) noexcept {
  const auto order = [](auto x, auto y) { return x < y ? -1 : (y < x ? 1 : 0); };
  switch (kind) {
    case cpp_kind::uint32:
    case cpp_kind::uint64: return order(a.u, b.u);
    case cpp_kind::double_:
    case cpp_kind::float_: return order(a.d, b.d);
    case cpp_kind::bool_: return order(a.b, b.b);
    default: return order(a.i, b.i);
  }
}

// The order of two entries of a map (whose keys are integers, bools or strings) by key: -1, 0 or 1.
inline int map_key_order(const field_descriptor& key, const void* entry_a, const void* entry_b) {
  const void* a = key.storage_in(entry_a);
  const void* b = key.storage_in(entry_b);
  if (key.kind() == cpp_kind::string) {
    const int order = key.ops->get_string(a).compare(key.ops->get_string(b));
    return order < 0 ? -1 : (order > 0 ? 1 : 0);
  }
  return scalar_order(key.kind(), key.ops->get(a), key.ops->get(b));
}

inline bool same_message(const message_descriptor& type, const void* a, const void* b);

inline bool same_element(const field_descriptor& field, const void* a, const void* b, std::size_t index) {
  switch (field.kind()) {
    case cpp_kind::message:
      return same_message(*field.message_type(), field.ops->message_at(a, index), field.ops->message_at(b, index));
    case cpp_kind::string: return field.ops->string_at(a, index) == field.ops->string_at(b, index);
    default: return same_scalar(field.kind(), field.ops->get_at(a, index), field.ops->get_at(b, index));
  }
}

inline bool same_field(const field_descriptor& field, const void* a, const void* b) {
  if (field.is_repeated()) {
    const std::size_t count = field.ops->size(a);
    if (count != field.ops->size(b)) return false;
    for (std::size_t i = 0; i < count; ++i)
      if (!same_element(field, a, b, i)) return false;
    return true;
  }
  const bool has = field.ops->has(a);
  if (has != field.ops->has(b)) return false;
  if (!has) return true;
  switch (field.kind()) {
    case cpp_kind::message:
      return same_message(*field.message_type(), field.ops->get_message(a), field.ops->get_message(b));
    case cpp_kind::string: return field.ops->get_string(a) == field.ops->get_string(b);
    default: return same_scalar(field.kind(), field.ops->get(a), field.ops->get(b));
  }
}

inline bool same_message(const message_descriptor& type, const void* a, const void* b) {
  for (const field_descriptor& field : type)
    if (!same_field(field, field.storage_in(a), field.storage_in(b))) return false;
  return true;
}

}  // namespace detail
}  // namespace plainproto
