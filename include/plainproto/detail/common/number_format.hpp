// plainproto: numbers spelled exactly as libprotobuf spells them (SimpleDtoa / SimpleFtoa).
//
// libprotobuf prints a double with "%.15g" and, when that does not read back to the same value,
// "%.17g"; a float with "%.6g", else "%.9g". So 0.1f prints "0.1", 32768.0 prints "32768" and
// 1e-7 prints "1e-07".
//
// The short form reads back exactly when the shortest round-trip representation (std::to_chars) has at
// most 6 (float) or 15 (double) significant digits: a float is within 6e-8 of its shortest digits, far
// less than half a unit in the 6th digit, so "%.6g" rounds to those very digits. The short form is then
// written from the shortest digits; only the other values take the slower printf-style conversion.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <iterator>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>

#include "decimal.hpp"
#include "float_math.hpp"
#include "output_writer.hpp"

namespace plainproto {
namespace detail {

// Writes "%.<precision>g" of the value whose shortest digits are `digits` (no leading or trailing zeros,
// except "0" itself) with decimal exponent `exponent` (of the first digit). Returns the end.
inline char* write_general(bool negative, const char* digits, int count, int exponent, int precision, char* out) {
  if (negative) *out++ = '-';
  if (exponent < -4 || exponent >= precision) {
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
  if (exponent < 0) {
    *out++ = '0';
    *out++ = '.';
    for (int i = 0; i < -exponent - 1; ++i) *out++ = '0';
    for (int i = 0; i < count; ++i) *out++ = digits[i];
    return out;
  }
  for (int i = 0; i <= exponent; ++i) *out++ = i < count ? digits[i] : '0';
  if (count > exponent + 1) {
    *out++ = '.';
    for (int i = exponent + 1; i < count; ++i) *out++ = digits[i];
  }
  return out;
}

// libprotobuf's precisions: DBL_DIG and FLT_DIG digits first, then as many as always read back.
inline constexpr int double_short_precision = std::numeric_limits<double>::digits10;   // 15
inline constexpr int double_long_precision = std::numeric_limits<double>::max_digits10;  // 17
inline constexpr int float_short_precision = std::numeric_limits<float>::digits10;     // 6
inline constexpr int float_long_precision = std::numeric_limits<float>::max_digits10;    // 9

// Enough for any value these functions write.
inline constexpr std::size_t floating_buffer_size = 48;
// Enough for any integer up to 64 bits ("-9223372036854775808" is 20 characters), so also for the digits of
// a double's shortest form (at most 17).
inline constexpr std::size_t integer_buffer_size = 24;

// Subnormal values are spaced too coarsely for the shortest-digits argument, so they take the printf-style
// path: the short form when it reads back, else the long one. A subnormal float always gets the long form:
// libprotobuf checks the short form with safe_strtof, which fails on strtof's ERANGE.
template <class F>
char* write_floating(F value, int short_precision, int long_precision, bool subnormal_needs_long, char* out) {
  if (is_nan(value)) return std::copy_n("nan", 3, out);
  if (is_infinite(value)) return value > 0 ? std::copy_n("inf", 3, out) : std::copy_n("-inf", 4, out);
  char* const limit = out + floating_buffer_size;
  if (is_subnormal(value)) {
    if (!subnormal_needs_long) {
      char* end = std::to_chars(out, limit, value, std::chars_format::general, short_precision).ptr;
      F parsed{};
      std::from_chars(out, end, parsed);
      if (parsed == value) return end;
    }
  } else {
    char scientific[floating_buffer_size];
    const char* end = std::to_chars(scientific, scientific + sizeof scientific, value, std::chars_format::scientific).ptr;
    const bool negative = scientific[0] == '-';
    const char* p = scientific + (negative ? 1 : 0);
    char digits[integer_buffer_size];
    int count = 0;
    for (; p < end && *p != 'e'; ++p)
      if (*p != '.') digits[count++] = *p;
    // to_chars writes the exponent as e, a sign and at least two digits.
    const bool negative_exponent = p[1] == '-';
    int exponent = 0;
    for (const char* digit = p + 2; digit < end; ++digit) exponent = exponent * 10 + (*digit - '0');
    if (negative_exponent) exponent = -exponent;
    if (count <= short_precision) return write_general(negative, digits, count, exponent, short_precision, out);
  }
  return std::to_chars(out, limit, value, std::chars_format::general, long_precision).ptr;
}

// Writes "%.<precision>g" of mantissa * 10^exponent, a value with at most `precision` digits.
inline char* write_decimal(bool negative, std::uint64_t mantissa, int exponent, int precision, char* out) {
  while (mantissa != 0 && mantissa % 10 == 0) mantissa /= 10, ++exponent;
  char digits[integer_buffer_size];
  const int count = static_cast<int>(std::to_chars(digits, digits + sizeof digits, mantissa).ptr - digits);
  return write_general(negative, digits, count, count - 1 + exponent, precision, out);
}

// Config floats are mostly short decimals (0.8, 32768, 1e-05). Their shortest digits are found exactly without
// to_chars: the float times 10^k (k <= 10) is exact in a double, and a decimal m / 10^k reads back as the float
// when m lies strictly inside the float's rounding interval scaled alike (half a gap to each neighbour, also
// exact). The first k with such an m gives the fewest digits, and the nearest such m is to_chars's choice.
// Writes the "%.6g" form and returns its end, or nullptr when the value is not of that kind (or m lands on
// an interval boundary or halfway between two decimals, which the general path decides).
inline char* write_short_float(float value, char* out) {
  const float magnitude = absolute_value(value);
  if (!(magnitude < 1e6f) || (magnitude != 0 && magnitude < std::numeric_limits<float>::min())) return nullptr;
  const double exact = magnitude;
  const double gap_below = exact - next_after(magnitude, 0.0f);
  const double gap_above = static_cast<double>(next_after(magnitude, std::numeric_limits<float>::infinity())) - exact;
  constexpr int max_decimals = 10;
  constexpr double max_short = 1e6;  // more digits than "%.6g" keeps
  double scale = 1;
  for (int decimals = 0; decimals <= max_decimals; ++decimals, scale *= 10) {
    const double scaled = exact * scale;
    const double nearest = nearest_integer(scaled);
    const double distance = nearest - scaled;
    if (distance == 0.5 || distance == -0.5) return nullptr;
    const double half_gap = (distance < 0 ? gap_below : gap_above) * scale / 2;
    const double off = absolute_value(distance);
    if (off == half_gap) return nullptr;
    if (off > half_gap) continue;
    if (nearest >= max_short) return nullptr;
    return write_decimal(sign_bit(value), static_cast<std::uint64_t>(nearest), -decimals, float_short_precision,
                         out);
  }
  return nullptr;
}

// The same for doubles, tested the other way round since a double times 10^k is not exact: a decimal
// m / 10^k with m < 10^15 reads back as the double when dividing the two (both exact doubles, the quotient
// correctly rounded, as strtod rounds) gives it. Such a decimal is what "%.15g" prints: the double lies
// within half an ulp of it, far less than half a unit in its 15th digit. The m tried for each k is the
// nearest to the double times 10^k; missing one only sends the value to the general path.
inline char* write_short_double(double value, char* out) {
  constexpr double max_short = 1e15;  // more digits than "%.15g" keeps
  const double magnitude = absolute_value(value);
  if (!(magnitude < max_short) || (magnitude != 0 && magnitude < 1e-7)) return nullptr;
  for (int decimals = 0; decimals < static_cast<int>(std::size(powers_of_ten)); ++decimals) {
    const double nearest = nearest_integer(magnitude * powers_of_ten[decimals]);
    if (nearest >= max_short) return nullptr;
    if (nearest / powers_of_ten[decimals] != magnitude) continue;
    return write_decimal(sign_bit(value), static_cast<std::uint64_t>(nearest), -decimals, double_short_precision,
                         out);
  }
  return nullptr;
}

inline char* write_double(double value, char* out) {
  char* const end = write_short_double(value, out);
  return end != nullptr ? end : write_floating(value, double_short_precision, double_long_precision, false, out);
}
inline char* write_float(float value, char* out) {
  char* const end = write_short_float(value, out);
  return end != nullptr ? end : write_floating(value, float_short_precision, float_long_precision, true, out);
}

inline void append_double(double value, std::string& out) {
  char buffer[floating_buffer_size];
  out.append(buffer, static_cast<std::size_t>(write_double(value, buffer) - buffer));
}
inline void append_float(float value, std::string& out) {
  char buffer[floating_buffer_size];
  out.append(buffer, static_cast<std::size_t>(write_float(value, buffer) - buffer));
}

inline std::string format_double(double value) {
  std::string out;
  append_double(value, out);
  return out;
}
inline std::string format_float(float value) {
  std::string out;
  append_float(value, out);
  return out;
}

template <class I>
char* write_integer(I value, char* out) noexcept {
  return std::to_chars(out, out + integer_buffer_size, value).ptr;
}
template <class I>
void append_integer(I value, std::string& out) {
  char buffer[integer_buffer_size];
  out.append(buffer, write_integer(value, buffer));
}
template <class I>
void put_integer(I value, output_writer& out) {
  out.commit(write_integer(value, out.room(integer_buffer_size)));
}
template <class I>
std::string format_integer(I value) {
  std::string out;
  append_integer(value, out);
  return out;
}

}  // namespace detail
}  // namespace plainproto
