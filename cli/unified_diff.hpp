// plainproto command-line tool: a unified diff of two texts, line by line, laid out as `diff -u` lays it out.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace plainproto {
namespace cli {

// Which lines of two texts a shortest edit script keeps: Myers' O(ND) algorithm in linear space, splitting
// at the point where the forward and the reverse searches meet (the bisection of diff-match-patch).
class line_matcher {
 public:
  // Lines are compared by number: equal lines get the same one.
  line_matcher(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b)
      : kept_a_(a.size()), kept_b_(b.size()) {
    std::unordered_map<std::string_view, int> numbers;
    for (const std::string_view line : a)
      a_.push_back(numbers.emplace(line, static_cast<int>(numbers.size())).first->second);
    for (const std::string_view line : b)
      b_.push_back(numbers.emplace(line, static_cast<int>(numbers.size())).first->second);
    in_b_.assign(numbers.size(), false);
    match(0, static_cast<long>(a_.size()), 0, static_cast<long>(b_.size()));
  }

  const std::vector<bool>& kept_a() const noexcept { return kept_a_; }
  const std::vector<bool>& kept_b() const noexcept { return kept_b_; }

 private:
  void keep(long x, long y) {
    kept_a_[static_cast<std::size_t>(x)] = true;
    kept_b_[static_cast<std::size_t>(y)] = true;
  }
  int at_a(long x) const { return a_[static_cast<std::size_t>(x)]; }
  int at_b(long y) const { return b_[static_cast<std::size_t>(y)]; }

  // Lines [a0, a1) of a against [b0, b1) of b.
  void match(long a0, long a1, long b0, long b1) {
    while (a0 < a1 && b0 < b1 && at_a(a0) == at_b(b0)) keep(a0++, b0++);
    while (a0 < a1 && b0 < b1 && at_a(a1 - 1) == at_b(b1 - 1)) keep(--a1, --b1);
    if (a0 == a1 || b0 == b1 || !share_a_line(a0, a1, b0, b1)) return;
    long x = 0, y = 0;
    if (!bisect(a0, a1, b0, b1, x, y)) return;  // nothing in common
    match(a0, x, b0, y);
    match(x, a1, y, b1);
  }

  // Whether the ranges have a line in common. Checked first because the search below takes time growing with the
  // square of the lines when they have none (two files that differ everywhere: 80,000 lines each took 18 s).
  bool share_a_line(long a0, long a1, long b0, long b1) {
    for (long y = b0; y < b1; ++y) in_b_[static_cast<std::size_t>(at_b(y))] = true;
    bool shared = false;
    for (long x = a0; x < a1 && !shared; ++x) shared = in_b_[static_cast<std::size_t>(at_a(x))];
    for (long y = b0; y < b1; ++y) in_b_[static_cast<std::size_t>(at_b(y))] = false;
    return shared;
  }

  // Finds a point (x, y) on a shortest edit path from (a0, b0) to (a1, b1): where a forward path from the start
  // and a reverse path from the end first overlap. False when the ranges have no line in common.
  bool bisect(long a0, long a1, long b0, long b1, long& split_x, long& split_y) {
    const long n = a1 - a0, m = b1 - b0;
    const long max_d = (n + m + 1) / 2;
    const long offset = max_d;
    std::vector<long> forward(static_cast<std::size_t>(2 * max_d + 2), -1), reverse(forward);
    const auto v = [](std::vector<long>& values, long index) -> long& {
      return values[static_cast<std::size_t>(index)];
    };
    v(forward, offset + 1) = 0;
    v(reverse, offset + 1) = 0;
    const long delta = n - m;
    const bool front = delta % 2 != 0;  // with an odd delta the forward search finds the overlap
    long k1_start = 0, k1_end = 0, k2_start = 0, k2_end = 0;
    for (long d = 0; d < max_d; ++d) {
      for (long k1 = -d + k1_start; k1 <= d - k1_end; k1 += 2) {
        const long k1_offset = offset + k1;
        long x1 = k1 == -d || (k1 != d && v(forward, k1_offset - 1) < v(forward, k1_offset + 1))
                      ? v(forward, k1_offset + 1)
                      : v(forward, k1_offset - 1) + 1;
        long y1 = x1 - k1;
        while (x1 < n && y1 < m && at_a(a0 + x1) == at_b(b0 + y1)) ++x1, ++y1;
        v(forward, k1_offset) = x1;
        if (x1 > n) {
          k1_end += 2;  // ran off the right
        } else if (y1 > m) {
          k1_start += 2;  // ran off the bottom
        } else if (front) {
          const long k2_offset = offset + delta - k1;
          if (k2_offset >= 0 && k2_offset < 2 * max_d && v(reverse, k2_offset) != -1 &&
              x1 >= n - v(reverse, k2_offset)) {
            split_x = a0 + x1;
            split_y = b0 + y1;
            return true;
          }
        }
      }
      for (long k2 = -d + k2_start; k2 <= d - k2_end; k2 += 2) {
        const long k2_offset = offset + k2;
        long x2 = k2 == -d || (k2 != d && v(reverse, k2_offset - 1) < v(reverse, k2_offset + 1))
                      ? v(reverse, k2_offset + 1)
                      : v(reverse, k2_offset - 1) + 1;
        long y2 = x2 - k2;
        while (x2 < n && y2 < m && at_a(a1 - 1 - x2) == at_b(b1 - 1 - y2)) ++x2, ++y2;
        v(reverse, k2_offset) = x2;
        if (x2 > n) {
          k2_end += 2;
        } else if (y2 > m) {
          k2_start += 2;
        } else if (!front) {
          const long k1_offset = offset + delta - k2;
          if (k1_offset >= 0 && k1_offset < 2 * max_d && v(forward, k1_offset) != -1) {
            const long x1 = v(forward, k1_offset);
            if (x1 >= n - x2) {
              split_x = a0 + x1;
              split_y = b0 + offset + x1 - k1_offset;
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  std::vector<int> a_, b_;
  std::vector<bool> kept_a_, kept_b_;
  std::vector<bool> in_b_;  // by line number: in the range of b being matched (share_a_line)
};

// The lines of a text that is empty or ends in '\n' (as printed messages do), without their '\n'.
inline std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t begin = 0; begin < text.size();) {
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    lines.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
  return lines;
}

// `--- LABEL_A`, `+++ LABEL_B`, then hunks of changed lines with `context` unchanged lines around them; changes
// at most 2 * context lines apart share a hunk. Hunk headers are `@@ -START,COUNT +START,COUNT @@`, a count of 1
// left out and an empty side starting at the line before, as GNU diff writes them. Empty when the texts are equal.
inline std::string unified_diff(std::string_view text_a, std::string_view text_b, std::string_view label_a,
                                std::string_view label_b, std::size_t context = 3) {
  const std::vector<std::string_view> a = split_lines(text_a), b = split_lines(text_b);
  const line_matcher matcher(a, b);
  struct edit {
    char mark;  // ' ' kept, '-' removed, '+' added
    std::size_t line_a, line_b;  // lines of a and b before this one
  };
  std::vector<edit> edits;
  for (std::size_t i = 0, j = 0; i < a.size() || j < b.size();) {
    if (i < a.size() && j < b.size() && matcher.kept_a()[i] && matcher.kept_b()[j])
      edits.push_back({' ', i++, j++});
    else if (i < a.size() && !matcher.kept_a()[i])
      edits.push_back({'-', i++, j});
    else
      edits.push_back({'+', i, j++});
  }

  std::string out;
  const auto range = [&](std::size_t before, std::size_t count) {
    std::string text = std::to_string(count == 0 ? before : before + 1);
    if (count != 1) text += "," + std::to_string(count);
    return text;
  };
  for (std::size_t next = 0; next < edits.size();) {
    std::size_t change = next;
    while (change < edits.size() && edits[change].mark == ' ') ++change;
    if (change == edits.size()) break;
    std::size_t last_change = change;
    for (std::size_t i = change + 1; i < edits.size(); ++i) {
      if (edits[i].mark == ' ') continue;
      if (i - last_change - 1 > 2 * context) break;
      last_change = i;
    }
    const std::size_t begin = std::max(next, change >= context ? change - context : 0);
    const std::size_t end = std::min(edits.size(), last_change + 1 + context);
    std::size_t count_a = 0, count_b = 0;
    for (std::size_t i = begin; i < end; ++i) {
      count_a += edits[i].mark != '+';
      count_b += edits[i].mark != '-';
    }
    if (out.empty()) out.append("--- ").append(label_a).append("\n+++ ").append(label_b).append("\n");
    out.append("@@ -")
        .append(range(edits[begin].line_a, count_a))
        .append(" +")
        .append(range(edits[begin].line_b, count_b))
        .append(" @@\n");
    for (std::size_t i = begin; i < end; ++i) {
      const edit& line = edits[i];
      out.append(1, line.mark).append(line.mark == '+' ? b[line.line_b] : a[line.line_a]).append("\n");
    }
    next = end;
  }
  return out;
}

}  // namespace cli
}  // namespace plainproto
