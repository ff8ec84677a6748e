// plainproto: UTF-8, as the parsers decode escapes into it and as columns and Python's len() count it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace plainproto {
namespace detail {

inline constexpr std::uint32_t max_code_point = 0x10ffff;
// The most bytes write_utf8 writes for one code point.
inline constexpr std::size_t max_utf8_length = 4;

// \uXXXX: a backslash, a u and four hex digits.
inline constexpr std::ptrdiff_t u_escape_length = 6;

// UTF-16 surrogates, which \u escapes spell code points above U+FFFF with.
constexpr bool is_high_surrogate(std::uint32_t unit) noexcept { return unit >= 0xd800 && unit <= 0xdbff; }
constexpr bool is_low_surrogate(std::uint32_t unit) noexcept { return unit >= 0xdc00 && unit <= 0xdfff; }
constexpr bool is_surrogate(std::uint32_t unit) noexcept { return unit >= 0xd800 && unit <= 0xdfff; }
constexpr std::uint32_t combine_surrogates(std::uint32_t high, std::uint32_t low) noexcept {
  return 0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00);
}
constexpr std::uint32_t high_surrogate_of(std::uint32_t code_point) noexcept {
  return 0xd800 + ((code_point - 0x10000) >> 10);
}
constexpr std::uint32_t low_surrogate_of(std::uint32_t code_point) noexcept {
  return 0xdc00 + ((code_point - 0x10000) & 0x3ff);
}

// The bytes after the first of a multi-byte sequence (10xxxxxx); every other byte starts a code point.
constexpr bool is_utf8_continuation(char c) noexcept { return (static_cast<unsigned char>(c) & 0xc0) == 0x80; }

// What a strict decoder (Python's, RFC 3629) allows after a lead byte: the sequence's length (0 for a byte that
// starts none) and the range of its second byte, which rules out overlong forms, surrogates and code points past
// max_code_point; every later byte is a plain continuation.
struct utf8_sequence_rule {
  std::size_t length;
  unsigned second_low;
  unsigned second_high;
};
constexpr utf8_sequence_rule strict_utf8_rule(unsigned char lead) noexcept {
  if (lead >= 0xc2 && lead <= 0xdf) return {2, 0x80, 0xbf};
  if (lead >= 0xe0 && lead <= 0xef) return {3, lead == 0xe0 ? 0xa0u : 0x80u, lead == 0xed ? 0x9fu : 0xbfu};
  if (lead >= 0xf0 && lead <= 0xf4) return {4, lead == 0xf0 ? 0x90u : 0x80u, lead == 0xf4 ? 0x8fu : 0xbfu};
  return {0, 0, 0};
}

// Writes a code point up to max_code_point as UTF-8 (a surrogate as its 3-byte form); returns the end.
inline char* write_utf8(std::uint32_t code_point, char* out) noexcept {
  if (code_point <= 0x7f) {
    *out++ = static_cast<char>(code_point);
  } else if (code_point <= 0x7ff) {
    *out++ = static_cast<char>(0xc0 | (code_point >> 6));
    *out++ = static_cast<char>(0x80 | (code_point & 0x3f));
  } else if (code_point <= 0xffff) {
    *out++ = static_cast<char>(0xe0 | (code_point >> 12));
    *out++ = static_cast<char>(0x80 | ((code_point >> 6) & 0x3f));
    *out++ = static_cast<char>(0x80 | (code_point & 0x3f));
  } else {
    *out++ = static_cast<char>(0xf0 | (code_point >> 18));
    *out++ = static_cast<char>(0x80 | ((code_point >> 12) & 0x3f));
    *out++ = static_cast<char>(0x80 | ((code_point >> 6) & 0x3f));
    *out++ = static_cast<char>(0x80 | (code_point & 0x3f));
  }
  return out;
}

// The length of the well-formed UTF-8 sequence at p (which is before end), or 0: no overlong forms, no
// surrogates, nothing past max_code_point.
inline std::size_t utf8_sequence_length(const char* p, const char* end) noexcept {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(p[i]); };
  const auto continuation = [&](std::size_t i, unsigned low = 0x80, unsigned high = 0xbf) {
    return p + i < end && byte(i) >= low && byte(i) <= high;
  };
  const unsigned lead = byte(0);
  if (lead < 0x80) return 1;
  if (lead < 0xc2) return 0;
  if (lead < 0xe0) return continuation(1) ? 2 : 0;
  if (lead < 0xf0) {
    const unsigned low = lead == 0xe0 ? 0xa0 : 0x80, high = lead == 0xed ? 0x9f : 0xbf;
    return continuation(1, low, high) && continuation(2) ? 3 : 0;
  }
  if (lead < 0xf5) {
    const unsigned low = lead == 0xf0 ? 0x90 : 0x80, high = lead == 0xf4 ? 0x8f : 0xbf;
    return continuation(1, low, high) && continuation(2) && continuation(3) ? 4 : 0;
  }
  return 0;
}

// How many bytes the sequence a lead byte starts claims to have (1 for ASCII and for a stray continuation byte).
constexpr std::size_t utf8_length_from_lead(char lead) noexcept {
  const auto byte = static_cast<unsigned char>(lead);
  if (byte >= 0xf0) return 4;
  if (byte >= 0xe0) return 3;
  if (byte >= 0xc0) return 2;
  return 1;
}

// The code points of text, counted as the bytes that are not continuation bytes.
inline std::size_t count_code_points(std::string_view text) noexcept {
  std::size_t count = 0;
  for (const char c : text)
    if (!is_utf8_continuation(c)) ++count;
  return count;
}

}  // namespace detail
}  // namespace plainproto
