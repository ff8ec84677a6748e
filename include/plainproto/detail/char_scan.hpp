// plainproto: the scanning loops of the text format (identifiers, blanks, string bodies, bytes that need
// escaping). With SSE2 (g++ and clang++ on every x86-64) they test 16 bytes at a time, which is where
// most of the parse and print time goes on real configs; elsewhere they test a byte at a time.
#pragma once

#include <cstddef>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace plainproto {
namespace detail {

constexpr bool is_identifier_char(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
// What io::Tokenizer skips as whitespace: space and \t \n \v \f \r.
constexpr bool is_blank(char c) noexcept { return c == ' ' || (c >= '\t' && c <= '\r'); }
// CEscape leaves printable ASCII other than quotes and backslash alone; Utf8SafeCEscape also bytes >= 0x80.
constexpr bool needs_c_escape(char c, bool keep_high_bytes) noexcept {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x80) return !keep_high_bytes;
  return byte < 0x20 || byte == 0x7f || c == '"' || c == '\'' || c == '\\';
}

#ifdef __SSE2__
namespace sse2 {

inline __m128i load(const char* p) noexcept { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
inline __m128i splat(char c) noexcept { return _mm_set1_epi8(c); }
inline __m128i equal(__m128i v, char c) noexcept { return _mm_cmpeq_epi8(v, splat(c)); }
// Signed byte comparisons: bytes >= 0x80 are negative, so they fall below every ASCII bound.
inline __m128i in_range(__m128i v, char low, char high) noexcept {
  return _mm_and_si128(_mm_cmpgt_epi8(v, splat(static_cast<char>(low - 1))),
                       _mm_cmplt_epi8(v, splat(static_cast<char>(high + 1))));
}
inline __m128i any(__m128i a, __m128i b) noexcept { return _mm_or_si128(a, b); }

}  // namespace sse2
#endif

// The first byte at or after p where `stops` holds. stops_in_block(v) marks the same bytes of a 16-byte
// block.
template <class BlockStops, class ByteStops>
const char* find_first(const char* p, const char* end, BlockStops stops_in_block, ByteStops stops) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(stops_in_block(sse2::load(p))));
    if (mask != 0) return p + __builtin_ctz(mask);
    p += 16;
  }
#else
  static_cast<void>(stops_in_block);
#endif
  while (p < end && !stops(*p)) ++p;
  return p;
}

// find_first that also copies the bytes it passes to out (advanced alike). out must have room for
// end - p bytes: the vector loop stores whole blocks.
template <class BlockStops, class ByteStops>
const char* copy_until(const char* p, const char* end, char*& out, BlockStops stops_in_block,
                       ByteStops stops) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const __m128i block = sse2::load(p);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), block);
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(stops_in_block(block)));
    if (mask != 0) {
      const auto run = __builtin_ctz(mask);
      out += run;
      return p + run;
    }
    p += 16;
    out += 16;
  }
#else
  static_cast<void>(stops_in_block);
#endif
  while (p < end && !stops(*p)) *out++ = *p++;
  return p;
}

// The first character at or after p that cannot continue an identifier.
inline const char* skip_identifier_chars(const char* p, const char* end) noexcept {
  return find_first(
      p, end,
      [](auto v) {
#ifdef __SSE2__
        const __m128i letter = sse2::in_range(_mm_or_si128(v, sse2::splat(0x20)), 'a', 'z');
        const __m128i word = sse2::any(sse2::any(letter, sse2::in_range(v, '0', '9')), sse2::equal(v, '_'));
        return _mm_xor_si128(word, _mm_set1_epi8(-1));
#else
        return v;
#endif
      },
      [](char c) { return !is_identifier_char(c); });
}

// The first character at or after p that is not whitespace.
inline const char* skip_blanks(const char* p, const char* end) noexcept {
  // Between tokens there is mostly nothing more, or the spaces of an indentation after a newline.
  if (p >= end || !is_blank(*p)) return p;
  return find_first(
      p + 1, end,
      [](auto v) {
#ifdef __SSE2__
        return _mm_xor_si128(sse2::any(sse2::equal(v, ' '), sse2::in_range(v, '\t', '\r')), _mm_set1_epi8(-1));
#else
        return v;
#endif
      },
      [](char c) { return !is_blank(c); });
}

// The first character at or after p that ends a plain run in a string literal: its closing quote, a
// backslash, a newline or a NUL byte.
inline const char* find_string_stop(const char* p, const char* end, char quote) noexcept {
  return find_first(
      p, end,
      [quote](auto v) {
#ifdef __SSE2__
        return sse2::any(sse2::any(sse2::equal(v, quote), sse2::equal(v, '\\')),
                         sse2::any(sse2::equal(v, '\n'), sse2::equal(v, '\0')));
#else
        static_cast<void>(quote);
        return v;
#endif
      },
      [quote](char c) { return c == quote || c == '\\' || c == '\n' || c == '\0'; });
}

// Copies a decoded string literal's plain run, up to the next backslash.
inline const char* copy_until_backslash(const char* p, const char* end, char*& out) noexcept {
  return copy_until(
      p, end, out,
      [](auto v) {
#ifdef __SSE2__
        return sse2::equal(v, '\\');
#else
        return v;
#endif
      },
      [](char c) { return c == '\\'; });
}

// Copies bytes up to the first one CEscape (or, keeping high bytes, Utf8SafeCEscape) rewrites.
inline const char* copy_until_c_escape(const char* p, const char* end, char*& out, bool keep_high_bytes) noexcept {
  return copy_until(
      p, end, out,
      [keep_high_bytes](auto v) {
#ifdef __SSE2__
        const __m128i negative = _mm_cmplt_epi8(v, _mm_setzero_si128());
        const __m128i control = _mm_andnot_si128(negative, _mm_cmplt_epi8(v, sse2::splat(0x20)));
        const __m128i quoted = sse2::any(sse2::any(sse2::equal(v, '"'), sse2::equal(v, '\'')),
                                         sse2::any(sse2::equal(v, '\\'), sse2::equal(v, 0x7f)));
        const __m128i escaped = sse2::any(control, quoted);
        return keep_high_bytes ? escaped : sse2::any(escaped, negative);
#else
        static_cast<void>(keep_high_bytes);
        return v;
#endif
      },
      [keep_high_bytes](char c) { return needs_c_escape(c, keep_high_bytes); });
}

}  // namespace detail
}  // namespace plainproto
