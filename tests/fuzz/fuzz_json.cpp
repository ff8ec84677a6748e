// libFuzzer target: the JSON parser, every top-level type. Input: one selector byte (type, options), then
// the JSON text. Whatever parses prints as JSON that parses back to the same print (but for negative zero,
// below), and prints as text that parses back.
#include <cstdio>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "common.hpp"
#include "plainproto/json.hpp"

namespace {

void require(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_json: %s\n", what);
    std::abort();
  }
}

// libprotobuf prints a negative zero as -0 but reads the integer literal -0 as 0, and plainproto does the same
// (a conformance case): two prints may differ by that alone, which equal JSON values still show.
bool same_up_to_negative_zero(const std::string& printed, const std::string& reprinted) {
  return printed.find("-0") != std::string::npos && nlohmann::json::parse(printed) == nlohmann::json::parse(reprinted);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  const plainproto::message_descriptor& type = fuzz::top_level_type(input.selector);
  plainproto::json_parse_options options;
  options.ignore_unknown_fields = (input.selector & 0x10) != 0;
  options.case_insensitive_enum_parsing = (input.selector & 0x20) != 0;
  const bool merge = (input.selector & 0x40) != 0;

  const fuzz::owned_message message(type);
  try {
    if (merge)
      plainproto::merge_json(input.text, type, message.get(), options);
    else
      plainproto::parse_json(input.text, type, message.get(), options);
  } catch (const plainproto::error& failure) {
    require(failure.what() != nullptr && *failure.what() != '\0', "an error without text");
    return 0;
  }

  plainproto::json_print_options print_options;
  print_options.preserve_proto_field_names = (input.selector & 0x80) != 0;
  const std::string printed = plainproto::to_json_string(type, message.get(), print_options);
  const fuzz::owned_message again(type);
  plainproto::parse_json(printed, type, again.get());
  const std::string reprinted = plainproto::to_json_string(type, again.get(), print_options);
  require(reprinted == printed || same_up_to_negative_zero(printed, reprinted), "printed JSON does not read back");

  plainproto::text_parse_options lenient;
  lenient.allow_partial = true;
  const std::string text = plainproto::print_text(type, message.get());
  const fuzz::owned_message from_text(type);
  plainproto::read_text(type, from_text.get(), text, lenient);
  require(plainproto::print_text(type, from_text.get()) == text, "JSON-read message does not survive text");
  return 0;
}
