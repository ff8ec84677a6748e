// Paths (EasyRec's edit_config language): every selector, condition and value rule, EasyRec's hpo_test cases
// re-created on TrainConfig and DistributedStrategy, the documented fixes of EasyRec's quirks, and every error.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "test_config.hpp"

using plainproto::error;
using plainproto::error_code;
using plainproto::get;
using plainproto::parse_text;
using plainproto::set;
using plainproto::paddle::fleet::DistributedStrategy;
using plainproto::paddle::fleet::TableType;
using plainproto::protos::DistributionStrategy;
using plainproto::protos::Optimizer;
using plainproto::protos::TrainConfig;
using strings = std::vector<std::string>;

namespace {

const TrainConfig two_optimizers = parse_text<TrainConfig>(
    "optimizer_config { adam_optimizer { beta1: 0.85 } use_moving_average: true }\n"
    "optimizer_config { ftrl_optimizer { l1_reg: 10 learning_rate { constant_learning_rate {} } } }\n"
    "num_steps: 100\n"
    "freeze_gradient: \"a\" freeze_gradient: \"b\"\n");

// EasyRec's hpo tests run on samples/model_config/deepfm_multi_cls_on_avazu_ctr.config, 22 features. Here
// each feature is a table of a DistributedStrategy (table_name for input_names[0]; PS_DENSE_TABLE where the
// feature is a RawFeature, [1, 2, 19, 20, 21]; weight_bounds for boundaries, 25 of them on c21) and a
// refined_ops_patterns entry (main_ops for input_names, so conditions can index into it: main_ops[0]=c21).
const char* const avazu_features[] = {"hour",        "c1",          "banner_pos",   "site_id",    "site_domain",
                                      "site_category", "app_id",    "app_domain",   "app_category", "device_id",
                                      "device_ip",   "device_model", "device_type", "device_conn_type", "c14",
                                      "c15",         "c16",         "c17",          "c18",        "c19",
                                      "c20",         "c21"};
constexpr std::size_t feature_count = sizeof avazu_features / sizeof avazu_features[0];

bool is_raw_feature(std::size_t i) { return i == 1 || i == 2 || i >= 19; }

DistributedStrategy avazu_strategy() {
  std::string text;
  for (std::size_t i = 0; i < feature_count; ++i) {
    text += "downpour_table_param { table_id: " + std::to_string(i) + " table_name: \"" + avazu_features[i] +
            "\" shard_num: 16 type: " + (is_raw_feature(i) ? "PS_DENSE_TABLE" : "PS_SPARSE_TABLE");
    if (i + 1 == feature_count) {
      text += " accessor { embed_sgd_param { adagrad { weight_bounds: [";
      for (int b = 1; b <= 25; ++b) text += (b > 1 ? ", " : "") + std::to_string(b);
      text += "] } } }";
    }
    text += " }\n";
  }
  text += "recompute_configs {\n";
  for (std::size_t i = 0; i < feature_count; ++i)
    text += "  refined_ops_patterns { main_ops: \"" + std::string(avazu_features[i]) + "\" num: 16 }\n";
  text += "}\n";
  return parse_text<DistributedStrategy>(text);
}

std::vector<std::size_t> tables_with_shard_num(const DistributedStrategy& strategy, std::uint64_t shard_num) {
  std::vector<std::size_t> found;
  for (std::size_t i = 0; i < strategy.downpour_table_param.size(); ++i)
    if (strategy.downpour_table_param[i].shard_num == shard_num) found.push_back(i);
  return found;
}

std::vector<std::size_t> range(std::size_t first, std::size_t last) {
  std::vector<std::size_t> indices;
  for (std::size_t i = first; i < last; ++i) indices.push_back(i);
  return indices;
}

template <class T>
error set_error(T message, std::string_view path, std::string_view value) {
  try {
    set(message, path, value);
  } catch (const error& failure) {
    return failure;
  }
  FAIL("expected an error for " << path << " = " << value);
  return error(error_code::usage, "unreachable");
}

error get_error(const TrainConfig& config, std::string_view path) {
  try {
    get(config, path);
  } catch (const error& failure) {
    return failure;
  }
  FAIL("expected an error for " << path);
  return error(error_code::usage, "unreachable");
}

}  // namespace

// --- reading ---------------------------------------------------------------------------------------------------

TEST_CASE("paths: get returns text-format values") {
  const TrainConfig& config = two_optimizers;
  CHECK(get(config, "num_steps") == strings{"100"});
  CHECK(get(config, "optimizer_config[0].adam_optimizer.beta1") == strings{"0.85"});
  CHECK(get(config, "freeze_gradient") == strings{"[\"a\", \"b\"]"});
  CHECK(get(config, "freeze_gradient[1]") == strings{"\"b\""});
  CHECK(get(config, "optimizer_config[0]") ==
        strings{"{ use_moving_average: true adam_optimizer { beta1: 0.85 } }"});
  CHECK(get(config, "optimizer_config[1].ftrl_optimizer.learning_rate.constant_learning_rate") == strings{"{}"});
  CHECK(get(config, "optimizer_config[:].use_moving_average") == strings{"true", "false"});
  CHECK(get(TrainConfig{}, "optimizer_config") == strings{"[]"});
  // unset fields read as their defaults, through unset sub-messages too
  CHECK(get(config, "train_distribute") == strings{"NoStrategy"});
  CHECK(get(config, "sparse_accumulator_type") == strings{"\"multi_map\""});
  CHECK(get(config, "incr_save_config.fs.mount_path") == strings{"\"/home/admin/docker_ml/workspace/incr_save/\""});
  CHECK(get(config, "optimizer_config[1].adam_optimizer.beta2") == strings{"0.999"});
  // a slice or condition that selects nothing gives nothing
  CHECK(get(config, "optimizer_config[5:].use_moving_average").empty());
  CHECK(get(config, "optimizer_config[use_moving_average=true].moving_average_decay") == strings{"0.9999"});
}

TEST_CASE("paths: get spells numbers and strings as the printer does") {
  auto config = parse_text<TrainConfig>(
      "gradient_clipping_by_norm: 1e-7 startup_delay_steps: 32768 fine_tune_checkpoint: \"a\\\"b\\n\\344\\270\\255\"");
  CHECK(get(config, "gradient_clipping_by_norm") == strings{"1e-07"});
  CHECK(get(config, "startup_delay_steps") == strings{"32768"});
  CHECK(get(config, "fine_tune_checkpoint") == strings{"\"a\\\"b\\n\\344\\270\\255\""});
  plainproto::text_print_options utf8;
  utf8.as_utf8 = true;
  CHECK(get(config, "fine_tune_checkpoint", utf8) == strings{"\"a\\\"b\\n\xe4\xb8\xad\""});
  DistributedStrategy strategy;
  strategy.downpour_table_param.emplace_back().sparse_table_cache_rate = 0.1;
  strategy.downpour_table_param[0].table_id = std::numeric_limits<std::uint64_t>::max();
  CHECK(get(strategy, "downpour_table_param[0].sparse_table_cache_rate") == strings{"0.1"});
  CHECK(get(strategy, "downpour_table_param[0].table_id") == strings{"18446744073709551615"});
  CHECK(get(strategy, "downpour_table_param[0].type") == strings{"PS_SPARSE_TABLE"});
  CHECK(get(strategy, "auto") == strings{"false"});  // the proto name, not the C++ member auto_
}

TEST_CASE("paths: set(path, get(path)) writes the same value back") {
  TrainConfig config = parse_text<TrainConfig>(
      "optimizer_config { ftrl_optimizer { l1_reg: 0.1 } }\n"
      "fine_tune_checkpoint: \"x y\\001\" freeze_gradient: \"a\" freeze_gradient: \"b\\\\c\"\n"
      "incr_save_config { fs {} } train_distribute: HorovodStrategy gradient_clipping_by_norm: 0.3\n");
  const TrainConfig original = config;
  for (const std::string path : {"optimizer_config", "optimizer_config[0]", "optimizer_config[0].ftrl_optimizer",
                           "fine_tune_checkpoint", "freeze_gradient", "freeze_gradient[1]", "incr_save_config",
                           "incr_save_config.fs", "train_distribute", "gradient_clipping_by_norm"}) {
    CAPTURE(path);
    const strings values = get(config, path);
    REQUIRE(values.size() == 1);
    CHECK(set(config, path, values[0]) == 1);
    CHECK(config == original);
  }
}

// --- selectors -------------------------------------------------------------------------------------------------

TEST_CASE("paths: selectors [i], [-i], [:], [a:b] with Python slice bounds") {
  const DistributedStrategy strategy = avazu_strategy();
  auto shard = [&](const char* path) {
    DistributedStrategy copy = strategy;
    set(copy, path, "37");
    return tables_with_shard_num(copy, 37);
  };
  CHECK(shard("downpour_table_param[:].shard_num") == range(0, 22));    // test_edit_config
  CHECK(shard("downpour_table_param[10:-2].shard_num") == range(10, 20));  // v3: 10..19
  CHECK(shard("downpour_table_param[:15].shard_num") == range(0, 15));     // v4
  CHECK(shard("downpour_table_param[5:].shard_num") == range(5, 22));      // v5
  CHECK(shard("downpour_table_param[5].shard_num") == std::vector<std::size_t>{5});  // v51
  CHECK(shard("downpour_table_param[-1].shard_num") == std::vector<std::size_t>{21});
  CHECK(shard("downpour_table_param[-22].shard_num") == std::vector<std::size_t>{0});
  CHECK(shard("downpour_table_param[-3:].shard_num") == range(19, 22));
  CHECK(shard("downpour_table_param[-100:3].shard_num") == range(0, 3));
  CHECK(shard("downpour_table_param[3:100].shard_num") == range(3, 22));
  CHECK(shard("downpour_table_param[ 2 : 4 ].shard_num") == range(2, 4));
  CHECK(shard("downpour_table_param[7:3].shard_num").empty());
  CHECK(shard("downpour_table_param[-99999999999999999999999:99999999999999999999999].shard_num") == range(0, 22));
  CHECK(shard("downpour_table_param[99999999999999999999999:].shard_num").empty());
}

TEST_CASE("paths: fan-out over every selected element, at every level") {
  auto strategy = parse_text<DistributedStrategy>(
      "downpour_table_param { accessor { table_accessor_save_param { param: 1 } table_accessor_save_param { param: 2 } } }\n"
      "downpour_table_param { accessor { table_accessor_save_param { param: 3 } } }\n"
      "downpour_table_param { }\n");
  CHECK(set(strategy, "downpour_table_param[:].accessor.table_accessor_save_param[:].param", "7") == 3);
  CHECK(get(strategy, "downpour_table_param[:].accessor.table_accessor_save_param[:].param") ==
        strings{"7", "7", "7"});
  // a singular sub-message on the way is created where it is written through
  CHECK(set(strategy, "downpour_table_param[:].accessor.fea_dim", "9") == 3);
  CHECK(strategy.downpour_table_param[2].accessor.has_value());
  CHECK(strategy.downpour_table_param[2].accessor->fea_dim == 9u);
}

// --- conditions ------------------------------------------------------------------------------------------------

TEST_CASE("paths: conditions from EasyRec's hpo tests") {
  const DistributedStrategy strategy = avazu_strategy();

  SUBCASE("v2: [input_names[0]=site_id] sets only that feature") {
    DistributedStrategy edited = strategy;
    CHECK(set(edited, "recompute_configs.refined_ops_patterns[main_ops[0]=site_id].num", "32") == 1);
    for (std::size_t i = 0; i < feature_count; ++i)
      CHECK(edited.recompute_configs->refined_ops_patterns[i].num == (i == 3 ? 32 : 16));
    CHECK(set(edited, "downpour_table_param[table_name=site_id].shard_num", "32") == 1);
    CHECK(tables_with_shard_num(edited, 32) == std::vector<std::size_t>{3});
  }
  SUBCASE("v6: [input_names[0]>=site] compares strings lexicographically") {
    DistributedStrategy edited = strategy;
    CHECK(set(edited, "downpour_table_param[table_name>=site].shard_num", "32") == 3);
    CHECK(tables_with_shard_num(edited, 32) == std::vector<std::size_t>{3, 4, 5});
    CHECK(set(edited, "recompute_configs.refined_ops_patterns[main_ops[0]>=site].num", "32") == 3);
  }
  SUBCASE("v7/v11/v71: a repeated float field replaced from a list") {
    DistributedStrategy edited = strategy;
    const char* path = "downpour_table_param[table_name=c21].accessor.embed_sgd_param.adagrad.weight_bounds";
    REQUIRE(edited.downpour_table_param[21].accessor->embed_sgd_param->adagrad->weight_bounds.size() == 25);
    CHECK(set(edited, path, "[10.0, 20.0, 30.0, 40.0]") == 1);  // a JSON list arrives as this str() too
    CHECK(edited.downpour_table_param[21].accessor->embed_sgd_param->adagrad->weight_bounds ==
          std::vector<float>{10, 20, 30, 40});
  }
  SUBCASE("v8/v10: a whole element replaced from text format") {
    DistributedStrategy edited = strategy;
    CHECK(set(edited, "downpour_table_param[table_name=c21]",
              "{table_name:'c21' type:PS_SPARSE_TABLE accessor{embed_sgd_param{adagrad{weight_bounds:[4,5,6,7]}}} "
              "shard_num:32}") == 1);
    const auto& table = edited.downpour_table_param[21];
    CHECK(table.table_name == "c21");
    CHECK(table.shard_num == 32u);
    CHECK(table.accessor->embed_sgd_param->adagrad->weight_bounds == std::vector<float>{4, 5, 6, 7});
    CHECK_FALSE(table.table_id.has_value());  // replaced, as EasyRec's Clear() + Parse(): fields not given are gone
  }
  SUBCASE("v81: an enum condition by name") {
    DistributedStrategy edited = strategy;
    CHECK(set(edited, "downpour_table_param[type=PS_DENSE_TABLE].shard_num", "24") == 5);
    CHECK(tables_with_shard_num(edited, 24) == std::vector<std::size_t>{1, 2, 19, 20, 21});
    CHECK(set(edited, "downpour_table_param[type=1].shard_num", "25") == 5);  // or by number
  }
  SUBCASE("v12: one element of a repeated field") {
    DistributedStrategy edited = strategy;
    const char* path = "downpour_table_param[table_name=c21].accessor.embed_sgd_param.adagrad.weight_bounds[1]";
    CHECK(get(edited, path) == strings{"2"});
    CHECK(set(edited, path, "21.0") == 1);
    const auto& bounds = edited.downpour_table_param[21].accessor->embed_sgd_param->adagrad->weight_bounds;
    CHECK(bounds.size() == 25);
    CHECK(bounds[1] == 21.0f);
    CHECK(bounds[2] == 3.0f);
  }
  SUBCASE("v14: a nested enum set by name") {
    DistributedStrategy edited = strategy;
    CHECK(set(edited, "downpour_table_param[table_name=hour].type", "PS_DENSE_TABLE") == 1);
    CHECK(edited.downpour_table_param[0].type == TableType::PS_DENSE_TABLE);
  }
  SUBCASE("a condition that matches nothing is a no-op") {
    DistributedStrategy edited = strategy;
    CHECK(set(edited, "downpour_table_param[table_name=nope].shard_num", "1") == 0);
    CHECK(edited == strategy);
  }
}

TEST_CASE("paths: conditions compare by the field's type") {
  TrainConfig config = parse_text<TrainConfig>(
      "optimizer_config { adam_optimizer { beta1: 0.9 } }\n"
      "optimizer_config { adam_optimizer { beta1: 0.8 } moving_average_decay: nan }\n"
      "optimizer_config { ftrl_optimizer { l1_reg: 7 } use_moving_average: true }\n");
  auto picked = [&](const char* condition) {
    strings indices;
    for (std::size_t i = 0; i < config.optimizer_config.size(); ++i) {
      const std::string path = "optimizer_config[" + std::string(condition) + "]";
      TrainConfig copy = config;
      set(copy, path + ".embedding_learning_rate_multiplier", "5");
      if (copy.optimizer_config[i].embedding_learning_rate_multiplier.has_value()) indices.push_back(std::to_string(i));
    }
    return indices;
  };
  // a float literal is converted to float, so 0.9 equals the stored 0.9f
  CHECK(picked("adam_optimizer.beta1=0.9") == strings{"0"});
  CHECK(picked("adam_optimizer.beta1>0.85") == strings{"0"});
  CHECK(picked("adam_optimizer.beta1<=0.9") == strings{"0", "1"});
  CHECK(picked("adam_optimizer.beta1<0.9") == strings{"1"});
  CHECK(picked("adam_optimizer.beta1 >= 8e-1") == strings{"0", "1"});
  // a condition through a sub-message that is not set (another oneof member) does not match
  CHECK(picked("ftrl_optimizer.l1_reg>=0") == strings{"2"});
  // unset scalars compare as their default
  CHECK(picked("use_moving_average=false") == strings{"0", "1"});
  CHECK(picked("use_moving_average=True") == strings{"2"});
  CHECK(picked("moving_average_decay>0.5") == strings{"0", "2"});  // NaN compares false
  CHECK(picked("moving_average_decay=nan").empty());
  // the last occurrence of the first operator found splits, as in EasyRec; spaces around are trimmed
  CHECK(picked(" use_moving_average = true ") == strings{"2"});
}

TEST_CASE("paths: conditions on strings, enums, integers and scalar elements") {
  DistributedStrategy strategy = parse_text<DistributedStrategy>(
      "downpour_table_param { table_name: \"a.b]c\" table_id: 18446744073709551615 type: PS_DENSE_TABLE }\n"
      "downpour_table_param { table_name: \"zeta\" table_id: 3 }\n"
      "recompute_configs { checkpoints: \"x\" checkpoints: \"y\" checkpoints: \"z\" checkpoint_shape: [4, -1, 8] }\n");
  // a quoted literal may hold dots, brackets and operators
  CHECK(get(strategy, "downpour_table_param[table_name=\"a.b]c\"].table_id") == strings{"18446744073709551615"});
  CHECK(get(strategy, "downpour_table_param[table_name='zeta'].table_id") == strings{"3"});
  CHECK(get(strategy, "downpour_table_param[table_name>b].table_id") == strings{"3"});
  CHECK(get(strategy, "downpour_table_param[table_id>18446744073709551614].table_name") == strings{"\"a.b]c\""});
  CHECK(get(strategy, "downpour_table_param[table_id<0x10].table_name") == strings{"\"zeta\""});
  CHECK(get(strategy, "downpour_table_param[type>PS_SPARSE_TABLE].table_id") == strings{"18446744073709551615"});
  // an empty subpath compares the element itself
  CHECK(get(strategy, "recompute_configs.checkpoints[>=y]") == strings{"\"y\"", "\"z\""});
  CHECK(get(strategy, "recompute_configs.checkpoint_shape[<0]") == strings{"-1"});
  CHECK(set(strategy, "recompute_configs.checkpoints[=y]", "q") == 1);
  CHECK(strategy.recompute_configs->checkpoints == std::vector<std::string>{"x", "q", "z"});
  // an index past the end inside a condition means "does not match", not an error
  strategy.recompute_configs.mutable_value().refined_ops_patterns.resize(2);
  strategy.recompute_configs.mutable_value().refined_ops_patterns[1].main_ops = {"matmul"};
  CHECK(get(strategy, "recompute_configs.refined_ops_patterns[main_ops[0]=matmul].main_ops") ==
        strings{"[\"matmul\"]"});
  CHECK(get(strategy, "recompute_configs.refined_ops_patterns[main_ops[-1]=matmul].main_ops") ==
        strings{"[\"matmul\"]"});
  // a condition may itself select with a condition or a slice: any selected value that compares true matches
  CHECK(get(strategy, "recompute_configs.refined_ops_patterns[main_ops[=matmul]=matmul].num") == strings{"0"});
  CHECK(get(strategy, "recompute_configs.refined_ops_patterns[main_ops[:]>a].num") == strings{"0"});
}

// --- values ----------------------------------------------------------------------------------------------------

// EasyRec converts a value with the field's Python type: int(value), float(value).
TEST_CASE("paths: numbers are read as Python's int() and float() read them, as EasyRec converts values") {
  TrainConfig config;
  const auto steps_after = [&](const char* value) {
    set(config, "num_steps", value);
    return config.num_steps.value();
  };
  CHECK(steps_after("010") == 10u);  // text format: 8 (octal)
  CHECK(steps_after("1_000") == 1000u);
  CHECK(steps_after("+5") == 5u);
  CHECK(steps_after(" 007 ") == 7u);
  CHECK(steps_after("00") == 0u);
  CHECK(steps_after("0x10") == 16u);  // not Python's, but text format's: kept
  CHECK_THROWS_WITH_AS(set(config, "num_steps", "-007"), doctest::Contains("invalid value \"-007\""), error);
  CHECK_THROWS_WITH_AS(set(config, "num_steps", "1__0"), doctest::Contains("invalid value \"1__0\""), error);
  CHECK_THROWS_WITH_AS(set(config, "num_steps", "99_999_999_999"), doctest::Contains("Integer out of range"), error);
  set(config, "num_gpus_per_worker", "-0_3");
  CHECK(config.num_gpus_per_worker == -3);

  const auto norm_after = [&](const char* value) {
    set(config, "gradient_clipping_by_norm", value);
    return config.gradient_clipping_by_norm.value();
  };
  CHECK(norm_after("010") == 10.0f);
  CHECK(norm_after("1_0.5") == 10.5f);
  CHECK(norm_after("+1.5") == 1.5f);
  CHECK(norm_after("0.1") == 0.1f);
  CHECK(norm_after("1e400") == std::numeric_limits<float>::infinity());
  CHECK(norm_after("-Infinity") == -std::numeric_limits<float>::infinity());
  CHECK(norm_after("1.5f") == 1.5f);  // text format's
  CHECK(std::isnan(norm_after("nan")));

  // Condition literals are converted alike: [step=01000] is step 1000.
  set(config, "optimizer_config", "{adam_optimizer {}}");
  set(config, "optimizer_config[0].adam_optimizer.learning_rate.manual_step_learning_rate.schedule",
      "[{step: 1000}, {step: 5000}]");
  CHECK(set(config, "optimizer_config[0].adam_optimizer.learning_rate.manual_step_learning_rate.schedule[step=01000].step",
            "9") == 1);
  CHECK(get(config, "optimizer_config[0].adam_optimizer.learning_rate.manual_step_learning_rate.schedule[:].step") ==
        strings{"9", "5000"});
}

// A message value whose text the tokenizer cannot read (an unclosed string) is reported at that place, not as
// its braces.
TEST_CASE("paths: an unreadable message value is reported where it is unreadable") {
  TrainConfig config;
  CHECK_THROWS_WITH_AS(set(config, "incr_save_config", "{fs {mount_path: \"abc}}"),
                       doctest::Contains("1:24: Unexpected end of string."), error);
  CHECK_THROWS_WITH_AS(set(config, "incr_save_config", "{fs {mount_path: 1.5.5}}"),
                       doctest::Contains("1:21: Already saw decimal point or exponent; can't have another one."), error);
}

TEST_CASE("paths: values follow the text format's rules") {
  TrainConfig config;
  set(config, "num_steps", "0x10");
  CHECK(config.num_steps == 16u);
  set(config, "gradient_clipping_by_norm", "1e-3");
  CHECK(config.gradient_clipping_by_norm == 1e-3f);
  set(config, "gradient_clipping_by_norm", "5");
  CHECK(config.gradient_clipping_by_norm == 5.0f);
  set(config, "gradient_clipping_by_norm", "-inf");
  CHECK(std::isinf(config.gradient_clipping_by_norm.value()));
  set(config, "startup_delay_steps", "2.5f");
  CHECK(config.startup_delay_steps == 2.5f);
  set(config, "num_gpus_per_worker", "-3");
  CHECK(config.num_gpus_per_worker == -3);
  for (const char* spelling : {"false", "False", "f", "0"}) {
    set(config, "sync_replicas", "true");
    set(config, "sync_replicas", spelling);  // v13: "false" (str() of JSON false is "False")
    CHECK_FALSE(config.sync_replicas);
    CHECK(config.sync_replicas.has_value());
  }
  set(config, "is_profiling", " True ");
  CHECK(config.is_profiling);
  // EasyRec fails on a top-level enum by name; here both names and numbers work
  set(config, "train_distribute", "MirroredStrategy");
  CHECK(config.train_distribute == DistributionStrategy::MirroredStrategy);
  set(config, "train_distribute", "3");
  CHECK(config.train_distribute == DistributionStrategy::CollectiveAllReduceStrategy);
}

TEST_CASE("paths: strings are bare or quoted literals") {
  TrainConfig config;
  // v9: bare strings, as EasyRec passes str() values
  set(config, "fine_tune_checkpoint", "oss://bucket/ckpt/model.ckpt-100");
  CHECK(config.fine_tune_checkpoint == "oss://bucket/ckpt/model.ckpt-100");
  set(config, "fine_tune_ckpt_var_map", "  spaces around are trimmed  ");
  CHECK(config.fine_tune_ckpt_var_map == "spaces around are trimmed");
  set(config, "fine_tune_checkpoint", "\"quoted \\\"and\\\" escaped\\n\"");
  CHECK(config.fine_tune_checkpoint == "quoted \"and\" escaped\n");
  set(config, "fine_tune_checkpoint", "'single' \"adjacent\"");
  CHECK(config.fine_tune_checkpoint == "singleadjacent");
  set(config, "fine_tune_checkpoint", "\"half quoted");
  CHECK(config.fine_tune_checkpoint == "\"half quoted");
  set(config, "fine_tune_checkpoint", "\"a\" b");
  CHECK(config.fine_tune_checkpoint == "\"a\" b");
  set(config, "fine_tune_checkpoint", "");
  CHECK(config.fine_tune_checkpoint == "");
  CHECK(config.fine_tune_checkpoint.has_value());
  // a single path takes the whole value, ';' included
  set(config, "protocol", "a;b");
  CHECK(config.protocol == "a;b");
}

TEST_CASE("paths: repeated fields are replaced whole, or element by element") {
  TrainConfig config = two_optimizers;
  set(config, "freeze_gradient", "['x', \"y\", 'z']");  // Python's str() of a list
  CHECK(config.freeze_gradient == std::vector<std::string>{"x", "y", "z"});
  set(config, "freeze_gradient", "single/bare");
  CHECK(config.freeze_gradient == std::vector<std::string>{"single/bare"});
  set(config, "freeze_gradient", "[]");
  CHECK(config.freeze_gradient.empty());
  DistributedStrategy strategy;
  set(strategy, "recompute_configs.checkpoint_shape", "[1, 0x2, -3]");
  CHECK(strategy.recompute_configs->checkpoint_shape == std::vector<std::int32_t>{1, 2, -3});
  set(strategy, "recompute_configs.checkpoint_shape", "7");
  CHECK(strategy.recompute_configs->checkpoint_shape == std::vector<std::int32_t>{7});
  set(strategy, "recompute_configs.checkpoint_shape[0]", "8");
  CHECK(strategy.recompute_configs->checkpoint_shape == std::vector<std::int32_t>{8});
  // repeated messages: a list of messages, or one message
  set(config, "optimizer_config", "[{ adam_optimizer {} }, { ftrl_optimizer { l1_reg: 2 } }, {}]");
  REQUIRE(config.optimizer_config.size() == 3);
  CHECK(config.optimizer_config[0].optimizer.has<Optimizer::optimizer_case::adam_optimizer>());
  CHECK(config.optimizer_config[1].optimizer.get<Optimizer::optimizer_case::ftrl_optimizer>().l1_reg == 2.0f);
  set(config, "optimizer_config", "{ momentum_optimizer {} }");
  REQUIRE(config.optimizer_config.size() == 1);
  CHECK(config.optimizer_config[0].optimizer.has<Optimizer::optimizer_case::momentum_optimizer>());
  set(config, "optimizer_config", "use_moving_average: true");
  REQUIRE(config.optimizer_config.size() == 1);
  CHECK(config.optimizer_config[0].use_moving_average);
}

TEST_CASE("paths: messages are replaced from text format, with or without one outer { }") {
  TrainConfig config = two_optimizers;
  set(config, "optimizer_config[0]", "{ ftrl_optimizer { l2_reg: 3 } }");
  CHECK(config.optimizer_config[0] == parse_text<Optimizer>("ftrl_optimizer { l2_reg: 3 }"));
  set(config, "optimizer_config[0]", "lazy_adam_optimizer < beta1: 0.5 >; use_moving_average: true");
  CHECK(config.optimizer_config[0] == parse_text<Optimizer>("lazy_adam_optimizer { beta1: 0.5 } use_moving_average: true"));
  set(config, "optimizer_config[0]", "{}");
  CHECK(config.optimizer_config[0] == Optimizer{});
  // "{}" makes an empty but present sub-message (EasyRec docs: incr_save_config.fs: "{}" turns on fs saving)
  set(config, "incr_save_config.fs", "{}");
  CHECK(config.incr_save_config.has_value());
  CHECK(config.incr_save_config->incr_update.has<plainproto::protos::IncrementSaveConfig::incr_update_case::fs>());
  CHECK(plainproto::print_text(config.incr_save_config.value()) == "fs {\n}\n");
  // local_incr_test: a field under sub-messages that are not set yet
  TrainConfig fresh;
  set(fresh, "incr_save_config.fs.mount_path", "/tmp/incr");
  CHECK(plainproto::print_text(fresh) == "incr_save_config {\n  fs {\n    mount_path: \"/tmp/incr\"\n  }\n}\n");
  // required fields may be left out of a value (EasyRec's Parse does not check them either)
  set(fresh, "incr_save_config.kafka", "{ server: 'k:9092' }");
  CHECK_FALSE(plainproto::is_initialized(fresh));
}

TEST_CASE("paths: writing inside another oneof member switches the oneof") {
  TrainConfig config = two_optimizers;
  // observed in EasyRec: optimizer_config[use_moving_average=true].adam_optimizer.beta1 on an ftrl element
  config.optimizer_config[1].use_moving_average = true;
  CHECK(set(config, "optimizer_config[use_moving_average=true].adam_optimizer.beta1", "0.7") == 2);
  CHECK(config.optimizer_config[1].optimizer.has<Optimizer::optimizer_case::adam_optimizer>());
  CHECK(config.optimizer_config[1].optimizer.get<Optimizer::optimizer_case::adam_optimizer>().beta1 == 0.7f);
  set(config, "incr_save_config.fs", "{}");
  set(config, "incr_save_config.datahub.consumer.offset", "5");
  CHECK(plainproto::print_text(config.incr_save_config.value()) == "datahub {\n  consumer {\n    offset: 5\n  }\n}\n");
}

TEST_CASE("paths: EasyRec's quirks, fixed") {
  TrainConfig config = two_optimizers;
  SUBCASE("a condition may contain dots") {
    CHECK(set(config, "optimizer_config[ftrl_optimizer.l1_reg>5].ftrl_optimizer.l2_reg", "0.25") == 1);
    CHECK(config.optimizer_config[1].optimizer.get<Optimizer::optimizer_case::ftrl_optimizer>().l2_reg == 0.25f);
    CHECK(get(config, "optimizer_config[adam_optimizer.beta1>0.8].use_moving_average") == strings{"true"});
  }
  SUBCASE("a slice at the end of a path edits the selected elements, not the parent") {
    CHECK(set(config, "freeze_gradient[0:1]", "num_steps: 9") == 1);
    CHECK(config.freeze_gradient == std::vector<std::string>{"num_steps: 9", "b"});
    CHECK(config.num_steps == 100u);
    CHECK(set(config, "optimizer_config[:]", "{}") == 2);
    CHECK(config.optimizer_config == plainproto::repeated_messages<Optimizer>(2));
  }
  SUBCASE("a value with ';' is split only when there are several paths") {
    CHECK(set(config, "num_steps;fine_tune_checkpoint;sync_replicas", " 7 ; 'a;b' ; false") == 3);
    CHECK(config.num_steps == 7u);
    CHECK(config.fine_tune_checkpoint == "a;b");
    CHECK_FALSE(config.sync_replicas);
    // ';' inside braces, brackets and quotes does not separate values
    CHECK(set(config, "optimizer_config[use_moving_average=true];freeze_gradient",
              "{ use_moving_average: true; moving_average_decay: 0.5 };['x;y']") == 2);
    CHECK(config.optimizer_config[0] == parse_text<Optimizer>("use_moving_average: true moving_average_decay: 0.5"));
    CHECK(config.freeze_gradient == std::vector<std::string>{"x;y"});
  }
}

TEST_CASE("paths: untyped forms and non-throwing forms") {
  const plainproto::message_descriptor& type = *plainproto::schemas::find_message("protos.TrainConfig");
  TrainConfig config = two_optimizers;
  CHECK(get(type, &config, "num_steps") == strings{"100"});
  CHECK(set(type, &config, "num_steps", "5") == 1);
  CHECK(config.num_steps == 5u);
  const auto got = plainproto::try_get(config, "num_step");
  REQUIRE_FALSE(got.ok());
  CHECK(got.get_error().code() == error_code::unknown_field);
  const auto written = plainproto::try_set(config, "optimizer_config[:].use_moving_average", "true");
  REQUIRE(written.ok());
  CHECK(*written == 2);
}

// --- errors ----------------------------------------------------------------------------------------------------

TEST_CASE("paths: errors name the path segment and say why") {
  const TrainConfig& config = two_optimizers;
  auto check = [&](const char* path, error_code code, const char* message) {
    CAPTURE(std::string(path));
    const error failure = get_error(config, path);
    CHECK(failure.code() == code);
    CHECK(failure.message() == message);
    CHECK(failure.line() == 0);
  };
  check("optimizer_config[3].adam_optimizer", error_code::out_of_range,
        "optimizer_config[3]: index out of range (2 elements)");
  check("optimizer_config[-3]", error_code::out_of_range, "optimizer_config[-3]: index out of range (2 elements)");
  CHECK(get_error(parse_text<TrainConfig>("optimizer_config {}"), "optimizer_config[3]").message() ==
        "optimizer_config[3]: index out of range (1 element)");
  check("optimizer_config[99999999999999999999999]", error_code::out_of_range,
        "optimizer_config[99999999999999999999999]: index out of range (2 elements)");
  check("optimizer_config[-9223372036854775808]", error_code::out_of_range,
        "optimizer_config[-9223372036854775808]: index out of range (2 elements)");
  check("optimizer_config[0].ftrl_optimizer.learning_rate.constant_learning_rate.learning_rate[0]", error_code::usage,
        "optimizer_config[0].ftrl_optimizer.learning_rate.constant_learning_rate.learning_rate[0]: \"learning_rate\" "
        "is not a repeated field; [...] selects elements of repeated fields");
  check("num_step", error_code::unknown_field, "no field \"num_step\" in protos.TrainConfig; did you mean \"num_steps\"?");
  check("incr_save_config.fs.mount_pat", error_code::unknown_field,
        "incr_save_config.fs: no field \"mount_pat\" in protos.IncrementSaveConfig.File; did you mean \"mount_path\"?");
  check("optimizer_config[0].adam_optimizer.bogus", error_code::unknown_field,
        "optimizer_config[0].adam_optimizer: no field \"bogus\" in protos.AdamOptimizer");
  check("completely_different", error_code::unknown_field, "no field \"completely_different\" in protos.TrainConfig");
  check("num_steps.x", error_code::usage, "num_steps: \"num_steps\" is a uint32 field, not a message; it has no field \"x\"");
  check("train_distribute.x", error_code::usage,
        "train_distribute: \"train_distribute\" is a enum protos.DistributionStrategy field, not a message; it has "
        "no field \"x\"");
  check("optimizer_config.adam_optimizer", error_code::usage,
        "optimizer_config: \"optimizer_config\" is a repeated field; select elements with [i], [a:b], [:] or "
        "[condition] before \".adam_optimizer\"");
  check("optimizer_config[adam_optimizer=1]", error_code::usage,
        "optimizer_config[adam_optimizer=1]: adam_optimizer: cannot compare a message; compare one of its fields");
  check("optimizer_config[adam_optimizer.learning_rate.manual_step_learning_rate.schedule=1]", error_code::usage,
        "optimizer_config[adam_optimizer.learning_rate.manual_step_learning_rate.schedule=1]: "
        "adam_optimizer.learning_rate.manual_step_learning_rate.schedule: cannot compare a whole repeated field; "
        "select one element, e.g. schedule[0]");
  check("optimizer_config[adam_optimizer.beta3>1].use_moving_average", error_code::unknown_field,
        "optimizer_config[adam_optimizer.beta3>1]: adam_optimizer: no field \"beta3\" in protos.AdamOptimizer; did you "
        "mean \"beta1\"?");
  check("optimizer_config[=1]", error_code::usage,
        "optimizer_config[=1]: a condition on messages compares one of their fields, e.g. [name=value]");
  check("freeze_gradient[x.y=1]", error_code::usage,
        "freeze_gradient[x.y=1]: the elements of \"freeze_gradient\" are string values, which have no fields; "
        "compare the element itself, e.g. [>=1]");
  check("optimizer_config[use_moving_average=maybe]", error_code::invalid_value,
        "optimizer_config[use_moving_average=maybe]: invalid value \"maybe\": Invalid value for boolean field "
        "\"use_moving_average\". Value: \"maybe\".");
  check("optimizer_config[moving_average_decay>x]", error_code::syntax,
        "optimizer_config[moving_average_decay>x]: invalid value \"x\": Expected double, got: x");
  // syntax
  check("", error_code::usage, "empty path");
  check(" . ", error_code::usage, "empty path");
  check("optimizer_config[0", error_code::usage, "\"optimizer_config[0\": missing \"]\"");
  check("optimizer_config[0]x", error_code::usage, "\"optimizer_config[0]x\": unexpected \"x\" after \"]\"");
  check("[0]", error_code::usage, "\"[0]\": missing a field name before \"[\"");
  check("num-steps", error_code::usage, "\"num-steps\": \"num-steps\" is not a field name");
  check("optimizer_config[abc]", error_code::usage,
        "\"optimizer_config[abc]\": invalid selector \"abc\" (expected an index [i], a slice [a:b], [:] or a "
        "condition such as [name=value])");
  check("optimizer_config[1:x]", error_code::usage,
        "\"optimizer_config[1:x]\": invalid selector \"1:x\" (expected an index [i], a slice [a:b], [:] or a "
        "condition such as [name=value])");
  check("optimizer_config[x=\"a]", error_code::usage, "\"optimizer_config[x=\"a]\": unterminated string literal");
  CHECK(get_error(config, "optimizer_config[3]").field_path() == "optimizer_config[3]");
  CHECK(get_error(config, "optimizer_config[0].adam_optimizer.beta3").field_path() ==
        "optimizer_config[0].adam_optimizer.beta3");
}

TEST_CASE("paths: value errors, and a failed set leaves the message unchanged") {
  const TrainConfig config = two_optimizers;
  auto check = [&](const char* path, const char* value, error_code code, const char* message) {
    CAPTURE(std::string(path));
    CAPTURE(std::string(value));
    const error failure = set_error(config, path, value);
    CHECK(failure.code() == code);
    CHECK(failure.message() == message);
  };
  check("num_steps", "abc", error_code::syntax, "num_steps: invalid value \"abc\": Expected integer, got: abc");
  check("num_steps", "-1", error_code::syntax, "num_steps: invalid value \"-1\": Expected integer, got: -");
  check("num_steps", "4294967296", error_code::out_of_range,
        "num_steps: invalid value \"4294967296\": Integer out of range (4294967296)");
  check("num_steps", "1 2", error_code::syntax, "num_steps: invalid value \"1 2\": unexpected \"2\" after the value");
  check("num_steps", "1 num_steps: 2", error_code::syntax,
        "num_steps: invalid value \"1 num_steps: 2\": unexpected \"num_steps\" after the value");
  check("train_distribute", "Mirrored", error_code::invalid_value,
        "train_distribute: invalid value \"Mirrored\": Unknown enumeration value of \"Mirrored\" for field "
        "\"train_distribute\". (protos.DistributionStrategy: NoStrategy, PSStrategy, MirroredStrategy, "
        "CollectiveAllReduceStrategy, ExascaleStrategy, MultiWorkerMirroredStrategy, HorovodStrategy, SokStrategy, "
        "EmbeddingParallelStrategy)");
  check("freeze_gradient", "[a]", error_code::syntax, "freeze_gradient: invalid value \"[a]\": Expected string, got: a");
  check("freeze_gradient", "[\"a\"] x", error_code::syntax,
        "freeze_gradient: invalid value \"[\"a\"] x\": unexpected \"x\" after the value");
  check("optimizer_config[0]", "{foo: 1}", error_code::unknown_field,
        "optimizer_config[0]: invalid value \"{foo: 1}\": 1:5: Message type \"protos.Optimizer\" has no field named "
        "\"foo\".");
  check("optimizer_config[0]", "use_moving_average: true use_moving_average: false", error_code::duplicate_field,
        "optimizer_config[0]: invalid value \"use_moving_average: true use_moving_average: false\": 1:44: "
        "Non-repeated field \"use_moving_average\" is specified multiple times.");
  check("optimizer_config", "[{}", error_code::syntax,
        "optimizer_config: invalid value \"[{}\": Expected \",\", found \"\".");
  const error list_for_element =
      set_error(parse_text<DistributedStrategy>("recompute_configs { checkpoint_shape: 1 }"),
                "recompute_configs.checkpoint_shape[0]", "[1]");
  CHECK(list_for_element.message() ==
        "recompute_configs.checkpoint_shape[0]: invalid value \"[1]\": expected one value, not a list");
  check("num_steps;sync_replicas", "1", error_code::usage, "\"num_steps;sync_replicas\": 2 paths but 1 value");
  check("num_steps;sync_replicas;log_step_count_steps", "1;true", error_code::usage,
        "\"num_steps;sync_replicas;log_step_count_steps\": 3 paths but 2 values");
  check("num_steps;", "1;2", error_code::usage, "empty path");
  // the first edit applies, the second fails: the message is as before
  TrainConfig edited = config;
  CHECK_THROWS_AS(set(edited, "num_steps;optimizer_config[7].use_moving_average", "5;true"), error);
  CHECK(edited == config);
  // a bad value is reported even when the path selects nothing
  CHECK_THROWS_AS(set(edited, "optimizer_config[5:].use_moving_average", "maybe"), error);
}
