// A message whose fields the text parsers are given in and out of their declared order (tests/unit/text_parse.cpp,
// tests/unit/python_style.cpp): a parser looks for a name first after the field it read last, where this message
// has a group under its field name. Include after the test's plainproto header.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace field_order {

struct Ordered : plainproto::message<Ordered> {
  struct Retry : plainproto::message<Retry> {
    PLAINPROTO_OPTIONAL(11, std::int32_t, limit);
  };
  PLAINPROTO_OPTIONAL(1, std::int32_t, first);
  PLAINPROTO_REPEATED(2, std::int32_t, values);
  PLAINPROTO_OPTIONAL(3, plainproto::group<Retry>, retry);
  PLAINPROTO_OPTIONAL(4, std::string, last);
};
PLAINPROTO_MESSAGE(Ordered::Retry, "field_order.Ordered.Retry", limit);
PLAINPROTO_MESSAGE(Ordered, "field_order.Ordered", first, values, retry, last);

// The same values, in declared order, in reverse, and mixed (a list's values apart).
inline const char* const orders[] = {
    "first: 1 values: 2 values: 3 Retry { limit: 4 } last: 'x'",
    "last: 'x' Retry { limit: 4 } values: 2 values: 3 first: 1",
    "values: 2 last: 'x' first: 1 values: 3 Retry { limit: 4 }",
};

inline void check_values(const Ordered& message) {
  CHECK(message.first == 1);
  CHECK(message.values == std::vector<std::int32_t>{2, 3});
  CHECK(message.retry.value().limit == 4);
  CHECK(message.last.value() == "x");
}

// `retry` comes where the lookup looks first after `values`, and names no field: a group is named by its type.
inline const char* const group_by_field_name = "first: 1 values: 2 retry { limit: 4 }";
inline const char* const group_by_field_name_error =
    "Message type \"field_order.Ordered\" has no field named \"retry\". Did you mean \"Retry\"?";

}  // namespace field_order
