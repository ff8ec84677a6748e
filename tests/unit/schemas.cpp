// The built-in schemas: defaults, presence, oneofs, required fields, equality, clear(), descriptor counts
// and the registry, checked against the values written in the reference .proto files.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "test_config.hpp"

namespace {

namespace ez = plainproto::protos;
namespace fleet = plainproto::paddle::fleet;
using plainproto::descriptor_of;
using plainproto::field_descriptor;
using plainproto::message_descriptor;

// Descriptors find each field by offsetof (tests/unit/reflection.cpp checks the offsets).
static_assert(std::is_standard_layout_v<ez::TrainConfig> && std::is_standard_layout_v<fleet::DistributedStrategy> &&
              std::is_standard_layout_v<fleet::DistributedJobInfo>);

// An unset singular field reads `expected`; EXPLICIT: the .proto declares that default, IMPLICIT: it declares none.
#define CHECK_EXPLICIT_DEFAULT(field, expected) \
  do {                                          \
    INFO(#field);                               \
    CHECK_FALSE((field).has_value());           \
    CHECK((field).value() == (expected));       \
    CHECK((field).has_explicit_default());      \
  } while (false)

#define CHECK_IMPLICIT_DEFAULT(field, expected)  \
  do {                                           \
    INFO(#field);                                \
    CHECK_FALSE((field).has_value());            \
    CHECK((field).value() == (expected));        \
    CHECK_FALSE((field).has_explicit_default()); \
  } while (false)

#define CHECK_UNSET_MESSAGE(field)                                       \
  do {                                                                   \
    INFO(#field);                                                        \
    CHECK_FALSE((field).has_value());                                    \
    CHECK((field).value() == std::decay_t<decltype((field).value())>{}); \
  } while (false)

// ---- defaults: one line per field, in .proto declaration order -----------------------------------------------------

TEST_CASE("protos.Optimizer: every field reads its .proto default when unset") {
  const ez::Optimizer m;
  CHECK(m.optimizer.which() == ez::Optimizer::optimizer_case::not_set);
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::rms_prop_optimizer>() == ez::RMSPropOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::momentum_optimizer>() == ez::MomentumOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::adam_optimizer>() == ez::AdamOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::momentumw_optimizer>() == ez::MomentumWOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::adamw_optimizer>() == ez::AdamWOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::adam_async_optimizer>() == ez::AdamAsyncOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::adagrad_optimizer>() == ez::AdagradOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::ftrl_optimizer>() == ez::FtrlOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::adam_asyncw_optimizer>() == ez::AdamAsyncWOptimizer{});
  CHECK(m.optimizer.get<ez::Optimizer::optimizer_case::lazy_adam_optimizer>() == ez::LazyAdamOptimizer{});
  CHECK_EXPLICIT_DEFAULT(m.use_moving_average, false);
  CHECK_EXPLICIT_DEFAULT(m.moving_average_decay, 0.9999f);
  CHECK_IMPLICIT_DEFAULT(m.embedding_learning_rate_multiplier, 0.0f);
}

TEST_CASE("protos.RMSPropOptimizer: every field reads its .proto default when unset") {
  const ez::RMSPropOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.momentum_optimizer_value, 0.9f);
  CHECK_EXPLICIT_DEFAULT(m.decay, 0.9f);
  CHECK_EXPLICIT_DEFAULT(m.epsilon, 1.0f);
}

TEST_CASE("protos.MomentumOptimizer: every field reads its .proto default when unset") {
  const ez::MomentumOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.momentum_optimizer_value, 0.9f);
}

TEST_CASE("protos.AdamOptimizer: every field reads its .proto default when unset") {
  const ez::AdamOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.beta1, 0.9f);
  CHECK_EXPLICIT_DEFAULT(m.beta2, 0.999f);
}

TEST_CASE("protos.MomentumWOptimizer: every field reads its .proto default when unset") {
  const ez::MomentumWOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.weight_decay, 1e-6f);
  CHECK_EXPLICIT_DEFAULT(m.momentum_optimizer_value, 0.9f);
}

TEST_CASE("protos.AdamWOptimizer: every field reads its .proto default when unset") {
  const ez::AdamWOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.weight_decay, 1e-6f);
  CHECK_EXPLICIT_DEFAULT(m.beta1, 0.9f);
  CHECK_EXPLICIT_DEFAULT(m.beta2, 0.999f);
}

TEST_CASE("protos.AdamAsyncWOptimizer: every field reads its .proto default when unset") {
  const ez::AdamAsyncWOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.weight_decay, 1e-6f);
  CHECK_EXPLICIT_DEFAULT(m.beta1, 0.9f);
  CHECK_EXPLICIT_DEFAULT(m.beta2, 0.999f);
}

TEST_CASE("protos.LazyAdamOptimizer: every field reads its .proto default when unset") {
  const ez::LazyAdamOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.beta1, 0.9f);
  CHECK_EXPLICIT_DEFAULT(m.beta2, 0.999f);
}

TEST_CASE("protos.AdagradOptimizer: every field reads its .proto default when unset") {
  const ez::AdagradOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.initial_accumulator_value, 0.1f);
}

TEST_CASE("protos.AdamAsyncOptimizer: every field reads its .proto default when unset") {
  const ez::AdamAsyncOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.beta1, 0.9f);
  CHECK_EXPLICIT_DEFAULT(m.beta2, 0.999f);
}

TEST_CASE("protos.FtrlOptimizer: every field reads its .proto default when unset") {
  const ez::FtrlOptimizer m;
  CHECK_UNSET_MESSAGE(m.learning_rate);
  CHECK_EXPLICIT_DEFAULT(m.learning_rate_power, -0.5f);
  CHECK_EXPLICIT_DEFAULT(m.initial_accumulator_value, 0.1f);
  CHECK_EXPLICIT_DEFAULT(m.l1_reg, 0.0f);
  CHECK_EXPLICIT_DEFAULT(m.l2_reg, 0.0f);
  CHECK_EXPLICIT_DEFAULT(m.l2_shrinkage_reg, 0.0f);
}

TEST_CASE("protos.LearningRate: every field reads its .proto default when unset") {
  const ez::LearningRate m;
  CHECK(m.learning_rate.which() == ez::LearningRate::learning_rate_case::not_set);
  CHECK(m.learning_rate.get<ez::LearningRate::learning_rate_case::constant_learning_rate>() ==
        ez::ConstantLearningRate{});
  CHECK(m.learning_rate.get<ez::LearningRate::learning_rate_case::exponential_decay_learning_rate>() ==
        ez::ExponentialDecayLearningRate{});
  CHECK(m.learning_rate.get<ez::LearningRate::learning_rate_case::manual_step_learning_rate>() ==
        ez::ManualStepLearningRate{});
  CHECK(m.learning_rate.get<ez::LearningRate::learning_rate_case::cosine_decay_learning_rate>() ==
        ez::CosineDecayLearningRate{});
  CHECK(m.learning_rate.get<ez::LearningRate::learning_rate_case::poly_decay_learning_rate>() ==
        ez::PolyDecayLearningRate{});
  CHECK(m.learning_rate.get<ez::LearningRate::learning_rate_case::transformer_learning_rate>() ==
        ez::TransformerLearningRate{});
}

TEST_CASE("protos.ConstantLearningRate: every field reads its .proto default when unset") {
  const ez::ConstantLearningRate m;
  CHECK_EXPLICIT_DEFAULT(m.learning_rate, 0.002f);
}

TEST_CASE("protos.ExponentialDecayLearningRate: every field reads its .proto default when unset") {
  const ez::ExponentialDecayLearningRate m;
  CHECK_EXPLICIT_DEFAULT(m.initial_learning_rate, 0.002f);
  CHECK_EXPLICIT_DEFAULT(m.decay_steps, 4000000u);
  CHECK_EXPLICIT_DEFAULT(m.decay_factor, 0.95f);
  CHECK_EXPLICIT_DEFAULT(m.staircase, true);
  CHECK_EXPLICIT_DEFAULT(m.burnin_learning_rate, 0.0f);
  CHECK_EXPLICIT_DEFAULT(m.burnin_steps, 0u);
  CHECK_EXPLICIT_DEFAULT(m.min_learning_rate, 0.0f);
}

TEST_CASE("protos.ManualStepLearningRate: every field reads its .proto default when unset") {
  const ez::ManualStepLearningRate m;
  CHECK_EXPLICIT_DEFAULT(m.initial_learning_rate, 0.002f);
  CHECK(m.schedule.empty());
  CHECK_EXPLICIT_DEFAULT(m.warmup, false);
}

TEST_CASE("protos.ManualStepLearningRate.LearningRateSchedule: every field reads its .proto default when unset") {
  const ez::ManualStepLearningRate::LearningRateSchedule m;
  CHECK_IMPLICIT_DEFAULT(m.step, 0u);
  CHECK_EXPLICIT_DEFAULT(m.learning_rate, 0.002f);
}

TEST_CASE("protos.CosineDecayLearningRate: every field reads its .proto default when unset") {
  const ez::CosineDecayLearningRate m;
  CHECK_EXPLICIT_DEFAULT(m.learning_rate_base, 0.002f);
  CHECK_EXPLICIT_DEFAULT(m.total_steps, 4000000u);
  CHECK_EXPLICIT_DEFAULT(m.warmup_learning_rate, 0.0002f);
  CHECK_EXPLICIT_DEFAULT(m.warmup_steps, 10000u);
  CHECK_EXPLICIT_DEFAULT(m.hold_base_rate_steps, 0u);
}

TEST_CASE("protos.PolyDecayLearningRate: every field reads its .proto default when unset") {
  const ez::PolyDecayLearningRate m;
  CHECK_IMPLICIT_DEFAULT(m.learning_rate_base, 0.0f);
  CHECK_IMPLICIT_DEFAULT(m.total_steps, std::int64_t{0});
  CHECK_IMPLICIT_DEFAULT(m.power, 0.0f);
  CHECK_EXPLICIT_DEFAULT(m.end_learning_rate, 0.0f);
}

TEST_CASE("protos.TransformerLearningRate: every field reads its .proto default when unset") {
  const ez::TransformerLearningRate m;
  CHECK_IMPLICIT_DEFAULT(m.learning_rate_base, 0.0f);
  CHECK_IMPLICIT_DEFAULT(m.hidden_size, 0);
  CHECK_IMPLICIT_DEFAULT(m.warmup_steps, 0);
  CHECK_EXPLICIT_DEFAULT(m.step_scaling_rate, 1.0f);
}

TEST_CASE("protos.IncrementSaveConfig: every field reads its .proto default when unset") {
  const ez::IncrementSaveConfig m;
  CHECK_EXPLICIT_DEFAULT(m.sparse_save_secs, 0);
  CHECK_EXPLICIT_DEFAULT(m.dense_save_secs, 0);
  CHECK_EXPLICIT_DEFAULT(m.sparse_save_steps, 0);
  CHECK_EXPLICIT_DEFAULT(m.dense_save_steps, 0);
  CHECK_EXPLICIT_DEFAULT(m.debug_save_update, false);
  CHECK(m.incr_update.which() == ez::IncrementSaveConfig::incr_update_case::not_set);
  CHECK(m.incr_update.get<ez::IncrementSaveConfig::incr_update_case::kafka>() == ez::IncrementSaveConfig::Kafka{});
  CHECK(m.incr_update.get<ez::IncrementSaveConfig::incr_update_case::datahub>() == ez::IncrementSaveConfig::Datahub{});
  CHECK(m.incr_update.get<ez::IncrementSaveConfig::incr_update_case::fs>() == ez::IncrementSaveConfig::File{});
}

TEST_CASE("protos.IncrementSaveConfig.Kafka: every field reads its .proto default when unset") {
  const ez::IncrementSaveConfig::Kafka m;
  CHECK_IMPLICIT_DEFAULT(m.server, "");
  CHECK_IMPLICIT_DEFAULT(m.topic, "");
  CHECK_UNSET_MESSAGE(m.consumer);
}

TEST_CASE("protos.IncrementSaveConfig.Kafka.Consumer: every field reads its .proto default when unset") {
  const ez::IncrementSaveConfig::Kafka::Consumer m;
  CHECK_IMPLICIT_DEFAULT(m.config_topic, "");
  CHECK_IMPLICIT_DEFAULT(m.config_global, "");
  CHECK_EXPLICIT_DEFAULT(m.offset, std::int64_t{0});
  CHECK_EXPLICIT_DEFAULT(m.timeout, 600);
}

TEST_CASE("protos.IncrementSaveConfig.Datahub: every field reads its .proto default when unset") {
  const ez::IncrementSaveConfig::Datahub m;
  CHECK_IMPLICIT_DEFAULT(m.akId, "");
  CHECK_IMPLICIT_DEFAULT(m.akSecret, "");
  CHECK_IMPLICIT_DEFAULT(m.region, "");
  CHECK_IMPLICIT_DEFAULT(m.project, "");
  CHECK_IMPLICIT_DEFAULT(m.topic, "");
  CHECK_UNSET_MESSAGE(m.consumer);
}

TEST_CASE("protos.IncrementSaveConfig.Datahub.Consumer: every field reads its .proto default when unset") {
  const ez::IncrementSaveConfig::Datahub::Consumer m;
  CHECK_EXPLICIT_DEFAULT(m.offset, std::int64_t{0});
  CHECK_EXPLICIT_DEFAULT(m.timeout, 600);
}

TEST_CASE("protos.IncrementSaveConfig.File: every field reads its .proto default when unset") {
  const ez::IncrementSaveConfig::File m;
  CHECK_EXPLICIT_DEFAULT(m.incr_save_dir, "incr_save");
  CHECK_EXPLICIT_DEFAULT(m.relative, true);
  CHECK_EXPLICIT_DEFAULT(m.mount_path, "/home/admin/docker_ml/workspace/incr_save/");
}

TEST_CASE("protos.TrainConfig: every field reads its .proto default when unset") {
  const ez::TrainConfig m;
  CHECK(m.optimizer_config.empty());
  CHECK_EXPLICIT_DEFAULT(m.gradient_clipping_by_norm, 0.0f);
  CHECK_EXPLICIT_DEFAULT(m.num_steps, 0u);
  CHECK_EXPLICIT_DEFAULT(m.fine_tune_checkpoint, "");
  CHECK_EXPLICIT_DEFAULT(m.fine_tune_ckpt_var_map, "");
  CHECK_EXPLICIT_DEFAULT(m.sync_replicas, true);
  CHECK_EXPLICIT_DEFAULT(m.sparse_accumulator_type, "multi_map");
  CHECK_EXPLICIT_DEFAULT(m.startup_delay_steps, 15.0f);
  CHECK_EXPLICIT_DEFAULT(m.save_checkpoints_steps, 1000u);
  CHECK_IMPLICIT_DEFAULT(m.save_checkpoints_secs, 0u);
  CHECK_EXPLICIT_DEFAULT(m.keep_checkpoint_max, 10u);
  CHECK_EXPLICIT_DEFAULT(m.save_summary_steps, 1000u);
  CHECK_EXPLICIT_DEFAULT(m.log_step_count_steps, 10u);
  CHECK_EXPLICIT_DEFAULT(m.is_profiling, false);
  CHECK_EXPLICIT_DEFAULT(m.force_restore_shape_compatible, false);
  CHECK_EXPLICIT_DEFAULT(m.train_distribute, ez::DistributionStrategy::NoStrategy);
  CHECK_EXPLICIT_DEFAULT(m.num_gpus_per_worker, 1);
  CHECK_EXPLICIT_DEFAULT(m.summary_model_vars, false);
  CHECK_IMPLICIT_DEFAULT(m.protocol, "");
  CHECK_EXPLICIT_DEFAULT(m.inter_op_parallelism_threads, 0);
  CHECK_EXPLICIT_DEFAULT(m.intra_op_parallelism_threads, 0);
  CHECK_EXPLICIT_DEFAULT(m.tensor_fuse, false);
  CHECK_EXPLICIT_DEFAULT(m.write_graph, true);
  CHECK(m.freeze_gradient.empty());
  CHECK_UNSET_MESSAGE(m.incr_save_config);
  CHECK_EXPLICIT_DEFAULT(m.enable_oss_stop_signal, false);
  CHECK_IMPLICIT_DEFAULT(m.dead_line, "");
}

TEST_CASE("paddle.fleet.RefinedOpsPattern: every field reads its .proto default when unset") {
  const fleet::RefinedOpsPattern m;
  CHECK(m.main_ops.empty());
  CHECK_EXPLICIT_DEFAULT(m.num, 0);
  CHECK(m.pre_ops.empty());
  CHECK(m.suf_ops.empty());
}

TEST_CASE("paddle.fleet.RecomputeConfig: every field reads its .proto default when unset") {
  const fleet::RecomputeConfig m;
  CHECK(m.checkpoints.empty());
  CHECK_EXPLICIT_DEFAULT(m.enable_offload, false);
  CHECK(m.checkpoint_shape.empty());
  CHECK_EXPLICIT_DEFAULT(m.enable_tuning, false);
  CHECK(m.refined_ops_patterns.empty());
}

TEST_CASE("paddle.fleet.ShardingConfig: every field reads its .proto default when unset") {
  const fleet::ShardingConfig m;
  CHECK_EXPLICIT_DEFAULT(m.sharding_segment_strategy, "segment_broadcast_MB");
  CHECK_EXPLICIT_DEFAULT(m.segment_broadcast_MB, 32.0f);
  CHECK(m.segment_anchors.empty());
  CHECK_EXPLICIT_DEFAULT(m.sharding_degree, 8);
  CHECK_EXPLICIT_DEFAULT(m.mp_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.dp_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.hybrid_dp, false);
  CHECK_EXPLICIT_DEFAULT(m.gradient_merge_acc_step, 1);
  CHECK_EXPLICIT_DEFAULT(m.optimize_offload, false);
  CHECK_EXPLICIT_DEFAULT(m.pp_allreduce_in_optimize, false);
  CHECK_EXPLICIT_DEFAULT(m.pp_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.optimize_cast, false);
  CHECK_EXPLICIT_DEFAULT(m._dp_as_optimizer_sharding, false);
  CHECK_EXPLICIT_DEFAULT(m.stage, 1);
  CHECK_EXPLICIT_DEFAULT(m.enable_tuning, false);
  CHECK_EXPLICIT_DEFAULT(m.use_calc_stream, false);
}

TEST_CASE("paddle.fleet.MpConfig: every field reads its .proto default when unset") {
  const fleet::MpConfig m;
  CHECK_EXPLICIT_DEFAULT(m.sync_param, true);
  CHECK_EXPLICIT_DEFAULT(m.sync_grad, false);
  CHECK_EXPLICIT_DEFAULT(m.sync_moment, false);
  CHECK_EXPLICIT_DEFAULT(m.sync_mode, "broadcast");
  CHECK_EXPLICIT_DEFAULT(m.mp_async_allreduce, false);
  CHECK_EXPLICIT_DEFAULT(m.mp_skip_c_identity, false);
  CHECK_EXPLICIT_DEFAULT(m.mp_fused_linear_param_grad_add, false);
  CHECK_EXPLICIT_DEFAULT(m.need_broadcast_data, true);
  CHECK_EXPLICIT_DEFAULT(m.recompute_allgather, false);
  CHECK_EXPLICIT_DEFAULT(m.sp_async_reduce_scatter, false);
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.PpConfig: every field reads its .proto default when unset") {
  const fleet::PpConfig m;
  CHECK_EXPLICIT_DEFAULT(m.dp_comm_overlap, false);
  CHECK_EXPLICIT_DEFAULT(m.delay_scale_loss, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_timer, false);
  CHECK_EXPLICIT_DEFAULT(m.sharding_comm_overlap, false);
  CHECK_EXPLICIT_DEFAULT(m.profiling, false);
  CHECK_EXPLICIT_DEFAULT(m.release_gradients, false);
  CHECK_EXPLICIT_DEFAULT(m.overlap_p2p_comm, false);
  CHECK_EXPLICIT_DEFAULT(m.clear_every_step_cache, false);
  CHECK_EXPLICIT_DEFAULT(m.use_batch_p2p_comm, true);
  CHECK_EXPLICIT_DEFAULT(m.best_unbalanced_scheduler, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_offload_queue, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_dynamic_shape, false);
  CHECK_EXPLICIT_DEFAULT(m.use_dualpipev, false);
  CHECK_EXPLICIT_DEFAULT(m.forward_backward_overlap_scheduler, false);
  CHECK_UNSET_MESSAGE(m.coll_nccl_config);
  CHECK_UNSET_MESSAGE(m.p2p_nccl_config);
  CHECK_UNSET_MESSAGE(m.shared_nccl_config);
  CHECK_EXPLICIT_DEFAULT(m.sync_param, false);
  CHECK_EXPLICIT_DEFAULT(m.sync_moment, false);
  CHECK_EXPLICIT_DEFAULT(m.sync_mode, "broadcast");
}

TEST_CASE("paddle.fleet.DygraphShardingConfig: every field reads its .proto default when unset") {
  const fleet::DygraphShardingConfig m;
  CHECK_EXPLICIT_DEFAULT(m.tensor_fusion, false);
  CHECK_EXPLICIT_DEFAULT(m.accumulate_steps, 1);
  CHECK_EXPLICIT_DEFAULT(m.comm_overlap, false);
  CHECK_EXPLICIT_DEFAULT(m.split_param, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_optimizer, true);
  CHECK_EXPLICIT_DEFAULT(m.use_reduce_avg, true);
  CHECK_EXPLICIT_DEFAULT(m.comm_buffer_size_MB, 256);
  CHECK_EXPLICIT_DEFAULT(m.release_gradients, false);
  CHECK_EXPLICIT_DEFAULT(m.free_grads_in_comm, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_fuse_optimizer_states, false);
  CHECK_UNSET_MESSAGE(m.nccl_config);
  CHECK_UNSET_MESSAGE(m.check_nccl_config);
  CHECK_EXPLICIT_DEFAULT(m.offload_opt_buffer_size, -1);
  CHECK_EXPLICIT_DEFAULT(m.comm_group_call_opt, false);
}

TEST_CASE("paddle.fleet.HybridConfig: every field reads its .proto default when unset") {
  const fleet::HybridConfig m;
  CHECK_EXPLICIT_DEFAULT(m.dp_degree, -1);
  CHECK_EXPLICIT_DEFAULT(m.mp_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.pp_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.sharding_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.sep_degree, 1);
  CHECK_UNSET_MESSAGE(m.mp_configs);
  CHECK_UNSET_MESSAGE(m.pp_configs);
  CHECK_UNSET_MESSAGE(m.sharding_configs);
  CHECK_EXPLICIT_DEFAULT(m.enable_optimizer_timer, false);
  CHECK_EXPLICIT_DEFAULT(m.split_norm_comm, false);
  CHECK_EXPLICIT_DEFAULT(m.ep_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.moe_sharding_degree, 1);
  CHECK_UNSET_MESSAGE(m.dp_configs);
  CHECK_UNSET_MESSAGE(m.sep_configs);
  CHECK_UNSET_MESSAGE(m.dp_sep_configs);
  CHECK_UNSET_MESSAGE(m.pp_tp_configs);
  CHECK_UNSET_MESSAGE(m.ep_configs);
  CHECK_UNSET_MESSAGE(m.moe_sharding_configs);
  CHECK_UNSET_MESSAGE(m.default_comm_group_configs);
  CHECK_EXPLICIT_DEFAULT(m.cp_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.cp_sharding_degree, 1);
  CHECK_UNSET_MESSAGE(m.cp_configs);
  CHECK_UNSET_MESSAGE(m.cp_sharding_configs);
  CHECK_UNSET_MESSAGE(m.dp_cp_configs);
  CHECK_UNSET_MESSAGE(m.cp_mp_configs);
}

TEST_CASE("paddle.fleet.AMPConfig: every field reads its .proto default when unset") {
  const fleet::AMPConfig m;
  CHECK_EXPLICIT_DEFAULT(m.init_loss_scaling, 32768.0f);
  CHECK_EXPLICIT_DEFAULT(m.incr_every_n_steps, 1000);
  CHECK_EXPLICIT_DEFAULT(m.decr_every_n_nan_or_inf, 2);
  CHECK_EXPLICIT_DEFAULT(m.incr_ratio, 2.0f);
  CHECK_EXPLICIT_DEFAULT(m.decr_ratio, 0.8f);
  CHECK_EXPLICIT_DEFAULT(m.use_dynamic_loss_scaling, true);
  CHECK(m.custom_white_list.empty());
  CHECK(m.custom_black_list.empty());
  CHECK(m.custom_black_varnames.empty());
  CHECK_EXPLICIT_DEFAULT(m.use_pure_fp16, false);
  CHECK_EXPLICIT_DEFAULT(m.use_fp16_guard, true);
  CHECK_EXPLICIT_DEFAULT(m.use_optimizer_fp16, false);
  CHECK_EXPLICIT_DEFAULT(m.use_pure_bf16, false);
}

TEST_CASE("paddle.fleet.LocalSGDConfig: every field reads its .proto default when unset") {
  const fleet::LocalSGDConfig m;
  CHECK_EXPLICIT_DEFAULT(m.k_steps, 1);
  CHECK_EXPLICIT_DEFAULT(m.begin_step, 1);
}

TEST_CASE("paddle.fleet.AdaptiveLocalSGDConfig: every field reads its .proto default when unset") {
  const fleet::AdaptiveLocalSGDConfig m;
  CHECK_EXPLICIT_DEFAULT(m.init_k_steps, 1);
  CHECK_EXPLICIT_DEFAULT(m.begin_step, 1);
}

TEST_CASE("paddle.fleet.GradientMergeConfig: every field reads its .proto default when unset") {
  const fleet::GradientMergeConfig m;
  CHECK_EXPLICIT_DEFAULT(m.k_steps, 1);
  CHECK_EXPLICIT_DEFAULT(m.avg, true);
}

TEST_CASE("paddle.fleet.DGCConfig: every field reads its .proto default when unset") {
  const fleet::DGCConfig m;
  CHECK_EXPLICIT_DEFAULT(m.rampup_begin_step, 0);
  CHECK_EXPLICIT_DEFAULT(m.rampup_step, 1);
  CHECK(m.sparsity.empty());
}

TEST_CASE("paddle.fleet.LarsConfig: every field reads its .proto default when unset") {
  const fleet::LarsConfig m;
  CHECK_EXPLICIT_DEFAULT(m.lars_coeff, 0.001f);
  CHECK_EXPLICIT_DEFAULT(m.lars_weight_decay, 0.0005f);
  CHECK_EXPLICIT_DEFAULT(m.epsilon, 0.0f);
  CHECK(m.exclude_from_weight_decay.empty());
}

TEST_CASE("paddle.fleet.LambConfig: every field reads its .proto default when unset") {
  const fleet::LambConfig m;
  CHECK_EXPLICIT_DEFAULT(m.lamb_weight_decay, 0.01f);
  CHECK(m.exclude_from_weight_decay.empty());
}

TEST_CASE("paddle.fleet.BuildStrategy: every field reads its .proto default when unset") {
  const fleet::BuildStrategy m;
  CHECK_EXPLICIT_DEFAULT(m.fuse_elewise_add_act_ops, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_bn_act_ops, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_relu_depthwise_conv, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_broadcast_ops, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_all_optimizer_ops, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_inplace, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_backward_optimizer_op_deps, true);
  CHECK_EXPLICIT_DEFAULT(m.cache_runtime_context, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_bn_add_act_ops, true);
  CHECK_EXPLICIT_DEFAULT(m.enable_auto_fusion, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_addto, false);
  CHECK_EXPLICIT_DEFAULT(m.allow_cuda_graph_capture, false);
  CHECK_EXPLICIT_DEFAULT(m.reduce_strategy, 0);
  CHECK_EXPLICIT_DEFAULT(m.fuse_gemm_epilogue, false);
  CHECK_IMPLICIT_DEFAULT(m.debug_graphviz_path, "");
  CHECK_EXPLICIT_DEFAULT(m.fused_attention, false);
  CHECK_EXPLICIT_DEFAULT(m.fused_feedforward, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_dot_product_attention, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_resunit, false);
}

TEST_CASE("paddle.fleet.GradientScaleConfig: every field reads its .proto default when unset") {
  const fleet::GradientScaleConfig m;
  CHECK_EXPLICIT_DEFAULT(m.scale_strategy, "avg");
  CHECK_EXPLICIT_DEFAULT(m.scale_gradient, false);
}

TEST_CASE("paddle.fleet.AsyncConfig: every field reads its .proto default when unset") {
  const fleet::AsyncConfig m;
  CHECK_EXPLICIT_DEFAULT(m.k_steps, -1);
  CHECK_EXPLICIT_DEFAULT(m.max_merge_var_num, 1);
  CHECK_EXPLICIT_DEFAULT(m.send_queue_size, 16);
  CHECK_EXPLICIT_DEFAULT(m.independent_recv_thread, false);
  CHECK_EXPLICIT_DEFAULT(m.min_send_grad_num_before_recv, 1);
  CHECK_EXPLICIT_DEFAULT(m.thread_pool_size, 1);
  CHECK_EXPLICIT_DEFAULT(m.send_wait_times, 1);
  CHECK_EXPLICIT_DEFAULT(m.runtime_split_send_recv, false);
  CHECK_EXPLICIT_DEFAULT(m.launch_barrier, true);
  CHECK_EXPLICIT_DEFAULT(m.heter_worker_device_guard, "cpu");
  CHECK_EXPLICIT_DEFAULT(m.lr_decay_steps, 10);
  CHECK_EXPLICIT_DEFAULT(m.use_ps_gpu, 0);
  CHECK_EXPLICIT_DEFAULT(m.use_gpu_graph, 0);
}

TEST_CASE("paddle.fleet.TrainerDescConfig: every field reads its .proto default when unset") {
  const fleet::TrainerDescConfig m;
  CHECK_IMPLICIT_DEFAULT(m.dump_fields_path, "");
  CHECK(m.dump_fields.empty());
  CHECK(m.dump_param.empty());
  CHECK(m.stat_var_names.empty());
  CHECK_IMPLICIT_DEFAULT(m.trainer, "");
  CHECK_IMPLICIT_DEFAULT(m.device_worker, "");
  CHECK(m.local_sparse.empty());
  CHECK(m.remote_sparse.empty());
}

TEST_CASE("paddle.fleet.PipelineConfig: every field reads its .proto default when unset") {
  const fleet::PipelineConfig m;
  CHECK_EXPLICIT_DEFAULT(m.micro_batch_size, 1);
  CHECK_EXPLICIT_DEFAULT(m.accumulate_steps, 1);
  CHECK_EXPLICIT_DEFAULT(m.schedule_mode, "1F1B");
  CHECK_EXPLICIT_DEFAULT(m.p2p_cache_shape, true);
  CHECK_EXPLICIT_DEFAULT(m.enable_partial_send_recv, true);
}

TEST_CASE("paddle.fleet.TensorParallelConfig: every field reads its .proto default when unset") {
  const fleet::TensorParallelConfig m;
  CHECK_EXPLICIT_DEFAULT(m.tensor_parallel_degree, 1);
  CHECK_EXPLICIT_DEFAULT(m.tensor_init_seed, -1);
}

TEST_CASE("paddle.fleet.QatConfig: every field reads its .proto default when unset") {
  const fleet::QatConfig m;
  CHECK_EXPLICIT_DEFAULT(m.channel_wise_abs_max, true);
  CHECK_EXPLICIT_DEFAULT(m.weight_bits, 8);
  CHECK_EXPLICIT_DEFAULT(m.activation_bits, 8);
  CHECK(m.not_quant_pattern.empty());
  CHECK_IMPLICIT_DEFAULT(m.algo, "");
}

TEST_CASE("paddle.fleet.TableParameter: every field reads its .proto default when unset") {
  const fleet::TableParameter m;
  CHECK_IMPLICIT_DEFAULT(m.table_id, 0u);
  CHECK_IMPLICIT_DEFAULT(m.table_name, "");
  CHECK_IMPLICIT_DEFAULT(m.table_class, "");
  CHECK_EXPLICIT_DEFAULT(m.shard_num, 1000u);
  CHECK_IMPLICIT_DEFAULT(m.type, fleet::TableType::PS_SPARSE_TABLE);
  CHECK_UNSET_MESSAGE(m.accessor);
  CHECK_EXPLICIT_DEFAULT(m.compress_in_save, false);
  CHECK_EXPLICIT_DEFAULT(m.enable_sparse_table_cache, true);
  CHECK_EXPLICIT_DEFAULT(m.sparse_table_cache_rate, 0.00055);
  CHECK_EXPLICIT_DEFAULT(m.sparse_table_cache_file_num, 16u);
  CHECK_EXPLICIT_DEFAULT(m.enable_revert, false);
  CHECK_EXPLICIT_DEFAULT(m.shard_merge_rate, 1.0f);
  CHECK_EXPLICIT_DEFAULT(m.use_gpu_graph, false);
}

TEST_CASE("paddle.fleet.TableAccessorParameter: every field reads its .proto default when unset") {
  const fleet::TableAccessorParameter m;
  CHECK_IMPLICIT_DEFAULT(m.accessor_class, "");
  CHECK_EXPLICIT_DEFAULT(m.fea_dim, 11u);
  CHECK_EXPLICIT_DEFAULT(m.embedx_dim, 8u);
  CHECK_EXPLICIT_DEFAULT(m.embedx_threshold, 10u);
  CHECK_UNSET_MESSAGE(m.ctr_accessor_param);
  CHECK(m.table_accessor_save_param.empty());
  CHECK_UNSET_MESSAGE(m.embed_sgd_param);
  CHECK_UNSET_MESSAGE(m.embedx_sgd_param);
  CHECK_UNSET_MESSAGE(m.graph_sgd_param);
}

TEST_CASE("paddle.fleet.GraphSGDParameter: every field reads its .proto default when unset") {
  const fleet::GraphSGDParameter m;
  CHECK_EXPLICIT_DEFAULT(m.nodeid_slot, 9008u);
  CHECK_EXPLICIT_DEFAULT(m.feature_learning_rate, 0.05f);
}

TEST_CASE("paddle.fleet.SGDParameter: every field reads its .proto default when unset") {
  const fleet::SGDParameter m;
  CHECK_IMPLICIT_DEFAULT(m.name, "");
  CHECK_UNSET_MESSAGE(m.naive);
  CHECK_UNSET_MESSAGE(m.adagrad);
  CHECK_UNSET_MESSAGE(m.adam);
}

TEST_CASE("paddle.fleet.SparseNaiveSGDRuleParameter: every field reads its .proto default when unset") {
  const fleet::SparseNaiveSGDRuleParameter m;
  CHECK_EXPLICIT_DEFAULT(m.learning_rate, 0.05);
  CHECK_EXPLICIT_DEFAULT(m.initial_range, 0.0001);
  CHECK(m.weight_bounds.empty());
}

TEST_CASE("paddle.fleet.SparseAdagradSGDRuleParameter: every field reads its .proto default when unset") {
  const fleet::SparseAdagradSGDRuleParameter m;
  CHECK_EXPLICIT_DEFAULT(m.learning_rate, 0.05);
  CHECK_EXPLICIT_DEFAULT(m.initial_g2sum, 3.0);
  CHECK_EXPLICIT_DEFAULT(m.initial_range, 0.0001);
  CHECK(m.weight_bounds.empty());
}

TEST_CASE("paddle.fleet.SparseAdamSGDParameter: every field reads its .proto default when unset") {
  const fleet::SparseAdamSGDParameter m;
  CHECK_EXPLICIT_DEFAULT(m.learning_rate, 0.001);
  CHECK_EXPLICIT_DEFAULT(m.initial_range, 0.0001);
  CHECK_EXPLICIT_DEFAULT(m.beta1_decay_rate, 0.9);
  CHECK_EXPLICIT_DEFAULT(m.beta2_decay_rate, 0.999);
  CHECK_EXPLICIT_DEFAULT(m.ada_epsilon, 1e-8);
  CHECK(m.weight_bounds.empty());
}

TEST_CASE("paddle.fleet.CtrAccessorParameter: every field reads its .proto default when unset") {
  const fleet::CtrAccessorParameter m;
  CHECK_EXPLICIT_DEFAULT(m.nonclk_coeff, 0.1f);
  CHECK_EXPLICIT_DEFAULT(m.click_coeff, 1.0f);
  CHECK_EXPLICIT_DEFAULT(m.base_threshold, 1.5f);
  CHECK_EXPLICIT_DEFAULT(m.delta_threshold, 0.25f);
  CHECK_EXPLICIT_DEFAULT(m.delta_keep_days, 16.0f);
  CHECK_EXPLICIT_DEFAULT(m.show_click_decay_rate, 0.98f);
  CHECK_EXPLICIT_DEFAULT(m.delete_threshold, 0.8f);
  CHECK_EXPLICIT_DEFAULT(m.delete_after_unseen_days, 30.0f);
  CHECK_EXPLICIT_DEFAULT(m.ssd_unseenday_threshold, 1);
  CHECK_EXPLICIT_DEFAULT(m.show_scale, true);
  CHECK_EXPLICIT_DEFAULT(m.zero_init, true);
  CHECK(m.load_filter_slots.empty());
  CHECK(m.save_filter_slots.empty());
}

TEST_CASE("paddle.fleet.TableAccessorSaveParameter: every field reads its .proto default when unset") {
  const fleet::TableAccessorSaveParameter m;
  CHECK_IMPLICIT_DEFAULT(m.param, 0u);
  CHECK_IMPLICIT_DEFAULT(m.converter, "");
  CHECK_IMPLICIT_DEFAULT(m.deconverter, "");
}

TEST_CASE("paddle.fleet.FsClientParameter: every field reads its .proto default when unset") {
  const fleet::FsClientParameter m;
  CHECK_IMPLICIT_DEFAULT(m.uri, "");
  CHECK_IMPLICIT_DEFAULT(m.user, "");
  CHECK_IMPLICIT_DEFAULT(m.passwd, "");
  CHECK_IMPLICIT_DEFAULT(m.hadoop_bin, "");
}

TEST_CASE("paddle.fleet.DistributedStrategy: every field reads its .proto default when unset") {
  const fleet::DistributedStrategy m;
  CHECK_EXPLICIT_DEFAULT(m.mode, fleet::Mode::COLLECTIVE);
  CHECK_EXPLICIT_DEFAULT(m.amp, false);
  CHECK_EXPLICIT_DEFAULT(m.recompute, false);
  CHECK_EXPLICIT_DEFAULT(m.localsgd, false);
  CHECK_EXPLICIT_DEFAULT(m.dgc, false);
  CHECK_EXPLICIT_DEFAULT(m.gradient_merge, false);
  CHECK_EXPLICIT_DEFAULT(m.lars, false);
  CHECK_EXPLICIT_DEFAULT(m.lamb, false);
  CHECK_EXPLICIT_DEFAULT(m.pipeline, false);
  CHECK_EXPLICIT_DEFAULT(m.elastic, false);
  CHECK_EXPLICIT_DEFAULT(m.auto_, false);
  CHECK_EXPLICIT_DEFAULT(m.a_sync, true);
  CHECK_EXPLICIT_DEFAULT(m.sync_nccl_allreduce, true);
  CHECK_EXPLICIT_DEFAULT(m.nccl_comm_num, 1);
  CHECK_EXPLICIT_DEFAULT(m.use_hierarchical_allreduce, false);
  CHECK_EXPLICIT_DEFAULT(m.hierarchical_allreduce_inter_nranks, 1);
  CHECK_EXPLICIT_DEFAULT(m.sync_batch_norm, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_all_reduce_ops, true);
  CHECK_EXPLICIT_DEFAULT(m.fuse_grad_size_in_MB, 32);
  CHECK_EXPLICIT_DEFAULT(m.fuse_grad_size_in_TFLOPS, 50.0f);
  CHECK_EXPLICIT_DEFAULT(m.cudnn_exhaustive_search, false);
  CHECK_EXPLICIT_DEFAULT(m.conv_workspace_size_limit, 512);
  CHECK_EXPLICIT_DEFAULT(m.cudnn_batchnorm_spatial_persistent, false);
  CHECK_EXPLICIT_DEFAULT(m.adaptive_localsgd, false);
  CHECK_EXPLICIT_DEFAULT(m.fp16_allreduce, false);
  CHECK_EXPLICIT_DEFAULT(m.sharding, false);
  CHECK_EXPLICIT_DEFAULT(m.last_comm_group_size_MB, 1.0f);
  CHECK_EXPLICIT_DEFAULT(m.find_unused_parameters, false);
  CHECK_EXPLICIT_DEFAULT(m.tensor_parallel, false);
  CHECK_EXPLICIT_DEFAULT(m.without_graph_optimization, true);
  CHECK_EXPLICIT_DEFAULT(m.fuse_grad_size_in_num, 8);
  CHECK_EXPLICIT_DEFAULT(m.calc_comm_same_stream, false);
  CHECK_EXPLICIT_DEFAULT(m.asp, false);
  CHECK_EXPLICIT_DEFAULT(m.fuse_grad_merge, false);
  CHECK_EXPLICIT_DEFAULT(m.semi_auto, false);
  CHECK_EXPLICIT_DEFAULT(m.adam_d2sum, false);
  CHECK_EXPLICIT_DEFAULT(m.auto_search, false);
  CHECK_EXPLICIT_DEFAULT(m.heter_ccl_mode, false);
  CHECK_EXPLICIT_DEFAULT(m.is_fl_ps_mode, false);
  CHECK_EXPLICIT_DEFAULT(m.with_coordinator, false);
  CHECK_EXPLICIT_DEFAULT(m.qat, false);
  CHECK_EXPLICIT_DEFAULT(m.split_data, true);
  CHECK_UNSET_MESSAGE(m.recompute_configs);
  CHECK_UNSET_MESSAGE(m.amp_configs);
  CHECK_UNSET_MESSAGE(m.localsgd_configs);
  CHECK_UNSET_MESSAGE(m.gradient_merge_configs);
  CHECK_UNSET_MESSAGE(m.dgc_configs);
  CHECK_UNSET_MESSAGE(m.pipeline_configs);
  CHECK_UNSET_MESSAGE(m.a_sync_configs);
  CHECK_UNSET_MESSAGE(m.lars_configs);
  CHECK_UNSET_MESSAGE(m.lamb_configs);
  CHECK_UNSET_MESSAGE(m.adaptive_localsgd_configs);
  CHECK_UNSET_MESSAGE(m.sharding_configs);
  CHECK_UNSET_MESSAGE(m.hybrid_configs);
  CHECK_UNSET_MESSAGE(m.tensor_parallel_configs);
  CHECK_UNSET_MESSAGE(m.trainer_desc_configs);
  CHECK(m.downpour_table_param.empty());
  CHECK_UNSET_MESSAGE(m.fs_client_param);
  CHECK_UNSET_MESSAGE(m.qat_configs);
  CHECK_UNSET_MESSAGE(m.build_strategy);
  CHECK_UNSET_MESSAGE(m.gradient_scale_configs);
}

TEST_CASE("paddle.fleet.DistributedJobInfo: every field reads its .proto default when unset") {
  const fleet::DistributedJobInfo m;
  CHECK_IMPLICIT_DEFAULT(m.worker_num, 0);
  CHECK_IMPLICIT_DEFAULT(m.server_num, 0);
  CHECK(m.worker_ips.empty());
  CHECK(m.server_endpoints.empty());
  CHECK_IMPLICIT_DEFAULT(m.origin_startup, "");
  CHECK_IMPLICIT_DEFAULT(m.origin_main, "");
  CHECK_IMPLICIT_DEFAULT(m.distributed_main, "");
  CHECK_IMPLICIT_DEFAULT(m.optimizer_name, "");
  CHECK_UNSET_MESSAGE(m.strategy);
}

TEST_CASE("paddle.fleet.NCCLConfig: every field reads its .proto default when unset") {
  const fleet::NCCLConfig m;
  CHECK_IMPLICIT_DEFAULT(m.commName, "");
  CHECK_IMPLICIT_DEFAULT(m.ll_buffsize, 0);
  CHECK_IMPLICIT_DEFAULT(m.ll128_buffsize, 0);
  CHECK_IMPLICIT_DEFAULT(m.simple_buffsize, 0);
  CHECK_IMPLICIT_DEFAULT(m.buffsize_align, 0);
  CHECK_IMPLICIT_DEFAULT(m.nchannels, 0);
  CHECK_IMPLICIT_DEFAULT(m.algoStr, "");
  CHECK_IMPLICIT_DEFAULT(m.protoStr, "");
  CHECK_IMPLICIT_DEFAULT(m.cta_policy, 0);
}

TEST_CASE("paddle.fleet.DpConfig: every field reads its .proto default when unset") {
  const fleet::DpConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
  CHECK_UNSET_MESSAGE(m.check_nccl_config);
}

TEST_CASE("paddle.fleet.SepConfig: every field reads its .proto default when unset") {
  const fleet::SepConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.DpSepConfig: every field reads its .proto default when unset") {
  const fleet::DpSepConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.PpTpConfig: every field reads its .proto default when unset") {
  const fleet::PpTpConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.EpConfig: every field reads its .proto default when unset") {
  const fleet::EpConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
  CHECK_UNSET_MESSAGE(m.grad_nccl_config);
}

TEST_CASE("paddle.fleet.MoeShardingConfig: every field reads its .proto default when unset") {
  const fleet::MoeShardingConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
  CHECK_UNSET_MESSAGE(m.check_nccl_config);
}

TEST_CASE("paddle.fleet.CpConfig: every field reads its .proto default when unset") {
  const fleet::CpConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.CpShardingConfig: every field reads its .proto default when unset") {
  const fleet::CpShardingConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.DpCpConfig: every field reads its .proto default when unset") {
  const fleet::DpCpConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.CpMpConfig: every field reads its .proto default when unset") {
  const fleet::CpMpConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

TEST_CASE("paddle.fleet.DefaultCommGroupConfig: every field reads its .proto default when unset") {
  const fleet::DefaultCommGroupConfig m;
  CHECK_UNSET_MESSAGE(m.nccl_config);
}

// ---- presence ----------------------------------------------------------------------------------------------------

TEST_CASE("setting a field marks it present, even to its default; reset() clears it and restores the default") {
  ez::AdamOptimizer adam;
  adam.beta1 = 0.5f;
  CHECK(adam.beta1.has_value());
  CHECK(adam.beta1 == 0.5f);
  adam.beta1.reset();
  CHECK_FALSE(adam.beta1.has_value());
  CHECK(adam.beta1 == 0.9f);

  adam.beta2 = 0.999f;
  CHECK(adam.beta2.has_value());
  CHECK(adam != ez::AdamOptimizer{});

  ez::TrainConfig train;
  train.sparse_accumulator_type = "hash";
  CHECK(train.sparse_accumulator_type == "hash");
  train.sparse_accumulator_type.reset();
  CHECK_FALSE(train.sparse_accumulator_type.has_value());
  CHECK(train.sparse_accumulator_type == "multi_map");

  train.incr_save_config.mutable_value().dense_save_secs = 60;
  CHECK(train.incr_save_config.has_value());
  train.incr_save_config.reset();
  CHECK_FALSE(train.incr_save_config.has_value());
  CHECK(train.incr_save_config->dense_save_secs == 0);

  fleet::DistributedStrategy strategy;
  strategy.mode = fleet::Mode::PS;
  CHECK(strategy.mode == fleet::Mode::PS);
  strategy.mode.reset();
  CHECK(strategy.mode == fleet::Mode::COLLECTIVE);
}

// An unset field always holds its default: a string moved from counts as set, so that clearing and parsing again,
// which leave unset fields alone, restore it.
TEST_CASE("a string field moved from counts as set; clearing it or parsing without it restores the default") {
  ez::TrainConfig train;
  REQUIRE_FALSE(train.sparse_accumulator_type.has_value());
  const auto moved = std::move(train.sparse_accumulator_type);
  CHECK(moved == "multi_map");
  CHECK_FALSE(moved.has_value());
  CHECK(train.sparse_accumulator_type.has_value());  // NOLINT(bugprone-use-after-move): what a move leaves is documented

  ez::TrainConfig parsed = train;
  plainproto::parse_binary(plainproto::serialize(ez::TrainConfig{}), parsed);
  CHECK(parsed == ez::TrainConfig{});
  CHECK(parsed.sparse_accumulator_type == "multi_map");

  plainproto::parse_text("num_steps: 5", train);
  CHECK_FALSE(train.sparse_accumulator_type.has_value());
  CHECK(train.sparse_accumulator_type == "multi_map");

  ez::TrainConfig assigned;
  assigned.sparse_accumulator_type = "hash";
  ez::TrainConfig target;
  target.sparse_accumulator_type = std::move(assigned.sparse_accumulator_type);
  CHECK(target.sparse_accumulator_type == "hash");
  CHECK(assigned.sparse_accumulator_type.has_value());  // NOLINT(bugprone-use-after-move)
  assigned.sparse_accumulator_type.reset();
  CHECK(assigned.sparse_accumulator_type == "multi_map");
}

// DistributedStrategy's singular sub-messages are boxed (allocated when first set); they behave as the by-value ones.
TEST_CASE("paddle.fleet.DistributedStrategy: a sub-message is allocated when set and reads its defaults until then") {
  static_assert(std::is_same_v<decltype(fleet::DistributedStrategy::amp_configs),
                               plainproto::optional<plainproto::boxed<fleet::AMPConfig>>>);
  fleet::DistributedStrategy strategy;
  CHECK(&strategy.amp_configs.value() == &plainproto::default_instance<fleet::AMPConfig>());
  CHECK(strategy.amp_configs->init_loss_scaling == 32768.0f);

  plainproto::parse_text("amp_configs { init_loss_scaling: 1024 }\n"
                         "downpour_table_param { accessor { ctr_accessor_param { click_coeff: 2 } } }",
                         strategy);
  CHECK(strategy.amp_configs.has_value());
  CHECK(strategy.amp_configs->init_loss_scaling == 1024.0f);
  CHECK(strategy.amp_configs->incr_every_n_steps == 1000);
  CHECK_FALSE(strategy.recompute_configs.has_value());
  CHECK(&strategy.recompute_configs.value() == &plainproto::default_instance<fleet::RecomputeConfig>());
  const fleet::TableAccessorParameter& accessor = strategy.downpour_table_param.at(0).accessor.value();
  CHECK(accessor.ctr_accessor_param->click_coeff == 2.0f);
  CHECK(accessor.ctr_accessor_param->nonclk_coeff == 0.1f);
  CHECK_FALSE(accessor.embed_sgd_param.has_value());

  // Copies are deep; a move leaves the source's field unset.
  fleet::DistributedStrategy copy = strategy;
  copy.amp_configs.mutable_value().init_loss_scaling = 8.0f;
  CHECK(strategy.amp_configs->init_loss_scaling == 1024.0f);
  CHECK(copy != strategy);
  const fleet::DistributedStrategy moved = std::move(copy);
  CHECK(moved.amp_configs->init_loss_scaling == 8.0f);
  CHECK(moved.downpour_table_param.at(0).accessor->ctr_accessor_param->click_coeff == 2.0f);
  CHECK_FALSE(copy.amp_configs.has_value());  // NOLINT(bugprone-use-after-move): what a move leaves is documented
  CHECK(copy.amp_configs->init_loss_scaling == 32768.0f);

  // Parsing again replaces what the text leaves out; reset() restores the defaults.
  plainproto::parse_text("recompute_configs { enable_offload: true }", strategy);
  CHECK_FALSE(strategy.amp_configs.has_value());
  CHECK(strategy.amp_configs->init_loss_scaling == 32768.0f);
  CHECK(strategy.recompute_configs->enable_offload);
  CHECK(strategy.downpour_table_param.empty());
  strategy.recompute_configs.reset();
  CHECK_FALSE(strategy.recompute_configs->enable_offload);
  CHECK(strategy == fleet::DistributedStrategy{});
}

// An SGDParameter holds its adagrad rule by value and its naive and adam rules boxed (distributed_strategy.hpp says
// why): a table then fits the block sizes glibc's per-thread cache serves (up to 1,032 bytes), which a table by
// value past them (1,376 bytes) cost a cold parse of a strategy.
TEST_CASE("paddle.fleet.SGDParameter: naive and adam are boxed, adagrad is held by value") {
  static_assert(
      std::is_same_v<decltype(fleet::SGDParameter::adagrad), plainproto::optional<fleet::SparseAdagradSGDRuleParameter>>);
  static_assert(std::is_same_v<decltype(fleet::SGDParameter::naive),
                               plainproto::optional<plainproto::boxed<fleet::SparseNaiveSGDRuleParameter>>>);
  static_assert(std::is_same_v<decltype(fleet::SGDParameter::adam),
                               plainproto::optional<plainproto::boxed<fleet::SparseAdamSGDParameter>>>);
  if constexpr (sizeof(void*) == 8) CHECK(sizeof(fleet::TableParameter) <= 1032);

  fleet::TableAccessorParameter accessor;
  CHECK(&accessor.embed_sgd_param->adam.value() == &plainproto::default_instance<fleet::SparseAdamSGDParameter>());
  CHECK(accessor.embed_sgd_param->adam->beta1_decay_rate == 0.9);
  plainproto::parse_text("embed_sgd_param { name: \"SparseAdamSGDRule\" adam { learning_rate: 0.002 } }\n"
                         "embedx_sgd_param { name: \"SparseNaiveSGDRule\" naive { weight_bounds: [-10, 10] } }",
                         accessor);
  CHECK(accessor.embed_sgd_param->adam.has_value());
  CHECK(accessor.embed_sgd_param->adam->learning_rate == 0.002);
  CHECK(accessor.embed_sgd_param->adam->beta2_decay_rate == 0.999);
  CHECK_FALSE(accessor.embed_sgd_param->naive.has_value());
  CHECK(accessor.embedx_sgd_param->naive->weight_bounds == std::vector<float>{-10.0f, 10.0f});
  CHECK(accessor.embedx_sgd_param->naive->learning_rate == 0.05);

  fleet::TableAccessorParameter copy = accessor;
  copy.embed_sgd_param.mutable_value().adam.mutable_value().learning_rate = 0.5;
  CHECK(accessor.embed_sgd_param->adam->learning_rate == 0.002);
  CHECK(plainproto::parse_binary<fleet::TableAccessorParameter>(plainproto::serialize(accessor)) == accessor);
  plainproto::parse_text("embed_sgd_param { adagrad { initial_g2sum: 1 } }", accessor);
  CHECK_FALSE(accessor.embed_sgd_param->adam.has_value());
  CHECK(accessor.embed_sgd_param->adam->learning_rate == 0.001);
  CHECK(accessor.embed_sgd_param->adagrad->initial_g2sum == 1.0);
}

// Mode has no 0 value: a Mode field without a default reads the first value, COLLECTIVE (1).
TEST_CASE("paddle.fleet.Mode has no zero value") {
  constexpr const plainproto::enum_descriptor& mode = descriptor_of<fleet::Mode>();
  static_assert(mode.first_number() == 1);
  static_assert(mode.find(0) == nullptr);
  const plainproto::optional<fleet::Mode> without_default;
  CHECK(without_default == fleet::Mode::COLLECTIVE);
  const fleet::DistributedStrategy strategy;
  const field_descriptor& field = *descriptor_of<fleet::DistributedStrategy>().find_field("mode");
  CHECK(field.ops->get(field.storage_in(&strategy)).i == 1);
}

// The same, generically: every singular field of every built-in message, through its descriptor.
TEST_CASE("every singular field: set through the descriptor marks it present, clear restores the default") {
  for (const plainproto::package_descriptor& package : plainproto::schemas::packages()) {
    for (const message_descriptor* message : package.messages) {
      void* instance = message->create();
      const void* defaults = message->default_instance();
      for (const field_descriptor& field : *message) {
        if (field.is_repeated()) continue;
        INFO(message->full_name, ".", field.name);
        void* storage = field.storage_in(instance);
        const void* default_storage = field.storage_in(defaults);
        CHECK_FALSE(field.ops->has(storage));
        switch (field.kind()) {
          case plainproto::cpp_kind::message: field.ops->mutable_message(storage); break;
          case plainproto::cpp_kind::string: *field.ops->mutable_string(storage) = "changed"; break;
          case plainproto::cpp_kind::uint32:
          case plainproto::cpp_kind::uint64: field.ops->set(storage, plainproto::scalar::from_uint(7)); break;
          case plainproto::cpp_kind::float_:
          case plainproto::cpp_kind::double_: field.ops->set(storage, plainproto::scalar::from_double(0.25)); break;
          case plainproto::cpp_kind::bool_:
            field.ops->set(storage, plainproto::scalar::from_bool(!field.ops->get(storage).b));
            break;
          case plainproto::cpp_kind::enum_: {
            const plainproto::enum_descriptor& type = *field.enum_type();
            field.ops->set(storage, plainproto::scalar::from_int(type.values[type.value_count - 1].number));
            break;
          }
          default: field.ops->set(storage, plainproto::scalar::from_int(7)); break;
        }
        CHECK(field.ops->has(storage));
        CHECK_FALSE(plainproto::detail::field_values_equal(field, storage, default_storage));
        field.ops->clear(storage);
        CHECK_FALSE(field.ops->has(storage));
        CHECK(plainproto::detail::field_values_equal(field, storage, default_storage));
        switch (field.kind()) {
          case plainproto::cpp_kind::message: break;
          case plainproto::cpp_kind::string:
            CHECK(field.ops->get_string(storage) == field.ops->get_string(default_storage));
            break;
          case plainproto::cpp_kind::uint32:
          case plainproto::cpp_kind::uint64:
            CHECK(field.ops->get(storage).u == field.ops->get(default_storage).u);
            break;
          case plainproto::cpp_kind::float_:
          case plainproto::cpp_kind::double_:
            CHECK(field.ops->get(storage).d == field.ops->get(default_storage).d);
            break;
          case plainproto::cpp_kind::bool_:
            CHECK(field.ops->get(storage).b == field.ops->get(default_storage).b);
            break;
          default: CHECK(field.ops->get(storage).i == field.ops->get(default_storage).i); break;
        }
      }
      message->destroy(instance);
    }
  }
}

// ---- oneofs ------------------------------------------------------------------------------------------------------

TEST_CASE("protos.Optimizer: setting one oneof member clears the others; which() reports it") {
  using optimizer_case = ez::Optimizer::optimizer_case;
  ez::Optimizer optimizer;
  optimizer.optimizer.mutable_value<optimizer_case::adam_optimizer>().beta1 = 0.5f;
  CHECK(optimizer.optimizer.which() == optimizer_case::adam_optimizer);
  CHECK(optimizer.optimizer.has<optimizer_case::adam_optimizer>());
  CHECK(optimizer.optimizer.get<optimizer_case::adam_optimizer>().beta1 == 0.5f);

  ez::FtrlOptimizer ftrl;
  ftrl.l1_reg = 0.1f;
  optimizer.optimizer.set<optimizer_case::ftrl_optimizer>(ftrl);
  CHECK(optimizer.optimizer.which() == optimizer_case::ftrl_optimizer);
  CHECK_FALSE(optimizer.optimizer.has<optimizer_case::adam_optimizer>());
  CHECK(optimizer.optimizer.get<optimizer_case::adam_optimizer>().beta1 == 0.9f);
  CHECK(optimizer.optimizer.get<optimizer_case::ftrl_optimizer>().l1_reg == 0.1f);

  optimizer.optimizer.reset();
  CHECK(optimizer.optimizer.which() == optimizer_case::not_set);
  CHECK_FALSE(optimizer.optimizer.has_value());
}

TEST_CASE("protos.IncrementSaveConfig: oneof members through the descriptor") {
  using incr_update_case = ez::IncrementSaveConfig::incr_update_case;
  const message_descriptor& descriptor = descriptor_of<ez::IncrementSaveConfig>();
  REQUIRE(descriptor.oneof_count == 1);
  CHECK(descriptor.oneofs[0].name == "incr_update");
  CHECK(descriptor.oneofs[0].first_field == 5);
  CHECK(descriptor.oneofs[0].field_count == 3);
  const field_descriptor& kafka = *descriptor.find_field("kafka");
  const field_descriptor& fs = *descriptor.find_field("fs");
  CHECK(kafka.oneof_name == "incr_update");
  CHECK(fs.oneof_index == kafka.oneof_index);

  ez::IncrementSaveConfig config;
  static_cast<ez::IncrementSaveConfig::Kafka*>(kafka.ops->mutable_message(kafka.storage_in(&config)))->server =
      "b:9092";
  CHECK(config.incr_update.which() == incr_update_case::kafka);
  CHECK(kafka.ops->has(kafka.storage_in(&config)));
  CHECK_FALSE(fs.ops->has(fs.storage_in(&config)));

  fs.ops->mutable_message(fs.storage_in(&config));
  CHECK(config.incr_update.which() == incr_update_case::fs);
  CHECK_FALSE(kafka.ops->has(kafka.storage_in(&config)));
  CHECK(config.incr_update.get<incr_update_case::fs>().incr_save_dir == "incr_save");

  kafka.ops->clear(kafka.storage_in(&config));  // not the set member: no effect
  CHECK(config.incr_update.which() == incr_update_case::fs);
  fs.ops->clear(fs.storage_in(&config));
  CHECK(config.incr_update.which() == incr_update_case::not_set);
}

TEST_CASE("protos.LearningRate: the oneof holds one schedule at a time") {
  using learning_rate_case = ez::LearningRate::learning_rate_case;
  ez::LearningRate rate;
  rate.learning_rate.mutable_value<learning_rate_case::constant_learning_rate>().learning_rate = 0.01f;
  rate.learning_rate.mutable_value<learning_rate_case::cosine_decay_learning_rate>();
  CHECK(rate.learning_rate.which() == learning_rate_case::cosine_decay_learning_rate);
  CHECK(rate.learning_rate.get<learning_rate_case::constant_learning_rate>().learning_rate == 0.002f);
  CHECK(rate.learning_rate.get<learning_rate_case::cosine_decay_learning_rate>().warmup_steps == 10000u);
}

// ---- required fields ---------------------------------------------------------------------------------------------

TEST_CASE("missing required fields are listed by path, recursively and through repeated fields") {
  using incr_update_case = ez::IncrementSaveConfig::incr_update_case;
  using optimizer_case = ez::Optimizer::optimizer_case;
  using learning_rate_case = ez::LearningRate::learning_rate_case;
  ez::TrainConfig config;
  CHECK(plainproto::missing_required_fields(config).empty());
  CHECK(plainproto::is_initialized(config));

  ez::IncrementSaveConfig::Kafka& kafka =
      config.incr_save_config.mutable_value().incr_update.mutable_value<incr_update_case::kafka>();
  CHECK(plainproto::missing_required_fields(config) == std::vector<std::string>{"incr_save_config.kafka.server",
                                                                                "incr_save_config.kafka.topic",
                                                                                "incr_save_config.kafka.consumer"});
  CHECK_FALSE(plainproto::is_initialized(config));
  kafka.server = "broker:9092";
  kafka.topic = "updates";
  kafka.consumer.mutable_value();
  CHECK(plainproto::is_initialized(config));

  config.optimizer_config.emplace_back().optimizer.mutable_value<optimizer_case::adam_optimizer>();
  config.optimizer_config.emplace_back()
      .optimizer.mutable_value<optimizer_case::ftrl_optimizer>()
      .learning_rate.mutable_value()
      .learning_rate.mutable_value<learning_rate_case::poly_decay_learning_rate>()
      .power = 1.0f;
  CHECK(plainproto::missing_required_fields(config) ==
        std::vector<std::string>{
            "optimizer_config[1].ftrl_optimizer.learning_rate.poly_decay_learning_rate.learning_rate_base",
            "optimizer_config[1].ftrl_optimizer.learning_rate.poly_decay_learning_rate.total_steps"});

  ez::IncrementSaveConfig datahub_config;
  datahub_config.incr_update.mutable_value<incr_update_case::datahub>().region = "cn-hangzhou";
  CHECK(plainproto::missing_required_fields(datahub_config) ==
        std::vector<std::string>{"datahub.akId", "datahub.akSecret", "datahub.project", "datahub.topic",
                                 "datahub.consumer"});
}

// ---- equality and clear() ----------------------------------------------------------------------------------------

TEST_CASE("== compares presence, values, repeated order and the oneof case") {
  using optimizer_case = ez::Optimizer::optimizer_case;
  ez::TrainConfig a;
  ez::TrainConfig b;
  CHECK(a == b);
  b.num_steps = 0u;
  CHECK(a != b);
  a.num_steps = 0u;
  CHECK(a == b);

  a.optimizer_config.emplace_back();
  CHECK(a != b);
  b.optimizer_config.emplace_back();
  CHECK(a == b);
  a.optimizer_config[0].optimizer.mutable_value<optimizer_case::adam_optimizer>();
  b.optimizer_config[0].optimizer.mutable_value<optimizer_case::lazy_adam_optimizer>();
  CHECK(a != b);
  b.optimizer_config[0].optimizer.mutable_value<optimizer_case::adam_optimizer>();
  CHECK(a == b);
  b.optimizer_config[0].optimizer.mutable_value<optimizer_case::adam_optimizer>().beta2 = 0.99f;
  CHECK(a != b);
  b = a;
  CHECK(a == b);

  a.freeze_gradient = {"x", "y"};
  b.freeze_gradient = {"y", "x"};
  CHECK(a != b);

  fleet::TableParameter table;
  table.sparse_table_cache_rate = std::nan("");
  const fleet::TableParameter copy = table;
  CHECK(copy == table);

  // sub-messages (compared through their descriptors): presence, lists of them, oneof members holding them
  ez::TrainConfig c;
  ez::TrainConfig d;
  c.incr_save_config.mutable_value();
  CHECK(c != d);
  CHECK(d != c);
  d.incr_save_config.mutable_value();
  CHECK(c == d);
  c.incr_save_config.mutable_value().incr_update.mutable_value<ez::IncrementSaveConfig::incr_update_case::fs>();
  CHECK(c != d);
  d.incr_save_config.mutable_value().incr_update.mutable_value<ez::IncrementSaveConfig::incr_update_case::kafka>();
  CHECK(c != d);
  d.incr_save_config.mutable_value().incr_update.mutable_value<ez::IncrementSaveConfig::incr_update_case::fs>();
  CHECK(c == d);
  c.optimizer_config.resize(3);
  d.optimizer_config.resize(2);
  CHECK(c != d);
  d.optimizer_config.resize(3);
  CHECK(c == d);
  d.optimizer_config[2].use_moving_average = false;
  CHECK(c != d);
  fleet::DistributedStrategy e;
  fleet::DistributedStrategy f;
  e.hybrid_configs.mutable_value().mp_configs.mutable_value().sync_mode = "all_reduce";
  CHECK(e != f);
  f.hybrid_configs.mutable_value().mp_configs.mutable_value().sync_mode = "all_reduce";
  CHECK(e == f);
  e.downpour_table_param.emplace_back().accessor.mutable_value().fea_dim = 3u;
  f.downpour_table_param.emplace_back().accessor.mutable_value().fea_dim = 4u;
  CHECK(e != f);
  f.downpour_table_param[0].accessor.mutable_value().fea_dim = 3u;
  CHECK(e == f);
}

TEST_CASE("clear() restores every default and clears all presence") {
  fleet::DistributedStrategy strategy;
  strategy.mode = fleet::Mode::PS;
  strategy.auto_ = true;
  strategy.amp_configs.mutable_value().init_loss_scaling = 1.0f;
  strategy.downpour_table_param.emplace_back().table_name = "t";
  strategy.hybrid_configs.mutable_value().mp_configs.mutable_value().sync_mode = "all_reduce";
  CHECK(strategy != fleet::DistributedStrategy{});

  strategy.clear();
  CHECK(strategy == fleet::DistributedStrategy{});
  CHECK(strategy.mode == fleet::Mode::COLLECTIVE);
  CHECK_FALSE(strategy.auto_.has_value());
  CHECK(strategy.amp_configs->init_loss_scaling == 32768.0f);
  CHECK(strategy.downpour_table_param.empty());
  CHECK(strategy.hybrid_configs->mp_configs->sync_mode == "broadcast");

  ez::TrainConfig train;
  train.keep_checkpoint_max = 3u;
  const message_descriptor& descriptor = descriptor_of<ez::TrainConfig>();
  descriptor.clear(&train);
  CHECK(train == *static_cast<const ez::TrainConfig*>(descriptor.default_instance()));
  CHECK(train.keep_checkpoint_max == 10u);
}

// ---- descriptors ---------------------------------------------------------------------------------------------------

struct package_counts {
  std::size_t messages = 0;
  std::size_t fields = 0;
  std::size_t oneofs = 0;
  std::size_t required = 0;
  std::size_t enums = 0;
};

constexpr package_counts count(const plainproto::package_descriptor& package) {
  package_counts counts;
  counts.messages = package.messages.size();
  counts.enums = package.enums.size();
  for (const message_descriptor* message : package.messages) {
    counts.fields += message->field_count;
    counts.oneofs += message->oneof_count;
    for (const field_descriptor& field : *message)
      if (field.is_required()) ++counts.required;
  }
  return counts;
}

constexpr const plainproto::package_descriptor& easyrec = plainproto::schemas::packages()[0];
constexpr const plainproto::package_descriptor& paddle = plainproto::schemas::packages()[1];
static_assert(easyrec.name == "protos");
static_assert(count(easyrec).messages == 26);
static_assert(count(easyrec).fields == 132);
static_assert(count(easyrec).oneofs == 3);
static_assert(count(easyrec).required == 15);
static_assert(count(easyrec).enums == 1);
static_assert(paddle.name == "paddle.fleet");
static_assert(count(paddle).messages == 45);
static_assert(count(paddle).fields == 331);
static_assert(count(paddle).oneofs == 0);
static_assert(count(paddle).required == 0);
static_assert(count(paddle).enums == 2);

TEST_CASE("descriptors: names, numbers, labels, types") {
  constexpr const message_descriptor& train = descriptor_of<ez::TrainConfig>();
  static_assert(train.full_name == "protos.TrainConfig");
  static_assert(train.find_field("sparse_accumulator_type")->number == 901);
  static_assert(train.find_field(20)->type == plainproto::field_type::enum_);
  CHECK(train.find_field("train_distribute")->enum_type() == &descriptor_of<ez::DistributionStrategy>());
  CHECK(train.find_field("incr_save_config")->message_type() == &descriptor_of<ez::IncrementSaveConfig>());
  CHECK(train.find_field("optimizer_config")->label == plainproto::field_label::repeated);
  CHECK(train.find_field("freeze_gradient")->type == plainproto::field_type::string);

  std::vector<std::int32_t> numbers;
  for (std::size_t i = 0; i < train.field_count; ++i) numbers.push_back(train.field_by_number_order(i).number);
  CHECK(numbers == std::vector<std::int32_t>{1,  2,  5,  6,  8,  9,  10, 16, 17, 18,  19,  20,  21, 23,
                                             25, 26, 27, 28, 29, 30, 31, 32, 33, 141, 142, 143, 901});

  constexpr const message_descriptor& poly = descriptor_of<ez::PolyDecayLearningRate>();
  static_assert(poly.find_field("total_steps")->label == plainproto::field_label::required);
  static_assert(poly.find_field("total_steps")->type == plainproto::field_type::int64);
  static_assert(poly.find_field("end_learning_rate")->label == plainproto::field_label::optional);

  constexpr const message_descriptor& consumer = descriptor_of<ez::IncrementSaveConfig::Kafka::Consumer>();
  static_assert(consumer.full_name == "protos.IncrementSaveConfig.Kafka.Consumer");
  static_assert(consumer.name() == "Consumer");
}

TEST_CASE("paddle.fleet.DistributedStrategy: C++ member auto_ is the proto field auto") {
  constexpr const message_descriptor& strategy = descriptor_of<fleet::DistributedStrategy>();
  static_assert(strategy.find_field("auto")->number == 11);
  static_assert(strategy.find_field("auto_") == nullptr);
  static_assert(strategy.find_field(11)->name == "auto");
  static_assert(strategy.field_count == 61);
  fleet::DistributedStrategy value;
  const field_descriptor& field = *strategy.find_field("auto");
  field.ops->set(field.storage_in(&value), plainproto::scalar::from_bool(true));
  CHECK(value.auto_ == true);
}

// ---- registry ------------------------------------------------------------------------------------------------------

static_assert(plainproto::schemas::find_message("protos.TrainConfig") == &descriptor_of<ez::TrainConfig>());
static_assert(plainproto::schemas::find_enum("paddle.fleet.Mode") == &descriptor_of<fleet::Mode>());

TEST_CASE("registry: lookups by full name") {
  namespace schemas = plainproto::schemas;
  CHECK(schemas::find_message("protos.IncrementSaveConfig.Kafka.Consumer") ==
        &descriptor_of<ez::IncrementSaveConfig::Kafka::Consumer>());
  CHECK(schemas::find_message("protos.IncrementSaveConfig.Datahub.Consumer") ==
        &descriptor_of<ez::IncrementSaveConfig::Datahub::Consumer>());
  CHECK(schemas::find_message("paddle.fleet.NCCLConfig") == &descriptor_of<fleet::NCCLConfig>());
  CHECK(schemas::find_message("TrainConfig") == nullptr);
  CHECK(schemas::find_message("protos.Nope") == nullptr);
  CHECK(schemas::find_message("paddle.fleet.Mode") == nullptr);
  CHECK(schemas::find_enum("protos.DistributionStrategy") == &descriptor_of<ez::DistributionStrategy>());
  CHECK(schemas::find_enum("paddle.fleet.TableType") == &descriptor_of<fleet::TableType>());
  CHECK(schemas::find_enum("paddle.fleet.NCCLConfig") == nullptr);
  CHECK(plainproto::find_package(schemas::packages(), "paddle.fleet") == &schemas::packages()[1]);
  CHECK(plainproto::find_package(schemas::packages(), "paddle") == nullptr);
  CHECK(plainproto::find_package_declaring(schemas::packages(), "protos.IncrementSaveConfig.File")->name == "protos");
  CHECK(plainproto::find_package_declaring(schemas::packages(), "paddle.fleet.TableType")->name == "paddle.fleet");
  CHECK(plainproto::find_package_declaring(schemas::packages(), "paddle.Nope") == nullptr);
}

TEST_CASE("registry: all_message_names lists every message once, in declaration order") {
  const std::vector<std::string_view> names = plainproto::schemas::all_message_names();
  REQUIRE(names.size() == 71);
  CHECK(names[0] == "protos.Optimizer");
  CHECK(names[15] == "protos.ManualStepLearningRate.LearningRateSchedule");
  CHECK(names[25] == "protos.TrainConfig");
  CHECK(names[26] == "paddle.fleet.RefinedOpsPattern");
  CHECK(names[70] == "paddle.fleet.DefaultCommGroupConfig");
  CHECK(std::set<std::string_view>(names.begin(), names.end()).size() == names.size());
  for (const std::string_view name : names) CHECK(plainproto::schemas::find_message(name)->full_name == name);
}

TEST_CASE("registry: every message and enum a field uses is registered") {
  for (const plainproto::package_descriptor& package : plainproto::schemas::packages())
    for (const message_descriptor* message : package.messages)
      for (const field_descriptor& field : *message) {
        INFO(message->full_name, ".", field.name);
        if (field.type == plainproto::field_type::message)
          CHECK(plainproto::schemas::find_message(field.message_type()->full_name) == field.message_type());
        if (field.type == plainproto::field_type::enum_)
          CHECK(plainproto::schemas::find_enum(field.enum_type()->full_name) == field.enum_type());
      }
}

TEST_CASE("registry: the lookups work on a user's own list of packages") {
  static constexpr const message_descriptor* optimizers[] = {&descriptor_of<ez::AdamOptimizer>()};
  static constexpr plainproto::package_descriptor mine[] = {{"protos", optimizers, {}}};
  static_assert(plainproto::find_message(mine, "protos.AdamOptimizer") == optimizers[0]);
  CHECK(plainproto::find_message(mine, "protos.TrainConfig") == nullptr);
  CHECK(plainproto::find_enum(mine, "protos.DistributionStrategy") == nullptr);
  const std::vector<plainproto::package_descriptor> as_vector(std::begin(mine), std::end(mine));
  CHECK(plainproto::find_message(as_vector, "protos.AdamOptimizer") == optimizers[0]);
}

}  // namespace
