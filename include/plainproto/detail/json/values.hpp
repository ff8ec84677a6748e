// plainproto: turning one JSON scalar into a field value, with libprotobuf 3.21's rules
// (util/internal/datapiece.cc and the strutil functions it calls).
//
// - Integers: a JSON number that is integral and in range (5.0 and 1e2 are integers, 5.5 is not),
//   or a string of decimal digits with an optional sign ("+5", "05"; not "1e2", " 5", "-0" for
//   unsigned types).
// - float/double: a JSON number, "NaN", "Infinity", "-Infinity", or a string strtod reads whole
//   (leading and trailing whitespace other than ' ', hex "0x1p3"); never an infinite result. A
//   JSON number above the float range is accepted when it rounds to the largest float; a string is
//   not.
// - bool: true/false, or a string "true", "t", "yes", "y", "1", "false", "f", "no", "n", "0" in any case.
// - bytes: base64, standard or URL-safe alphabet (not mixed), padded or not, canonical.
// - enum: a value name, an integer, or a string of digits naming a known value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>

#include "../common/char_scan.hpp"
#include "../common/float_math.hpp"
#include "../common/number_parse.hpp"
#include "../core/descriptor.hpp"

namespace plainproto {
namespace detail {

// A JSON scalar as libprotobuf's stream parser hands it on: positive integer tokens are uint64,
// negative ones int64, anything with '.', 'e' or 'E' (or too large) a double.
struct json_scalar {
  enum class kind { string, int64, uint64, double_, boolean } type = kind::string;
  std::string_view text;  // the string's contents, or the number token as written
  std::int64_t i = 0;
  std::uint64_t u = 0;
  double d = 0;
  bool b = false;
};

inline bool has_outer_space(std::string_view text) noexcept {
  return !text.empty() && (text.front() == ' ' || text.back() == ' ');
}

template <class T>
conversion integer_from_double(double value, T& out) noexcept {
  // [low, high) in exact doubles: the type's range, with high one past its maximum.
  constexpr double low = static_cast<double>(std::numeric_limits<T>::min());
  constexpr double high = sizeof(T) == 8 ? (std::is_unsigned_v<T> ? 18446744073709551616.0 : 9223372036854775808.0)
                                         : static_cast<double>(std::numeric_limits<T>::max()) + 1.0;
  if (!(value >= low && value < high))
    return value == toward_zero(value) ? conversion::out_of_range : conversion::invalid;
  const T converted = static_cast<T>(value);
  if (static_cast<double>(converted) != value) return conversion::invalid;
  out = converted;
  return conversion::ok;
}

template <class T>
conversion integer_from_json(const json_scalar& value, T& out) noexcept {
  switch (value.type) {
    case json_scalar::kind::string:
      if (has_outer_space(value.text)) return conversion::invalid;
      if (parse_decimal_integer(value.text, out)) return conversion::ok;
      {
        // Distinguish "too large" from "not a number" for the error message only.
        std::int64_t wide_signed = 0;
        std::uint64_t wide_unsigned = 0;
        const bool digits =
            parse_decimal_integer(value.text, wide_signed) || parse_decimal_integer(value.text, wide_unsigned);
        return digits && !(std::is_unsigned_v<T> && value.text[0] == '-') ? conversion::out_of_range
                                                                          : conversion::invalid;
      }
    case json_scalar::kind::int64:
      if (value.i < static_cast<std::int64_t>(std::numeric_limits<T>::min()) ||
          (!std::is_unsigned_v<T> && value.i > static_cast<std::int64_t>(std::numeric_limits<T>::max())))
        return conversion::out_of_range;
      out = static_cast<T>(value.i);
      return conversion::ok;
    case json_scalar::kind::uint64:
      if (value.u > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) return conversion::out_of_range;
      out = static_cast<T>(value.u);
      return conversion::ok;
    case json_scalar::kind::double_: return integer_from_double(value.d, out);
    case json_scalar::kind::boolean: return conversion::invalid;
  }
  return conversion::invalid;
}

inline conversion double_from_json(const json_scalar& value, double& out) noexcept {
  switch (value.type) {
    case json_scalar::kind::string:
      if (value.text == "Infinity") {
        out = std::numeric_limits<double>::infinity();
      } else if (value.text == "-Infinity") {
        out = -std::numeric_limits<double>::infinity();
      } else if (value.text == "NaN") {
        out = std::numeric_limits<double>::quiet_NaN();
      } else {
        // safe_strtod reads a C string, so it stops at a NUL.
        if (has_outer_space(value.text)) return conversion::invalid;
        return strtod_whole(value.text.substr(0, value.text.find('\0')), out);
      }
      return conversion::ok;
    case json_scalar::kind::int64: out = static_cast<double>(value.i); return conversion::ok;
    case json_scalar::kind::uint64: out = static_cast<double>(value.u); return conversion::ok;
    case json_scalar::kind::double_: out = value.d; return conversion::ok;
    case json_scalar::kind::boolean: return conversion::invalid;
  }
  return conversion::invalid;
}

inline conversion float_from_json(const json_scalar& value, float& out) noexcept {
  constexpr double max = std::numeric_limits<float>::max();
  double wide = 0;
  const conversion status = double_from_json(value, wide);
  if (status != conversion::ok) return status;
  if (is_nan(wide) || is_infinite(wide) || (wide <= max && wide >= -max)) {
    out = static_cast<float>(wide);
    return conversion::ok;
  }
  // A number token just above the float range still counts when it rounds to the largest float
  // (libprotobuf halves it to convert without overflow); a string does not.
  if (value.type == json_scalar::kind::double_) {
    const double half = wide * 0.5;
    if (half < max && half > -max) {
      const float half_float = static_cast<float>(half);
      if (half_float <= max * 0.5 && half_float >= -max * 0.5) {
        out = half_float + half_float;
        return conversion::ok;
      }
    }
  }
  return conversion::out_of_range;
}

inline bool ascii_iequal(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
  return true;
}

inline conversion bool_from_json(const json_scalar& value, bool& out) noexcept {
  if (value.type == json_scalar::kind::boolean) {
    out = value.b;
    return conversion::ok;
  }
  if (value.type != json_scalar::kind::string || has_outer_space(value.text)) return conversion::invalid;
  for (const char* word : {"true", "t", "yes", "y", "1"})
    if (ascii_iequal(value.text, word)) {
      out = true;
      return conversion::ok;
    }
  for (const char* word : {"false", "f", "no", "n", "0"})
    if (ascii_iequal(value.text, word)) {
      out = false;
      return conversion::ok;
    }
  return conversion::invalid;
}

inline int base64_digit(char c, bool url_safe) noexcept {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == (url_safe ? '-' : '+')) return 62;
  if (c == (url_safe ? '_' : '/')) return 63;
  return -1;
}

// libprotobuf tries the URL-safe alphabet, then the standard one, and (strict decoding) accepts the
// text only when encoding the result gives it back, padding aside.
inline bool base64_decode(std::string_view text, std::string& out) {
  std::size_t data = text.size();
  while (data > 0 && text[data - 1] == '=') --data;
  const std::size_t padding = text.size() - data;
  if (data % 4 == 1 || (padding != 0 && (data + padding) % 4 != 0) || padding > 2) return false;
  for (const bool url_safe : {true, false}) {
    std::string decoded;
    decoded.reserve(data * 3 / 4);
    std::uint32_t bits = 0;
    int bit_count = 0;
    bool valid = true;
    for (std::size_t i = 0; i < data && valid; ++i) {
      const int digit = base64_digit(text[i], url_safe);
      if (digit < 0) {
        valid = false;
        break;
      }
      bits = (bits << 6) | static_cast<std::uint32_t>(digit);
      bit_count += 6;
      if (bit_count >= 8) {
        bit_count -= 8;
        decoded.push_back(static_cast<char>((bits >> bit_count) & 0xff));
      }
    }
    if (!valid) continue;
    if ((bits & ((1u << bit_count) - 1)) != 0) return false;  // not canonical
    out = std::move(decoded);
    return true;
  }
  return false;
}

// The enum value a JSON scalar names, or nullptr. `known` is false for a number the enum does not
// declare: libprotobuf accepts it and the proto2 message drops it as an unknown field.
inline conversion enum_from_json(const json_scalar& value, const enum_descriptor& enumeration, bool case_insensitive,
                                 std::int32_t& number, bool& known) {
  known = true;
  if (value.type == json_scalar::kind::string) {
    if (const enum_value_descriptor* named = enumeration.find(value.text)) {
      number = named->number;
      return conversion::ok;
    }
    std::int32_t parsed = 0;
    if (!has_outer_space(value.text) && parse_decimal_integer(value.text, parsed)) {
      if (const enum_value_descriptor* numbered = enumeration.find(parsed)) {
        number = numbered->number;
        return conversion::ok;
      }
    }
    if (case_insensitive) {
      std::string normalized(value.text);
      for (char& c : normalized) c = c == '-' ? '_' : ascii_upper(c);
      if (const enum_value_descriptor* named = enumeration.find(std::string_view(normalized))) {
        number = named->number;
        return conversion::ok;
      }
    }
    return conversion::invalid;
  }
  const conversion status = integer_from_json(value, number);
  if (status == conversion::ok) known = enumeration.find(number) != nullptr;
  return status;
}

}  // namespace detail
}  // namespace plainproto
