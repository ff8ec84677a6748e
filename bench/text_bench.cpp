// Text format: parse and print each case with plainproto and with libprotobuf.
#include <benchmark/benchmark.h>
#include <google/protobuf/text_format.h>

#include <memory>
#include <string>

#include "bench_data.hpp"
#include "bench_registry.hpp"

namespace {

void register_text_benchmarks() {
  for (const bench::bench_case& c : bench::cases()) {
    const bench::bench_case* input = &c;
    bench::register_pair("parse_text", c.name,
        [input](benchmark::State& state) {
          void* message = input->descriptor->create();
          bench::measure(state, [&] { plainproto::read_text(*input->descriptor, message, input->text); });
          input->descriptor->destroy(message);
        },
        [input](benchmark::State& state) {
          std::unique_ptr<google::protobuf::Message> message(input->theirs->New());
          bench::measure(state, [&] { google::protobuf::TextFormat::ParseFromString(input->text, message.get()); });
        });
    bench::register_pair("print_text", c.name,
        [input](benchmark::State& state) {
          std::string out;
          bench::measure(state, [&] {
            out.clear();
            plainproto::print_text(*input->descriptor, input->ours.get(), out);
          });
        },
        [input](benchmark::State& state) {
          std::string out;
          bench::measure(state, [&] { google::protobuf::TextFormat::PrintToString(*input->theirs, &out); });
        });
    // Cold: what a program that loads or saves one config pays, a new message per parse and a new string per
    // print (both made and freed inside the timed loop).
    bench::register_pair("parse_text_cold", c.name,
        [input](benchmark::State& state) {
          bench::measure(state, [&] {
            void* message = input->descriptor->create();
            plainproto::read_text(*input->descriptor, message, input->text);
            input->descriptor->destroy(message);
          });
        },
        [input](benchmark::State& state) {
          bench::measure(state, [&] {
            const std::unique_ptr<google::protobuf::Message> message(input->theirs->New());
            google::protobuf::TextFormat::ParseFromString(input->text, message.get());
          });
        });
    bench::register_pair("print_text_cold", c.name,
        [input](benchmark::State& state) {
          bench::measure(state, [&] {
            std::string out;
            plainproto::print_text(*input->descriptor, input->ours.get(), out);
            benchmark::DoNotOptimize(out.data());
          });
        },
        [input](benchmark::State& state) {
          bench::measure(state, [&] {
            std::string out;
            google::protobuf::TextFormat::PrintToString(*input->theirs, &out);
            benchmark::DoNotOptimize(out.data());
          });
        });
  }
}

const bool registered = (bench::add_registration(register_text_benchmarks), true);

}  // namespace
