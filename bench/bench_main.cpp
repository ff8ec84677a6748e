// Runs every benchmark, then prints plainproto's speed and allocation ratios against libprotobuf
// measured in this same run, with the targets. `--enforce` makes a missed target fail the program.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "bench_registry.hpp"

namespace {

struct measurement {
  std::vector<double> cpu_ns_runs;  // one per repetition (--benchmark_repetitions)
  double cpu_ns = 0;                // their median
  double alloc_bytes = 0;
  double allocs = 0;
};

std::vector<void (*)()>& registrations() {
  static std::vector<void (*)()> all;
  return all;
}

// Keeps each run's per-iteration CPU time (the median over repetitions) and allocations, keyed by benchmark
// name. With --benchmark_report_aggregates_only only the aggregates come here: then the median is theirs.
class recording_reporter : public benchmark::ConsoleReporter {
 public:
  std::map<std::string, measurement> results;

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type == Run::RT_Aggregate && run.aggregate_name == "median") {
        measurement& m = results[run.run_name.str()];
        if (!m.cpu_ns_runs.empty()) continue;
        m.cpu_ns = run.GetAdjustedCPUTime();
        m.alloc_bytes = run.counters.at("alloc_bytes").value;
        m.allocs = run.counters.at("allocs").value;
        continue;
      }
      if (run.run_type != Run::RT_Iteration || run.iterations == 0) continue;
      measurement& m = results[run.benchmark_name()];
      m.cpu_ns_runs.push_back(run.cpu_accumulated_time / static_cast<double>(run.iterations) * 1e9);
      std::vector<double> sorted = m.cpu_ns_runs;
      std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2), sorted.end());
      m.cpu_ns = sorted[sorted.size() / 2];
      m.alloc_bytes = run.counters.at("alloc_bytes").value;
      m.allocs = run.counters.at("allocs").value;
    }
  }
};

// Warm rows parse into the same message and print into the same string again and again; cold rows make both
// anew each time (issue 16's targets).
const std::map<std::string, double> speed_targets = {
    {"parse_text", 10.0},     {"print_text", 5.0},      {"parse_json", 3.0},        {"print_json", 3.0},
    {"parse_text_cold", 8.0}, {"print_text_cold", 4.0}, {"parse_json_cold", 3.0},   {"print_json_cold", 3.0},
    {"parse_binary", 1.5},    {"serialize", 2.0},       {"parse_binary_cold", 1.5}, {"serialize_cold", 2.0}};

std::string format_ns(double ns) {
  char buffer[32];
  if (ns >= 1e6)
    std::snprintf(buffer, sizeof buffer, "%.2f ms", ns / 1e6);
  else if (ns >= 1e3)
    std::snprintf(buffer, sizeof buffer, "%.2f us", ns / 1e3);
  else
    std::snprintf(buffer, sizeof buffer, "%.0f ns", ns);
  return buffer;
}

// Prints one row per operation and case; returns false when a speed target is missed.
bool print_ratio_table(const std::map<std::string, measurement>& results) {
  bool all_met = true;
  std::printf("\n%-17s %-24s %12s %12s %8s %8s %10s  %s\n", "operation", "case", "plainproto", "libprotobuf",
              "speedup", "target", "alloc-x", "verdict");
  for (const auto& [name, ours] : results) {
    const std::size_t first = name.find("/plainproto/");
    if (first == std::string::npos) continue;
    const std::string operation = name.substr(0, first);
    const std::string case_name = name.substr(first + std::strlen("/plainproto/"));
    const auto theirs = results.find(operation + "/libprotobuf/" + case_name);
    if (theirs == results.end()) continue;
    const double speedup = theirs->second.cpu_ns / ours.cpu_ns;
    // Under a byte per operation means only the first of many allocated (buffers then reused): "none".
    char alloc_ratio[16] = "none";
    if (ours.alloc_bytes >= 1)
      std::snprintf(alloc_ratio, sizeof alloc_ratio, "%.1fx", theirs->second.alloc_bytes / ours.alloc_bytes);
    const auto target = speed_targets.find(operation);
    const double wanted = target == speed_targets.end() ? 1.0 : target->second;
    const bool met = speedup >= wanted;
    all_met = all_met && met;
    std::printf("%-17s %-24s %12s %12s %7.1fx %7.1fx %10s  %s\n", operation.c_str(), case_name.c_str(),
                format_ns(ours.cpu_ns).c_str(), format_ns(theirs->second.cpu_ns).c_str(), speedup, wanted, alloc_ratio,
                met ? "met" : "MISSED");
  }
  std::printf("speedup = libprotobuf CPU time / plainproto CPU time; alloc-x = libprotobuf heap bytes allocated / "
              "plainproto heap bytes allocated, per operation (none: plainproto allocates nothing per operation).\n");
  return all_met;
}

}  // namespace

namespace bench {

void register_pair(const std::string& operation, const std::string& case_name,
                   std::function<void(benchmark::State&)> ours, std::function<void(benchmark::State&)> theirs) {
  benchmark::RegisterBenchmark((operation + "/plainproto/" + case_name).c_str(), ours);
  benchmark::RegisterBenchmark((operation + "/libprotobuf/" + case_name).c_str(), theirs);
}

void add_registration(void (*registration)()) { registrations().push_back(registration); }

}  // namespace bench

int main(int argc, char** argv) {
  bool enforce = false;
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--enforce") == 0)
      enforce = true;
    else
      args.push_back(argv[i]);
  }
  int count = static_cast<int>(args.size());
  benchmark::Initialize(&count, args.data());
  for (void (*registration)() : registrations()) registration();
  recording_reporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  const bool met = print_ratio_table(reporter.results);
  return enforce && !met ? 1 : 0;
}
