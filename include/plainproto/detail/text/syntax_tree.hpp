// plainproto: the syntax of a text-format file as it is written: every field entry with the offsets of its
// name, ':', value and separator, and values down to their tokens (nested blocks, lists, runs of string
// literals). Between two tokens there is only whitespace and comments, so these offsets are all that a
// format-preserving editor (document.hpp) and the formatter (format.hpp) need: the bytes between tokens
// are what they keep or lay out. The tokens are read by the text-format tokenizer, with libprotobuf's rules, or in
// Python style by Python's (python_syntax.hpp, installed by python_style.hpp): read_syntax chooses.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/python_style_slot.hpp"
#include "../../options.hpp"
#include "tokenizer.hpp"

namespace plainproto {
namespace detail {

inline constexpr std::size_t no_offset = static_cast<std::size_t>(-1);

// [begin, end) bytes of one token.
struct syntax_span {
  std::size_t begin;
  std::size_t end;
};

enum class syntax_kind : unsigned char {
  scalar,  // a number, identifier, '-' and a number, or a run of string literals
  message,  // { ... } or < ... >, and the whole file
  list,  // [ ... ]
  skipped,  // a value not read for its structure (the other top-level blocks around an --at block)
};

struct syntax_entry;

struct syntax_value {
  syntax_kind kind = syntax_kind::scalar;
  std::size_t begin = 0;  // the first token, or the opening delimiter
  std::size_t end = 0;  // one past the last token, or past the closing delimiter
  std::vector<syntax_span> tokens;  // scalar: each of its tokens
  std::vector<syntax_entry> entries;  // message: its fields as written
  std::vector<syntax_value> elements;  // list: its values
};

struct syntax_entry {
  std::size_t begin = 0;  // the field name, or the '[' of an extension name
  std::size_t name_end = 0;  // one past the name (past the ']' of an extension name)
  std::size_t colon = no_offset;
  syntax_value value;
  std::size_t separator = no_offset;  // the ',' or ';' that ends the field
  std::size_t end = 0;  // one past the separator, else past the value
  const field_descriptor* field = nullptr;  // filled in by resolve_fields; null for fields the type lacks

  std::string_view name(std::string_view text) const { return text.substr(begin, name_end - begin); }
};

// Reads a whole file into its syntax tree: the root is a message value spanning the file. With only_field
// set, the top-level entries of other names are not read for their structure (kind skipped) and only need
// balanced brackets, as `--at FIELD` requires of the blocks around the one it works on. Tokenizer: text_tokenizer,
// or one with its current(), current_is(), next(), position_of() and static fail().
template <class Tokenizer>
class basic_syntax_reader {
 public:
  basic_syntax_reader(std::string_view text, int recursion_limit, std::string_view only_field = {})
      : text_(text),
        tokenizer_(text),
        depth_left_(recursion_limit),
        recursion_limit_(recursion_limit),
        only_field_(only_field) {}

  syntax_value read() {
    syntax_value root;
    root.kind = syntax_kind::message;
    try {
      tokenizer_.next();
      while (current().type != token_type::end) root.entries.push_back(read_entry(true));
    } catch (text_failure& failure) {
      const source_position where = tokenizer_.position_of(failure.offset);
      throw error(failure.code, std::move(failure.message), where.line, where.column);
    }
    root.end = text_.size();
    return root;
  }

 private:
  const token& current() const noexcept { return tokenizer_.current(); }
  bool at(char symbol) const noexcept { return current().type == token_type::symbol && tokenizer_.current_is(symbol); }
  std::size_t token_end() const noexcept { return current().offset + current().text.size(); }
  [[noreturn]] void fail(const std::string& message) const { Tokenizer::fail(message, current().offset); }
  [[noreturn]] void fail_expected(std::string_view what) const {
    fail("Expected " + std::string(what) + ", found \"" + std::string(current().text) + "\".");
  }
  // Consumes the current token; returns where it ended.
  std::size_t take() {
    const std::size_t end = token_end();
    tokenizer_.next();
    return end;
  }
  void enter_nesting() {
    if (--depth_left_ < 0)
      fail("Message is too deep, the parser exceeded the configured recursion limit of " +
           std::to_string(recursion_limit_) + ".");
  }

  syntax_entry read_entry(bool top_level) {
    syntax_entry entry;
    entry.begin = current().offset;
    if (at('[')) {
      // [extension.name] or [type.googleapis.com/package.Type]
      take();
      for (;;) {
        if (current().type != token_type::identifier) fail_expected("an identifier");
        take();
        if (!at('.') && !at('/')) break;
        take();
      }
      if (!at(']')) fail_expected("\"]\"");
      entry.name_end = take();
    } else if (current().type == token_type::identifier || current().type == token_type::integer) {
      entry.name_end = take();
    } else {
      fail("Expected identifier, got: " + std::string(current().text));
    }
    if (at(':')) {
      entry.colon = current().offset;
      take();
    }
    const bool skipped = top_level && !only_field_.empty() && entry.name(text_) != only_field_;
    if (skipped)
      skip_value(entry.value);
    else
      read_value(entry.value, entry.colon != no_offset);
    entry.end = entry.value.end;
    if (at(';') || at(',')) {
      entry.separator = current().offset;
      entry.end = take();
    }
    return entry;
  }

  void read_value(syntax_value& value, bool after_colon) {
    value.begin = current().offset;
    if (at('{') || at('<')) {
      read_message(value);
    } else if (at('[')) {
      read_list(value);
    } else {
      if (!after_colon) fail_expected("\":\"");
      read_scalar(value);
    }
  }

  void read_message(syntax_value& value) {
    enter_nesting();
    value.kind = syntax_kind::message;
    const char closing = at('<') ? '>' : '}';
    take();
    while (!at('}') && !at('>')) {
      if (current().type == token_type::end) fail_expected("\"" + std::string(1, closing) + "\"");
      value.entries.push_back(read_entry(false));
    }
    if (!at(closing)) fail_expected("\"" + std::string(1, closing) + "\"");
    value.end = take();
    ++depth_left_;
  }

  void read_list(syntax_value& value) {
    enter_nesting();
    value.kind = syntax_kind::list;
    take();
    if (!at(']')) {
      for (;;) {
        syntax_value& element = value.elements.emplace_back();
        element.begin = current().offset;
        if (at('{') || at('<'))
          read_message(element);
        else
          read_scalar(element);
        if (at(']')) break;
        if (!at(',')) fail_expected("\",\" or \"]\"");
        take();
      }
    }
    value.end = take();
    ++depth_left_;
  }

  void read_scalar(syntax_value& value) {
    value.kind = syntax_kind::scalar;
    if (current().type == token_type::string) {
      while (current().type == token_type::string) {
        value.tokens.push_back({current().offset, token_end()});
        value.end = take();
      }
      return;
    }
    if (at('-')) {
      value.tokens.push_back({current().offset, token_end()});
      take();
    }
    const token_type type = current().type;
    if (type != token_type::identifier && type != token_type::integer && type != token_type::floating)
      fail_expected("a value");
    value.tokens.push_back({current().offset, token_end()});
    value.end = take();
  }

  // A value only walked over: a run of strings, brackets balanced whatever lies between, or one token.
  void skip_value(syntax_value& value) {
    value.kind = syntax_kind::skipped;
    value.begin = current().offset;
    if (current().type == token_type::string) {
      while (current().type == token_type::string) value.end = take();
      return;
    }
    if (!at('{') && !at('<') && !at('[')) {
      read_scalar(value);
      value.kind = syntax_kind::skipped;
      return;
    }
    int depth = 0;
    do {
      if (current().type == token_type::end) fail("Unexpected end of input: a block or list is not closed.");
      if (at('{') || at('<') || at('[')) ++depth;
      if (at('}') || at('>') || at(']')) --depth;
      value.end = take();
    } while (depth > 0);
  }

  std::string_view text_;
  Tokenizer tokenizer_;
  int depth_left_;
  int recursion_limit_;
  std::string_view only_field_;
};

using syntax_reader = basic_syntax_reader<text_tokenizer>;

// The syntax tree of a file, its tokens read as the style's parser reads them.
inline syntax_value read_syntax(std::string_view text, int recursion_limit, std::string_view only_field,
                                text_style style) {
  if (style == text_style::python) return python_style().read_syntax(text, recursion_limit, only_field);
  return syntax_reader(text, recursion_limit, only_field).read();
}

// The name inside `[ ... ]` without the blanks and comments text format allows between its tokens.
inline std::string bracketed_name(std::string_view written) {
  std::string name;
  for (std::size_t i = 1; i + 1 < written.size(); ++i) {
    if (written[i] == '#') {
      while (i + 1 < written.size() && written[i] != '\n') ++i;
    } else if (written[i] != ' ' && written[i] != '\t' && written[i] != '\n' && written[i] != '\r' &&
               written[i] != '\v' && written[i] != '\f') {
      name += written[i];
    }
  }
  return name;
}

// Names each entry's field in the message type (a group by its type's name, an extension by `[full.name]`), down
// the blocks of message fields. Entries the type has no field for (unknown fields and extensions, kept when a parse
// allows them) keep a null field.
inline void resolve_fields(std::string_view text, syntax_value& block, const message_descriptor& type) {
  for (syntax_entry& entry : block.entries) {
    if (text[entry.begin] == '[') {
      const extension_descriptor* extension = find_extension_by_text_name(type, bracketed_name(entry.name(text)));
      entry.field = extension != nullptr ? &extension->field : nullptr;
    } else {
      entry.field = find_text_field(type, entry.name(text));
    }
    if (entry.field == nullptr || entry.field->type != field_type::message) continue;
    const message_descriptor& sub = *entry.field->message_type();
    if (entry.value.kind == syntax_kind::message) resolve_fields(text, entry.value, sub);
    for (syntax_value& element : entry.value.elements)
      if (element.kind == syntax_kind::message) resolve_fields(text, element, sub);
  }
}

// --- lines around offsets ----------------------------------------------------------------------------------

constexpr bool is_line_blank(char c) noexcept { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// The lines of a text, found once: where an offset's line starts, whether only blanks precede the offset on it,
// its indentation. (Scanning back from each field instead would make a file written on one line quadratic.)
class text_lines {
 public:
  explicit text_lines(std::string_view text) : text_(text) {
    starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') starts_.push_back(i + 1);
    contents_.reserve(starts_.size());
    for (const std::size_t start : starts_) {
      std::size_t first = start;
      while (first < text.size() && is_line_blank(text[first])) ++first;
      contents_.push_back(first);
    }
  }

  std::size_t start(std::size_t at) const { return starts_[line(at)]; }
  // Whether only blanks stand between the start of the line and the offset.
  bool starts_line(std::size_t at) const { return at <= contents_[line(at)]; }
  // The spaces and tabs that start the offset's line.
  std::string_view indentation(std::size_t at) const {
    const std::size_t begin = start(at);
    std::size_t end = begin;
    while (end < text_.size() && (text_[end] == ' ' || text_[end] == '\t')) ++end;
    return text_.substr(begin, end - begin);
  }

 private:
  std::size_t line(std::size_t at) const {
    return static_cast<std::size_t>(std::upper_bound(starts_.begin(), starts_.end(), at) - starts_.begin()) - 1;
  }

  std::string_view text_;
  std::vector<std::size_t> starts_;  // the first byte of each line
  std::vector<std::size_t> contents_;  // the first byte of each line that is not a blank
};

// Past the line break that ends the line, when from the offset on the line holds only blanks and maybe a
// comment (the end of the text when it has no line break); no_offset when another token follows on the line.
inline std::size_t end_of_line_after(std::string_view text, std::size_t at) noexcept {
  while (at < text.size() && is_line_blank(text[at])) ++at;
  if (at < text.size() && text[at] == '#')
    while (at < text.size() && text[at] != '\n') ++at;
  if (at >= text.size()) return text.size();
  return text[at] == '\n' ? at + 1 : no_offset;
}

// Whether a line break lies in [begin, end).
inline bool spans_lines(std::string_view text, std::size_t begin, std::size_t end) noexcept {
  return text.substr(begin, end - begin).find('\n') != std::string_view::npos;
}

// "\r\n" when the text's first line ends in CRLF, else "\n".
inline std::string_view line_ending_of(std::string_view text) noexcept {
  const std::size_t newline = text.find('\n');
  return newline != std::string_view::npos && newline > 0 && text[newline - 1] == '\r' ? "\r\n" : "\n";
}

}  // namespace detail
}  // namespace plainproto
