// The file of a launcher that reads an EasyRec TrainConfig from text format and prints it back: the case issue 16
// measured at 5.7 s header-only. bench/compile_time.sh and bench/compile_instructions.sh compile it beside
// both_schemas.cpp, which uses both built-in schemas in text format and JSON.
#include <plainproto/compiled.hpp>

#include <string>

std::string round_trip(const std::string& text) {
  return plainproto::print_text(plainproto::parse_text<plainproto::protos::TrainConfig>(text));
}
