// plainproto: the text-format printer, byte-identical to libprotobuf's TextFormat::Printer.
#pragma once

#include <algorithm>
#include <cstring>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../common/c_escape.hpp"
#include "../common/function_attributes.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/field_access.hpp"
#include "../core/map_entry.hpp"
#include "../common/number_format.hpp"
#include "../common/output_writer.hpp"
#include "../common/python_format.hpp"
#include "../common/raw_fields.hpp"
#include "../core/message.hpp"
#include "../../error.hpp"
#include "../../options.hpp"

namespace plainproto {
namespace detail {

class text_printer {
 public:
  text_printer(const text_print_options& options, std::string& out) : options_(options), out_(out) {}
  text_printer(const text_print_options& options, output_sink out) : options_(options), out_(out) {}

  void print_message(const message_descriptor& descriptor, const void* message) {
    const extension_set* extensions = extensions_in(descriptor, message);
    std::size_t next_extension = 0;
    for (std::size_t i = 0; i < descriptor.field_count; ++i) {
      const field_descriptor& field = descriptor.field_by_number_order(i);
      if (extensions != nullptr) next_extension = print_extensions_below(*extensions, next_extension, field.number);
      const void* storage = field.storage_in(message);
      if (field.is_repeated()) {
        const std::size_t count = field.ops->size(storage);
        for (std::size_t j = 0; j < count; ++j) print_field(field, storage, j);
      } else if (field.ops->has(storage)) {
        print_field(field, storage, whole_field);
      }
    }
    if (extensions != nullptr) print_extensions_below(*extensions, next_extension, max_field_number + std::int64_t{1});
    const unknown_fields* unknown = unknown_fields_in(descriptor, message);
    if (unknown != nullptr && !unknown->empty() && options_.style == text_style::cpp && !options_.hide_unknown_fields)
      print_unknown(*unknown);
  }

  // Hands the output over to the string; call once, after the last print_message.
  void finish() {
    if (options_.single_line) out_.drop_trailing_space();
    out_.flush();
  }

 private:
  // What a field's line holds besides its name and value: ": " before a value and the line end after it,
  // " {" and the line end after a message's name, or ": \"" before a string.
  static constexpr std::size_t punctuation_size = 3;
  // Indentation is written this many spaces per store.
  static constexpr std::size_t spaces_per_store = 16;

  void start_line() {
    if (!options_.single_line) out_.put_spaces(static_cast<std::size_t>(2 * indent_));
  }
  char field_end() const noexcept { return options_.single_line ? ' ' : '\n'; }
  void end_field(char closing) {
    char* p = out_.room(2);
    *p++ = closing;
    *p++ = field_end();
    out_.commit(p);
  }

  // Writes a field's indentation and name and returns where the rest goes, with room for `extra` bytes.
  // Both are short and written for every field, where calls to memset and memcpy would cost more than the
  // copies: the spaces go 16 at a time (the room asked for covers whole stores) and the name a word at a time.
  char* begin_field(std::string_view name, std::size_t extra) {
    const std::size_t indent = options_.single_line ? 0 : static_cast<std::size_t>(2 * indent_);
    const std::size_t indent_stored = (indent + spaces_per_store - 1) / spaces_per_store * spaces_per_store;
    const std::size_t stored = indent_stored + name.size() + extra;
    if (stored > output_writer::buffer_size) {
      out_.put_spaces(indent);
      out_.put(name);
      return out_.room(extra);
    }
    char* p = out_.room(stored);
    static constexpr char spaces[spaces_per_store] = {' ', ' ', ' ', ' ', ' ', ' ', ' ', ' ',
                                                      ' ', ' ', ' ', ' ', ' ', ' ', ' ', ' '};
    for (std::size_t i = 0; i < indent; i += spaces_per_store) std::memcpy(p + i, spaces, spaces_per_store);
    p += indent;
    copy_short(name, p);
    return p + name.size();
  }

  // Copies text to out in 8-byte words, the last one overlapping the one before (shorter text in two 4-byte
  // halves, or bytes).
  static void copy_short(std::string_view text, char* out) noexcept {
    const char* const in = text.data();
    const std::size_t size = text.size();
    if (size >= 8) {
      for (std::size_t i = 0; i + 8 < size; i += 8) std::memcpy(out + i, in + i, 8);
      std::memcpy(out + size - 8, in + size - 8, 8);
    } else if (size >= 4) {
      std::memcpy(out, in, 4);
      std::memcpy(out + size - 4, in + size - 4, 4);
    } else {
      for (std::size_t i = 0; i < size; ++i) out[i] = in[i];
    }
  }

  void print_message_field(std::string_view name, const message_descriptor& type, const void* sub) {
    char* p = begin_field(name, punctuation_size);
    *p++ = ' ';
    *p++ = '{';
    *p++ = options_.single_line ? ' ' : '\n';
    out_.commit(p);
    ++indent_;
    print_message(type, sub);
    --indent_;
    start_line();
    end_field('}');
  }

  // Python prints a map's entry from a message it makes of Python strings: a string key or value that is not UTF-8
  // (only the wire format brings one) fails there, and Python prints nothing.
  PLAINPROTO_DETAIL_COLD static void refuse_python_entry(const message_descriptor& entry, const void* sub) {
    if (const auto text = find_entry_string(entry, sub, is_not_python_utf8))
      throw error(error_code::invalid_value, python_not_utf8_str(*text));
  }

  void print_field(const field_descriptor& field, const void* storage, std::size_t index) {
    if (field.type == field_type::message) {
      const void* sub = message_value(field, storage, index);
      if (field.map && options_.style == text_style::python) refuse_python_entry(*field.message_type(), sub);
      return print_message_field(field.text_name(), *field.message_type(), sub);
    }
    if (field.kind() == cpp_kind::string) {
      const std::string_view text = string_value(field, storage, index);
      char* p = begin_field(field.name, punctuation_size);
      *p++ = ':';
      *p++ = ' ';
      *p++ = '"';
      out_.commit(p);
      const bool keep_utf8 = options_.as_utf8 && field.type == field_type::string;
      if (keep_utf8 && options_.style == text_style::python) {
        std::string escaped;
        append_python_c_escaped(escaped, text, python_escaping::utf8);
        out_.put(escaped);
      } else {
        write_c_escaped(text, keep_utf8, out_);  // Python's octal escaping is libprotobuf's
      }
      end_field('"');
      return;
    }
    const scalar value = scalar_value(field, storage, index);
    std::string_view enum_name;
    if (field.kind() == cpp_kind::enum_) {
      const enum_value_descriptor* named = field.enum_type()->find(static_cast<std::int32_t>(value.i));
      if (named != nullptr) enum_name = named->name;
    }
    char* p = begin_field(field.name, punctuation_size + std::max(floating_buffer_size, enum_name.size()));
    *p++ = ':';
    *p++ = ' ';
    if (enum_name.empty()) {
      p = write_scalar(field.kind(), value, options_.style, p);
    } else {
      std::memcpy(p, enum_name.data(), enum_name.size());
      p += enum_name.size();
    }
    *p++ = field_end();
    out_.commit(p);
  }

  // The extensions from entry `next` on whose numbers are below `number` (libprotobuf prints fields and extensions
  // in number order); returns the first not printed.
  PLAINPROTO_DETAIL_COLD std::size_t print_extensions_below(const extension_set& extensions, std::size_t next,
                                                            std::int64_t number) {
    const auto& entries = extensions.entries();
    for (; next < entries.size() && entries[next].extension->field.number < number; ++next) {
      const field_descriptor& field = entries[next].extension->field;
      const void* storage = entries[next].storage;
      const message_descriptor* named_by_type =
          text_format_type_of(*entries[next].extension, options_.style == text_style::python);
      if (named_by_type != nullptr) {
        if (field.ops->has(storage))
          print_message_field("[" + std::string(named_by_type->full_name) + "]", *named_by_type,
                              field.ops->get_message(storage));
      } else if (field.is_repeated()) {
        for (std::size_t j = 0; j < field.ops->size(storage); ++j) print_field(field, storage, j);
      } else if (field.ops->has(storage)) {
        print_field(field, storage, whole_field);
      }
    }
    return next;
  }

  // As libprotobuf's Printer prints unknown fields, after the known ones (Python's printer leaves them out).
  void print_unknown(const unknown_fields& unknown) {
    std::string text;
    raw_printer(text, options_.single_line)
        .print_fields(unknown.bytes().data(), unknown.bytes().data() + unknown.bytes().size(),
                      decode_raw_recursion_budget, indent_);
    out_.put(text);
  }

  // A number, bool or (by number) enum value; at most floating_buffer_size bytes.
  static char* write_scalar(cpp_kind kind, scalar value, text_style style, char* p) {
    static_assert(python_number_buffer_size <= floating_buffer_size);
    switch (kind) {
      case cpp_kind::int32:
      case cpp_kind::int64:
      case cpp_kind::enum_: return write_integer(value.i, p);
      case cpp_kind::uint32:
      case cpp_kind::uint64: return write_integer(value.u, p);
      case cpp_kind::double_:
        return style == text_style::python ? write_python_double(value.d, p) : write_double(value.d, p);
      case cpp_kind::float_:
        return style == text_style::python ? write_python_float(static_cast<float>(value.d), p)
                                           : write_float(static_cast<float>(value.d), p);
      case cpp_kind::bool_: return value.b ? std::copy_n("true", 4, p) : std::copy_n("false", 5, p);
      case cpp_kind::string:
      case cpp_kind::message: break;
    }
    return p;
  }

  const text_print_options& options_;
  output_writer out_;
  int indent_ = 0;
};

}  // namespace detail
}  // namespace plainproto
