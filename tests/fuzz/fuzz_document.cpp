// libFuzzer target: text documents (format-preserving set) and format_text (plainproto fmt).
// The input drives a generator: a random message of a top-level type, printed, then written again with random
// blanks, comments, line endings (LF, CRLF) and tabs between any two tokens, random separators, ':' before '{',
// '<' '>' delimiters, list form for repeated fields, respelled numbers, bools, enums and quotes, and (read in
// merge mode) fields given twice and oneof members given before the one that wins, sometimes inside an --at block
// of a larger file. Random edits in the path language (scalars, [i], slices, conditions, lists, messages, "{}",
// ';'-separated paths) are applied to the document and, as plainproto::set, to the message it reads as:
// - the edited document reads as exactly the message set() gives (compared as printed), or both fail and the
//   document is unchanged;
// - format_text of the document reads as the same message, keeps every comment, has no trailing blanks and one
//   line ending, and formatting it again changes nothing.
// A first byte with its top bit set takes the rest of the input as the text itself instead.
#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common.hpp"

namespace {

using plainproto::cpp_kind;
using plainproto::field_descriptor;
using plainproto::field_type;
using plainproto::message_descriptor;
using plainproto::scalar;
namespace detail = plainproto::detail;

// What was being checked, shown when a check fails.
std::string context;

void require(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_document: %s\n%s\n", what, context.c_str());
    std::abort();
  }
}

plainproto::text_parse_options lenient() {
  plainproto::text_parse_options options;
  options.allow_partial = true;
  return options;
}

std::string printed(const message_descriptor& type, const void* message) {
  return plainproto::print_text(type, message);
}

// The message a text reads as, printed; with `at`, the contents of its top-level `at` blocks.
std::string reads_as(const message_descriptor& type, const std::string& text, bool merge, const std::string& at) {
  const fuzz::owned_message message(type);
  const std::string parsed =
      at.empty() ? text : detail::keep_only_blocks(text, detail::find_top_level_blocks(text, at));
  plainproto::read_text(type, message.get(), parsed, lenient(), merge);
  return printed(type, message.get());
}

// --- random values --------------------------------------------------------------------------------------------

class values {
 public:
  explicit values(FuzzedDataProvider& in) : in_(in) {}

  scalar number(const field_descriptor& field) {
    switch (field.kind()) {
      case cpp_kind::int32:
        return scalar::from_int(pick<std::int64_t>({0, 1, -1, 7, 100000, INT32_MAX, INT32_MIN}, [&] {
          return static_cast<std::int64_t>(in_.ConsumeIntegral<std::int32_t>());
        }));
      case cpp_kind::int64:
        return scalar::from_int(
            pick<std::int64_t>({0, -3, 42, INT64_MAX, INT64_MIN}, [&] { return in_.ConsumeIntegral<std::int64_t>(); }));
      case cpp_kind::uint32:
        return scalar::from_uint(pick<std::uint64_t>({0, 1, 5000, UINT32_MAX}, [&] {
          return static_cast<std::uint64_t>(in_.ConsumeIntegral<std::uint32_t>());
        }));
      case cpp_kind::uint64:
        return scalar::from_uint(
            pick<std::uint64_t>({0, 9, UINT64_MAX}, [&] { return in_.ConsumeIntegral<std::uint64_t>(); }));
      case cpp_kind::double_:
        return scalar::from_double(pick<double>(special_numbers(), [&] { return in_.ConsumeFloatingPoint<double>(); }));
      case cpp_kind::float_:
        return scalar::from_double(static_cast<float>(
            pick<double>(special_numbers(), [&] { return static_cast<double>(in_.ConsumeFloatingPoint<float>()); })));
      case cpp_kind::bool_: return scalar::from_bool(in_.ConsumeBool());
      case cpp_kind::enum_: {
        const plainproto::enum_descriptor& type = *field.enum_type();
        return scalar::from_int(type.values[in_.ConsumeIntegralInRange<std::size_t>(0, type.value_count - 1)].number);
      }
      case cpp_kind::string:
      case cpp_kind::message: break;
    }
    return {};
  }

  std::string text() {
    static constexpr std::string_view pieces[] = {"a", "b", "xyz", " ",  "\"",       "'", "\\",
                                                  "#", "}", "{",   "\n", "\xc3\xa9", "0", "_"};
    std::string out;
    for (std::size_t n = in_.ConsumeIntegralInRange<std::size_t>(0, 5); n > 0; --n)
      out += pieces[in_.ConsumeIntegralInRange<std::size_t>(0, std::size(pieces) - 1)];
    return out;
  }

  void fill(const message_descriptor& type, void* message, int depth) {
    for (const field_descriptor& field : type) {
      if (in_.ConsumeIntegralInRange(0, 3) != 3) continue;  // an exhausted input sets nothing
      void* storage = field.storage_in(message);
      const std::size_t count = field.is_repeated() ? in_.ConsumeIntegralInRange<std::size_t>(0, 3) : 1;
      for (std::size_t i = 0; i < count; ++i) {
        if (field.type == field_type::message) {
          if (depth >= 3) break;
          fill(*field.message_type(),
               field.is_repeated() ? field.ops->add_message(storage) : field.ops->mutable_message(storage), depth + 1);
        } else if (field.kind() == cpp_kind::string) {
          *(field.is_repeated() ? field.ops->add_string(storage) : field.ops->mutable_string(storage)) = text();
        } else if (field.is_repeated()) {
          field.ops->add(storage, number(field));
        } else {
          field.ops->set(storage, number(field));
        }
      }
    }
  }

 private:
  static std::vector<double> special_numbers() {
    return {0.0,
            -0.0,
            0.5,
            10.0,
            1e-7,
            0.1,
            1.1,
            32768.0,
            3.4028234663852886e38,
            1e16,
            std::numeric_limits<double>::infinity(),
            -std::numeric_limits<double>::infinity(),
            std::numeric_limits<double>::quiet_NaN()};
  }

  template <class T, class Random>
  T pick(const std::vector<T>& special, Random random) {
    if (in_.ConsumeBool()) return special[in_.ConsumeIntegralInRange<std::size_t>(0, special.size() - 1)];
    return random();
  }

  FuzzedDataProvider& in_;
};

// --- the document: the printed message written again with random layout -------------------------------------

class decorator {
 public:
  decorator(FuzzedDataProvider& in, values& random, std::string_view printed, bool merge)
      : in_(in), random_(random), printed_(printed), merge_(merge), line_ending_(in.ConsumeBool() ? "\r\n" : "\n") {}

  std::string write(const detail::syntax_value& root, const message_descriptor& type) {
    gap(true);
    entries(root, type);
    gap(true);
    return std::move(out_);
  }

 private:
  // Blanks, line breaks and comments; empty only where a symbol stands on either side.
  void gap(bool may_be_empty) {
    static constexpr std::string_view comments[] = {"#", "# a comment", "#x: 1 { } \" '", "#\t#"};
    switch (in_.ConsumeIntegralInRange(0, 9)) {
      case 0:
        if (may_be_empty) return;
        out_ += ' ';
        return;
      case 1: out_ += '\t'; return;
      case 2: out_ += eol(); return;
      case 3: out_ += eol() + eol(); return;
      case 4:
      case 5:
        out_ += (in_.ConsumeBool() ? " " : "");
        out_ += comments[in_.ConsumeIntegralInRange<std::size_t>(0, std::size(comments) - 1)];
        out_ += eol();
        if (in_.ConsumeBool()) out_ += "  ";
        return;
      default: out_ += ' ';
    }
  }
  std::string eol() {
    return in_.ConsumeIntegralInRange(0, 7) == 0 ? (line_ending_ == "\n" ? "\r\n" : "\n") : line_ending_;
  }

  static bool is_symbol(char c) { return std::string_view("{}<>[]:,;-").find(c) != std::string_view::npos; }
  void token(std::string_view text) {
    if (!out_.empty() && !is_blank_or_break(out_.back())) gap(is_symbol(out_.back()) || is_symbol(text.front()));
    out_.append(text);
  }
  static bool is_blank_or_break(char c) { return c == ' ' || c == '\t' || c == '\n'; }

  std::string_view source(const detail::syntax_span& span) const {
    return printed_.substr(span.begin, span.end - span.begin);
  }

  void entries(const detail::syntax_value& block, const message_descriptor& type) {
    const std::vector<detail::syntax_entry>& all = block.entries;
    for (std::size_t i = 0; i < all.size(); ++i) {
      const detail::syntax_entry& entry = all[i];
      const field_descriptor& field = *entry.field;
      // consecutive entries of a repeated field, sometimes written as one list
      std::size_t last = i;
      while (last + 1 < all.size() && all[last + 1].field == &field) ++last;
      if (field.is_repeated() && last > i && in_.ConsumeBool()) {
        token(field.name);
        if (field.type != field_type::message || in_.ConsumeBool()) token(":");
        token("[");
        for (std::size_t j = i; j <= last; ++j) {
          if (j > i) token(",");
          value(all[j].value, field);
        }
        token("]");
        separator();
        i = last;
        continue;
      }
      if (merge_ && !field.is_repeated()) given_before(entry, type);
      if (merge_ && field.type == field_type::message && !field.is_repeated() && entry.value.entries.size() > 1 &&
          in_.ConsumeIntegralInRange(0, 3) == 0) {
        // one message in two blocks, which merge mode reads as one
        detail::syntax_value first = entry.value;
        detail::syntax_value second = entry.value;
        const std::size_t split = in_.ConsumeIntegralInRange<std::size_t>(1, entry.value.entries.size() - 1);
        first.entries.resize(split);
        second.entries.erase(second.entries.begin(), second.entries.begin() + static_cast<std::ptrdiff_t>(split));
        token(field.name);
        value(first, field);
        token(field.name);
        value(second, field);
        separator();
        continue;
      }
      write_entry(entry, field);
    }
  }

  void write_entry(const detail::syntax_entry& entry, const field_descriptor& field) {
    token(field.name);
    if (field.type != field_type::message || in_.ConsumeBool()) token(":");
    value(entry.value, field);
    separator();
  }

  // In merge mode, a singular field given earlier with another value, or another member of its oneof given
  // first: both read as the entry alone.
  void given_before(const detail::syntax_entry& entry, const message_descriptor& type) {
    const field_descriptor& field = *entry.field;
    switch (in_.ConsumeIntegralInRange(0, 5)) {
      case 0:
        if (field.type == field_type::message) return;
        token(field.name);
        token(":");
        token(new_scalar(field));
        return;
      case 1: {
        if (!field.in_oneof()) return;
        const plainproto::oneof_descriptor& oneof = type.oneofs[field.oneof_index];
        const field_descriptor& other =
            type.fields[oneof.first_field + in_.ConsumeIntegralInRange<std::size_t>(0, oneof.field_count - 1u)];
        if (&other == &field) return;
        token(other.name);
        if (other.type == field_type::message) {
          token("{");
          token("}");
        } else {
          token(":");
          token(new_scalar(other));
        }
        return;
      }
      default: return;
    }
  }

  std::string new_scalar(const field_descriptor& field) {
    std::string text;
    if (field.kind() == cpp_kind::string)
      detail::append_string_value(field, random_.text(), {}, text);
    else
      detail::append_scalar_value(field, random_.number(field), plainproto::text_style::cpp, text);
    return text;
  }

  void separator() {
    switch (in_.ConsumeIntegralInRange(0, 5)) {
      case 0: token(","); return;
      case 1: token(";"); return;
      default: return;
    }
  }

  void value(const detail::syntax_value& value, const field_descriptor& field) {
    if (value.kind == detail::syntax_kind::message) {
      const bool angle = in_.ConsumeIntegralInRange(0, 3) == 0;
      token(angle ? "<" : "{");
      entries(value, *field.message_type());
      token(angle ? ">" : "}");
      return;
    }
    for (const detail::syntax_span& span : value.tokens) token(respelled(source(span), field));
  }

  // The same value spelled another way the parser accepts.
  std::string respelled(std::string_view text, const field_descriptor& field) {
    const std::string same(text);
    if (text == "-" || !in_.ConsumeBool()) return same;
    switch (field.kind()) {
      case cpp_kind::bool_:
        return text == "true" ? (in_.ConsumeBool() ? "True" : "t") : (in_.ConsumeBool() ? "False" : "0");
      case cpp_kind::enum_: {
        const plainproto::enum_value_descriptor* named = field.enum_type()->find(text);
        return named != nullptr ? std::to_string(named->number) : same;
      }
      case cpp_kind::int32:
      case cpp_kind::int64:
      case cpp_kind::uint32:
      case cpp_kind::uint64: {
        char hex[32];
        std::snprintf(hex, sizeof hex, "0x%llx", std::stoull(same));
        return hex;
      }
      case cpp_kind::float_:
      case cpp_kind::double_:
        if (text == "inf") return "Infinity";
        if (text == "nan") return "NaN";
        if (same.find_first_of(".eE") == std::string::npos) return same + (in_.ConsumeBool() ? ".0" : "f");
        if (same.rfind("0.", 0) == 0) return same.substr(1);
        return same;
      case cpp_kind::string: {
        std::string body = same.substr(1, same.size() - 2);
        if (body.find('\\') == std::string::npos && body.size() > 1 && in_.ConsumeBool()) {
          const std::size_t split = in_.ConsumeIntegralInRange<std::size_t>(1, body.size() - 1);
          if ((static_cast<unsigned char>(body[split]) & 0xc0) != 0x80)
            return "\"" + body.substr(0, split) + "\" '" + body.substr(split) + "'";
        }
        return "'" + body + "'";
      }
      case cpp_kind::message: break;
    }
    return same;
  }

  FuzzedDataProvider& in_;
  values& random_;
  std::string_view printed_;
  bool merge_;
  std::string line_ending_;
  std::string out_;
};

// --- random edits ---------------------------------------------------------------------------------------------

class edits {
 public:
  edits(FuzzedDataProvider& in, values& random) : in_(in), random_(random) {}

  // "PATH" and "VALUE", or several of each joined by ';'.
  std::pair<std::string, std::string> next(const message_descriptor& type, const void* message) {
    std::string paths;
    std::string values;
    for (int n = in_.ConsumeIntegralInRange(0, 3) == 0 ? 2 : 1; n > 0; --n) {
      auto [path, value] = one(type, message);
      if (!paths.empty()) {
        paths += ';';
        values += ';';
      }
      paths += path;
      values += value;
    }
    return {paths, values};
  }

 private:
  std::pair<std::string, std::string> one(const message_descriptor& root, const void* message) {
    std::string path;
    const message_descriptor* type = &root;
    const void* at = message;  // an instance of *type to take condition literals from (may be a default)
    for (int depth = 0;; ++depth) {
      const field_descriptor& field = type->fields[in_.ConsumeIntegralInRange<std::size_t>(0, type->field_count - 1)];
      if (!path.empty()) path += '.';
      path += field.name;
      const void* storage = field.storage_in(at);
      bool selected_one = !field.is_repeated();
      const void* element = nullptr;
      if (field.is_repeated()) {
        const std::size_t count = field.ops->size(storage);
        switch (in_.ConsumeIntegralInRange(0, 5)) {
          case 0: break;  // the whole field
          case 1: {
            const auto index = in_.ConsumeIntegralInRange<std::int64_t>(-static_cast<std::int64_t>(count) - 1,
                                                                        static_cast<std::int64_t>(count));
            path += "[" + std::to_string(index) + "]";
            selected_one = true;
            if (index >= 0 && static_cast<std::size_t>(index) < count && field.type == field_type::message)
              element = field.ops->message_at(storage, static_cast<std::size_t>(index));
            break;
          }
          case 2:
            path += "[:]";
            selected_one = true;
            break;
          case 3:
            path += "[" + bound() + ":" + bound() + "]";
            selected_one = true;
            break;
          default: path += "[" + condition(field, storage) + "]"; selected_one = true;
        }
      }
      if (field.type == field_type::message && selected_one && depth < 3 && in_.ConsumeBool()) {
        type = field.message_type();
        at = element != nullptr ? element
             : field.is_repeated()
                 ? (field.ops->size(storage) > 0 ? field.ops->message_at(storage, 0) : type->default_instance())
                 : field.ops->get_message(storage);
        continue;
      }
      return {path, value(field, selected_one)};
    }
  }

  std::string bound() {
    if (in_.ConsumeBool()) return "";
    return std::to_string(in_.ConsumeIntegralInRange(-3, 3));
  }

  static constexpr std::string_view operators[] = {"=", ">=", "<=", ">", "<"};

  std::string condition(const field_descriptor& field, const void* storage) {
    const std::string op(operators[in_.ConsumeIntegralInRange<std::size_t>(0, std::size(operators) - 1)]);
    if (field.type != field_type::message) return op + literal(field, storage, 0);
    const message_descriptor& type = *field.message_type();
    std::vector<const field_descriptor*> comparable;
    for (const field_descriptor& sub : type)
      if (!sub.is_repeated() && sub.type != field_type::message) comparable.push_back(&sub);
    if (comparable.empty()) return ":";
    const field_descriptor& sub = *comparable[in_.ConsumeIntegralInRange<std::size_t>(0, comparable.size() - 1)];
    const std::size_t count = field.ops->size(storage);
    const void* element = count > 0
                              ? field.ops->message_at(storage, in_.ConsumeIntegralInRange<std::size_t>(0, count - 1))
                              : type.default_instance();
    return std::string(sub.name) + op + literal(sub, sub.storage_in(element), plainproto::detail::whole_field);
  }

  // A literal compared with a field: its current value (or a random one), without characters that end a selector.
  std::string literal(const field_descriptor& field, const void* storage, std::size_t index) {
    std::string text;
    const bool has_value = index == plainproto::detail::whole_field || index < field.ops->size(storage);
    if (field.kind() == cpp_kind::string) {
      text = has_value && in_.ConsumeBool()
                 ? std::string(index == plainproto::detail::whole_field ? field.ops->get_string(storage)
                                                                        : field.ops->string_at(storage, index))
                 : random_.text();
      text.erase(std::remove_if(
                     text.begin(), text.end(),
                     [](char c) { return std::string_view("[]\"'\\;.=<> \n#{}").find(c) != std::string_view::npos; }),
                 text.end());
      return text;
    }
    if (has_value && in_.ConsumeBool())
      detail::append_field_value(field, storage, index, {}, text);
    else
      detail::append_scalar_value(field, random_.number(field), plainproto::text_style::cpp, text);
    return text;
  }

  std::string value(const field_descriptor& field, bool one_element) {
    if (in_.ConsumeIntegralInRange(0, 15) == 0) return "x}";  // usually not a value
    if (field.is_repeated() && !one_element) {
      if (in_.ConsumeIntegralInRange(0, 3) == 0) return one(field);
      std::string list = "[";
      for (std::size_t n = in_.ConsumeIntegralInRange<std::size_t>(0, 3); n > 0; --n) {
        if (list.size() > 1) list += ", ";
        list += one(field);
      }
      return list + "]";
    }
    return one(field);
  }

  std::string one(const field_descriptor& field) {
    std::string text;
    if (field.type == field_type::message) {
      if (in_.ConsumeBool()) return "{}";
      const fuzz::owned_message message(*field.message_type());
      random_.fill(*field.message_type(), message.get(), 2);
      detail::append_message_value(*field.message_type(), message.get(), {}, text);
      return text;
    }
    if (field.kind() == cpp_kind::string) {
      const std::string raw = random_.text();
      if (in_.ConsumeBool()) {
        std::string bare = raw;
        bare.erase(
            std::remove_if(bare.begin(), bare.end(),
                           [](char c) { return std::string_view(";[]{}\"'\\").find(c) != std::string_view::npos; }),
            bare.end());
        return bare;
      }
      detail::append_string_value(field, raw, {}, text);
      return text;
    }
    detail::append_scalar_value(field, random_.number(field), plainproto::text_style::cpp, text);
    return text;
  }

  FuzzedDataProvider& in_;
  values& random_;
};

// --- checks ---------------------------------------------------------------------------------------------------

// Every comment of a text-format text, without trailing blanks, in order.
std::vector<std::string> comments_of(const std::string& text) {
  std::vector<std::string> found;
  detail::text_tokenizer tokenizer(text);
  std::size_t from = 0;
  for (;;) {
    tokenizer.next();
    const detail::token& token = tokenizer.current();
    for (std::size_t i = from; i < token.offset; ++i) {
      if (text[i] != '#') continue;
      std::size_t end = text.find('\n', i);
      if (end == std::string::npos || end > token.offset) end = token.offset;
      std::size_t trimmed = end;
      while (trimmed > i && detail::is_line_blank(text[trimmed - 1])) --trimmed;
      found.push_back(text.substr(i, trimmed - i));
      i = end;
    }
    if (token.type == detail::token_type::end) break;
    from = token.offset + token.text.size();
  }
  return found;
}

void check_format(const message_descriptor& type, const std::string& text, bool merge, const std::string& at) {
  plainproto::format_options options;
  options.at = at;
  context = "--- text (at \"" + at + "\")\n" + text + "\n---";
  std::string formatted;
  try {
    formatted = plainproto::format_text(text, options);
  } catch (const plainproto::error&) {
    return;  // not text format: fine when the text came from the input itself
  }
  context += " formatted\n" + formatted + "\n---";
  require(plainproto::format_text(formatted, options) == formatted, "fmt is not idempotent");
  std::vector<std::string> before = comments_of(text);
  std::vector<std::string> after = comments_of(formatted);
  if (at.empty()) {
    require(before == after, "fmt lost, added or reordered a comment");
    const std::string_view ending = detail::line_ending_of(formatted);
    for (std::size_t i = 0; i < formatted.size(); ++i) {
      if (formatted[i] != '\n') continue;
      require(ending.size() == 1 ? (i == 0 || formatted[i - 1] != '\r') : (i > 0 && formatted[i - 1] == '\r'),
              "fmt mixed line endings");
      const std::size_t content_end = ending.size() == 2 ? i - 1 : i;
      require(content_end == 0 || (formatted[content_end - 1] != ' ' && formatted[content_end - 1] != '\t'),
              "fmt left a trailing blank");
    }
  } else {
    std::sort(before.begin(), before.end());
    std::sort(after.begin(), after.end());
    require(before == after, "fmt --at lost or added a comment");
  }
  std::string expected;
  try {
    expected = reads_as(type, text, merge, at);
  } catch (const plainproto::error&) {
    return;
  }
  require(reads_as(type, formatted, merge, at) == expected, "fmt changed the message");
}

void check_edits(FuzzedDataProvider& in, values& random, const message_descriptor& type, const std::string& text,
                 bool merge, const std::string& at) {
  plainproto::document_options options;
  options.merge = merge;
  options.at = at;
  options.parse = lenient();
  std::optional<plainproto::text_document> document;
  try {
    document.emplace(type, text, options);
  } catch (const plainproto::error&) {
    return;
  }
  require(reads_as(type, document->text(), merge, at) == printed(type, document->message()), "a document misreads");
  edits generate(in, random);
  for (int n = in.ConsumeIntegralInRange(1, 4); n > 0 && in.remaining_bytes() > 0; --n) {
    const auto [paths, values] = generate.next(type, document->message());
    const fuzz::owned_message expected(type);
    type.copy(expected.get(), document->message());
    std::size_t written = 0;
    bool failed = false;
    try {
      written = plainproto::set(type, expected.get(), paths, values);
    } catch (const plainproto::error&) {
      failed = true;
    }
    const std::string before = document->text();
    context = "--- document (at \"" + at + "\", merge " + (merge ? "on" : "off") + ")\n" + before + "\n--- edit " +
              paths + " = " + values + "\n";
    try {
      const std::size_t document_written = document->set(paths, values);
      require(!failed, "a document accepted an edit set() rejects");
      require(document_written == written, "a document wrote another number of fields");
    } catch (const plainproto::error&) {
      require(failed, "a document rejected an edit set() accepts");
      require(document->text() == before, "a failed edit changed the document");
      continue;
    } catch (const std::logic_error& failure) {
      context += failure.what();
      require(false, "an edited document does not read back");
    }
    context += "--- edited\n" + document->text() + "\n--- expected\n" + printed(type, expected.get());
    require(printed(type, document->message()) == printed(type, expected.get()), "a document holds another message");
    require(reads_as(type, document->text(), merge, at) == printed(type, expected.get()),
            "an edited document does not read as set() gives");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const std::uint8_t selector = in.ConsumeIntegral<std::uint8_t>();
  const message_descriptor& type = fuzz::top_level_type(selector);
  const bool merge = (selector & 4) != 0;
  values random(in);

  if ((selector & 0x80) != 0) {
    const std::string text = in.ConsumeRandomLengthString(4096);
    check_format(type, text, merge, {});
    check_edits(in, random, type, text, merge, {});
    return 0;
  }

  const fuzz::owned_message message(type);
  random.fill(type, message.get(), 0);
  const std::string canonical = printed(type, message.get());
  detail::syntax_value tree = detail::syntax_reader(canonical, 100).read();
  detail::resolve_fields(canonical, tree, type);
  std::string text = decorator(in, random, canonical, merge).write(tree, type);
  std::string at;
  if ((selector & 8) != 0) {
    at = "train_config";
    const bool angle = in.ConsumeBool();
    text = "model_dir: \"m\" # before\n" + at + (angle ? ": <" : " {") + text + (angle ? ">" : "}") +
           "\neval_config { metrics_set { auc {} } }\n";
  }
  context = "--- generated (merge " + std::string(merge ? "on" : "off") + ")\n" + text + "\n--- from\n" + canonical;
  std::string generated_reads_as;
  try {
    generated_reads_as = reads_as(type, text, merge, at);
  } catch (const plainproto::error& failure) {
    context += std::string("\n--- error\n") + failure.what();
  }
  require(generated_reads_as == canonical, "the generated document does not read as its message");
  check_format(type, text, merge, at);
  check_edits(in, random, type, text, merge, at);
  return 0;
}
