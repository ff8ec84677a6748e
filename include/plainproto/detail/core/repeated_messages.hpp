// plainproto: repeated_messages<T>, the storage of a repeated message field (`repeated Msg items = N;`).
//
//   config.optimizer_config.emplace_back().mutable_adam_optimizer();   // as with std::vector
//   for (const Optimizer& optimizer : config.optimizer_config) ...
//
// It keeps pointers to its elements, as protobuf's RepeatedPtrField does, rather than the elements in one block as
// std::vector<T> does: std::vector's growth moves its elements and is compiled once for each element type into
// every file that appends to a list, where this list's growth moves pointers and is compiled once for all types (a
// file that parses and prints both built-in schemas compiles 8% faster). Elements keep their address as the list
// grows; an element costs an allocation of its own.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "../common/function_attributes.hpp"

namespace plainproto {
namespace detail {

// Made and freed out of line for the lists and the descriptors (paths, the CLI, boxed sub-messages, default
// instances), and compiled for size, so that the compilers do not inline every message's constructor and
// destructor into each of their callers (for DistributedStrategy, thousands of stores): a file that uses both
// built-in schemas compiles 1.0 G instructions faster.
template <class T>
PLAINPROTO_DETAIL_COLD void* create_message() {
  return new T;
}
template <class T>
PLAINPROTO_DETAIL_COLD void destroy_message(void* message) {
  delete static_cast<T*>(message);
}

// The part of a repeated_messages that does not depend on its element type; the storage_ops of every list of messages
// reach it through a void* (a repeated_messages, having no members of its own, shares its address with it).
class message_pointers {
 public:
  std::size_t size() const noexcept { return items_.size(); }
  const void* at(std::size_t index) const noexcept { return items_[index]; }
  void* at(std::size_t index) noexcept { return items_[index]; }
  // Takes ownership of made, freeing it with destroy if it cannot be held.
  void* append(void* made, void (*destroy)(void*)) {
    try {
      items_.push_back(made);
    } catch (...) {
      destroy(made);
      throw;
    }
    return made;
  }
  std::size_t capacity() const noexcept { return items_.capacity(); }
  void reserve(std::size_t count) { items_.reserve(count); }
  void erase(std::size_t first, std::size_t last, void (*destroy)(void*)) noexcept {
    for (std::size_t i = first; i < last; ++i) destroy(items_[i]);
    items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(first),
                 items_.begin() + static_cast<std::ptrdiff_t>(last));
  }

 protected:
  std::vector<void*> items_;
};

template <class T>
class repeated_messages_iterator {
 public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = std::remove_const_t<T>;
  using difference_type = std::ptrdiff_t;
  using pointer = T*;
  using reference = T&;

  repeated_messages_iterator() noexcept = default;
  explicit repeated_messages_iterator(void* const* at) noexcept : at_(at) {}
  // iterator to const_iterator
  template <class U, class = std::enable_if_t<std::is_same_v<const U, T> && !std::is_same_v<U, T>>>
  repeated_messages_iterator(const repeated_messages_iterator<U>& other) noexcept : at_(other.position()) {}

  reference operator*() const noexcept { return *static_cast<T*>(*at_); }
  pointer operator->() const noexcept { return static_cast<T*>(*at_); }
  reference operator[](difference_type n) const noexcept { return *static_cast<T*>(at_[n]); }
  repeated_messages_iterator& operator++() noexcept { return ++at_, *this; }
  repeated_messages_iterator& operator--() noexcept { return --at_, *this; }
  repeated_messages_iterator operator++(int) noexcept { return repeated_messages_iterator(at_++); }
  repeated_messages_iterator operator--(int) noexcept { return repeated_messages_iterator(at_--); }
  repeated_messages_iterator& operator+=(difference_type n) noexcept { return at_ += n, *this; }
  repeated_messages_iterator& operator-=(difference_type n) noexcept { return at_ -= n, *this; }
  friend repeated_messages_iterator operator+(repeated_messages_iterator i, difference_type n) noexcept {
    return i += n;
  }
  friend repeated_messages_iterator operator+(difference_type n, repeated_messages_iterator i) noexcept {
    return i += n;
  }
  friend repeated_messages_iterator operator-(repeated_messages_iterator i, difference_type n) noexcept {
    return i -= n;
  }
  friend difference_type operator-(repeated_messages_iterator a, repeated_messages_iterator b) noexcept {
    return a.at_ - b.at_;
  }
  friend bool operator==(repeated_messages_iterator a, repeated_messages_iterator b) noexcept { return a.at_ == b.at_; }
  friend bool operator!=(repeated_messages_iterator a, repeated_messages_iterator b) noexcept { return a.at_ != b.at_; }
  friend bool operator<(repeated_messages_iterator a, repeated_messages_iterator b) noexcept { return a.at_ < b.at_; }
  friend bool operator>(repeated_messages_iterator a, repeated_messages_iterator b) noexcept { return a.at_ > b.at_; }
  friend bool operator<=(repeated_messages_iterator a, repeated_messages_iterator b) noexcept { return a.at_ <= b.at_; }
  friend bool operator>=(repeated_messages_iterator a, repeated_messages_iterator b) noexcept { return a.at_ >= b.at_; }

  void* const* position() const noexcept { return at_; }

 private:
  void* const* at_ = nullptr;
};

}  // namespace detail

// The members std::vector<T> users reach for, with the same meaning, except that elements are not contiguous
// (there is no data()) and keep their address until erased.
template <class T>
class repeated_messages : private detail::message_pointers {
 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = detail::repeated_messages_iterator<T>;
  using const_iterator = detail::repeated_messages_iterator<const T>;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  repeated_messages() noexcept = default;
  explicit repeated_messages(size_type count) { resize(count); }
  repeated_messages(std::initializer_list<T> values) { assign(values.begin(), values.end()); }
  repeated_messages(const repeated_messages& other) { assign(other.begin(), other.end()); }
  repeated_messages(repeated_messages&& other) noexcept { items_.swap(other.items_); }
  repeated_messages& operator=(const repeated_messages& other) {
    if (this != &other) repeated_messages(other).swap(*this);
    return *this;
  }
  repeated_messages& operator=(repeated_messages&& other) noexcept {
    repeated_messages(std::move(other)).swap(*this);
    return *this;
  }
  repeated_messages& operator=(std::initializer_list<T> values) {
    repeated_messages(values).swap(*this);
    return *this;
  }
  ~repeated_messages() { clear(); }

  template <class InputIt>
  void assign(InputIt first, InputIt last) {
    clear();
    if constexpr (std::is_base_of_v<std::forward_iterator_tag,
                                    typename std::iterator_traits<InputIt>::iterator_category>)
      reserve(static_cast<size_type>(std::distance(first, last)));
    for (; first != last; ++first) emplace_back(*first);
  }

  using message_pointers::capacity;
  using message_pointers::reserve;
  using message_pointers::size;
  bool empty() const noexcept { return items_.empty(); }

  T& operator[](size_type index) noexcept { return *static_cast<T*>(items_[index]); }
  const T& operator[](size_type index) const noexcept { return *static_cast<const T*>(items_[index]); }
  T& at(size_type index) { return *static_cast<T*>(items_.at(index)); }
  const T& at(size_type index) const { return *static_cast<const T*>(items_.at(index)); }
  T& front() noexcept { return (*this)[0]; }
  const T& front() const noexcept { return (*this)[0]; }
  T& back() noexcept { return (*this)[size() - 1]; }
  const T& back() const noexcept { return (*this)[size() - 1]; }

  iterator begin() noexcept { return iterator(items_.data()); }
  iterator end() noexcept { return iterator(items_.data() + items_.size()); }
  const_iterator begin() const noexcept { return const_iterator(items_.data()); }
  const_iterator end() const noexcept { return const_iterator(items_.data() + items_.size()); }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const noexcept { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const noexcept { return const_reverse_iterator(begin()); }

  template <class... Args>
  T& emplace_back(Args&&... args) {
    return *static_cast<T*>(append(made(std::forward<Args>(args)...), detail::destroy_message<T>));
  }
  void push_back(const T& value) { emplace_back(value); }
  void push_back(T&& value) { emplace_back(std::move(value)); }
  template <class... Args>
  iterator emplace(const_iterator position, Args&&... args) {
    const auto index = position - cbegin();
    void* element = made(std::forward<Args>(args)...);
    try {
      items_.insert(items_.begin() + index, element);
    } catch (...) {
      detail::destroy_message<T>(element);
      throw;
    }
    return begin() + index;
  }
  iterator insert(const_iterator position, const T& value) { return emplace(position, value); }
  iterator insert(const_iterator position, T&& value) { return emplace(position, std::move(value)); }

  iterator erase(const_iterator position) { return erase(position, position + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    const auto index = static_cast<size_type>(first - cbegin());
    message_pointers::erase(index, static_cast<size_type>(last - cbegin()), detail::destroy_message<T>);
    return begin() + static_cast<difference_type>(index);
  }
  void pop_back() { message_pointers::erase(size() - 1, size(), detail::destroy_message<T>); }
  void clear() noexcept { message_pointers::erase(0, size(), detail::destroy_message<T>); }
  void resize(size_type count) {
    if (count < size()) message_pointers::erase(count, size(), detail::destroy_message<T>);
    reserve(count);
    while (size() < count) append(detail::create_message<T>(), detail::destroy_message<T>);
  }
  void swap(repeated_messages& other) noexcept { items_.swap(other.items_); }
  friend void swap(repeated_messages& a, repeated_messages& b) noexcept { a.swap(b); }

  friend bool operator==(const repeated_messages& a, const repeated_messages& b) {
    if (a.size() != b.size()) return false;
    for (size_type i = 0; i < a.size(); ++i)
      if (!(a[i] == b[i])) return false;
    return true;
  }
  friend bool operator!=(const repeated_messages& a, const repeated_messages& b) { return !(a == b); }

 private:
  template <class... Args>
  static void* made(Args&&... args) {
    if constexpr (sizeof...(Args) == 0)
      return detail::create_message<T>();
    else
      return new T(std::forward<Args>(args)...);
  }
};

}  // namespace plainproto
