// plainproto: singular field storage with proto2 presence and defaults (optional<T>, required<T>).
//
// A member initializer declares the field's explicit default:
//   plainproto::optional<float> beta1 = 0.9f;   // [default = 0.9]
//   plainproto::optional<std::uint32_t> steps;   // no explicit default: reads 0
// Assigning sets presence; reset() clears it and restores the default.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "describe.hpp"
#include "field_type.hpp"

namespace plainproto {
namespace detail {

enum class value_category { number, string, message };

template <class T>
constexpr value_category category_of() noexcept {
  if constexpr (std::is_same_v<T, std::string>)
    return value_category::string;
  else if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T>)
    return value_category::number;
  else
    return value_category::message;
}

}  // namespace detail

template <class T, field_label Label, detail::value_category = detail::category_of<T>()>
class singular;

// Numbers, bools and enums.
template <class T, field_label Label>
class singular<T, Label, detail::value_category::number> {
 public:
  using value_type = T;
  static constexpr field_label label = Label;

  singular() : value_(detail::implicit_default<T>()), default_(value_) {}
  // Declares the explicit default (`= 0.9f` in a member initializer); does not set presence.
  singular(T default_value) noexcept  // NOLINT(google-explicit-constructor)
      : value_(default_value), default_(default_value), explicit_default_(true) {}

  singular& operator=(T value) noexcept {
    value_ = value;
    has_ = true;
    return *this;
  }

  bool has_value() const noexcept { return has_; }
  const T& value() const noexcept { return value_; }
  operator const T&() const noexcept { return value_; }  // NOLINT(google-explicit-constructor)
  T default_value() const noexcept { return default_; }
  bool has_explicit_default() const noexcept { return explicit_default_; }
  // Written without a test of presence: clearing a message is then straight-line code, where a branch per field
  // made parsing into a used DistributedStrategy a fifth slower (its types declare some 300 numbers).
  void reset() noexcept {
    value_ = default_;
    has_ = false;
  }

 private:
  T value_;
  T default_;
  bool has_ = false;
  bool explicit_default_ = false;
};

// Strings and bytes. The default is kept as a view of the string literal that declared it.
template <field_label Label>
class singular<std::string, Label, detail::value_category::string> {
 public:
  using value_type = std::string;
  static constexpr field_label label = Label;

  singular() = default;
  template <std::size_t N>
  singular(const char (&default_value)[N])  // NOLINT(google-explicit-constructor)
      : value_(default_value, N - 1), default_(default_value, N - 1), explicit_default_(true) {}
  singular(const singular&) = default;
  singular& operator=(const singular&) = default;
  // A moved-from field counts as set, its value being no longer the default: an unset field then always holds its
  // default, which reset() and the binary parser's reuse rely on.
  singular(singular&& other) noexcept
      : value_(std::move(other.value_)),
        default_(other.default_),
        has_(std::exchange(other.has_, true)),
        explicit_default_(other.explicit_default_) {}
  singular& operator=(singular&& other) noexcept {
    value_ = std::move(other.value_);
    default_ = other.default_;
    has_ = std::exchange(other.has_, true);
    explicit_default_ = other.explicit_default_;
    return *this;
  }

  singular& operator=(std::string value) {
    value_ = std::move(value);
    has_ = true;
    return *this;
  }
  singular& operator=(std::string_view value) {
    value_.assign(value.data(), value.size());
    has_ = true;
    return *this;
  }
  singular& operator=(const char* value) { return *this = std::string_view(value); }

  bool has_value() const noexcept { return has_; }
  const std::string& value() const noexcept { return value_; }
  operator const std::string&() const noexcept { return value_; }  // NOLINT(google-explicit-constructor)
  std::string_view default_value() const noexcept { return default_; }
  bool has_explicit_default() const noexcept { return explicit_default_; }
  // Marks the field present and gives write access, like protobuf's mutable_x().
  std::string& mutable_value() noexcept {
    has_ = true;
    return value_;
  }
  void reset() {
    if (has_) value_.assign(default_.data(), default_.size());
    has_ = false;
  }

  // A template, so that a string literal is not converted to a singular (its default-declaring constructor).
  template <class U, std::enable_if_t<std::is_same_v<U, singular>, int> = 0>
  friend bool operator==(const singular& a, const U& b) noexcept {
    return a.value_ == b.value_;
  }
  template <class U, std::enable_if_t<std::is_same_v<U, singular>, int> = 0>
  friend bool operator!=(const singular& a, const U& b) noexcept {
    return a.value_ != b.value_;
  }
  friend bool operator==(const singular& a, std::string_view b) noexcept { return a.value_ == b; }
  friend bool operator==(std::string_view a, const singular& b) noexcept { return a == b.value_; }
  friend bool operator!=(const singular& a, std::string_view b) noexcept { return a.value_ != b; }
  friend bool operator!=(std::string_view a, const singular& b) noexcept { return a != b.value_; }

 private:
  std::string value_;
  std::string_view default_;
  bool has_ = false;
  bool explicit_default_ = false;
};

// Sub-messages, held by value. Unset, they read as a default instance.
template <class T, field_label Label>
class singular<T, Label, detail::value_category::message> {
 public:
  using value_type = T;
  static constexpr field_label label = Label;

  singular() = default;
  singular(const singular&) = default;
  singular& operator=(const singular&) = default;
  // A moved-from field counts as set: its value is no longer known to be the default instance, and
  // reset() skips the fields it knows to be unset.
  singular(singular&& other) noexcept : has_(std::exchange(other.has_, true)), value_(std::move(other.value_)) {}
  singular& operator=(singular&& other) noexcept {
    value_ = std::move(other.value_);
    has_ = std::exchange(other.has_, true);
    return *this;
  }

  singular& operator=(const T& value) {
    value_ = value;
    has_ = true;
    return *this;
  }
  singular& operator=(T&& value) noexcept {
    value_ = std::move(value);
    has_ = true;
    return *this;
  }

  bool has_value() const noexcept { return has_; }
  const T& value() const noexcept { return value_; }
  operator const T&() const noexcept { return value_; }  // NOLINT(google-explicit-constructor)
  const T& operator*() const noexcept { return value_; }
  const T* operator->() const noexcept { return &value_; }
  // Marks the field present and gives write access, like protobuf's mutable_x().
  T& mutable_value() noexcept {
    has_ = true;
    return value_;
  }
  void reset() {
    if (has_) value_.clear();
    has_ = false;
  }
  // Unsets the field and returns the message it held, not cleared, for a parser that reads into it again and
  // clears what it does not read (text_parser::clear); null when the field is unset.
  T* unset_keeping_value() noexcept {
    if (!has_) return nullptr;
    has_ = false;
    return &value_;
  }
  // Where the message is, from the field's start (where the presence flag is): generic code reaches it without a
  // function of this type (storage_ops::message_offset).
  static constexpr std::size_t value_offset() noexcept { return offsetof(singular, value_); }

 private:
  // The flag first: every sub-message field's presence is then read by the same function, whatever its type.
  bool has_ = false;
  T value_;
};

// A sub-message declared plainproto::boxed<T>: held on the heap, allocated when first written, so that T may
// contain itself. Unset, it reads as the default instance. The pointer is a plain owning one: a unique_ptr is not
// standard-layout for clang, and a message must be (its descriptor finds each field by offsetof).
template <class T, field_label Label>
class singular<boxed<T>, Label, detail::value_category::message> {
 public:
  using value_type = T;
  static constexpr field_label label = Label;

  singular() = default;
  singular(const singular& other) : has_(other.has_), value_(other.value_ ? new T(*other.value_) : nullptr) {}
  singular& operator=(const singular& other) {
    if (this != &other) {
      T* const copy = other.value_ ? new T(*other.value_) : nullptr;
      delete value_;
      value_ = copy;
      has_ = other.has_;
    }
    return *this;
  }
  singular(singular&& other) noexcept
      : has_(std::exchange(other.has_, false)), value_(std::exchange(other.value_, nullptr)) {}
  singular& operator=(singular&& other) noexcept {
    if (this != &other) {
      delete value_;
      value_ = std::exchange(other.value_, nullptr);
      has_ = std::exchange(other.has_, false);
    }
    return *this;
  }
  ~singular() { delete value_; }

  singular& operator=(const T& value) {
    mutable_value() = value;
    return *this;
  }
  singular& operator=(T&& value) {
    mutable_value() = std::move(value);
    return *this;
  }

  bool has_value() const noexcept { return has_; }
  const T& value() const noexcept { return value_ ? *value_ : default_instance<T>(); }
  operator const T&() const noexcept { return value(); }  // NOLINT(google-explicit-constructor)
  const T& operator*() const noexcept { return value(); }
  const T* operator->() const noexcept { return &value(); }
  T& mutable_value() {
    if (!value_) value_ = static_cast<T*>(detail::create_message<T>());
    has_ = true;
    return *value_;
  }
  // (An unset field's message, if it has one, is clear.)
  void reset() {
    if (has_) value_->clear();
    has_ = false;
  }
  // As for a sub-message held by value.
  T* unset_keeping_value() noexcept {
    if (!has_) return nullptr;
    has_ = false;
    return value_;
  }

 private:
  bool has_ = false;  // first, as for a sub-message held by value
  T* value_ = nullptr;
};

template <class T>
using optional = singular<T, field_label::optional>;
template <class T>
using required = singular<T, field_label::required>;

namespace detail {
template <class T>
struct is_singular : std::false_type {};
template <class T, field_label L, value_category C>
struct is_singular<singular<T, L, C>> : std::true_type {};
}  // namespace detail

}  // namespace plainproto
