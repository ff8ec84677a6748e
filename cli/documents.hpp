// plainproto command-line tool: what the commands that read and write messages share: finding the type
// named by -t, reading text format, JSON or binary from a file or standard input, the --at FIELD block,
// showing an error under its source line, writing output atomically.
#pragma once

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <filesystem>
#include <system_error>
#endif

#include <plainproto/detail/common/char_scan.hpp>
#include <plainproto/detail/common/join.hpp>
#include <plainproto/detail/common/source_position.hpp>
#include <plainproto/detail/common/utf8.hpp>
#include <plainproto/detail/json/info.hpp>
#include <plainproto/detail/text/block.hpp>
#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>
#include <plainproto/python_style.hpp>

#include "cli.hpp"
#include "heap.hpp"

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
  if (matches.empty()) throw failure::usage("unknown type \"" + std::string(name) + "\"; plainproto types lists them");
  throw failure::usage("type \"" + std::string(name) + "\" is ambiguous: " + detail::join(matches, ", "));
}

inline const message_descriptor& type_option(const arguments& parsed) {
  const std::optional<std::string_view> name = parsed.value("-t");
  if (!name) throw failure::usage("-t TYPE is required");
  return find_type(*name);
}

enum class format { text, json, binary };

inline std::string_view name_of(format kind) {
  return kind == format::text ? "text" : kind == format::json ? "json" : "binary";
}

// --style cpp|python: whose text format and JSON to read and write (libprotobuf's, the default, or Python
// protobuf's).
inline text_style style_option(const arguments& parsed) {
  const std::optional<std::string_view> style = parsed.value("--style");
  if (!style || *style == "cpp") return text_style::cpp;
  if (*style == "python") return text_style::python;
  throw failure::usage("--style must be cpp or python, not \"" + std::string(*style) + "\"");
}

inline format format_named(std::string_view option, std::string_view name) {
  for (const format kind : {format::text, format::json, format::binary})
    if (name == name_of(kind)) return kind;
  throw failure::usage(std::string(option) + " must be text, json or binary, not \"" + std::string(name) + "\"");
}

inline bool has_extension(std::string_view path, std::string_view extension) {
  return path.size() > extension.size() && path.substr(path.size() - extension.size()) == extension;
}

// --from, or the file's extension: .json is JSON, .pb, .bin and .binpb binary, anything else text format.
inline format input_format(const arguments& parsed, std::string_view path) {
  if (const std::optional<std::string_view> from = parsed.value("--from")) return format_named("--from", *from);
  if (has_extension(path, ".json")) return format::json;
  for (const std::string_view binary : {".pb", ".bin", ".binpb"})
    if (has_extension(path, binary)) return format::binary;
  return format::text;
}

// Binary output goes to a terminal only when `-o -` asks for it.
inline void refuse_binary_to_terminal(std::optional<std::string_view> out) {
#if defined(__unix__) || defined(__APPLE__)
  if (!out && ::isatty(STDOUT_FILENO) != 0)
    throw failure::usage("binary output is not written to a terminal; give -o FILE, or -o - to force it");
#else
  static_cast<void>(out);
#endif
}

// The style a config was written in: Python's when it spells a number as Python's printers do and libprotobuf's
// never would, an integral float as `N.0` (outside strings and comments), or (JSON) when its first nested line is
// indented by two spaces (MessageToJson; libprotobuf indents by one); otherwise libprotobuf's.
inline text_style detect_style(std::string_view text, format kind) {
  if (kind == format::json) {
    const std::size_t newline = text.find('\n');
    if (newline != std::string_view::npos && text.substr(newline + 1, 3) == "  \"") return text_style::python;
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"' || c == '\'') {
      for (++i; i < text.size() && text[i] != c && text[i] != '\n'; ++i)
        if (text[i] == '\\') ++i;
    } else if (c == '#' && kind == format::text) {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '.' && i > 0 && text[i - 1] >= '0' && text[i - 1] <= '9' && i + 1 < text.size() &&
               text[i + 1] == '0') {
      const char after = i + 2 < text.size() ? text[i + 2] : '\n';
      const bool ends_number = !((after >= '0' && after <= '9') || (after >= 'a' && after <= 'z') ||
                                 (after >= 'A' && after <= 'Z') || after == '_' || after == '.');
      std::size_t start = i;
      while (start > 0 && text[start - 1] >= '0' && text[start - 1] <= '9') --start;
      const char before = start > 0 ? text[start - 1] : ' ';
      const bool starts_number = !((before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') ||
                                   before == '_' || before == '.');
      if (ends_number && starts_number) return text_style::python;
    }
  }
  return text_style::cpp;
}

// A file's text and the name errors report it under. `text` views `storage`: the file mapped into memory, or
// what was read of it.
struct source {
  std::string name;
  std::string_view text;
  std::shared_ptr<const void> storage;
};

inline source source_read(std::string name, std::string text) {
  auto storage = std::make_shared<const std::string>(std::move(text));
  return {std::move(name), *storage, storage};
}

// Gives back what holds the input (the file's mapping, or the string read) once the message is read from it. A
// binary output is whole in memory before it is written (the writer works back to front), and would otherwise
// come on top of the input: 4 MB more at the peak for the 8.5 MB text job.
inline void release_input(source& input) noexcept {
  input.text = {};
  input.storage.reset();
}

// An input longer than plainproto::max_input_size is refused, in the words of the library's read_file.
[[noreturn]] inline void report_too_large(const std::string& name) {
  throw failure::input(plainproto::detail::input_too_large(name));
}

// The rest of `file`, read into a string sized once when the file's size is known (`expected_size`): a string
// grown block by block doubles its buffer, copying the text and touching twice its pages, which for a large
// config costs more than parsing it.
inline std::string read_stream(std::FILE* file, std::size_t expected_size, const std::string& name) {
  constexpr std::size_t block = 65536;
  std::string content(expected_size + 1, '\0');  // + 1: the read that finds the end need not grow the string
  std::size_t filled = 0;
  for (;;) {
    filled += std::fread(content.data() + filled, 1, content.size() - filled, file);
    if (filled > plainproto::max_input_size) report_too_large(name);
    if (filled < content.size()) break;
    content.resize(std::min(content.size() + std::max(block, content.size() / 2), plainproto::max_input_size + 1));
  }
  if (std::ferror(file) != 0) throw failure::input("cannot read " + name + ": " + std::strerror(errno));
  content.resize(filled);
  return content;
}

#if defined(__unix__) || defined(__APPLE__)
// A regular file is mapped rather than read: reading copies it into fresh pages, which for an 8.5 MB config
// cost an eighth of the conversion's CPU time (bench/README.md). A mapped file that another program truncates while
// it is parsed faults (SIGBUS) on the pages past its new end; the tool then says so and exits with bad_input.
inline char mapped_file_changed[600];
inline std::size_t mapped_file_changed_size = 0;

inline void report_mapped_file_changed(int) {
  static_cast<void>(::write(STDERR_FILENO, mapped_file_changed, mapped_file_changed_size));
  ::_exit(bad_input);
}

// The file's `size` bytes mapped read-only; null when it cannot be mapped.
inline std::shared_ptr<const void> map_file(int fd, std::size_t size, const std::string& name) {
  void* const address = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (address == MAP_FAILED) return nullptr;
  const std::string message = "plainproto: " + name.substr(0, 400) + " changed while it was read\n";
  std::memcpy(mapped_file_changed, message.data(), message.size());
  mapped_file_changed_size = message.size();
  struct sigaction action {};
  action.sa_handler = report_mapped_file_changed;
  ::sigaction(SIGBUS, &action, nullptr);
  return std::shared_ptr<const void>(address, [size](const void* mapped) { ::munmap(const_cast<void*>(mapped), size); });
}
#endif

inline source read_source(std::string_view path) {
  if (path == "-") return source_read("<stdin>", read_stream(stdin, 0, "<stdin>"));
  const std::string name(path);
  std::FILE* const file = std::fopen(name.c_str(), "rb");
  if (file == nullptr) throw failure::input("cannot open " + name + ": " + std::strerror(errno));
  const std::unique_ptr<std::FILE, int (*)(std::FILE*)> closing(file, std::fclose);
#if defined(__unix__) || defined(__APPLE__)
  struct stat status {};
  const bool regular = ::fstat(::fileno(file), &status) == 0 && S_ISREG(status.st_mode);
  const std::size_t size = regular ? static_cast<std::size_t>(status.st_size) : 0;
  if (size > plainproto::max_input_size) report_too_large(name);
  prepare_heap_for(size);
  if (size > 0)
    if (std::shared_ptr<const void> mapped = map_file(::fileno(file), size, name))
      return {name, std::string_view(static_cast<const char*>(mapped.get()), size), mapped};
#else
  std::error_code no_size;
  const std::uintmax_t file_size = std::filesystem::file_size(name, no_size);
  const std::size_t size = no_size ? 0 : static_cast<std::size_t>(file_size);
  if (size > plainproto::max_input_size) report_too_large(name);
#endif
  return source_read(name, read_stream(file, size, name));
}

// A control character of the input is not written to the terminal as it is: an escape sequence in a config
// would act on the terminal (colour, cursor, title) rather than show where the error is.
inline bool is_control(char c) noexcept {
  const auto byte = static_cast<unsigned char>(c);
  return (byte < 0x20 && c != '\t') || byte == 0x7f;
}
inline std::string visible_control(char c) {
  static constexpr char hex[] = "0123456789abcdef";
  const auto byte = static_cast<unsigned char>(c);
  return {'\\', 'x', hex[byte >> 4], hex[byte & 0xf]};
}
// The text with its control characters (tabs and line breaks apart) shown as \xHH.
inline std::string with_visible_controls(std::string_view text) {
  std::string shown;
  shown.reserve(text.size());
  for (const char c : text) {
    if (is_control(c) && c != '\n')
      shown += visible_control(c);
    else
      shown.push_back(c);
  }
  return shown;
}

// The source line of an error and, under it, a caret under the character the error is at. Where that is: the
// text-format tokenizer counts a column a byte, a tab to the next multiple of 8; the JSON reader and Python's
// count code points, a tab as one. What is shown: tabs expanded to the next multiple of 8 characters, and of a
// long line (minified JSON, a generated file) only the part around the error, "..." marking what is cut;
// control characters as \xHH.
inline std::string pointed_line(std::string_view line, std::size_t column, format kind) {
  std::size_t at = 0;
  for (std::size_t counted = 0; at < line.size(); ++at) {
    if (kind == format::text) {
      if (counted + 1 >= column) break;
      counted = line[at] == '\t' ? detail::next_tab_stop(counted) : counted + 1;
    } else if (!detail::is_utf8_continuation(line[at])) {
      if (counted + 1 >= column) break;
      ++counted;
    }
  }
  constexpr std::size_t longest_shown = 160;  // bytes
  constexpr std::size_t shown_before = 60;
  std::size_t from = 0;
  std::size_t to = line.size();
  if (line.size() > longest_shown) {
    from = at > shown_before ? at - shown_before : 0;
    to = std::min(line.size(), from + 2 * shown_before);
    while (from < at && detail::is_utf8_continuation(line[from])) ++from;
    while (to < line.size() && detail::is_utf8_continuation(line[to])) ++to;
  }
  std::string shown = from > 0 ? "..." : "";
  std::size_t width = shown.size();  // in characters
  std::size_t caret = std::string::npos;
  for (std::size_t i = from; i < to; ++i) {
    if (i >= at && caret == std::string::npos) caret = width;
    if (line[i] == '\t') {
      shown.append(detail::next_tab_stop(width) - width, ' ');
      width = detail::next_tab_stop(width);
    } else if (is_control(line[i])) {
      const std::string escaped = visible_control(line[i]);
      shown += escaped;
      width += escaped.size();
    } else {
      shown.push_back(line[i]);
      if (!detail::is_utf8_continuation(line[i])) ++width;
    }
  }
  if (caret == std::string::npos) caret = width;
  if (to < line.size()) shown += "...";
  return shown + '\n' + std::string(caret, ' ') + "^\n";
}

// The source line of a 1-based line number, without its line break; none past the end.
inline std::optional<std::string_view> source_line(std::string_view text, std::size_t number) {
  std::size_t begin = 0;
  for (std::size_t line = 1; line < number; ++line) {
    begin = text.find('\n', begin);
    if (begin == std::string_view::npos) return std::nullopt;
    ++begin;
  }
  std::size_t end = text.find('\n', begin);
  if (end == std::string_view::npos) end = text.size();
  if (end > begin && text[end - 1] == '\r') --end;
  return text.substr(begin, end - begin);
}

// libprotobuf reports a bad enum or bool value at the token after it, often on the next line: the line shown is
// then the value's (the parser notes where it is), with a caret under it and its own position. Whether it did so
// (lines has them).
inline bool show_value_before(const error& wrong, const source& input, format kind, std::string& lines) {
  if (wrong.value_line() == 0 || wrong.value_line() == wrong.line()) return false;
  const auto line = source_line(input.text, wrong.value_line());
  if (!line) return false;
  lines += pointed_line(*line, wrong.value_column(), kind);
  lines += "  the value is at " + std::to_string(wrong.value_line()) + ':' + std::to_string(wrong.value_column()) +
           " (libprotobuf's position is the token after it)\n";
  return true;
}

// The failure that shows an error in the input: `FILE:LINE:COL: error: MESSAGE`, then the source line and a
// caret under the column, then `  in field PATH` where the error is inside a field and the message does not say
// which (text-format messages are libprotobuf's, which name no path; JSON's and binary's name it).
// `note`: lines to add at the end.
inline failure input_error(const error& wrong, const source& input, format kind, const std::string& note = {}) {
  std::string lines = input.name;
  if (wrong.line() != 0) lines += ':' + std::to_string(wrong.line()) + ':' + std::to_string(wrong.column());
  lines += ": error: " + with_visible_controls(wrong.message()) + '\n';
  if (wrong.line() != 0 && !show_value_before(wrong, input, kind, lines)) {
    if (const auto line = source_line(input.text, wrong.line()))
      lines += pointed_line(*line, wrong.column(), kind);
  }
  const std::string& path = wrong.field_path();
  if (!path.empty() && wrong.message().find(path) == std::string::npos) lines += "  in field " + path + '\n';
  // libprotobuf's words for the end of the input where a field name or a } should come: an empty token.
  if (kind == format::text && !path.empty() && wrong.message() == "Expected identifier, got: ")
    lines += "  the input ends before " + path + " is closed\n";
  // Editors on Windows often save UTF-8 with a byte order mark, which libprotobuf and Python reject as a character.
  if (wrong.line() == 1 && wrong.column() == 1 && input.text.rfind("\xEF\xBB\xBF", 0) == 0)
    lines += "  the file starts with a UTF-8 byte order mark (EF BB BF); save it without one\n";
  return failure::shown(lines + note);
}

// --- JSON --at: the members of the top-level object ---------------------------------------------------------

// A member's value: its bytes, and where its key starts (1-based, columns in code points as the JSON reader).
struct json_member {
  std::size_t begin;
  std::size_t end;
  std::size_t line;
  std::size_t column;
};

// Walks the top-level JSON object far enough to find members by key; the JSON reader checks the rest.
class json_member_scanner {
 public:
  explicit json_member_scanner(std::string_view text) : text_(text) {}

  // The members whose key is `field` or its lowerCamelCase JSON name, as written (escapes not decoded).
  std::vector<json_member> find(std::string_view field) {
    const std::string json_name = detail::to_json_name(field);
    std::vector<json_member> members;
    skip_whitespace();
    expect('{');
    skip_whitespace();
    if (peek() == '}') return members;
    for (;;) {
      const std::size_t key_at = pos_;
      const std::string_view key = skip_string();
      skip_whitespace();
      expect(':');
      skip_whitespace();
      const std::size_t value_begin = pos_;
      skip_value();
      if (key == field || key == json_name) {
        const detail::source_position where = detail::code_point_position(text_, key_at);
        members.push_back({value_begin, pos_, where.line, where.column});
      }
      skip_whitespace();
      if (peek() == '}') return members;
      expect(',');
      skip_whitespace();
    }
  }

 private:
  char peek() const noexcept { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  // The whitespace the JSON reader skips.
  void skip_whitespace() {
    while (pos_ < text_.size() && detail::is_blank(text_[pos_])) ++pos_;
  }
  [[noreturn]] void fail(const std::string& message) const {
    const detail::source_position where = detail::code_point_position(text_, pos_);
    throw error(error_code::syntax, message, where.line, where.column);
  }
  void expect(char c) {
    if (peek() != c) fail(std::string("expected '") + c + "'");
    ++pos_;
  }
  std::string_view skip_string() {
    expect('"');
    const std::size_t begin = pos_;
    while (pos_ < text_.size() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
    if (pos_ >= text_.size()) fail("unterminated string");
    return text_.substr(begin, pos_++ - begin);
  }
  void skip_value() {
    if (peek() == '"') {
      skip_string();
      return;
    }
    if (peek() != '{' && peek() != '[') {
      while (pos_ < text_.size() && std::string_view(",}] \t\r\n").find(text_[pos_]) == std::string_view::npos) ++pos_;
      return;
    }
    int depth = 0;
    do {
      if (pos_ >= text_.size()) fail("unterminated object or array");
      const char c = text_[pos_];
      if (c == '"') {
        skip_string();
        continue;
      }
      if (c == '{' || c == '[') ++depth;
      if (c == '}' || c == ']') --depth;
      ++pos_;
    } while (depth > 0);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

// The JSON text with only the member's value kept, the rest before it blanked so that lines and columns stay
// the file's (a multi-byte character becomes one space: the reader counts code points).
inline std::string keep_only_json_member(std::string_view text, const json_member& member) {
  std::string kept;
  for (std::size_t i = 0; i < member.begin; ++i) {
    if (text[i] == '\n')
      kept += '\n';
    else if (!detail::is_utf8_continuation(text[i]))
      kept += ' ';
  }
  kept.append(text.substr(member.begin, member.end - member.begin));
  return kept;
}

struct read_options {
  format from = format::text;
  text_parse_options parse;  // for JSON: allow_unknown_fields; for binary: allow_unknown_fields, allow_partial
  bool merge = false;
  std::optional<std::string_view> at;  // --at FIELD
  bool unknown_fields_skippable = false;  // the command takes --allow-unknown
};

// How the command line says to read FILE: --from (or the file's name), --merge, --allow-unknown, --allow-partial,
// --at, --style. (An option a command does not take is never given.)
inline read_options reading(const arguments& parsed, std::string_view path) {
  read_options options;
  options.from = input_format(parsed, path);
  if (options.from == format::json && parsed.has("--allow-partial"))
    throw failure::usage("--allow-partial applies to text and binary input");
  if (options.from == format::binary && parsed.has("--at")) throw failure::usage("--at applies to text and JSON input");
  options.merge = parsed.has("--merge");
  options.parse.allow_unknown_fields = parsed.has("--allow-unknown");
  options.unknown_fields_skippable = parsed.takes("--allow-unknown");
  options.parse.allow_partial = parsed.has("--allow-partial");
  options.at = parsed.value("--at");
  options.parse.style = style_option(parsed);
  return options;
}

// The --at blocks (text format, its tokens read in `style`) of the input; an error when there is none.
inline std::vector<detail::text_block> at_blocks(const source& input, std::string_view field, text_style style) {
  std::vector<detail::text_block> blocks = detail::find_top_level_blocks(input.text, field, style);
  if (blocks.empty())
    throw error(error_code::unknown_field, "no top-level \"" + std::string(field) + " { ... }\" block");
  return blocks;
}

// The --at member (JSON) of the input; an error when there is none, or several (the key twice, as protobuf's
// Python json_format, EasyRec's reader, rejects too, or the key and its JSON name).
inline json_member at_member(const source& input, std::string_view field) {
  const std::vector<json_member> members = json_member_scanner(input.text).find(field);
  if (members.empty())
    throw error(error_code::unknown_field, "no member \"" + std::string(field) + "\" in the top-level JSON object");
  if (members.size() > 1)
    throw error(error_code::duplicate_field,
                "\"" + std::string(field) + "\" appears " + std::to_string(members.size()) +
                    " times in the top-level JSON object",
                members[1].line, members[1].column);
  return members[0];
}

// The message is parsed from the whole input, or with --at only from the contents of its top-level
// `FIELD { }` blocks (several are merged, as protobuf merges a singular message given twice) or the
// value of the top-level JSON object's FIELD member, positions unchanged.
inline void parse_source(const message_descriptor& type, void* message, const source& input,
                         const read_options& options) {
  if (options.from == format::binary) {
    // What libprotobuf keeps as unknown fields is an error here, as unknown fields are in the other formats,
    // unless allowed: skipped, it would be lost.
    binary_parse_options binary;
    binary.allow_partial = options.parse.allow_partial;
    binary.reject_unknown_fields = !options.parse.allow_unknown_fields;
    if (options.merge)
      merge_binary(input.text, type, message, binary);
    else
      parse_binary(input.text, type, message, binary);
    return;
  }
  if (options.from == format::json) {
    const std::string kept = options.at ? keep_only_json_member(input.text, at_member(input, *options.at)) : "";
    const std::string_view text = options.at ? std::string_view(kept) : input.text;
    json_parse_options json;
    json.ignore_unknown_fields = options.parse.allow_unknown_fields;
    json.reject_unknown_fields = !options.parse.allow_unknown_fields;  // (as binary's, above)
    json.style = options.parse.style;
    if (options.merge)
      merge_json(text, type, message, json);
    else
      parse_json(text, type, message, json);
    return;
  }
  if (options.at)
    read_text(type, message,
              detail::keep_only_blocks(input.text, at_blocks(input, *options.at, options.parse.style)), options.parse,
              options.merge);
  else
    read_text(type, message, input.text, options.parse, options.merge);
}

// Parses the input into `message` (of `type`); an error is shown in the input.
inline void read_message(const message_descriptor& type, void* message, const source& input,
                         const read_options& options) {
  try {
    parse_source(type, message, input, options);
  } catch (const error& wrong) {
    // Python's readers count columns in characters, as the JSON reader does.
    const bool character_columns = options.from == format::json || options.parse.style == text_style::python;
    // Not where a field name looks mistyped, which the message then corrects; nor for an --at block or member the
    // file lacks, an unknown field too but one with no place in the file.
    const bool read_past = wrong.line() != 0 || options.from == format::binary;
    const bool skippable = wrong.code() == error_code::unknown_field && read_past && options.unknown_fields_skippable &&
                           wrong.message().find("id you mean \"") == std::string::npos;  // (text: Did, JSON: did)
    throw input_error(wrong, input, character_columns ? format::json : format::text,
                      skippable ? "  --allow-unknown skips what " + std::string(type.full_name) + " does not have\n"
                                : std::string());
  }
}

// --fsync: the files a command writes reach the disk before it exits (write_sync::to_disk).
inline write_sync sync_option(const arguments& parsed) {
  return parsed.has("--fsync") ? write_sync::to_disk : write_sync::rename_only;
}

// Standard output for no path or "-", else the file, written atomically.
inline void write_output(std::optional<std::string_view> path, const std::string& content, write_sync sync) {
  if (!path || *path == "-")
    std::cout << content;
  else
    write_file_atomically(std::string(*path), content, sync);
}

// Room for printing a message read from `input_size` bytes without growing the string: the printers append to
// a string that doubles, copying the output and touching twice its pages. Twice the input leaves room for any
// layout; pages reserved but never written cost no memory.
inline std::size_t output_room(std::size_t input_size) { return 2 * input_size + 4096; }

// Printed output ends with a newline, which ShortDebugString and compact JSON do not write; an empty message
// printed as text stays empty.
// `printed`: the output, or its end.
inline bool needs_final_newline(std::string_view printed) noexcept { return !printed.empty() && printed.back() != '\n'; }

// `room`: what to reserve.
inline std::string print_text_output(const message_descriptor& type, const void* message,
                                     const text_print_options& options, std::size_t room = 0) {
  std::string out;
  out.reserve(room);
  print_text(type, message, out, options);
  if (needs_final_newline(out)) out += '\n';
  return out;
}

inline std::string print_json_output(const message_descriptor& type, const void* message,
                                     const json_print_options& options, std::size_t room = 0) {
  std::string out;
  out.reserve(room);
  print_json(type, message, out, options);
  if (needs_final_newline(out)) out += '\n';
  return out;
}

// What print_text_output or print_json_output prints, written to OUT (standard output for none or "-").
// A file is printed into a piece at a time (print_into, given detail::printed_file's sink); standard output gets the
// output whole (print_whole), so that a failure prints nothing.
template <class PrintWhole, class PrintInto>
void write_printed_output(std::optional<std::string_view> path, write_sync sync, PrintWhole print_whole,
                          PrintInto print_into) {
  if (!path || *path == "-") return write_output(path, print_whole(), sync);
  detail::printed_file file{std::string(*path)};
  print_into(file.sink());
  if (needs_final_newline(file.end())) file.put("\n");
  file.commit(sync);
}

inline void write_text_output(std::optional<std::string_view> path, const message_descriptor& type,
                              const void* message, const text_print_options& options, std::size_t room,
                              write_sync sync) {
  write_printed_output(
      path, sync, [&] { return print_text_output(type, message, options, room); },
      [&](detail::output_sink sink) {
        detail::text_printer printer(options, sink);
        printer.print_message(type, message);
        printer.finish();
      });
}

// The message's bytes written to OUT: a file receives them as the writer made them, without a string of the whole.
inline void write_binary_output(std::optional<std::string_view> path, const message_descriptor& type,
                                const void* message, write_sync sync) {
  if (!path || *path == "-") return write_output(path, serialize(type, message), sync);
  detail::printed_file file{std::string(*path)};
  detail::serialize_into(type, message, file.sink());
  file.commit(sync);
}

inline void write_json_output(std::optional<std::string_view> path, const message_descriptor& type,
                              const void* message, const json_print_options& options, std::size_t room,
                              write_sync sync) {
  const auto print_whole = [&] { return print_json_output(type, message, options, room); };
  write_printed_output(path, sync, print_whole, [&](detail::output_sink sink) {
    if (options.style == text_style::python)
      detail::python_print_json(sink, detail::json_info(type), message, options);
    else
      detail::json_printer(sink, options).print_root(detail::json_info(type), message);
  });
}

}  // namespace cli
}  // namespace plainproto
