// The inputs every benchmark shares: a realistic EasyRec TrainConfig (~860 bytes of prototxt), a realistic
// Paddle DistributedStrategy (~2.3 KB) and an ~8 MB DistributedJobInfo; each as our message, as
// libprotobuf's message and as text.
#pragma once

#include <google/protobuf/message.h>

#include <memory>
#include <string>
#include <vector>

#include <plainproto/plainproto.hpp>

namespace bench {

struct bench_case {
  std::string name;
  const plainproto::message_descriptor* descriptor;
  std::string text;                                   // as both libraries print it
  std::shared_ptr<void> ours;                         // our message, parsed from text
  std::shared_ptr<google::protobuf::Message> theirs;  // libprotobuf's, parsed from text
};

// The three cases, built on first use; two more when PLAINPROTO_BENCH_INPUTS names a folder that
// bench/generate_inputs.py wrote.
const std::vector<bench_case>& cases();

// Allocation counting (the benchmark binary replaces the global operator new).
struct allocation_totals {
  std::size_t count = 0;
  std::size_t bytes = 0;
};
allocation_totals allocations_so_far();

}  // namespace bench
