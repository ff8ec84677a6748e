// plainproto: what the JSON printer and parser need to know about a message type, computed once.
//
// For each message descriptor: the JSON names of its fields (libprotobuf's ToJsonName), the quoted
// keys the printer writes, the name lookup the parser uses, and links to the same information for
// its sub-message types. Built on first use for a type and everything reachable from it, then
// shared read-only by all threads.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "../common/char_scan.hpp"
#include "../core/describe.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"

namespace plainproto {
namespace detail {

// libprotobuf's ToJsonName: every '_' is dropped and the character after it upper-cased,
// so "last_comm_group_size_MB" is "lastCommGroupSizeMB" and "_dp_x" is "DpX".
inline std::string to_json_name(std::string_view proto_name) {
  std::string result;
  result.reserve(proto_name.size());
  bool capitalize_next = false;
  for (const char c : proto_name) {
    if (c == '_') {
      capitalize_next = true;
    } else if (capitalize_next) {
      result.push_back(ascii_upper(c));
      capitalize_next = false;
    } else {
      result.push_back(c);
    }
  }
  return result;
}

struct json_message_info;

struct json_field_info {
  const field_descriptor* field = nullptr;
  std::string json_name;
  std::string json_key;  // `"lastCommGroupSizeMB":`
  std::string proto_key;  // `"last_comm_group_size_MB":`
  const json_message_info* message = nullptr;  // for message fields
  const enum_descriptor* enumeration = nullptr;  // for enum fields
  int required_slot = -1;  // index into json_message_info::required, for required fields
  const extension_descriptor* extension = nullptr;  // for an extension: its storage is in the extension_set
};

struct json_message_info {
  const message_descriptor* descriptor = nullptr;
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
  json_message_info& build(const message_descriptor& descriptor) {
    const auto found = infos_.find(&descriptor);
    if (found != infos_.end()) return *found->second;
    // Registered before its fields are linked, so recursive types find themselves.
    json_message_info& info = *infos_.emplace(&descriptor, std::make_unique<json_message_info>()).first->second;
    info.descriptor = &descriptor;
    info.fields.resize(descriptor.field_count);
    for (std::size_t i = 0; i < descriptor.field_count; ++i) {
      const field_descriptor& field = descriptor.fields[i];
      json_field_info& out = info.fields[i];
      out.field = &field;
      out.json_name = to_json_name(field.name);
      out.json_key = '"' + out.json_name + "\":";
      out.proto_key = '"' + std::string(field.name) + "\":";
      if (field.type == field_type::enum_) out.enumeration = field.enum_type();
      if (field.is_required()) {
        out.required_slot = static_cast<int>(info.required.size());
        info.required.push_back(static_cast<std::uint16_t>(i));
      }
    }
    for (std::size_t i = 0; i < descriptor.field_count; ++i)
      if (descriptor.fields[i].type == field_type::message)
        info.fields[i].message = &build(*descriptor.fields[i].message_type());
    if (descriptor.extensions != nullptr) {
      for (const extension_descriptor* extension : extensions().of(descriptor)) {
        json_field_info& out = info.extensions.emplace_back();
        out.field = &extension->field;
        out.extension = extension;
        out.json_name = std::string(extension->field.name);  // "[package.name]", as in text format
        out.json_key = '"' + out.json_name + "\":";
        out.proto_key = out.json_key;
        if (extension->field.type == field_type::enum_) out.enumeration = extension->field.enum_type();
      }
      for (json_field_info& out : info.extensions)
        if (out.field->type == field_type::message) out.message = &build(*out.field->message_type());
    }
    for (std::size_t i = 0; i < descriptor.field_count; ++i) add_key(info, info.fields[i].json_name, i);
    for (std::size_t i = 0; i < descriptor.field_count; ++i) add_key(info, descriptor.fields[i].name, i);
    for (std::size_t i = 0; i < info.extensions.size(); ++i)
      add_key(info, info.extensions[i].json_name, descriptor.field_count + i);
    std::sort(info.lookup.begin(), info.lookup.end());
    return info;
  }

  static void add_key(json_message_info& info, std::string_view key, std::size_t index) {
    for (const auto& entry : info.lookup)
      if (entry.first == key) return;
    info.lookup.emplace_back(key, static_cast<std::uint16_t>(index));
  }

  std::mutex mutex_;
  std::unordered_map<const message_descriptor*, std::unique_ptr<json_message_info>> infos_;
};

// Never destroyed, so JSON works from static destructors too.
inline json_info_registry& json_registry() {
  static json_info_registry* registry = new json_info_registry();
  return *registry;
}

inline const json_message_info& json_info(const message_descriptor& descriptor) {
  return json_registry().get(descriptor);
}

template <class T>
const json_message_info& json_info_of() {
  static const json_message_info& info = json_info(descriptor_of<T>());
  return info;
}

}  // namespace detail
}  // namespace plainproto
