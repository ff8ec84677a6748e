// plainproto command-line tool: what every command shares. Each command group lives in its own
// cli/cmd_*.cpp, which defines a `command` for each of its commands; a new command is one declaration
// below and one line in the table in main.cpp. A command that cannot do its work throws a `failure`, the
// one way the tool fails: main prints it and exits with its status.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plainproto {
namespace cli {

// The statuses every command exits with (docs/cli.md).
enum exit_status : int {
  success = 0,
  // The command could not do its work: a file it cannot read, input that does not parse or lacks required
  // fields, a PATH or VALUE that does not fit the type, a failed write.
  bad_input = 1,
  // The command line does not fit the command: an unknown command or option, a missing or extra argument, an
  // option value it does not take, a TYPE or PACKAGE the tool does not have.
  bad_usage = 2,
};

// diff's answer when the two messages differ, as diff(1) says it: not a failure, and the same number as bad_input.
constexpr exit_status inputs_differ = bad_input;

// How the tool fails: its exit status, and the complete lines it prints on standard error.
class failure : public std::runtime_error {
 public:
  // A command line that does not fit the usage: "plainproto: MESSAGE (see plainproto --help)", and once
  // of_command has named the command "plainproto COMMAND: MESSAGE (see plainproto COMMAND --help)".
  static failure usage(const std::string& message) { return failure(bad_usage, message, usage_report(message, {})); }
  // Input the command cannot use, when there is no place in a file to show: "plainproto: MESSAGE".
  static failure input(const std::string& message) {
    return failure(bad_input, message, "plainproto: " + message + "\n");
  }
  // Input the command has shown in full (a file's error under its source line): the lines as they are.
  static failure shown(const std::string& lines) { return failure(bad_input, lines, lines); }

  // The same failure met while running `command`.
  failure of_command(std::string_view command) const {
    return status_ == bad_usage ? failure(status_, what(), usage_report(what(), command)) : *this;
  }

  exit_status status() const noexcept { return status_; }
  const std::string& report() const noexcept { return report_; }

 private:
  failure(exit_status status, const std::string& message, std::string report)
      : std::runtime_error(message), status_(status), report_(std::move(report)) {}

  static std::string usage_report(const std::string& message, std::string_view command) {
    const std::string tool = command.empty() ? "plainproto" : "plainproto " + std::string(command);
    return tool + ": " + message + " (see " + tool + " --help)\n";
  }

  exit_status status_;
  std::string report_;
};

struct option_spec {
  std::string_view name;  // "--out"
  bool takes_value;
};

// One command's arguments, split into options ("--out DIR" or "--out=DIR") and positional arguments.
// "--" ends the options; "-" alone is positional (standard input/output where a command accepts it).
class arguments {
 public:
  arguments(const std::vector<std::string_view>& args, std::initializer_list<option_spec> options)
      : accepted_(options) {
    for (std::size_t i = 0; i < args.size(); ++i) {
      const std::string_view arg = args[i];
      if (arg == "--") {
        positional_.insert(positional_.end(), args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
        break;
      }
      if (arg.size() < 2 || arg[0] != '-') {
        positional_.push_back(arg);
        continue;
      }
      const std::size_t equals = arg.find('=');
      const std::string_view written = arg.substr(0, equals);
      const std::string_view name = written == "--type" ? "-t" : written;  // -t's long spelling
      const option_spec* spec = find(options, name);
      if (spec == nullptr) throw failure::usage("unknown option " + std::string(written));
      if (!spec->takes_value) {
        if (equals != std::string_view::npos) throw failure::usage("option " + std::string(name) + " takes no value");
        options_.emplace_back(name, std::string_view());
      } else if (equals != std::string_view::npos) {
        options_.emplace_back(name, arg.substr(equals + 1));
      } else if (i + 1 < args.size()) {
        options_.emplace_back(name, args[++i]);
      } else {
        throw failure::usage("option " + std::string(name) + " needs a value");
      }
    }
  }

  bool has(std::string_view option) const { return value(option).has_value(); }
  // Whether the command takes the option at all.
  bool takes(std::string_view option) const { return find(accepted_, option) != nullptr; }
  // The value given last for the option.
  std::optional<std::string_view> value(std::string_view option) const {
    for (auto it = options_.rbegin(); it != options_.rend(); ++it)
      if (it->first == option) return it->second;
    return std::nullopt;
  }
  const std::vector<std::string_view>& positional() const { return positional_; }

 private:
  template <class Specs>
  static const option_spec* find(const Specs& options, std::string_view name) {
    for (const option_spec& spec : options)
      if (spec.name == name) return &spec;
    return nullptr;
  }

  std::vector<option_spec> accepted_;
  std::vector<std::pair<std::string_view, std::string_view>> options_;
  std::vector<std::string_view> positional_;
};

// Does the command's work and returns success (diff: or that its inputs differ), or throws a failure.
using command_function = exit_status (*)(const std::vector<std::string_view>& args);

struct command {
  std::string_view name;
  std::string_view summary;  // one line in `plainproto --help`
  std::string_view help;  // `plainproto NAME --help`: the usage lines, then what the command does
  command_function run;
};

// cmd_text.cpp
extern const command convert_command;
extern const command check_command;

// cmd_paths.cpp
extern const command get_command;
extern const command set_command;

// cmd_fmt.cpp
extern const command fmt_command;

// cmd_defaults.cpp
extern const command defaults_command;

// cmd_schema.cpp
extern const command types_command;
extern const command schema_command;

// cmd_diff.cpp
extern const command diff_command;

// cmd_binary.cpp
extern const command decode_raw_command;

}  // namespace cli
}  // namespace plainproto
