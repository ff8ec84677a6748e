// plainproto: the storage_ops table for each kind of field storage.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "descriptor.hpp"
#include "field.hpp"
#include "map.hpp"
#include "oneof.hpp"
#include "repeated_messages.hpp"

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
template <class T>
bool values_equal(const std::vector<T>& a, const std::vector<T>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const T& x, const T& y) { return values_equal(x, y); });
}
template <class T, field_label L, value_category C>
bool values_equal(const singular<T, L, C>& a, const singular<T, L, C>& b) {
  return a.has_value() == b.has_value() && (!a.has_value() || values_equal(a.value(), b.value()));
}

// The numbers storage_ops::value_bytes and its siblings serve.
template <class T>
inline constexpr bool copied_as_bytes = std::is_arithmetic_v<T> && !std::is_same_v<T, bool>;

template <class T>
T value_from_bytes(const void* bytes) noexcept {
  T value;
  std::memcpy(&value, bytes, sizeof value);
  return value;
}

// Whether a field's value type holds a message: every class but std::string does (boxed<T> too). Not is_message_v:
// a message that contains itself is not described yet when its own fields' tables are made.
template <class T>
inline constexpr bool holds_message_v = std::is_class_v<T> && !std::is_same_v<T, std::string>;

// The entries of a singular sub-message field that reach its presence flag, the storage's first byte, and its
// message, Offset bytes further on when held by value: one function for every message type, where four functions
// for each type cost a file that uses both built-in schemas 0.7% of its compile time.
inline bool sub_message_present(const void* s) { return *static_cast<const bool*>(s); }
template <std::size_t Offset>
struct sub_message_ops {
  static const void* get_message(const void* s) { return static_cast<const char*>(s) + Offset; }
  static void* mutable_message(void* s) {
    *static_cast<bool*>(s) = true;
    return static_cast<char*>(s) + Offset;
  }
  static void* unset_keeping_message(void* s) {
    bool& present = *static_cast<bool*>(s);
    if (!present) return nullptr;
    present = false;
    return static_cast<char*>(s) + Offset;
  }
};

template <class S>
struct ops_for;

// The entries every table has: equality, and presence and clearing for a singular field's storage or size
// and erasing for a repeated field's vector.
template <class S>
struct common_ops {
  static bool equal(const void* a, const void* b) {
    return values_equal(*static_cast<const S*>(a), *static_cast<const S*>(b));
  }
  static bool has(const void* s) { return static_cast<const S*>(s)->has_value(); }
  static void clear(void* s) { static_cast<S*>(s)->reset(); }
  static bool has_explicit_default(const void* s) { return static_cast<const S*>(s)->has_explicit_default(); }
  static std::size_t size(const void* s) { return static_cast<const S*>(s)->size(); }
  static void erase(void* s, std::size_t first, std::size_t last) {
    S& v = *static_cast<S*>(s);
    v.erase(v.begin() + static_cast<std::ptrdiff_t>(first), v.begin() + static_cast<std::ptrdiff_t>(last));
  }
  static void assign(void* d, const void* s) { *static_cast<S*>(d) = *static_cast<const S*>(s); }

  static constexpr storage_ops make_common() noexcept {
    storage_ops ops{};
    // (Fields holding messages are compared by field_values_equal, and copied by copy_fields.)
    if constexpr (!holds_message_v<typename S::value_type>) {
      ops.equal = equal;
      ops.assign = assign;
    }
    if constexpr (is_singular<S>::value) {
      if constexpr (holds_message_v<typename S::value_type>)
        ops.has = sub_message_present;
      else
        ops.has = has;
      ops.clear = clear;
      if constexpr (std::is_trivially_copyable_v<S>) ops.trivial_size = sizeof(S);
    } else {
      ops.size = size;
      ops.erase = erase;
    }
    return ops;
  }
};

// The entries that read and write one value of type T, as Access's functions of the same names do.
template <class T, class Access>
constexpr void add_value_entries(storage_ops& ops) noexcept {
  if constexpr (std::is_same_v<T, std::string>) {
    ops.get_string = Access::get_string;
    ops.mutable_string = Access::mutable_string;
  } else if constexpr (holds_message_v<T>) {
    ops.get_message = Access::get_message;
    ops.mutable_message = Access::mutable_message;
  } else {
    ops.get = Access::get;
    ops.set = Access::set;
    if constexpr (copied_as_bytes<T>) {
      ops.value_bytes = Access::value_bytes;
      ops.set_bytes = Access::set_bytes;
    }
  }
}

// A singular field. (Only the accessors of T's kind are ever instantiated.)
template <class T, field_label L, value_category C>
struct ops_for<singular<T, L, C>> : common_ops<singular<T, L, C>> {
  using S = singular<T, L, C>;
  static scalar get(const void* s) { return to_scalar(static_cast<const S*>(s)->value()); }
  static void set(void* s, scalar v) { *static_cast<S*>(s) = from_scalar<T>(v); }
  static std::string_view get_string(const void* s) { return static_cast<const S*>(s)->value(); }
  static std::string* mutable_string(void* s) { return &static_cast<S*>(s)->mutable_value(); }
  static const void* get_message(const void* s) { return &static_cast<const S*>(s)->value(); }
  static void* mutable_message(void* s) { return &static_cast<S*>(s)->mutable_value(); }
  static void* unset_keeping_message(void* s) { return static_cast<S*>(s)->unset_keeping_value(); }
  static const void* value_bytes(const void* s) { return &static_cast<const S*>(s)->value(); }
  static void set_bytes(void* s, const void* v) { *static_cast<S*>(s) = value_from_bytes<T>(v); }

  static constexpr storage_ops make() noexcept {
    storage_ops ops = common_ops<S>::make_common();
    if constexpr (holds_message_v<T>) {
      ops.singular_message = true;
      ops.message_boxed = !std::is_same_v<typename S::value_type, T>;
      if constexpr (std::is_same_v<typename S::value_type, T>) {
        using shared = sub_message_ops<S::value_offset()>;
        ops.get_message = shared::get_message;
        ops.mutable_message = shared::mutable_message;
        ops.unset_keeping_message = shared::unset_keeping_message;
        ops.message_offset = S::value_offset();
      } else {
        ops.get_message = get_message;
        ops.mutable_message = mutable_message;
        ops.unset_keeping_message = unset_keeping_message;
      }
    } else {
      add_value_entries<T, ops_for>(ops);
      ops.has_explicit_default = common_ops<S>::has_explicit_default;
    }
    return ops;
  }
};

// A repeated field. (Only the accessors of T's kind are ever instantiated.)
template <class T>
struct ops_for<std::vector<T>> : common_ops<std::vector<T>> {
  using S = std::vector<T>;
  static scalar get_at(const void* s, std::size_t i) { return to_scalar<T>((*static_cast<const S*>(s))[i]); }
  static void set_at(void* s, std::size_t i, scalar v) { (*static_cast<S*>(s))[i] = from_scalar<T>(v); }
  // A list of numbers gets, with its first value, room for as many as the allocator's smallest block holds
  // (glibc's: 24 bytes), where push_back makes room for one, then two, then four: a list of two or three values
  // then takes one allocation instead of two or three, for the same memory.
  static constexpr std::size_t first_capacity = sizeof(T) < 24 ? 24 / sizeof(T) : 1;
  static S& with_room(void* s) {
    S& list = *static_cast<S*>(s);
    if (list.capacity() == 0) list.reserve(first_capacity);
    return list;
  }
  static void add(void* s, scalar v) { with_room(s).push_back(from_scalar<T>(v)); }
  static std::string_view string_at(const void* s, std::size_t i) { return (*static_cast<const S*>(s))[i]; }
  static std::string* mutable_string_at(void* s, std::size_t i) { return &(*static_cast<S*>(s))[i]; }
  static std::string* add_string(void* s) { return &static_cast<S*>(s)->emplace_back(); }
  static void grow(void* s, std::size_t count) {
    S& v = *static_cast<S*>(s);
    if (v.size() == v.capacity()) v.reserve(count);
  }
  static const void* values(const void* s) { return static_cast<const S*>(s)->data(); }
  static void add_bytes(void* s, const void* v) { with_room(s).push_back(value_from_bytes<T>(v)); }

  static constexpr storage_ops make() noexcept {
    storage_ops ops = common_ops<S>::make_common();
    ops.grow = grow;
    if constexpr (std::is_same_v<T, std::string>) {
      ops.string_at = string_at;
      ops.mutable_string_at = mutable_string_at;
      ops.add_string = add_string;
    } else {
      ops.get_at = get_at;
      ops.set_at = set_at;
      ops.add = add;
      if constexpr (copied_as_bytes<T>) {
        ops.values = values;
        ops.add_bytes = add_bytes;
      }
    }
    return ops;
  }
};

// A repeated message field: every entry but add_message, erase and grow, which make, end or make room for elements,
// is one function for all element types.
inline std::size_t repeated_messages_size(const void* s) {
  return static_cast<const repeated_messages_base*>(s)->size();
}
inline const void* repeated_message_at(const void* s, std::size_t i) {
  return static_cast<const repeated_messages_base*>(s)->at(i);
}
inline void* mutable_repeated_message_at(void* s, std::size_t i) {
  return static_cast<repeated_messages_base*>(s)->at(i);
}
template <class T>
struct ops_for<repeated_messages<T>> {
  static void* add_message(void* s) { return static_cast<repeated_messages_base*>(s)->append(element_type_of<T>); }
  static void erase(void* s, std::size_t first, std::size_t last) {
    static_cast<repeated_messages_base*>(s)->erase(first, last, element_type_of<T>);
  }
  static void grow(void* s, std::size_t count) {
    static_cast<repeated_messages_base*>(s)->grow(count, element_type_of<T>.slot_size);
  }

  static constexpr storage_ops make() noexcept {
    storage_ops ops{};
    ops.size = repeated_messages_size;
    ops.message_at = repeated_message_at;
    ops.mutable_message_at = mutable_repeated_message_at;
    ops.add_message = add_message;
    ops.erase = erase;
    ops.grow = grow;
    return ops;
  }
};

// A map field: its entries are std::pair<K, V>, described by map_entry_info (map_entry.hpp).
template <class K, class V>
struct ops_for<map<K, V>> {
  using S = map<K, V>;
  static const void* message_at(const void* s, std::size_t i) { return &static_cast<const S*>(s)->entries()[i]; }
  static void* mutable_message_at(void* s, std::size_t i) { return &static_cast<S*>(s)->entries()[i]; }
  static void* add_message(void* s) { return &static_cast<S*>(s)->append_unsettled(); }
  static void settle_entry(void* s) { static_cast<S*>(s)->settle_last(); }
  static void erase(void* s, std::size_t first, std::size_t last) {
    auto& entries = static_cast<S*>(s)->entries();
    entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(first),
                  entries.begin() + static_cast<std::ptrdiff_t>(last));
  }
  static bool equal(const void* a, const void* b) {
    const auto& x = static_cast<const S*>(a)->entries();
    const auto& y = static_cast<const S*>(b)->entries();
    return std::equal(x.begin(), x.end(), y.begin(), y.end(), [](const auto& p, const auto& q) {
      return p.first == q.first && values_equal(p.second, q.second);
    });
  }

  static constexpr storage_ops make() noexcept {
    storage_ops ops{};
    ops.size = common_ops<S>::size;
    ops.message_at = message_at;
    ops.mutable_message_at = mutable_message_at;
    ops.add_message = add_message;
    ops.settle_entry = settle_entry;
    ops.erase = erase;
    ops.equal = equal;
    ops.assign = common_ops<S>::assign;
    return ops;
  }
};

// The key or the value of a map entry: always present (protobuf writes both of every entry).
template <class T>
struct entry_member_ops {
  static bool has(const void*) { return true; }
  static bool has_explicit_default(const void*) { return false; }
  static void clear(void* s) {
    if constexpr (holds_message_v<T>)
      static_cast<T*>(s)->clear();
    else
      *static_cast<T*>(s) = implicit_default<T>();
  }
  static scalar get(const void* s) { return to_scalar(*static_cast<const T*>(s)); }
  static void set(void* s, scalar v) { *static_cast<T*>(s) = from_scalar<T>(v); }
  static std::string_view get_string(const void* s) { return *static_cast<const T*>(s); }
  static std::string* mutable_string(void* s) { return static_cast<T*>(s); }
  static const void* get_message(const void* s) { return s; }
  static void* mutable_message(void* s) { return s; }
  static const void* value_bytes(const void* s) { return s; }
  static void set_bytes(void* s, const void* v) { *static_cast<T*>(s) = value_from_bytes<T>(v); }
  static bool equal(const void* a, const void* b) {
    return values_equal(*static_cast<const T*>(a), *static_cast<const T*>(b));
  }
  static void assign(void* to, const void* from) { *static_cast<T*>(to) = *static_cast<const T*>(from); }

  static constexpr storage_ops make() noexcept {
    storage_ops ops{};
    ops.has = has;
    ops.clear = clear;
    ops.equal = equal;
    if constexpr (!holds_message_v<T>) {
      ops.has_explicit_default = has_explicit_default;
      ops.assign = assign;
    }
    add_value_entries<T, entry_member_ops>(ops);
    return ops;
  }
};

// A oneof as a whole: clearing it resets whichever member is set.
template <class Oneof>
struct whole_oneof_ops {
  static void clear(void* s) { static_cast<Oneof*>(s)->reset(); }
  static constexpr storage_ops make() noexcept {
    storage_ops ops{};
    ops.clear = clear;
    return ops;
  }
};
template <class Oneof>
inline constexpr storage_ops whole_oneof_ops_v = whole_oneof_ops<Oneof>::make();

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
  static const void* value_bytes(const void* s) { return &static_cast<const Oneof*>(s)->template get<Case>(); }
  static void set_bytes(void* s, const void* v) { static_cast<Oneof*>(s)->template set<Case>(value_from_bytes<T>(v)); }
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
    if constexpr (!holds_message_v<T>) ops.equal = equal;
    ops.oneof_has_member = has_member;
    ops.whole_oneof = &whole_oneof_ops_v<Oneof>;
    add_value_entries<T, oneof_member_ops>(ops);
    return ops;
  }
};

// Defined outside ops_for, whose make() must be complete before it is evaluated.
template <class S>
inline constexpr storage_ops ops_v = ops_for<S>::make();
template <class Oneof, typename Oneof::case_type Case>
inline constexpr storage_ops oneof_member_ops_v = oneof_member_ops<Oneof, Case>::make();
template <class T>
inline constexpr storage_ops entry_member_ops_v = entry_member_ops<T>::make();

}  // namespace detail
}  // namespace plainproto
