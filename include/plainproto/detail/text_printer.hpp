// plainproto: the text-format printer, byte-identical to libprotobuf's TextFormat::Printer.
#pragma once

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "descriptor.hpp"
#include "number_format.hpp"

namespace plainproto {

struct text_print_options {
  // One line, fields separated by spaces, as Message::ShortDebugString().
  bool single_line = false;
  // Keep bytes >= 0x80 of string (not bytes) fields unescaped, as Printer::SetUseUtf8StringEscaping(true)
  // and Python's MessageToString(as_utf8=True), which is how EasyRec saves configs.
  bool as_utf8 = false;
};

namespace detail {

// libprotobuf's CEscape (octal escapes) and, with utf8_safe, Utf8SafeCEscape.
inline void append_c_escaped(std::string_view text, bool utf8_safe, std::string& out) {
  for (const char c : text) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '"': out += "\\\""; break;
      case '\'': out += "\\'"; break;
      case '\\': out += "\\\\"; break;
      default: {
        const auto byte = static_cast<unsigned char>(c);
        const bool printable = byte >= 0x20 && byte < 0x7f;
        if (printable || (utf8_safe && byte >= 0x80)) {
          out.push_back(c);
        } else {
          const char octal[4] = {'\\', static_cast<char>('0' + (byte >> 6)), static_cast<char>('0' + ((byte >> 3) & 7)),
                                 static_cast<char>('0' + (byte & 7))};
          out.append(octal, 4);
        }
      }
    }
  }
}

template <class I>
void append_integer(I value, std::string& out) {
  char buffer[24];
  const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, written.ptr);
}

class text_printer {
 public:
  text_printer(const text_print_options& options, std::string& out) : options_(options), out_(out) {}

  void print_message(const message_descriptor& descriptor, const void* message) {
    for (std::size_t i = 0; i < descriptor.field_count; ++i) {
      const field_descriptor& field = descriptor.field_by_number_order(i);
      const void* storage = field.storage_in(message);
      if (field.is_repeated()) {
        const std::size_t count = field.ops->size(storage);
        for (std::size_t j = 0; j < count; ++j) print_field(field, storage, j);
      } else if (field.ops->has(storage)) {
        print_field(field, storage, npos);
      }
    }
  }

  // ShortDebugString drops the space single-line mode leaves after the last field.
  void finish() {
    if (options_.single_line && !out_.empty() && out_.back() == ' ') out_.pop_back();
  }

 private:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  void start_line() {
    if (!options_.single_line) out_.append(static_cast<std::size_t>(2 * indent_), ' ');
  }
  void end_field() { out_.push_back(options_.single_line ? ' ' : '\n'); }

  void print_field(const field_descriptor& field, const void* storage, std::size_t index) {
    start_line();
    out_.append(field.name);
    if (field.type == field_type::message) {
      const void* sub = index == npos ? field.ops->get_message(storage) : field.ops->message_at(storage, index);
      out_.append(options_.single_line ? " { " : " {\n");
      ++indent_;
      print_message(*field.message_type(), sub);
      --indent_;
      start_line();
      out_.push_back('}');
      end_field();
      return;
    }
    out_.append(": ");
    if (field.kind() == cpp_kind::string) {
      const std::string_view text = index == npos ? field.ops->get_string(storage) : field.ops->string_at(storage, index);
      out_.push_back('"');
      append_c_escaped(text, options_.as_utf8 && field.type == field_type::string, out_);
      out_.push_back('"');
    } else {
      print_scalar(field, index == npos ? field.ops->get(storage) : field.ops->get_at(storage, index));
    }
    end_field();
  }

  void print_scalar(const field_descriptor& field, scalar value) {
    switch (field.kind()) {
      case cpp_kind::int32:
      case cpp_kind::int64: append_integer(value.i, out_); break;
      case cpp_kind::uint32:
      case cpp_kind::uint64: append_integer(value.u, out_); break;
      case cpp_kind::double_: out_.append(format_double(value.d)); break;
      case cpp_kind::float_: out_.append(format_float(static_cast<float>(value.d))); break;
      case cpp_kind::bool_: out_.append(value.b ? "true" : "false"); break;
      case cpp_kind::enum_: {
        const enum_value_descriptor* named = field.enum_type()->find(static_cast<std::int32_t>(value.i));
        if (named != nullptr)
          out_.append(named->name);
        else
          append_integer(value.i, out_);
        break;
      }
      case cpp_kind::string:
      case cpp_kind::message: break;
    }
  }

  const text_print_options& options_;
  std::string& out_;
  int indent_ = 0;
};

}  // namespace detail
}  // namespace plainproto
