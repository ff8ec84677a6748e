// plainproto: the description of a map field's entries, the message protobuf makes of each
// (`message Entry { optional K key = 1; optional V value = 2; }`), over the std::pair<K, V> a plainproto::map holds.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "describe.hpp"
#include "descriptor.hpp"
#include "field_type.hpp"
#include "storage_ops.hpp"

namespace plainproto {

// The declared type of a map field: PLAINPROTO_MAP(number, Key, Value, name) names plainproto::map_of<Key, Value>,
// where Key and Value may be encoding tags (plainproto::sint32, plainproto::bytes, ...).
template <class Key, class Value>
struct map_of {};

namespace detail {

constexpr bool is_map_key_type(field_type type) noexcept {
  return type != field_type::double_ && type != field_type::float_ && type != field_type::bytes &&
         type != field_type::enum_ && type != field_type::message;
}

template <class KeyDeclared, class ValueDeclared>
struct map_entry_info {
  using K = value_type_t<KeyDeclared>;
  using V = value_type_t<ValueDeclared>;
  using entry = std::pair<K, V>;
  static_assert(is_map_key_type(declared_type<KeyDeclared>::type),
                "plainproto: a map key is an integer, a bool or a string (not a float, bytes, enum or message)");
  static_assert(!declared_type<KeyDeclared>::packed && !declared_type<ValueDeclared>::packed &&
                    !declared_type<ValueDeclared>::group,
                "plainproto: a map's key and value are plain types");

  template <class Declared>
  static constexpr field_descriptor member(std::string_view name, std::int32_t number,
                                           std::size_t offset) noexcept {
    using T = value_type_t<Declared>;
    field_descriptor field{};
    field.name = name;
    field.number = number;
    field.type = declared_type<Declared>::type;
    field.label = field_label::optional;
    field.oneof_index = -1;
    field.ops = &entry_member_ops_v<T>;
    field.offset = offset;
    if constexpr (std::is_enum_v<T>) field.enum_type = &enum_descriptor_fn<T>;
    if constexpr (natural_type<T>() == field_type::message) field.message_type = &message_descriptor_fn<T>;
    return field;
  }

  static void* create() { return new entry(implicit_default<K>(), implicit_default<V>()); }
  static void destroy(void* e) { delete static_cast<entry*>(e); }
  static inline std::atomic<const void*> default_slot{nullptr};

  static constexpr std::array<field_descriptor, 2> fields = {
      {member<KeyDeclared>("key", 1, offsetof(entry, first)),
       member<ValueDeclared>("value", 2, offsetof(entry, second))}};
  static constexpr std::array<std::uint16_t, 2> by_number = {{0, 1}};
  static constexpr std::array<field_clearing_step, 2> clearing_steps = {
      {{offsetof(entry, first), false, 0, false, false, false, &entry_member_ops_v<K>, nullptr},
       {offsetof(entry, second), false, 0, false, false, false, &entry_member_ops_v<V>, nullptr}}};
  static constexpr std::array<std::uint16_t, 4> name_index = [] {
    std::array<std::uint16_t, 4> index{};
    index[field_name_slot("key", 2)] = 1;
    std::size_t slot = field_name_slot("value", 2);
    while (index[slot] != 0) slot = (slot + 1) & 3;
    index[slot] = 2;
    return index;
  }();
  static constexpr message_descriptor value_descriptor{"MapEntry",
                                                      fields.data(),
                                                      2,
                                                      by_number.data(),
                                                      nullptr,
                                                      0,
                                                      &create,
                                                      &destroy,
                                                      false,
                                                      nullptr,
                                                      0,
                                                      clearing_steps.data(),
                                                      2,
                                                      &default_slot,
                                                      false,
                                                      name_index.data(),
                                                      2,
                                                      {},
                                                      nullptr,
                                                      nullptr,
                                                      0,
                                                      nullptr,
                                                      false};
  static constexpr const message_descriptor* descriptor() noexcept { return &value_descriptor; }
};

// The map field whose entries are being read, and the message that has it. protobuf names an entry type after its
// field (protoc's MapEntryName: "kitchen_sink.Maps.MInt32Int32Entry" for Maps.m_int32_int32), where plainproto shares
// one entry descriptor among the maps of a key and value type; a parser keeps this scope so that its errors name
// the entry type as protobuf's do.
struct map_entry_scope {
  const message_descriptor* owner = nullptr;
  const field_descriptor* field = nullptr;

  // Whether type is the entry type of this scope's field.
  bool is_entry_type(const message_descriptor& type) const {
    return field != nullptr && field->message_type() == &type;
  }

  // The full name protobuf gives type: the entry type's name when type is the entries of this scope's field.
  std::string type_name(const message_descriptor& type) const {
    if (!is_entry_type(type)) return std::string(type.full_name);
    std::string name(owner->full_name);
    name += '.';
    bool capitalize = true;
    for (const char c : field->name) {
      if (c == '_') {
        capitalize = true;
        continue;
      }
      name += capitalize && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
      capitalize = false;
    }
    return name + "Entry";
  }
};

// The first string (not bytes) key or value of a map entry that matches, or nullopt: Python style checks them, since
// Python protobuf makes each entry a message of Python strings to print it.
template <class Predicate>
std::optional<std::string_view> find_entry_string(const message_descriptor& entry, const void* sub, Predicate matches) {
  for (const field_descriptor& member : entry) {
    if (member.type != field_type::string) continue;
    const std::string_view text = member.ops->get_string(member.storage_in(sub));
    if (matches(text)) return text;
  }
  return std::nullopt;
}

}  // namespace detail
}  // namespace plainproto
