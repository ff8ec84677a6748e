// plainproto: a package as proto2 .proto text, written from the reflection data alone.
//
// Field types are written fully qualified (".pkg.Type"); a type from another package becomes an
// `import "<that package>.proto";`, the name export_all gives that package's file.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/c_escape.hpp"
#include "../common/file_io.hpp"
#include "../common/number_format.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/field_type.hpp"
#include "../core/registry.hpp"
#include "../../error.hpp"

namespace plainproto {
namespace detail {

// "pkg.Outer.Inner" -> "pkg.Outer"; "" for a name without a dot.
constexpr std::string_view enclosing_scope(std::string_view full_name) noexcept {
  const std::size_t dot = full_name.rfind('.');
  return dot == std::string_view::npos ? std::string_view() : full_name.substr(0, dot);
}

class proto_writer {
 public:
  proto_writer(const package_descriptor& package, package_list all_packages)
      : package_(package), all_packages_(all_packages) {}

  std::string write() {
    check_scopes();
    write_doc(package_.doc, 0);
    if (!package_.doc.empty()) out_ += '\n';
    out_ += "syntax = \"proto2\";\n";
    if (!package_.name.empty()) out_.append("\npackage ").append(package_.name).append(";\n");
    const std::vector<std::string_view> imports = imported_packages();
    if (!imports.empty()) out_ += '\n';
    for (const std::string_view imported : imports) out_.append("import \"").append(imported).append(".proto\";\n");
    for (const enum_descriptor* enumeration : package_.enums)
      if (enclosing_scope(enumeration->full_name) == package_.name) {
        out_ += '\n';
        write_enum(*enumeration, 0);
      }
    for (const message_descriptor* message : package_.messages)
      if (enclosing_scope(message->full_name) == package_.name) {
        out_ += '\n';
        write_message(*message, 0);
      }
    if (!extensions_in_scope(package_.name).empty()) out_ += '\n';
    write_extends(package_.name, 0);
    return std::move(out_);
  }

 private:
  [[noreturn]] static void fail(std::string message) { throw error(error_code::usage, std::move(message)); }

  bool is_message_of_package(std::string_view full_name) const {
    for (const message_descriptor* message : package_.messages)
      if (message->full_name == full_name) return true;
    return false;
  }

  // Every definition must sit in the package or inside one of its messages, or it would be lost.
  void check_scopes() const {
    const auto check = [this](std::string_view full_name) {
      const std::string_view scope = enclosing_scope(full_name);
      if (scope != package_.name && !is_message_of_package(scope))
        fail("\"" + std::string(full_name) + "\" is neither in package \"" + std::string(package_.name) +
             "\" nor nested in one of its messages");
    };
    for (const message_descriptor* message : package_.messages) check(message->full_name);
    for (const enum_descriptor* enumeration : package_.enums) check(enumeration->full_name);
  }

  static std::string_view referenced_type(const field_descriptor& field) {
    if (field.map) return referenced_type(field.message_type()->fields[1]);
    if (field.type == field_type::message) return field.message_type()->full_name;
    if (field.type == field_type::enum_) return field.enum_type()->full_name;
    return {};
  }

  // The extensions declared in a scope (the package, or a message of it), by extendee and number.
  static std::vector<const extension_descriptor*> extensions_in_scope(std::string_view scope) {
    std::vector<const extension_descriptor*> found;
    for (const extension_descriptor* extension : extensions().all())
      if (enclosing_scope(extension->full_name) == scope) found.push_back(extension);
    std::sort(found.begin(), found.end(), [](const extension_descriptor* a, const extension_descriptor* b) {
      const std::string_view x = a->extendee()->full_name;
      const std::string_view y = b->extendee()->full_name;
      return x != y ? x < y : a->field.number < b->field.number;
    });
    return found;
  }

  std::vector<const extension_descriptor*> extensions_of_package() const {
    std::vector<const extension_descriptor*> found = extensions_in_scope(package_.name);
    for (const message_descriptor* message : package_.messages)
      for (const extension_descriptor* extension : extensions_in_scope(message->full_name)) found.push_back(extension);
    return found;
  }

  // `extend .pkg.Base { optional string label = 100; }`, one block per extendee.
  void write_extends(std::string_view scope, int depth) {
    const std::vector<const extension_descriptor*> found = extensions_in_scope(scope);
    for (std::size_t i = 0; i < found.size(); ++i) {
      const message_descriptor& extendee = *found[i]->extendee();
      if (i == 0 || found[i - 1]->extendee() != &extendee) {
        indent(depth);
        out_.append("extend .").append(extendee.full_name).append(" {\n");
      }
      const field_descriptor& field = found[i]->field;
      indent(depth + 1);
      out_.append(label_name(field.label)).append(" ");
      write_type(field);
      const std::string_view full_name = found[i]->full_name;
      out_.append(" ").append(full_name.substr(full_name.rfind('.') + 1)).append(" = ");
      out_.append(format_integer(field.number));
      if (field.packed) out_.append(" [packed = true]");
      out_ += ";\n";
      if (i + 1 == found.size() || found[i + 1]->extendee() != &extendee) {
        indent(depth);
        out_ += "}\n";
      }
    }
  }

  // Sorted, each once.
  std::vector<std::string_view> imported_packages() const {
    std::vector<std::string_view> imports;
    const auto import_declaring = [&](std::string_view type, const std::string& user) {
      const package_descriptor* declaring = find_package_declaring(all_packages_, type);
      if (declaring == nullptr)
        fail(user + " uses type \"" + std::string(type) + "\", which no package in the list declares");
      if (declaring->name != package_.name) imports.push_back(declaring->name);
    };
    for (const extension_descriptor* extension : extensions_of_package()) {
      const std::string user = "extension " + std::string(extension->full_name);
      import_declaring(extension->extendee()->full_name, user);
      const std::string_view type = referenced_type(extension->field);
      if (!type.empty()) import_declaring(type, user);
    }
    for (const message_descriptor* message : package_.messages)
      for (const field_descriptor& field : *message) {
        const std::string_view type = referenced_type(field);
        if (!type.empty()) import_declaring(type, "field " + std::string(message->full_name) + "." + std::string(field.name));
      }
    std::sort(imports.begin(), imports.end());
    imports.erase(std::unique(imports.begin(), imports.end()), imports.end());
    return imports;
  }

  void indent(int depth) { out_.append(static_cast<std::size_t>(depth) * 2, ' '); }

  // A comment, one `//` line per line of the text.
  void write_doc(std::string_view doc, int depth) {
    while (!doc.empty()) {
      const std::size_t end = doc.find('\n');
      const std::string_view line = doc.substr(0, end);
      indent(depth);
      out_.append(line.empty() ? "//" : "// ").append(line).append("\n");
      doc = end == std::string_view::npos ? std::string_view() : doc.substr(end + 1);
    }
  }

  void write_enum(const enum_descriptor& enumeration, int depth) {
    indent(depth);
    out_.append("enum ").append(enumeration.name()).append(" {\n");
    for (const enum_value_descriptor& value : enumeration) {
      write_doc(value.doc, depth + 1);
      indent(depth + 1);
      out_.append(value.name).append(" = ").append(format_integer(value.number)).append(";\n");
    }
    indent(depth);
    out_ += "}\n";
  }

  // A group's message is written where the group field is declared.
  static bool is_group_type_of(const message_descriptor& message, const message_descriptor& nested) {
    for (const field_descriptor& field : message)
      if (field.group && field.message_type() == &nested) return true;
    return false;
  }

  void write_message(const message_descriptor& message, int depth) {
    write_doc(message.doc, depth);
    indent(depth);
    out_.append("message ").append(message.name()).append(" {\n");
    write_body(message, depth);
    indent(depth);
    out_ += "}\n";
  }

  // The nested definitions, the fields, the extension ranges and the extensions declared here, at depth + 1.
  void write_body(const message_descriptor& message, int depth) {
    if (message.message_set_wire_format) {
      indent(depth + 1);
      out_ += "option message_set_wire_format = true;\n";
    }
    write_definitions_and_fields(message, depth);
    for (std::size_t i = 0; i < message.extension_range_count; ++i) {
      indent(depth + 1);
      const extension_range range = message.extension_ranges[i];
      out_.append("extensions ").append(format_integer(range.first)).append(" to ");
      out_.append(range.last == max_field_number ? std::string("max") : format_integer(range.last)).append(";\n");
    }
    write_extends(message.full_name, depth + 1);
  }

  void write_definitions_and_fields(const message_descriptor& message, int depth) {
    for (const enum_descriptor* enumeration : package_.enums)
      if (enclosing_scope(enumeration->full_name) == message.full_name) write_enum(*enumeration, depth + 1);
    for (const message_descriptor* nested : package_.messages)
      if (enclosing_scope(nested->full_name) == message.full_name && !is_group_type_of(message, *nested))
        write_message(*nested, depth + 1);
    for (std::size_t i = 0; i < message.field_count;) {
      const field_descriptor& field = message.fields[i];
      if (!field.in_oneof()) {
        write_field(message, field, depth + 1);
        ++i;
        continue;
      }
      const oneof_descriptor& oneof = message.oneofs[static_cast<std::size_t>(field.oneof_index)];
      indent(depth + 1);
      out_.append("oneof ").append(oneof.name).append(" {\n");
      for (std::size_t member = 0; member < oneof.field_count; ++member)
        write_field(message, message.fields[oneof.first_field + member], depth + 2);
      indent(depth + 1);
      out_ += "}\n";
      i = oneof.first_field + oneof.field_count;
    }
  }

  void write_field(const message_descriptor& message, const field_descriptor& field, int depth) {
    write_doc(field.doc, depth);
    indent(depth);
    if (field.map) {
      const message_descriptor& entry = *field.message_type();
      out_.append("map<").append(type_name(entry.fields[0].type)).append(", ");
      write_type(entry.fields[1]);
      out_.append("> ").append(field.name).append(" = ").append(format_integer(field.number)).append(";\n");
      return;
    }
    if (!field.in_oneof()) out_.append(label_name(field.label)).append(" ");
    if (field.group) {
      const message_descriptor& group = *field.message_type();
      out_.append("group ").append(group.name()).append(" = ").append(format_integer(field.number)).append(" {\n");
      write_body(group, depth);
      indent(depth);
      out_ += "}\n";
      return;
    }
    write_type(field);
    out_.append(" ").append(field.name).append(" = ").append(format_integer(field.number));
    const std::string default_text = explicit_default(message, field);
    if (!default_text.empty()) out_.append(" [default = ").append(default_text).append("]");
    if (field.packed) out_.append(" [packed = true]");
    out_ += ";\n";
  }

  void write_type(const field_descriptor& field) {
    const std::string_view type = referenced_type(field);
    if (type.empty())
      out_.append(type_name(field.type));
    else
      out_.append(".").append(type);
  }

  // The default as .proto spells it, read from the default instance; "" when the field has none.
  static std::string explicit_default(const message_descriptor& message, const field_descriptor& field) {
    const void* storage = field.storage_in(message.default_instance());
    if (field.ops->has_explicit_default == nullptr || !field.ops->has_explicit_default(storage)) return {};
    switch (field.kind()) {
      case cpp_kind::int32:
      case cpp_kind::int64: return format_integer(field.ops->get(storage).i);
      case cpp_kind::uint32:
      case cpp_kind::uint64: return format_integer(field.ops->get(storage).u);
      case cpp_kind::double_: return format_double(field.ops->get(storage).d);
      case cpp_kind::float_: return format_float(static_cast<float>(field.ops->get(storage).d));
      case cpp_kind::bool_: return field.ops->get(storage).b ? "true" : "false";
      case cpp_kind::enum_: {
        const auto number = static_cast<std::int32_t>(field.ops->get(storage).i);
        const enum_value_descriptor* value = field.enum_type()->find(number);
        if (value == nullptr)
          fail("the default of " + std::string(message.full_name) + "." + std::string(field.name) + " (" +
               format_integer(number) + ") is not a value of " + std::string(field.enum_type()->full_name));
        return std::string(value->name);
      }
      case cpp_kind::string: {
        std::string quoted = "\"";
        append_c_escaped(field.ops->get_string(storage), false, quoted);
        return quoted + "\"";
      }
      case cpp_kind::message: break;
    }
    return {};
  }

  const package_descriptor& package_;
  package_list all_packages_;
  std::string out_;
};

}  // namespace detail

// The .proto text of one package. all_packages must declare every message and enum its fields use
// (the package itself included); throws plainproto::error (usage) when one is missing.
inline std::string export_proto(const package_descriptor& package, package_list all_packages) {
  return detail::proto_writer(package, all_packages).write();
}

// Writes DIR/<package>.proto for every package (creating DIR), each file replaced atomically, and returns
// the paths written. Nothing is written when a package cannot be exported.
inline std::vector<std::string> export_all(const std::string& dir, package_list packages,
                                           write_sync sync = write_sync::rename_only) {
  std::vector<std::string> texts;
  for (const package_descriptor& package : packages) texts.push_back(export_proto(package, packages));
  create_directories(dir);
  const std::string folder = dir.empty() || dir.back() == '/' ? dir : dir + '/';
  std::vector<std::string> written;
  for (std::size_t i = 0; i < packages.size(); ++i) {
    written.push_back(folder + std::string(packages[i].name) + ".proto");
    write_file_atomically(written.back(), texts[i], sync);
  }
  return written;
}

}  // namespace plainproto
