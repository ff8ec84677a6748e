// Python protobuf's spellings (detail/python_format.hpp): a few known cases, then millions of values and
// thousands of strings compared with what Python protobuf itself writes for them, computed here by running
// tests/conformance/python_oracle.py (skipped, saying so, when no Python with google.protobuf was found).
#include <cinttypes>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "test_config.hpp"

using plainproto::detail::append_python_c_escaped;
using plainproto::detail::append_python_double;
using plainproto::detail::append_python_float;
using plainproto::detail::append_python_json_string;
using plainproto::detail::python_escaping;

namespace {

std::string python_float(float value) {
  std::string out;
  append_python_float(out, value);
  return out;
}

std::string python_double(double value) {
  std::string out;
  append_python_double(out, value);
  return out;
}

std::string escaped(std::string_view text, python_escaping escaping) {
  std::string out;
  append_python_c_escaped(out, text, escaping);
  return out;
}

std::string json_string(std::string_view text) {
  std::string out;
  append_python_json_string(out, text);
  return out;
}

template <class To, class From>
To bits_of(From value) {
  To bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

std::string hex(std::string_view bytes) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string out;
  for (const char c : bytes) {
    out += digits[static_cast<unsigned char>(c) >> 4];
    out += digits[static_cast<unsigned char>(c) & 15];
  }
  return out;
}

std::string unhex(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i + 1 < text.size(); i += 2) out += static_cast<char>(std::stoi(std::string(text.substr(i, 2)), nullptr, 16));
  return out;
}

// The oracle's answer for each input line, or nothing when the test cannot run it.
std::optional<std::vector<std::string>> ask_python(const char* mode, const std::vector<std::string>& lines) {
#if defined(PLAINPROTO_TEST_PYTHON) && defined(PLAINPROTO_TEST_PYTHON_ORACLE)
  const std::string input = std::string("python_format_") + mode + ".in";
  const std::string output = std::string("python_format_") + mode + ".out";
  {
    std::ofstream file(input, std::ios::binary);
    for (const std::string& line : lines) file << line << '\n';
  }
  const std::string command = std::string("'") + PLAINPROTO_TEST_PYTHON + "' '" + PLAINPROTO_TEST_PYTHON_ORACLE + "' " +
                              mode + " < " + input + " > " + output;
  const int status = std::system(command.c_str());
  std::remove(input.c_str());
  if (status != 0) {
    std::remove(output.c_str());
    FAIL("the Python oracle failed (status " << status << "): " << command);
    return std::nullopt;
  }
  std::vector<std::string> answers;
  std::ifstream file(output, std::ios::binary);
  for (std::string line; std::getline(file, line);) answers.push_back(line);
  file.close();
  std::remove(output.c_str());
  REQUIRE(answers.size() == lines.size());
  return answers;
#else
  static_cast<void>(lines);
  MESSAGE("skipped: no Python with google.protobuf (python3-protobuf) was found at configure time, so the "
          << mode << " comparison with Python protobuf does not run");
  return std::nullopt;
#endif
}

// The floats worth trying: every edge the spellings have (zero, powers of ten, float32 limits, subnormals), short
// decimals as people write them, and random bit patterns.
std::vector<float> floats_to_compare(std::size_t random_count) {
  std::vector<float> values = {0.0f,
                               -0.0f,
                               std::numeric_limits<float>::infinity(),
                               -std::numeric_limits<float>::infinity(),
                               std::numeric_limits<float>::quiet_NaN(),
                               -std::numeric_limits<float>::quiet_NaN(),
                               std::numeric_limits<float>::max(),
                               std::numeric_limits<float>::lowest(),
                               std::numeric_limits<float>::min(),
                               std::numeric_limits<float>::denorm_min(),
                               std::numeric_limits<float>::epsilon(),
                               16777216.0f,
                               16777217.0f,
                               1234567.5f};
  for (int exponent = -45; exponent <= 38; ++exponent) {
    const float power = std::pow(10.0f, static_cast<float>(exponent));
    for (const float value : {power, std::nextafter(power, 0.0f), std::nextafter(power, std::numeric_limits<float>::infinity())}) {
      values.push_back(value);
      values.push_back(-value);
    }
  }
  for (std::uint32_t bits = 1; bits < 4096; ++bits) values.push_back(bits_of<float>(bits));  // subnormals
  std::mt19937_64 rng(20240611);
  for (std::size_t i = 0; i < random_count; ++i) {
    switch (i % 3) {
      case 0: values.push_back(bits_of<float>(static_cast<std::uint32_t>(rng()))); break;
      case 1: {
        float value = static_cast<float>(static_cast<std::int64_t>(rng() % 2000001) - 1000000);
        for (std::uint64_t n = rng() % 10; n > 0; --n) value /= 10;
        values.push_back(value);
        break;
      }
      default: {
        const double mantissa = static_cast<double>(rng() % 100000) / 1e4;
        values.push_back(static_cast<float>(mantissa * std::pow(10.0, static_cast<double>(rng() % 90) - 45)));
      }
    }
  }
  return values;
}

std::vector<double> doubles_to_compare(std::size_t random_count) {
  std::vector<double> values = {0.0,
                                -0.0,
                                std::numeric_limits<double>::infinity(),
                                -std::numeric_limits<double>::infinity(),
                                std::numeric_limits<double>::quiet_NaN(),
                                std::numeric_limits<double>::max(),
                                std::numeric_limits<double>::min(),
                                std::numeric_limits<double>::denorm_min(),
                                std::numeric_limits<double>::epsilon(),
                                0.1 + 0.2,
                                9007199254740993.0};
  for (int exponent = -324; exponent <= 308; ++exponent) {
    const double power = std::pow(10.0, exponent);
    for (const double value : {power, std::nextafter(power, 0.0), std::nextafter(power, std::numeric_limits<double>::infinity())}) {
      values.push_back(value);
      values.push_back(-value);
    }
  }
  std::mt19937_64 rng(20240612);
  for (std::size_t i = 0; i < random_count; ++i) {
    switch (i % 4) {
      case 0: values.push_back(bits_of<double>(rng())); break;
      case 1: {
        double value = static_cast<double>(static_cast<std::int64_t>(rng() % 2000000001) - 1000000000);
        for (std::uint64_t n = rng() % 18; n > 0; --n) value /= 10;
        values.push_back(value);
        break;
      }
      case 2: values.push_back(static_cast<double>(bits_of<float>(static_cast<std::uint32_t>(rng()))));  break;
      default: values.push_back(static_cast<double>(rng() % 100000000) * std::pow(10.0, static_cast<double>(rng() % 40) - 20));
    }
  }
  return values;
}

// Strings with every byte, escapes in runs, multi-byte characters (valid and not), control characters.
std::vector<std::string> strings_to_compare(bool valid_utf8_only) {
  std::vector<std::string> strings = {"", "plain", "\t\n\r\"'\\", std::string("\0\x01\x1f\x7f", 4), "\xc3\xa9",
                                      "\xe4\xb8\xad\xe6\x96\x87", "\xf0\x9f\x98\x80", "\xe2\x80\xa8", "\xc2\x80\xc2\x9f",
                                      "\xef\xbb\xbf", "\xf4\x8f\xbf\xbf", "a/b<c>&d", "\x08\x0c"};
  if (!valid_utf8_only) {
    for (int byte = 0; byte < 256; ++byte) strings.push_back(std::string(1, static_cast<char>(byte)));
    strings.insert(strings.end(), {"\xff\xfe", "\xc3", "\xc0\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "a\x80z"});
  } else {
    for (int byte = 0; byte < 128; ++byte) strings.push_back(std::string(1, static_cast<char>(byte)));
  }
  static const std::vector<std::string> pieces = {"a", "\\", "\"", "'", "\n", "\t", "\r", std::string(1, '\0'), "\x1b",
                                                  "\x7f", "\xc3\xa9", "\xe4\xb8\xad", "\xf0\x9f\x98\x80", "\xc2\x85", " "};
  std::mt19937_64 rng(20240613);
  for (int i = 0; i < 5000; ++i) {
    std::string text;
    for (std::uint64_t n = rng() % 20; n > 0; --n) {
      if (!valid_utf8_only && rng() % 5 == 0)
        text += static_cast<char>(rng() % 256);
      else
        text += pieces[rng() % pieces.size()];
    }
    strings.push_back(text);
  }
  return strings;
}

}  // namespace

TEST_CASE("python style: floats as str(ToShortestFloat(value)), doubles as repr(value)") {
  CHECK(python_float(0.1f) == "0.1");
  CHECK(python_float(0.8f) == "0.8");
  CHECK(python_float(32768.0f) == "32768.0");
  CHECK(python_float(0.0f) == "0.0");
  CHECK(python_float(-0.0f) == "-0.0");
  CHECK(python_float(1e-7f) == "1e-07");
  CHECK(python_float(1e-5f) == "1e-05");
  CHECK(python_float(0.0001f) == "0.0001");
  CHECK(python_float(1e16f) == "1e+16");
  CHECK(python_float(1e15f) == "1000000000000000.0");
  CHECK(python_float(123456789.0f) == "123456790.0");  // "%.8g" reads back; to_chars would give 123456790 too
  CHECK(python_float(16777217.0f) == "16777216.0");
  CHECK(python_float(std::numeric_limits<float>::max()) == "3.4028235e+38");
  CHECK(python_float(std::numeric_limits<float>::denorm_min()) == "1.4013e-45");
  CHECK(python_float(std::numeric_limits<float>::infinity()) == "inf");
  CHECK(python_float(-std::numeric_limits<float>::infinity()) == "-inf");
  CHECK(python_float(-std::numeric_limits<float>::quiet_NaN()) == "nan");

  CHECK(python_double(0.1) == "0.1");
  CHECK(python_double(0.1 + 0.2) == "0.30000000000000004");
  CHECK(python_double(100.0) == "100.0");
  CHECK(python_double(1e16) == "1e+16");
  CHECK(python_double(1e15) == "1000000000000000.0");
  CHECK(python_double(1e-5) == "1e-05");
  CHECK(python_double(0.0001) == "0.0001");
  CHECK(python_double(1.5e300) == "1.5e+300");
  CHECK(python_double(5e-324) == "5e-324");
  CHECK(python_double(std::numeric_limits<double>::max()) == "1.7976931348623157e+308");
  CHECK(python_double(static_cast<double>(0.1f)) == "0.10000000149011612");
}

TEST_CASE("python style: the spellings of a million floats and a million doubles are Python protobuf's") {
  const std::vector<float> floats = floats_to_compare(1000000);
  std::vector<std::string> float_bits;
  for (const float value : floats) {
    char text[9];
    std::snprintf(text, sizeof text, "%08" PRIx32, bits_of<std::uint32_t>(value));
    float_bits.push_back(text);
  }
  if (const auto expected = ask_python("floats", float_bits)) {
    std::size_t differences = 0;
    for (std::size_t i = 0; i < floats.size(); ++i) {
      const std::string mine = python_float(floats[i]);
      if (mine == (*expected)[i]) continue;
      if (++differences <= 10) CHECK_MESSAGE(mine == (*expected)[i], "float bits " << float_bits[i]);
    }
    CHECK(differences == 0);
    MESSAGE(floats.size() << " floats compared with Python protobuf, " << differences << " differences");
  }

  const std::vector<double> doubles = doubles_to_compare(1000000);
  std::vector<std::string> double_bits;
  for (const double value : doubles) {
    char text[17];
    std::snprintf(text, sizeof text, "%016" PRIx64, bits_of<std::uint64_t>(value));
    double_bits.push_back(text);
  }
  if (const auto expected = ask_python("doubles", double_bits)) {
    std::size_t differences = 0;
    for (std::size_t i = 0; i < doubles.size(); ++i) {
      const std::string mine = python_double(doubles[i]);
      if (mine == (*expected)[i]) continue;
      if (++differences <= 10) CHECK_MESSAGE(mine == (*expected)[i], "double bits " << double_bits[i]);
    }
    CHECK(differences == 0);
    MESSAGE(doubles.size() << " doubles compared with Python, " << differences << " differences");
  }
}

TEST_CASE("python style: strings escaped as text_encoding.CEscape and json.dumps") {
  CHECK(escaped("a\"b'c\\d\n\t\r", python_escaping::octal) == "a\\\"b\\'c\\\\d\\n\\t\\r");
  CHECK(escaped(std::string("\0\x01\x7f\xc3\xa9", 5), python_escaping::octal) == "\\000\\001\\177\\303\\251");
  // as_utf8 keeps every character but the six named escapes, control characters included.
  CHECK(escaped(std::string("\0\x01\x7f\xc3\xa9\n", 6), python_escaping::utf8) == std::string("\0\x01\x7f\xc3\xa9\\n", 7));
  // Bytes that are not UTF-8 are each taken for the character of their number.
  CHECK(escaped("\xff" "a", python_escaping::utf8) == "\xc3\xbf" "a");
  CHECK(json_string("a\"\\/\n\x01\x7f\xc3\xa9\xf0\x9f\x98\x80") == "\"a\\\"\\\\/\\n\\u0001\\u007f\\u00e9\\ud83d\\ude00\"");

  for (const auto& [mode_name, escaping_kind] : {std::pair{"cescape-bytes", python_escaping::octal},
                                                 std::pair{"cescape-utf8", python_escaping::utf8}}) {
    // Copies: doctest's assertions are lambdas, which cannot capture structured bindings before C++20.
    const std::string mode = mode_name;
    const python_escaping escaping = escaping_kind;
    const std::vector<std::string> strings = strings_to_compare(false);
    std::vector<std::string> lines;
    for (const std::string& text : strings) lines.push_back(hex(text));
    if (const auto expected = ask_python(mode.c_str(), lines)) {
      for (std::size_t i = 0; i < strings.size(); ++i)
        REQUIRE_MESSAGE(escaped(strings[i], escaping) == unhex((*expected)[i]), std::string(mode) << " of " << lines[i]);
      MESSAGE(strings.size() << " strings compared with Python protobuf's CEscape (" << std::string(mode) << ")");
    }
  }

  const std::vector<std::string> strings = strings_to_compare(true);
  std::vector<std::string> lines;
  for (const std::string& text : strings) lines.push_back(hex(text));
  if (const auto expected = ask_python("json-string", lines)) {
    for (std::size_t i = 0; i < strings.size(); ++i)
      REQUIRE_MESSAGE(json_string(strings[i]) == unhex((*expected)[i]), "json.dumps of " << lines[i]);
    MESSAGE(strings.size() << " strings compared with json.dumps");
  }
}
