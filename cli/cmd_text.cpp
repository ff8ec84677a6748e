// plainproto convert, plainproto check: reading a config of a known type, writing it back out.
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>

#include "cli.hpp"
#include "documents.hpp"

namespace plainproto {
namespace cli {
namespace {

// The options of one output format, which are usage errors with the other.
constexpr std::pair<std::string_view, format> output_options[] = {
    {"--single-line", format::text}, {"--utf8", format::text}, {"--preserve-names", format::json}, {"--pretty", format::json}};

exit_status convert(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {{"-t", true},
                                {"--from", true},
                                {"--to", true},
                                {"--merge", false},
                                {"--allow-unknown", false},
                                {"--allow-partial", false},
                                {"--single-line", false},
                                {"--utf8", false},
                                {"--preserve-names", false},
                                {"--pretty", false},
                                {"--at", true},
                                {"--style", true},
                                {"-o", true},
                                {"--fsync", false}});
  if (parsed.positional().size() > 1) throw failure::usage("expected at most one input FILE");
  const std::string_view path = parsed.positional().empty() ? "-" : parsed.positional()[0];
  const message_descriptor& type = type_option(parsed);
  const std::optional<std::string_view> to = parsed.value("--to");
  if (!to) throw failure::usage("--to text|json|binary is required");
  const format output = format_named("--to", *to);
  if (output == format::binary) refuse_binary_to_terminal(parsed.value("-o"));
  const read_options options = reading(parsed, path);
  for (const auto& [option, applies_to] : output_options)
    if (output != applies_to && parsed.has(option))
      throw failure::usage(std::string(option) + " applies to --to " + std::string(name_of(applies_to)));

  const write_sync sync = sync_option(parsed);
  source input = read_source(path);
  const owned_message message(type);
  read_message(type, message.get(), input, options);
  const std::size_t room = output_room(input.text.size());
  release_input(input);
  if (output == format::json) {
    json_print_options print;
    print.style = options.parse.style;
    // Python style is MessageToJson's default layout, indented by two.
    print.add_whitespace = parsed.has("--pretty") || print.style == text_style::python;
    print.preserve_proto_field_names = parsed.has("--preserve-names");
    write_json_output(parsed.value("-o"), type, message.get(), print, room, sync);
  } else if (output == format::binary) {
    write_binary_output(parsed.value("-o"), type, message.get(), sync);
  } else {
    text_print_options print;
    print.single_line = parsed.has("--single-line");
    print.as_utf8 = parsed.has("--utf8");
    print.style = options.parse.style;
    write_text_output(parsed.value("-o"), type, message.get(), print, room, sync);
  }
  return success;
}

exit_status check(const std::vector<std::string_view>& args) {
  const arguments parsed(
      args, {{"-t", true}, {"--from", true}, {"--merge", false}, {"--allow-unknown", false}, {"--at", true}, {"--style", true}});
  if (parsed.positional().empty()) throw failure::usage("expected at least one FILE");
  const message_descriptor& type = type_option(parsed);
  // Every file is checked: the failures of the bad ones are reported together, in file order, at the end.
  std::string reports;
  for (const std::string_view path : parsed.positional()) {
    const read_options options = reading(parsed, path);
    try {
      const source input = read_source(path);
      const owned_message message(type);
      read_message(type, message.get(), input, options);
      std::cout << input.name << ": ok\n";
    } catch (const failure& bad_file) {
      reports += bad_file.report();
    }
  }
  if (!reports.empty()) throw failure::shown(reports);
  return success;
}

}  // namespace

const command convert_command{
    "convert",
    "read a config and write it in text format, JSON or binary",
    "usage: plainproto convert -t TYPE --to text|json|binary [--from text|json|binary] [--merge] [--allow-unknown]\n"
    "                          [--allow-partial] [--single-line] [--utf8] [--preserve-names] [--pretty]\n"
    "                          [--style cpp|python] [--at FIELD] [-o OUT [--fsync]] [FILE|-]\n"
    "Reads FILE (standard input when it is - or missing) as a TYPE message and writes it to OUT (standard\n"
    "output when missing) in the --to format. The input is text format unless --from says otherwise or the\n"
    "file name ends in .json (JSON) or .pb, .bin, .binpb (binary). Binary output is not written to a terminal\n"
    "unless -o - asks for it.\n"
    "  -t TYPE            the message type: a full name (protos.TrainConfig) or a unique short one (TrainConfig)\n"
    "  --merge            merge, as EasyRec and Paddle load configs: a field given twice keeps the last value\n"
    "  --allow-unknown    skip fields TYPE does not have\n"
    "  --allow-partial    accept missing required fields (text and binary input)\n"
    "  --at FIELD         read only the top-level `FIELD { ... }` block(s) of a larger file (in JSON: the\n"
    "                     top-level object's FIELD member)\n"
    "  --single-line      text output on one line\n"
    "  --utf8             text output keeps UTF-8 in strings unescaped (as EasyRec saves configs)\n"
    "  --preserve-names   JSON output with the .proto field names instead of lowerCamelCase\n"
    "  --pretty           JSON output indented\n"
    "  --style python     read and write as Python protobuf does (text_format, json_format: 10.0, 1e-07,\n"
    "                     MessageToJson's layout), as EasyRec and Paddle do; cpp (libprotobuf) is the default\n"
    "  -o OUT             write OUT (atomically: a failed run leaves an existing OUT as it was)\n"
    "  --fsync            wait until the written file is on the disk (survives a power loss; slower)\n"
    "Exit status: 0 done, 1 bad input (shown as FILE:LINE:COL: error: MESSAGE; binary: FILE: error: MESSAGE at\n"
    "byte N), 2 bad usage.\n",
    convert};

const command check_command{
    "check",
    "check that configs parse as a type, with every required field set",
    "usage: plainproto check -t TYPE [--from text|json|binary] [--merge] [--allow-unknown] [--style cpp|python]\n"
    "                        [--at FIELD] FILE...\n"
    "Parses each FILE (- for standard input) as a TYPE message and checks its required fields. Prints\n"
    "`FILE: ok` for each good file, and for a bad one `FILE:LINE:COL: error: MESSAGE`, the source line, a\n"
    "caret under the column and the field the error is in. Files are text format unless --from says otherwise\n"
    "or the name ends in .json (JSON) or .pb, .bin, .binpb (binary).\n"
    "  -t TYPE            the message type: a full name (protos.TrainConfig) or a unique short one (TrainConfig)\n"
    "  --merge            merge, as EasyRec and Paddle load configs: a field given twice keeps the last value\n"
    "  --allow-unknown    accept fields TYPE does not have\n"
    "  --style python     accept and reject what Python protobuf's text_format.Parse/Merge and json_format.Parse\n"
    "                     do (EasyRec's and Paddle's loaders; no required-field check); cpp is the default\n"
    "  --at FIELD         check only the top-level `FIELD { ... }` block(s) of a larger file (in JSON: the\n"
    "                     top-level object's FIELD member)\n"
    "The errors of the bad files follow the `FILE: ok` lines, in file order.\n"
    "Exit status: 0 every file is good, 1 some file is not, 2 bad usage.\n",
    check};

}  // namespace cli
}  // namespace plainproto
