// plainproto: the line and column of a byte offset, counted as each parser reports them, the tab stops the
// text-format tokenizer counts (which the CLI's caret lines follow), and the indentation of a line.
#pragma once

#include <cstddef>
#include <string_view>

#include "utf8.hpp"

namespace plainproto {
namespace detail {

// 1-based, as plainproto::error reports them.
struct source_position {
  std::size_t line;
  std::size_t column;
};

// libprotobuf's io::Tokenizer, like a terminal, moves a tab to the next multiple of 8 columns.
inline constexpr std::size_t tab_width = 8;

// The 0-based column after a tab at 0-based `column`.
constexpr std::size_t next_tab_stop(std::size_t column) noexcept { return column + tab_width - column % tab_width; }

// Text format: every byte is one column, a tab advances to the next tab stop.
inline source_position byte_position(std::string_view text, std::size_t offset) noexcept {
  std::size_t line = 0;
  std::size_t column = 0;
  const std::size_t stop = offset < text.size() ? offset : text.size();
  for (std::size_t i = 0; i < stop; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 0;
    } else if (text[i] == '\t') {
      column = next_tab_stop(column);
    } else {
      ++column;
    }
  }
  return {line + 1, column + 1};
}

// JSON: every code point is one column, a tab included.
inline source_position code_point_position(std::string_view text, std::size_t offset) noexcept {
  source_position where{1, 1};
  const std::size_t stop = offset < text.size() ? offset : text.size();
  for (std::size_t i = 0; i < stop; ++i) {
    if (text[i] == '\n') {
      ++where.line;
      where.column = 1;
    } else if (!is_utf8_continuation(text[i])) {
      ++where.column;
    }
  }
  return where;
}

// The spaces and tabs the line holding `offset` starts with (up to `offset`): what text written in its place is
// indented by.
inline std::string_view line_indentation(std::string_view text, std::size_t offset) noexcept {
  std::size_t begin = offset;
  while (begin > 0 && text[begin - 1] != '\n') --begin;
  std::size_t end = begin;
  while (end < offset && (text[end] == ' ' || text[end] == '\t')) ++end;
  return text.substr(begin, end - begin);
}

}  // namespace detail
}  // namespace plainproto
