// Text format against libprotobuf: printing byte for byte, parsing each other's output, and a corpus of
// valid and invalid inputs that must be accepted or rejected alike, with the first error on the same
// line and column. Every expectation is computed here by libprotobuf.
#include <doctest/doctest.h>
#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/text_format.h>

#include <memory>
#include <string>
#include <vector>

#include "kitchen_sink.hpp"
#include "oracle.hpp"
#include "plainproto/plainproto.hpp"

namespace {

namespace pb = google::protobuf;

constexpr std::uint64_t messages_per_type = 1000;

std::string libprotobuf_print(const pb::Message& message, bool single_line, bool utf8) {
  pb::TextFormat::Printer printer;
  printer.SetSingleLineMode(single_line);
  printer.SetUseUtf8StringEscaping(utf8);
  std::string out;
  printer.PrintToString(message, &out);
  if (single_line && !out.empty() && out.back() == ' ') out.pop_back();  // as ShortDebugString does
  return out;
}

struct first_error_collector : pb::io::ErrorCollector {
  int line = -2;
  int column = -2;
  std::string message;
  void AddError(int error_line, int error_column, const std::string& error_message) override {
    if (line != -2) return;
    line = error_line;
    column = error_column;
    message = error_message;
  }
};

struct outcome {
  bool ok;
  std::string printed;  // when ok
  int line = 0;         // 1-based when !ok; 0 when the error has no position
  int column = 0;
  std::string message;
};

struct parse_case {
  const char* type;
  std::string input;
  bool merge = false;
  bool allow_unknown = false;
  bool allow_partial = false;
};

outcome run_libprotobuf(const parse_case& c) {
  std::unique_ptr<pb::Message> message = conformance::new_protobuf_message(c.type);
  pb::TextFormat::Parser parser;
  first_error_collector errors;
  parser.RecordErrorsTo(&errors);
  parser.AllowUnknownField(c.allow_unknown);
  parser.AllowPartialMessage(c.allow_partial);
  parser.SetRecursionLimit(100);
  const bool ok = c.merge ? parser.MergeFromString(c.input, message.get()) : parser.ParseFromString(c.input, message.get());
  if (ok) return {true, libprotobuf_print(*message, false, false), 0, 0, {}};
  return {false, {}, errors.line + 1, errors.line < 0 ? 0 : errors.column + 1, errors.message};
}

// A built-in schema's message, or one of the kitchen sink's (maps, groups, extensions, MessageSets).
const plainproto::message_descriptor& message_type_named(const std::string& name) {
  if (const plainproto::message_descriptor* built_in = plainproto::schemas::find_message(name)) return *built_in;
  namespace ks = conformance::kitchen_sink;
  static const plainproto::message_descriptor* const kitchen_sink[] = {
      &plainproto::descriptor_of<ks::AllTypes>(), &plainproto::descriptor_of<ks::Maps>(),
      &plainproto::descriptor_of<ks::Extendable>(), &plainproto::descriptor_of<ks::Set>()};
  for (const plainproto::message_descriptor* type : kitchen_sink)
    if (type->full_name == name) return *type;
  FAIL("no test message type " << name);
  throw;
}

outcome run_plainproto(const parse_case& c) {
  const plainproto::message_descriptor& descriptor = message_type_named(c.type);
  conformance::dynamic_message message(descriptor);
  plainproto::text_parse_options options;
  options.allow_unknown_fields = c.allow_unknown;
  options.allow_partial = c.allow_partial;
  try {
    plainproto::read_text(descriptor, message.get(), c.input, options, c.merge);
  } catch (const plainproto::error& failure) {
    return {false, {}, static_cast<int>(failure.line()), static_cast<int>(failure.column()), failure.message()};
  }
  return {true, plainproto::print_text(descriptor, message.get()), 0, 0, {}};
}

void check_same_outcome(const parse_case& c) {
  const outcome theirs = run_libprotobuf(c);
  const outcome ours = run_plainproto(c);
  INFO("input: " << conformance::quoted(c.input, 400) << (c.merge ? " (merge)" : " (parse)")
                 << (c.allow_unknown ? " allow_unknown" : "") << (c.allow_partial ? " allow_partial" : ""));
  INFO("libprotobuf: " << (theirs.ok ? "accepted" : "rejected") << " " << theirs.line << ":" << theirs.column << " "
                       << theirs.message);
  INFO("plainproto:  " << (ours.ok ? "accepted" : "rejected") << " " << ours.line << ":" << ours.column << " "
                       << ours.message);
  REQUIRE(ours.ok == theirs.ok);
  if (ours.ok) {
    CHECK(ours.printed == theirs.printed);
  } else {
    CHECK(ours.line == theirs.line);
    CHECK(ours.column == theirs.column);
    // Our wording is libprotobuf's, sometimes followed by a "did you mean" hint.
    CHECK(ours.message.compare(0, theirs.message.size(), theirs.message) == 0);
  }
}

}  // namespace

TEST_CASE("random messages print byte-identical to libprotobuf, and each side parses the other's output") {
  for (const plainproto::message_descriptor* descriptor : conformance::top_level_types()) {
    for (std::uint64_t seed = 1; seed <= messages_per_type; ++seed) {
      const conformance::dynamic_message ours = conformance::random_message(*descriptor, seed);
      std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message(descriptor->full_name);
      conformance::to_protobuf(*descriptor, ours.get(), *theirs);
      INFO(descriptor->full_name << " seed " << seed);

      for (const bool single_line : {false, true}) {
        for (const bool utf8 : {false, true}) {
          const std::string expected = libprotobuf_print(*theirs, single_line, utf8);
          const std::string printed =
              plainproto::print_text(*descriptor, ours.get(), plainproto::text_print_options{single_line, utf8});
          INFO("single_line " << single_line << " utf8 " << utf8);
          REQUIRE_MESSAGE(printed == expected, conformance::describe_text_difference(expected, printed));

          conformance::dynamic_message reparsed(*descriptor);
          plainproto::read_text(*descriptor, reparsed.get(), expected);
          REQUIRE_MESSAGE(reparsed == ours, conformance::describe_difference(ours, reparsed));

          std::unique_ptr<pb::Message> their_reparse = conformance::new_protobuf_message(descriptor->full_name);
          REQUIRE(pb::TextFormat::ParseFromString(printed, their_reparse.get()));
          conformance::dynamic_message back(*descriptor);
          conformance::from_protobuf(*their_reparse, *descriptor, back.get());
          REQUIRE_MESSAGE(back == ours, conformance::describe_difference(ours, back));
        }
      }
    }
  }
}

TEST_CASE("valid inputs using every liberty of the grammar are read alike") {
  const std::vector<parse_case> cases = {
      {"protos.TrainConfig", "# comment only\n"},
      {"protos.TrainConfig", ""},
      {"protos.TrainConfig", "num_steps: 1 # trailing\nsync_replicas: false"},
      {"protos.TrainConfig", "num_steps: 1; log_step_count_steps: 2, save_summary_steps: 3"},
      {"protos.TrainConfig", "num_steps:1;sync_replicas:t,is_profiling:True;write_graph:f;tensor_fuse:False"},
      {"protos.TrainConfig", "is_profiling: 1 write_graph: 0 tensor_fuse: 0x1 summary_model_vars: true"},
      {"protos.TrainConfig", "incr_save_config { fs { } }"},
      {"protos.TrainConfig", "incr_save_config: { fs: { relative: false } }"},
      {"protos.TrainConfig", "incr_save_config < fs < mount_path: 'x' > >"},
      {"protos.TrainConfig", "incr_save_config { fs { } };"},
      {"protos.TrainConfig", "optimizer_config: [{adam_optimizer {}}, <ftrl_optimizer: {l1_reg: 1}>]"},
      {"protos.TrainConfig", "optimizer_config: []"},
      {"protos.TrainConfig", "freeze_gradient: ['a', \"b\" 'c'] freeze_gradient: 'd'"},
      {"protos.TrainConfig", "num_steps: 0x7f save_checkpoints_secs: 0777 keep_checkpoint_max: 0"},
      {"protos.TrainConfig", "num_gpus_per_worker: -0x80000000 inter_op_parallelism_threads: -017"},
      {"protos.TrainConfig", "num_gpus_per_worker: - 5"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 1e5 startup_delay_steps: 1.5E-3"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: .5f startup_delay_steps: 5F"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 12345678901234567890123"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: -inf startup_delay_steps: Infinity"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: -NaN startup_delay_steps: INF"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 3.4028235e38 startup_delay_steps: -3.4028236e38"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 1e-46 startup_delay_steps: 1e39"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 0.1 startup_delay_steps: 0.30000001192092896"},
      {"protos.TrainConfig", "train_distribute: HorovodStrategy"},
      {"protos.TrainConfig", "train_distribute: 3"},
      {"protos.TrainConfig", "fine_tune_checkpoint: \"\\a\\b\\f\\n\\r\\t\\v\\\\\\?\\'\\\"\""},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\0\\12\\123\\1234\\777'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\x1\\x41\\xfff'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\u00e9\\u4e2d\\U0001f600\\ud83d\\ude00\\ud800'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\U00110000\\U001fffff'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\xc3\xa9 raw utf8 \xff invalid'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '' \"\" ''"},
      {"protos.TrainConfig", "\tnum_steps:\t1\r\n\vsync_replicas: true\f"},
      {"protos.TrainConfig", "num_steps: 1 num_steps: 2", true},
      {"protos.TrainConfig", "optimizer_config { adam_optimizer { } ftrl_optimizer { } }", true},
      {"protos.TrainConfig", "incr_save_config { fs { } } incr_save_config { sparse_save_secs: 3 }", true},
      {"protos.TrainConfig", "unknown: 1 num_steps: 2", false, true},
      {"protos.TrainConfig", "unknown { a: 1 b { c: 'x' } d: [1, 2] } num_steps: 2", false, true},
      {"protos.TrainConfig", "unknown: [ {a: 1}, <b: 2> ] num_steps: 3", false, true},
      {"protos.TrainConfig", "unknown: -inf other: -nan third: 'a' 'b' num_steps: 3", false, true},
      {"protos.TrainConfig", "[ext.name]: 1 [ext.msg] { x: 1 } num_steps: 3", false, true},
      {"protos.TrainConfig", "12: 5 num_steps: 3", false, true},
      {"protos.TrainConfig", "incr_save_config { kafka { server: 's' } }", false, false, true},
      {"protos.TrainConfig", "optimizer_config { adam_optimizer { learning_rate { poly_decay_learning_rate { "
                             "learning_rate_base: 1 total_steps: 2 power: 3 } } } }"},
      {"paddle.fleet.DistributedStrategy", "mode: PS auto: true a_sync_configs { k_steps: -1 }"},
      {"paddle.fleet.DistributedStrategy", "recompute_configs { checkpoint_shape: [1, -2, 0x10] checkpoints: 'a' }"},
      {"paddle.fleet.DistributedStrategy", "dgc_configs { sparsity: [0.999, 1e-3, 5, -inf] }"},
      {"paddle.fleet.DistributedStrategy", "downpour_table_param { table_id: 18446744073709551615 shard_num: 0x10 "
                                           "type: PS_DENSE_TABLE sparse_table_cache_rate: 1e-300 }"},
      {"paddle.fleet.DistributedStrategy", "hybrid_configs { mp_configs { nccl_config { commName: 'x' } } }"},
      {"paddle.fleet.DistributedJobInfo", "worker_num: 2 worker_ips: ['a', 'b'] strategy { amp: true }"},
  };
  for (const parse_case& c : cases) check_same_outcome(c);
}

TEST_CASE("invalid inputs are rejected alike, the first error on the same line and column") {
  const std::vector<parse_case> cases = {
      {"protos.TrainConfig", "num_step: 3"},
      {"protos.TrainConfig", "num_steps: 3\nnum_steps: 4"},
      {"protos.TrainConfig", "optimizer_config {\n  adam_optimizer { }\n  ftrl_optimizer { }\n}"},
      {"protos.TrainConfig", "num_steps 3"},
      {"protos.TrainConfig", "num_steps: "},
      {"protos.TrainConfig", "num_steps"},
      {"protos.TrainConfig", "incr_save_config { fs { }"},
      {"protos.TrainConfig", "incr_save_config { fs { } >"},
      {"protos.TrainConfig", "incr_save_config < fs { } }"},
      {"protos.TrainConfig", "incr_save_config: 5"},
      {"protos.TrainConfig", "}"},
      {"protos.TrainConfig", ": 1"},
      {"protos.TrainConfig", "num_steps: -1"},
      {"protos.TrainConfig", "num_steps: 4294967296"},
      {"protos.TrainConfig", "num_gpus_per_worker: 2147483648"},
      {"protos.TrainConfig", "num_gpus_per_worker: -2147483649"},
      {"protos.TrainConfig", "num_steps: 1.0"},
      {"protos.TrainConfig", "num_steps: 1e3"},
      {"protos.TrainConfig", "num_steps: 09"},
      {"protos.TrainConfig", "num_steps: 0x"},
      {"protos.TrainConfig", "num_steps: 0xg"},
      {"protos.TrainConfig", "num_steps: 12abc"},
      {"protos.TrainConfig", "num_steps: 0x1.5"},
      {"protos.TrainConfig", "num_steps: 'x'"},
      {"protos.TrainConfig", "num_steps: [1]"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 1.5.5"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 1e"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 1e+"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 0x10"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: 010"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: infinite"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: -"},
      {"protos.TrainConfig", "gradient_clipping_by_norm: \"1\""},
      {"protos.TrainConfig", "sync_replicas: yes\nnum_steps: 1"},
      {"protos.TrainConfig", "sync_replicas: 2"},
      {"protos.TrainConfig", "sync_replicas: -1"},
      {"protos.TrainConfig", "sync_replicas: TRUE"},
      {"protos.TrainConfig", "train_distribute: Mirrored"},
      {"protos.TrainConfig", "train_distribute: 99"},
      {"protos.TrainConfig", "train_distribute: -1"},
      {"protos.TrainConfig", "train_distribute: 2147483648"},
      {"protos.TrainConfig", "train_distribute: 1.5"},
      {"protos.TrainConfig", "fine_tune_checkpoint: abc"},
      {"protos.TrainConfig", "fine_tune_checkpoint: \"abc"},
      {"protos.TrainConfig", "fine_tune_checkpoint: \"a\nb\""},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\q'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\x'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\u12'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\U00200000'"},
      {"protos.TrainConfig", "fine_tune_checkpoint: '\\"},
      {"protos.TrainConfig", std::string("fine_tune_checkpoint: 'a\0b'", 27)},
      {"protos.TrainConfig", std::string("num_steps: 1 \0", 14)},
      {"protos.TrainConfig", "num_steps: 1 \x01"},
      {"protos.TrainConfig", "num_steps: 1\n\xc3\xa9"},
      {"protos.TrainConfig", "foo.5: 1"},
      {"protos.TrainConfig", "freeze_gradient: ['a',]"},
      {"protos.TrainConfig", "freeze_gradient: ['a' 'b' 'c'"},
      {"protos.TrainConfig", "freeze_gradient: [,]"},
      {"protos.TrainConfig", "optimizer_config: [{}, ]"},
      {"protos.TrainConfig", "[ext]: 1"},
      {"protos.TrainConfig", "incr_save_config { kafka { server: 's' } }"},
      {"protos.TrainConfig", "incr_save_config { kafka { server: 's' topic: 't' consumer { } } } optimizer_config {"
                             " adam_optimizer { learning_rate { transformer_learning_rate { } } } }"},
      {"protos.TrainConfig", "\tnum_steps: 1\n\t\tbad: 2"},
      {"protos.TrainConfig", "num_steps: 1\r\nbad: 2\r\n"},
      {"protos.TrainConfig", "unknown: 1; num_steps: 2", false, true},
      {"protos.TrainConfig", "unknown: { a: 1 } ;num_steps: 2", false, true},
      {"protos.TrainConfig", "unknown: -foo", false, true},
      {"protos.TrainConfig", "unknown: }", false, true},
      {"protos.TrainConfig", "unknown { a: 1", false, true},
      {"protos.TrainConfig", "unknown: [1 2]", false, true},
      {"protos.TrainConfig", "num_steps: -1", true},
      {"protos.TrainConfig", "num_step: 1", true},
      {"paddle.fleet.DistributedStrategy", "mode: 0"},
      {"paddle.fleet.DistributedStrategy", "auto_: true"},
      {"paddle.fleet.DistributedStrategy", "downpour_table_param { table_id: 18446744073709551616 }"},
      {"paddle.fleet.DistributedStrategy", "downpour_table_param { table_id: -1 }"},
      {"paddle.fleet.DistributedStrategy", "hybrid_configs {\n  mp_configs {\n    sync_param: maybe\n  }\n}"},
      {"paddle.fleet.DistributedJobInfo", "strategy { build_strategy { reduce_strategy: x } }"},
      // A map's entries are messages named after their field (Maps.MStringNestedEntry).
      {"kitchen_sink.Maps", "m_int32_int32 { key: 1 valu: 2 }"},
      {"kitchen_sink.Maps", "m_string_nested { key: 'a' value { nope: 1 } }"},
      {"kitchen_sink.Maps", "m_bool_bool { [ext]: true }"},
      {"kitchen_sink.Maps", "m_int64_empty { key: 1 value { } extra { } }"},
  };
  for (const parse_case& c : cases) check_same_outcome(c);
}

// People put comments and blank lines anywhere. Each input is given as its tokens; every filler goes into
// every gap between two tokens in turn (and into all gaps at once), and both parsers must read the result alike.
TEST_CASE("comments, blank lines, CRLF and tabs between any two tokens are read alike") {
  struct tokenized_case {
    const char* type;
    std::vector<const char*> tokens;
    bool allow_unknown = false;
    bool allow_partial = false;
  };
  const std::vector<tokenized_case> cases = {
      {"protos.TrainConfig", {"optimizer_config", ":", "{", "adam_optimizer", "{", "beta1", ":", "0.9", "}", "}"}},
      {"protos.TrainConfig", {"optimizer_config", "{", "ftrl_optimizer", "<", "l1_reg", ":", "10.0", ">", "}"}},
      {"protos.TrainConfig", {"optimizer_config", ":", "[", "{", "}", ",", "<", ">", "]", ";", "num_steps", ":",
                              "-", "5"}},
      {"protos.TrainConfig", {"freeze_gradient", ":", "[", "'a'", ",", "\"b\"", "'c'", "]", "sync_replicas", ":",
                              "True", ",", "train_distribute", ":", "PSStrategy"}},
      {"protos.TrainConfig", {"incr_save_config", "{", "fs", ":", "{", "relative", ":", "false", "}", "}", ";"}},
      {"protos.TrainConfig", {"gradient_clipping_by_norm", ":", "-", "inf", "startup_delay_steps", ":", "1e-3f"}},
      {"protos.TrainConfig", {"unknown", "{", "a", ":", "[", "1", ",", "2", "]", "}", "[", "ext.name", "]", ":",
                              "'x'", "num_steps", ":", "3"},
       true},
      {"paddle.fleet.DistributedStrategy", {"hybrid_configs", "{", "mp_configs", "{", "nccl_config", "{", "commName",
                                            ":", "'x'", "}", "}", "}", "auto", ":", "true"}},
      // maps, groups, extensions and MessageSet items
      {"kitchen_sink.Maps", {"m_string_string", "{", "key", ":", "'b'", "value", ":", "\"x\"", "}", "m_string_string",
                             "<", "key", ":", "'a'", ">", "m_int32_int32", ":", "[", "{", "key", ":", "-", "1", "value",
                             ":", "2", "}", ",", "{", "}", "]", "m_string_nested", "{", "key", ":", "\"n\"", "value",
                             "{", "id", ":", "3", "}", "}", "m_bool_bool", "{", "key", ":", "t", "}"}},
      {"kitchen_sink.AllTypes", {"Data", "{", "group_int32", ":", "1", "}", "Item", "<", ">", "Item", ":", "{", "}"},
       false, true},
      {"kitchen_sink.Extendable", {"id", ":", "1", "[", "kitchen_sink", ".", "label", "]", ":", "'x'", "[",
                                   "kitchen_sink.note", "]", "{", "id", ":", "2", "}", "[", "kitchen_sink.Scope.scoped",
                                   "]", ":", "0.5", "[", "kitchen_sink.deltas", "]", ":", "[", "-", "1", ",", "2", "]"}},
      {"kitchen_sink.Set", {"[", "kitchen_sink.SetMember", "]", "{", "str", ":", "'s'", "}", "[",
                            "kitchen_sink.other_in_set", "]", "<", "id", ":", "1", ">"}},
  };
  const std::vector<std::string> fillers = {" # note\n", "\n\n", "\r\n", "\t", " #\r\n \t# two comments\n"};
  const auto joined = [](const tokenized_case& c, std::size_t gap, const std::string& filler) {
    std::string text;
    for (std::size_t i = 0; i < c.tokens.size(); ++i) {
      if (i > 0) text += (gap == i || gap == 0) ? filler : std::string(" ");
      text += c.tokens[i];
    }
    return text;
  };
  for (const tokenized_case& c : cases)
    for (const std::string& filler : fillers)
      for (std::size_t gap = 0; gap < c.tokens.size(); ++gap) {
        parse_case input{c.type, joined(c, gap, filler)};
        input.allow_unknown = c.allow_unknown;
        input.allow_partial = c.allow_partial;
        check_same_outcome(input);
      }
}
