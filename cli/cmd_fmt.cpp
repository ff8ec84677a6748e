// plainproto fmt: text-format files in canonical layout, every comment and value kept as written.
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/plainproto.hpp>

#include "cli.hpp"
#include "documents.hpp"

namespace plainproto {
namespace cli {
namespace {

enum class fmt_mode { print, in_place, check };

// With -t TYPE, the file must read as TYPE and its formatted text as the same message.
void check_type(const message_descriptor& type, const source& input, const std::string& formatted,
                const read_options& options) {
  const owned_message before(type);
  read_message(type, before.get(), input, options);
  const owned_message after(type);
  try {
    parse_source(type, after.get(), {input.name, formatted, nullptr}, options);
  } catch (const error& failure) {
    throw std::logic_error("the formatted " + input.name + " does not read as " + std::string(type.full_name) + ": " +
                           failure.what() + "; please report this");
  }
  if (!detail::same_message(type, before.get(), after.get()))
    throw std::logic_error("the formatted " + input.name + " does not read as the same " + std::string(type.full_name) +
                           "; please report this");
}

exit_status format_files(const std::vector<std::string_view>& args) {
  const arguments parsed(
      args, {{"-i", false}, {"--check", false}, {"--at", true}, {"-t", true}, {"--merge", false}, {"--style", true},
             {"--fsync", false}});
  if (parsed.positional().empty()) throw failure::usage("expected at least one FILE");
  if (parsed.has("-i") && parsed.has("--check")) throw failure::usage("-i and --check cannot be used together");
  if (parsed.has("--merge") && !parsed.has("-t")) throw failure::usage("--merge applies with -t TYPE");
  const fmt_mode mode = parsed.has("-i")        ? fmt_mode::in_place
                        : parsed.has("--check") ? fmt_mode::check
                                                : fmt_mode::print;
  const message_descriptor* type = parsed.has("-t") ? &type_option(parsed) : nullptr;
  format_options formatting;
  if (const std::optional<std::string_view> at = parsed.value("--at")) formatting.at = std::string(*at);
  formatting.style = style_option(parsed);
  read_options reading;
  reading.merge = parsed.has("--merge");
  reading.parse.style = formatting.style;
  reading.at = parsed.value("--at");
  for (const std::string_view path : parsed.positional())
    if (path == "-" && mode == fmt_mode::in_place) throw failure::usage("-i needs FILEs, not standard input");

  // Every file is formatted: the failures of the bad ones are reported together, in file order, at the end.
  exit_status status = success;
  std::string reports;
  for (const std::string_view path : parsed.positional()) {
    try {
      const source input = read_source(path);
      std::string formatted;
      try {
        formatted = format_text(input.text, formatting);
      } catch (const error& wrong) {
        // Python's reader counts columns in characters, as the JSON reader does.
        throw input_error(wrong, input, formatting.style == text_style::python ? format::json : format::text);
      }
      if (type != nullptr) check_type(*type, input, formatted, reading);
      if (mode == fmt_mode::print) {
        std::cout << formatted;
      } else if (formatted != input.text) {
        if (mode == fmt_mode::check) {
          std::cout << input.name << '\n';
          status = bad_input;
        } else {
          write_file_atomically(input.name, formatted, sync_option(parsed));
        }
      }
    } catch (const failure& bad_file) {
      reports += bad_file.report();
    } catch (const error& unusable) {  // the file could not be read or written
      reports += "plainproto: " + std::string(unusable.what()) + "\n";
    }
  }
  if (!reports.empty()) throw failure::shown(reports);
  return status;
}

}  // namespace

const command fmt_command{
    "fmt", "lay out text-format configs canonically, keeping comments",
    "usage: plainproto fmt [-i [--fsync] | --check] [--at FIELD] [--style cpp|python] [-t TYPE [--merge]] FILE...\n"
    "Lays out each text-format FILE (- for standard input) canonically and prints it to standard output:\n"
    "one field per line, two spaces per level, `name {` for messages and `name: value` for the rest, no\n"
    "`,`/`;` separators, no trailing blanks, the file's own line ending. Every comment and every value stays as\n"
    "written. Comments above a field stay above it, end-of-line comments stay on their line, blank lines\n"
    "between fields become one, and a comment inside a field (between its name and its value) moves above it.\n"
    "Lists stay on one line when written on one line (and holding no message with fields), else one value per\n"
    "line. Formatting a formatted file changes nothing.\n"
    "  -i                 rewrite each FILE that is not formatted (atomically)\n"
    "  --fsync            wait until the written file is on the disk (survives a power loss; slower)\n"
    "  --check            print the name of each FILE that is not formatted and exit 1 if there is one\n"
    "  --at FIELD         lay out only the top-level `FIELD { ... }` block(s); every other byte is kept\n"
    "  --style python     read FILE's tokens as Python protobuf does (1_000, Unicode spaces); cpp is the default\n"
    "  -t TYPE            also check that FILE reads as TYPE (a full or unique short name) and its formatted\n"
    "                     text as the same message; --merge reads as TextFormat::Merge\n"
    "Exit status: 0 done (with --check: every file formatted), 1 a file that does not parse or is not\n"
    "formatted (--check), 2 bad usage.\n",
    format_files};

}  // namespace cli
}  // namespace plainproto
