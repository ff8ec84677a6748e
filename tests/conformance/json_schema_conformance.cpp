// The JSON Schema of each conformance type (plainproto::json_schema) against a real validator, python3-jsonschema
// (json_schema_validate.py): every document the JSON printer writes for random messages validates, in every
// print option that changes the document's shape; and on documents edited the ways that break the mapping's rules
// (an unknown member, a value of another type or spelling, two members of a oneof, a required member missing or
// null, a field under both names) the validator and parse_json accept or reject alike.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "oracle.hpp"
#include "plainproto/json.hpp"
#include "plainproto/json_schema.hpp"

namespace {

namespace pj = plainproto::detail;
using nlohmann::json;

struct verdict {
  bool valid = false;
  std::string line;  // what the validator said
};

// Writes the schema and the documents to a fresh folder and runs json_schema_validate.py over them.
std::vector<verdict> validate(const json& schema, const std::vector<std::string>& documents) {
  std::string folder = (std::filesystem::temp_directory_path() / "plainproto_json_schema_XXXXXX").string();
  REQUIRE(mkdtemp(folder.data()) != nullptr);
  const std::string schema_path = folder + "/schema.json", documents_path = folder + "/documents.jsonl";
  std::ofstream(schema_path) << schema.dump();
  {
    std::ofstream out(documents_path);
    for (const std::string& document : documents) out << json(document).dump() << '\n';
  }
  const std::string script = PLAINPROTO_TEST_DATA_DIR "/../conformance/json_schema_validate.py";
  const std::string command = "python3 '" + script + "' '" + schema_path + "' '" + documents_path + "' 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string output;
  char buffer[4096];
  for (std::size_t read; (read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) output.append(buffer, read);
  const int status = pclose(pipe);
  std::filesystem::remove_all(folder);
  REQUIRE_MESSAGE(status == 0, "json_schema_validate.py failed: " << output);

  std::vector<verdict> verdicts;
  for (std::size_t begin = 0; begin < output.size();) {
    const std::size_t end = output.find('\n', begin);
    verdict v;
    v.line = output.substr(begin, end - begin);
    v.valid = v.line == "valid";
    verdicts.push_back(std::move(v));
    begin = end == std::string::npos ? output.size() : end + 1;
  }
  REQUIRE(verdicts.size() == documents.size());
  return verdicts;
}

std::string parse_json_failure(const plainproto::message_descriptor& type, const std::string& document) {
  conformance::dynamic_message message(type);
  try {
    plainproto::parse_json(document, type, message.get());
  } catch (const plainproto::error& failure) {
    return failure.what();
  }
  return {};
}

// Options that change what the printer writes beyond whitespace.
std::vector<plainproto::json_print_options> shape_options() {
  std::vector<plainproto::json_print_options> all(4);
  all[1].preserve_proto_field_names = true;
  all[2].always_print_primitive_fields = true;
  all[2].always_print_enums_as_ints = true;
  all[3].add_whitespace = true;
  all[3].preserve_proto_field_names = true;
  all[3].always_print_primitive_fields = true;
  return all;
}

}  // namespace

TEST_CASE("every JSON document the printer writes for random messages validates against the type's schema") {
  conformance::random_options random;
  random.valid_utf8 = true;
  for (const plainproto::message_descriptor* type : conformance::top_level_types()) {
    INFO(type->full_name);
    std::vector<std::string> documents;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const conformance::dynamic_message message = conformance::random_message(*type, seed, random);
      for (const plainproto::json_print_options& options : shape_options())
        documents.push_back(plainproto::to_json_string(*type, message.get(), options));
    }
    const std::vector<verdict> verdicts = validate(plainproto::json_schema(*type), documents);
    for (std::size_t i = 0; i < documents.size(); ++i) {
      INFO("document " << i << ": " << conformance::quoted(documents[i], 400));
      CHECK_MESSAGE(verdicts[i].valid, verdicts[i].line);
    }
  }
}

namespace {

enum class edit { unknown_member, other_value, new_field, oneof_twice, required_gone, null_value, both_names, count };

const char* edit_name(edit kind) {
  switch (kind) {
    case edit::unknown_member: return "an unknown member";
    case edit::other_value: return "a member's value replaced";
    case edit::new_field: return "a field added with any value";
    case edit::oneof_twice: return "two members of a oneof";
    case edit::required_gone: return "a required member missing or null";
    case edit::null_value: return "a member set to null";
    case edit::both_names: return "a field under both its names";
    case edit::count: break;
  }
  return "?";
}

// Values of every JSON type and the spellings the conversions treat differently (no string ends in a newline,
// which Python's `$` would let through, and no float string is out of range, which the schema does not check).
std::vector<json> value_pool() {
  std::vector<json> pool = {json::object(),
                            json::array(),
                            json::parse("[[]]"),
                            json::parse("[null, 1]"),
                            json::parse(R"([["a"], "b"])"),
                            json::parse(R"({"a": 1})"),
                            nullptr,
                            true,
                            false,
                            0,
                            1,
                            -1,
                            7,
                            99,
                            -3,
                            1.5,
                            -0.0,
                            100.0,
                            1e2,
                            2147483647,
                            2147483648.0,
                            -2147483648,
                            -2147483649.0,
                            4294967295u,
                            4294967296u,
                            9223372036854775807,
                            18446744073709551615u,
                            1.8446744073709552e19,
                            -9.3e18,
                            3.4028235e38,
                            3.4028235677973366e38,
                            1e308,
                            5e-324};
  for (const char* text : {"",
                           "x",
                           "0",
                           "1",
                           "-0",
                           "+1",
                           "+0",
                           "01",
                           "-01",
                           "1e2",
                           "1.5",
                           "1.",
                           ".5",
                           "0x10",
                           "0x1p3",
                           " 1",
                           "1 ",
                           "\t1",
                           "1\t",
                           "NaN",
                           "Infinity",
                           "-Infinity",
                           "nan",
                           "inf",
                           "true",
                           "True",
                           "YES",
                           "n",
                           "on",
                           "YQ==",
                           "YQ=",
                           "YR==",
                           "_-8",
                           "+/8",
                           "+_8",
                           "YWJj",
                           "4294967295",
                           "4294967296",
                           "-2147483648",
                           "-2147483649",
                           "18446744073709551615",
                           "18446744073709551616",
                           "9223372036854775807",
                           "-9223372036854775808",
                           "LOW",
                           "HIGH",
                           "BLUE",
                           "MirroredStrategy",
                           "PS_SPARSE_TABLE",
                           "7",
                           "+07",
                           "-3"})
    pool.emplace_back(text);
  pool.emplace_back(std::string("1\0x", 3));
  return pool;
}

struct site {
  json* object;
  const pj::json_message_info* info;
};

// Every JSON object of the document that holds a message, with its message's JSON information.
void collect_sites(json& object, const pj::json_message_info& info, std::vector<site>& sites) {
  sites.push_back({&object, &info});
  for (auto& member : object.items()) {
    const pj::json_field_info* field = info.find(member.key());
    if (field == nullptr || field->field->type != plainproto::field_type::message) continue;
    if (member.value().is_object()) collect_sites(member.value(), field->message_info(), sites);
    if (member.value().is_array())
      for (json& element : member.value())
        if (element.is_object()) collect_sites(element, field->message_info(), sites);
  }
}

// The keys that name each field of a message.
std::vector<std::vector<std::string>> keys_by_field(const pj::json_message_info& info) {
  std::vector<std::vector<std::string>> keys(info.fields.size());
  for (const auto& entry : info.lookup) keys[entry.second].emplace_back(entry.first);
  return keys;
}

// A value the field accepts: a printed random message for a message field.
json good_value(const pj::json_field_info& field, std::mt19937_64& rng) {
  const plainproto::field_descriptor& descriptor = *field.field;
  switch (descriptor.kind()) {
    case plainproto::cpp_kind::message: {
      conformance::random_options small;
      small.presence = 0.2;
      small.valid_utf8 = true;
      const conformance::dynamic_message message =
          conformance::random_message(*field.message_info().descriptor, rng(), small);
      return json::parse(plainproto::to_json_string(*field.message_info().descriptor, message.get()));
    }
    case plainproto::cpp_kind::enum_: return std::string(field.enumeration->values[0].name);
    case plainproto::cpp_kind::string: return descriptor.type == plainproto::field_type::bytes ? "YWJj" : "text";
    case plainproto::cpp_kind::bool_: return true;
    case plainproto::cpp_kind::float_:
    case plainproto::cpp_kind::double_: return 0.5;
    default: return 3;
  }
}

template <class T>
const T& pick(std::mt19937_64& rng, const std::vector<T>& values) {
  return values[rng() % values.size()];
}

// Applies one edit of `kind` to the document at a random site; false when the site does not allow it.
bool apply_edit(edit kind, json& document, const pj::json_message_info& root, std::mt19937_64& rng,
                const std::vector<json>& pool) {
  std::vector<site> sites;
  collect_sites(document, root, sites);
  const site& at = pick(rng, sites);
  json& object = *at.object;
  const pj::json_message_info& info = *at.info;
  const std::vector<std::vector<std::string>> keys = keys_by_field(info);
  std::vector<std::string> present;
  for (const auto& member : object.items()) present.push_back(member.key());
  switch (kind) {
    case edit::unknown_member: object["noSuchField"] = pick(rng, pool); return true;
    case edit::other_value:
      if (present.empty()) return false;
      object[pick(rng, present)] = pick(rng, pool);
      return true;
    case edit::new_field:
      if (info.lookup.empty()) return false;
      object[std::string(pick(rng, info.lookup).first)] = pick(rng, pool);
      return true;
    case edit::oneof_twice: {
      const plainproto::message_descriptor& descriptor = *info.descriptor;
      if (descriptor.oneof_count == 0) return false;
      const plainproto::oneof_descriptor& oneof = descriptor.oneofs[rng() % descriptor.oneof_count];
      std::vector<std::size_t> members;
      std::vector<std::string> oneof_keys;
      for (std::size_t i = oneof.first_field; i < oneof.first_field + oneof.field_count; ++i)
        for (const std::string& key : keys[i]) {
          members.push_back(i);
          oneof_keys.push_back(key);
        }
      for (const auto& member : object.items()) {  // start from the oneof unset
        const pj::json_field_info* field = info.find(member.key());
        if (field != nullptr && field->field->in_oneof() && &descriptor.oneofs[field->field->oneof_index] == &oneof)
          member.value() = nullptr;
      }
      if (oneof_keys.size() < 2) return false;
      const std::size_t first = rng() % oneof_keys.size();
      std::size_t second = rng() % (oneof_keys.size() - 1);
      if (second >= first) ++second;
      object[oneof_keys[first]] = good_value(info.fields[members[first]], rng);
      object[oneof_keys[second]] = good_value(info.fields[members[second]], rng);
      return true;
    }
    case edit::required_gone: {
      std::vector<std::size_t> required;
      for (const std::uint16_t index : info.required)
        for (const std::string& key : keys[index])
          if (object.contains(key)) required.push_back(index);
      if (required.empty()) return false;
      const std::size_t field = pick(rng, required);
      const bool as_null = rng() & 1;
      for (const std::string& key : keys[field]) {
        if (!object.contains(key)) continue;
        if (as_null)
          object[key] = nullptr;
        else
          object.erase(key);
      }
      return true;
    }
    case edit::null_value:
      if (present.empty()) return false;
      object[pick(rng, present)] = nullptr;
      return true;
    case edit::both_names: {
      std::vector<std::size_t> two_names;
      for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i].size() == 2) two_names.push_back(i);
      if (two_names.empty()) return false;
      const std::size_t field = pick(rng, two_names);
      for (const std::string& key : keys[field]) object[key] = good_value(info.fields[field], rng);
      return true;
    }
    case edit::count: break;
  }
  return false;
}

}  // namespace

TEST_CASE("on edited documents the validator and parse_json agree, and reject every schema violation") {
  const std::vector<json> pool = value_pool();
  conformance::random_options base;
  base.valid_utf8 = true;
  base.presence = 0.3;
  constexpr int edits_per_kind = 40;
  for (const plainproto::message_descriptor* type : conformance::top_level_types()) {
    INFO(type->full_name);
    const pj::json_message_info& info = pj::json_info(*type);
    std::mt19937_64 rng(20260601);
    std::vector<std::string> documents;
    std::vector<edit> kinds;
    for (int k = 0; k < static_cast<int>(edit::count); ++k) {
      const auto kind = static_cast<edit>(k);
      for (int made = 0, tries = 0; made < edits_per_kind && tries < 20 * edits_per_kind; ++tries) {
        const conformance::dynamic_message message = conformance::random_message(*type, rng(), base);
        json document = json::parse(plainproto::to_json_string(*type, message.get()));
        if (!apply_edit(kind, document, info, rng, pool)) continue;
        documents.push_back(document.dump());
        kinds.push_back(kind);
        ++made;
      }
    }
    const std::vector<verdict> verdicts = validate(plainproto::json_schema(*type), documents);
    int rejected[static_cast<int>(edit::count)] = {};
    for (std::size_t i = 0; i < documents.size(); ++i) {
      const std::string failure = parse_json_failure(*type, documents[i]);
      INFO(edit_name(kinds[i]) << ": " << conformance::quoted(documents[i], 600));
      INFO("parse_json: " << (failure.empty() ? "accepted" : failure));
      INFO("validator: " << verdicts[i].line);
      CHECK(verdicts[i].valid == failure.empty());
      const bool violation =
          kinds[i] == edit::unknown_member || kinds[i] == edit::oneof_twice || kinds[i] == edit::required_gone;
      if (violation) CHECK_MESSAGE(!failure.empty(), "the edit should break the document");
      if (!failure.empty()) ++rejected[static_cast<int>(kinds[i])];
    }
    // Each rule was broken often enough to count (the oneof and required edits need a type that has them).
    for (const edit kind : {edit::unknown_member, edit::other_value, edit::new_field}) {
      INFO(edit_name(kind));
      CHECK(rejected[static_cast<int>(kind)] >= edits_per_kind / 3);
    }
  }
}
