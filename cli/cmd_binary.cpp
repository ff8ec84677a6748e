// plainproto decode-raw: any binary message, without knowing its type, as `protoc --decode_raw` prints it.
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/binary.hpp>

#include "cli.hpp"
#include "documents.hpp"

namespace plainproto {
namespace cli {
namespace {

exit_status decode_raw_file(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {});
  if (parsed.positional().size() > 1) throw failure::usage("expected at most one FILE");
  const source input = read_source(parsed.positional().empty() ? "-" : parsed.positional()[0]);
  std::string printed;
  try {
    printed = decode_raw(input.text);
  } catch (const error& wrong) {
    throw input_error(wrong, input, format::binary);
  }
  std::cout << printed;
  return success;
}

}  // namespace

const command decode_raw_command{
    "decode-raw",
    "print any binary message without its type, as protoc --decode_raw does",
    "usage: plainproto decode-raw [FILE|-]\n"
    "Reads FILE (standard input when it is - or missing) as a binary protobuf message of unknown type and\n"
    "prints its fields by number exactly as `protoc --decode_raw` prints them: varints in decimal, fixed32\n"
    "and fixed64 values in hex, groups as blocks, and each length-delimited value as a nested message when\n"
    "it parses as one (as protoc guesses), else as a quoted, C-escaped string.\n"
    "Exit status: 0 done, 1 input that protoc cannot parse either (shown as FILE: error: MESSAGE at byte N),\n"
    "2 bad usage.\n",
    decode_raw_file};

}  // namespace cli
}  // namespace plainproto
