// plainproto: packages of described messages and enums, and lookups by full name over any list of them.
//
//   constexpr const plainproto::message_descriptor* my_messages[] = {&plainproto::descriptor_of<my::Config>()};
//   constexpr plainproto::package_descriptor my_packages[] = {{"my", my_messages, {}}};
//   plainproto::find_message(my_packages, "my.Config");
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

#include "descriptor.hpp"

namespace plainproto {

// A read-only view of a contiguous list (what std::span is in C++20).
template <class T>
class list_view {
 public:
  constexpr list_view() noexcept = default;
  constexpr list_view(const T* items, std::size_t count) noexcept : items_(items), count_(count) {}
  template <std::size_t N>
  constexpr list_view(const T (&items)[N]) noexcept  // NOLINT(google-explicit-constructor)
      : items_(items), count_(N) {}
  template <std::size_t N>
  constexpr list_view(const std::array<T, N>& items) noexcept  // NOLINT(google-explicit-constructor)
      : items_(items.data()), count_(N) {}
  list_view(const std::vector<T>& items) noexcept  // NOLINT(google-explicit-constructor)
      : items_(items.data()), count_(items.size()) {}

  constexpr const T* begin() const noexcept { return items_; }
  constexpr const T* end() const noexcept { return items_ + count_; }
  constexpr std::size_t size() const noexcept { return count_; }
  constexpr bool empty() const noexcept { return count_ == 0; }
  constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }

 private:
  const T* items_ = nullptr;
  std::size_t count_ = 0;
};

using message_list = list_view<const message_descriptor*>;
using enum_list = list_view<const enum_descriptor*>;

// One .proto package: its messages (nested ones included, as "pkg.Outer.Inner") and enums.
struct package_descriptor {
  std::string_view name;
  message_list messages;
  enum_list enums;
  std::string_view doc = {};  // the comment at the top of the exported .proto, "" when none
};

using package_list = list_view<package_descriptor>;

constexpr const package_descriptor* find_package(package_list packages, std::string_view name) noexcept {
  for (const package_descriptor& package : packages)
    if (package.name == name) return &package;
  return nullptr;
}

constexpr const message_descriptor* find_message(package_list packages, std::string_view full_name) noexcept {
  for (const package_descriptor& package : packages)
    for (const message_descriptor* message : package.messages)
      if (message->full_name == full_name) return message;
  return nullptr;
}

constexpr const enum_descriptor* find_enum(package_list packages, std::string_view full_name) noexcept {
  for (const package_descriptor& package : packages)
    for (const enum_descriptor* enumeration : package.enums)
      if (enumeration->full_name == full_name) return enumeration;
  return nullptr;
}

// The package that lists the message or enum of this full name.
constexpr const package_descriptor* find_package_declaring(package_list packages, std::string_view full_name) noexcept {
  for (const package_descriptor& package : packages) {
    const package_list just_this(&package, 1);
    if (find_message(just_this, full_name) || find_enum(just_this, full_name)) return &package;
  }
  return nullptr;
}

}  // namespace plainproto
