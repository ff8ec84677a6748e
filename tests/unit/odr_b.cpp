#include "odr.hpp"

namespace odr_test {

shared_entities entities_seen_from_b() { return entities_seen_here(); }

Assembly assembly_built_in_b() {
  Assembly assembly;
  assembly.ratio = 0.25f;
  assembly.parts.emplace_back();
  assembly.label.set<Assembly::label_case::number>(7);
  return assembly;
}

std::string json_written_in_b(const Assembly& assembly) { return plainproto::to_json_string(assembly); }

TEST_CASE("odr: both translation units describe the same types the same way") {
  const plainproto::message_descriptor& assembly = plainproto::descriptor_of<Assembly>();
  CHECK(assembly.full_name == "odr_test.Assembly");
  CHECK(assembly.oneof_count == 1);
  CHECK(plainproto::descriptor_of<Color>().find("GREEN")->number == 2);
  CHECK(entities_seen_from_b() == entities_seen_from_a());
}

TEST_CASE("odr: a message built in a reads the same in b") {
  const Assembly assembly = assembly_built_in_a();
  CHECK(assembly.ratio.value() == 0.5f);
  CHECK_FALSE(assembly.ratio.has_value());
  CHECK(assembly.color.value() == Color::GREEN);
  CHECK(assembly.label.get<Assembly::label_case::text>() == "from a");
  CHECK(plainproto::missing_required_fields(assembly).empty());
}

}  // namespace odr_test
