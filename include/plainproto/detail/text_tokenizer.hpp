// plainproto: the text-format tokenizer. It reproduces libprotobuf's io::Tokenizer as TextFormat::Parser
// configures it ('#' comments, 'f' after floats, a space required after numbers, single-line strings),
// including its error texts and positions, so that errors land on the same line and column.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "error.hpp"

namespace plainproto {
namespace detail {

enum class token_type { start, end, identifier, integer, floating, string, symbol };

struct token {
  token_type type = token_type::start;
  std::string_view text;
  // 0-based, as libprotobuf keeps them; error reporting adds 1.
  std::size_t line = 0;
  std::size_t column = 0;
  std::size_t end_column = 0;
};

constexpr bool is_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_octal_digit(char c) noexcept { return c >= '0' && c <= '7'; }
constexpr bool is_hex_digit(char c) noexcept {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
constexpr bool is_alphanumeric(char c) noexcept { return is_letter(c) || is_digit(c); }
constexpr bool is_whitespace(char c) noexcept {
  return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
constexpr bool is_unprintable(char c) noexcept { return c > '\0' && c < ' '; }
constexpr bool is_simple_escape(char c) noexcept {
  return c == 'a' || c == 'b' || c == 'f' || c == 'n' || c == 'r' || c == 't' || c == 'v' || c == '\\' ||
         c == '?' || c == '\'' || c == '"';
}
constexpr int digit_value(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return -1;
}

// Raised by the tokenizer and the parser alike; the parser turns it into a plainproto::error with the
// field path. Only the first error is reported, which is the first error libprotobuf reports.
struct text_failure {
  error_code code;
  std::string message;
  std::size_t line;
  std::size_t column;
  std::string field_path;
  bool has_field_path;
};

class text_tokenizer {
 public:
  explicit text_tokenizer(std::string_view input) : p_(input.data()), end_(input.data() + input.size()) {}

  const token& current() const noexcept { return current_; }
  const token& previous() const noexcept { return previous_; }

  // Single-character symbols are what the parser asks about most.
  bool current_is(char symbol) const noexcept { return current_.text.size() == 1 && current_.text[0] == symbol; }

  void next() {
    previous_ = current_;
    skip_whitespace_and_comments();
    if (p_ >= end_) {
      current_.type = token_type::end;
      current_.text = {};
      current_.line = line_;
      current_.column = column_;
      current_.end_column = column_;
      return;
    }
    const char c = *p_;
    if (is_unprintable(c) || c == '\0') fail("Invalid control characters encountered in text.", line_, column_);

    const char* start = p_;
    current_.line = line_;
    current_.column = column_;
    if (is_letter(c)) {
      ++p_;
      while (p_ < end_ && is_alphanumeric(*p_)) ++p_;
      column_ += static_cast<std::size_t>(p_ - start);
      current_.type = token_type::identifier;
    } else if (c == '0') {
      bump();
      current_.type = consume_number(true, false);
    } else if (c == '.') {
      bump();
      if (is_digit(peek())) {
        bump();
        if (previous_.type == token_type::identifier && current_.line == previous_.line &&
            current_.column == previous_.end_column)
          fail("Need space between identifier and decimal point.", line_, column_ - 2);
        current_.type = consume_number(false, true);
      } else {
        current_.type = token_type::symbol;
      }
    } else if (is_digit(c)) {
      bump();
      current_.type = consume_number(false, false);
    } else if (c == '"' || c == '\'') {
      bump();
      consume_string(c);
      current_.type = token_type::string;
    } else {
      if (static_cast<unsigned char>(c) & 0x80)
        fail("Interpreting non ascii codepoint " + std::to_string(static_cast<unsigned char>(c)) + ".", line_, column_);
      bump();
      current_.type = token_type::symbol;
    }
    current_.text = std::string_view(start, static_cast<std::size_t>(p_ - start));
    current_.end_column = column_;
  }

  [[noreturn]] static void fail(std::string message, std::size_t line, std::size_t column,
                                error_code code = error_code::syntax) {
    throw text_failure{code, std::move(message), line, column, {}, false};
  }

 private:
  static constexpr std::size_t tab_width = 8;

  // The current character; '\0' past the end, as in libprotobuf (which cannot tell it from a NUL byte).
  char peek() const noexcept { return p_ < end_ ? *p_ : '\0'; }
  // Steps over a character known not to be a newline or a tab.
  void bump() noexcept {
    ++p_;
    ++column_;
  }
  // Steps over any character, keeping line and column as libprotobuf counts them.
  void advance() noexcept {
    if (p_ >= end_) return;
    const char c = *p_++;
    if (c == '\n') {
      ++line_;
      column_ = 0;
    } else if (c == '\t') {
      column_ += tab_width - column_ % tab_width;
    } else {
      ++column_;
    }
  }

  void skip_whitespace_and_comments() noexcept {
    while (p_ < end_) {
      const char c = *p_;
      if (c == ' ' || c == '\r' || c == '\v' || c == '\f') {
        bump();
      } else if (c == '\n' || c == '\t') {
        advance();
      } else if (c == '#') {
        // A NUL byte ends a comment too, as in libprotobuf, and is then reported as a control character.
        bump();
        while (p_ < end_ && *p_ != '\n' && *p_ != '\0') advance();
        if (p_ < end_ && *p_ == '\n') advance();
      } else {
        return;
      }
    }
  }

  void error_here(const char* message) const { fail(message, line_, column_); }

  template <class Predicate>
  void consume_one_or_more(Predicate in_class, const char* message) {
    if (!in_class(peek())) error_here(message);
    while (in_class(peek())) bump();
  }
  template <class Predicate>
  void consume_zero_or_more(Predicate in_class) {
    while (in_class(peek())) bump();
  }
  bool try_consume(char c) noexcept {
    if (p_ >= end_ || *p_ != c) return false;
    bump();
    return true;
  }

  token_type consume_number(bool started_with_zero, bool started_with_dot) {
    bool is_float = false;
    if (started_with_zero && (try_consume('x') || try_consume('X'))) {
      consume_one_or_more(is_hex_digit, "\"0x\" must be followed by hex digits.");
    } else if (started_with_zero && is_digit(peek())) {
      consume_zero_or_more(is_octal_digit);
      if (is_digit(peek())) error_here("Numbers starting with leading zero must be in octal.");
    } else {
      if (started_with_dot) {
        is_float = true;
        consume_zero_or_more(is_digit);
      } else {
        consume_zero_or_more(is_digit);
        if (try_consume('.')) {
          is_float = true;
          consume_zero_or_more(is_digit);
        }
      }
      if (try_consume('e') || try_consume('E')) {
        is_float = true;
        if (!try_consume('-')) try_consume('+');
        consume_one_or_more(is_digit, "\"e\" must be followed by exponent.");
      }
      if (try_consume('f') || try_consume('F')) is_float = true;
    }
    if (is_letter(peek())) error_here("Need space between number and identifier.");
    if (peek() == '.')
      error_here(is_float ? "Already saw decimal point or exponent; can't have another one."
                          : "Hex and octal numbers must be integers.");
    return is_float ? token_type::floating : token_type::integer;
  }

  void consume_string(char delimiter) {
    for (;;) {
      // Plain characters in bulk: none of them moves the line or jumps the column.
      const char* run = p_;
      while (p_ < end_ && *p_ != delimiter && *p_ != '\\' && *p_ != '\n' && *p_ != '\t' && *p_ != '\0') ++p_;
      column_ += static_cast<std::size_t>(p_ - run);
      const char c = peek();
      if (c == '\0') error_here("Unexpected end of string.");
      if (c == '\n') error_here("String literals cannot cross line boundaries.");
      if (c == '\t') {
        advance();
        continue;
      }
      bump();
      if (c == delimiter) return;
      consume_escape();
    }
  }

  // After a backslash: validates what follows as libprotobuf does; further octal or hex digits are plain.
  void consume_escape() {
    const char e = peek();
    if (is_simple_escape(e) || is_octal_digit(e)) {
      bump();
    } else if (try_consume('x')) {
      if (!is_hex_digit(peek())) error_here("Expected hex digits for escape sequence.");
      bump();
    } else if (try_consume('u')) {
      for (int i = 0; i < 4; ++i) {
        if (!is_hex_digit(peek())) error_here("Expected four hex digits for \\u escape sequence.");
        bump();
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
      bump();
    }
    return true;
  }

  const char* p_;
  const char* end_;
  std::size_t line_ = 0;
  std::size_t column_ = 0;
  token current_;
  token previous_;
};

inline void append_utf8(std::uint32_t code_point, std::string& out) {
  if (code_point <= 0x7f) {
    out.push_back(static_cast<char>(code_point));
  } else if (code_point <= 0x7ff) {
    out.push_back(static_cast<char>(0xc0 | (code_point >> 6)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3f)));
  } else if (code_point <= 0xffff) {
    out.push_back(static_cast<char>(0xe0 | (code_point >> 12)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3f)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3f)));
  } else if (code_point <= 0x10ffff) {
    out.push_back(static_cast<char>(0xf0 | (code_point >> 18)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 12) & 0x3f)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3f)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3f)));
  } else {
    // Beyond Unicode: libprotobuf keeps the escape as text.
    static constexpr char hex[] = "0123456789abcdef";
    out += "\\U";
    for (int shift = 28; shift >= 0; shift -= 4) out.push_back(hex[(code_point >> shift) & 0xf]);
  }
}

inline bool read_hex(std::string_view text, std::size_t pos, std::size_t count, std::uint32_t& value) {
  if (pos + count > text.size()) return false;
  value = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (!is_hex_digit(text[pos + i])) return false;
    value = value * 16 + static_cast<std::uint32_t>(digit_value(text[pos + i]));
  }
  return true;
}

constexpr char translate_escape(char c) noexcept {
  switch (c) {
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    case 'v': return '\v';
    default: return c;  // \\ \? \' \" stand for themselves
  }
}

// Appends the value of a string token (quotes included, escapes already validated by the tokenizer),
// decoding escapes as libprotobuf's Tokenizer::ParseStringAppend does (octal beyond \377 wraps; a lone
// UTF-16 surrogate is written as its 3-byte form).
inline void append_string_token(std::string_view text, std::string& out) {
  const std::size_t size = text.size();
  for (std::size_t i = 1; i < size; ++i) {
    const std::size_t plain_end = std::min(text.find('\\', i), size - 1);
    if (plain_end > i) {
      out.append(text.data() + i, plain_end - i);
      i = plain_end - 1;
      continue;
    }
    const char c = text[i];
    if (c == '\\' && i + 1 < size) {
      const char e = text[++i];
      if (is_octal_digit(e)) {
        int code = digit_value(e);
        if (i + 1 < size && is_octal_digit(text[i + 1])) code = code * 8 + digit_value(text[++i]);
        if (i + 1 < size && is_octal_digit(text[i + 1])) code = code * 8 + digit_value(text[++i]);
        out.push_back(static_cast<char>(code & 0xff));
      } else if (e == 'x') {
        int code = 0;
        if (i + 1 < size && is_hex_digit(text[i + 1])) code = digit_value(text[++i]);
        if (i + 1 < size && is_hex_digit(text[i + 1])) code = code * 16 + digit_value(text[++i]);
        out.push_back(static_cast<char>(code));
      } else if (e == 'u' || e == 'U') {
        const std::size_t digits = e == 'u' ? 4 : 8;
        std::uint32_t code_point = 0;
        if (!read_hex(text, i + 1, digits, code_point)) {
          out.push_back(e);
          continue;
        }
        i += digits;
        std::uint32_t trail = 0;
        if (code_point >= 0xd800 && code_point <= 0xdbff && i + 2 < size && text[i + 1] == '\\' &&
            text[i + 2] == 'u' && read_hex(text, i + 3, 4, trail) && trail >= 0xdc00 && trail <= 0xdfff) {
          code_point = 0x10000 + ((code_point - 0xd800) << 10) + (trail - 0xdc00);
          i += 6;
        }
        append_utf8(code_point, out);
      } else {
        out.push_back(translate_escape(e));
      }
    } else if (c == text[0] && i + 1 == size) {
      // the closing quote
    } else {
      out.push_back(c);
    }
  }
}

}  // namespace detail
}  // namespace plainproto
