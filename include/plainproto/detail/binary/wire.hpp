// plainproto: the wire type of each field type (wire types and tags: common/wire_tags.hpp; the encodings:
// common/varint.hpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "../common/varint.hpp"
#include "../common/wire_tags.hpp"
#include "../core/field_type.hpp"

namespace plainproto {
namespace detail {

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

// A MessageSet (`option message_set_wire_format = true;`) carries each extension as an item: group 1 holding the
// extension's number (type_id) and its message. The reader tells type_id and message by their first byte, as
// libprotobuf does, so these two are single bytes.
inline constexpr std::uint32_t message_set_item_start_tag = make_tag(1, wire_type::start_group);
inline constexpr std::uint32_t message_set_item_end_tag = make_tag(1, wire_type::end_group);
inline constexpr unsigned char message_set_type_id_tag = make_tag(2, wire_type::varint);
inline constexpr unsigned char message_set_message_tag = make_tag(3, wire_type::length_delimited);

}  // namespace detail
}  // namespace plainproto
