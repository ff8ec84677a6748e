// plainproto: help for a misspelled name: "did you mean" suggestions for field names (text format, JSON keys,
// paths) and the list of the names an enum takes.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
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

// The candidate closest to `name`, when it is close enough to be a likely typo; empty otherwise.
// for_each_candidate(consider) calls consider(candidate) for each.
template <class ForEachCandidate>
std::string_view closest_name(std::string_view name, ForEachCandidate for_each_candidate) {
  std::string_view best;
  std::size_t best_distance = std::max<std::size_t>(2, name.size() / 3) + 1;
  for_each_candidate([&](std::string_view candidate) {
    const std::size_t distance = edit_distance(name, candidate);
    if (distance < best_distance) {
      best = candidate;
      best_distance = distance;
    }
  });
  return best;
}

// For paths, which name every field by its name.
inline std::string_view closest_field_name(const message_descriptor& descriptor, std::string_view name) {
  return closest_name(name, [&](auto consider) {
    for (const field_descriptor& field : descriptor) consider(field.name);
  });
}
// For the text format, which names a group by its type's name (`Retry { }` for the group field `retry`).
inline std::string_view closest_text_field_name(const message_descriptor& descriptor, std::string_view name) {
  return closest_name(name, [&](auto consider) {
    for (const field_descriptor& field : descriptor) consider(field.text_name());
  });
}

// The enum's value names, "A, B, C", the first `most` of them and then "...": for messages that say what a
// value may be.
inline std::string listed_enum_values(const enum_descriptor& type, std::size_t most) {
  std::string text;
  std::size_t listed = 0;
  for (const enum_value_descriptor& value : type) {
    if (listed == most) return text + ", ...";
    text += (listed++ ? ", " : "") + std::string(value.name);
  }
  return text;
}

// libprotobuf's error for a name the text format does not know, with a suggestion when one is close. type_name is
// the message type's name as the parser reports it (a map entry's by its map field).
inline std::string unknown_text_field_message(const message_descriptor& descriptor, const std::string& type_name,
                                              std::string_view name) {
  std::string message = "Message type \"" + type_name + "\" has no field named \"" + std::string(name) + "\".";
  const std::string_view suggestion = closest_text_field_name(descriptor, name);
  if (!suggestion.empty()) message += " Did you mean \"" + std::string(suggestion) + "\"?";
  return message;
}

}  // namespace detail
}  // namespace plainproto
