// plainproto: copying a few bytes without a call (field values are mostly short strings, where a call to
// memcpy costs more than the copy), and filling a string with fewer calls than assign().
#pragma once

#include <cstddef>
#include <cstring>
#include <string>

#include "function_attributes.hpp"

namespace plainproto {
namespace detail {

template <std::size_t N>
PLAINPROTO_DETAIL_ALWAYS_INLINE void copy_block(char* to, const char* from) noexcept {
  char block[N];
  std::memcpy(block, from, N);
  std::memcpy(to, block, N);
}

// count bytes from `from` to `to` (not overlapping): up to 64 as two blocks of 32, 16, 8 or 4 bytes, the second
// ending where the bytes end (they overlap), or as single bytes; up to 128 by a loop of 16-byte blocks; more by
// memcpy. (Strings of 33 to 64 bytes, such as a table's converter commands, take two blocks instead of a loop of
// three or four: the generated JobInfo serializes in 9% fewer instructions.)
PLAINPROTO_DETAIL_ALWAYS_INLINE void copy_small(char* to, const char* from, std::size_t count) noexcept {
  if (count >= 16 && count <= 32) {
    copy_block<16>(to, from);
    copy_block<16>(to + count - 16, from + count - 16);
  } else if (count > 32 && count <= 64) {
    copy_block<32>(to, from);
    copy_block<32>(to + count - 32, from + count - 32);
  } else if (count > 64 && count <= 128) {
    for (std::size_t i = 0; i + 16 < count; i += 16) copy_block<16>(to + i, from + i);
    copy_block<16>(to + count - 16, from + count - 16);
  } else if (count >= 8 && count < 16) {
    copy_block<8>(to, from);
    copy_block<8>(to + count - 8, from + count - 8);
  } else if (count >= 4 && count < 8) {
    copy_block<4>(to, from);
    copy_block<4>(to + count - 4, from + count - 4);
  } else if (count > 0 && count < 4) {
    to[0] = from[0];
    to[count / 2] = from[count / 2];
    to[count - 1] = from[count - 1];
  } else {
    std::memcpy(to, from, count);
  }
}

// Replaces text's bytes with count bytes at `bytes` (not in text). Fewer instructions than assign(), which tests
// whether they overlap; an empty string that must grow, as in a new message, is reserved first, which skips
// append()'s growth path (a fifth of a DistributedStrategy's strings' cost in a binary parse).
inline void replace_string(std::string& text, const char* bytes, std::size_t count) {
  text.clear();
  if (count > text.capacity()) text.reserve(count);
  text.append(bytes, count);
}

}  // namespace detail
}  // namespace plainproto
