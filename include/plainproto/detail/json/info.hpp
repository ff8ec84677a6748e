// plainproto: what the JSON printer and parser need to know about a message type, computed once.
//
// For each message descriptor: the JSON names of its fields (libprotobuf's ToJsonName), the quoted
// keys the printer writes, the name lookup the parser uses, and links to the same information for
// its sub-message types. Built for a type when a message of it is first read or printed, then shared
// read-only by all threads.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/function_attributes.hpp"
#include "../common/char_scan.hpp"
#include "../core/describe.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"

namespace plainproto {
namespace detail {

// libprotobuf's ToJsonName: every '_' is dropped and the character after it upper-cased,
// so "last_comm_group_size_MB" is "lastCommGroupSizeMB" and "_dp_x" is "DpX".
inline void append_json_name(std::string& out, std::string_view proto_name) {
  bool capitalize_next = false;
  for (const char c : proto_name) {
    if (c == '_') {
      capitalize_next = true;
    } else if (capitalize_next) {
      out.push_back(ascii_upper(c));
      capitalize_next = false;
    } else {
      out.push_back(c);
    }
  }
}

inline std::string to_json_name(std::string_view proto_name) {
  std::string result;
  result.reserve(proto_name.size());
  append_json_name(result, proto_name);
  return result;
}

struct json_message_info;

// A link to a sub-message type's information, made on first use: building the information of every type a
// message reaches up front (all 45 of a DistributedStrategy) cost a small conversion more than its parse.
class json_message_link {
 public:
  json_message_link() = default;
  json_message_link(const json_message_link& other) noexcept : target_(other.get()) {}
  json_message_link& operator=(const json_message_link& other) noexcept {
    set(other.get());
    return *this;
  }
  const json_message_info* get() const noexcept { return target_.load(std::memory_order_acquire); }
  void set(const json_message_info* target) const noexcept { target_.store(target, std::memory_order_release); }

 private:
  mutable std::atomic<const json_message_info*> target_{nullptr};
};

struct json_field_info {
  const field_descriptor* field = nullptr;
  // in json_message_info::keys
  std::string_view json_name;
  std::string_view json_key;  // `"lastCommGroupSizeMB":`
  std::string_view proto_key;  // `"last_comm_group_size_MB":`
  json_message_link message_link;  // for message fields: see message_info()
  const enum_descriptor* enumeration = nullptr;  // for enum fields
  int required_slot = -1;  // index into json_message_info::required, for required fields
  const extension_descriptor* extension = nullptr;  // for an extension: its storage is in the extension_set

  // For message fields: the information of the field's type.
  const json_message_info& message_info() const;
};

struct json_message_info {
  const message_descriptor* descriptor = nullptr;
  // Every key of the fields' and extensions': one allocation for the type instead of up to three for each field.
  std::string keys;
  std::vector<json_field_info> fields;  // declaration order, like descriptor->fields
  std::vector<std::uint16_t> required;  // indices of required fields
  // Keys the parser accepts, sorted: every JSON name, then every proto name that is not also
  // some field's JSON name (libprotobuf looks a key up as a JSON name first).
  // (An extension's key, "[package.name]", is its index in extensions after the fields'.)
  std::vector<std::pair<std::string_view, std::uint16_t>> lookup;
  // The extensions registered for the type, ascending number.
  std::vector<json_field_info> extensions;

  const json_field_info* find(std::string_view key) const noexcept {
    const auto it = std::lower_bound(lookup.begin(), lookup.end(), key,
                                     [](const auto& entry, std::string_view k) { return entry.first < k; });
    if (it == lookup.end() || it->first != key) return nullptr;
    return it->second < fields.size() ? &fields[it->second] : &extensions[it->second - fields.size()];
  }
  const json_field_info* find_extension(const extension_descriptor& extension) const noexcept {
    for (const json_field_info& info : extensions)
      if (info.extension == &extension) return &info;
    return nullptr;
  }
};

class json_info_registry {
 public:
  const json_message_info& get(const message_descriptor& descriptor) {
    const std::lock_guard<std::mutex> lock(mutex_);
    return build(descriptor);
  }

 private:
  PLAINPROTO_DETAIL_COLD json_message_info& build(const message_descriptor& descriptor) {
    const auto found = std::lower_bound(infos_.begin(), infos_.end(), &descriptor, info_before);
    if (found != infos_.end() && found->first == &descriptor) return *found->second;
    const auto index = found - infos_.begin();
    infos_.reserve(infos_.size() + 1);  // (once per type: the insert cannot then fail and lose the new info)
    json_message_info& info = *infos_.insert(infos_.begin() + index, {&descriptor, new json_message_info()})->second;
    info.descriptor = &descriptor;
    const std::vector<const extension_descriptor*> extension_list = registered_extensions(descriptor);
    info.keys.reserve(keys_size(descriptor, extension_list));  // the views below stay valid
    const auto add = [&info](std::string_view name, bool to_json) {
      const std::size_t start = info.keys.size();
      info.keys += '"';
      if (to_json)
        append_json_name(info.keys, name);
      else
        info.keys += name;
      info.keys += "\":";
      return std::string_view(info.keys).substr(start);
    };
    info.fields.resize(descriptor.field_count);
    for (std::size_t i = 0; i < descriptor.field_count; ++i) {
      const field_descriptor& field = descriptor.fields[i];
      json_field_info& out = info.fields[i];
      out.field = &field;
      out.json_key = add(field.name, true);
      out.json_name = out.json_key.substr(1, out.json_key.size() - 3);
      out.proto_key = add(field.name, false);
      if (field.type == field_type::enum_) out.enumeration = field.enum_type();
      if (field.is_required()) {
        out.required_slot = static_cast<int>(info.required.size());
        info.required.push_back(static_cast<std::uint16_t>(i));
      }
    }
    for (const extension_descriptor* extension : extension_list) {
      json_field_info& out = info.extensions.emplace_back();
      out.field = &extension->field;
      out.extension = extension;
      out.json_key = add(extension->field.name, false);  // "[package.name]", as in text format
      out.json_name = out.json_key.substr(1, out.json_key.size() - 3);
      out.proto_key = out.json_key;
      if (extension->field.type == field_type::enum_) out.enumeration = extension->field.enum_type();
    }
    for (std::size_t i = 0; i < descriptor.field_count; ++i) add_key(info, info.fields[i].json_name, i);
    for (std::size_t i = 0; i < descriptor.field_count; ++i) add_key(info, descriptor.fields[i].name, i);
    for (std::size_t i = 0; i < info.extensions.size(); ++i)
      add_key(info, info.extensions[i].json_name, descriptor.field_count + i);
    return info;
  }

  static std::size_t keys_size(const message_descriptor& descriptor,
                               const std::vector<const extension_descriptor*>& extension_list) {
    constexpr std::size_t quotes_and_colon = 3;
    std::size_t size = 0;
    for (std::size_t i = 0; i < descriptor.field_count; ++i)
      size += 2 * (descriptor.fields[i].name.size() + quotes_and_colon);  // a JSON name is never longer
    for (const extension_descriptor* extension : extension_list)
      size += extension->field.name.size() + quotes_and_colon;
    return size;
  }

  // Into its place in the sorted lookup, a key already there keeping its first field. (Sorting at the end made
  // every file that reads or prints JSON instantiate std::sort: 0.34 G of g++'s 30.6 G for both_schemas.cpp.)
  static void add_key(json_message_info& info, std::string_view key, std::size_t index) {
    const auto place = std::lower_bound(info.lookup.begin(), info.lookup.end(), key,
                                        [](const auto& entry, std::string_view name) { return entry.first < name; });
    if (place != info.lookup.end() && place->first == key) return;
    info.lookup.emplace(place, key, static_cast<std::uint16_t>(index));
  }

  // (Never freed, as the registry itself.)
  using info_entry = std::pair<const message_descriptor*, json_message_info*>;
  static bool info_before(const info_entry& entry, const message_descriptor* descriptor) noexcept {
    return reinterpret_cast<std::uintptr_t>(entry.first) < reinterpret_cast<std::uintptr_t>(descriptor);
  }

  std::mutex mutex_;
  // By descriptor address, searched by halves: a hash map's header and code cost every file that reads or prints
  // JSON 0.3 G of g++'s 30 G for both_schemas.cpp, for one lookup per call.
  std::vector<info_entry> infos_;
};

// Never destroyed, so JSON works from static destructors too.
inline json_info_registry& json_registry() {
  static json_info_registry* registry = new json_info_registry();
  return *registry;
}

inline const json_message_info& json_info(const message_descriptor& descriptor) {
  return json_registry().get(descriptor);
}

inline const json_message_info& json_field_info::message_info() const {
  const json_message_info* linked = message_link.get();
  if (linked == nullptr) {
    linked = &json_info(*field->message_type());
    message_link.set(linked);
  }
  return *linked;
}

template <class T>
const json_message_info& json_info_of() {
  static const json_message_info& info = json_info(descriptor_of<T>());
  return info;
}

}  // namespace detail
}  // namespace plainproto
