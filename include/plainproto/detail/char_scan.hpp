// plainproto: the scanning loops of the text format (identifiers, blanks, string bodies, bytes that need
// escaping). With SSE2 (g++ and clang++ on every x86-64) they test 16 bytes at a time, which is where most of the
// parse and print time goes on real configs; elsewhere they test a byte at a time.
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
// Signed byte comparisons: bytes >= 0x80 are negative, so they fall below every ASCII bound.
inline __m128i in_range(__m128i v, char low, char high) noexcept {
  return _mm_and_si128(_mm_cmpgt_epi8(v, splat(static_cast<char>(low - 1))),
                       _mm_cmplt_epi8(v, splat(static_cast<char>(high + 1))));
}
// Index of the first byte whose bit is clear in `matches` (a movemask), or 16.
inline std::size_t first_miss(int matches) noexcept {
  const unsigned misses = ~static_cast<unsigned>(matches) & 0xffffu;
  return misses == 0 ? 16 : static_cast<std::size_t>(__builtin_ctz(misses));
}

}  // namespace sse2
#endif

// The first character at or after p that cannot continue an identifier.
inline const char* skip_identifier_chars(const char* p, const char* end) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const __m128i v = sse2::load(p);
    const __m128i letter = sse2::in_range(_mm_or_si128(v, sse2::splat(0x20)), 'a', 'z');
    const __m128i digit = sse2::in_range(v, '0', '9');
    const __m128i underscore = _mm_cmpeq_epi8(v, sse2::splat('_'));
    const std::size_t run =
        sse2::first_miss(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), underscore)));
    p += run;
    if (run < 16) return p;
  }
#endif
  while (p < end && is_identifier_char(*p)) ++p;
  return p;
}

// The first character at or after p that is not whitespace.
inline const char* skip_blanks(const char* p, const char* end) noexcept {
#ifdef __SSE2__
  // Indentation is mostly a newline and a few spaces: test one byte before paying for a vector.
  while (end - p >= 16 && is_blank(*p)) {
    const __m128i v = sse2::load(p);
    const __m128i blank = _mm_or_si128(_mm_cmpeq_epi8(v, sse2::splat(' ')), sse2::in_range(v, '\t', '\r'));
    const std::size_t run = sse2::first_miss(_mm_movemask_epi8(blank));
    p += run;
    if (run < 16) return p;
  }
#endif
  while (p < end && is_blank(*p)) ++p;
  return p;
}

// The first character at or after p that ends a plain run in a string literal: its closing quote, a
// backslash, a newline or a NUL byte.
inline const char* find_string_stop(const char* p, const char* end, char quote) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const __m128i v = sse2::load(p);
    const __m128i stops = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(v, sse2::splat(quote)), _mm_cmpeq_epi8(v, sse2::splat('\\'))),
        _mm_or_si128(_mm_cmpeq_epi8(v, sse2::splat('\n')), _mm_cmpeq_epi8(v, _mm_setzero_si128())));
    const std::size_t run = sse2::first_miss(~_mm_movemask_epi8(stops));
    p += run;
    if (run < 16) return p;
  }
#endif
  while (p < end && *p != quote && *p != '\\' && *p != '\n' && *p != '\0') ++p;
  return p;
}

// The first byte at or after p that CEscape (or, keeping high bytes, Utf8SafeCEscape) rewrites.
inline const char* find_c_escape(const char* p, const char* end, bool keep_high_bytes) noexcept {
#ifdef __SSE2__
  const __m128i high_bytes_escaped = keep_high_bytes ? _mm_setzero_si128() : sse2::splat(static_cast<char>(0xff));
  while (end - p >= 16) {
    const __m128i v = sse2::load(p);
    const __m128i negative = _mm_cmplt_epi8(v, _mm_setzero_si128());
    const __m128i control = _mm_andnot_si128(negative, _mm_cmplt_epi8(v, sse2::splat(0x20)));
    const __m128i quoted = _mm_or_si128(
        _mm_or_si128(_mm_cmpeq_epi8(v, sse2::splat('"')), _mm_cmpeq_epi8(v, sse2::splat('\''))),
        _mm_or_si128(_mm_cmpeq_epi8(v, sse2::splat('\\')), _mm_cmpeq_epi8(v, sse2::splat(0x7f))));
    const __m128i escaped = _mm_or_si128(_mm_or_si128(control, quoted), _mm_and_si128(negative, high_bytes_escaped));
    const std::size_t run = sse2::first_miss(~_mm_movemask_epi8(escaped));
    p += run;
    if (run < 16) return p;
  }
#endif
  while (p < end && !needs_c_escape(*p, keep_high_bytes)) ++p;
  return p;
}

// Copies bytes from p to out up to the first backslash or end, advancing out alike; returns where it
// stopped. `out` must have room for end - p bytes: the vector loop stores whole blocks.
inline const char* copy_until_backslash(const char* p, const char* end, char*& out) noexcept {
#ifdef __SSE2__
  while (end - p >= 16) {
    const __m128i v = sse2::load(p);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), v);
    const std::size_t run = sse2::first_miss(~_mm_movemask_epi8(_mm_cmpeq_epi8(v, sse2::splat('\\'))));
    p += run;
    out += run;
    if (run < 16) return p;
  }
#endif
  while (p < end && *p != '\\') *out++ = *p++;
  return p;
}

}  // namespace detail
}  // namespace plainproto
