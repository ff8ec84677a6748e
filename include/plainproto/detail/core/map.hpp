// plainproto: map<K, V> field storage, the C++ side of a proto2 `map<K, V>` field.
//
//   PLAINPROTO_MAP(7, std::string, std::int32_t, counts);   // map<string, int32> counts = 7;
//   config.counts["steps"] = 10;
//   for (const auto& [name, count] : config.counts) ...
//
// Entries are kept in key order (the order libprotobuf's text format prints them in) in one contiguous list: a
// config's maps are small, and a list is what the formats read and write entry by entry. Keys are unique; reading
// a key twice keeps the last value, as protobuf does.
#pragma once

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <utility>
#include <vector>

namespace plainproto {

template <class K, class V>
class map {
 public:
  using key_type = K;
  using mapped_type = V;
  // The key is not const so that the list can be kept in order; changing it through an iterator breaks the order.
  using value_type = std::pair<K, V>;
  using iterator = typename std::vector<value_type>::iterator;
  using const_iterator = typename std::vector<value_type>::const_iterator;
  using size_type = std::size_t;

  map() = default;
  map(std::initializer_list<value_type> entries) {
    for (const value_type& entry : entries) insert_or_assign(entry.first, entry.second);
  }

  iterator begin() noexcept { return entries_.begin(); }
  iterator end() noexcept { return entries_.end(); }
  const_iterator begin() const noexcept { return entries_.begin(); }
  const_iterator end() const noexcept { return entries_.end(); }
  size_type size() const noexcept { return entries_.size(); }
  bool empty() const noexcept { return entries_.empty(); }
  void clear() noexcept { entries_.clear(); }

  iterator find(const K& key) {
    const iterator at = lower_bound(key);
    return at != entries_.end() && !(key < at->first) ? at : entries_.end();
  }
  const_iterator find(const K& key) const { return const_cast<map*>(this)->find(key); }
  bool contains(const K& key) const { return find(key) != end(); }
  size_type count(const K& key) const { return contains(key) ? 1 : 0; }

  V& operator[](const K& key) {
    const iterator at = lower_bound(key);
    if (at != entries_.end() && !(key < at->first)) return at->second;
    return entries_.insert(at, value_type(key, V{}))->second;
  }
  V& at(const K& key) {
    const iterator found = find(key);
    if (found == end()) throw std::out_of_range("plainproto::map::at: no such key");
    return found->second;
  }
  const V& at(const K& key) const { return const_cast<map*>(this)->at(key); }

  std::pair<iterator, bool> insert_or_assign(const K& key, V value) {
    const iterator at = lower_bound(key);
    if (at != entries_.end() && !(key < at->first)) {
      at->second = std::move(value);
      return {at, false};
    }
    return {entries_.insert(at, value_type(key, std::move(value))), true};
  }
  size_type erase(const K& key) {
    const iterator found = find(key);
    if (found == end()) return 0;
    entries_.erase(found);
    return 1;
  }
  iterator erase(const_iterator position) { return entries_.erase(position); }

  friend bool operator==(const map& a, const map& b) { return a.entries_ == b.entries_; }
  friend bool operator!=(const map& a, const map& b) { return !(a == b); }

  // For the parsers: an entry appended at the end, then moved into its key's place by settle_last().
  value_type& append_unsettled() { return entries_.emplace_back(); }
  void settle_last() {
    const iterator last = entries_.end() - 1;
    const iterator at = std::lower_bound(entries_.begin(), last, last->first,
                                         [](const value_type& entry, const K& key) { return entry.first < key; });
    if (at != last && !(last->first < at->first)) {
      at->second = std::move(last->second);
      entries_.pop_back();
    } else {
      std::rotate(at, last, entries_.end());
    }
  }
  // The entries in order, for code that reaches them by index.
  const std::vector<value_type>& entries() const noexcept { return entries_; }
  std::vector<value_type>& entries() noexcept { return entries_; }

 private:
  iterator lower_bound(const K& key) {
    return std::lower_bound(entries_.begin(), entries_.end(), key,
                            [](const value_type& entry, const K& k) { return entry.first < k; });
  }

  std::vector<value_type> entries_;
};

}  // namespace plainproto
