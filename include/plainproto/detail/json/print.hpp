// plainproto: printing a message as JSON, byte for byte as libprotobuf 3.21's MessageToJsonString.
//
// What libprotobuf does, and so what this does:
// - Fields in field-number order. With always_print_primitive_fields: declaration order, with the
//   scalar members of oneofs after all other fields (in number order); every unset singular field
//   outside a oneof printed with its default (except messages), every empty repeated field as [].
//   An unset float/double whose explicit default is not finite prints 0, and an unset bytes field
//   with an explicit default prints the base64 of its C-escaped default.
// - int64/uint64 (and sint/fixed/sfixed 64) quoted; float and double as SimpleFtoa/SimpleDtoa, with
//   "NaN", "Infinity", "-Infinity" quoted; enums by name (a number without a name prints as a
//   number); bytes as padded standard base64.
// - Strings escaped like JsonEscaping: ", \, <, >, control characters, U+007F..U+009F and a list of
//   invisible format characters as \u escapes; malformed UTF-8 sequences are dropped.
// - add_whitespace indents by one space and ends the document with a newline.
// - Messages nested more than 64 levels below the root are an error (libprotobuf's limit).
#pragma once

#include <algorithm>
#include <type_traits>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "../common/function_attributes.hpp"
#include "../common/c_escape.hpp"
#include "../common/char_scan.hpp"
#include "../common/float_math.hpp"
#include "../common/number_format.hpp"
#include "../common/output_writer.hpp"
#include "../common/utf8.hpp"
#include "../../error.hpp"
#include "../../options.hpp"
#include "info.hpp"

namespace plainproto {
namespace detail {

// libprotobuf renders sub-messages to this depth below the root and fails beyond it.
inline constexpr int json_print_depth_limit = 64;

struct json_escape {
  char text[6];
  std::uint8_t size;  // 0: written as is
};

struct json_escape_table {
  json_escape below_a0[0xa0];  // by code point
  bool stops[256];  // by byte: an ASCII byte to escape, or the start of a multi-byte sequence
};

// JsonEscaping's table: control characters, U+007F..U+009F, <, > as \u00XX, and the short forms of
// ", \ and \b \t \n \f \r.
constexpr json_escape_table make_json_escape_table() {
  json_escape_table table{};
  for (unsigned cp = 0; cp < 0xa0; ++cp) {
    json_escape& escape = table.below_a0[cp];
    char short_form = 0;
    switch (cp) {
      case '\b': short_form = 'b'; break;
      case '\t': short_form = 't'; break;
      case '\n': short_form = 'n'; break;
      case '\f': short_form = 'f'; break;
      case '\r': short_form = 'r'; break;
      case '"': short_form = '"'; break;
      case '\\': short_form = '\\'; break;
      default: break;
    }
    if (short_form != 0) {
      escape = {{'\\', short_form}, 2};
    } else if (cp < 0x20 || cp >= 0x7f || cp == '<' || cp == '>') {
      escape = {{'\\', 'u', '0', '0', hex_digits[cp >> 4], hex_digits[cp & 15]}, 6};
    }
  }
  for (unsigned byte = 0; byte < 256; ++byte) table.stops[byte] = byte >= 0x80 || table.below_a0[byte].size != 0;
  return table;
}

inline constexpr json_escape_table json_escapes = make_json_escape_table();

// Writes \uXXXX at `out`, returns the end.
inline char* write_hex4(char* out, std::uint32_t unit) noexcept {
  out[0] = '\\';
  out[1] = 'u';
  out[2] = hex_digits[(unit >> 12) & 0xf];
  out[3] = hex_digits[(unit >> 8) & 0xf];
  out[4] = hex_digits[(unit >> 4) & 0xf];
  out[5] = hex_digits[unit & 0xf];
  return out + 6;
}

enum class escape_form { none, hex, surrogate_pair };

// How JsonEscaping writes a code point from U+00A0 up: invisible format characters are escaped.
inline escape_form escape_of(std::uint32_t cp) noexcept {
  if (cp == 0xfeff || (cp >= 0xfff9 && cp <= 0xfffb) || cp == 0x00ad || cp == 0x06dd || cp == 0x070f || cp == 0x17b4 ||
      cp == 0x17b5 || (cp >= 0x0600 && cp <= 0x0603) || (cp >= 0x200b && cp <= 0x200f) ||
      (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2064) || (cp >= 0x206a && cp <= 0x206f))
    return escape_form::hex;
  if (cp == 0xe0001 || (cp >= 0x1d173 && cp <= 0x1d17a) || (cp >= 0xe0020 && cp <= 0xe007f))
    return escape_form::surrogate_pair;
  return escape_form::none;
}

// JsonEscaping::Escape. A malformed sequence is dropped together with the byte that showed it was
// malformed; a lead byte decodes to a code point from its bits alone, so overlong forms survive
// (and an overlong form of an escaped character is escaped).
inline void write_json_escaped(output_writer& out, std::string_view text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const auto* const end = p + text.size();
  // Written into the writer's buffer, a chunk of the text at a time: no byte becomes more than 6 (a 4-byte
  // sequence that starts in the chunk becomes at most 12). The slack lets short copies be fixed-size.
  constexpr std::size_t slack = 32;
  constexpr std::size_t chunk = (output_writer::buffer_size - slack) / 6;
  while (p != end) {
    const unsigned char* const chunk_end = p + std::min(chunk, static_cast<std::size_t>(end - p));
    char* w = out.room(6 * static_cast<std::size_t>(chunk_end - p) + slack);
    const unsigned char* plain = p;  // the bytes from here to p are copied as they are
    const auto copy_plain = [&](const unsigned char* upto) {
      const auto size = static_cast<std::size_t>(upto - plain);
      if (size <= 16 && end - plain >= 16)
        std::memcpy(w, plain, 16);
      else
        std::memcpy(w, plain, size);
      w += size;
    };
    const auto escape = [&](const unsigned char* from, const json_escape& replacement) {
      copy_plain(from);
      std::memcpy(w, replacement.text, sizeof replacement.text);
      w += replacement.size;
    };
    while (p < chunk_end) {
      if (!json_escapes.stops[*p]) {
        ++p;
        continue;
      }
      const unsigned char* const start = p;
      const unsigned lead = *p++;
      if (lead < 0x80) {
        escape(start, json_escapes.below_a0[lead]);
        plain = p;
        continue;
      }
      std::uint32_t cp = 0;
      std::size_t length = 0;
      if (lead >= 0xc0 && lead <= 0xdf) {
        cp = lead & 0x1fu;
        length = 2;
      } else if (lead >= 0xe0 && lead <= 0xef) {
        cp = lead & 0x0fu;
        length = 3;
      } else if (lead >= 0xf0 && lead <= 0xf7) {
        cp = lead & 0x07u;
        length = 4;
      }
      bool valid = length != 0;
      for (std::size_t i = 1; valid && i < length; ++i) {
        valid = p != end;  // a sequence cut short by the end of the string is dropped
        if (!valid) break;
        const unsigned next = *p++;
        cp = (cp << 6) | (next & 0x3fu);
        valid = next >= 0x80 && next <= 0xbf;
      }
      if (!valid || is_surrogate(cp) || cp > max_code_point) {
        copy_plain(start);
        plain = p;
        continue;
      }
      if (cp < 0xa0) {
        if (json_escapes.below_a0[cp].size != 0) {
          escape(start, json_escapes.below_a0[cp]);
          plain = p;
        }
        continue;
      }
      const escape_form form = escape_of(cp);
      if (form == escape_form::none) continue;
      copy_plain(start);
      plain = p;
      if (form == escape_form::hex) {
        w = write_hex4(w, cp);
      } else {
        w = write_hex4(w, high_surrogate_of(cp));
        w = write_hex4(w, low_surrogate_of(cp));
      }
    }
    copy_plain(p);
    out.commit(w);
  }
}

// Standard base64, padded.
inline void write_base64(output_writer& out, std::string_view bytes) {
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const std::uint32_t v = (static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])) << 16) |
                            (static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8) |
                            static_cast<unsigned char>(bytes[i + 2]);
    char* const quad = out.room(4);
    quad[0] = alphabet[v >> 18];
    quad[1] = alphabet[(v >> 12) & 63];
    quad[2] = alphabet[(v >> 6) & 63];
    quad[3] = alphabet[v & 63];
    out.commit(quad + 4);
  }
  const std::size_t rest = bytes.size() - i;
  if (rest == 0) return;
  std::uint32_t v = static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i])) << 16;
  if (rest == 2) v |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8;
  const char quad[4] = {alphabet[v >> 18], alphabet[(v >> 12) & 63], rest == 2 ? alphabet[(v >> 6) & 63] : '=', '='};
  out.put(std::string_view(quad, 4));
}

// An integer field's value as the JSON mapping spells it: 64-bit integers quoted. False for other kinds.
inline bool write_json_integer(cpp_kind kind, scalar value, output_writer& out) {
  switch (kind) {
    case cpp_kind::int32: put_integer(static_cast<std::int32_t>(value.i), out); return true;
    case cpp_kind::uint32: put_integer(static_cast<std::uint32_t>(value.u), out); return true;
    case cpp_kind::int64:
      out.put('"');
      put_integer(value.i, out);
      out.put('"');
      return true;
    case cpp_kind::uint64:
      out.put('"');
      put_integer(value.u, out);
      out.put('"');
      return true;
    default: return false;
  }
}

// For printers that append to a string directly (Python style's).
inline void append_base64(std::string& out, std::string_view bytes) {
  output_writer writer(out);
  write_base64(writer, bytes);
  writer.flush();
}
inline bool append_json_integer(cpp_kind kind, scalar value, std::string& out) {
  output_writer writer(out);
  const bool integer = write_json_integer(kind, value, writer);
  writer.flush();
  return integer;
}

// NaN and the infinities are strings in JSON; finite values are spelled as SimpleDtoa / SimpleFtoa spell them.
template <class F>
void write_json_floating(F value, output_writer& out) {
  if (is_nan(value))
    out.put("\"NaN\"");
  else if (is_infinite(value))
    out.put(value > 0 ? "\"Infinity\"" : "\"-Infinity\"");
  else if constexpr (std::is_same_v<F, float>)
    out.commit(write_float(value, out.room(floating_buffer_size)));
  else
    out.commit(write_double(value, out.room(floating_buffer_size)));
}

class json_printer {
 public:
  json_printer(std::string& out, const json_print_options& options) : out_(out), options_(options) {}
  json_printer(output_sink out, const json_print_options& options) : out_(out), options_(options) {}

  void print_root(const json_message_info& info, const void* message) {
    print_message(info, message, 0);
    if (options_.add_whitespace) out_.put('\n');
    out_.flush();
  }

 private:
  // `level` is the indentation of the line the message's '{' is on.
  void print_message(const json_message_info& info, const void* message, int level) {
    out_.put('{');
    bool first = true;
    const message_descriptor& descriptor = *info.descriptor;
    if (options_.always_print_primitive_fields) {
      // libprotobuf lays out every field but the scalar oneof members in declaration order first, then
      // adds those that are set, in number order.
      for (const json_field_info& field : info.fields)
        if (!scalar_oneof_member(*field.field)) print_field(field, field.field->storage_in(message), level, first);
      for (std::size_t i = 0; i < descriptor.field_count; ++i) {
        const json_field_info& field = info.fields[descriptor.fields_by_number[i]];
        if (scalar_oneof_member(*field.field)) print_field(field, field.field->storage_in(message), level, first);
      }
    } else {
      const extension_set* extensions = extensions_in(descriptor, message);
      std::size_t next_extension = 0;
      for (std::size_t i = 0; i < descriptor.field_count; ++i) {
        const json_field_info& field = info.fields[descriptor.fields_by_number[i]];
        if (extensions != nullptr)
          next_extension = print_extensions_below(info, *extensions, next_extension, field.field->number, level, first);
        print_field(field, field.field->storage_in(message), level, first);
      }
      if (extensions != nullptr)
        print_extensions_below(info, *extensions, next_extension, max_field_number + std::int64_t{1}, level, first);
    }
    if (!first) new_line(level);
    out_.put('}');
  }

  // The extensions set from entry `next` on whose numbers are below `number`, as `"[package.name]": value` (in
  // number order among the fields, as Python's json_format writes them; libprotobuf 3.21 writes no extensions).
  PLAINPROTO_DETAIL_COLD std::size_t print_extensions_below(const json_message_info& info,
                                                            const extension_set& extensions, std::size_t next,
                                                            std::int64_t number, int level, bool& first) {
    const auto& entries = extensions.entries();
    for (; next < entries.size() && entries[next].extension->field.number < number; ++next)
      if (const json_field_info* field = info.find_extension(*entries[next].extension))
        if (extension_set::present(*entries[next].extension, entries[next].storage))
          print_field(*field, entries[next].storage, level, first);
    return next;
  }

  static bool scalar_oneof_member(const field_descriptor& field) noexcept {
    return field.in_oneof() && field.type != field_type::message;
  }

  void print_field(const json_field_info& info, const void* storage, int level, bool& first) {
    const field_descriptor& field = *info.field;
    const storage_ops& ops = *field.ops;
    if (field.map) return print_map(info, storage, level, first);
    if (field.is_repeated()) {
      const std::size_t count = ops.size(storage);
      if (count == 0 && !options_.always_print_primitive_fields) return;
      print_key(info, level, first);
      out_.put('[');
      for (std::size_t i = 0; i < count; ++i) {
        if (i != 0) out_.put(',');
        new_line(level + 2);
        print_element(info, storage, i, level + 2);
      }
      if (count != 0) new_line(level + 1);
      out_.put(']');
      return;
    }
    if (ops.has(storage)) {
      print_key(info, level, first);
      print_singular(info, storage, level + 1);
      return;
    }
    if (!options_.always_print_primitive_fields || field.in_oneof() || field.type == field_type::message) return;
    print_key(info, level, first);
    print_default(info, storage);
  }

  // A JSON object: each entry's key as a string, and its value.
  void print_map(const json_field_info& info, const void* storage, int level, bool& first) {
    const storage_ops& ops = *info.field->ops;
    const std::size_t count = ops.size(storage);
    if (count == 0 && !options_.always_print_primitive_fields) return;
    print_key(info, level, first);
    out_.put('{');
    const json_field_info& key = info.message_info().fields[0];
    const json_field_info& value = info.message_info().fields[1];
    for (std::size_t i = 0; i < count; ++i) {
      if (i != 0) out_.put(',');
      new_line(level + 2);
      const void* entry = ops.message_at(storage, i);
      print_map_key(*key.field, key.field->storage_in(entry));
      out_.put(':');
      if (options_.add_whitespace) out_.put(' ');
      print_singular(value, value.field->storage_in(entry), level + 2);
    }
    if (count != 0) new_line(level + 1);
    out_.put('}');
  }

  void print_map_key(const field_descriptor& key, const void* storage) {
    if (key.kind() == cpp_kind::string) return print_string(key.type, key.ops->get_string(storage));
    const scalar value = key.ops->get(storage);
    out_.put('"');
    switch (key.kind()) {
      case cpp_kind::bool_: out_.put(value.b ? std::string_view("true") : std::string_view("false")); break;
      case cpp_kind::uint32:
      case cpp_kind::uint64: put_integer(value.u, out_); break;
      default: put_integer(value.i, out_); break;
    }
    out_.put('"');
  }

  void print_key(const json_field_info& info, int level, bool& first) {
    if (!first) out_.put(',');
    first = false;
    new_line(level + 1);
    out_.put(options_.preserve_proto_field_names ? info.proto_key : info.json_key);
    if (options_.add_whitespace) out_.put(' ');
  }

  void new_line(int level) {
    if (!options_.add_whitespace) return;
    out_.put('\n');
    out_.put_spaces(static_cast<std::size_t>(level));
  }

  void print_singular(const json_field_info& info, const void* storage, int level) {
    const storage_ops& ops = *info.field->ops;
    switch (info.field->kind()) {
      case cpp_kind::string: return print_string(info.field->type, ops.get_string(storage));
      case cpp_kind::message: return print_sub_message(info, ops.get_message(storage), level);
      default: return print_scalar(info, ops.get(storage));
    }
  }

  void print_element(const json_field_info& info, const void* storage, std::size_t index, int level) {
    const storage_ops& ops = *info.field->ops;
    switch (info.field->kind()) {
      case cpp_kind::string: return print_string(info.field->type, ops.string_at(storage, index));
      case cpp_kind::message: return print_sub_message(info, ops.message_at(storage, index), level);
      default: return print_scalar(info, ops.get_at(storage, index));
    }
  }

  void print_sub_message(const json_field_info& info, const void* message, int level) {
    if (++depth_ > json_print_depth_limit)
      throw error(error_code::recursion_limit, "Message too deep: more than " + std::to_string(json_print_depth_limit) +
                                                   " nested messages (libprotobuf's limit), at field \"" +
                                                   std::string(info.field->name) + "\" of type \"" +
                                                   std::string(info.message_info().descriptor->full_name) + "\"");
    print_message(info.message_info(), message, level);
    --depth_;
  }

  void print_string(field_type type, std::string_view value) {
    out_.put('"');
    if (type == field_type::bytes)
      write_base64(out_, value);
    else
      write_json_escaped(out_, value);
    out_.put('"');
  }

  void print_scalar(const json_field_info& info, scalar value) {
    if (write_json_integer(info.field->kind(), value, out_)) return;
    switch (info.field->kind()) {
      case cpp_kind::double_: return write_json_floating(value.d, out_);
      case cpp_kind::float_: return write_json_floating(static_cast<float>(value.d), out_);
      case cpp_kind::bool_: out_.put(value.b ? std::string_view("true") : std::string_view("false")); return;
      case cpp_kind::enum_: return print_enum(*info.enumeration, static_cast<std::int32_t>(value.i));
      default: return;  // integers are written above; strings and messages are not scalars
    }
  }

  void print_enum(const enum_descriptor& enumeration, std::int32_t number) {
    const enum_value_descriptor* named = options_.always_print_enums_as_ints ? nullptr : enumeration.find(number);
    if (named == nullptr) return put_integer(number, out_);
    out_.put('"');
    out_.put(named->name);
    out_.put('"');
  }

  // libprotobuf prints a default from its text form in the descriptor, which loses non-finite
  // float defaults (printed as 0) and C-escapes bytes defaults before encoding them.
  void print_default(const json_field_info& info, const void* storage) {
    const field_descriptor& field = *info.field;
    const storage_ops& ops = *field.ops;
    const bool explicit_default = ops.has_explicit_default(storage);
    if (field.kind() == cpp_kind::string) {
      const std::string_view value = ops.get_string(storage);
      if (field.type == field_type::bytes && explicit_default) {
        std::string escaped;
        append_c_escaped(value, false, escaped);
        return print_string(field.type, escaped);
      }
      return print_string(field.type, value);
    }
    const scalar value = ops.get(storage);
    if ((field.kind() == cpp_kind::double_ || field.kind() == cpp_kind::float_) && !is_finite(value.d)) {
      out_.put('0');
      return;
    }
    print_scalar(info, value);
  }

  output_writer out_;
  const json_print_options& options_;
  int depth_ = 0;
};

inline void print_json(std::string& out, const json_message_info& info, const void* message,
                       const json_print_options& options) {
  json_printer(out, options).print_root(info, message);
}

}  // namespace detail
}  // namespace plainproto
