// plainproto: the storage_ops table for each kind of field storage.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "descriptor.hpp"
#include "field.hpp"
#include "oneof.hpp"

namespace plainproto {
namespace detail {

template <class T>
constexpr scalar to_scalar(T value) noexcept {
  if constexpr (std::is_same_v<T, bool>)
    return scalar::from_bool(value);
  else if constexpr (std::is_floating_point_v<T>)
    return scalar::from_double(static_cast<double>(value));
  else if constexpr (std::is_enum_v<T>)
    return scalar::from_int(static_cast<std::int64_t>(value));
  else if constexpr (std::is_unsigned_v<T>)
    return scalar::from_uint(value);
  else
    return scalar::from_int(value);
}

template <class T>
constexpr T from_scalar(scalar value) noexcept {
  if constexpr (std::is_same_v<T, bool>)
    return value.b;
  else if constexpr (std::is_floating_point_v<T>)
    return static_cast<T>(value.d);
  else if constexpr (std::is_enum_v<T>)
    return static_cast<T>(static_cast<std::underlying_type_t<T>>(value.i));
  else if constexpr (std::is_unsigned_v<T>)
    return static_cast<T>(value.u);
  else
    return static_cast<T>(value.i);
}

// Field values compare equal when they are equal or both NaN, so a message equals its own copy.
template <class T>
bool values_equal(const T& a, const T& b) {
  if constexpr (std::is_floating_point_v<T>)
    return a == b || (a != a && b != b);
  else
    return a == b;
}

template <class S>
struct ops_for;

// What the table of every singular field holds: presence, clearing, equality.
template <class S>
struct singular_common {
  static bool has(const void* s) { return static_cast<const S*>(s)->has_value(); }
  static void clear(void* s) { static_cast<S*>(s)->reset(); }
  static bool equal(const void* a, const void* b) {
    const S& x = *static_cast<const S*>(a);
    const S& y = *static_cast<const S*>(b);
    return x.has_value() == y.has_value() && (!x.has_value() || values_equal(x.value(), y.value()));
  }
  static bool has_explicit_default(const void* s) { return static_cast<const S*>(s)->has_explicit_default(); }
  static constexpr storage_ops make_common() noexcept {
    storage_ops ops{};
    ops.has = has;
    ops.clear = clear;
    ops.equal = equal;
    return ops;
  }
};

template <class T, field_label L>
struct ops_for<singular<T, L, value_category::number>> : singular_common<singular<T, L, value_category::number>> {
  using S = singular<T, L, value_category::number>;
  static scalar get(const void* s) { return to_scalar(static_cast<const S*>(s)->value()); }
  static void set(void* s, scalar v) { *static_cast<S*>(s) = from_scalar<T>(v); }
  static constexpr storage_ops make() noexcept {
    storage_ops ops = singular_common<S>::make_common();
    ops.get = get;
    ops.set = set;
    ops.has_explicit_default = singular_common<S>::has_explicit_default;
    return ops;
  }
};

template <field_label L>
struct ops_for<singular<std::string, L, value_category::string>>
    : singular_common<singular<std::string, L, value_category::string>> {
  using S = singular<std::string, L, value_category::string>;
  static std::string_view get_string(const void* s) { return static_cast<const S*>(s)->value(); }
  static std::string* mutable_string(void* s) { return &static_cast<S*>(s)->mutable_value(); }
  static constexpr storage_ops make() noexcept {
    storage_ops ops = singular_common<S>::make_common();
    ops.get_string = get_string;
    ops.mutable_string = mutable_string;
    ops.has_explicit_default = singular_common<S>::has_explicit_default;
    return ops;
  }
};

template <class T, field_label L>
struct ops_for<singular<T, L, value_category::message>> : singular_common<singular<T, L, value_category::message>> {
  using S = singular<T, L, value_category::message>;
  static const void* get_message(const void* s) { return &static_cast<const S*>(s)->value(); }
  static void* mutable_message(void* s) { return &static_cast<S*>(s)->mutable_value(); }
  static constexpr storage_ops make() noexcept {
    storage_ops ops = singular_common<S>::make_common();
    ops.get_message = get_message;
    ops.mutable_message = mutable_message;
    return ops;
  }
};

// What the table of every repeated field holds: size, erasing, equality.
template <class T>
struct repeated_common {
  using S = std::vector<T>;
  static std::size_t size(const void* s) { return static_cast<const S*>(s)->size(); }
  static void erase(void* s, std::size_t first, std::size_t last) {
    S& v = *static_cast<S*>(s);
    v.erase(v.begin() + static_cast<std::ptrdiff_t>(first), v.begin() + static_cast<std::ptrdiff_t>(last));
  }
  static bool equal(const void* a, const void* b) {
    const S& x = *static_cast<const S*>(a);
    const S& y = *static_cast<const S*>(b);
    if (x.size() != y.size()) return false;
    for (std::size_t i = 0; i < x.size(); ++i)
      if (!values_equal<T>(x[i], y[i])) return false;
    return true;
  }
  static constexpr storage_ops make_common() noexcept {
    storage_ops ops{};
    ops.size = size;
    ops.erase = erase;
    ops.equal = equal;
    return ops;
  }
};

template <class T>
struct ops_for<std::vector<T>> : repeated_common<T> {
  using S = std::vector<T>;
  static scalar get_at(const void* s, std::size_t i) { return to_scalar<T>((*static_cast<const S*>(s))[i]); }
  static void set_at(void* s, std::size_t i, scalar v) { (*static_cast<S*>(s))[i] = from_scalar<T>(v); }
  static void add(void* s, scalar v) { static_cast<S*>(s)->push_back(from_scalar<T>(v)); }
  static const void* message_at(const void* s, std::size_t i) { return &(*static_cast<const S*>(s))[i]; }
  static void* mutable_message_at(void* s, std::size_t i) { return &(*static_cast<S*>(s))[i]; }
  static void* add_message(void* s) { return &static_cast<S*>(s)->emplace_back(); }

  static constexpr storage_ops make() noexcept {
    storage_ops ops = repeated_common<T>::make_common();
    if constexpr (is_message_v<T>) {
      ops.message_at = message_at;
      ops.mutable_message_at = mutable_message_at;
      ops.add_message = add_message;
    } else {
      ops.get_at = get_at;
      ops.set_at = set_at;
      ops.add = add;
    }
    return ops;
  }
};

template <>
struct ops_for<std::vector<std::string>> : repeated_common<std::string> {
  using S = std::vector<std::string>;
  static std::string_view string_at(const void* s, std::size_t i) { return (*static_cast<const S*>(s))[i]; }
  static std::string* mutable_string_at(void* s, std::size_t i) { return &(*static_cast<S*>(s))[i]; }
  static std::string* add_string(void* s) { return &static_cast<S*>(s)->emplace_back(); }
  static constexpr storage_ops make() noexcept {
    storage_ops ops = repeated_common<std::string>::make_common();
    ops.string_at = string_at;
    ops.mutable_string_at = mutable_string_at;
    ops.add_string = add_string;
    return ops;
  }
};

// One member of a oneof: the storage pointer is the oneof object itself.
template <class Oneof, typename Oneof::case_type Case>
struct oneof_member_ops {
  using T = typename Oneof::template type_of<Case>;
  static bool has(const void* s) { return static_cast<const Oneof*>(s)->template has<Case>(); }
  static bool has_member(const void* s) { return static_cast<const Oneof*>(s)->has_value(); }
  static void clear(void* s) {
    Oneof& o = *static_cast<Oneof*>(s);
    if (o.template has<Case>()) o.reset();
  }
  static scalar get(const void* s) { return to_scalar<T>(static_cast<const Oneof*>(s)->template get<Case>()); }
  static void set(void* s, scalar v) { static_cast<Oneof*>(s)->template set<Case>(from_scalar<T>(v)); }
  static std::string_view get_string(const void* s) { return static_cast<const Oneof*>(s)->template get<Case>(); }
  static std::string* mutable_string(void* s) { return &static_cast<Oneof*>(s)->template mutable_value<Case>(); }
  static const void* get_message(const void* s) { return &static_cast<const Oneof*>(s)->template get<Case>(); }
  static void* mutable_message(void* s) { return &static_cast<Oneof*>(s)->template mutable_value<Case>(); }
  static bool equal(const void* a, const void* b) {
    const Oneof& x = *static_cast<const Oneof*>(a);
    const Oneof& y = *static_cast<const Oneof*>(b);
    if (x.template has<Case>() != y.template has<Case>()) return false;
    return !x.template has<Case>() || values_equal<T>(x.template get<Case>(), y.template get<Case>());
  }

  static constexpr storage_ops make() noexcept {
    storage_ops ops{};
    ops.has = has;
    ops.clear = clear;
    ops.equal = equal;
    ops.oneof_has_member = has_member;
    if constexpr (std::is_same_v<T, std::string>) {
      ops.get_string = get_string;
      ops.mutable_string = mutable_string;
    } else if constexpr (is_message_v<T>) {
      ops.get_message = get_message;
      ops.mutable_message = mutable_message;
    } else {
      ops.get = get;
      ops.set = set;
    }
    return ops;
  }
};

// Defined outside ops_for, whose make() must be complete before it is evaluated.
template <class S>
inline constexpr storage_ops ops_v = ops_for<S>::make();
template <class Oneof, typename Oneof::case_type Case>
inline constexpr storage_ops oneof_member_ops_v = oneof_member_ops<Oneof, Case>::make();

}  // namespace detail
}  // namespace plainproto
