// plainproto: numbers read from text exactly as libprotobuf reads them: io::Tokenizer's integer and float
// literals (the text format) and strutil's safe_strtod / safe_strto32 (the JSON mapping's strings). The
// counterpart of number_format.hpp; the lexers find a number's extent, these turn it into a value.
#pragma once

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>
#include <system_error>
#include <type_traits>

#include "char_scan.hpp"
#include "decimal.hpp"

namespace plainproto {
namespace detail {

// Parses a decimal, hex (0x) or octal (leading 0) integer literal as io::Tokenizer::ParseInteger does; false
// when it is malformed or above max_value.
inline bool parse_integer_token(std::string_view text, std::uint64_t max_value, std::uint64_t& out) noexcept {
  // A short decimal cannot overflow: one comparison at the end suffices.
  if (!text.empty() && text.size() <= static_cast<std::size_t>(max_exact_digits) && text[0] != '0') {
    std::uint64_t result = 0;
    for (const char c : text) {
      if (!is_digit(c)) return false;
      result = result * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (result > max_value) return false;
    out = result;
    return true;
  }
  std::size_t i = 0;
  std::uint64_t base = 10;
  if (text.size() > 0 && text[0] == '0') {
    if (text.size() > 1 && (text[1] == 'x' || text[1] == 'X')) {
      base = 16;
      i = 2;
    } else {
      base = 8;
    }
  }
  // result * base + digit <= max_value, without a division per digit
  const std::uint64_t limit = max_value / base;
  const std::uint64_t last_digit_limit = max_value % base;
  std::uint64_t result = 0;
  for (; i < text.size(); ++i) {
    const int digit = digit_value(text[i]);
    if (digit < 0 || static_cast<std::uint64_t>(digit) >= base) return false;
    const auto d = static_cast<std::uint64_t>(digit);
    if (result > limit || (result == limit && d > last_digit_limit)) return false;
    result = result * base + d;
  }
  out = result;
  return true;
}

// Clinger's fast path: a decimal whose digits fit a double's 53-bit mantissa, scaled by a power of ten that
// a double holds exactly, is one correctly rounded multiplication or division. False for anything else.
inline bool exact_decimal(std::uint64_t mantissa, int exponent, double& out) noexcept {
  constexpr std::uint64_t max_exact_mantissa = std::uint64_t{1} << std::numeric_limits<double>::digits;
  if (mantissa > max_exact_mantissa || exponent < -max_exact_power_of_ten || exponent > max_exact_power_of_ten)
    return false;
  const auto value = static_cast<double>(mantissa);
  out = exponent < 0 ? value / powers_of_ten[-exponent] : value * powers_of_ten[exponent];
  return true;
}

// exact_decimal for the text of a decimal number literal (digits, an optional fraction and exponent; no suffix).
inline bool parse_exact_decimal(const char* p, const char* end, double& out) noexcept {
  decimal_digits number;
  p = read_decimal_digits(p, end, true, number);
  if (number.count == 0 || number.count > max_exact_digits) return false;
  if (p < end && (*p == 'e' || *p == 'E')) {
    ++p;
    const bool negative = p < end && *p == '-';
    if (p < end && (*p == '-' || *p == '+')) ++p;
    const char* const first_digit = p;
    int written = 0;
    for (; p < end && is_digit(*p) && written <= max_exact_power_of_ten; ++p) written = written * 10 + (*p - '0');
    if (p == first_digit || p != end || written > max_exact_power_of_ten) return false;
    number.exponent += negative ? -written : written;
  }
  return p == end && exact_decimal(number.mantissa, number.exponent, out);
}

// libprotobuf's io::SafeDoubleToFloat: values just above FLT_MAX that round to it stay finite.
inline float safe_double_to_float(double value) noexcept {
  constexpr double max_float = std::numeric_limits<float>::max();
  constexpr double max_float_rounded = 3.4028235677973366e+38;
  if (value > max_float) return value <= max_float_rounded ? std::numeric_limits<float>::max()
                                                           : std::numeric_limits<float>::infinity();
  if (value < -max_float) return value >= -max_float_rounded ? -std::numeric_limits<float>::max()
                                                             : -std::numeric_limits<float>::infinity();
  return static_cast<float>(value);
}

// For a decimal literal that std::from_chars found out of range: whether it is too small (strtod
// gives 0) rather than too large. `literal` is digits, an optional '.', and an optional exponent.
inline bool decimal_underflows(std::string_view literal) noexcept {
  bool seen_point = false, seen_digit = false;
  long long integer_digits = 0, zeros_after_point = 0;
  std::size_t i = 0;
  for (; i < literal.size() && literal[i] != 'e' && literal[i] != 'E'; ++i) {
    const char c = literal[i];
    if (c == '.') {
      seen_point = true;
    } else if (!seen_digit && c == '0') {
      if (seen_point) ++zeros_after_point;
    } else if (!seen_digit) {
      seen_digit = true;
      if (!seen_point) ++integer_digits;
    } else if (!seen_point) {
      ++integer_digits;
    }
  }
  // The power of ten of the first significant digit, before the exponent.
  const long long leading = integer_digits > 0 ? integer_digits - 1 : -(zeros_after_point + 1);
  // Any exponent past this is out of every double's range whatever the digits; reading on could overflow.
  constexpr long long exponent_cap = 100000;
  long long exponent = 0;
  if (i < literal.size()) {
    ++i;
    bool negative = false;
    if (i < literal.size() && (literal[i] == '+' || literal[i] == '-')) negative = literal[i++] == '-';
    for (; i < literal.size() && exponent < exponent_cap; ++i) exponent = exponent * 10 + (literal[i] - '0');
    if (negative) exponent = -exponent;
  }
  return leading + exponent < 0;
}

// strtod semantics for a float literal (which may end in 'f', or be "1e" after a reported error): overflow
// gives infinity, underflow zero.
inline double parse_float_token(std::string_view text) noexcept {
  std::size_t length = text.size();
  while (length > 0 && (text[length - 1] == 'f' || text[length - 1] == 'F')) --length;
  double value = 0;
  const char* first = text.data();
  if (parse_exact_decimal(first, first + length, value)) return value;
  const auto parsed = std::from_chars(first, first + length, value);
  if (parsed.ec == std::errc::result_out_of_range)
    value = decimal_underflows(text.substr(0, length)) ? 0.0 : std::numeric_limits<double>::infinity();
  return value;
}

enum class conversion { ok, invalid, out_of_range };

// The C library's strtod over the whole of `text` as protobuf's safe_strtod calls it: leading
// whitespace, a sign, a decimal or 0x-hexadecimal number, trailing whitespace. Infinities and NaN
// are invalid and overflow out of range (libprotobuf rejects every non-finite result); underflow
// gives 0.
inline conversion strtod_whole(std::string_view text, double& out) noexcept {
  std::size_t i = 0;
  while (i < text.size() && is_blank(text[i])) ++i;
  bool negative = false;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  const char* first = text.data() + i;
  const char* last = text.data() + text.size();
  const bool hex = last - first >= 2 && first[0] == '0' && (first[1] == 'x' || first[1] == 'X');
  if (hex) first += 2;
  if (first == last || !(is_digit(*first) || *first == '.' || (hex && is_hex_digit(*first))))
    return conversion::invalid;
  double value = 0;
  const std::from_chars_result parsed =
      std::from_chars(first, last, value, hex ? std::chars_format::hex : std::chars_format::general);
  if (parsed.ec != std::errc() && parsed.ec != std::errc::result_out_of_range) return conversion::invalid;
  const char* rest = parsed.ptr;
  while (rest != last && is_blank(*rest)) ++rest;
  if (rest != last) return conversion::invalid;
  if (parsed.ec == std::errc::result_out_of_range) {
    if (hex || !decimal_underflows(std::string_view(first, static_cast<std::size_t>(parsed.ptr - first))))
      return conversion::out_of_range;
    value = 0;
  }
  out = negative ? -value : value;
  return conversion::ok;
}

// safe_strto32 and friends, after the caller has refused a leading or trailing space: an optional
// sign and decimal digits. Unsigned types refuse any '-'.
template <class T>
bool parse_decimal_integer(std::string_view text, T& out) noexcept {
  std::size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  if (negative && std::is_unsigned_v<T>) return false;
  if (i == text.size()) return false;
  using wide = std::conditional_t<std::is_unsigned_v<T>, std::uint64_t, std::int64_t>;
  wide value = 0;
  for (; i < text.size(); ++i) {
    if (!is_digit(text[i])) return false;
    const int digit = text[i] - '0';
    if (negative) {
      if (value < (static_cast<wide>(std::numeric_limits<T>::min()) + digit) / 10) return false;
      value = value * 10 - digit;
    } else {
      if (value > (static_cast<wide>(std::numeric_limits<T>::max()) - digit) / 10) return false;
      value = value * 10 + digit;
    }
  }
  out = static_cast<T>(value);
  return true;
}

}  // namespace detail
}  // namespace plainproto
