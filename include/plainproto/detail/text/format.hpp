// plainproto: the canonical layout of a text-format file (`plainproto fmt`): one field per line, two spaces
// per level, `name {` for messages and `name: value` for the rest, no separators, no trailing blanks, the
// file's line ending. Every comment and every value stays as written (no respelling). Comments follow
// txtpbfmt's placement: comments above a field stay above it, an end-of-line comment stays on its line (after
// two spaces), runs of blank lines between fields and comments become one blank line (none at the start or
// end of a block), and comments inside a field's syntax (between its name and its value) move above it.
// Lists stay on one line when they were written on one line, else one value per line; a string value written
// as several literals over several lines keeps one literal per line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../common/source_position.hpp"
#include "../../options.hpp"
#include "syntax_tree.hpp"

namespace plainproto {

struct format_options {
  // When set, only the top-level `at { ... }` blocks are laid out; every other byte of the file is kept.
  std::string at;
  // Deepest nesting accepted, as text_parse_options::recursion_limit.
  int recursion_limit = 100;
  // How the file's tokens are read: as libprotobuf's tokenizer reads them, or as Python's (text_style::python,
  // which needs <plainproto/python_style.hpp>).
  text_style style = text_style::cpp;
};

namespace detail {

class text_formatter {
 public:
  explicit text_formatter(std::string_view text) : text_(text), line_ending_(line_ending_of(text)) {}

  // The whole file laid out.
  std::string format_file(const syntax_value& root) {
    block_contents(0, text_.size(), root.entries, 0);
    return joined(true);
  }

  // One top-level entry laid out, without a line break after it: what replaces it with --at.
  std::string format_entry(const syntax_entry& entry) {
    write_entry(entry, 0);
    return joined(false);
  }

 private:
  struct comment {
    std::size_t begin;
    std::size_t end;  // without the trailing blanks
    std::size_t breaks_before;  // line breaks since the previous token or comment
  };
  struct gap {
    std::vector<comment> comments;
    std::size_t breaks_after = 0;  // line breaks after the last comment (or the previous token)
  };

  // The comments and line breaks in [from, to), which holds only blanks, comments and tokens without '#'
  // (separators, ':', the parts of a name); those tokens are skipped.
  gap scan(std::size_t from, std::size_t to) const {
    gap found;
    std::size_t breaks = 0;
    for (std::size_t i = from; i < to; ++i) {
      if (text_[i] == '\n') {
        ++breaks;
      } else if (text_[i] == '#') {
        const std::size_t begin = i;
        while (i < to && text_[i] != '\n') ++i;
        std::size_t end = i;
        while (end > begin && is_line_blank(text_[end - 1])) --end;
        found.comments.push_back({begin, end, breaks});
        breaks = 0;
        --i;
      }
    }
    found.breaks_after = breaks;
    return found;
  }

  std::string indent(int level) const { return std::string(2 * static_cast<std::size_t>(level), ' '); }
  void line(int level, std::string_view content) { lines_.push_back(indent(level).append(content)); }
  std::string_view comment_text(const comment& found) const {
    return text_.substr(found.begin, found.end - found.begin);
  }

  // Lays out the comments of a gap before an item (or, with no item, at the end of a block): the first one,
  // when it is on the line of what came before (and that line has no comment yet), stays on that line; the
  // others go on lines of their own, keeping one blank line where there were blank lines, except at the start
  // of the block.
  void place(const gap& found, int level, bool& first_in_block, bool item_follows) {
    std::size_t i = 0;
    if (!found.comments.empty() && found.comments[0].breaks_before == 0 && !lines_.empty() &&
        commented_line_ != lines_.size() - 1) {
      lines_.back().append("  ").append(comment_text(found.comments[0]));
      commented_line_ = lines_.size() - 1;
      i = 1;
    }
    for (; i < found.comments.size(); ++i) {
      if (found.comments[i].breaks_before >= 2 && !first_in_block) lines_.emplace_back();
      comment_line(level, found.comments[i]);
      first_in_block = false;
    }
    if (item_follows && found.breaks_after >= 2 && !first_in_block) lines_.emplace_back();
  }

  void comment_line(int level, const comment& found) {
    line(level, comment_text(found));
    commented_line_ = lines_.size() - 1;
  }

  // Own-line comments for comments inside an item's syntax, which cannot stay where they are.
  void hoist(std::size_t from, std::size_t to, int level) {
    for (const comment& found : scan(from, to).comments) comment_line(level, found);
  }
  void hoist_inside(const syntax_value& scalar, int level) {
    for (std::size_t i = 1; i < scalar.tokens.size(); ++i)
      hoist(scalar.tokens[i - 1].end, scalar.tokens[i].begin, level);
  }

  void block_contents(std::size_t begin, std::size_t end, const std::vector<syntax_entry>& entries, int level) {
    bool first_in_block = true;
    std::size_t cursor = begin;
    for (const syntax_entry& entry : entries) {
      place(scan(cursor, entry.begin), level, first_in_block, true);
      write_entry(entry, level);
      first_in_block = false;
      cursor = entry.end;
    }
    place(scan(cursor, end), level, first_in_block, false);
  }

  // The bytes of [begin, end) without blanks and comments: a name as `[a.b/c]`.
  std::string compact(std::size_t begin, std::size_t end) const {
    std::string out;
    for (std::size_t i = begin; i < end; ++i) {
      if (text_[i] == '#')
        while (i < end && text_[i] != '\n') ++i;
      else if (!is_blank(text_[i]))
        out += text_[i];
    }
    return out;
  }

  // A scalar's tokens on one line: '-' joined to its number, string literals one space apart.
  std::string scalar_text(const syntax_value& value) const {
    std::string out;
    for (const syntax_span& token : value.tokens) {
      if (!out.empty() && out != "-") out += ' ';
      out.append(text_.substr(token.begin, token.end - token.begin));
    }
    return out;
  }

  bool is_string_run(const syntax_value& value) const {
    return value.tokens.size() > 1 && (text_[value.begin] == '"' || text_[value.begin] == '\'');
  }

  // A string run over several lines: one literal per line at `level`, comments between them kept.
  void write_string_lines(const syntax_value& value, int level) {
    bool first_in_block = true;
    for (std::size_t i = 0; i < value.tokens.size(); ++i) {
      if (i > 0) place(scan(value.tokens[i - 1].end, value.tokens[i].begin), level, first_in_block, true);
      line(level, text_.substr(value.tokens[i].begin, value.tokens[i].end - value.tokens[i].begin));
      first_in_block = false;
    }
  }

  void write_entry(const syntax_entry& entry, int level) {
    hoist(entry.begin, entry.name_end, level);
    hoist(entry.name_end, entry.value.begin, level);
    const std::string name = compact(entry.begin, entry.name_end);
    const syntax_value& value = entry.value;
    switch (value.kind) {
      case syntax_kind::message:
        line(level, name + " {");
        block_contents(value.begin + 1, value.end - 1, value.entries, level + 1);
        line(level, "}");
        break;
      case syntax_kind::list: write_list(name, value, level); break;
      case syntax_kind::scalar:
      case syntax_kind::skipped:
        if (is_string_run(value) && spans_lines(text_, value.begin, value.end)) {
          line(level, name + ":");
          write_string_lines(value, level + 1);
        } else {
          hoist_inside(value, level);
          line(level, name + ": " + scalar_text(value));
        }
        break;
    }
    // comments before a separator, which is dropped, stay after the value
    bool first_in_block = false;
    if (entry.separator != no_offset) place(scan(entry.value.end, entry.separator), level, first_in_block, false);
  }

  void write_list(const std::string& name, const syntax_value& list, int level) {
    bool one_line = !spans_lines(text_, list.begin, list.end);
    for (const syntax_value& element : list.elements)
      if (element.kind == syntax_kind::message && !element.entries.empty()) one_line = false;
    if (one_line) {
      std::string out = name + ": [";
      for (std::size_t i = 0; i < list.elements.size(); ++i) {
        if (i > 0) out += ", ";
        out += list.elements[i].kind == syntax_kind::message ? "{}" : scalar_text(list.elements[i]);
      }
      line(level, out + "]");
      return;
    }
    line(level, name + ": [");
    bool first_in_block = true;
    std::size_t cursor = list.begin + 1;
    for (std::size_t i = 0; i < list.elements.size(); ++i) {
      const syntax_value& element = list.elements[i];
      place(scan(cursor, element.begin), level + 1, first_in_block, true);
      if (element.kind == syntax_kind::message) {
        line(level + 1, "{");
        block_contents(element.begin + 1, element.end - 1, element.entries, level + 2);
        line(level + 1, "}");
      } else if (is_string_run(element) && spans_lines(text_, element.begin, element.end)) {
        write_string_lines(element, level + 1);
      } else {
        hoist_inside(element, level + 1);
        line(level + 1, scalar_text(element));
      }
      if (i + 1 < list.elements.size()) lines_.back() += ',';
      first_in_block = false;
      cursor = element.end;
    }
    place(scan(cursor, list.end - 1), level + 1, first_in_block, false);
    line(level, "]");
  }

  std::string joined(bool final_line_ending) const {
    std::string out;
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      if (i > 0) out.append(line_ending_);
      out.append(lines_[i]);
    }
    if (final_line_ending && !lines_.empty()) out.append(line_ending_);
    return out;
  }

  std::string_view text_;
  std::string_view line_ending_;
  std::vector<std::string> lines_;
  std::size_t commented_line_ = no_offset;  // the last line that ends in a comment: nothing more goes on it
};

// The text laid out canonically; with options.at only the top-level blocks of that name, the rest kept byte
// for byte. Fails (plainproto::error, with line and column) on text that is not text format.
inline std::string format_text(std::string_view text, const format_options& options) {
  const syntax_value root = read_syntax(text, options.recursion_limit, options.at, options.style);
  if (options.at.empty()) return text_formatter(text).format_file(root);
  std::string out;
  std::size_t cursor = 0;
  bool found = false;
  for (const syntax_entry& entry : root.entries) {
    if (entry.name(text) != options.at) continue;
    if (entry.value.kind != syntax_kind::message) {
      const source_position where = options.style == text_style::python ? code_point_position(text, entry.begin)
                                                                         : byte_position(text, entry.begin);
      throw error(error_code::syntax,
                  "\"" + options.at + "\" at the top level is not a message block \"" + options.at + " { ... }\"",
                  where.line, where.column);
    }
    out.append(text.substr(cursor, entry.begin - cursor)).append(text_formatter(text).format_entry(entry));
    cursor = entry.value.end;
    found = true;
  }
  if (!found) throw error(error_code::unknown_field, "no top-level \"" + options.at + " { ... }\" block");
  return out.append(text.substr(cursor));
}

}  // namespace detail
}  // namespace plainproto
