// plainproto: wire types and tags, and the wire type of each field type (the encodings themselves are in
// common/varint.hpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "../common/varint.hpp"
#include "../core/field_type.hpp"

namespace plainproto {
namespace detail {

enum class wire_type : std::uint8_t {
  varint = 0,
  fixed64 = 1,
  length_delimited = 2,
  start_group = 3,
  end_group = 4,
  fixed32 = 5,
};

constexpr wire_type natural_wire_type(field_type type) noexcept {
  switch (type) {
    case field_type::double_:
    case field_type::fixed64:
    case field_type::sfixed64: return wire_type::fixed64;
    case field_type::float_:
    case field_type::fixed32:
    case field_type::sfixed32: return wire_type::fixed32;
    case field_type::string:
    case field_type::bytes:
    case field_type::message: return wire_type::length_delimited;
    default: return wire_type::varint;
  }
}

// Repeated fields of these types may come packed (one length-delimited run of values) whatever they declare.
constexpr bool is_packable(field_type type) noexcept {
  return natural_wire_type(type) != wire_type::length_delimited;
}

// The size of a fixed-width value, 0 for the varint types.
constexpr std::size_t fixed_size(field_type type) noexcept {
  switch (natural_wire_type(type)) {
    case wire_type::fixed32: return 4;
    case wire_type::fixed64: return 8;
    default: return 0;
  }
}

constexpr std::uint32_t make_tag(std::int32_t number, wire_type type) noexcept {
  return static_cast<std::uint32_t>(number) << 3 | static_cast<std::uint32_t>(type);
}
constexpr std::uint32_t tag_number(std::uint32_t tag) noexcept { return tag >> 3; }
constexpr wire_type tag_wire_type(std::uint32_t tag) noexcept { return static_cast<wire_type>(tag & 7); }

}  // namespace detail
}  // namespace plainproto
