// JSON against libprotobuf: MessageToJsonString byte for byte in every option combination, each side
// parsing the other's output to the same message, and a corpus of valid and invalid documents that
// JsonStringToMessage and plainproto must accept or reject alike. Every expectation is computed here
// by libprotobuf.
#include <doctest/doctest.h>
#include <google/protobuf/util/json_util.h>

#include <cstdint>
#include <memory>
#include <random>
#include <regex>
#include <string>
#include <utility>
#include <vector>

#include "oracle.hpp"
#include "plainproto/json.hpp"

namespace {

namespace pb = google::protobuf;

const plainproto::message_descriptor& find_type(std::string_view full_name) {
  for (const plainproto::message_descriptor* descriptor : conformance::top_level_types())
    for (const plainproto::message_descriptor* type : conformance::reachable_types(*descriptor))
      if (type->full_name == full_name) return *type;
  throw std::invalid_argument("no conformance type " + std::string(full_name));
}

std::vector<plainproto::json_print_options> every_print_option() {
  std::vector<plainproto::json_print_options> all;
  for (int bits = 0; bits < 16; ++bits) {
    plainproto::json_print_options options;
    options.add_whitespace = bits & 1;
    options.always_print_primitive_fields = bits & 2;
    options.always_print_enums_as_ints = bits & 4;
    options.preserve_proto_field_names = bits & 8;
    all.push_back(options);
  }
  return all;
}

std::string describe(const plainproto::json_print_options& options) {
  return std::string("add_whitespace ") + (options.add_whitespace ? "1" : "0") + " always_print_primitive_fields " +
         (options.always_print_primitive_fields ? "1" : "0") + " always_print_enums_as_ints " +
         (options.always_print_enums_as_ints ? "1" : "0") + " preserve_proto_field_names " +
         (options.preserve_proto_field_names ? "1" : "0");
}

std::string libprotobuf_print(const pb::Message& message, const plainproto::json_print_options& options) {
  pb::util::JsonPrintOptions theirs;
  theirs.add_whitespace = options.add_whitespace;
  theirs.always_print_primitive_fields = options.always_print_primitive_fields;
  theirs.always_print_enums_as_ints = options.always_print_enums_as_ints;
  theirs.preserve_proto_field_names = options.preserve_proto_field_names;
  std::string out;
  const auto status = pb::util::MessageToJsonString(message, &out, theirs);
  REQUIRE_MESSAGE(status.ok(), status.ToString());
  return out;
}

// libprotobuf's reading of a JSON text, as a plainproto message. An enum number the enum does not
// declare is kept by libprotobuf as an unknown field; plainproto drops it, and so does the comparison.
bool libprotobuf_parse(const plainproto::message_descriptor& descriptor, const std::string& text,
                       const plainproto::json_parse_options& options, conformance::dynamic_message& out,
                       std::string& failure) {
  std::unique_ptr<pb::Message> message = conformance::new_protobuf_message(descriptor.full_name);
  pb::util::JsonParseOptions theirs;
  theirs.ignore_unknown_fields = options.ignore_unknown_fields;
  theirs.case_insensitive_enum_parsing = options.case_insensitive_enum_parsing;
  const auto status = pb::util::JsonStringToMessage(text, message.get(), theirs);
  if (!status.ok()) {
    failure = status.ToString();
    return false;
  }
  message->DiscardUnknownFields();
  conformance::from_protobuf(*message, descriptor, out.get());
  return true;
}

// libprotobuf 3.21 writes no JSON for a group: its JSON printer reads the binary form, where it skips start-group
// fields, so `"data"` is missing and `"item"` is `[]` (and with always_print_primitive_fields an unset group is
// `"data": null`). plainproto writes a group as the message it is, as Python protobuf does (python_conformance.cpp
// compares those); these comparisons leave groups out. (Only the kitchen sink's top level has groups.)
void clear_groups(const plainproto::message_descriptor& descriptor, void* message) {
  for (const plainproto::field_descriptor& field : descriptor) {
    if (!field.group) continue;
    void* storage = field.storage_in(message);
    if (field.is_repeated())
      field.ops->erase(storage, 0, field.ops->size(storage));
    else
      field.ops->clear(storage);
  }
}

std::string without_null_groups(const std::string& libprotobuf_json) {
  static const std::regex null_group(R"("data": ?null,\s*)");
  return std::regex_replace(libprotobuf_json, null_group, "");
}

}  // namespace

TEST_CASE(
    "random messages print byte-identical to libprotobuf in every option combination, and each side parses "
    "the other's output") {
  const std::vector<plainproto::json_print_options> print_options = every_print_option();
  for (const plainproto::message_descriptor* descriptor : conformance::top_level_types()) {
    for (const bool valid_utf8 : {true, false}) {
      conformance::random_options random;
      random.valid_utf8 = valid_utf8;
      for (std::uint64_t seed = 1; seed <= conformance::seeds_per_type; ++seed) {
        conformance::dynamic_message ours = conformance::random_message(*descriptor, seed, random);
        clear_groups(*descriptor, ours.get());
        std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message(descriptor->full_name);
        conformance::to_protobuf(*descriptor, ours.get(), *theirs);
        INFO(descriptor->full_name << " seed " << seed << (valid_utf8 ? "" : " (any bytes in strings)"));

        for (const plainproto::json_print_options& options : print_options) {
          INFO(describe(options));
          const std::string expected = without_null_groups(libprotobuf_print(*theirs, options));
          const std::string printed = plainproto::to_json_string(*descriptor, ours.get(), options);
          const bool same_text = printed == expected;
          REQUIRE_MESSAGE(same_text, conformance::describe_text_difference(expected, printed));

          // The texts are the same, so each side reading it is each side reading the other's output. Both
          // refuse it when a string kept an overlong UTF-8 form (the printer passes those through).
          conformance::dynamic_message reparsed(*descriptor);
          std::string our_failure;
          try {
            plainproto::parse_json(expected, *descriptor, reparsed.get());
          } catch (const plainproto::error& failure) {
            our_failure = failure.what();
          }
          conformance::dynamic_message their_reparse(*descriptor);
          std::string their_failure;
          const bool they_accept = libprotobuf_parse(*descriptor, printed, {}, their_reparse, their_failure);
          INFO("plainproto: " << our_failure);
          INFO("libprotobuf: " << their_failure);
          REQUIRE(our_failure.empty() == they_accept);
          if (valid_utf8) REQUIRE(they_accept);
          if (!they_accept) continue;
          REQUIRE_MESSAGE(reparsed == their_reparse, conformance::describe_difference(their_reparse, reparsed));
          // Printing loses nothing but presence of defaults (always_print_primitive_fields sets them) and
          // malformed UTF-8 (dropped).
          if (valid_utf8 && !options.always_print_primitive_fields)
            REQUIRE_MESSAGE(reparsed == ours, conformance::describe_difference(ours, reparsed));
        }
      }
    }
  }
}

namespace {

struct parse_case {
  const char* type;
  std::string input;
  bool ignore_unknown = false;
  bool case_insensitive = false;
};

// The kitchen sink's required fields, then `fields`.
std::string all_types(const std::string& fields) {
  return "{\"reqInt32\": 1, \"reqString\": \"\", \"reqNested\": {\"id\": 1}" + (fields.empty() ? "" : ", " + fields) +
         "}";
}

void check_same_outcome(const parse_case& c) {
  const plainproto::message_descriptor& descriptor = find_type(c.type);
  plainproto::json_parse_options options;
  options.ignore_unknown_fields = c.ignore_unknown;
  options.case_insensitive_enum_parsing = c.case_insensitive;

  conformance::dynamic_message theirs(descriptor);
  std::string their_failure;
  const bool they_accept = libprotobuf_parse(descriptor, c.input, options, theirs, their_failure);

  conformance::dynamic_message ours(descriptor);
  std::string our_failure;
  bool we_accept = true;
  try {
    plainproto::parse_json(c.input, descriptor, ours.get(), options);
  } catch (const plainproto::error& failure) {
    we_accept = false;
    our_failure = failure.what();
  }
  INFO(c.type << " " << conformance::quoted(c.input, 400) << (c.ignore_unknown ? " ignore_unknown_fields" : "")
              << (c.case_insensitive ? " case_insensitive_enum_parsing" : ""));
  INFO("libprotobuf: " << (they_accept ? "accepted" : "rejected: " + their_failure));
  INFO("plainproto:  " << (we_accept ? "accepted" : "rejected: " + our_failure));
  REQUIRE(we_accept == they_accept);
  if (we_accept) CHECK_MESSAGE(ours == theirs, conformance::describe_difference(theirs, ours));
}

}  // namespace

TEST_CASE("valid JSON documents, with every liberty libprotobuf's reader takes, are read alike") {
  const char* train = "protos.TrainConfig";
  const char* all = "kitchen_sink.AllTypes";
  const char* strategy = "paddle.fleet.DistributedStrategy";
  const std::vector<parse_case> cases = {
      // EasyRec configs as json_format writes them, and hand-edited variants.
      {train, R"({"optimizer_config": [{"adam_optimizer": {"learning_rate": {"exponential_decay_learning_rate": {
                   "initial_learning_rate": 0.001, "decay_steps": 1000, "decay_factor": 0.5,
                   "min_learning_rate": 1e-07}}}, "use_moving_average": false}],
                 "num_steps": 2500, "sync_replicas": true, "save_checkpoints_steps": 100,
                 "log_step_count_steps": 100, "train_distribute": "MirroredStrategy"})"},
      {train, R"({"optimizerConfig": [{"adamOptimizer": {"beta1": 0.9, "beta2": "0.999"}}], "numSteps": "2500"})"},
      {train, R"({"incrSaveConfig": {"fs": {}}})"},
      {train, R"({"incr_save_config": {"kafka": {"server": "s", "topic": "t", "consumer": {"offset": "-1"}}}})"},
      {train, R"({"freezeGradient": ["a", "b"], "freeze_gradient": "c", "freezeGradient": null})"},
      {train, R"({"trainDistribute": 2, "numGpusPerWorker": -1.0, "gradientClippingByNorm": "NaN"})"},
      {train, R"({"trainDistribute": "6", "startupDelaySteps": "-Infinity", "numSteps": 1e3})"},
      {train, R"({"numSteps": 4294967295, "keepCheckpointMax": "+7", "saveSummarySteps": "007"})"},
      {train, R"({"gradientClippingByNorm": 3.4028235e38, "startupDelaySteps": -3.40282356e38})"},
      {train, R"({"gradientClippingByNorm": 1e-46, "startupDelaySteps": "1e-300"})"},
      {train, R"({"gradientClippingByNorm": 0x1.8, "startupDelaySteps": "0x1p-3", "numSteps": 1.})"},
      {train, R"({"gradientClippingByNorm": " 5", "numSteps": 1})"},
      {train, R"({"gradientClippingByNorm": "\t5\n", "numSteps": 1})"},
      {train, R"({"syncReplicas": "yes", "isProfiling": "F", "writeGraph": "1", "tensorFuse": "NO"})"},
      {train, R"({"fineTuneCheckpoint": "\u00e9\ud83d\ude00\/\'\a\v\x", "protocol": 'single quoted'})"},
      {train, "{\"fineTuneCheckpoint\": \"raw\ttab and \x01 control\", \"deadLine\": \"\xc3\xa9\xe4\xb8\xad\"}"},
      {train, R"({numSteps: 5, $unknown_ok: 1})", true},
      {train, R"({"numSteps": 5,})"},
      {train, R"({"freezeGradient": ["a",], "optimizerConfig": [],})"},
      {train, R"({"freezeGradient": [["a", ["b"]], [], null, "c"]})"},
      {train, R"({"optimizerConfig": {"adamOptimizer": {}}})"},
      {train, R"({"optimizerConfig": [[{"adamOptimizer": {}}], null, {"ftrlOptimizer": {}}]})"},
      {train,
       R"({"optimizerConfig": [{"adamOptimizer": {"beta1": 1}}, {"adamOptimizer": null, "momentumOptimizer": {}}]})"},
      {train, R"({"incrSaveConfig": {"fs": {"relative": false}}, "incrSaveConfig": {"sparseSaveSecs": 3}})"},
      {train, R"({"incrSaveConfig": {"fs": null, "kafka": null, "datahub": {"akId": "a", "akSecret": "b",
                 "region": "c", "project": "d", "topic": "e", "consumer": {}}}})"},
      {train, "\t\v\f\r\n {\"numSteps\"\f:\v1} \n\t"},
      {train, R"({"unknown": {"a": [1, {"b": null}, 'x', -2.5e3, true]}, "numSteps": 1})", true},
      {train, R"({"numSteps": 1, "unknown": null})", true},
      {train, R"({"trainDistribute": "NoSuchStrategy", "numSteps": 1})", true},
      {train, R"({"trainDistribute": "mirrored-strategy"})", false, true},
      {train, R"({"trainDistribute": "mirroredstrategy"})", false, true},
      {train, R"({"trainDistribute": 99, "numSteps": 3})"},
      {train, R"({"f\u0072eezeGradient": ["x"]})"},
      {strategy, R"({"mode": "PS", "auto": true, "aSyncConfigs": {"kSteps": -1}, "a_sync": false})"},
      {strategy, R"({"recomputeConfigs": {"checkpointShape": [1, "-2", 3.0], "checkpoints": ["a"]}})"},
      {strategy, R"({"dgcConfigs": {"sparsity": [0.999, "1e-3", 5, "-Infinity", "NaN"]}})"},
      {strategy, R"({"downpourTableParam": [{"tableId": "18446744073709551615", "shardNum": 16,
                    "type": "PS_DENSE_TABLE", "sparseTableCacheRate": 1e-300}]})"},
      {strategy, R"({"hybridConfigs": {"mpConfigs": {"ncclConfig": {"commName": "x"}}, "ppConfigs": {}}})"},
      {strategy, R"({"hybridConfigs": {"mp_configs": {"nccl_config": {"commName": "x"}}}})"},
      {strategy, R"({"DpAsOptimizerSharding": true, "shardingConfigs": {"_dp_as_optimizer_sharding": false}})"},
      {strategy, R"({"lastCommGroupSizeMB": 2, "fuse_grad_size_in_MB": 3, "fuseGradSizeInTFLOPS": 1.5})"},
      {"paddle.fleet.DistributedJobInfo", R"({"workerNum": 2, "workerIps": ["a", "b"], "strategy": {"amp": true}})"},
      // Every field type of the kitchen sink, in the forms libprotobuf accepts.
      {all, all_types("")},
      {all, all_types(R"("fDouble": -0.0, "fFloat": -0, "fInt32": -2147483648, "fInt64": "-9223372036854775808",
                        "fUint32": 4294967295, "fUint64": "18446744073709551615", "fSint32": "-5",
                        "fSint64": -9007199254740993, "fFixed32": 1e9, "fFixed64": 18446744073709551615,
                        "fSfixed32": "+2147483647", "fSfixed64": 9.2233720368547748e18, "fBool": "t")")},
      {all, all_types(R"("fString": "\u0000\u001f\u007f\u2028<>&\"\\", "fBytes": "AP94",
                        "rBytes": ["", "YQ", "YQ==", "YWI", "YWI=", "_-8=", "/+8", "AAAA"])")},
      {all, all_types(R"("fEnum": "GREEN", "rEnum": ["RED", 2, "-3", -3.0, 99, "BLUE"], "rMood": ["ANGRY", 0, 7])")},
      {all,
       all_types(R"("fMessage": {"id": 5, "colors": "RED", "empty": {}}, "fEmpty": {}, "rEmpty": [{}, {}, null])")},
      {all, all_types(R"("fInner": {"mood": "CALM", "items": [{"id": 1}], "blob": ""}, "rMessage": [{"id": 2}])")},
      {all, all_types(R"("oInt32": 1, "sText": "x")")},
      {all, all_types(R"("oMessage": {"id": 1}, "sInner": {"items": []}, "oString": null)")},
      {all, all_types(R"("oFloat": null, "oDouble": "Infinity")")},
      {all, all_types(R"("oEnum": 99)")},
      {all, all_types(R"("auto": 1, "camelCaseName": 2, "LeadingUnderscore": 3, "nameWith2Digits": 4,
                        "maxNumber": 5, "declaredLast": "z")")},
      {all, all_types(R"("_leading_underscore": 3, "name_with_2_digits": 4, "max_number": 5, "declared_last": "z")")},
      {all, all_types(R"("dDouble": 1, "dFloat": 2, "dBytes": "", "dString": "", "dEnum": "RED", "dBool": false)")},
      {all,
       all_types(R"("rFloat": [1e-45, 3.4028235e38, "1.17549435e-38", 0.1], "rDouble": [4.9e-324, 2e-324, 1e-400])")},
      {all, all_types(R"("rInt32": 5, "rInt64": ["1", 2, 3.0], "rUint64": [], "rBool": [true, "false", "Y"])")},
      {all,
       all_types(R"("fDouble": "1\u0000x", "fFloat": "\t1\n", "rDouble": ["0x1p3", "-0", 1e-400, "1e-400", 0x1e5])")},
      {all,
       all_types(
           R"("fInt64": 0e0, "fUint32": -0.0, "fInt32": -0, "fSfixed32": 100e-2, "fUint64": 1.8446744073709550e19)")},
      {all, all_types(R"("fString": "\ud834\udd1e\u0000", "rString": ["\/", "\'", "\U0041", "\é", "\"\\"])")},
      {all, all_types(R"("fFloat": 3.4028235677973362e38, "rFloat": [-3.4028235677973362e38, 7e-46, "7e-46"])")},
      {all, R"({"reqNested": {"id": 1}, "reqString": "", "reqInt32": "1"})"},
      {all, all_types(R"("reqNested": {"id": 2})")},
      {all, all_types(R"("fMessage": {"id": 1}, "fMessage": {"label": "merged"})")},
      {all, all_types(R"("fMessage": {"id": 1}, "fMessage": null)")},
  };
  for (const parse_case& c : cases) check_same_outcome(c);
}

TEST_CASE("JSON documents with random edits are accepted or rejected alike") {
  const std::vector<std::pair<const char*, std::string>> seeds = {
      {"kitchen_sink.AllTypes",
       all_types(
           R"("fInt32": 5, "rString": ["a", "b\u00e9\ud834\udd1e"], "fMessage": {"id": 1, "colors": [1, "BLUE"]},)"
           R"( 'fDouble': "1e5", fBool: "yes", "rInt32": [[1], 2,], "unknown": {"x": [1, {"y": "\u12"}]})")},
      {"kitchen_sink.AllTypes",
       all_types(R"("fBytes": "YWJj", "oMessage": {"id": 3}, "fEnum": "BLUE", "rEnum": [1, "GREEN", 99],)"
                 R"( "fFloat": "NaN", "fUint64": "18446744073709551615", "dString": "\\\"\/\b\f\n\r\t\v\x")")},
      {"kitchen_sink.AllTypes",
       all_types(
           R"("fDouble": -1.5e-3, "fInt64": "-12", "fUint32": 7.0, "rDouble": [0.5, "Infinity", 1e300],)"
           R"( "fSint32": -3, "rBool": [true, false, "t"], "oInt32": 4, "fString": 'x\'y', "rBytes": ["YQ==", "_-8"])")},
      {"protos.TrainConfig",
       R"({"optimizerConfig": [{"adamOptimizer": {"beta1": 0.9}}, {"ftrl_optimizer": {}}], "numSteps": "10",)"
       R"( "incrSaveConfig": {"kafka": {"server": "s", "topic": "t", "consumer": {"offset": -1}}},)"
       R"( "trainDistribute": "MirroredStrategy", "freezeGradient": ["a", null]})"},
  };
  static const char alphabet[] = "{}[],:\"'\\/ \t\n0123456789.eE+-xtrufalsnNaIyuAB=_\xc3\xa9\xff\x80";
  std::mt19937_64 rng(20240601);
  for (int edit_round = 0; edit_round < 10000; ++edit_round) {
    const auto& seed = seeds[edit_round % seeds.size()];
    parse_case c{seed.first, seed.second, (rng() & 1) != 0};
    for (std::uint64_t edits = 1 + rng() % 3; edits > 0 && !c.input.empty(); --edits) {
      const std::size_t at = rng() % c.input.size();
      switch (rng() % 4) {
        case 0: c.input[at] = alphabet[rng() % (sizeof alphabet - 1)]; break;
        case 1: c.input.erase(at, 1 + rng() % 3); break;
        case 2: c.input.insert(at, 1, alphabet[rng() % (sizeof alphabet - 1)]); break;
        default: c.input.insert(at, c.input.substr(rng() % c.input.size(), rng() % 8)); break;
      }
    }
    check_same_outcome(c);
  }
}

TEST_CASE("invalid JSON documents are rejected alike") {
  const char* train = "protos.TrainConfig";
  const char* all = "kitchen_sink.AllTypes";
  const char* strategy = "paddle.fleet.DistributedStrategy";
  const std::string deep =
      std::string(99, '[') + "{\"a\": " + std::string(99, '{') + std::string(99, '}') + "}" + std::string(99, ']');
  const std::vector<parse_case> cases = {
      // Syntax.
      {train, ""},
      {train, "  "},
      {train, "[]"},
      {train, "null"},
      {train, "5"},
      {train, "\"x\""},
      {train, "{"},
      {train, "}"},
      {train, "{}{}"},
      {train, "{} x"},
      {train, std::string("{}\0", 3)},
      {train, "\xef\xbb\xbf{}"},
      {train, R"({"numSteps": 1 "syncReplicas": true})"},
      {train, R"({"numSteps" 1})"},
      {train, R"({"numSteps": })"},
      {train, R"({"numSteps": 1,,})"},
      {train, R"({,})"},
      {train, R"({"freezeGradient": [,]})"},
      {train, R"({"freezeGradient": ["a",,"b"]})"},
      {train, R"({"freezeGradient": ["a" "b"]})"},
      {train, R"({"freezeGradient": ["a"})"},
      {train, R"({"numSteps": 1]})"},
      {train, R"({"numSteps": truex})"},
      {train, R"({"syncReplicas": tru})"},
      {train, R"({"syncReplicas": True})"},
      {train, R"({"numSteps": nul})"},
      {train, R"({true: 1})"},
      {train, R"({null: 1})"},
      {train, R"({1a: 1})"},
      {train, R"({"": 1})"},
      {train, R"({"": 1})", true},
      {train, R"({"numSteps": 01})"},
      {train, R"({"numSteps": -01})"},
      {train, R"({"numSteps": 0x10})"},
      {train, R"({"numSteps": .5})"},
      {train, R"({"numSteps": +1})"},
      {train, R"({"numSteps": -})"},
      {train, R"({"numSteps": 1e})"},
      {train, R"({"numSteps": 1.2.3})"},
      {train, R"({"numSteps": 1-2})"},
      {train, R"({"gradientClippingByNorm": 1e999})"},
      {train, R"({"gradientClippingByNorm": NaN})"},
      {train, R"({"gradientClippingByNorm": -Infinity})"},
      {train, R"({"fineTuneCheckpoint": "abc)"},
      {train, R"({"fineTuneCheckpoint": "abc\)"},
      {train, R"({"fineTuneCheckpoint": "\u12"})"},
      {train, R"({"fineTuneCheckpoint": "\u12G4"})"},
      {train, R"({"fineTuneCheckpoint": "\ud800"})"},
      {train, R"({"fineTuneCheckpoint": "\ud800\u0041"})"},
      {train, R"({"fineTuneCheckpoint": "\udc00"})"},
      {train, "{\"fineTuneCheckpoint\": \"\xc3\"}"},
      {train, "{\"fineTuneCheckpoint\": \"\xc0\x80\"}"},
      {train, "{\"fineTuneCheckpoint\": \"\xed\xa0\x80\"}"},
      {train, "{\"fineTuneCheckpoint\": \"\xf4\x90\x80\x80\"}"},
      {train, "{\"fineTuneCheckpoint\": \"\\\xff\"}"},
      {train, "{\"numSteps\": 1}\xff"},
      {train, R"({"numSteps": 'x")"},
      {train, std::string(101, '{')},
      {train, "{\"unknown\": " + std::string(100, '{') + std::string(100, '}') + "}", true},
      {train, "{\"unknown\": " + deep + "}", true},
      {train, R"({"unknown": [1 2]})", true},
      {train, R"({"unknown": {"a" 1}})", true},
      {train, R"({"unknown": 01})", true},
      {train, R"({"unknown": "\ud800"})", true},
      {train, R"({"unknown": [})", true},
      // Names.
      {train, R"({"numstep": 1})"},
      {train, R"({"NumSteps": 1})"},
      {train, R"({"num_Steps": 1})"},
      {train, R"({"unknown": null})"},
      {train, R"({"optimizerConfig": [{"adamOptimizer": {"beta3": 1}}]})"},
      {strategy, R"({"dpAsOptimizerSharding": true})"},
      {strategy, R"({"lastCommGroupSizeMb": 2})"},
      // Values.
      {train, R"({"numSteps": -1})"},
      {train, R"({"numSteps": 4294967296})"},
      {train, R"({"numSteps": 1.5})"},
      {train, R"({"numSteps": "1.0"})"},
      {train, R"({"numSteps": "1e3"})"},
      {train, R"({"numSteps": " 1"})"},
      {train, R"({"numSteps": "1 "})"},
      {train, R"({"numSteps": "\t1"})"},
      {train, R"({"numSteps": "-0"})"},
      {train, R"({"numSteps": ""})"},
      {train, R"({"numSteps": true})"},
      {train, R"({"numSteps": [1]})"},
      {train, R"({"numSteps": {}})"},
      {train, R"({"numGpusPerWorker": 2147483648})"},
      {train, R"({"numGpusPerWorker": -2147483649.0})"},
      {train, R"({"numGpusPerWorker": "0x10"})"},
      {train, R"({"gradientClippingByNorm": 3.5e38})"},
      {train, R"({"gradientClippingByNorm": "3.4028235e38"})"},
      {train, R"({"gradientClippingByNorm": "nan"})"},
      {train, R"({"gradientClippingByNorm": "inf"})"},
      {train, R"({"gradientClippingByNorm": "1e39"})"},
      {train, R"({"gradientClippingByNorm": " 1"})"},
      {train, R"({"gradientClippingByNorm": "1,5"})"},
      {train, R"({"gradientClippingByNorm": true})"},
      {train, R"({"gradientClippingByNorm": ""})"},
      {train, R"({"syncReplicas": 1})"},
      {train, R"({"syncReplicas": "maybe"})"},
      {train, R"({"syncReplicas": " true"})"},
      {train, R"({"syncReplicas": "true\t"})"},
      {train, R"({"fineTuneCheckpoint": 5})"},
      {train, R"({"fineTuneCheckpoint": false})"},
      {train, R"({"fineTuneCheckpoint": ["a"]})"},
      {train, R"({"trainDistribute": "Mirrored"})"},
      {train, R"({"trainDistribute": "mirroredstrategy"})"},
      {train, R"({"trainDistribute": "99"})"},
      {train, R"({"trainDistribute": 1.5})"},
      {train, R"({"trainDistribute": 2147483648})"},
      {train, R"({"trainDistribute": true})"},
      {train, R"({"trainDistribute": " MirroredStrategy"})"},
      {train, R"({"incrSaveConfig": 5})"},
      {train, R"({"incrSaveConfig": []})"},
      {train, R"({"incrSaveConfig": "fs"})"},
      {train, R"({"optimizerConfig": [1]})"},
      {train, R"({"optimizerConfig": [[{}, 5]]})"},
      {train, R"({"freezeGradient": [{}]})"},
      {train, R"({"freezeGradient": {}})"},
      {train, R"({"freezeGradient": [1]})"},
      // Oneofs and required fields.
      {train, R"({"optimizerConfig": [{"adamOptimizer": {}, "ftrlOptimizer": {}}]})"},
      {train, R"({"optimizerConfig": [{"adamOptimizer": {}, "adamOptimizer": {}}]})"},
      {train, R"({"optimizerConfig": [{"adamOptimizer": {}, "adam_optimizer": {}}]})"},
      {train, R"({"incrSaveConfig": {"kafka": {"server": "s", "topic": "t", "consumer": {}}, "fs": {}}})"},
      {train, R"({"incrSaveConfig": {"kafka": {"server": "s", "topic": "t"}}})"},
      {train, R"({"incrSaveConfig": {"kafka": {"server": "s", "topic": "t", "consumer": null}}})"},
      {train, R"({"incrSaveConfig": {"kafka": {"server": "s", "topic": null, "consumer": {}}}})"},
      {all, "{}"},
      {all, R"({"reqInt32": 1, "reqString": ""})"},
      {all, R"({"reqInt32": 1, "reqString": "", "reqNested": {}})"},
      {all, all_types(R"("fMessage": {"label": "x"})")},
      {all, all_types(R"("rMessage": [{"id": 1}, {}])")},
      {all, all_types(R"("fMessage": {"id": 1}, "fMessage": {"label": "x"})")},
      {all, all_types(R"("oInt32": 1, "oString": "x")")},
      {all, all_types(R"("oInt32": 1, "oInt32": 2)")},
      {all, all_types(R"("oEnum": 99, "oInt32": 2)")},
      {all, all_types(R"("oEnum": "PURPLE", "oInt32": 2)"), true},
      {all, all_types(R"("oMessage": {"id": 1}, "oBool": false)")},
      {all, all_types(R"("sText": "a", "sInner": null, "s_text": "b")")},
      // Kitchen-sink values.
      {all, all_types(R"("fBytes": "YQ=")")},
      {all, all_types(R"("fBytes": "YWJj=")")},
      {all, all_types(R"("fBytes": "YR==")")},
      {all, all_types(R"("fBytes": "Y-8/")")},
      {all, all_types(R"("fBytes": "YW Jj")")},
      {all, all_types(R"("fBytes": "A")")},
      {all, all_types(R"("fBytes": "====")")},
      {all, all_types(R"("fBytes": 5)")},
      {all, all_types(R"("fUint64": 18446744073709551616)")},
      {all, all_types(R"("fUint64": "-1")")},
      {all, all_types(R"("fInt64": 9223372036854775808)")},
      {all, all_types(R"("fInt64": 9.2233720368547758e18)")},
      {all, all_types(R"("fSfixed32": "2147483648")")},
      {all, all_types(R"("fFixed32": -1)")},
      {all, all_types(R"("fFixed32": -0.5)")},
      {all, all_types(R"("fEnum": "green")")},
      {all, all_types(R"("rMood": ["ANGRY", "HAPPY"])")},
      {all, all_types(R"("fFloat": 3.4028236e38)")},
      {all, all_types(R"("fEmpty": {"x": 1})")},
      {all, all_types(R"("fDouble": "0x")")},
      {all, all_types(R"("fDouble": "+-1")")},
      {all, all_types(R"("fDouble": "1e-")")},
      {all, all_types(R"("fDouble": "-nan")")},
      {all, all_types(R"("fDouble": "1e5.5")")},
      {all, all_types(R"("fDouble": 1.7976931348623159e308)")},
      {all, all_types(R"("fFloat": 3.4028235677973366e38)")},
      {all, all_types(R"("fUint32": "4294967296")")},
      {all, all_types(R"("fInt32": "++1")")},
      {all, all_types(R"("fInt32": 2147483647.5)")},
      {all, all_types(R"("fInt64": -9.2233720368547778e18)")},
      {all, all_types(R"("fUint64": 1e20)")},
      {all, all_types(R"("fBool": "")")},
      {all, all_types(R"("fString": "\u12G4")")},
      {all, all_types(R"("rInt32": [1 2])")},
  };
  for (const parse_case& c : cases) check_same_outcome(c);
}
