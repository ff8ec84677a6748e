// plainproto: Paddle's `paddle.distributed.fleet.DistributedStrategy` for C++: the wrapper Paddle users know, over
// the `paddle.fleet.DistributedStrategy` message. Needs nlohmann_json; not part of plainproto.hpp.
//
//   plainproto::paddle::distributed_strategy strategy;
//   strategy.set_amp(true);                                              // strategy.amp = True
//   strategy.set_amp_configs({{"init_loss_scaling", 32768}});            // strategy.amp_configs = {...}
//   strategy.set("recompute", "True");                                   // Python's checks: a warning, no change
//   strategy.save_to_prototxt("strategy.prototxt");
//   std::cout << strategy;                                               // print(strategy)
//
// Mapping from Python:
// - Every property has a typed getter and setter (`amp()` / `set_amp(bool)`; `auto` is `auto_()` / `set_auto`).
//   `set(name, value)` / `get(name)` take the Python property name and a JSON value standing for the Python object
//   (null None, bool, int, float, str, list, dict) and do what Python's setattr/getattr do (README lists where
//   they differ: hybrid_parallel_order and sync_param_name take lists of str only): a value of the wrong type
//   leaves the flag unchanged and returns (and records in warnings()) Paddle's warning text; where
//   Python raises, a python_error subclass (value_error, type_error, assertion_error, attribute_error, index_error,
//   overflow_error) with Python's message is thrown; an unknown name is a type_error
//   "<name> is not a attribute of DistributedStrategy".
// - *_configs getters return a dict of every field of the sub-message in declaration order, unset fields at their
//   default; repeated fields are lists, and sub-messages are dicts too (Python returns the live message there).
//   The setters check the keys, then assign as Paddle does: scalars through protobuf's type checks (errors name the
//   field: "amp_configs.incr_every_n_steps: '4' has type str, but expected one of: int"), repeated scalars
//   *extended* (a bare str adds one element per character), repeated messages given one *empty* element per item,
//   sub-messages refused (AttributeError). The replace_* variants are the strict, all-or-nothing alternative: keys
//   checked at every level, repeated fields replaced by exactly the given list, dicts filling sub-messages and
//   message elements, null clearing a field.
// - Dicts are nlohmann::ordered_json so that keys are applied in the order written, as Python applies a dict; an
//   nlohmann::json converts implicitly (its keys then come in sorted order).
// - Python's module-global "was a non-auto setter called" flag (is_strict_auto) is kept per strategy.
// - The caller's dict is never modified (Python pops mp_configs/pp_configs out of the hybrid_configs dict).
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "paddle_errors.hpp"
#include "detail/paddle/configs.hpp"
#include "detail/paddle/flags.hpp"
#include "detail/paddle/overview.hpp"
#include "detail/paddle/python.hpp"
#include "detail/paddle/tables.hpp"
#include "detail/text/python_parser.hpp"
#include "schemas/paddle/distributed_strategy.hpp"
#include "text.hpp"

namespace plainproto {
namespace paddle {

// The global flags a CUDA/HIP build of Paddle copies into every new strategy. They are set explicitly, so a fresh
// strategy of such a build saves these four lines; a CPU build (the default constructor) saves an empty file.
struct gpu_build_flags {
  bool cudnn_batchnorm_spatial_persistent = false;
  std::int32_t conv_workspace_size_limit = 512;
  bool cudnn_exhaustive_search = false;
  bool sync_nccl_allreduce = true;
};

class distributed_strategy {
 public:
  using dict = nlohmann::ordered_json;

  // A CPU build of Paddle: no field set.
  distributed_strategy() = default;
  explicit distributed_strategy(const gpu_build_flags& flags) {
    proto_.cudnn_batchnorm_spatial_persistent = flags.cudnn_batchnorm_spatial_persistent;
    proto_.conv_workspace_size_limit = flags.conv_workspace_size_limit;
    proto_.cudnn_exhaustive_search = flags.cudnn_exhaustive_search;
    proto_.sync_nccl_allreduce = flags.sync_nccl_allreduce;
  }
  explicit distributed_strategy(fleet::DistributedStrategy proto) : proto_(std::move(proto)) {}

  // The message (Python's `strategy.strategy`). Writing through mutable_proto() bypasses every check.
  const fleet::DistributedStrategy& proto() const noexcept { return proto_; }
  fleet::DistributedStrategy& mutable_proto() noexcept { return proto_; }

  // --- dynamic access by Python property name --------------------------------------------------------------------

  // setattr(strategy, name, value). Returns the warning Python logs (also kept in warnings()), if any.
  std::optional<std::string> set(std::string_view name, const dict& value) {
    if (const detail::paddle_flag_spec* flag = detail::find_paddle_spec(detail::paddle_flag_specs, name))
      return set_flag(*flag, value);
    if (const detail::paddle_configs_spec* configs = detail::find_paddle_spec(detail::paddle_configs_specs, name)) {
      set_configs(*configs, value);
      return std::nullopt;
    }
    if (name == "hybrid_configs") {
      set_hybrid_configs(value);
    } else if (name == "sparse_table_configs") {
      return set_sparse_table_configs(value);
    } else if (name == "fleet_desc_configs") {
      return set_fleet_desc_configs(value);
    } else if (name == "build_strategy") {
      set_build_strategy_from_python(value);
    } else if (name == "hybrid_parallel_order") {
      hybrid_parallel_order_ = detail::py_string_list(value, "hybrid_parallel_order");
    } else if (name == "sync_param_name") {
      sync_param_name_ = detail::py_string_list(value, "sync_param_name");
    } else {
      throw type_error(std::string(name) + " is not a attribute of DistributedStrategy");
    }
    return std::nullopt;
  }

  // getattr(strategy, name); messages (fs_client_param, build_strategy, the tables) come back as dicts.
  dict get(std::string_view name) const {
    std::string_view field_name;
    if (const detail::paddle_flag_spec* flag = detail::find_paddle_spec(detail::paddle_flag_specs, name))
      field_name = flag->field;
    else if (detail::find_paddle_spec(detail::paddle_configs_specs, name) != nullptr || name == "hybrid_configs" ||
             name == "build_strategy")
      field_name = name;
    else if (name == "sparse_table_configs" || name == "fleet_desc_configs")
      field_name = "downpour_table_param";
    else if (name == "hybrid_parallel_order")
      return hybrid_parallel_order_;
    else if (name == "sync_param_name")
      return sync_param_name_;
    else
      throw attribute_error("'DistributedStrategy' object has no attribute '" + std::string(name) + "'");
    const field_descriptor& field = strategy_field(field_name);
    return detail::py_field_dict_value(field, field.storage_in(&proto_));
  }

  // The strict variant of a *_configs setter (also hybrid_configs and fs_client_param): every key checked, at
  // every level; repeated fields replaced by exactly the list given; dicts fill sub-messages and message elements;
  // null clears a field. Either everything is applied or, on an exception, nothing.
  void replace_configs(std::string_view name, const dict& configs) {
    if (name == "hybrid_configs") return replace_hybrid_configs(configs);
    const detail::paddle_configs_spec* spec = detail::find_paddle_spec(detail::paddle_configs_specs, name);
    if (spec == nullptr) throw type_error(std::string(name) + " is not a *_configs attribute of DistributedStrategy");
    note_setter(spec->strict_auto);
    const field_descriptor& field = strategy_field(spec->property);
    detail::py_require_dict(configs, std::string(spec->property));
    detail::py_check_configs_key(*field.message_type(), configs, std::string(spec->checked_as));
    fleet::DistributedStrategy scratch = proto_;
    detail::py_assign_replacing(detail::py_ref(scratch).field(field), configs, std::string(spec->property));
    proto_ = std::move(scratch);
  }

  // What the setters reported where Python logs: wrong-type warnings, "table configs is empty", ...
  const std::vector<std::string>& warnings() const noexcept { return warnings_; }
  void clear_warnings() noexcept { warnings_.clear(); }

  // Python's _is_strict_auto(): auto is set and no setter decorated with @is_strict_auto was called.
  bool is_strict_auto() const noexcept { return proto_.auto_ && no_decorated_setter_called_; }

  // --- bool flags ------------------------------------------------------------------------------------------------

  bool a_sync() const { return proto_.a_sync; }
  // Also sets a_sync_configs = {"k_steps": 0}, as Paddle does.
  void set_a_sync(bool flag) {
    note_setter(true);
    proto_.a_sync = flag;
    set("a_sync_configs", {{"k_steps", 0}});
  }
  bool adam_d2sum() const { return proto_.adam_d2sum; }
  void set_adam_d2sum(bool flag) { decorated(proto_.adam_d2sum, flag); }
  bool amp() const { return proto_.amp; }
  void set_amp(bool flag) { decorated(proto_.amp, flag); }
  bool asp() const { return proto_.asp; }
  void set_asp(bool flag) { decorated(proto_.asp, flag); }
  bool qat() const { return proto_.qat; }
  void set_qat(bool flag) { proto_.qat = flag; }
  bool recompute() const { return proto_.recompute; }
  void set_recompute(bool flag) { decorated(proto_.recompute, flag); }
  bool sync_nccl_allreduce() const { return proto_.sync_nccl_allreduce; }
  void set_sync_nccl_allreduce(bool flag) { decorated(proto_.sync_nccl_allreduce, flag); }
  bool use_hierarchical_allreduce() const { return proto_.use_hierarchical_allreduce; }
  void set_use_hierarchical_allreduce(bool flag) { decorated(proto_.use_hierarchical_allreduce, flag); }
  bool sync_batch_norm() const { return proto_.sync_batch_norm; }
  void set_sync_batch_norm(bool flag) { decorated(proto_.sync_batch_norm, flag); }
  bool fuse_all_reduce_ops() const { return proto_.fuse_all_reduce_ops; }
  void set_fuse_all_reduce_ops(bool flag) { decorated(proto_.fuse_all_reduce_ops, flag); }
  bool find_unused_parameters() const { return proto_.find_unused_parameters; }
  void set_find_unused_parameters(bool flag) { decorated(proto_.find_unused_parameters, flag); }
  bool sharding() const { return proto_.sharding; }
  void set_sharding(bool flag) { decorated(proto_.sharding, flag); }
  bool without_graph_optimization() const { return proto_.without_graph_optimization; }
  void set_without_graph_optimization(bool flag) { decorated(proto_.without_graph_optimization, flag); }
  // Python: _calc_comm_same_stream
  bool calc_comm_same_stream() const { return proto_.calc_comm_same_stream; }
  void set_calc_comm_same_stream(bool flag) { decorated(proto_.calc_comm_same_stream, flag); }
  bool fuse_grad_merge() const { return proto_.fuse_grad_merge; }
  void set_fuse_grad_merge(bool flag) { decorated(proto_.fuse_grad_merge, flag); }
  bool pipeline() const { return proto_.pipeline; }
  void set_pipeline(bool flag) { decorated(proto_.pipeline, flag); }
  bool is_fl_ps_mode() const { return proto_.is_fl_ps_mode; }
  void set_is_fl_ps_mode(bool flag) { decorated(proto_.is_fl_ps_mode, flag); }
  bool is_with_coordinator() const { return proto_.with_coordinator; }
  void set_is_with_coordinator(bool flag) { decorated(proto_.with_coordinator, flag); }
  bool tensor_parallel() const { return proto_.tensor_parallel; }
  void set_tensor_parallel(bool flag) { decorated(proto_.tensor_parallel, flag); }
  bool localsgd() const { return proto_.localsgd; }
  void set_localsgd(bool flag) { decorated(proto_.localsgd, flag); }
  bool adaptive_localsgd() const { return proto_.adaptive_localsgd; }
  void set_adaptive_localsgd(bool flag) { decorated(proto_.adaptive_localsgd, flag); }
  bool dgc() const { return proto_.dgc; }
  void set_dgc(bool flag) { decorated(proto_.dgc, flag); }
  bool fp16_allreduce() const { return proto_.fp16_allreduce; }
  void set_fp16_allreduce(bool flag) { decorated(proto_.fp16_allreduce, flag); }
  bool gradient_merge() const { return proto_.gradient_merge; }
  void set_gradient_merge(bool flag) { decorated(proto_.gradient_merge, flag); }
  bool lars() const { return proto_.lars; }
  void set_lars(bool flag) { decorated(proto_.lars, flag); }
  bool lamb() const { return proto_.lamb; }
  void set_lamb(bool flag) { decorated(proto_.lamb, flag); }
  bool elastic() const { return proto_.elastic; }
  void set_elastic(bool flag) { decorated(proto_.elastic, flag); }
  bool auto_() const { return proto_.auto_; }
  void set_auto(bool flag) { proto_.auto_ = flag; }
  bool semi_auto() const { return proto_.semi_auto; }
  void set_semi_auto(bool flag) { proto_.semi_auto = flag; }
  bool auto_search() const { return proto_.auto_search; }
  void set_auto_search(bool flag) { proto_.auto_search = flag; }
  bool split_data() const { return proto_.split_data; }
  void set_split_data(bool flag) { proto_.split_data = flag; }
  bool heter_ccl_mode() const { return proto_.heter_ccl_mode; }
  void set_heter_ccl_mode(bool flag) { proto_.heter_ccl_mode = flag; }
  bool cudnn_exhaustive_search() const { return proto_.cudnn_exhaustive_search; }
  void set_cudnn_exhaustive_search(bool flag) { decorated(proto_.cudnn_exhaustive_search, flag); }
  bool cudnn_batchnorm_spatial_persistent() const { return proto_.cudnn_batchnorm_spatial_persistent; }
  void set_cudnn_batchnorm_spatial_persistent(bool flag) { decorated(proto_.cudnn_batchnorm_spatial_persistent, flag); }

  // --- number flags ----------------------------------------------------------------------------------------------

  std::int32_t hierarchical_allreduce_inter_nranks() const { return proto_.hierarchical_allreduce_inter_nranks; }
  void set_hierarchical_allreduce_inter_nranks(std::int32_t value) {
    decorated(proto_.hierarchical_allreduce_inter_nranks, value);
  }
  std::int32_t fuse_grad_size_in_MB() const { return proto_.fuse_grad_size_in_MB; }
  void set_fuse_grad_size_in_MB(std::int32_t value) { decorated(proto_.fuse_grad_size_in_MB, value); }
  std::int32_t nccl_comm_num() const { return proto_.nccl_comm_num; }
  void set_nccl_comm_num(std::int32_t value) { decorated(proto_.nccl_comm_num, value); }
  std::int32_t fuse_grad_size_in_num() const { return proto_.fuse_grad_size_in_num; }
  void set_fuse_grad_size_in_num(std::int32_t value) { decorated(proto_.fuse_grad_size_in_num, value); }
  std::int32_t conv_workspace_size_limit() const { return proto_.conv_workspace_size_limit; }
  void set_conv_workspace_size_limit(std::int32_t value) { decorated(proto_.conv_workspace_size_limit, value); }
  // Python: _fuse_grad_size_in_TFLOPS
  float fuse_grad_size_in_TFLOPS() const { return proto_.fuse_grad_size_in_TFLOPS; }
  void set_fuse_grad_size_in_TFLOPS(double value) { set("_fuse_grad_size_in_TFLOPS", value); }
  float last_comm_group_size_MB() const { return proto_.last_comm_group_size_MB; }
  // value_error "last_comm_group_size_MB should be greater than 0" unless value > 0.
  void set_last_comm_group_size_MB(double value) { set("last_comm_group_size_MB", value); }

  // --- *_configs -------------------------------------------------------------------------------------------------

  dict gradient_scale_configs() const { return get("gradient_scale_configs"); }
  void set_gradient_scale_configs(const dict& configs) { set("gradient_scale_configs", configs); }
  void replace_gradient_scale_configs(const dict& configs) { replace_configs("gradient_scale_configs", configs); }
  dict a_sync_configs() const { return get("a_sync_configs"); }
  void set_a_sync_configs(const dict& configs) { set("a_sync_configs", configs); }
  void replace_a_sync_configs(const dict& configs) { replace_configs("a_sync_configs", configs); }
  dict trainer_desc_configs() const { return get("trainer_desc_configs"); }
  void set_trainer_desc_configs(const dict& configs) { set("trainer_desc_configs", configs); }
  void replace_trainer_desc_configs(const dict& configs) { replace_configs("trainer_desc_configs", configs); }
  dict amp_configs() const { return get("amp_configs"); }
  void set_amp_configs(const dict& configs) { set("amp_configs", configs); }
  void replace_amp_configs(const dict& configs) { replace_configs("amp_configs", configs); }
  dict qat_configs() const { return get("qat_configs"); }
  void set_qat_configs(const dict& configs) { set("qat_configs", configs); }
  void replace_qat_configs(const dict& configs) { replace_configs("qat_configs", configs); }
  dict recompute_configs() const { return get("recompute_configs"); }
  void set_recompute_configs(const dict& configs) { set("recompute_configs", configs); }
  void replace_recompute_configs(const dict& configs) { replace_configs("recompute_configs", configs); }
  dict sharding_configs() const { return get("sharding_configs"); }
  void set_sharding_configs(const dict& configs) { set("sharding_configs", configs); }
  void replace_sharding_configs(const dict& configs) { replace_configs("sharding_configs", configs); }
  dict pipeline_configs() const { return get("pipeline_configs"); }
  void set_pipeline_configs(const dict& configs) { set("pipeline_configs", configs); }
  void replace_pipeline_configs(const dict& configs) { replace_configs("pipeline_configs", configs); }
  dict tensor_parallel_configs() const { return get("tensor_parallel_configs"); }
  void set_tensor_parallel_configs(const dict& configs) { set("tensor_parallel_configs", configs); }
  void replace_tensor_parallel_configs(const dict& configs) { replace_configs("tensor_parallel_configs", configs); }
  dict localsgd_configs() const { return get("localsgd_configs"); }
  void set_localsgd_configs(const dict& configs) { set("localsgd_configs", configs); }
  void replace_localsgd_configs(const dict& configs) { replace_configs("localsgd_configs", configs); }
  dict adaptive_localsgd_configs() const { return get("adaptive_localsgd_configs"); }
  void set_adaptive_localsgd_configs(const dict& configs) { set("adaptive_localsgd_configs", configs); }
  void replace_adaptive_localsgd_configs(const dict& configs) { replace_configs("adaptive_localsgd_configs", configs); }
  dict dgc_configs() const { return get("dgc_configs"); }
  void set_dgc_configs(const dict& configs) { set("dgc_configs", configs); }
  void replace_dgc_configs(const dict& configs) { replace_configs("dgc_configs", configs); }
  dict gradient_merge_configs() const { return get("gradient_merge_configs"); }
  void set_gradient_merge_configs(const dict& configs) { set("gradient_merge_configs", configs); }
  void replace_gradient_merge_configs(const dict& configs) { replace_configs("gradient_merge_configs", configs); }
  dict lars_configs() const { return get("lars_configs"); }
  void set_lars_configs(const dict& configs) { set("lars_configs", configs); }
  void replace_lars_configs(const dict& configs) { replace_configs("lars_configs", configs); }
  dict lamb_configs() const { return get("lamb_configs"); }
  void set_lamb_configs(const dict& configs) { set("lamb_configs", configs); }
  void replace_lamb_configs(const dict& configs) { replace_configs("lamb_configs", configs); }

  // Python returns the message here, not a dict.
  const fleet::FsClientParameter& fs_client_param() const { return proto_.fs_client_param; }
  void set_fs_client_param(const dict& configs) { set("fs_client_param", configs); }
  void replace_fs_client_param(const dict& configs) { replace_configs("fs_client_param", configs); }

  // --- hybrid_configs --------------------------------------------------------------------------------------------

  dict hybrid_configs() const { return get("hybrid_configs"); }
  // Paddle's setter: "order" is taken out (any list, never saved), the remaining top-level keys are checked,
  // mp_configs (without its "sync_param_name", kept beside the message) and pp_configs are assigned first with
  // unknown keys inside them ignored, then the other keys in order; sharding_configs and the other sub-messages
  // raise AttributeError after the keys before them were applied.
  void set_hybrid_configs(const dict& configs) {
    dict checked = configs;
    if (detail::py_contains(configs, "order")) {
      hybrid_parallel_order_ = detail::py_string_list(detail::py_item(configs, "order"), "order");
      checked.erase("order");
    }
    const message_descriptor& hybrid_type = descriptor_of<fleet::HybridConfig>();
    detail::py_check_configs_key(hybrid_type, checked, "hybrid_configs");

    const detail::py_message_ref hybrid = detail::py_ref(proto_).field(strategy_field("hybrid_configs"));
    dict rest = configs;
    for (const std::string nested : {"mp_configs", "pp_configs"}) {
      if (!detail::py_contains(configs, nested)) continue;
      dict values = detail::py_item(configs, nested);
      if (nested == "mp_configs" && detail::py_contains(values, "sync_param_name")) {
        sync_param_name_ = detail::py_string_list(detail::py_item(values, "sync_param_name"), "sync_param_name");
        values.erase("sync_param_name");
      }
      detail::py_assign_configs_value(hybrid.field(*hybrid_type.find_field(nested)), values,
                                      "hybrid_configs." + nested);
      rest.erase(nested);
    }
    detail::py_assign_configs_value(hybrid, rest, "hybrid_configs");
  }
  void replace_hybrid_configs(const dict& configs) {
    detail::py_require_dict(configs, "hybrid_configs");
    dict values = configs;
    std::vector<std::string> order = hybrid_parallel_order_;
    std::vector<std::string> sync_param_name = sync_param_name_;
    if (values.contains("order")) {
      order = detail::py_string_list(values["order"], "order");
      values.erase("order");
    }
    const auto mp_configs = values.find("mp_configs");
    if (mp_configs != values.end() && mp_configs->is_object() && mp_configs->contains("sync_param_name")) {
      sync_param_name = detail::py_string_list((*mp_configs)["sync_param_name"], "sync_param_name");
      mp_configs->erase("sync_param_name");
    }
    fleet::DistributedStrategy scratch = proto_;
    detail::py_assign_replacing(detail::py_ref(scratch).field(strategy_field("hybrid_configs")), values,
                                "hybrid_configs");
    proto_ = std::move(scratch);
    hybrid_parallel_order_ = std::move(order);
    sync_param_name_ = std::move(sync_param_name);
  }

  // Python-only attributes, never saved: the hybrid parallel dimensions from outside to inside, and the parameter
  // names mp synchronises.
  const std::vector<std::string>& hybrid_parallel_order() const noexcept { return hybrid_parallel_order_; }
  void set_hybrid_parallel_order(std::vector<std::string> order) { hybrid_parallel_order_ = std::move(order); }
  const std::vector<std::string>& sync_param_name() const noexcept { return sync_param_name_; }
  void set_sync_param_name(std::vector<std::string> names) { sync_param_name_ = std::move(names); }

  // --- parameter-server tables -----------------------------------------------------------------------------------

  // Both properties read strategy.downpour_table_param (the messages, as in Python).
  const repeated_messages<fleet::TableParameter>& sparse_table_configs() const noexcept {
    return proto_.downpour_table_param;
  }
  const repeated_messages<fleet::TableParameter>& fleet_desc_configs() const noexcept {
    return proto_.downpour_table_param;
  }

  // {"emb": {"table_parameters.emb.accessor.embed_sgd_param.adagrad.learning_rate": 0.05, ...}}: one table per key,
  // filled along the dotted paths; "<path>.num" adds that many elements to a repeated message, whose scalars then
  // take element i of a list. Unknown paths are ignored. Returns "table configs is empty" for an empty dict.
  std::optional<std::string> set_sparse_table_configs(const dict& configs) {
    note_setter(true);
    return report(detail::py_set_sparse_table_configs(proto_, configs));
  }
  // {"emb": {"sparse_optimizer": "adam", ...}, "use_cvm": false}: one converted table per dict value (dense_table
  // and datanorm_table skipped), with Paddle's 47 keys, defaults, class checks and SGD rule mapping. Returns
  // "fleet desc config is empty" for an empty dict.
  std::optional<std::string> set_fleet_desc_configs(const dict& configs) {
    return report(detail::py_set_fleet_desc_configs(proto_, configs));
  }

  // --- build strategy --------------------------------------------------------------------------------------------

  const fleet::BuildStrategy& build_strategy() const { return proto_.build_strategy; }
  // Paddle copies every optional field explicitly (so all of them are saved) and extends repeated ones.
  void set_build_strategy(const fleet::BuildStrategy& build_strategy) {
    const dict values = detail::py_message_dict(descriptor_of<fleet::BuildStrategy>(), &build_strategy);
    set_build_strategy_from_python(values);
  }

  // --- files, environment, overview ------------------------------------------------------------------------------

  // What Paddle writes, str(strategy): Python protobuf's text_format.MessageToString (floats as Python spells
  // them: 32768.0, 0.0), written atomically. Python-only attributes (hybrid_parallel_order, sync_param_name) are
  // not saved.
  void save_to_prototxt(const std::string& path) const {
    text_print_options options;
    options.style = text_style::python;
    write_text_file(path, proto_, options);
  }
  // Python's text_format.Merge into the current strategy, as Paddle does: repeated fields are appended to, no
  // setter check runs, the Python-only attributes stay as they are. Parse errors are plainproto::error naming the
  // file.
  void load_from_prototxt(const std::string& path) {
    text_parse_options options;
    options.style = text_style::python;
    // The Python parser called directly: the facade needs no python_style.hpp (nor the JSON it brings).
    const std::string text = read_file(path);
    detail::reporting_file(path, [&] {
      detail::read_python_text(descriptor_of<fleet::DistributedStrategy>(), &proto_, text, options, true);
    });
  }

  // Python's _enable_env(): the flags it would set, with the values spelled as Python's str() spells them.
  std::vector<std::pair<std::string, std::string>> enable_env() const {
    auto python_bool = [](bool value) { return std::string(value ? "True" : "False"); };
    return {
        {"FLAGS_cudnn_batchnorm_spatial_persistent", python_bool(proto_.cudnn_batchnorm_spatial_persistent)},
        {"FLAGS_conv_workspace_size_limit", std::to_string(proto_.conv_workspace_size_limit)},
        {"FLAGS_cudnn_exhaustive_search", python_bool(proto_.cudnn_exhaustive_search)},
        {"FLAGS_sync_nccl_allreduce", python_bool(proto_.sync_nccl_allreduce)},
        {"FLAGS_fuse_parameter_memory_size", std::to_string(proto_.fuse_grad_size_in_MB)},
        {"FLAGS_fuse_parameter_groups_size", detail::py_int_of_float(proto_.fuse_grad_size_in_TFLOPS)},
    };
  }

  // Python's str(strategy): the "DistributedStrategy Overview" table.
  std::string to_string() const { return detail::py_strategy_overview(proto_); }
  friend std::ostream& operator<<(std::ostream& out, const distributed_strategy& strategy) {
    return out << strategy.to_string();
  }

 private:
  void note_setter(bool strict_auto) {
    if (strict_auto) no_decorated_setter_called_ = false;
  }
  template <class Field, class Value>
  void decorated(Field& field, Value value) {
    note_setter(true);
    field = value;
  }
  std::optional<std::string> report(std::optional<std::string> message) {
    if (message) warnings_.push_back(*message);
    return message;
  }

  static const field_descriptor& strategy_field(std::string_view name) {
    return *descriptor_of<fleet::DistributedStrategy>().find_field(name);
  }

  std::optional<std::string> set_flag(const detail::paddle_flag_spec& spec, const dict& value) {
    using rule = detail::paddle_flag_rule;
    note_setter(spec.strict_auto);
    switch (spec.rule) {
      case rule::bool_or_warn:
        if (!value.is_boolean()) return report(std::string(spec.warning));
        break;
      case rule::int_or_warn:
        if (!detail::py_isinstance_int(value)) return report(std::string(spec.warning));
        break;
      case rule::float_or_warn:
        if (!value.is_number_float()) return report(std::string(spec.warning));
        break;
      case rule::bool_or_value_error:
        if (!value.is_boolean())
          throw value_error(std::string("The type of `flag` is invalid, expected type is bool, but received <class '") +
                            detail::py_type_name(value) + "'>");
        break;
      case rule::bool_or_type_error:
        if (!value.is_boolean()) throw type_error("fp16_allreduce must be value of bool type");
        break;
      case rule::greater_than_zero: {
        if (!value.is_number() && !value.is_boolean())
          throw type_error(std::string("'>' not supported between instances of '") + detail::py_type_name(value) +
                           "' and 'int'");
        const bool positive = value.is_boolean() ? value.get<bool>() : value.get<double>() > 0;
        if (!positive) throw value_error("last_comm_group_size_MB should be greater than 0");
        break;
      }
    }
    detail::py_setattr(detail::py_ref(proto_), strategy_field(spec.field), value, "");
    if (spec.property == "a_sync") set("a_sync_configs", {{"k_steps", 0}});
    return std::nullopt;
  }

  void set_configs(const detail::paddle_configs_spec& spec, const dict& configs) {
    note_setter(spec.strict_auto);
    const field_descriptor& field = strategy_field(spec.property);
    detail::py_check_configs_key(*field.message_type(), configs, std::string(spec.checked_as));
    detail::py_assign_configs_value(detail::py_ref(proto_).field(field), configs, std::string(spec.property));
  }

  // Paddle's build_strategy setter, given an object with every BuildStrategy field as an attribute (here a dict).
  void set_build_strategy_from_python(const dict& values) {
    note_setter(true);
    const detail::py_message_ref build = detail::py_ref(proto_).field(strategy_field("build_strategy"));
    for (const field_descriptor& field : descriptor_of<fleet::BuildStrategy>()) {
      const std::string name(field.name);
      if (!values.is_object() || !values.contains(name))
        throw attribute_error(std::string("'") + detail::py_type_name(values) + "' object has no attribute '" + name +
                              "'");
      const std::string path = "build_strategy." + name;
      if (field.is_repeated())
        detail::py_extend(build, field, values[name], path);
      else
        detail::py_setattr(build, field, name == "reduce_strategy" ? detail::py_int(values[name]) : values[name], path);
    }
  }

  fleet::DistributedStrategy proto_;
  std::vector<std::string> hybrid_parallel_order_{"dp", "pp", "sharding", "sep", "cp", "mp"};
  std::vector<std::string> sync_param_name_{"embedding", "layer_norm", ".b_"};
  std::vector<std::string> warnings_;
  bool no_decorated_setter_called_ = true;
};

// Paddle's DistributedJobInfo: everything about a distributed job, for debugging and replaying it.
class job_info {
 public:
  const fleet::DistributedJobInfo& proto() const noexcept { return proto_; }

  void set_worker_num(std::int32_t worker_num) { proto_.worker_num = worker_num; }
  void set_server_num(std::int32_t server_num) { proto_.server_num = server_num; }
  // Appends, as Paddle's extend() does.
  void set_worker_ips(const std::vector<std::string>& worker_ips) {
    proto_.worker_ips.insert(proto_.worker_ips.end(), worker_ips.begin(), worker_ips.end());
  }
  void set_server_endpoints(const std::vector<std::string>& server_endpoints) {
    proto_.server_endpoints.insert(proto_.server_endpoints.end(), server_endpoints.begin(), server_endpoints.end());
  }
  // The programs as text (Paddle stores str(program)).
  void set_origin_startup(std::string program) { proto_.origin_startup = std::move(program); }
  void set_origin_main(std::string program) { proto_.origin_main = std::move(program); }
  void set_distributed_main(std::string program) { proto_.distributed_main = std::move(program); }
  void set_optimizer_name(std::string optimizer_name) { proto_.optimizer_name = std::move(optimizer_name); }
  // A copy of the strategy's message. (Paddle's `job_info.strategy = ...` assigns to a message field, which
  // protobuf refuses with AttributeError; the copy is what it means to do.)
  void set_distributed_strategy(const distributed_strategy& strategy) { proto_.strategy = strategy.proto(); }

 private:
  fleet::DistributedJobInfo proto_;
};

}  // namespace paddle
}  // namespace plainproto
