#include "bench_data.hpp"

#include <google/protobuf/text_format.h>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "paddle.fleet.pb.h"
#include "protos.pb.h"

namespace {

// A deterministic ~8 MB job description: thousands of worker and server addresses, three serialized
// programs as long strings with some bytes that need escaping, and a strategy with many sparse tables.
plainproto::paddle::fleet::DistributedJobInfo large_job_info(const plainproto::paddle::fleet::DistributedStrategy& strategy) {
  plainproto::paddle::fleet::DistributedJobInfo job;
  job.worker_num = 40000;
  job.server_num = 20000;
  char address[64];
  for (int i = 0; i < 40000; ++i) {
    std::snprintf(address, sizeof address, "10.%d.%d.%d:%d", i / 65536, (i / 256) % 256, i % 256, 6000 + i % 1000);
    job.worker_ips.emplace_back(address);
  }
  for (int i = 0; i < 20000; ++i) {
    std::snprintf(address, sizeof address, "ps-%d.cluster.local:%d", i, 8000 + i % 500);
    job.server_endpoints.emplace_back(address);
  }
  std::string program;
  for (int i = 0; program.size() < 1800000; ++i)
    program += "op { type: \"matmul_v2\" inputs: X_" + std::to_string(i) + " outputs: Out\t}\n";
  job.origin_startup = program;
  job.origin_main = program;
  job.distributed_main = program;
  job.optimizer_name = "adam";
  job.strategy = strategy;
  auto& tables = job.strategy.mutable_value().downpour_table_param;
  const auto table = tables.front();
  for (int i = 1; i < 400; ++i) {
    tables.push_back(table);
    tables.back().table_id = static_cast<std::uint64_t>(i);
    tables.back().table_name = "embedding_" + std::to_string(i);
  }
  return job;
}

template <class Ours, class Theirs>
bench::bench_case make_case(std::string name, std::string text) {
  bench::bench_case c;
  c.name = std::move(name);
  c.descriptor = &plainproto::descriptor_of<Ours>();
  auto ours = std::make_shared<Ours>(plainproto::parse_text<Ours>(text));
  auto theirs = std::make_shared<Theirs>();
  if (!google::protobuf::TextFormat::ParseFromString(text, theirs.get()))
    throw std::runtime_error("libprotobuf rejected the " + c.name + " input");
  c.text = plainproto::print_text(*ours);
  std::string their_text;
  google::protobuf::TextFormat::PrintToString(*theirs, &their_text);
  if (their_text != c.text) throw std::runtime_error("the two libraries print " + c.name + " differently");
  c.ours = ours;
  c.theirs = theirs;
  return c;
}

}  // namespace

namespace bench {

const std::vector<bench_case>& cases() {
  static const std::vector<bench_case> all = [] {
    namespace fleet = plainproto::paddle::fleet;
    const std::string data = PLAINPROTO_BENCH_DATA;
    const auto strategy = plainproto::parse_text_file<fleet::DistributedStrategy>(data + "/strategy.prototxt");
    std::vector<bench_case> built;
    built.push_back(make_case<plainproto::protos::TrainConfig, ::protos::TrainConfig>(
        "TrainConfig", plainproto::read_file(data + "/train_config.config")));
    built.push_back(make_case<fleet::DistributedStrategy, ::paddle::fleet::DistributedStrategy>(
        "DistributedStrategy", plainproto::print_text(strategy)));
    built.push_back(make_case<fleet::DistributedJobInfo, ::paddle::fleet::DistributedJobInfo>(
        "DistributedJobInfo_8MB", plainproto::print_text(large_job_info(strategy))));
    // The large shapes of the whole-process benchmark, when bench/generate_inputs.py has written them.
    if (const char* generated = std::getenv("PLAINPROTO_BENCH_INPUTS")) {
      const std::string folder = generated;
      built.push_back(make_case<fleet::DistributedJobInfo, ::paddle::fleet::DistributedJobInfo>(
          "generated_JobInfo", plainproto::read_file(folder + "/job_info.prototxt")));
      built.push_back(make_case<plainproto::protos::TrainConfig, ::protos::TrainConfig>(
          "generated_TrainConfig", plainproto::read_file(folder + "/train_config.config")));
    }
    return built;
  }();
  return all;
}

}  // namespace bench
