// libFuzzer target: the text-format parser, parse and merge, every top-level type.
// Input: one selector byte (type, parse or merge, options), then the text.
// Beyond "no crash, no sanitizer report, only plainproto::error": whatever parses prints as text that parses
// back to the same print (multi-line and single-line), and parsed again into the message it filled, gives it again.
#include <cstdlib>
#include <string>
#include <string_view>

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

// Whether every sub-message the message holds unset is as a new one, however deep (parse mode keeps the
// sub-messages it finds, unset, for their lists).
bool unset_sub_messages_clear(const plainproto::message_descriptor& type, const void* message) {
  for (const plainproto::field_descriptor& field : type) {
    if (field.type != plainproto::field_type::message || field.is_repeated() || field.in_oneof()) continue;
    const void* storage = field.storage_in(message);
    const plainproto::message_descriptor& sub_type = *field.message_type();
    const void* sub = field.ops->get_message(storage);
    if (!field.ops->has(storage) && !plainproto::detail::messages_equal(sub_type, sub, sub_type.default_instance()))
      return false;
    if (!unset_sub_messages_clear(sub_type, sub)) return false;
  }
  return true;
}

// Parsing into a message that holds a value reuses its lists and sub-messages: the same text must give the same
// message, and no text an empty one.
void check_parse_into_used(const plainproto::message_descriptor& type, void* used, std::string_view text,
                           const plainproto::text_parse_options& options) {
  const std::string before = plainproto::print_text(type, used);
  plainproto::read_text(type, used, text, options);
  require(plainproto::print_text(type, used) == before, "parsing again into the message changed it");
  require(unset_sub_messages_clear(type, used), "an unset sub-message kept a value");
  plainproto::text_parse_options lenient;
  lenient.allow_partial = true;
  plainproto::read_text(type, used, "", lenient);
  const fuzz::owned_message fresh(type);
  require(plainproto::detail::messages_equal(type, used, fresh.get()) && unset_sub_messages_clear(type, used),
          "parsing no text into a used message left something");
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
  if (!merge) check_parse_into_used(type, message.get(), input.text, options);
  return 0;
}
