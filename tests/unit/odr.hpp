// The ODR test: odr_a.cpp and odr_b.cpp both include the library and this header. Linking them into one
// program fails if a header defines a non-inline function or variable; the checks below fail if a
// translation unit gets its own copy of something that must exist once (descriptors, default instances,
// storage_ops tables, the JSON field tables).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "test_config_json.hpp"

namespace odr_test {

PLAINPROTO_ENUM(Color, "odr_test.Color", (RED, 1), (GREEN, 2));

struct Part : plainproto::message<Part> {
  PLAINPROTO_REQUIRED(1, std::string, name);
};
PLAINPROTO_MESSAGE(Part, "odr_test.Part", name);

struct Assembly : plainproto::message<Assembly> {
  PLAINPROTO_MESSAGE_DOC("Parts held together.");
  PLAINPROTO_NESTED_ENUM(Finish, "odr_test.Assembly.Finish", (MATTE, 0), (GLOSS, 1, "shiny"));
  PLAINPROTO_OPTIONAL(1, float, ratio, "of the whole") = 0.5f;
  PLAINPROTO_OPTIONAL(2, Color, color);
  PLAINPROTO_REPEATED(3, Part, parts);
  PLAINPROTO_ONEOF(label, (4, std::int64_t, number), (5, std::string, text));
  PLAINPROTO_OPTIONAL(6, Finish, finish);
};
PLAINPROTO_MESSAGE(Assembly, "odr_test.Assembly", ratio, color, parts, label, finish);

// The addresses of what must exist once per program, as one translation unit sees them.
struct shared_entities {
  const plainproto::message_descriptor* assembly_descriptor;
  const plainproto::enum_descriptor* color_descriptor;
  const plainproto::enum_descriptor* finish_descriptor;
  const void* default_assembly;
  const plainproto::storage_ops* ratio_ops;
  const plainproto::storage_ops* label_text_ops;
  const void* assembly_json_info;

  friend bool operator==(const shared_entities& a, const shared_entities& b) {
    return a.assembly_descriptor == b.assembly_descriptor && a.color_descriptor == b.color_descriptor &&
           a.finish_descriptor == b.finish_descriptor &&
           a.default_assembly == b.default_assembly && a.ratio_ops == b.ratio_ops &&
           a.label_text_ops == b.label_text_ops && a.assembly_json_info == b.assembly_json_info;
  }
};

inline shared_entities entities_seen_here() {
  const plainproto::message_descriptor& assembly = plainproto::descriptor_of<Assembly>();
  return {&assembly, &plainproto::descriptor_of<Color>(), &plainproto::descriptor_of<Assembly::Finish>(),
          &plainproto::default_instance<Assembly>(),
          assembly.find_field("ratio")->ops, assembly.find_field("text")->ops,
          &plainproto::detail::json_info_of<Assembly>()};
}

// Defined in odr_a.cpp and odr_b.cpp, with entities_seen_here() of that translation unit.
shared_entities entities_seen_from_a();
shared_entities entities_seen_from_b();

// A message built in one translation unit and read in the other.
Assembly assembly_built_in_a();
Assembly assembly_built_in_b();

// JSON written in one translation unit.
std::string json_written_in_b(const Assembly& assembly);

}  // namespace odr_test
