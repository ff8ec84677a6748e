// Top-level `FIELD { ... }` blocks of a larger prototxt (the --at FIELD of the command-line tool): finding them
// with the tokenizer, and parsing only them with file positions kept.
#include <string>
#include <string_view>
#include <vector>

#include "test_config.hpp"

using plainproto::error;
using plainproto::error_code;
using plainproto::detail::find_top_level_blocks;
using plainproto::detail::keep_only_blocks;
using plainproto::detail::text_block;
using plainproto::protos::TrainConfig;

namespace {

constexpr std::string_view pipeline =
    "# train_config { in a comment }\n"
    "model_dir: \"train_config { in a string }\"\n"
    "model_config { train_config { nested: 1 } deepfm { dnn { hidden_units: [1, 2] } } }\n"
    "train_config {\n"
    "  num_steps: 10  # } in a comment\n"
    "  fine_tune_checkpoint: \"} in a string\"\n"
    "}\n"
    "eval_config: < metrics_set: { auc {} } >;\n"
    "data_config { batch_size: -1 label_fields: 'a' 'b' input_fields [ { x: 1 }, { x: 2 } ] }\n";

std::string_view contents(std::string_view text, const text_block& block) {
  return text.substr(block.content_begin, block.content_end - block.content_begin);
}

error find_error(std::string_view text, std::string_view name) {
  try {
    find_top_level_blocks(text, name);
  } catch (const error& failure) {
    return failure;
  }
  FAIL("expected an error");
  return error(error_code::usage, "unreachable");
}

}  // namespace

TEST_CASE("text blocks: only real top-level blocks are found") {
  const std::vector<text_block> blocks = find_top_level_blocks(pipeline, "train_config");
  REQUIRE(blocks.size() == 1);
  CHECK(blocks[0].line == 4);
  CHECK(blocks[0].column == 1);
  CHECK(pipeline.substr(blocks[0].begin, blocks[0].end - blocks[0].begin).substr(0, 14) == "train_config {");
  CHECK(pipeline[blocks[0].end - 1] == '}');
  CHECK(contents(pipeline, blocks[0]) ==
        "\n  num_steps: 10  # } in a comment\n  fine_tune_checkpoint: \"} in a string\"\n");
  const std::vector<text_block> eval = find_top_level_blocks(pipeline, "eval_config");
  REQUIRE(eval.size() == 1);
  CHECK(contents(pipeline, eval[0]) == " metrics_set: { auc {} } ");
  CHECK(find_top_level_blocks(pipeline, "export_config").empty());
  CHECK(find_top_level_blocks(pipeline, "nested").empty());
}

TEST_CASE("text blocks: several blocks, and what is not a block") {
  const std::string_view twice = "train_config { num_steps: 1 }\nx: 2\ntrain_config: { sync_replicas: false }\n";
  CHECK(find_top_level_blocks(twice, "train_config").size() == 2);
  const error scalar = find_error("a {}\ntrain_config: 5\n", "train_config");
  CHECK(scalar.line() == 2);
  CHECK(scalar.column() == 1);
  CHECK(scalar.message() == "\"train_config\" at the top level is not a message block \"train_config { ... }\"");
  const error unclosed = find_error("x { y { }\n", "train_config");
  CHECK(unclosed.message() == "Unexpected end of input: a block or list is not closed.");
  const error lexical = find_error("x: \"unterminated\n", "train_config");
  CHECK(lexical.line() == 1);
  CHECK(lexical.message() == "String literals cannot cross line boundaries.");
  const error no_value = find_error("x y\n", "train_config");
  CHECK(no_value.message() == "Expected \"{\", found \"y\".");
}

TEST_CASE("text blocks: each block's line and column, counted on from the block before") {
  const std::string_view text = "a { }\n\tb: 1\n  train_config {\n}\nc { d: \"\\n\" }\n\ttrain_config <> x: 1 train_config {}\n";
  const std::vector<text_block> blocks = find_top_level_blocks(text, "train_config");
  REQUIRE(blocks.size() == 3);
  CHECK(blocks[0].line == 3);
  CHECK(blocks[0].column == 3);
  CHECK(blocks[1].line == 6);
  CHECK(blocks[1].column == 9);  // after a tab: libprotobuf's tab stops of 8
  CHECK(blocks[2].line == 6);
  CHECK(blocks[2].column == 30);
}

TEST_CASE("text blocks: parsing only the blocks keeps file positions") {
  const std::string kept = keep_only_blocks(pipeline, find_top_level_blocks(pipeline, "train_config"));
  CHECK(kept.size() == pipeline.size());
  const auto config = plainproto::parse_text<TrainConfig>(kept);
  CHECK(config.num_steps == 10u);
  CHECK(config.fine_tune_checkpoint == "} in a string");

  const std::string_view bad = "a { b: 1 }\n\ttrain_config {\n\t\tnum_stepz: 1\n\t}\n";
  try {
    plainproto::parse_text<TrainConfig>(keep_only_blocks(bad, find_top_level_blocks(bad, "train_config")));
    FAIL("expected an error");
  } catch (const error& failure) {
    CHECK(failure.line() == 3);
    CHECK(failure.column() == 26);  // two tabs are 16 columns; libprotobuf reports the token after the name
  }
  // several blocks are parsed one after the other (merged, as protobuf merges a repeated singular message)
  const std::string_view twice = "train_config { num_steps: 1 }\nx: 2\ntrain_config: { sync_replicas: false }\n";
  const auto merged =
      plainproto::parse_text<TrainConfig>(keep_only_blocks(twice, find_top_level_blocks(twice, "train_config")));
  CHECK(merged.num_steps == 1u);
  CHECK_FALSE(merged.sync_replicas);
}
