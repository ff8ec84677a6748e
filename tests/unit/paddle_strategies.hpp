// The DistributedStrategy objects the Paddle tests build and save (tests/unit/paddle.cpp), shared with the
// conformance test that compares the files save_to_prototxt writes with Python protobuf's MessageToString
// (tests/conformance/python_conformance.cpp). Include after plainproto/paddle.hpp.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace paddle_strategies {

using plainproto::paddle::distributed_strategy;
using dict = distributed_strategy::dict;
namespace fleet = plainproto::paddle::fleet;

// The BuildStrategy of Paddle's test_strategy_prototxt and test_build_strategy.
inline fleet::BuildStrategy test_build_strategy() {
  fleet::BuildStrategy build_strategy;
  build_strategy.fuse_elewise_add_act_ops = true;
  build_strategy.fuse_bn_act_ops = true;
  build_strategy.enable_auto_fusion = true;
  build_strategy.fuse_relu_depthwise_conv = true;
  build_strategy.fuse_broadcast_ops = true;
  build_strategy.fuse_all_optimizer_ops = true;
  build_strategy.enable_inplace = true;
  build_strategy.enable_backward_optimizer_op_deps = true;
  return build_strategy;
}

// Paddle's test_strategy_prototxt.
inline distributed_strategy test_strategy_prototxt() {
  distributed_strategy strategy;
  strategy.set_a_sync(true);
  strategy.set_localsgd(true);
  strategy.set_dgc(true);
  strategy.set_localsgd_configs({{"k_steps", 5}, {"begin_step", 1}});
  strategy.set_build_strategy(test_build_strategy());
  return strategy;
}

// PaddleTest CE dist_fleet_distributedstrategy.py: DistributedStrategy1.
inline distributed_strategy ce_strategy1() {
  distributed_strategy strategy1;
  strategy1.set_recompute(true);
  strategy1.set_recompute_configs({{"checkpoints", {"x"}}});
  strategy1.set_gradient_merge(true);
  strategy1.set_gradient_merge_configs({{"k_steps", 4}, {"avg", true}});
  strategy1.set_lamb(true);
  strategy1.set_lamb_configs({{"lamb_weight_decay", 0.01}, {"exclude_from_weight_decay", dict::array()}});
  strategy1.set_adaptive_localsgd(true);
  strategy1.set_adaptive_localsgd_configs({{"init_k_steps", 1}, {"begin_step", 30}});
  strategy1.set_dgc(true);
  strategy1.set_dgc_configs({{"rampup_begin_step", 1252}});
  strategy1.set_sharding(true);
  strategy1.set_sharding_configs({{"sharding_segment_strategy", "segment_broadcast_MB"},
                                  {"segment_broadcast_MB", 32},
                                  {"sharding_degree", 2},
                                  {"gradient_merge_acc_step", 4}});
  return strategy1;
}

// PaddleTest CE: DistributedStrategy2.
inline distributed_strategy ce_strategy2() {
  distributed_strategy strategy2;
  strategy2.set_auto(true);
  strategy2.set_pipeline(true);
  strategy2.set_pipeline_configs({{"micro_batch_size", 12}});
  strategy2.set_lars(true);
  strategy2.set_lars_configs({{"lars_coeff", 0.001},
                              {"lars_weight_decay", 0.0005},
                              {"epsilon", 0},
                              {"exclude_from_weight_decay", {"batch_norm", ".b"}}});
  strategy2.set_localsgd(true);
  strategy2.set_localsgd_configs({{"k_steps", 4}, {"begin_step", 30}});
  strategy2.set_amp(true);
  strategy2.set_amp_configs({{"init_loss_scaling", 32768}, {"custom_white_list", {"conv2d"}}});
  strategy2.set_fp16_allreduce(true);
  strategy2.set_a_sync(true);
  return strategy2;
}

// PaddleTest CE: DistributedStrategy4, a BuildStrategy.
inline distributed_strategy ce_strategy4() {
  fleet::BuildStrategy build_strategy;
  build_strategy.fuse_elewise_add_act_ops = true;
  build_strategy.fuse_bn_act_ops = true;
  build_strategy.enable_auto_fusion = true;
  build_strategy.fuse_relu_depthwise_conv = true;
  build_strategy.fuse_broadcast_ops = true;
  build_strategy.fuse_all_optimizer_ops = true;
  build_strategy.enable_inplace = true;
  distributed_strategy strategy;
  strategy.set_build_strategy(build_strategy);
  return strategy;
}

// Every *_configs setter, with values of every kind, and the BuildStrategy.
inline distributed_strategy every_config() {
  distributed_strategy strategy;
  strategy.set_gradient_scale_configs({{"scale_strategy", "sum"}, {"scale_gradient", true}});
  strategy.set_a_sync_configs({{"k_steps", 100}, {"heter_worker_device_guard", "gpu"}, {"use_ps_gpu", 1}});
  strategy.set_trainer_desc_configs({{"dump_fields_path", "out"}, {"dump_fields", {"a", "b"}}, {"trainer", "T"}});
  strategy.set_fs_client_param({{"uri", "afs://x"}, {"user", "u"}, {"passwd", "p"}, {"hadoop_bin", "/bin/hadoop"}});
  strategy.set_amp_configs(
      {{"init_loss_scaling", 1024.5}, {"custom_black_list", {"softmax"}}, {"use_pure_bf16", true}});
  strategy.set_qat_configs({{"weight_bits", 4}, {"not_quant_pattern", {"skip_quant"}}, {"algo", "lsq"}});
  strategy.set_recompute_configs(
      {{"checkpoints", {"c1", "c2"}}, {"checkpoint_shape", {100, 512}}, {"enable_offload", true}});
  strategy.replace_configs("recompute_configs",
                           {{"refined_ops_patterns", {{{"main_ops", {"matmul"}}, {"num", 2}, {"pre_ops", {"cast"}}}}}});
  strategy.set_sharding_configs({{"segment_anchors", {"x"}}, {"stage", 2}, {"segment_broadcast_MB", 0.1}});
  strategy.set_pipeline_configs({{"schedule_mode", "FThenB"}, {"p2p_cache_shape", false}});
  strategy.set_tensor_parallel_configs({{"tensor_parallel_degree", 4}, {"tensor_init_seed", 123}});
  strategy.set_localsgd_configs({{"k_steps", 7}});
  strategy.set_adaptive_localsgd_configs({{"init_k_steps", 3}});
  strategy.set_dgc_configs({{"rampup_step", 10}, {"sparsity", {0.75, 0.9375, 0.999}}});
  strategy.set_gradient_merge_configs({{"avg", false}});
  strategy.set_lars_configs({{"epsilon", 1e-9}, {"exclude_from_weight_decay", {"bn"}}});
  strategy.set_lamb_configs({{"lamb_weight_decay", 0.1}});
  strategy.set_hybrid_configs({{"dp_degree", 2},
                               {"sep_degree", 2},
                               {"mp_configs", {{"sync_grad", true}, {"sync_mode", "average"}}},
                               {"pp_configs", {{"dp_comm_overlap", true}, {"sync_mode", "average"}}}});
  strategy.replace_configs("hybrid_configs",
                           {{"sharding_configs", {{"tensor_fusion", true}, {"nccl_config", {{"commName", "sh"}}}}}});
  strategy.set_sparse_table_configs({{"emb", {{"table_parameters.emb.shard_num", 16}}}});
  strategy.set_fleet_desc_configs({{"deep", {{"sparse_optimizer", "adam"}, {"sparse_load_filter_slots", {1, 2}}}}});
  strategy.set_build_strategy(test_build_strategy());
  strategy.set_amp(true);
  strategy.set_last_comm_group_size_MB(0.5);
  return strategy;
}

// Every strategy above, a fresh one and one with a GPU build's flags, by name.
inline std::vector<std::pair<std::string, distributed_strategy>> saved_strategies() {
  return {{"test_strategy_prototxt", test_strategy_prototxt()},
          {"CE DistributedStrategy1", ce_strategy1()},
          {"CE DistributedStrategy2", ce_strategy2()},
          {"CE DistributedStrategy4", ce_strategy4()},
          {"every config", every_config()},
          {"fresh", distributed_strategy()},
          {"fresh, GPU build", distributed_strategy(plainproto::paddle::gpu_build_flags{})}};
}

}  // namespace paddle_strategies
