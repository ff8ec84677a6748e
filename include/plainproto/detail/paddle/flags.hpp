// plainproto: what the Paddle facade knows about each property of Python's DistributedStrategy: the flags with the
// check each setter makes (and Paddle's warning texts), and the *_configs properties.
#pragma once

#include <cstddef>
#include <string_view>

namespace plainproto {
namespace detail {

enum class paddle_flag_rule {
  bool_or_warn,  // isinstance(v, bool), else a warning
  int_or_warn,  // isinstance(v, int) (bool passes), else a warning
  float_or_warn,  // isinstance(v, float), else a warning
  bool_or_value_error,  // a_sync, adam_d2sum
  bool_or_type_error,  // fp16_allreduce
  greater_than_zero,  // last_comm_group_size_MB: no type check, ValueError unless v > 0
};

struct paddle_flag_spec {
  std::string_view property;  // the Python property
  std::string_view field;  // the proto field
  paddle_flag_rule rule;
  std::string_view warning;
  bool strict_auto;  // the setter is decorated with @is_strict_auto
};

// Every flag property of the Python class; warnings are Paddle's texts, including their inconsistencies.
inline constexpr paddle_flag_spec paddle_flag_specs[] = {
    {"a_sync", "a_sync", paddle_flag_rule::bool_or_value_error, "", true},
    {"adam_d2sum", "adam_d2sum", paddle_flag_rule::bool_or_value_error, "", true},
    {"amp", "amp", paddle_flag_rule::bool_or_warn, "amp should have value of bool type", true},
    {"asp", "asp", paddle_flag_rule::bool_or_warn, "asp should have value of bool type", true},
    {"qat", "qat", paddle_flag_rule::bool_or_warn, "qat should have value of bool type", false},
    {"recompute", "recompute", paddle_flag_rule::bool_or_warn, "recompute should have value of bool type", true},
    {"sync_nccl_allreduce", "sync_nccl_allreduce", paddle_flag_rule::bool_or_warn,
     "sync_nccl_allreduce should have value of bool type", true},
    {"use_hierarchical_allreduce", "use_hierarchical_allreduce", paddle_flag_rule::bool_or_warn,
     "use_hierarchical_allreduce should have value of bool type", true},
    {"hierarchical_allreduce_inter_nranks", "hierarchical_allreduce_inter_nranks", paddle_flag_rule::int_or_warn,
     "hierarchical_allreduce_inter_nranks should have value of int type", true},
    {"sync_batch_norm", "sync_batch_norm", paddle_flag_rule::bool_or_warn,
     "sync_batch_norm should have value of bool type", true},
    {"fuse_all_reduce_ops", "fuse_all_reduce_ops", paddle_flag_rule::bool_or_warn,
     "fuse_all_reduce_ops should have value of bool type", true},
    {"fuse_grad_size_in_MB", "fuse_grad_size_in_MB", paddle_flag_rule::int_or_warn,
     "fuse_grad_size_in_MB should have value of int type", true},
    {"last_comm_group_size_MB", "last_comm_group_size_MB", paddle_flag_rule::greater_than_zero, "", true},
    {"find_unused_parameters", "find_unused_parameters", paddle_flag_rule::bool_or_warn,
     "find_unused_parameters should have value of bool type", true},
    {"_fuse_grad_size_in_TFLOPS", "fuse_grad_size_in_TFLOPS", paddle_flag_rule::float_or_warn,
     "fuse_grad_size_in_TFLOPS should have value of float type", true},
    {"nccl_comm_num", "nccl_comm_num", paddle_flag_rule::int_or_warn, "nccl_comm_num should have value of int type",
     true},
    {"sharding", "sharding", paddle_flag_rule::bool_or_warn, "sharding should have value of bool type", true},
    {"without_graph_optimization", "without_graph_optimization", paddle_flag_rule::bool_or_warn,
     "without_graph_optimization should have value of bool type", true},
    {"_calc_comm_same_stream", "calc_comm_same_stream", paddle_flag_rule::bool_or_warn,
     "calc_comm_same_stream should have value of boolean type", true},
    {"fuse_grad_merge", "fuse_grad_merge", paddle_flag_rule::bool_or_warn,
     "fuse_grad_merge should have value of boolean type", true},
    {"fuse_grad_size_in_num", "fuse_grad_size_in_num", paddle_flag_rule::int_or_warn,
     "fuse_grad_size_in_num should have value of int32 type", true},
    {"pipeline", "pipeline", paddle_flag_rule::bool_or_warn, "pipeline should have value of bool type", true},
    {"is_fl_ps_mode", "is_fl_ps_mode", paddle_flag_rule::bool_or_warn, "is_fl_ps_mode should have value of bool type",
     true},
    {"is_with_coordinator", "with_coordinator", paddle_flag_rule::bool_or_warn,
     "with_coordinator should have value of bool type", true},
    {"tensor_parallel", "tensor_parallel", paddle_flag_rule::bool_or_warn,
     "tensor_parallel should have value of bool type", true},
    {"localsgd", "localsgd", paddle_flag_rule::bool_or_warn, "localsgd should have value of bool type", true},
    {"adaptive_localsgd", "adaptive_localsgd", paddle_flag_rule::bool_or_warn,
     "adaptive_localsgd should have value of bool type", true},
    {"dgc", "dgc", paddle_flag_rule::bool_or_warn, "dgc should have value of bool type", true},
    {"fp16_allreduce", "fp16_allreduce", paddle_flag_rule::bool_or_type_error, "", true},
    {"gradient_merge", "gradient_merge", paddle_flag_rule::bool_or_warn,
     "gradient_merge should have value of bool type", true},
    {"lars", "lars", paddle_flag_rule::bool_or_warn, "lars should have value of bool type", true},
    {"lamb", "lamb", paddle_flag_rule::bool_or_warn, "lamb should have value of bool type", true},
    {"elastic", "elastic", paddle_flag_rule::bool_or_warn, "elastic should have value of bool type", true},
    {"auto", "auto", paddle_flag_rule::bool_or_warn, "auto should have value of bool type", false},
    {"semi_auto", "semi_auto", paddle_flag_rule::bool_or_warn, "semi-auto should have value of bool type", false},
    {"auto_search", "auto_search", paddle_flag_rule::bool_or_warn, "auto-search should have value of bool type", false},
    {"split_data", "split_data", paddle_flag_rule::bool_or_warn, "split_data should have value of bool type", false},
    {"heter_ccl_mode", "heter_ccl_mode", paddle_flag_rule::bool_or_warn,
     "heter_ccl_mode should have value of bool type", false},
    {"cudnn_exhaustive_search", "cudnn_exhaustive_search", paddle_flag_rule::bool_or_warn,
     "cudnn_exhaustive_search should have value of bool type", true},
    {"conv_workspace_size_limit", "conv_workspace_size_limit", paddle_flag_rule::int_or_warn,
     "conv_workspace_size_limit should have value of int type", true},
    {"cudnn_batchnorm_spatial_persistent", "cudnn_batchnorm_spatial_persistent", paddle_flag_rule::bool_or_warn,
     "cudnn_batchnorm_spatial_persistent should have value of bool type", true},
};

struct paddle_configs_spec {
  std::string_view property;  // the Python property, also the proto field
  std::string_view checked_as;  // the name check_configs_key reports
  bool strict_auto;
};

inline constexpr paddle_configs_spec paddle_configs_specs[] = {
    {"gradient_scale_configs", "gradient_scale_configs", true},
    {"a_sync_configs", "a_sync_configs", true},
    {"trainer_desc_configs", "trainer_desc_configs", true},
    {"fs_client_param", "fs_client_param", true},
    {"amp_configs", "amp_configs", true},
    {"qat_configs", "qat_configs", false},
    {"recompute_configs", "checkpoint_configs", true},
    {"sharding_configs", "sharding_configs", true},
    {"pipeline_configs", "pipeline_configs", true},
    {"tensor_parallel_configs", "tensor_parallel_configs", true},
    {"localsgd_configs", "localsgd_configs", true},
    {"adaptive_localsgd_configs", "adaptive_localsgd_configs", true},
    {"dgc_configs", "dgc_configs", true},
    {"gradient_merge_configs", "gradient_configs", true},
    {"lars_configs", "lars_configs", true},
    {"lamb_configs", "lamb_configs", true},
};

template <class Spec, std::size_t N>
const Spec* find_paddle_spec(const Spec (&specs)[N], std::string_view property) {
  for (const Spec& spec : specs)
    if (spec.property == property) return &spec;
  return nullptr;
}

}  // namespace detail
}  // namespace plainproto
