// plainproto: oneof storage. At most one member is set; setting one clears the others.
//
//   enum class optimizer_case { not_set = 0, adam_optimizer = 103, ftrl_optimizer = 108 };
//   plainproto::oneof<optimizer_case,
//                     plainproto::alternative<optimizer_case::adam_optimizer, AdamOptimizer>,
//                     plainproto::alternative<optimizer_case::ftrl_optimizer, FtrlOptimizer>> optimizer;
//
// Each case's value is the member's field number; 0 means no member is set.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>
#include <variant>

#include "describe.hpp"

namespace plainproto {

template <auto Case, class T>
struct alternative {
  static constexpr auto value = Case;
  using type = T;
};

namespace detail {

// Position of a case in the oneof's variant (0 is "not set").
template <class Case, class... Alternatives>
struct oneof_cases {
  static constexpr Case cases[sizeof...(Alternatives)] = {Alternatives::value...};

  template <Case C>
  static constexpr std::size_t index_of() noexcept {
    std::size_t index = 0;
    for (std::size_t i = 0; i < sizeof...(Alternatives); ++i)
      if (cases[i] == C) index = i + 1;
    return index;
  }
  template <Case C>
  static constexpr std::size_t checked_index() noexcept {
    constexpr std::size_t index = index_of<C>();
    static_assert(index != 0, "plainproto::oneof: this case is not a member of the oneof");
    return index;
  }
};

}  // namespace detail

template <class Case, class... Alternatives>
class oneof {
  static_assert(std::is_enum_v<Case>, "plainproto::oneof: the case type must be an enum of field numbers");
  using cases_t = detail::oneof_cases<Case, Alternatives...>;
  using variant_t = std::variant<std::monostate, typename Alternatives::type...>;
  template <Case C>
  static constexpr std::size_t checked_index() noexcept {
    return cases_t::template checked_index<C>();
  }

  variant_t storage_;

 public:
  using case_type = Case;
  template <Case C>
  using type_of = std::variant_alternative_t<cases_t::template checked_index<C>(), variant_t>;

  // The case of the set member, or Case{} (0) when none is set.
  Case which() const noexcept { return storage_.index() == 0 ? Case{} : cases_t::cases[storage_.index() - 1]; }
  bool has_value() const noexcept { return storage_.index() != 0; }
  template <Case C>
  bool has() const noexcept {
    return storage_.index() == checked_index<C>();
  }
  // The member's value, or its default when another member (or none) is set.
  template <Case C>
  const type_of<C>& get() const {
    if (has<C>()) return std::get<checked_index<C>()>(storage_);
    return default_value<type_of<C>>();
  }
  // Switches the oneof to this member (clearing the others) and gives write access.
  template <Case C>
  type_of<C>& mutable_value() {
    if (!has<C>()) storage_.template emplace<checked_index<C>()>(detail::implicit_default<type_of<C>>());
    return std::get<checked_index<C>()>(storage_);
  }
  template <Case C, class V>
  void set(V&& value) {
    storage_.template emplace<checked_index<C>()>(std::forward<V>(value));
  }
  void reset() noexcept { storage_.template emplace<0>(); }

  friend bool operator==(const oneof& a, const oneof& b) { return a.storage_ == b.storage_; }
  friend bool operator!=(const oneof& a, const oneof& b) { return !(a == b); }

 private:
  template <class T>
  static const T& default_value() {
    if constexpr (is_message_v<T>) {
      return default_instance<T>();
    } else {
      static const T value = detail::implicit_default<T>();
      return value;
    }
  }
};

namespace detail {
template <class T>
struct is_oneof : std::false_type {};
template <class Case, class... A>
struct is_oneof<oneof<Case, A...>> : std::true_type {};
}  // namespace detail

}  // namespace plainproto
