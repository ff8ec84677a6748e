// plainproto: libprotobuf's CEscape and Utf8SafeCEscape, the escaping of string and bytes fields in text
// format (and of the quoted values the other printers reuse).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "char_scan.hpp"
#include "output_writer.hpp"

namespace plainproto {
namespace detail {

// The longest escape of one byte: a backslash and three octal digits.
inline constexpr std::size_t max_c_escape_length = 4;
// What c_escape_into may store past the end of its output: it moves text as whole 16-byte blocks.
inline constexpr std::size_t c_escape_slack = 16;

// What CEscape writes for each byte, as up to four bytes to store at once and how many of them count.
struct c_escape_table {
  char text[256][max_c_escape_length] = {};
  unsigned char length[256] = {};

  constexpr c_escape_table() {
    for (int byte = 0; byte < 256; ++byte) {
      const char c = static_cast<char>(byte);
      char* out = text[byte];
      if (!needs_c_escape(c, false)) {
        out[0] = c;
        length[byte] = 1;
        continue;
      }
      out[0] = '\\';
      length[byte] = 2;
      switch (c) {
        case '\n': out[1] = 'n'; break;
        case '\r': out[1] = 'r'; break;
        case '\t': out[1] = 't'; break;
        case '"':
        case '\'':
        case '\\': out[1] = c; break;
        default:
          out[1] = static_cast<char>('0' + (byte >> 6));
          out[2] = static_cast<char>('0' + ((byte >> 3) & 7));
          out[3] = static_cast<char>('0' + (byte & 7));
          length[byte] = 4;
      }
    }
  }
};

inline constexpr c_escape_table c_escapes{};

// Writes the escape of one byte that needs one. out must have room for max_c_escape_length bytes.
PLAINPROTO_DETAIL_ALWAYS_INLINE char* write_c_escape(char c, char* out) noexcept {
  const auto byte = static_cast<unsigned char>(c);
  std::memcpy(out, c_escapes.text[byte], max_c_escape_length);
  return out + c_escapes.length[byte];
}

// Escapes [p, end) into out, which must have room for max_c_escape_length * (end - p) + c_escape_slack bytes.
template <bool keep_high_bytes>
char* c_escape_into(const char* p, const char* const end, char* out) noexcept {
  const c_escaped escaped{keep_high_bytes};
#ifdef __SSE2__
  // Escapes are dense in some data (a serialized program has one every dozen bytes), so a block is not cut at
  // each escape and reloaded: its escapes are taken from one mask, and each run between two of them is moved
  // with one 16-byte load and store. Those loads start anywhere in the block, hence the 32 bytes.
  while (end - p >= 32) {
    const __m128i block = sse2::load(p);
    auto mask = static_cast<unsigned>(_mm_movemask_epi8(escaped(block)));
    if (mask == 0) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out), block);
      out += 16;
      p += 16;
      continue;
    }
    const char* run = p;
    do {
      const char* const special = p + __builtin_ctz(mask);
      mask &= mask - 1;
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out), sse2::load(run));
      out = write_c_escape(*special, out + (special - run));
      run = special + 1;
    } while (mask != 0);
    p += 16;
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out), sse2::load(run));
    out += p - run;
  }
#endif
  for (; p < end; ++p) {
    if (escaped(*p)) {
      out = write_c_escape(*p, out);
    } else {
      *out++ = *p;
    }
  }
  return out;
}

// libprotobuf's CEscape (octal escapes) and, with utf8_safe, Utf8SafeCEscape. A chunk at a time, so that
// the room asked for (max_c_escape_length output bytes per input byte at worst) fits the writer's buffer.
inline void write_c_escaped(std::string_view text, bool utf8_safe, output_writer& out) {
  if (!needs_any_c_escape(text.data(), text.data() + text.size(), utf8_safe)) {
    out.put(text);
    return;
  }
  constexpr std::size_t chunk_size = (output_writer::buffer_size - c_escape_slack) / max_c_escape_length;
  for (std::size_t offset = 0; offset < text.size(); offset += chunk_size) {
    const char* const p = text.data() + offset;
    const char* const end = p + std::min(chunk_size, text.size() - offset);
    char* const room = out.room(max_c_escape_length * static_cast<std::size_t>(end - p) + c_escape_slack);
    out.commit(utf8_safe ? c_escape_into<true>(p, end, room) : c_escape_into<false>(p, end, room));
  }
}

inline void append_c_escaped(std::string_view text, bool utf8_safe, std::string& out) {
  output_writer writer(out);
  write_c_escaped(text, utf8_safe, writer);
  writer.flush();
}

}  // namespace detail
}  // namespace plainproto
