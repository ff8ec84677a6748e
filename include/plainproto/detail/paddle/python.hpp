// plainproto: the Python behaviour the Paddle facade mirrors: Python's view of a JSON value (its type name, repr(),
// str(), truthiness, iteration, float repr, str.format centering, int(), a list of str).
//
// A JSON value stands for the Python object Paddle code receives: null is None, a boolean is bool, an integer is
// int, a floating-point number is float, a string is str, an array is list, an object is dict, binary is bytes.
#pragma once

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "../common/char_scan.hpp"
#include "../common/join.hpp"
#include "../common/python_format.hpp"
#include "../common/python_literals.hpp"
#include "../common/utf8.hpp"
#include "../../paddle_errors.hpp"
#include "python_printable.hpp"

namespace plainproto {
namespace detail {

using py_object = nlohmann::ordered_json;
using py_kind = py_object::value_t;

inline bool py_is_int(const py_object& value) {
  return value.is_number_integer();  // number_integer and number_unsigned
}

// isinstance(value, int): bool is a subclass of int.
inline bool py_isinstance_int(const py_object& value) { return value.is_boolean() || py_is_int(value); }

inline const char* py_type_name(const py_object& value) {
  switch (value.type()) {
    case py_kind::boolean: return "bool";
    case py_kind::number_integer:
    case py_kind::number_unsigned: return "int";
    case py_kind::number_float: return "float";
    case py_kind::string: return "str";
    case py_kind::array: return "list";
    case py_kind::object: return "dict";
    case py_kind::binary: return "bytes";
    case py_kind::null:
    case py_kind::discarded: break;
  }
  return "NoneType";
}

// repr(float).
inline std::string py_float_repr(double value) {
  std::string out;
  append_python_double(out, value);
  return out;
}

// One ASCII character (or byte that is not UTF-8) of a str's repr(), or one byte of a bytes' repr() (which
// escapes bytes from 0x7f up too).
inline void py_append_repr_byte(unsigned char byte, char quote, bool of_bytes, std::string& out) {
  if (byte == static_cast<unsigned char>(quote) || byte == '\\') {
    out.push_back('\\');
    out.push_back(static_cast<char>(byte));
  } else if (byte == '\n') {
    out.append("\\n");
  } else if (byte == '\r') {
    out.append("\\r");
  } else if (byte == '\t') {
    out.append("\\t");
  } else if (byte < 0x20 || byte == 0x7f || (of_bytes && byte > 0x7f)) {
    out.append("\\x").push_back(hex_digits[byte >> 4]);
    out.push_back(hex_digits[byte & 15]);
  } else {
    out.push_back(static_cast<char>(byte));
  }
}

// How repr() of a str spells a character from U+0080 up that is not printable: \xhh, \uhhhh or \Uhhhhhhhh.
inline void py_append_code_point_escape(std::uint32_t code_point, std::string& out) {
  const int digits = code_point < 0x100 ? 2 : code_point < 0x10000 ? 4 : 8;
  out.push_back('\\');
  out.push_back(digits == 2 ? 'x' : digits == 4 ? 'u' : 'U');
  for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) out.push_back(hex_digits[(code_point >> shift) & 15]);
}

// repr(str): single quotes unless the text holds a single quote and no double quote. Bytes that are not UTF-8
// pass through unchanged.
inline std::string py_string_repr(std::string_view text) {
  const char quote = text.find('\'') != std::string_view::npos && text.find('"') == std::string_view::npos ? '"' : '\'';
  std::string out(1, quote);
  const char* const end = text.data() + text.size();
  for (const char* p = text.data(); p != end;) {
    const std::size_t length = utf8_sequence_length(p, end);
    if (length <= 1) {
      py_append_repr_byte(static_cast<unsigned char>(*p++), quote, false, out);
      continue;
    }
    const std::uint32_t code_point = read_utf8_character(std::string_view(p, length), 0).code_point;
    if (py_is_printable(code_point)) {
      out.append(p, length);
    } else {
      py_append_code_point_escape(code_point, out);
    }
    p += length;
  }
  out.push_back(quote);
  return out;
}

inline std::string py_bytes_repr(const std::vector<std::uint8_t>& bytes) {
  std::string out = "b'";
  for (const std::uint8_t byte : bytes) py_append_repr_byte(byte, '\'', true, out);
  out.push_back('\'');
  return out;
}

inline std::string py_repr(const py_object& value) {
  switch (value.type()) {
    case py_kind::boolean: return value.get<bool>() ? "True" : "False";
    case py_kind::number_integer: return std::to_string(value.get<std::int64_t>());
    case py_kind::number_unsigned: return std::to_string(value.get<std::uint64_t>());
    case py_kind::number_float: return py_float_repr(value.get<double>());
    case py_kind::string: return py_string_repr(value.get_ref<const std::string&>());
    case py_kind::binary: return py_bytes_repr(value.get_binary());
    case py_kind::array: return "[" + join(value, ", ", py_repr) + "]";
    case py_kind::object:
      return "{" +
             join(value.items(), ", ",
                  [](const auto& item) { return py_string_repr(item.key()) + ": " + py_repr(item.value()); }) +
             "}";
    case py_kind::null:
    case py_kind::discarded: break;
  }
  return "None";
}

// str(value): a str is itself, everything else is its repr.
inline std::string py_str(const py_object& value) {
  return value.is_string() ? value.get<std::string>() : py_repr(value);
}

// Python's `not value` is false.
inline bool py_truthy(const py_object& value) {
  switch (value.type()) {
    case py_kind::boolean: return value.get<bool>();
    case py_kind::number_integer: return value.get<std::int64_t>() != 0;
    case py_kind::number_unsigned: return value.get<std::uint64_t>() != 0;
    case py_kind::number_float: return value.get<double>() != 0.0;
    case py_kind::string:
    case py_kind::array:
    case py_kind::object: return !value.empty();
    case py_kind::binary: return !value.get_binary().empty();
    case py_kind::null:
    case py_kind::discarded: break;
  }
  return false;
}

inline bool py_iterable(const py_object& value) {
  return value.is_array() || value.is_object() || value.is_string() || value.is_binary();
}

// `for item in value`: a list gives its items, a dict its keys, a str its characters, bytes their ints.
template <class Visit>
void py_for_each(const py_object& value, Visit&& visit) {
  if (value.is_array()) {
    for (const py_object& item : value) visit(item);
  } else if (value.is_object()) {
    for (const auto& item : value.items()) visit(py_object(item.key()));
  } else if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    for (std::size_t i = 0; i < text.size();) {
      const std::size_t length = utf8_length_from_lead(text[i]);
      visit(py_object(text.substr(i, length)));
      i += length;
    }
  } else if (value.is_binary()) {
    for (const std::uint8_t byte : value.get_binary()) visit(py_object(static_cast<std::uint64_t>(byte)));
  }
}

// What `for item in value` raises for a value Python cannot iterate.
inline void py_require_iterable(const py_object& value) {
  if (!py_iterable(value)) throw paddle::type_error(std::string("'") + py_type_name(value) + "' object is not iterable");
}

// `key in container` for a str key: among a dict's keys or a list's items, or a substring of a str.
inline bool py_contains(const py_object& container, const std::string& key) {
  if (container.is_object()) return container.contains(key);
  if (container.is_string()) return container.get_ref<const std::string&>().find(key) != std::string::npos;
  if (container.is_array())
    return std::any_of(container.begin(), container.end(), [&](const py_object& item) {
      return item.is_string() && item.get_ref<const std::string&>() == key;
    });
  if (container.is_binary()) throw paddle::type_error("a bytes-like object is required, not 'str'");
  throw paddle::type_error(std::string("argument of type '") + py_type_name(container) + "' is not iterable");
}

// container[key] for a str key: a dict's value (the key is there), else the TypeError of indexing by a str.
inline const py_object& py_item(const py_object& container, const std::string& key) {
  if (container.is_object()) return container.at(key);
  if (container.is_string()) throw paddle::type_error("string indices must be integers, not 'str'");
  if (container.is_binary()) throw paddle::type_error("byte indices must be integers or slices, not str");
  if (container.is_array()) throw paddle::type_error("list indices must be integers or slices, not str");
  throw paddle::type_error(std::string("'") + py_type_name(container) + "' object is not subscriptable");
}

// "{:^N}".format(text): the left side gets the smaller half of the padding; longer text is not cut.
inline std::string py_center(std::string_view text, std::size_t width) {
  const std::size_t length = count_code_points(text);  // len() counts characters
  if (length >= width) return std::string(text);
  const std::size_t left = (width - length) / 2;
  return std::string(left, ' ').append(text).append(width - length - left, ' ');
}

// "{:>N}".format(text)
inline std::string py_right(std::string_view text, std::size_t width) {
  const std::size_t length = count_code_points(text);
  return length >= width ? std::string(text) : std::string(width - length, ' ').append(text);
}

// int(x) of a float, spelled as Python prints the int.
inline std::string py_int_of_float(double value) {
  if (std::isnan(value)) throw paddle::value_error("cannot convert float NaN to integer");
  if (std::isinf(value)) throw paddle::overflow_error("cannot convert float infinity to integer");
  const double truncated = std::trunc(value);
  if (truncated == 0) return "0";
  char buffer[std::numeric_limits<double>::max_exponent10 + 2];  // every digit of -DBL_MAX
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, truncated, std::chars_format::fixed, 0);
  return std::string(buffer, written.ptr);
}

// What the facade's setters that take a dict check first.
inline void py_require_dict(const py_object& value, const std::string& what) {
  if (!value.is_object()) throw paddle::type_error(what + " expects a dict, got " + py_type_name(value));
}

// A list of str, as Paddle's setters that take names check it.
inline std::vector<std::string> py_string_list(const py_object& value, const std::string& what) {
  std::vector<std::string> out;
  const bool strings =
      value.is_array() && std::all_of(value.begin(), value.end(), [](const auto& item) { return item.is_string(); });
  if (!strings) throw paddle::type_error(what + " expects a list of str, got " + py_repr(value));
  for (const auto& item : value) out.push_back(item.get<std::string>());
  return out;
}

// int(v) for BuildStrategy.reduce_strategy.
inline py_object py_int(const py_object& value) {
  if (value.is_number_float()) {
    const double number = value.get<double>();
    // Beyond int64 only the range error protobuf would raise for the Python int is left to report.
    if (!(std::abs(number) < 9.2e18)) throw paddle::value_error("Value out of range: " + py_int_of_float(number));
    return static_cast<std::int64_t>(number);
  }
  if (value.is_string() || value.is_binary()) {
    const std::string text = value.is_string() ? value.get<std::string>()
                                               : std::string(value.get_binary().begin(), value.get_binary().end());
    const python_integer number = python_int(text, 10);
    if (!number.valid) throw paddle::value_error("invalid literal for int() with base 10: " + py_repr(value));
    std::uint64_t bits = 0;
    if (!python_integer_in_range(number, true, std::numeric_limits<std::int64_t>::max(), bits))
      throw paddle::value_error("Value out of range: " + python_int_str(text));
    return static_cast<std::int64_t>(bits);
  }
  if (!py_isinstance_int(value))
    throw paddle::type_error(
        std::string("int() argument must be a string, a bytes-like object or a real number, not '") +
        py_type_name(value) + "'");
  return value.is_boolean() ? py_object(value.get<bool>() ? 1 : 0) : value;
}

}  // namespace detail
}  // namespace plainproto
