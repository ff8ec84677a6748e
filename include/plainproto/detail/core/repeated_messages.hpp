// plainproto: repeated_messages<T>, the storage of a repeated message field (`repeated Msg items = N;`).
//
//   config.optimizer_config.emplace_back().use_moving_average = true;   // as with std::vector
//   for (const Optimizer& optimizer : config.optimizer_config) ...
//
// It keeps pointers to its elements, as protobuf's RepeatedPtrField does, where std::vector<T> keeps the elements:
// std::vector's growth moves elements, and is compiled for each element type into every file that appends to a
// list; this list's growth moves pointers, compiled once for all types, and makes each element in place with one
// function per type. Elements are made in blocks, in order (as fast to walk as std::vector's), and keep their
// address as the list grows.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "../common/function_attributes.hpp"

namespace plainproto {
namespace detail {

// A message made and ended in place, out of line, once per type: no caller inlines a message's constructor or
// destructor (for DistributedStrategy, thousands of stores). The lists make their elements with them, and the
// descriptors their messages on the heap (paths, the CLI, boxed sub-messages, default instances).
template <class T>
PLAINPROTO_DETAIL_COLD void construct_message(void* slot) {
  ::new (slot) T;
}
template <class T>
PLAINPROTO_DETAIL_COLD void destruct_message(void* message) {
  static_cast<T*>(message)->~T();
}
template <class T>
PLAINPROTO_DETAIL_COLD void* create_message() {
  return new T;
}
template <class T>
PLAINPROTO_DETAIL_COLD void destroy_message(void* message) {
  delete static_cast<T*>(message);
}

// How a list makes and ends its elements. A slot holds an element, or the link to the next free slot.
struct element_type {
  std::size_t slot_size;
  void (*construct)(void* slot);
  void (*destruct)(void* element);
};
template <class T>
inline constexpr element_type element_type_of{std::max(sizeof(T), sizeof(void*)), construct_message<T>,
                                              destruct_message<T>};

// The part of a repeated_messages that does not depend on its element type; the storage_ops of every list of
// messages reach it through a void* (a repeated_messages, having no members of its own, shares its address with it).
// Elements are made in blocks the list owns, as many as the list holds when a block is added (so a list of n
// elements takes about log2(n) allocations, and its elements lie in order, as std::vector's do); an erased element's
// slot is taken again by the next one made, and the blocks are freed when the list is empty.
class repeated_messages_base {
 public:
  repeated_messages_base() noexcept = default;
  repeated_messages_base(const repeated_messages_base&) = delete;
  repeated_messages_base& operator=(const repeated_messages_base&) = delete;
  ~repeated_messages_base() { release_blocks(); }

  std::size_t size() const noexcept { return items_.size(); }
  std::size_t capacity() const noexcept { return items_.capacity(); }
  const void* at(std::size_t index) const noexcept { return items_[index]; }
  void* at(std::size_t index) noexcept { return items_[index]; }

  // Room for count elements in all: the list's and the slots'.
  void reserve(std::size_t count, std::size_t slot_size) {
    items_.reserve(count);
    const std::size_t more = count > size() ? count - size() : 0;
    if (more > 0 && (newest_ == nullptr || newest_->capacity - newest_->used < more)) add_block(more, slot_size);
  }
  // Room for count elements when the list is full (storage_ops::grow), as the parsers size a list from the input.
  void grow(std::size_t count, std::size_t slot_size) {
    if (size() == capacity()) reserve(count, slot_size);
  }
  void* append(const element_type& type) {
    void* slot = room_for_one(type.slot_size);
    try {
      type.construct(slot);
    } catch (...) {
      give_back(slot);
      throw;
    }
    items_.push_back(slot);
    return slot;
  }
  void erase(std::size_t first, std::size_t last, const element_type& type) noexcept {
    for (std::size_t i = first; i < last; ++i) {
      type.destruct(items_[i]);
      give_back(items_[i]);
    }
    items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(first),
                 items_.begin() + static_cast<std::ptrdiff_t>(last));
    if (items_.empty()) release_blocks();
  }

 protected:
  // A slot for one more element, the list having room for its pointer (so that holding it cannot fail).
  void* room_for_one(std::size_t slot_size) {
    if (items_.size() == items_.capacity()) items_.reserve(items_.empty() ? 1 : 2 * items_.size());
    if (newest_ != nullptr) {
      if (void* slot = newest_->free_slots) {
        std::memcpy(&newest_->free_slots, slot, sizeof(void*));
        return slot;
      }
      if (newest_->used < newest_->capacity) return slots(newest_) + slot_size * newest_->used++;
    }
    add_block(std::max<std::size_t>(4, items_.size()), slot_size);
    return slots(newest_) + slot_size * newest_->used++;
  }
  void give_back(void* slot) noexcept {
    std::memcpy(slot, &newest_->free_slots, sizeof(void*));
    newest_->free_slots = slot;
  }
  void insert_made(std::size_t index, void* element) noexcept {
    items_.insert(items_.begin() + static_cast<std::ptrdiff_t>(index), element);
  }
  void swap_with(repeated_messages_base& other) noexcept {
    items_.swap(other.items_);
    std::swap(newest_, other.newest_);
  }

  // (Both members protected: a class whose members differ in access is not standard-layout, and the storage_ops
  // reach the list through a pointer to its base.)
  struct block {
    block* previous;
    void* free_slots;  // the list's free slots, kept in its newest block
    std::size_t used;
    std::size_t capacity;
  };
  std::vector<void*> items_;
  block* newest_ = nullptr;

 private:
  static constexpr std::size_t slots_offset =
      (sizeof(block) + alignof(std::max_align_t) - 1) / alignof(std::max_align_t) * alignof(std::max_align_t);
  static char* slots(block* b) noexcept { return reinterpret_cast<char*>(b) + slots_offset; }

  void add_block(std::size_t count, std::size_t slot_size) {
    if (count > (std::numeric_limits<std::size_t>::max() - slots_offset) / slot_size)
      throw std::length_error("plainproto::repeated_messages: too many elements");
    void* memory = ::operator new(slots_offset + count * slot_size);
    newest_ = ::new (memory) block{newest_, newest_ != nullptr ? newest_->free_slots : nullptr, 0, count};
  }
  void release_blocks() noexcept {
    while (newest_ != nullptr) ::operator delete(std::exchange(newest_, newest_->previous));
  }
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
class repeated_messages : private detail::repeated_messages_base {
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
  repeated_messages(const repeated_messages& other) : repeated_messages_base() { assign(other.begin(), other.end()); }
  repeated_messages(repeated_messages&& other) noexcept : repeated_messages_base() { swap(other); }
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

  using repeated_messages_base::capacity;
  using repeated_messages_base::size;
  bool empty() const noexcept { return items_.empty(); }
  void reserve(size_type count) { repeated_messages_base::reserve(count, element().slot_size); }

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
    if constexpr (sizeof...(Args) == 0)
      return *static_cast<T*>(append(element()));
    else
      return *emplace(cend(), std::forward<Args>(args)...);
  }
  void push_back(const T& value) { emplace_back(value); }
  void push_back(T&& value) { emplace_back(std::move(value)); }
  template <class... Args>
  iterator emplace(const_iterator position, Args&&... args) {
    const auto index = static_cast<size_type>(position - cbegin());
    void* slot = room_for_one(element().slot_size);
    try {
      ::new (slot) T(std::forward<Args>(args)...);
    } catch (...) {
      give_back(slot);
      throw;
    }
    insert_made(index, slot);
    return begin() + static_cast<difference_type>(index);
  }
  iterator insert(const_iterator position, const T& value) { return emplace(position, value); }
  iterator insert(const_iterator position, T&& value) { return emplace(position, std::move(value)); }

  iterator erase(const_iterator position) { return erase(position, position + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    const auto index = static_cast<size_type>(first - cbegin());
    repeated_messages_base::erase(index, static_cast<size_type>(last - cbegin()), element());
    return begin() + static_cast<difference_type>(index);
  }
  void pop_back() { repeated_messages_base::erase(size() - 1, size(), element()); }
  void clear() noexcept { repeated_messages_base::erase(0, size(), element()); }
  void resize(size_type count) {
    if (count < size()) repeated_messages_base::erase(count, size(), element());
    reserve(count);
    while (size() < count) append(element());
  }
  void swap(repeated_messages& other) noexcept { swap_with(other); }
  friend void swap(repeated_messages& a, repeated_messages& b) noexcept { a.swap(b); }

  friend bool operator==(const repeated_messages& a, const repeated_messages& b) {
    if (a.size() != b.size()) return false;
    for (size_type i = 0; i < a.size(); ++i)
      if (!(a[i] == b[i])) return false;
    return true;
  }
  friend bool operator!=(const repeated_messages& a, const repeated_messages& b) { return !(a == b); }

 private:
  static constexpr const detail::element_type& element() noexcept {
    static_assert(alignof(T) <= alignof(std::max_align_t), "an element aligned past what operator new gives");
    return detail::element_type_of<T>;
  }
};

}  // namespace plainproto
