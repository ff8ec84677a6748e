// convert_phases: where the time and memory of one cold `plainproto convert` go. Does what the tool does,
// with the same library calls, once, in a fresh process, and prints each phase's wall time, CPU time, page
// faults and the peak RSS after it (tab-separated, one line per phase; bench/README.md shows how to run it
// several times and read the medians).
//
//   convert_phases --type FULL_NAME --from text|json --to text|json [--read-exact] [--reserve-output] IN OUT
//
// --read-exact     read the input with one read() into a string of the file's size (plainproto::read_file
//                  appends 64 KiB blocks to a string that doubles)
// --reserve-output reserve the output string before printing (the text printer appends 8 KiB blocks, the JSON
//                  printer each piece, to a string that doubles)
// The phase `write, no fsync` writes the same output to OUT.plain with fopen/fwrite, as ref_convert does, for
// comparison with `write atomically` (plainproto::write_file_atomically: temporary file, fsync, rename).
#include <sys/resource.h>
#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

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

std::string read_exact(const std::string& path) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw std::runtime_error("cannot open " + path);
  struct stat status {};
  std::string content;
  if (::fstat(::fileno(file), &status) == 0) content.resize(static_cast<std::size_t>(status.st_size));
  const std::size_t got = std::fread(content.data(), 1, content.size(), file);
  std::fclose(file);
  if (got != content.size()) throw std::runtime_error("cannot read " + path);
  return content;
}

void write_plain(const std::string& path, const std::string& content) {
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (file == nullptr || std::fwrite(content.data(), 1, content.size(), file) != content.size() ||
      std::fclose(file) != 0)
    throw std::runtime_error("cannot write " + path);
}

}  // namespace

int main(int argc, char** argv) {
  std::string type_name, from, to;
  bool exact = false, reserve = false;
  std::string paths[2];
  int path_count = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if ((arg == "--type" || arg == "--from" || arg == "--to") && i + 1 < argc)
      (arg == "--type" ? type_name : arg == "--from" ? from : to) = argv[++i];
    else if (arg == "--read-exact")
      exact = true;
    else if (arg == "--reserve-output")
      reserve = true;
    else if (path_count < 2)
      paths[path_count++] = argv[i];
  }
  const plainproto::message_descriptor* type = plainproto::schemas::find_message(type_name);
  if (type == nullptr || path_count != 2 || (from != "text" && from != "json") || (to != "text" && to != "json")) {
    std::fprintf(stderr,
                 "usage: convert_phases --type FULL_NAME --from text|json --to text|json [--read-exact] "
                 "[--reserve-output] IN OUT\n");
    return 2;
  }

  phases timer;
  std::string input = exact ? read_exact(paths[0]) : plainproto::read_file(paths[0]);
  timer.end("read input");
  void* message = type->create();
  if (from == "text")
    plainproto::read_text(*type, message, input);
  else
    plainproto::parse_json(input, *type, message);
  timer.end("parse");
  std::string output;
  if (reserve) output.reserve(2 * input.size() + 4096);
  if (to == "text") {
    plainproto::print_text(*type, message, output);
  } else {
    plainproto::detail::json::print_json(output, plainproto::detail::json::json_info(*type), message, {});
    output += '\n';
  }
  timer.end("print");
  plainproto::write_file_atomically(paths[1], output);
  timer.end("write atomically");
  write_plain(paths[1] + ".plain", output);
  timer.end("write, no fsync");
  type->destroy(message);
  timer.end("free message");
  std::string().swap(input);
  std::string().swap(output);
  timer.end("free strings");
  return 0;
}
