// plainproto: Python's readings of text, as Python protobuf relies on them when it parses: int(text, base),
// float(text), str.isspace(), and strict UTF-8 decoding.
//
// Python protobuf's text_format and json_format parsers convert tokens and JSON strings with Python's own
// int() and float(), which accept more than protobuf's grammar does: underscores between digits (1_000),
// 0o/0b prefixes with base 0, a leading '+', whitespace around the number, "infinity" and "nan" in any case.
//
// Self-contained: the standard library only.
#pragma once

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>

#include "char_scan.hpp"
#include "utf8.hpp"

namespace plainproto {
namespace detail {

// One character of UTF-8 text: its code point and its length in bytes. Text is assumed well-formed
// (is_python_utf8); a stray byte reads as a one-byte character of its own value.
struct utf8_character {
  std::uint32_t code_point;
  std::size_t length;
};

inline utf8_character read_utf8_character(std::string_view text, std::size_t at) noexcept {
  const auto lead = static_cast<unsigned char>(text[at]);
  const std::size_t length = lead < 0xc0 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
  if (length == 1 || at + length > text.size()) return {lead, 1};
  std::uint32_t code_point = lead & (0x7fu >> length);
  for (std::size_t i = 1; i < length; ++i)
    code_point = (code_point << 6) | (static_cast<unsigned char>(text[at + i]) & 0x3fu);
  return {code_point, length};
}

// str.isspace() of one character, which is what `\s` matches in Python's regular expressions on text.
constexpr bool python_is_space(std::uint32_t c) noexcept {
  return (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20) || c == 0x85 || c == 0xa0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f || c == 0x3000;
}

// The text without the whitespace str.strip() removes.
inline std::string_view python_strip(std::string_view text) noexcept {
  while (!text.empty()) {
    const utf8_character first = read_utf8_character(text, 0);
    if (!python_is_space(first.code_point)) break;
    text.remove_prefix(first.length);
  }
  while (!text.empty()) {
    std::size_t start = text.size() - 1;
    while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xc0) == 0x80) --start;
    if (!python_is_space(read_utf8_character(text, start).code_point)) break;
    text.remove_suffix(text.size() - start);
  }
  return text;
}

// The value of int(text, base) for base 0 (a prefix 0x, 0o or 0b picks the base; a decimal may not start with 0
// unless it is zero) or 10 (leading zeros allowed), as a sign and a magnitude.
struct python_integer {
  bool valid = false;
  bool negative = false;
  bool fits = true;  // the magnitude fits 64 bits; a larger Python int is out of any field's range
  std::uint64_t magnitude = 0;
};

// Digits of one base with single underscores between them (and, after a base prefix, before the first).
inline python_integer python_int(std::string_view text, int base) {
  python_integer result;
  text = python_strip(text);
  std::size_t i = 0;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) result.negative = text[i++] == '-';
  bool underscore_allowed = false;  // right after a base prefix
  bool zero_decimal = false;        // base 0 without a prefix, starting with 0: only zeros may follow
  if (base == 0) {
    base = 10;
    if (i + 1 < text.size() && text[i] == '0') {
      const char prefix = static_cast<char>(text[i + 1] | 0x20);
      if (prefix == 'x' || prefix == 'o' || prefix == 'b') {
        base = prefix == 'x' ? 16 : prefix == 'o' ? 8 : 2;
        i += 2;
        underscore_allowed = true;
      } else {
        zero_decimal = true;
      }
    }
  }
  bool digits = false;
  bool after_underscore = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '_') {
      if (after_underscore || (!digits && !underscore_allowed)) return result;
      after_underscore = true;
      continue;
    }
    int digit = -1;
    if (c >= '0' && c <= '9') digit = c - '0';
    else if (c >= 'a' && c <= 'z') digit = c - 'a' + 10;
    else if (c >= 'A' && c <= 'Z') digit = c - 'A' + 10;
    if (digit < 0 || digit >= base || (zero_decimal && digit != 0)) return result;
    digits = true;
    after_underscore = false;
    const auto d = static_cast<std::uint64_t>(digit);
    const auto b = static_cast<std::uint64_t>(base);
    if (result.fits && result.magnitude > (std::numeric_limits<std::uint64_t>::max() - d) / b)
      result.fits = false;
    else if (result.fits)
      result.magnitude = result.magnitude * b + d;
  }
  result.valid = digits && !after_underscore;
  return result;
}

// str() of the Python int that int(text, 10) reads from text (python_int(text, 10) is valid): its sign and
// digits, without underscores, blanks and leading zeros.
inline std::string python_int_str(std::string_view text) {
  text = python_strip(text);
  std::string digits;
  for (const char c : text)
    if (c >= '0' && c <= '9' && !(c == '0' && digits.empty())) digits += c;
  if (digits.empty()) return "0";
  return text.front() == '-' ? "-" + digits : digits;
}

// Whether the Python int is within [minimum, maximum] (as int64 bounds for signed fields, or 0 and a uint64
// bound for unsigned ones), and the value as a two's complement 64-bit pattern.
inline bool python_integer_in_range(const python_integer& value, bool is_signed, std::uint64_t maximum,
                                    std::uint64_t& bits) noexcept {
  if (!value.fits) return false;
  if (value.negative && value.magnitude != 0) {
    if (!is_signed || value.magnitude > maximum + 1) return false;
    bits = ~value.magnitude + 1;
    return true;
  }
  if (value.magnitude > maximum) return false;
  bits = value.magnitude;
  return true;
}

// float(text): [sign] digits [. digits] [e [sign] digits], or [sign] .digits..., with single underscores between
// digits, or [sign] inf / infinity / nan in any case, with whitespace around; correctly rounded, overflowing to
// infinity and underflowing to zero. False when Python raises ValueError.
inline bool python_float(std::string_view text, double& value) {
  text = python_strip(text);
  std::size_t i = 0;
  const bool negative = i < text.size() && text[i] == '-';
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
  const auto word = [&](std::string_view name) {
    if (text.size() - i != name.size()) return false;
    for (std::size_t k = 0; k < name.size(); ++k)
      if ((text[i + k] | 0x20) != name[k]) return false;
    return true;
  };
  if (word("inf") || word("infinity")) {
    value = negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    return true;
  }
  if (word("nan")) {
    value = negative ? -std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::quiet_NaN();
    return true;
  }
  // The number without sign and underscores, for from_chars; and the decimal exponent of its first significant
  // digit, to tell overflow from underflow when from_chars reports the result out of range.
  std::string cleaned;
  const auto digit_run = [&](bool& any) {
    bool after_underscore = false;
    any = false;
    for (; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '_') {
        if (!any || after_underscore) return false;
        after_underscore = true;
      } else if (c >= '0' && c <= '9') {
        cleaned += c;
        any = true;
        after_underscore = false;
      } else {
        break;
      }
    }
    return !after_underscore;
  };
  bool integer_digits = false, fraction_digits = false, exponent_digits = false;
  if (!digit_run(integer_digits)) return false;
  const std::size_t integer_count = cleaned.size();
  if (i < text.size() && text[i] == '.') {
    cleaned += '.';
    ++i;
    if (!digit_run(fraction_digits)) return false;
  }
  if (!integer_digits && !fraction_digits) return false;
  long exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    cleaned += 'e';
    ++i;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) cleaned += text[i++];
    const std::size_t exponent_start = cleaned.size();
    if (!digit_run(exponent_digits) || !exponent_digits) return false;
    const std::string_view written = std::string_view(cleaned).substr(exponent_start);
    for (const char c : written.substr(0, 6)) exponent = exponent * 10 + (c - '0');
    if (written.size() > 6) exponent = 1000000;
    if (cleaned[exponent_start - 1] == '-') exponent = -exponent;
  }
  if (i != text.size()) return false;
  const auto parsed = std::from_chars(cleaned.data(), cleaned.data() + cleaned.size(), value);
  if (parsed.ec == std::errc::result_out_of_range) {
    // The first significant digit's place: from the integer digits, or the zeros that open the fraction.
    long place = 0;
    std::size_t first = 0;
    while (first < cleaned.size() && (cleaned[first] == '0' || cleaned[first] == '.')) ++first;
    if (first < integer_count)
      place = static_cast<long>(integer_count - first) - 1;
    else
      place = -static_cast<long>(first - integer_count);
    const double magnitude = place + exponent >= 0 ? std::numeric_limits<double>::infinity() : 0.0;
    value = negative ? -magnitude : magnitude;
    return true;
  }
  if (parsed.ec != std::errc() || parsed.ptr != cleaned.data() + cleaned.size()) return false;
  if (negative) value = -value;
  return true;
}

// What setting a float field to a Python float stores in Python protobuf's C++-backed messages: the double
// rounded to a float, values from FLT_MAX up to halfway to the next power of two kept at FLT_MAX. (Python's own
// implementation makes every value above FLT_MAX infinite.)
inline float python_float_field_value(double value) noexcept {
  constexpr double max_float = std::numeric_limits<float>::max();
  constexpr double max_float_rounded = 0x1.ffffffp+127;
  if (value > max_float)
    return value <= max_float_rounded ? std::numeric_limits<float>::max() : std::numeric_limits<float>::infinity();
  if (value < -max_float)
    return value >= -max_float_rounded ? -std::numeric_limits<float>::max() : -std::numeric_limits<float>::infinity();
  return static_cast<float>(value);
}

// Where and why Python's strict UTF-8 decoder refuses the bytes, in the words of its UnicodeDecodeError; offset
// npos when it accepts them.
struct python_utf8_problem {
  std::size_t offset = std::string::npos;
  std::string message;
};

inline python_utf8_problem find_python_utf8_problem(std::string_view bytes) {
  const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
  for (std::size_t i = 0; i < bytes.size();) {
    const unsigned lead = data[i];
    if (lead < 0x80) {
      i = static_cast<std::size_t>(skip_ascii(bytes.data() + i + 1, bytes.data() + bytes.size()) - bytes.data());
      continue;
    }
    const utf8_sequence_rule rule = strict_utf8_rule(static_cast<unsigned char>(lead));
    const std::size_t length = rule.length;
    const unsigned low = rule.second_low, high = rule.second_high;
    static constexpr char hex[] = "0123456789abcdef";
    const std::string byte = std::string("0x") + hex[lead >> 4] + hex[lead & 15];
    if (length == 0)
      return {i, "'utf-8' codec can't decode byte " + byte + " in position " + std::to_string(i) + ": invalid start byte"};
    std::size_t valid = 1;
    while (valid < length && i + valid < bytes.size()) {
      const unsigned next = data[i + valid];
      if (next < (valid == 1 ? low : 0x80u) || next > (valid == 1 ? high : 0xbfu)) break;
      ++valid;
    }
    if (valid == length) {
      i += length;
      continue;
    }
    const char* const why = i + valid == bytes.size() ? "unexpected end of data" : "invalid continuation byte";
    if (valid == 1) return {i, "'utf-8' codec can't decode byte " + byte + " in position " + std::to_string(i) + ": " + why};
    return {i, "'utf-8' codec can't decode bytes in position " + std::to_string(i) + "-" + std::to_string(i + valid - 1) +
                   ": " + why};
  }
  return {};
}

}  // namespace detail
}  // namespace plainproto
