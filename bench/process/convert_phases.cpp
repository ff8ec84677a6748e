// convert_phases: where the time and memory of one cold `plainproto convert` go. Does what the tool does,
// with the same library calls, once, in a fresh process, and prints each phase's wall time, CPU time, page
// faults and the peak RSS after it (tab-separated, one line per phase). With --runs N it runs itself N times,
// each a fresh process, and prints the medians.
//
//   convert_phases [--runs N] --type FULL_NAME --from text|json --to text|json [--as-before] IN OUT
//
// The input is mapped and the output string reserved (twice the input) before printing, as the tool does;
// --as-before reads the input with plainproto::read_file (64 KiB blocks appended to a string that doubles),
// copies JSON input once more, and prints into an empty string (the printers append to it, so it doubles
// too), as the tool did before.
// The phase `write, no fsync` writes the same output to OUT.plain with fopen/fwrite, as ref_convert does, for
// comparison with `write atomically` (plainproto::write_file_atomically: temporary file, fsync, rename).
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>

namespace {

struct sample {
  std::chrono::steady_clock::time_point wall;
  rusage usage;
};

sample now() {
  sample taken{std::chrono::steady_clock::now(), {}};
  ::getrusage(RUSAGE_SELF, &taken.usage);
  return taken;
}

double milliseconds(const timeval& time) { return static_cast<double>(time.tv_sec) * 1e3 + static_cast<double>(time.tv_usec) / 1e3; }

class phases {
 public:
  phases() : last_(now()) {
    std::printf("phase\twall_ms\tcpu_ms\tminor_faults\tpeak_rss_kib\n");
  }
  // Ends the phase that began at the previous call.
  void end(const char* name) {
    const sample ended = now();
    const double wall = std::chrono::duration<double, std::milli>(ended.wall - last_.wall).count();
    const double cpu = milliseconds(ended.usage.ru_utime) + milliseconds(ended.usage.ru_stime) -
                       milliseconds(last_.usage.ru_utime) - milliseconds(last_.usage.ru_stime);
    std::printf("%s\t%.3f\t%.3f\t%ld\t%ld\n", name, wall, cpu, ended.usage.ru_minflt - last_.usage.ru_minflt,
                ended.usage.ru_maxrss);
    last_ = now();
  }

 private:
  sample last_;
};

// The file mapped read-only, as the tool maps a regular input file.
std::string_view map_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY);
  struct stat status {};
  if (fd < 0 || ::fstat(fd, &status) != 0) throw std::runtime_error("cannot open " + path);
  const auto size = static_cast<std::size_t>(status.st_size);
  void* const mapped = size == 0 ? nullptr : ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
  ::close(fd);
  if (mapped == MAP_FAILED) throw std::runtime_error("cannot map " + path);
  return {static_cast<const char*>(mapped), size};
}

void write_plain(const std::string& path, const std::string& content) {
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (file == nullptr || std::fwrite(content.data(), 1, content.size(), file) != content.size() ||
      std::fclose(file) != 0)
    throw std::runtime_error("cannot write " + path);
}

// Runs this program `runs` times with `args` (without --runs), each in a fresh process, and prints the median
// of each phase's figures.
int print_medians(int runs, std::vector<char*> args) {
  std::map<std::string, std::vector<std::vector<double>>> figures;  // phase -> runs -> figures
  std::vector<std::string> order;
  args.insert(args.begin(), const_cast<char*>("convert_phases"));
  args.push_back(nullptr);
  for (int run = 0; run < runs; ++run) {
    int out[2];
    if (::pipe(out) != 0) throw std::runtime_error("cannot make a pipe");
    const pid_t child = ::fork();
    if (child == 0) {
      ::dup2(out[1], STDOUT_FILENO);
      ::close(out[0]);
      ::execv("/proc/self/exe", args.data());
      ::_exit(127);
    }
    ::close(out[1]);
    std::string lines;
    char buffer[4096];
    for (ssize_t got; (got = ::read(out[0], buffer, sizeof buffer)) > 0;) lines.append(buffer, static_cast<std::size_t>(got));
    ::close(out[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) throw std::runtime_error("a run failed");
    std::istringstream table(lines);
    std::string line;
    std::getline(table, line);  // the header
    while (std::getline(table, line)) {
      std::istringstream fields(line);
      std::string phase;
      std::getline(fields, phase, '\t');
      std::vector<double> values;
      for (double value; fields >> value;) values.push_back(value);
      if (figures[phase].empty() && run == 0) order.push_back(phase);
      figures[phase].push_back(values);
    }
  }
  std::printf("phase\twall_ms\tcpu_ms\tminor_faults\tpeak_rss_kib\t(medians of %d runs)\n", runs);
  for (const std::string& phase : order) {
    std::printf("%s", phase.c_str());
    const auto& by_run = figures[phase];
    for (std::size_t column = 0; column < by_run.front().size(); ++column) {
      std::vector<double> column_values;
      for (const auto& values : by_run) column_values.push_back(values[column]);
      std::nth_element(column_values.begin(), column_values.begin() + static_cast<std::ptrdiff_t>(column_values.size() / 2),
                       column_values.end());
      std::printf(column < 2 ? "\t%.3f" : "\t%.0f", column_values[column_values.size() / 2]);
    }
    std::printf("\n");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 2 && std::string_view(argv[1]) == "--runs")
    return print_medians(std::stoi(argv[2]), std::vector<char*>(argv + 3, argv + argc));

  std::string type_name, from, to;
  bool as_before = false;
  std::string paths[2];
  int path_count = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if ((arg == "--type" || arg == "--from" || arg == "--to") && i + 1 < argc)
      (arg == "--type" ? type_name : arg == "--from" ? from : to) = argv[++i];
    else if (arg == "--as-before")
      as_before = true;
    else if (path_count < 2)
      paths[path_count++] = argv[i];
  }
  const plainproto::message_descriptor* type = plainproto::schemas::find_message(type_name);
  if (type == nullptr || path_count != 2 || (from != "text" && from != "json") || (to != "text" && to != "json")) {
    std::fprintf(stderr,
                 "usage: convert_phases --type FULL_NAME --from text|json --to text|json [--as-before] IN OUT\n");
    return 2;
  }

  phases timer;
  std::string read;
  const std::string_view input = as_before ? std::string_view(read = plainproto::read_file(paths[0])) : map_file(paths[0]);
  timer.end("read input");
  void* message = type->create();
  if (from == "text")
    plainproto::read_text(*type, message, input);
  else if (as_before)
    plainproto::parse_json(std::string(input), *type, message);  // the tool copied JSON input once more
  else
    plainproto::parse_json(input, *type, message);
  timer.end("parse");
  std::string output;
  if (!as_before) output.reserve(2 * input.size() + 4096);
  if (to == "text")
    plainproto::print_text(*type, message, output);
  else
    plainproto::detail::print_json(output, plainproto::detail::json_info(*type), message, {});
  if (to == "json") output += '\n';
  timer.end("print");
  plainproto::write_file_atomically(paths[1], output);
  timer.end("write atomically");
  write_plain(paths[1] + ".plain", output);
  timer.end("write, no fsync");
  type->destroy(message);
  timer.end("free message");
  if (as_before)
    std::string().swap(read);
  else
    ::munmap(const_cast<char*>(input.data()), input.size());
  std::string().swap(output);
  timer.end("free input and output");
  return 0;
}
