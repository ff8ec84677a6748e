// plainproto: PaddlePaddle's paddle/fluid/framework/distributed_strategy.proto (PaddlePaddle/Paddle 818162fb),
// package `paddle.fleet`.
//
// C++ needs a struct complete before it is held as a member, so each struct follows the ones it holds
// (NCCLConfig, declared last in the .proto, comes before MpConfig); fields keep their .proto declaration order.
//
// Singular sub-messages are boxed (allocated when first set, as libprotobuf allocates them), except a table's: a
// strategy sets a few of its sub-messages, and held by value they made a DistributedStrategy 7.8 KB, built and
// destroyed whole with each message; a parameter-server job holds thousands of tables, each setting most of its
// accessor, where an allocation per sub-message cost more than it saved. Within a table, an SGDParameter's
// `naive` and `adam` rules are boxed and its `adagrad` is not: adagrad is Paddle's default sparse rule (three of
// its six rule names use it), and the two others by value made a TableParameter 1,376 bytes, past the 1,032 that
// glibc's per-thread cache serves (976 now).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../../core.hpp"

namespace plainproto {
namespace paddle {
namespace fleet {

// The comment that opens distributed_strategy.proto; the exported .proto opens with it too.
inline constexpr std::string_view distributed_strategy_proto_doc =
    "Copyright (c) 2020 PaddlePaddle Authors. All Rights Reserved.\n"
    "Copyright (c) 2021 NVIDIA Corporation. All rights reserved.\n"
    "\n"
    "Licensed under the Apache License, Version 2.0 (the \"License\");\n"
    "you may not use this file except in compliance with the License.\n"
    "You may obtain a copy of the License at\n"
    "\n"
    "    http://www.apache.org/licenses/LICENSE-2.0\n"
    "\n"
    "Unless required by applicable law or agreed to in writing, software\n"
    "distributed under the License is distributed on an \"AS IS\" BASIS,\n"
    "WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.\n"
    "See the License for the specific language governing permissions and\n"
    "limitations under the License.";

PLAINPROTO_ENUM(Mode, "paddle.fleet.Mode",
                (COLLECTIVE, 1),
                (PS, 2),
                (PIPELINE, 3),
                (HETER, 4, "support XPU and GPU computing server"));

struct RefinedOpsPattern : plainproto::message<RefinedOpsPattern> {
  PLAINPROTO_REPEATED(1, std::string, main_ops);
  PLAINPROTO_OPTIONAL(2, std::int32_t, num) = 0;
  PLAINPROTO_REPEATED(3, std::string, pre_ops);
  PLAINPROTO_REPEATED(4, std::string, suf_ops);
};
PLAINPROTO_MESSAGE(RefinedOpsPattern, "paddle.fleet.RefinedOpsPattern", main_ops, num, pre_ops, suf_ops);

struct RecomputeConfig : plainproto::message<RecomputeConfig> {
  PLAINPROTO_REPEATED(1, std::string, checkpoints);
  PLAINPROTO_OPTIONAL(2, bool, enable_offload) = false;
  PLAINPROTO_REPEATED(3, std::int32_t, checkpoint_shape);
  PLAINPROTO_OPTIONAL(4, bool, enable_tuning, "incubate for auto parallel") = false;
  PLAINPROTO_REPEATED(5, RefinedOpsPattern, refined_ops_patterns);
};
PLAINPROTO_MESSAGE(RecomputeConfig, "paddle.fleet.RecomputeConfig",
                   checkpoints, enable_offload, checkpoint_shape, enable_tuning, refined_ops_patterns);

struct ShardingConfig : plainproto::message<ShardingConfig> {
  PLAINPROTO_OPTIONAL(1, std::string, sharding_segment_strategy) = "segment_broadcast_MB";
  PLAINPROTO_OPTIONAL(2, float, segment_broadcast_MB) = 32.0f;
  PLAINPROTO_REPEATED(3, std::string, segment_anchors);
  PLAINPROTO_OPTIONAL(4, std::int32_t, sharding_degree) = 8;
  PLAINPROTO_OPTIONAL(5, std::int32_t, mp_degree) = 1;
  PLAINPROTO_OPTIONAL(6, std::int32_t, dp_degree) = 1;
  PLAINPROTO_OPTIONAL(7, bool, hybrid_dp) = false;
  PLAINPROTO_OPTIONAL(8, std::int32_t, gradient_merge_acc_step) = 1;
  PLAINPROTO_OPTIONAL(9, bool, optimize_offload) = false;
  PLAINPROTO_OPTIONAL(10, bool, pp_allreduce_in_optimize) = false;
  PLAINPROTO_OPTIONAL(11, std::int32_t, pp_degree) = 1;
  PLAINPROTO_OPTIONAL(12, bool, optimize_cast) = false;
  PLAINPROTO_OPTIONAL(13, bool, _dp_as_optimizer_sharding,
                      "Optimizer sharding. Temporary plans and may be deprecated") = false;
  PLAINPROTO_OPTIONAL(14, std::int32_t, stage) = 1;
  PLAINPROTO_OPTIONAL(15, bool, enable_tuning, "incubate for auto parallel") = false;
  PLAINPROTO_OPTIONAL(16, bool, use_calc_stream) = false;
};
PLAINPROTO_MESSAGE(ShardingConfig, "paddle.fleet.ShardingConfig",
                   sharding_segment_strategy, segment_broadcast_MB, segment_anchors, sharding_degree, mp_degree,
                   dp_degree, hybrid_dp, gradient_merge_acc_step, optimize_offload, pp_allreduce_in_optimize, pp_degree,
                   optimize_cast, _dp_as_optimizer_sharding, stage, enable_tuning, use_calc_stream);

struct NCCLConfig : plainproto::message<NCCLConfig> {
  PLAINPROTO_OPTIONAL(1, std::string, commName);
  PLAINPROTO_OPTIONAL(2, std::int32_t, ll_buffsize);
  PLAINPROTO_OPTIONAL(3, std::int32_t, ll128_buffsize);
  PLAINPROTO_OPTIONAL(4, std::int32_t, simple_buffsize);
  PLAINPROTO_OPTIONAL(5, std::int32_t, buffsize_align);
  PLAINPROTO_OPTIONAL(6, std::int32_t, nchannels);
  PLAINPROTO_OPTIONAL(7, std::string, algoStr);
  PLAINPROTO_OPTIONAL(8, std::string, protoStr);
  PLAINPROTO_OPTIONAL(9, std::int32_t, cta_policy,
                      "NCCL_CTA_POLICY_DEFAULT(0) / _EFFICIENCY(1) / _ZERO(2). _ZERO selects the\n"
                      "zero-SM communication path and only takes effect for registered buffers.");
};
PLAINPROTO_MESSAGE(NCCLConfig, "paddle.fleet.NCCLConfig",
                   commName, ll_buffsize, ll128_buffsize, simple_buffsize, buffsize_align, nchannels, algoStr, protoStr,
                   cta_policy);

struct MpConfig : plainproto::message<MpConfig> {
  PLAINPROTO_MESSAGE_DOC("for dygraph");
  PLAINPROTO_OPTIONAL(1, bool, sync_param) = true;
  PLAINPROTO_OPTIONAL(2, bool, sync_grad) = false;
  PLAINPROTO_OPTIONAL(3, bool, sync_moment) = false;
  PLAINPROTO_OPTIONAL(4, std::string, sync_mode) = "broadcast";
  PLAINPROTO_OPTIONAL(5, bool, mp_async_allreduce,
                      "Support all_reduce(dx) overlap with matmul(dw) in ColumnParallelLinear") = false;
  PLAINPROTO_OPTIONAL(6, bool, mp_skip_c_identity,
                      "Support skip c_identity in ColumnParallelLinear and RowParallelLinear. Only works when mp_async_allreduce is true.") = false;
  PLAINPROTO_OPTIONAL(7, bool, mp_fused_linear_param_grad_add,
                      "Support fused_linear_param_grad_add in ColumnParallelLinear. Only works when mp_async_allreduce is true.") = false;
  PLAINPROTO_OPTIONAL(8, bool, need_broadcast_data, "Broadcast mp input data") = true;
  PLAINPROTO_OPTIONAL(9, bool, recompute_allgather,
                      "Recompute AllGather in forward of ColumnSequenceParallelLinear to reduce the memory usage.") = false;
  PLAINPROTO_OPTIONAL(10, bool, sp_async_reduce_scatter) = false;
  PLAINPROTO_OPTIONAL(11, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(MpConfig, "paddle.fleet.MpConfig",
                   sync_param, sync_grad, sync_moment, sync_mode, mp_async_allreduce, mp_skip_c_identity,
                   mp_fused_linear_param_grad_add, need_broadcast_data, recompute_allgather, sp_async_reduce_scatter,
                   nccl_config);

struct PpConfig : plainproto::message<PpConfig> {
  PLAINPROTO_OPTIONAL(1, bool, dp_comm_overlap) = false;
  PLAINPROTO_OPTIONAL(2, bool, delay_scale_loss) = false;
  PLAINPROTO_OPTIONAL(3, bool, enable_timer) = false;
  PLAINPROTO_OPTIONAL(4, bool, sharding_comm_overlap) = false;
  PLAINPROTO_OPTIONAL(5, bool, profiling) = false;
  PLAINPROTO_OPTIONAL(6, bool, release_gradients) = false;
  PLAINPROTO_OPTIONAL(7, bool, overlap_p2p_comm) = false;
  PLAINPROTO_OPTIONAL(8, bool, clear_every_step_cache) = false;
  PLAINPROTO_OPTIONAL(9, bool, use_batch_p2p_comm) = true;
  PLAINPROTO_OPTIONAL(10, bool, best_unbalanced_scheduler) = false;
  PLAINPROTO_OPTIONAL(11, bool, enable_offload_queue) = false;
  PLAINPROTO_OPTIONAL(12, bool, enable_dynamic_shape) = false;
  PLAINPROTO_OPTIONAL(13, bool, use_dualpipev) = false;
  PLAINPROTO_OPTIONAL(14, bool, forward_backward_overlap_scheduler) = false;
  PLAINPROTO_OPTIONAL(15, plainproto::boxed<NCCLConfig>, coll_nccl_config);
  PLAINPROTO_OPTIONAL(16, plainproto::boxed<NCCLConfig>, p2p_nccl_config);
  PLAINPROTO_OPTIONAL(17, plainproto::boxed<NCCLConfig>, shared_nccl_config);
  PLAINPROTO_OPTIONAL(18, bool, sync_param) = false;
  PLAINPROTO_OPTIONAL(19, bool, sync_moment) = false;
  PLAINPROTO_OPTIONAL(20, std::string, sync_mode) = "broadcast";
};
PLAINPROTO_MESSAGE(PpConfig, "paddle.fleet.PpConfig",
                   dp_comm_overlap, delay_scale_loss, enable_timer, sharding_comm_overlap, profiling, release_gradients,
                   overlap_p2p_comm, clear_every_step_cache, use_batch_p2p_comm, best_unbalanced_scheduler,
                   enable_offload_queue, enable_dynamic_shape, use_dualpipev, forward_backward_overlap_scheduler,
                   coll_nccl_config, p2p_nccl_config, shared_nccl_config, sync_param, sync_moment, sync_mode);

struct DygraphShardingConfig : plainproto::message<DygraphShardingConfig> {
  PLAINPROTO_OPTIONAL(1, bool, tensor_fusion) = false;
  PLAINPROTO_OPTIONAL(2, std::int32_t, accumulate_steps) = 1;
  PLAINPROTO_OPTIONAL(3, bool, comm_overlap) = false;
  PLAINPROTO_OPTIONAL(4, bool, split_param) = false;
  PLAINPROTO_OPTIONAL(5, bool, fuse_optimizer) = true;
  PLAINPROTO_OPTIONAL(6, bool, use_reduce_avg) = true;
  PLAINPROTO_OPTIONAL(7, std::int32_t, comm_buffer_size_MB) = 256;
  PLAINPROTO_OPTIONAL(8, bool, release_gradients) = false;
  PLAINPROTO_OPTIONAL(9, bool, free_grads_in_comm) = false;
  PLAINPROTO_OPTIONAL(10, bool, enable_fuse_optimizer_states) = false;
  PLAINPROTO_OPTIONAL(11, plainproto::boxed<NCCLConfig>, nccl_config);
  PLAINPROTO_OPTIONAL(12, plainproto::boxed<NCCLConfig>, check_nccl_config);
  PLAINPROTO_OPTIONAL(13, std::int32_t, offload_opt_buffer_size) = -1;
  PLAINPROTO_OPTIONAL(14, bool, comm_group_call_opt) = false;
};
PLAINPROTO_MESSAGE(DygraphShardingConfig, "paddle.fleet.DygraphShardingConfig",
                   tensor_fusion, accumulate_steps, comm_overlap, split_param, fuse_optimizer, use_reduce_avg,
                   comm_buffer_size_MB, release_gradients, free_grads_in_comm, enable_fuse_optimizer_states,
                   nccl_config, check_nccl_config, offload_opt_buffer_size, comm_group_call_opt);

struct DpConfig : plainproto::message<DpConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
  PLAINPROTO_OPTIONAL(2, plainproto::boxed<NCCLConfig>, check_nccl_config);
};
PLAINPROTO_MESSAGE(DpConfig, "paddle.fleet.DpConfig", nccl_config, check_nccl_config);

struct SepConfig : plainproto::message<SepConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(SepConfig, "paddle.fleet.SepConfig", nccl_config);

struct DpSepConfig : plainproto::message<DpSepConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(DpSepConfig, "paddle.fleet.DpSepConfig", nccl_config);

struct PpTpConfig : plainproto::message<PpTpConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(PpTpConfig, "paddle.fleet.PpTpConfig", nccl_config);

struct EpConfig : plainproto::message<EpConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
  PLAINPROTO_OPTIONAL(2, plainproto::boxed<NCCLConfig>, grad_nccl_config);
};
PLAINPROTO_MESSAGE(EpConfig, "paddle.fleet.EpConfig", nccl_config, grad_nccl_config);

struct MoeShardingConfig : plainproto::message<MoeShardingConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
  PLAINPROTO_OPTIONAL(2, plainproto::boxed<NCCLConfig>, check_nccl_config);
};
PLAINPROTO_MESSAGE(MoeShardingConfig, "paddle.fleet.MoeShardingConfig", nccl_config, check_nccl_config);

struct DefaultCommGroupConfig : plainproto::message<DefaultCommGroupConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(DefaultCommGroupConfig, "paddle.fleet.DefaultCommGroupConfig", nccl_config);

struct CpConfig : plainproto::message<CpConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(CpConfig, "paddle.fleet.CpConfig", nccl_config);

struct CpShardingConfig : plainproto::message<CpShardingConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(CpShardingConfig, "paddle.fleet.CpShardingConfig", nccl_config);

struct DpCpConfig : plainproto::message<DpCpConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(DpCpConfig, "paddle.fleet.DpCpConfig", nccl_config);

struct CpMpConfig : plainproto::message<CpMpConfig> {
  PLAINPROTO_OPTIONAL(1, plainproto::boxed<NCCLConfig>, nccl_config);
};
PLAINPROTO_MESSAGE(CpMpConfig, "paddle.fleet.CpMpConfig", nccl_config);

struct HybridConfig : plainproto::message<HybridConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, dp_degree) = -1;
  PLAINPROTO_OPTIONAL(2, std::int32_t, mp_degree) = 1;
  PLAINPROTO_OPTIONAL(3, std::int32_t, pp_degree) = 1;
  PLAINPROTO_OPTIONAL(4, std::int32_t, sharding_degree) = 1;
  PLAINPROTO_OPTIONAL(5, std::int32_t, sep_degree) = 1;
  PLAINPROTO_OPTIONAL(6, plainproto::boxed<MpConfig>, mp_configs);
  PLAINPROTO_OPTIONAL(7, plainproto::boxed<PpConfig>, pp_configs);
  PLAINPROTO_OPTIONAL(8, plainproto::boxed<DygraphShardingConfig>, sharding_configs);
  PLAINPROTO_OPTIONAL(9, bool, enable_optimizer_timer) = false;
  PLAINPROTO_OPTIONAL(10, bool, split_norm_comm) = false;
  PLAINPROTO_OPTIONAL(11, std::int32_t, ep_degree) = 1;
  PLAINPROTO_OPTIONAL(12, std::int32_t, moe_sharding_degree) = 1;
  PLAINPROTO_OPTIONAL(13, plainproto::boxed<DpConfig>, dp_configs);
  PLAINPROTO_OPTIONAL(14, plainproto::boxed<SepConfig>, sep_configs);
  PLAINPROTO_OPTIONAL(15, plainproto::boxed<DpSepConfig>, dp_sep_configs);
  PLAINPROTO_OPTIONAL(16, plainproto::boxed<PpTpConfig>, pp_tp_configs);
  PLAINPROTO_OPTIONAL(17, plainproto::boxed<EpConfig>, ep_configs);
  PLAINPROTO_OPTIONAL(18, plainproto::boxed<MoeShardingConfig>, moe_sharding_configs);
  PLAINPROTO_OPTIONAL(19, plainproto::boxed<DefaultCommGroupConfig>, default_comm_group_configs);
  PLAINPROTO_OPTIONAL(20, std::int32_t, cp_degree) = 1;
  PLAINPROTO_OPTIONAL(21, std::int32_t, cp_sharding_degree) = 1;
  PLAINPROTO_OPTIONAL(22, plainproto::boxed<CpConfig>, cp_configs);
  PLAINPROTO_OPTIONAL(23, plainproto::boxed<CpShardingConfig>, cp_sharding_configs);
  PLAINPROTO_OPTIONAL(24, plainproto::boxed<DpCpConfig>, dp_cp_configs);
  PLAINPROTO_OPTIONAL(25, plainproto::boxed<CpMpConfig>, cp_mp_configs);
};
PLAINPROTO_MESSAGE(HybridConfig, "paddle.fleet.HybridConfig",
                   dp_degree, mp_degree, pp_degree, sharding_degree, sep_degree, mp_configs, pp_configs,
                   sharding_configs, enable_optimizer_timer, split_norm_comm, ep_degree, moe_sharding_degree,
                   dp_configs, sep_configs, dp_sep_configs, pp_tp_configs, ep_configs, moe_sharding_configs,
                   default_comm_group_configs, cp_degree, cp_sharding_degree, cp_configs, cp_sharding_configs,
                   dp_cp_configs, cp_mp_configs);

struct AMPConfig : plainproto::message<AMPConfig> {
  PLAINPROTO_OPTIONAL(1, float, init_loss_scaling) = 32768.0f;
  PLAINPROTO_OPTIONAL(2, std::int32_t, incr_every_n_steps) = 1000;
  PLAINPROTO_OPTIONAL(3, std::int32_t, decr_every_n_nan_or_inf) = 2;
  PLAINPROTO_OPTIONAL(4, float, incr_ratio) = 2.0f;
  PLAINPROTO_OPTIONAL(5, float, decr_ratio) = 0.8f;
  PLAINPROTO_OPTIONAL(6, bool, use_dynamic_loss_scaling) = true;
  PLAINPROTO_REPEATED(7, std::string, custom_white_list);
  PLAINPROTO_REPEATED(8, std::string, custom_black_list);
  PLAINPROTO_REPEATED(9, std::string, custom_black_varnames);
  PLAINPROTO_OPTIONAL(10, bool, use_pure_fp16) = false;
  PLAINPROTO_OPTIONAL(11, bool, use_fp16_guard) = true;
  PLAINPROTO_OPTIONAL(12, bool, use_optimizer_fp16, "auto parallel effective only") = false;
  PLAINPROTO_OPTIONAL(13, bool, use_pure_bf16) = false;
};
PLAINPROTO_MESSAGE(AMPConfig, "paddle.fleet.AMPConfig",
                   init_loss_scaling, incr_every_n_steps, decr_every_n_nan_or_inf, incr_ratio, decr_ratio,
                   use_dynamic_loss_scaling, custom_white_list, custom_black_list, custom_black_varnames, use_pure_fp16,
                   use_fp16_guard, use_optimizer_fp16, use_pure_bf16);

struct LocalSGDConfig : plainproto::message<LocalSGDConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, k_steps) = 1;
  PLAINPROTO_OPTIONAL(2, std::int32_t, begin_step) = 1;
};
PLAINPROTO_MESSAGE(LocalSGDConfig, "paddle.fleet.LocalSGDConfig", k_steps, begin_step);

struct AdaptiveLocalSGDConfig : plainproto::message<AdaptiveLocalSGDConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, init_k_steps) = 1;
  PLAINPROTO_OPTIONAL(2, std::int32_t, begin_step) = 1;
};
PLAINPROTO_MESSAGE(AdaptiveLocalSGDConfig, "paddle.fleet.AdaptiveLocalSGDConfig", init_k_steps, begin_step);

struct GradientMergeConfig : plainproto::message<GradientMergeConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, k_steps) = 1;
  PLAINPROTO_OPTIONAL(2, bool, avg) = true;
};
PLAINPROTO_MESSAGE(GradientMergeConfig, "paddle.fleet.GradientMergeConfig", k_steps, avg);

struct DGCConfig : plainproto::message<DGCConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, rampup_begin_step) = 0;
  PLAINPROTO_OPTIONAL(2, std::int32_t, rampup_step) = 1;
  PLAINPROTO_REPEATED(3, float, sparsity);
};
PLAINPROTO_MESSAGE(DGCConfig, "paddle.fleet.DGCConfig", rampup_begin_step, rampup_step, sparsity);

struct LarsConfig : plainproto::message<LarsConfig> {
  PLAINPROTO_OPTIONAL(1, float, lars_coeff) = 0.001f;
  PLAINPROTO_OPTIONAL(2, float, lars_weight_decay) = 0.0005f;
  PLAINPROTO_OPTIONAL(3, float, epsilon) = 0.0f;
  PLAINPROTO_REPEATED(4, std::string, exclude_from_weight_decay);
};
PLAINPROTO_MESSAGE(LarsConfig, "paddle.fleet.LarsConfig",
                   lars_coeff, lars_weight_decay, epsilon, exclude_from_weight_decay);

struct LambConfig : plainproto::message<LambConfig> {
  PLAINPROTO_OPTIONAL(1, float, lamb_weight_decay) = 0.01f;
  PLAINPROTO_REPEATED(2, std::string, exclude_from_weight_decay);
};
PLAINPROTO_MESSAGE(LambConfig, "paddle.fleet.LambConfig", lamb_weight_decay, exclude_from_weight_decay);

struct BuildStrategy : plainproto::message<BuildStrategy> {
  PLAINPROTO_OPTIONAL(2, bool, fuse_elewise_add_act_ops) = false;
  PLAINPROTO_OPTIONAL(3, bool, fuse_bn_act_ops) = false;
  PLAINPROTO_OPTIONAL(4, bool, fuse_relu_depthwise_conv) = false;
  PLAINPROTO_OPTIONAL(5, bool, fuse_broadcast_ops) = false;
  PLAINPROTO_OPTIONAL(6, bool, fuse_all_optimizer_ops) = false;
  PLAINPROTO_OPTIONAL(7, bool, enable_inplace) = false;
  PLAINPROTO_OPTIONAL(8, bool, enable_backward_optimizer_op_deps) = true;
  PLAINPROTO_OPTIONAL(9, bool, cache_runtime_context) = false;
  PLAINPROTO_OPTIONAL(10, bool, fuse_bn_add_act_ops) = true;
  PLAINPROTO_OPTIONAL(11, bool, enable_auto_fusion) = false;
  PLAINPROTO_OPTIONAL(12, bool, enable_addto) = false;
  PLAINPROTO_OPTIONAL(14, bool, allow_cuda_graph_capture) = false;
  PLAINPROTO_OPTIONAL(15, std::int32_t, reduce_strategy) = 0;
  PLAINPROTO_OPTIONAL(16, bool, fuse_gemm_epilogue) = false;
  PLAINPROTO_OPTIONAL(17, std::string, debug_graphviz_path);
  PLAINPROTO_OPTIONAL(18, bool, fused_attention) = false;
  PLAINPROTO_OPTIONAL(19, bool, fused_feedforward) = false;
  PLAINPROTO_OPTIONAL(20, bool, fuse_dot_product_attention) = false;
  PLAINPROTO_OPTIONAL(21, bool, fuse_resunit) = false;
};
PLAINPROTO_MESSAGE(BuildStrategy, "paddle.fleet.BuildStrategy",
                   fuse_elewise_add_act_ops, fuse_bn_act_ops, fuse_relu_depthwise_conv, fuse_broadcast_ops,
                   fuse_all_optimizer_ops, enable_inplace, enable_backward_optimizer_op_deps, cache_runtime_context,
                   fuse_bn_add_act_ops, enable_auto_fusion, enable_addto, allow_cuda_graph_capture, reduce_strategy,
                   fuse_gemm_epilogue, debug_graphviz_path, fused_attention, fused_feedforward,
                   fuse_dot_product_attention, fuse_resunit);

struct GradientScaleConfig : plainproto::message<GradientScaleConfig> {
  PLAINPROTO_OPTIONAL(1, std::string, scale_strategy,
                      "Optional value ['avg', 'sum', 'customized']\n"
                      "If avg, loss@grad will be divided by the number of devices,\n"
                      "that is, the gradient will be accumulated and averaged among\n"
                      "multiple devices.\n"
                      "Else if sum, the gradient will accumulated among multiple\n"
                      "devices.") = "avg";
  PLAINPROTO_OPTIONAL(2, bool, scale_gradient,
                      "The avg_loss flag is used to determine the position of average\n"
                      "If scale_gradient is False, it will avg the loss@Grad before grad merge.\n"
                      "Otherwise, it will do grad merge firstly, then avg the grad after merging.") = false;
};
PLAINPROTO_MESSAGE(GradientScaleConfig, "paddle.fleet.GradientScaleConfig", scale_strategy, scale_gradient);

struct AsyncConfig : plainproto::message<AsyncConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, k_steps) = -1;
  PLAINPROTO_OPTIONAL(2, std::int32_t, max_merge_var_num) = 1;
  PLAINPROTO_OPTIONAL(3, std::int32_t, send_queue_size) = 16;
  PLAINPROTO_OPTIONAL(4, bool, independent_recv_thread) = false;
  PLAINPROTO_OPTIONAL(5, std::int32_t, min_send_grad_num_before_recv) = 1;
  PLAINPROTO_OPTIONAL(6, std::int32_t, thread_pool_size) = 1;
  PLAINPROTO_OPTIONAL(7, std::int32_t, send_wait_times) = 1;
  PLAINPROTO_OPTIONAL(8, bool, runtime_split_send_recv) = false;
  PLAINPROTO_OPTIONAL(9, bool, launch_barrier) = true;
  PLAINPROTO_OPTIONAL(10, std::string, heter_worker_device_guard) = "cpu";
  PLAINPROTO_OPTIONAL(11, std::int32_t, lr_decay_steps) = 10;
  PLAINPROTO_OPTIONAL(12, std::int32_t, use_ps_gpu) = 0;
  PLAINPROTO_OPTIONAL(13, std::int32_t, use_gpu_graph) = 0;
};
PLAINPROTO_MESSAGE(AsyncConfig, "paddle.fleet.AsyncConfig",
                   k_steps, max_merge_var_num, send_queue_size, independent_recv_thread, min_send_grad_num_before_recv,
                   thread_pool_size, send_wait_times, runtime_split_send_recv, launch_barrier,
                   heter_worker_device_guard, lr_decay_steps, use_ps_gpu, use_gpu_graph);

struct TrainerDescConfig : plainproto::message<TrainerDescConfig> {
  PLAINPROTO_OPTIONAL(1, std::string, dump_fields_path);
  PLAINPROTO_REPEATED(2, std::string, dump_fields);
  PLAINPROTO_REPEATED(3, std::string, dump_param);
  PLAINPROTO_REPEATED(4, std::string, stat_var_names);
  PLAINPROTO_OPTIONAL(5, std::string, trainer);
  PLAINPROTO_OPTIONAL(6, std::string, device_worker);
  PLAINPROTO_REPEATED(7, std::string, local_sparse);
  PLAINPROTO_REPEATED(8, std::string, remote_sparse);
};
PLAINPROTO_MESSAGE(TrainerDescConfig, "paddle.fleet.TrainerDescConfig",
                   dump_fields_path, dump_fields, dump_param, stat_var_names, trainer, device_worker, local_sparse,
                   remote_sparse);

struct PipelineConfig : plainproto::message<PipelineConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, micro_batch_size) = 1;
  PLAINPROTO_OPTIONAL(2, std::int32_t, accumulate_steps) = 1;
  PLAINPROTO_OPTIONAL(3, std::string, schedule_mode) = "1F1B";
  PLAINPROTO_OPTIONAL(4, bool, p2p_cache_shape) = true;
  PLAINPROTO_OPTIONAL(5, bool, enable_partial_send_recv) = true;
};
PLAINPROTO_MESSAGE(PipelineConfig, "paddle.fleet.PipelineConfig",
                   micro_batch_size, accumulate_steps, schedule_mode, p2p_cache_shape, enable_partial_send_recv);

struct TensorParallelConfig : plainproto::message<TensorParallelConfig> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, tensor_parallel_degree) = 1;
  PLAINPROTO_OPTIONAL(2, std::int32_t, tensor_init_seed) = -1;
};
PLAINPROTO_MESSAGE(TensorParallelConfig, "paddle.fleet.TensorParallelConfig", tensor_parallel_degree, tensor_init_seed);

struct QatConfig : plainproto::message<QatConfig> {
  PLAINPROTO_OPTIONAL(1, bool, channel_wise_abs_max) = true;
  PLAINPROTO_OPTIONAL(2, std::int32_t, weight_bits) = 8;
  PLAINPROTO_OPTIONAL(3, std::int32_t, activation_bits) = 8;
  PLAINPROTO_REPEATED(4, std::string, not_quant_pattern);
  PLAINPROTO_OPTIONAL(5, std::string, algo);
};
PLAINPROTO_MESSAGE(QatConfig, "paddle.fleet.QatConfig",
                   channel_wise_abs_max, weight_bits, activation_bits, not_quant_pattern, algo);

PLAINPROTO_ENUM(TableType, "paddle.fleet.TableType", (PS_SPARSE_TABLE, 0), (PS_DENSE_TABLE, 1));

struct CtrAccessorParameter : plainproto::message<CtrAccessorParameter> {
  PLAINPROTO_OPTIONAL(1, float, nonclk_coeff, "to calculate show_click_score") = 0.1f;
  PLAINPROTO_OPTIONAL(2, float, click_coeff, "to calculate show_click_score") = 1.0f;
  PLAINPROTO_OPTIONAL(3, float, base_threshold, "show_click_score > base_threshold, this feature can be saved") = 1.5f;
  PLAINPROTO_OPTIONAL(4, float, delta_threshold, "delta_score > delta_threshold, this feature can be saved") = 0.25f;
  PLAINPROTO_OPTIONAL(5, float, delta_keep_days, "unseen_day < delta_keep_days, this feature can be saved") = 16.0f;
  PLAINPROTO_OPTIONAL(6, float, show_click_decay_rate,
                      "show/click will update to\n"
                      "show/click *\n"
                      "show_click_decay_rate after a day") = 0.98f;
  PLAINPROTO_OPTIONAL(7, float, delete_threshold, "threshold to shrink a feasign") = 0.8f;
  PLAINPROTO_OPTIONAL(8, float, delete_after_unseen_days) = 30.0f;
  PLAINPROTO_OPTIONAL(9, std::int32_t, ssd_unseenday_threshold) = 1;
  PLAINPROTO_OPTIONAL(10, bool, show_scale) = true;
  PLAINPROTO_OPTIONAL(11, bool, zero_init) = true;
  PLAINPROTO_REPEATED(12, float, load_filter_slots);
  PLAINPROTO_REPEATED(13, float, save_filter_slots);
};
PLAINPROTO_MESSAGE(CtrAccessorParameter, "paddle.fleet.CtrAccessorParameter",
                   nonclk_coeff, click_coeff, base_threshold, delta_threshold, delta_keep_days, show_click_decay_rate,
                   delete_threshold, delete_after_unseen_days, ssd_unseenday_threshold, show_scale, zero_init,
                   load_filter_slots, save_filter_slots);

struct TableAccessorSaveParameter : plainproto::message<TableAccessorSaveParameter> {
  PLAINPROTO_OPTIONAL(1, std::uint32_t, param);
  PLAINPROTO_OPTIONAL(2, std::string, converter);
  PLAINPROTO_OPTIONAL(3, std::string, deconverter);
};
PLAINPROTO_MESSAGE(TableAccessorSaveParameter, "paddle.fleet.TableAccessorSaveParameter",
                   param, converter, deconverter);

struct SparseNaiveSGDRuleParameter : plainproto::message<SparseNaiveSGDRuleParameter> {
  PLAINPROTO_MESSAGE_DOC("SparseNaiveSGDRule");
  PLAINPROTO_OPTIONAL(1, double, learning_rate) = 0.05;
  PLAINPROTO_OPTIONAL(2, double, initial_range) = 0.0001;
  PLAINPROTO_REPEATED(3, float, weight_bounds);
};
PLAINPROTO_MESSAGE(SparseNaiveSGDRuleParameter, "paddle.fleet.SparseNaiveSGDRuleParameter",
                   learning_rate, initial_range, weight_bounds);

struct SparseAdagradSGDRuleParameter : plainproto::message<SparseAdagradSGDRuleParameter> {
  PLAINPROTO_MESSAGE_DOC("SparseAdaGradSGDRule|StdAdaGradSGDRule|SparseAdaGradV2SGDRule");
  PLAINPROTO_OPTIONAL(1, double, learning_rate) = 0.05;
  PLAINPROTO_OPTIONAL(2, double, initial_g2sum) = 3.0;
  PLAINPROTO_OPTIONAL(3, double, initial_range) = 0.0001;
  PLAINPROTO_REPEATED(4, float, weight_bounds);
};
PLAINPROTO_MESSAGE(SparseAdagradSGDRuleParameter, "paddle.fleet.SparseAdagradSGDRuleParameter",
                   learning_rate, initial_g2sum, initial_range, weight_bounds);

struct SparseAdamSGDParameter : plainproto::message<SparseAdamSGDParameter> {
  PLAINPROTO_MESSAGE_DOC("SparseAdamSGDRule | SparseSharedAdamSGDRule");
  PLAINPROTO_OPTIONAL(1, double, learning_rate) = 0.001;
  PLAINPROTO_OPTIONAL(2, double, initial_range) = 0.0001;
  PLAINPROTO_OPTIONAL(3, double, beta1_decay_rate) = 0.9;
  PLAINPROTO_OPTIONAL(4, double, beta2_decay_rate) = 0.999;
  PLAINPROTO_OPTIONAL(5, double, ada_epsilon) = 1e-8;
  PLAINPROTO_REPEATED(6, float, weight_bounds);
};
PLAINPROTO_MESSAGE(SparseAdamSGDParameter, "paddle.fleet.SparseAdamSGDParameter",
                   learning_rate, initial_range, beta1_decay_rate, beta2_decay_rate, ada_epsilon, weight_bounds);

struct SGDParameter : plainproto::message<SGDParameter> {
  PLAINPROTO_OPTIONAL(1, std::string, name);
  PLAINPROTO_OPTIONAL(2, plainproto::boxed<SparseNaiveSGDRuleParameter>, naive);
  PLAINPROTO_OPTIONAL(3, SparseAdagradSGDRuleParameter, adagrad);
  PLAINPROTO_OPTIONAL(4, plainproto::boxed<SparseAdamSGDParameter>, adam);
};
PLAINPROTO_MESSAGE(SGDParameter, "paddle.fleet.SGDParameter", name, naive, adagrad, adam);

struct GraphSGDParameter : plainproto::message<GraphSGDParameter> {
  PLAINPROTO_OPTIONAL(1, std::uint32_t, nodeid_slot) = 9008u;
  PLAINPROTO_OPTIONAL(2, float, feature_learning_rate) = 0.05f;
};
PLAINPROTO_MESSAGE(GraphSGDParameter, "paddle.fleet.GraphSGDParameter", nodeid_slot, feature_learning_rate);

struct TableAccessorParameter : plainproto::message<TableAccessorParameter> {
  PLAINPROTO_OPTIONAL(1, std::string, accessor_class);
  PLAINPROTO_OPTIONAL(4, std::uint32_t, fea_dim, "field size of one value") = 11u;
  PLAINPROTO_OPTIONAL(5, std::uint32_t, embedx_dim, "embedx feature size") = 8u;
  PLAINPROTO_OPTIONAL(6, std::uint32_t, embedx_threshold, "embedx feature create threshold") = 10u;
  PLAINPROTO_OPTIONAL(7, CtrAccessorParameter, ctr_accessor_param);
  PLAINPROTO_REPEATED(8, TableAccessorSaveParameter, table_accessor_save_param);
  PLAINPROTO_OPTIONAL(10, SGDParameter, embed_sgd_param);
  PLAINPROTO_OPTIONAL(11, SGDParameter, embedx_sgd_param);
  PLAINPROTO_OPTIONAL(12, GraphSGDParameter, graph_sgd_param);
};
PLAINPROTO_MESSAGE(TableAccessorParameter, "paddle.fleet.TableAccessorParameter",
                   accessor_class, fea_dim, embedx_dim, embedx_threshold, ctr_accessor_param, table_accessor_save_param,
                   embed_sgd_param, embedx_sgd_param, graph_sgd_param);

struct TableParameter : plainproto::message<TableParameter> {
  PLAINPROTO_OPTIONAL(1, std::uint64_t, table_id);
  PLAINPROTO_OPTIONAL(2, std::string, table_name);
  PLAINPROTO_OPTIONAL(3, std::string, table_class);
  PLAINPROTO_OPTIONAL(4, std::uint64_t, shard_num) = 1000u;
  PLAINPROTO_OPTIONAL(5, TableType, type);
  PLAINPROTO_OPTIONAL(6, TableAccessorParameter, accessor);
  PLAINPROTO_OPTIONAL(7, bool, compress_in_save) = false;
  PLAINPROTO_OPTIONAL(10, bool, enable_sparse_table_cache, "for cache model") = true;
  PLAINPROTO_OPTIONAL(11, double, sparse_table_cache_rate) = 0.00055;
  PLAINPROTO_OPTIONAL(12, std::uint32_t, sparse_table_cache_file_num) = 16u;
  PLAINPROTO_OPTIONAL(13, bool, enable_revert, "for patch model") = false;
  PLAINPROTO_OPTIONAL(14, float, shard_merge_rate) = 1.0f;
  PLAINPROTO_OPTIONAL(15, bool, use_gpu_graph) = false;
};
PLAINPROTO_MESSAGE(TableParameter, "paddle.fleet.TableParameter",
                   table_id, table_name, table_class, shard_num, type, accessor, compress_in_save,
                   enable_sparse_table_cache, sparse_table_cache_rate, sparse_table_cache_file_num, enable_revert,
                   shard_merge_rate, use_gpu_graph);

struct FsClientParameter : plainproto::message<FsClientParameter> {
  PLAINPROTO_OPTIONAL(1, std::string, uri);
  PLAINPROTO_OPTIONAL(2, std::string, user);
  PLAINPROTO_OPTIONAL(3, std::string, passwd);
  PLAINPROTO_OPTIONAL(4, std::string, hadoop_bin);
};
PLAINPROTO_MESSAGE(FsClientParameter, "paddle.fleet.FsClientParameter", uri, user, passwd, hadoop_bin);

struct DistributedStrategy : plainproto::message<DistributedStrategy> {
  PLAINPROTO_OPTIONAL(1, Mode, mode, "bool options") = Mode::COLLECTIVE;
  PLAINPROTO_OPTIONAL(2, bool, amp) = false;
  PLAINPROTO_OPTIONAL(3, bool, recompute) = false;
  PLAINPROTO_OPTIONAL(4, bool, localsgd) = false;
  PLAINPROTO_OPTIONAL(5, bool, dgc) = false;
  PLAINPROTO_OPTIONAL(6, bool, gradient_merge) = false;
  PLAINPROTO_OPTIONAL(7, bool, lars) = false;
  PLAINPROTO_OPTIONAL(8, bool, lamb) = false;
  PLAINPROTO_OPTIONAL(9, bool, pipeline) = false;
  PLAINPROTO_OPTIONAL(10, bool, elastic) = false;
  PLAINPROTO_OPTIONAL(11, bool, auto_) = false;
  PLAINPROTO_OPTIONAL(12, bool, a_sync) = true;
  PLAINPROTO_OPTIONAL(13, bool, sync_nccl_allreduce) = true;
  PLAINPROTO_OPTIONAL(14, std::int32_t, nccl_comm_num) = 1;
  PLAINPROTO_OPTIONAL(15, bool, use_hierarchical_allreduce) = false;
  PLAINPROTO_OPTIONAL(16, std::int32_t, hierarchical_allreduce_inter_nranks) = 1;
  PLAINPROTO_OPTIONAL(17, bool, sync_batch_norm) = false;
  PLAINPROTO_OPTIONAL(18, bool, fuse_all_reduce_ops) = true;
  PLAINPROTO_OPTIONAL(19, std::int32_t, fuse_grad_size_in_MB) = 32;
  PLAINPROTO_OPTIONAL(20, float, fuse_grad_size_in_TFLOPS) = 50.0f;
  PLAINPROTO_OPTIONAL(21, bool, cudnn_exhaustive_search) = false;
  PLAINPROTO_OPTIONAL(22, std::int32_t, conv_workspace_size_limit) = 512;
  PLAINPROTO_OPTIONAL(23, bool, cudnn_batchnorm_spatial_persistent) = false;
  PLAINPROTO_OPTIONAL(24, bool, adaptive_localsgd) = false;
  PLAINPROTO_OPTIONAL(25, bool, fp16_allreduce) = false;
  PLAINPROTO_OPTIONAL(26, bool, sharding) = false;
  PLAINPROTO_OPTIONAL(27, float, last_comm_group_size_MB) = 1.0f;
  PLAINPROTO_OPTIONAL(28, bool, find_unused_parameters) = false;
  PLAINPROTO_OPTIONAL(29, bool, tensor_parallel) = false;
  PLAINPROTO_OPTIONAL(30, bool, without_graph_optimization) = true;
  PLAINPROTO_OPTIONAL(31, std::int32_t, fuse_grad_size_in_num) = 8;
  PLAINPROTO_OPTIONAL(32, bool, calc_comm_same_stream) = false;
  PLAINPROTO_OPTIONAL(33, bool, asp) = false;
  PLAINPROTO_OPTIONAL(34, bool, fuse_grad_merge) = false;
  PLAINPROTO_OPTIONAL(35, bool, semi_auto) = false;
  PLAINPROTO_OPTIONAL(36, bool, adam_d2sum) = false;
  PLAINPROTO_OPTIONAL(37, bool, auto_search) = false;
  PLAINPROTO_OPTIONAL(38, bool, heter_ccl_mode) = false;
  PLAINPROTO_OPTIONAL(39, bool, is_fl_ps_mode) = false;
  PLAINPROTO_OPTIONAL(40, bool, with_coordinator) = false;
  PLAINPROTO_OPTIONAL(41, bool, qat) = false;
  PLAINPROTO_OPTIONAL(42, bool, split_data) = true;
  PLAINPROTO_OPTIONAL(101, plainproto::boxed<RecomputeConfig>, recompute_configs);
  PLAINPROTO_OPTIONAL(102, plainproto::boxed<AMPConfig>, amp_configs);
  PLAINPROTO_OPTIONAL(103, plainproto::boxed<LocalSGDConfig>, localsgd_configs);
  PLAINPROTO_OPTIONAL(104, plainproto::boxed<GradientMergeConfig>, gradient_merge_configs);
  PLAINPROTO_OPTIONAL(105, plainproto::boxed<DGCConfig>, dgc_configs);
  PLAINPROTO_OPTIONAL(106, plainproto::boxed<PipelineConfig>, pipeline_configs);
  PLAINPROTO_OPTIONAL(107, plainproto::boxed<AsyncConfig>, a_sync_configs);
  PLAINPROTO_OPTIONAL(108, plainproto::boxed<LarsConfig>, lars_configs);
  PLAINPROTO_OPTIONAL(109, plainproto::boxed<LambConfig>, lamb_configs);
  PLAINPROTO_OPTIONAL(110, plainproto::boxed<AdaptiveLocalSGDConfig>, adaptive_localsgd_configs);
  PLAINPROTO_OPTIONAL(111, plainproto::boxed<ShardingConfig>, sharding_configs);
  PLAINPROTO_OPTIONAL(112, plainproto::boxed<HybridConfig>, hybrid_configs);
  PLAINPROTO_OPTIONAL(113, plainproto::boxed<TensorParallelConfig>, tensor_parallel_configs);
  PLAINPROTO_OPTIONAL(114, plainproto::boxed<TrainerDescConfig>, trainer_desc_configs);
  PLAINPROTO_REPEATED(115, TableParameter, downpour_table_param);
  PLAINPROTO_OPTIONAL(116, plainproto::boxed<FsClientParameter>, fs_client_param);
  PLAINPROTO_OPTIONAL(117, plainproto::boxed<QatConfig>, qat_configs);
  PLAINPROTO_OPTIONAL(201, plainproto::boxed<BuildStrategy>, build_strategy);
  PLAINPROTO_OPTIONAL(203, plainproto::boxed<GradientScaleConfig>, gradient_scale_configs);
};
PLAINPROTO_MESSAGE(DistributedStrategy, "paddle.fleet.DistributedStrategy",
                   mode, amp, recompute, localsgd, dgc, gradient_merge, lars, lamb, pipeline, elastic, auto_, a_sync,
                   sync_nccl_allreduce, nccl_comm_num, use_hierarchical_allreduce, hierarchical_allreduce_inter_nranks,
                   sync_batch_norm, fuse_all_reduce_ops, fuse_grad_size_in_MB, fuse_grad_size_in_TFLOPS,
                   cudnn_exhaustive_search, conv_workspace_size_limit, cudnn_batchnorm_spatial_persistent,
                   adaptive_localsgd, fp16_allreduce, sharding, last_comm_group_size_MB, find_unused_parameters,
                   tensor_parallel, without_graph_optimization, fuse_grad_size_in_num, calc_comm_same_stream, asp,
                   fuse_grad_merge, semi_auto, adam_d2sum, auto_search, heter_ccl_mode, is_fl_ps_mode, with_coordinator,
                   qat, split_data, recompute_configs, amp_configs, localsgd_configs, gradient_merge_configs,
                   dgc_configs, pipeline_configs, a_sync_configs, lars_configs, lamb_configs, adaptive_localsgd_configs,
                   sharding_configs, hybrid_configs, tensor_parallel_configs, trainer_desc_configs,
                   downpour_table_param, fs_client_param, qat_configs, build_strategy, gradient_scale_configs);

struct DistributedJobInfo : plainproto::message<DistributedJobInfo> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, worker_num);
  PLAINPROTO_OPTIONAL(2, std::int32_t, server_num);
  PLAINPROTO_REPEATED(3, std::string, worker_ips);
  PLAINPROTO_REPEATED(4, std::string, server_endpoints);
  PLAINPROTO_OPTIONAL(5, std::string, origin_startup);
  PLAINPROTO_OPTIONAL(6, std::string, origin_main, "without backpropagation and optimization");
  PLAINPROTO_OPTIONAL(7, std::string, distributed_main, "with backpropagation and optimization");
  PLAINPROTO_OPTIONAL(8, std::string, optimizer_name, "optimizer name");
  PLAINPROTO_OPTIONAL(101, plainproto::boxed<DistributedStrategy>, strategy);
};
PLAINPROTO_MESSAGE(DistributedJobInfo, "paddle.fleet.DistributedJobInfo",
                   worker_num, server_num, worker_ips, server_endpoints, origin_startup, origin_main, distributed_main,
                   optimizer_name, strategy);

}  // namespace fleet
}  // namespace paddle
}  // namespace plainproto
