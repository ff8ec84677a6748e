// plainproto: the command-line tool. `plainproto --help` lists the commands.
#include <exception>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

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
    &defaults_command,
    &types_command,
    &schema_command,
};

void print_overview(std::ostream& out) {
  out << "usage: plainproto COMMAND [ARGUMENTS...]\n"
         "       plainproto COMMAND --help\n\n"
         "commands:\n";
  for (const command* entry : commands)
    out << "  " << entry->name << std::string(entry->name.size() < 10 ? 10 - entry->name.size() : 1, ' ')
        << entry->summary << '\n';
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

int run(const std::vector<std::string_view>& args) {
  if (args.empty()) {
    std::cerr << "plainproto: no command given (see plainproto --help)\n";
    return bad_usage;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    print_overview(std::cout);
    return success;
  }
  const command* entry = find_command(args[0]);
  if (entry == nullptr) {
    std::cerr << "plainproto: unknown command \"" << args[0] << "\" (see plainproto --help)\n";
    return bad_usage;
  }
  const std::vector<std::string_view> command_args(args.begin() + 1, args.end());
  if (asks_for_help(command_args)) {
    std::cout << entry->help;
    return success;
  }
  try {
    return entry->run(command_args);
  } catch (const input_failed&) {
    return bad_input;
  } catch (const usage_error& failure) {
    std::cerr << "plainproto " << entry->name << ": " << failure.what() << " (see plainproto " << entry->name
              << " --help)\n";
    return bad_usage;
  }
}

}  // namespace
}  // namespace cli
}  // namespace plainproto

int main(int argc, char** argv) {
  using namespace plainproto::cli;
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  int status = bad_input;
  try {
    status = run(args);
  } catch (const std::exception& failure) {
    return fail(failure.what());
  }
  if (!std::cout.flush()) return fail("cannot write to standard output");
  return status;
}
