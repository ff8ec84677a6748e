// libFuzzer target: the text-format parser, parse and merge, every top-level type.
// Input: one selector byte (type, parse or merge, options), then the text.
// Beyond "no crash, no sanitizer report, only plainproto::error": whatever parses prints as text that parses
// back to the same print (multi-line and single-line).
#include <cstdlib>
#include <string>

#include "common.hpp"

namespace {

void require(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_text: %s\n", what);
    std::abort();
  }
}

void check_round_trip(const plainproto::message_descriptor& type, const void* message) {
  plainproto::text_parse_options lenient;
  lenient.allow_partial = true;
  for (const bool single_line : {false, true}) {
    plainproto::text_print_options print_options;
    print_options.single_line = single_line;
    const std::string printed = plainproto::print_text(type, message, print_options);
    const fuzz::owned_message again(type);
    plainproto::read_text(type, again.get(), printed, lenient);
    require(plainproto::print_text(type, again.get(), print_options) == printed, "printed text does not read back");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  const plainproto::message_descriptor& type = fuzz::top_level_type(input.selector);
  const bool merge = (input.selector / 3) % 2 == 1;
  plainproto::text_parse_options options;
  options.allow_unknown_fields = (input.selector & 0x40) != 0;
  options.allow_partial = (input.selector & 0x80) != 0;

  const fuzz::owned_message message(type);
  try {
    plainproto::read_text(type, message.get(), input.text, options, merge);
    if (merge) plainproto::read_text(type, message.get(), input.text, options, true);
  } catch (const plainproto::error& failure) {
    require(failure.what() != nullptr && *failure.what() != '\0', "an error without text");
    return 0;
  }
  check_round_trip(type, message.get());
  return 0;
}
