// plainproto: what every message has: clear(), ==, required-field checks.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "../common/function_attributes.hpp"
#include "../common/join.hpp"
#include "../common/small_copy.hpp"
#include "../../error.hpp"
#include "describe.hpp"
#include "extensions.hpp"
#include "field_access.hpp"
#include "unknown_fields.hpp"

namespace plainproto {
namespace detail {

inline const unknown_fields* unknown_fields_in(const message_descriptor& descriptor, const void* message) {
  return descriptor.unknown_fields == nullptr
             ? nullptr
             : static_cast<const unknown_fields*>(descriptor.unknown_fields(const_cast<void*>(message)));
}
inline unknown_fields* unknown_fields_in(const message_descriptor& descriptor, void* message) {
  return descriptor.unknown_fields == nullptr ? nullptr
                                              : static_cast<unknown_fields*>(descriptor.unknown_fields(message));
}

inline bool messages_equal(const message_descriptor& descriptor, const void* a, const void* b);

// Sub-messages are compared here, through their descriptors, rather than by a storage_ops entry per field type,
// which each message type would compile into every file that uses it.
inline bool field_values_equal(const field_descriptor& field, const void* a, const void* b) {
  if (field.type != field_type::message || field.map) return field.ops->equal(a, b);
  const message_descriptor& type = *field.message_type();
  const storage_ops& ops = *field.ops;
  if (!field.is_repeated()) {
    const bool present = ops.has(a);
    return present == ops.has(b) && (!present || messages_equal(type, ops.get_message(a), ops.get_message(b)));
  }
  const std::size_t count = ops.size(a);
  if (ops.size(b) != count) return false;
  for (std::size_t i = 0; i < count; ++i)
    if (!messages_equal(type, ops.message_at(a, i), ops.message_at(b, i))) return false;
  return true;
}

inline bool messages_equal(const message_descriptor& descriptor, const void* a, const void* b) {
  for (const field_descriptor& field : descriptor)
    if (!field_values_equal(field, field.storage_in(a), field.storage_in(b))) return false;
  if (descriptor.extensions != nullptr &&
      !extension_sets_equal(*extensions_in(descriptor, a), *extensions_in(descriptor, b)))
    return false;
  return descriptor.unknown_fields == nullptr ||
         *unknown_fields_in(descriptor, a) == *unknown_fields_in(descriptor, b);
}

inline void copy_fields(const message_descriptor& type, void* destination, const void* source);

// One value of a oneof member that source has.
inline void copy_member_value(const field_descriptor& field, void* destination, const void* source) {
  if (field.type == field_type::message)
    copy_fields(*field.message_type(), field.ops->mutable_message(destination), field.ops->get_message(source));
  else if (field.kind() == cpp_kind::string)
    *field.ops->mutable_string(destination) = field.ops->get_string(source);
  else if (field.ops->set_bytes != nullptr)
    field.ops->set_bytes(destination, field.ops->value_bytes(source));
  else
    field.ops->set(destination, field.ops->get(source));
}

// The elements destination holds are written over, as std::vector's copy assignment does.
inline void copy_message_list(const field_descriptor& field, void* destination, const void* source) {
  const message_descriptor& element = *field.message_type();
  const std::size_t count = field.ops->size(source);
  const std::size_t held = field.ops->size(destination);
  if (held > count) field.ops->erase(destination, count, held);
  for (std::size_t i = 0; i < count && i < held; ++i)
    copy_fields(element, field.ops->mutable_message_at(destination, i), field.ops->message_at(source, i));
  if (count > held) field.ops->grow(destination, count);
  for (std::size_t i = held; i < count; ++i)
    copy_fields(element, field.ops->add_message(destination), field.ops->message_at(source, i));
}

// Makes the field's storage `to` a copy of `from`, its storage in another message of the type.
inline void copy_field(const field_descriptor& field, void* to, const void* from) {
  if (field.in_oneof()) {
    if (field.ops->has(from))
      copy_member_value(field, to, from);
    else if (!field.ops->oneof_has_member(from))
      field.ops->clear(to);
  } else if (field.ops->assign != nullptr) {
    field.ops->assign(to, from);
  } else if (field.is_repeated()) {
    copy_message_list(field, to, from);
  } else if (field.ops->has(from)) {
    copy_fields(*field.message_type(), field.ops->mutable_message(to), field.ops->get_message(from));
  } else {
    field.ops->clear(to);
  }
}

// Makes destination a copy of source, two messages of the type, as the struct's copy assignment does. From the
// descriptor rather than through the copy assignment, which the compilers inline sub-message by sub-message into
// a copy per message type: that was a tenth of the compile time of a file that uses the built-in schemas.
inline void copy_fields(const message_descriptor& type, void* destination, const void* source) {
  if (destination == source) return;
  for (const field_descriptor& field : type) copy_field(field, field.storage_in(destination), field.storage_in(source));
  if (type.extensions != nullptr) assign_extension_set(*extensions_in(type, destination), *extensions_in(type, source));
  if (type.unknown_fields != nullptr) *unknown_fields_in(type, destination) = *unknown_fields_in(type, source);
}
}  // namespace detail

inline void message_descriptor::copy(void* destination, const void* source) const {
  detail::copy_fields(*this, destination, source);
}

namespace detail {

// Calls visit(field, sub_message, index) for every message held by the extensions set on the message (index is
// whole_field for a singular one).
template <class Visit>
void for_each_extension_message(const message_descriptor& descriptor, const void* message, Visit&& visit) {
  const extension_set* extensions = extensions_in(descriptor, message);
  if (extensions == nullptr) return;
  for (const extension_set::entry& entry : extensions->entries()) {
    const field_descriptor& field = entry.extension->field;
    if (field.type != field_type::message) continue;
    if (field.is_repeated()) {
      for (std::size_t i = 0; i < field.ops->size(entry.storage); ++i)
        visit(field, field.ops->message_at(entry.storage, i), i);
    } else if (field.ops->has(entry.storage)) {
      visit(field, field.ops->get_message(entry.storage), whole_field);
    }
  }
}

inline void collect_missing_required(const message_descriptor& descriptor, const void* message, std::string& prefix,
                                     std::vector<std::string>& missing);

// The missing required fields inside the extensions set on the message: "[pkg.note].id".
inline void collect_missing_in_extensions(const message_descriptor& descriptor, const void* message,
                                          std::string& prefix, std::vector<std::string>& missing) {
  for_each_extension_message(descriptor, message, [&](const field_descriptor& field, const void* sub, std::size_t index) {
    const std::size_t prefix_size = prefix.size();
    prefix.append(field.name);
    if (index != whole_field) prefix.append("[").append(std::to_string(index)).append("]");
    prefix.append(".");
    collect_missing_required(*field.message_type(), sub, prefix, missing);
    prefix.resize(prefix_size);
  });
}

inline void collect_missing_required(const message_descriptor& descriptor, const void* message, std::string& prefix,
                                     std::vector<std::string>& missing) {
  for (const field_descriptor& field : descriptor) {
    const void* storage = field.storage_in(message);
    if (field.is_required() && !field.ops->has(storage)) missing.push_back(prefix + std::string(field.name));
    if (field.type != field_type::message) continue;
    const message_descriptor& sub = *field.message_type();
    const std::size_t prefix_size = prefix.size();
    if (field.is_repeated()) {
      const std::size_t count = field.ops->size(storage);
      for (std::size_t i = 0; i < count; ++i) {
        prefix.append(field.name).append("[").append(std::to_string(i)).append("].");
        collect_missing_required(sub, field.ops->message_at(storage, i), prefix, missing);
        prefix.resize(prefix_size);
      }
    } else if (field.ops->has(storage)) {
      prefix.append(field.name).append(".");
      collect_missing_required(sub, field.ops->get_message(storage), prefix, missing);
      prefix.resize(prefix_size);
    }
  }
  collect_missing_in_extensions(descriptor, message, prefix, missing);
}

// libprotobuf's error for required fields left unset (missing_required_fields lists them), at the first one.
PLAINPROTO_DETAIL_COLD inline error missing_required_error(const std::vector<std::string>& missing) {
  return error(error_code::missing_required, "Message missing required fields: " + join(missing, ", "), 0, 0,
               missing.front());
}

// Resets every field in place: strings and vectors keep their capacity, as protobuf's Clear() does.
// With keep_lists, the elements of repeated string and message fields stay (see message_descriptor).
enum class field_clearing : unsigned char { reset, empty, keep };
constexpr field_clearing clearing_of(const field_descriptor& field, bool keep_lists) noexcept {
  if (!field.is_repeated()) return field_clearing::reset;
  if (!keep_lists || field.map || (field.type != field_type::message && field.kind() != cpp_kind::string))
    return field_clearing::empty;
  return field_clearing::keep;
}
// One function for every type, following the descriptor's plan, rather than one per type with each field's reset
// inlined: those cost a file that uses both built-in schemas 0.45 s of its 7.4 s of compilation. The numbers are
// copied from the default instance a run of fields at a time (a DistributedStrategy's 42 in one copy of 232 bytes).
inline void clear_fields(const message_descriptor& descriptor, void* message, bool keep_lists) {
  if (descriptor.copied_range_count != 0) {
    const char* const defaults = static_cast<const char*>(descriptor.default_instance());
    char* const values = static_cast<char*>(message);
    for (std::size_t i = 0; i < descriptor.copied_range_count; ++i) {
      const byte_range range = descriptor.copied_ranges[i];
      copy_small(values + range.offset, defaults + range.offset, range.size);
    }
  }
  for (std::size_t i = 0; i < descriptor.clearing_step_count; ++i) {
    const field_clearing_step& step = descriptor.clearing_steps[i];
    char* const storage = static_cast<char*>(message) + step.offset;
    if (step.sub_message) {
      bool& present = *reinterpret_cast<bool*>(storage);
      if (!present) continue;
      void* const sub = step.boxed ? step.ops->unset_keeping_message(storage) : storage + step.message_offset;
      present = false;
      clear_fields(*step.message_type(), sub, false);
    } else if (!step.repeated) {
      step.ops->clear(storage);
    } else if (!(keep_lists && step.kept_list)) {
      if (const std::size_t size = step.ops->size(storage)) step.ops->erase(storage, 0, size);
    }
  }
  if (descriptor.unknown_fields != nullptr) static_cast<unknown_fields*>(descriptor.unknown_fields(message))->clear();
  if (descriptor.extensions != nullptr) clear_extension_set(*extensions_in(descriptor, message));
}

}  // namespace detail

inline void message_descriptor::clear(void* message) const { detail::clear_fields(*this, message, false); }
inline void message_descriptor::clear_keeping_lists(void* message) const {
  detail::clear_fields(*this, message, true);
}

namespace detail {

// Whether the message's own required fields are set (sub-messages not visited).
inline bool own_required_fields_present(const message_descriptor& descriptor, const void* message) {
  if (!descriptor.has_required_fields) return true;
  for (const field_descriptor& field : descriptor)
    if (field.is_required() && !field.ops->has(field.storage_in(message))) return false;
  return true;
}

inline bool required_fields_present(const message_descriptor& descriptor, const void* message);

// Whether the messages held by the extensions set on the message have their required fields.
inline bool extensions_initialized(const message_descriptor& descriptor, const void* message) {
  bool initialized = true;
  for_each_extension_message(descriptor, message, [&](const field_descriptor& field, const void* sub, std::size_t) {
    initialized = initialized && required_fields_present(*field.message_type(), sub);
  });
  return initialized;
}

// The allocation-free check behind is_initialized.
inline bool required_fields_present(const message_descriptor& descriptor, const void* message) {
  for (const field_descriptor& field : descriptor) {
    if (!field.is_required() && field.type != field_type::message) continue;
    const void* storage = field.storage_in(message);
    if (field.is_required() && !field.ops->has(storage)) return false;
    if (field.type != field_type::message) continue;
    const message_descriptor& sub = *field.message_type();
    if (field.is_repeated()) {
      const std::size_t count = field.ops->size(storage);
      for (std::size_t i = 0; i < count; ++i)
        if (!required_fields_present(sub, field.ops->message_at(storage, i))) return false;
    } else if (field.ops->has(storage) && !required_fields_present(sub, field.ops->get_message(storage))) {
      return false;
    }
  }
  return extensions_initialized(descriptor, message);
}


}  // namespace detail

// Base of every message struct: `struct TrainConfig : plainproto::message<TrainConfig> { ... };`
// It adds no data and no virtual functions; the struct stays a plain copyable value.
template <class T>
struct message {
  // What the field macros inside the struct name the struct by.
  using plainproto_self = T;
  // The message's .proto comment; PLAINPROTO_MESSAGE_DOC in the struct declares it.
  static constexpr std::string_view plainproto_doc() noexcept { return {}; }

  // Restores every field to its default and clears all presence.
  void clear() { descriptor_of<T>().clear(this); }

  friend bool operator==(const T& a, const T& b) { return detail::messages_equal(descriptor_of<T>(), &a, &b); }
  friend bool operator!=(const T& a, const T& b) { return !(a == b); }
};

// Every required field that is not set, recursively, as paths such as
// "incr_save_config.kafka.server" or "optimizer_config[0].x", in field declaration order.
inline std::vector<std::string> missing_required_fields(const message_descriptor& descriptor, const void* message) {
  std::vector<std::string> missing;
  std::string prefix;
  detail::collect_missing_required(descriptor, message, prefix, missing);
  return missing;
}
template <class T>
std::vector<std::string> missing_required_fields(const T& message) {
  return missing_required_fields(descriptor_of<T>(), &message);
}

inline bool is_initialized(const message_descriptor& descriptor, const void* message) {
  return detail::required_fields_present(descriptor, message);
}
template <class T>
bool is_initialized(const T& message) {
  return is_initialized(descriptor_of<T>(), &message);
}

}  // namespace plainproto
