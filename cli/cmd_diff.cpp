// plainproto diff: what differs between two configs of one type, by meaning rather than by text.
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/diff.hpp>
#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>

#include "cli.hpp"
#include "documents.hpp"
#include "unified_diff.hpp"

namespace plainproto {
namespace cli {
namespace {

// --from for both files, else each file on its own: by its name (.json, .pb, .bin, .binpb), and a file whose first
// byte other than JSON whitespace is '{' is JSON (a text-format message cannot start with one); anything else is
// text format.
format format_of(const arguments& parsed, const source& input) {
  const format named = input_format(parsed, input.name);
  if (parsed.has("--from") || named != format::text) return named;
  const std::size_t first = input.text.find_first_not_of(" \t\r\n");
  return first != std::string::npos && input.text[first] == '{' ? format::json : format::text;
}

exit_status compare(const std::vector<std::string_view>& args) {
  const arguments parsed(
      args,
      {{"-t", true}, {"--from", true}, {"--merge", false}, {"--allow-unknown", false}, {"--allow-partial", false},
       {"--utf8", false}, {"--at", true}, {"--style", true}, {"--unified", false}});
  if (parsed.positional().size() != 2) throw failure::usage("expected two files, A and B");
  if (parsed.positional()[0] == "-" && parsed.positional()[1] == "-")
    throw failure::usage("only one of A and B can be standard input");
  const message_descriptor& type = type_option(parsed);
  if (const std::optional<std::string_view> from = parsed.value("--from")) format_named("--from", *from);

  const owned_message first(type), second(type);
  void* const messages[] = {first.get(), second.get()};
  std::vector<source> inputs;
  for (void* const message : messages) {
    inputs.push_back(read_source(parsed.positional()[inputs.size()]));
    read_options options = reading(parsed, inputs.back().name);
    options.from = format_of(parsed, inputs.back());
    if (options.from == format::json && parsed.has("--allow-partial"))
      throw failure::usage("--allow-partial applies to text and binary input; " + inputs.back().name + " is JSON");
    read_message(type, message, inputs.back(), options);
  }

  text_print_options print;
  print.as_utf8 = parsed.has("--utf8");
  print.style = style_option(parsed);
  std::string out;
  if (parsed.has("--unified")) {
    out = unified_diff(print_text(type, messages[0], print), print_text(type, messages[1], print), inputs[0].name,
                       inputs[1].name);
  } else {
    for (const field_difference& difference : diff(type, messages[0], messages[1], print))
      out.append(diff_line(difference)).append("\n");
  }
  std::cout << out;
  return out.empty() ? success : inputs_differ;
}

}  // namespace

const command diff_command{
    "diff", "compare two configs field by field",
    "usage: plainproto diff -t TYPE [--from text|json|binary] [--merge] [--allow-unknown] [--allow-partial]\n"
    "                       [--utf8] [--at FIELD] [--style cpp|python] [--unified] A B\n"
    "Reads A and B (one of them may be - for standard input) as TYPE messages and prints one line for each\n"
    "field that differs, in field-number order:\n"
    "  optimizer_config[0].adam_optimizer.beta1: 0.9 -> 0.85    set in both, to different values\n"
    "  + incr_save_config.fs {}                                 set only in B\n"
    "  - freeze_gradient[2]: \"c.*\"                              set only in A\n"
    "Field order, number spelling, quoting and comments are not differences; presence is (an unset field and\n"
    "one set to its default differ). Repeated fields are compared element by element by index. Values are\n"
    "spelled as `plainproto get` spells them, so PATH=VALUE of a changed line can be given to `plainproto set`.\n"
    "Floating-point values are the same when they print the same: nan = nan, -0 = -0, 0 != -0.\n"
    "Each file is text format, JSON or binary on its own: JSON when --from json is given, the name ends in\n"
    "  .json, or the file starts with '{'; binary when --from binary is given or the name ends in .pb, .bin or\n"
    "  .binpb.\n"
    "  -t TYPE            the message type: a full name (protos.TrainConfig) or a unique short one (TrainConfig)\n"
    "  --merge            read text files in merge mode (a field given twice keeps the last value)\n"
    "  --allow-unknown    skip fields TYPE does not have\n"
    "  --allow-partial    read A and B with required fields missing (text and binary input)\n"
    "  --utf8             print UTF-8 in strings unescaped\n"
    "  --at FIELD         compare the top-level `FIELD { ... }` blocks (JSON: FIELD members) of larger files\n"
    "  --style python     read A and B and spell values as Python protobuf does (10.0); cpp is the default\n"
    "  --unified          print a unified diff of the two messages in text format (as print_text writes them)\n"
    "                     instead\n"
    "Exit status: 0 the messages are the same (nothing printed), 1 they differ, or a file cannot be read or\n"
    "does not parse (shown on standard error as FILE:LINE:COL: error: MESSAGE), 2 bad usage.\n",
    compare};

}  // namespace cli
}  // namespace plainproto
