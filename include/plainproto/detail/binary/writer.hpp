// plainproto: the binary serializer, byte for byte libprotobuf 3.21's SerializeToString for proto2: fields in
// number order, each present field written (a default value too), repeated scalars unpacked unless packed,
// negative int32 and enum values as ten-byte varints, sub-messages behind their length.
//
// Two passes, as protobuf's ByteSizeLong and _InternalSerialize: the first measures the message and records
// the length of every length-delimited part in a size cache (protobuf keeps it in each message's cached size;
// a plain struct has no room for one), the second writes into a buffer of exactly that size, taking the
// lengths back in the same order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "../../error.hpp"
#include "../core/descriptor.hpp"
#include "views.hpp"
#include "wire.hpp"

namespace plainproto {
namespace detail {

// The lengths in the order the size pass records and the write pass reads them; the first ones on the stack.
class size_cache {
 public:
  std::size_t reserve() {
    if (count_ == capacity_) grow();
    return count_++;
  }
  void set(std::size_t slot, std::uint32_t size) noexcept { data_[slot] = size; }
  std::uint32_t next() noexcept { return data_[read_++]; }

 private:
  void grow() {
    if (data_ == in_place_) heap_.assign(in_place_, in_place_ + count_);
    heap_.resize(2 * capacity_);
    data_ = heap_.data();
    capacity_ = heap_.size();
  }

  static constexpr std::size_t in_place_capacity = 128;
  std::uint32_t in_place_[in_place_capacity];
  std::vector<std::uint32_t> heap_;
  std::uint32_t* data_ = in_place_;
  std::size_t capacity_ = in_place_capacity;
  std::size_t count_ = 0;
  std::size_t read_ = 0;
};

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

// Whether a varint type's values travel as scalars (bools and enums) rather than as their bytes.
constexpr bool read_as_scalar(field_type type) noexcept { return type == field_type::bool_ || type == field_type::enum_; }

template <class F>
std::uint64_t singular_varint(F field, const void* storage) {
  if (read_as_scalar(field.type())) return wire_varint(field.type(), nullptr, field.ops().get(storage));
  return wire_varint(field.type(), field.ops().value_bytes(storage), scalar{});
}

template <class F>
std::uint64_t element_varint(F field, const void* storage, std::size_t index) {
  if (read_as_scalar(field.type())) return wire_varint(field.type(), nullptr, field.ops().get_at(storage, index));
  const std::size_t width = field.type() == field_type::int32 || field.type() == field_type::uint32 ||
                                    field.type() == field_type::sint32
                                ? 4
                                : 8;
  return wire_varint(field.type(), static_cast<const char*>(field.ops().values(storage)) + index * width, scalar{});
}

template <class F>
constexpr std::uint32_t field_tag(F field) noexcept {
  return make_tag(field.number(), natural_wire_type(field.type()));
}

class binary_writer {
 public:
  // The serialized size of the message; records the lengths the write pass needs.
  template <class M>
  std::size_t message_size(M view, const void* message) {
    std::size_t total = 0;
    view.for_each_field_by_number([&](auto field) { total += field_size(field, message); });
    return total;
  }

  // Writes the message measured last by message_size (sub-messages in the same order) at p; returns its end.
  template <class M>
  char* write_message(M view, const void* message, char* p) {
    view.for_each_field_by_number([&](auto field) { p = write_field(field, message, p); });
    return p;
  }

 private:
  template <class M>
  std::size_t length_delimited_size(M view, const void* message) {
    const std::size_t slot = cache_.reserve();
    const std::size_t size = message_size(view, message);
    if (size > max_message_size) too_large(size);
    cache_.set(slot, static_cast<std::uint32_t>(size));
    return varint_size_fast(size) + size;
  }

  template <class F>
  std::size_t field_size(F field, const void* message) {
    const void* storage = field.storage(message);
    const std::size_t tag_size = varint_size(field_tag(field));
    const storage_ops& ops = field.ops();
    const field_type type = field.type();
    if (field.is_repeated()) {
      const std::size_t count = ops.size(storage);
      if (count == 0) return 0;
      if (fixed_size(type) != 0) return count * (tag_size + fixed_size(type));
      if (type == field_type::bool_) return count * (tag_size + 1);
      std::size_t total = count * tag_size;
      if (type == field_type::message) {
        for (std::size_t i = 0; i < count; ++i) total += length_delimited_size(field.message_type(), ops.message_at(storage, i));
      } else if (type == field_type::string || type == field_type::bytes) {
        for (std::size_t i = 0; i < count; ++i) {
          const std::size_t size = ops.string_at(storage, i).size();
          total += varint_size_fast(size) + size;
        }
      } else {
        for (std::size_t i = 0; i < count; ++i) total += varint_size_fast(element_varint(field, storage, i));
      }
      return total;
    }
    if (!ops.has(storage)) return 0;
    if (fixed_size(type) != 0) return tag_size + fixed_size(type);
    switch (type) {
      case field_type::bool_: return tag_size + 1;
      case field_type::message: return tag_size + length_delimited_size(field.message_type(), ops.get_message(storage));
      case field_type::string:
      case field_type::bytes: {
        const std::size_t size = ops.get_string(storage).size();
        return tag_size + varint_size_fast(size) + size;
      }
      default: return tag_size + varint_size_fast(singular_varint(field, storage));
    }
  }

  template <class F>
  char* write_field(F field, const void* message, char* p) {
    const void* storage = field.storage(message);
    const std::uint32_t tag = field_tag(field);
    const storage_ops& ops = field.ops();
    const field_type type = field.type();
    if (field.is_repeated()) {
      const std::size_t count = ops.size(storage);
      if (count == 0) return p;
      if (type == field_type::message) {
        for (std::size_t i = 0; i < count; ++i) p = write_message_field(field, tag, ops.message_at(storage, i), p);
      } else if (type == field_type::string || type == field_type::bytes) {
        for (std::size_t i = 0; i < count; ++i) p = write_string_field(tag, ops.string_at(storage, i), p);
      } else if (fixed_size(type) != 0) {
        const std::size_t width = fixed_size(type);
        const char* values = static_cast<const char*>(ops.values(storage));
        for (std::size_t i = 0; i < count; ++i) {
          p = write_varint(p, tag);
          std::memcpy(p, values + i * width, width);
          p += width;
        }
      } else {
        for (std::size_t i = 0; i < count; ++i) p = write_varint(write_varint(p, tag), element_varint(field, storage, i));
      }
      return p;
    }
    if (!ops.has(storage)) return p;
    switch (type) {
      case field_type::message: return write_message_field(field, tag, ops.get_message(storage), p);
      case field_type::string:
      case field_type::bytes: return write_string_field(tag, ops.get_string(storage), p);
      default: break;
    }
    p = write_varint(p, tag);
    if (fixed_size(type) != 0) {
      std::memcpy(p, ops.value_bytes(storage), fixed_size(type));
      return p + fixed_size(type);
    }
    return write_varint(p, singular_varint(field, storage));
  }

  template <class F>
  char* write_message_field(F field, std::uint32_t tag, const void* sub, char* p) {
    p = write_varint(p, tag);
    p = write_varint(p, cache_.next());
    return write_message(field.message_type(), sub, p);
  }

  static char* write_string_field(std::uint32_t tag, std::string_view text, char* p) {
    p = write_varint(write_varint(p, tag), text.size());
    std::memcpy(p, text.data(), text.size());
    return p + text.size();
  }

  [[noreturn]] static void too_large(std::size_t size) {
    throw error(error_code::out_of_range, "Message of " + std::to_string(size) +
                                              " bytes exceeds the maximum protobuf size of 2 GB; not serialized");
  }

  size_cache cache_;
};

// Replaces out with the serialized message (its capacity is reused).
template <class M>
void serialize_message(M view, const void* message, std::string& out) {
  binary_writer writer;
  const std::size_t size = writer.message_size(view, message);
  if (size > max_message_size)
    throw error(error_code::out_of_range,
                "Message of " + std::to_string(size) + " bytes exceeds the maximum protobuf size of 2 GB; not serialized");
  out.resize(size);
  writer.write_message(view, message, out.data());
}

}  // namespace detail
}  // namespace plainproto
