// libFuzzer target: the Python-style readers (text_format.Parse/Merge and json_format.Parse as Python protobuf
// reads them), every top-level type. Input: one selector byte (type, parse or merge, text or JSON, unknown
// fields), then the input.
// Beyond "no crash, no sanitizer report, only plainproto::error": whatever reads prints in Python style (text,
// multi-line and single-line, as_utf8 or not; JSON) as something that reads back to the same message, except
// JSON holding a float at FLT_MAX, which Python's JSON reader refuses as too large (and so does plainproto's).
#include <cstdlib>
#include <string>

#include "common.hpp"
#include "plainproto/json.hpp"
#include "plainproto/python_style.hpp"

namespace {

void require(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_python: %s\n", what);
    std::abort();
  }
}

bool same(const plainproto::message_descriptor& type, const void* a, const void* b) {
  plainproto::text_print_options options;
  options.style = plainproto::text_style::python;
  return plainproto::print_text(type, a, options) == plainproto::print_text(type, b, options);
}

void check_round_trip(const plainproto::message_descriptor& type, const void* message) {
  plainproto::text_parse_options text_reading;
  text_reading.style = plainproto::text_style::python;
  for (int variant = 0; variant < 4; ++variant) {
    plainproto::text_print_options print_options;
    print_options.style = plainproto::text_style::python;
    print_options.single_line = (variant & 1) != 0;
    print_options.as_utf8 = (variant & 2) != 0;
    const std::string printed = plainproto::print_text(type, message, print_options);
    const fuzz::owned_message again(type);
    plainproto::read_text(type, again.get(), printed, text_reading);
    require(same(type, message, again.get()), "printed text does not read back");
  }
  plainproto::json_print_options json_printing;
  json_printing.style = plainproto::text_style::python;
  json_printing.add_whitespace = true;
  const std::string printed = plainproto::to_json_string(type, message, json_printing);
  plainproto::json_parse_options json_reading;
  json_reading.style = plainproto::text_style::python;
  const fuzz::owned_message again(type);
  try {
    plainproto::parse_json(printed, type, again.get(), json_reading);
  } catch (const plainproto::error& failure) {
    require(failure.code() == plainproto::error_code::out_of_range &&
                printed.find("3.4028235e+38") != std::string::npos,
            "printed JSON does not read back");
    return;
  }
  require(same(type, message, again.get()), "printed JSON reads back as another message");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  const plainproto::message_descriptor& type = fuzz::top_level_type(input.selector);
  const bool merge = (input.selector / 3) % 2 == 1;
  const bool json = (input.selector & 0x20) != 0;
  const bool allow_unknown = (input.selector & 0x40) != 0;

  const fuzz::owned_message message(type);
  try {
    if (json) {
      plainproto::json_parse_options options;
      options.style = plainproto::text_style::python;
      options.ignore_unknown_fields = allow_unknown;
      plainproto::parse_json(input.text, type, message.get(), options);
    } else {
      plainproto::text_parse_options options;
      options.style = plainproto::text_style::python;
      options.allow_unknown_fields = allow_unknown;
      plainproto::read_text(type, message.get(), input.text, options, merge);
    }
  } catch (const plainproto::error& failure) {
    require(failure.what() != nullptr && *failure.what() != '\0', "an error without text");
    return 0;
  }
  check_round_trip(type, message.get());
  return 0;
}
