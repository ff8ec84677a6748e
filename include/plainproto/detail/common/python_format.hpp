// plainproto: numbers and strings spelled as Python protobuf spells them (text_format.MessageToString and
// json_format.MessageToJson), byte for byte.
//
// - A double is `repr(value)`: the shortest digits that read back to the same double, in fixed notation when
//   the decimal point falls within 16 digits of the first one (1e-05 is scientific, 0.0001 is not, 1e+16 is),
//   `.0` after an integral fixed form, an exponent of at least two digits with its sign: 32768.0, 1e-07, 1e+16.
// - A float is `str(type_checkers.ToShortestFloat(value))`: the "%.6g" rounding of the float when that reads
//   back as the same float32, else "%.7g", "%.8g", "%.9g", and that decimal then printed as a Python float. The
//   first precision that reads back is not always the shortest decimal that does, so this is not the float's
//   shortest digits: it is Python's loop, step for step.
// - Strings are escaped as text_encoding.CEscape: \n \r \t \" \' \\ by name, and (as_utf8=False, or a bytes
//   field) every other byte below 0x20 or from 0x7f up as three octal digits; as_utf8=True leaves every other
//   character as it is, control characters included.
// - JSON strings are escaped as json.dumps(ensure_ascii=True): \" \\ \n \r \t \b \f by name, every other
//   character below 0x20 or from 0x7f up as \u00xx, characters past U+FFFF as a surrogate pair.
//
// Self-contained: the standard library only.
#pragma once

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "float_math.hpp"
#include "utf8.hpp"

namespace plainproto {
namespace detail {

// Enough for any value the write_python_* functions write ("-1.2345678901234567e-308" and the like).
inline constexpr std::size_t python_number_buffer_size = 32;

// Writes repr() of the value whose shortest digits are `digits` (no leading zero, "0" for zero) and whose
// first digit stands for 10^exponent. Returns the end.
inline char* write_python_repr_digits(bool negative, const char* digits, int count, int exponent, char* out) {
  if (negative) *out++ = '-';
  const int point = exponent + 1;  // digits before the decimal point
  if (point <= -4 || point > 16) {
    *out++ = digits[0];
    if (count > 1) {
      *out++ = '.';
      for (int i = 1; i < count; ++i) *out++ = digits[i];
    }
    *out++ = 'e';
    *out++ = exponent < 0 ? '-' : '+';
    const int magnitude = exponent < 0 ? -exponent : exponent;
    if (magnitude < 10) *out++ = '0';
    return std::to_chars(out, out + 4, magnitude).ptr;
  }
  if (point <= 0) {
    *out++ = '0';
    *out++ = '.';
    for (int i = point; i < 0; ++i) *out++ = '0';
    for (int i = 0; i < count; ++i) *out++ = digits[i];
    return out;
  }
  for (int i = 0; i < point; ++i) *out++ = i < count ? digits[i] : '0';
  *out++ = '.';
  if (count <= point) {
    *out++ = '0';
    return out;
  }
  for (int i = point; i < count; ++i) *out++ = digits[i];
  return out;
}

// repr(value). out must have room for python_number_buffer_size bytes.
inline char* write_python_double(double value, char* out) {
  if (is_nan(value)) {
    *out++ = 'n', *out++ = 'a', *out++ = 'n';
    return out;
  }
  if (is_infinite(value)) {
    if (value < 0) *out++ = '-';
    *out++ = 'i', *out++ = 'n', *out++ = 'f';
    return out;
  }
  // to_chars writes the shortest round-trip digits as d[.ddd]e<sign><at least two digits>.
  char scientific[python_number_buffer_size];
  const char* const end =
      std::to_chars(scientific, scientific + sizeof scientific, value, std::chars_format::scientific).ptr;
  const bool negative = scientific[0] == '-';
  const char* p = scientific + (negative ? 1 : 0);
  char digits[20];
  int count = 0;
  for (; *p != 'e'; ++p)
    if (*p != '.') digits[count++] = *p;
  const bool negative_exponent = p[1] == '-';
  int exponent = 0;
  for (p += 2; p < end; ++p) exponent = exponent * 10 + (*p - '0');
  return write_python_repr_digits(negative, digits, count, negative_exponent ? -exponent : exponent, out);
}

// ctypes.c_float(value).value: the double rounded to the nearest float, ties to even, overflowing to infinity
// from halfway between FLT_MAX and 2^128 up (a plain cast is undefined behaviour out there).
inline float python_double_to_float(double value) noexcept {
  constexpr double max_float = std::numeric_limits<float>::max();
  constexpr double overflow_from = 0x1.ffffffp+127;  // halfway between FLT_MAX and 2^128
  if (absolute_value(value) <= max_float || is_nan(value)) return static_cast<float>(value);
  const float infinity = std::numeric_limits<float>::infinity();
  if (absolute_value(value) >= overflow_from) return value < 0 ? -infinity : infinity;
  return value < 0 ? -std::numeric_limits<float>::max() : std::numeric_limits<float>::max();
}

// type_checkers.ToShortestFloat(value): the "%.<precision>g" rounding, for precision 6, 7, ..., that converts
// back to the same float. (9 digits always do.)
inline double python_shortest_float(float value) {
  if (!is_finite(value)) return value;
  const double widened = value;
  for (int precision = 6;; ++precision) {
    char text[python_number_buffer_size];
    const char* const end =
        std::to_chars(text, text + sizeof text, widened, std::chars_format::scientific, precision - 1).ptr;
    double rounded = 0;
    std::from_chars(text, end, rounded);
    if (python_double_to_float(rounded) == value || precision >= std::numeric_limits<float>::max_digits10)
      return rounded;
  }
}

// str(ToShortestFloat(value)); NaN is "nan" whatever its sign, as Python's printer writes str(value) for it.
inline char* write_python_float(float value, char* out) {
  return write_python_double(python_shortest_float(value), out);
}

inline void append_python_double(std::string& out, double value) {
  char buffer[python_number_buffer_size];
  out.append(buffer, write_python_double(value, buffer));
}

inline void append_python_float(std::string& out, float value) {
  char buffer[python_number_buffer_size];
  out.append(buffer, write_python_float(value, buffer));
}

// --- strings -----------------------------------------------------------------------------------------------------

// repr() of a str, as Python's messages quote tokens and values ('abc', "'x"), or of a bytes object (b'\xff': every
// byte from 0x7f up escaped too), with the quotes Python chooses.
inline std::string python_quoted(std::string_view text, bool bytes_object) {
  const bool has_single = text.find('\'') != std::string_view::npos;
  const char quote = has_single && text.find('"') == std::string_view::npos ? '"' : '\'';
  std::string out = bytes_object ? std::string{'b', quote} : std::string(1, quote);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == quote || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (byte < 0x20 || byte == 0x7f || (bytes_object && byte > 0x7f)) {
      static constexpr char hex[] = "0123456789abcdef";
      out += "\\x";
      out += hex[byte >> 4];
      out += hex[byte & 15];
    } else {
      out += c;
    }
  }
  return out + quote;
}
inline std::string python_repr(std::string_view text) { return python_quoted(text, false); }
inline std::string python_bytes_repr(std::string_view bytes) { return python_quoted(bytes, true); }

// What Python protobuf says of bytes that are not UTF-8 where a str must be: in a map's entry, which Python makes
// into a message of Python strings to print the map (a plain string field hands its printers bytes instead).
inline std::string python_not_utf8_str(std::string_view bytes) {
  return python_bytes_repr(bytes) +
         " has type str, but isn't valid UTF-8 encoding. Non-UTF-8 strings must be converted to unicode objects "
         "before being added.";
}

// Whether text is well-formed UTF-8 as Python's strict decoder sees it (no surrogates, no overlong forms, nothing
// past U+10FFFF). Python protobuf holds string fields as str, so only such text reaches its printers as text.
inline bool is_python_utf8(std::string_view text) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* const end = p + text.size();
  while (p < end) {
    const unsigned lead = *p;
    if (lead < 0x80) {
      ++p;
      continue;
    }
    const utf8_sequence_rule rule = strict_utf8_rule(static_cast<unsigned char>(lead));
    const std::size_t length = rule.length;
    if (length == 0 || static_cast<std::size_t>(end - p) < length || p[1] < rule.second_low || p[1] > rule.second_high)
      return false;
    for (std::size_t i = 2; i < length; ++i)
      if (p[i] < 0x80 || p[i] > 0xbf) return false;
    p += length;
  }
  return true;
}
// A string Python's printers refuse: the test find_entry_string is given for map entries.
inline bool is_not_python_utf8(std::string_view text) noexcept { return !is_python_utf8(text); }

// The escape CEscape gives one of the six characters it always escapes by name, or 0.
constexpr char python_named_escape(char c) noexcept {
  switch (c) {
    case '\t': return 't';
    case '\n': return 'n';
    case '\r': return 'r';
    case '"': return '"';
    case '\'': return '\'';
    case '\\': return '\\';
    default: return 0;
  }
}

// How a string or bytes value reaches CEscape in MessageToString.
enum class python_escaping {
  // text_encoding.CEscape(bytes, as_utf8=False): a bytes field, or a string field without as_utf8.
  octal,
  // text_encoding.CEscape(str, as_utf8=True): a string field with as_utf8; only the six named escapes.
  utf8,
};

// text_encoding.CEscape as MessageToString calls it. With python_escaping::utf8 and text that is not UTF-8
// (which only a message parsed from the wire can hold), Python's C++-backed messages hand the printer the raw
// bytes, and CEscape(bytes, as_utf8=True) turns each byte from 0x80 up into the character of that number, so
// it is written as that character's two-byte UTF-8 form.
inline void append_python_c_escaped(std::string& out, std::string_view text, python_escaping escaping) {
  const bool keep_text = escaping == python_escaping::utf8;
  const bool widen_bytes = keep_text && !is_python_utf8(text);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (const char named = python_named_escape(c)) {
      out += '\\';
      out += named;
    } else if (!keep_text && (byte < 0x20 || byte >= 0x7f)) {
      const char octal[4] = {'\\', static_cast<char>('0' + (byte >> 6)), static_cast<char>('0' + ((byte >> 3) & 7)),
                             static_cast<char>('0' + (byte & 7))};
      out.append(octal, 4);
    } else if (widen_bytes && byte >= 0x80) {
      out += static_cast<char>(0xc0 | (byte >> 6));
      out += static_cast<char>(0x80 | (byte & 0x3f));
    } else {
      out += c;
    }
  }
}

// json.dumps(text, ensure_ascii=True) of UTF-8 text (is_python_utf8), quotes included.
inline void append_python_json_string(std::string& out, std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  const auto unit = [&](std::uint32_t value) {
    const char escaped[6] = {'\\', 'u', hex[(value >> 12) & 15], hex[(value >> 8) & 15], hex[(value >> 4) & 15],
                             hex[value & 15]};
    out.append(escaped, 6);
  };
  out += '"';
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* const end = p + text.size();
  while (p < end) {
    const unsigned lead = *p;
    if (lead >= 0x20 && lead < 0x7f) {
      if (lead == '"' || lead == '\\') out += '\\';
      out += static_cast<char>(lead);
      ++p;
      continue;
    }
    if (lead < 0x80) {
      char named = 0;
      switch (lead) {
        case '\n': named = 'n'; break;
        case '\r': named = 'r'; break;
        case '\t': named = 't'; break;
        case '\b': named = 'b'; break;
        case '\f': named = 'f'; break;
        default: break;
      }
      if (named != 0) {
        out += '\\';
        out += named;
      } else {
        unit(lead);
      }
      ++p;
      continue;
    }
    const std::size_t length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    std::uint32_t code_point = lead & (0x7f >> length);
    for (std::size_t i = 1; i < length && p + i < end; ++i) code_point = (code_point << 6) | (p[i] & 0x3f);
    p += length;
    if (code_point >= 0x10000) {
      unit(0xd800 + ((code_point - 0x10000) >> 10));
      unit(0xdc00 + ((code_point - 0x10000) & 0x3ff));
    } else {
      unit(code_point);
    }
  }
  out += '"';
}

}  // namespace detail
}  // namespace plainproto
