// plainproto: the scanning loops of the text format (identifiers, blanks, string bodies, bytes that need
// escaping). With SSE2 (g++ and clang++ on every x86-64) they test 16 bytes at a time, which is where
// most of the parse and print time goes on real configs; elsewhere they test a byte at a time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "function_attributes.hpp"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

// The scans are a few instructions each and sit in the tokenizer's and the printer's innermost loops, where
// a call would cost as much as the scan: PLAINPROTO_DETAIL_ALWAYS_INLINE.

namespace plainproto {
namespace detail {

constexpr bool is_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_octal_digit(char c) noexcept { return c >= '0' && c <= '7'; }
constexpr bool is_hex_digit(char c) noexcept {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
// The value of a digit in any base up to 36 (0-9, then a-z or A-Z); -1 for any other character.
constexpr int digit_value(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return -1;
}
inline constexpr char hex_digits[] = "0123456789abcdef";
constexpr char ascii_lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
constexpr char ascii_upper(char c) noexcept { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }
// What io::Tokenizer skips as whitespace: space and \t \n \v \f \r.
constexpr bool is_blank(char c) noexcept { return c == ' ' || (c >= '\t' && c <= '\r'); }
// CEscape leaves printable ASCII other than quotes and backslash alone; Utf8SafeCEscape also bytes >= 0x80.
constexpr bool needs_c_escape(char c, bool keep_high_bytes) noexcept {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x80) return !keep_high_bytes;
  return byte < 0x20 || byte == 0x7f || c == '"' || c == '\'' || c == '\\';
}

// Reads `count` hex digits at p (not past end) as one number; false when fewer are there.
inline bool read_hex(const char* p, const char* end, int count, std::uint32_t& value) noexcept {
  if (end - p < count) return false;
  value = 0;
  for (int i = 0; i < count; ++i) {
    if (!is_hex_digit(p[i])) return false;
    value = value * 16 + static_cast<std::uint32_t>(digit_value(p[i]));
  }
  return true;
}

#ifdef __SSE2__
namespace sse2 {

inline __m128i load(const char* p) noexcept { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
inline __m128i splat(char c) noexcept { return _mm_set1_epi8(c); }
inline __m128i equal(__m128i v, char c) noexcept { return _mm_cmpeq_epi8(v, splat(c)); }
// v - low wraps into [0, high - low] exactly for the bytes in range (taken unsigned); moved down by 128 that is
// one signed comparison.
inline __m128i in_range(__m128i v, char low, char high) noexcept {
  const __m128i moved = _mm_add_epi8(v, splat(static_cast<char>(-128 - low)));
  return _mm_cmplt_epi8(moved, splat(static_cast<char>(-128 + (high - low) + 1)));
}
inline __m128i any(__m128i a, __m128i b) noexcept { return _mm_or_si128(a, b); }

}  // namespace sse2
#endif

// The scans below take a predicate `stops` that says where a scan ends: stops(c) for one byte and, with SSE2,
// stops(block) marking the same bytes of a 16-byte block.

// The first byte at or after p where `stops` holds.
template <class Stops>
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* find_first(const char* p, const char* end, Stops stops) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(stops(sse2::load(p))));
    if (mask != 0) return p + __builtin_ctz(mask);
    p += 16;
  }
#endif
  while (p < end && !stops(*p)) ++p;
  return p;
}

// find_first that also copies the bytes it passes to out (advanced alike). out must have room for
// end - p bytes: the vector loop stores whole blocks.
template <class Stops>
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* copy_until(const char* p, const char* end, char*& out, Stops stops) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const __m128i block = sse2::load(p);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), block);
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(stops(block)));
    if (mask != 0) {
      const auto run = __builtin_ctz(mask);
      out += run;
      return p + run;
    }
    p += 16;
    out += 16;
  }
#endif
  while (p < end && !stops(*p)) *out++ = *p++;
  return p;
}

// A byte that can continue an identifier.
struct identifier_char {
  bool operator()(char c) const noexcept { return is_letter(c) || is_digit(c); }
#ifdef __SSE2__
  __m128i operator()(__m128i v) const noexcept {
    const __m128i letter = sse2::in_range(_mm_or_si128(v, sse2::splat(0x20)), 'a', 'z');
    return sse2::any(sse2::any(letter, sse2::in_range(v, '0', '9')), sse2::equal(v, '_'));
  }
#endif
};

struct blank_char {
  bool operator()(char c) const noexcept { return is_blank(c); }
#ifdef __SSE2__
  __m128i operator()(__m128i v) const noexcept {
    return sse2::any(sse2::equal(v, ' '), sse2::in_range(v, '\t', '\r'));
  }
#endif
};

// A byte from 0x80 up: part of a multi-byte UTF-8 character, or not UTF-8.
struct non_ascii_char {
  bool operator()(char c) const noexcept { return static_cast<unsigned char>(c) >= 0x80; }
#ifdef __SSE2__
  __m128i operator()(__m128i v) const noexcept { return v; }  // the movemask takes each byte's high bit
#endif
};

// The first byte at or after p where `continues` does not hold. (find_first with the predicate's complement,
// which would cost each block one more instruction and constant.)
template <class Continues>
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* skip_while(const char* p, const char* end, Continues continues) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const unsigned mask = ~static_cast<unsigned>(_mm_movemask_epi8(continues(sse2::load(p)))) & 0xffffu;
    if (mask != 0) return p + __builtin_ctz(mask);
    p += 16;
  }
#endif
  while (p < end && continues(*p)) ++p;
  return p;
}

// What ends a plain run in a string literal: its closing quote, a backslash, a newline or a NUL byte.
struct string_stop {
  char quote;
#ifdef __SSE2__
  __m128i quotes = sse2::splat(quote);  // made once, not in every scan of a literal with many escapes
#endif
  bool operator()(char c) const noexcept { return c == quote || c == '\\' || c == '\n' || c == '\0'; }
#ifdef __SSE2__
  __m128i operator()(__m128i v) const noexcept {
    return sse2::any(sse2::any(_mm_cmpeq_epi8(v, quotes), sse2::equal(v, '\\')),
                     sse2::any(sse2::equal(v, '\n'), sse2::equal(v, '\0')));
  }
#endif
};

// A byte CEscape (or, keeping high bytes, Utf8SafeCEscape) rewrites.
struct c_escaped {
  bool keep_high_bytes;
  bool operator()(char c) const noexcept { return needs_c_escape(c, keep_high_bytes); }
#ifdef __SSE2__
  __m128i operator()(__m128i v) const noexcept {
    // Signed: bytes >= 0x80 are below 0x20 too.
    const __m128i below_space = _mm_cmplt_epi8(v, sse2::splat(0x20));
    const __m128i control = keep_high_bytes ? _mm_andnot_si128(_mm_cmplt_epi8(v, _mm_setzero_si128()), below_space)
                                            : below_space;
    const __m128i quoted = sse2::any(sse2::any(sse2::equal(v, '"'), sse2::equal(v, '\'')),
                                     sse2::any(sse2::equal(v, '\\'), sse2::equal(v, 0x7f)));
    return sse2::any(control, quoted);
  }
#endif
};

// The first character at or after p that cannot continue an identifier.
inline const char* skip_identifier_chars(const char* p, const char* end) noexcept {
  return skip_while(p, end, identifier_char{});
}

// The first character at or after p that is not whitespace.
inline const char* skip_blanks(const char* p, const char* end) noexcept {
  // Between tokens there is mostly nothing more, or the spaces of an indentation after a newline.
  if (p >= end || !is_blank(*p)) return p;
  return skip_while(p + 1, end, blank_char{});
}

// The first byte at or after p from 0x80 up.
inline const char* skip_ascii(const char* p, const char* end) noexcept { return find_first(p, end, non_ascii_char{}); }

inline const char* find_string_stop(const char* p, const char* end, char quote) noexcept {
  return find_first(p, end, string_stop{quote});
}
inline const char* copy_until_string_stop(const char* p, const char* end, char*& out, string_stop stop) noexcept {
  return copy_until(p, end, out, stop);
}

// Whether any byte of text needs CEscape (or, keeping high bytes, Utf8SafeCEscape). Most strings need none and
// are short: the bytes after the last whole block are tested as one zero-padded block.
inline bool needs_any_c_escape(const char* p, const char* end, bool keep_high_bytes) noexcept {
  const c_escaped escaped{keep_high_bytes};
#ifdef __SSE2__
  for (; end - p >= 16; p += 16)
    if (_mm_movemask_epi8(escaped(sse2::load(p))) != 0) return true;
  if (p == end) return false;
  char block[16] = {};
  std::memcpy(block, p, static_cast<std::size_t>(end - p));
  const unsigned in_text = (1u << (end - p)) - 1;
  return (static_cast<unsigned>(_mm_movemask_epi8(escaped(sse2::load(block)))) & in_text) != 0;
#else
  return find_first(p, end, escaped) != end;
#endif
}

}  // namespace detail
}  // namespace plainproto
