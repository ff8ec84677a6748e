// plainproto/paddle.hpp: the C++ DistributedStrategy against Paddle's own tests
// (test/collective/fleet/test_fleet_distributed_strategy.py, ported case by case with the same inputs and
// assertions, named after them), the PaddleTest CE scenarios that map, and the behaviours the reference describes.
#include "test_config.hpp"

// The single-header build tests plainproto/paddle.hpp only when the amalgamation provides it: mixing the single
// header with include/ headers would define everything twice.
#ifdef PLAINPROTO_TEST_SINGLE_HEADER
#if __has_include(<single_include/plainproto/paddle.hpp>)
#include <single_include/plainproto/paddle.hpp>
#define PLAINPROTO_TEST_PADDLE 1
#endif
#else
#include <plainproto/paddle.hpp>
#define PLAINPROTO_TEST_PADDLE 1
#endif

#ifdef PLAINPROTO_TEST_PADDLE

#include "paddle_strategies.hpp"
#include "temp_file.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using plainproto::paddle::distributed_strategy;
using dict = distributed_strategy::dict;
namespace fleet = plainproto::paddle::fleet;

std::string data_path(const std::string& name) {
#ifdef PLAINPROTO_TEST_DATA_DIR
  return std::string(PLAINPROTO_TEST_DATA_DIR) + "/" + name;
#else
  return (std::filesystem::path(__FILE__).parent_path() / ".." / "data" / name).string();
#endif
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream content;
  content << in.rdbuf();
  return content.str();
}

distributed_strategy saved_and_loaded(const distributed_strategy& strategy) {
  temp_file file(".prototxt");
  strategy.save_to_prototxt(file.path());
  distributed_strategy loaded;
  loaded.load_from_prototxt(file.path());
  return loaded;
}

using bool_getter = bool (distributed_strategy::*)() const;
using bool_setter = void (distributed_strategy::*)(bool);

// The shape of most Paddle flag tests: True and False round-trip, then the str "True" is ignored with a warning.
void check_bool_flag(const char* property, bool_getter get, bool_setter set, const std::string& warning) {
  distributed_strategy strategy;
  (strategy.*set)(true);
  CHECK((strategy.*get)() == true);
  (strategy.*set)(false);
  CHECK((strategy.*get)() == false);
  CHECK(strategy.set(property, "True") == warning);
  CHECK((strategy.*get)() == false);
  CHECK(strategy.warnings() == std::vector<std::string>{warning});
  // The dynamic setter takes the proper type too.
  CHECK(strategy.set(property, true) == std::nullopt);
  CHECK((strategy.*get)() == true);
}

}  // namespace

// ---- Paddle's test_fleet_distributed_strategy.py --------------------------------------------------------------------

TEST_CASE("paddle: test_amp") {
  check_bool_flag("amp", &distributed_strategy::amp, &distributed_strategy::set_amp,
                  "amp should have value of bool type");
}

TEST_CASE("paddle: test_amp_configs") {
  distributed_strategy strategy;
  strategy.set_amp_configs({{"init_loss_scaling", 32768},
                            {"decr_every_n_nan_or_inf", 2},
                            {"incr_every_n_steps", 1000},
                            {"incr_ratio", 2.0},
                            {"use_dynamic_loss_scaling", true},
                            {"decr_ratio", 0.5}});
  CHECK(strategy.amp_configs()["init_loss_scaling"] == 32768);
}

TEST_CASE("paddle: test_recompute") {
  check_bool_flag("recompute", &distributed_strategy::recompute, &distributed_strategy::set_recompute,
                  "recompute should have value of bool type");
}

TEST_CASE("paddle: test_recompute_configs") {
  distributed_strategy strategy;
  strategy.set_recompute_configs({{"checkpoints", {"x", "y"}}});
  CHECK(strategy.recompute_configs()["checkpoints"].size() == 2);
}

TEST_CASE("paddle: test_pipeline") {
  check_bool_flag("pipeline", &distributed_strategy::pipeline, &distributed_strategy::set_pipeline,
                  "pipeline should have value of bool type");
}

TEST_CASE("paddle: test_pipeline_configs") {
  distributed_strategy strategy;
  strategy.set_pipeline_configs({{"micro_batch_size", 4}});
  CHECK(strategy.pipeline_configs()["micro_batch_size"] == 4);
  strategy.set_pipeline_configs({{"accumulate_steps", 2}});
  CHECK(strategy.pipeline_configs()["accumulate_steps"] == 2);
  CHECK(strategy.pipeline_configs()["micro_batch_size"] == 4);
}

TEST_CASE("paddle: test_hybrid_parallel_configs") {
  distributed_strategy strategy;
  strategy.set_hybrid_configs({{"dp_degree", 1}, {"mp_degree", 2}, {"pp_degree", 4}});
  CHECK(strategy.hybrid_configs()["dp_degree"] == 1);
  CHECK(strategy.hybrid_configs()["mp_degree"] == 2);
  CHECK(strategy.hybrid_configs()["pp_degree"] == 4);
}

TEST_CASE("paddle: test_hybrid_parallel_mp_configs") {
  distributed_strategy strategy;
  strategy.set_hybrid_configs({{"dp_degree", 1},
                               {"mp_degree", 2},
                               {"pp_degree", 4},
                               {"mp_configs",
                                {{"sync_param", true},
                                 {"sync_grad", false},
                                 {"sync_moment", false},
                                 {"sync_mode", "broadcast"},
                                 {"sync_param_name", {"embedding", "layer_norm", ".w", ".b_"}}}}});
  const dict hybrid = strategy.hybrid_configs();
  CHECK(hybrid["dp_degree"] == 1);
  CHECK(hybrid["mp_degree"] == 2);
  CHECK(hybrid["pp_degree"] == 4);
  CHECK(hybrid["mp_configs"]["sync_param"] == true);
  CHECK(hybrid["mp_configs"]["sync_grad"] == false);
  CHECK(hybrid["mp_configs"]["sync_moment"] == false);
  CHECK(hybrid["mp_configs"]["sync_mode"] == "broadcast");
  CHECK(strategy.sync_param_name() == std::vector<std::string>{"embedding", "layer_norm", ".w", ".b_"});
}

TEST_CASE("paddle: test_hybrid_parallel_configs_order") {
  distributed_strategy strategy;
  strategy.set_hybrid_configs(
      {{"dp_degree", 1}, {"mp_degree", 2}, {"pp_degree", 4}, {"order", {"sharding", "mp", "dp", "pp"}}});
  CHECK(strategy.hybrid_configs()["dp_degree"] == 1);
  CHECK(strategy.hybrid_configs()["mp_degree"] == 2);
  CHECK(strategy.hybrid_configs()["pp_degree"] == 4);
  CHECK(strategy.hybrid_parallel_order() == std::vector<std::string>{"sharding", "mp", "dp", "pp"});
}

TEST_CASE("paddle: test_localsgd") {
  check_bool_flag("localsgd", &distributed_strategy::localsgd, &distributed_strategy::set_localsgd,
                  "localsgd should have value of bool type");
}

TEST_CASE("paddle: test_localsgd_configs") {
  distributed_strategy strategy;
  strategy.set_localsgd_configs({{"k_steps", 4}, {"begin_step", 120}});
  CHECK(strategy.localsgd_configs()["k_steps"] == 4);
  CHECK(strategy.localsgd_configs()["begin_step"] == 120);
}

TEST_CASE("paddle: test_adaptive_localsgd_configs") {
  distributed_strategy strategy;
  strategy.set_adaptive_localsgd_configs({{"init_k_steps", 1}, {"begin_step", 120}});
  CHECK(strategy.adaptive_localsgd_configs()["init_k_steps"] == 1);
  CHECK(strategy.adaptive_localsgd_configs()["begin_step"] == 120);
}

TEST_CASE("paddle: test_dgc") {
  check_bool_flag("dgc", &distributed_strategy::dgc, &distributed_strategy::set_dgc,
                  "dgc should have value of bool type");
}

TEST_CASE("paddle: test_fp16_allreduce") {
  distributed_strategy strategy;
  strategy.set_fp16_allreduce(true);
  CHECK(strategy.fp16_allreduce() == true);
  strategy.set_fp16_allreduce(false);
  CHECK(strategy.fp16_allreduce() == false);
  CHECK_THROWS_WITH_AS(strategy.set("fp16_allreduce", "True"), "fp16_allreduce must be value of bool type",
                       plainproto::paddle::type_error);
  CHECK(strategy.fp16_allreduce() == false);
}

TEST_CASE("paddle: test_sync_nccl_allreduce") {
  check_bool_flag("sync_nccl_allreduce", &distributed_strategy::sync_nccl_allreduce,
                  &distributed_strategy::set_sync_nccl_allreduce, "sync_nccl_allreduce should have value of bool type");
}

TEST_CASE("paddle: test_nccl_comm_num") {
  distributed_strategy strategy;
  strategy.set_nccl_comm_num(1);
  CHECK(strategy.nccl_comm_num() == 1);
  CHECK(strategy.set("nccl_comm_num", "2") == "nccl_comm_num should have value of int type");
  CHECK(strategy.nccl_comm_num() == 1);
}

TEST_CASE("paddle: test_use_hierarchical_allreduce") {
  check_bool_flag("use_hierarchical_allreduce", &distributed_strategy::use_hierarchical_allreduce,
                  &distributed_strategy::set_use_hierarchical_allreduce,
                  "use_hierarchical_allreduce should have value of bool type");
}

TEST_CASE("paddle: test_hierarchical_allreduce_inter_nranks") {
  distributed_strategy strategy;
  strategy.set_hierarchical_allreduce_inter_nranks(8);
  CHECK(strategy.hierarchical_allreduce_inter_nranks() == 8);
  CHECK(strategy.set("hierarchical_allreduce_inter_nranks", "4") ==
        "hierarchical_allreduce_inter_nranks should have value of int type");
  CHECK(strategy.hierarchical_allreduce_inter_nranks() == 8);
}

TEST_CASE("paddle: test_sync_batch_norm") {
  check_bool_flag("sync_batch_norm", &distributed_strategy::sync_batch_norm, &distributed_strategy::set_sync_batch_norm,
                  "sync_batch_norm should have value of bool type");
}

TEST_CASE("paddle: test_fuse_all_reduce_ops") {
  check_bool_flag("fuse_all_reduce_ops", &distributed_strategy::fuse_all_reduce_ops,
                  &distributed_strategy::set_fuse_all_reduce_ops, "fuse_all_reduce_ops should have value of bool type");
}

TEST_CASE("paddle: test_fuse_grad_size_in_MB") {
  distributed_strategy strategy;
  strategy.set_fuse_grad_size_in_MB(50);
  CHECK(strategy.fuse_grad_size_in_MB() == 50);
  CHECK(strategy.set("fuse_grad_size_in_MB", "40") == "fuse_grad_size_in_MB should have value of int type");
  CHECK(strategy.fuse_grad_size_in_MB() == 50);
}

TEST_CASE("paddle: test_last_comm_group_size_MB") {
  distributed_strategy strategy;
  strategy.set_last_comm_group_size_MB(50);
  CHECK(strategy.last_comm_group_size_MB() == 50);
  CHECK_THROWS_WITH_AS(strategy.set_last_comm_group_size_MB(-1), "last_comm_group_size_MB should be greater than 0",
                       plainproto::paddle::value_error);
  CHECK_THROWS_AS(strategy.set("last_comm_group_size_MB", -1), plainproto::paddle::value_error);
  CHECK(strategy.last_comm_group_size_MB() == 50);
}

TEST_CASE("paddle: test_find_unused_parameters") {
  check_bool_flag("find_unused_parameters", &distributed_strategy::find_unused_parameters,
                  &distributed_strategy::set_find_unused_parameters,
                  "find_unused_parameters should have value of bool type");
}

TEST_CASE("paddle: test_fuse_grad_size_in_TFLOPS") {
  distributed_strategy strategy;
  strategy.set_fuse_grad_size_in_TFLOPS(0.1);
  CHECK(strategy.fuse_grad_size_in_TFLOPS() > 0.09);
  CHECK(strategy.set("_fuse_grad_size_in_TFLOPS", "0.3") == "fuse_grad_size_in_TFLOPS should have value of float type");
  CHECK(strategy.fuse_grad_size_in_TFLOPS() > 0.09);
  CHECK(strategy.fuse_grad_size_in_TFLOPS() < 0.11);
}

TEST_CASE("paddle: test_gradient_merge") {
  check_bool_flag("gradient_merge", &distributed_strategy::gradient_merge, &distributed_strategy::set_gradient_merge,
                  "gradient_merge should have value of bool type");
}

TEST_CASE("paddle: test_gradient_merge_configs") {
  distributed_strategy strategy;
  strategy.set_gradient_merge_configs({{"k_steps", 4}});
  CHECK(strategy.gradient_merge_configs()["k_steps"] == 4);
}

TEST_CASE("paddle: test_lars") {
  check_bool_flag("lars", &distributed_strategy::lars, &distributed_strategy::set_lars,
                  "lars should have value of bool type");
}

TEST_CASE("paddle: test_lamb") {
  check_bool_flag("lamb", &distributed_strategy::lamb, &distributed_strategy::set_lamb,
                  "lamb should have value of bool type");
}

TEST_CASE("paddle: test_a_sync") {
  distributed_strategy strategy;
  strategy.set_a_sync(true);
  CHECK(strategy.a_sync() == true);
  strategy.set_a_sync(false);
  CHECK(strategy.a_sync() == false);
  CHECK_THROWS_WITH_AS(strategy.set("a_sync", "True"),
                       "The type of `flag` is invalid, expected type is bool, but received <class 'str'>",
                       plainproto::paddle::value_error);
}

TEST_CASE("paddle: test_a_sync_configs") {
  distributed_strategy strategy;
  strategy.set_a_sync_configs({{"k_steps", 1000}});
  CHECK(strategy.a_sync_configs()["k_steps"] == 1000);
}

TEST_CASE("paddle: test_sparse_table_configs") {
  distributed_strategy strategy;
  dict configs;
  configs["emb"] = {{"table_parameters.emb.accessor.embed_sgd_param.adagrad.learning_rate", 0.05},
                    {"table_parameters.emb.accessor.table_accessor_save_param.num", 2},
                    {"table_parameters.emb.accessor.table_accessor_save_param.param", {1, 2}}};
  strategy.set_sparse_table_configs(configs);
  const fleet::TableParameter& table = strategy.sparse_table_configs()[0];
  CHECK(table.accessor->embed_sgd_param->adagrad->learning_rate.value() == 0.05);
  CHECK(table.accessor->table_accessor_save_param[0].param.value() == 1);
  CHECK(table.accessor->table_accessor_save_param[1].param.value() == 2);

  strategy.set_adam_d2sum(true);
  CHECK(strategy.adam_d2sum() == true);
  strategy.set_fs_client_param({{"uri", "123"}, {"user", "456"}, {"passwd", "789"}, {"hadoop_bin", "hadoop"}});
  CHECK(strategy.fs_client_param().user == "456");
}

TEST_CASE("paddle: test_fleet_desc_configs") {
  auto converted = [](const dict& table) {
    distributed_strategy strategy;
    strategy.set_fleet_desc_configs({{"emb", table}});
    return strategy.sparse_table_configs()[0];
  };
  CHECK(converted({{"sparse_optimizer", "adagrad"}}).accessor->embed_sgd_param->adagrad->learning_rate.value() == 0.05);
  CHECK(converted({{"sparse_optimizer", "naive"}}).accessor->embed_sgd_param->naive->learning_rate.value() == 0.05);
  CHECK(converted({{"sparse_optimizer", "adam"}}).accessor->embed_sgd_param->adam->beta1_decay_rate.value() == 0.9);

  const fleet::TableParameter unit =
      converted({{"sparse_accessor_class", "DownpourUnitAccessor"}, {"embed_sparse_optimizer", "std_adagrad"}});
  CHECK(unit.accessor->ctr_accessor_param->show_scale.value() == false);
  CHECK(unit.accessor->embed_sgd_param->adagrad->initial_range.value() == 0);

  const fleet::TableParameter ctr_double =
      converted({{"sparse_accessor_class", "DownpourCtrDoubleAccessor"}, {"embed_sparse_optimizer", "std_adagrad"}});
  CHECK(ctr_double.accessor->embed_sgd_param->adagrad->initial_range.value() == 0.0001);

  CHECK(converted({{"sparse_optimizer", "shared_adam"}}).accessor->embed_sgd_param->adam->beta1_decay_rate.value() ==
        0.9);
}

TEST_CASE("paddle: test_trainer_desc_configs") {
  distributed_strategy strategy;
  strategy.set_trainer_desc_configs(
      {{"dump_fields_path", "dump_data"}, {"dump_fields", {"xxx", "yyy"}}, {"dump_param", {"zzz"}}});
  CHECK(strategy.trainer_desc_configs()["dump_fields_path"] == "dump_data");
  CHECK(strategy.trainer_desc_configs()["dump_fields"].size() == 2);
  CHECK(strategy.trainer_desc_configs()["dump_param"].size() == 1);
}

TEST_CASE("paddle: test_elastic") {
  check_bool_flag("elastic", &distributed_strategy::elastic, &distributed_strategy::set_elastic,
                  "elastic should have value of bool type");
}

TEST_CASE("paddle: test_auto") {
  check_bool_flag("auto", &distributed_strategy::auto_, &distributed_strategy::set_auto,
                  "auto should have value of bool type");
}

namespace {
// The BuildStrategy fields Paddle's test sets that the proto has (nccl_comm_num, sync_batch_norm, ... are
// attributes of paddle.static.BuildStrategy only, which the setter never reads).
}  // namespace

TEST_CASE("paddle: test_strategy_prototxt") {
  const distributed_strategy strategy = paddle_strategies::test_strategy_prototxt();
  const distributed_strategy strategy2 = saved_and_loaded(strategy);
  CHECK(strategy.dgc() == strategy2.dgc());
  CHECK(strategy2.proto() == strategy.proto());
}

TEST_CASE("paddle: test_build_strategy") {
  distributed_strategy strategy;
  CHECK_NOTHROW(strategy.set_build_strategy(paddle_strategies::test_build_strategy()));
}

TEST_CASE("paddle: test_unknown_strategy") {
  distributed_strategy strategy;
  CHECK_THROWS_WITH_AS(strategy.set("unknown_key", "UNK"), "unknown_key is not a attribute of DistributedStrategy",
                       plainproto::paddle::type_error);
}

TEST_CASE("paddle: test_cudnn_exhaustive_search") {
  distributed_strategy strategy;
  strategy.set_cudnn_exhaustive_search(false);
  CHECK(strategy.cudnn_exhaustive_search() == false);
  CHECK(strategy.set("cudnn_exhaustive_search", "True") == "cudnn_exhaustive_search should have value of bool type");
  CHECK(strategy.cudnn_exhaustive_search() == false);
}

TEST_CASE("paddle: test_cudnn_batchnorm_spatial_persistent") {
  distributed_strategy strategy;
  strategy.set_cudnn_batchnorm_spatial_persistent(false);
  CHECK(strategy.cudnn_batchnorm_spatial_persistent() == false);
  CHECK(strategy.set("cudnn_batchnorm_spatial_persistent", "True") ==
        "cudnn_batchnorm_spatial_persistent should have value of bool type");
  CHECK(strategy.cudnn_batchnorm_spatial_persistent() == false);
}

TEST_CASE("paddle: test_conv_workspace_size_limit") {
  distributed_strategy strategy;
  strategy.set_conv_workspace_size_limit(1000);
  CHECK(strategy.conv_workspace_size_limit() == 1000);
  CHECK(strategy.set("conv_workspace_size_limit", "400") == "conv_workspace_size_limit should have value of int type");
  CHECK(strategy.conv_workspace_size_limit() == 1000);
  using env = std::vector<std::pair<std::string, std::string>>;
  CHECK(strategy.enable_env() == env{{"FLAGS_cudnn_batchnorm_spatial_persistent", "False"},
                                     {"FLAGS_conv_workspace_size_limit", "1000"},
                                     {"FLAGS_cudnn_exhaustive_search", "False"},
                                     {"FLAGS_sync_nccl_allreduce", "True"},
                                     {"FLAGS_fuse_parameter_memory_size", "32"},
                                     {"FLAGS_fuse_parameter_groups_size", "50"}});
}

TEST_CASE("paddle: test_distributed_strategy_repr") {
  distributed_strategy strategy;
  strategy.set_recompute(true);
  strategy.set_recompute_configs({{"checkpoints", {"a1", "a2", "a3"}}});
  strategy.set_amp(true);
  strategy.set_localsgd(true);
  std::ostringstream printed;
  CHECK_NOTHROW(printed << strategy);

  // The golden was written from the reference's description of __repr__, not from this output:
  // - frame: "    +" + 78 '=' (border) or '-' (line) + "+"; h1 rows "    |{:^78s}|", h2 rows "    |{:>38s}  {:^38s}|"
  //   (Python's centering puts the odd space on the right); header border, h1(""), h1("DistributedStrategy
  //   Overview"), h1("").
  // - sections in DistributedStrategy declaration order for true bool flags that have a <flag>_configs: amp (2),
  //   recompute (3), localsgd (4), and a_sync (12), true by default; each is border, h1("<f>=True <-> <f>_configs"),
  //   line, then one row per config field in declaration order at its proto default, spelled by Python's str():
  //   True/False, ints, floats as repr of the float32 widened to double (32768.0, 2.0, 0.800000011920929 for 0.8),
  //   strings bare (cpu); the checkpoints list gives a row per element with the key on the first only; the empty
  //   repeated scalars (custom_white_list, ..., checkpoint_shape) give no row; refined_ops_patterns prints [].
  // - border, h1("Environment Flags, Communication Flags"), line, then every other non-_configs field except
  //   build_strategy: mode 1 (the enum's number), the flags without configs, false flags with configs skipped,
  //   downpour_table_param [] and fs_client_param "" (an empty message's text).
  // - border, h1("Build Strategy"), line, one row per BuildStrategy field at its default (debug_graphviz_path ""),
  //   and a last border with its newline.
  // The padding of each row was produced with Python's own str.format and those format strings, and the whole
  // table was checked against Paddle's __repr__ run over protobuf 4.21.12 (cpp backend).
  CHECK(printed.str() == read_text(data_path("paddle/overview_recompute_amp_localsgd.txt")));
  CHECK(strategy.to_string() == printed.str());
}

// ---- PaddleTest CE: dist_fleet_distributedstrategy.py ---------------------------------------------------------------

TEST_CASE("paddle CE: DistributedStrategy1 survives save and load") {
  const distributed_strategy strategy1 = paddle_strategies::ce_strategy1();
  const distributed_strategy new_strategy = saved_and_loaded(strategy1);
  CHECK(new_strategy.recompute() == strategy1.recompute());
  CHECK(new_strategy.recompute_configs() == strategy1.recompute_configs());
  CHECK(new_strategy.gradient_merge() == strategy1.gradient_merge());
  CHECK(new_strategy.gradient_merge_configs() == strategy1.gradient_merge_configs());
  CHECK(new_strategy.lamb() == strategy1.lamb());
  CHECK(new_strategy.lamb_configs() == strategy1.lamb_configs());
  CHECK(new_strategy.adaptive_localsgd() == strategy1.adaptive_localsgd());
  CHECK(new_strategy.adaptive_localsgd_configs() == strategy1.adaptive_localsgd_configs());
  CHECK(new_strategy.dgc() == strategy1.dgc());
  CHECK(new_strategy.dgc_configs() == strategy1.dgc_configs());
  CHECK(new_strategy.sharding() == strategy1.sharding());
  CHECK(new_strategy.sharding_configs() == strategy1.sharding_configs());

  CHECK(new_strategy.auto_() == false);
  CHECK(new_strategy.pipeline() == false);
  CHECK(new_strategy.lars() == false);
  CHECK(new_strategy.localsgd() == false);
  CHECK(new_strategy.amp() == false);
  CHECK(new_strategy.fp16_allreduce() == false);
}

TEST_CASE("paddle CE: DistributedStrategy2 survives save and load, and is saved as Python protobuf prints it") {
  const distributed_strategy strategy2 = paddle_strategies::ce_strategy2();
  temp_file file(".prototxt");
  strategy2.save_to_prototxt(file.path());
  CHECK(read_text(file.path()) ==
        "amp: true\n"
        "localsgd: true\n"
        "lars: true\n"
        "pipeline: true\n"
        "auto: true\n"
        "a_sync: true\n"
        "fp16_allreduce: true\n"
        "amp_configs {\n"
        "  init_loss_scaling: 32768.0\n"
        "  custom_white_list: \"conv2d\"\n"
        "}\n"
        "localsgd_configs {\n"
        "  k_steps: 4\n"
        "  begin_step: 30\n"
        "}\n"
        "pipeline_configs {\n"
        "  micro_batch_size: 12\n"
        "}\n"
        "a_sync_configs {\n"
        "  k_steps: 0\n"
        "}\n"
        "lars_configs {\n"
        "  lars_coeff: 0.001\n"
        "  lars_weight_decay: 0.0005\n"
        "  epsilon: 0.0\n"
        "  exclude_from_weight_decay: \"batch_norm\"\n"
        "  exclude_from_weight_decay: \".b\"\n"
        "}\n");
  distributed_strategy new_strategy;
  new_strategy.load_from_prototxt(file.path());

  CHECK(new_strategy.auto_() == strategy2.auto_());
  CHECK(new_strategy.pipeline() == strategy2.pipeline());
  CHECK(new_strategy.pipeline_configs() == strategy2.pipeline_configs());
  CHECK(new_strategy.lars() == strategy2.lars());
  CHECK(new_strategy.lars_configs() == strategy2.lars_configs());
  CHECK(new_strategy.localsgd() == strategy2.localsgd());
  CHECK(new_strategy.localsgd_configs() == strategy2.localsgd_configs());
  CHECK(new_strategy.amp() == strategy2.amp());
  CHECK(new_strategy.amp_configs() == strategy2.amp_configs());
  CHECK(new_strategy.fp16_allreduce() == strategy2.fp16_allreduce());
  CHECK(new_strategy.a_sync() == strategy2.a_sync());

  CHECK(new_strategy.recompute() == false);
  CHECK(new_strategy.gradient_merge() == false);
  CHECK(new_strategy.lamb() == false);
  CHECK(new_strategy.adaptive_localsgd() == false);
  CHECK(new_strategy.dgc() == false);
  CHECK(new_strategy.sharding() == false);
}

TEST_CASE("paddle CE: DistributedStrategy4 build_strategy survives save and load") {
  const distributed_strategy strategy = paddle_strategies::ce_strategy4();
  const fleet::BuildStrategy& build_strategy = strategy.build_strategy();
  const distributed_strategy new_strategy = saved_and_loaded(strategy);
  CHECK(new_strategy.build_strategy().fuse_broadcast_ops == build_strategy.fuse_broadcast_ops);
  CHECK(new_strategy.build_strategy().enable_inplace == build_strategy.enable_inplace);
  CHECK(new_strategy.build_strategy().cache_runtime_context == false);
  CHECK(new_strategy.build_strategy().enable_addto == false);
  CHECK(new_strategy.build_strategy().allow_cuda_graph_capture == false);
}

// ---- save / load --------------------------------------------------------------------------------------------------

TEST_CASE("paddle: every config survives save and load") {
  const distributed_strategy strategy = paddle_strategies::every_config();
  const distributed_strategy loaded = saved_and_loaded(strategy);
  CHECK(loaded.proto() == strategy.proto());
  for (const char* configs :
       {"gradient_scale_configs", "a_sync_configs", "trainer_desc_configs", "fs_client_param", "amp_configs",
        "qat_configs", "recompute_configs", "sharding_configs", "pipeline_configs", "tensor_parallel_configs",
        "localsgd_configs", "adaptive_localsgd_configs", "dgc_configs", "gradient_merge_configs", "lars_configs",
        "lamb_configs", "hybrid_configs", "sparse_table_configs", "build_strategy"}) {
    CAPTURE(configs);
    CHECK(loaded.get(configs) == strategy.get(configs));
  }
  CHECK(loaded.get("sparse_table_configs").size() == 2);
  CHECK(loaded.recompute_configs()["refined_ops_patterns"][0]["main_ops"] == dict{"matmul"});
  CHECK(loaded.hybrid_configs()["sharding_configs"]["nccl_config"]["commName"] == "sh");
}

TEST_CASE("paddle: a fresh strategy saves nothing on a CPU build and the four flags on a GPU build") {
  temp_file file(".prototxt");
  distributed_strategy().save_to_prototxt(file.path());
  CHECK(read_text(file.path()).empty());
  distributed_strategy(plainproto::paddle::gpu_build_flags{}).save_to_prototxt(file.path());
  CHECK(read_text(file.path()) ==
        "sync_nccl_allreduce: true\n"
        "cudnn_exhaustive_search: false\n"
        "conv_workspace_size_limit: 512\n"
        "cudnn_batchnorm_spatial_persistent: false\n");
}

TEST_CASE("paddle: load_from_prototxt merges into the strategy and runs no setter check") {
  temp_file file(".prototxt");
  {
    std::ofstream out(file.path());
    out << "recompute_configs { checkpoints: \"x\" }\nnccl_comm_num: 3\nnccl_comm_num: 4\nlast_comm_group_size_MB: "
           "-2\n";
  }
  distributed_strategy strategy;
  strategy.set_recompute_configs({{"checkpoints", {"a"}}});
  strategy.set_hybrid_configs({{"order", {"mp", "dp"}}});
  strategy.load_from_prototxt(file.path());
  CHECK(strategy.recompute_configs()["checkpoints"] == dict{"a", "x"});
  CHECK(strategy.nccl_comm_num() == 4);
  CHECK(strategy.last_comm_group_size_MB() == -2);
  CHECK(strategy.hybrid_parallel_order() == std::vector<std::string>{"mp", "dp"});

  distributed_strategy fresh;
  fresh.load_from_prototxt(file.path());
  CHECK(fresh.hybrid_parallel_order() == std::vector<std::string>{"dp", "pp", "sharding", "sep", "cp", "mp"});
  CHECK(fresh.sync_param_name() == std::vector<std::string>{"embedding", "layer_norm", ".b_"});

  {
    std::ofstream out(file.path());
    out << "amp: true\nx: 1\n";
  }
  try {
    fresh.load_from_prototxt(file.path());
    FAIL("an unknown field must not load");
  } catch (const plainproto::error& failure) {
    CHECK(failure.message() == "Message type \"paddle.fleet.DistributedStrategy\" has no field named \"x\".");
    CHECK(failure.file() == file.path());
    CHECK(failure.line() == 2);
  }
  CHECK(fresh.amp());  // merged up to the error, as Python's Merge into self.strategy
}

// ---- flags ----------------------------------------------------------------------------------------------------------

TEST_CASE("paddle: every flag warns with Paddle's own text") {
  const std::vector<std::pair<const char*, const char*>> flags = {
      {"amp", "amp should have value of bool type"},
      {"asp", "asp should have value of bool type"},
      {"qat", "qat should have value of bool type"},
      {"semi_auto", "semi-auto should have value of bool type"},
      {"auto_search", "auto-search should have value of bool type"},
      {"is_with_coordinator", "with_coordinator should have value of bool type"},
      {"fuse_grad_merge", "fuse_grad_merge should have value of boolean type"},
      {"_calc_comm_same_stream", "calc_comm_same_stream should have value of boolean type"},
      {"split_data", "split_data should have value of bool type"},
      {"heter_ccl_mode", "heter_ccl_mode should have value of bool type"},
      {"sharding", "sharding should have value of bool type"},
      {"without_graph_optimization", "without_graph_optimization should have value of bool type"},
      {"is_fl_ps_mode", "is_fl_ps_mode should have value of bool type"},
      {"tensor_parallel", "tensor_parallel should have value of bool type"},
      {"adaptive_localsgd", "adaptive_localsgd should have value of bool type"},
      {"fuse_grad_size_in_num", "fuse_grad_size_in_num should have value of int32 type"},
  };
  for (const auto& flag : flags) {
    const char* property = flag.first;
    const char* warning = flag.second;
    CAPTURE(property);
    distributed_strategy strategy;
    const fleet::DistributedStrategy before = strategy.proto();
    CHECK(strategy.set(property, 1.5) == std::string(warning));
    CHECK(strategy.proto() == before);
  }
}

TEST_CASE("paddle: int flags take a bool as Python's isinstance(v, int) does, and range-check like protobuf") {
  distributed_strategy strategy;
  CHECK(strategy.set("nccl_comm_num", true) == std::nullopt);
  CHECK(strategy.nccl_comm_num() == 1);
  CHECK(strategy.set("fuse_grad_size_in_num", 16) == std::nullopt);
  CHECK(strategy.fuse_grad_size_in_num() == 16);
  CHECK(strategy.set("conv_workspace_size_limit", 4.0) == "conv_workspace_size_limit should have value of int type");
  CHECK_THROWS_WITH_AS(strategy.set("nccl_comm_num", 3000000000LL), "Value out of range: 3000000000",
                       plainproto::paddle::value_error);
  CHECK(strategy.set("_fuse_grad_size_in_TFLOPS", 3) == "fuse_grad_size_in_TFLOPS should have value of float type");
  CHECK(strategy.get("_fuse_grad_size_in_TFLOPS") == 50.0);
}

TEST_CASE("paddle: the raising setters report Python's class names") {
  distributed_strategy strategy;
  const std::vector<std::pair<dict, const char*>> values = {
      {1, "int"}, {1.5, "float"}, {nullptr, "NoneType"}, {dict::array({true}), "list"}, {dict::object(), "dict"}};
  for (const auto& entry : values) {
    const dict& value = entry.first;
    const char* name = entry.second;
    CAPTURE(name);
    for (const char* property : {"a_sync", "adam_d2sum"}) {
      CHECK_THROWS_WITH_AS(
          strategy.set(property, value),
          (std::string("The type of `flag` is invalid, expected type is bool, but received <class '") + name + "'>")
              .c_str(),
          plainproto::paddle::value_error);
    }
  }
  CHECK_THROWS_WITH_AS(strategy.set("last_comm_group_size_MB", "2"),
                       "'>' not supported between instances of 'str' and 'int'", plainproto::paddle::type_error);
  CHECK_THROWS_AS(strategy.set("last_comm_group_size_MB", 0), plainproto::paddle::value_error);
  CHECK(strategy.set("last_comm_group_size_MB", true) == std::nullopt);
  CHECK(strategy.last_comm_group_size_MB() == 1.0f);
}

TEST_CASE("paddle: a_sync also sets a_sync_configs.k_steps to 0") {
  distributed_strategy strategy;
  strategy.set_a_sync_configs({{"k_steps", 8}});
  strategy.set("a_sync", false);
  CHECK(strategy.a_sync() == false);
  CHECK(strategy.a_sync_configs()["k_steps"] == 0);
  CHECK(plainproto::print_text(strategy.proto()) == "a_sync: false\na_sync_configs {\n  k_steps: 0\n}\n");
}

TEST_CASE("paddle: auto mode holds only while no decorated setter was called") {
  distributed_strategy strategy;
  strategy.set_auto(true);
  strategy.set_semi_auto(true);
  strategy.set_qat_configs({{"weight_bits", 4}});
  strategy.set_hybrid_configs({{"dp_degree", 2}});
  strategy.set_fleet_desc_configs(dict::object());
  CHECK(strategy.is_strict_auto());
  strategy.set("amp", "not a bool");  // decorated: counts even though it only warns
  CHECK_FALSE(strategy.is_strict_auto());

  distributed_strategy other;
  other.set_auto(true);
  other.set_localsgd_configs({{"k_steps", 2}});
  CHECK_FALSE(other.is_strict_auto());
}

TEST_CASE("paddle: get and set by Python name") {
  distributed_strategy strategy;
  CHECK(strategy.get("a_sync") == true);
  CHECK(strategy.get("last_comm_group_size_MB") == 1.0);
  CHECK(strategy.get("hybrid_parallel_order") == dict{"dp", "pp", "sharding", "sep", "cp", "mp"});
  strategy.set("hybrid_parallel_order", {"mp", "pp"});
  CHECK(strategy.hybrid_parallel_order() == std::vector<std::string>{"mp", "pp"});
  strategy.set("sync_param_name", {"w"});
  CHECK(strategy.get("sync_param_name") == dict{"w"});
  CHECK(strategy.get("fs_client_param") == dict{{"uri", ""}, {"user", ""}, {"passwd", ""}, {"hadoop_bin", ""}});
  CHECK_THROWS_WITH_AS(strategy.get("nope"), "'DistributedStrategy' object has no attribute 'nope'",
                       plainproto::paddle::attribute_error);
  CHECK_THROWS_AS(strategy.set("fuse_grad_size_in_TFLOPS", 1.0), plainproto::paddle::type_error);
  strategy.set("build_strategy", strategy.get("build_strategy"));
  CHECK(plainproto::print_text(strategy.proto().build_strategy.value()).size() > 0);
  CHECK_THROWS_WITH_AS(strategy.set("build_strategy", {{"fuse_bn_act_ops", true}}),
                       "'dict' object has no attribute 'fuse_elewise_add_act_ops'",
                       plainproto::paddle::attribute_error);
}

// Found by an audit against the spec, each checked with Python protobuf 3.21 and the setters' Python code.
TEST_CASE("paddle: what Python refuses or logs, the facade does too") {
  distributed_strategy strategy;
  // A string field takes UTF-8 only: a file saved with another would not load again.
  const std::string refused =
      "b'\\xff' has type str, but isn't valid UTF-8 encoding. Non-UTF-8 strings must be converted to unicode objects "
      "before being added.";
  CHECK_THROWS_WITH_AS(strategy.set_gradient_scale_configs({{"scale_strategy", dict::binary({0xff})}}),
                       doctest::Contains(refused.c_str()), plainproto::paddle::value_error);
  CHECK_THROWS_AS(strategy.set_trainer_desc_configs({{"dump_fields_path", std::string("\xc3")}}),
                  plainproto::paddle::value_error);
  CHECK_FALSE(strategy.proto().gradient_scale_configs->scale_strategy.has_value());
  strategy.set_trainer_desc_configs({{"dump_fields_path", "\xe4\xb8\xad"}});  // UTF-8: taken
  // A table's name too; the table is added before its name is refused, and stays, empty, as in Python.
  distributed_strategy tables;
  CHECK_THROWS_WITH_AS(tables.set_sparse_table_configs({{std::string("\xff"), dict::object()}}), refused.c_str(),
                       plainproto::paddle::value_error);
  CHECK_THROWS_AS(tables.set_fleet_desc_configs({{std::string("e\xc3"), dict::object()}}),
                  plainproto::paddle::value_error);
  REQUIRE(tables.sparse_table_configs().size() == 2);
  CHECK_FALSE(tables.sparse_table_configs()[1].table_name.has_value());

  // `not configs`: None and an empty list are empty configs, logged; a table whose value names no path keeps
  // only its name.
  CHECK(strategy.set_sparse_table_configs(nullptr) == "table configs is empty");
  CHECK(strategy.set_sparse_table_configs(dict::array()) == "table configs is empty");
  CHECK(strategy.set_fleet_desc_configs(nullptr) == "fleet desc config is empty");
  CHECK_FALSE(strategy.set_sparse_table_configs({{"emb", dict::array({1})}}));
  REQUIRE(strategy.sparse_table_configs().size() == 1);
  CHECK(plainproto::print_text(strategy.sparse_table_configs()[0]) == "table_name: \"emb\"\n");

  // build_strategy.reduce_strategy goes through Python's int().
  dict build = strategy.get("build_strategy");
  for (const auto& [written, expected] : std::vector<std::pair<std::string, int>>{{"1_0", 10}, {" +1 ", 1}, {"01", 1}}) {
    build["reduce_strategy"] = written;
    strategy.set("build_strategy", build);
    CHECK(static_cast<int>(strategy.build_strategy().reduce_strategy.value()) == expected);
  }
  for (const char* written : {"+-1", "1__0", "", "0x1"}) {
    build["reduce_strategy"] = written;
    CHECK_THROWS_WITH_AS(strategy.set("build_strategy", build),
                         ("invalid literal for int() with base 10: '" + std::string(written) + "'").c_str(),
                         plainproto::paddle::value_error);
  }
  build["reduce_strategy"] = "99999999999999999999";
  CHECK_THROWS_WITH_AS(strategy.set("build_strategy", build), "Value out of range: 99999999999999999999",
                       plainproto::paddle::value_error);
}

TEST_CASE("paddle: enable_env spells the values as Python sets them") {
  distributed_strategy strategy;
  strategy.set_cudnn_batchnorm_spatial_persistent(true);
  strategy.set_sync_nccl_allreduce(false);
  strategy.set_fuse_grad_size_in_TFLOPS(-2.9);
  const auto env = strategy.enable_env();
  CHECK(env[0].second == "True");
  CHECK(env[3].second == "False");
  CHECK(env[5].second == "-2");
  strategy.mutable_proto().fuse_grad_size_in_TFLOPS = std::numeric_limits<float>::infinity();
  CHECK_THROWS_WITH_AS(strategy.enable_env(), "cannot convert float infinity to integer",
                       plainproto::paddle::overflow_error);
}

// ---- *_configs ------------------------------------------------------------------------------------------------------

TEST_CASE("paddle: configs getters hold every field in declaration order at its value or default") {
  distributed_strategy strategy;
  const dict amp = strategy.amp_configs();
  std::vector<std::string> keys;
  for (const auto& item : amp.items()) keys.push_back(item.key());
  CHECK(keys == std::vector<std::string>{"init_loss_scaling", "incr_every_n_steps", "decr_every_n_nan_or_inf",
                                         "incr_ratio", "decr_ratio", "use_dynamic_loss_scaling", "custom_white_list",
                                         "custom_black_list", "custom_black_varnames", "use_pure_fp16",
                                         "use_fp16_guard", "use_optimizer_fp16", "use_pure_bf16"});
  CHECK(amp["decr_ratio"].get<double>() == static_cast<double>(0.8f));
  CHECK(amp["custom_white_list"] == dict::array());
  CHECK(strategy.recompute_configs()["refined_ops_patterns"] == dict::array());
  const dict hybrid = strategy.hybrid_configs();
  CHECK(hybrid["dp_degree"] == -1);
  CHECK(hybrid["mp_configs"]["sync_param"] == true);
  CHECK(hybrid["mp_configs"]["need_broadcast_data"] == true);
  CHECK(hybrid["pp_configs"]["use_batch_p2p_comm"] == true);
  CHECK(hybrid["pp_configs"]["dp_comm_overlap"] == false);
  CHECK(hybrid["cp_degree"] == 1);
  CHECK(plainproto::print_text(strategy.proto()).empty());  // reading sets nothing
}

TEST_CASE("paddle: configs keys are checked under Paddle's names") {
  distributed_strategy strategy;
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"init_loss_scaling", 1}, {"x", 1}}), "key:x not in amp_configs",
                       plainproto::paddle::assertion_error);
  CHECK(strategy.amp_configs()["init_loss_scaling"] == 32768);  // all keys are checked before any is applied
  CHECK_THROWS_WITH_AS(strategy.set_recompute_configs({{"y", 1}}), "key:y not in checkpoint_configs",
                       plainproto::paddle::assertion_error);
  CHECK_THROWS_WITH_AS(strategy.set_gradient_merge_configs({{"z", 1}}), "key:z not in gradient_configs",
                       plainproto::paddle::assertion_error);
  CHECK_THROWS_WITH_AS(strategy.set_fs_client_param({{"host", "h"}}), "key:host not in fs_client_param",
                       plainproto::paddle::assertion_error);
  CHECK_THROWS_WITH_AS(strategy.set_hybrid_configs({{"dp_degree", 2}, {"order", {"dp"}}, {"bad", 1}}),
                       "key:bad not in hybrid_configs", plainproto::paddle::assertion_error);
  CHECK(strategy.hybrid_parallel_order() == std::vector<std::string>{"dp"});  // taken before the check
  CHECK(strategy.hybrid_configs()["dp_degree"] == -1);
}

TEST_CASE("paddle: a *_configs value that is not a dict fails or passes as Python's `for key in configs` does") {
  using plainproto::paddle::assertion_error;
  using plainproto::paddle::type_error;
  distributed_strategy strategy;
  CHECK_THROWS_WITH_AS(strategy.set("amp_configs", 5), "'int' object is not iterable", type_error);
  CHECK_THROWS_WITH_AS(strategy.set("amp_configs", nullptr), "'NoneType' object is not iterable", type_error);
  CHECK_THROWS_WITH_AS(strategy.set("amp_configs", 1.5), "'float' object is not iterable", type_error);
  // A str gives its characters, a list its items, each compared with the field names.
  CHECK_THROWS_WITH_AS(strategy.set("amp_configs", "use_pure_fp16"), "key:u not in amp_configs", assertion_error);
  CHECK_THROWS_WITH_AS(strategy.set("amp_configs", dict::array({5})), "key:5 not in amp_configs", assertion_error);
  CHECK_THROWS_WITH_AS(strategy.set("amp_configs", dict::array({dict::array({1, "a"})})),
                       "key:[1, 'a'] not in amp_configs", assertion_error);
  // Field names pass the check; Paddle then reads configs[key].
  CHECK_THROWS_WITH_AS(strategy.set("amp_configs", dict::array({"use_pure_fp16"})),
                       "list indices must be integers or slices, not str", type_error);
  // Nothing to iterate, nothing set.
  strategy.set("amp_configs", "");
  strategy.set("amp_configs", dict::array());
  strategy.set("hybrid_configs", dict::array());
  CHECK(plainproto::print_text(strategy.proto()).empty());

  CHECK_THROWS_WITH_AS(strategy.set("hybrid_configs", 5), "argument of type 'int' is not iterable", type_error);
  CHECK_THROWS_WITH_AS(strategy.set("hybrid_configs", dict::array({"dp_degree"})),
                       "list indices must be integers or slices, not str", type_error);
  CHECK_THROWS_WITH_AS(strategy.set("hybrid_configs", {{"mp_configs", 5}}), "argument of type 'int' is not iterable",
                       type_error);
  CHECK_THROWS_WITH_AS(strategy.set("hybrid_configs", {{"pp_configs", 5}}), "'int' object is not iterable",
                       type_error);
  CHECK_THROWS_WITH_AS(strategy.set("hybrid_configs", {{"mp_configs", "a sync_param_name"}}),
                       "string indices must be integers, not 'str'", type_error);
  strategy.set("hybrid_configs", {{"mp_configs", "abc"}});  // no character names a field of MpConfig
  CHECK(plainproto::print_text(strategy.proto()).empty());
  // The strict replace_* setters take dicts only.
  CHECK_THROWS_WITH_AS(strategy.replace_configs("amp_configs", dict::array()), "amp_configs expects a dict, got list",
                       type_error);
}

TEST_CASE("paddle: configs values go through protobuf's type checks, naming the field") {
  distributed_strategy strategy;
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"incr_every_n_steps", "4"}}),
                       "amp_configs.incr_every_n_steps: '4' has type str, but expected one of: int",
                       plainproto::paddle::type_error);
  // protobuf makes the message writable before it checks the value: the empty amp_configs is saved.
  CHECK(plainproto::print_text(strategy.proto()) == "amp_configs {\n}\n");
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"incr_every_n_steps", 1.5}}),
                       "amp_configs.incr_every_n_steps: 1.5 has type float, but expected one of: int",
                       plainproto::paddle::type_error);
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"init_loss_scaling", "x"}}),
                       "amp_configs.init_loss_scaling: 'x' has type str, but expected one of: int, float",
                       plainproto::paddle::type_error);
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"use_pure_fp16", 0.5}}),
                       "amp_configs.use_pure_fp16: 0.5 has type float, but expected one of: int, bool",
                       plainproto::paddle::type_error);
  CHECK_THROWS_WITH_AS(strategy.set_pipeline_configs({{"schedule_mode", {"a"}}}),
                       "pipeline_configs.schedule_mode: ['a'] has type list, but expected one of: bytes, unicode",
                       plainproto::paddle::type_error);
  CHECK_THROWS_WITH_AS(strategy.set_localsgd_configs({{"k_steps", 1LL << 40}}),
                       "localsgd_configs.k_steps: Value out of range: 1099511627776", plainproto::paddle::value_error);
  // repr(value) is cut at 100 bytes (PyErr_Format's %.100s), and a character cut in two becomes U+FFFD: the
  // quote, the a and 32 three-byte characters, then two bytes of the 33rd.
  std::string wide = "a";
  for (int i = 0; i < 60; ++i) wide += "\xe4\xb8\xad";
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"incr_every_n_steps", wide}}),
                       ("amp_configs.incr_every_n_steps: '" + wide.substr(0, 97) +
                        "\xef\xbf\xbd has type str, but expected one of: int").c_str(),
                       plainproto::paddle::type_error);
  const std::string narrow(150, 'a');
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"incr_every_n_steps", narrow}}),
                       ("amp_configs.incr_every_n_steps: '" + narrow.substr(0, 99) +
                        " has type str, but expected one of: int").c_str(),
                       plainproto::paddle::type_error);

  // Keys apply in the dict's order: the ones before a rejected value stay.
  CHECK_THROWS_AS(strategy.set_localsgd_configs({{"begin_step", 9}, {"k_steps", "x"}}), plainproto::paddle::type_error);
  CHECK(strategy.localsgd_configs()["begin_step"] == 9);

  strategy.set_amp_configs({{"init_loss_scaling", 8}, {"use_pure_fp16", 1}, {"incr_every_n_steps", true}});
  CHECK(strategy.amp_configs()["init_loss_scaling"] == 8.0);
  CHECK(strategy.amp_configs()["use_pure_fp16"] == true);
  CHECK(strategy.amp_configs()["incr_every_n_steps"] == 1);
}

TEST_CASE("paddle: repeated scalars are extended as Python's extend() does") {
  distributed_strategy strategy;
  strategy.set_amp_configs({{"custom_white_list", {"a"}}});
  strategy.set_amp_configs({{"custom_white_list", {"b"}}});
  CHECK(strategy.amp_configs()["custom_white_list"] == dict{"a", "b"});
  strategy.set_amp_configs({{"custom_black_list", "conv2d"}});
  CHECK(strategy.amp_configs()["custom_black_list"] == dict{"c", "o", "n", "v", "2", "d"});
  strategy.set_amp_configs({{"custom_black_varnames", nullptr}});
  strategy.set_amp_configs({{"custom_black_varnames", 0}});
  strategy.set_amp_configs({{"custom_black_varnames", {{"k1", 1}, {"k2", 2}}}});
  CHECK(strategy.amp_configs()["custom_black_varnames"] == dict{"k1", "k2"});
  CHECK_THROWS_WITH_AS(strategy.set_amp_configs({{"custom_white_list", 5}}),
                       "amp_configs.custom_white_list: Value must be iterable", plainproto::paddle::type_error);
  CHECK_THROWS_AS(strategy.set_recompute_configs({{"checkpoint_shape", {1, "x"}}}), plainproto::paddle::type_error);
  CHECK(strategy.recompute_configs()["checkpoint_shape"] == dict{1});

  // extend() makes the message writable first: even an empty list leaves lamb_configs present.
  distributed_strategy fresh;
  fresh.set_lamb_configs({{"exclude_from_weight_decay", dict::array()}});
  CHECK(plainproto::print_text(fresh.proto()) == "lamb_configs {\n}\n");
}

TEST_CASE("paddle: repeated messages get one empty element per item, sub-messages refuse assignment") {
  distributed_strategy strategy;
  strategy.set_recompute_configs(
      {{"refined_ops_patterns", {{{"main_ops", {"matmul"}}, {"num", 1}}, {{"main_ops", {"softmax"}}, {"num", 2}}}}});
  CHECK(strategy.proto().recompute_configs->refined_ops_patterns.size() == 2);
  CHECK(strategy.proto().recompute_configs->refined_ops_patterns[0] == fleet::RefinedOpsPattern{});
  CHECK(strategy.recompute_configs()["refined_ops_patterns"][1] ==
        dict{{"main_ops", dict::array()}, {"num", 0}, {"pre_ops", dict::array()}, {"suf_ops", dict::array()}});

  CHECK_THROWS_WITH_AS(strategy.set_hybrid_configs({{"mp_degree", 2}, {"sharding_configs", {{"tensor_fusion", true}}}}),
                       "Assignment not allowed to field \"sharding_configs\" in protocol message object.",
                       plainproto::paddle::attribute_error);
  CHECK(strategy.hybrid_configs()["mp_degree"] == 2);  // applied before the failing key
}

TEST_CASE("paddle: a repeated-message item naming a field fails where Paddle's own code fails") {
  distributed_strategy strategy;
  CHECK_THROWS_WITH_AS(strategy.set_recompute_configs({{"refined_ops_patterns", {"num"}}}),
                       "list indices must be integers or slices, not str", plainproto::paddle::type_error);
  CHECK_THROWS_WITH_AS(strategy.set_recompute_configs({{"refined_ops_patterns", {{"num", 3}}}}),
                       "'google.protobuf.pyext._message.RepeatedCompositeContainer' object has no attribute 'num'",
                       plainproto::paddle::attribute_error);
  CHECK_THROWS_WITH_AS(strategy.set_recompute_configs({{"refined_ops_patterns", {{"main_ops", {"a"}}}}}),
                       "'google.protobuf.pyext._message.RepeatedCompositeCo' object has no attribute 'main_ops'",
                       plainproto::paddle::attribute_error);
  strategy.set_recompute_configs({{"refined_ops_patterns", {{"main_ops", nullptr}}}});
  CHECK(strategy.proto().recompute_configs->refined_ops_patterns.size() == 4);  // one element added per attempt
}

TEST_CASE("paddle: enum fields take numbers only, as the cpp backend's setattr") {
  distributed_strategy strategy;
  strategy.set_sparse_table_configs({{"t", {{"table_parameters.t.type", 1}}}});
  CHECK(strategy.sparse_table_configs()[0].type.value() == fleet::TableType::PS_DENSE_TABLE);
  CHECK_THROWS_WITH_AS(strategy.set_sparse_table_configs({{"t", {{"table_parameters.t.type", "PS_DENSE_TABLE"}}}}),
                       "table_parameters.t.type: 'PS_DENSE_TABLE' has type str, but expected one of: int",
                       plainproto::paddle::type_error);
  CHECK_THROWS_WITH_AS(strategy.set_sparse_table_configs({{"t", {{"table_parameters.t.type", 5}}}}),
                       "table_parameters.t.type: Unknown enum value: 5", plainproto::paddle::value_error);
}

TEST_CASE("paddle: an nlohmann::json converts (its keys then in sorted order)") {
  distributed_strategy strategy;
  strategy.set_amp_configs(nlohmann::json{{"incr_ratio", 3}, {"custom_white_list", {"a"}}});
  CHECK(strategy.amp_configs()["incr_ratio"] == 3.0);
  CHECK(strategy.set("amp", nlohmann::json(true)) == std::nullopt);
  CHECK(strategy.amp());
}

TEST_CASE("paddle: replace_* replaces repeated fields, fills messages, and is all or nothing") {
  distributed_strategy strategy;
  strategy.set_amp_configs({{"custom_white_list", {"a", "b"}}, {"incr_ratio", 3}});
  strategy.replace_configs("amp_configs", {{"custom_white_list", {"c"}}});
  CHECK(strategy.amp_configs()["custom_white_list"] == dict{"c"});
  CHECK(strategy.amp_configs()["incr_ratio"] == 3.0);

  strategy.replace_configs("recompute_configs", {{"refined_ops_patterns", {{{"main_ops", {"matmul"}}, {"num", 3}}}}});
  CHECK(strategy.proto().recompute_configs->refined_ops_patterns.at(0).num.value() == 3);

  const fleet::DistributedStrategy before = strategy.proto();
  CHECK_THROWS_WITH_AS(strategy.replace_configs("amp_configs", {{"custom_white_list", {"d"}}, {"incr_ratio", "x"}}),
                       "amp_configs.incr_ratio: 'x' has type str, but expected one of: int, float",
                       plainproto::paddle::type_error);
  CHECK_THROWS_WITH_AS(strategy.replace_configs("recompute_configs", {{"refined_ops_patterns", {{{"mains", 1}}}}}),
                       "key:mains not in recompute_configs.refined_ops_patterns[0]",
                       plainproto::paddle::assertion_error);
  CHECK_THROWS_WITH_AS(strategy.replace_configs("amp_configs", {{"custom_white_list", "e"}}),
                       "amp_configs.custom_white_list expects a list, got str", plainproto::paddle::type_error);
  CHECK(strategy.proto() == before);

  strategy.replace_configs("amp_configs", {{"custom_white_list", nullptr}, {"incr_ratio", nullptr}});
  CHECK(strategy.amp_configs()["custom_white_list"] == dict::array());
  CHECK_FALSE(strategy.proto().amp_configs->incr_ratio.has_value());

  strategy.replace_hybrid_configs({{"order", {"pp", "dp"}},
                                   {"mp_configs", {{"sync_param_name", {"w"}}, {"sync_grad", true}}},
                                   {"sharding_configs", {{"comm_overlap", true}}}});
  CHECK(strategy.hybrid_parallel_order() == std::vector<std::string>{"pp", "dp"});
  CHECK(strategy.sync_param_name() == std::vector<std::string>{"w"});
  CHECK(strategy.hybrid_configs()["mp_configs"]["sync_grad"] == true);
  CHECK(strategy.hybrid_configs()["sharding_configs"]["comm_overlap"] == true);
  CHECK_THROWS_WITH_AS(strategy.replace_hybrid_configs({{"mp_configs", {{"nope", 1}}}}),
                       "key:nope not in hybrid_configs.mp_configs", plainproto::paddle::assertion_error);
}

TEST_CASE("paddle: hybrid_configs ignores unknown keys inside mp_configs and pp_configs") {
  distributed_strategy strategy;
  strategy.set_hybrid_configs({{"pp_configs", {{"nope", 1}, {"profiling", true}}}, {"mp_configs", {{"nope", 2}}}});
  CHECK(strategy.hybrid_configs()["pp_configs"]["profiling"] == true);
  CHECK(plainproto::print_text(strategy.proto()) == "hybrid_configs {\n  pp_configs {\n    profiling: true\n  }\n}\n");
  CHECK(strategy.sync_param_name() == std::vector<std::string>{"embedding", "layer_norm", ".b_"});
}

// ---- parameter-server tables ----------------------------------------------------------------------------------------

TEST_CASE("paddle: sparse_table_configs follows dotted paths, .num and list indexes") {
  distributed_strategy strategy;
  strategy.set_sparse_table_configs(
      {{"emb",
        {{"table_parameters.emb.shard_num", 8},
         {"table_parameters.emb.accessor.table_accessor_save_param.num", 2},
         {"table_parameters.emb.accessor.table_accessor_save_param.converter", {"c0", "c1"}},
         {"table_parameters.emb.accessor.ctr_accessor_param.load_filter_slots", {1, 2}},
         {"table_parameters.other.shard_num", 9}}},
       {"wide", dict::object()}});
  REQUIRE(strategy.sparse_table_configs().size() == 2);
  const fleet::TableParameter& emb = strategy.sparse_table_configs()[0];
  CHECK(emb.shard_num.value() == 8);
  CHECK(emb.accessor->table_accessor_save_param[1].converter.value() == "c1");
  CHECK(emb.accessor->ctr_accessor_param->load_filter_slots == std::vector<float>{1, 2});
  CHECK(plainproto::print_text(strategy.sparse_table_configs()[1]) == "table_name: \"wide\"\n");

  CHECK(strategy.set_sparse_table_configs(dict::object()) == "table configs is empty");
  CHECK(strategy.warnings() == std::vector<std::string>{"table configs is empty"});
  CHECK_THROWS_WITH_AS(
      strategy.set_sparse_table_configs({{"t",
                                          {{"table_parameters.t.accessor.table_accessor_save_param.num", 2},
                                           {"table_parameters.t.accessor.table_accessor_save_param.param", {1}}}}}),
      "list index out of range", plainproto::paddle::index_error);
  CHECK_THROWS_WITH_AS(strategy.set_sparse_table_configs({{"t", {{"table_parameters.t.table_id", "1"}}}}),
                       "table_parameters.t.table_id: '1' has type str, but expected one of: int",
                       plainproto::paddle::type_error);
}

TEST_CASE("paddle: fleet_desc_configs sets every default Paddle sets") {
  distributed_strategy strategy;
  strategy.set_fleet_desc_configs({{"emb", dict::object()}, {"dense_table", dict::object()}, {"lr", 0.1}});
  REQUIRE(strategy.fleet_desc_configs().size() == 1);
  CHECK(plainproto::print_text(strategy.fleet_desc_configs()[0]) ==
        "table_name: \"emb\"\n"
        "table_class: \"MemorySparseTable\"\n"
        "shard_num: 1000\n"
        "accessor {\n"
        "  accessor_class: \"CtrCommonAccessor\"\n"
        "  fea_dim: 11\n"
        "  embedx_dim: 8\n"
        "  embedx_threshold: 10\n"
        "  ctr_accessor_param {\n"
        "    nonclk_coeff: 0.1\n"
        "    click_coeff: 1\n"
        "    base_threshold: 1.5\n"
        "    delta_threshold: 0.25\n"
        "    delta_keep_days: 16\n"
        "    show_click_decay_rate: 0.98\n"
        "    delete_threshold: 0.8\n"
        "    delete_after_unseen_days: 30\n"
        "    ssd_unseenday_threshold: 1\n"
        "    show_scale: true\n"
        "  }\n"
        "  table_accessor_save_param {\n"
        "    param: 1\n"
        "    converter: \"\"\n"
        "    deconverter: \"\"\n"
        "  }\n"
        "  table_accessor_save_param {\n"
        "    param: 2\n"
        "    converter: \"\"\n"
        "    deconverter: \"\"\n"
        "  }\n"
        "  embed_sgd_param {\n"
        "    name: \"SparseAdaGradSGDRule\"\n"
        "    adagrad {\n"
        "      learning_rate: 0.05\n"
        "      initial_g2sum: 3\n"
        "      initial_range: 0.0001\n"
        "      weight_bounds: -10\n"
        "      weight_bounds: 10\n"
        "    }\n"
        "  }\n"
        "  embedx_sgd_param {\n"
        "    name: \"SparseAdaGradSGDRule\"\n"
        "    adagrad {\n"
        "      learning_rate: 0.05\n"
        "      initial_g2sum: 3\n"
        "      initial_range: 0.0001\n"
        "      weight_bounds: -10\n"
        "      weight_bounds: 10\n"
        "    }\n"
        "  }\n"
        "  graph_sgd_param {\n"
        "    nodeid_slot: 9008\n"
        "    feature_learning_rate: 0.05\n"
        "  }\n"
        "}\n"
        "enable_sparse_table_cache: true\n"
        "sparse_table_cache_rate: 0.00055\n"
        "sparse_table_cache_file_num: 16\n");
}

TEST_CASE("paddle: fleet_desc_configs class checks, accessor mapping, SGD rules") {
  auto converted = [](const dict& configs) {
    distributed_strategy strategy;
    strategy.set_fleet_desc_configs(configs);
    return strategy.fleet_desc_configs().back();
  };
  CHECK_THROWS_WITH_AS(converted({{"emb", {{"sparse_x", 1}}}}), "strategy key 'sparse_x' not support",
                       plainproto::paddle::value_error);
  CHECK_THROWS_WITH_AS(converted({{"emb", {{"sparse_table_class", "Other"}}}}),
                       "support sparse_table_class: ['DownpourSparseTable, DownpourSparseSSDTable'], but actual Other",
                       plainproto::paddle::value_error);
  CHECK_THROWS_WITH_AS(converted({{"emb", {{"sparse_accessor_class", 7}}}}),
                       "support sparse_accessor_class: ['DownpourSparseValueAccessor', 'DownpourCtrAccessor', "
                       "'DownpourCtrDoubleAccessor', 'DownpourUnitAccessor', 'DownpourDoubleUnitAccessor', "
                       "'DownpourCtrDymfAccessor'], but actual 7",
                       plainproto::paddle::value_error);
  CHECK_THROWS_WITH_AS(converted({{"emb", {{"sparse_shard_num", "10"}}}}),
                       "fleet_desc_configs.emb.sparse_shard_num: '10' has type str, but expected one of: int",
                       plainproto::paddle::type_error);

  CHECK(converted({{"emb", {{"sparse_table_class", "DownpourSparseSSDTable"}}}}).table_class.value() ==
        "SSDSparseTable");
  CHECK(converted({{"emb", {{"sparse_accessor_class", "DownpourDoubleUnitAccessor"}}}})
            .accessor->accessor_class.value() == "CtrDoubleAccessor");
  CHECK(converted({{"emb", {{"sparse_accessor_class", "DownpourCtrDymfAccessor"}}}}).accessor->accessor_class.value() ==
        "CtrDymfAccessor");
  // use_cvm is read from the outer dict.
  CHECK(converted({{"emb", dict::object()}, {"use_cvm", false}}).accessor->accessor_class.value() == "SparseAccessor");
  CHECK_THROWS_WITH_AS(converted({{"emb", {{"use_cvm", false}}}}), "strategy key 'use_cvm' not support",
                       plainproto::paddle::value_error);

  const fleet::TableParameter prefixed = converted({{"emb",
                                                     {{"sparse_accessor_class", "DownpourSparseValueAccessor"},
                                                      {"embed_sparse_optimizer", "naive"},
                                                      {"embed_sparse_learning_rate", 0.2},
                                                      {"embedx_sparse_optimizer", "adagrad"},
                                                      {"embedx_sparse_initial_range", 0.5},
                                                      {"sparse_embedx_dim", 16},
                                                      {"sparse_save_filter_slots", {3}}}}});
  CHECK(prefixed.accessor->embed_sgd_param->name.value() == "SparseNaiveSGDRule");
  CHECK(prefixed.accessor->embed_sgd_param->naive->learning_rate.value() == 0.2);
  CHECK(prefixed.accessor->embedx_sgd_param->name.value() == "SparseAdaGradSGDRule");
  CHECK(prefixed.accessor->embedx_sgd_param->adagrad->initial_range.value() == 0.5);
  CHECK(prefixed.accessor->fea_dim.value() == 19);
  CHECK(prefixed.accessor->ctr_accessor_param->save_filter_slots == std::vector<float>{3});

  const fleet::TableParameter adagrad_v2 = converted(
      {{"emb", {{"sparse_accessor_class", "DownpourUnitAccessor"}, {"embed_sparse_optimizer", "adagrad_v2"}}}});
  CHECK(adagrad_v2.accessor->embed_sgd_param->name.value() == "SparseAdaGradV2SGDRule");
  CHECK(adagrad_v2.accessor->embed_sgd_param->adagrad->initial_range.value() == 0);
  CHECK(adagrad_v2.accessor->embedx_sgd_param->adagrad->initial_range.value() == 0.0001);

  const fleet::TableParameter unknown = converted({{"emb", {{"sparse_optimizer", "sgd"}}}});
  CHECK(unknown.accessor->embed_sgd_param->name.value() == "sgd");
  CHECK(plainproto::print_text(unknown.accessor->embed_sgd_param.value()) == "name: \"sgd\"\n");

  const fleet::TableParameter adam = converted({{"emb", {{"sparse_optimizer", "adam"}}}});
  CHECK(plainproto::print_text(adam.accessor->embedx_sgd_param.value()) ==
        "name: \"SparseAdamSGDRule\"\n"
        "adam {\n"
        "  learning_rate: 0.001\n"
        "  initial_range: 0.0001\n"
        "  beta1_decay_rate: 0.9\n"
        "  beta2_decay_rate: 0.999\n"
        "  ada_epsilon: 1e-08\n"
        "  weight_bounds: -10\n"
        "  weight_bounds: 10\n"
        "}\n");

  distributed_strategy strategy;
  CHECK(strategy.set_fleet_desc_configs(dict::object()) == "fleet desc config is empty");
}

TEST_CASE("paddle: fleet_desc_configs accepts each of the 47 keys; other accessors read the prefixed SGD keys") {
  distributed_strategy strategy;
  strategy.set_fleet_desc_configs({{"emb",
                                    {{"sparse_table_class", "DownpourSparseSSDTable"},
                                     {"sparse_compress_in_save", true},
                                     {"sparse_shard_num", 10},
                                     {"sparse_accessor_class", "DownpourUnitAccessor"},
                                     {"sparse_learning_rate", 0.5},
                                     {"sparse_initial_g2sum", 5},
                                     {"sparse_initial_range", 0.5},
                                     {"sparse_weight_bounds", {-1, 1}},
                                     {"sparse_fea_dim", 99},
                                     {"sparse_embedx_dim", 4},
                                     {"sparse_embedx_threshold", 5},
                                     {"sparse_nonclk_coeff", 0.2},
                                     {"sparse_click_coeff", 2},
                                     {"sparse_base_threshold", 2.5},
                                     {"sparse_delta_threshold", 0.5},
                                     {"sparse_delta_keep_days", 8},
                                     {"sparse_delete_after_unseen_days", 7},
                                     {"sparse_show_click_decay_rate", 0.5},
                                     {"sparse_delete_threshold", 0.25},
                                     {"sparse_converter", "conv"},
                                     {"sparse_deconverter", "deconv"},
                                     {"sparse_enable_cache", false},
                                     {"sparse_cache_rate", 0.5},
                                     {"sparse_cache_file_num", 4},
                                     {"sparse_beta1_decay_rate", 0.8},
                                     {"sparse_beta2_decay_rate", 0.9},
                                     {"sparse_ada_epsilon", 1e-6},
                                     {"sparse_optimizer", "naive"},
                                     {"sparse_ssd_unseenday_threshold", 3},
                                     {"embed_sparse_optimizer", "adam"},
                                     {"embed_sparse_learning_rate", 0.25},
                                     {"embed_sparse_weight_bounds", {-2, 2}},
                                     {"embed_sparse_initial_range", 0.125},
                                     {"embed_sparse_initial_g2sum", 6},
                                     {"embed_sparse_beta1_decay_rate", 0.75},
                                     {"embed_sparse_beta2_decay_rate", 0.875},
                                     {"embedx_sparse_optimizer", "std_adagrad"},
                                     {"embedx_sparse_learning_rate", 0.125},
                                     {"embedx_sparse_weight_bounds", {-3, 3}},
                                     {"embedx_sparse_initial_range", 0.0625},
                                     {"embedx_sparse_initial_g2sum", 7},
                                     {"embedx_sparse_beta1_decay_rate", 0.5},
                                     {"embedx_sparse_beta2_decay_rate", 0.5},
                                     {"feature_learning_rate", 0.5},
                                     {"nodeid_slot", 100},
                                     {"sparse_load_filter_slots", {1}},
                                     {"sparse_save_filter_slots", {2, 3}}}}});
  // The unprefixed SGD keys, sparse_fea_dim and sparse_compress_in_save are accepted and unused; there is no
  // embed_sparse_ada_epsilon, so the prefixed adam rule keeps 1e-08; only the adagrad rules zero embed_'s range.
  CHECK(plainproto::print_text(strategy.fleet_desc_configs()[0]) ==
        "table_name: \"emb\"\n"
        "table_class: \"SSDSparseTable\"\n"
        "shard_num: 10\n"
        "accessor {\n"
        "  accessor_class: \"CtrCommonAccessor\"\n"
        "  fea_dim: 7\n"
        "  embedx_dim: 4\n"
        "  embedx_threshold: 5\n"
        "  ctr_accessor_param {\n"
        "    nonclk_coeff: 0.2\n"
        "    click_coeff: 2\n"
        "    base_threshold: 2.5\n"
        "    delta_threshold: 0.5\n"
        "    delta_keep_days: 8\n"
        "    show_click_decay_rate: 0.5\n"
        "    delete_threshold: 0.25\n"
        "    delete_after_unseen_days: 7\n"
        "    ssd_unseenday_threshold: 3\n"
        "    show_scale: false\n"
        "    load_filter_slots: 1\n"
        "    save_filter_slots: 2\n"
        "    save_filter_slots: 3\n"
        "  }\n"
        "  table_accessor_save_param {\n"
        "    param: 1\n"
        "    converter: \"conv\"\n"
        "    deconverter: \"deconv\"\n"
        "  }\n"
        "  table_accessor_save_param {\n"
        "    param: 2\n"
        "    converter: \"conv\"\n"
        "    deconverter: \"deconv\"\n"
        "  }\n"
        "  embed_sgd_param {\n"
        "    name: \"SparseAdamSGDRule\"\n"
        "    adam {\n"
        "      learning_rate: 0.25\n"
        "      initial_range: 0.125\n"
        "      beta1_decay_rate: 0.75\n"
        "      beta2_decay_rate: 0.875\n"
        "      ada_epsilon: 1e-08\n"
        "      weight_bounds: -2\n"
        "      weight_bounds: 2\n"
        "    }\n"
        "  }\n"
        "  embedx_sgd_param {\n"
        "    name: \"StdAdaGradSGDRule\"\n"
        "    adagrad {\n"
        "      learning_rate: 0.125\n"
        "      initial_g2sum: 7\n"
        "      initial_range: 0.0625\n"
        "      weight_bounds: -3\n"
        "      weight_bounds: 3\n"
        "    }\n"
        "  }\n"
        "  graph_sgd_param {\n"
        "    nodeid_slot: 100\n"
        "    feature_learning_rate: 0.5\n"
        "  }\n"
        "}\n"
        "enable_sparse_table_cache: false\n"
        "sparse_table_cache_rate: 0.5\n"
        "sparse_table_cache_file_num: 4\n");
}

// ---- the overview's Python spellings --------------------------------------------------------------------------------

TEST_CASE("paddle: floats are spelled as Python's repr") {
  using plainproto::detail::py_float_repr;
  CHECK(py_float_repr(static_cast<double>(0.8f)) == "0.800000011920929");
  CHECK(py_float_repr(static_cast<double>(0.1f)) == "0.10000000149011612");
  CHECK(py_float_repr(32768.0) == "32768.0");
  CHECK(py_float_repr(1e15) == "1000000000000000.0");
  CHECK(py_float_repr(1e16) == "1e+16");
  CHECK(py_float_repr(1.5e300) == "1.5e+300");
  CHECK(py_float_repr(0.0001) == "0.0001");
  CHECK(py_float_repr(0.00001) == "1e-05");
  CHECK(py_float_repr(1.25e-7) == "1.25e-07");
  CHECK(py_float_repr(0.0) == "0.0");
  CHECK(py_float_repr(-0.0) == "-0.0");
  CHECK(py_float_repr(-2.5) == "-2.5");
  CHECK(py_float_repr(123456.789) == "123456.789");
  CHECK(py_float_repr(std::numeric_limits<double>::infinity()) == "inf");
  CHECK(py_float_repr(std::nan("")) == "nan");
}

TEST_CASE("paddle: str is spelled as Python's repr, which escapes the characters that are not printable") {
  using plainproto::detail::py_string_repr;
  CHECK(py_string_repr("\u0085") == "'\\x85'");
  CHECK(py_string_repr("\u00a0") == "'\\xa0'");
  CHECK(py_string_repr("\u00e9") == "'\u00e9'");
  CHECK(py_string_repr("\u200b") == "'\\u200b'");
  CHECK(py_string_repr("\u2028") == "'\\u2028'");
  CHECK(py_string_repr("\U000e0001") == "'\\U000e0001'");
  CHECK(py_string_repr("\U0001f600") == "'\U0001f600'");
  CHECK(py_string_repr("\u3000") == "'\\u3000'");
  CHECK(py_string_repr("a'b\n\x7f") == "\"a'b\\n\\x7f\"");
  // Bytes that are not UTF-8 pass through.
  CHECK(py_string_repr("\xc3(\xe2\x82") == "'\xc3(\xe2\x82'");
}

TEST_CASE("paddle: the overview prints lists, messages and non-ASCII as Python does") {
  distributed_strategy strategy;
  strategy.set_a_sync(false);
  strategy.set_dgc(true);
  strategy.set_dgc_configs({{"sparsity", {0.999, 0.5}}});
  strategy.set_fs_client_param({{"user", "ü"}});
  strategy.set_recompute(true);
  strategy.set_recompute_configs({{"checkpoints", {"中文"}}});
  const std::string overview = strategy.to_string();
  CHECK(overview.find("a_sync=True") == std::string::npos);
  CHECK(overview.find("    |                              sparsity            0.9990000128746033          |\n"
                      "    |                                                         0.5                  |\n") !=
        std::string::npos);
  // str() of a message is its text (octal escapes, trailing newline), centered as it is.
  CHECK(overview.find("    |                       fs_client_param            user: \"\\303\\274\"\n           |\n") !=
        std::string::npos);
  // Python pads by characters, not bytes.
  CHECK(overview.find("    |                           checkpoints                    中文                  |\n") !=
        std::string::npos);
}

// ---- DistributedJobInfo ---------------------------------------------------------------------------------------------

TEST_CASE("paddle: job_info setters") {
  plainproto::paddle::job_info info;
  info.set_worker_num(2);
  info.set_server_num(1);
  info.set_worker_ips({"10.0.0.1"});
  info.set_worker_ips({"10.0.0.2"});
  info.set_server_endpoints({"10.0.0.3:6000"});
  info.set_origin_startup("startup");
  info.set_origin_main("main");
  info.set_distributed_main("dist main");
  info.set_optimizer_name("adam");
  distributed_strategy strategy;
  strategy.set_amp(true);
  info.set_distributed_strategy(strategy);
  CHECK(plainproto::print_text(info.proto()) ==
        "worker_num: 2\n"
        "server_num: 1\n"
        "worker_ips: \"10.0.0.1\"\n"
        "worker_ips: \"10.0.0.2\"\n"
        "server_endpoints: \"10.0.0.3:6000\"\n"
        "origin_startup: \"startup\"\n"
        "origin_main: \"main\"\n"
        "distributed_main: \"dist main\"\n"
        "optimizer_name: \"adam\"\n"
        "strategy {\n"
        "  amp: true\n"
        "}\n");
}

#endif  // PLAINPROTO_TEST_PADDLE
