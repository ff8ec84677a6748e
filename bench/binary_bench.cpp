// Binary wire format: serialize and parse each case with plainproto (the typed calls) and with libprotobuf's
// generated code (SerializeToString, ParseFromString), warm and cold:
//   serialize warm: into the same string each time;       cold: into a new string each time
//   parse warm:     into the same message each time;      cold: into a new message each time
#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>
#include <string>

#include <plainproto/binary.hpp>

#include "bench_data.hpp"
#include "bench_registry.hpp"
#include "paddle.fleet.pb.h"
#include "protos.pb.h"

namespace {

template <class Ours, class Theirs>
void register_case(const bench::bench_case& c) {
  const Ours* ours = static_cast<const Ours*>(c.ours.get());
  const Theirs* theirs = static_cast<const Theirs*>(c.theirs.get());
  auto bytes = std::make_shared<const std::string>(theirs->SerializeAsString());
  if (plainproto::serialize(*ours) != *bytes)
    throw std::runtime_error("the two libraries serialize " + c.name + " differently");

  bench::register_pair("serialize", c.name,
      [ours](benchmark::State& state) {
        std::string out;
        bench::measure(state, [&] { plainproto::serialize_to(*ours, out); });
      },
      [theirs](benchmark::State& state) {
        std::string out;
        bench::measure(state, [&] { theirs->SerializeToString(&out); });
      });
  bench::register_pair("serialize_cold", c.name,
      [ours](benchmark::State& state) {
        bench::measure(state, [&] { benchmark::DoNotOptimize(plainproto::serialize(*ours)); });
      },
      [theirs](benchmark::State& state) {
        bench::measure(state, [&] { benchmark::DoNotOptimize(theirs->SerializeAsString()); });
      });
  bench::register_pair("parse_binary", c.name,
      [bytes](benchmark::State& state) {
        Ours message;
        bench::measure(state, [&] { plainproto::parse_binary(*bytes, message); });
      },
      [bytes](benchmark::State& state) {
        Theirs message;
        bench::measure(state, [&] {
          if (!message.ParseFromString(*bytes)) state.SkipWithError("libprotobuf rejected the bytes");
        });
      });
  bench::register_pair("parse_binary_cold", c.name,
      [bytes](benchmark::State& state) {
        bench::measure(state, [&] { benchmark::DoNotOptimize(plainproto::parse_binary<Ours>(*bytes)); });
      },
      [bytes](benchmark::State& state) {
        bench::measure(state, [&] {
          Theirs message;
          if (!message.ParseFromString(*bytes)) state.SkipWithError("libprotobuf rejected the bytes");
          benchmark::DoNotOptimize(message);
        });
      });
}

void register_binary_benchmarks() {
  namespace fleet = plainproto::paddle::fleet;
  for (const bench::bench_case& c : bench::cases()) {
    if (c.descriptor == &plainproto::descriptor_of<plainproto::protos::TrainConfig>())
      register_case<plainproto::protos::TrainConfig, ::protos::TrainConfig>(c);
    else if (c.descriptor == &plainproto::descriptor_of<fleet::DistributedStrategy>())
      register_case<fleet::DistributedStrategy, ::paddle::fleet::DistributedStrategy>(c);
    else if (c.descriptor == &plainproto::descriptor_of<fleet::DistributedJobInfo>())
      register_case<fleet::DistributedJobInfo, ::paddle::fleet::DistributedJobInfo>(c);
  }
}

const bool registered = (bench::add_registration(register_binary_benchmarks), true);

}  // namespace
