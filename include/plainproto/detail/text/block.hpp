// plainproto: the `FIELD { ... }` blocks at the top level of a larger prototxt, such as train_config in an
// EasyRec pipeline.config whose other blocks plainproto does not mirror. The file is read with the text-format
// tokenizer, so comments and strings that happen to contain the field's name or braces are not mistaken for it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../common/source_position.hpp"
#include "../core/python_style_slot.hpp"
#include "../../error.hpp"
#include "../../options.hpp"
#include "tokenizer.hpp"

namespace plainproto {
namespace detail {

// Byte offsets into the text: [begin, end) is the whole field, from its name to its closing delimiter;
// [content_begin, content_end) is what lies between the delimiters.
struct text_block {
  std::size_t begin;
  std::size_t content_begin;
  std::size_t content_end;
  std::size_t end;
  std::size_t line;  // 1-based position of the name
  std::size_t column;
};

// Tokenizer: as basic_syntax_reader's.
template <class Tokenizer>
class top_level_scanner {
 public:
  explicit top_level_scanner(std::string_view text) : text_(text), tokenizer_(text) {}

  // Every top-level field named `name` whose value is a message block, in file order. Fails on a top-level
  // field of that name that is not a block, and on text the tokenizer or this walk cannot read.
  std::vector<text_block> find(std::string_view name) {
    std::vector<text_block> blocks;
    try {
      tokenizer_.next();
      while (current().type != token_type::end) scan_field(name, blocks);
    } catch (text_failure& failure) {
      const source_position where = tokenizer_.position_of(failure.offset);
      throw error(failure.code, std::move(failure.message), where.line, where.column);
    }
    return blocks;
  }

 private:
  const token& current() const noexcept { return tokenizer_.current(); }
  bool at(std::string_view symbol) const noexcept {
    return current().type == token_type::symbol && current().text == symbol;
  }
  [[noreturn]] void fail(const std::string& message) const { Tokenizer::fail(message, current().offset); }
  void expect(std::string_view symbol) {
    if (!at(symbol))
      fail("Expected \"" + std::string(symbol) + "\", found \"" + std::string(current().text) + "\".");
    tokenizer_.next();
  }

  void scan_field(std::string_view name, std::vector<text_block>& blocks) {
    const token field = current();
    if (at("[")) {
      skip_balanced();  // [extension.name] or [type.googleapis.com/T]
    } else if (current().type == token_type::identifier || current().type == token_type::integer) {
      tokenizer_.next();
    } else {
      fail("Expected identifier, got: " + std::string(current().text));
    }
    const bool wanted = field.type == token_type::identifier && field.text == name;
    const bool colon = at(":");
    if (colon) tokenizer_.next();
    const source_position where = position_of(field.offset);
    if (at("{") || at("<")) {
      const std::size_t content_begin = current().offset + 1;
      const std::size_t closing = skip_balanced();
      if (wanted) blocks.push_back({field.offset, content_begin, closing, closing + 1, where.line, where.column});
    } else {
      if (wanted)
        throw error(error_code::syntax,
                    "\"" + std::string(name) + "\" at the top level is not a message block \"" + std::string(name) +
                        " { ... }\"",
                    where.line, where.column);
      if (!colon) expect("{");
      skip_value();
    }
    if (at(";") || at(",")) tokenizer_.next();
  }

  // From an opening [ { or < to its closing partner, whatever lies between; returns the partner's offset.
  std::size_t skip_balanced() {
    int depth = 0;
    std::size_t closing = 0;
    do {
      if (current().type == token_type::end) fail("Unexpected end of input: a block or list is not closed.");
      if (at("{") || at("<") || at("[")) ++depth;
      if (at("}") || at(">") || at("]")) --depth;
      closing = current().offset;
      tokenizer_.next();
    } while (depth > 0);
    return closing;
  }

  void skip_value() {
    if (at("[")) {
      skip_balanced();
      return;
    }
    if (current().type == token_type::string) {
      while (current().type == token_type::string) tokenizer_.next();
      return;
    }
    if (at("-")) tokenizer_.next();
    if (current().type != token_type::identifier && current().type != token_type::integer &&
        current().type != token_type::floating)
      fail("Expected a value, found \"" + std::string(current().text) + "\".");
    tokenizer_.next();
  }

  // The position of a field, the fields met in file order: counted on from the last one's line, not from the
  // file's start (which made a file of many top-level blocks take time growing with their number squared).
  source_position position_of(std::size_t offset) {
    for (; counted_to_ < offset; ++counted_to_) {
      if (text_[counted_to_] != '\n') continue;
      ++line_;
      line_start_ = counted_to_ + 1;
    }
    return {line_, Tokenizer::position_in(text_.substr(line_start_), offset - line_start_).column};
  }

  std::string_view text_;
  Tokenizer tokenizer_;
  std::size_t counted_to_ = 0;  // the newlines before this offset are counted in line_
  std::size_t line_ = 1;
  std::size_t line_start_ = 0;
};

// The blocks, the file's tokens read as the style's parser reads them.
inline std::vector<text_block> find_top_level_blocks(std::string_view text, std::string_view name,
                                                     text_style style = text_style::cpp) {
  if (style == text_style::python) return python_style().find_top_level_blocks(text, name);
  return top_level_scanner<text_tokenizer>(text).find(name);
}

// The text with every byte outside the blocks' contents blanked (newlines and tabs kept): parsing it parses
// the blocks' contents one after the other, and every error keeps its line and column in the original file.
inline std::string keep_only_blocks(std::string_view text, const std::vector<text_block>& blocks) {
  std::string kept(text.size(), ' ');
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n' || text[i] == '\t') kept[i] = text[i];
  for (const text_block& block : blocks)
    kept.replace(block.content_begin, block.content_end - block.content_begin,
                 text.substr(block.content_begin, block.content_end - block.content_begin));
  return kept;
}

}  // namespace detail
}  // namespace plainproto
