// plainproto::repeated_messages, a repeated message field's storage: the std::vector members it offers mean what
// they mean for std::vector (each checked against an std::vector of the same messages), elements keep their
// address as the list grows, and its storage_ops (what the parsers, paths and copies use) agree with its members.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "test_config.hpp"

namespace repeated_messages_test {

struct Item : plainproto::message<Item> {
  PLAINPROTO_OPTIONAL(1, std::string, name);
  PLAINPROTO_OPTIONAL(2, std::int32_t, weight) = 1;
};
PLAINPROTO_MESSAGE(Item, "repeated_messages_test.Item", name, weight);

struct Basket : plainproto::message<Basket> {
  PLAINPROTO_REPEATED(1, Item, items);
  PLAINPROTO_REPEATED(2, Basket, nested);  // a list of the message's own type, incomplete where it is declared
};
PLAINPROTO_MESSAGE(Basket, "repeated_messages_test.Basket", items, nested);

using list = plainproto::repeated_messages<Item>;

Item item(const std::string& name, std::int32_t weight = 1) {
  Item made;
  made.name = name;
  made.weight = weight;
  return made;
}

std::vector<std::string> names(const list& items) {
  std::vector<std::string> seen;
  for (const Item& i : items) seen.push_back(i.name.value());
  return seen;
}
std::vector<std::string> names(const std::vector<Item>& items) {
  std::vector<std::string> seen;
  for (const Item& i : items) seen.push_back(i.name.value());
  return seen;
}

static_assert(std::is_same_v<decltype(Basket::items), list>);
static_assert(std::is_same_v<std::iterator_traits<list::iterator>::iterator_category, std::random_access_iterator_tag>);
static_assert(std::is_convertible_v<list::iterator, list::const_iterator>);
static_assert(!std::is_convertible_v<list::const_iterator, list::iterator>);
static_assert(std::is_nothrow_move_constructible_v<list> && std::is_nothrow_move_assignable_v<list>);

TEST_CASE("repeated_messages: appending, reading and iterating as with std::vector") {
  list items;
  CHECK(items.empty());
  items.emplace_back().name = "a";
  const Item b = item("b", 2);
  items.push_back(b);
  items.push_back(item("c", 3));
  items.emplace_back(item("d", 4));
  CHECK(items.size() == 4);
  CHECK(items.front().name == "a");
  CHECK(items.front().weight == 1);  // made with its defaults
  CHECK(items.back().weight == 4);
  CHECK(items[1] == b);
  CHECK(items.at(2).name == "c");
  CHECK_THROWS_AS(items.at(4), std::out_of_range);
  CHECK(names(items) == std::vector<std::string>{"a", "b", "c", "d"});
  std::vector<std::string> reversed;
  for (auto i = items.rbegin(); i != items.rend(); ++i) reversed.push_back(i->name.value());
  CHECK(reversed == std::vector<std::string>{"d", "c", "b", "a"});
  CHECK(items.end() - items.begin() == 4);
  CHECK(items.begin()[3].name == "d");
  CHECK(std::find_if(items.cbegin(), items.cend(), [](const Item& i) { return i.weight == 3; }) - items.cbegin() == 2);
}

TEST_CASE("repeated_messages: elements keep their address as the list grows") {
  list items;
  Item& first = items.emplace_back();
  first.name = "first";
  const Item* const address = &first;
  for (int i = 0; i < 1000; ++i) items.emplace_back();
  CHECK(&items[0] == address);
  CHECK(items[0].name == "first");
  CHECK(items.capacity() >= 1001);
}

TEST_CASE("repeated_messages: elements lie in order in the list's blocks, and an erased element's place is reused") {
  list items;
  items.reserve(8);
  for (int i = 0; i < 8; ++i) items.emplace_back();
  const auto address = [&](std::size_t i) { return reinterpret_cast<std::uintptr_t>(&items[i]); };
  for (std::size_t i = 1; i < 8; ++i) CHECK(address(i) - address(i - 1) == sizeof(Item));
  const std::uintptr_t erased = address(3);
  items.erase(items.begin() + 3);
  CHECK(reinterpret_cast<std::uintptr_t>(&items.emplace_back()) == erased);
  CHECK(items.size() == 8);
}

// Not a message: the list holds any type, and this one's copy fails on demand.
struct Fragile {
  static inline bool fail = false;
  int value = 0;
  Fragile() = default;
  explicit Fragile(int v) : value(v) {}
  Fragile(const Fragile& other) : value(other.value) {
    if (fail) throw std::runtime_error("copy failed");
  }
  friend bool operator==(const Fragile& a, const Fragile& b) { return a.value == b.value; }
};

TEST_CASE("repeated_messages: an element whose construction fails leaves the list as it was") {
  plainproto::repeated_messages<Fragile> values{Fragile(1), Fragile(2)};
  const Fragile three(3);
  Fragile::fail = true;
  CHECK_THROWS_AS(values.push_back(three), std::runtime_error);
  CHECK_THROWS_AS(values.insert(values.begin(), three), std::runtime_error);
  Fragile::fail = false;
  CHECK(values == plainproto::repeated_messages<Fragile>{Fragile(1), Fragile(2)});
  values.push_back(three);
  CHECK(values.back().value == 3);
}

TEST_CASE("repeated_messages: erase, insert, resize and pop_back leave what std::vector leaves") {
  const std::vector<std::string> start = {"a", "b", "c", "d", "e"};
  const std::pair<std::ptrdiff_t, std::ptrdiff_t> ranges[] = {{0, 0}, {0, 2}, {1, 3}, {2, 5}, {4, 5}, {0, 5}, {3, 3}};
  for (const auto& range : ranges) {
    const std::ptrdiff_t first = range.first;
    const std::ptrdiff_t last = range.second;
    CAPTURE(first);
    CAPTURE(last);
    list items;
    std::vector<Item> expected;
    for (const std::string& name : start) {
      items.push_back(item(name));
      expected.push_back(item(name));
    }
    const auto after = items.erase(items.begin() + first, items.begin() + last);
    expected.erase(expected.begin() + first, expected.begin() + last);
    CHECK(names(items) == names(expected));
    CHECK(after - items.begin() == first);
  }
  list items{item("a"), item("c")};
  CHECK(items.insert(items.begin() + 1, item("b"))->name == "b");
  CHECK(items.emplace(items.end(), item("d"))->name == "d");
  const auto inserted = items.insert(items.begin(), item("0"));
  CHECK(inserted == items.begin());
  CHECK(names(items) == std::vector<std::string>{"0", "a", "b", "c", "d"});
  CHECK(items.erase(items.begin())->name == "a");
  items.pop_back();
  CHECK(names(items) == std::vector<std::string>{"a", "b", "c"});
  items.resize(5);
  CHECK(items.size() == 5);
  CHECK(items[4] == Item{});
  items.resize(2);
  CHECK(names(items) == std::vector<std::string>{"a", "b"});
  items.clear();
  CHECK(items.empty());
}

TEST_CASE("repeated_messages: copies are deep, moves take the elements, comparison is element by element") {
  list items{item("a", 5), item("b", 6)};
  list copy = items;
  CHECK(copy == items);
  CHECK(&copy[0] != &items[0]);
  copy[0].weight = 7;
  CHECK(items[0].weight == 5);
  CHECK(copy != items);
  const Item* const held = &items[1];
  list moved = std::move(items);
  CHECK(&moved[1] == held);
  copy = moved;
  CHECK(copy == moved);
  const list& same = copy;
  copy = same;  // assigning a list to itself keeps it
  CHECK(copy == moved);
  copy = {item("z")};
  CHECK(names(copy) == std::vector<std::string>{"z"});
  swap(copy, moved);
  CHECK(names(copy) == std::vector<std::string>{"a", "b"});
  CHECK(names(moved) == std::vector<std::string>{"z"});
  std::vector<Item> sorted_by_vector = {item("c"), item("a"), item("b")};
  list sorted{item("c"), item("a"), item("b")};
  const auto by_name = [](const Item& x, const Item& y) { return x.name.value() < y.name.value(); };
  std::sort(sorted_by_vector.begin(), sorted_by_vector.end(), by_name);
  std::sort(sorted.begin(), sorted.end(), by_name);
  CHECK(names(sorted) == names(sorted_by_vector));
}

TEST_CASE("repeated_messages: the storage ops add, read, grow and erase the list the members see") {
  const plainproto::message_descriptor& type = plainproto::descriptor_of<Basket>();
  const plainproto::field_descriptor& field = *type.find_field("items");
  Basket basket;
  void* storage = field.storage_in(&basket);
  field.ops->grow(storage, 8);
  CHECK(basket.items.capacity() >= 8);
  for (const char* name : {"a", "b", "c", "d"}) static_cast<Item*>(field.ops->add_message(storage))->name = name;
  CHECK(field.ops->size(storage) == 4);
  CHECK(field.ops->message_at(storage, 2) == &basket.items[2]);
  CHECK(field.ops->mutable_message_at(storage, 3) == &basket.items[3]);
  field.ops->erase(storage, 1, 3);
  CHECK(names(basket.items) == std::vector<std::string>{"a", "d"});
  CHECK(plainproto::print_text(basket) == "items {\n  name: \"a\"\n}\nitems {\n  name: \"d\"\n}\n");
}

TEST_CASE("repeated_messages: a message holding a list of its own type parses, copies and compares") {
  const Basket basket = plainproto::parse_text<Basket>(R"(
    items { name: "top" }
    nested { items { name: "inner" weight: 3 } nested { nested { } } }
    nested { }
  )");
  REQUIRE(basket.nested.size() == 2);
  CHECK(basket.nested[0].items[0].weight == 3);
  CHECK(basket.nested[0].nested[0].nested.size() == 1);
  Basket copy = basket;
  CHECK(copy == basket);
  copy.nested[0].nested.clear();
  CHECK(copy != basket);
  CHECK(plainproto::parse_text<Basket>(plainproto::print_text(basket)) == basket);
}

}  // namespace repeated_messages_test
