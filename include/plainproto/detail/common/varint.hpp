// plainproto: the varint, zigzag and little-endian fixed-width encodings of protobuf's wire format, with the
// limits libprotobuf 3.21's parser puts on them (how long a varint, a tag or a length may be).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "function_attributes.hpp"

namespace plainproto {
namespace detail {

constexpr std::size_t varint_size(std::uint64_t value) noexcept {
  std::size_t size = 1;
  for (; value >= 0x80; value >>= 7) ++size;
  return size;
}

// varint_size without a loop: 1 + (bits beyond the first seven) / 7, from the highest set bit.
inline std::size_t varint_size_fast(std::uint64_t value) noexcept {
#if defined(__GNUC__)
  const auto log2 = static_cast<std::size_t>(63 - __builtin_clzll(value | 1));
  return (log2 * 9 + 73) / 64;
#else
  return varint_size(value);
#endif
}

constexpr std::uint32_t zigzag_encode(std::int32_t value) noexcept {
  const auto bits = static_cast<std::uint32_t>(value);
  return bits << 1 ^ (0u - (bits >> 31));
}
constexpr std::uint64_t zigzag_encode(std::int64_t value) noexcept {
  const auto bits = static_cast<std::uint64_t>(value);
  return bits << 1 ^ (std::uint64_t{0} - (bits >> 63));
}
constexpr std::int32_t zigzag_decode32(std::uint32_t value) noexcept {
  return static_cast<std::int32_t>(value >> 1 ^ (0u - (value & 1)));
}
constexpr std::int64_t zigzag_decode64(std::uint64_t value) noexcept {
  return static_cast<std::int64_t>(value >> 1 ^ (std::uint64_t{0} - (value & 1)));
}

// --- writing: the caller has made room ---------------------------------------------------------------------

// A 64-bit value takes at most ten bytes.
inline constexpr std::size_t max_varint_size = 10;

inline char* write_varint(char* p, std::uint64_t value) noexcept {
  while (value >= 0x80) {
    *p++ = static_cast<char>(value | 0x80);
    value >>= 7;
  }
  *p++ = static_cast<char>(value);
  return p;
}

// On a little-endian host a fixed-width value is its bytes as they are: one load or store. (g++ 12 at -O2 does
// not merge the byte loop into one; the loop stays for other hosts.)
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
inline constexpr bool host_is_little_endian = true;
#else
inline constexpr bool host_is_little_endian = false;
#endif

template <class Unsigned>
char* write_little_endian(char* p, Unsigned value) noexcept {
  if constexpr (host_is_little_endian) {
    std::memcpy(p, &value, sizeof value);
  } else {
    for (std::size_t i = 0; i < sizeof value; ++i) p[i] = static_cast<char>(value >> (8 * i));
  }
  return p + sizeof value;
}
inline char* write_fixed32(char* p, std::uint32_t value) noexcept { return write_little_endian(p, value); }
inline char* write_fixed64(char* p, std::uint64_t value) noexcept { return write_little_endian(p, value); }

// --- reading -------------------------------------------------------------------------------------------------
// Each returns where the value ends, or nullptr when it is malformed or runs past `end`.

template <class Unsigned>
Unsigned read_little_endian(const char* p) noexcept {
  Unsigned value = 0;
  if constexpr (host_is_little_endian) {
    std::memcpy(&value, p, sizeof value);
  } else {
    for (std::size_t i = 0; i < sizeof value; ++i)
      value |= static_cast<Unsigned>(static_cast<Unsigned>(static_cast<unsigned char>(p[i])) << (8 * i));
  }
  return value;
}
inline std::uint32_t read_fixed32(const char* p) noexcept { return read_little_endian<std::uint32_t>(p); }
inline std::uint64_t read_fixed64(const char* p) noexcept { return read_little_endian<std::uint64_t>(p); }

// A varint of at most `max_bytes` bytes (libprotobuf: ten for a value, five for a tag); the bits past the
// width of the result are dropped, as libprotobuf drops them. With max_bytes left in the input, the bytes are read
// without testing for its end, and a two-byte varint (a length of 128 bytes to 16 KB, such as a table's in a
// DistributedJobInfo, or a number below 16,384) without the loop.
template <class Unsigned, int max_bytes>
inline const char* read_varint_slow(const char* p, const char* end, Unsigned& value) noexcept {
  if (end - p >= max_bytes) {
    if (static_cast<unsigned char>(p[0]) >= 0x80 && static_cast<unsigned char>(p[1]) < 0x80) {
      value = static_cast<Unsigned>((static_cast<unsigned char>(p[0]) & 0x7fu) |
                                    (static_cast<unsigned>(static_cast<unsigned char>(p[1])) << 7));
      return p + 2;
    }
    std::uint64_t result = 0;
    for (int i = 0; i < max_bytes; ++i) {
      const auto byte = static_cast<unsigned char>(p[i]);
      result |= static_cast<std::uint64_t>(byte & 0x7f) << (7 * i);
      if (byte < 0x80) {
        value = static_cast<Unsigned>(result);
        return p + i + 1;
      }
    }
    return nullptr;
  }
  Unsigned result = 0;
  for (unsigned shift = 0; p < end; shift += 7) {
    const auto byte = static_cast<unsigned char>(*p++);
    if (shift < 8 * sizeof(Unsigned)) result |= static_cast<Unsigned>(static_cast<Unsigned>(byte & 0x7f) << shift);
    if (byte < 0x80) {
      value = result;
      return p;
    }
  }
  return nullptr;
}

// The one-byte case inline in every caller (g++ called it otherwise, the value passed back through memory).
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_varint(const char* p, const char* end,
                                                        std::uint64_t& value) noexcept {
  if (p < end && static_cast<unsigned char>(*p) < 0x80) {
    value = static_cast<unsigned char>(*p);
    return p + 1;
  }
  return read_varint_slow<std::uint64_t, 10>(p, end, value);
}

// libprotobuf's ReadTag: at most five bytes.
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_tag(const char* p, const char* end, std::uint32_t& tag) noexcept {
  if (p < end && static_cast<unsigned char>(*p) < 0x80) {
    tag = static_cast<unsigned char>(*p);
    return p + 1;
  }
  return read_varint_slow<std::uint32_t, 5>(p, end, tag);
}

// libprotobuf's ReadSize: the length of a length-delimited value, at most five bytes and below 2 GB (less the
// 16 bytes its buffers keep in reserve). Whether that many bytes follow is the caller's test. (The one-byte
// lengths are read inline, the others here.)
inline const char* read_long_size(const char* p, const char* end, std::uint32_t& size) noexcept {
  std::uint64_t value = 0;
  const char* const next = read_varint_slow<std::uint64_t, 5>(p, end, value);
  constexpr std::uint64_t max_size = 0x7fffffff - 16;
  if (next == nullptr || value > max_size) return nullptr;
  size = static_cast<std::uint32_t>(value);
  return next;
}
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_size(const char* p, const char* end, std::uint32_t& size) noexcept {
  if (p < end && static_cast<unsigned char>(*p) < 0x80) {
    size = static_cast<unsigned char>(*p);
    return p + 1;
  }
  return read_long_size(p, end, size);
}

// Why a varint of at most max_bytes failed to read: true when the input ended inside it.
inline bool varint_truncated(const char* p, const char* end, int max_bytes) noexcept {
  for (int i = 0; i < max_bytes; ++i, ++p)
    if (p >= end) return true;
    else if (static_cast<unsigned char>(*p) < 0x80) return false;
  return false;
}

}  // namespace detail
}  // namespace plainproto
