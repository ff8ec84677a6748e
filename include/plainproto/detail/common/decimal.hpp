// plainproto: a decimal number as mantissa * 10^exponent, which both directions of number conversion use: the
// text-format tokenizer gathers it while it reads a number, the parser scales it by an exact power of ten, and
// the printer tests short decimals with the same powers.
#pragma once

#include <cstdint>

#include "char_scan.hpp"

namespace plainproto {
namespace detail {

// 10^19 - 1 < 2^64: a mantissa of this many decimal digits cannot overflow; one more may.
inline constexpr int max_exact_digits = 19;
// 10^22 is the largest power of ten a double holds exactly (5^22 < 2^53).
inline constexpr int max_exact_power_of_ten = 22;
inline constexpr double powers_of_ten[max_exact_power_of_ten + 1] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

struct decimal_digits {
  std::uint64_t mantissa = 0;
  int exponent = 0;    // minus the digits after the point
  int count = 0;       // digits in the mantissa; past max_exact_digits it has wrapped
  bool point = false;  // a decimal point was read
};

// Reads the digits at p and, when a fraction may follow, a '.' and the digits after it, continuing `number`;
// returns where they end.
PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_decimal_digits(const char* p, const char* end, bool fraction,
                                                               decimal_digits& number) noexcept {
  std::uint64_t mantissa = number.mantissa;
  int count = number.count;
  for (; p < end && is_digit(*p); ++p, ++count) mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p - '0');
  if (fraction && p < end && *p == '.') {
    number.point = true;
    const int integer_digits = count;
    for (++p; p < end && is_digit(*p); ++p, ++count) mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p - '0');
    number.exponent -= count - integer_digits;
  }
  number.mantissa = mantissa;
  number.count = count;
  return p;
}

}  // namespace detail
}  // namespace plainproto
