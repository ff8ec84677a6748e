// The seeded random message generator, its edge values, and the coverage of generated messages.
#include "oracle.hpp"

#include <cstring>
#include <limits>
#include <stdexcept>
#include <type_traits>

namespace conformance {

using plainproto::cpp_kind;
using plainproto::field_descriptor;
using plainproto::field_type;
using plainproto::message_descriptor;
using plainproto::scalar;

namespace {

// Own helpers instead of std::uniform_*_distribution, whose results differ between standard libraries.
std::uint64_t below(std::mt19937_64& rng, std::uint64_t bound) { return rng() % bound; }
bool chance(std::mt19937_64& rng, double probability) {
  return static_cast<double>(rng() >> 11) * 0x1.0p-53 < probability;
}
template <class T>
const T& pick(std::mt19937_64& rng, const std::vector<T>& values) {
  return values[below(rng, values.size())];
}

template <class To, class From>
To bits_of(From value) {
  static_assert(sizeof(To) == sizeof(From));
  To bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

template <class F>
F random_floating(std::mt19937_64& rng, const std::vector<F>& edges) {
  using bits_t = std::conditional_t<sizeof(F) == 4, std::uint32_t, std::uint64_t>;
  switch (below(rng, 10)) {
    case 0:
    case 1:
    case 2:
    case 3: return pick(rng, edges);
    case 4:
    case 5: return bits_of<F>(static_cast<bits_t>(rng()));
    case 6:
    case 7: {  // a short decimal, as people write them: -12.345, 0.002, 1000
      F value = static_cast<F>(static_cast<std::int64_t>(below(rng, 2000001)) - 1000000);
      for (std::uint64_t i = below(rng, 8); i > 0; --i) value /= 10;
      return value;
    }
    default: {  // any magnitude
      F value = static_cast<F>(static_cast<double>(rng() >> 11) * 0x1.0p-53);
      const int exponent = static_cast<int>(below(rng, 61)) - 30;
      for (int i = 0; i < exponent; ++i) value *= 10;
      for (int i = 0; i > exponent; --i) value /= 10;
      return chance(rng, 0.5) ? -value : value;
    }
  }
}

template <class I>
I random_integer(std::mt19937_64& rng, const std::vector<I>& edges) {
  switch (below(rng, 10)) {
    case 0:
    case 1:
    case 2:
    case 3: return pick(rng, edges);
    case 4:
    case 5:
    case 6: return static_cast<I>(static_cast<std::int64_t>(below(rng, 201)) - (std::is_signed_v<I> ? 100 : 0));
    default: return static_cast<I>(rng());
  }
}

scalar random_scalar(const field_descriptor& field, std::mt19937_64& rng) {
  switch (field.kind()) {
    case cpp_kind::int32: return scalar::from_int(random_integer(rng, edge_int32s()));
    case cpp_kind::int64: return scalar::from_int(random_integer(rng, edge_int64s()));
    case cpp_kind::uint32: return scalar::from_uint(random_integer(rng, edge_uint32s()));
    case cpp_kind::uint64: return scalar::from_uint(random_integer(rng, edge_uint64s()));
    case cpp_kind::float_: return scalar::from_double(random_floating(rng, edge_floats()));
    case cpp_kind::double_: return scalar::from_double(random_floating(rng, edge_doubles()));
    case cpp_kind::bool_: return scalar::from_bool(rng() & 1);
    case cpp_kind::enum_: {
      const plainproto::enum_descriptor& type = *field.enum_type();
      return scalar::from_int(type.values[below(rng, type.value_count)].number);
    }
    case cpp_kind::string:
    case cpp_kind::message: break;
  }
  throw std::logic_error("random_scalar: not a scalar field");
}

const std::vector<std::string>& valid_utf8_edge_strings() {
  static const std::vector<std::string> strings = [] {
    std::vector<std::string> valid;
    for (const std::string& s : edge_strings())
      if (is_valid_utf8(s)) valid.push_back(s);
    return valid;
  }();
  return strings;
}

// Pieces of text the printers treat differently: escapes, multi-byte characters, tokens of the formats.
const std::vector<std::string>& text_pieces() {
  static const std::vector<std::string> pieces = {
      "a", "Z", "0", "_", " ", ".", "-", "/", ":", "{", "}", "[", "]", "<", ">", ",", "#", "\"", "'", "\\",
      "\n", "\t", "\r", std::string(1, '\0'), "\x01", "\x1f", "\x7f", "\xc3\xa9", "\xe4\xb8\xad", "\xf0\x9f\x98\x80",
      "\xe2\x80\xa8", "true", "nan", "1e5", "?\?="};
  return pieces;
}

std::string random_string(std::mt19937_64& rng, bool utf8_only) {
  std::string text;
  switch (below(rng, 10)) {
    case 0:
    case 1:
    case 2:
    case 3: return pick(rng, utf8_only ? valid_utf8_edge_strings() : edge_strings());
    case 4: {  // long
      const std::size_t size = long_string_size + below(rng, 2000);
      while (text.size() < size) {
        if (utf8_only) text += pick(rng, text_pieces());
        else text += static_cast<char>(below(rng, 256));
      }
      return text;
    }
    case 5:
    case 6: {  // identifier-like
      static const char alphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./ ";
      for (std::uint64_t n = 1 + below(rng, 20); n > 0; --n) text += alphabet[below(rng, sizeof alphabet - 1)];
      return text;
    }
    case 7:
    case 8:
      for (std::uint64_t n = 1 + below(rng, 12); n > 0; --n) text += pick(rng, text_pieces());
      return text;
    default:
      for (std::uint64_t n = below(rng, 30); n > 0; --n)
        text += utf8_only ? static_cast<char>(below(rng, 128)) : static_cast<char>(below(rng, 256));
      return text;
  }
}

std::size_t random_size(std::mt19937_64& rng, const random_options& options, bool of_messages) {
  if (!chance(rng, options.presence)) return 0;
  const std::uint64_t roll = below(rng, 20);
  if (roll < 9) return 1;
  // Long lists of messages only now and then: they nest, and sizes multiply.
  if (roll < (of_messages ? 19u : 17u)) return 2 + below(rng, 4);
  return long_repeated_size + below(rng, 31);
}

void fill_singular(const field_descriptor& field, void* storage, const void* default_storage, std::mt19937_64& rng,
                   int depth, const random_options& options) {
  const plainproto::storage_ops& ops = *field.ops;
  switch (field.kind()) {
    case cpp_kind::message:
      fill_random(*field.message_type(), ops.mutable_message(storage), rng, depth - 1, options);
      return;
    case cpp_kind::string:
      if (chance(rng, options.default_value))
        *ops.mutable_string(storage) = std::string(ops.get_string(default_storage));
      else
        *ops.mutable_string(storage) = random_string(rng, options.valid_utf8 && field.type == field_type::string);
      return;
    default:
      ops.set(storage, chance(rng, options.default_value) ? ops.get(default_storage) : random_scalar(field, rng));
  }
}

// A map entry's value is always present (as in protobuf's maps): a message value is filled like a required one.
void fill_map_entry_or_element(const field_descriptor& field, void* element, std::mt19937_64& rng, int depth,
                               const random_options& options) {
  fill_random(*field.message_type(), element, rng, depth, options);
  if (!field.map) return;
  const field_descriptor& value = field.message_type()->fields[1];
  if (value.type == field_type::message)
    fill_random(*value.message_type(), value.ops->mutable_message(value.storage_in(element)), rng, depth, options);
}

void fill_repeated(const field_descriptor& field, void* storage, std::mt19937_64& rng, int depth,
                   const random_options& options) {
  const plainproto::storage_ops& ops = *field.ops;
  const std::size_t size = random_size(rng, options, field.kind() == cpp_kind::message);
  for (std::size_t i = 0; i < size; ++i) {
    switch (field.kind()) {
      case cpp_kind::message:
        fill_map_entry_or_element(field, ops.add_message(storage), rng, depth - 1, options);
        if (field.map) ops.settle_entry(storage);
        break;
      case cpp_kind::string:
        *ops.add_string(storage) = random_string(rng, options.valid_utf8 && field.type == field_type::string);
        break;
      default: ops.add(storage, random_scalar(field, rng));
    }
  }
}

}  // namespace

void fill_random(const message_descriptor& descriptor, void* message, std::mt19937_64& rng, int depth,
                 const random_options& options) {
  descriptor.clear(message);
  // Past the depth limit only what a required chain forces is set.
  const bool minimal = depth < 0;
  const void* defaults = descriptor.default_instance();
  for (std::size_t i = 0; i < descriptor.field_count; ++i) {
    const field_descriptor& field = descriptor.fields[i];
    const bool is_message = field.type == field_type::message;
    if (field.in_oneof()) {  // the whole oneof, at its first member
      const plainproto::oneof_descriptor& oneof = descriptor.oneofs[field.oneof_index];
      i = oneof.first_field + oneof.field_count - 1u;
      if (minimal || !chance(rng, options.presence)) continue;
      const field_descriptor& member = descriptor.fields[oneof.first_field + below(rng, oneof.field_count)];
      if (member.type == field_type::message && depth <= 0) continue;
      fill_singular(member, member.storage_in(message), member.storage_in(defaults), rng, depth, options);
    } else if (field.is_repeated()) {
      if (minimal || (is_message && depth <= 0)) continue;
      fill_repeated(field, field.storage_in(message), rng, depth, options);
    } else if (field.is_required()) {
      if (chance(rng, options.missing_required)) continue;
      fill_singular(field, field.storage_in(message), field.storage_in(defaults), rng, depth, options);
    } else {
      if (minimal || (is_message && depth <= 0) || !chance(rng, options.presence)) continue;
      fill_singular(field, field.storage_in(message), field.storage_in(defaults), rng, depth, options);
    }
  }
}

dynamic_message random_message(const message_descriptor& descriptor, std::uint64_t seed,
                               const random_options& options) {
  dynamic_message message(descriptor);
  std::mt19937_64 rng(seed);
  fill_random(descriptor, message.get(), rng, default_depth, options);
  return message;
}

// ---------------------------------------------------------------------------------------------------

const std::vector<std::int32_t>& edge_int32s() {
  using limits = std::numeric_limits<std::int32_t>;
  static const std::vector<std::int32_t> values = {0,   -1,  1,   limits::min(), limits::max(), limits::min() + 1,
                                                   127, 128, -128, 255,          65535,         1000000};
  return values;
}

const std::vector<std::int64_t>& edge_int64s() {
  using limits = std::numeric_limits<std::int64_t>;
  static const std::vector<std::int64_t> values = {
      0, -1, 1, limits::min(), limits::max(), limits::min() + 1,
      std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max(),
      std::int64_t{std::numeric_limits<std::int32_t>::min()} - 1, std::int64_t{std::numeric_limits<std::int32_t>::max()} + 1,
      std::int64_t{1} << 53, (std::int64_t{1} << 53) + 1, -(std::int64_t{1} << 53) - 1, 4294967295, 4294967296};
  return values;
}

const std::vector<std::uint32_t>& edge_uint32s() {
  static const std::vector<std::uint32_t> values = {0,       1,        std::numeric_limits<std::uint32_t>::max(),
                                                    1u << 31, (1u << 31) - 1, 255, 65535};
  return values;
}

const std::vector<std::uint64_t>& edge_uint64s() {
  static const std::vector<std::uint64_t> values = {0,
                                                    1,
                                                    std::numeric_limits<std::uint64_t>::max(),
                                                    std::uint64_t{1} << 63,
                                                    (std::uint64_t{1} << 63) - 1,
                                                    std::uint64_t{1} << 53,
                                                    (std::uint64_t{1} << 53) + 1,
                                                    std::numeric_limits<std::uint32_t>::max(),
                                                    std::uint64_t{std::numeric_limits<std::uint32_t>::max()} + 1};
  return values;
}

const std::vector<float>& edge_floats() {
  using limits = std::numeric_limits<float>;
  static const std::vector<float> values = {
      0.0f, -0.0f, limits::denorm_min(), -limits::denorm_min(), limits::min(), limits::max(), limits::lowest(),
      limits::quiet_NaN(), -limits::quiet_NaN(), limits::infinity(), -limits::infinity(),
      0.1f, -0.1f, 1e-7f, 1e+30f, 1.0f, -1.0f, 0.5f, 1.5f, 0.9f, 0.999f, 32768.0f, 1e-4f, 1e-5f, 1e-6f, 2.5e-5f,
      100.0f, 123456.0f, 1234567.0f, 1e6f, 1e7f, 16777216.0f, 3.14159274f,
      1.00000012f,  // nextafter(1, 2): needs 9 significant digits
      0.100000009f  // nextafter(0.1, 1)
  };
  return values;
}

const std::vector<double>& edge_doubles() {
  using limits = std::numeric_limits<double>;
  static const std::vector<double> values = {
      0.0, -0.0, limits::denorm_min(), -limits::denorm_min(), limits::min(), limits::max(), limits::lowest(),
      limits::quiet_NaN(), -limits::quiet_NaN(), limits::infinity(), -limits::infinity(),
      0.1, -0.1, 1e-7, 1e+30, 1.0, -1.0, 0.5, 0.00055, 32768.0, 1e-4, 1e-5, 100.0, 1e15, 1e16, 1e17, 1e+21, 1e+22,
      1e-300, 1e+300, 3.141592653589793, 123456789012345678.0,
      0.30000000000000004,  // 0.1 + 0.2: needs 17 significant digits
      1.0000000000000002,   // nextafter(1, 2)
      9007199254740993.0,   // 2^53 + 1, rounds to 2^53
      static_cast<double>(0.1f)};
  return values;
}

const std::vector<std::string>& edge_strings() {
  static const std::vector<std::string> values = [] {
    std::vector<std::string> v = {
        "", "a", "hello world", "'", "\"", "'\"'", "\\", "a\\b\\\\c", "\\n", std::string(1, '\0'),
        std::string("a\0b", 3), "\x01", "\n", "\t", "\r", "\r\n", "\x7f", std::string("\0\1\n\t\x7f", 5), "   ",
        "\xc3\xa9", "\xe4\xb8\xad\xe6\x96\x87", "\xf0\x9f\x98\x80", "na\xc3\xafve \xe4\xb8\xad \xf0\x9f\x98\x80",
        "\xe2\x80\xa8",                  // U+2028, which JSON printers may escape
        "\xef\xbb\xbf",                  // U+FEFF
        "\xff", "\xc3", "\xc0\xaf",      // invalid: lone byte, truncated sequence, overlong '/'
        "\xed\xa0\x80",                  // invalid: a UTF-16 surrogate
        "\xf4\x90\x80\x80",              // invalid: above U+10FFFF
        "abc\xe4\xb8",                   // invalid: truncated at the end
        "\x80", "true", "nan", "-inf", "1e5", "0x10", "#not a comment", "{", "}", "key: value", "<>",
        "?\?="};
    std::string all_bytes;
    for (int c = 0; c < 256; ++c) all_bytes += static_cast<char>(c);
    v.push_back(all_bytes);
    return v;
  }();
  return values;
}

bool is_valid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    std::size_t length;
    std::uint32_t code;
    if (c < 0x80) {
      ++i;
      continue;
    } else if (c >= 0xc2 && c <= 0xdf) {
      length = 2;
      code = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
      length = 3;
      code = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      length = 4;
      code = c & 0x07;
    } else {
      return false;
    }
    if (i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      const unsigned char next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xc0) != 0x80) return false;
      code = (code << 6) | (next & 0x3f);
    }
    if ((length == 3 && (code < 0x800 || (code >= 0xd800 && code <= 0xdfff))) || (length == 4 && (code < 0x10000 || code > 0x10ffff)))
      return false;
    i += length;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------

namespace {

template <class T>
std::size_t edge_index(const std::vector<T>& edges, T value) {
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if constexpr (std::is_floating_point_v<T>) {
      using bits_t = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
      if (bits_of<bits_t>(edges[i]) == bits_of<bits_t>(value)) return i;
    } else if (edges[i] == value) {
      return i;
    }
  }
  return edges.size();
}

std::string edge_text(cpp_kind kind, std::size_t i) {
  switch (kind) {
    case cpp_kind::int32: return "int32 " + std::to_string(edge_int32s()[i]);
    case cpp_kind::int64: return "int64 " + std::to_string(edge_int64s()[i]);
    case cpp_kind::uint32: return "uint32 " + std::to_string(edge_uint32s()[i]);
    case cpp_kind::uint64: return "uint64 " + std::to_string(edge_uint64s()[i]);
    case cpp_kind::float_: return "float #" + std::to_string(i) + " (" + std::to_string(edge_floats()[i]) + ")";
    case cpp_kind::double_: return "double #" + std::to_string(i) + " (" + std::to_string(edge_doubles()[i]) + ")";
    case cpp_kind::string: return "string " + quoted(edge_strings()[i], 40);
    default: return "?";
  }
}

std::size_t edge_count(cpp_kind kind) {
  switch (kind) {
    case cpp_kind::int32: return edge_int32s().size();
    case cpp_kind::int64: return edge_int64s().size();
    case cpp_kind::uint32: return edge_uint32s().size();
    case cpp_kind::uint64: return edge_uint64s().size();
    case cpp_kind::float_: return edge_floats().size();
    case cpp_kind::double_: return edge_doubles().size();
    case cpp_kind::string: return edge_strings().size();
    default: return 0;
  }
}

}  // namespace

void coverage::record_value(const field_descriptor& field, const void* storage, std::size_t index) {
  const plainproto::storage_ops& ops = *field.ops;
  const bool repeated = field.is_repeated();
  const cpp_kind kind = field.kind();
  if (kind == cpp_kind::string) {
    const std::string_view text = repeated ? ops.string_at(storage, index) : ops.get_string(storage);
    if (text.size() >= long_string_size) {
      long_string_ = true;
      return;
    }
    for (std::size_t i = 0; i < edge_strings().size(); ++i)
      if (edge_strings()[i] == text) edge_values_.insert({static_cast<int>(kind), i});
    return;
  }
  const scalar value = repeated ? ops.get_at(storage, index) : ops.get(storage);
  std::size_t edge = edge_count(kind);
  switch (kind) {
    case cpp_kind::enum_:
      enum_values_.insert({field.enum_type()->full_name, static_cast<std::int32_t>(value.i)});
      return;
    case cpp_kind::int32: edge = edge_index(edge_int32s(), static_cast<std::int32_t>(value.i)); break;
    case cpp_kind::int64: edge = edge_index(edge_int64s(), value.i); break;
    case cpp_kind::uint32: edge = edge_index(edge_uint32s(), static_cast<std::uint32_t>(value.u)); break;
    case cpp_kind::uint64: edge = edge_index(edge_uint64s(), value.u); break;
    case cpp_kind::float_: edge = edge_index(edge_floats(), static_cast<float>(value.d)); break;
    case cpp_kind::double_: edge = edge_index(edge_doubles(), value.d); break;
    default: return;
  }
  if (edge < edge_count(kind)) edge_values_.insert({static_cast<int>(kind), edge});
}

void coverage::record(const message_descriptor& descriptor, const void* message) {
  for (const field_descriptor& field : descriptor) {
    const void* storage = field.storage_in(message);
    const field_key key{descriptor.full_name, field.number};
    if (field.is_repeated()) {
      const std::size_t size = field.ops->size(storage);
      if (size == 0) empty_repeated_.insert(key);
      if (size == 1) single_repeated_.insert(key);
      if (size >= long_repeated_size) long_repeated_.insert(key);
      if (size > 0) set_fields_.insert(key);
      for (std::size_t i = 0; i < size; ++i) {
        if (field.kind() == cpp_kind::message) record(*field.message_type(), field.ops->message_at(storage, i));
        else record_value(field, storage, i);
      }
    } else if (field.ops->has(storage)) {
      set_fields_.insert(key);
      if (field.kind() == cpp_kind::message) record(*field.message_type(), field.ops->get_message(storage));
      else record_value(field, storage, 0);
    }
  }
  for (std::size_t i = 0; i < descriptor.oneof_count; ++i) {
    const plainproto::oneof_descriptor& oneof = descriptor.oneofs[i];
    bool any = false;
    for (std::size_t k = oneof.first_field; k < oneof.first_field + oneof.field_count; ++k)
      any = any || descriptor.fields[k].ops->has(descriptor.fields[k].storage_in(message));
    if (!any) unset_oneofs_.insert({descriptor.full_name, oneof.name});
  }
}

std::vector<std::string> coverage::gaps(const message_descriptor& root) const {
  std::vector<std::string> out;
  std::set<int> kinds;
  std::set<std::string_view> enums;
  for (const message_descriptor* descriptor : reachable_types(root)) {
    const std::string type(descriptor->full_name);
    for (const field_descriptor& field : *descriptor) {
      const field_key key{descriptor->full_name, field.number};
      const std::string name = type + "." + std::string(field.name);
      kinds.insert(static_cast<int>(field.kind()));
      if (!set_fields_.count(key)) out.push_back(name + ": never set");
      if (field.is_repeated()) {
        if (!empty_repeated_.count(key)) out.push_back(name + ": never empty");
        if (!single_repeated_.count(key)) out.push_back(name + ": never one element");
        if (!long_repeated_.count(key)) out.push_back(name + ": never " + std::to_string(long_repeated_size) + "+ elements");
      }
      if (field.type == field_type::enum_ && enums.insert(field.enum_type()->full_name).second)
        for (const plainproto::enum_value_descriptor& value : *field.enum_type())
          if (!enum_values_.count({field.enum_type()->full_name, value.number}))
            out.push_back(std::string(field.enum_type()->full_name) + "." + std::string(value.name) + ": never used");
    }
    for (std::size_t i = 0; i < descriptor->oneof_count; ++i)
      if (!unset_oneofs_.count({descriptor->full_name, descriptor->oneofs[i].name}))
        out.push_back(type + ": oneof " + std::string(descriptor->oneofs[i].name) + " never left unset");
  }
  for (const int kind : kinds)
    for (std::size_t i = 0; i < edge_count(static_cast<cpp_kind>(kind)); ++i)
      if (!edge_values_.count({kind, i}))
        out.push_back("edge value " + edge_text(static_cast<cpp_kind>(kind), i) + ": never generated");
  if (kinds.count(static_cast<int>(cpp_kind::string)) && !long_string_)
    out.push_back("no string of " + std::to_string(long_string_size) + "+ bytes generated");
  return out;
}

}  // namespace conformance
