// plainproto: reading JSON into a message, accepting and rejecting what libprotobuf 3.21's
// JsonStringToMessage accepts and rejects.
//
// The reader follows libprotobuf's stream parser, which is more lenient than RFC 8259: strings may be
// single-quoted and may hold raw control characters, "\x" for any other x is x and "\v" is a
// vertical tab, object keys may be bare identifiers, a trailing comma may close an object or a list,
// whitespace includes \v and \f, and a number may end in '.' ("1.") or be hexadecimal when it has a
// fraction or exponent ("0x1.8"). The input must be UTF-8; only objects count toward the recursion
// limit.
//
// Field semantics as libprotobuf's converter: keys are JSON names or .proto names; null leaves a
// field as it is; a repeated field takes a list (nested lists are flattened and null elements
// skipped) or a single value; a field given twice is merged (last scalar wins, messages merge,
// lists append); a second member of a oneof, or the same member twice, in one JSON object is an
// error; an enum number the enum does not declare is dropped (libprotobuf keeps it as an unknown field), or
// rejected with reject_unknown_fields; with ignore_unknown_fields, unknown
// keys and unknown enum names are skipped. Every JSON object must hold the required fields of its
// message.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "../common/char_scan.hpp"
#include "../common/source_position.hpp"
#include "../common/small_copy.hpp"
#include "../common/utf8.hpp"
#include "../../error.hpp"
#include "../../options.hpp"
#include "info.hpp"
#include "values.hpp"
#include "../core/field_access.hpp"
#include "../core/message.hpp"
#include "../core/suggest.hpp"

namespace plainproto {
namespace detail {

// A set of small indices: one word inline, heap words only past word_bits.
class index_set {
 public:
  explicit index_set(std::size_t size) {
    if (size > word_bits) heap_.resize((size + word_bits - 1) / word_bits);
  }
  bool contains(std::size_t i) const noexcept { return (word(i) >> (i % word_bits)) & 1u; }
  void insert(std::size_t i) noexcept { word(i) |= std::uint64_t{1} << (i % word_bits); }

 private:
  static constexpr std::size_t word_bits = 64;
  std::uint64_t& word(std::size_t i) noexcept { return heap_.empty() ? word_ : heap_[i / word_bits]; }
  const std::uint64_t& word(std::size_t i) const noexcept { return heap_.empty() ? word_ : heap_[i / word_bits]; }

  std::uint64_t word_ = 0;
  std::vector<std::uint64_t> heap_;
};

// Bytes that end a run of plain string content: quotes, backslash, and the start of a multi-byte
// sequence (to check it).
constexpr std::array<bool, 256> make_string_stops() {
  std::array<bool, 256> stops{};
  for (unsigned byte = 0x80; byte < 256; ++byte) stops[byte] = true;
  stops['"'] = stops['\''] = stops['\\'] = true;
  return stops;
}
inline constexpr std::array<bool, 256> string_stops = make_string_stops();

inline std::string_view describe_type(const field_descriptor& field) {
  switch (field.type) {
    case field_type::double_: return "a double";
    case field_type::float_: return "a float";
    case field_type::int32:
    case field_type::sint32:
    case field_type::sfixed32: return "an int32";
    case field_type::int64:
    case field_type::sint64:
    case field_type::sfixed64: return "an int64";
    case field_type::uint32:
    case field_type::fixed32: return "a uint32";
    case field_type::uint64:
    case field_type::fixed64: return "a uint64";
    case field_type::bool_: return "a bool (true or false)";
    case field_type::string: return "a string";
    case field_type::bytes: return "base64-encoded bytes";
    case field_type::enum_: return "an enum value";
    case field_type::message: return "an object";
  }
  return "a value";
}

class json_reader {
 public:
  // With `required_per_object`, every JSON object must name the required fields of its message, as
  // libprotobuf demands; otherwise the caller checks the finished message.
  json_reader(std::string_view text, const json_parse_options& options, bool required_per_object)
      : begin_(text.data()),
        p_(text.data()),
        end_(text.data() + text.size()),
        options_(options),
        required_per_object_(required_per_object) {}

  void read_root(const json_message_info& info, void* message) {
    skip_whitespace();
    if (p_ == end_ || *p_ != '{') fail_syntax("expected a JSON object", p_);
    read_object(info, message);
    skip_whitespace();
    if (p_ != end_) fail_syntax("expected the end of the input after the JSON object", p_);
  }

  // The message starts with the field path, when the error is inside a field.
  [[noreturn]] void fail(error_code code, const std::string& description, const char* at,
                         std::string_view extra_path = {}) const {
    const source_position where =
        code_point_position(std::string_view(begin_, static_cast<std::size_t>(end_ - begin_)),
                            static_cast<std::size_t>(at - begin_));
    std::string path = field_path();
    if (!extra_path.empty()) path += (path.empty() ? "" : ".") + std::string(extra_path);
    std::string message = path.empty() ? description : path + ": " + description;
    throw error(code, std::move(message), where.line, where.column, std::move(path));
  }

 private:
  struct path_entry {
    const json_field_info* field;
    bool proto_name;
    std::size_t index;  // position in a list, or whole_field
  };

  std::string field_path() const {
    std::string path;
    for (const path_entry& entry : path_) {
      if (!path.empty()) path += '.';
      path += entry.proto_name ? entry.field->field->name : entry.field->json_name;
      if (entry.index != whole_field) path += '[' + std::to_string(entry.index) + ']';
    }
    return path;
  }

  std::string found(const char* at) const {
    if (at >= end_) return "the end of the input";
    const auto c = static_cast<unsigned char>(*at);
    if (c < 0x20 || c >= 0x7f) return std::string("byte 0x") + hex_digits[c >> 4] + hex_digits[c & 15];
    return std::string("'") + *at + "'";
  }

  // A key the type does not have; with the field it likely misspells (its JSON name or its proto name, whichever
  // is closer), as the text format suggests one.
  static std::string unknown_key_message(const json_message_info& info, std::string_view key) {
    std::string message = "Message type \"" + std::string(info.descriptor->full_name) + "\" has no field named \"" +
                          std::string(key) + "\"";
    const std::string_view suggestion = closest_name(key, [&](auto consider) {
      for (const json_field_info& field : info.fields) {
        consider(field.json_name);
        consider(field.field->name);
      }
    });
    if (!suggestion.empty()) message += "; did you mean \"" + std::string(suggestion) + "\"?";
    return message;
  }

  [[noreturn]] void fail_syntax(const std::string& expected, const char* at) const {
    fail(error_code::syntax, expected + ", found " + found(at), at);
  }

  void skip_whitespace() noexcept {
    while (p_ != end_ && is_blank(*p_)) ++p_;
  }

  bool at(char c) const noexcept { return p_ != end_ && *p_ == c; }

  // true/false/null are recognized by their first letters alone, as libprotobuf does ("nullx" is
  // null followed by an unexpected "x").
  bool consume_literal(std::string_view word) noexcept {
    if (static_cast<std::size_t>(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word) return false;
    p_ += word.size();
    return true;
  }

  void enter_object() {
    if (++depth_ > options_.recursion_limit)
      fail(error_code::recursion_limit,
           "JSON objects nested more than " + std::to_string(options_.recursion_limit) + " deep", p_);
    ++p_;
  }

  void read_object(const json_message_info& info, void* message) {
    enter_object();
    const message_descriptor& descriptor = *info.descriptor;
    index_set oneofs_set(descriptor.oneof_count);
    index_set required_seen(info.required.size());
    skip_whitespace();
    while (!at('}')) {
      const char* key_start = p_;
      const std::string_view key = read_key();
      const json_field_info* field = info.find(key);
      if (field == nullptr) {
        if (key.empty()) fail(error_code::unknown_field, "empty object key: a field name is required", key_start);
        if (!options_.ignore_unknown_fields)
          fail(error_code::unknown_field, unknown_key_message(info, key), key_start, key);
        skip_value();
      } else {
        path_.push_back({field, key != field->json_name, whole_field});
        read_field(info, *field, message, oneofs_set, required_seen);
        path_.pop_back();
      }
      skip_whitespace();
      if (at(',')) {
        ++p_;
        skip_whitespace();
      } else if (!at('}')) {
        fail_syntax("expected ',' or '}' after an object member", p_);
      }
    }
    if (required_per_object_) check_required(info, required_seen);
    ++p_;
    --depth_;
  }

  void check_required(const json_message_info& info, const index_set& seen) const {
    for (std::size_t slot = 0; slot < info.required.size(); ++slot) {
      if (seen.contains(slot)) continue;
      const json_field_info& field = info.fields[info.required[slot]];
      fail(error_code::missing_required,
           "missing required field of message type \"" + std::string(info.descriptor->full_name) + "\"", p_,
           field.json_name);
    }
  }

  // A quoted key, or a bare identifier ([A-Za-z_$][A-Za-z0-9_$]*) other than true, false or null.
  std::string_view read_key() {
    if (at('"') || at('\'')) {
      const std::string_view key = read_string();
      skip_whitespace();
      if (!at(':')) fail_syntax("expected ':' after the object key", p_);
      ++p_;
      return key;
    }
    const auto identifier_char = [](char c, bool first) { return is_letter(c) || c == '$' || (!first && is_digit(c)); };
    if (p_ == end_ || !identifier_char(*p_, true)) fail_syntax("expected an object key or '}'", p_);
    const char* start = p_;
    while (p_ != end_ && identifier_char(*p_, false)) ++p_;
    const std::string_view key(start, static_cast<std::size_t>(p_ - start));
    if (key == "true" || key == "false" || key == "null") fail_syntax("expected an object key or '}'", start);
    skip_whitespace();
    if (!at(':')) fail_syntax("expected ':' after the object key", p_);
    ++p_;
    return key;
  }

  void read_field(const json_message_info& owner, const json_field_info& field, void* message, index_set& oneofs_set,
                  index_set& required_seen) {
    skip_whitespace();
    if (consume_literal("null")) return;
    const field_descriptor& descriptor = *field.field;
    void* storage = field.extension != nullptr
                        ? find_or_create_extension(*extensions_in(*owner.descriptor, message), *field.extension)
                        : descriptor.storage_in(message);
    if (descriptor.in_oneof()) {
      const auto oneof = static_cast<std::size_t>(descriptor.oneof_index);
      if (oneofs_set.contains(oneof)) fail_oneof(*owner.descriptor, descriptor, message);
      oneofs_set.insert(oneof);
    }
    if (field.required_slot >= 0) required_seen.insert(static_cast<std::size_t>(field.required_slot));
    if (descriptor.map) return read_map(field, storage);
    if (descriptor.is_repeated()) return read_repeated(field, storage);
    if (at('[')) fail_value(field, "a list", p_, "the field is not repeated: expected " + expected_text(field));
    read_field_value(field, storage);
  }

  [[noreturn]] void fail_oneof(const message_descriptor& owner, const field_descriptor& field,
                               const void* message) const {
    const oneof_descriptor& oneof = owner.oneofs[field.oneof_index];
    std::string text = "oneof \"" + std::string(oneof.name) + "\" is already set";
    for (std::size_t i = 0; i < oneof.field_count; ++i) {
      const field_descriptor& member = owner.fields[oneof.first_field + i];
      if (member.ops->has(member.storage_in(message))) text += " (by field \"" + std::string(member.name) + "\")";
    }
    fail(error_code::oneof_conflict, text + ": cannot also set field \"" + std::string(field.name) + "\"", p_);
  }

  // An object whose keys are the entries' keys as strings. A null value is the value's default. A key spelled twice
  // in one object is an error (libprotobuf's "Repeated map key"); two spellings of one key ("1", "01"), or a key
  // the map had before a merge, keep the last value.
  void read_map(const json_field_info& field, void* storage) {
    if (!at('{')) fail_value_found(field, p_);
    enter_object();
    const storage_ops& ops = *field.field->ops;
    const json_field_info& key = field.message_info().fields[0];
    const json_field_info& value = field.message_info().fields[1];
    std::set<std::string> keys_read;
    std::size_t index = 0;
    skip_whitespace();
    while (!at('}')) {
      const char* key_start = p_;
      const std::string_view key_text = read_key();
      path_.back().index = index++;
      if (!keys_read.emplace(key_text).second)
        fail(error_code::duplicate_field, "map key \"" + std::string(key_text) + "\" is given twice", key_start);
      void* entry = ops.add_message(storage);
      store_map_key(key, key.field->storage_in(entry), key_text, key_start);
      skip_whitespace();
      if (!consume_literal("null")) read_field_value(value, value.field->storage_in(entry));
      ops.settle_entry(storage);
      path_.back().index = whole_field;
      skip_whitespace();
      if (at(',')) {
        ++p_;
        skip_whitespace();
      } else if (!at('}')) {
        fail_syntax("expected ',' or '}' after a map entry", p_);
      }
    }
    ++p_;
    --depth_;
  }

  // A map key is a string in JSON: "7" for 7. A bool key is read as libprotobuf reads it: "true", "t", "yes", "y"
  // or "1" in any case for true, "false", "f", "no", "n" or "0" for false.
  void store_map_key(const json_field_info& key, void* storage, std::string_view text, const char* start) {
    json_scalar scalar_key;
    scalar_key.text = text;
    if (key.field->kind() != cpp_kind::bool_) return store(key, storage, scalar_key, start);
    static constexpr std::string_view true_spellings[] = {"true", "t", "yes", "y", "1"};
    static constexpr std::string_view false_spellings[] = {"false", "f", "no", "n", "0"};
    std::string lower(text);
    for (char& c : lower) c = ascii_lower(c);
    for (const std::string_view spelling : true_spellings)
      if (lower == spelling) return store_scalar(*key.field, storage, scalar::from_bool(true));
    for (const std::string_view spelling : false_spellings)
      if (lower == spelling) return store_scalar(*key.field, storage, scalar::from_bool(false));
    fail(error_code::invalid_value, "expected a bool map key (\"true\" or \"false\"), found " + describe(scalar_key),
         start);
  }

  void read_repeated(const json_field_info& field, void* storage) {
    if (!at('[')) return read_field_value(field, storage);
    ++p_;
    int nesting = 1;
    bool expect_value = true;
    std::size_t index = 0;
    const char* element_from = p_;  // where the last element ended: an element spans its separator too
    for (;;) {
      skip_whitespace();
      if (at(']')) {
        ++p_;
        if (--nesting == 0) return;
        expect_value = false;
      } else if (expect_value && at('[')) {
        ++p_;
        ++nesting;
      } else if (expect_value) {
        path_.back().index = index++;
        if (!consume_literal("null")) {
          read_field_value(field, storage);
          if (field.field->type == field_type::message)
            size_list_for_input(*field.field->ops, storage, static_cast<std::size_t>(p_ - element_from),
                                static_cast<std::size_t>(end_ - p_));
        }
        element_from = p_;
        path_.back().index = whole_field;
        expect_value = false;
      } else if (at(',')) {
        ++p_;
        expect_value = true;
      } else {
        fail_syntax("expected ',' or ']' after a list element", p_);
      }
    }
  }

  // One value: into a singular field, or as a new element of a repeated one. Inlined into its three callers
  // (a call per value cost 1% of a parse).
  PLAINPROTO_DETAIL_ALWAYS_INLINE void read_field_value(const json_field_info& field, void* storage) {
    const field_descriptor& descriptor = *field.field;
    if (descriptor.type == field_type::message) {
      if (!at('{')) fail_value_found(field, p_);
      return read_object(field.message_info(), message_to_read(descriptor, storage));
    }
    if (at('{')) fail_value(field, "an object", p_);
    const char* start = p_;
    store(field, storage, read_scalar(), start);
  }

  // A string, number or boolean in value position.
  json_scalar read_scalar() {
    json_scalar value;
    if (at('"') || at('\'')) {
      value.text = read_string();
      return value;
    }
    if (at('-') || (p_ != end_ && is_digit(*p_))) return read_number();
    for (const bool flag : {true, false}) {
      value.text = flag ? "true" : "false";
      if (consume_literal(value.text)) {
        value.type = json_scalar::kind::boolean;
        value.b = flag;
        return value;
      }
    }
    fail_syntax("expected a value", p_);
  }

  // libprotobuf's ParseNumberHelper: the token is the run of [0-9.eE+-x]; with '.', 'e' or 'E' it
  // is a double read by strtod, otherwise an integer (a double when it does not fit 64 bits).
  json_scalar read_number() {
    const char* start = p_;
    bool floating = false;
    for (; p_ != end_; ++p_) {
      const char c = *p_;
      if (c == '.' || c == 'e' || c == 'E')
        floating = true;
      else if (!is_digit(c) && c != '+' && c != '-' && c != 'x')
        break;
    }
    json_scalar value;
    value.text = std::string_view(start, static_cast<std::size_t>(p_ - start));
    const std::string_view token = value.text;
    const bool negative = token[0] == '-';
    if (!floating) {
      if ((!negative && token.size() >= 2 && token[0] == '0') || (negative && token.size() >= 3 && token[1] == '0'))
        fail(error_code::syntax, "invalid number " + std::string(token) + ": leading zeros are not allowed", start);
      if (negative ? parse_decimal_integer(token, value.i) : parse_decimal_integer(token, value.u)) {
        value.type = negative ? json_scalar::kind::int64 : json_scalar::kind::uint64;
        return value;
      }
    }
    value.type = json_scalar::kind::double_;
    switch (strtod_whole(token, value.d)) {
      case conversion::ok: return value;
      case conversion::out_of_range:
        fail(error_code::out_of_range, "number " + std::string(token) + " is out of the range of a double", start);
      case conversion::invalid: break;
    }
    fail(error_code::syntax, "invalid number " + std::string(token), start);
  }

  // A string in single or double quotes, unescaped. The view points into the input when the string
  // has no escapes, else into a buffer reused by the next string.
  std::string_view read_string() {
    const char quote = *p_++;
    const char* start = p_;
    for (;;) {
      while (p_ != end_ && !string_stops[static_cast<unsigned char>(*p_)]) ++p_;
      if (p_ == end_) fail(error_code::syntax, "unterminated string: expected a closing quote", p_);
      const char c = *p_;
      if (c == quote) return std::string_view(start, static_cast<std::size_t>(p_++ - start));
      if (c == '\\') return read_escaped_string(quote, start);
      skip_string_byte();
    }
  }

  // A string byte that is not a quote or a backslash: a multi-byte sequence is checked whole.
  void skip_string_byte() {
    if (static_cast<unsigned char>(*p_) < 0x80) {
      ++p_;
      return;
    }
    const std::size_t length = utf8_sequence_length(p_, end_);
    if (length == 0) fail(error_code::syntax, "invalid UTF-8 in a string", p_);
    p_ += length;
  }

  // The rest of a string from its first backslash (at p_), decoded into buffer_. Decoding never
  // makes the text longer, so the buffer is first sized to the raw text up to the closing quote.
  std::string_view read_escaped_string(char quote, const char* start) {
    const char* raw_end = p_;
    while (raw_end != end_ && *raw_end != quote) raw_end += *raw_end == '\\' && raw_end + 1 != end_ ? 2 : 1;
    buffer_.resize(static_cast<std::size_t>(raw_end - start));
    char* w = &buffer_[0];
    std::memcpy(w, start, static_cast<std::size_t>(p_ - start));
    w += p_ - start;
    for (;;) {
      const char* run = p_;
      while (p_ != end_ && !string_stops[static_cast<unsigned char>(*p_)]) ++p_;
      std::memcpy(w, run, static_cast<std::size_t>(p_ - run));
      w += p_ - run;
      if (p_ == end_) fail(error_code::syntax, "unterminated string: expected a closing quote", p_);
      const char c = *p_;
      if (c == quote) {
        ++p_;
        buffer_.resize(static_cast<std::size_t>(w - buffer_.data()));
        return buffer_;
      }
      if (c == '\\') {
        w = read_escape(w);
      } else {
        const char* from = p_;
        skip_string_byte();
        std::memcpy(w, from, static_cast<std::size_t>(p_ - from));
        w += p_ - from;
      }
    }
  }

  // After the backslash: \b \f \n \r \t \v, \uXXXX (with surrogate pairs), and \x for any other x.
  char* read_escape(char* w) {
    const char* backslash = p_++;
    if (p_ == end_) fail(error_code::syntax, "unterminated string: expected a closing quote", p_);
    switch (*p_) {
      case 'b': *w++ = '\b'; break;
      case 'f': *w++ = '\f'; break;
      case 'n': *w++ = '\n'; break;
      case 'r': *w++ = '\r'; break;
      case 't': *w++ = '\t'; break;
      case 'v': *w++ = '\v'; break;
      case 'u': return write_utf8(read_unicode_escape(backslash), w);
      default: {
        const char* from = p_;
        skip_string_byte();
        std::memcpy(w, from, static_cast<std::size_t>(p_ - from));
        return w + (p_ - from);
      }
    }
    ++p_;
    return w;
  }

  std::uint32_t read_unicode_escape(const char* backslash) {
    const auto hex4 = [&](const char* from, std::uint32_t& unit) {
      if (!read_hex(from, end_, 4, unit))
        fail(error_code::syntax, "invalid \\u escape: expected 4 hex digits", backslash);
    };
    std::uint32_t code = 0;
    hex4(backslash + 2, code);
    p_ = backslash + u_escape_length;
    if (is_high_surrogate(code)) {
      if (end_ - p_ < u_escape_length || p_[0] != '\\' || p_[1] != 'u')
        fail(error_code::syntax, "invalid \\u escape: a high surrogate must be followed by a \\u low surrogate",
             backslash);
      std::uint32_t low = 0;
      hex4(p_ + 2, low);
      if (!is_low_surrogate(low))
        fail(error_code::syntax, "invalid \\u escape: a high surrogate must be followed by a \\u low surrogate",
             backslash);
      code = combine_surrogates(code, low);
      p_ += u_escape_length;
    } else if (is_low_surrogate(code)) {
      fail(error_code::syntax, "invalid \\u escape: a low surrogate without a high surrogate", backslash);
    }
    return code;
  }

  // Skips the value of an unknown field, checking its syntax like any other value.
  void skip_value() {
    std::string open;  // the containers entered, innermost last
    for (;;) {
      skip_whitespace();
      if (at('{')) {
        enter_object();
        open += '{';
        skip_whitespace();
        if (!at('}')) {
          read_key();
          continue;
        }
      } else if (at('[')) {
        ++p_;
        open += '[';
        skip_whitespace();
        if (!at(']')) continue;
      } else if (!consume_literal("null")) {
        read_scalar();
      }
      // A value is complete: close containers and move to the next value.
      for (;;) {
        if (open.empty()) return;
        skip_whitespace();
        const char closer = open.back() == '{' ? '}' : ']';
        if (at(closer)) {
          ++p_;
          if (closer == '}') --depth_;
          open.pop_back();
          continue;
        }
        if (!at(','))
          fail_syntax(
              closer == '}' ? "expected ',' or '}' after an object member" : "expected ',' or ']' after a list element",
              p_);
        ++p_;
        skip_whitespace();
        if (at(closer)) continue;  // a trailing comma
        if (closer == '}') read_key();
        break;
      }
    }
  }

  [[noreturn]] void fail_value(const json_field_info& field, const std::string& found_text, const char* at,
                               const std::string& problem = {}) const {
    fail(error_code::invalid_value,
         (problem.empty() ? "expected " + expected_text(field) : problem) + ", found " + found_text, at);
  }

  [[noreturn]] void fail_value_found(const json_field_info& field, const char* at) {
    if (at == end_ || *at == ']' || *at == '}' || *at == ',' || *at == ':') fail_syntax("expected a value", at);
    if (*at == '[') fail_value(field, "a list", at);
    const char* start = p_;
    const json_scalar value = read_scalar();
    fail_value(field, describe(value), start);
  }

  static std::string expected_text(const json_field_info& field) {
    const field_descriptor& descriptor = *field.field;
    if (descriptor.map) return "an object (a map, its keys strings)";
    if (descriptor.type == field_type::message)
      return "an object (message " + std::string(field.message_info().descriptor->full_name) + ")";
    if (descriptor.type != field_type::enum_) return std::string(describe_type(descriptor));
    constexpr std::size_t listed_values = 8;  // enough to recognize the enum by, without flooding the message
    return "a value of enum " + std::string(field.enumeration->full_name) + " (" +
           listed_enum_values(*field.enumeration, listed_values) + ") or its number";
  }

  static std::string describe(const json_scalar& value) {
    constexpr std::size_t shown_length = 40;  // what was found is quoted, not all of a long string or number
    if (value.type != json_scalar::kind::string)
      return value.text.size() > shown_length ? std::string(value.text.substr(0, shown_length)) + "..."
                                              : std::string(value.text);
    std::string text = "\"";
    for (const char c : value.text.substr(0, shown_length)) text += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    return text + (value.text.size() > shown_length ? "...\"" : "\"");
  }

  template <class T>
  void store_integer(const json_field_info& field, void* storage, const json_scalar& value, const char* start) {
    T number{};
    const conversion status = integer_from_json(value, number);
    if (status == conversion::out_of_range)
      fail(error_code::out_of_range,
           describe(value) + " is out of range for " + std::string(describe_type(*field.field)), start);
    if (status != conversion::ok) fail_value(field, describe(value), start);
    const scalar converted =
        std::is_unsigned_v<T> ? scalar::from_uint(static_cast<std::uint64_t>(number)) : scalar::from_int(number);
    store_scalar(*field.field, storage, converted);
  }

  void store(const json_field_info& field, void* storage, const json_scalar& value, const char* start) {
    const field_descriptor& descriptor = *field.field;
    switch (descriptor.kind()) {
      case cpp_kind::int32: return store_integer<std::int32_t>(field, storage, value, start);
      case cpp_kind::int64: return store_integer<std::int64_t>(field, storage, value, start);
      case cpp_kind::uint32: return store_integer<std::uint32_t>(field, storage, value, start);
      case cpp_kind::uint64: return store_integer<std::uint64_t>(field, storage, value, start);
      case cpp_kind::double_:
      case cpp_kind::float_: {
        double number = 0;
        conversion status = conversion::invalid;
        if (descriptor.kind() == cpp_kind::float_) {
          float narrow = 0;
          status = float_from_json(value, narrow);
          number = narrow;
        } else {
          status = double_from_json(value, number);
        }
        if (status == conversion::out_of_range)
          fail(error_code::out_of_range,
               describe(value) + " is out of range for " + std::string(describe_type(descriptor)), start);
        if (status != conversion::ok) fail_value(field, describe(value), start);
        return store_scalar(descriptor, storage, scalar::from_double(number));
      }
      case cpp_kind::bool_: {
        bool flag = false;
        if (bool_from_json(value, flag) != conversion::ok) fail_value(field, describe(value), start);
        return store_scalar(descriptor, storage, scalar::from_bool(flag));
      }
      case cpp_kind::enum_: {
        std::int32_t number = 0;
        bool known = true;
        const conversion status =
            enum_from_json(value, *field.enumeration, options_.case_insensitive_enum_parsing, number, known);
        if (status == conversion::invalid && value.type == json_scalar::kind::string && options_.ignore_unknown_fields)
          return;
        if (status == conversion::out_of_range)
          fail(error_code::out_of_range, describe(value) + " is out of range for an enum", start);
        if (status != conversion::ok) fail_value(field, describe(value), start);
        if (!known) {  // libprotobuf keeps it as an unknown field
          if (options_.reject_unknown_fields)
            fail(error_code::unknown_field,
                 "value " + describe(value) + " is not declared by enum " + std::string(field.enumeration->full_name),
                 start);
          return;
        }
        return store_scalar(descriptor, storage, scalar::from_int(number));
      }
      case cpp_kind::string: {
        if (value.type != json_scalar::kind::string) fail_value(field, describe(value), start);
        std::string* target = string_to_read(descriptor, storage);
        if (descriptor.type == field_type::bytes) {
          if (!base64_decode(value.text, *target)) fail_value(field, describe(value), start);
        } else {
          replace_string(*target, value.text.data(), value.text.size());
        }
        return;
      }
      case cpp_kind::message: return;
    }
  }

  const char* begin_;
  const char* p_;
  const char* end_;
  const json_parse_options& options_;
  bool required_per_object_;
  int depth_ = 0;
  std::string buffer_;
  std::vector<path_entry> path_;
};

}  // namespace detail
}  // namespace plainproto
