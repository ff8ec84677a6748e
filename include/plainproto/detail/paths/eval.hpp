// plainproto: edit_config paths checked against a message type, evaluated over a message (fan-out over
// slices and conditions), read and written.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../core/compare.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/field_access.hpp"
#include "../core/map_entry.hpp"
#include "../core/owned_message.hpp"
#include "../core/suggest.hpp"
#include "../../error.hpp"
#include "../../options.hpp"
#include "../common/float_math.hpp"
#include "syntax.hpp"
#include "value.hpp"

namespace plainproto {
namespace detail {

// One step from a message to a sub-message: a singular field (index whole_field) or one element.
struct path_step {
  const field_descriptor* field;
  std::size_t index;
};

// One field (or one element of a repeated field) a path selects.
struct path_match {
  std::vector<path_step> chain;  // from the root to the message holding the field
  const void* message;           // that message, for reading (a default instance when it is not set)
  const field_descriptor* field;
  std::size_t index;  // whole_field: the field itself (a whole repeated field for a repeated one)
};

inline std::string path_type_description(const field_descriptor& field) {
  if (field.type == field_type::message) return "message " + std::string(field.message_type()->full_name);
  if (field.type == field_type::enum_) return "enum " + std::string(field.enum_type()->full_name);
  return std::string(type_name(field.type));
}

inline std::string element_count(std::size_t count) {
  return std::to_string(count) + (count == 1 ? " element" : " elements");
}

[[noreturn]] inline void path_error(const path_segment& segment, error_code code, const std::string& why) {
  throw error(code, segment.written + ": " + why, 0, 0, segment.written);
}

inline void check_path(const message_descriptor& root, std::vector<path_segment>& segments, bool compared,
                       map_entry_scope entries = {});

// A field by name, or an extension by `[full.name]` (for a MessageSet also `[pkg.Type]`, as text format names it).
inline const field_descriptor* find_path_field(const message_descriptor& owner, std::string_view name) {
  if (name.size() < 2 || name.front() != '[') return owner.find_field(name);
  const extension_descriptor* extension = find_extension_by_text_name(owner, name.substr(1, name.size() - 2));
  return extension != nullptr ? &extension->field : nullptr;
}

// The literal is converted to the compared field's type once, here.
inline void check_condition(path_segment& segment) {
  const field_descriptor& field = *segment.field;
  if (field.type != field_type::message) {
    if (!segment.condition_path.empty())
      path_error(segment, error_code::usage,
                 "the elements of \"" + std::string(field.name) + "\" are " + path_type_description(field) +
                     " values, which have no fields; compare the element itself, e.g. [>=" + segment.literal + "]");
    segment.literal_value = convert_field_value(*segment.owner, field, segment.literal, segment.written);
    return;
  }
  if (segment.condition_path.empty())
    path_error(segment, error_code::usage, "a condition on messages compares one of their fields, e.g. [name=value]");
  try {
    check_path(*field.message_type(), segment.condition_path, true,
               field.map ? map_entry_scope{segment.owner, &field} : map_entry_scope{});
  } catch (const error& failure) {
    path_error(segment, failure.code(), failure.message());
  }
  const path_segment& compared = segment.condition_path.back();
  segment.literal_value = convert_field_value(*compared.owner, *compared.field, segment.literal, segment.written);
}

// Resolves every name against the message types and rejects what cannot be evaluated, before any message is
// touched: a misspelled name is an error even where the path would select nothing. (entries: the map field whose
// entry type root is, if it is one, to name that type as protobuf does.)
inline void check_path(const message_descriptor& root, std::vector<path_segment>& segments, bool compared,
                       map_entry_scope entries) {
  const message_descriptor* owner = &root;
  for (std::size_t i = 0; i < segments.size(); ++i) {
    path_segment& segment = segments[i];
    const field_descriptor* field = find_path_field(*owner, segment.name);
    if (field == nullptr) {
      // Below the first name, the message is said to be the one the path has reached, which names the type.
      std::string why = i == 0 ? std::string() : segments[i - 1].written + ": ";
      why += "no field \"" + segment.name + "\" in " + entries.type_name(*owner);
      const std::string_view suggestion = closest_field_name(*owner, segment.name);
      if (!suggestion.empty()) why += "; did you mean \"" + std::string(suggestion) + "\"?";
      throw error(error_code::unknown_field, why, 0, 0, segment.written);
    }
    segment.owner = owner;
    segment.field = field;
    if (segment.selector != path_selector::none && !field->is_repeated())
      path_error(segment, error_code::usage,
                 "\"" + segment.name + "\" is not a repeated field; [...] selects elements of repeated fields");
    if (segment.selector == path_selector::condition) check_condition(segment);

    if (i + 1 == segments.size()) {
      if (compared && field->is_repeated() && segment.selector == path_selector::none)
        path_error(segment, error_code::usage,
                   "cannot compare a whole repeated field; select one element, e.g. " + segment.name + "[0]");
      if (compared && field->type == field_type::message)
        path_error(segment, error_code::usage, "cannot compare a message; compare one of its fields");
      return;
    }
    const std::string& next = segments[i + 1].name;
    if (field->type != field_type::message)
      path_error(segment, error_code::usage,
                 "\"" + segment.name + "\" is a " + path_type_description(*field) + " field, not a message; it has no field \"" +
                     next + "\"");
    if (field->is_repeated() && segment.selector == path_selector::none)
      path_error(segment, error_code::usage,
                 "\"" + segment.name + "\" is a repeated field; select elements with [i], [a:b], [:] or [condition] "
                 "before \"." + next + "\"");
    if (field->map) entries = {owner, field};
    owner = field->message_type();
  }
}

// Numbers numerically, strings byte by byte (which is code point order for UTF-8), enums by number, false < true;
// NaN compares false, as in Python.
inline bool compare_values(const field_descriptor& field, const field_value& a, const field_value& b,
                           path_comparison comparison) {
  if (field.kind() == cpp_kind::message) return false;
  const bool floating = field.kind() == cpp_kind::double_ || field.kind() == cpp_kind::float_;
  if (floating && (is_nan(a.number.d) || is_nan(b.number.d))) return false;
  const int order =
      field.kind() == cpp_kind::string ? a.text.compare(b.text) : scalar_order(field.kind(), a.number, b.number);
  switch (comparison) {
    case path_comparison::greater_equal: return order >= 0;
    case path_comparison::less_equal: return order <= 0;
    case path_comparison::greater: return order > 0;
    case path_comparison::less: return order < 0;
    case path_comparison::equal: return order == 0;
  }
  return false;
}

inline std::vector<path_match> resolve_path(const std::vector<path_segment>& segments, const void* root,
                                            bool skip_absent);

inline bool element_matches(const path_segment& segment, const void* storage, std::size_t index) {
  const field_descriptor& field = *segment.field;
  if (field.type != field_type::message)
    return compare_values(field, read_value(field, storage, index), segment.literal_value, segment.comparison);
  for (const path_match& match : resolve_path(segment.condition_path, field.ops->message_at(storage, index), true)) {
    const field_value value = read_value(*match.field, field_storage_in(*match.field, match.message), match.index);
    if (compare_values(*match.field, value, segment.literal_value, segment.comparison)) return true;
  }
  return false;
}

// Python's slice bounds: negative counts from the end, then clamped to [0, count].
inline std::size_t slice_bound(std::int64_t bound, std::size_t count) {
  const auto size = static_cast<std::int64_t>(count);
  if (bound < 0) bound += size;
  if (bound < 0) return 0;
  return bound > size ? count : static_cast<std::size_t>(bound);
}

// The elements of a repeated field a selector picks. In a condition (skip_absent) an index past the end
// picks nothing instead of failing: that element simply does not match.
inline std::vector<std::size_t> select_elements(const path_segment& segment, const void* storage, bool skip_absent) {
  const std::size_t count = segment.field->ops->size(storage);
  std::vector<std::size_t> picked;
  switch (segment.selector) {
    case path_selector::none: break;
    case path_selector::all:
      for (std::size_t i = 0; i < count; ++i) picked.push_back(i);
      break;
    case path_selector::index: {
      std::int64_t index = segment.index;
      if (index < 0) index += static_cast<std::int64_t>(count);
      if (index >= 0 && static_cast<std::uint64_t>(index) < count)
        picked.push_back(static_cast<std::size_t>(index));
      else if (!skip_absent)
        path_error(segment, error_code::out_of_range, "index out of range (" + element_count(count) + ")");
      break;
    }
    case path_selector::slice: {
      const std::size_t start = slice_bound(segment.start.value_or(0), count);
      const std::size_t stop = segment.stop ? slice_bound(*segment.stop, count) : count;
      for (std::size_t i = start; i < stop; ++i) picked.push_back(i);
      break;
    }
    case path_selector::condition:
      for (std::size_t i = 0; i < count; ++i)
        if (element_matches(segment, storage, i)) picked.push_back(i);
      break;
  }
  return picked;
}

// Every field a checked path selects, fanning out over selected elements. Nothing is modified: a sub-message
// that is not set reads as its default instance, or, in a condition (skip_absent), selects nothing.
inline std::vector<path_match> resolve_path(const std::vector<path_segment>& segments, const void* root,
                                            bool skip_absent) {
  struct partial {
    std::vector<path_step> chain;
    const void* message;
  };
  std::vector<partial> current{{{}, root}};
  std::vector<path_match> matches;
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const path_segment& segment = segments[i];
    const field_descriptor& field = *segment.field;
    const bool last = i + 1 == segments.size();
    std::vector<partial> next;
    for (const partial& from : current) {
      const void* storage = field_storage_in(field, from.message);
      if (segment.selector == path_selector::none) {
        if (last) {
          matches.push_back({from.chain, from.message, &field, whole_field});
        } else if (!skip_absent || field.ops->has(storage)) {
          next.push_back({from.chain, field.ops->get_message(storage)});
          next.back().chain.push_back({&field, whole_field});
        }
        continue;
      }
      for (const std::size_t index : select_elements(segment, storage, skip_absent)) {
        if (last) {
          matches.push_back({from.chain, from.message, &field, index});
        } else {
          next.push_back({from.chain, field.ops->message_at(storage, index)});
          next.back().chain.push_back({&field, index});
        }
      }
    }
    current = std::move(next);
  }
  return matches;
}

// The message holding a matched field, made present along the way (switching oneofs where the path goes
// through another member).
inline void* mutable_holder(void* root, const std::vector<path_step>& chain) {
  void* message = root;
  for (const path_step& step : chain)
    message = mutable_message_value(*step.field, mutable_field_storage(*step.field, message), step.index);
  return message;
}

inline void append_elements(const field_descriptor& field, const void* from, void* to) {
  const std::size_t count = field.ops->size(from);
  for (std::size_t i = 0; i < count; ++i) {
    if (field.type == field_type::message)
      field.message_type()->copy(field.ops->add_message(to), field.ops->message_at(from, i));
    else
      store_value(field, to, read_value(field, from, i));
  }
}

// Puts a map's entries back in key order, the last entry of a key winning, after an edit wrote keys or added entries.
inline void resettle_map(const field_descriptor& field, void* storage) {
  const message_descriptor& entry_type = *field.message_type();
  const std::size_t count = field.ops->size(storage);
  std::vector<std::unique_ptr<void, void (*)(void*)>> entries;
  entries.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    entries.emplace_back(entry_type.create(), entry_type.destroy);
    entry_type.copy(entries.back().get(), field.ops->message_at(storage, i));
  }
  field.ops->erase(storage, 0, count);
  for (const auto& entry : entries) {
    entry_type.copy(field.ops->add_message(storage), entry.get());
    field.ops->settle_entry(storage);
  }
}

// The maps an edit went into or wrote, each put back in key order: the innermost first, since putting an outer map
// in order moves the entries (and the maps) inside it.
inline void resettle_edited_maps(void* root, const std::vector<path_match>& matches, const path_segment& last) {
  std::vector<std::pair<std::size_t, std::pair<const field_descriptor*, void*>>> maps;  // depth, field and storage
  for (const path_match& match : matches) {
    void* message = root;
    for (std::size_t depth = 0; depth < match.chain.size(); ++depth) {
      const path_step& step = match.chain[depth];
      void* storage = mutable_field_storage(*step.field, message);
      if (step.field->map) maps.push_back({depth, {step.field, storage}});
      message = mutable_message_value(*step.field, storage, step.index);
    }
    if (last.field->map) maps.push_back({match.chain.size(), {last.field, mutable_field_storage(*last.field, message)}});
  }
  std::sort(maps.begin(), maps.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<void*> done;
  for (const auto& [depth, map] : maps) {
    if (std::find(done.begin(), done.end(), map.second) != done.end()) continue;
    done.push_back(map.second);
    resettle_map(*map.first, map.second);
  }
}

inline std::vector<path_segment> checked_path(const message_descriptor& type, std::string_view path) {
  std::vector<path_segment> segments = parse_path(path);
  check_path(type, segments, false);
  return segments;
}

inline std::vector<std::string> get_path(const message_descriptor& type, const void* message, std::string_view path,
                                         const text_print_options& options) {
  const std::vector<path_segment> segments = checked_path(type, path);
  std::vector<std::string> values;
  for (const path_match& match : resolve_path(segments, message, false)) {
    const void* storage = field_storage_in(*match.field, match.message);
    std::string& value = values.emplace_back();
    if (match.field->is_repeated() && match.index == whole_field)
      append_list_value(*match.field, storage, options, value);
    else
      append_field_value(*match.field, storage, match.index, options, value);
  }
  return values;
}

// A whole repeated field is replaced: by a text-format list `[a, b]`, or by one element.
inline std::size_t replace_repeated(const path_segment& last, const std::vector<path_match>& matches, void* root,
                                    std::string_view value, text_style style) {
  const field_descriptor& field = *last.field;
  const owned_message source(*last.owner);
  void* source_storage = mutable_field_storage(field, source.get());
  value = trim_path_space(value);
  if (!value.empty() && value.front() == '[')
    parse_field_text(*last.owner, field, value, value, source.get(), last.written, style);
  else if (field.type == field_type::message)
    parse_message_value(*field.message_type(), value, field.ops->add_message(source_storage), last.written, style);
  else
    store_value(field, source_storage, convert_field_value(*last.owner, field, value, last.written, style));

  for (const path_match& match : matches) {
    void* storage = mutable_field_storage(field, mutable_holder(root, match.chain));
    field.ops->erase(storage, 0, field.ops->size(storage));
    append_elements(field, source_storage, storage);
  }
  return matches.size();
}

// A message (or message element) is replaced by the parsed value, as EasyRec's Clear() + Parse(); "{}" leaves
// it empty but present.
inline std::size_t replace_message(const path_segment& last, const std::vector<path_match>& matches, void* root,
                                   std::string_view value, text_style style) {
  const field_descriptor& field = *last.field;
  const message_descriptor& type = *field.message_type();
  const owned_message source(type);
  parse_message_value(type, value, source.get(), last.written, style);
  for (const path_match& match : matches) {
    void* storage = mutable_field_storage(field, mutable_holder(root, match.chain));
    type.copy(mutable_message_value(field, storage, match.index), source.get());
  }
  return matches.size();
}

inline std::size_t assign_scalar(const path_segment& last, const std::vector<path_match>& matches, void* root,
                                 std::string_view value, text_style style) {
  const field_descriptor& field = *last.field;
  const field_value converted = convert_field_value(*last.owner, field, value, last.written, style);
  for (const path_match& match : matches)
    assign_value(field, mutable_field_storage(field, mutable_holder(root, match.chain)), match.index, converted);
  return matches.size();
}

// A value an edit replaced whole (a message, a message element, or a whole repeated field), named by where
// it is in the edited message. A document (document.hpp) prints those anew instead of editing them in place.
struct path_location {
  std::vector<path_step> chain;  // from the root to the message holding the field
  const field_descriptor* field;
  std::size_t index;  // whole_field for a singular field or a whole repeated field

  bool is(const std::vector<path_step>& at, const field_descriptor& in, std::size_t element) const {
    if (field != &in || index != element || chain.size() != at.size()) return false;
    for (std::size_t i = 0; i < chain.size(); ++i)
      if (chain[i].field != at[i].field || chain[i].index != at[i].index) return false;
    return true;
  }
};

// Sets every field one path selects; the value is converted (and rejected) even when nothing is selected.
// The values replaced whole are added to `replaced` when it is given. Lists and messages are read in `style`.
inline std::size_t set_path(const message_descriptor& type, void* message, std::string_view path,
                            std::string_view value, text_style style, std::vector<path_location>* replaced) {
  const std::vector<path_segment> segments = checked_path(type, path);
  const path_segment& last = segments.back();
  const std::vector<path_match> matches = resolve_path(segments, message, false);
  const bool whole_repeated = last.field->is_repeated() && last.selector == path_selector::none;
  if (replaced != nullptr && (whole_repeated || last.field->type == field_type::message))
    for (const path_match& match : matches) replaced->push_back({match.chain, match.field, match.index});
  std::size_t written;
  if (whole_repeated)
    written = replace_repeated(last, matches, message, value, style);
  else if (last.field->type == field_type::message)
    written = replace_message(last, matches, message, value, style);
  else
    written = assign_scalar(last, matches, message, value, style);
  resettle_edited_maps(message, matches, last);
  return written;
}

// Several paths separated by ';' take as many ';'-separated values ("a;b", "1;2"); a single path takes the
// whole value, ';' included. Applies them in order and returns how many fields were written.
inline std::size_t set_paths(const message_descriptor& type, void* message, std::string_view paths,
                             std::string_view values, text_style style = text_style::cpp,
                             std::vector<path_location>* replaced = nullptr) {
  const std::vector<std::string_view> path_list = split_top_level(paths, ';');
  std::vector<std::string_view> value_list{values};
  if (path_list.size() > 1) {
    value_list = split_top_level(values, ';');
    if (value_list.size() != path_list.size())
      throw error(error_code::usage, "\"" + std::string(paths) + "\": " + std::to_string(path_list.size()) +
                                         " paths but " + std::to_string(value_list.size()) +
                                         (value_list.size() == 1 ? " value" : " values"));
  }
  std::size_t written = 0;
  for (std::size_t i = 0; i < path_list.size(); ++i)
    written += set_path(type, message, path_list[i], value_list[i], style, replaced);
  return written;
}

}  // namespace detail
}  // namespace plainproto
