// JSON: parse and print each case with plainproto and with libprotobuf (util::JsonStringToMessage and
// util::MessageToJsonString, default options on both sides).
#include <benchmark/benchmark.h>
#include <google/protobuf/util/json_util.h>

#include <memory>
#include <stdexcept>
#include <string>

#include <plainproto/json.hpp>

#include "bench_data.hpp"
#include "bench_registry.hpp"

namespace {

// The case as JSON, after checking that both libraries print it the same way.
std::shared_ptr<const std::string> json_of(const bench::bench_case& input) {
  auto ours = std::make_shared<std::string>(plainproto::to_json_string(*input.descriptor, input.ours.get()));
  std::string theirs;
  if (!google::protobuf::util::MessageToJsonString(*input.theirs, &theirs).ok() || theirs != *ours)
    throw std::runtime_error("the two libraries print " + input.name + " as JSON differently");
  return ours;
}

void register_json_benchmarks() {
  for (const bench::bench_case& c : bench::cases()) {
    const bench::bench_case* input = &c;
    const std::shared_ptr<const std::string> json = json_of(c);
    bench::register_pair("parse_json", c.name,
        [input, json](benchmark::State& state) {
          void* message = input->descriptor->create();
          bench::measure(state, [&] { plainproto::parse_json(*json, *input->descriptor, message); });
          input->descriptor->destroy(message);
        },
        [input, json](benchmark::State& state) {
          std::unique_ptr<google::protobuf::Message> message(input->theirs->New());
          bench::measure(state, [&] {
            message->Clear();
            if (!google::protobuf::util::JsonStringToMessage(*json, message.get()).ok())
              state.SkipWithError("libprotobuf rejected the JSON");
          });
        });
    bench::register_pair("print_json", c.name,
        [input](benchmark::State& state) {
          bench::measure(state, [&] { benchmark::DoNotOptimize(plainproto::to_json_string(*input->descriptor, input->ours.get())); });
        },
        [input](benchmark::State& state) {
          std::string out;
          bench::measure(state, [&] {
            out.clear();
            google::protobuf::util::MessageToJsonString(*input->theirs, &out);
          });
        });
    // Cold: a new message per parse and a new string per print, as in text_bench.cpp.
    bench::register_pair("parse_json_cold", c.name,
        [input, json](benchmark::State& state) {
          bench::measure(state, [&] {
            void* message = input->descriptor->create();
            plainproto::parse_json(*json, *input->descriptor, message);
            input->descriptor->destroy(message);
          });
        },
        [input, json](benchmark::State& state) {
          bench::measure(state, [&] {
            const std::unique_ptr<google::protobuf::Message> message(input->theirs->New());
            if (!google::protobuf::util::JsonStringToMessage(*json, message.get()).ok())
              state.SkipWithError("libprotobuf rejected the JSON");
          });
        });
    bench::register_pair("print_json_cold", c.name,
        [input](benchmark::State& state) {
          bench::measure(state, [&] {
            std::string out = plainproto::to_json_string(*input->descriptor, input->ours.get());
            benchmark::DoNotOptimize(out.data());
          });
        },
        [input](benchmark::State& state) {
          bench::measure(state, [&] {
            std::string out;
            google::protobuf::util::MessageToJsonString(*input->theirs, &out);
            benchmark::DoNotOptimize(out.data());
          });
        });
  }
}

const bool registered = (bench::add_registration(register_json_benchmarks), true);

}  // namespace
