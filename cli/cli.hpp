// plainproto command-line tool: what every command shares. Each command group lives in its own
// cli/cmd_*.cpp, which defines a `command` for each of its commands; a new command is one declaration
// below and one line in the table in main.cpp.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plainproto {
namespace cli {

enum exit_status : int {
  success = 0,
  // The command could not do its work: unreadable or invalid input, an unknown type or package, a failed write.
  bad_input = 1,
  // The command line does not fit the command's usage.
  bad_usage = 2,
};

// Thrown for a command line that does not fit the usage; main prints "plainproto COMMAND: MESSAGE" on
// stderr and exits with bad_usage.
class usage_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Thrown by a command once it has shown why its input is bad; main exits with bad_input.
struct input_failed {};

struct option_spec {
  std::string_view name;  // "--out"
  bool takes_value;
};

// One command's arguments, split into options ("--out DIR" or "--out=DIR") and positional arguments.
// "--" ends the options; "-" alone is positional (standard input/output where a command accepts it).
class arguments {
 public:
  arguments(const std::vector<std::string_view>& args, std::initializer_list<option_spec> options) {
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
      const std::string_view name = arg.substr(0, equals);
      const option_spec* spec = find(options, name);
      if (spec == nullptr) throw usage_error("unknown option " + std::string(name));
      if (!spec->takes_value) {
        if (equals != std::string_view::npos) throw usage_error("option " + std::string(name) + " takes no value");
        options_.emplace_back(name, std::string_view());
      } else if (equals != std::string_view::npos) {
        options_.emplace_back(name, arg.substr(equals + 1));
      } else if (i + 1 < args.size()) {
        options_.emplace_back(name, args[++i]);
      } else {
        throw usage_error("option " + std::string(name) + " needs a value");
      }
    }
  }

  bool has(std::string_view option) const { return value(option).has_value(); }
  // The value given last for the option.
  std::optional<std::string_view> value(std::string_view option) const {
    for (auto it = options_.rbegin(); it != options_.rend(); ++it)
      if (it->first == option) return it->second;
    return std::nullopt;
  }
  const std::vector<std::string_view>& positional() const { return positional_; }

 private:
  static const option_spec* find(std::initializer_list<option_spec> options, std::string_view name) {
    for (const option_spec& spec : options)
      if (spec.name == name) return &spec;
    return nullptr;
  }

  std::vector<std::pair<std::string_view, std::string_view>> options_;
  std::vector<std::string_view> positional_;
};

using command_function = int (*)(const std::vector<std::string_view>& args);

struct command {
  std::string_view name;
  std::string_view summary;  // one line in `plainproto --help`
  std::string_view help;  // `plainproto NAME --help`: the usage lines, then what the command does
  command_function run;
};

// Reports why a command could not do its work; returns the exit status to return.
inline int fail(std::string_view message) {
  std::cerr << "plainproto: " << message << '\n';
  return bad_input;
}

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

}  // namespace cli
}  // namespace plainproto
