// plainproto: values of path edits, numbers read as Python's int() and float() read them and everything else
// with the text-format parser's rules ("0x10", enum names, quoted strings), and written as text-format values.
#pragma once

#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "../common/c_escape.hpp"
#include "../common/number_format.hpp"
#include "../common/python_format.hpp"
#include "../common/python_literals.hpp"
#include "../core/descriptor.hpp"
#include "../core/field_access.hpp"
#include "../core/owned_message.hpp"
#include "../core/python_style_slot.hpp"
#include "../core/suggest.hpp"
#include "../../error.hpp"
#include "../../options.hpp"
#include "../text/parser.hpp"
#include "../text/printer.hpp"
#include "../text/tokenizer.hpp"
#include "syntax.hpp"

namespace plainproto {
namespace detail {

// Where one text-format value ends: a run of string literals, [ list ], { message } / < message >, or one
// token with an optional '-'. Returns the first token after it (type `end` when the value is all there is).
// Lexical errors are left for the parser to report.
inline token token_after_value(std::string_view text) {
  text_tokenizer tokenizer(text);
  tokenizer.next();
  const auto at = [&](std::string_view symbol) {
    return tokenizer.current().type == token_type::symbol && tokenizer.current().text == symbol;
  };
  if (tokenizer.current().type == token_type::string) {
    while (tokenizer.current().type == token_type::string) tokenizer.next();
  } else if (at("[") || at("{") || at("<")) {
    int depth = 0;
    do {
      if (at("[") || at("{") || at("<")) ++depth;
      if (at("]") || at("}") || at(">")) --depth;
      if (tokenizer.current().type == token_type::end) return tokenizer.current();
      tokenizer.next();
    } while (depth > 0);
  } else {
    if (at("-")) tokenizer.next();
    if (tokenizer.current().type != token_type::end) tokenizer.next();
  }
  return tokenizer.current();
}

inline bool is_string_literal(std::string_view text) {
  try {
    text_tokenizer tokenizer(text);
    tokenizer.next();
    if (tokenizer.current().type != token_type::string) return false;
    return token_after_value(text).type == token_type::end;
  } catch (const text_failure&) {
    return false;
  }
}

[[noreturn]] inline void invalid_value(const std::string& where, std::string_view value, error_code code,
                                       const std::string& why) {
  throw error(code, where + ": invalid value \"" + std::string(value) + "\": " + why, 0, 0, where);
}

// Text-format text parsed into a fresh message, in `style`: EasyRec parses list and message values with
// Python's text_format.Parse. Partial: required fields may be missing from a value.
inline void parse_value_text(const message_descriptor& type, std::string_view text, void* into, text_style style) {
  text_parse_options options;
  options.allow_partial = true;
  options.style = style;
  if (style == text_style::python)
    python_style().read_text(type, into, text, options, false);
  else
    text_parser(text, options, false).parse(type, into);
}

// Parses `FIELD: VALUE` into a fresh message of the field's owner type, as text format would; the caller
// reads the field back. The value goes on its own line, so errors keep the value's own columns. Errors quote
// `written`, the value as the user wrote it.
inline void parse_field_text(const message_descriptor& owner, const field_descriptor& field, std::string_view value,
                             std::string_view written, void* into, const std::string& where,
                             text_style style = text_style::cpp) {
  if (style == text_style::cpp) {
    try {
      const token after = token_after_value(value);
      if (after.type != token_type::end)
        invalid_value(where, written, error_code::syntax,
                      "unexpected \"" + std::string(after.text) + "\" after the value");
    } catch (const text_failure&) {
      // reported with its position by the parser below
    }
  }
  std::string text(field.name);
  text.append(":\n").append(value);
  try {
    parse_value_text(owner, text, into, style);
  } catch (const error& failure) {
    const std::string position = std::to_string(failure.line() - 1) + ":" + std::to_string(failure.column()) + ": ";
    std::string why = (value.find('\n') != std::string_view::npos ? position : "") + failure.message();
    // A misspelled enum value is the common case: the names it may be are given (an enum of the field itself,
    // not one deeper in a message value).
    if (field.type == field_type::enum_ && failure.code() == error_code::invalid_value)
      why += " (" + std::string(field.enum_type()->full_name) + ": " + listed_enum_values(*field.enum_type(), 16) + ")";
    invalid_value(where, written, failure.code(), why);
  }
}

// A number as EasyRec converts it, with the field's Python type: int(value) for integer and enum fields,
// float(value) for floating ones. Those read 010 as ten (text format: eight, octal), 1_000 and +5; what they
// read is respelled here as text format reads the same number. Empty when they do not read the value: it is
// then read as text format reads it (0x10, enum names, 1.5f).
inline std::string python_number_as_text(const field_descriptor& field, std::string_view value) {
  const cpp_kind kind = field.kind();
  if (kind == cpp_kind::float_ || kind == cpp_kind::double_) {
    double number = 0;
    if (!python_float(value, number)) return {};
    if (number != number) return "nan";
    char digits[32];
    const auto written = std::to_chars(digits, digits + sizeof digits, number);  // shortest, read back exactly
    return std::string(digits, written.ptr);
  }
  if (kind == cpp_kind::bool_ || kind == cpp_kind::string || kind == cpp_kind::message) return {};
  if (!python_int(value, 10).valid) return {};
  return python_int_str(value);
}

// One value for a singular field or for one element of a repeated field. A string field takes the value
// as written unless it is a quoted literal (EasyRec hands values over as Python str()), which is decoded as files
// are read in `style`: Python's reader refuses a string that is not UTF-8, as it would refuse the file written.
inline field_value convert_field_value(const message_descriptor& owner, const field_descriptor& field,
                                       std::string_view value, const std::string& where,
                                       text_style style = text_style::cpp) {
  value = trim_path_space(value);
  if (field.kind() == cpp_kind::string && !is_string_literal(value)) {
    field_value converted;
    converted.text = std::string(value);
    return converted;
  }
  if (field.is_repeated() && !value.empty() && value.front() == '[')
    invalid_value(where, value, error_code::invalid_value, "expected one value, not a list");
  const owned_message holder(owner);
  const std::string number = python_number_as_text(field, value);
  parse_field_text(owner, field, number.empty() ? value : number, value, holder.get(), where,
                   field.kind() == cpp_kind::string ? style : text_style::cpp);
  const void* storage = field_storage_in(field, holder.get());
  return read_value(field, storage, field.is_repeated() ? 0 : whole_field);
}

// A message value: text format, inside one optional outer { } (EasyRec strips it too). Parse mode, partial
// allowed: the result replaces the message, as EasyRec's Clear() + Parse() does.
// `into` is a fresh message.
inline void parse_message_value(const message_descriptor& type, std::string_view value, void* into,
                                const std::string& where, text_style style) {
  std::string body(trim_path_space(value));
  if (body.size() >= 2 && body.front() == '{' && body.back() == '}') {
    // A value the tokenizer stops in (a bad number, an unclosed string) is taken as inside the braces, so that the
    // parser reports that error rather than the braces.
    bool outer_pair = true;
    try {
      outer_pair = token_after_value(body).type == token_type::end;
    } catch (const text_failure&) {
    }
    if (outer_pair) body.front() = body.back() = ' ';  // blanked, not removed: error columns stay the value's
  }
  try {
    parse_value_text(type, body, into, style);
  } catch (const error& failure) {
    invalid_value(where, value, failure.code(),
                  std::to_string(failure.line()) + ":" + std::to_string(failure.column()) + ": " + failure.message());
  }
}

// --- printing values -----------------------------------------------------------------------------------------

inline void append_message_value(const message_descriptor& type, const void* message, const text_print_options& options,
                                 std::string& out) {
  text_print_options one_line = options;
  one_line.single_line = true;
  std::string body;
  {
    text_printer printer(one_line, body);
    printer.print_message(type, message);
    printer.finish();
  }
  if (body.empty())
    out += "{}";
  else
    out.append("{ ").append(body).append(" }");
}

inline void append_scalar_value(const field_descriptor& field, scalar value, text_style style, std::string& out) {
  switch (field.kind()) {
    case cpp_kind::int32:
    case cpp_kind::int64: append_integer(value.i, out); break;
    case cpp_kind::uint32:
    case cpp_kind::uint64: append_integer(value.u, out); break;
    case cpp_kind::double_:
      if (style == text_style::python)
        append_python_double(out, value.d);
      else
        append_double(value.d, out);
      break;
    case cpp_kind::float_:
      if (style == text_style::python)
        append_python_float(out, static_cast<float>(value.d));
      else
        append_float(static_cast<float>(value.d), out);
      break;
    case cpp_kind::bool_: out += value.b ? "true" : "false"; break;
    case cpp_kind::enum_: {
      const enum_value_descriptor* named = field.enum_type()->find(static_cast<std::int32_t>(value.i));
      if (named != nullptr)
        out += named->name;
      else
        append_integer(value.i, out);
      break;
    }
    case cpp_kind::string:
    case cpp_kind::message: break;
  }
}

inline void append_string_value(const field_descriptor& field, std::string_view value, const text_print_options& options,
                                std::string& out) {
  out += '"';
  const bool keep_utf8 = options.as_utf8 && field.type == field_type::string;
  if (keep_utf8 && options.style == text_style::python)
    append_python_c_escaped(out, value, python_escaping::utf8);
  else
    append_c_escaped(value, keep_utf8, out);
  out += '"';
}

// The value of a singular field (index whole_field) or of one element, as text format writes it; a message as
// `{ a: 1 b { c: 2 } }` on one line (`{}` when empty), which set() reads back.
inline void append_field_value(const field_descriptor& field, const void* storage, std::size_t index,
                               const text_print_options& options, std::string& out) {
  switch (field.kind()) {
    case cpp_kind::message:
      append_message_value(*field.message_type(), message_value(field, storage, index), options, out);
      break;
    case cpp_kind::string: append_string_value(field, string_value(field, storage, index), options, out); break;
    default: append_scalar_value(field, scalar_value(field, storage, index), options.style, out);
  }
}

// A whole repeated field in text format's list form: `[1, 2]`, `["a", "b"]`, `[{ x: 1 }, {}]`.
inline void append_list_value(const field_descriptor& field, const void* storage, const text_print_options& options,
                              std::string& out) {
  out += '[';
  const std::size_t count = field.ops->size(storage);
  for (std::size_t i = 0; i < count; ++i) {
    if (i != 0) out += ", ";
    append_field_value(field, storage, i, options, out);
  }
  out += ']';
}

}  // namespace detail
}  // namespace plainproto
