// Declaring your own message types with the plainproto macros, then printing, parsing and checking them.
//
// The C++ below mirrors this proto2 schema:
//
//   package inventory;
//
//   enum Unit { PIECE = 0; KILOGRAM = 1; LITRE = 2; }
//
//   message Item {
//     message Price {
//       required int64 cents = 1;
//       optional string currency = 2 [default = "EUR"];
//     }
//     required string sku = 1;
//     optional Unit unit = 2 [default = PIECE];
//     optional double quantity = 3 [default = 1];
//     optional Price price = 4;
//     repeated string tags = 5;
//     oneof origin {
//       string supplier = 6;
//       uint32 warehouse_id = 7;
//     }
//   }
//
//   message Order {
//     required uint64 id = 1;
//     repeated Item items = 2;
//     optional bool express = 3 [default = false];
//     optional string note = 4;
//   }
#include <plainproto/plainproto.hpp>

#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

namespace inventory {

PLAINPROTO_ENUM(Unit, "inventory.Unit", (PIECE, 0), (KILOGRAM, 1), (LITRE, 2));

struct Item : plainproto::message<Item> {
  struct Price : plainproto::message<Price> {
    PLAINPROTO_REQUIRED(1, std::int64_t, cents);
    PLAINPROTO_OPTIONAL(2, std::string, currency) = "EUR";  // a member initializer is the [default = ...]
  };
  PLAINPROTO_REQUIRED(1, std::string, sku);
  PLAINPROTO_OPTIONAL(2, Unit, unit) = Unit::PIECE;
  PLAINPROTO_OPTIONAL(3, double, quantity) = 1.0;
  PLAINPROTO_OPTIONAL(4, Price, price);
  PLAINPROTO_REPEATED(5, std::string, tags);
  // declares enum class origin_case { not_set = 0, supplier = 6, warehouse_id = 7 } and the member `origin`
  PLAINPROTO_ONEOF(origin, (6, std::string, supplier), (7, std::uint32_t, warehouse_id));
};
// Inner types are described first, with their full proto names.
PLAINPROTO_MESSAGE(Item::Price, "inventory.Item.Price", cents, currency);
PLAINPROTO_MESSAGE(Item, "inventory.Item", sku, unit, quantity, price, tags, origin);

struct Order : plainproto::message<Order> {
  PLAINPROTO_REQUIRED(1, std::uint64_t, id);
  PLAINPROTO_REPEATED(2, Item, items);
  PLAINPROTO_OPTIONAL(3, bool, express) = false;
  PLAINPROTO_OPTIONAL(4, std::string, note);
};
PLAINPROTO_MESSAGE(Order, "inventory.Order", id, items, express, note);

}  // namespace inventory

namespace {

void print_missing_required_fields(const inventory::Order& order) {
  std::cout << "initialized: " << plainproto::is_initialized(order) << '\n';
  for (const std::string& path : plainproto::missing_required_fields(order)) std::cout << "  missing: " << path << '\n';
}

}  // namespace

int main() {
  using inventory::Item;
  using inventory::Order;
  using inventory::Unit;

  std::cout << std::boolalpha << "--- a new order: defaults, no presence\n";
  Order order;
  Item& apples = order.items.emplace_back();
  std::cout << "express: " << order.express << " (set: " << order.express.has_value() << ")\n";
  std::cout << "quantity: " << apples.quantity << ", currency: " << apples.price->currency.value() << '\n';
  // items[0].price is not set, so its required `cents` is not missing yet.
  print_missing_required_fields(order);

  std::cout << "--- filled in\n";
  order.id = 1001;
  apples.sku = "APL-01";
  apples.unit = Unit::KILOGRAM;
  apples.quantity = 2.5;
  apples.price.mutable_value().cents = 349;  // mutable_value() marks the sub-message present
  apples.tags = {"fruit", "fresh"};
  apples.origin.set<Item::origin_case::supplier>("Orchard & Sons");

  Item& milk = order.items.emplace_back();
  milk.sku = "MLK-1L";
  milk.unit = Unit::LITRE;
  milk.origin.set<Item::origin_case::warehouse_id>(7u);
  order.note = "leave at the door";
  print_missing_required_fields(order);

  const std::string text = plainproto::print_text(order);
  std::cout << text;

  std::cout << "--- parsed back\n";
  const auto parsed = plainproto::parse_text<Order>(text);
  std::cout << "equal: " << (parsed == order) << '\n';
  std::cout << "items[1] ships from warehouse "
            << parsed.items[1].origin.get<Item::origin_case::warehouse_id>() << '\n';
  plainproto::text_print_options one_line;
  one_line.single_line = true;
  std::cout << "one line: " << plainproto::print_text(parsed.items[1], one_line) << '\n';

  std::cout << "--- a text without the required fields\n";
  try {
    plainproto::parse_text<Order>("items { quantity: 3 price { currency: \"USD\" } }");
  } catch (const plainproto::error& e) {
    std::cout << e.what() << '\n';
  }
  plainproto::text_parse_options partial;
  partial.allow_partial = true;
  const auto draft = plainproto::parse_text<Order>("items { quantity: 3 price { currency: \"USD\" } }", partial);
  print_missing_required_fields(draft);

  return parsed == order ? 0 : 1;
}
