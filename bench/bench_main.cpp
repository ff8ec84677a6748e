// Runs every benchmark, then prints plainproto's speed and allocation ratios against libprotobuf
// measured in this same run, with the targets. `--enforce` makes a missed target fail the program.
//
// `--paired=ROUNDS` runs each pair instead as ROUNDS rounds, a round being one run of plainproto's benchmark
// followed at once by one run of libprotobuf's, and judges the median of the rounds' ratios. On a shared virtual
// machine another guest can slow a CPU to half speed for seconds at a time, and a slowed CPU does not slow both
// libraries alike: a ratio of medians then depends on which runs the slowing fell on, where the two runs of a
// round see the same machine. Give it short runs (--benchmark_min_time=0.05).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <regex>
#include <string>
#include <utility>
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

// Every registered pair: its operation and case.
std::vector<std::pair<std::string, std::string>>& pairs() {
  static std::vector<std::pair<std::string, std::string>> all;
  return all;
}

double median(std::vector<double> values) {
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2), values.end());
  return values[values.size() / 2];
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
      m.cpu_ns = median(m.cpu_ns_runs);
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

double target_of(const std::string& operation) {
  const auto target = speed_targets.find(operation);
  return target == speed_targets.end() ? 1.0 : target->second;
}

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
    const double wanted = target_of(operation);
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

// Keeps the CPU time per iteration of each run, printing nothing.
class quiet_reporter : public benchmark::BenchmarkReporter {
 public:
  std::vector<double> cpu_ns;

  bool ReportContext(const Context&) override { return true; }
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs)
      if (run.run_type == Run::RT_Iteration && run.iterations != 0 && !run.error_occurred)
        cpu_ns.push_back(run.cpu_accumulated_time / static_cast<double>(run.iterations) * 1e9);
  }
};

// One run of the benchmark of this name (the median of its repetitions, if there are several).
double run_once(const std::string& name) {
  quiet_reporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter, "^" + name + "$");
  if (reporter.cpu_ns.empty()) {
    std::fprintf(stderr, "%s did not run to the end\n", name.c_str());
    std::exit(1);
  }
  return median(reporter.cpu_ns);
}

// --paired: the pairs whose plainproto benchmark --benchmark_filter selects, each run as `rounds` rounds; prints a
// row per pair as it ends. Returns false when a speed target is missed.
bool run_paired(int rounds) {
  const std::string filter = benchmark::GetBenchmarkFilter();
  const std::regex selected(filter.empty() || filter == "all" ? "." : filter, std::regex::extended);
  bool all_met = true;
  std::printf("%-17s %-24s %12s %12s %8s %15s %8s  %s\n", "operation", "case", "plainproto", "libprotobuf",
              "paired", "rounds' range", "target", "verdict");
  for (const auto& [operation, case_name] : pairs()) {
    if (!std::regex_search(operation + "/plainproto/" + case_name, selected)) continue;
    std::vector<double> ours, theirs, ratios;
    for (int round = 0; round < rounds; ++round) {
      ours.push_back(run_once(operation + "/plainproto/" + case_name));
      theirs.push_back(run_once(operation + "/libprotobuf/" + case_name));
      ratios.push_back(theirs.back() / ours.back());
    }
    const double ratio = median(ratios);
    const double wanted = target_of(operation);
    const bool met = ratio >= wanted;
    all_met = all_met && met;
    char range[32];
    std::snprintf(range, sizeof range, "%.2f-%.2fx", *std::min_element(ratios.begin(), ratios.end()),
                  *std::max_element(ratios.begin(), ratios.end()));
    std::printf("%-17s %-24s %12s %12s %7.2fx %15s %7.1fx  %s\n", operation.c_str(), case_name.c_str(),
                format_ns(median(ours)).c_str(), format_ns(median(theirs)).c_str(), ratio, range, wanted,
                met ? "met" : "MISSED");
    std::fflush(stdout);
  }
  std::printf("paired = the median over %d rounds of libprotobuf CPU time / plainproto CPU time, each round one run "
              "of each, one after the other; the times are the medians of the rounds.\n",
              rounds);
  return all_met;
}

}  // namespace

namespace bench {

void register_pair(const std::string& operation, const std::string& case_name,
                   std::function<void(benchmark::State&)> ours, std::function<void(benchmark::State&)> theirs) {
  benchmark::RegisterBenchmark((operation + "/plainproto/" + case_name).c_str(), ours);
  benchmark::RegisterBenchmark((operation + "/libprotobuf/" + case_name).c_str(), theirs);
  pairs().emplace_back(operation, case_name);
}

void add_registration(void (*registration)()) { registrations().push_back(registration); }

}  // namespace bench

int main(int argc, char** argv) {
  bool enforce = false;
  int paired_rounds = 0;
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--enforce") == 0) {
      enforce = true;
    } else if (std::strncmp(argv[i], "--paired=", 9) == 0) {
      paired_rounds = std::atoi(argv[i] + 9);
      if (paired_rounds < 1) {
        std::fprintf(stderr, "--paired=ROUNDS needs a number of rounds of at least 1\n");
        return 2;
      }
    } else {
      args.push_back(argv[i]);
    }
  }
  int count = static_cast<int>(args.size());
  benchmark::Initialize(&count, args.data());
  for (void (*registration)() : registrations()) registration();
  bool met = true;
  if (paired_rounds > 0) {
    met = run_paired(paired_rounds);
  } else {
    recording_reporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    met = print_ratio_table(reporter.results);
  }
  benchmark::Shutdown();
  return enforce && !met ? 1 : 0;
}
