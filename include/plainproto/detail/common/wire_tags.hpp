// plainproto: wire types and tags of the binary format, which the raw (typeless) printer and the binary codec share.
#pragma once

#include <cstdint>

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

constexpr std::uint32_t make_tag(std::int32_t number, wire_type type) noexcept {
  return static_cast<std::uint32_t>(number) << 3 | static_cast<std::uint32_t>(type);
}
constexpr std::uint32_t tag_number(std::uint32_t tag) noexcept { return tag >> 3; }
constexpr wire_type tag_wire_type(std::uint32_t tag) noexcept { return static_cast<wire_type>(tag & 7); }

}  // namespace detail
}  // namespace plainproto
