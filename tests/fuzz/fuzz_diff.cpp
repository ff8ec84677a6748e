// libFuzzer target: plainproto::diff and the unified diff of plainproto diff --unified, on two messages of a
// top-level type read from the input. Input: one selector byte (type; bits 0x10 and 0x20 read A and B as JSON
// instead of text format), then A, a NUL byte, and B. Checked for every pair that parses:
// - a message has no difference from itself, and two messages have none exactly when they print the same text;
// - diff(B, A) is diff(A, B) mirrored: the same paths, added and removed swapped, before and after swapped;
// - setting each changed path of diff(A, B) to its new value in A leaves exactly the added and removed lines;
// - the unified diff of the printed texts, applied to A's text, gives B's.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "common.hpp"
#include "plainproto/json.hpp"
#include "unified_diff.hpp"

namespace {

void require(bool condition, const char* what) {
  if (!condition) {
    std::fprintf(stderr, "fuzz_diff: %s\n", what);
    std::abort();
  }
}

using plainproto::field_difference;

bool read(const plainproto::message_descriptor& type, std::string_view text, bool json, void* message) {
  try {
    if (json) {
      plainproto::json_parse_options options;
      options.ignore_unknown_fields = true;
      plainproto::parse_json(text, type, message, options);
    } else {
      plainproto::text_parse_options options;
      options.allow_partial = true;
      plainproto::read_text(type, message, text, options);
    }
  } catch (const plainproto::error&) {
    return false;
  }
  return true;
}

std::vector<std::string> lines(const std::vector<field_difference>& differences, bool only_added_or_removed) {
  std::vector<std::string> out;
  for (const field_difference& difference : differences)
    if (!only_added_or_removed || difference.change != field_difference::kind::changed)
      out.push_back(plainproto::diff_line(difference));
  return out;
}

// Applies a unified diff to the lines of `from`; false when a context or removed line does not match.
bool apply_unified(std::string_view from, std::string_view diff, std::string& to) {
  const std::vector<std::string_view> source = plainproto::cli::split_lines(from);
  const std::vector<std::string_view> patch = plainproto::cli::split_lines(diff);
  std::size_t next = 0;  // the first source line not yet copied
  for (std::size_t i = 2; i < patch.size(); ++i) {
    const std::string_view line = patch[i];
    if (line.substr(0, 4) == "@@ -") {
      std::size_t start = std::stoul(std::string(line.substr(4)));
      const std::size_t comma = line.find(',');
      const bool empty_side = comma != std::string_view::npos && comma < line.find(' ', 4) &&
                              std::stoul(std::string(line.substr(comma + 1))) == 0;
      if (!empty_side) --start;  // the line before, for an empty side; else 1-based
      if (start < next || start > source.size()) return false;
      for (; next < start; ++next) to.append(source[next]).append("\n");
      continue;
    }
    const char mark = line.empty() ? '?' : line[0];
    const std::string_view text = line.substr(1);
    if (mark == '+') {
      to.append(text).append("\n");
    } else if (mark == ' ' || mark == '-') {
      if (next >= source.size() || source[next] != text) return false;
      if (mark == ' ') to.append(text).append("\n");
      ++next;
    } else {
      return false;
    }
  }
  for (; next < source.size(); ++next) to.append(source[next]).append("\n");
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  const plainproto::message_descriptor& type = fuzz::top_level_type(input.selector);
  const std::size_t separator = input.text.find('\0');
  if (separator == std::string_view::npos) return 0;
  const fuzz::owned_message a(type), b(type);
  if (!read(type, input.text.substr(0, separator), (input.selector & 0x10) != 0, a.get()) ||
      !read(type, input.text.substr(separator + 1), (input.selector & 0x20) != 0, b.get()))
    return 0;

  require(plainproto::diff(type, a.get(), a.get()).empty(), "a message differs from itself");
  const std::string text_a = plainproto::print_text(type, a.get()), text_b = plainproto::print_text(type, b.get());
  const std::vector<field_difference> forward = plainproto::diff(type, a.get(), b.get());
  const std::vector<field_difference> backward = plainproto::diff(type, b.get(), a.get());
  require(forward.empty() == (text_a == text_b), "no differences, yet the texts differ (or the other way)");
  require(forward.size() == backward.size(), "diff(B, A) has another number of differences than diff(A, B)");
  for (std::size_t i = 0; i < forward.size(); ++i) {
    const field_difference& f = forward[i];
    const field_difference& r = backward[i];
    const bool mirrored = f.path == r.path && f.before == r.after && f.after == r.before && f.field == r.field &&
                          (f.change == field_difference::kind::changed
                               ? r.change == field_difference::kind::changed
                               : r.change != f.change && r.change != field_difference::kind::changed);
    require(mirrored, "diff(B, A) is not diff(A, B) mirrored");
  }

  const fuzz::owned_message edited(type);
  type.copy(edited.get(), a.get());
  for (const field_difference& difference : forward)
    if (difference.change == field_difference::kind::changed)
      require(plainproto::set(type, edited.get(), difference.path, difference.after) == 1,
              "a changed path does not set exactly one field");
  require(lines(plainproto::diff(type, edited.get(), b.get()), false) == lines(forward, true),
          "after setting the changed values, more than the added and removed lines are left");

  const std::string unified = plainproto::cli::unified_diff(text_a, text_b, "a", "b");
  require(unified.empty() == (text_a == text_b), "an empty unified diff for different texts (or the other way)");
  std::string patched;
  require(apply_unified(text_a, unified, patched), "the unified diff does not apply to A's text");
  require(patched == text_b, "the unified diff applied to A's text does not give B's");
  return 0;
}
