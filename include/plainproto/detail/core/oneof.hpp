// plainproto: oneof storage. At most one member is set; setting one clears the others.
//
// PLAINPROTO_ONEOF(optimizer, (103, AdamOptimizer, adam_optimizer), (108, FtrlOptimizer, ftrl_optimizer)) declares
//   enum class optimizer_case { not_set = 0, adam_optimizer = 103, ftrl_optimizer = 108 };
//   plainproto::oneof<optimizer_case,
//                     plainproto::alternative<optimizer_case::adam_optimizer, AdamOptimizer>,
//                     plainproto::alternative<optimizer_case::ftrl_optimizer, FtrlOptimizer>> optimizer;
//
// Each case's value is the member's field number; 0 means no member is set.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <new>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../common/function_attributes.hpp"
#include "describe.hpp"

namespace plainproto {

template <auto Case, class T>
struct alternative {
  static constexpr auto value = Case;
  using type = T;
};

namespace detail {

// Position of a case among the oneof's alternatives, from 1 (0 is "not set").
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

// A tagged union rather than std::variant: std::variant's visitation machinery made the 10-member
// oneof of protos.Optimizer alone cost about half a second of compile time.
template <class Case, class... Alternatives>
class oneof {
  static_assert(std::is_enum_v<Case>, "plainproto::oneof: the case type must be an enum of field numbers");
  static_assert(sizeof...(Alternatives) > 0 && sizeof...(Alternatives) < 65535,
                "plainproto::oneof: a oneof has 1 to 65534 members");
  using cases_t = detail::oneof_cases<Case, Alternatives...>;
  template <std::size_t Index>
  using at = std::tuple_element_t<Index - 1, std::tuple<typename Alternatives::type...>>;
  template <Case C>
  static constexpr std::size_t checked_index() noexcept {
    return cases_t::template checked_index<C>();
  }
  static constexpr bool nothrow_move = (std::is_nothrow_move_constructible_v<typename Alternatives::type> && ...);

 public:
  using case_type = Case;
  template <Case C>
  using type_of = at<cases_t::template checked_index<C>()>;

  oneof() noexcept {}
  // Copies, moves and destruction are compiled once for each oneof, not inlined into each message that holds one and
  // each list of such messages, every member's being in them: a file that uses both built-in schemas compiles 1%
  // faster (protos.Optimizer's oneof of ten optimizers, each with its learning rate's oneof).
  PLAINPROTO_DETAIL_NOINLINE oneof(const oneof& other) {
    other.with_set_member([&](auto index) { construct<index>(other.slot<index>()); });
  }
  PLAINPROTO_DETAIL_NOINLINE oneof(oneof&& other) noexcept(nothrow_move) {
    other.with_set_member([&](auto index) { construct<index>(std::move(other.slot<index>())); });
  }
  PLAINPROTO_DETAIL_NOINLINE oneof& operator=(const oneof& other) {
    if (index_ == other.index_) {
      with_set_member([&](auto index) { slot<index>() = other.slot<index>(); });
    } else {
      reset();
      other.with_set_member([&](auto index) { construct<index>(other.slot<index>()); });
    }
    return *this;
  }
  PLAINPROTO_DETAIL_NOINLINE oneof& operator=(oneof&& other) noexcept(nothrow_move) {
    if (index_ == other.index_) {
      with_set_member([&](auto index) { slot<index>() = std::move(other.slot<index>()); });
    } else {
      reset();
      other.with_set_member([&](auto index) { construct<index>(std::move(other.slot<index>())); });
    }
    return *this;
  }
  PLAINPROTO_DETAIL_NOINLINE ~oneof() { reset(); }

  // The case of the set member, or Case{} (0) when none is set.
  Case which() const noexcept { return index_ == 0 ? Case{} : cases_t::cases[index_ - 1]; }
  bool has_value() const noexcept { return index_ != 0; }
  template <Case C>
  bool has() const noexcept {
    return index_ == checked_index<C>();
  }
  // The member's value, or its default when another member (or none) is set.
  template <Case C>
  const type_of<C>& get() const {
    if (has<C>()) return slot<checked_index<C>()>();
    return default_value<type_of<C>>();
  }
  // Switches the oneof to this member (clearing the others) and gives write access.
  template <Case C>
  type_of<C>& mutable_value() {
    if (!has<C>()) {
      // Built in place: a message built aside and moved in cost a construction, a move and a destruction.
      if constexpr (std::is_enum_v<type_of<C>>)
        emplace<checked_index<C>()>(detail::implicit_default<type_of<C>>());
      else
        emplace<checked_index<C>()>();
    }
    return slot<checked_index<C>()>();
  }
  template <Case C, class V>
  void set(V&& value) {
    if (has<C>()) {
      slot<checked_index<C>()>() = std::forward<V>(value);
    } else {
      // Built before the current member is destroyed: `value` may live inside it.
      type_of<C> replacement(std::forward<V>(value));
      emplace<checked_index<C>()>(std::move(replacement));
    }
  }
  void reset() noexcept {
    with_set_member([&](auto index) {
      using T = at<index>;
      slot<index>().~T();
    });
    index_ = 0;
  }

  friend bool operator==(const oneof& a, const oneof& b) {
    bool equal = a.index_ == b.index_;
    a.with_set_member([&](auto index) { equal = equal && a.slot<index>() == b.slot<index>(); });
    return equal;
  }
  friend bool operator!=(const oneof& a, const oneof& b) { return !(a == b); }

 private:
  // Calls f(std::integral_constant<std::size_t, index_>) when a member is set.
  template <class F>
  void with_set_member(F&& f) const {
    dispatch(f, std::index_sequence_for<Alternatives...>{});
  }
  template <class F, std::size_t... I>
  void dispatch(F& f, std::index_sequence<I...>) const {
    (void)((index_ == I + 1 && (f(std::integral_constant<std::size_t, I + 1>{}), true)) || ...);
  }

  template <std::size_t Index>
  at<Index>& slot() noexcept {
    return *std::launder(reinterpret_cast<at<Index>*>(storage_));
  }
  template <std::size_t Index>
  const at<Index>& slot() const noexcept {
    return *std::launder(reinterpret_cast<const at<Index>*>(storage_));
  }
  // Only when no member is set.
  template <std::size_t Index, class... Args>
  void construct(Args&&... args) {
    ::new (static_cast<void*>(storage_)) at<Index>(std::forward<Args>(args)...);
    index_ = static_cast<std::uint16_t>(Index);
  }
  template <std::size_t Index, class... Args>
  void emplace(Args&&... args) {
    reset();
    construct<Index>(std::forward<Args>(args)...);
  }

  template <class T>
  static const T& default_value() {
    if constexpr (is_message_v<T>) {
      return default_instance<T>();
    } else {
      static const T value = detail::implicit_default<T>();
      return value;
    }
  }

  alignas(typename Alternatives::type...) unsigned char storage_[std::max({sizeof(typename Alternatives::type)...})];
  std::uint16_t index_ = 0;
};

namespace detail {
template <class T>
struct is_oneof : std::false_type {};
template <class Case, class... A>
struct is_oneof<oneof<Case, A...>> : std::true_type {};
}  // namespace detail

}  // namespace plainproto
