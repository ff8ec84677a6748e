// plainproto: one value of a field, read or written through the field's storage_ops whether the field is singular
// or the value is one element of a repeated field: what the parsers, printers, paths and the Paddle facade share.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/function_attributes.hpp"
#include "descriptor.hpp"

namespace plainproto {
namespace detail {

// The index that stands for the field itself (a singular field, or a repeated field as a whole).
inline constexpr std::size_t whole_field = static_cast<std::size_t>(-1);

// A list of messages grows by doubling, and each time every element is moved to fresh memory: a
// DistributedJobInfo's 4,200 tables went through 14 allocations up to 8,192 slots. The parsers
// call this after each element of a repeated message field (not a map) that took element_bytes of the input,
// with rest_bytes of the input left. Once a list of 16 or more is full and another element may follow, the
// rest of the input, in elements as long as this one, tells how many more may come: the list makes room for
// them and an eighth more, growing at least by half and at most eightfold, so that a guess too large (the rest
// need not be this list) costs no more than untouched room. (The field's storage_ops, so that code that knows
// them at compile time calls size and grow directly.)
inline void size_list_for_input(const storage_ops& ops, void* storage, std::size_t element_bytes,
                                std::size_t rest_bytes) {
  constexpr std::size_t first_sized = 16;
  constexpr std::size_t largest_growth = 8;
  const std::size_t count = ops.size(storage);
  if (count < first_sized || element_bytes == 0 || rest_bytes < element_bytes) return;
  const std::size_t expected = count + rest_bytes / element_bytes;
  ops.grow(storage, std::clamp(expected + expected / 8, count + count / 2, largest_growth * count));
}

// One level of the field a parser is inside, linked outward: parsers keep these on their stack and spell the path
// ("a.b[2].c") only for an error.
struct field_path_frame {
  const field_descriptor* field;
  std::size_t index;  // whole_field for a singular field
  const field_path_frame* outer;
};

PLAINPROTO_DETAIL_COLD inline std::string field_path(const field_path_frame* innermost) {
  std::vector<const field_path_frame*> frames;
  for (const field_path_frame* frame = innermost; frame != nullptr; frame = frame->outer) frames.push_back(frame);
  std::string path;
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
    if (!path.empty()) path += '.';
    path.append((*it)->field->name);
    if ((*it)->index != whole_field) path.append("[").append(std::to_string((*it)->index)).append("]");
  }
  return path;
}

// The member of field's oneof that is set in the message, or null.
inline const field_descriptor* set_oneof_member(const message_descriptor& descriptor, const void* message,
                                                const field_descriptor& field) {
  const oneof_descriptor& oneof = descriptor.oneofs[field.oneof_index];
  for (std::size_t i = oneof.first_field; i < oneof.first_field + oneof.field_count; ++i) {
    const field_descriptor& member = descriptor.fields[i];
    if (member.ops->has(member.storage_in(message))) return &member;
  }
  return nullptr;
}

// A value converted to a field's type: numbers, bools and enums in `number`, strings and bytes in `text`.
struct field_value {
  scalar number;
  std::string text;
};

inline scalar scalar_value(const field_descriptor& field, const void* storage, std::size_t index) {
  return index == whole_field ? field.ops->get(storage) : field.ops->get_at(storage, index);
}
inline std::string_view string_value(const field_descriptor& field, const void* storage, std::size_t index) {
  return index == whole_field ? field.ops->get_string(storage) : field.ops->string_at(storage, index);
}
inline const void* message_value(const field_descriptor& field, const void* storage, std::size_t index) {
  return index == whole_field ? field.ops->get_message(storage) : field.ops->message_at(storage, index);
}
// The message, made present (switching a oneof to it) when it is a singular field.
inline void* mutable_message_value(const field_descriptor& field, void* storage, std::size_t index) {
  return index == whole_field ? field.ops->mutable_message(storage) : field.ops->mutable_message_at(storage, index);
}

// A string, number, bool or enum value.
inline field_value read_value(const field_descriptor& field, const void* storage, std::size_t index) {
  field_value value;
  if (field.kind() == cpp_kind::string)
    value.text = std::string(string_value(field, storage, index));
  else
    value.number = scalar_value(field, storage, index);
  return value;
}

// Replaces a string, number, bool or enum value.
inline void assign_value(const field_descriptor& field, void* storage, std::size_t index, const field_value& value) {
  if (field.kind() == cpp_kind::string)
    *(index == whole_field ? field.ops->mutable_string(storage) : field.ops->mutable_string_at(storage, index)) =
        value.text;
  else if (index == whole_field)
    field.ops->set(storage, value.number);
  else
    field.ops->set_at(storage, index, value.number);
}

// Where a parser reads the next message or string into: a new element of a repeated field, or the singular field
// (made present).
inline void* message_to_read(const field_descriptor& field, void* storage) {
  return field.is_repeated() ? field.ops->add_message(storage) : field.ops->mutable_message(storage);
}
inline std::string* string_to_read(const field_descriptor& field, void* storage) {
  return field.is_repeated() ? field.ops->add_string(storage) : field.ops->mutable_string(storage);
}

// What a parser does with each value it reads: a repeated field gets it added, a singular one set.
inline void store_scalar(const field_descriptor& field, void* storage, scalar value) {
  if (field.is_repeated())
    field.ops->add(storage, value);
  else
    field.ops->set(storage, value);
}
inline void store_value(const field_descriptor& field, void* storage, field_value value) {
  if (field.kind() == cpp_kind::string)
    *string_to_read(field, storage) = std::move(value.text);
  else
    store_scalar(field, storage, value.number);
}

}  // namespace detail
}  // namespace plainproto
