// plainproto: what Python protobuf (4.21, the cpp backend over libprotobuf 3.21) does when Paddle's wrapper reads and
// writes fields by name, on top of the descriptors: setattr with its type checks, extend(), the *_configs dict helpers
// (get_msg_dict, check_configs_key, assign_configs_value) and str() of a message.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <utility>

#include "../common/c_escape.hpp"
#include "../common/number_format.hpp"
#include "../common/utf8.hpp"
#include "../core/describe.hpp"
#include "../core/descriptor.hpp"
#include "../core/field_access.hpp"
#include "python.hpp"

namespace plainproto {
namespace detail {

// A sub-message reached by attribute access (`strategy.hybrid_configs.mp_configs`). Reading it sets nothing;
// writing into it marks it and every message above it present, as protobuf's AssureWritable does. writable()
// finds the message again on every call, so it stays valid while repeated fields above it grow.
class py_message_ref {
 public:
  py_message_ref(const message_descriptor& descriptor, std::function<void*()> writable)
      : descriptor_(&descriptor), writable_(std::move(writable)) {}

  const message_descriptor& descriptor() const noexcept { return *descriptor_; }
  void* writable() const { return writable_(); }

  py_message_ref field(const field_descriptor& field) const {
    return {*field.message_type(),
            [parent = *this, &field] { return field.ops->mutable_message(field.storage_in(parent.writable())); }};
  }
  py_message_ref element(const field_descriptor& field, std::size_t index) const {
    return {*field.message_type(), [parent = *this, &field, index] {
              return field.ops->mutable_message_at(field.storage_in(parent.writable()), index);
            }};
  }

 private:
  const message_descriptor* descriptor_;
  std::function<void*()> writable_;
};

template <class M>
py_message_ref py_ref(M& message) {
  return {descriptor_of<M>(), [&message] { return static_cast<void*>(&message); }};
}

// Errors about one field name it first ("amp_configs.incr_every_n_steps: ..."); flags pass no path and get
// Python's text alone.
inline std::string py_field_message(const std::string& path, const std::string& text) {
  return path.empty() ? text : path + ": " + text;
}

// protobuf's FormatTypeError: "%.100s has type %.100s, but expected one of: %s" of repr(value). The %.100s of
// PyErr_Format keeps 100 bytes, and decodes them replacing a character they cut in two by U+FFFD.
inline std::string py_format_type_error(const py_object& value, const char* expected) {
  constexpr std::size_t shown_bytes = 100;
  std::string repr = py_repr(value);
  if (repr.size() > shown_bytes) {
    std::size_t start = shown_bytes;  // of the character the cut falls in
    while (start > 0 && is_utf8_continuation(repr[start])) --start;
    const bool cut_in_two = is_utf8_continuation(repr[shown_bytes]);
    repr.resize(start);
    if (cut_in_two) repr += "\xEF\xBF\xBD";
  }
  return repr + " has type " + py_type_name(value) + ", but expected one of: " + expected;
}

// Python protobuf decodes what a string field is given as UTF-8 and refuses what does not decode: a file saved
// with it would not load again.
inline void py_require_utf8(const std::string& text, const std::string& path) {
  if (is_python_utf8(text)) return;
  throw paddle::value_error(py_field_message(
      path, py_bytes_repr(std::vector<std::uint8_t>(text.begin(), text.end())) +
                " has type str, but isn't valid UTF-8 encoding. Non-UTF-8 strings must be converted to unicode objects "
                "before being added."));
}

// The value protobuf stores for `message.field = value`, or the exception it raises.
inline field_value py_convert(const field_descriptor& field, const py_object& value, const std::string& path) {
  auto type_failure = [&](const char* expected) {
    return paddle::type_error(py_field_message(path, py_format_type_error(value, expected)));
  };
  auto range_failure = [&] {
    return paddle::value_error(py_field_message(path, "Value out of range: " + py_str(value)));
  };
  field_value out;
  switch (field.kind()) {
    case cpp_kind::string:
      if (value.is_string()) {
        out.text = value.get<std::string>();
      } else if (value.is_binary()) {
        out.text.assign(value.get_binary().begin(), value.get_binary().end());
      } else {
        throw type_failure("bytes, unicode");
      }
      if (field.type == field_type::string) py_require_utf8(out.text, path);
      return out;
    case cpp_kind::bool_:
      // PyLong_AsLong: bools and ints that fit a C long; anything else is a type error.
      if (value.is_boolean())
        out.number = scalar::from_bool(value.get<bool>());
      else if (value.is_number_unsigned() && value.get<std::uint64_t>() <= std::numeric_limits<std::int64_t>::max())
        out.number = scalar::from_bool(value.get<std::uint64_t>() != 0);
      else if (value.is_number_integer() && !value.is_number_unsigned())
        out.number = scalar::from_bool(value.get<std::int64_t>() != 0);
      else
        throw type_failure("int, bool");
      return out;
    case cpp_kind::float_:
    case cpp_kind::double_: {
      double number = 0;
      if (value.is_boolean())
        number = value.get<bool>() ? 1.0 : 0.0;
      else if (value.is_number())
        number = value.get<double>();
      else
        throw type_failure("int, float");
      if (field.kind() == cpp_kind::float_ && std::isfinite(number)) {
        // io::SafeDoubleToFloat: out of float range becomes infinity
        if (number > std::numeric_limits<float>::max()) number = std::numeric_limits<double>::infinity();
        if (number < -std::numeric_limits<float>::max()) number = -std::numeric_limits<double>::infinity();
        number = static_cast<double>(static_cast<float>(number));
      }
      out.number = scalar::from_double(number);
      return out;
    }
    case cpp_kind::enum_: {
      // Only numbers: the cpp backend refuses enum labels in setattr.
      if (!py_isinstance_int(value)) throw type_failure("int");
      const bool fits = value.is_boolean() ||
                        (value.is_number_unsigned()
                             ? value.get<std::uint64_t>() <= 2147483647u
                             : value.get<std::int64_t>() >= -2147483648LL && value.get<std::int64_t>() <= 2147483647LL);
      if (!fits) throw range_failure();
      const std::int64_t number = value.is_boolean() ? (value.get<bool>() ? 1 : 0) : value.get<std::int64_t>();
      if (field.enum_type()->find(static_cast<std::int32_t>(number)) == nullptr)
        throw paddle::value_error(py_field_message(path, "Unknown enum value: " + std::to_string(number)));
      out.number = scalar::from_int(number);
      return out;
    }
    case cpp_kind::int32:
    case cpp_kind::int64:
    case cpp_kind::uint32:
    case cpp_kind::uint64: {
      if (!py_isinstance_int(value)) throw type_failure("int");
      const bool is_unsigned_field = field.kind() == cpp_kind::uint32 || field.kind() == cpp_kind::uint64;
      const bool negative = !value.is_boolean() && !value.is_number_unsigned() && value.get<std::int64_t>() < 0;
      const std::uint64_t magnitude = value.is_boolean()           ? (value.get<bool>() ? 1u : 0u)
                                      : value.is_number_unsigned() ? value.get<std::uint64_t>()
                                      : negative ? 0u - static_cast<std::uint64_t>(value.get<std::int64_t>())
                                                 : static_cast<std::uint64_t>(value.get<std::int64_t>());
      std::uint64_t limit = 0;
      switch (field.kind()) {
        case cpp_kind::int32: limit = negative ? 2147483648u : 2147483647u; break;
        case cpp_kind::int64: limit = negative ? 9223372036854775808u : 9223372036854775807u; break;
        case cpp_kind::uint32: limit = negative ? 0u : 4294967295u; break;
        default: limit = negative ? 0u : std::numeric_limits<std::uint64_t>::max(); break;
      }
      if (magnitude > limit) throw range_failure();
      if (is_unsigned_field)
        out.number = scalar::from_uint(magnitude);
      else
        out.number = scalar::from_int(negative ? static_cast<std::int64_t>(0u - magnitude)
                                               : static_cast<std::int64_t>(magnitude));
      return out;
    }
    case cpp_kind::message: break;
  }
  throw paddle::attribute_error("Assignment not allowed to field \"" + std::string(field.name) +
                                "\" in protocol message object.");
}

// setattr(message, field, value) on a singular field. Like protobuf, the message is made writable (present)
// before the value is checked, so a rejected value still leaves an empty sub-message behind.
inline void py_setattr(const py_message_ref& message, const field_descriptor& field, const py_object& value,
                       const std::string& path) {
  if (field.type == field_type::message)
    throw paddle::attribute_error("Assignment not allowed to field \"" + std::string(field.name) +
                                  "\" in protocol message object.");
  void* target = message.writable();
  store_value(field, field.storage_in(target), py_convert(field, value, path));
}

// getattr(message, field).extend(value) on a repeated scalar field: the message is made writable (present) first,
// whatever the value; None and falsy non-sequences add nothing, a str adds one element per character, a dict one
// per key; items are appended one by one, so the ones before a rejected item stay.
inline void py_extend(const py_message_ref& message, const field_descriptor& field, const py_object& value,
                      const std::string& path) {
  message.writable();
  if (value.is_null()) return;
  if (!py_iterable(value)) {
    if (!py_truthy(value)) return;
    throw paddle::type_error(py_field_message(path, "Value must be iterable"));
  }
  py_for_each(value, [&](const py_object& item) {
    void* target = message.writable();
    store_value(field, field.storage_in(target), py_convert(field, item, path));
  });
}

// Paddle's assign_repeated_msg: one new element per item, but each item (a dict) is compared with the element's
// field names, so the elements stay empty. An item that does name a field makes Paddle index the list or touch the
// container itself, which fails as below.
inline void py_assign_repeated_message(const py_message_ref& message, const field_descriptor& field,
                                       const py_object& items) {
  py_require_iterable(items);
  const message_descriptor& element_type = *field.message_type();
  py_for_each(items, [&](const py_object& item) {
    field.ops->add_message(field.storage_in(message.writable()));
    if (!item.is_string()) return;
    const std::string& name = item.get_ref<const std::string&>();
    const field_descriptor* named = element_type.find_field(std::string_view(name));
    if (named == nullptr) return;
    if (!items.is_object()) throw paddle::type_error("list indices must be integers or slices, not str");
    if (!named->is_repeated())
      throw paddle::attribute_error(
          "'google.protobuf.pyext._message.RepeatedCompositeContainer' object has no attribute '" + name + "'");
    if (!items.at(name).is_null())
      throw paddle::attribute_error("'google.protobuf.pyext._message.RepeatedCompositeCo' object has no attribute '" +
                                    name + "'");
  });
}

// Paddle's check_configs_key: every key must name a field, else AssertionError("key:{key} not in {name}"). The
// keys are what `for key in configs` gives: a dict's keys, a str's characters, a list's items (compared with the
// field names, not hashed: protobuf's fields_by_name.keys() is a list).
inline void py_check_configs_key(const message_descriptor& descriptor, const py_object& configs,
                                 const std::string& name) {
  py_require_iterable(configs);
  py_for_each(configs, [&](const py_object& key) {
    if (!key.is_string() || descriptor.find_field(std::string_view(key.get_ref<const std::string&>())) == nullptr)
      throw paddle::assertion_error("key:" + py_str(key) + " not in " + name);
  });
}

// Paddle's assign_configs_value: keys in the dict's order; keys that name no field are skipped. A list or str of
// field names (which check_configs_key lets through) fails where Paddle reads configs[key].
inline void py_assign_configs_value(const py_message_ref& message, const py_object& configs, const std::string& path) {
  py_require_iterable(configs);
  py_for_each(configs, [&](const py_object& key) {
    if (!key.is_string()) return;
    const std::string& name = key.get_ref<const std::string&>();
    const field_descriptor* field = message.descriptor().find_field(std::string_view(name));
    if (field == nullptr) return;
    const py_object& value = py_item(configs, name);
    const std::string field_path = path + "." + name;
    if (field->is_repeated()) {
      if (value.is_null()) return;
      if (field->type == field_type::message)
        py_assign_repeated_message(message, *field, value);
      else
        py_extend(message, *field, value, field_path);
    } else {
      py_setattr(message, *field, value, field_path);
    }
  });
}

// The strict assignment behind the replace_* setters: keys checked at every level, a repeated field given is
// replaced by exactly the listed elements (dicts fill message elements), a dict fills a sub-message, null clears.
inline void py_assign_replacing(const py_message_ref& message, const py_object& configs, const std::string& path) {
  py_require_dict(configs, path);
  py_check_configs_key(message.descriptor(), configs, path);
  for (const auto& item : configs.items()) {
    const field_descriptor& field = *message.descriptor().find_field(std::string_view(item.key()));
    const py_object& value = item.value();
    const std::string field_path = path + "." + item.key();
    void* storage = field.storage_in(message.writable());
    if (field.is_repeated()) {
      field.ops->erase(storage, 0, field.ops->size(storage));
      if (value.is_null()) continue;
      if (!value.is_array()) throw paddle::type_error(field_path + " expects a list, got " + py_type_name(value));
      for (std::size_t i = 0; i < value.size(); ++i) {
        if (field.type != field_type::message) {
          store_value(field, field.storage_in(message.writable()), py_convert(field, value[i], field_path));
          continue;
        }
        field.ops->add_message(field.storage_in(message.writable()));
        py_assign_replacing(message.element(field, i), value[i], field_path + "[" + std::to_string(i) + "]");
      }
    } else if (value.is_null()) {
      field.ops->clear(storage);
    } else if (field.type == field_type::message) {
      py_assign_replacing(message.field(field), value, field_path);
    } else {
      store_value(field, storage, py_convert(field, value, field_path));
    }
  }
}

// --- reading ---------------------------------------------------------------------------------------------------

// The Python value of one scalar: float fields read as the float widened to double, enums as their number.
inline py_object py_scalar_value(const field_descriptor& field, scalar value) {
  switch (field.kind()) {
    case cpp_kind::bool_: return value.b;
    case cpp_kind::int32:
    case cpp_kind::int64:
    case cpp_kind::enum_: return value.i;
    case cpp_kind::uint32:
    case cpp_kind::uint64: return value.u;
    case cpp_kind::float_:
    case cpp_kind::double_: return value.d;
    case cpp_kind::string:
    case cpp_kind::message: break;
  }
  return nullptr;
}

inline py_object py_message_dict(const message_descriptor& descriptor, const void* message);

// A field as Paddle's get_msg_dict returns it: repeated fields as lists, messages as dicts (Python hands out the
// live message object there), unset fields at their default.
inline py_object py_field_dict_value(const field_descriptor& field, const void* storage) {
  if (field.is_repeated()) {
    py_object list = py_object::array();
    const std::size_t count = field.ops->size(storage);
    for (std::size_t i = 0; i < count; ++i) {
      if (field.type == field_type::message)
        list.push_back(py_message_dict(*field.message_type(), field.ops->message_at(storage, i)));
      else if (field.kind() == cpp_kind::string)
        list.push_back(std::string(field.ops->string_at(storage, i)));
      else
        list.push_back(py_scalar_value(field, field.ops->get_at(storage, i)));
    }
    return list;
  }
  if (field.type == field_type::message) return py_message_dict(*field.message_type(), field.ops->get_message(storage));
  if (field.kind() == cpp_kind::string) return std::string(field.ops->get_string(storage));
  return py_scalar_value(field, field.ops->get(storage));
}

inline py_object py_message_dict(const message_descriptor& descriptor, const void* message) {
  py_object dict = py_object::object();
  for (const field_descriptor& field : descriptor)
    dict[std::string(field.name)] = py_field_dict_value(field, field.storage_in(message));
  return dict;
}

// str(message) with the cpp backend: libprotobuf's text format, except that floats and doubles are printed as
// Python prints the (widened) double.
inline void py_append_message_str(const message_descriptor& descriptor, const void* message, int indent,
                                  std::string& out) {
  for (std::size_t i = 0; i < descriptor.field_count; ++i) {
    const field_descriptor& field = descriptor.field_by_number_order(i);
    const void* storage = field.storage_in(message);
    const std::size_t count = field.is_repeated() ? field.ops->size(storage) : (field.ops->has(storage) ? 1 : 0);
    for (std::size_t j = 0; j < count; ++j) {
      const std::size_t index = field.is_repeated() ? j : whole_field;
      out.append(static_cast<std::size_t>(2 * indent), ' ').append(field.name);
      if (field.type == field_type::message) {
        out.append(" {\n");
        py_append_message_str(*field.message_type(), message_value(field, storage, index), indent + 1, out);
        out.append(static_cast<std::size_t>(2 * indent), ' ').append("}\n");
        continue;
      }
      out.append(": ");
      if (field.kind() == cpp_kind::string) {
        out.push_back('"');
        append_c_escaped(string_value(field, storage, index), false, out);
        out.push_back('"');
      } else {
        const scalar value = scalar_value(field, storage, index);
        switch (field.kind()) {
          case cpp_kind::bool_: out.append(value.b ? "true" : "false"); break;
          case cpp_kind::float_:
          case cpp_kind::double_: out.append(py_float_repr(value.d)); break;
          case cpp_kind::enum_: {
            const enum_value_descriptor* named = field.enum_type()->find(static_cast<std::int32_t>(value.i));
            if (named != nullptr)
              out.append(named->name);
            else
              append_integer(value.i, out);
            break;
          }
          default: out.append(py_str(py_scalar_value(field, value))); break;
        }
      }
      out.push_back('\n');
    }
  }
}

inline std::string py_message_str(const message_descriptor& descriptor, const void* message) {
  std::string out;
  py_append_message_str(descriptor, message, 0, out);
  return out;
}

// str(getattr(message, field)): repeated containers print as Python lists (messages inside by their str()),
// messages as their text, scalars as Python spells them.
inline std::string py_field_str(const field_descriptor& field, const void* storage) {
  if (field.type == field_type::message) {
    if (!field.is_repeated()) return py_message_str(*field.message_type(), field.ops->get_message(storage));
    std::string out = "[";
    for (std::size_t i = 0; i < field.ops->size(storage); ++i) {
      if (i != 0) out += ", ";
      out += py_message_str(*field.message_type(), field.ops->message_at(storage, i));
    }
    return out + "]";
  }
  return py_str(py_field_dict_value(field, storage));
}

}  // namespace detail
}  // namespace plainproto
