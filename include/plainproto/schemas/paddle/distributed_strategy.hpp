// plainproto: PaddlePaddle's paddle/fluid/framework/distributed_strategy.proto (PaddlePaddle/Paddle 818162fb),
// package `paddle.fleet`.
//
// C++ needs a struct complete before it is held as a member, so each struct follows the ones it holds
// (NCCLConfig, declared last in the .proto, comes before MpConfig); fields keep their .proto declaration order.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../../core.hpp"

namespace plainproto {
namespace paddle {
namespace fleet {

enum class Mode : std::int32_t { COLLECTIVE = 1, PS = 2, PIPELINE = 3, HETER = 4 };
PLAINPROTO_ENUM(Mode,
                "paddle.fleet.Mode",
                PLAINPROTO_ENUM_VALUE(COLLECTIVE),
                PLAINPROTO_ENUM_VALUE(PS),
                PLAINPROTO_ENUM_VALUE(PIPELINE),
                PLAINPROTO_ENUM_VALUE(HETER));

struct RefinedOpsPattern : plainproto::message<RefinedOpsPattern> {
  std::vector<std::string> main_ops;
  plainproto::optional<std::int32_t> num = 0;
  std::vector<std::string> pre_ops;
  std::vector<std::string> suf_ops;
};
PLAINPROTO_MESSAGE(RefinedOpsPattern,
                   "paddle.fleet.RefinedOpsPattern",
                   PLAINPROTO_FIELD(main_ops, 1),
                   PLAINPROTO_FIELD(num, 2),
                   PLAINPROTO_FIELD(pre_ops, 3),
                   PLAINPROTO_FIELD(suf_ops, 4));

struct RecomputeConfig : plainproto::message<RecomputeConfig> {
  std::vector<std::string> checkpoints;
  plainproto::optional<bool> enable_offload = false;
  std::vector<std::int32_t> checkpoint_shape;
  plainproto::optional<bool> enable_tuning = false;
  std::vector<RefinedOpsPattern> refined_ops_patterns;
};
PLAINPROTO_MESSAGE(RecomputeConfig,
                   "paddle.fleet.RecomputeConfig",
                   PLAINPROTO_FIELD(checkpoints, 1),
                   PLAINPROTO_FIELD(enable_offload, 2),
                   PLAINPROTO_FIELD(checkpoint_shape, 3),
                   PLAINPROTO_FIELD(enable_tuning, 4),
                   PLAINPROTO_FIELD(refined_ops_patterns, 5));

struct ShardingConfig : plainproto::message<ShardingConfig> {
  plainproto::optional<std::string> sharding_segment_strategy = "segment_broadcast_MB";
  plainproto::optional<float> segment_broadcast_MB = 32.0f;
  std::vector<std::string> segment_anchors;
  plainproto::optional<std::int32_t> sharding_degree = 8;
  plainproto::optional<std::int32_t> mp_degree = 1;
  plainproto::optional<std::int32_t> dp_degree = 1;
  plainproto::optional<bool> hybrid_dp = false;
  plainproto::optional<std::int32_t> gradient_merge_acc_step = 1;
  plainproto::optional<bool> optimize_offload = false;
  plainproto::optional<bool> pp_allreduce_in_optimize = false;
  plainproto::optional<std::int32_t> pp_degree = 1;
  plainproto::optional<bool> optimize_cast = false;
  plainproto::optional<bool> _dp_as_optimizer_sharding = false;
  plainproto::optional<std::int32_t> stage = 1;
  plainproto::optional<bool> enable_tuning = false;
  plainproto::optional<bool> use_calc_stream = false;
};
PLAINPROTO_MESSAGE(ShardingConfig,
                   "paddle.fleet.ShardingConfig",
                   PLAINPROTO_FIELD(sharding_segment_strategy, 1),
                   PLAINPROTO_FIELD(segment_broadcast_MB, 2),
                   PLAINPROTO_FIELD(segment_anchors, 3),
                   PLAINPROTO_FIELD(sharding_degree, 4),
                   PLAINPROTO_FIELD(mp_degree, 5),
                   PLAINPROTO_FIELD(dp_degree, 6),
                   PLAINPROTO_FIELD(hybrid_dp, 7),
                   PLAINPROTO_FIELD(gradient_merge_acc_step, 8),
                   PLAINPROTO_FIELD(optimize_offload, 9),
                   PLAINPROTO_FIELD(pp_allreduce_in_optimize, 10),
                   PLAINPROTO_FIELD(pp_degree, 11),
                   PLAINPROTO_FIELD(optimize_cast, 12),
                   PLAINPROTO_FIELD(_dp_as_optimizer_sharding, 13),
                   PLAINPROTO_FIELD(stage, 14),
                   PLAINPROTO_FIELD(enable_tuning, 15),
                   PLAINPROTO_FIELD(use_calc_stream, 16));

struct NCCLConfig : plainproto::message<NCCLConfig> {
  plainproto::optional<std::string> commName;
  plainproto::optional<std::int32_t> ll_buffsize;
  plainproto::optional<std::int32_t> ll128_buffsize;
  plainproto::optional<std::int32_t> simple_buffsize;
  plainproto::optional<std::int32_t> buffsize_align;
  plainproto::optional<std::int32_t> nchannels;
  plainproto::optional<std::string> algoStr;
  plainproto::optional<std::string> protoStr;
  plainproto::optional<std::int32_t> cta_policy;
};
PLAINPROTO_MESSAGE(NCCLConfig,
                   "paddle.fleet.NCCLConfig",
                   PLAINPROTO_FIELD(commName, 1),
                   PLAINPROTO_FIELD(ll_buffsize, 2),
                   PLAINPROTO_FIELD(ll128_buffsize, 3),
                   PLAINPROTO_FIELD(simple_buffsize, 4),
                   PLAINPROTO_FIELD(buffsize_align, 5),
                   PLAINPROTO_FIELD(nchannels, 6),
                   PLAINPROTO_FIELD(algoStr, 7),
                   PLAINPROTO_FIELD(protoStr, 8),
                   PLAINPROTO_FIELD(cta_policy, 9));

struct MpConfig : plainproto::message<MpConfig> {
  plainproto::optional<bool> sync_param = true;
  plainproto::optional<bool> sync_grad = false;
  plainproto::optional<bool> sync_moment = false;
  plainproto::optional<std::string> sync_mode = "broadcast";
  plainproto::optional<bool> mp_async_allreduce = false;
  plainproto::optional<bool> mp_skip_c_identity = false;
  plainproto::optional<bool> mp_fused_linear_param_grad_add = false;
  plainproto::optional<bool> need_broadcast_data = true;
  plainproto::optional<bool> recompute_allgather = false;
  plainproto::optional<bool> sp_async_reduce_scatter = false;
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(MpConfig,
                   "paddle.fleet.MpConfig",
                   PLAINPROTO_FIELD(sync_param, 1),
                   PLAINPROTO_FIELD(sync_grad, 2),
                   PLAINPROTO_FIELD(sync_moment, 3),
                   PLAINPROTO_FIELD(sync_mode, 4),
                   PLAINPROTO_FIELD(mp_async_allreduce, 5),
                   PLAINPROTO_FIELD(mp_skip_c_identity, 6),
                   PLAINPROTO_FIELD(mp_fused_linear_param_grad_add, 7),
                   PLAINPROTO_FIELD(need_broadcast_data, 8),
                   PLAINPROTO_FIELD(recompute_allgather, 9),
                   PLAINPROTO_FIELD(sp_async_reduce_scatter, 10),
                   PLAINPROTO_FIELD(nccl_config, 11));

struct PpConfig : plainproto::message<PpConfig> {
  plainproto::optional<bool> dp_comm_overlap = false;
  plainproto::optional<bool> delay_scale_loss = false;
  plainproto::optional<bool> enable_timer = false;
  plainproto::optional<bool> sharding_comm_overlap = false;
  plainproto::optional<bool> profiling = false;
  plainproto::optional<bool> release_gradients = false;
  plainproto::optional<bool> overlap_p2p_comm = false;
  plainproto::optional<bool> clear_every_step_cache = false;
  plainproto::optional<bool> use_batch_p2p_comm = true;
  plainproto::optional<bool> best_unbalanced_scheduler = false;
  plainproto::optional<bool> enable_offload_queue = false;
  plainproto::optional<bool> enable_dynamic_shape = false;
  plainproto::optional<bool> use_dualpipev = false;
  plainproto::optional<bool> forward_backward_overlap_scheduler = false;
  plainproto::optional<NCCLConfig> coll_nccl_config;
  plainproto::optional<NCCLConfig> p2p_nccl_config;
  plainproto::optional<NCCLConfig> shared_nccl_config;
  plainproto::optional<bool> sync_param = false;
  plainproto::optional<bool> sync_moment = false;
  plainproto::optional<std::string> sync_mode = "broadcast";
};
PLAINPROTO_MESSAGE(PpConfig,
                   "paddle.fleet.PpConfig",
                   PLAINPROTO_FIELD(dp_comm_overlap, 1),
                   PLAINPROTO_FIELD(delay_scale_loss, 2),
                   PLAINPROTO_FIELD(enable_timer, 3),
                   PLAINPROTO_FIELD(sharding_comm_overlap, 4),
                   PLAINPROTO_FIELD(profiling, 5),
                   PLAINPROTO_FIELD(release_gradients, 6),
                   PLAINPROTO_FIELD(overlap_p2p_comm, 7),
                   PLAINPROTO_FIELD(clear_every_step_cache, 8),
                   PLAINPROTO_FIELD(use_batch_p2p_comm, 9),
                   PLAINPROTO_FIELD(best_unbalanced_scheduler, 10),
                   PLAINPROTO_FIELD(enable_offload_queue, 11),
                   PLAINPROTO_FIELD(enable_dynamic_shape, 12),
                   PLAINPROTO_FIELD(use_dualpipev, 13),
                   PLAINPROTO_FIELD(forward_backward_overlap_scheduler, 14),
                   PLAINPROTO_FIELD(coll_nccl_config, 15),
                   PLAINPROTO_FIELD(p2p_nccl_config, 16),
                   PLAINPROTO_FIELD(shared_nccl_config, 17),
                   PLAINPROTO_FIELD(sync_param, 18),
                   PLAINPROTO_FIELD(sync_moment, 19),
                   PLAINPROTO_FIELD(sync_mode, 20));

struct DygraphShardingConfig : plainproto::message<DygraphShardingConfig> {
  plainproto::optional<bool> tensor_fusion = false;
  plainproto::optional<std::int32_t> accumulate_steps = 1;
  plainproto::optional<bool> comm_overlap = false;
  plainproto::optional<bool> split_param = false;
  plainproto::optional<bool> fuse_optimizer = true;
  plainproto::optional<bool> use_reduce_avg = true;
  plainproto::optional<std::int32_t> comm_buffer_size_MB = 256;
  plainproto::optional<bool> release_gradients = false;
  plainproto::optional<bool> free_grads_in_comm = false;
  plainproto::optional<bool> enable_fuse_optimizer_states = false;
  plainproto::optional<NCCLConfig> nccl_config;
  plainproto::optional<NCCLConfig> check_nccl_config;
  plainproto::optional<std::int32_t> offload_opt_buffer_size = -1;
  plainproto::optional<bool> comm_group_call_opt = false;
};
PLAINPROTO_MESSAGE(DygraphShardingConfig,
                   "paddle.fleet.DygraphShardingConfig",
                   PLAINPROTO_FIELD(tensor_fusion, 1),
                   PLAINPROTO_FIELD(accumulate_steps, 2),
                   PLAINPROTO_FIELD(comm_overlap, 3),
                   PLAINPROTO_FIELD(split_param, 4),
                   PLAINPROTO_FIELD(fuse_optimizer, 5),
                   PLAINPROTO_FIELD(use_reduce_avg, 6),
                   PLAINPROTO_FIELD(comm_buffer_size_MB, 7),
                   PLAINPROTO_FIELD(release_gradients, 8),
                   PLAINPROTO_FIELD(free_grads_in_comm, 9),
                   PLAINPROTO_FIELD(enable_fuse_optimizer_states, 10),
                   PLAINPROTO_FIELD(nccl_config, 11),
                   PLAINPROTO_FIELD(check_nccl_config, 12),
                   PLAINPROTO_FIELD(offload_opt_buffer_size, 13),
                   PLAINPROTO_FIELD(comm_group_call_opt, 14));

struct DpConfig : plainproto::message<DpConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
  plainproto::optional<NCCLConfig> check_nccl_config;
};
PLAINPROTO_MESSAGE(DpConfig,
                   "paddle.fleet.DpConfig",
                   PLAINPROTO_FIELD(nccl_config, 1),
                   PLAINPROTO_FIELD(check_nccl_config, 2));

struct SepConfig : plainproto::message<SepConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(SepConfig, "paddle.fleet.SepConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct DpSepConfig : plainproto::message<DpSepConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(DpSepConfig, "paddle.fleet.DpSepConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct PpTpConfig : plainproto::message<PpTpConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(PpTpConfig, "paddle.fleet.PpTpConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct EpConfig : plainproto::message<EpConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
  plainproto::optional<NCCLConfig> grad_nccl_config;
};
PLAINPROTO_MESSAGE(EpConfig,
                   "paddle.fleet.EpConfig",
                   PLAINPROTO_FIELD(nccl_config, 1),
                   PLAINPROTO_FIELD(grad_nccl_config, 2));

struct MoeShardingConfig : plainproto::message<MoeShardingConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
  plainproto::optional<NCCLConfig> check_nccl_config;
};
PLAINPROTO_MESSAGE(MoeShardingConfig,
                   "paddle.fleet.MoeShardingConfig",
                   PLAINPROTO_FIELD(nccl_config, 1),
                   PLAINPROTO_FIELD(check_nccl_config, 2));

struct DefaultCommGroupConfig : plainproto::message<DefaultCommGroupConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(DefaultCommGroupConfig, "paddle.fleet.DefaultCommGroupConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct CpConfig : plainproto::message<CpConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(CpConfig, "paddle.fleet.CpConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct CpShardingConfig : plainproto::message<CpShardingConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(CpShardingConfig, "paddle.fleet.CpShardingConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct DpCpConfig : plainproto::message<DpCpConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(DpCpConfig, "paddle.fleet.DpCpConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct CpMpConfig : plainproto::message<CpMpConfig> {
  plainproto::optional<NCCLConfig> nccl_config;
};
PLAINPROTO_MESSAGE(CpMpConfig, "paddle.fleet.CpMpConfig", PLAINPROTO_FIELD(nccl_config, 1));

struct HybridConfig : plainproto::message<HybridConfig> {
  plainproto::optional<std::int32_t> dp_degree = -1;
  plainproto::optional<std::int32_t> mp_degree = 1;
  plainproto::optional<std::int32_t> pp_degree = 1;
  plainproto::optional<std::int32_t> sharding_degree = 1;
  plainproto::optional<std::int32_t> sep_degree = 1;
  plainproto::optional<MpConfig> mp_configs;
  plainproto::optional<PpConfig> pp_configs;
  plainproto::optional<DygraphShardingConfig> sharding_configs;
  plainproto::optional<bool> enable_optimizer_timer = false;
  plainproto::optional<bool> split_norm_comm = false;
  plainproto::optional<std::int32_t> ep_degree = 1;
  plainproto::optional<std::int32_t> moe_sharding_degree = 1;
  plainproto::optional<DpConfig> dp_configs;
  plainproto::optional<SepConfig> sep_configs;
  plainproto::optional<DpSepConfig> dp_sep_configs;
  plainproto::optional<PpTpConfig> pp_tp_configs;
  plainproto::optional<EpConfig> ep_configs;
  plainproto::optional<MoeShardingConfig> moe_sharding_configs;
  plainproto::optional<DefaultCommGroupConfig> default_comm_group_configs;
  plainproto::optional<std::int32_t> cp_degree = 1;
  plainproto::optional<std::int32_t> cp_sharding_degree = 1;
  plainproto::optional<CpConfig> cp_configs;
  plainproto::optional<CpShardingConfig> cp_sharding_configs;
  plainproto::optional<DpCpConfig> dp_cp_configs;
  plainproto::optional<CpMpConfig> cp_mp_configs;
};
PLAINPROTO_MESSAGE(HybridConfig,
                   "paddle.fleet.HybridConfig",
                   PLAINPROTO_FIELD(dp_degree, 1),
                   PLAINPROTO_FIELD(mp_degree, 2),
                   PLAINPROTO_FIELD(pp_degree, 3),
                   PLAINPROTO_FIELD(sharding_degree, 4),
                   PLAINPROTO_FIELD(sep_degree, 5),
                   PLAINPROTO_FIELD(mp_configs, 6),
                   PLAINPROTO_FIELD(pp_configs, 7),
                   PLAINPROTO_FIELD(sharding_configs, 8),
                   PLAINPROTO_FIELD(enable_optimizer_timer, 9),
                   PLAINPROTO_FIELD(split_norm_comm, 10),
                   PLAINPROTO_FIELD(ep_degree, 11),
                   PLAINPROTO_FIELD(moe_sharding_degree, 12),
                   PLAINPROTO_FIELD(dp_configs, 13),
                   PLAINPROTO_FIELD(sep_configs, 14),
                   PLAINPROTO_FIELD(dp_sep_configs, 15),
                   PLAINPROTO_FIELD(pp_tp_configs, 16),
                   PLAINPROTO_FIELD(ep_configs, 17),
                   PLAINPROTO_FIELD(moe_sharding_configs, 18),
                   PLAINPROTO_FIELD(default_comm_group_configs, 19),
                   PLAINPROTO_FIELD(cp_degree, 20),
                   PLAINPROTO_FIELD(cp_sharding_degree, 21),
                   PLAINPROTO_FIELD(cp_configs, 22),
                   PLAINPROTO_FIELD(cp_sharding_configs, 23),
                   PLAINPROTO_FIELD(dp_cp_configs, 24),
                   PLAINPROTO_FIELD(cp_mp_configs, 25));

struct AMPConfig : plainproto::message<AMPConfig> {
  plainproto::optional<float> init_loss_scaling = 32768.0f;
  plainproto::optional<std::int32_t> incr_every_n_steps = 1000;
  plainproto::optional<std::int32_t> decr_every_n_nan_or_inf = 2;
  plainproto::optional<float> incr_ratio = 2.0f;
  plainproto::optional<float> decr_ratio = 0.8f;
  plainproto::optional<bool> use_dynamic_loss_scaling = true;
  std::vector<std::string> custom_white_list;
  std::vector<std::string> custom_black_list;
  std::vector<std::string> custom_black_varnames;
  plainproto::optional<bool> use_pure_fp16 = false;
  plainproto::optional<bool> use_fp16_guard = true;
  plainproto::optional<bool> use_optimizer_fp16 = false;
  plainproto::optional<bool> use_pure_bf16 = false;
};
PLAINPROTO_MESSAGE(AMPConfig,
                   "paddle.fleet.AMPConfig",
                   PLAINPROTO_FIELD(init_loss_scaling, 1),
                   PLAINPROTO_FIELD(incr_every_n_steps, 2),
                   PLAINPROTO_FIELD(decr_every_n_nan_or_inf, 3),
                   PLAINPROTO_FIELD(incr_ratio, 4),
                   PLAINPROTO_FIELD(decr_ratio, 5),
                   PLAINPROTO_FIELD(use_dynamic_loss_scaling, 6),
                   PLAINPROTO_FIELD(custom_white_list, 7),
                   PLAINPROTO_FIELD(custom_black_list, 8),
                   PLAINPROTO_FIELD(custom_black_varnames, 9),
                   PLAINPROTO_FIELD(use_pure_fp16, 10),
                   PLAINPROTO_FIELD(use_fp16_guard, 11),
                   PLAINPROTO_FIELD(use_optimizer_fp16, 12),
                   PLAINPROTO_FIELD(use_pure_bf16, 13));

struct LocalSGDConfig : plainproto::message<LocalSGDConfig> {
  plainproto::optional<std::int32_t> k_steps = 1;
  plainproto::optional<std::int32_t> begin_step = 1;
};
PLAINPROTO_MESSAGE(LocalSGDConfig,
                   "paddle.fleet.LocalSGDConfig",
                   PLAINPROTO_FIELD(k_steps, 1),
                   PLAINPROTO_FIELD(begin_step, 2));

struct AdaptiveLocalSGDConfig : plainproto::message<AdaptiveLocalSGDConfig> {
  plainproto::optional<std::int32_t> init_k_steps = 1;
  plainproto::optional<std::int32_t> begin_step = 1;
};
PLAINPROTO_MESSAGE(AdaptiveLocalSGDConfig,
                   "paddle.fleet.AdaptiveLocalSGDConfig",
                   PLAINPROTO_FIELD(init_k_steps, 1),
                   PLAINPROTO_FIELD(begin_step, 2));

struct GradientMergeConfig : plainproto::message<GradientMergeConfig> {
  plainproto::optional<std::int32_t> k_steps = 1;
  plainproto::optional<bool> avg = true;
};
PLAINPROTO_MESSAGE(GradientMergeConfig,
                   "paddle.fleet.GradientMergeConfig",
                   PLAINPROTO_FIELD(k_steps, 1),
                   PLAINPROTO_FIELD(avg, 2));

struct DGCConfig : plainproto::message<DGCConfig> {
  plainproto::optional<std::int32_t> rampup_begin_step = 0;
  plainproto::optional<std::int32_t> rampup_step = 1;
  std::vector<float> sparsity;
};
PLAINPROTO_MESSAGE(DGCConfig,
                   "paddle.fleet.DGCConfig",
                   PLAINPROTO_FIELD(rampup_begin_step, 1),
                   PLAINPROTO_FIELD(rampup_step, 2),
                   PLAINPROTO_FIELD(sparsity, 3));

struct LarsConfig : plainproto::message<LarsConfig> {
  plainproto::optional<float> lars_coeff = 0.001f;
  plainproto::optional<float> lars_weight_decay = 0.0005f;
  plainproto::optional<float> epsilon = 0.0f;
  std::vector<std::string> exclude_from_weight_decay;
};
PLAINPROTO_MESSAGE(LarsConfig,
                   "paddle.fleet.LarsConfig",
                   PLAINPROTO_FIELD(lars_coeff, 1),
                   PLAINPROTO_FIELD(lars_weight_decay, 2),
                   PLAINPROTO_FIELD(epsilon, 3),
                   PLAINPROTO_FIELD(exclude_from_weight_decay, 4));

struct LambConfig : plainproto::message<LambConfig> {
  plainproto::optional<float> lamb_weight_decay = 0.01f;
  std::vector<std::string> exclude_from_weight_decay;
};
PLAINPROTO_MESSAGE(LambConfig,
                   "paddle.fleet.LambConfig",
                   PLAINPROTO_FIELD(lamb_weight_decay, 1),
                   PLAINPROTO_FIELD(exclude_from_weight_decay, 2));

struct BuildStrategy : plainproto::message<BuildStrategy> {
  plainproto::optional<bool> fuse_elewise_add_act_ops = false;
  plainproto::optional<bool> fuse_bn_act_ops = false;
  plainproto::optional<bool> fuse_relu_depthwise_conv = false;
  plainproto::optional<bool> fuse_broadcast_ops = false;
  plainproto::optional<bool> fuse_all_optimizer_ops = false;
  plainproto::optional<bool> enable_inplace = false;
  plainproto::optional<bool> enable_backward_optimizer_op_deps = true;
  plainproto::optional<bool> cache_runtime_context = false;
  plainproto::optional<bool> fuse_bn_add_act_ops = true;
  plainproto::optional<bool> enable_auto_fusion = false;
  plainproto::optional<bool> enable_addto = false;
  plainproto::optional<bool> allow_cuda_graph_capture = false;
  plainproto::optional<std::int32_t> reduce_strategy = 0;
  plainproto::optional<bool> fuse_gemm_epilogue = false;
  plainproto::optional<std::string> debug_graphviz_path;
  plainproto::optional<bool> fused_attention = false;
  plainproto::optional<bool> fused_feedforward = false;
  plainproto::optional<bool> fuse_dot_product_attention = false;
  plainproto::optional<bool> fuse_resunit = false;
};
PLAINPROTO_MESSAGE(BuildStrategy,
                   "paddle.fleet.BuildStrategy",
                   PLAINPROTO_FIELD(fuse_elewise_add_act_ops, 2),
                   PLAINPROTO_FIELD(fuse_bn_act_ops, 3),
                   PLAINPROTO_FIELD(fuse_relu_depthwise_conv, 4),
                   PLAINPROTO_FIELD(fuse_broadcast_ops, 5),
                   PLAINPROTO_FIELD(fuse_all_optimizer_ops, 6),
                   PLAINPROTO_FIELD(enable_inplace, 7),
                   PLAINPROTO_FIELD(enable_backward_optimizer_op_deps, 8),
                   PLAINPROTO_FIELD(cache_runtime_context, 9),
                   PLAINPROTO_FIELD(fuse_bn_add_act_ops, 10),
                   PLAINPROTO_FIELD(enable_auto_fusion, 11),
                   PLAINPROTO_FIELD(enable_addto, 12),
                   PLAINPROTO_FIELD(allow_cuda_graph_capture, 14),
                   PLAINPROTO_FIELD(reduce_strategy, 15),
                   PLAINPROTO_FIELD(fuse_gemm_epilogue, 16),
                   PLAINPROTO_FIELD(debug_graphviz_path, 17),
                   PLAINPROTO_FIELD(fused_attention, 18),
                   PLAINPROTO_FIELD(fused_feedforward, 19),
                   PLAINPROTO_FIELD(fuse_dot_product_attention, 20),
                   PLAINPROTO_FIELD(fuse_resunit, 21));

struct GradientScaleConfig : plainproto::message<GradientScaleConfig> {
  plainproto::optional<std::string> scale_strategy = "avg";
  plainproto::optional<bool> scale_gradient = false;
};
PLAINPROTO_MESSAGE(GradientScaleConfig,
                   "paddle.fleet.GradientScaleConfig",
                   PLAINPROTO_FIELD(scale_strategy, 1),
                   PLAINPROTO_FIELD(scale_gradient, 2));

struct AsyncConfig : plainproto::message<AsyncConfig> {
  plainproto::optional<std::int32_t> k_steps = -1;
  plainproto::optional<std::int32_t> max_merge_var_num = 1;
  plainproto::optional<std::int32_t> send_queue_size = 16;
  plainproto::optional<bool> independent_recv_thread = false;
  plainproto::optional<std::int32_t> min_send_grad_num_before_recv = 1;
  plainproto::optional<std::int32_t> thread_pool_size = 1;
  plainproto::optional<std::int32_t> send_wait_times = 1;
  plainproto::optional<bool> runtime_split_send_recv = false;
  plainproto::optional<bool> launch_barrier = true;
  plainproto::optional<std::string> heter_worker_device_guard = "cpu";
  plainproto::optional<std::int32_t> lr_decay_steps = 10;
  plainproto::optional<std::int32_t> use_ps_gpu = 0;
  plainproto::optional<std::int32_t> use_gpu_graph = 0;
};
PLAINPROTO_MESSAGE(AsyncConfig,
                   "paddle.fleet.AsyncConfig",
                   PLAINPROTO_FIELD(k_steps, 1),
                   PLAINPROTO_FIELD(max_merge_var_num, 2),
                   PLAINPROTO_FIELD(send_queue_size, 3),
                   PLAINPROTO_FIELD(independent_recv_thread, 4),
                   PLAINPROTO_FIELD(min_send_grad_num_before_recv, 5),
                   PLAINPROTO_FIELD(thread_pool_size, 6),
                   PLAINPROTO_FIELD(send_wait_times, 7),
                   PLAINPROTO_FIELD(runtime_split_send_recv, 8),
                   PLAINPROTO_FIELD(launch_barrier, 9),
                   PLAINPROTO_FIELD(heter_worker_device_guard, 10),
                   PLAINPROTO_FIELD(lr_decay_steps, 11),
                   PLAINPROTO_FIELD(use_ps_gpu, 12),
                   PLAINPROTO_FIELD(use_gpu_graph, 13));

struct TrainerDescConfig : plainproto::message<TrainerDescConfig> {
  plainproto::optional<std::string> dump_fields_path;
  std::vector<std::string> dump_fields;
  std::vector<std::string> dump_param;
  std::vector<std::string> stat_var_names;
  plainproto::optional<std::string> trainer;
  plainproto::optional<std::string> device_worker;
  std::vector<std::string> local_sparse;
  std::vector<std::string> remote_sparse;
};
PLAINPROTO_MESSAGE(TrainerDescConfig,
                   "paddle.fleet.TrainerDescConfig",
                   PLAINPROTO_FIELD(dump_fields_path, 1),
                   PLAINPROTO_FIELD(dump_fields, 2),
                   PLAINPROTO_FIELD(dump_param, 3),
                   PLAINPROTO_FIELD(stat_var_names, 4),
                   PLAINPROTO_FIELD(trainer, 5),
                   PLAINPROTO_FIELD(device_worker, 6),
                   PLAINPROTO_FIELD(local_sparse, 7),
                   PLAINPROTO_FIELD(remote_sparse, 8));

struct PipelineConfig : plainproto::message<PipelineConfig> {
  plainproto::optional<std::int32_t> micro_batch_size = 1;
  plainproto::optional<std::int32_t> accumulate_steps = 1;
  plainproto::optional<std::string> schedule_mode = "1F1B";
  plainproto::optional<bool> p2p_cache_shape = true;
  plainproto::optional<bool> enable_partial_send_recv = true;
};
PLAINPROTO_MESSAGE(PipelineConfig,
                   "paddle.fleet.PipelineConfig",
                   PLAINPROTO_FIELD(micro_batch_size, 1),
                   PLAINPROTO_FIELD(accumulate_steps, 2),
                   PLAINPROTO_FIELD(schedule_mode, 3),
                   PLAINPROTO_FIELD(p2p_cache_shape, 4),
                   PLAINPROTO_FIELD(enable_partial_send_recv, 5));

struct TensorParallelConfig : plainproto::message<TensorParallelConfig> {
  plainproto::optional<std::int32_t> tensor_parallel_degree = 1;
  plainproto::optional<std::int32_t> tensor_init_seed = -1;
};
PLAINPROTO_MESSAGE(TensorParallelConfig,
                   "paddle.fleet.TensorParallelConfig",
                   PLAINPROTO_FIELD(tensor_parallel_degree, 1),
                   PLAINPROTO_FIELD(tensor_init_seed, 2));

struct QatConfig : plainproto::message<QatConfig> {
  plainproto::optional<bool> channel_wise_abs_max = true;
  plainproto::optional<std::int32_t> weight_bits = 8;
  plainproto::optional<std::int32_t> activation_bits = 8;
  std::vector<std::string> not_quant_pattern;
  plainproto::optional<std::string> algo;
};
PLAINPROTO_MESSAGE(QatConfig,
                   "paddle.fleet.QatConfig",
                   PLAINPROTO_FIELD(channel_wise_abs_max, 1),
                   PLAINPROTO_FIELD(weight_bits, 2),
                   PLAINPROTO_FIELD(activation_bits, 3),
                   PLAINPROTO_FIELD(not_quant_pattern, 4),
                   PLAINPROTO_FIELD(algo, 5));

enum class TableType : std::int32_t { PS_SPARSE_TABLE = 0, PS_DENSE_TABLE = 1 };
PLAINPROTO_ENUM(TableType,
                "paddle.fleet.TableType",
                PLAINPROTO_ENUM_VALUE(PS_SPARSE_TABLE),
                PLAINPROTO_ENUM_VALUE(PS_DENSE_TABLE));

struct CtrAccessorParameter : plainproto::message<CtrAccessorParameter> {
  plainproto::optional<float> nonclk_coeff = 0.1f;
  plainproto::optional<float> click_coeff = 1.0f;
  plainproto::optional<float> base_threshold = 1.5f;
  plainproto::optional<float> delta_threshold = 0.25f;
  plainproto::optional<float> delta_keep_days = 16.0f;
  plainproto::optional<float> show_click_decay_rate = 0.98f;
  plainproto::optional<float> delete_threshold = 0.8f;
  plainproto::optional<float> delete_after_unseen_days = 30.0f;
  plainproto::optional<std::int32_t> ssd_unseenday_threshold = 1;
  plainproto::optional<bool> show_scale = true;
  plainproto::optional<bool> zero_init = true;
  std::vector<float> load_filter_slots;
  std::vector<float> save_filter_slots;
};
PLAINPROTO_MESSAGE(CtrAccessorParameter,
                   "paddle.fleet.CtrAccessorParameter",
                   PLAINPROTO_FIELD(nonclk_coeff, 1),
                   PLAINPROTO_FIELD(click_coeff, 2),
                   PLAINPROTO_FIELD(base_threshold, 3),
                   PLAINPROTO_FIELD(delta_threshold, 4),
                   PLAINPROTO_FIELD(delta_keep_days, 5),
                   PLAINPROTO_FIELD(show_click_decay_rate, 6),
                   PLAINPROTO_FIELD(delete_threshold, 7),
                   PLAINPROTO_FIELD(delete_after_unseen_days, 8),
                   PLAINPROTO_FIELD(ssd_unseenday_threshold, 9),
                   PLAINPROTO_FIELD(show_scale, 10),
                   PLAINPROTO_FIELD(zero_init, 11),
                   PLAINPROTO_FIELD(load_filter_slots, 12),
                   PLAINPROTO_FIELD(save_filter_slots, 13));

struct TableAccessorSaveParameter : plainproto::message<TableAccessorSaveParameter> {
  plainproto::optional<std::uint32_t> param;
  plainproto::optional<std::string> converter;
  plainproto::optional<std::string> deconverter;
};
PLAINPROTO_MESSAGE(TableAccessorSaveParameter,
                   "paddle.fleet.TableAccessorSaveParameter",
                   PLAINPROTO_FIELD(param, 1),
                   PLAINPROTO_FIELD(converter, 2),
                   PLAINPROTO_FIELD(deconverter, 3));

struct SparseNaiveSGDRuleParameter : plainproto::message<SparseNaiveSGDRuleParameter> {
  plainproto::optional<double> learning_rate = 0.05;
  plainproto::optional<double> initial_range = 0.0001;
  std::vector<float> weight_bounds;
};
PLAINPROTO_MESSAGE(SparseNaiveSGDRuleParameter,
                   "paddle.fleet.SparseNaiveSGDRuleParameter",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(initial_range, 2),
                   PLAINPROTO_FIELD(weight_bounds, 3));

struct SparseAdagradSGDRuleParameter : plainproto::message<SparseAdagradSGDRuleParameter> {
  plainproto::optional<double> learning_rate = 0.05;
  plainproto::optional<double> initial_g2sum = 3.0;
  plainproto::optional<double> initial_range = 0.0001;
  std::vector<float> weight_bounds;
};
PLAINPROTO_MESSAGE(SparseAdagradSGDRuleParameter,
                   "paddle.fleet.SparseAdagradSGDRuleParameter",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(initial_g2sum, 2),
                   PLAINPROTO_FIELD(initial_range, 3),
                   PLAINPROTO_FIELD(weight_bounds, 4));

struct SparseAdamSGDParameter : plainproto::message<SparseAdamSGDParameter> {
  plainproto::optional<double> learning_rate = 0.001;
  plainproto::optional<double> initial_range = 0.0001;
  plainproto::optional<double> beta1_decay_rate = 0.9;
  plainproto::optional<double> beta2_decay_rate = 0.999;
  plainproto::optional<double> ada_epsilon = 1e-8;
  std::vector<float> weight_bounds;
};
PLAINPROTO_MESSAGE(SparseAdamSGDParameter,
                   "paddle.fleet.SparseAdamSGDParameter",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(initial_range, 2),
                   PLAINPROTO_FIELD(beta1_decay_rate, 3),
                   PLAINPROTO_FIELD(beta2_decay_rate, 4),
                   PLAINPROTO_FIELD(ada_epsilon, 5),
                   PLAINPROTO_FIELD(weight_bounds, 6));

struct SGDParameter : plainproto::message<SGDParameter> {
  plainproto::optional<std::string> name;
  plainproto::optional<SparseNaiveSGDRuleParameter> naive;
  plainproto::optional<SparseAdagradSGDRuleParameter> adagrad;
  plainproto::optional<SparseAdamSGDParameter> adam;
};
PLAINPROTO_MESSAGE(SGDParameter,
                   "paddle.fleet.SGDParameter",
                   PLAINPROTO_FIELD(name, 1),
                   PLAINPROTO_FIELD(naive, 2),
                   PLAINPROTO_FIELD(adagrad, 3),
                   PLAINPROTO_FIELD(adam, 4));

struct GraphSGDParameter : plainproto::message<GraphSGDParameter> {
  plainproto::optional<std::uint32_t> nodeid_slot = 9008u;
  plainproto::optional<float> feature_learning_rate = 0.05f;
};
PLAINPROTO_MESSAGE(GraphSGDParameter,
                   "paddle.fleet.GraphSGDParameter",
                   PLAINPROTO_FIELD(nodeid_slot, 1),
                   PLAINPROTO_FIELD(feature_learning_rate, 2));

struct TableAccessorParameter : plainproto::message<TableAccessorParameter> {
  plainproto::optional<std::string> accessor_class;
  plainproto::optional<std::uint32_t> fea_dim = 11u;
  plainproto::optional<std::uint32_t> embedx_dim = 8u;
  plainproto::optional<std::uint32_t> embedx_threshold = 10u;
  plainproto::optional<CtrAccessorParameter> ctr_accessor_param;
  std::vector<TableAccessorSaveParameter> table_accessor_save_param;
  plainproto::optional<SGDParameter> embed_sgd_param;
  plainproto::optional<SGDParameter> embedx_sgd_param;
  plainproto::optional<GraphSGDParameter> graph_sgd_param;
};
PLAINPROTO_MESSAGE(TableAccessorParameter,
                   "paddle.fleet.TableAccessorParameter",
                   PLAINPROTO_FIELD(accessor_class, 1),
                   PLAINPROTO_FIELD(fea_dim, 4),
                   PLAINPROTO_FIELD(embedx_dim, 5),
                   PLAINPROTO_FIELD(embedx_threshold, 6),
                   PLAINPROTO_FIELD(ctr_accessor_param, 7),
                   PLAINPROTO_FIELD(table_accessor_save_param, 8),
                   PLAINPROTO_FIELD(embed_sgd_param, 10),
                   PLAINPROTO_FIELD(embedx_sgd_param, 11),
                   PLAINPROTO_FIELD(graph_sgd_param, 12));

struct TableParameter : plainproto::message<TableParameter> {
  plainproto::optional<std::uint64_t> table_id;
  plainproto::optional<std::string> table_name;
  plainproto::optional<std::string> table_class;
  plainproto::optional<std::uint64_t> shard_num = 1000u;
  plainproto::optional<TableType> type;
  plainproto::optional<TableAccessorParameter> accessor;
  plainproto::optional<bool> compress_in_save = false;
  plainproto::optional<bool> enable_sparse_table_cache = true;
  plainproto::optional<double> sparse_table_cache_rate = 0.00055;
  plainproto::optional<std::uint32_t> sparse_table_cache_file_num = 16u;
  plainproto::optional<bool> enable_revert = false;
  plainproto::optional<float> shard_merge_rate = 1.0f;
  plainproto::optional<bool> use_gpu_graph = false;
};
PLAINPROTO_MESSAGE(TableParameter,
                   "paddle.fleet.TableParameter",
                   PLAINPROTO_FIELD(table_id, 1),
                   PLAINPROTO_FIELD(table_name, 2),
                   PLAINPROTO_FIELD(table_class, 3),
                   PLAINPROTO_FIELD(shard_num, 4),
                   PLAINPROTO_FIELD(type, 5),
                   PLAINPROTO_FIELD(accessor, 6),
                   PLAINPROTO_FIELD(compress_in_save, 7),
                   PLAINPROTO_FIELD(enable_sparse_table_cache, 10),
                   PLAINPROTO_FIELD(sparse_table_cache_rate, 11),
                   PLAINPROTO_FIELD(sparse_table_cache_file_num, 12),
                   PLAINPROTO_FIELD(enable_revert, 13),
                   PLAINPROTO_FIELD(shard_merge_rate, 14),
                   PLAINPROTO_FIELD(use_gpu_graph, 15));

struct FsClientParameter : plainproto::message<FsClientParameter> {
  plainproto::optional<std::string> uri;
  plainproto::optional<std::string> user;
  plainproto::optional<std::string> passwd;
  plainproto::optional<std::string> hadoop_bin;
};
PLAINPROTO_MESSAGE(FsClientParameter,
                   "paddle.fleet.FsClientParameter",
                   PLAINPROTO_FIELD(uri, 1),
                   PLAINPROTO_FIELD(user, 2),
                   PLAINPROTO_FIELD(passwd, 3),
                   PLAINPROTO_FIELD(hadoop_bin, 4));

struct DistributedStrategy : plainproto::message<DistributedStrategy> {
  plainproto::optional<Mode> mode = Mode::COLLECTIVE;
  plainproto::optional<bool> amp = false;
  plainproto::optional<bool> recompute = false;
  plainproto::optional<bool> localsgd = false;
  plainproto::optional<bool> dgc = false;
  plainproto::optional<bool> gradient_merge = false;
  plainproto::optional<bool> lars = false;
  plainproto::optional<bool> lamb = false;
  plainproto::optional<bool> pipeline = false;
  plainproto::optional<bool> elastic = false;
  plainproto::optional<bool> auto_ = false;
  plainproto::optional<bool> a_sync = true;
  plainproto::optional<bool> sync_nccl_allreduce = true;
  plainproto::optional<std::int32_t> nccl_comm_num = 1;
  plainproto::optional<bool> use_hierarchical_allreduce = false;
  plainproto::optional<std::int32_t> hierarchical_allreduce_inter_nranks = 1;
  plainproto::optional<bool> sync_batch_norm = false;
  plainproto::optional<bool> fuse_all_reduce_ops = true;
  plainproto::optional<std::int32_t> fuse_grad_size_in_MB = 32;
  plainproto::optional<float> fuse_grad_size_in_TFLOPS = 50.0f;
  plainproto::optional<bool> cudnn_exhaustive_search = false;
  plainproto::optional<std::int32_t> conv_workspace_size_limit = 512;
  plainproto::optional<bool> cudnn_batchnorm_spatial_persistent = false;
  plainproto::optional<bool> adaptive_localsgd = false;
  plainproto::optional<bool> fp16_allreduce = false;
  plainproto::optional<bool> sharding = false;
  plainproto::optional<float> last_comm_group_size_MB = 1.0f;
  plainproto::optional<bool> find_unused_parameters = false;
  plainproto::optional<bool> tensor_parallel = false;
  plainproto::optional<bool> without_graph_optimization = true;
  plainproto::optional<std::int32_t> fuse_grad_size_in_num = 8;
  plainproto::optional<bool> calc_comm_same_stream = false;
  plainproto::optional<bool> asp = false;
  plainproto::optional<bool> fuse_grad_merge = false;
  plainproto::optional<bool> semi_auto = false;
  plainproto::optional<bool> adam_d2sum = false;
  plainproto::optional<bool> auto_search = false;
  plainproto::optional<bool> heter_ccl_mode = false;
  plainproto::optional<bool> is_fl_ps_mode = false;
  plainproto::optional<bool> with_coordinator = false;
  plainproto::optional<bool> qat = false;
  plainproto::optional<bool> split_data = true;
  plainproto::optional<RecomputeConfig> recompute_configs;
  plainproto::optional<AMPConfig> amp_configs;
  plainproto::optional<LocalSGDConfig> localsgd_configs;
  plainproto::optional<GradientMergeConfig> gradient_merge_configs;
  plainproto::optional<DGCConfig> dgc_configs;
  plainproto::optional<PipelineConfig> pipeline_configs;
  plainproto::optional<AsyncConfig> a_sync_configs;
  plainproto::optional<LarsConfig> lars_configs;
  plainproto::optional<LambConfig> lamb_configs;
  plainproto::optional<AdaptiveLocalSGDConfig> adaptive_localsgd_configs;
  plainproto::optional<ShardingConfig> sharding_configs;
  plainproto::optional<HybridConfig> hybrid_configs;
  plainproto::optional<TensorParallelConfig> tensor_parallel_configs;
  plainproto::optional<TrainerDescConfig> trainer_desc_configs;
  std::vector<TableParameter> downpour_table_param;
  plainproto::optional<FsClientParameter> fs_client_param;
  plainproto::optional<QatConfig> qat_configs;
  plainproto::optional<BuildStrategy> build_strategy;
  plainproto::optional<GradientScaleConfig> gradient_scale_configs;
};
PLAINPROTO_MESSAGE(DistributedStrategy,
                   "paddle.fleet.DistributedStrategy",
                   PLAINPROTO_FIELD(mode, 1),
                   PLAINPROTO_FIELD(amp, 2),
                   PLAINPROTO_FIELD(recompute, 3),
                   PLAINPROTO_FIELD(localsgd, 4),
                   PLAINPROTO_FIELD(dgc, 5),
                   PLAINPROTO_FIELD(gradient_merge, 6),
                   PLAINPROTO_FIELD(lars, 7),
                   PLAINPROTO_FIELD(lamb, 8),
                   PLAINPROTO_FIELD(pipeline, 9),
                   PLAINPROTO_FIELD(elastic, 10),
                   PLAINPROTO_FIELD(auto_, 11, plainproto::proto_name{"auto"}),
                   PLAINPROTO_FIELD(a_sync, 12),
                   PLAINPROTO_FIELD(sync_nccl_allreduce, 13),
                   PLAINPROTO_FIELD(nccl_comm_num, 14),
                   PLAINPROTO_FIELD(use_hierarchical_allreduce, 15),
                   PLAINPROTO_FIELD(hierarchical_allreduce_inter_nranks, 16),
                   PLAINPROTO_FIELD(sync_batch_norm, 17),
                   PLAINPROTO_FIELD(fuse_all_reduce_ops, 18),
                   PLAINPROTO_FIELD(fuse_grad_size_in_MB, 19),
                   PLAINPROTO_FIELD(fuse_grad_size_in_TFLOPS, 20),
                   PLAINPROTO_FIELD(cudnn_exhaustive_search, 21),
                   PLAINPROTO_FIELD(conv_workspace_size_limit, 22),
                   PLAINPROTO_FIELD(cudnn_batchnorm_spatial_persistent, 23),
                   PLAINPROTO_FIELD(adaptive_localsgd, 24),
                   PLAINPROTO_FIELD(fp16_allreduce, 25),
                   PLAINPROTO_FIELD(sharding, 26),
                   PLAINPROTO_FIELD(last_comm_group_size_MB, 27),
                   PLAINPROTO_FIELD(find_unused_parameters, 28),
                   PLAINPROTO_FIELD(tensor_parallel, 29),
                   PLAINPROTO_FIELD(without_graph_optimization, 30),
                   PLAINPROTO_FIELD(fuse_grad_size_in_num, 31),
                   PLAINPROTO_FIELD(calc_comm_same_stream, 32),
                   PLAINPROTO_FIELD(asp, 33),
                   PLAINPROTO_FIELD(fuse_grad_merge, 34),
                   PLAINPROTO_FIELD(semi_auto, 35),
                   PLAINPROTO_FIELD(adam_d2sum, 36),
                   PLAINPROTO_FIELD(auto_search, 37),
                   PLAINPROTO_FIELD(heter_ccl_mode, 38),
                   PLAINPROTO_FIELD(is_fl_ps_mode, 39),
                   PLAINPROTO_FIELD(with_coordinator, 40),
                   PLAINPROTO_FIELD(qat, 41),
                   PLAINPROTO_FIELD(split_data, 42),
                   PLAINPROTO_FIELD(recompute_configs, 101),
                   PLAINPROTO_FIELD(amp_configs, 102),
                   PLAINPROTO_FIELD(localsgd_configs, 103),
                   PLAINPROTO_FIELD(gradient_merge_configs, 104),
                   PLAINPROTO_FIELD(dgc_configs, 105),
                   PLAINPROTO_FIELD(pipeline_configs, 106),
                   PLAINPROTO_FIELD(a_sync_configs, 107),
                   PLAINPROTO_FIELD(lars_configs, 108),
                   PLAINPROTO_FIELD(lamb_configs, 109),
                   PLAINPROTO_FIELD(adaptive_localsgd_configs, 110),
                   PLAINPROTO_FIELD(sharding_configs, 111),
                   PLAINPROTO_FIELD(hybrid_configs, 112),
                   PLAINPROTO_FIELD(tensor_parallel_configs, 113),
                   PLAINPROTO_FIELD(trainer_desc_configs, 114),
                   PLAINPROTO_FIELD(downpour_table_param, 115),
                   PLAINPROTO_FIELD(fs_client_param, 116),
                   PLAINPROTO_FIELD(qat_configs, 117),
                   PLAINPROTO_FIELD(build_strategy, 201),
                   PLAINPROTO_FIELD(gradient_scale_configs, 203));

struct DistributedJobInfo : plainproto::message<DistributedJobInfo> {
  plainproto::optional<std::int32_t> worker_num;
  plainproto::optional<std::int32_t> server_num;
  std::vector<std::string> worker_ips;
  std::vector<std::string> server_endpoints;
  plainproto::optional<std::string> origin_startup;
  plainproto::optional<std::string> origin_main;
  plainproto::optional<std::string> distributed_main;
  plainproto::optional<std::string> optimizer_name;
  plainproto::optional<DistributedStrategy> strategy;
};
PLAINPROTO_MESSAGE(DistributedJobInfo,
                   "paddle.fleet.DistributedJobInfo",
                   PLAINPROTO_FIELD(worker_num, 1),
                   PLAINPROTO_FIELD(server_num, 2),
                   PLAINPROTO_FIELD(worker_ips, 3),
                   PLAINPROTO_FIELD(server_endpoints, 4),
                   PLAINPROTO_FIELD(origin_startup, 5),
                   PLAINPROTO_FIELD(origin_main, 6),
                   PLAINPROTO_FIELD(distributed_main, 7),
                   PLAINPROTO_FIELD(optimizer_name, 8),
                   PLAINPROTO_FIELD(strategy, 101));

}  // namespace fleet
}  // namespace paddle
}  // namespace plainproto
