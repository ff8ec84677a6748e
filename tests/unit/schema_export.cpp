// Schema export: .proto text written from the reflection data (nesting, oneofs, defaults, imports), and files.
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "test_config.hpp"

namespace export_test {
namespace common {

struct Ref : plainproto::message<Ref> {
  PLAINPROTO_OPTIONAL(1, std::string, id);
};
PLAINPROTO_MESSAGE(Ref, "export_test.common.Ref", id);

}  // namespace common

PLAINPROTO_ENUM(Level, "export_test.Level", (LOW, 0), (HIGH, 5, "above LOW"));

struct Job : plainproto::message<Job> {
  PLAINPROTO_MESSAGE_DOC("What to run.\n"
                         "\n"
                         "Steps run in order.");
  struct Step : plainproto::message<Step> {
    PLAINPROTO_NESTED_ENUM(Kind, "export_test.Job.Step.Kind", (COPY, 1), (MOVE, 2));
    PLAINPROTO_REQUIRED(1, std::string, name);
    PLAINPROTO_OPTIONAL(2, Kind, kind) = Kind::MOVE;
  };
  PLAINPROTO_OPTIONAL(1, float, ratio, "share of the work") = 0.1f;
  PLAINPROTO_OPTIONAL(2, float, third) = 0.333333343f;
  PLAINPROTO_OPTIONAL(3, float, ceiling) = std::numeric_limits<float>::infinity();
  PLAINPROTO_OPTIONAL(4, double, tolerance) = 1e-8;
  PLAINPROTO_OPTIONAL(5, std::int64_t, offset) = -3;
  PLAINPROTO_OPTIONAL(6, std::uint32_t, retries) = 0u;
  PLAINPROTO_OPTIONAL(7, bool, dry_run) = true;
  PLAINPROTO_OPTIONAL(8, std::string, label) = "a\"b\\c\n\x01\xc3\xa9'";
  PLAINPROTO_OPTIONAL(9, plainproto::bytes, blob) = "";
  PLAINPROTO_OPTIONAL(10, Level, level) = Level::HIGH;
  PLAINPROTO_OPTIONAL(11, Level, fallback);
  PLAINPROTO_OPTIONAL(12, plainproto::sint32, delta) = -1;
  PLAINPROTO_REPEATED(13, Step, steps);
  PLAINPROTO_ONEOF(target, (20, std::string, path, "a file"), (21, common::Ref, ref));
  PLAINPROTO_REPEATED(22, plainproto::packed<float>, weights);
};
PLAINPROTO_MESSAGE(Job::Step, "export_test.Job.Step", name, kind);
PLAINPROTO_MESSAGE(Job, "export_test.Job",
                   ratio, third, ceiling, tolerance, offset, retries, dry_run, label, blob, level, fallback, delta,
                   steps, target, weights);

}  // namespace export_test

namespace {

using plainproto::descriptor_of;
using plainproto::enum_descriptor;
using plainproto::message_descriptor;
using plainproto::package_descriptor;

constexpr const message_descriptor* job_messages[] = {&descriptor_of<export_test::Job>(),
                                                      &descriptor_of<export_test::Job::Step>()};
constexpr const enum_descriptor* job_enums[] = {&descriptor_of<export_test::Level>(),
                                                &descriptor_of<export_test::Job::Step::Kind>()};
constexpr const message_descriptor* common_messages[] = {&descriptor_of<export_test::common::Ref>()};
constexpr package_descriptor packages[] = {{"export_test", job_messages, job_enums, "Jobs.\nSecond line."},
                                           {"export_test.common", common_messages, {}}};

TEST_CASE("export_proto: a small package, exactly") {
  CHECK(plainproto::export_proto(packages[0], packages) ==
        R"(// Jobs.
// Second line.

syntax = "proto2";

package export_test;

import "export_test.common.proto";

enum Level {
  LOW = 0;
  // above LOW
  HIGH = 5;
}

// What to run.
//
// Steps run in order.
message Job {
  message Step {
    enum Kind {
      COPY = 1;
      MOVE = 2;
    }
    required string name = 1;
    optional .export_test.Job.Step.Kind kind = 2 [default = MOVE];
  }
  // share of the work
  optional float ratio = 1 [default = 0.1];
  optional float third = 2 [default = 0.333333343];
  optional float ceiling = 3 [default = inf];
  optional double tolerance = 4 [default = 1e-08];
  optional int64 offset = 5 [default = -3];
  optional uint32 retries = 6 [default = 0];
  optional bool dry_run = 7 [default = true];
  optional string label = 8 [default = "a\"b\\c\n\001\303\251\'"];
  optional bytes blob = 9 [default = ""];
  optional .export_test.Level level = 10 [default = HIGH];
  optional .export_test.Level fallback = 11;
  optional sint32 delta = 12 [default = -1];
  repeated .export_test.Job.Step steps = 13;
  oneof target {
    // a file
    string path = 20;
    .export_test.common.Ref ref = 21;
  }
  repeated float weights = 22 [packed = true];
}
)");
  CHECK(plainproto::export_proto(packages[1], packages) ==
        R"(syntax = "proto2";

package export_test.common;

message Ref {
  optional string id = 1;
}
)");
}

TEST_CASE("export_proto: a type no listed package declares, a definition outside the package") {
  const package_descriptor without_common[] = {packages[0]};
  try {
    plainproto::export_proto(packages[0], without_common);
    FAIL("expected an error");
  } catch (const plainproto::error& failure) {
    CHECK(failure.code() == plainproto::error_code::usage);
    CHECK(failure.message() ==
          "field export_test.Job.ref uses type \"export_test.common.Ref\", which no package in the list declares");
  }

  const package_descriptor misplaced[] = {{"elsewhere", common_messages, {}}};
  CHECK_THROWS_WITH_AS(
      plainproto::export_proto(misplaced[0], misplaced),
      "\"export_test.common.Ref\" is neither in package \"elsewhere\" nor nested in one of its messages",
      plainproto::error);
}

TEST_CASE("export_proto: the built-in packages") {
  const std::string easyrec = plainproto::export_proto(plainproto::schemas::packages()[0],
                                                       plainproto::schemas::packages());
  CHECK(easyrec.find("package protos;\n") != std::string::npos);
  CHECK(easyrec.find("import") == std::string::npos);
  CHECK(easyrec.find("\n  optional float beta1 = 3 [default = 0.9];\n") != std::string::npos);
  CHECK(easyrec.find("\n  optional float weight_decay = 2 [default = 1e-06];\n") != std::string::npos);
  CHECK(easyrec.find("\n  optional string fine_tune_checkpoint = 6 [default = \"\"];\n") != std::string::npos);
  CHECK(easyrec.find("\n  optional string sparse_accumulator_type = 901 [default = \"multi_map\"];\n") !=
        std::string::npos);
  CHECK(easyrec.find("\n  // Seconds interval for saving checkpoint\n  optional uint32 save_checkpoints_secs = 142;\n") !=
        std::string::npos);
  CHECK(easyrec.find("\n  // Number of steps to train the models: if 0, will train the model\n  // indefinitely.\n"
                     "  optional uint32 num_steps = 5 [default = 0];\n") != std::string::npos);
  CHECK(easyrec.find("\n  optional .protos.DistributionStrategy train_distribute = 20 [default = NoStrategy];\n") !=
        std::string::npos);
  CHECK(easyrec.find("\n    required .protos.IncrementSaveConfig.Kafka.Consumer consumer = 3;\n") !=
        std::string::npos);

  const std::string paddle = plainproto::export_proto(plainproto::schemas::packages()[1],
                                                      plainproto::schemas::packages());
  CHECK(paddle.find("package paddle.fleet;\n") != std::string::npos);
  CHECK(paddle.rfind("// Copyright (c) 2020 PaddlePaddle Authors. All Rights Reserved.\n", 0) == 0);
  CHECK(paddle.find("\n// limitations under the License.\n\nsyntax = \"proto2\";\n") != std::string::npos);
  CHECK(paddle.find("\nenum Mode {\n  COLLECTIVE = 1;\n  PS = 2;\n  PIPELINE = 3;\n"
                    "  // support XPU and GPU computing server\n  HETER = 4;\n}\n") != std::string::npos);
  CHECK(paddle.find("\n// for dygraph\nmessage MpConfig {\n") != std::string::npos);
  CHECK(paddle.find("\n  optional .paddle.fleet.Mode mode = 1 [default = COLLECTIVE];\n") != std::string::npos);
  CHECK(paddle.find("\n  optional bool auto = 11 [default = false];\n") != std::string::npos);
  CHECK(paddle.find("\n  optional double ada_epsilon = 5 [default = 1e-08];\n") != std::string::npos);
  CHECK(paddle.find("\n  optional double sparse_table_cache_rate = 11 [default = 0.00055];\n") != std::string::npos);
}

std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

TEST_CASE("export_all: one <package>.proto per package, replaced atomically") {
  const std::filesystem::path root = std::filesystem::temp_directory_path() /
                                     ("plainproto-export-test-" + std::to_string(std::random_device{}()));
  const std::filesystem::path dir = root / "schemas";
  for (int run = 0; run < 2; ++run) {
    const std::vector<std::string> written = plainproto::export_all(dir.string() + (run == 0 ? "" : "/"), packages);
    REQUIRE(written.size() == 2);
    CHECK(written[0] == (dir / "export_test.proto").string());
    CHECK(written[1] == (dir / "export_test.common.proto").string());
    CHECK(read_all(written[0]) == plainproto::export_proto(packages[0], packages));
    CHECK(read_all(written[1]) == plainproto::export_proto(packages[1], packages));
    CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()) == 2);
  }
  std::filesystem::remove_all(root);

  const package_descriptor without_common[] = {packages[0]};
  CHECK_THROWS_AS(plainproto::export_all(dir.string(), without_common), plainproto::error);
  CHECK_FALSE(std::filesystem::exists(root));
}

TEST_CASE("export_all: a file where a folder must go is an error naming it, and nothing is written") {
  const std::filesystem::path root = std::filesystem::temp_directory_path() /
                                     ("plainproto-export-test-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(root);
  std::ofstream(root / "taken") << "a file";
  for (const std::filesystem::path& dir : {root / "taken", root / "taken" / "schemas"}) {
    try {
      plainproto::export_all(dir.string(), packages);
      FAIL("export_all into " << dir << " did not throw");
    } catch (const plainproto::error& e) {
      CHECK(e.code() == plainproto::error_code::io);
      CHECK(std::string(e.what()).find("cannot create the folder " + dir.string()) != std::string::npos);
    }
  }
  CHECK(std::distance(std::filesystem::directory_iterator(root), std::filesystem::directory_iterator()) == 1);
  std::filesystem::remove_all(root);
}

}  // namespace
