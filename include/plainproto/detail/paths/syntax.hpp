// plainproto: the syntax of EasyRec's edit_config paths, `optimizer_config[adam_optimizer.beta1>0.8].use_moving_average`,
// read into segments. What the names mean is decided later, against a message type (path_eval.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/char_scan.hpp"
#include "../core/descriptor.hpp"
#include "../core/field_access.hpp"
#include "../core/field_type.hpp"
#include "../../error.hpp"

namespace plainproto {
namespace detail {

enum class path_selector { none, index, all, slice, condition };

// In the order EasyRec tries them: the first one found in a condition splits it.
enum class path_comparison { greater_equal, less_equal, greater, less, equal };

struct path_segment {
  std::string name;
  path_selector selector = path_selector::none;
  std::int64_t index = 0;             // [i]; saturated at the int64 limits, so a huge index is simply out of range
  std::optional<std::int64_t> start;  // [a:b]; either may be left out
  std::optional<std::int64_t> stop;
  std::vector<path_segment> condition_path;  // [subpath OP literal]; empty compares the element itself
  path_comparison comparison = path_comparison::equal;
  std::string literal;
  std::string written;  // the path up to and including this segment, as the user wrote it

  // Filled in when the path is checked against a message type.
  const message_descriptor* owner = nullptr;
  const field_descriptor* field = nullptr;
  field_value literal_value;
};

constexpr bool is_path_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

inline std::string_view trim_path_space(std::string_view text) noexcept {
  while (!text.empty() && is_path_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_path_space(text.back())) text.remove_suffix(1);
  return text;
}

[[noreturn]] inline void path_syntax_error(std::string_view where, const std::string& why) {
  throw error(error_code::usage, "\"" + std::string(where) + "\": " + why, 0, 0, std::string(where));
}

// Walks a path or value text, keeping track of quotes and of [ ] and { } nesting, so that separators inside
// a condition (`[a.b>0.5]`), a string literal (`"x;y"`) or a message value (`{a: 1; b: 2}`) are not split on.
// ('<' and '>' compare in conditions, so they do not nest.)
class nesting_scanner {
 public:
  explicit nesting_scanner(std::string_view text) : text_(text) {}

  // Steps over the character at i (and the one after a backslash in a quote); true when the character
  // is outside any quote and outside any brackets.
  bool step(std::size_t& i) {
    const char c = text_[i];
    if (quote_ != 0) {
      if (c == '\\')
        ++i;
      else if (c == quote_)
        quote_ = 0;
      return false;
    }
    if (c == '"' || c == '\'') {
      quote_ = c;
      return false;
    }
    if (c == '[' || c == '{') {
      ++depth_;
      return false;
    }
    if ((c == ']' || c == '}') && depth_ > 0) {
      --depth_;
      return false;
    }
    return depth_ == 0;
  }

  // Every position outside quotes and brackets.
  std::vector<std::size_t> outside() {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < text_.size(); ++i) {
      const std::size_t at = i;
      if (step(i)) found.push_back(at);
    }
    if (quote_ != 0) path_syntax_error(text_, "unterminated string literal");
    return found;
  }

  // Where the bracket opened at `open` (outside quotes and brackets) is closed; npos when it is not.
  std::size_t closing(std::size_t open) {
    for (std::size_t i = open; i < text_.size(); ++i) {
      const std::size_t at = i;
      step(i);
      if (at != open && depth_ == 0 && quote_ == 0) return at;
    }
    return std::string_view::npos;
  }

 private:
  std::string_view text_;
  int depth_ = 0;
  char quote_ = 0;
};

// Splits on a separator outside quotes and brackets; each part trimmed.
inline std::vector<std::string_view> split_top_level(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t begin = 0;
  for (const std::size_t at : nesting_scanner(text).outside()) {
    if (text[at] != separator) continue;
    parts.push_back(trim_path_space(text.substr(begin, at - begin)));
    begin = at + 1;
  }
  parts.push_back(trim_path_space(text.substr(begin)));
  return parts;
}

// [+-]digits, saturated at the int64 limits; nullopt when the text is not an integer.
inline std::optional<std::int64_t> parse_path_integer(std::string_view text) noexcept {
  text = trim_path_space(text);
  bool negative = false;
  if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
    negative = text[0] == '-';
    text.remove_prefix(1);
  }
  if (text.empty()) return std::nullopt;
  constexpr std::uint64_t limit = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + 1;
  std::uint64_t magnitude = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    magnitude = magnitude > (limit - digit) / 10 ? limit : magnitude * 10 + digit;
  }
  if (negative)
    return magnitude == limit ? std::numeric_limits<std::int64_t>::min() : -static_cast<std::int64_t>(magnitude);
  return magnitude == limit ? std::numeric_limits<std::int64_t>::max() : static_cast<std::int64_t>(magnitude);
}

inline std::vector<path_segment> parse_path(std::string_view path);

// `a:b`, `:b`, `a:`, with optional spaces; false when the selector is not a slice.
inline bool parse_slice(std::string_view selector, path_segment& segment) {
  const std::size_t colon = selector.find(':');
  if (colon == std::string_view::npos || selector.find(':', colon + 1) != std::string_view::npos) return false;
  const std::string_view first = trim_path_space(selector.substr(0, colon));
  const std::string_view second = trim_path_space(selector.substr(colon + 1));
  std::optional<std::int64_t> start, stop;
  if (!first.empty() && !(start = parse_path_integer(first))) return false;
  if (!second.empty() && !(stop = parse_path_integer(second))) return false;
  segment.selector = path_selector::slice;
  segment.start = start;
  segment.stop = stop;
  return true;
}

// `subpath OP literal`: the operators are tried in EasyRec's order and the last occurrence of the first
// one found splits the condition; occurrences inside quotes or nested brackets do not count.
inline bool parse_condition(std::string_view selector, path_segment& segment) {
  static constexpr std::pair<std::string_view, path_comparison> operators[] = {
      {">=", path_comparison::greater_equal},
      {"<=", path_comparison::less_equal},
      {">", path_comparison::greater},
      {"<", path_comparison::less},
      {"=", path_comparison::equal},
  };
  const std::vector<std::size_t> outside = nesting_scanner(selector).outside();
  for (const auto& [spelling, comparison] : operators) {
    std::size_t found = std::string_view::npos;
    for (const std::size_t at : outside)
      if (selector.compare(at, spelling.size(), spelling) == 0) found = at;
    if (found == std::string_view::npos) continue;
    segment.selector = path_selector::condition;
    segment.comparison = comparison;
    segment.literal = std::string(trim_path_space(selector.substr(found + spelling.size())));
    const std::string_view subpath = trim_path_space(selector.substr(0, found));
    if (!subpath.empty()) segment.condition_path = parse_path(subpath);
    return true;
  }
  return false;
}

inline path_segment parse_path_segment(std::string_view text, std::string written) {
  path_segment segment;
  segment.written = std::move(written);
  text = trim_path_space(text);
  // An extension is named by its full name in brackets, `[pkg.name]`, as text format names it (blanks inside
  // dropped); a bracket that opens with anything but a letter is a selector missing its field name.
  std::size_t name_end = 0;
  std::string extension_name;
  const std::string_view after_bracket = text.empty() ? text : trim_path_space(text.substr(1));
  if (!text.empty() && text.front() == '[' && !after_bracket.empty() && is_letter(after_bracket.front())) {
    name_end = nesting_scanner(text).closing(0);
    if (name_end == std::string_view::npos || text[name_end] != ']') path_syntax_error(text, "missing \"]\"");
    for (const char c : text.substr(0, ++name_end))
      if (!is_path_space(c)) extension_name += c;
  }
  const std::size_t open = text.find('[', name_end);
  const std::string_view name = name_end != 0 ? std::string_view(extension_name) : trim_path_space(text.substr(0, open));
  if (name.empty()) path_syntax_error(text, open == std::string_view::npos ? "empty name" : "missing a field name before \"[\"");
  if (name_end != 0 && !trim_path_space(text.substr(name_end, open - name_end)).empty())
    path_syntax_error(text, "\"" + std::string(trim_path_space(text.substr(0, open))) + "\" is not a field name");
  for (std::size_t i = name_end != 0 ? 1 : 0; i < name.size() - (name_end != 0 ? 1 : 0); ++i)
    if (!is_letter(name[i]) && !is_digit(name[i]) && !(name_end != 0 && name[i] == '.'))
      path_syntax_error(text, "\"" + std::string(name) + "\" is not a field name");
  segment.name = std::string(name);
  if (open == std::string_view::npos) return segment;

  const std::size_t close = nesting_scanner(text).closing(open);
  if (close == std::string_view::npos || text[close] != ']') path_syntax_error(text, "missing \"]\"");
  const std::string_view after = trim_path_space(text.substr(close + 1));
  if (!after.empty()) path_syntax_error(text, "unexpected \"" + std::string(after) + "\" after \"]\"");

  const std::string_view selector = trim_path_space(text.substr(open + 1, close - open - 1));
  if (selector == ":") {
    segment.selector = path_selector::all;
  } else if (const std::optional<std::int64_t> index = parse_path_integer(selector)) {
    segment.selector = path_selector::index;
    segment.index = *index;
  } else if (!parse_slice(selector, segment) && !parse_condition(selector, segment)) {
    path_syntax_error(text, "invalid selector \"" + std::string(selector) +
                                "\" (expected an index [i], a slice [a:b], [:] or a condition such as [name=value])");
  }
  return segment;
}

// A dotted path. Like EasyRec, empty parts (`a..b`) are skipped and each part is trimmed; unlike EasyRec,
// dots inside a condition or a quoted literal do not split.
inline std::vector<path_segment> parse_path(std::string_view path) {
  std::vector<path_segment> segments;
  std::string written;
  for (const std::string_view part : split_top_level(path, '.')) {
    if (part.empty()) continue;
    if (!written.empty()) written += '.';
    written.append(part);
    segments.push_back(parse_path_segment(part, written));
  }
  if (segments.empty()) throw error(error_code::usage, "empty path");
  return segments;
}

}  // namespace detail
}  // namespace plainproto
