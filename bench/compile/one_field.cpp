// The parsers and printers alone: one message with one field through text format and JSON, header-only.
// bench/compile_instructions.sh compares it with both_schemas.cpp, whose rest is the two schemas' own code.
#include <plainproto/compiled.hpp>

#include <string>

namespace demo {
struct One : plainproto::message<One> {
  PLAINPROTO_OPTIONAL(1, std::string, name);
};
PLAINPROTO_MESSAGE(One, "demo.One", name);
}  // namespace demo

std::string round_trip(const std::string& text) {
  const auto one = plainproto::parse_text<demo::One>(text);
  return plainproto::print_text(one) + plainproto::to_json_string(one);
}
