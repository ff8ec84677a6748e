// plainproto: "did you mean" suggestions for misspelled field names.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

#include "descriptor.hpp"

namespace plainproto {
namespace detail {

inline std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// The name, of those name_of gives the fields, closest to `name`, when it is close enough to be a likely typo;
// empty otherwise.
template <class NameOf>
std::string_view closest_name(const message_descriptor& descriptor, std::string_view name, NameOf name_of) {
  std::string_view best;
  std::size_t best_distance = std::max<std::size_t>(2, name.size() / 3) + 1;
  for (const field_descriptor& field : descriptor) {
    const std::string_view candidate = name_of(field);
    const std::size_t distance = edit_distance(name, candidate);
    if (distance < best_distance) {
      best = candidate;
      best_distance = distance;
    }
  }
  return best;
}

// For paths, which name every field by its name.
inline std::string_view closest_field_name(const message_descriptor& descriptor, std::string_view name) {
  return closest_name(descriptor, name, [](const field_descriptor& field) { return field.name; });
}
// For the text format, which names a group by its type's name (`Retry { }` for the group field `retry`).
inline std::string_view closest_text_field_name(const message_descriptor& descriptor, std::string_view name) {
  return closest_name(descriptor, name, [](const field_descriptor& field) { return field.text_name(); });
}

}  // namespace detail
}  // namespace plainproto
