// format_text (plainproto fmt): the canonical layout, every comment and value kept, idempotent.
#include <string>

#include "test_config.hpp"

using plainproto::error;
using plainproto::error_code;
using plainproto::format_options;
using plainproto::format_text;
using plainproto::protos::TrainConfig;

namespace {

// The formatted text, checked to be formatted already and to read as the same TrainConfig.
std::string formatted(const std::string& text, const format_options& options = {}) {
  const std::string out = format_text(text, options);
  CHECK(format_text(out, options) == out);
  if (options.at.empty()) CHECK(plainproto::parse_text<TrainConfig>(out) == plainproto::parse_text<TrainConfig>(text));
  return out;
}

}  // namespace

TEST_CASE("format: one field per line, two spaces a level, values as written") {
  CHECK(formatted("num_steps:0x10;sync_replicas : t ,fine_tune_checkpoint:'a' \"b\" optimizer_config:<"
                  "adam_optimizer{beta1:.9}>") ==
        "num_steps: 0x10\n"
        "sync_replicas: t\n"
        "fine_tune_checkpoint: 'a' \"b\"\n"
        "optimizer_config {\n"
        "  adam_optimizer {\n"
        "    beta1: .9\n"
        "  }\n"
        "}\n");
  CHECK(formatted("num_gpus_per_worker: - 2\nincr_save_config {}\n") ==
        "num_gpus_per_worker: -2\nincr_save_config {\n}\n");
  CHECK(formatted("") == "");
  CHECK(formatted(" \n\n") == "");
}

TEST_CASE("format: comments stay where they belong, blank lines collapse") {
  CHECK(formatted("\n\n  # header\n\n\n\nnum_steps: 1   # steps\n\n\n# checkpoint\n\t  sync_replicas: true\n\n") ==
        "# header\n\nnum_steps: 1  # steps\n\n# checkpoint\nsync_replicas: true\n");
  CHECK(formatted("incr_save_config {  # save\n\n  # dense\n  dense_save_secs: 1\n\n  # end\n\n}  # done\n") ==
        "incr_save_config {  # save\n  # dense\n  dense_save_secs: 1\n\n  # end\n}  # done\n");
  // a comment between a name and its value moves above the field; one before a separator stays after the value
  CHECK(formatted("num_steps # steps\n  : # really\n 5\nsync_replicas: true # sync\n ;\n") ==
        "# steps\n# really\nnum_steps: 5\nsync_replicas: true  # sync\n");
  CHECK(formatted("incr_save_config # save\n{ dense_save_secs: 1 }\n") ==
        "# save\nincr_save_config {\n  dense_save_secs: 1\n}\n");
}

TEST_CASE("format: lists and runs of strings keep their shape") {
  CHECK(formatted("freeze_gradient: [ 'a' ,\"b\" ]\n") == "freeze_gradient: ['a', \"b\"]\n");
  CHECK(formatted("freeze_gradient: ['a',\n  'b'  # second\n  # more\n]\n") ==
        "freeze_gradient: [\n  'a',\n  'b'  # second\n  # more\n]\n");
  CHECK(formatted("optimizer_config [{use_moving_average: true}, {}]\n") ==
        "optimizer_config: [\n  {\n    use_moving_average: true\n  },\n  {\n  }\n]\n");
  CHECK(formatted("optimizer_config: [{}, <>]\n") == "optimizer_config: [{}, {}]\n");
  CHECK(formatted("fine_tune_checkpoint: \"a\"  # first\n   \"b\"\n") ==
        "fine_tune_checkpoint:\n  \"a\"  # first\n  \"b\"\n");
}

TEST_CASE("format: line endings, --at blocks, errors") {
  CHECK(formatted("num_steps: 1 \r\n# c \r\nsync_replicas: true") == "num_steps: 1\r\n# c\r\nsync_replicas: true\r\n");

  format_options at;
  at.at = "train_config";
  CHECK(formatted("model_dir:  \"m\"\ntrain_config: < num_steps: 1 sync_replicas: false >  # tc\neval_config{a:1}\n",
                  at) ==
        "model_dir:  \"m\"\ntrain_config {\n  num_steps: 1\n  sync_replicas: false\n}  # tc\neval_config{a:1}\n");
  try {
    format_text("model_dir: \"m\"\n", at);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.code() == error_code::unknown_field);
  }
  try {
    format_text("num_steps: 1\noptimizer_config {\n  adam_optimizer { beta1 }\n}\n");
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.message() == "Expected \":\", found \"}\".");
    CHECK(failure.line() == 3);
    CHECK(failure.column() == 26);
  }
  CHECK_THROWS_AS(format_text("a { b: 1 >"), error);
  CHECK_THROWS_AS(format_text("a: 'unterminated"), error);
  format_options shallow;
  shallow.recursion_limit = 2;
  CHECK_THROWS_AS(format_text("a { b { c { } } }", shallow), error);
}
