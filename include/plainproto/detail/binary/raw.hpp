// plainproto: `protoc --decode_raw`: any wire-format message, without its type, as protoc prints it.
//
// protoc parses the input as a message with no fields (everything lands in its unknown fields, with the
// parser's usual rules: detail/binary/reader.hpp) and prints those with TextFormat (common/raw_fields.hpp).
#pragma once

#include <string>
#include <string_view>

#include "../common/raw_fields.hpp"
#include "../core/descriptor.hpp"
#include "reader.hpp"
#include "views.hpp"
#include "wire.hpp"

namespace plainproto {
namespace detail {

// A message with no fields, which is what protoc parses the input as.
inline constexpr message_descriptor fieldless_message{};

inline std::string decode_raw(std::string_view bytes) {
  binary_reader(bytes, binary_parse_options{}).merge(dynamic_message_view{&fieldless_message}, nullptr);
  std::string out;
  raw_printer(out).print_fields(bytes.data(), bytes.data() + bytes.size(), decode_raw_recursion_budget, 0);
  return out;
}

}  // namespace detail
}  // namespace plainproto
