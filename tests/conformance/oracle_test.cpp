// The conformance machinery itself: conversion both ways, the random generator and its coverage.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/unknown_field_set.h>

#include "kitchen_sink.hpp"
#include "oracle.hpp"
#include "plainproto/schemas/easyrec/train.hpp"
#include "plainproto/schemas/paddle/distributed_strategy.hpp"

namespace conformance {
namespace {

namespace pb = google::protobuf;
using kitchen_sink::AllTypes;
using kitchen_sink::Color;
using plainproto::protos::TrainConfig;
using plainproto::paddle::fleet::DistributedJobInfo;
using plainproto::paddle::fleet::DistributedStrategy;

#define CONFORMANCE_TYPES TrainConfig, DistributedStrategy, DistributedJobInfo, AllTypes

std::string lines(const std::vector<std::string>& items) {
  std::string out;
  std::size_t shown = 0;
  for (const std::string& item : items) {
    if (++shown > 40) return out + "... and " + std::to_string(items.size() - 40) + " more\n";
    out += item + "\n";
  }
  return out;
}

const pb::FieldDescriptor& field_of(const pb::Message& message, const char* name) {
  const pb::FieldDescriptor* field = message.GetDescriptor()->FindFieldByName(name);
  REQUIRE_MESSAGE(field != nullptr, name);
  return *field;
}

TEST_CASE("the generated and the plainproto schemas agree") {
  for (const plainproto::message_descriptor* type : top_level_types()) {
    INFO(type->full_name);
    const std::vector<std::string> differences = schema_differences(*type);
    CHECK_MESSAGE(differences.empty(), lines(differences));
  }
}

TEST_CASE_TEMPLATE("random messages go ours -> protobuf -> ours unchanged, and through protobuf's wire format", T,
                   CONFORMANCE_TYPES) {
  const std::string name(plainproto::descriptor_of<T>().full_name);
  std::size_t wire_bytes = 0;
  for (std::uint64_t seed = 0; seed < seeds_per_type; ++seed) {
    CAPTURE(seed);
    const T ours = random_message<T>(seed);
    const std::unique_ptr<pb::Message> theirs = to_protobuf(ours);
    REQUIRE(theirs->IsInitialized());

    const T back = from_protobuf<T>(*theirs);
    REQUIRE_MESSAGE(back == ours, describe_difference(ours, back));
    REQUIRE_MESSAGE(describe_difference(ours, back) == "", "");

    std::string wire;
    REQUIRE(theirs->SerializeToString(&wire));
    const std::unique_ptr<pb::Message> parsed = new_protobuf_message(name);
    REQUIRE(parsed->ParseFromString(wire));
    REQUIRE_MESSAGE(describe_difference(*theirs, *parsed) == "", "");
    const T again = from_protobuf<T>(*parsed);
    REQUIRE_MESSAGE(again == ours, describe_difference(ours, again));
    REQUIRE_MESSAGE(describe_difference(ours, again) == "", "");
    wire_bytes += wire.size();
  }
  MESSAGE(name << ": " << seeds_per_type << " random messages, " << wire_bytes << " bytes in protobuf's wire format");
  CHECK(wire_bytes > seeds_per_type * 100);
}

TEST_CASE_TEMPLATE("the descriptor-driven and the typed generator agree, and are deterministic", T, CONFORMANCE_TYPES) {
  const plainproto::message_descriptor& descriptor = plainproto::descriptor_of<T>();
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    CAPTURE(seed);
    const T typed = random_message<T>(seed);
    CHECK(typed == random_message<T>(seed));
    CHECK(describe_difference(typed, random_message<T>(seed)) == "");
    const dynamic_message dynamic = random_message(descriptor, seed);
    CHECK(describe_difference(descriptor, &typed, dynamic.get()) == "");
    dynamic_message copy = dynamic;
    CHECK(copy == dynamic);
  }
  CHECK_FALSE(random_message<T>(1) == random_message<T>(2));
}

TEST_CASE("the generator reaches every field, oneof member and state, enum value, repeated size and edge value") {
  // As many messages as the optimized build's tests check, whatever this build checks: rare states (lists of
  // 50+ elements) show up once in a few hundred messages.
  constexpr std::uint64_t generated_per_type = 1000;
  coverage seen;
  std::size_t messages = 0;
  for (const plainproto::message_descriptor* type : top_level_types())
    for (std::uint64_t seed = 0; seed < generated_per_type; ++seed, ++messages)
      seen.record(*type, random_message(*type, seed).get());
  for (const plainproto::message_descriptor* type : top_level_types()) {
    INFO(type->full_name << ": " << reachable_types(*type).size() << " reachable message types");
    const std::vector<std::string> gaps = seen.gaps(*type);
    CHECK_MESSAGE(gaps.empty(), lines(gaps));
  }
  MESSAGE(messages << " random messages recorded");
}

// Mood::ANGRY -> CALM wherever a Mood is held.
void calm(AllTypes::Inner& inner) {
  if (inner.mood.has_value() && inner.mood == AllTypes::Inner::Mood::ANGRY) inner.mood = AllTypes::Inner::Mood::CALM;
}

TEST_CASE("coverage reports exactly what the generated messages never had") {
  const plainproto::message_descriptor& descriptor = plainproto::descriptor_of<AllTypes>();
  coverage reference;
  coverage sabotaged;
  for (std::uint64_t seed = 0; seed < seeds_per_type; ++seed) {
    AllTypes message = random_message<AllTypes>(seed);
    reference.record(descriptor, &message);
    message.f_sint32.reset();
    if (message.choice.has<AllTypes::choice_case::o_bool>()) message.choice.reset();
    if (message.f_inner.has_value()) calm(message.f_inner.mutable_value());
    if (message.second.has<AllTypes::second_case::s_inner>())
      calm(message.second.mutable_value<AllTypes::second_case::s_inner>());
    std::replace(message.r_mood.begin(), message.r_mood.end(), AllTypes::Inner::Mood::ANGRY,
                 AllTypes::Inner::Mood::CALM);
    sabotaged.record(descriptor, &message);
  }
  std::vector<std::string> expected = reference.gaps(descriptor);
  expected.insert(expected.end(), {"kitchen_sink.AllTypes.f_sint32: never set", "kitchen_sink.AllTypes.o_bool: never set",
                                   "kitchen_sink.AllTypes.Inner.Mood.ANGRY: never used"});
  std::vector<std::string> gaps = sabotaged.gaps(descriptor);
  std::sort(expected.begin(), expected.end());
  std::sort(gaps.begin(), gaps.end());
  CHECK_MESSAGE(gaps == expected, lines(gaps));

  coverage nothing;
  const TrainConfig empty;
  nothing.record(plainproto::descriptor_of<TrainConfig>(), &empty);
  const std::vector<std::string> all = nothing.gaps(plainproto::descriptor_of<TrainConfig>());
  for (const char* gap : {"protos.TrainConfig.num_steps: never set", "protos.TrainConfig.optimizer_config: never one element",
                          "protos.Optimizer: oneof optimizer never left unset", "protos.DistributionStrategy.PSStrategy: never used",
                          "protos.LearningRate.constant_learning_rate: never set", "no string of 1000+ bytes generated"})
    CHECK_MESSAGE(std::find(all.begin(), all.end(), gap) != all.end(), gap);
  CHECK(std::count_if(all.begin(), all.end(), [](const std::string& gap) { return gap.rfind("edge value ", 0) == 0; }) > 50);
}

TEST_CASE("presence survives the conversion: a field set to its default stays set, an unset one stays unset") {
  AllTypes ours;
  ours.f_int32 = 0;
  ours.f_string = "";
  ours.f_bool = false;
  ours.f_float = -0.0f;
  ours.d_double = -std::numeric_limits<double>::infinity();
  ours.d_float = std::numeric_limits<float>::quiet_NaN();
  ours.d_enum = Color::BLUE;
  ours.f_enum = Color::RED;
  ours.f_message.mutable_value();
  ours.f_empty.mutable_value();
  ours.choice.set<AllTypes::choice_case::o_int32>(0);
  ours.second.mutable_value<AllTypes::second_case::s_text>();
  const char* const set_fields[] = {"f_int32", "f_string", "f_bool", "f_float", "d_double", "d_float",
                                    "d_enum",  "f_enum",   "f_message", "f_empty", "o_int32", "s_text"};

  const std::unique_ptr<pb::Message> theirs = to_protobuf(ours);
  const pb::Reflection& reflection = *theirs->GetReflection();
  for (const char* name : set_fields) CHECK_MESSAGE(reflection.HasField(*theirs, &field_of(*theirs, name)), name);
  std::vector<const pb::FieldDescriptor*> present;
  reflection.ListFields(*theirs, &present);
  CHECK(present.size() == std::size(set_fields));
  CHECK(std::signbit(reflection.GetFloat(*theirs, &field_of(*theirs, "f_float"))));
  CHECK(std::isnan(reflection.GetFloat(*theirs, &field_of(*theirs, "d_float"))));

  const AllTypes back = from_protobuf<AllTypes>(*theirs);
  CHECK(describe_difference(ours, back) == "");
  CHECK(back.f_int32.has_value());
  CHECK(back.f_string.has_value());
  CHECK(back.f_message.has_value());
  CHECK(back.choice.has<AllTypes::choice_case::o_int32>());
  CHECK(back.second.has<AllTypes::second_case::s_text>());
  CHECK(std::signbit(back.f_float.value()));
  CHECK_FALSE(back.f_double.has_value());
  CHECK_FALSE(back.req_nested.has_value());
  CHECK_FALSE(back.f_inner.has_value());

  for (const plainproto::message_descriptor* type : top_level_types()) {
    const std::unique_ptr<pb::Message> empty = new_protobuf_message(type->full_name);
    to_protobuf(*type, type->default_instance(), *empty);
    CHECK(empty->ByteSizeLong() == 0);
  }
}

TEST_CASE("values cross byte for byte and bit for bit") {
  std::string all_bytes;
  for (int c = 0; c < 256; ++c) all_bytes += static_cast<char>(c);
  AllTypes ours;
  ours.f_bytes = all_bytes;
  ours.f_string = std::string("\xff\0\xc3", 3);
  ours.r_string = {"", std::string(1, '\0'), all_bytes};
  ours.f_int64 = std::numeric_limits<std::int64_t>::min();
  ours.f_uint64 = std::numeric_limits<std::uint64_t>::max();
  ours.f_sint32 = std::numeric_limits<std::int32_t>::min();
  ours.f_fixed64 = std::numeric_limits<std::uint64_t>::max();
  ours.f_double = std::numeric_limits<double>::denorm_min();
  ours.r_float = {std::numeric_limits<float>::denorm_min(), -0.0f, std::numeric_limits<float>::infinity()};
  ours.r_bool = {true, false, true};
  ours.r_enum = {Color::BLUE, Color::RED};

  const std::unique_ptr<pb::Message> theirs = to_protobuf(ours);
  const pb::Reflection& reflection = *theirs->GetReflection();
  CHECK(reflection.GetString(*theirs, &field_of(*theirs, "f_bytes")) == all_bytes);
  CHECK(reflection.GetString(*theirs, &field_of(*theirs, "f_string")) == std::string("\xff\0\xc3", 3));
  CHECK(reflection.GetRepeatedString(*theirs, &field_of(*theirs, "r_string"), 2) == all_bytes);
  CHECK(reflection.GetInt64(*theirs, &field_of(*theirs, "f_int64")) == std::numeric_limits<std::int64_t>::min());
  CHECK(reflection.GetUInt64(*theirs, &field_of(*theirs, "f_uint64")) == std::numeric_limits<std::uint64_t>::max());
  CHECK(reflection.GetInt32(*theirs, &field_of(*theirs, "f_sint32")) == std::numeric_limits<std::int32_t>::min());
  CHECK(reflection.GetDouble(*theirs, &field_of(*theirs, "f_double")) == std::numeric_limits<double>::denorm_min());
  CHECK(reflection.GetRepeatedFloat(*theirs, &field_of(*theirs, "r_float"), 0) == std::numeric_limits<float>::denorm_min());
  CHECK(std::signbit(reflection.GetRepeatedFloat(*theirs, &field_of(*theirs, "r_float"), 1)));
  CHECK(reflection.GetRepeatedBool(*theirs, &field_of(*theirs, "r_bool"), 1) == false);
  CHECK(reflection.GetRepeatedEnumValue(*theirs, &field_of(*theirs, "r_enum"), 0) == -3);
  CHECK(describe_difference(ours, from_protobuf<AllTypes>(*theirs)) == "");
}

TEST_CASE("differences are found and described") {
  const AllTypes original = random_message<AllTypes>(11);
  AllTypes changed = original;
  CHECK(describe_difference(original, changed) == "");

  changed.f_float = 0.0f;
  AllTypes negative = changed;
  negative.f_float = -0.0f;
  CHECK(changed == negative);  // operator== follows C++ (and protobuf's) ==
  CHECK(describe_difference(changed, negative) == "f_float: 0 vs -0");

  AllTypes nan_a = original;
  AllTypes nan_b = original;
  nan_a.r_double = {1.0, std::numeric_limits<double>::quiet_NaN()};
  nan_b.r_double = {1.0, -std::numeric_limits<double>::quiet_NaN()};
  CHECK(nan_a == nan_b);
  CHECK(describe_difference(nan_a, nan_b) == "");

  AllTypes nested = original;
  nested.req_nested.mutable_value().label = "changed";
  nested.req_nested.mutable_value().colors.push_back(Color::GREEN);
  const std::string difference = describe_difference(original, nested);
  CHECK(difference.rfind("req_nested.label: ", 0) == 0);

  AllTypes oneof = original;
  oneof.choice.set<AllTypes::choice_case::o_string>("x");
  oneof.choice.set<AllTypes::choice_case::o_uint64>(7);
  AllTypes other = oneof;
  other.choice.set<AllTypes::choice_case::o_bool>(true);
  CHECK(describe_difference(oneof, other) == "o_uint64: 7 vs (unset) (oneof choice: o_uint64 vs o_bool)");

  AllTypes longer = original;
  longer.r_message.emplace_back();
  CHECK(describe_difference(original, longer) ==
        "r_message: " + std::to_string(original.r_message.size()) + " elements vs " + std::to_string(longer.r_message.size()));

  // The protobuf side: a changed value after the conversion is caught on both sides.
  const std::unique_ptr<pb::Message> theirs = to_protobuf(original);
  const std::unique_ptr<pb::Message> edited = to_protobuf(original);
  edited->GetReflection()->SetInt32(edited.get(), &field_of(*edited, "req_int32"), original.req_int32 + 1);
  CHECK(describe_difference(*theirs, *edited).find("req_int32") != std::string::npos);
  CHECK_FALSE(from_protobuf<AllTypes>(*edited) == original);
  CHECK(describe_difference(original, from_protobuf<AllTypes>(*edited)).rfind("req_int32: ", 0) == 0);

  CHECK(describe_text_difference("a: 1\nb: 2\n", "a: 1\nb: 2\n") == "");
  const std::string text = describe_text_difference("a: 1\nb: 2\nc: 3\n", "a: 1\nb: 20\nc: 3\n");
  CHECK(text.find("line 2, column 5") != std::string::npos);
  CHECK(text.find("expected: \"b: 2\"") != std::string::npos);
  CHECK(text.find("actual:   \"b: 20\"") != std::string::npos);
}

TEST_CASE("the conversion refuses what it cannot carry") {
  CHECK_THROWS_AS(new_protobuf_message("kitchen_sink.NoSuchType"), std::invalid_argument);
  const AllTypes ours = random_message<AllTypes>(3);
  const std::unique_ptr<pb::Message> nested = new_protobuf_message("kitchen_sink.Nested");
  CHECK_THROWS_AS(to_protobuf(plainproto::descriptor_of<AllTypes>(), &ours, *nested), std::logic_error);

  const std::unique_ptr<pb::Message> theirs = to_protobuf(ours);
  theirs->GetReflection()->MutableUnknownFields(theirs.get())->AddVarint(999, 1);
  AllTypes back;
  CHECK_THROWS_AS(from_protobuf(*theirs, plainproto::descriptor_of<AllTypes>(), &back), std::invalid_argument);
}

TEST_CASE_TEMPLATE("missing required fields: ours and libprotobuf's list the same paths", T, CONFORMANCE_TYPES) {
  random_options options;
  options.missing_required = 0.3;
  std::size_t uninitialized = 0;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    CAPTURE(seed);
    const T ours = random_message<T>(seed, options);
    const std::unique_ptr<pb::Message> theirs = to_protobuf(ours);
    std::vector<std::string> expected;
    theirs->FindInitializationErrors(&expected);
    std::vector<std::string> missing = plainproto::missing_required_fields(ours);
    std::sort(expected.begin(), expected.end());
    std::sort(missing.begin(), missing.end());
    CHECK(missing == expected);
    CHECK(plainproto::is_initialized(ours) == theirs->IsInitialized());
    uninitialized += !theirs->IsInitialized();
    CHECK(describe_difference(ours, from_protobuf<T>(*theirs)) == "");
  }
  MESSAGE(plainproto::descriptor_of<T>().full_name << ": " << uninitialized << " of 200 messages miss required fields");
}

void check_strings(const plainproto::message_descriptor& descriptor, const void* message, std::size_t& invalid_bytes) {
  for (const plainproto::field_descriptor& field : descriptor) {
    const void* storage = field.storage_in(message);
    const bool repeated = field.is_repeated();
    const std::size_t count = repeated ? field.ops->size(storage) : field.ops->has(storage) ? 1 : 0;
    for (std::size_t i = 0; i < count; ++i) {
      if (field.kind() == plainproto::cpp_kind::message) {
        check_strings(*field.message_type(), repeated ? field.ops->message_at(storage, i) : field.ops->get_message(storage),
                      invalid_bytes);
      } else if (field.kind() == plainproto::cpp_kind::string) {
        const std::string_view text = repeated ? field.ops->string_at(storage, i) : field.ops->get_string(storage);
        if (field.type == plainproto::field_type::string) CHECK_MESSAGE(is_valid_utf8(text), field.name << " " << quoted(text));
        else invalid_bytes += !is_valid_utf8(text);
      }
    }
  }
}

TEST_CASE("random_options: valid UTF-8 only in string fields, depth, presence") {
  random_options utf8;
  utf8.valid_utf8 = true;
  std::size_t invalid_bytes = 0;
  for (const plainproto::message_descriptor* type : top_level_types())
    for (std::uint64_t seed = 0; seed < 200; ++seed) check_strings(*type, random_message(*type, seed, utf8).get(), invalid_bytes);
  CHECK(invalid_bytes > 0);  // bytes fields keep arbitrary content

  CHECK(is_valid_utf8("na\xc3\xafve \xe4\xb8\xad \xf0\x9f\x98\x80"));
  for (const char* invalid : {"\xff", "\xc3", "\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "abc\xe4\xb8"})
    CHECK_FALSE(is_valid_utf8(invalid));

  std::mt19937_64 rng(5);
  AllTypes shallow;
  fill_random(plainproto::descriptor_of<AllTypes>(), &shallow, rng, 0);
  CHECK(shallow.req_nested.has_value());  // required: set even past the depth, with only its required fields
  CHECK(shallow.req_nested->id.has_value());
  CHECK_FALSE(shallow.req_nested->label.has_value());
  CHECK_FALSE(shallow.f_message.has_value());
  CHECK(shallow.r_message.empty());
  CHECK(plainproto::is_initialized(shallow));

  random_options none;
  none.presence = 0.0;
  const AllTypes bare = random_message<AllTypes>(9, none);
  AllTypes expected;
  expected.req_int32 = bare.req_int32.value();
  expected.req_string = bare.req_string.value();
  expected.req_nested.mutable_value().id = bare.req_nested->id.value();
  CHECK(describe_difference(expected, bare) == "");
}

}  // namespace
}  // namespace conformance
