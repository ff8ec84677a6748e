// Warm text-format parse and print, built by bench/warm_against_reference.sh once against this tree's headers and
// once against the tree issue 16 measured, so that the two run side by side on one machine. Only calls both trees
// have: parse_text into the same message, print_text into the same string.
//
//   warm_text DATA_DIR INPUTS_DIR    (bench/data; the folder of bench/generate_inputs.py)
//
// Prints one line per case: "NAME PARSE_NS PRINT_NS", each the median of the runs made in about a second.
#include <plainproto/plainproto.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace {

template <class Operation>
double median_nanoseconds(Operation operation) {
  using clock = std::chrono::steady_clock;
  std::vector<double> times;
  const clock::time_point start = clock::now();
  while (times.size() < 5 || clock::now() - start < std::chrono::seconds(1)) {
    const clock::time_point before = clock::now();
    operation();
    times.push_back(std::chrono::duration<double, std::nano>(clock::now() - before).count());
  }
  std::nth_element(times.begin(), times.begin() + times.size() / 2, times.end());
  return times[times.size() / 2];
}

template <class T>
void measure(const char* name, const std::string& path) {
  const std::string text = plainproto::read_file(path);
  T message;
  plainproto::parse_text(text, message);
  std::string out;
  const double parse = median_nanoseconds([&] { plainproto::parse_text(text, message); });
  const double print = median_nanoseconds([&] {
    out.clear();
    plainproto::print_text(plainproto::descriptor_of<T>(), &message, out);
  });
  std::printf("%s %.0f %.0f\n", name, parse, print);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: warm_text DATA_DIR INPUTS_DIR\n");
    return 2;
  }
  const std::string data = argv[1], inputs = argv[2];
  namespace fleet = plainproto::paddle::fleet;
  measure<plainproto::protos::TrainConfig>("TrainConfig", data + "/train_config.config");
  measure<fleet::DistributedStrategy>("DistributedStrategy", data + "/strategy.prototxt");
  measure<fleet::DistributedJobInfo>("generated_JobInfo", inputs + "/job_info.prototxt");
  measure<plainproto::protos::TrainConfig>("generated_TrainConfig", inputs + "/train_config.config");
}
