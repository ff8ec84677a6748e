// plainproto: wire-format fields printed without their types, as TextFormat prints unknown fields and
// `protoc --decode_raw` prints a message: a varint in decimal, fixed32 and fixed64 values as zero-padded hex, groups
// as blocks. A length-delimited value is printed as a nested message when it is not empty and parses as one by the
// older CodedInputStream rules (ten-byte tags and lengths allowed, groups limited by a recursion budget of 10 that
// shrinks with each level printed), and otherwise as a C-escaped string.
#pragma once

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "c_escape.hpp"
#include "function_attributes.hpp"
#include "varint.hpp"
#include "wire_tags.hpp"

namespace plainproto {
namespace detail {

// A varint read as CodedInputStream::ReadVarint32 reads tags and lengths: up to ten bytes, the bits past the
// 32nd dropped.
inline const char* read_varint32_coded(const char* p, const char* end, std::uint32_t& value) noexcept {
  std::uint64_t wide = 0;
  p = read_varint_slow<std::uint64_t, 10>(p, end, wide);
  value = static_cast<std::uint32_t>(wide);
  return p;
}

// Whether a length-delimited value parses as a message for TextFormat's guess: UnknownFieldSet::
// ParseFromCodedStream, which is WireFormat::SkipMessage and then a check that it stopped at the end.
class coded_message_check {
 public:
  coded_message_check(const char* end, int recursion_budget) noexcept : end_(end), budget_(recursion_budget) {}

  bool whole_message(const char* p) {
    const skip_end stop = skip_message(p);
    return stop.ok && stop.at_end;
  }

 private:
  struct skip_end {
    bool ok;
    bool at_end;            // stopped because the input ended where a tag would start
    std::uint32_t last_tag;  // the tag that stopped it otherwise: 0 or an end-group tag
    const char* p;
  };

  skip_end skip_message(const char* p) {
    for (;;) {
      if (p == end_) return {true, true, 0, p};
      std::uint32_t tag = 0;
      const char* const next = read_varint32_coded(p, end_, tag);
      if (next == nullptr || tag == 0) return {true, false, 0, p};  // ReadTag's 0: SkipMessage's end
      p = next;
      if (tag_wire_type(tag) == wire_type::end_group) return {true, false, tag, p};
      p = skip_field(p, tag);
      if (p == nullptr) return {false, false, 0, p};
    }
  }

  const char* skip_field(const char* p, std::uint32_t tag) {
    if (tag_number(tag) == 0) return nullptr;
    switch (tag_wire_type(tag)) {
      case wire_type::varint: {
        std::uint64_t value = 0;
        return read_varint(p, end_, value);
      }
      case wire_type::fixed64: return end_ - p >= 8 ? p + 8 : nullptr;
      case wire_type::fixed32: return end_ - p >= 4 ? p + 4 : nullptr;
      case wire_type::length_delimited: {
        std::uint32_t size = 0;
        p = read_varint32_coded(p, end_, size);
        // ReadString takes the length as an int: one of 2^31 or more is negative and fails.
        if (p == nullptr || size > 0x7fffffff || size > static_cast<std::size_t>(end_ - p)) return nullptr;
        return p + size;
      }
      case wire_type::start_group: {
        if (--budget_ < 0) return nullptr;
        const skip_end stop = skip_message(p);
        ++budget_;
        if (!stop.ok || stop.at_end || stop.last_tag != make_tag(static_cast<std::int32_t>(tag_number(tag)), wire_type::end_group))
          return nullptr;
        return stop.p;
      }
      default: return nullptr;
    }
  }

  const char* end_;
  int budget_;
};

class raw_printer {
 public:
  // single_line: fields separated by spaces, without indentation, as TextFormat's single-line mode prints them.
  explicit raw_printer(std::string& out, bool single_line = false) noexcept : out_(out), single_line_(single_line) {}

  // Prints the fields from p to the end or to an end-group tag (for a group's fields); returns where they
  // stopped. The input is known to be valid.
  PLAINPROTO_DETAIL_COLD const char* print_fields(const char* p, const char* end, int recursion_budget, int indent) {
    while (p < end) {
      std::uint32_t tag = 0;
      p = read_varint32_coded(p, end, tag);
      const std::uint32_t number = tag_number(tag);
      switch (tag_wire_type(tag)) {
        case wire_type::end_group: return p;
        case wire_type::varint: {
          std::uint64_t value = 0;
          p = read_varint(p, end, value);
          start_line(number, indent, ": ");
          append_number(value, 10, 0);
          out_ += line_end();
          break;
        }
        case wire_type::fixed32:
        case wire_type::fixed64: {
          const bool wide = tag_wire_type(tag) == wire_type::fixed64;
          start_line(number, indent, ": 0x");
          append_number(wide ? read_fixed64(p) : read_fixed32(p), 16, wide ? 16 : 8);
          out_ += line_end();
          p += wide ? 8 : 4;
          break;
        }
        case wire_type::length_delimited: {
          std::uint32_t size = 0;
          p = read_varint32_coded(p, end, size);
          const char* const value_end = p + size;
          if (size != 0 && recursion_budget > 0 && coded_message_check(value_end, recursion_budget).whole_message(p)) {
            start_block(number, indent);
            print_fields(p, value_end, recursion_budget - 1, indent + 1);
            end_block(indent);
          } else {
            start_line(number, indent, ": \"");
            append_c_escaped(std::string_view(p, size), false, out_);
            out_ += '"';
            out_ += line_end();
          }
          p = value_end;
          break;
        }
        default: {  // start_group
          start_block(number, indent);
          p = print_fields(p, end, recursion_budget - 1, indent + 1);
          end_block(indent);
        }
      }
    }
    return p;
  }

 private:
  char line_end() const noexcept { return single_line_ ? ' ' : '\n'; }
  void start_line(std::uint32_t number, int indent, std::string_view after) {
    if (!single_line_) out_.append(2 * static_cast<std::size_t>(indent), ' ');
    append_number(number, 10, 0);
    out_ += after;
  }
  void start_block(std::uint32_t number, int indent) {
    start_line(number, indent, " {");
    out_ += line_end();
  }
  void end_block(int indent) {
    if (!single_line_) out_.append(2 * static_cast<std::size_t>(indent), ' ');
    out_ += '}';
    out_ += line_end();
  }
  void append_number(std::uint64_t value, int base, std::size_t width) {
    char digits[24];
    const char* const digits_end = std::to_chars(digits, digits + sizeof digits, value, base).ptr;
    const auto count = static_cast<std::size_t>(digits_end - digits);
    if (count < width) out_.append(width - count, '0');
    out_.append(digits, count);
  }

  std::string& out_;
  bool single_line_;
};

// TextFormat's printer starts unknown fields with this budget for guessing nested messages.
inline constexpr int decode_raw_recursion_budget = 10;

}  // namespace detail
}  // namespace plainproto
