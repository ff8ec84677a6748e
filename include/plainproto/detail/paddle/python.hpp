// plainproto: the Python behaviour the Paddle facade mirrors: Python's exception classes, and Python's view of a
// JSON value (its type name, repr(), str(), truthiness, iteration, float repr, str.format centering).
//
// A JSON value stands for the Python object Paddle code receives: null is None, a boolean is bool, an integer is
// int, a floating-point number is float, a string is str, an array is list, an object is dict, binary is bytes.
#pragma once

#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "../common/python_format.hpp"

namespace plainproto {
namespace paddle {

// The exceptions the facade throws where Python raises; what() is Python's message. Catch python_error for all.
class python_error : public std::runtime_error {
 public:
  python_error(const char* python_type, const std::string& message)
      : std::runtime_error(message), python_type_(python_type) {}
  // The Python class: "ValueError", "TypeError", ...
  const char* python_type() const noexcept { return python_type_; }

 private:
  const char* python_type_;
};

class value_error : public python_error {
 public:
  explicit value_error(const std::string& message) : python_error("ValueError", message) {}
};
class type_error : public python_error {
 public:
  explicit type_error(const std::string& message) : python_error("TypeError", message) {}
};
class assertion_error : public python_error {
 public:
  explicit assertion_error(const std::string& message) : python_error("AssertionError", message) {}
};
class attribute_error : public python_error {
 public:
  explicit attribute_error(const std::string& message) : python_error("AttributeError", message) {}
};
class index_error : public python_error {
 public:
  explicit index_error(const std::string& message) : python_error("IndexError", message) {}
};
class overflow_error : public python_error {
 public:
  explicit overflow_error(const std::string& message) : python_error("OverflowError", message) {}
};

}  // namespace paddle

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

// repr(str): single quotes unless the text holds a single quote and no double quote.
inline std::string py_string_repr(std::string_view text) {
  const char quote = text.find('\'') != std::string_view::npos && text.find('"') == std::string_view::npos ? '"' : '\'';
  std::string out(1, quote);
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == quote || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else if (c == '\n') {
      out.append("\\n");
    } else if (c == '\r') {
      out.append("\\r");
    } else if (c == '\t') {
      out.append("\\t");
    } else if (byte < 0x20 || byte == 0x7f) {
      static constexpr char hex[] = "0123456789abcdef";
      out.append("\\x").push_back(hex[byte >> 4]);
      out.push_back(hex[byte & 15]);
    } else {
      out.push_back(c);
    }
  }
  out.push_back(quote);
  return out;
}

inline std::string py_bytes_repr(const std::vector<std::uint8_t>& bytes) {
  std::string out = "b'";
  static constexpr char hex[] = "0123456789abcdef";
  for (const std::uint8_t byte : bytes) {
    if (byte == '\'' || byte == '\\') {
      out.push_back('\\');
      out.push_back(static_cast<char>(byte));
    } else if (byte == '\n') {
      out.append("\\n");
    } else if (byte == '\r') {
      out.append("\\r");
    } else if (byte == '\t') {
      out.append("\\t");
    } else if (byte < 0x20 || byte >= 0x7f) {
      out.append("\\x").push_back(hex[byte >> 4]);
      out.push_back(hex[byte & 15]);
    } else {
      out.push_back(static_cast<char>(byte));
    }
  }
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
    case py_kind::array: {
      std::string out = "[";
      for (std::size_t i = 0; i < value.size(); ++i) out.append(i ? ", " : "").append(py_repr(value[i]));
      return out + "]";
    }
    case py_kind::object: {
      std::string out = "{";
      bool first = true;
      for (const auto& item : value.items()) {
        out.append(first ? "" : ", ").append(py_string_repr(item.key())).append(": ").append(py_repr(item.value()));
        first = false;
      }
      return out + "}";
    }
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

inline std::size_t py_character_size(unsigned char lead) {
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  if (lead >= 0xc0) return 2;
  return 1;
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
      const std::size_t length = py_character_size(static_cast<unsigned char>(text[i]));
      visit(py_object(text.substr(i, length)));
      i += length;
    }
  } else if (value.is_binary()) {
    for (const std::uint8_t byte : value.get_binary()) visit(py_object(static_cast<std::uint64_t>(byte)));
  }
}

// len() of a str counts characters, not UTF-8 bytes.
inline std::size_t py_length(std::string_view text) {
  std::size_t count = 0;
  for (const char c : text)
    if ((static_cast<unsigned char>(c) & 0xc0) != 0x80) ++count;
  return count;
}

// "{:^N}".format(text): the left side gets the smaller half of the padding; longer text is not cut.
inline std::string py_center(std::string_view text, std::size_t width) {
  const std::size_t length = py_length(text);
  if (length >= width) return std::string(text);
  const std::size_t left = (width - length) / 2;
  return std::string(left, ' ').append(text).append(width - length - left, ' ');
}

// "{:>N}".format(text)
inline std::string py_right(std::string_view text, std::size_t width) {
  const std::size_t length = py_length(text);
  return length >= width ? std::string(text) : std::string(width - length, ' ').append(text);
}

// int(x) of a float, spelled as Python prints the int.
inline std::string py_int_of_float(double value) {
  if (std::isnan(value)) throw paddle::value_error("cannot convert float NaN to integer");
  if (std::isinf(value)) throw paddle::overflow_error("cannot convert float infinity to integer");
  const double truncated = std::trunc(value);
  if (truncated == 0) return "0";
  char buffer[400];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, truncated, std::chars_format::fixed, 0);
  return std::string(buffer, written.ptr);
}

}  // namespace detail
}  // namespace plainproto
