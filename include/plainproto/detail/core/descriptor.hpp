// plainproto: the constexpr description of messages, fields, oneofs and enums.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "../common/function_attributes.hpp"
#include "field_type.hpp"

namespace plainproto {

struct message_descriptor;
struct enum_descriptor;

// Type-erased operations on one kind of field storage (optional<float>, repeated_messages<Msg>, a oneof
// member, ...). Generic code (text format, JSON, paths) reaches field values only through these, so it
// is compiled once instead of once per message type. Entries that do not apply to a storage are null.
struct storage_ops {
  // singular fields
  bool (*has)(const void* storage);
  void (*clear)(void* storage);
  scalar (*get)(const void* storage);
  void (*set)(void* storage, scalar value);
  std::string_view (*get_string)(const void* storage);
  std::string* (*mutable_string)(void* storage);
  const void* (*get_message)(const void* storage);
  void* (*mutable_message)(void* storage);
  void* (*unset_keeping_message)(void* storage);  // see singular::unset_keeping_value (not for oneof members)
  // repeated fields
  std::size_t (*size)(const void* storage);
  scalar (*get_at)(const void* storage, std::size_t index);
  void (*set_at)(void* storage, std::size_t index, scalar value);
  void (*add)(void* storage, scalar value);
  std::string_view (*string_at)(const void* storage, std::size_t index);
  std::string* (*mutable_string_at)(void* storage, std::size_t index);
  std::string* (*add_string)(void* storage);
  const void* (*message_at)(const void* storage, std::size_t index);
  void* (*mutable_message_at)(void* storage, std::size_t index);
  void* (*add_message)(void* storage);
  void (*erase)(void* storage, std::size_t first, std::size_t last);
  // repeated fields (not maps): when the list is full, room for `count` elements (more than it holds)
  void (*grow)(void* storage, std::size_t count);
  // numbers other than enums and bools, as the bytes of their C++ value, for formats that copy values bit for
  // bit (through scalar, a float NaN would lose its payload)
  const void* (*value_bytes)(const void* storage);           // singular: the value (the default when unset)
  void (*set_bytes)(void* storage, const void* value);       // singular: sets it present
  const void* (*values)(const void* storage);                // repeated: the first of size() values
  void (*add_bytes)(void* storage, const void* value);       // repeated: appends one
  // oneof members: whether any member of the oneof is set
  bool (*oneof_has_member)(const void* storage);
  // oneof members: the oneof as a whole, whose clear resets whichever member is set (clear() resets a oneof once,
  // not once for each member)
  const storage_ops* whole_oneof;
  // map fields: puts the entry add_message appended in its key's place, replacing an entry of the same key (the
  // last one read wins, as in protobuf). Every parser calls it once the entry is read.
  void (*settle_entry)(void* storage);
  // both; none for singular and repeated message fields and oneof members holding messages, which
  // field_values_equal compares by their descriptors
  bool (*equal)(const void* a, const void* b);
  bool (*has_explicit_default)(const void* storage);
  // numbers, strings, lists of them, and maps: a copy of source's storage, value, presence and default, as the
  // member's copy assignment makes it (for a map of messages, the messages' own copy assignment). Singular and
  // repeated message fields and oneof members have none: copy_fields follows them by their descriptors.
  void (*assign)(void* destination, const void* source);
  // The size of a storage that is trivially copyable (a singular number, bool or enum), else 0: clearing copies
  // such storage from the default instance (message_descriptor::copied_ranges).
  std::size_t trivial_size;
  // A singular sub-message field (not a oneof member): its storage starts with its presence flag (a bool), and the
  // message is message_offset bytes further on, or held by the pointer there when message_boxed.
  bool singular_message;
  bool message_boxed;
  std::size_t message_offset;
};

struct field_descriptor {
  std::string_view name;
  std::int32_t number;
  field_type type;
  field_label label;
  std::int16_t oneof_index;  // -1 when the field is not a oneof member
  std::string_view oneof_name;
  const storage_ops* ops;
  // Where the field's storage is in its message (for a oneof member: the oneof object's place; for an extension: 0,
  // the formats passing the extension's own storage as the message).
  std::size_t offset;
  const message_descriptor* (*message_type)();  // for message fields
  const enum_descriptor* (*enum_type)();        // for enum fields
  bool packed;                                  // declared [packed = true]
  bool group;                                   // a proto2 group (type is message)
  bool map;  // map<K, V>: a repeated message field whose entries (message_type) have key = 1 and value = 2
  std::string_view doc;                         // the .proto comment, "" when none

  constexpr bool is_repeated() const noexcept { return label == field_label::repeated; }
  constexpr bool is_required() const noexcept { return label == field_label::required; }
  constexpr bool in_oneof() const noexcept { return oneof_index >= 0; }
  constexpr cpp_kind kind() const noexcept { return kind_of(type); }
  // The name a field is written under in text format: a group's is its type's name (`Data { }` for `data`).
  std::string_view text_name() const noexcept;

  const void* storage_in(const void* message) const { return static_cast<const char*>(message) + offset; }
  void* storage_in(void* message) const { return static_cast<char*>(message) + offset; }
};

// The slot where a field name starts its search in message_descriptor::name_index: a Fibonacci hash of the
// length and three characters, so that finding a field costs the same for short and long names.
constexpr std::size_t field_name_slot(std::string_view name, unsigned slot_bits) noexcept {
  const std::size_t size = name.size();
  if (size == 0) return 0;
  const auto at = [&](std::size_t i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(name[i])); };
  const std::uint32_t key = static_cast<std::uint32_t>(size) ^ at(0) << 8 ^ at(size / 2) << 16 ^ at(size - 1) << 24;
  return static_cast<std::size_t>((key * 0x9e3779b1u) >> (32 - slot_bits));
}

// Whether two names of the same length are equal. Field names are short and compared once per field read,
// where a call to memcmp costs more than the comparison: at run time they are compared eight bytes at a
// time in place (the last eight overlapping the ones before).
constexpr bool same_name(const char* a, const char* b, std::size_t size) noexcept {
#if defined(__GNUC__)
  if (!__builtin_is_constant_evaluated() && size >= 8) {
    const auto word = [](const char* p) {
      std::uint64_t value;
      __builtin_memcpy(&value, p, 8);
      return value;
    };
    for (std::size_t i = 0; i + 8 < size; i += 8)
      if (word(a + i) != word(b + i)) return false;
    return word(a + size - 8) == word(b + size - 8);
  }
#endif
  for (std::size_t i = 0; i < size; ++i)
    if (a[i] != b[i]) return false;
  return true;
}

struct oneof_descriptor {
  std::string_view name;
  std::uint16_t first_field;  // index into message_descriptor::fields; members are contiguous
  std::uint16_t field_count;
};

// Bytes of a message, from its start.
struct byte_range {
  std::size_t offset;
  std::size_t size;
};

// How clear() restores a field whose storage it does not copy from the default instance: what it reads of the
// field, made from the field's descriptor when the message is described.
struct field_clearing_step {
  std::uint32_t offset;          // the storage, from the message's start
  bool sub_message;              // a singular sub-message, its storage starting with its presence flag (a bool): its
                                 // message_type clears it
  std::uint32_t message_offset;  // where that sub-message is, from the storage, when held by value
  bool boxed;                    // that sub-message is held by pointer (ops->unset_keeping_message finds it)
  bool repeated;                 // emptied by ops->erase (else reset by ops->clear)
  bool kept_list;                // repeated string or message field: left alone by clear_keeping_lists
  const storage_ops* ops;
  const message_descriptor* (*message_type)();
};

// A range of `extensions A to B;`, both ends included.
struct extension_range {
  std::int32_t first;
  std::int32_t last;
};

struct message_descriptor {
  std::string_view full_name;
  const field_descriptor* fields;
  std::size_t field_count;
  const std::uint16_t* fields_by_number;  // indices into fields, ascending field number
  const oneof_descriptor* oneofs;
  std::size_t oneof_count;
  // lifecycle of an instance, for code that only has the descriptor
  void* (*create)();
  void (*destroy)(void* message);
  // Whether clear_keeping_lists() keeps anything clear() does not: the message has repeated string or message
  // fields (not maps).
  bool keeps_lists;
  // How clear() restores the fields: the trivially copyable storage, in runs of adjacent fields, by copying the
  // default instance's bytes; the other fields one by one.
  const byte_range* copied_ranges;
  std::size_t copied_range_count;
  const field_clearing_step* clearing_steps;
  std::size_t clearing_step_count;
  // The default instance once made (default_instance()), one per type, shared with plainproto::default_instance<T>:
  // a slot, not a function per type holding a guarded static, which cost a file that uses both built-in schemas 4%
  // of its compile time.
  std::atomic<const void*>* default_instance_slot;
  bool has_required_fields;  // any of its own fields required (not counting sub-messages)
  // Open addressing by field_name_slot: 2^name_slot_bits entries, each a field index + 1, or 0 when free.
  const std::uint16_t* name_index;
  unsigned name_slot_bits;
  std::string_view doc;  // the .proto comment, "" when none
  // The message's plainproto::unknown_fields (PLAINPROTO_UNKNOWN_FIELDS), or null when it keeps none.
  void* (*unknown_fields)(void* message);
  // `extensions A to B;` (PLAINPROTO_EXTENSIONS): the ranges and the message's plainproto::extension_set; none and
  // null when it has none.
  const extension_range* extension_ranges;
  std::size_t extension_range_count;
  void* (*extensions)(void* message);
  // `option message_set_wire_format = true;` (PLAINPROTO_MESSAGE_SET): its extensions travel in the binary format as
  // MessageSet items (group 1 holding type_id = 2 and message = 3) instead of as fields.
  bool message_set_wire_format;

  // Makes destination a copy of source, two messages of this type (core/message.hpp).
  void copy(void* destination, const void* source) const;
  // Restores every field of a message of this type to its default (core/message.hpp).
  void clear(void* message) const;
  // clear() but for the elements of repeated string and message fields, which parsing reuses.
  void clear_keeping_lists(void* message) const;
  // The shared, never-modified instance an unset field of this type reads as.
  const void* default_instance() const;

  constexpr std::string_view name() const noexcept {
    const std::size_t dot = full_name.rfind('.');
    return dot == std::string_view::npos ? full_name : full_name.substr(dot + 1);
  }
  constexpr const field_descriptor* begin() const noexcept { return fields; }
  constexpr const field_descriptor* end() const noexcept { return fields + field_count; }
  constexpr const field_descriptor& field_by_number_order(std::size_t i) const noexcept {
    return fields[fields_by_number[i]];
  }

  static constexpr std::size_t no_field = static_cast<std::size_t>(-1);
  // The index in fields of the field so named, or no_field.
  constexpr std::size_t find_field_index(std::string_view field_name) const noexcept {
    const std::size_t mask = (std::size_t{1} << name_slot_bits) - 1;
    for (std::size_t slot = field_name_slot(field_name, name_slot_bits);; slot = (slot + 1) & mask) {
      const std::uint16_t entry = name_index[slot];
      if (entry == 0) return no_field;
      const std::string_view name = fields[entry - 1].name;
      if (name.size() == field_name.size() && same_name(name.data(), field_name.data(), field_name.size()))
        return entry - 1u;
    }
  }
  constexpr const field_descriptor* find_field(std::string_view field_name) const noexcept {
    const std::size_t index = find_field_index(field_name);
    return index == no_field ? nullptr : &fields[index];
  }
  constexpr const field_descriptor* find_field(std::int32_t number) const noexcept {
    for (std::size_t i = 0; i < field_count; ++i)
      if (fields[i].number == number) return &fields[i];
    return nullptr;
  }
  constexpr const oneof_descriptor* find_oneof(std::string_view oneof_name) const noexcept {
    for (std::size_t i = 0; i < oneof_count; ++i)
      if (oneofs[i].name == oneof_name) return &oneofs[i];
    return nullptr;
  }
};

namespace detail {
// Made on the heap and never destroyed, as protobuf's default instances are: a static instance would compile a
// second destructor of each message type, and its registration at exit, into every file that uses the type. Two
// threads may both make one; the one stored first stays.
PLAINPROTO_DETAIL_COLD inline const void* make_default_instance(std::atomic<const void*>& slot, void* (*create)(),
                                                                void (*destroy)(void*)) {
  void* const made = create();
  const void* stored = nullptr;
  if (slot.compare_exchange_strong(stored, made, std::memory_order_acq_rel, std::memory_order_acquire)) return made;
  destroy(made);
  return stored;
}
// The instance in slot, made by create the first time; the typed plainproto::default_instance<T> and the descriptor
// both read it so.
inline const void* default_instance_in(std::atomic<const void*>& slot, void* (*create)(), void (*destroy)(void*)) {
  const void* const instance = slot.load(std::memory_order_acquire);
  return instance != nullptr ? instance : make_default_instance(slot, create, destroy);
}
}  // namespace detail

inline const void* message_descriptor::default_instance() const {
  return detail::default_instance_in(*default_instance_slot, create, destroy);
}

inline std::string_view field_descriptor::text_name() const noexcept {
  return group ? message_type()->name() : name;
}

// The index of the field a text-format name names, as libprotobuf and Python find it: a group only by its type's
// name (`Data { }` for the group field `data`, never `data { }`); message_descriptor::no_field when none.
inline std::size_t text_field_index(const message_descriptor& descriptor, std::string_view name) noexcept {
  const std::size_t index = descriptor.find_field_index(name);
  if (index != message_descriptor::no_field) {
    const field_descriptor& field = descriptor.fields[index];
    return field.group && field.message_type()->name() != name ? message_descriptor::no_field : index;
  }
  for (std::size_t i = 0; i < descriptor.field_count; ++i)
    if (descriptor.fields[i].group && descriptor.fields[i].message_type()->name() == name) return i;
  return message_descriptor::no_field;
}
// text_field_index for the fields of one message block read in turn: a name is first compared with the field
// declared after the last one found, then with that one again. Printers write fields in declaration order and a
// list's values one after another, so most names of a printed file are found by one comparison, with no load of
// the name index.
class text_field_cursor {
 public:
  std::size_t find(const message_descriptor& descriptor, std::string_view name) noexcept {
    std::size_t index = named_at(descriptor, name, next_);
    if (index == message_descriptor::no_field && next_ != 0) index = named_at(descriptor, name, next_ - 1);
    if (index == message_descriptor::no_field) index = text_field_index(descriptor, name);
    next_ = index + 1;  // (0 after a name no field has)
    return index;
  }

 private:
  // (A group is named by its type's name, never by the field's.)
  static std::size_t named_at(const message_descriptor& descriptor, std::string_view name, std::size_t index) noexcept {
    if (index >= descriptor.field_count) return message_descriptor::no_field;
    const field_descriptor& field = descriptor.fields[index];
    return field.name.size() == name.size() && !field.group && same_name(field.name.data(), name.data(), name.size())
               ? index
               : message_descriptor::no_field;
  }

  std::size_t next_ = 0;  // the index after the last field found
};

inline const field_descriptor* find_text_field(const message_descriptor& descriptor, std::string_view name) noexcept {
  const std::size_t index = text_field_index(descriptor, name);
  return index == message_descriptor::no_field ? nullptr : &descriptor.fields[index];
}

struct enum_value_descriptor {
  std::string_view name;
  std::int32_t number;
  std::string_view doc;  // the .proto comment, "" when none
};

struct enum_descriptor {
  std::string_view full_name;
  const enum_value_descriptor* values;
  std::size_t value_count;

  constexpr std::string_view name() const noexcept {
    const std::size_t dot = full_name.rfind('.');
    return dot == std::string_view::npos ? full_name : full_name.substr(dot + 1);
  }
  constexpr const enum_value_descriptor* begin() const noexcept { return values; }
  constexpr const enum_value_descriptor* end() const noexcept { return values + value_count; }

  constexpr const enum_value_descriptor* find(std::string_view value_name) const noexcept {
    for (std::size_t i = 0; i < value_count; ++i)
      if (values[i].name == value_name) return &values[i];
    return nullptr;
  }
  // The first value declared with this number (proto2 allows aliases only with allow_alias).
  constexpr const enum_value_descriptor* find(std::int32_t number) const noexcept {
    for (std::size_t i = 0; i < value_count; ++i)
      if (values[i].number == number) return &values[i];
    return nullptr;
  }
  // Whether the number is declared: find(number) != nullptr, without a pointer tested in constant evaluation (which
  // g++ -fsanitize=null cannot do there).
  constexpr bool declares(std::int32_t number) const noexcept {
    for (std::size_t i = 0; i < value_count; ++i)
      if (values[i].number == number) return true;
    return false;
  }
  // proto2: an enum field without an explicit default reads as the first declared value.
  constexpr std::int32_t first_number() const noexcept { return value_count ? values[0].number : 0; }
};

}  // namespace plainproto
