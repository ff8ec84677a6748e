// plainproto: the binary serializer, byte for byte libprotobuf 3.21's SerializeToString for proto2: fields in
// number order, each present field written (a default value too), repeated scalars unpacked unless packed,
// negative int32 and enum values as ten-byte varints, sub-messages behind their length.
//
// The bytes are written back to front, last field first, as upb does: a sub-message's length is then known
// when it is written (its bytes are already there), so one pass over the message does it, where writing
// front to back needs a pass that measures every sub-message first (protobuf's ByteSizeLong, which keeps the
// sizes in each message; a plain struct has no room for them). The pass writes into a buffer on the stack;
// a message that does not fit is measured and then written straight into the output string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "../../error.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/message.hpp"
#include "views.hpp"
#include "wire.hpp"

namespace plainproto {
namespace detail {

// protobuf refuses to serialize a message of 2 GB or more (its sizes are ints).
inline constexpr std::size_t max_message_size = 0x7fffffff;

template <class T>
T load_value(const void* bytes) noexcept {
  T value;
  std::memcpy(&value, bytes, sizeof value);
  return value;
}

// The varint a value of a varint type is written as: int32 and enum values sign-extended to 64 bits (a
// negative one takes ten bytes), sint32 and sint64 zigzag-encoded. `bytes` is the value's storage for the
// number types, `value` the scalar for bools and enums.
inline std::uint64_t wire_varint(field_type type, const void* bytes, scalar value) noexcept {
  switch (type) {
    case field_type::int32: return static_cast<std::uint64_t>(static_cast<std::int64_t>(load_value<std::int32_t>(bytes)));
    case field_type::int64: return static_cast<std::uint64_t>(load_value<std::int64_t>(bytes));
    case field_type::uint32: return load_value<std::uint32_t>(bytes);
    case field_type::uint64: return load_value<std::uint64_t>(bytes);
    case field_type::sint32: return zigzag_encode(load_value<std::int32_t>(bytes));
    case field_type::sint64: return zigzag_encode(load_value<std::int64_t>(bytes));
    case field_type::bool_: return value.b ? 1 : 0;
    case field_type::enum_: return static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<std::int32_t>(value.i)));
    default: return 0;
  }
}

// Bools and enums travel as scalars; the other varint types as the bytes of their value.
constexpr bool read_as_scalar(field_type type) noexcept { return type == field_type::bool_ || type == field_type::enum_; }

constexpr std::size_t value_width(field_type type) noexcept {
  return type == field_type::int32 || type == field_type::uint32 || type == field_type::sint32 ? 4 : 8;
}

template <class F>
std::uint64_t singular_varint(F field, const void* storage) {
  if (read_as_scalar(field.type())) return wire_varint(field.type(), nullptr, field.ops().get(storage));
  return wire_varint(field.type(), field.ops().value_bytes(storage), scalar{});
}

template <class F>
std::uint64_t element_varint(F field, const void* storage, std::size_t index) {
  if (read_as_scalar(field.type())) return wire_varint(field.type(), nullptr, field.ops().get_at(storage, index));
  const char* values = static_cast<const char*>(field.ops().values(storage));
  return wire_varint(field.type(), values + index * value_width(field.type()), scalar{});
}

// A packed field's tag is length-delimited: its values follow as one run.
template <class F>
constexpr std::uint32_t field_tag(F field) noexcept {
  if (field.group()) return make_tag(field.number(), wire_type::start_group);
  return make_tag(field.number(), field.packed() ? wire_type::length_delimited : natural_wire_type(field.type()));
}

// The bytes of a repeated varint field's values, without tags.
template <class F>
std::size_t varint_values_size(F field, const void* storage, std::size_t count) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < count; ++i) total += varint_size_fast(element_varint(field, storage, i));
  return total;
}

// --- measuring -----------------------------------------------------------------------------------------------

template <class M>
std::size_t message_size(M view, const void* message);

template <class F>
std::size_t field_size(F field, const void* message) {
  const void* storage = field.storage(message);
  const std::size_t tag_size = varint_size(field_tag(field));
  const storage_ops& ops = field.ops();
  const field_type type = field.type();
  if (field.is_repeated()) {
    const std::size_t count = ops.size(storage);
    if (count == 0) return 0;
    if (field.packed()) {
      const std::size_t values = fixed_size(type) != 0 ? count * fixed_size(type)
                                 : type == field_type::bool_ ? count
                                                            : varint_values_size(field, storage, count);
      return tag_size + varint_size_fast(values) + values;
    }
    if (fixed_size(type) != 0) return count * (tag_size + fixed_size(type));
    if (type == field_type::bool_) return count * (tag_size + 1);
    std::size_t total = count * tag_size;
    for (std::size_t i = 0; i < count; ++i) {
      std::size_t size;
      if (field.group()) {
        total += tag_size + message_size(field.message_type(), ops.message_at(storage, i));  // and the end tag
        continue;
      }
      if (type == field_type::message)
        size = message_size(field.message_type(), ops.message_at(storage, i));
      else if (type == field_type::string || type == field_type::bytes)
        size = ops.string_at(storage, i).size();
      else {
        total += varint_size_fast(element_varint(field, storage, i));
        continue;
      }
      total += varint_size_fast(size) + size;
    }
    return total;
  }
  if (!ops.has(storage)) return 0;
  if (fixed_size(type) != 0) return tag_size + fixed_size(type);
  std::size_t size;
  switch (type) {
    case field_type::bool_: return tag_size + 1;
    case field_type::message:
      size = message_size(field.message_type(), ops.get_message(storage));
      if (field.group()) return 2 * tag_size + size;
      break;
    case field_type::string:
    case field_type::bytes: size = ops.get_string(storage).size(); break;
    default: return tag_size + varint_size_fast(singular_varint(field, storage));
  }
  return tag_size + varint_size_fast(size) + size;
}

// --- MessageSet items ---------------------------------------------------------------------------------------
// A MessageSet writes each extension as an item, group 1 holding type_id = 2 (the extension's number) and
// message = 3, in number order, then its unknown length-delimited fields as items too (the only unknown fields
// libprotobuf writes back for a MessageSet).
// The four tags of an item and its type_id, around a message of message_size bytes.
inline std::size_t message_set_item_size(std::uint32_t type_id, std::size_t message_size) noexcept {
  return 4 + varint_size(type_id) + varint_size_fast(message_size) + message_size;
}

struct unknown_message_set_item {
  std::uint32_t type_id;
  std::string_view message;
};

// The length-delimited fields at the top level of unknown fields (which the reader kept well formed), in order.
inline std::vector<unknown_message_set_item> unknown_message_set_items(std::string_view fields) {
  std::vector<unknown_message_set_item> items;
  const char* p = fields.data();
  const char* const end = p + fields.size();
  int group_depth = 0;
  while (p < end) {
    std::uint64_t tag = 0, value = 0;
    p = read_varint(p, end, tag);
    switch (tag_wire_type(static_cast<std::uint32_t>(tag))) {
      case wire_type::varint: p = read_varint(p, end, value); break;
      case wire_type::fixed64: p += 8; break;
      case wire_type::fixed32: p += 4; break;
      case wire_type::length_delimited:
        p = read_varint(p, end, value);
        if (group_depth == 0)
          items.push_back({tag_number(static_cast<std::uint32_t>(tag)), std::string_view(p, static_cast<std::size_t>(value))});
        p += value;
        break;
      case wire_type::start_group: ++group_depth; break;
      default: --group_depth; break;
    }
  }
  return items;
}

inline std::size_t message_set_size(const message_descriptor& set_type, const void* message) {
  std::size_t total = 0;
  for (const extension_set::entry& entry : extensions_in(set_type, message)->entries()) {
    const field_descriptor& field = entry.extension->field;
    if (field.ops->has(entry.storage))
      total += message_set_item_size(static_cast<std::uint32_t>(field.number),
                                     message_size(dynamic_field{&field}.message_type(), field.ops->get_message(entry.storage)));
  }
  if (const unknown_fields* unknown = unknown_fields_in(set_type, message))
    for (const unknown_message_set_item& item : unknown_message_set_items(unknown->bytes()))
      total += message_set_item_size(item.type_id, item.message.size());
  return total;
}

// The serialized size of a message (of any size: sums are not limited to 2 GB).
template <class M>
std::size_t message_size(M view, const void* message) {
  if (view.get().message_set_wire_format) return message_set_size(view.get(), message);
  std::size_t total = 0;
  view.for_each_field_by_number([&](auto field) { total += field_size(field, message); });
  if (const unknown_fields* unknown = unknown_fields_in(view.get(), message)) total += unknown->bytes().size();
  if (const extension_set* extensions = extensions_in(view.get(), message))
    for (const extension_set::entry& entry : extensions->entries())
      total += field_size(dynamic_field{&entry.extension->field}, entry.storage);
  return total;
}

// --- writing, back to front -----------------------------------------------------------------------------------

// Each function writes below p and returns where its bytes start. Checked, it writes nothing below limit:
// when the buffer runs out it returns limit - 1 (and nothing more is written: every later room test fails
// there); unchecked, the buffer is known to be large enough. The write position travels in a register: kept
// in the object, it would be reloaded after every byte stored (a char store may alias anything).
template <bool checked>
class backward_writer {
 public:
  // The fields, last first.
  template <class M>
  static char* write_message(M view, const void* message, char* p, char* const limit) {
    if (exhausted(p, limit)) return p;
    if (view.get().message_set_wire_format) return write_message_set(view.get(), message, p, limit);
    if (const unknown_fields* unknown = unknown_fields_in(view.get(), message)) {  // written after the fields
      if (!room(p, limit, unknown->bytes().size())) return limit - 1;
      p = put_bytes(unknown->bytes().data(), unknown->bytes().size(), p);
    }
    const extension_set* extensions = extensions_in(view.get(), message);
    if (extensions == nullptr || extensions->entries().empty()) {
      view.for_each_field_by_number_reversed([&](auto field) { p = write_field(field, message, p, limit); });
      return p;
    }
    // Fields and extensions in number order: going back to front, the extensions above each field first.
    const auto& entries = extensions->entries();
    std::size_t next = entries.size();
    const auto write_extensions_above = [&](std::int64_t number) {
      for (; next > 0 && entries[next - 1].extension->field.number > number; --next)
        p = write_field(dynamic_field{&entries[next - 1].extension->field}, entries[next - 1].storage, p, limit);
    };
    view.for_each_field_by_number_reversed([&](auto field) {
      write_extensions_above(field.number());
      p = write_field(field, message, p, limit);
    });
    write_extensions_above(0);
    return p;
  }

 private:
  // Room for a tag, a ten-byte varint and a fixed64 value.
  static constexpr std::size_t scalar_room = 5 + 10 + 8;

  static bool room(const char* p, const char* limit, std::size_t count) noexcept {
    return !checked || p - limit >= static_cast<std::ptrdiff_t>(count);
  }
  // Whether the checked buffer has run out: the rest of the message is then not walked at all, only left.
  static bool exhausted(const char* p, const char* limit) noexcept { return checked && p < limit; }
  static char* put_varint(std::uint64_t value, char* p) noexcept {
    if (value < 0x80) {
      *--p = static_cast<char>(value);
      return p;
    }
    p -= varint_size_fast(value);
    write_varint(p, value);
    return p;
  }
  // A fixed-width value from its storage, little-endian whatever the host's order.
  static char* put_fixed(const void* value, std::size_t width, char* p) noexcept {
    p -= width;
    if (width == 4)
      write_fixed32(p, load_value<std::uint32_t>(value));
    else
      write_fixed64(p, load_value<std::uint64_t>(value));
    return p;
  }
  // Strings are mostly short, where a call to memcpy costs more than the copy: up to 16 bytes are moved
  // with two overlapping loads and stores.
  static char* put_bytes(const void* bytes, std::size_t count, char* p) noexcept {
    p -= count;
    const char* from = static_cast<const char*>(bytes);
    if (count >= 8 && count <= 16) {
      std::uint64_t head, tail;
      std::memcpy(&head, from, 8);
      std::memcpy(&tail, from + count - 8, 8);
      std::memcpy(p, &head, 8);
      std::memcpy(p + count - 8, &tail, 8);
    } else if (count >= 4 && count < 8) {
      std::uint32_t head, tail;
      std::memcpy(&head, from, 4);
      std::memcpy(&tail, from + count - 4, 4);
      std::memcpy(p, &head, 4);
      std::memcpy(p + count - 4, &tail, 4);
    } else {
      std::memcpy(p, from, count);
    }
    return p;
  }

  template <class F>
  static char* write_field(F field, const void* message, char* p, char* const limit) {
    const void* storage = field.storage(message);
    const storage_ops& ops = field.ops();
    const field_type type = field.type();
    if (field.is_repeated()) {
      if (field.packed()) return write_packed_field(field, storage, p, limit);
      for (std::size_t i = ops.size(storage); i-- > 0;) {
        if (exhausted(p, limit)) return p;
        switch (type) {
          case field_type::message: p = write_message_field(field, ops.message_at(storage, i), p, limit); break;
          case field_type::string:
          case field_type::bytes: p = write_string_field(field, ops.string_at(storage, i), p, limit); break;
          default:
            if (!room(p, limit, scalar_room)) return limit - 1;
            if (fixed_size(type) != 0) {
              p = put_fixed(static_cast<const char*>(ops.values(storage)) + i * fixed_size(type), fixed_size(type), p);
            } else {
              p = put_varint(element_varint(field, storage, i), p);
            }
            p = put_varint(field_tag(field), p);
        }
      }
      return p;
    }
    if (!ops.has(storage)) return p;
    switch (type) {
      case field_type::message: return write_message_field(field, ops.get_message(storage), p, limit);
      case field_type::string:
      case field_type::bytes: return write_string_field(field, ops.get_string(storage), p, limit);
      default: break;
    }
    if (!room(p, limit, scalar_room)) return limit - 1;
    if (fixed_size(type) != 0)
      p = put_fixed(ops.value_bytes(storage), fixed_size(type), p);
    else
      p = put_varint(singular_varint(field, storage), p);
    return put_varint(field_tag(field), p);
  }

  static char* write_message_set(const message_descriptor& set_type, const void* message, char* p,
                                 char* const limit) {
    if (const unknown_fields* unknown = unknown_fields_in(set_type, message)) {
      const std::vector<unknown_message_set_item> items = unknown_message_set_items(unknown->bytes());
      for (auto item = items.rbegin(); item != items.rend(); ++item) {
        if (!room(p, limit, item->message.size() + 2 * scalar_room)) return limit - 1;
        p = put_varint(message_set_item_end_tag, p);
        p = put_bytes(item->message.data(), item->message.size(), p);
        p = put_item_head(item->type_id, item->message.size(), p);
      }
    }
    const auto& entries = extensions_in(set_type, message)->entries();
    for (auto entry = entries.rbegin(); entry != entries.rend(); ++entry) {
      const field_descriptor& field = entry->extension->field;
      if (!field.ops->has(entry->storage)) continue;
      if (!room(p, limit, scalar_room)) return limit - 1;
      char* const message_end = p = put_varint(message_set_item_end_tag, p);
      p = write_message(dynamic_field{&field}.message_type(), field.ops->get_message(entry->storage), p, limit);
      if (!room(p, limit, 2 * scalar_room)) return limit - 1;
      p = put_item_head(static_cast<std::uint32_t>(field.number), static_cast<std::size_t>(message_end - p), p);
    }
    return p;
  }
  // An item's start tag, type_id and the message's tag and length.
  static char* put_item_head(std::uint32_t type_id, std::size_t message_size, char* p) noexcept {
    p = put_varint(message_size, p);
    p = put_varint(message_set_message_tag, p);
    p = put_varint(type_id, p);
    p = put_varint(message_set_type_id_tag, p);
    return put_varint(message_set_item_start_tag, p);
  }

  template <class F>
  static char* write_packed_field(F field, const void* storage, char* const end, char* const limit) {
    const storage_ops& ops = field.ops();
    const field_type type = field.type();
    const std::size_t count = ops.size(storage);
    if (count == 0) return end;
    char* p = end;
    for (std::size_t i = count; i-- > 0;) {
      if (!room(p, limit, scalar_room)) return limit - 1;
      if (fixed_size(type) != 0) {
        p = put_fixed(static_cast<const char*>(ops.values(storage)) + i * fixed_size(type), fixed_size(type), p);
      } else {
        p = put_varint(element_varint(field, storage, i), p);
      }
    }
    if (!room(p, limit, scalar_room)) return limit - 1;
    p = put_varint(static_cast<std::uint64_t>(end - p), p);
    return put_varint(field_tag(field), p);
  }

  template <class F>
  static char* write_message_field(F field, const void* sub, char* const end, char* const limit) {
    char* p = end;
    if (field.group()) {
      if (!room(p, limit, scalar_room)) return limit - 1;
      p = put_varint(make_tag(field.number(), wire_type::end_group), p);
    }
    p = write_message(field.message_type(), sub, p, limit);
    if (!room(p, limit, scalar_room)) return limit - 1;
    if (!field.group()) p = put_varint(static_cast<std::uint64_t>(end - p), p);
    return put_varint(field_tag(field), p);
  }

  template <class F>
  static char* write_string_field(F field, std::string_view text, char* p, char* const limit) {
    if (!room(p, limit, text.size() + scalar_room)) return limit - 1;
    p = put_bytes(text.data(), text.size(), p);
    p = put_varint(text.size(), p);
    return put_varint(field_tag(field), p);
  }
};

// Messages up to this size are written on the stack first; larger ones are measured, then written in place.
inline constexpr std::size_t stack_buffer_size = 16384;

// Replaces out with the serialized message (its capacity is reused).
template <class M>
void serialize_message(M view, const void* message, std::string& out) {
  char buffer[stack_buffer_size];
  char* const end = buffer + sizeof buffer;
  char* const limit = buffer + 1;  // buffer[0] is where the writer points when it runs out
  const char* start = backward_writer<true>::write_message(view, message, end, limit);
  if (start != limit - 1) {
    out.assign(start, static_cast<std::size_t>(end - start));
    return;
  }
  const std::size_t size = message_size(view, message);
  if (size > max_message_size)
    throw error(error_code::out_of_range,
                "Message of " + std::to_string(size) + " bytes exceeds the maximum protobuf size of 2 GB; not serialized");
  out.resize(size);
  backward_writer<false>::write_message(view, message, out.data() + size, out.data());
}

}  // namespace detail
}  // namespace plainproto
