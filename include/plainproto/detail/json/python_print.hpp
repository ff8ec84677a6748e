// plainproto: printing a message as Python protobuf's json_format.MessageToJson prints it, byte for byte, for
// json_print_options::style == text_style::python.
//
// What Python does (json.dumps of MessageToDict's dictionary), and so what this does:
// - The set fields in field-number order; with including_default_value_fields, then every other field that
//   is neither a singular message nor a oneof member, in declaration order: a repeated one as [], a singular
//   one with its default.
// - indent=2: one member or element a line, indented by two per level, `"key": value`, `[]` and `{}` when
//   empty; indent=None: all on one line with ", " and ": " between.
// - Floats as str(ToShortestFloat(value)) and doubles as repr(value) (10.0, 1e-07), "NaN", "Infinity" and
//   "-Infinity" quoted; int64 and uint64 quoted; enums by name (an undeclared number is an error, as Python
//   raises SerializeToJsonError); bytes as padded standard base64.
// - Strings escaped by json.dumps(ensure_ascii=True): every character from U+007F up as \uXXXX. A string field
//   holding bytes that are not UTF-8 is an error: Python's C++-backed message hands json.dumps a bytes object,
//   which it cannot serialize.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../../error.hpp"
#include "../common/float_math.hpp"
#include "../common/output_writer.hpp"
#include "../common/python_format.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/map_entry.hpp"
#include "info.hpp"
#include "print.hpp"

namespace plainproto {
namespace detail {

class python_json_printer {
 public:
  // With a sink, what is printed goes on to it a large piece at a time (out holds the piece being printed).
  python_json_printer(std::string& out, const json_print_options& options, const output_sink* sink = nullptr)
      : out_(out), options_(options), sink_(sink) {}

  void print_message(const json_message_info& info, const void* message, int level) {
    const message_descriptor& descriptor = *info.descriptor;
    std::size_t printed = 0;
    // Fields and extensions (`"[pkg.name]"`) in number order, as ListFields gives them.
    const extension_set* extensions = extensions_in(descriptor, message);
    std::size_t next_extension = 0;
    const auto print_extensions_below = [&](std::int64_t number) {
      for (; extensions != nullptr && next_extension < extensions->entries().size() &&
             extensions->entries()[next_extension].extension->field.number < number;
           ++next_extension) {
        const extension_set::entry& entry = extensions->entries()[next_extension];
        const json_field_info* field = info.find_extension(*entry.extension);
        if (field != nullptr && extension_set::present(*entry.extension, entry.storage))
          print_member(*field, entry.storage, level, printed);
      }
    };
    for (std::size_t i = 0; i < descriptor.field_count; ++i) {
      const json_field_info& field = info.fields[descriptor.fields_by_number[i]];
      print_extensions_below(field.field->number);
      const void* storage = field.field->storage_in(message);
      const bool present =
          field.field->is_repeated() ? field.field->ops->size(storage) != 0 : field.field->ops->has(storage);
      if (present) {
        print_member(field, storage, level, printed);
        hand_over_if_large();
      }
    }
    print_extensions_below(max_field_number + std::int64_t{1});
    if (options_.always_print_primitive_fields) {
      for (const json_field_info& field : info.fields) {
        const field_descriptor& descriptor_field = *field.field;
        const void* storage = descriptor_field.storage_in(message);
        if (descriptor_field.is_repeated() ? descriptor_field.ops->size(storage) != 0
                                           : descriptor_field.ops->has(storage))
          continue;  // printed above
        if (descriptor_field.in_oneof() ||
            (!descriptor_field.is_repeated() && descriptor_field.type == field_type::message))
          continue;
        print_member(field, storage, level, printed);
      }
    }
    if (printed == 0) {
      out_ += "{}";
      return;
    }
    new_line(level);
    out_ += '}';
  }

 private:
  bool indented() const noexcept { return options_.add_whitespace; }

  // Before an item of a dict or list at `level` (the container's own level + 1): the opening bracket or ", ".
  void separate(char open, int level, std::size_t& count) {
    if (count++ == 0)
      out_ += open;
    else
      out_ += indented() ? "," : ", ";
    new_line(level);
  }

  void new_line(int level) {
    if (!indented()) return;
    out_ += '\n';
    out_.append(static_cast<std::size_t>(2 * level), ' ');
  }

  void print_member(const json_field_info& field, const void* storage, int level, std::size_t& printed) {
    separate('{', level + 1, printed);
    out_ += '"';
    if (field.extension != nullptr && field.field->is_repeated()) {
      // json_format names an extension "[pkg.name]", but a repeated one as if it were a field: by its name, or that
      // name's JSON spelling (which its own reader then does not know).
      const std::string_view name = field.extension->full_name.substr(field.extension->full_name.rfind('.') + 1);
      out_ += options_.preserve_proto_field_names ? std::string(name) : to_json_name(name);
    } else {
      out_ += options_.preserve_proto_field_names ? std::string_view(field.field->name) : std::string_view(field.json_name);
    }
    out_ += "\": ";
    const storage_ops& ops = *field.field->ops;
    if (field.field->map) return print_map(field, storage, level);
    if (!field.field->is_repeated()) return print_value(field, storage, npos, level + 1);
    const std::size_t size = ops.size(storage);
    if (size == 0) {
      out_ += "[]";
      return;
    }
    std::size_t count = 0;
    for (std::size_t i = 0; i < size; ++i) {
      separate('[', level + 2, count);
      print_value(field, storage, i, level + 2);
      hand_over_if_large();
    }
    new_line(level + 1);
    out_ += ']';
  }

  void hand_over_if_large() {
    constexpr std::size_t piece_size = 32768;
    if (sink_ == nullptr || out_.size() < piece_size) return;
    sink_->write(sink_->context, out_);
    out_.clear();
  }

  // A dict, as json_format writes a map: each key as a string (str() of a number, "true" or "false"), in key order.
  void print_map(const json_field_info& field, const void* storage, int level) {
    const storage_ops& ops = *field.field->ops;
    const std::size_t size = ops.size(storage);
    if (size == 0) {
      out_ += "{}";
      return;
    }
    const json_field_info& key = field.message_info().fields[0];
    const json_field_info& value = field.message_info().fields[1];
    std::size_t count = 0;
    for (std::size_t i = 0; i < size; ++i) {
      const void* entry = ops.message_at(storage, i);
      if (const auto text = find_entry_string(*field.field->message_type(), entry, is_not_python_utf8))
        throw error(error_code::invalid_value, "Failed to serialize " + std::string(field.field->name) +
                                                   " field: " + python_not_utf8_str(*text) + ".");
      separate('{', level + 2, count);
      const void* key_storage = key.field->storage_in(entry);
      switch (key.field->kind()) {
        case cpp_kind::string: append_python_json_string(out_, key.field->ops->get_string(key_storage)); break;
        case cpp_kind::bool_: out_ += key.field->ops->get(key_storage).b ? "\"true\"" : "\"false\""; break;
        case cpp_kind::uint32:
        case cpp_kind::uint64:
          out_ += '"';
          append_integer(key.field->ops->get(key_storage).u, out_);
          out_ += '"';
          break;
        default:
          out_ += '"';
          append_integer(key.field->ops->get(key_storage).i, out_);
          out_ += '"';
      }
      out_ += ": ";
      print_value(value, value.field->storage_in(entry), npos, level + 2);
      hand_over_if_large();
    }
    new_line(level + 1);
    out_ += '}';
  }

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  // One value (element `index` of a repeated field, or the singular value) at nesting `level`.
  void print_value(const json_field_info& field, const void* storage, std::size_t index, int level) {
    const field_descriptor& descriptor = *field.field;
    const storage_ops& ops = *descriptor.ops;
    if (descriptor.type == field_type::message)
      return print_message(field.message_info(),
                           index == npos ? ops.get_message(storage) : ops.message_at(storage, index), level);
    if (descriptor.kind() == cpp_kind::string) {
      const std::string_view text = index == npos ? ops.get_string(storage) : ops.string_at(storage, index);
      if (descriptor.type == field_type::bytes) {
        out_ += '"';
        append_base64(out_, text);
        out_ += '"';
        return;
      }
      if (!is_python_utf8(text))
        throw error(error_code::invalid_value,
                    "string field \"" + std::string(descriptor.name) +
                        "\" holds bytes that are not UTF-8, which Python's json_format cannot print (\"Object of type "
                        "bytes is not JSON serializable\")");
      return append_python_json_string(out_, text);
    }
    const scalar value = index == npos ? ops.get(storage) : ops.get_at(storage, index);
    switch (descriptor.kind()) {
      case cpp_kind::int32:
      case cpp_kind::uint32:
      case cpp_kind::int64:
      case cpp_kind::uint64: append_json_integer(descriptor.kind(), value, out_); return;
      case cpp_kind::float_:
      case cpp_kind::double_: {
        if (is_nan(value.d)) {
          out_ += "\"NaN\"";
        } else if (is_infinite(value.d)) {
          out_ += value.d > 0 ? "\"Infinity\"" : "\"-Infinity\"";
        } else if (descriptor.kind() == cpp_kind::float_) {
          append_python_float(out_, static_cast<float>(value.d));
        } else {
          append_python_double(out_, value.d);
        }
        return;
      }
      case cpp_kind::bool_: out_ += value.b ? "true" : "false"; return;
      case cpp_kind::enum_: {
        const auto number = static_cast<std::int32_t>(value.i);
        if (options_.always_print_enums_as_ints) return append_integer(number, out_);
        const enum_value_descriptor* named = field.enumeration->find(number);
        if (named == nullptr)
          throw error(error_code::invalid_value,
                      "enum field \"" + std::string(descriptor.name) + "\" holds " + std::to_string(number) +
                          ", which " + std::string(field.enumeration->full_name) +
                          " does not declare: Python's json_format cannot print it (\"Enum field contains an integer "
                          "value which can not mapped to an enum value.\")");
        out_ += '"';
        out_ += named->name;
        out_ += '"';
        return;
      }
      case cpp_kind::string:
      case cpp_kind::message: return;
    }
  }

  std::string& out_;
  const json_print_options& options_;
  const output_sink* sink_;
};

inline void python_print_json(std::string& out, const json_message_info& info, const void* message,
                              const json_print_options& options) {
  python_json_printer(out, options).print_message(info, message, 0);
}
// The same, handed to out a piece at a time.
inline void python_print_json(output_sink out, const json_message_info& info, const void* message,
                              const json_print_options& options) {
  std::string piece;
  python_json_printer(piece, options, &out).print_message(info, message, 0);
  out.write(out.context, piece);
}

}  // namespace detail
}  // namespace plainproto
