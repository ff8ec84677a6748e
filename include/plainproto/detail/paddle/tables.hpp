// plainproto: the two Paddle setters that fill strategy.downpour_table_param: sparse_table_configs (dotted paths
// into TableParameter) and fleet_desc_configs (the parameter-server sparse-table conversion).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../../schemas/paddle/distributed_strategy.hpp"
#include "configs.hpp"

namespace plainproto {
namespace detail {

inline py_message_ref py_table_ref(paddle::fleet::DistributedStrategy& strategy, std::size_t index) {
  const field_descriptor& tables =
      *descriptor_of<paddle::fleet::DistributedStrategy>().find_field("downpour_table_param");
  return py_ref(strategy).element(tables, index);
}

// range(count): an int (bool included); anything else cannot be interpreted as an integer.
inline std::int64_t py_range_count(const py_object& count) {
  if (count.is_boolean()) return count.get<bool>() ? 1 : 0;
  if (!py_is_int(count))
    throw paddle::type_error(std::string("'") + py_type_name(count) + "' object cannot be interpreted as an integer");
  if (count.is_number_unsigned()) return static_cast<std::int64_t>(count.get<std::uint64_t>());
  return count.get<std::int64_t>();
}

// Paddle's set_table_config: walks the message's fields with the dotted prefix. A repeated message field is
// filled only when "<prefix>.<field>.num" is given; a list for a singular scalar gives element `index` (the
// index of the repeated element being filled; it restarts at 0 inside a singular sub-message, as in Paddle).
inline void py_set_table_config(const py_message_ref& message, const std::string& prefix, const py_object& configs,
                                std::size_t index) {
  for (const field_descriptor& field : message.descriptor()) {
    const std::string name = prefix + "." + std::string(field.name);
    if (field.type == field_type::message) {
      if (!field.is_repeated()) {
        py_set_table_config(message.field(field), name, configs, 0);
        continue;
      }
      const auto count = configs.find(name + ".num");
      if (count == configs.end()) continue;
      const std::int64_t elements = py_range_count(*count);
      for (std::int64_t i = 0; i < elements; ++i) {
        void* storage = field.storage_in(message.writable());
        field.ops->add_message(storage);
        py_set_table_config(message.element(field, field.ops->size(storage) - 1), name, configs,
                            static_cast<std::size_t>(i));
      }
      continue;
    }
    const auto value = configs.find(name);
    if (value == configs.end()) continue;
    if (field.is_repeated()) {
      py_extend(message, field, *value, name);
    } else if (value->is_array()) {
      if (index >= value->size()) throw paddle::index_error("list index out of range");
      py_setattr(message, field, (*value)[index], name);
    } else {
      py_setattr(message, field, *value, name);
    }
  }
}

// `table = strategy.downpour_table_param.add(); table.table_name = name`: a name that is not UTF-8 is refused once
// the table is added, which then stays, empty, as in Python.
inline paddle::fleet::TableParameter& py_add_table(paddle::fleet::DistributedStrategy& strategy,
                                                  const std::string& name) {
  paddle::fleet::TableParameter& table = strategy.downpour_table_param.emplace_back();
  py_require_utf8(name, "");
  table.table_name = name;
  return table;
}

// Returns Paddle's log line for an empty dict.
inline std::optional<std::string> py_set_sparse_table_configs(paddle::fleet::DistributedStrategy& strategy,
                                                              const py_object& configs) {
  // Paddle tests `not configs`: None and an empty list are empty too.
  if (!py_truthy(configs)) return std::string("table configs is empty");
  py_require_dict(configs, "sparse_table_configs");
  for (const auto& table : configs.items()) {
    // Paddle asks each path `in` the table's value: a list without strings holds none, and the table keeps only
    // its name.
    const py_object& settings = table.value();
    const bool names_nothing = settings.is_array() && std::none_of(settings.begin(), settings.end(),
                                                                   [](const py_object& item) { return item.is_string(); });
    if (names_nothing) {
      py_add_table(strategy, table.key());
      continue;
    }
    py_require_dict(settings, "sparse_table_configs['" + table.key() + "']");
    py_add_table(strategy, table.key());
    py_set_table_config(py_table_ref(strategy, strategy.downpour_table_param.size() - 1),
                        "table_parameters." + table.key(), table.value(), 0);
  }
  return std::nullopt;
}

// --- fleet_desc_configs ----------------------------------------------------------------------------------------

inline constexpr std::string_view fleet_desc_keys[] = {
    "sparse_table_class",
    "sparse_compress_in_save",
    "sparse_shard_num",
    "sparse_accessor_class",
    "sparse_learning_rate",
    "sparse_initial_g2sum",
    "sparse_initial_range",
    "sparse_weight_bounds",
    "sparse_fea_dim",
    "sparse_embedx_dim",
    "sparse_embedx_threshold",
    "sparse_nonclk_coeff",
    "sparse_click_coeff",
    "sparse_base_threshold",
    "sparse_delta_threshold",
    "sparse_delta_keep_days",
    "sparse_delete_after_unseen_days",
    "sparse_show_click_decay_rate",
    "sparse_delete_threshold",
    "sparse_converter",
    "sparse_deconverter",
    "sparse_enable_cache",
    "sparse_cache_rate",
    "sparse_cache_file_num",
    "sparse_beta1_decay_rate",
    "sparse_beta2_decay_rate",
    "sparse_ada_epsilon",
    "sparse_optimizer",
    "sparse_ssd_unseenday_threshold",
    "embed_sparse_optimizer",
    "embed_sparse_learning_rate",
    "embed_sparse_weight_bounds",
    "embed_sparse_initial_range",
    "embed_sparse_initial_g2sum",
    "embed_sparse_beta1_decay_rate",
    "embed_sparse_beta2_decay_rate",
    "embedx_sparse_optimizer",
    "embedx_sparse_learning_rate",
    "embedx_sparse_weight_bounds",
    "embedx_sparse_initial_range",
    "embedx_sparse_initial_g2sum",
    "embedx_sparse_beta1_decay_rate",
    "embedx_sparse_beta2_decay_rate",
    "feature_learning_rate",
    "nodeid_slot",
    "sparse_load_filter_slots",
    "sparse_save_filter_slots",
};

inline constexpr std::string_view fleet_desc_accessor_classes[] = {
    "DownpourSparseValueAccessor", "DownpourCtrAccessor",        "DownpourCtrDoubleAccessor",
    "DownpourUnitAccessor",        "DownpourDoubleUnitAccessor", "DownpourCtrDymfAccessor",
};

// One table of fleet_desc_configs: `config` is the table's dict, `configs` the whole dict (Paddle reads use_cvm
// from the latter). Every assignment goes through protobuf's checks, in Paddle's order.
class fleet_desc_table_builder {
 public:
  fleet_desc_table_builder(paddle::fleet::TableParameter& table, const py_object& config, const py_object& configs)
      : table_(table),
        config_(config),
        configs_(configs),
        path_("fleet_desc_configs." + table.table_name.value() + ".") {}

  void build() {
    for (const auto& item : config_.items()) {
      bool supported = false;
      for (const std::string_view key : fleet_desc_keys) supported = supported || key == item.key();
      if (!supported) throw paddle::value_error("strategy key '" + item.key() + "' not support");
    }

    const py_object table_class = get("sparse_table_class", "DownpourSparseTable");
    if (table_class != "DownpourSparseTable" && table_class != "DownpourSparseSSDTable")
      throw paddle::value_error(
          "support sparse_table_class: ['DownpourSparseTable, DownpourSparseSSDTable'], but actual " +
          py_str(table_class));
    table_.table_class = table_class == "DownpourSparseSSDTable" ? "SSDSparseTable" : "MemorySparseTable";
    set(table_, "shard_num", "sparse_shard_num", 1000);
    set(table_, "enable_sparse_table_cache", "sparse_enable_cache", true);
    set(table_, "sparse_table_cache_rate", "sparse_cache_rate", 0.00055);
    set(table_, "sparse_table_cache_file_num", "sparse_cache_file_num", 16);

    const py_object accessor_class = get("sparse_accessor_class", "DownpourCtrAccessor");
    bool known_accessor = false;
    for (const std::string_view name : fleet_desc_accessor_classes)
      known_accessor =
          known_accessor || (accessor_class.is_string() && accessor_class.get_ref<const std::string&>() == name);
    if (!known_accessor)
      throw paddle::value_error(
          "support sparse_accessor_class: ['DownpourSparseValueAccessor', 'DownpourCtrAccessor', "
          "'DownpourCtrDoubleAccessor', 'DownpourUnitAccessor', 'DownpourDoubleUnitAccessor', "
          "'DownpourCtrDymfAccessor'], but actual " +
          py_str(accessor_class));
    const std::string& accessor_name = accessor_class.get_ref<const std::string&>();

    paddle::fleet::TableAccessorParameter& accessor = table_.accessor.mutable_value();
    if (accessor_name.find("Double") != std::string::npos)
      accessor.accessor_class = "CtrDoubleAccessor";
    else if (accessor_name.find("Dymf") != std::string::npos)
      accessor.accessor_class = "CtrDymfAccessor";
    else
      accessor.accessor_class = "CtrCommonAccessor";
    const auto use_cvm = configs_.find("use_cvm");
    if (use_cvm != configs_.end() && !py_truthy(*use_cvm)) accessor.accessor_class = "SparseAccessor";

    set(accessor, "embedx_dim", "sparse_embedx_dim", 8);
    assign(accessor, "fea_dim", static_cast<std::uint64_t>(accessor.embedx_dim) + 3, "sparse_embedx_dim");
    set(accessor, "embedx_threshold", "sparse_embedx_threshold", 10);

    paddle::fleet::CtrAccessorParameter& ctr = accessor.ctr_accessor_param.mutable_value();
    ctr.show_scale = accessor_name != "DownpourUnitAccessor";
    set(ctr, "nonclk_coeff", "sparse_nonclk_coeff", 0.1);
    set(ctr, "click_coeff", "sparse_click_coeff", 1);
    set(ctr, "base_threshold", "sparse_base_threshold", 1.5);
    set(ctr, "delta_threshold", "sparse_delta_threshold", 0.25);
    set(ctr, "delta_keep_days", "sparse_delta_keep_days", 16);
    set(ctr, "show_click_decay_rate", "sparse_show_click_decay_rate", 0.98);
    set(ctr, "delete_threshold", "sparse_delete_threshold", 0.8);
    set(ctr, "delete_after_unseen_days", "sparse_delete_after_unseen_days", 30);
    set(ctr, "ssd_unseenday_threshold", "sparse_ssd_unseenday_threshold", 1);
    extend(ctr, "load_filter_slots", "sparse_load_filter_slots", py_object::array());
    extend(ctr, "save_filter_slots", "sparse_save_filter_slots", py_object::array());

    for (const std::uint32_t param : {1u, 2u}) {
      paddle::fleet::TableAccessorSaveParameter& save = accessor.table_accessor_save_param.emplace_back();
      save.param = param;
      set(save, "converter", "sparse_converter", "");
      set(save, "deconverter", "sparse_deconverter", "");
    }

    // The Ctr accessors configure both rules from the unprefixed keys.
    const bool ctr_accessor = accessor_name == "DownpourCtrAccessor" || accessor_name == "DownpourCtrDoubleAccessor";
    sparse_optimizer(accessor.embed_sgd_param.mutable_value(), ctr_accessor ? "" : "embed_");
    sparse_optimizer(accessor.embedx_sgd_param.mutable_value(), ctr_accessor ? "" : "embedx_");

    paddle::fleet::GraphSGDParameter& graph = accessor.graph_sgd_param.mutable_value();
    set(graph, "feature_learning_rate", "feature_learning_rate", 0.05);
    set(graph, "nodeid_slot", "nodeid_slot", 9008);
  }

 private:
  // config.get(key, fallback)
  py_object get(const std::string& key, py_object fallback) const {
    const auto found = config_.find(key);
    return found == config_.end() ? std::move(fallback) : *found;
  }

  template <class M>
  void assign(M& message, std::string_view field, const py_object& value, const std::string& key) {
    py_setattr(py_ref(message), *descriptor_of<M>().find_field(field), value, path_ + key);
  }
  template <class M>
  void set(M& message, std::string_view field, const std::string& key, py_object fallback) {
    assign(message, field, get(key, std::move(fallback)), key);
  }
  template <class M>
  void extend(M& message, std::string_view field, const std::string& key, py_object fallback) {
    py_extend(py_ref(message), *descriptor_of<M>().find_field(field), get(key, std::move(fallback)), path_ + key);
  }

  template <class Rule>
  void sgd_rule(Rule& rule, const std::string& prefix, double learning_rate) {
    set(rule, "learning_rate", prefix + "sparse_learning_rate", learning_rate);
    set(rule, "initial_range", prefix + "sparse_initial_range", 1e-4);
  }

  void sparse_optimizer(paddle::fleet::SGDParameter& sgd, const std::string& prefix) {
    const py_object optimizer = get(prefix + "sparse_optimizer", "adagrad");
    assign(sgd, "name", optimizer, prefix + "sparse_optimizer");
    const py_object bounds_fallback = py_object::array({-10, 10});
    if (optimizer == "naive") {
      sgd.name = "SparseNaiveSGDRule";
      paddle::fleet::SparseNaiveSGDRuleParameter& naive = sgd.naive.mutable_value();
      sgd_rule(naive, prefix, 0.05);
      extend(naive, "weight_bounds", prefix + "sparse_weight_bounds", bounds_fallback);
    } else if (optimizer == "adagrad" || optimizer == "adagrad_v2" || optimizer == "std_adagrad") {
      sgd.name = optimizer == "adagrad"      ? "SparseAdaGradSGDRule"
                 : optimizer == "adagrad_v2" ? "SparseAdaGradV2SGDRule"
                                             : "StdAdaGradSGDRule";
      paddle::fleet::SparseAdagradSGDRuleParameter& adagrad = sgd.adagrad.mutable_value();
      sgd_rule(adagrad, prefix, 0.05);
      if (prefix == "embed_") adagrad.initial_range = 0.0;
      set(adagrad, "initial_g2sum", prefix + "sparse_initial_g2sum", 3);
      extend(adagrad, "weight_bounds", prefix + "sparse_weight_bounds", bounds_fallback);
    } else if (optimizer == "adam" || optimizer == "shared_adam") {
      sgd.name = optimizer == "adam" ? "SparseAdamSGDRule" : "SparseSharedAdamSGDRule";
      paddle::fleet::SparseAdamSGDParameter& adam = sgd.adam.mutable_value();
      sgd_rule(adam, prefix, 0.001);
      set(adam, "beta1_decay_rate", prefix + "sparse_beta1_decay_rate", 0.9);
      set(adam, "beta2_decay_rate", prefix + "sparse_beta2_decay_rate", 0.999);
      set(adam, "ada_epsilon", prefix + "sparse_ada_epsilon", 1e-8);
      extend(adam, "weight_bounds", prefix + "sparse_weight_bounds", bounds_fallback);
    }
  }

  paddle::fleet::TableParameter& table_;
  const py_object& config_;
  const py_object& configs_;
  std::string path_;
};

// Returns Paddle's log line for an empty dict.
inline std::optional<std::string> py_set_fleet_desc_configs(paddle::fleet::DistributedStrategy& strategy,
                                                            const py_object& configs) {
  if (!py_truthy(configs)) return std::string("fleet desc config is empty");  // (`not configs`, as above)
  py_require_dict(configs, "fleet_desc_configs");
  for (const auto& item : configs.items()) {
    if (item.key() == "dense_table" || item.key() == "datanorm_table" || !item.value().is_object()) continue;
    fleet_desc_table_builder(py_add_table(strategy, item.key()), item.value(), configs).build();
  }
  return std::nullopt;
}

}  // namespace detail
}  // namespace plainproto
