// plainproto: the binary serializer, byte for byte libprotobuf 3.21's SerializeToString for proto2: fields in
// number order, each present field written (a default value too), repeated scalars unpacked unless packed,
// negative int32 and enum values as ten-byte varints, sub-messages behind their length.
//
// The bytes are written back to front, last field first, as upb does: a sub-message's length is then known
// when it is written (its bytes are already there), so one pass over the message does it, where writing
// front to back needs a pass that measures every sub-message first (protobuf's ByteSizeLong, which keeps the
// sizes in each message; a plain struct has no room for them). The pass writes into a buffer on the stack
// and, when that is full, into heap chunks of growing size; long string values are not copied there but
// taken from the message when the output string is filled, once, at the end. Serializing again into a string
// that holds a long message writes into the string itself, at its end: when the new message is as long, its
// bytes are then where they belong (serialize_message).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../../error.hpp"
#include "../common/function_attributes.hpp"
#include "../common/output_writer.hpp"
#include "../common/small_copy.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/message.hpp"
#include "views.hpp"
#include "wire.hpp"

namespace plainproto {
namespace detail {

// protobuf refuses to serialize a message of 2 GB or more (its sizes are ints).
inline constexpr std::size_t max_message_size = 0x7fffffff;

[[noreturn]] inline void report_too_large(const std::string& size) {
  throw error(error_code::out_of_range,
              "Message of " + size + " bytes exceeds the maximum protobuf size of 2 GB; not serialized");
}

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

// --- MessageSet items ---------------------------------------------------------------------------------------
// A MessageSet writes each extension as an item, group 1 holding type_id = 2 (the extension's number) and
// message = 3, in number order, then its unknown length-delimited fields as items too (the only unknown fields
// libprotobuf writes back for a MessageSet).
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

// --- writing, back to front -----------------------------------------------------------------------------------

// Room for a tag, a ten-byte varint and a fixed64 value: what one number takes at most.
inline constexpr std::size_t scalar_room = 5 + 10 + 8;

constexpr bool is_singular_scalar(const field_descriptor& field) noexcept {
  return !field.is_repeated() && field.kind() != cpp_kind::message && field.kind() != cpp_kind::string;
}

// Singular numbers that follow each other in number order are written after one test for room, made before the
// first of them written (the highest number) for them all: room[i] is that room for field i when it starts such a
// run, else 0. (A run is cut every 16 fields, so that a message of many numbers, few of them set, does not ask for
// more room than it needs by much.)
template <std::size_t N>
struct scalar_run_rooms {
  std::size_t room[N + 1] = {};  // (one more: an array has at least one element)
};
template <const message_descriptor& D>
constexpr scalar_run_rooms<D.field_count> make_scalar_runs() noexcept {
  constexpr std::size_t longest_run = 16;
  scalar_run_rooms<D.field_count> runs;
  std::size_t start = 0;  // the field that starts the current run
  std::size_t length = 0;
  for (std::size_t rank = D.field_count; rank-- > 0;) {
    const std::size_t index = D.fields_by_number[rank];
    if (!is_singular_scalar(D.fields[index])) {
      length = 0;
      continue;
    }
    if (length == longest_run) length = 0;
    if (length++ == 0) start = index;
    runs.room[start] = length * scalar_room;
  }
  return runs;
}
template <const message_descriptor& D>
inline constexpr scalar_run_rooms<D.field_count> scalar_runs = make_scalar_runs<D>();

// Each function writes below p and returns where its bytes start. Before writing it makes room, which may move
// the writing on to a new chunk: a length is therefore measured as a difference of written() counts, which do not
// change when that happens. The write position travels in a register: kept in the object, it would be reloaded
// after every byte stored (a char store may alias anything).
class backward_writer {
 public:
  // The first chunk is buffer; in_output: it is the output string's own (see move_into).
  backward_writer(char* buffer, std::size_t size, bool in_output = false) noexcept
      : begin_(buffer),
        end_(buffer + size),
        written_origin_(address_of(end_)),
        chunk_size_(in_output ? 0 : size),
        in_output_(in_output) {}
  backward_writer(const backward_writer&) = delete;
  backward_writer& operator=(const backward_writer&) = delete;

  // Where the first byte will be written.
  char* start() const noexcept { return end_; }
  // The bytes written so far (the first at p), all regions together.
  std::size_t written(const char* p) const noexcept { return written_origin_ - address_of(p); }

  // The fields, last first.
  template <class M>
  char* write_message(M view, const void* message, char* p) {
    if (view.get().message_set_wire_format) return write_message_set(view.get(), message, p);
    if (const unknown_fields* unknown = unknown_fields_in(view.get(), message))  // written after the fields
      p = put_value_bytes(unknown->bytes(), p);
    const extension_set* extensions = extensions_in(view.get(), message);
    if (extensions == nullptr || extensions->entries().empty()) {
      if constexpr (M::is_static) {
        // Room is made once for each run of singular numbers (scalar_runs), not by each of them.
        view.for_each_field_by_number_reversed([&](auto field) {
          constexpr std::size_t room = scalar_runs<M::get()>.room[decltype(field)::index];
          if constexpr (room != 0) p = reserve(p, room);
          p = write_field(field, message, p, std::bool_constant<is_singular_scalar(decltype(field)::get())>{});
        });
      } else {
        view.for_each_field_by_number_reversed([&](auto field) { p = write_field(field, message, p); });
      }
      return p;
    }
    // Fields and extensions in number order: going back to front, the extensions above each field first.
    const auto& entries = extensions->entries();
    std::size_t next = entries.size();
    const auto write_extensions_above = [&](std::int64_t number) {
      for (; next > 0 && entries[next - 1].extension->field.number > number; --next)
        p = write_field(dynamic_field{&entries[next - 1].extension->field}, entries[next - 1].storage, p);
    };
    view.for_each_field_by_number_reversed([&](auto field) {
      write_extensions_above(field.number());
      p = write_field(field, message, p);
    });
    write_extensions_above(0);
    return p;
  }

  // The bytes written, the first at p, as a new string: made from them directly when they are in one chunk, which
  // costs less than assigning them to an empty string.
  std::string bytes_from(const char* p) const {
    if (filled_.empty()) return std::string(p, static_cast<std::size_t>(end_ - p));
    std::string out;
    copy_to(p, out);
    return out;
  }
  // Hands the bytes written, the first at p, to out in order, one region at a time, copying none of them.
  void deliver(const char* p, output_sink out) const {
    out.write(out.context, std::string_view(p, static_cast<std::size_t>(end_ - p)));
    for (auto region = filled_.rbegin(); region != filled_.rend(); ++region) out.write(out.context, *region);
  }
  // Replaces out with the bytes written, the first at p. (Bytes as many as out holds, as when serializing the same
  // message again, are copied over them: assign() is a call that costs more than the copy of a short message.)
  void copy_to(const char* p, std::string& out) const {
    const auto in_chunk = static_cast<std::size_t>(end_ - p);
    if (filled_.empty()) {
      if (in_chunk != out.size())
        out.assign(p, in_chunk);
      else if (in_chunk != 0)
        std::memcpy(&out[0], p, in_chunk);
      return;
    }
    out.clear();
    out.reserve(written(p));
    out.append(p, in_chunk);
    for (auto region = filled_.rbegin(); region != filled_.rend(); ++region) out.append(region->data(), region->size());
  }
  // Replaces out, whose bytes were the first chunk, with the bytes written. When they fit in out, those that went
  // on into other chunks are copied in front of those written there (one region at its end: in out, long values
  // are copied, not taken by view), and the whole is moved to its front: not at all when the message is as long
  // as the one out held.
  void move_into(const char* p, std::string& out) const {
    const std::size_t size = written(p);
    if (size > out.size()) {
      std::string bytes;
      copy_to(p, bytes);
      out.swap(bytes);
      return;
    }
    char* const first = &out[0];
    char* const last = first + out.size();
    const char* start = p;
    if (end_ != last) {
      char* to = last;
      auto region = filled_.begin();
      if (region != filled_.end() && region->data() + region->size() == last) to -= (region++)->size();
      for (; region != filled_.end(); ++region) {
        to -= region->size();
        std::memcpy(to, region->data(), region->size());
      }
      const auto in_chunk = static_cast<std::size_t>(end_ - p);
      to -= in_chunk;
      std::memcpy(to, p, in_chunk);
      start = to;
    }
    if (start != first) std::memmove(first, start, size);
    out.resize(size);
  }

 private:
  // The first chunk on the heap; each next one is twice the last.
  static constexpr std::size_t first_chunk_size = 65536;
  // Writing in the output string, the first chunk holds what does not fit in it: mostly the last few bytes of
  // a message as long as the one the string held, which the room kept for a scalar sends there.
  static constexpr std::size_t first_spill_size = 1024;
  // Values from this length on are not copied into a chunk (put_long_bytes).
  static constexpr std::size_t long_bytes_size = 4096;

  // Where to go on writing so that count bytes fit below: p, or the end of a new chunk.
  PLAINPROTO_DETAIL_ALWAYS_INLINE char* reserve(char* p, std::size_t count) {
    if (static_cast<std::size_t>(p - begin_) >= count) return p;
    return next_chunk(p, count);
  }
  char* next_chunk(char* p, std::size_t count) {
    const std::size_t filled = written(p);  // all in regions once this one is closed
    if (filled > max_message_size) report_too_large("more than " + std::to_string(max_message_size));
    close_region(p);
    const std::size_t least = in_output_ && chunks_.empty() ? first_spill_size : first_chunk_size;
    chunk_size_ = std::max({least, 2 * chunk_size_, count});
    chunks_.emplace_back(new char[chunk_size_]);
    begin_ = chunks_.back().get();
    end_ = begin_ + chunk_size_;
    written_origin_ = filled + address_of(end_);
    return end_;
  }

  PLAINPROTO_DETAIL_ALWAYS_INLINE static char* put_varint(std::uint64_t value, char* p) noexcept {
    if (value < 0x80) {
      *--p = static_cast<char>(value);
      return p;
    }
    p -= varint_size_fast(value);
    write_varint(p, value);
    return p;
  }
  // A fixed-width value from its storage, little-endian whatever the host's order.
  PLAINPROTO_DETAIL_ALWAYS_INLINE static char* put_fixed(const void* value, std::size_t width, char* p) noexcept {
    p -= width;
    if (width == 4)
      write_fixed32(p, load_value<std::uint32_t>(value));
    else
      write_fixed64(p, load_value<std::uint64_t>(value));
    return p;
  }
  PLAINPROTO_DETAIL_ALWAYS_INLINE static char* put_bytes(const void* bytes, std::size_t count, char* p) noexcept {
    p -= count;
    copy_small(p, static_cast<const char*>(bytes), count);
    return p;
  }

  // room_made: the caller made room for the field, a singular number (see scalar_runs).
  template <class F, bool room_made = false>
  char* write_field(F field, const void* message, char* p, std::bool_constant<room_made> = {}) {
    const void* storage = field.storage(message);
    const storage_ops& ops = field.ops();
    const field_type type = field.type();
    if (field.is_repeated()) {
      if (field.packed()) return write_packed_field(field, storage, p);
      for (std::size_t i = ops.size(storage); i-- > 0;) {
        switch (type) {
          case field_type::message: p = write_message_field(field, ops.message_at(storage, i), p); break;
          case field_type::string:
          case field_type::bytes: p = write_string_field(field, ops.string_at(storage, i), p); break;
          default:
            p = reserve(p, scalar_room);
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
      case field_type::message: return write_message_field(field, ops.get_message(storage), p);
      case field_type::string:
      case field_type::bytes: return write_string_field(field, ops.get_string(storage), p);
      default: break;
    }
    if (!room_made) p = reserve(p, scalar_room);
    if (fixed_size(type) != 0)
      p = put_fixed(ops.value_bytes(storage), fixed_size(type), p);
    else
      p = put_varint(singular_varint(field, storage), p);
    return put_varint(field_tag(field), p);
  }

  char* write_message_set(const message_descriptor& set_type, const void* message, char* p) {
    if (const unknown_fields* unknown = unknown_fields_in(set_type, message)) {
      const std::vector<unknown_message_set_item> items = unknown_message_set_items(unknown->bytes());
      for (auto item = items.rbegin(); item != items.rend(); ++item) {
        p = reserve(p, item->message.size() + 2 * scalar_room);
        p = put_varint(message_set_item_end_tag, p);
        p = put_bytes(item->message.data(), item->message.size(), p);
        p = put_item_head(item->type_id, item->message.size(), p);
      }
    }
    const auto& entries = extensions_in(set_type, message)->entries();
    for (auto entry = entries.rbegin(); entry != entries.rend(); ++entry) {
      const field_descriptor& field = entry->extension->field;
      if (!field.ops->has(entry->storage)) continue;
      p = reserve(p, scalar_room);
      p = put_varint(message_set_item_end_tag, p);
      const std::size_t after_message = written(p);
      p = write_message(dynamic_field{&field}.message_type(), field.ops->get_message(entry->storage), p);
      const std::size_t message_size = written(p) - after_message;
      p = reserve(p, 2 * scalar_room);
      p = put_item_head(static_cast<std::uint32_t>(field.number), message_size, p);
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
  char* write_packed_field(F field, const void* storage, char* p) {
    const storage_ops& ops = field.ops();
    const field_type type = field.type();
    const std::size_t count = ops.size(storage);
    if (count == 0) return p;
    const std::size_t after_values = written(p);
    for (std::size_t i = count; i-- > 0;) {
      p = reserve(p, scalar_room);
      if (fixed_size(type) != 0) {
        p = put_fixed(static_cast<const char*>(ops.values(storage)) + i * fixed_size(type), fixed_size(type), p);
      } else {
        p = put_varint(element_varint(field, storage, i), p);
      }
    }
    const std::size_t values_size = written(p) - after_values;
    p = reserve(p, scalar_room);
    p = put_varint(values_size, p);
    return put_varint(field_tag(field), p);
  }

  template <class F>
  char* write_message_field(F field, const void* sub, char* p) {
    if (field.group()) {
      p = reserve(p, scalar_room);
      p = put_varint(make_tag(field.number(), wire_type::end_group), p);
    }
    const std::size_t after_message = written(p);
    p = write_message(field.message_type(), sub, p);
    const std::size_t message_size = written(p) - after_message;
    p = reserve(p, scalar_room);
    if (!field.group()) p = put_varint(message_size, p);
    return put_varint(field_tag(field), p);
  }

  // A short value, its length and its tag take one check for room.
  template <class F>
  PLAINPROTO_DETAIL_ALWAYS_INLINE char* write_string_field(F field, std::string_view text, char* p) {
    if (taken_by_view(text.size())) {
      p = put_long_bytes(text, p);
      p = reserve(p, scalar_room);
    } else {
      p = reserve(p, text.size() + scalar_room);
      p = put_bytes(text.data(), text.size(), p);
    }
    p = put_varint(text.size(), p);
    return put_varint(field_tag(field), p);
  }

  char* put_value_bytes(std::string_view bytes, char* p) {
    if (taken_by_view(bytes.size())) return put_long_bytes(bytes, p);
    p = reserve(p, bytes.size());
    return put_bytes(bytes.data(), bytes.size(), p);
  }
  bool taken_by_view(std::size_t size) const noexcept { return size >= long_bytes_size && !in_output_; }
  // A long value is not copied into a chunk: the output takes it from the message. The bytes written so far in
  // this chunk become a region of their own, the value another, and writing goes on in the rest of the chunk.
  char* put_long_bytes(std::string_view bytes, char* p) {
    close_region(p);
    filled_.push_back(bytes);
    written_origin_ += bytes.size();
    return p;
  }
  void close_region(char* p) {
    const auto size = static_cast<std::size_t>(end_ - p);
    if (size != 0) filled_.emplace_back(p, size);
    end_ = p;
  }

  static std::uintptr_t address_of(const char* p) noexcept { return reinterpret_cast<std::uintptr_t>(p); }

  char* begin_;  // the chunk being written: its lowest byte
  char* end_;    // ... and one past its highest not yet in a region
  // The bytes of filled_ plus end_'s address: written(p) is this less p's, one subtraction where a sub-message's
  // length took two loads and three operations (closing a region moves bytes from the one term to the other and
  // leaves the sum as it is).
  std::uintptr_t written_origin_;
  std::size_t chunk_size_;
  const bool in_output_;  // the first chunk is the output string's (long values copied, not taken by view: move_into)
  std::vector<std::string_view> filled_;  // the bytes written before the current region, oldest (the message's end)
                                          // first: regions of chunks and long values of the message
  std::vector<std::unique_ptr<char[]>> chunks_;
};

// The first chunk, on the stack: most messages fit in it.
inline constexpr std::size_t stack_buffer_size = 16384;

template <class M>
const char* write_whole_message(backward_writer& writer, M view, const void* message) {
  const char* const start = writer.write_message(view, message, writer.start());
  if (writer.written(start) > max_message_size) report_too_large(std::to_string(writer.written(start)));
  return start;
}

// Replaces out with the serialized message (its capacity is reused); on error out is left empty. A string that
// already holds a long message, as when serializing again into the same string, is itself the first chunk:
// a message that fits is then moved to its front in place (not at all when it is as long as the last one)
// rather than copied there from other memory.
template <class M>
void serialize_message(M view, const void* message, std::string& out) {
  try {
    if (out.size() > stack_buffer_size) {
      backward_writer writer(&out[0], out.size(), true);
      writer.move_into(write_whole_message(writer, view, message), out);
    } else {
      char buffer[stack_buffer_size];
      backward_writer writer(buffer, sizeof buffer);
      writer.copy_to(write_whole_message(writer, view, message), out);
    }
  } catch (...) {
    out.clear();
    throw;
  }
}

// The serialized message as a new string.
template <class M>
std::string serialized_message(M view, const void* message) {
  char buffer[stack_buffer_size];
  backward_writer writer(buffer, sizeof buffer);
  return writer.bytes_from(write_whole_message(writer, view, message));
}

// The serialized message handed to out region by region as the writer left them (write_binary_file's): no string
// of the whole is made, so the bytes are never copied after they are written.
template <class M>
void serialize_message_into(M view, const void* message, output_sink out) {
  char buffer[stack_buffer_size];
  backward_writer writer(buffer, sizeof buffer);
  writer.deliver(write_whole_message(writer, view, message), out);
}

}  // namespace detail
}  // namespace plainproto
