// A Paddle DistributedStrategy built through plainproto's C++ counterpart of
// paddle.distributed.fleet.DistributedStrategy, printed as Paddle prints it and saved as a prototxt.
//
//   paddle_strategy OUTPUT.prototxt
#include <plainproto/paddle.hpp>

#include <iostream>
#include <optional>
#include <string>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: paddle_strategy OUTPUT.prototxt\n";
    return 2;
  }
  const std::string output = argv[1];

  plainproto::paddle::distributed_strategy strategy;

  // strategy.recompute = True
  // strategy.recompute_configs = {"checkpoints": [...], "enable_offload": False, "checkpoint_shape": [...]}
  strategy.set_recompute(true);
  strategy.set_recompute_configs({{"checkpoints", {"gpt/layer_0/output", "gpt/layer_6/output"}},
                                  {"enable_offload", false},
                                  {"checkpoint_shape", {4, 1024, 4096}}});

  // strategy.amp = True; strategy.amp_configs = {...}
  strategy.set_amp(true);
  strategy.set_amp_configs({{"init_loss_scaling", 32768},
                            {"use_dynamic_loss_scaling", true},
                            {"custom_white_list", {"softmax", "layer_norm"}},
                            {"use_pure_fp16", true}});

  // strategy.localsgd = True; strategy.localsgd_configs = {"k_steps": 4, "begin_step": 30}
  strategy.set_localsgd(true);
  strategy.set_localsgd_configs({{"k_steps", 4}, {"begin_step", 30}});

  strategy.set_fuse_grad_size_in_MB(64);
  strategy.set_nccl_comm_num(2);

  // By Python property name, with Python's checks: a value of the wrong type is a warning and no change.
  const std::optional<std::string> warning = strategy.set("dgc", "yes");
  std::cout << "set(\"dgc\", \"yes\"): " << warning.value_or("(no warning)") << '\n';

  // Where Python raises, the facade throws the same exception type with Python's message (preceded by the field's
  // path where protobuf's own check fails).
  try {
    strategy.set_localsgd_configs({{"k_step", 8}});
  } catch (const plainproto::paddle::python_error& e) {
    std::cout << e.python_type() << ": " << e.what() << '\n';
  }

  std::cout << "localsgd_configs: " << strategy.localsgd_configs().dump() << '\n';

  // print(strategy)
  std::cout << strategy;

  strategy.save_to_prototxt(output);
  std::cout << "saved " << output << '\n';
}
