// Maps, groups and unknown fields against libprotobuf: kitchen_sink.Maps (every key type; scalar, string, bytes, enum and message
// values) printed and serialized byte for byte (text format sorts entries by key; binary is compared with
// libprotobuf's deterministic serialization, which sorts them too; JSON objects are compared as objects, since
// libprotobuf writes map entries in its hash order), and each side reading the other's output. Groups are in
// kitchen_sink.AllTypes, which every other conformance test covers; here their spellings are checked. Unknown fields:
// kitchen_sink.Sparse reads AllTypes' bytes, keeping most of them (PLAINPROTO_UNKNOWN_FIELDS), and must write and
// print them as libprotobuf does.
#include <doctest/doctest.h>
#include <google/protobuf/descriptor.pb.h>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <google/protobuf/text_format.h>
#include <google/protobuf/unknown_field_set.h>
#include <google/protobuf/util/json_util.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <random>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "kitchen_sink.hpp"
#include "oracle.hpp"
#include "plainproto/json.hpp"
#include "plainproto/plainproto.hpp"

namespace {

namespace pb = google::protobuf;
using conformance::kitchen_sink::AllTypes;
using conformance::kitchen_sink::Extendable;
using conformance::kitchen_sink::Maps;
using conformance::kitchen_sink::Sparse;

std::string deterministic_bytes(const pb::Message& message) {
  std::string bytes;
  {
    pb::io::StringOutputStream stream(&bytes);
    pb::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    REQUIRE(message.SerializeToCodedStream(&coded));
  }
  return bytes;
}

std::string libprotobuf_text(const pb::Message& message) {
  std::string text;
  REQUIRE(pb::TextFormat::PrintToString(message, &text));
  return text;
}

}  // namespace

TEST_CASE("maps print, serialize and read as libprotobuf does, on random messages") {
  for (std::uint64_t seed = 1; seed <= conformance::seeds_per_type; ++seed) {
    CAPTURE(seed);
    conformance::random_options random;
    random.valid_utf8 = seed % 2 == 0;
    const Maps ours = conformance::random_message<Maps>(seed, random);
    const std::unique_ptr<pb::Message> theirs = conformance::to_protobuf(ours);

    const std::string expected_text = libprotobuf_text(*theirs);
    const std::string text = plainproto::print_text(ours);
    REQUIRE_MESSAGE(text == expected_text, conformance::describe_text_difference(expected_text, text));
    const Maps from_text = plainproto::parse_text<Maps>(expected_text);
    REQUIRE_MESSAGE(from_text == ours, conformance::describe_difference(ours, from_text));

    const std::string expected_bytes = deterministic_bytes(*theirs);
    const std::string bytes = plainproto::serialize(ours);
    REQUIRE_MESSAGE(bytes == expected_bytes, conformance::quoted(bytes) << " vs " << conformance::quoted(expected_bytes));
    const Maps from_bytes = plainproto::parse_binary<Maps>(theirs->SerializeAsString());
    REQUIRE_MESSAGE(from_bytes == ours, conformance::describe_difference(ours, from_bytes));
    const std::unique_ptr<pb::Message> their_read = conformance::new_protobuf_message("kitchen_sink.Maps");
    REQUIRE(their_read->ParseFromString(bytes));
    REQUIRE(deterministic_bytes(*their_read) == expected_bytes);

    if (!random.valid_utf8) continue;  // libprotobuf's JSON needs valid UTF-8
    std::string expected_json;
    REQUIRE(pb::util::MessageToJsonString(*theirs, &expected_json).ok());
    const std::string json = plainproto::to_json_string(ours);
    REQUIRE_MESSAGE(nlohmann::json::parse(json) == nlohmann::json::parse(expected_json),
                    json << "\nvs libprotobuf's\n" << expected_json);
    const Maps from_json = plainproto::parse_json<Maps>(expected_json);
    REQUIRE_MESSAGE(from_json == ours, conformance::describe_difference(ours, from_json));
    // (libprotobuf reads its own -0 as 0: compared with its reading of its own output.)
    const std::unique_ptr<pb::Message> their_read_of_ours = conformance::new_protobuf_message("kitchen_sink.Maps");
    REQUIRE(pb::util::JsonStringToMessage(json, their_read_of_ours.get()).ok());
    const std::unique_ptr<pb::Message> their_read_of_theirs = conformance::new_protobuf_message("kitchen_sink.Maps");
    REQUIRE(pb::util::JsonStringToMessage(expected_json, their_read_of_theirs.get()).ok());
    REQUIRE(deterministic_bytes(*their_read_of_ours) == deterministic_bytes(*their_read_of_theirs));
  }
}

TEST_CASE("a map key given twice keeps its last value, in text, binary and JSON, as in libprotobuf") {
  const std::string text =
      "m_string_string { key: \"a\" value: \"first\" }\n"
      "m_string_string { key: \"b\" value: \"x\" }\n"
      "m_string_string { value: \"no key\" }\n"
      "m_string_string { key: \"a\" value: \"last\" }\n"
      "m_int32_int32 { key: 5 }\n"
      "m_string_nested { key: \"n\" value { id: 1 label: \"one\" } }\n"
      "m_string_nested { key: \"n\" value { id: 2 } }\n";
  const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Maps");
  REQUIRE(pb::TextFormat::ParseFromString(text, theirs.get()));
  const Maps ours = plainproto::parse_text<Maps>(text);
  REQUIRE(ours.m_string_string.size() == 3);
  CHECK(ours.m_string_string.at("a") == "last");
  CHECK(ours.m_string_string.at("") == "no key");
  CHECK(ours.m_int32_int32.at(5) == 0);
  CHECK_FALSE(ours.m_string_nested.at("n").label.has_value());
  // libprotobuf's text printer shows the duplicates its parser kept until the map is next read; its binary
  // form, and the message read back from it, hold one entry per key.
  CHECK(plainproto::serialize(ours) == deterministic_bytes(*theirs));
  const std::unique_ptr<pb::Message> settled = conformance::new_protobuf_message("kitchen_sink.Maps");
  REQUIRE(settled->ParseFromString(theirs->SerializeAsString()));
  CHECK(plainproto::print_text(ours) == libprotobuf_text(*settled));

  std::string duplicated_bytes;
  REQUIRE(theirs->SerializeToString(&duplicated_bytes));
  duplicated_bytes += plainproto::serialize([] {
    Maps later;
    later.m_string_string["b"] = "later";
    return later;
  }());
  const std::unique_ptr<pb::Message> their_merge = conformance::new_protobuf_message("kitchen_sink.Maps");
  REQUIRE(their_merge->ParseFromString(duplicated_bytes));
  const Maps merged = plainproto::parse_binary<Maps>(duplicated_bytes);
  CHECK(merged.m_string_string.at("b") == "later");
  CHECK(plainproto::serialize(merged) == deterministic_bytes(*their_merge));

}

TEST_CASE("map JSON is read as libprotobuf reads it: keys as strings, null values, spellings of bool keys") {
  for (const char* json :
       {R"({"mInt32Int32": {"7": 1, "-2": 3, "01": 4, "-0": 5}, "mBoolBool": {"true": false, "no": true}})",
        R"({"mBoolBool": {"Yes": true, "0": true}})", R"({"mBoolBool": {"T": false, "F": true, "y": true}})",
        R"({"mStringString": {"a": null}, "mStringEnum": {"b": null, "c": "ANGRY", "d": 7}})",
        R"({"mInt64Int64": {"1": "5"}, "m_uint64_uint64": {"18446744073709551615": "1"}})"}) {
    CAPTURE(json);
    const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Maps");
    REQUIRE(pb::util::JsonStringToMessage(json, theirs.get()).ok());
    const Maps ours = plainproto::parse_json<Maps>(json);
    CHECK(plainproto::serialize(ours) == deterministic_bytes(*theirs));
  }
}

TEST_CASE("map JSON keys that libprotobuf rejects are rejected, with the field path") {
  for (const char* json : {R"({"mBoolBool": {"": true}})", R"({"mInt32Int32": {"x": 1}})",
                           R"({"mInt32Int32": {"1": 2, "-3": 4, "1": 5}})", R"({"mInt32Int32": {"4294967296": 1}})",
                           R"({"mInt32Int32": [1]})", R"({"mInt32Int32": {"1e2": 1}})",
                           R"({"mUint32Uint32": {"-1": 1}})", R"({"mStringString": {"a": 1}})",
                           R"({"mStringString": {"b": "x", "a": "y", "c": "z", "a": "w"}})"}) {
    CAPTURE(json);
    const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Maps");
    CHECK_FALSE(pb::util::JsonStringToMessage(json, theirs.get()).ok());
    const auto ours = plainproto::try_parse_json<Maps>(json);
    REQUIRE_FALSE(ours.ok());
    const std::string& path = ours.get_error().field_path();
    CHECK(path.rfind('m', 0) == 0);
  }
}

TEST_CASE("an error inside a map entry names the entry type as libprotobuf names it") {
  // An entry with a field number its type lacks, refused by reject_unknown_fields: the message names the entry type,
  // which plainproto shares among the maps of one key and value type, by its field (libprotobuf's MapEntryName).
  const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Maps");
  const pb::Descriptor* const type = theirs->GetDescriptor();
  REQUIRE(type->field_count() > 0);
  plainproto::binary_parse_options options;
  options.reject_unknown_fields = true;
  for (int i = 0; i < type->field_count(); ++i) {
    const pb::FieldDescriptor* const field = type->field(i);
    if (!field->is_map()) continue;
    CAPTURE(field->name());
    const std::string entry = "\x18\x01";  // field 3, a varint: neither key (1) nor value (2)
    std::string bytes;
    for (auto tag = static_cast<std::uint32_t>(field->number() << 3 | 2); ; tag >>= 7) {  // a varint
      bytes += static_cast<char>(tag < 0x80 ? tag : (tag & 0x7f) | 0x80);
      if (tag < 0x80) break;
    }
    bytes += static_cast<char>(entry.size());
    bytes += entry;
    const std::string expected = "Message type \"" + field->message_type()->full_name() + "\" has no field number 3";
    const auto typed = plainproto::try_parse_binary<Maps>(bytes, options);
    REQUIRE_FALSE(typed.ok());
    CHECK(typed.get_error().message().find(expected) != std::string::npos);
    conformance::dynamic_message dynamic(plainproto::descriptor_of<Maps>());
    try {
      plainproto::parse_binary(bytes, plainproto::descriptor_of<Maps>(), dynamic.get(), options);
      FAIL("accepted an unknown field with reject_unknown_fields");
    } catch (const plainproto::error& failure) {
      CHECK(failure.message().find(expected) != std::string::npos);
    }
  }
}

TEST_CASE("groups are spelled by their type's name in text format, as libprotobuf spells them") {
  AllTypes ours = conformance::random_message<AllTypes>(7);
  ours.data.mutable_value().group_int32 = -4;
  ours.item.emplace_back().item_id = 12;
  const std::unique_ptr<pb::Message> theirs = conformance::to_protobuf(ours);
  const std::string text = libprotobuf_text(*theirs);
  REQUIRE(text.find("Data {") != std::string::npos);
  CHECK(plainproto::print_text(ours) == text);
  CHECK(plainproto::serialize(ours) == theirs->SerializeAsString());

  const std::string lower = "req_int32: 1 req_string: \"\" req_nested { id: 1 } data { group_int32: 1 }";
  const std::unique_ptr<pb::Message> their_lower = conformance::new_protobuf_message("kitchen_sink.AllTypes");
  CHECK_FALSE(pb::TextFormat::ParseFromString(lower, their_lower.get()));
  const auto our_lower = plainproto::try_parse_text<AllTypes>(lower);
  REQUIRE_FALSE(our_lower.ok());
  CHECK(our_lower.get_error().message().find("no field named \"data\"") != std::string::npos);
}

TEST_CASE("unknown fields are kept, written back and printed as libprotobuf keeps, writes and prints them") {
  std::size_t kept_bytes = 0;
  for (std::uint64_t seed = 1; seed <= conformance::seeds_per_type; ++seed) {
    CAPTURE(seed);
    const AllTypes source = conformance::random_message<AllTypes>(seed);
    const std::string bytes = plainproto::serialize(source);
    const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Sparse");
    REQUIRE(theirs->ParseFromString(bytes));
    const Sparse ours = plainproto::parse_binary<Sparse>(bytes);
    kept_bytes += ours.unknown.bytes().size();

    const std::string written = plainproto::serialize(ours);
    REQUIRE_MESSAGE(written == theirs->SerializeAsString(), conformance::quoted(written));
    const std::string text = plainproto::print_text(ours);
    const std::string expected_text = libprotobuf_text(*theirs);
    REQUIRE_MESSAGE(text == expected_text, conformance::describe_text_difference(expected_text, text));
    plainproto::text_print_options one_line;
    one_line.single_line = true;
    const std::string expected_line = theirs->ShortDebugString();
    const std::string line = plainproto::print_text(ours, one_line);
    REQUIRE_MESSAGE(line == expected_line, conformance::describe_text_difference(expected_line, line));

    Sparse copy = ours;
    REQUIRE(copy == ours);
    copy.clear();
    REQUIRE(copy.unknown.empty());
    REQUIRE(plainproto::parse_binary<Sparse>(written) == ours);
  }
  MESSAGE(kept_bytes << " bytes of unknown fields kept from " << conformance::seeds_per_type << " messages");
  CHECK(kept_bytes > 0);
}

TEST_CASE("extensions are printed, serialized and read as libprotobuf does") {
  namespace ks = conformance::kitchen_sink;
  std::mt19937_64 rng(17);
  for (int round = 0; round < 200; ++round) {
    CAPTURE(round);
    Extendable ours;
    if (rng() % 2) ours.id = static_cast<std::int32_t>(rng());
    if (rng() % 2) ours.late = static_cast<std::int32_t>(rng());
    if (rng() % 2) ours.extensions.set(ks::label, std::to_string(rng()));
    for (std::uint64_t i = rng() % 3; i > 0; --i)
      ours.extensions.mutable_storage(ks::deltas).push_back(static_cast<std::int32_t>(rng()));
    for (std::uint64_t i = rng() % 3; i > 0; --i)
      ours.extensions.mutable_storage(ks::colors).push_back(i % 2 ? ks::Color::BLUE : ks::Color::GREEN);
    if (rng() % 2) ours.extensions.mutable_storage(ks::note).mutable_value().id = static_cast<std::int32_t>(rng());
    if (rng() % 2) ours.extensions.set(ks::scoped, static_cast<double>(rng() % 1000) / 8);

    const std::string bytes = plainproto::serialize(ours);
    const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Extendable");
    REQUIRE(theirs->ParseFromString(bytes));
    REQUIRE(theirs->GetReflection()->GetUnknownFields(*theirs).empty());
    REQUIRE_MESSAGE(bytes == theirs->SerializeAsString(), conformance::quoted(bytes));
    const std::string expected_text = libprotobuf_text(*theirs);
    const std::string text = plainproto::print_text(ours);
    REQUIRE_MESSAGE(text == expected_text, conformance::describe_text_difference(expected_text, text));
    REQUIRE(plainproto::parse_text<Extendable>(expected_text) == ours);
    REQUIRE(plainproto::parse_binary<Extendable>(theirs->SerializeAsString()) == ours);
    REQUIRE(plainproto::parse_json<Extendable>(plainproto::to_json_string(ours)) == ours);
  }

  const std::string unknown_extension = "[kitchen_sink.nowhere]: 1";
  const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Extendable");
  CHECK_FALSE(pb::TextFormat::ParseFromString(unknown_extension, theirs.get()));
  CHECK_FALSE(plainproto::try_parse_text<Extendable>(unknown_extension).ok());
}

namespace {

std::string varint(std::uint64_t value) {
  std::string out;
  for (; value >= 0x80; value >>= 7) out += static_cast<char>((value & 0x7f) | 0x80);
  return out + static_cast<char>(value);
}
// A MessageSet item: group 1 with type_id (2) and message (3), in the order given.
std::string item(std::uint64_t type_id, const std::string& message, bool message_first = false) {
  const std::string id = "\x10" + varint(type_id);
  const std::string body = "\x1a" + varint(message.size()) + message;
  return "\x0b" + (message_first ? body + id : id + body) + "\x0c";
}

// Both parse the bytes (or both refuse them); what both accept is written and printed alike.
void check_message_set_input(const std::string& bytes, std::size_t& accepted) {
  CAPTURE(conformance::quoted(bytes));
  const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Set");
  const bool their_ok = theirs->ParseFromString(bytes);
  // An item whose type_id cannot be a field number (0, or past 2^29 - 1) is kept by libprotobuf as an unknown field
  // of that number, and dropped by plainproto (docs/schemas.md).
  pb::UnknownFieldSet* unknown = theirs->GetReflection()->MutableUnknownFields(theirs.get());
  for (int i = unknown->field_count(); i-- > 0;)
    if (unknown->field(i).number() <= 0 || unknown->field(i).number() > plainproto::max_field_number)
      unknown->DeleteSubrange(i, 1);
  const plainproto::result<conformance::kitchen_sink::Set> ours =
      plainproto::try_parse_binary<conformance::kitchen_sink::Set>(bytes);
  REQUIRE_MESSAGE(ours.ok() == their_ok, (ours.ok() ? std::string("accepted") : ours.get_error().what()));
  if (!their_ok) return;
  ++accepted;
  const std::string written = plainproto::serialize(ours.value());
  REQUIRE_MESSAGE(written == theirs->SerializeAsString(), conformance::quoted(written));
  const std::string expected_text = libprotobuf_text(*theirs);
  const std::string text = plainproto::print_text(ours.value());
  REQUIRE_MESSAGE(text == expected_text, conformance::describe_text_difference(expected_text, text));
}

}  // namespace

TEST_CASE("a MessageSet writes and reads its extensions as items, as libprotobuf does") {
  namespace ks = conformance::kitchen_sink;
  using namespace std::string_literals;
  const pb::LogSilencer quiet;
  std::mt19937_64 rng(29);
  std::vector<std::string> valid;
  for (int round = 0; round < 200; ++round) {
    CAPTURE(round);
    ks::Set ours;
    if (rng() % 3 != 0) {
      ks::SetMember member;
      if (rng() % 2) member.str = std::to_string(rng());
      if (rng() % 2) member.i = static_cast<std::int32_t>(rng());
      ours.extensions.set(ks::member, member);
    }
    if (rng() % 2) ours.extensions.mutable_storage(ks::other_in_set).mutable_value().id = static_cast<std::int32_t>(rng());
    const std::string bytes = plainproto::serialize(ours);
    const std::unique_ptr<pb::Message> theirs = conformance::new_protobuf_message("kitchen_sink.Set");
    REQUIRE(theirs->ParseFromString(bytes));
    REQUIRE(theirs->GetReflection()->GetUnknownFields(*theirs).empty());
    REQUIRE_MESSAGE(bytes == theirs->SerializeAsString(), conformance::quoted(bytes));
    const std::string expected_text = libprotobuf_text(*theirs);
    REQUIRE(plainproto::print_text(ours) == expected_text);
    REQUIRE(plainproto::parse_text<ks::Set>(expected_text) == ours);
    REQUIRE(plainproto::parse_binary<ks::Set>(theirs->SerializeAsString()) == ours);
    REQUIRE(plainproto::parse_json<ks::Set>(plainproto::to_json_string(ours)) == ours);
    valid.push_back(bytes);
  }

  const std::string member = "\xca\x01\x02hi\x48\x07";  // str: "hi", i: 7
  const std::string nested = "\x08\x05";                   // id: 5
  const std::vector<std::string> hand_written = {
      item(1547769, member),
      item(1547769, member, true),                                    // the message before its type_id
      item(1547769, member) + item(1547769, "\x48\x09"),              // merged
      item(12345, nested) + item(4135312, nested),                     // an unknown type_id, kept and written back
      item(12345, nested, true),                                       // ... its message first
      "\x0b\x10" + varint(1547769) + "\x10" + varint(4135312) + "\x1a\x02\x48\x01\x0c",  // a second type_id
      "\x0b\x10" + varint(1547769) + "\x1a\x02\x48\x01\x1a\x02\x48\x02\x0c",         // a second message
      "\x0b\x1a\x02\x48\x01\x1a\x02\x48\x02\x10" + varint(1547769) + "\x0c",
      "\x0b\x20\x01\x10" + varint(1547769) + "\x1a\x00\x0c"s,     // a field of the set inside the item
      "\x0b" + item(1547769, member) + "\x0c",                      // an item inside an item: an unknown group
      varint(1547769 << 3 | 2) + varint(member.size()) + member,       // the extension as a plain field
      "\x08\x01" + item(1547769, member) + "\x15\x01\x02\x03\x04",   // unknown fields that are not items
      "\x0b\x0c",                                                     // an empty item
      "\x0b\x10\x00\x1a\x00\x0c"s,                                   // type_id 0: refused
      item(1547769, member).substr(0, 12),                             // no end-group tag
      "\x0b\x10" + varint(1547769) + "\x14",                          // the wrong end-group tag
      "\x0b\x10\xff\xff",                                              // a truncated type_id
      "\x0b\x1a\x05\x48\x0c",                                         // a message past the end
      item(1547769, "\x48"),                                           // a truncated message
      item(4135312, "\x08\x01\x12\x01\x80"),                           // invalid UTF-8 in a string
      item(0, nested, true),                                           // type_ids that cannot be field numbers
      item(std::uint64_t{1} << 29, nested, true),
      item(0xffffffff, nested),
  };
  std::size_t accepted = 0;
  for (const std::string& bytes : hand_written) check_message_set_input(bytes, accepted);
  CHECK(accepted == 17);

  // Random changes to valid sets.
  std::size_t corrupted_accepted = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string bytes = valid[static_cast<std::size_t>(round) % valid.size()] +
                        hand_written[static_cast<std::size_t>(round) % hand_written.size()];
    for (std::uint64_t changes = 1 + rng() % 3; changes > 0 && !bytes.empty(); --changes) {
      const std::size_t at = static_cast<std::size_t>(rng() % bytes.size());
      switch (rng() % 3) {
        case 0: bytes[at] = static_cast<char>(rng()); break;
        case 1: bytes.erase(at, 1); break;
        default: bytes.resize(at); break;
      }
    }
    check_message_set_input(bytes, corrupted_accepted);
  }
  MESSAGE(corrupted_accepted << " of the corrupted sets accepted by both");
}

namespace {
void clear_json_names(google::protobuf::RepeatedPtrField<google::protobuf::FieldDescriptorProto>& fields) {
  for (google::protobuf::FieldDescriptorProto& field : fields) field.clear_json_name();
}
void clear_json_names(google::protobuf::DescriptorProto& message) {
  clear_json_names(*message.mutable_field());
  clear_json_names(*message.mutable_extension());
  for (google::protobuf::DescriptorProto& nested : *message.mutable_nested_type()) clear_json_names(nested);
}
}  // namespace

TEST_CASE("the exported kitchen sink (maps, groups, extensions) is the .proto libprotobuf compiled") {
  namespace ks = conformance::kitchen_sink;
  static const plainproto::message_descriptor* const messages[] = {
      &plainproto::descriptor_of<ks::Empty>(),          &plainproto::descriptor_of<ks::Nested>(),
      &plainproto::descriptor_of<ks::AllTypes>(),       &plainproto::descriptor_of<ks::AllTypes::Inner>(),
      &plainproto::descriptor_of<ks::AllTypes::Data>(), &plainproto::descriptor_of<ks::AllTypes::Item>(),
      &plainproto::descriptor_of<ks::Maps>(),           &plainproto::descriptor_of<ks::Sparse>(),
      &plainproto::descriptor_of<ks::SparseNested>(),   &plainproto::descriptor_of<Extendable>(),
      &plainproto::descriptor_of<ks::Scope>(),          &plainproto::descriptor_of<ks::Set>(),
      &plainproto::descriptor_of<ks::SetMember>(),      &plainproto::descriptor_of<ks::SetOther>()};
  static const plainproto::enum_descriptor* const enums[] = {&plainproto::descriptor_of<ks::Color>(),
                                                             &plainproto::descriptor_of<ks::AllTypes::Inner::Mood>()};
  static const plainproto::package_descriptor packages[] = {{"kitchen_sink", messages, enums}};
  const std::string exported = plainproto::export_proto(packages[0], packages);

  // protoc compiles the export; its descriptor set is built into a pool of its own.
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "plainproto_kitchen_sink_export";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "exported_kitchen_sink.proto") << exported;
  const std::string command = std::string(PLAINPROTO_TEST_PROTOC) + " --proto_path=" + dir.string() +
                              " --descriptor_set_out=" + (dir / "set.pb").string() + " exported_kitchen_sink.proto";
  REQUIRE_MESSAGE(std::system(command.c_str()) == 0, exported);
  std::ifstream set_file(dir / "set.pb", std::ios::binary);
  const std::string set_bytes((std::istreambuf_iterator<char>(set_file)), std::istreambuf_iterator<char>());
  pb::FileDescriptorSet set;
  REQUIRE(set.ParseFromString(set_bytes));
  REQUIRE(set.file_size() == 1);
  // protoc's descriptor set spells out the JSON names, which the generated code's leaves implicit.
  pb::FileDescriptorProto file = set.file(0);
  clear_json_names(*file.mutable_extension());
  for (pb::DescriptorProto& message : *file.mutable_message_type()) clear_json_names(message);
  pb::DescriptorPool pool;
  REQUIRE(pool.BuildFile(file) != nullptr);
  for (const plainproto::message_descriptor* message : messages) {
    CAPTURE(message->full_name);
    const pb::Descriptor* ours = pool.FindMessageTypeByName(std::string(message->full_name));
    const pb::Descriptor* theirs = pb::DescriptorPool::generated_pool()->FindMessageTypeByName(std::string(message->full_name));
    REQUIRE(ours != nullptr);
    REQUIRE(theirs != nullptr);
    CHECK(ours->DebugString() == theirs->DebugString());
  }
  for (const char* name : {"kitchen_sink.label", "kitchen_sink.deltas", "kitchen_sink.colors", "kitchen_sink.note",
                           "kitchen_sink.Scope.scoped"}) {
    CAPTURE(name);
    const pb::FieldDescriptor* ours = pool.FindExtensionByName(name);
    const pb::FieldDescriptor* theirs = pb::DescriptorPool::generated_pool()->FindExtensionByName(name);
    REQUIRE(ours != nullptr);
    REQUIRE(theirs != nullptr);
    CHECK(ours->DebugString() == theirs->DebugString());
  }
}
