// Round trip of an EasyRec train_config: read it, change it in C++ and by path, write it back, convert it to
// JSON and check its required fields.
//
//   easyrec_round_trip INPUT.config OUTPUT.config
#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>

#include <iostream>
#include <string>

namespace {

using plainproto::protos::LearningRate;
using plainproto::protos::Optimizer;
using plainproto::protos::TrainConfig;

void print_values(const TrainConfig& config, const std::string& path) {
  std::cout << path << " =";
  for (const std::string& value : plainproto::get(config, path)) std::cout << ' ' << value;
  std::cout << '\n';
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: easyrec_round_trip INPUT.config OUTPUT.config\n";
    return 2;
  }
  const std::string input = argv[1];
  const std::string output = argv[2];

  try {
    // EasyRec reads its configs with TextFormat.Merge; parse_text_file is the stricter TextFormat.Parse, which
    // also rejects a non-repeated field given twice.
    TrainConfig config = plainproto::parse_text_file<TrainConfig>(input);
    std::cout << "read " << config.optimizer_config.size() << " optimizers, num_steps " << config.num_steps << '\n';

    std::cout << "--- typed edits\n";
    config.num_steps = 300000;
    // mutable_value<member>() switches a oneof to that member; the first optimizer of this config is Adam already.
    LearningRate& adam_rate = config.optimizer_config.at(0)
                                  .optimizer.mutable_value<Optimizer::optimizer_case::adam_optimizer>()
                                  .learning_rate.mutable_value();
    adam_rate.learning_rate.mutable_value<LearningRate::learning_rate_case::exponential_decay_learning_rate>()
        .initial_learning_rate = 0.0005f;
    config.freeze_gradient.push_back("deep/bias");
    print_values(config, "num_steps");
    print_values(config, "optimizer_config[0].adam_optimizer.learning_rate.exponential_decay_learning_rate");

    std::cout << "--- edits by path (EasyRec's edit_config syntax)\n";
    plainproto::set(config, "optimizer_config[1].ftrl_optimizer.learning_rate.constant_learning_rate.learning_rate",
                    "0.02");
    const std::size_t written = plainproto::set(config, "optimizer_config[:].use_moving_average", "false");
    std::cout << "use_moving_average written in " << written << " optimizers\n";
    plainproto::set(config, "train_distribute;save_checkpoints_steps", "PSStrategy;10000");
    print_values(config, "optimizer_config[1].ftrl_optimizer.learning_rate");
    print_values(config, "optimizer_config[embedding_learning_rate_multiplier>1].ftrl_optimizer.l1_reg");
    print_values(config, "train_distribute");
    print_values(config, "save_checkpoints_steps");
    print_values(config, "freeze_gradient");

    // Written to a temporary file beside the output, then renamed over it: readers never see half a file.
    plainproto::write_text_file(output, config);
    const bool same_when_read_back = plainproto::parse_text_file<TrainConfig>(output) == config;
    std::cout << "wrote " << output << ", read back equal: " << std::boolalpha << same_when_read_back << '\n';

    std::cout << "--- JSON\n";
    plainproto::json_print_options pretty;
    pretty.add_whitespace = true;
    std::cout << plainproto::to_json_string(config.incr_save_config.value(), pretty);
    const bool same_from_json = plainproto::parse_json<TrainConfig>(plainproto::to_json_string(config)) == config;
    std::cout << "JSON round trip equal: " << same_from_json << '\n';

    std::cout << "--- required fields\n";
    std::cout << "initialized: " << plainproto::is_initialized(config) << '\n';
    TrainConfig unfinished = config;
    plainproto::set(unfinished, "incr_save_config.kafka", "topic: 'easyrec_ranking_incr'");
    std::cout << "after replacing the kafka block, initialized: " << plainproto::is_initialized(unfinished) << '\n';
    for (const std::string& path : plainproto::missing_required_fields(unfinished))
      std::cout << "  missing: " << path << '\n';

    return same_when_read_back && same_from_json ? 0 : 1;
  } catch (const plainproto::error& e) {
    std::cerr << "easyrec_round_trip: " << e.what() << '\n';
    return 1;
  }
}
