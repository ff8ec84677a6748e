// plainproto: the syntax tree and the top-level blocks of a file (syntax_tree.hpp, block.hpp) with its tokens read
// as Python protobuf's tokenizer reads them, for the Python style: a document edited, a file laid out and the
// `--at` blocks found in a file that Python's text_format reads (`1_000`, `+5`, `0o17`, `1.5ff`, full-width and
// other Unicode spaces, a NUL in a string) are read as Python reads them, not rejected as libprotobuf rejects them.
// The file's values are checked by Python's parser (python_parser.hpp) before its syntax is read.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../common/char_scan.hpp"
#include "../common/python_format.hpp"
#include "../common/source_position.hpp"
#include "block.hpp"
#include "python_parser.hpp"
#include "syntax_tree.hpp"
#include "tokenizer.hpp"

namespace plainproto {
namespace detail {

// python_tokenizer seen through text_tokenizer's interface, which basic_syntax_reader and top_level_scanner use:
// a token starting with a letter is an identifier, with a quote a string, with a digit, a sign or '.' and a digit
// a number (an integer when it is all digits, which may name a field by number), anything else a symbol.
class python_syntax_tokenizer {
 public:
  explicit python_syntax_tokenizer(std::string_view text) : text_(text), python_(text) {}

  const token& current() const noexcept { return current_; }
  bool current_is(char symbol) const noexcept { return current_.text.size() == 1 && current_.text[0] == symbol; }

  // python_tokenizer reads its first token when it is made; text_tokenizer's first next() does.
  void next() {
    if (started_) python_.next();
    started_ = true;
    const std::string_view text = python_.token();
    current_ = {kind_of(text), text, python_.offset(), false};
    if (current_.type == token_type::string && (text.size() < 2 || text.back() != text.front()))
      fail("String missing ending quote: " + python_repr(text), current_.offset);
  }

  // Python's lines and columns: every character one column, a tab too.
  source_position position_of(std::size_t at) const noexcept { return code_point_position(text_, at); }
  static source_position position_in(std::string_view text, std::size_t at) noexcept {
    return code_point_position(text, at);
  }
  [[noreturn]] static void fail(std::string message, std::size_t at) { text_tokenizer::fail(std::move(message), at); }

 private:
  static token_type kind_of(std::string_view text) noexcept {
    if (text.empty()) return token_type::end;
    const char first = text[0];
    if (is_letter(first)) return token_type::identifier;
    if (first == '"' || first == '\'') return token_type::string;
    if (is_digit(first) || first == '+' || first == '-' || (first == '.' && text.size() > 1)) {
      for (const char c : text)
        if (!is_digit(c)) return token_type::floating;
      return token_type::integer;
    }
    return token_type::symbol;
  }

  std::string_view text_;
  python_tokenizer python_;
  token current_;
  bool started_ = false;
};

inline syntax_value read_python_syntax(std::string_view text, int recursion_limit, std::string_view only_field) {
  return basic_syntax_reader<python_syntax_tokenizer>(text, recursion_limit, only_field).read();
}

inline std::vector<text_block> find_python_top_level_blocks(std::string_view text, std::string_view name) {
  return top_level_scanner<python_syntax_tokenizer>(text).find(name);
}

}  // namespace detail
}  // namespace plainproto
