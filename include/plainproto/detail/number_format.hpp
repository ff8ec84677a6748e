// plainproto: numbers spelled exactly as libprotobuf spells them (SimpleDtoa / SimpleFtoa).
//
// libprotobuf prints a double with "%.15g" and, when that does not read back to the same value,
// "%.17g"; a float with "%.6g", else "%.9g". So 0.1f prints "0.1", 32768.0 prints "32768" and
// 1e-7 prints "1e-07". std::to_chars in general format with a precision is that printf conversion.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>

namespace plainproto {
namespace detail {

// A float's short form is also rejected when it reads back as a subnormal: libprotobuf checks it with
// safe_strtof, which fails on strtof's ERANGE.
template <class F>
std::string format_floating(F value, int short_precision, int long_precision, bool subnormal_needs_long) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char buffer[64];
  auto written = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, short_precision);
  F parsed{};
  std::from_chars(buffer, written.ptr, parsed);
  if (parsed != value || (subnormal_needs_long && std::fpclassify(value) == FP_SUBNORMAL))
    written = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, long_precision);
  return std::string(buffer, written.ptr);
}

inline std::string format_double(double value) { return format_floating(value, 15, 17, false); }
inline std::string format_float(float value) { return format_floating(value, 6, 9, true); }

template <class I>
std::string format_integer(I value) {
  char buffer[24];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, written.ptr);
}

}  // namespace detail
}  // namespace plainproto
