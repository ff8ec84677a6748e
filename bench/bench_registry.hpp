// Registering plainproto/libprotobuf benchmark pairs, measuring allocations, and the closing ratio table.
#pragma once

#include <benchmark/benchmark.h>

#include <functional>
#include <string>

#include "bench_data.hpp"

namespace bench {

// Registers "<operation>/plainproto/<case>" and "<operation>/libprotobuf/<case>".
void register_pair(const std::string& operation, const std::string& case_name,
                   std::function<void(benchmark::State&)> ours, std::function<void(benchmark::State&)> theirs);

// Runs `work` for every iteration and reports the heap allocations and bytes per iteration.
template <class Work>
void measure(benchmark::State& state, Work&& work) {
  const allocation_totals before = allocations_so_far();
  for (auto _ : state) {
    work();
    benchmark::ClobberMemory();
  }
  const allocation_totals after = allocations_so_far();
  state.counters["allocs"] = benchmark::Counter(static_cast<double>(after.count - before.count),
                                                benchmark::Counter::kAvgIterations);
  state.counters["alloc_bytes"] = benchmark::Counter(static_cast<double>(after.bytes - before.bytes),
                                                     benchmark::Counter::kAvgIterations);
}

// Benchmark files add their registration functions at static-initialization time; main runs them
// once the inputs can be built.
void add_registration(void (*registration)());

}  // namespace bench
