// plainproto: the text-format tokenizer. It reproduces libprotobuf's io::Tokenizer as TextFormat::Parser
// configures it ('#' comments, 'f' after floats, a space required after numbers, single-line strings),
// including its error texts and positions, so that errors land on the same line and column.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../common/char_scan.hpp"
#include "../common/decimal.hpp"
#include "../common/source_position.hpp"
#include "../common/utf8.hpp"
#include "../../error.hpp"

namespace plainproto {
namespace detail {

enum class token_type { start, end, identifier, integer, floating, string, symbol };

constexpr bool is_unprintable(char c) noexcept { return c > '\0' && c < ' '; }
// What the one-character escapes (\n, \", \? ...) stand for, indexed by the character after the backslash;
// 0 for the others.
struct simple_escape_table {
  char values[256] = {};
  constexpr simple_escape_table() {
    const char pairs[][2] = {{'a', '\a'}, {'b', '\b'}, {'f', '\f'}, {'n', '\n'},  {'r', '\r'},  {'t', '\t'},
                             {'v', '\v'}, {'\\', '\\'}, {'?', '?'},  {'\'', '\''}, {'"', '"'}};
    for (const auto& pair : pairs) values[static_cast<unsigned char>(pair[0])] = pair[1];
  }
  constexpr char operator[](char c) const noexcept { return values[static_cast<unsigned char>(c)]; }
};
inline constexpr simple_escape_table simple_escapes{};

// What a byte means where a token may start, by one table lookup.
enum class char_class : unsigned char { symbol, letter, digit, quote, dot, blank, comment, invalid };
struct char_class_table {
  char_class classes[256] = {};
  constexpr char_class_table() {
    for (int c = 0; c < 256; ++c) {
      const char ch = static_cast<char>(c);
      if (is_letter(ch))
        classes[c] = char_class::letter;
      else if (is_digit(ch))
        classes[c] = char_class::digit;
      else if (ch == '"' || ch == '\'')
        classes[c] = char_class::quote;
      else if (ch == '.')
        classes[c] = char_class::dot;
      else if (is_blank(ch))
        classes[c] = char_class::blank;
      else if (ch == '#')
        classes[c] = char_class::comment;
      else if (ch == '\0' || is_unprintable(ch) || c >= 0x80)
        classes[c] = char_class::invalid;
    }
  }
  constexpr char_class operator[](char c) const noexcept { return classes[static_cast<unsigned char>(c)]; }
};
inline constexpr char_class_table char_classes{};

struct token {
  token_type type = token_type::start;
  std::string_view text;
  std::size_t offset = 0;  // byte offset of the token in the input
  bool has_escapes = false;  // a string token with a backslash in it: its value is text_tokenizer::decoded()
};

// Raised by the tokenizer and the parser alike; the parser turns it into a plainproto::error with line,
// column and field path. Only the first error is reported, which is the first error libprotobuf reports.
struct text_failure {
  error_code code;
  std::string message;
  std::size_t offset;  // where the error is reported
  std::string field_path;
  bool has_field_path;
  std::size_t value_offset;  // where the value it is about starts, when reported at the token after it; else npos
};

// Decodes the escape sequence that starts after a backslash at p, other than the one-character ones, once
// validated, into out (never more bytes than the escape is written with); returns where the sequence ends. Decoded as libprotobuf's Tokenizer::ParseStringAppend
// does: octal beyond \377 wraps, a lone UTF-16 surrogate is written as its 3-byte form.
inline const char* decode_escape(const char* p, const char* end, char*& out) noexcept {
  const char e = *p++;
  if (is_octal_digit(e)) {
    int code = digit_value(e);
    if (p < end && is_octal_digit(*p)) code = code * 8 + digit_value(*p++);
    if (p < end && is_octal_digit(*p)) code = code * 8 + digit_value(*p++);
    *out++ = static_cast<char>(code & 0xff);
  } else if (e == 'x') {
    int code = 0;
    if (p < end && is_hex_digit(*p)) code = digit_value(*p++);
    if (p < end && is_hex_digit(*p)) code = code * 16 + digit_value(*p++);
    *out++ = static_cast<char>(code);
  } else if (e == 'u' || e == 'U') {
    const int digits = e == 'u' ? 4 : 8;
    std::uint32_t code_point = 0;
    if (!read_hex(p, end, digits, code_point)) {
      *out++ = e;
      return p;
    }
    p += digits;
    std::uint32_t trail = 0;
    if (is_high_surrogate(code_point) && end - p >= u_escape_length && p[0] == '\\' && p[1] == 'u' &&
        read_hex(p + 2, end, 4, trail) && is_low_surrogate(trail)) {
      code_point = combine_surrogates(code_point, trail);
      p += u_escape_length;
    }
    if (code_point <= max_code_point) {
      out = write_utf8(code_point, out);
    } else {
      // Beyond Unicode: libprotobuf keeps the escape as text.
      *out++ = '\\';
      *out++ = 'U';
      for (int shift = 28; shift >= 0; shift -= 4) *out++ = hex_digits[(code_point >> shift) & 0xf];
    }
  }
  return p;
}

// Copies a string literal's body from p to out, decoding the one-character escapes (\n, \", \\ ...) on the
// way, and returns at the first stop it leaves to the caller (the closing quote, a newline, a NUL byte, any
// other escape) or, with SSE2, where fewer than 48 bytes are left before end. Where escapes are dense (a
// serialized program has one every dozen bytes), finding them one by one would make each search wait for the
// one before; instead each 16-byte block is tested once and its escapes taken from one mask. out advances by
// at most as many bytes as are read, but each step stores 16 bytes.
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* decode_simple_escapes(const char* p, const char* const end, char*& out, string_stop stop) noexcept {
#ifdef __SSE2__
  char* written = out;
  // 1 when the last escape of the block before took this block's first byte. Blocks follow each other at 16
  // bytes whatever their escapes, so that the next block's load does not wait for this one's escapes.
  unsigned taken = 0;
  // A block is decoded with this much text ahead: its 16 bytes, and the 16 loaded after an escape at its end
  // (from up to 17 bytes in), stay inside the text.
  constexpr std::ptrdiff_t lookahead = 48;
  for (; end - p >= lookahead; p += 16) {
    auto mask = static_cast<unsigned>(_mm_movemask_epi8(stop(sse2::load(p)))) & ~taken;
    const char* run = p + taken;  // the 16 bytes from run are stored at written
    _mm_storeu_si128(reinterpret_cast<__m128i*>(written), sse2::load(run));
    while (mask != 0) {
      const unsigned at = static_cast<unsigned>(__builtin_ctz(mask));
      const char* const special = p + at;
      const char simple = *special == '\\' ? simple_escapes[special[1]] : '\0';
      written += special - run;
      if (simple == '\0') {
        out = written;
        return special;
      }
      *written++ = simple;
      run = special + 2;
      _mm_storeu_si128(reinterpret_cast<__m128i*>(written), sse2::load(run));
      mask &= mask - 1;
      mask &= ~(2u << at);  // the escaped character (\\, \") is not a stop
    }
    const std::ptrdiff_t rest = p + 16 - run;  // -1 when the last escape took the next block's first byte
    taken = rest < 0;
    written += rest + taken;
  }
  out = written;
  p += taken;
#else
  static_cast<void>(end);
  static_cast<void>(out);
  static_cast<void>(stop);
#endif
  return p;
}

class text_tokenizer {
 public:
  explicit text_tokenizer(std::string_view input) : input_(input), p_(input.data()), end_(input.data() + input.size()) {}

  const token& current() const noexcept { return current_; }
  // The value of the current string token when it has escapes; the caller may take its contents.
  std::string& decoded() noexcept { return decoded_; }

  // The current token's value when it is a number spelled as a plain decimal: at most max_exact_digits digits
  // with or without a fraction, no exponent, suffix, sign or leading zero (but "0" and "0.x"). It is gathered while
  // the digits are read, so that the parser does not read them again; it is mantissa * 10^exponent.
  struct decimal {
    std::uint64_t mantissa;
    int exponent;  // minus the digits after the point
    bool plain;    // false for any other number: the parser converts its text
  };
  const decimal& current_decimal() const noexcept { return decimal_; }

  // Single-character symbols are what the parser asks about most.
  bool current_is(char symbol) const noexcept { return current_.text.size() == 1 && current_.text[0] == symbol; }

  void next() {
    const char* start = p_;
    char_class kind;
    for (;;) {
      if (start >= end_) {
        p_ = start;
        current_ = {token_type::end, {}, offset_of(start), false};
        return;
      }
      kind = char_classes[*start];
      if (kind == char_class::blank)
        start = skip_blanks(start + 1, end_);
      else if (kind == char_class::comment)
        start = skip_comment(start + 1, end_);
      else
        break;
    }
    const std::size_t offset = offset_of(start);
    token_type type = token_type::symbol;
    bool has_escapes = false;
    p_ = start + 1;
    switch (kind) {
      case char_class::letter:
        p_ = skip_identifier_chars(p_, end_);
        type = token_type::identifier;
        break;
      case char_class::digit:
        type = consume_number(*start == '0', false);
        break;
      case char_class::quote:
        has_escapes = consume_string(*start);
        type = token_type::string;
        break;
      case char_class::dot:
        if (is_digit(peek())) {
          ++p_;
          // libprotobuf compares line and column; with nothing in between that is adjacency.
          if (current_.type == token_type::identifier && current_.offset + current_.text.size() == offset)
            fail("Need space between identifier and decimal point.", offset);
          type = consume_number(false, true);
        }
        break;
      case char_class::invalid:
        fail_on_character(*start, offset);
      default:
        break;
    }
    current_ = {type, std::string_view(start, static_cast<std::size_t>(p_ - start)), offset, has_escapes};
  }

  // Moves past the current token, a field name, and past a ':' after it, so that the token after the ':'
  // becomes current. Returns whether there was that ':'. (A ':' right after blanks is found without making it
  // a token; one after a comment is read as one.)
  bool next_past_colon() {
    const char* const after = skip_blanks(p_, end_);
    const bool colon = after < end_ && *after == ':';
    if (colon) p_ = after + 1;
    next();
    if (colon || current_.type != token_type::symbol || !current_is(':')) return colon;
    next();
    return true;
  }

  [[noreturn]] static void fail(std::string message, std::size_t at, error_code code = error_code::syntax) {
    throw text_failure{code, std::move(message), at, {}, false, std::string_view::npos};
  }

  // The line and column of a byte offset, counted as libprotobuf counts them.
  source_position position_of(std::size_t at) const noexcept { return byte_position(input_, at); }
  // The same in other text (a line of the input, counted from its start).
  static source_position position_in(std::string_view text, std::size_t at) noexcept { return byte_position(text, at); }
  std::size_t input_size() const noexcept { return input_.size(); }

 private:
  // The current character; '\0' past the end, as in libprotobuf (which cannot tell it from a NUL byte).
  char peek() const noexcept { return p_ < end_ ? *p_ : '\0'; }

  std::size_t offset_of(const char* p) const noexcept { return static_cast<std::size_t>(p - input_.data()); }

  // From after a '#' to the start of the next line. A NUL byte ends a comment too, as in libprotobuf, and
  // is then reported as a control character.
  static const char* skip_comment(const char* p, const char* end) noexcept {
    while (p < end && *p != '\n' && *p != '\0') ++p;
    return p < end && *p == '\n' ? p + 1 : p;
  }

  [[noreturn]] void error_here(const char* message) const { fail(message, offset_of(p_)); }
  [[noreturn]] static void fail_on_character(char c, std::size_t at) {
    if (static_cast<unsigned char>(c) & 0x80)
      fail("Interpreting non ascii codepoint " + std::to_string(static_cast<unsigned char>(c)) + ".", at);
    fail("Invalid control characters encountered in text.", at);
  }

  template <class Predicate>
  void consume_one_or_more(Predicate in_class, const char* message) {
    if (!in_class(peek())) error_here(message);
    while (in_class(peek())) ++p_;
  }
  template <class Predicate>
  void consume_zero_or_more(Predicate in_class) {
    while (in_class(peek())) ++p_;
  }
  bool try_consume(char c) noexcept {
    if (p_ >= end_ || *p_ != c) return false;
    ++p_;
    return true;
  }

  token_type consume_number(bool started_with_zero, bool started_with_dot) {
    bool is_float = started_with_dot;
    decimal_.plain = false;
    if (started_with_zero && (try_consume('x') || try_consume('X'))) {
      consume_one_or_more(is_hex_digit, "\"0x\" must be followed by hex digits.");
    } else if (started_with_zero && is_digit(peek())) {
      consume_zero_or_more(is_octal_digit);
      if (is_digit(peek())) error_here("Numbers starting with leading zero must be in octal.");
    } else {
      // The first digit is read already (after the '.', for a number that starts with one).
      decimal_digits number;
      number.mantissa = started_with_dot ? 0 : static_cast<std::uint64_t>(p_[-1] - '0');
      number.count = 1;
      p_ = read_decimal_digits(p_, end_, !started_with_dot, number);
      is_float |= number.point;
      decimal_ = {number.mantissa, number.exponent, !started_with_dot && number.count <= max_exact_digits};
      // Most numbers end here; only a letter can continue one.
      if (is_letter(peek())) {
        decimal_.plain = false;
        if (try_consume('e') || try_consume('E')) {
          is_float = true;
          if (!try_consume('-')) try_consume('+');
          consume_one_or_more(is_digit, "\"e\" must be followed by exponent.");
        }
        if (try_consume('f') || try_consume('F')) is_float = true;
      }
    }
    if (is_letter(peek())) error_here("Need space between number and identifier.");
    if (peek() == '.')
      error_here(is_float ? "Already saw decimal point or exponent; can't have another one."
                          : "Hex and octal numbers must be integers.");
    return is_float ? token_type::floating : token_type::integer;
  }

  // After the opening quote. Returns whether the string has escapes; then its value is in decoded_.
  bool consume_string(char delimiter) {
    const char* const body = p_;
    p_ = find_string_stop(p_, end_, delimiter);
    if (p_ < end_ && *p_ == delimiter) {
      ++p_;
      return false;
    }
    decode_string(body, delimiter);
    return true;
  }

  // Reads the rest of a string literal from its first stop, validating it as libprotobuf does, and decodes
  // the whole literal into decoded_ on the way, a buffer on the stack at a time.
  void decode_string(const char* body, char delimiter) {
    // The most bytes one escape runs past its backslash: a \u surrogate pair (u, four hex digits, \u, four more).
    constexpr std::ptrdiff_t longest_escape = 1 + 4 + u_escape_length;
    // Decoded a stack buffer at a time: one append per 8 KB, and the buffer stays in the cache.
    constexpr std::size_t decode_buffer_size = 8192;
    char buffer[decode_buffer_size];
    constexpr std::ptrdiff_t buffer_reach = static_cast<std::ptrdiff_t>(sizeof buffer) - longest_escape;
    decoded_.assign(body, static_cast<std::size_t>(p_ - body));
    const char* const end = end_;
    const char* p = p_;
    const string_stop stop{delimiter};
    for (;;) {
      // No escape decodes to more bytes than it is written with, so reading up to limit (and an escape begun
      // before it) fits the buffer, and no step needs to check for room.
      const char* const limit = end - p > buffer_reach ? p + buffer_reach : end;
      char* written = buffer;
      for (;;) {
        p = decode_simple_escapes(p, limit, written, stop);
        p = copy_until_string_stop(p, limit, written, stop);
        if (p >= limit || *p != '\\') break;
        ++p;
        const char simple = p < end ? simple_escapes[*p] : '\0';
        if (simple != '\0') {
          *written++ = simple;
          ++p;
        } else {
          p_ = p;
          consume_escape();
          char* decoded_end = written;  // written itself can stay in a register
          p = decode_escape(p, end, decoded_end);
          written = decoded_end;
        }
      }
      decoded_.append(buffer, static_cast<std::size_t>(written - buffer));
      if (p < limit) {
        if (*p == delimiter) break;
        p_ = p;
        error_here(*p == '\0' ? "Unexpected end of string." : "String literals cannot cross line boundaries.");
      }
      if (p >= end) {
        p_ = end;
        error_here("Unexpected end of string.");
      }
    }
    p_ = p + 1;
  }

  // After a backslash: validates what follows as libprotobuf does; further octal or hex digits are plain.
  void consume_escape() {
    const char e = peek();
    if (is_octal_digit(e)) {
      ++p_;
    } else if (try_consume('x')) {
      if (!is_hex_digit(peek())) error_here("Expected hex digits for escape sequence.");
      ++p_;
    } else if (try_consume('u')) {
      for (int i = 0; i < 4; ++i) {
        if (!is_hex_digit(peek())) error_here("Expected four hex digits for \\u escape sequence.");
        ++p_;
      }
    } else if (try_consume('U')) {
      const bool ok =
          try_consume('0') && try_consume('0') && (try_consume('0') || try_consume('1')) && consume_hex_digits(5);
      if (!ok) error_here("Expected eight hex digits up to 10ffff for \\U escape sequence");
    } else {
      error_here("Invalid escape sequence in string literal.");
    }
  }

  bool consume_hex_digits(int count) noexcept {
    for (int i = 0; i < count; ++i) {
      if (!is_hex_digit(peek())) return false;
      ++p_;
    }
    return true;
  }

  std::string_view input_;
  const char* p_;
  const char* end_;
  token current_;
  decimal decimal_{0, 0, false};
  std::string decoded_;
};

}  // namespace detail
}  // namespace plainproto
