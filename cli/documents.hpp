// plainproto command-line tool: what the commands that read and write messages share: finding the type
// named by -t, reading a file or standard input, the --at FIELD block, showing an error under its source line,
// writing output atomically.
#pragma once

#include <cstddef>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/detail/text_block.hpp>
#include <plainproto/plainproto.hpp>

#include "cli.hpp"

namespace plainproto {
namespace cli {

// -t TYPE: a full name (protos.TrainConfig), or the end of exactly one full name after a dot (TrainConfig,
// Kafka.Consumer).
inline const message_descriptor& find_type(std::string_view name) {
  if (const message_descriptor* exact = schemas::find_message(name)) return *exact;
  std::vector<std::string_view> matches;
  const message_descriptor* found = nullptr;
  for (const package_descriptor& package : schemas::packages()) {
    for (const message_descriptor* message : package.messages) {
      const std::string_view full = message->full_name;
      if (full.size() > name.size() && full.substr(full.size() - name.size()) == name &&
          full[full.size() - name.size() - 1] == '.') {
        matches.push_back(full);
        found = message;
      }
    }
  }
  if (matches.size() == 1) return *found;
  if (matches.empty()) throw usage_error("unknown type \"" + std::string(name) + "\"; plainproto types lists them");
  std::string names;
  for (const std::string_view match : matches) names.append(names.empty() ? "" : ", ").append(match);
  throw usage_error("type \"" + std::string(name) + "\" is ambiguous: " + names);
}

inline const message_descriptor& type_option(const arguments& parsed) {
  const std::optional<std::string_view> name = parsed.value("-t");
  if (!name) throw usage_error("-t TYPE is required");
  return find_type(*name);
}

// A file's text and the name errors report it under.
struct source {
  std::string name;
  std::string text;
};

inline source read_source(std::string_view path) {
  if (path == "-") return {"<stdin>", std::string(std::istreambuf_iterator<char>(std::cin), {})};
  return {std::string(path), read_file(std::string(path))};
}

// Tabs advance to the next multiple of 8, as the tokenizer counts columns.
inline std::string expand_tabs(std::string_view line) {
  std::string out;
  for (const char c : line) {
    if (c == '\t')
      out.append(8 - out.size() % 8, ' ');
    else
      out.push_back(c);
  }
  return out;
}

// `FILE:LINE:COL: error: MESSAGE`, then the source line and a caret under the column.
inline void show_error(const error& failure, const source& input) {
  std::cerr << input.name;
  if (failure.line() != 0) std::cerr << ':' << failure.line() << ':' << failure.column();
  std::cerr << ": error: " << failure.message() << '\n';
  if (failure.line() == 0) return;
  std::size_t begin = 0;
  for (std::size_t line = 1; line < failure.line(); ++line) {
    begin = input.text.find('\n', begin);
    if (begin == std::string::npos) return;
    ++begin;
  }
  std::size_t end = input.text.find('\n', begin);
  if (end == std::string::npos) end = input.text.size();
  if (end > begin && input.text[end - 1] == '\r') --end;
  std::cerr << expand_tabs(std::string_view(input.text).substr(begin, end - begin)) << '\n'
            << std::string(failure.column() > 0 ? failure.column() - 1 : 0, ' ') << "^\n";
}

struct read_options {
  text_parse_options parse;
  bool merge = false;
  std::optional<std::string_view> at;  // --at FIELD
};

// The text the message is parsed from: the whole file, or only the contents of its top-level `FIELD { }`
// blocks (several are merged, as protobuf merges a repeated singular message), positions unchanged.
inline std::vector<detail::text_block> at_blocks(const source& input, std::string_view field) {
  std::vector<detail::text_block> blocks = detail::find_top_level_blocks(input.text, field);
  if (blocks.empty())
    throw error(error_code::unknown_field, "no top-level \"" + std::string(field) + " { ... }\" block");
  return blocks;
}

// Parses the input into `message` (of `type`); on error shows it and throws input_failed.
inline void read_message(const message_descriptor& type, void* message, const source& input,
                         const read_options& options) {
  try {
    if (options.at) {
      const std::string only_blocks = detail::keep_only_blocks(input.text, at_blocks(input, *options.at));
      read_text(type, message, only_blocks, options.parse, options.merge);
    } else {
      read_text(type, message, input.text, options.parse, options.merge);
    }
  } catch (const error& failure) {
    show_error(failure, input);
    throw input_failed{};
  }
}

// Standard output for no path or "-", else the file, written atomically.
inline void write_output(std::optional<std::string_view> path, const std::string& content) {
  if (!path || *path == "-")
    std::cout << content;
  else
    write_file_atomically(std::string(*path), content);
}

inline std::string print_text_output(const message_descriptor& type, const void* message,
                                     const text_print_options& options) {
  std::string out = print_text(type, message, options);
  if (options.single_line && !out.empty()) out += '\n';
  return out;
}

}  // namespace cli
}  // namespace plainproto
