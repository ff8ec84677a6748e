// plainproto get, plainproto set: reading and editing configs by EasyRec edit_config paths.
#include <cstddef>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <plainproto/detail/common/join.hpp>
#include <plainproto/detail/common/source_position.hpp>
#include <plainproto/detail/paths/syntax.hpp>
#include <plainproto/detail/text/syntax_tree.hpp>
#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>

#include "cli.hpp"
#include "documents.hpp"

namespace plainproto {
namespace cli {
namespace {

// With --at train_config, EasyRec-style paths that start at the pipeline (`train_config.num_steps`) work
// too: the leading FIELD is dropped from each ';'-separated path when TYPE has no field of that name.
std::string relative_to_block(std::string_view paths, const message_descriptor& type,
                              const std::optional<std::string_view>& at) {
  if (!at || type.find_field(*at) != nullptr) return std::string(paths);
  std::string relative;
  for (const std::string_view path : detail::split_top_level(paths, ';')) {
    if (!relative.empty()) relative += ';';
    const std::string_view rest =
        path.substr(0, at->size()) == *at ? detail::trim_path_space(path.substr(at->size())) : std::string_view();
    relative.append(!rest.empty() && rest.front() == '.' ? rest.substr(1) : path);
  }
  return relative;
}

exit_status get_values(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {{"-t", true},
                                {"--from", true},
                                {"--merge", false},
                                {"--allow-unknown", false},
                                {"--allow-partial", false},
                                {"--utf8", false},
                                {"--at", true},
                                {"--style", true}});
  if (parsed.positional().size() < 2) throw failure::usage("expected FILE and at least one PATH");
  const message_descriptor& type = type_option(parsed);
  const read_options options = reading(parsed, parsed.positional()[0]);
  const source input = read_source(parsed.positional()[0]);
  const owned_message message(type);
  read_message(type, message.get(), input, options);
  text_print_options print;
  print.as_utf8 = parsed.has("--utf8");
  print.style = options.parse.style;
  for (std::size_t i = 1; i < parsed.positional().size(); ++i) {
    const std::string path = relative_to_block(parsed.positional()[i], type, options.at);
    for (const std::string& value : get(type, message.get(), path, print)) std::cout << value << '\n';
  }
  return success;
}

struct assignment {
  std::string_view path;
  std::string_view value;
};

// PATH=VALUE, split at the first '=' outside a condition or a quoted literal. The scan stops there: a bare
// VALUE may hold an unpaired quote (`fine_tune_checkpoint=it's`).
assignment split_assignment(std::string_view argument) {
  detail::nesting_scanner scanner(argument);
  for (std::size_t i = 0; i < argument.size(); ++i) {
    const std::size_t at = i;
    if (scanner.step(i) && argument[at] == '=') return {argument.substr(0, at), argument.substr(at + 1)};
  }
  throw failure::usage("expected PATH=VALUE, got \"" + std::string(argument) + "\"");
}

// The lines after the first of a printed value, indented like the line `at` is on.
std::string indented_like_line(std::string_view text, std::size_t at, std::string_view value) {
  const std::string_view indent = detail::line_indentation(text, at);
  std::string out;
  for (const char c : value) {
    out += c;
    if (c == '\n') out.append(indent);
  }
  return out;
}

// JSON is written as EasyRec's convert_config_format writes it: proto field names, indented.
json_print_options json_output(text_style style) {
  json_print_options options;
  options.style = style;
  options.add_whitespace = true;
  options.preserve_proto_field_names = true;
  return options;
}

std::string with_line_ending(std::string_view text, std::string_view ending) {
  std::string out;
  for (const char c : text) {
    if (c == '\n')
      out.append(ending);
    else
      out += c;
  }
  return out;
}

// A JSON document after the edits: the message alone, or with --at the whole file with only that member
// rewritten. What is written new ends its lines as the input's first line does, so a CRLF file stays CRLF.
// JSON and binary are written anew: JSON with the .proto field names, indented, as EasyRec's convert_config_format
// writes it; a JSON --at member replaced where it was.
std::string rewritten_document(const message_descriptor& type, const void* message, const source& input,
                               const read_options& options, text_style style) {
  if (options.from == format::binary) return serialize(type, message);
  const std::string_view ending = detail::line_ending_of(input.text);
  if (!options.at) return with_line_ending(print_json_output(type, message, json_output(style)), ending);
  const json_member member = at_member(input, *options.at);
  std::string value = to_json_string(type, message, json_output(style));
  while (!value.empty() && value.back() == '\n') value.pop_back();
  return std::string(input.text.substr(0, member.begin)) +
         with_line_ending(indented_like_line(input.text, member.begin, value), ending) +
         std::string(input.text.substr(member.end));
}

// Text format is edited in place (plainproto/document.hpp): only what the edits change is rewritten, and what
// is printed anew is spelled in `style`.
text_document read_document(const message_descriptor& type, const source& input, const read_options& options,
                            bool utf8, text_style style) {
  document_options document;
  document.parse = options.parse;
  document.merge = options.merge;
  if (options.at) document.at = std::string(*options.at);
  document.print.as_utf8 = utf8;
  document.print.style = style;
  try {
    return text_document(type, std::string(input.text), document);
  } catch (const error& wrong) {
    // Python's reader counts columns in characters, as the JSON reader does.
    throw input_error(wrong, input, options.parse.style == text_style::python ? format::json : format::text);
  }
}

void warn_if_nothing_set(std::size_t written, std::string_view path) {
  if (written == 0) std::cerr << "plainproto: warning: " << path << " selects nothing; nothing was set\n";
}

// After the edits, the required fields the reader asks for: Python's readers (--style python) ask for none.
void check_required(const message_descriptor& type, const void* message, const read_options& options) {
  if (options.parse.style == text_style::python) return;
  const std::vector<std::string> missing = missing_required_fields(type, message);
  if (!missing.empty())
    throw failure::input("after the edits, required fields are missing: " + detail::join(missing, ", "));
}

exit_status set_values(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {{"-t", true},
                                {"--from", true},
                                {"--merge", false},
                                {"--utf8", false},
                                {"--at", true},
                                {"--style", true},
                                {"-o", true},
                                {"-i", false},
                                {"--fsync", false}});
  if (parsed.positional().size() < 2) throw failure::usage("expected FILE and at least one PATH=VALUE");
  const message_descriptor& type = type_option(parsed);
  const std::string_view path = parsed.positional()[0];
  const bool in_place = parsed.has("-i");
  if (in_place && parsed.has("-o")) throw failure::usage("-i and -o cannot be used together");
  if (in_place && path == "-") throw failure::usage("-i needs a FILE, not standard input");
  std::vector<assignment> assignments;
  for (std::size_t i = 1; i < parsed.positional().size(); ++i)
    assignments.push_back(split_assignment(parsed.positional()[i]));

  read_options options = reading(parsed, path);
  // The required fields are checked after the edits (check_required), which may be what sets them.
  options.parse.allow_partial = true;
  if (options.from != format::text && parsed.has("--utf8")) throw failure::usage("--utf8 applies to text format");
  if (options.from == format::binary && !in_place) refuse_binary_to_terminal(parsed.value("-o"));
  const source input = read_source(path);
  const std::optional<std::string_view> output = in_place ? std::optional<std::string_view>(path) : parsed.value("-o");
  // What is printed anew follows the file's style unless --style says which.
  const text_style style = parsed.has("--style") ? options.parse.style : detect_style(input.text, options.from);
  if (options.from == format::text) {
    text_document document = read_document(type, input, options, parsed.has("--utf8"), style);
    std::vector<std::string> paths;
    for (const assignment& edit : assignments) paths.push_back(relative_to_block(edit.path, type, options.at));
    std::vector<std::pair<std::string_view, std::string_view>> edits;
    for (std::size_t i = 0; i < assignments.size(); ++i) edits.emplace_back(paths[i], assignments[i].value);
    const std::vector<std::size_t> written = document.set(edits);
    for (std::size_t i = 0; i < assignments.size(); ++i) warn_if_nothing_set(written[i], assignments[i].path);
    check_required(type, document.message(), options);
    write_output(output, document.text(), sync_option(parsed));
    return success;
  }

  const owned_message message(type);
  read_message(type, message.get(), input, options);
  for (const assignment& edit : assignments) {
    const std::string relative = relative_to_block(edit.path, type, options.at);
    warn_if_nothing_set(set(type, message.get(), relative, edit.value, options.parse.style), edit.path);
  }
  check_required(type, message.get(), options);
  std::string document;
  try {
    document = rewritten_document(type, message.get(), input, options, style);
  } catch (const error& wrong) {  // the --at member to rewrite, shown in the input
    throw input_error(wrong, input, options.from);
  }
  write_output(output, document, sync_option(parsed));
  return success;
}

}  // namespace

const command get_command{
    "get",
    "print the values that edit_config paths select",
    "usage: plainproto get -t TYPE [--from text|json|binary] [--merge] [--allow-unknown] [--allow-partial]\n"
    "                      [--utf8] [--style cpp|python] [--at FIELD] FILE PATH...\n"
    "Reads FILE (- for standard input; text format unless --from says otherwise or the name ends in .json\n"
    "(JSON) or .pb, .bin, .binpb (binary))\n"
    "as a TYPE message and prints every value each PATH selects, one per line, as text format writes\n"
    "values: 0.001, \"a string\", MirroredStrategy, a message as `{ a: 1 b { c: 2 } }`, a whole repeated\n"
    "field as `[1, 2]`. Unset fields print their defaults.\n"
    "PATH is EasyRec's edit_config language: dotted field names, and after a repeated field a selector:\n"
    "  [i] (negative from the end), [:], [a:b] (a Python slice), or a condition [subpath OP literal] with OP\n"
    "  one of >= <= > < = (the subpath may be dotted; empty compares the element itself).\n"
    "  e.g. optimizer_config[0].adam_optimizer.beta1   optimizer_config[use_moving_average=true]\n"
    "  -t TYPE            the message type: a full name (protos.TrainConfig) or a unique short one (TrainConfig)\n"
    "  --merge            read FILE in merge mode (a field given twice keeps the last value)\n"
    "  --allow-unknown    skip fields TYPE does not have\n"
    "  --allow-partial    read FILE with required fields missing (text and binary input)\n"
    "  --utf8             print UTF-8 in strings unescaped\n"
    "  --style python     read FILE and print values as Python protobuf does (32768.0); cpp is the default\n"
    "  --at FIELD         read the top-level `FIELD { ... }` block (JSON: FIELD member) of a larger file; PATH\n"
    "                     may then start with `FIELD.` (train_config.num_steps), as EasyRec's paths do\n"
    "Exit status: 0 done, 1 bad input or a PATH that does not fit TYPE, 2 bad usage.\n",
    get_values};

const command set_command{
    "set",
    "edit a config with edit_config paths",
    "usage: plainproto set -t TYPE [--from text|json|binary] [--merge] [--utf8] [--style cpp|python] [--at FIELD]\n"
    "                      FILE PATH=VALUE... [-o OUT | -i] [--fsync]\n"
    "Reads FILE (- for standard input) as a TYPE message, sets every field each PATH selects to VALUE (the\n"
    "edits apply in order) and writes the result to standard output, OUT, or back to FILE (-i).\n"
    "Text format is edited in place: a changed value has only its bytes rewritten; a field the file lacks is\n"
    "inserted among its siblings (in field-number order where the block is in that order, else after the last\n"
    "field) with their indentation; a message or whole repeated field the edit replaces is printed anew where\n"
    "it was; a field that is gone has its lines removed. Comments, blank lines, indentation, separators, line\n"
    "endings and the spelling of every other value stay as they are.\n"
    "JSON (.json or --from json) is written anew, with the .proto field names, indented, as EasyRec's\n"
    "convert_config_format writes it; binary is written anew (not to a terminal: use -o or -i).\n"
    "PATH is as in `plainproto get --help`; \"a;b=1;2\" sets a to 1 and b to 2. VALUE is a text-format value\n"
    "converted to the field's type (1e-3, 0x10, enum names, true/false, quoted or bare strings); a whole\n"
    "repeated field takes a text-format list ([1, 2], [\"a\", \"b\"]: strings quoted); a message takes text format,\n"
    "with or without one outer { } (\"{}\" leaves it empty but present); writing inside another member of a oneof\n"
    "switches the oneof. The required fields must be set after the edits, not before.\n"
    "  -t TYPE            the message type: a full name (protos.TrainConfig) or a unique short one (TrainConfig)\n"
    "  --merge            read FILE in merge mode (a field given twice keeps the last value)\n"
    "  --utf8             write UTF-8 in new strings unescaped (as EasyRec saves configs; the default where the\n"
    "                     file already has unescaped UTF-8 in its strings)\n"
    "  --style python     read FILE as Python protobuf does and print new values as it does; without --style,\n"
    "                     new values follow the file (Python's when it spells a float 10.0, or JSON is\n"
    "                     indented by two)\n"
    "  --at FIELD         edit the top-level `FIELD { ... }` block(s) (JSON: FIELD member) of a larger file;\n"
    "                     nothing outside them changes; PATH may start with `FIELD.`\n"
    "  -o OUT             write OUT; -i rewrites FILE. Files are written atomically: a failed run leaves them as\n"
    "                     they were.\n"
    "  --fsync            wait until the written file is on the disk (survives a power loss; slower)\n"
    "A PATH that selects nothing (an empty slice, a condition nothing meets) is a warning, not an error.\n"
    "Exit status: 0 done, 1 bad input or a PATH or VALUE that does not fit TYPE, 2 bad usage.\n",
    set_values};

}  // namespace cli
}  // namespace plainproto
