// plainproto: reading JSON as Python protobuf's json_format.Parse does, for json_parse_options::style ==
// text_style::python.
//
// Python first reads the whole text with json.loads (strict JSON plus the literals NaN, Infinity and
// -Infinity; a key given twice in one object is an error; unpaired \uD800-style surrogates are kept), then
// converts the tree: a repeated field must be a list (a single object is "repeated field X must be in []"),
// null clears a field, integer fields take integral numbers and strings Python's int() reads, float fields
// take numbers and strings Python's float() reads (and true/false, as 1.0/0.0), enums take names and
// anything int() reads, bool fields only true and false, bytes are lenient URL-safe base64. No required
// fields are checked. docs/cli.md lists every difference from libprotobuf's reader.
//
// Errors carry Python's words; their line and column (1-based, columns in characters) are where the
// offending JSON value starts, which Python does not report.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../common/char_scan.hpp"
#include "../common/float_math.hpp"
#include "../common/python_format.hpp"
#include "../common/python_literals.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "info.hpp"

namespace plainproto {
namespace detail {

// A value json.loads returns.
struct python_json_value {
  enum class kind { null, boolean, integer, floating, string, array, object } type = kind::null;
  bool boolean = false;
  python_integer integer;       // kind::integer
  std::string_view number;      // kind::integer and kind::floating: the literal as written
  double floating = 0;          // kind::floating
  std::string text;             // kind::string: UTF-8, an unpaired surrogate in its 3-byte form
  bool unpaired_surrogate = false;
  std::vector<python_json_value> items;                              // kind::array
  std::vector<std::pair<std::string, python_json_value>> members;   // kind::object, in order
  std::size_t offset = 0;       // where the value starts in the text
  std::size_t key_offset = 0;   // a member's value: where its key starts
  bool key_unpaired_surrogate = false;  // ... and whether the key holds an unpaired surrogate
};

// json.loads (the C scanner) with json_format's duplicate-key check.
class python_json_reader {
 public:
  explicit python_json_reader(std::string_view text) : text_(text) {}

  python_json_value read() {
    std::size_t at = skip_whitespace(0);
    python_json_value value = read_value(at, 0);
    at = skip_whitespace(at);
    if (at != text_.size()) fail("Extra data", at);
    return value;
  }

  // A ParseError at a byte offset, with Python's line and column (1-based, characters).
  [[noreturn]] void fail(const std::string& message, std::size_t at, error_code code = error_code::syntax) const {
    const auto [line, column] = position(at);
    throw error(code, message, line, column);
  }

  std::pair<std::size_t, std::size_t> position(std::size_t at) const noexcept {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < at && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line;
        column = 1;
      } else if ((static_cast<unsigned char>(text_[i]) & 0xc0) != 0x80) {
        ++column;
      }
    }
    return {line, column};
  }

 private:
  // Deeper than this, Python's decoder hits the interpreter's recursion limit (1000 frames) and raises
  // RecursionError.
  static constexpr int nesting_limit = 990;

  [[noreturn]] void fail_decode(const std::string& message, std::size_t at) const {
    const auto [line, column] = position(at);
    fail("Failed to load JSON: " + message + ": line " + std::to_string(line) + " column " + std::to_string(column) +
             " (char " + std::to_string(character_index(at)) + ").",
         at);
  }

  std::size_t character_index(std::size_t at) const noexcept {
    std::size_t count = 0;
    for (std::size_t i = 0; i < at && i < text_.size(); ++i)
      if ((static_cast<unsigned char>(text_[i]) & 0xc0) != 0x80) ++count;
    return count;
  }

  struct whitespace {
    bool operator()(char c) const noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
#ifdef __SSE2__
    __m128i operator()(__m128i v) const noexcept {
      return sse2::any(sse2::any(sse2::equal(v, ' '), sse2::equal(v, '\t')),
                       sse2::any(sse2::equal(v, '\n'), sse2::equal(v, '\r')));
    }
#endif
  };
  std::size_t skip_whitespace(std::size_t at) const noexcept {
    if (at >= text_.size() || !whitespace{}(text_[at])) return at;  // mostly: nothing between two tokens
    return static_cast<std::size_t>(skip_while(text_.data() + at + 1, text_.data() + text_.size(), whitespace{}) -
                                    text_.data());
  }
  bool starts(std::size_t at, std::string_view word) const noexcept { return text_.substr(at, word.size()) == word; }
  static bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

  python_json_value read_value(std::size_t& at, int depth) {
    python_json_value value;
    value.offset = at;
    if (at >= text_.size()) fail_decode("Expecting value", at);
    switch (text_[at]) {
      case '"':
        value.type = python_json_value::kind::string;
        read_string(at, value.text, value.unpaired_surrogate);
        return value;
      case '{': return read_object(at, depth + 1);
      case '[': return read_array(at, depth + 1);
      case 'n':
        if (starts(at, "null")) {
          at += 4;
          return value;
        }
        break;
      case 't':
      case 'f': {
        const bool truth = text_[at] == 't';
        if (starts(at, truth ? "true" : "false")) {
          value.type = python_json_value::kind::boolean;
          value.boolean = truth;
          at += truth ? 4 : 5;
          return value;
        }
        break;
      }
      case 'N':
      case 'I':
      case '-': {
        for (const std::string_view word : {"NaN", "Infinity", "-Infinity"}) {
          if (!starts(at, word)) continue;
          value.type = python_json_value::kind::floating;
          value.floating = word == "NaN" ? std::numeric_limits<double>::quiet_NaN()
                                         : word[0] == '-' ? -std::numeric_limits<double>::infinity()
                                                          : std::numeric_limits<double>::infinity();
          value.number = text_.substr(at, word.size());
          at += word.size();
          return value;
        }
        break;
      }
      default: break;
    }
    if (!read_number(at, value)) fail_decode("Expecting value", at);
    return value;
  }

  // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?
  bool read_number(std::size_t& at, python_json_value& value) const {
    std::size_t i = at;
    if (i < text_.size() && text_[i] == '-') ++i;
    if (i >= text_.size() || !is_digit(text_[i])) return false;
    if (text_[i] == '0')
      ++i;
    else
      while (i < text_.size() && is_digit(text_[i])) ++i;
    bool floating = false;
    if (i + 1 < text_.size() && text_[i] == '.' && is_digit(text_[i + 1])) {
      floating = true;
      i += 2;
      while (i < text_.size() && is_digit(text_[i])) ++i;
    }
    if (i + 1 < text_.size() && (text_[i] == 'e' || text_[i] == 'E')) {
      std::size_t e = i + 1;
      if (e < text_.size() && (text_[e] == '-' || text_[e] == '+')) ++e;
      const std::size_t digits = e;
      while (e < text_.size() && is_digit(text_[e])) ++e;
      if (e > digits) {
        floating = true;
        i = e;
      }
    }
    value.number = text_.substr(at, i - at);
    if (floating) {
      value.type = python_json_value::kind::floating;
      python_float(value.number, value.floating);
    } else {
      value.type = python_json_value::kind::integer;
      value.integer = python_int(value.number, 10);
    }
    at = i;
    return true;
  }

  static void append_utf8(std::string& out, std::uint32_t c) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xc0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xe0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (c & 0x3f));
    } else {
      out += static_cast<char>(0xf0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (c & 0x3f));
    }
  }

  bool hex4(std::size_t at, std::uint32_t& value) const noexcept {
    value = 0;
    for (std::size_t i = at; i < at + 4; ++i) {
      const char c = text_[i];
      int digit = -1;
      if (is_digit(c)) digit = c - '0';
      else if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
      else if (c >= 'A' && c <= 'F') digit = c - 'A' + 10;
      if (digit < 0) return false;
      value = value * 16 + static_cast<std::uint32_t>(digit);
    }
    return true;
  }

  // scanstring: at is on the opening quote; leaves at past the closing one.
  // What ends a run of characters a string holds as they are: its quote, a backslash or a control character.
  struct run_end {
    bool operator()(char c) const noexcept { return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20; }
#ifdef __SSE2__
    __m128i operator()(__m128i v) const noexcept {
      return sse2::any(sse2::any(sse2::equal(v, '"'), sse2::equal(v, '\\')), sse2::in_range(v, '\0', 0x1f));
    }
#endif
  };

  void read_string(std::size_t& at, std::string& out, bool& unpaired_surrogate) {
    const std::size_t begin = at++;
    for (;;) {
      const char* const run = text_.data() + at;
      const char* const stop = find_first(run, text_.data() + text_.size(), run_end{});
      out.append(run, static_cast<std::size_t>(stop - run));
      at = static_cast<std::size_t>(stop - text_.data());
      if (at >= text_.size()) fail_decode("Unterminated string starting at", begin);
      const char c = text_[at];
      if (c == '"') {
        ++at;
        return;
      }
      if (c != '\\') fail_decode("Invalid control character at", at);
      if (at + 1 >= text_.size()) fail_decode("Unterminated string starting at", begin);
      const char e = text_[at + 1];
      char simple = 0;
      switch (e) {
        case '"': simple = '"'; break;
        case '\\': simple = '\\'; break;
        case '/': simple = '/'; break;
        case 'b': simple = '\b'; break;
        case 'f': simple = '\f'; break;
        case 'n': simple = '\n'; break;
        case 'r': simple = '\r'; break;
        case 't': simple = '\t'; break;
        case 'u': break;
        default: fail_decode("Invalid \\escape", at);
      }
      if (simple != 0) {
        out += simple;
        at += 2;
        continue;
      }
      // \uXXXX; a high surrogate followed by \u and a low one is one character.
      std::size_t end = at + 6;
      std::uint32_t code = 0;
      if (end >= text_.size() || !hex4(at + 2, code)) fail_decode("Invalid \\uXXXX escape", at);
      if (code >= 0xd800 && code <= 0xdbff && end + 6 < text_.size() && text_[end] == '\\' && text_[end + 1] == 'u') {
        std::uint32_t low = 0;
        if (!hex4(end + 2, low)) fail_decode("Invalid \\uXXXX escape", end);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          end += 6;
        }
      }
      if (code >= 0xd800 && code <= 0xdfff) unpaired_surrogate = true;
      append_utf8(out, code);
      at = end;
    }
  }

  void enter(std::size_t at, int depth) const {
    if (depth > nesting_limit)
      fail("JSON nested more than " + std::to_string(nesting_limit) +
               " levels deep (Python's decoder runs out of recursion)",
           at, error_code::recursion_limit);
  }

  python_json_value read_object(std::size_t& at, int depth) {
    enter(at, depth);
    python_json_value value;
    value.type = python_json_value::kind::object;
    value.offset = at;
    at = skip_whitespace(at + 1);
    if (at < text_.size() && text_[at] == '}') {
      ++at;
      return value;
    }
    for (;;) {
      if (at >= text_.size() || text_[at] != '"')
        fail_decode("Expecting property name enclosed in double quotes", at);
      std::string key;
      bool surrogate = false;
      const std::size_t key_at = at;
      read_string(at, key, surrogate);
      at = skip_whitespace(at);
      if (at >= text_.size() || text_[at] != ':') fail_decode("Expecting ':' delimiter", at);
      at = skip_whitespace(at + 1);
      python_json_value member = read_value(at, depth);
      member.key_offset = key_at;
      member.key_unpaired_surrogate = surrogate;
      value.members.emplace_back(std::move(key), std::move(member));
      at = skip_whitespace(at);
      if (at < text_.size() && text_[at] == '}') {
        ++at;
        break;
      }
      if (at >= text_.size() || text_[at] != ',') fail_decode("Expecting ',' delimiter", at);
      at = skip_whitespace(at + 1);
    }
    check_duplicate_keys(value.members);
    return value;
  }

  // json_format's object_pairs_hook (_DuplicateChecker), run as each object closes: the first key, in order, that
  // an earlier one repeats. (Members sorted by key, then place, when there are many: a DistributedStrategy has 61.)
  void check_duplicate_keys(const std::vector<std::pair<std::string, python_json_value>>& members) const {
    std::size_t repeated = members.size();
    if (members.size() <= 8) {
      for (std::size_t i = 1; i < members.size() && repeated == members.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
          if (members[j].first == members[i].first) {
            repeated = i;
            break;
          }
    } else {
      std::vector<std::size_t> order(members.size());
      for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
      std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const int compared = members[a].first.compare(members[b].first);
        return compared != 0 ? compared < 0 : a < b;
      });
      for (std::size_t i = 1; i < order.size(); ++i)  // any but the first of a run of equal keys repeats one
        if (members[order[i]].first == members[order[i - 1]].first) repeated = std::min(repeated, order[i]);
    }
    if (repeated != members.size())
      fail("Failed to load JSON: duplicate key " + members[repeated].first + ".", members[repeated].second.key_offset);
  }

  python_json_value read_array(std::size_t& at, int depth) {
    enter(at, depth);
    python_json_value value;
    value.type = python_json_value::kind::array;
    value.offset = at;
    at = skip_whitespace(at + 1);
    if (at < text_.size() && text_[at] == ']') {
      ++at;
      return value;
    }
    for (;;) {
      value.items.push_back(read_value(at, depth));
      at = skip_whitespace(at);
      if (at < text_.size() && text_[at] == ']') {
        ++at;
        return value;
      }
      if (at >= text_.size() || text_[at] != ',') fail_decode("Expecting ',' delimiter", at);
      at = skip_whitespace(at + 1);
    }
  }

  std::string_view text_;
};

// base64.urlsafe_b64decode(text + '=' * (4 - len(text) % 4)): '-' and '_' for '+' and '/', other characters
// outside the alphabet skipped, decoding stopped by padding after two or three characters of a group
// (binascii.a2b_base64 without strict mode). False when binascii raises.
inline bool python_base64_decode(std::string_view text, std::string& out) {
  out.clear();
  std::string padded(text);
  padded.append(4 - text.size() % 4, '=');
  int group = 0;  // characters of the current group of four read
  int pads = 0;
  std::uint32_t left = 0;
  for (const char c : padded) {
    if (c == '=') {
      if (group >= 2 && group + ++pads >= 4) return true;
      continue;
    }
    int digit = -1;
    if (c >= 'A' && c <= 'Z') digit = c - 'A';
    else if (c >= 'a' && c <= 'z') digit = c - 'a' + 26;
    else if (c >= '0' && c <= '9') digit = c - '0' + 52;
    else if (c == '+' || c == '-') digit = 62;
    else if (c == '/' || c == '_') digit = 63;
    if (digit < 0) continue;
    pads = 0;
    const auto bits = static_cast<std::uint32_t>(digit);
    switch (group) {
      case 0: left = bits; group = 1; break;
      case 1: out += static_cast<char>((left << 2) | (bits >> 4)); left = bits & 0x0f; group = 2; break;
      case 2: out += static_cast<char>((left << 4) | (bits >> 2)); left = bits & 0x03; group = 3; break;
      default: out += static_cast<char>((left << 6) | bits); group = 0; break;
    }
  }
  return group == 0;
}

// json_format._Parser: the tree json.loads built, converted into a message.
class python_json_converter {
 public:
  python_json_converter(const python_json_reader& reader, const json_parse_options& options)
      : reader_(reader), options_(options) {}

  // ConvertMessage. `path` is Python's (the message name, then .field and [index]), for its error texts.
  void convert_message(const python_json_value& value, const json_message_info& info, void* message,
                       const std::string& path) {
    if (++depth_ > options_.recursion_limit)
      fail("Message too deep. Max recursion depth is " + std::to_string(options_.recursion_limit), value,
           error_code::recursion_limit);
    const std::string here = path.empty() ? std::string(info.descriptor->name()) : path;
    switch (value.type) {
      case python_json_value::kind::object: convert_members(value, info, message, here); break;
      case python_json_value::kind::array:
        // `for name in js` over a list: its strings are taken for keys, anything else is not a key.
        for (const python_json_value& item : value.items) {
          if (item.type != python_json_value::kind::string)
            fail("Failed to parse " + python_str(item) + " field: expected string or bytes-like object", item);
          key_of_sequence(item.text, item, info, here);
        }
        break;
      case python_json_value::kind::string: {
        // ... and over a string, its characters.
        for (std::size_t i = 0; i < value.text.size();) {
          const utf8_character c = read_utf8_character(value.text, i);
          key_of_sequence(value.text.substr(i, c.length), value, info, here);
          i += c.length;
        }
        break;
      }
      default:
        fail("Failed to parse " + std::string(info.descriptor->name()) + ": '" + python_type_name(value) +
                 "' object is not iterable",
             value, error_code::invalid_value);
    }
    --depth_;
  }

 private:
  [[noreturn]] void fail(const std::string& message, const python_json_value& at,
                         error_code code = error_code::invalid_value) const {
    reader_.fail(message, at.offset, code);
  }

  static std::string python_type_name(const python_json_value& value) {
    switch (value.type) {
      case python_json_value::kind::null: return "NoneType";
      case python_json_value::kind::boolean: return "bool";
      case python_json_value::kind::integer: return "int";
      case python_json_value::kind::floating: return "float";
      case python_json_value::kind::string: return "str";
      case python_json_value::kind::array: return "list";
      case python_json_value::kind::object: return "dict";
    }
    return "object";
  }

  // str() of a value, as Python's error texts show it (a dict as {'key': value}).
  static std::string python_str(const python_json_value& value) {
    return value.type == python_json_value::kind::string ? value.text : python_value_repr(value);
  }

  static std::string python_value_repr(const python_json_value& value) {
    switch (value.type) {
      case python_json_value::kind::null: return "None";
      case python_json_value::kind::boolean: return value.boolean ? "True" : "False";
      case python_json_value::kind::integer:
        return value.integer.fits && value.integer.magnitude == 0 ? "0" : std::string(value.number);
      case python_json_value::kind::floating: {
        std::string out;
        append_python_double(out, value.floating);
        return out;
      }
      case python_json_value::kind::string: return python_repr(value.text);
      case python_json_value::kind::array: {
        std::string out = "[";
        for (const python_json_value& item : value.items) out += (out.size() > 1 ? ", " : "") + python_value_repr(item);
        return out + "]";
      }
      case python_json_value::kind::object: {
        std::string out = "{";
        for (const auto& [key, member] : value.members)
          out += (out.size() > 1 ? ", " : "") + python_repr(key) + ": " + python_value_repr(member);
        return out + "}";
      }
    }
    return {};
  }

  // A key from iterating over a list or a string in place of a JSON object: Python looks it up, then fails to
  // index the list or string with it, or skips it as unknown.
  void key_of_sequence(std::string_view key, const python_json_value& at, const json_message_info& info,
                       const std::string& path) {
    if (info.find(key) == nullptr && extension_like(key))
      fail("Message type " + std::string(info.descriptor->full_name) + " does not have extensions at " + path, at,
           error_code::unknown_field);
    if (info.find(key) != nullptr)
      fail("Failed to parse " + std::string(key) + " field: " +
               (at.type == python_json_value::kind::array ? "list" : "string") +
               " indices must be integers" + (at.type == python_json_value::kind::array ? " or slices, not str" : ""),
           at);
    if (!options_.ignore_unknown_fields) fail_unknown(key, at, info, path);
  }

  [[noreturn]] void fail_unknown(std::string_view key, const python_json_value& at, const json_message_info& info,
                                 const std::string& path) const {
    std::string fields;
    for (const json_field_info& field : info.fields)
      fields.append(fields.empty() ? "'" : ", '").append(field.json_name) += '\'';
    fail("Message type \"" + std::string(info.descriptor->full_name) + "\" has no field named \"" + std::string(key) +
             "\" at \"" + path + "\".\n Available Fields(except extensions): \"[" + fields + "]\"",
         at, error_code::unknown_field);
  }

  static bool extension_like(std::string_view key) {
    if (key.size() < 2 || key.front() != '[' || key.back() != ']') return false;
    for (const char c : key.substr(1, key.size() - 2))
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_'))
        return false;
    return true;
  }

  // _ConvertFieldValuePair. An error inside a field is "Failed to parse KEY field: ...", except inside oneof
  // members, as Python rewraps its ParseErrors.
  void convert_members(const python_json_value& object, const json_message_info& info, void* message,
                       const std::string& path) {
    std::vector<std::string_view> names;  // keys read, and the oneofs they set
    const message_descriptor& descriptor = *info.descriptor;
    for (const auto& [key, value] : object.members) {
      const json_field_info* field = info.find(key);
      if (field == nullptr) {
        if (extension_like(key))
          reader_.fail("Message type " + std::string(descriptor.full_name) + " does not have extensions at " + path,
                       value.key_offset, error_code::unknown_field);
        if (options_.ignore_unknown_fields) continue;
        fail_unknown(key, value, info, path);
      }
      try {
        for (const std::string_view seen : names)
          if (seen == key)
            reader_.fail("Message type \"" + std::string(descriptor.full_name) + "\" should not have multiple \"" +
                             key + "\" fields at \"" + path + "\".",
                         value.key_offset, error_code::duplicate_field);
        names.push_back(key);
        if (field->field->in_oneof() && value.type != python_json_value::kind::null) {
          const std::string_view oneof = field->field->oneof_name;
          for (const std::string_view seen : names)
            if (seen == oneof)
              reader_.fail("Message type \"" + std::string(descriptor.full_name) + "\" should not have multiple \"" +
                               std::string(oneof) + "\" oneof fields at \"" + path + "\".",
                           value.key_offset, error_code::oneof_conflict);
          names.push_back(oneof);
        }
        convert_field(value, *field, message, key, path);
      } catch (const error& failure) {
        if (field->field->in_oneof()) throw;
        throw error(failure.code(), "Failed to parse " + key + " field: " + failure.message() + ".", failure.line(),
                    failure.column(), failure.field_path());
      }
    }
  }

  static void clear_field(const field_descriptor& field, void* storage) {
    if (field.is_repeated())
      field.ops->erase(storage, 0, field.ops->size(storage));
    else
      field.ops->clear(storage);
  }

  void convert_field(const python_json_value& value, const json_field_info& info, void* message,
                     const std::string& key, const std::string& parent_path) {
    const field_descriptor& field = *info.field;
    const std::string path = parent_path + "." + key;
    void* storage = mutable_field_storage(field, message);
    if (value.type == python_json_value::kind::null) return clear_field(field, storage);
    if (field.map) {
      clear_field(field, storage);
      return convert_map(value, info, storage, path);
    }
    if (field.is_repeated()) {
      clear_field(field, storage);
      if (value.type != python_json_value::kind::array)
        fail("repeated field " + key + " must be in [] which is " + python_str(value) + " at " + parent_path, value);
      for (std::size_t i = 0; i < value.items.size(); ++i) {
        const python_json_value& item = value.items[i];
        const std::string item_path = path + "[" + std::to_string(i) + "]";
        if (field.type == field_type::message) {
          void* element = field.ops->add_message(storage);
          if (item.type == python_json_value::kind::null)
            fail("null is not allowed to be used as an element in a repeated field at " + item_path, item);
          convert_message(item, info.message_info(), element, item_path);
          continue;
        }
        if (item.type == python_json_value::kind::null)
          fail("null is not allowed to be used as an element in a repeated field at " + item_path, item);
        if (field.kind() == cpp_kind::string)
          *field.ops->add_string(storage) = convert_string(item, field, item_path);
        else
          field.ops->add(storage, convert_scalar(item, info, item_path));
      }
      return;
    }
    if (field.type == field_type::message)
      return convert_message(value, info.message_info(), field.ops->mutable_message(storage), path);
    if (field.kind() == cpp_kind::string) {
      *field.ops->mutable_string(storage) = convert_string(value, field, path);
      return;
    }
    field.ops->set(storage, convert_scalar(value, info, path));
  }

  // json_format's _ConvertMapFieldValue: a dict, each key converted as a string of the key's type ("true" or
  // "false" for bool keys), each value as the value field; the last of two keys of one value wins.
  void convert_map(const python_json_value& value, const json_field_info& info, void* storage,
                   const std::string& path) {
    if (value.type != python_json_value::kind::object)
      fail("Map field " + std::string(info.field->name) + " must be in a dict which is " + python_str(value) + " at " +
               path.substr(0, path.rfind('.')),
           value);
    const json_field_info& key_info = info.message_info().fields[0];
    const json_field_info& value_info = info.message_info().fields[1];
    for (const auto& [text, member] : value.members) {
      void* entry = info.field->ops->add_message(storage);
      void* key_storage = key_info.field->storage_in(entry);
      python_json_value key_value;
      key_value.type = python_json_value::kind::string;
      key_value.text = text;
      key_value.offset = member.key_offset;
      key_value.unpaired_surrogate = member.key_unpaired_surrogate;
      if (key_info.field->kind() == cpp_kind::string) {
        *key_info.field->ops->mutable_string(key_storage) = convert_string(key_value, *key_info.field, path + ".key");
      } else if (key_info.field->kind() == cpp_kind::bool_) {
        if (text != "true" && text != "false") fail("Expected \"true\" or \"false\", not " + text, key_value);
        key_info.field->ops->set(key_storage, scalar::from_bool(text == "true"));
      } else {
        key_info.field->ops->set(key_storage, convert_scalar(key_value, key_info, path + ".key"));
      }
      const std::string value_path = path + "[" + text + "]";
      void* value_storage = value_info.field->storage_in(entry);
      if (member.type == python_json_value::kind::null)
        fail("null is not allowed as a map value at " + value_path, member);
      if (value_info.field->type == field_type::message)
        convert_message(member, value_info.message_info(), value_info.field->ops->mutable_message(value_storage),
                        value_path);
      else if (value_info.field->kind() == cpp_kind::string)
        *value_info.field->ops->mutable_string(value_storage) = convert_string(member, *value_info.field, value_path);
      else
        value_info.field->ops->set(value_storage, convert_scalar(member, value_info, value_path));
      info.field->ops->settle_entry(storage);
    }
  }

  std::string convert_string(const python_json_value& value, const field_descriptor& field,
                             const std::string& path) const {
    if (field.type == field_type::bytes) {
      if (value.type != python_json_value::kind::string)
        fail("can't concat bytes to " + python_type_name(value), value);
      if (value.unpaired_surrogate)
        fail("'utf-8' codec can't encode character: surrogates not allowed", value);
      std::string decoded;
      if (!python_base64_decode(value.text, decoded)) fail("Incorrect padding", value);
      return decoded;
    }
    if (value.type != python_json_value::kind::string)
      fail("expected string or bytes-like object, got '" + python_type_name(value) + "'", value);
    if (value.unpaired_surrogate) fail("Unpaired surrogate at " + path, value);
    return value.text;
  }

  scalar convert_scalar(const python_json_value& value, const json_field_info& info, const std::string& path) const {
    const field_descriptor& field = *info.field;
    switch (field.kind()) {
      case cpp_kind::int32: return scalar::from_int(static_cast<std::int64_t>(convert_integer(value, true, INT32_MAX)));
      case cpp_kind::int64: return scalar::from_int(static_cast<std::int64_t>(convert_integer(value, true, INT64_MAX)));
      case cpp_kind::uint32: return scalar::from_uint(convert_integer(value, false, UINT32_MAX));
      case cpp_kind::uint64: return scalar::from_uint(convert_integer(value, false, UINT64_MAX));
      case cpp_kind::double_: return scalar::from_double(convert_float(value, false, path));
      case cpp_kind::float_: return scalar::from_double(python_float_field_value(convert_float(value, true, path)));
      case cpp_kind::bool_:
        if (value.type != python_json_value::kind::boolean) fail("Expected true or false without quotes at " + path, value);
        return scalar::from_bool(value.boolean);
      case cpp_kind::enum_: return scalar::from_int(convert_enum(value, *info.enumeration, path));
      case cpp_kind::string:
      case cpp_kind::message: break;
    }
    return {};
  }

  // int(value) of a Python int, float or str; false when it raises (or the float is not integral).
  static bool python_int_of(const python_json_value& value, python_integer& result) {
    switch (value.type) {
      case python_json_value::kind::integer: result = value.integer; return true;
      case python_json_value::kind::boolean:
        result = python_integer{true, false, true, value.boolean ? 1u : 0u};
        return true;
      case python_json_value::kind::floating: {
        const double truncated = toward_zero(value.floating);
        if (!is_finite(truncated)) return false;
        result.valid = true;
        result.negative = truncated < 0;
        const double magnitude = absolute_value(truncated);
        result.fits = magnitude < 18446744073709551616.0;
        result.magnitude = result.fits ? static_cast<std::uint64_t>(magnitude) : 0;
        return true;
      }
      case python_json_value::kind::string: result = python_int(value.text, 10); return result.valid;
      default: return false;
    }
  }

  // _ConvertInteger, then the field's range check.
  std::uint64_t convert_integer(const python_json_value& value, bool is_signed, std::uint64_t maximum) const {
    if (value.type == python_json_value::kind::floating && value.floating != toward_zero(value.floating))
      fail("Couldn't parse integer: " + python_str(value), value);
    if (value.type == python_json_value::kind::string && value.text.find(' ') != std::string::npos)
      fail("Couldn't parse integer: \"" + value.text + "\"", value);
    if (value.type == python_json_value::kind::boolean)
      fail("Bool value " + python_str(value) + " is not acceptable for integer field", value);
    python_integer number;
    if (!python_int_of(value, number))
      fail(value.type == python_json_value::kind::string
               ? "invalid literal for int() with base 10: " + python_repr(value.text)
               : "int() argument must be a string, a bytes-like object or a real number, not '" +
                     python_type_name(value) + "'",
           value);
    std::uint64_t bits = 0;
    if (!python_integer_in_range(number, is_signed, maximum, bits))
      fail("Value out of range: " + python_str(value), value, error_code::out_of_range);
    return bits;
  }

  // _ConvertFloat.
  double convert_float(const python_json_value& value, bool is_float, const std::string& path) const {
    switch (value.type) {
      case python_json_value::kind::floating: {
        const double number = value.floating;
        if (is_nan(number)) fail("Couldn't parse NaN, use quoted \"NaN\" instead at " + path, value);
        if (is_infinite(number))
          fail(number > 0 ? "Couldn't parse Infinity or value too large, use quoted \"Infinity\" instead at " + path
                          : "Couldn't parse -Infinity or value too small, use quoted \"-Infinity\" instead at " + path,
               value);
        if (is_float && number > static_cast<double>(std::numeric_limits<float>::max()))
          fail("Float value too large at " + path, value, error_code::out_of_range);
        if (is_float && number < -static_cast<double>(std::numeric_limits<float>::max()))
          fail("Float value too small at " + path, value, error_code::out_of_range);
        return number;
      }
      case python_json_value::kind::integer:
      case python_json_value::kind::boolean: {
        // float(int): correctly rounded; an int beyond the double range raises OverflowError.
        if (value.type == python_json_value::kind::boolean) return value.boolean ? 1.0 : 0.0;
        if (value.integer.fits && value.integer.magnitude == 0) return 0.0;  // int("-0") is 0
        double number = 0;
        python_float(value.number, number);
        if (is_infinite(number)) fail("int too large to convert to float", value, error_code::out_of_range);
        return number;
      }
      case python_json_value::kind::string: {
        if (value.text == "nan") fail("Couldn't parse float \"nan\", use \"NaN\" instead at " + path, value);
        double number = 0;
        if (!python_float(value.text, number)) fail("Couldn't parse float: " + value.text + " at " + path, value);
        return number;
      }
      default:
        fail("float() argument must be a string or a real number, not '" + python_type_name(value) + "'", value);
    }
  }

  // The enum branch of _ConvertScalarFieldValue: a name, else int(value) naming a declared number.
  std::int64_t convert_enum(const python_json_value& value, const enum_descriptor& enumeration,
                            const std::string& path) const {
    if (value.type == python_json_value::kind::array || value.type == python_json_value::kind::object)
      fail("unhashable type: '" + python_type_name(value) + "'", value);
    if (value.type == python_json_value::kind::string)
      if (const enum_value_descriptor* named = enumeration.find(value.text)) return named->number;
    python_integer number;
    const bool converted = python_int_of(value, number);
    if (!converted && value.type == python_json_value::kind::floating && is_infinite(value.floating))
      fail("cannot convert float infinity to integer", value, error_code::out_of_range);
    std::uint64_t bits = 0;
    const enum_value_descriptor* known = converted && python_integer_in_range(number, true, INT32_MAX, bits)
                                             ? enumeration.find(static_cast<std::int32_t>(bits))
                                             : nullptr;
    if (known == nullptr)
      fail("Invalid enum value " + python_str(value) + " for enum type " + std::string(enumeration.full_name) + " at " +
               path,
           value);
    return known->number;
  }

  const python_json_reader& reader_;
  const json_parse_options& options_;
  int depth_ = 0;
};

// json_format.Parse(text, message): merges into the message, checks no required fields.
inline void python_parse_json(std::string_view text, const json_message_info& info, void* message,
                              const json_parse_options& options) {
  const python_utf8_problem problem = find_python_utf8_problem(text);
  if (problem.offset != std::string::npos) {
    python_json_reader reader(text.substr(0, problem.offset));
    reader.fail("the text is not UTF-8: " + problem.message, problem.offset);
  }
  python_json_reader reader(text);
  const python_json_value root = reader.read();
  python_json_converter(reader, options).convert_message(root, info, message, {});
}

}  // namespace detail
}  // namespace plainproto
