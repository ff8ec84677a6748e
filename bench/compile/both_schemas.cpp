// The translation unit the compile-time figures are measured on: it parses and prints both built-in schemas in
// text format and JSON. bench/compile_time.sh compiles it header-only and in compiled mode.
#include <plainproto/compiled.hpp>

#include <string>

std::string round_trip(const std::string& train_text, const std::string& strategy_text) {
  const auto train = plainproto::parse_text<plainproto::protos::TrainConfig>(train_text);
  const auto strategy = plainproto::parse_text<plainproto::paddle::fleet::DistributedStrategy>(strategy_text);
  return plainproto::print_text(train) + plainproto::print_text(strategy) + plainproto::to_json_string(train) +
         plainproto::to_json_string(strategy);
}
