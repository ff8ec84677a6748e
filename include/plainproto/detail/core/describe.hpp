// plainproto: finding the descriptor of a described C++ type, and default instances.
#pragma once

#include <atomic>
#include <type_traits>
#include <utility>

#include "../common/function_attributes.hpp"
#include "descriptor.hpp"

namespace plainproto {
namespace detail {

// What a message's description hook returns: the type of its plainproto_message_info, whose instantiation (the
// descriptor made, the functions it points to compiled) waits until descriptor_of asks for it.
template <class Info>
struct message_hook {
  using info = Info;
};

template <class T, class = void>
struct has_description : std::false_type {};
template <class T>
struct has_description<T, std::void_t<decltype(plainproto_describe(static_cast<const T*>(nullptr)))>>
    : std::true_type {};

// What a description hook gives: a message's names its info (message_hook), an enum's returns the descriptor.
// The descriptor type is declared, not deduced, so that a message that contains itself can name its own descriptor
// while that descriptor is being made.
template <class Hook>
struct hook_traits {
  using descriptor = std::decay_t<Hook>;
  static constexpr bool names_info = false;
};
template <class Info>
struct hook_traits<message_hook<Info>> {
  using descriptor = message_descriptor;
  static constexpr bool names_info = true;
};
// (For a type without a description, message_descriptor: descriptor_of's static_assert then says what is wrong.)
template <class T, class = void>
struct descriptor_type_for {
  using descriptor = message_descriptor;
};
template <class T>
struct descriptor_type_for<T, std::void_t<decltype(plainproto_describe(static_cast<const T*>(nullptr)))>>
    : hook_traits<decltype(plainproto_describe(static_cast<const T*>(nullptr)))> {};
template <class T>
using descriptor_type_of = typename descriptor_type_for<T>::descriptor;

// Whether T's description is a Descriptor (a message_descriptor or an enum_descriptor).
template <class T, class Descriptor>
constexpr bool described_as() noexcept {
  if constexpr (has_description<T>::value)
    return std::is_same_v<descriptor_type_of<T>, Descriptor>;
  else
    return false;
}

}  // namespace detail

// True for types declared with PLAINPROTO_MESSAGE.
template <class T>
inline constexpr bool is_message_v = detail::described_as<T, message_descriptor>();

// True for enums declared with PLAINPROTO_ENUM.
template <class T>
inline constexpr bool is_enum_v = detail::described_as<T, enum_descriptor>();

// The descriptor of a message or enum type (found through the PLAINPROTO_MESSAGE / PLAINPROTO_ENUM hook).
template <class T>
constexpr const detail::descriptor_type_of<T>& descriptor_of() noexcept {
  static_assert(detail::has_description<T>::value,
                "plainproto: this type has no PLAINPROTO_MESSAGE or PLAINPROTO_ENUM description");
  using hook = decltype(plainproto_describe(static_cast<const T*>(nullptr)));
  if constexpr (detail::hook_traits<hook>::names_info)
    return hook::info::value;
  else
    return plainproto_describe(static_cast<const T*>(nullptr));
}

// The shared, never-modified instance every unset message field reads as (message_descriptor::default_instance).
// Made by the descriptor's own create function, so that the type's constructor is compiled once.
namespace detail {
template <class T>
void* create_message();  // (core/repeated_messages.hpp)
template <class T>
void destroy_message(void* message);  // (core/repeated_messages.hpp)
template <class T>
inline std::atomic<const void*> default_instance_slot{nullptr};
}  // namespace detail

template <class T>
const T& default_instance() {
  return *static_cast<const T*>(detail::default_instance_in(detail::default_instance_slot<T>,
                                                            &detail::create_message<T>, &detail::destroy_message<T>));
}

namespace detail {

// proto2: a field without an explicit default reads as zero, "" or the first enum value.
template <class T>
T implicit_default() {
  if constexpr (std::is_enum_v<T>)
    return static_cast<T>(descriptor_of<T>().first_number());
  else
    return T{};
}

// constexpr, so that code compiled for one message type can follow its message and enum fields to theirs.
template <class T>
constexpr const message_descriptor* message_descriptor_fn() {
  return &descriptor_of<T>();
}
template <class T>
constexpr const enum_descriptor* enum_descriptor_fn() {
  return &descriptor_of<T>();
}

}  // namespace detail
}  // namespace plainproto
