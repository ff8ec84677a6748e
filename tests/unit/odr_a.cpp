#include "odr.hpp"

namespace odr_test {

shared_entities entities_seen_from_a() { return entities_seen_here(); }

Assembly assembly_built_in_a() {
  Assembly assembly;
  assembly.color = Color::GREEN;
  assembly.parts.emplace_back().name = "bolt";
  assembly.label.set<Assembly::label_case::text>("from a");
  return assembly;
}

TEST_CASE("odr: descriptors, default instances and storage_ops exist once per program") {
  CHECK(entities_seen_from_a() == entities_seen_from_b());
}

TEST_CASE("odr: a message built in b reads the same in a") {
  const Assembly assembly = assembly_built_in_b();
  CHECK(assembly.ratio.value() == 0.25f);
  CHECK(assembly.label.which() == Assembly::label_case::number);
  CHECK(assembly.label.get<Assembly::label_case::number>() == 7);
  CHECK(plainproto::missing_required_fields(assembly) == std::vector<std::string>{"parts[0].name"});
  CHECK(assembly == assembly_built_in_b());
  CHECK(assembly != assembly_built_in_a());
}

TEST_CASE("odr: JSON written in b reads back in a") {
  const Assembly assembly = assembly_built_in_a();
  const std::string json = json_written_in_b(assembly);
  CHECK(json == plainproto::to_json_string(assembly));
  CHECK(plainproto::parse_json<Assembly>(json) == assembly);
}

}  // namespace odr_test
