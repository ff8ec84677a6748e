// plainproto: the few <cmath> functions the core's number printing and comparison use. Since C++17 <cmath> also
// declares the special math functions, which cost a file that includes the umbrella header a twentieth of its
// compile time; GCC and Clang have these functions built in (the builtins are what their <cmath> calls), so
// only other compilers include <cmath>. (The Paddle facade includes <cmath> itself: nlohmann/json does anyway.)
#pragma once

#if !defined(__GNUC__)
#include <cmath>
#endif

namespace plainproto {
namespace detail {

#if defined(__GNUC__)  // GCC and Clang
template <class F>
bool is_nan(F value) noexcept {
  return __builtin_isnan(value);
}
template <class F>
bool is_infinite(F value) noexcept {
  return __builtin_isinf(value);
}
template <class F>
bool is_finite(F value) noexcept {
  return __builtin_isfinite(value);
}
template <class F>
bool is_subnormal(F value) noexcept {
  return __builtin_fpclassify(0, 1, 2, 3, 4, value) == 3;  // (nan, infinite, normal, subnormal, zero)
}
template <class F>
bool sign_bit(F value) noexcept {
  return __builtin_signbit(value);
}
inline float absolute_value(float value) noexcept { return __builtin_fabsf(value); }
inline double absolute_value(double value) noexcept { return __builtin_fabs(value); }
inline float next_after(float from, float toward) noexcept { return __builtin_nextafterf(from, toward); }
inline double nearest_integer(double value) noexcept { return __builtin_nearbyint(value); }
inline double toward_zero(double value) noexcept { return __builtin_trunc(value); }
#else
template <class F>
bool is_nan(F value) noexcept {
  return std::isnan(value);
}
template <class F>
bool is_infinite(F value) noexcept {
  return std::isinf(value);
}
template <class F>
bool is_finite(F value) noexcept {
  return std::isfinite(value);
}
template <class F>
bool is_subnormal(F value) noexcept {
  return std::fpclassify(value) == FP_SUBNORMAL;
}
template <class F>
bool sign_bit(F value) noexcept {
  return std::signbit(value);
}
inline float absolute_value(float value) noexcept { return std::fabs(value); }
inline double absolute_value(double value) noexcept { return std::fabs(value); }
inline float next_after(float from, float toward) noexcept { return std::nextafter(from, toward); }
inline double nearest_integer(double value) noexcept { return std::nearbyint(value); }
inline double toward_zero(double value) noexcept { return std::trunc(value); }
#endif

}  // namespace detail
}  // namespace plainproto
