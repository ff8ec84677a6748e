// libFuzzer target: the path language, get and set on a protos.TrainConfig.
// Input: one selector byte (get or set, which base config), then "PATH\nVALUE" (set) or "PATH" (get).
// set() is all or nothing: on error the config is unchanged; on success it still prints as text that
// parses back.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "common.hpp"

namespace {

void require(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_paths: %s\n", what);
    std::abort();
  }
}

constexpr const char* base_config =
    "optimizer_config {\n"
    "  adam_optimizer {\n"
    "    learning_rate { exponential_decay_learning_rate { initial_learning_rate: 0.001 decay_steps: 1000 } }\n"
    "    beta1: 0.9\n"
    "  }\n"
    "  use_moving_average: false\n"
    "}\n"
    "optimizer_config {\n"
    "  ftrl_optimizer { learning_rate { constant_learning_rate { learning_rate: 0.01 } } l1_reg: 10 }\n"
    "  embedding_learning_rate_multiplier: 2.0\n"
    "}\n"
    "num_steps: 1000\n"
    "fine_tune_checkpoint: \"model.ckpt\"\n"
    "train_distribute: MirroredStrategy\n"
    "incr_save_config { sparse_save_secs: 10 fs { } }\n";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  plainproto::protos::TrainConfig config;
  if ((input.selector & 2) == 0) config = plainproto::parse_text<plainproto::protos::TrainConfig>(base_config);

  if ((input.selector & 1) == 0) {
    try {
      plainproto::get(config, input.text);
    } catch (const plainproto::error&) {
    }
    return 0;
  }

  const std::size_t newline = input.text.find('\n');
  const std::string_view path = input.text.substr(0, newline);
  const std::string_view value = newline == std::string_view::npos ? std::string_view() : input.text.substr(newline + 1);
  const std::string before = plainproto::print_text(config);
  try {
    plainproto::set(config, path, value);
  } catch (const plainproto::error&) {
    require(plainproto::print_text(config) == before, "a failed set changed the config");
    return 0;
  }
  const std::string after = plainproto::print_text(config);
  plainproto::text_parse_options lenient;
  lenient.allow_partial = true;
  const auto again = plainproto::parse_text<plainproto::protos::TrainConfig>(after, lenient);
  require(plainproto::print_text(again) == after, "a set config does not read back");
  return 0;
}
