// plainproto: the command-line tool. `plainproto --help` lists the commands.
#include <algorithm>
#include <csignal>
#include <cstddef>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/entry_points.hpp>
#include <plainproto/version.hpp>

#include "cli.hpp"

namespace plainproto {
namespace cli {
namespace {

const command* const commands[] = {
    &convert_command,
    &check_command,
    &get_command,
    &set_command,
    &fmt_command,
    &diff_command,
    &defaults_command,
    &types_command,
    &schema_command,
    &decode_raw_command,
};

void print_overview(std::ostream& out) {
  out << "usage: plainproto COMMAND [ARGUMENTS...]\n"
         "       plainproto COMMAND --help\n"
         "       plainproto --version\n\n"
         "commands:\n";
  std::size_t longest_name = 0;
  for (const command* entry : commands) longest_name = std::max(longest_name, entry->name.size());
  for (const command* entry : commands)
    out << "  " << entry->name << std::string(longest_name + 2 - entry->name.size(), ' ') << entry->summary << '\n';
}

const command* find_command(std::string_view name) {
  for (const command* entry : commands)
    if (entry->name == name) return entry;
  return nullptr;
}

bool asks_for_help(const std::vector<std::string_view>& args) {
  for (const std::string_view arg : args) {
    if (arg == "--") return false;
    if (arg == "--help" || arg == "-h") return true;
  }
  return false;
}

// Runs the command line and returns the command's exit status. Every way it fails is thrown as a failure: a
// command's own, and a library error or any other exception no command turned into one, which is bad input.
exit_status run(const std::vector<std::string_view>& args) {
  if (args.empty()) throw failure::usage("no command given");
  exit_status status = success;
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    print_overview(std::cout);
  } else if (args[0] == "--version") {
    std::cout << "plainproto " << PLAINPROTO_VERSION_MAJOR << '.' << PLAINPROTO_VERSION_MINOR << '.'
              << PLAINPROTO_VERSION_PATCH << '\n';
  } else {
    const command* entry = find_command(args[0]);
    if (entry == nullptr) throw failure::usage("unknown command \"" + std::string(args[0]) + "\"");
    const std::vector<std::string_view> command_args(args.begin() + 1, args.end());
    if (asks_for_help(command_args)) {
      std::cout << entry->help;
    } else {
      try {
        status = entry->run(command_args);
      } catch (const failure& met) {
        throw met.of_command(entry->name);
      } catch (const std::exception& unreported) {
        std::string_view what = unreported.what();
        constexpr std::string_view library_prefix = "plainproto: ";  // (the tool's messages start with it already)
        if (what.substr(0, library_prefix.size()) == library_prefix) what.remove_prefix(library_prefix.size());
        throw failure::input(std::string(what));
      }
    }
  }
  if (!std::cout.flush()) throw failure::input("cannot write to standard output");
  return status;
}

}  // namespace
}  // namespace cli
}  // namespace plainproto

#if defined(__unix__) || defined(__APPLE__)
namespace {
// Interrupted (Ctrl-C, kill, a closed terminal) while writing a file, the tool removes its temporary file, then
// ends as the signal ends it.
void remove_temporary_file_and_end(int signal_number) {
  plainproto::remove_temporary_file_in_flight();
  ::signal(signal_number, SIG_DFL);
  ::raise(signal_number);
}

void install_signal_handlers() {
  for (const int signal_number : {SIGINT, SIGTERM, SIGHUP}) ::signal(signal_number, remove_temporary_file_and_end);
  // Past the file-size limit (ulimit -f) a write then fails with EFBIG, which is reported and cleaned up.
  ::signal(SIGXFSZ, SIG_IGN);
}
}  // namespace
#endif

int main(int argc, char** argv) {
  using namespace plainproto::cli;
#if defined(__unix__) || defined(__APPLE__)
  install_signal_handlers();
#endif
  try {
    return run(std::vector<std::string_view>(argv + 1, argv + argc));
  } catch (const failure& failed) {
    std::cerr << failed.report();
    return failed.status();
  }
}
