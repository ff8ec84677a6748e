// plainproto: the text-format parser of Python protobuf (text_format.Parse and Merge), rule for rule, for
// text_parse_options::style == text_style::python.
//
// Python's parser differs from libprotobuf's in its tokenizer (a token is a run of [0-9a-zA-Z_.+-], so `1_000`,
// `+5`, `0o17` and `1.5ff` are single tokens that Python's int() and float() then read, and `- 5` is not a
// number), in its string escapes (Python's unicode_escape codec: \u00e9 is the byte 0xe9, \u4e2d stays the
// text "\u4e2d", \q stays "\q"), in what it skips (Unicode whitespace) and in what it checks (no required
// fields). docs/cli.md lists the differences; the conformance tests compare with Python protobuf itself.
//
// Lines and columns are Python's: 1-based, columns counted in characters (a tab is one).
#pragma once

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../common/char_scan.hpp"
#include "../common/python_format.hpp"
#include "../common/python_literals.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/field_access.hpp"
#include "../core/map_entry.hpp"
#include "../core/suggest.hpp"
#include "parser.hpp"

namespace plainproto {
namespace detail {

// A ParseError: where Python reports it (0-based line, byte offset of the column in the input) and its text.
struct python_text_failure {
  error_code code;
  std::string message;
  std::size_t line;
  std::size_t offset;
};

// text_format.Tokenizer: the text split at '\n', whitespace and '#' comments skipped, and at each position the
// first of: an identifier [a-zA-Z_][0-9a-zA-Z_+-]*, a number ([0-9+-]|\.[0-9])[0-9a-zA-Z_.+-]*, a quoted string
// up to its closing quote or the end of the line; anything else is a one-character token.
class python_tokenizer {
 public:
  explicit python_tokenizer(std::string_view text) : text_(text) {
    skip_whitespace();
    next();
  }

  std::string_view token() const noexcept { return token_; }
  // Where the current token starts in the input (its size at the end).
  std::size_t offset() const noexcept { return line_start_ + column_; }
  std::size_t input_size() const noexcept { return text_.size(); }
  bool at_end() const noexcept { return token_.empty(); }
  bool looking_at(std::string_view text) const noexcept { return token_ == text; }

  bool try_consume(std::string_view text) {
    if (token_ != text) return false;
    next();
    return true;
  }
  void consume(std::string_view text) {
    if (!try_consume(text)) fail("Expected \"" + std::string(text) + "\".");
  }

  // The next token; the current one becomes the previous one.
  void next() {
    previous_line_ = line_;
    previous_offset_ = line_start_ + column_;
    column_ += token_.size();
    skip_whitespace();
    if (!more_lines_) {
      token_ = {};
      return;
    }
    const std::string_view line = current_line();
    token_ = line.substr(column_, token_length(line, column_));
  }

  // A ParseError at the current token (Tokenizer.ParseError) or at the previous one (ParseErrorPreviousToken).
  [[noreturn]] void fail(std::string message, error_code code = error_code::syntax) const {
    throw python_text_failure{code, std::move(message), line_, line_start_ + column_};
  }
  [[noreturn]] void fail_at_previous(std::string message, error_code code = error_code::syntax) const {
    throw python_text_failure{code, std::move(message), previous_line_, previous_offset_};
  }

  // The 1-based line and character column of a failure.
  std::pair<std::size_t, std::size_t> position_of(const python_text_failure& failure) const noexcept {
    std::size_t start = failure.offset;
    while (start > 0 && text_[start - 1] != '\n') --start;
    std::size_t column = 1;
    for (std::size_t i = start; i < failure.offset && i < text_.size(); ++i)
      if ((static_cast<unsigned char>(text_[i]) & 0xc0) != 0x80) ++column;
    return {failure.line + 1, column};
  }

 private:
  std::string_view current_line() const noexcept { return text_.substr(line_start_, line_end_ - line_start_); }

  // _PopLine: past the end of the line, the next line (from its start); no line left ends the input.
  void pop_line() noexcept {
    while (line_end_ - line_start_ <= column_) {
      if (!has_next_line_) {
        more_lines_ = false;
        line_start_ = line_end_ = text_.size();
        column_ = 0;
        return;
      }
      line_start_ = next_line_start_;
      const std::size_t newline = text_.find('\n', line_start_);
      has_next_line_ = newline != std::string_view::npos;
      line_end_ = has_next_line_ ? newline : text_.size();
      next_line_start_ = line_end_ + 1;
      ++line_;
      column_ = 0;
    }
  }

  // Whitespace (str.isspace) and comments from '#' to the end of the line, across lines.
  void skip_whitespace() noexcept {
    for (;;) {
      pop_line();
      if (!more_lines_) return;
      const std::string_view line = current_line();
      const std::size_t start = column_;
      while (column_ < line.size()) {
        const char byte = line[column_];
        if (byte == '#') {
          column_ = line.size();
          break;
        }
        if (static_cast<unsigned char>(byte) < 0x80) {  // (most of it: indentation)
          if (!python_is_space(static_cast<unsigned char>(byte))) break;
          column_ = static_cast<std::size_t>(skip_while(line.data() + column_ + 1, line.data() + line.size(),
                                                        ascii_space{}) - line.data());
          continue;
        }
        const utf8_character c = read_utf8_character(line, column_);
        if (!python_is_space(c.code_point)) break;
        column_ += c.length;
      }
      if (column_ == start) return;
    }
  }

  // The ASCII characters str.isspace() holds for: space, \t \n \v \f \r and \x1c to \x1f.
  struct ascii_space {
    bool operator()(char c) const noexcept { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f); }
#ifdef __SSE2__
    __m128i operator()(__m128i v) const noexcept {
      return sse2::any(sse2::equal(v, ' '), sse2::any(sse2::in_range(v, '\t', '\r'), sse2::in_range(v, 0x1c, 0x1f)));
    }
#endif
  };
  // What continues an identifier, [0-9a-zA-Z_+-], and with `dot` a number, [0-9a-zA-Z_.+-].
  struct word_char {
    bool dot;
    bool operator()(char c) const noexcept {
      return is_letter(c) || is_digit(c) || c == '+' || c == '-' || (dot && c == '.');
    }
#ifdef __SSE2__
    __m128i operator()(__m128i v) const noexcept {
      const __m128i letter = sse2::in_range(_mm_or_si128(v, sse2::splat(0x20)), 'a', 'z');
      const __m128i sign = sse2::any(sse2::equal(v, '+'), sse2::equal(v, '-'));
      const __m128i other = sse2::any(sse2::equal(v, '_'), dot ? sse2::equal(v, '.') : _mm_setzero_si128());
      return sse2::any(sse2::any(letter, sse2::in_range(v, '0', '9')), sse2::any(sign, other));
    }
#endif
  };
  // What a quoted string's scan stops at: its quote or a backslash.
  struct quote_or_backslash {
    char quote;
    bool operator()(char c) const noexcept { return c == quote || c == '\\'; }
#ifdef __SSE2__
    __m128i operator()(__m128i v) const noexcept { return sse2::any(sse2::equal(v, quote), sse2::equal(v, '\\')); }
#endif
  };

  static std::size_t token_length(std::string_view line, std::size_t at) noexcept {
    const char c = line[at];
    const char* const begin = line.data() + at;
    const char* const end = line.data() + line.size();
    const bool number_start = is_digit(c) || c == '+' || c == '-' ||
                              (c == '.' && at + 1 < line.size() && is_digit(line[at + 1]));
    if (is_letter(c) || number_start)
      return static_cast<std::size_t>(skip_while(begin + 1, end, word_char{!is_letter(c)}) - begin);
    if (c == '"' || c == '\'') {
      const char* p = begin + 1;
      for (;;) {
        p = find_first(p, end, quote_or_backslash{c});
        if (p == end) return static_cast<std::size_t>(end - begin);
        if (*p == c) return static_cast<std::size_t>(p + 1 - begin);
        p = end - p > 1 ? p + 2 : p + 1;  // a backslash and the character it escapes
      }
    }
    return read_utf8_character(line, at).length;
  }

  std::string_view text_;
  std::size_t line_ = static_cast<std::size_t>(-1);  // 0-based index of the current line
  std::size_t line_start_ = 0;
  std::size_t line_end_ = 0;
  std::size_t next_line_start_ = 0;
  bool has_next_line_ = true;
  bool more_lines_ = true;
  std::size_t column_ = 0;  // byte offset in the line of the current token
  std::string_view token_;
  std::size_t previous_line_ = 0;
  std::size_t previous_offset_ = 0;
};

// text_encoding.CUnescape of a string literal's body, as bytes: a lone-digit \xh becomes \x0h, then Python's
// unicode_escape codec decodes the UTF-8 text (each byte that is not part of an escape a character of its own
// value), and raw_unicode_escape encodes the result (characters below 256 as that byte, any other as the text
// \uXXXX or \UXXXXXXXX). Returns false with the codec's complaint in `problem`.
inline bool python_c_unescape(std::string_view body, std::string& out, std::string& problem) {
  // Without escapes each byte decodes to the character of its value, which encodes back to that byte.
  if (body.find('\\') == std::string_view::npos) {
    out.assign(body.data(), body.size());
    return true;
  }
  std::string fixed;
  for (std::size_t i = 0; i < body.size();) {
    if (body[i] != '\\') {
      fixed += body[i++];
      continue;
    }
    std::size_t run = i;
    while (run < body.size() && body[run] == '\\') ++run;
    fixed.append(body.substr(i, run - i));
    const std::size_t slashes = run - i;
    i = run;
    const auto hex = [&](std::size_t at) { return at < body.size() && std::isxdigit(static_cast<unsigned char>(body[at])); };
    if (i < body.size() && body[i] == 'x' && hex(i + 1) && !hex(i + 2) && slashes % 2 == 1) {
      fixed += "x0";
      fixed += body[i + 1];
      i += 2;
    }
  }

  static constexpr char hex_digits[] = "0123456789abcdef";
  const auto append = [&](std::uint32_t c) {
    if (c < 0x100) {
      out += static_cast<char>(c);
      return;
    }
    const int digits = c < 0x10000 ? 4 : 8;
    out += '\\';
    out += digits == 4 ? 'u' : 'U';
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) out += hex_digits[(c >> shift) & 15];
  };
  const auto complain = [&](std::size_t start, std::size_t end, const char* what) {
    problem = "'unicodeescape' codec can't decode bytes in position " + std::to_string(start) + "-" +
              std::to_string(end) + ": " + what;
    return false;
  };
  out.clear();
  for (std::size_t i = 0; i < fixed.size();) {
    const char c = fixed[i];
    if (c != '\\') {
      out += c;
      ++i;
      continue;
    }
    const std::size_t start = i++;
    if (i == fixed.size()) {
      problem = "'unicodeescape' codec can't decode byte 0x5c in position " + std::to_string(start) +
                ": \\ at end of string";
      return false;
    }
    const char e = fixed[i++];
    switch (e) {
      case '\n': break;
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      case '"': out += '"'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case 'x':
      case 'u':
      case 'U': {
        const std::size_t count = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        std::uint32_t value = 0;
        std::size_t read = 0;
        for (; read < count && i < fixed.size() && std::isxdigit(static_cast<unsigned char>(fixed[i])); ++read, ++i) {
          const char d = fixed[i];
          value = value * 16 + static_cast<std::uint32_t>(d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
        }
        if (read < count)
          return complain(start, i - 1,
                          e == 'x' ? "truncated \\xXX escape" : e == 'u' ? "truncated \\uXXXX escape"
                                                                         : "truncated \\UXXXXXXXX escape");
        if (value > 0x10ffff) return complain(start, i - 1, "illegal Unicode character");
        append(value);
        break;
      }
      case 'N': return complain(start, i - 1, "\\N{...} escapes are not supported by plainproto");
      default:
        if (e >= '0' && e <= '7') {
          std::uint32_t value = static_cast<std::uint32_t>(e - '0');
          for (int more = 0; more < 2 && i < fixed.size() && fixed[i] >= '0' && fixed[i] <= '7'; ++more, ++i)
            value = value * 8 + static_cast<std::uint32_t>(fixed[i] - '0');
          append(value);
        } else {
          out += '\\';
          out += e;
        }
    }
  }
  return true;
}

// text_format._Parser: Parse (merge = false: a singular field or oneof given twice is an error) and Merge.
class python_text_parser {
 public:
  python_text_parser(std::string_view text, const text_parse_options& options, bool merge)
      : text_(text), options_(options), merge_(merge), depth_left_(options.recursion_limit) {}

  void parse(const message_descriptor& descriptor, void* message) {
    // Python reads the file as UTF-8 text before it parses anything.
    const python_utf8_problem problem = find_python_utf8_problem(text_);
    if (problem.offset != std::string::npos) {
      std::size_t line = 1, column = 1;
      for (std::size_t i = 0; i < problem.offset; ++i) {
        if (text_[i] == '\n') {
          ++line;
          column = 1;
        } else if ((static_cast<unsigned char>(text_[i]) & 0xc0) != 0x80) {
          ++column;
        }
      }
      throw error(error_code::syntax, "the text is not UTF-8: " + problem.message, line, column);
    }
    tokenizer_.emplace(text_);
    try {
      text_field_cursor fields;
      while (!tok().at_end()) merge_field(descriptor, message, fields);
    } catch (const python_text_failure& failure) {
      const auto [line, column] = tok().position_of(failure);
      throw error(failure.code, failure.message, line, column, path_string());
    }
  }

 private:
  python_tokenizer& tok() noexcept { return *tokenizer_; }

  std::string path_string() const {
    std::string path;
    for (const auto& [name, index] : path_) {
      if (!path.empty()) path += '.';
      path.append(name);
      if (index != no_index) path += '[' + std::to_string(index) + ']';
    }
    return path;
  }
  static constexpr std::size_t no_index = static_cast<std::size_t>(-1);

  // ConsumeIdentifier: `[^\d\W]\w*` must match the token's start. (A character beyond ASCII is taken for a
  // letter: Python asks its Unicode category.)
  std::string_view consume_identifier() {
    const std::string_view token = tok().token();
    const char c = token.empty() ? '\0' : token[0];
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (c & 0x80) != 0;
    if (!letter) tok().fail("Expected identifier.");
    tok().next();
    return token;
  }

  // ConsumeIdentifierOrNumber: `\w+` must match the token's start.
  std::string_view consume_identifier_or_number() {
    const std::string_view token = tok().token();
    const char c = token.empty() ? '\0' : token[0];
    const bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                      (c & 0x80) != 0;
    if (!word) tok().fail("Expected identifier or number, got " + std::string(token) + ".");
    tok().next();
    return token;
  }

  void enter_nesting() {
    if (--depth_left_ < 0)
      tok().fail("Message is too deep, the parser exceeded the configured recursion limit of " +
                     std::to_string(options_.recursion_limit) + ".",
                 error_code::recursion_limit);
  }

  void merge_field(const message_descriptor& descriptor, void* message, text_field_cursor& fields) {
    const field_descriptor* field = nullptr;
    if (tok().try_consume("[")) {
      field = consume_extension_name(descriptor);
    } else {
      const std::string_view name = consume_identifier_or_number();
      const std::size_t index = fields.find(descriptor, name);
      if (index != message_descriptor::no_field) field = &descriptor.fields[index];
      if (field == nullptr && !options_.allow_unknown_fields)
        tok().fail_at_previous(unknown_text_field_message(descriptor, entry_scope_.type_name(descriptor), name),
                               error_code::unknown_field);
    }
    if (field == nullptr) {
      skip_field_contents();
    } else {
      void* storage = mutable_field_storage(*field, message);
      if (!merge_ && field->in_oneof()) {
        const field_descriptor* set = set_oneof_member(descriptor, message, *field);
        if (set != nullptr && set != field)
          tok().fail_at_previous("Field \"" + std::string(field->name) + "\" is specified along with field \"" +
                                     std::string(set->name) + "\", another member of oneof \"" +
                                     std::string(field->oneof_name) + "\" for message type \"" +
                                     std::string(descriptor.full_name) + "\".",
                                 error_code::oneof_conflict);
      }
      const bool is_message = field->type == field_type::message;
      if (is_message)
        tok().try_consume(":");
      else
        tok().consume(":");
      if (field->is_repeated() && tok().try_consume("[")) {
        if (!tok().try_consume("]")) {
          for (;;) {
            merge_value(descriptor, *field, storage);
            if (tok().try_consume("]")) break;
            tok().consume(",");
          }
        }
      } else {
        merge_value(descriptor, *field, storage);
      }
    }
    if (!tok().try_consume(",")) tok().try_consume(";");
  }

  // `[pkg.name]` as Python's parser reads it: the extension by its full name (a MessageSet's also by its message
  // type); null for an unknown one when unknown fields are allowed.
  const field_descriptor* consume_extension_name(const message_descriptor& descriptor) {
    std::string name(consume_identifier());
    while (tok().try_consume(".")) name.append(".").append(consume_identifier());
    if (descriptor.extensions == nullptr)
      tok().fail_at_previous("Message type \"" + entry_scope_.type_name(descriptor) + "\" does not have extensions.",
                             error_code::unknown_field);
    const extension_descriptor* extension = find_extension_by_text_name(descriptor, name);
    if (extension == nullptr) {
      for (const extension_descriptor* elsewhere : extensions().all())
        if (elsewhere->full_name == name)
          tok().fail_at_previous("Extension \"" + name + "\" does not extend message type \"" +
                                     entry_scope_.type_name(descriptor) + "\".",
                                 error_code::unknown_field);
      if (!options_.allow_unknown_fields)
        tok().fail_at_previous("Extension \"" + name +
                                   "\" not registered. Did you import the _pb2 module which defines it? If you are "
                                   "trying to place the extension in the MessageSet field of another message that is "
                                   "in an Any or MessageSet field, that message's _pb2 module must be imported as well",
                               error_code::unknown_field);
    }
    tok().consume("]");
    return extension != nullptr ? &extension->field : nullptr;
  }

  void merge_value(const message_descriptor& owner, const field_descriptor& field, void* storage) {
    path_.emplace_back(field.name, field.is_repeated() ? field.ops->size(storage) : no_index);
    if (field.type == field_type::message)
      merge_message(owner, field, storage);
    else
      merge_scalar(owner, field, storage);
    path_.pop_back();
  }

  // Whether a singular field was given before in the message being read, noting that it is now. A map entry's key
  // and value always read as set (a std::pair has no presence): for them, the entry being read keeps the count.
  bool given_again(const message_descriptor& owner, const field_descriptor& field, const void* storage) {
    if (!entry_scope_.is_entry_type(owner)) return field.ops->has(storage);
    const unsigned bit = 1u << field.number;  // key = 1, value = 2
    const bool again = (entry_given_ & bit) != 0;
    entry_given_ |= bit;
    return again;
  }

  [[noreturn]] void fail_multiple(const message_descriptor& owner, const field_descriptor& field) {
    const extension_descriptor* extension = extension_of(field);
    tok().fail_at_previous("Message type \"" + entry_scope_.type_name(owner) + "\" should not have multiple \"" +
                               (extension != nullptr ? std::string(extension->full_name) + "\" extensions."
                                                     : std::string(field.name) + "\" fields."),
                           error_code::duplicate_field);
  }

  void merge_message(const message_descriptor& owner, const field_descriptor& field, void* storage) {
    const std::size_t begin = tok().offset();
    enter_nesting();
    const char* end = "}";
    if (tok().try_consume("<")) {
      end = ">";
    } else {
      tok().consume("{");
    }
    void* sub = nullptr;
    if (field.is_repeated()) {
      sub = field.ops->add_message(storage);
    } else {
      if (!merge_ && given_again(owner, field, storage)) fail_multiple(owner, field);
      sub = field.ops->mutable_message(storage);
    }
    const message_descriptor& sub_descriptor = *field.message_type();
    const map_entry_scope outer = field.map ? std::exchange(entry_scope_, {&owner, &field}) : entry_scope_;
    const unsigned outer_given = field.map ? std::exchange(entry_given_, 0) : entry_given_;
    text_field_cursor fields;
    while (!tok().try_consume(end)) {
      if (tok().at_end()) tok().fail_at_previous("Expected \"" + std::string(end) + "\".");
      merge_field(sub_descriptor, sub, fields);
    }
    entry_scope_ = outer;
    entry_given_ = outer_given;
    if (field.map) field.ops->settle_entry(storage);
    else if (field.is_repeated())
      size_list_for_input(*field.ops, storage, tok().offset() - begin, tok().input_size() - tok().offset());
    ++depth_left_;
  }

  void merge_scalar(const message_descriptor& owner, const field_descriptor& field, void* storage) {
    if (field.kind() == cpp_kind::string) {
      std::string value = consume_byte_string();
      if (field.type == field_type::string) {
        const python_utf8_problem problem = find_python_utf8_problem(value);
        if (problem.offset != std::string::npos)
          tok().fail("Couldn't parse string: " + problem.message, error_code::invalid_value);
      }
      if (field.is_repeated()) {
        *field.ops->add_string(storage) = std::move(value);
        return;
      }
      if (!merge_ && given_again(owner, field, storage)) fail_multiple(owner, field);
      *field.ops->mutable_string(storage) = std::move(value);
      return;
    }
    scalar value{};
    switch (field.kind()) {
      case cpp_kind::int32: value = consume_integer(true, INT32_MAX); break;
      case cpp_kind::int64: value = consume_integer(true, INT64_MAX); break;
      case cpp_kind::uint32: value = consume_integer(false, UINT32_MAX); break;
      case cpp_kind::uint64: value = consume_integer(false, UINT64_MAX); break;
      case cpp_kind::double_: value = scalar::from_double(consume_float()); break;
      case cpp_kind::float_: value = scalar::from_double(python_float_field_value(consume_float())); break;
      case cpp_kind::bool_: value = scalar::from_bool(consume_bool()); break;
      case cpp_kind::enum_: value = scalar::from_int(consume_enum(field)); break;
      case cpp_kind::string:
      case cpp_kind::message: break;
    }
    if (field.is_repeated()) {
      field.ops->add(storage, value);
      return;
    }
    if (!merge_ && given_again(owner, field, storage)) fail_multiple(owner, field);
    field.ops->set(storage, value);
  }

  // _ParseAbstractInteger: C-style octal (0 followed by digits) is read as 0o...; then int(text, 0).
  static python_integer parse_abstract_integer(std::string_view text) {
    const std::size_t sign = !text.empty() && text[0] == '-' ? 1 : 0;
    bool octal = text.size() > sign + 1 && text[sign] == '0';
    for (std::size_t i = sign + 1; octal && i < text.size(); ++i) octal = text[i] >= '0' && text[i] <= '9';
    if (!octal) return python_int(text, 0);
    python_integer value;
    value.negative = sign == 1;
    value.valid = true;
    for (std::size_t i = sign + 1; i < text.size(); ++i) {
      if (text[i] > '7') return python_integer{};
      if (value.magnitude > (std::numeric_limits<std::uint64_t>::max() >> 3)) value.fits = false;
      value.magnitude = value.magnitude * 8 + static_cast<std::uint64_t>(text[i] - '0');
    }
    return value;
  }

  // ParseInteger: the integer and its range check; the error code and ParseError's words when it fails.
  static bool parse_integer(std::string_view text, bool is_signed, std::uint64_t maximum, std::uint64_t& bits,
                            error_code& code, std::string& problem) {
    const python_integer value = parse_abstract_integer(text);
    if (!value.valid) {
      code = error_code::invalid_value;
      problem = "Couldn't parse integer: " + std::string(text);
      return false;
    }
    if (!python_integer_in_range(value, is_signed, maximum, bits)) {
      code = error_code::out_of_range;
      problem = "Value out of range: " + (value.fits ? std::string(value.negative ? "-" : "") +
                                                          std::to_string(value.magnitude)
                                                    : std::string(text));
      return false;
    }
    return true;
  }

  scalar consume_integer(bool is_signed, std::uint64_t maximum) {
    std::uint64_t bits = 0;
    error_code code = error_code::syntax;
    std::string problem;
    if (!parse_integer(tok().token(), is_signed, maximum, bits, code, problem)) tok().fail(problem, code);
    tok().next();
    return is_signed ? scalar::from_int(static_cast<std::int64_t>(bits)) : scalar::from_uint(bits);
  }

  // ParseFloat: float(text), then -?inf(inity)?f? and nanf? in any case, then float(text.rstrip('f')).
  static bool parse_float(std::string_view text, double& value) {
    if (python_float(text, value)) return true;
    std::string lower;
    for (const char c : text) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    const std::string_view unsigned_part = std::string_view(lower).substr(!lower.empty() && lower[0] == '-' ? 1 : 0);
    for (const std::string_view word : {"inf", "inff", "infinity", "infinityf"}) {
      if (unsigned_part == word) {
        value = lower[0] == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
        return true;
      }
    }
    if (lower == "nan" || lower == "nanf") {
      value = std::numeric_limits<double>::quiet_NaN();
      return true;
    }
    std::size_t length = text.size();
    while (length > 0 && text[length - 1] == 'f') --length;
    return python_float(text.substr(0, length), value);
  }

  double consume_float() {
    double value = 0;
    if (!parse_float(tok().token(), value))
      tok().fail("Couldn't parse float: " + std::string(tok().token()), error_code::invalid_value);
    tok().next();
    return value;
  }

  bool consume_bool() {
    const std::string_view text = tok().token();
    bool value = false;
    if (text == "true" || text == "t" || text == "1" || text == "True")
      value = true;
    else if (!(text == "false" || text == "f" || text == "0" || text == "False"))
      tok().fail("Expected \"true\" or \"false\".", error_code::invalid_value);
    tok().next();
    return value;
  }

  // ParseEnum: int(token, 0) is a number (which the enum must declare), anything else a name.
  std::int64_t consume_enum(const field_descriptor& field) {
    const std::string_view text = tok().token();
    const enum_descriptor& type = *field.enum_type();
    const python_integer number = python_int(text, 0);
    if (!number.valid) {
      const enum_value_descriptor* named = type.find(text);
      if (named == nullptr)
        tok().fail("Enum type \"" + std::string(type.full_name) + "\" has no value named " + std::string(text) + ".",
                   error_code::invalid_value);
      tok().next();
      return named->number;
    }
    std::uint64_t bits = 0;
    const enum_value_descriptor* value =
        python_integer_in_range(number, true, INT32_MAX, bits) ? type.find(static_cast<std::int32_t>(bits)) : nullptr;
    if (value == nullptr)
      tok().fail("Enum type \"" + std::string(type.full_name) + "\" has no value with number " +
                     (number.negative ? "-" : "") + std::to_string(number.magnitude) + ".",
                 error_code::invalid_value);
    tok().next();
    return value->number;
  }

  // ConsumeByteString: one string token, then every string token right after it, each unescaped.
  std::string consume_byte_string() {
    std::string value;
    std::string piece;
    bool first = true;
    do {
      const std::string_view text = tok().token();
      if (text.empty() || (text[0] != '"' && text[0] != '\''))
        tok().fail("Expected string but found: " + python_repr(text), error_code::invalid_value);
      if (text.size() < 2 || text.back() != text[0])
        tok().fail("String missing ending quote: " + python_repr(text));
      std::string problem;
      if (!python_c_unescape(text.substr(1, text.size() - 2), first ? value : piece, problem)) tok().fail(problem);
      if (!first) value += piece;
      first = false;
      tok().next();
    } while (!tok().token().empty() && (tok().token()[0] == '"' || tok().token()[0] == '\''));
    return value;
  }

  bool try_consume_byte_string() {
    try {
      consume_byte_string();
      return true;
    } catch (const python_text_failure&) {
      return false;
    }
  }

  // --- skipping unknown fields (allow_unknown_fields), as _SkipField* ---------------------------------------
  void skip_field_contents() {
    if (tok().try_consume(":") && !tok().looking_at("{") && !tok().looking_at("<")) {
      if (tok().looking_at("["))
        skip_repeated_field_value();
      else
        skip_field_value();
    } else {
      skip_field_message();
    }
  }

  void skip_field() {
    if (tok().try_consume("[")) {
      consume_identifier();
      while (tok().try_consume(".")) consume_identifier();
      tok().consume("]");
    } else {
      consume_identifier_or_number();
    }
    skip_field_contents();
    if (!tok().try_consume(",")) tok().try_consume(";");
  }

  void skip_field_message() {
    enter_nesting();
    const char* delimiter = "}";
    if (tok().try_consume("<"))
      delimiter = ">";
    else
      tok().consume("{");
    while (!tok().looking_at(">") && !tok().looking_at("}")) skip_field();
    tok().consume(delimiter);
    ++depth_left_;
  }

  void skip_field_value() {
    if (try_consume_byte_string()) {
      while (try_consume_byte_string()) {
      }
      return;
    }
    const std::string_view text = tok().token();
    const char c = text.empty() ? '\0' : text[0];
    const bool identifier = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (c & 0x80) != 0;
    std::uint64_t bits = 0;
    error_code code = error_code::syntax;
    std::string problem;
    double number = 0;
    if (identifier || parse_integer(text, true, INT64_MAX, bits, code, problem) ||
        parse_integer(text, false, UINT64_MAX, bits, code, problem) || parse_float(text, number)) {
      tok().next();
      return;
    }
    tok().fail("Invalid field value: " + std::string(text));
  }

  void skip_repeated_field_value() {
    tok().consume("[");
    if (!tok().looking_at("]")) {
      skip_field_value();
      while (tok().try_consume(",")) skip_field_value();
    }
    tok().consume("]");
  }

  std::string_view text_;
  const text_parse_options& options_;
  bool merge_;
  int depth_left_;
  std::optional<python_tokenizer> tokenizer_;
  std::vector<std::pair<std::string_view, std::size_t>> path_;
  map_entry_scope entry_scope_;
  unsigned entry_given_ = 0;  // the members of the entry being read given so far (bit 1: key, bit 2: value)
};

// text_format.Parse (merge = false: the message is cleared first) or text_format.Merge.
inline void read_python_text(const message_descriptor& descriptor, void* message, std::string_view text,
                             const text_parse_options& options, bool merge) {
  if (!merge) descriptor.clear(message);
  python_text_parser(text, options, merge).parse(descriptor, message);
}

}  // namespace detail
}  // namespace plainproto
