// Text documents: edits by path and by assigning a message rewrite only what changes. Each case checks the
// exact text and that it reads as the message plainproto::set gives on the message alone.
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "temp_file.hpp"
#include "test_config.hpp"

using plainproto::document_options;
using plainproto::error;
using plainproto::error_code;
using plainproto::parse_text_document;
using plainproto::text_document;
using plainproto::paddle::fleet::DistributedStrategy;
using plainproto::protos::TrainConfig;

namespace {

// Edits the document and checks it against set() on its message: the same count, the same message, and a text
// that reads as that message.
std::size_t edit(text_document& document, std::string_view paths, std::string_view values,
                 const document_options& options = {}) {
  TrainConfig expected = document.message_as<TrainConfig>();
  const std::size_t written = plainproto::set(expected, paths, values);
  const std::size_t document_written = plainproto::set(document, paths, values);
  CHECK(document_written == written);
  CHECK(plainproto::print_text(document.message_as<TrainConfig>()) == plainproto::print_text(expected));
  const text_document again(document.type(), document.text(), options);
  CHECK(plainproto::print_text(again.message_as<TrainConfig>()) == plainproto::print_text(expected));
  return written;
}

std::string edited(std::string text, std::string_view paths, std::string_view values,
                   const document_options& options = {}) {
  text_document document(plainproto::descriptor_of<TrainConfig>(), std::move(text), options);
  edit(document, paths, values, options);
  return document.text();
}

}  // namespace

TEST_CASE("document: a changed scalar rewrites only its value's bytes") {
  const std::string text =
      "# schedule\n"
      "num_steps: 0x10  # hex, kept where unchanged\n"
      "sync_replicas : t;\n"
      "fine_tune_checkpoint: 'a' \"b\"  # two literals\n"
      "optimizer_config <\n"
      "  adam_optimizer: { beta1: 0.9 beta2: 9.99e-1 }\n"
      ">\n";
  CHECK(edited(text, "num_steps", "5000") ==
        "# schedule\n"
        "num_steps: 5000  # hex, kept where unchanged\n"
        "sync_replicas : t;\n"
        "fine_tune_checkpoint: 'a' \"b\"  # two literals\n"
        "optimizer_config <\n"
        "  adam_optimizer: { beta1: 0.9 beta2: 9.99e-1 }\n"
        ">\n");
  CHECK(edited(text, "fine_tune_checkpoint;sync_replicas;optimizer_config[0].adam_optimizer.beta1", "c;false;0.85") ==
        "# schedule\n"
        "num_steps: 0x10  # hex, kept where unchanged\n"
        "sync_replicas : false;\n"
        "fine_tune_checkpoint: \"c\"  # two literals\n"
        "optimizer_config <\n"
        "  adam_optimizer: { beta1: 0.85 beta2: 9.99e-1 }\n"
        ">\n");
  // setting a value it already has changes nothing, however it is spelled
  CHECK(edited(text, "num_steps;sync_replicas;optimizer_config[0].adam_optimizer.beta2", "16;true;0.999") == text);
  // a negative number and an enum by number are one value each
  CHECK(edited("num_gpus_per_worker: - 2\ntrain_distribute: 2\n", "num_gpus_per_worker;train_distribute",
               "4;PSStrategy") == "num_gpus_per_worker: 4\ntrain_distribute: PSStrategy\n");
  // Comments inside a value stay, after the new value, with their line breaks (CRLF too), so that what follows the
  // value stays on its line; a # in a literal is not one.
  CHECK(edited("gradient_clipping_by_norm: - # sign\n  2.5 # after\nnum_steps: 1\n", "gradient_clipping_by_norm",
               "1") ==
        "gradient_clipping_by_norm: 1 # sign\n   # after\nnum_steps: 1\n");
  CHECK(edited("fine_tune_checkpoint: \"oss://#x\" # part 1\r\n  'b/' # part 2\r\n\t\"c\";\r\n", "fine_tune_checkpoint",
               "d") ==
        "fine_tune_checkpoint: \"d\" # part 1\r\n  # part 2\r\n\t;\r\n");
  CHECK(edited("freeze_gradient: [\"a\" \"b\", # c\n \"c\"\n # d\n\n \"d\"]\n", "freeze_gradient[1]", "z") ==
        "freeze_gradient: [\"a\" \"b\", # c\n \"z\" # d\n\n ]\n");
}

TEST_CASE("document: elements of repeated fields, written apart or as lists") {
  const std::string text = "freeze_gradient: ['a', \"b\"]  # first two\nnum_steps: 1\nfreeze_gradient: \"c\"\n";
  CHECK(edited(text, "freeze_gradient[1]", "x") ==
        "freeze_gradient: ['a', \"x\"]  # first two\nnum_steps: 1\nfreeze_gradient: \"c\"\n");
  CHECK(edited(text, "freeze_gradient[-1]", "y") ==
        "freeze_gradient: ['a', \"b\"]  # first two\nnum_steps: 1\nfreeze_gradient: \"y\"\n");
  CHECK(edited(text, "freeze_gradient[:]", "z") ==
        "freeze_gradient: [\"z\", \"z\"]  # first two\nnum_steps: 1\nfreeze_gradient: \"z\"\n");
  CHECK(edited(text, "freeze_gradient[>=b]", "z") ==
        "freeze_gradient: ['a', \"z\"]  # first two\nnum_steps: 1\nfreeze_gradient: \"z\"\n");
  // a whole repeated field is printed anew where it was first, as a list if it was written as one; clearing it
  // removes its lines
  CHECK(edited(text, "freeze_gradient", "[\"p\", 'q']") == "freeze_gradient: [\"p\", \"q\"]  # first two\nnum_steps: 1\n");
  CHECK(edited("freeze_gradient: \"a\"\nfreeze_gradient: [\"b\"]\n", "freeze_gradient", "[\"p\", 'q']") ==
        "freeze_gradient: \"p\"\nfreeze_gradient: \"q\"\n");
  CHECK(edited("freeze_gradient: [\"a\", # one\n  \"b\"]\n", "freeze_gradient", "[\"p\"]") ==
        "freeze_gradient: [\"p\"] # one\n\n");
  CHECK(edited(text, "freeze_gradient", "[]") == "num_steps: 1\n");
  // a list element that is a message is edited inside, or printed anew on one line when replaced
  const std::string list =
      "optimizer_config: [\n"
      "  { use_moving_average: true },  # first\n"
      "  { adam_optimizer {} }\n"
      "]\n";
  CHECK(edited(list, "optimizer_config[0].use_moving_average", "false") ==
        "optimizer_config: [\n"
        "  { use_moving_average: false },  # first\n"
        "  { adam_optimizer {} }\n"
        "]\n");
  CHECK(edited(list, "optimizer_config[1]", "{ftrl_optimizer {l1_reg: 1}}") ==
        "optimizer_config: [\n"
        "  { use_moving_average: true },  # first\n"
        "  { ftrl_optimizer { l1_reg: 1 } }\n"
        "]\n");
  CHECK(edited(list, "optimizer_config[1].adam_optimizer.beta1", "0.5") ==
        "optimizer_config: [\n"
        "  { use_moving_average: true },  # first\n"
        "  { adam_optimizer { beta1: 0.5 } }\n"
        "]\n");
}

TEST_CASE("document: new fields go where a person would put them") {
  // in field-number order among siblings in that order, above the comments of the next field
  const std::string ordered =
      "num_steps: 1\n"
      "\n"
      "# checkpoints\n"
      "save_checkpoints_steps: 500\n";
  CHECK(edited(ordered, "sync_replicas", "false") ==
        "num_steps: 1\n"
        "sync_replicas: false\n"
        "\n"
        "# checkpoints\n"
        "save_checkpoints_steps: 500\n");
  CHECK(edited(ordered, "optimizer_config[:].use_moving_average;keep_checkpoint_max", "true;3") ==
        "num_steps: 1\n"
        "\n"
        "# checkpoints\n"
        "save_checkpoints_steps: 500\n"
        "keep_checkpoint_max: 3\n");
  CHECK(edited(ordered, "optimizer_config", "{}") ==
        "optimizer_config {\n"
        "}\n"
        "num_steps: 1\n"
        "\n"
        "# checkpoints\n"
        "save_checkpoints_steps: 500\n");
  // after the last field where the block is in another order, with the block's indentation and line ending
  CHECK(edited("sync_replicas: true\r\nnum_steps: 1\r\n# end\r\n", "incr_save_config.fs.relative", "false") ==
        "sync_replicas: true\r\nnum_steps: 1\r\n"
        "incr_save_config {\r\n  fs {\r\n    relative: false\r\n  }\r\n}\r\n"
        "# end\r\n");
  const std::string four = "optimizer_config {\n    use_moving_average: true\n}\n";
  CHECK(edited(four, "optimizer_config[0].adam_optimizer.beta1", "1") ==
        "optimizer_config {\n    use_moving_average: true\n    adam_optimizer {\n        beta1: 1\n    }\n}\n");
  const std::string tab = "optimizer_config {\n\tuse_moving_average: true\n}\n";
  CHECK(edited(tab, "optimizer_config[0].moving_average_decay", "0.5") ==
        "optimizer_config {\n\tuse_moving_average: true\n\tmoving_average_decay: 0.5\n}\n");
  // on the line of a one-line block; an empty block opens on its own line
  CHECK(edited("optimizer_config { use_moving_average: true }\n", "optimizer_config[0].moving_average_decay", "0.5") ==
        "optimizer_config { use_moving_average: true moving_average_decay: 0.5 }\n");
  CHECK(edited("incr_save_config {\n  fs {}\n}\n", "incr_save_config.fs.relative", "true") ==
        "incr_save_config {\n  fs {\n    relative: true\n  }\n}\n");
  CHECK(edited("incr_save_config { fs {} }\n", "incr_save_config.fs.relative", "true") ==
        "incr_save_config { fs { relative: true } }\n");
  CHECK(edited("incr_save_config {\n  # nothing yet\n}\n", "incr_save_config.dense_save_secs", "1") ==
        "incr_save_config {\n  # nothing yet\n  dense_save_secs: 1\n}\n");
  // an empty file, a file of comments, a last line without a line break
  CHECK(edited("", "num_steps", "1") == "num_steps: 1\n");
  CHECK(edited("# nothing", "num_steps", "1") == "# nothing\nnum_steps: 1");
  CHECK(edited("# nothing\r\n# still nothing", "num_steps", "1") == "# nothing\r\n# still nothing\r\nnum_steps: 1");
  CHECK(edited("num_steps: 1", "sync_replicas", "false") == "num_steps: 1\nsync_replicas: false");
}

TEST_CASE("document: replaced messages are printed anew, removed fields take their lines") {
  const std::string text =
      "optimizer_config {\n"
      "  # dense\n"
      "  adam_optimizer {\n"
      "    beta1: 0.9  # default\n"
      "  }\n"
      "  use_moving_average: false\n"
      "}  # the only one\n"
      "num_steps: 1\n";
  CHECK(edited(text, "optimizer_config[0].adam_optimizer", "{beta2: 0.99}") ==
        "optimizer_config {\n"
        "  # dense\n"
        "  adam_optimizer {\n"
        "    beta2: 0.99\n"
        "  }\n"
        "  use_moving_average: false\n"
        "}  # the only one\n"
        "num_steps: 1\n");
  CHECK(edited(text, "optimizer_config[0]", "use_moving_average: true") ==
        "optimizer_config {\n"
        "  use_moving_average: true\n"
        "}  # the only one\n"
        "num_steps: 1\n");
  // an edit inside one member of a oneof switches it: the other member's lines go, the new one is inserted
  CHECK(edited(text, "optimizer_config[use_moving_average=false].ftrl_optimizer.l1_reg", "2") ==
        "optimizer_config {\n"
        "  # dense\n"
        "  use_moving_average: false\n"
        "  ftrl_optimizer {\n"
        "    l1_reg: 2\n"
        "  }\n"
        "}  # the only one\n"
        "num_steps: 1\n");
  // "{}" leaves a message empty and present
  CHECK(edited(text, "optimizer_config[0].adam_optimizer", "{}") ==
        "optimizer_config {\n"
        "  # dense\n"
        "  adam_optimizer {\n"
        "  }\n"
        "  use_moving_average: false\n"
        "}  # the only one\n"
        "num_steps: 1\n");
  // a field on a line with others goes with its blanks only
  CHECK(edited("optimizer_config { adam_optimizer { beta1: 1 } use_moving_average: true }\n",
               "optimizer_config[0].momentum_optimizer", "{}") ==
        "optimizer_config { use_moving_average: true momentum_optimizer { } }\n");
}

TEST_CASE("document: merge mode, and --at blocks of a larger file") {
  document_options merge;
  merge.merge = true;
  // the last of a field given twice is the one that counts; a message given twice is one message
  CHECK(edited("num_steps: 1\nnum_steps: 2\n", "num_steps", "3", merge) == "num_steps: 1\nnum_steps: 3\n");
  CHECK(edited("incr_save_config { dense_save_secs: 1 }\nincr_save_config { sparse_save_secs: 2 }\n",
               "incr_save_config.dense_save_secs;incr_save_config.dense_save_steps", "5;6", merge) ==
        "incr_save_config { dense_save_secs: 5 }\nincr_save_config { sparse_save_secs: 2 dense_save_steps: 6 }\n");
  // a oneof member given after another starts afresh: the earlier blocks do not count
  CHECK(edited("optimizer_config {\n  adam_optimizer { beta1: 1 }\n  ftrl_optimizer {}\n}\n",
               "optimizer_config[0].adam_optimizer.beta2", "2", merge) ==
        "optimizer_config {\n  adam_optimizer {\n    beta2: 2\n  }\n}\n");

  document_options at;
  at.at = "train_config";
  const std::string pipeline =
      "model_dir: \"m\"  # train_config { in a comment }\n"
      "train_config {\n"
      "  num_steps: 1\n"
      "}\n"
      "eval_config { metrics_set { auc {} } }\n"
      "train_config: < sync_replicas: true >\n";
  CHECK(edited(pipeline, "num_steps;sync_replicas;log_step_count_steps", "2;false;7", at) ==
        "model_dir: \"m\"  # train_config { in a comment }\n"
        "train_config {\n"
        "  num_steps: 2\n"
        "}\n"
        "eval_config { metrics_set { auc {} } }\n"
        "train_config: < sync_replicas: false log_step_count_steps: 7 >\n");
  try {
    text_document(plainproto::descriptor_of<TrainConfig>(), "model_dir: 1\n", at);
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.code() == error_code::unknown_field);
    CHECK(failure.message() == "no top-level \"train_config { ... }\" block");
  }
}

TEST_CASE("document: assign a changed message, read and write files") {
  text_document document = parse_text_document<TrainConfig>("# a\nnum_steps: 1  # b\n\n# c\nsync_replicas: true\n");
  TrainConfig config = document.message_as<TrainConfig>();
  config.num_steps = 2;
  config.sync_replicas.reset();
  config.freeze_gradient = {"x"};
  document.assign(config);
  // the removed field's comment stays; the new one goes after the field before it in number order
  CHECK(document.text() == "# a\nnum_steps: 2  # b\nfreeze_gradient: \"x\"\n\n# c\n");
  CHECK(document.message_as<TrainConfig>() == config);
  CHECK(plainproto::get(document, "freeze_gradient") == std::vector<std::string>{"[\"x\"]"});

  CHECK_THROWS_AS(document.message_as<DistributedStrategy>(), error);
  CHECK_THROWS_AS(document.assign(DistributedStrategy()), error);

  const temp_file file(".config");
  plainproto::write_text_document(file.path(), document);
  const text_document read = plainproto::read_text_document<TrainConfig>(file.path());
  CHECK(read.text() == document.text());
  try {
    plainproto::read_text_document<TrainConfig>("document_test_missing.config");
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.code() == error_code::io);
  }
}

TEST_CASE("document: errors leave the document as it was") {
  text_document document = parse_text_document<TrainConfig>("num_steps: 1\nfreeze_gradient: 'a'\n");
  const std::string before = document.text();
  CHECK_THROWS_AS(plainproto::set(document, "num_steps", "-1"), error);
  CHECK_THROWS_AS(plainproto::set(document, "freeze_gradient[3]", "b"), error);
  CHECK_THROWS_AS(plainproto::set(document, "num_steps;sync_replicas", "1"), error);
  CHECK_THROWS_AS(plainproto::set(document, "num_step", "1"), error);
  CHECK(document.text() == before);
  CHECK(plainproto::set(document, "freeze_gradient[5:]", "b") == 0);
  CHECK(document.text() == before);

  // the text must read as the type, with positions in the whole text
  try {
    parse_text_document<TrainConfig>("num_steps: 1\nnum_steps: 2\n");
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.code() == error_code::duplicate_field);
    CHECK(failure.line() == 2);
  }
}

TEST_CASE("document: several edits at once make the message and text the edits one after another make") {
  const std::string text =
      "# schedule\n"
      "num_steps: 10  # few\n"
      "optimizer_config { adam_optimizer { beta1: 0.9 } }\n"
      "optimizer_config { momentum_optimizer { momentum_optimizer_value: 0.5 } }\n"
      "freeze_gradient: ['a', 'b']\n";
  const std::vector<std::pair<std::string_view, std::string_view>> edits = {
      {"num_steps", "20"},
      {"optimizer_config[1]", "{ ftrl_optimizer {} }"},
      {"optimizer_config[0].adam_optimizer.beta2", "0.99"},
      {"freeze_gradient[1]", "c"},
      {"freeze_gradient[7:]", "d"},
      {"num_steps;sync_replicas", "30;true"},
      {"incr_save_config.fs.relative", "false"}};
  text_document one_by_one(plainproto::descriptor_of<TrainConfig>(), text);
  std::vector<std::size_t> written_one_by_one;
  for (const auto& [paths, values] : edits) written_one_by_one.push_back(plainproto::set(one_by_one, paths, values));
  text_document at_once(plainproto::descriptor_of<TrainConfig>(), text);
  CHECK(at_once.set(edits) == written_one_by_one);
  CHECK(written_one_by_one == std::vector<std::size_t>{1, 1, 1, 1, 0, 2, 1});
  CHECK(at_once.text() == one_by_one.text());
  CHECK(plainproto::print_text(at_once.message_as<TrainConfig>()) ==
        plainproto::print_text(one_by_one.message_as<TrainConfig>()));

  // all or nothing: an edit that fails leaves the text as it was, the edits before it too
  const std::string before = at_once.text();
  CHECK_THROWS_AS(at_once.set({{"num_steps", "40"}, {"num_steps", "-1"}}), error);
  CHECK(at_once.text() == before);
}

TEST_CASE("document: new strings keep UTF-8 where the file does") {
  CHECK(edited("dead_line: \"\xc3\xa9\"\n", "fine_tune_checkpoint", "\xc3\xbc") ==
        "fine_tune_checkpoint: \"\xc3\xbc\"\ndead_line: \"\xc3\xa9\"\n");
  CHECK(edited("dead_line: \"x\"\n", "fine_tune_checkpoint", "\xc3\xbc") ==
        "fine_tune_checkpoint: \"\\303\\274\"\ndead_line: \"x\"\n");
  document_options utf8;
  utf8.print.as_utf8 = true;
  CHECK(edited("dead_line: \"x\"\n", "fine_tune_checkpoint", "\xc3\xbc", utf8) ==
        "fine_tune_checkpoint: \"\xc3\xbc\"\ndead_line: \"x\"\n");
}
