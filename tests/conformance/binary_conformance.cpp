// Binary wire format against libprotobuf: serializing byte for byte, each side parsing the other's bytes, and
// hand-written and randomly corrupted inputs that ParseFromString / MergeFromString and plainproto must accept
// or reject alike (and, when both accept, re-serialize to the same bytes). Both plainproto paths are checked:
// the typed one (serialize<T>, parse_binary<T>) and the descriptor-based one the command-line tool uses.
// Every expectation is computed here by libprotobuf.
#include <doctest/doctest.h>
#include <google/protobuf/descriptor.pb.h>
#include <google/protobuf/dynamic_message.h>
#include <google/protobuf/stubs/logging.h>
#include <google/protobuf/text_format.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "kitchen_sink.hpp"
#include "oracle.hpp"
#include "plainproto/plainproto.hpp"

namespace {

namespace pb = google::protobuf;

constexpr std::uint64_t messages_per_type = conformance::seeds_per_type;

// What a parser makes of some bytes: whether it accepts them, and then its message re-serialized.
struct outcome {
  bool ok = false;
  std::string bytes;
  std::string error;  // plainproto's, when it rejects
};

// parse_filled parses into a message that holds another random message (whose contents parsing reuses).
enum class mode { parse, parse_partial, merge, parse_filled };

std::string mode_name(mode m) {
  switch (m) {
    case mode::parse: return "parse";
    case mode::parse_partial: return "parse partial";
    case mode::merge: return "merge";
    case mode::parse_filled: return "parse into a filled message";
  }
  return "?";
}

// The message merge mode starts from: a fixed random message of the type, so that merging has something to
// merge into.
constexpr std::uint64_t merge_base_seed = 424242;

outcome run_libprotobuf(const plainproto::message_descriptor& type, const std::string& input, mode m) {
  std::unique_ptr<pb::Message> message = conformance::new_protobuf_message(type.full_name);
  bool ok = false;
  switch (m) {
    case mode::parse:
    case mode::parse_filled: ok = message->ParseFromString(input); break;
    case mode::parse_partial: ok = message->ParsePartialFromString(input); break;
    case mode::merge: {
      const conformance::dynamic_message base = conformance::random_message(type, merge_base_seed);
      conformance::to_protobuf(type, base.get(), *message);
      ok = message->MergeFromString(input);
      break;
    }
  }
  if (!ok) return {};
  // plainproto skips what libprotobuf keeps as unknown fields (and writes back at the end).
  message->DiscardUnknownFields();
  return {true, message->SerializePartialAsString(), {}};
}

template <class Parse>
outcome run_plainproto(const plainproto::message_descriptor& type, void* message, mode m, Parse parse) {
  plainproto::binary_parse_options options;
  options.allow_partial = m == mode::parse_partial;
  if (m == mode::merge || m == mode::parse_filled) {
    const conformance::dynamic_message base = conformance::random_message(type, merge_base_seed);
    type.copy(message, base.get());
  }
  try {
    parse(options, m == mode::merge);
  } catch (const plainproto::error& failure) {
    return {false, {}, failure.what()};
  }
  return {true, plainproto::serialize(type, message), {}};
}

// Both plainproto paths on the input.
std::vector<outcome> run_both(const plainproto::message_descriptor& type, const std::string& input, mode m);

template <class T>
outcome run_typed(const std::string& input, mode m) {
  T message;
  const plainproto::message_descriptor& type = plainproto::descriptor_of<T>();
  return run_plainproto(type, &message, m, [&](const plainproto::binary_parse_options& options, bool merge) {
    if (merge)
      plainproto::merge_binary(input, message, options);
    else
      plainproto::parse_binary(input, message, options);
  });
}

std::vector<outcome> run_both(const plainproto::message_descriptor& type, const std::string& input, mode m) {
  conformance::dynamic_message message(type);
  outcome dynamic = run_plainproto(type, message.get(), m, [&](const plainproto::binary_parse_options& options, bool merge) {
    if (merge)
      plainproto::merge_binary(input, type, message.get(), options);
    else
      plainproto::parse_binary(input, type, message.get(), options);
  });
  outcome typed;
  if (type.full_name == "protos.TrainConfig")
    typed = run_typed<plainproto::protos::TrainConfig>(input, m);
  else if (type.full_name == "paddle.fleet.DistributedStrategy")
    typed = run_typed<plainproto::paddle::fleet::DistributedStrategy>(input, m);
  else if (type.full_name == "paddle.fleet.DistributedJobInfo")
    typed = run_typed<plainproto::paddle::fleet::DistributedJobInfo>(input, m);
  else
    typed = run_typed<conformance::kitchen_sink::AllTypes>(input, m);
  return {dynamic, typed};
}

// Counts what the corpus exercised, so that a test that accepts everything (or nothing) shows.
struct tally {
  std::size_t accepted = 0;
  std::size_t rejected = 0;
};

void check_same_outcome(const plainproto::message_descriptor& type, const std::string& input, mode m, tally& counts) {
  const outcome theirs = run_libprotobuf(type, input, m);
  (theirs.ok ? counts.accepted : counts.rejected) += 1;
  const std::vector<outcome> ours = run_both(type, input, m);
  for (std::size_t path = 0; path < ours.size(); ++path) {
    INFO(type.full_name << " " << mode_name(m) << (path == 0 ? " (descriptor)" : " (typed)")
                        << " input: " << conformance::quoted(input, 300));
    INFO("libprotobuf: " << (theirs.ok ? "accepted" : "rejected") << "; plainproto: "
                         << (ours[path].ok ? "accepted" : ours[path].error));
    REQUIRE(ours[path].ok == theirs.ok);
    if (theirs.ok)
      REQUIRE_MESSAGE(ours[path].bytes == theirs.bytes,
                      conformance::describe_text_difference(conformance::quoted(theirs.bytes, 100000),
                                                            conformance::quoted(ours[path].bytes, 100000)));
  }
}

// --- random messages -----------------------------------------------------------------------------------------

template <class T>
void check_random_messages() {
  const plainproto::message_descriptor& type = plainproto::descriptor_of<T>();
  for (std::uint64_t seed = 1; seed <= messages_per_type; ++seed) {
    INFO(type.full_name << " seed " << seed);
    const T ours = conformance::random_message<T>(seed);
    const std::unique_ptr<pb::Message> theirs = conformance::to_protobuf(ours);
    const std::string expected = theirs->SerializeAsString();

    const std::string typed = plainproto::serialize(ours);
    REQUIRE_MESSAGE(typed == expected, conformance::describe_text_difference(conformance::quoted(expected, 1000000),
                                                                             conformance::quoted(typed, 1000000)));
    REQUIRE(plainproto::serialize(type, &ours) == expected);

    const T parsed = plainproto::parse_binary<T>(expected);
    REQUIRE_MESSAGE(parsed == ours, conformance::describe_difference(ours, parsed));
    T filled = conformance::random_message<T>(seed + messages_per_type);  // parsing reuses what it holds
    plainproto::parse_binary(expected, filled);
    REQUIRE_MESSAGE(filled == ours, conformance::describe_difference(ours, filled));
    conformance::dynamic_message parsed_by_descriptor(type);
    plainproto::parse_binary(expected, type, parsed_by_descriptor.get());
    REQUIRE_MESSAGE(*static_cast<const T*>(parsed_by_descriptor.get()) == ours,
                    conformance::describe_difference(type, &ours, parsed_by_descriptor.get()));

    const std::unique_ptr<pb::Message> their_parse = conformance::new_protobuf_message(type.full_name);
    REQUIRE(their_parse->ParseFromString(typed));
    const T back = conformance::from_protobuf<T>(*their_parse);
    REQUIRE_MESSAGE(back == ours, conformance::describe_difference(ours, back));
  }
}

// --- hand-written inputs ----------------------------------------------------------------------------------

std::string varint(std::uint64_t value) {
  std::string out;
  for (; value >= 0x80; value >>= 7) out += static_cast<char>(value | 0x80);
  return out + static_cast<char>(value);
}
std::string tag(std::uint64_t number, int wire_type) { return varint(number << 3 | static_cast<std::uint64_t>(wire_type)); }
std::string raw(std::initializer_list<int> bytes) {
  std::string out;
  for (const int byte : bytes) out += static_cast<char>(byte);
  return out;
}
std::string length_delimited(std::uint64_t number, const std::string& payload) {
  return tag(number, 2) + varint(payload.size()) + payload;
}
std::string group(std::uint64_t number, const std::string& fields) { return tag(number, 3) + fields + tag(number, 4); }
std::string nested_groups(int depth, const std::string& inside = {}) {
  return depth == 0 ? inside : group(1000, nested_groups(depth - 1, inside));
}
std::string fixed32(std::uint32_t value) {
  std::string out;
  for (int i = 0; i < 4; ++i) out += static_cast<char>(value >> (8 * i));
  return out;
}

// kitchen_sink.AllTypes with its required fields set, for cases about something else.
const std::string required_fields = tag(81, 0) + varint(1) + length_delimited(82, "r") + length_delimited(83, tag(1, 0) + varint(2));

// AllTypes (kitchen_sink.proto) field numbers used below.
enum : std::uint64_t {
  f_int32 = 3, f_int64 = 4, f_uint32 = 5, f_sint32 = 7, f_sint64 = 8, f_fixed32 = 9, f_fixed64 = 10, f_bool = 13,
  f_string = 14, f_bytes = 15, f_enum = 16, f_message = 17, f_inner = 19, r_float = 32, r_int32 = 33, r_sint64 = 38,
  r_fixed32 = 39, r_fixed64 = 40, r_bool = 43, r_string = 44, r_enum = 46, r_message = 47, o_int32 = 101,
  o_float = 102, o_string = 103, o_message = 106, s_inner = 112, max_number = 536870911,
};

std::vector<std::string> hand_written_inputs() {
  const std::string minus_one = varint(~std::uint64_t{0});
  std::vector<std::string> inputs = {
      "",
      required_fields,
      // field number 0, tag 0, wire types 6 and 7, end-group tags out of place
      raw({0x00}), raw({0x00, 0x01}), raw({0x02, 0x00}), raw({0x04}), raw({0x01, 0, 0, 0, 0, 0, 0, 0, 0}),
      tag(f_int32, 6) + varint(1), tag(f_int32, 7), tag(2000, 6), tag(2000, 7) + raw({1, 2, 3, 4}),
      tag(5, 4), tag(2000, 4), length_delimited(f_message, tag(1, 0) + varint(1) + tag(7, 4)),
      length_delimited(f_message, raw({0x00})), length_delimited(f_message, tag(1, 0) + varint(1) + raw({0x00})),
      // groups in unknown fields: closed, mismatched, unclosed, nested to the recursion limit and past it
      group(2000, tag(1, 0) + varint(5) + length_delimited(2, "x") + tag(3, 1) + std::string(8, 'z')),
      tag(2000, 3) + tag(2001, 4), tag(2000, 3) + tag(1, 0) + varint(1), tag(2000, 3), tag(2000, 3) + raw({0x00}),
      tag(2000, 3) + tag(0, 4), group(2000, group(2001, "")), group(2000, tag(2001, 4)),
      nested_groups(99), nested_groups(100), nested_groups(101), nested_groups(150),
      nested_groups(100, tag(1, 0)), nested_groups(100, tag(1, 7)),
      length_delimited(f_inner, length_delimited(2, tag(1, 0) + varint(1) + nested_groups(97))),
      length_delimited(f_inner, length_delimited(2, tag(1, 0) + varint(1) + nested_groups(98))),
      length_delimited(f_inner, length_delimited(2, tag(1, 0) + varint(1) + nested_groups(99))),
      group(f_int32, tag(1, 0) + varint(1)), group(f_message, ""), group(r_int32, ""),
      // varints: ten bytes, eleven, a tenth byte with high bits, truncated ones
      tag(f_int32, 0) + minus_one, tag(f_int64, 0) + raw({0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f}),
      tag(f_int64, 0) + raw({0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}),
      tag(f_int64, 0) + raw({0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x02}),
      tag(f_int32, 0) + raw({0xff}), tag(f_int32, 0), tag(f_int32, 0) + raw({0x80, 0x80}),
      tag(f_int32, 0) + varint(0x123456789ull), tag(f_uint32, 0) + varint(0xfffffffffull),
      tag(f_sint32, 0) + varint(0x1ffffffffull), tag(f_sint64, 0) + minus_one, tag(f_bool, 0) + varint(2),
      tag(f_bool, 0) + minus_one, tag(2000, 0) + raw({0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01}),
      // tags: five bytes, six, a fifth byte with high bits, field numbers at the top of the range
      raw({0x98, 0x80, 0x80, 0x80, 0x00, 0x05}), raw({0x98, 0x80, 0x80, 0x80, 0x80, 0x00, 0x05}),
      raw({0x80, 0x80, 0x80, 0x80, 0x7f, 0x05}), raw({0x80, 0x80, 0x80, 0x80, 0x10, 0x05}), raw({0x98, 0x80}),
      tag(max_number, 0) + varint(7), tag(max_number + 1, 0) + varint(7), tag(max_number + 2, 0) + varint(7),
      // fixed-width values, whole and truncated
      tag(f_fixed32, 5) + fixed32(7), tag(f_fixed32, 5) + raw({1, 2, 3}), tag(f_fixed64, 1) + std::string(7, 'a'),
      tag(o_float, 5) + fixed32(0x7fa00001), tag(r_float, 5) + fixed32(0xffbfffff), tag(2000, 5) + raw({1}),
      // lengths: past the end, five bytes, 2 GB, six bytes
      length_delimited(f_string, "abc").substr(0, 4), tag(f_string, 2) + varint(100) + "abc",
      tag(f_string, 2) + raw({0x83, 0x80, 0x80, 0x80, 0x00}) + "abc", tag(f_string, 2) + raw({0x80, 0x80, 0x80, 0x80, 0x07}),
      tag(f_string, 2) + raw({0x80, 0x80, 0x80, 0x80, 0x08}), tag(f_string, 2) + raw({0x80, 0x80, 0x80, 0x80, 0x80, 0x00}),
      tag(2000, 2) + varint(5) + "ab", tag(f_message, 2) + varint(3) + tag(1, 0),
      length_delimited(f_message, tag(1, 0)), length_delimited(f_message, tag(2, 2) + varint(9) + "x"),
      // strings: invalid UTF-8 is kept (proto2), bytes anything
      length_delimited(f_string, "\xff\xfe\xc3"), length_delimited(f_bytes, std::string("\0\xff", 2)),
      // wire types other than the field's own: kept by libprotobuf as unknown fields
      tag(f_int32, 1) + std::string(8, 'x'), tag(f_int32, 5) + fixed32(1), length_delimited(f_int32, "zz"),
      tag(f_string, 0) + varint(3), tag(f_message, 0) + varint(3), tag(r_message, 5) + fixed32(3),
      tag(f_fixed32, 0) + varint(1), length_delimited(f_fixed32, "abcd"),
      // enums: declared values, undeclared ones (unknown fields), negative ones as ten bytes
      tag(f_enum, 0) + varint(2), tag(f_enum, 0) + varint(5), tag(f_enum, 0) + varint(static_cast<std::uint64_t>(-3)),
      tag(f_enum, 0) + varint(0xfffffffdull), tag(f_enum, 0) + varint(0x100000001ull),
      tag(f_enum, 0) + varint(1) + tag(f_enum, 0) + varint(9),
      length_delimited(r_enum, varint(1) + varint(5) + varint(2) + varint(static_cast<std::uint64_t>(-3))),
      tag(r_enum, 0) + varint(7) + tag(r_enum, 0) + varint(1),
      // packed and unpacked repeated scalars, mixed; packed runs cut short or of the wrong size
      length_delimited(r_int32, varint(1) + varint(300) + minus_one) + tag(r_int32, 0) + varint(4),
      length_delimited(r_int32, ""), length_delimited(r_int32, raw({0x80})), length_delimited(r_int32, varint(1)).substr(0, 3),
      tag(r_int32, 2) + varint(5) + varint(1), length_delimited(r_int32, std::string(11, '\xff') + raw({0x01})),
      length_delimited(r_fixed32, fixed32(1) + fixed32(2)), length_delimited(r_fixed32, fixed32(1) + "x"),
      length_delimited(r_fixed64, std::string(12, 'a')), length_delimited(r_fixed64, std::string(16, 'a')),
      length_delimited(r_float, fixed32(0x7f800001)), length_delimited(r_bool, varint(0) + varint(1) + varint(2)),
      length_delimited(r_sint64, varint(1) + varint(2) + minus_one), length_delimited(r_string, "packed?"),
      // a singular field given twice: the last wins; a message given twice: merged
      tag(f_int32, 0) + varint(1) + tag(f_int32, 0) + varint(2),
      length_delimited(f_message, tag(1, 0) + varint(1)) + length_delimited(f_message, length_delimited(2, "x")),
      length_delimited(f_message, tag(3, 0) + varint(1)) + length_delimited(f_message, tag(3, 0) + varint(2)),
      length_delimited(f_message, "") + length_delimited(r_message, "") + length_delimited(r_message, tag(1, 0) + varint(1)),
      // oneofs: another member replaces the set one, the same message member merges
      tag(o_int32, 0) + varint(1) + length_delimited(o_string, "s"),
      length_delimited(o_string, "s") + tag(o_int32, 0) + varint(1),
      length_delimited(o_message, tag(1, 0) + varint(1)) + length_delimited(o_message, length_delimited(2, "l")),
      length_delimited(o_message, tag(1, 0) + varint(1)) + tag(o_int32, 0) + varint(1) + length_delimited(o_message, ""),
      length_delimited(s_inner, length_delimited(2, "")) + length_delimited(s_inner, tag(1, 0) + varint(7)),
      // required fields of sub-messages, missing and then merged in
      length_delimited(f_message, length_delimited(2, "no id")),
      length_delimited(f_message, length_delimited(2, "no id")) + length_delimited(f_message, tag(1, 0) + varint(1)),
      length_delimited(r_message, length_delimited(2, "no id")) + length_delimited(r_message, tag(1, 0) + varint(1)),
  };
  // Varints and lengths of every size, last in the input or followed by more, and cut short at every byte: the
  // reader takes a varint without testing for the input's end when ten bytes (five for a tag or length) are left.
  const std::string more = tag(f_fixed64, 1) + std::string(8, '\x07') + tag(f_bool, 0) + varint(1);
  const std::uint64_t numbers[] = {f_uint32, f_int64, f_sint64, r_int32, max_number};  // max_number: unknown
  for (int bytes = 1; bytes <= 10; ++bytes) {
    const std::uint64_t smallest = bytes == 1 ? 1 : std::uint64_t{1} << (7 * (bytes - 1));
    const std::uint64_t largest = bytes == 10 ? ~std::uint64_t{0} : (std::uint64_t{1} << (7 * bytes)) - 1;
    for (const std::uint64_t number : numbers) {
      for (const std::uint64_t value : {smallest, largest}) {
        const std::string field = tag(number, 0) + varint(value);
        for (std::size_t cut = 1; cut < field.size(); ++cut) inputs.push_back(field.substr(0, cut));
        inputs.push_back(field);
        inputs.push_back(field + more);
        inputs.push_back(more + field);
      }
    }
  }
  for (const std::size_t size : {127, 128, 200, 16383, 16384, 20000}) {
    const std::string field = length_delimited(f_bytes, std::string(size, 'b'));
    inputs.push_back(field);
    inputs.push_back(field + more);
    inputs.push_back(field.substr(0, field.size() - 1));
    inputs.push_back(field.substr(0, 3));
  }
  const std::size_t count = inputs.size();
  for (std::size_t i = 0; i < count; ++i) inputs.push_back(required_fields + inputs[i]);
  return inputs;
}

// --- decode_raw ---------------------------------------------------------------------------------------------

// What `protoc --decode_raw` does (command_line_interface.cc): parse the input as a message type with no
// fields, partially, and print it with TextFormat. (tests/scripts/cli_decode_raw.sh runs protoc itself.)
class protoc_decode_raw {
 public:
  protoc_decode_raw() {
    pb::FileDescriptorProto file;
    file.set_name("empty_message.proto");
    file.add_message_type()->set_name("EmptyMessage");
    type_ = pool_.BuildFile(file)->message_type(0);
  }
  // The printed fields, or nothing when protoc fails ("Failed to parse input.").
  std::optional<std::string> operator()(const std::string& input) {
    const std::unique_ptr<pb::Message> message(factory_.GetPrototype(type_)->New());
    if (!message->ParsePartialFromString(input)) return std::nullopt;
    std::string out;
    pb::TextFormat::PrintToString(*message, &out);
    return out;
  }

 private:
  pb::DescriptorPool pool_;
  pb::DynamicMessageFactory factory_{&pool_};
  const pb::Descriptor* type_ = nullptr;
};

void check_decode_raw(protoc_decode_raw& protoc, const std::string& input, tally& counts) {
  const std::optional<std::string> theirs = protoc(input);
  (theirs ? counts.accepted : counts.rejected) += 1;
  std::optional<std::string> ours;
  std::string error;
  try {
    ours = plainproto::decode_raw(input);
  } catch (const plainproto::error& failure) {
    error = failure.what();
  }
  INFO("input: " << conformance::quoted(input, 300));
  INFO("protoc: " << (theirs ? "printed" : "failed") << "; plainproto: " << (ours ? "printed" : error));
  REQUIRE(ours.has_value() == theirs.has_value());
  if (theirs) REQUIRE_MESSAGE(*ours == *theirs, conformance::describe_text_difference(*theirs, *ours));
}

// Inputs about what decode_raw guesses: nested messages, strings that parse as messages or almost, the
// recursion budget of the guess, groups.
std::vector<std::string> decode_raw_inputs() {
  std::vector<std::string> inputs = {
      length_delimited(1, ""), length_delimited(1, "hello"), length_delimited(1, tag(2, 0) + varint(150)),
      length_delimited(1, "\x08"), length_delimited(1, raw({0x08, 0x96, 0x01, 0x00})),
      length_delimited(1, tag(2, 0) + raw({0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01})),
      length_delimited(1, raw({0x98, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00, 0x05})),
      length_delimited(1, tag(2, 2) + raw({0x83, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00}) + "abc"),
      length_delimited(1, tag(2, 2) + raw({0x80, 0x80, 0x80, 0x80, 0x08}) + "abc"),
      length_delimited(1, tag(2, 4)), length_delimited(1, group(2, "")), length_delimited(1, group(2, tag(3, 4))),
      length_delimited(1, tag(2, 3)), length_delimited(1, tag(0, 0) + varint(1)), length_delimited(1, tag(2, 6)),
      length_delimited(1, tag(2, 5) + fixed32(0xdeadbeef)), length_delimited(1, tag(2, 1) + std::string(8, '\xab')),
      length_delimited(1, tag(2, 1) + std::string(7, '\xab')), group(5, length_delimited(1, "x") + group(6, "")),
      tag(1, 5) + fixed32(1) + tag(2, 1) + std::string(8, '\0') + tag(3, 0) + varint(~std::uint64_t{0}),
      length_delimited(1, nested_groups(10)), length_delimited(1, nested_groups(11)),
      length_delimited(1, length_delimited(1, nested_groups(9))), length_delimited(1, length_delimited(1, nested_groups(10))),
      nested_groups(12, length_delimited(1, tag(1, 0) + varint(1))),
      length_delimited(7, "\"quoted\" and \\ and \n\t\r and \x7f\x80\xff and \xc3\xa9"),
  };
  // A message inside messages, past the budget of ten levels of guessing.
  std::string deep = tag(1, 0) + varint(1);
  for (int i = 0; i < 14; ++i) {
    deep = length_delimited(static_cast<std::uint64_t>(i + 2), deep);
    inputs.push_back(deep);
  }
  return inputs;
}

// --- corrupted inputs ------------------------------------------------------------------------------------------

// One random change to valid bytes: truncation, a flipped bit, a random byte, bytes inserted or removed, a
// length or tag byte rewritten.
std::string corrupt(std::string bytes, std::mt19937_64& rng) {
  const auto pick = [&](std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(rng() % n); };
  switch (rng() % 6) {
    case 0: bytes.resize(pick(bytes.size() + 1)); break;
    case 1:
      if (!bytes.empty()) bytes[pick(bytes.size())] ^= static_cast<char>(1u << (rng() % 8));
      break;
    case 2:
      if (!bytes.empty()) bytes[pick(bytes.size())] = static_cast<char>(rng());
      break;
    case 3: bytes.insert(pick(bytes.size() + 1), 1 + pick(3), static_cast<char>(rng())); break;
    case 4:
      if (!bytes.empty()) bytes.erase(pick(bytes.size()), 1 + pick(4));
      break;
    default: {
      // A wire type, or a continuation bit, where a tag or length byte is likely: early bytes.
      if (bytes.empty()) break;
      const std::size_t at = pick(std::min<std::size_t>(bytes.size(), 8));
      bytes[at] = static_cast<char>((static_cast<unsigned char>(bytes[at]) & 0xf8) | (rng() % 8));
    }
  }
  return bytes;
}

// A well-formed message body with its fields in another order, and so, recursively, the bodies of its
// sub-messages (groups keep theirs): what a writer that does not follow number order sends. A list's elements change
// order too, as libprotobuf reads them.
std::string shuffle_fields(const plainproto::message_descriptor& type, const std::string& body, std::mt19937_64& rng) {
  std::vector<std::string> fields;
  const auto read_varint = [&](std::size_t& at) {
    std::uint64_t value = 0;
    for (int shift = 0;; shift += 7) {
      const auto byte = static_cast<unsigned char>(body.at(at++));
      value |= std::uint64_t{byte & 0x7fu} << shift;
      if (byte < 0x80) return value;
    }
  };
  for (std::size_t at = 0; at < body.size();) {
    const std::size_t start = at;
    int depth = 0;  // inside groups
    std::string value;
    do {
      const std::uint64_t key = read_varint(at);
      switch (key & 7) {
        case 0: read_varint(at); break;
        case 1: at += 8; break;
        case 5: at += 4; break;
        case 3: ++depth; break;
        case 4: --depth; break;
        default: {
          const std::uint64_t size = read_varint(at);
          const plainproto::field_descriptor* field = type.find_field(static_cast<std::int32_t>(key >> 3));
          const std::string payload = body.substr(at, size);
          if (depth == 0 && field != nullptr && field->type == plainproto::field_type::message)
            value = body.substr(start, at - start) + shuffle_fields(*field->message_type(), payload, rng);
          at += size;
        }
      }
    } while (depth > 0);
    fields.push_back(value.empty() ? body.substr(start, at - start) : value);
  }
  std::shuffle(fields.begin(), fields.end(), rng);
  std::string shuffled;
  for (const std::string& field : fields) shuffled += field;
  return shuffled;
}

}  // namespace

TEST_CASE("fields in any order are read as libprotobuf reads them, into a new, a filled or a merged message") {
  const pb::LogSilencer quiet;
  for (const plainproto::message_descriptor* type : conformance::top_level_types()) {
    tally counts;
    std::mt19937_64 rng(11);
    for (std::uint64_t seed = 1; seed <= messages_per_type / 4; ++seed) {
      const conformance::dynamic_message message = conformance::random_message(*type, seed);
      const std::string input = shuffle_fields(*type, plainproto::serialize(*type, message.get()), rng);
      for (const mode m : {mode::parse, mode::merge, mode::parse_filled}) check_same_outcome(*type, input, m, counts);
    }
    CHECK(counts.accepted == 3 * (messages_per_type / 4));
  }
}

TEST_CASE("an enum value its enum does not declare, parsed into a message that holds the field, clears it") {
  using conformance::kitchen_sink::AllTypes;
  using conformance::kitchen_sink::Color;
  const pb::LogSilencer quiet;
  const std::string input = tag(16, 0) + varint(97) + tag(3, 0) + varint(5);  // f_enum: 97 (Color has no 97); f_int32
  AllTypes ours;
  ours.f_enum = Color::GREEN;
  ours.f_int32 = 7;
  const std::unique_ptr<pb::Message> theirs = conformance::to_protobuf(ours);
  REQUIRE(theirs->ParsePartialFromString(input));  // (AllTypes has required fields)
  theirs->DiscardUnknownFields();
  plainproto::binary_parse_options partial;
  partial.allow_partial = true;
  plainproto::parse_binary(input, ours, partial);
  CHECK_FALSE(ours.f_enum.has_value());
  CHECK(ours.f_enum == Color::RED);  // the default: the first value declared
  CHECK(plainproto::serialize(ours) == theirs->SerializePartialAsString());
}

TEST_CASE("random messages serialize byte-identical to libprotobuf, and each side parses the other's bytes") {
  check_random_messages<plainproto::protos::TrainConfig>();
  check_random_messages<plainproto::paddle::fleet::DistributedStrategy>();
  check_random_messages<plainproto::paddle::fleet::DistributedJobInfo>();
  check_random_messages<conformance::kitchen_sink::AllTypes>();
}

TEST_CASE("serialize_to writes a large message into the bytes its string holds, whatever their length") {
  using plainproto::paddle::fleet::DistributedJobInfo;
  plainproto::binary_parse_options partial;
  partial.allow_partial = true;
  DistributedJobInfo large;  // repeated fields appended by merging, past the 16 KB written on the stack
  for (std::uint64_t seed = 1; plainproto::serialize(large).size() < 200000; ++seed)
    plainproto::merge_binary(plainproto::serialize(conformance::random_message<DistributedJobInfo>(seed)), large,
                             partial);
  const std::string expected = conformance::to_protobuf(large)->SerializePartialAsString();
  const std::size_t size = expected.size();
  for (const std::size_t held : {std::size_t{0}, std::size_t{20000}, size - 1, size, size + 1, 2 * size}) {
    INFO("the string held " << held << " bytes of a " << size << "-byte message");
    std::string out(held, '\x55');
    plainproto::serialize_to(large, out);
    REQUIRE(out == expected);
  }
}

TEST_CASE("a run of singular numbers, given room once, written across the end of the buffer on the stack") {
  using plainproto::paddle::fleet::DistributedStrategy;
  DistributedStrategy strategy;
  // Fields 1 to 42, every one a singular number and set here, are written after one test for room per 16 of them.
  std::int64_t value = 300000;  // (three-byte varints)
  for (const plainproto::field_descriptor& field : plainproto::descriptor_of<DistributedStrategy>()) {
    if (field.number > 42) continue;
    REQUIRE(!field.is_repeated());
    void* storage = field.storage_in(&strategy);
    if (field.type == plainproto::field_type::bool_)
      field.ops->set(storage, plainproto::scalar::from_bool(true));
    else if (field.type == plainproto::field_type::float_)
      field.ops->set(storage, plainproto::scalar::from_double(2.5));
    else if (field.type == plainproto::field_type::int32)
      field.ops->set(storage, plainproto::scalar::from_int(value++));
  }
  strategy.mode = plainproto::paddle::fleet::Mode::PS;
  // Before them (field 102 is written first) nearly 16 KB of short strings, copied into the buffer; the length of
  // the last one moves the runs across the buffer's end, one byte at a time.
  auto& white_list = strategy.amp_configs.mutable_value().custom_white_list;
  for (int i = 0; i < 156; ++i) white_list.push_back(std::string(100, static_cast<char>('a' + i % 26)));
  white_list.emplace_back();
  for (std::size_t length = 0; length < 500; ++length) {
    INFO("the last string is " << length << " bytes long");
    white_list.back().assign(length, 'z');
    const std::string expected = conformance::to_protobuf(strategy)->SerializePartialAsString();
    REQUIRE(plainproto::serialize(strategy) == expected);
    std::string reused(expected.size(), 'x');
    plainproto::serialize_to(strategy, reused);
    REQUIRE(reused == expected);
  }
}

TEST_CASE("strings of every length to 300 bytes, each byte placed, are written and read back byte for byte") {
  using plainproto::paddle::fleet::DistributedStrategy;
  // Short strings are copied in blocks that overlap (small_copy.hpp): bytes that differ from their neighbours show
  // one copied to the wrong place. Read back into a new message, into one holding strings of the same lengths
  // (copied over them) and into one holding the last lengths' (filled anew).
  const auto strategy_with = [](std::size_t length, std::size_t shift) {
    std::string text(length, ' ');
    for (std::size_t i = 0; i < length; ++i) text[i] = static_cast<char>('!' + (i * 7 + shift) % 90);
    DistributedStrategy strategy;
    strategy.sharding_configs.mutable_value().sharding_segment_strategy = text;
    strategy.amp_configs.mutable_value().custom_white_list = {text, text.substr(length / 3)};
    return strategy;
  };
  DistributedStrategy previous;
  for (std::size_t length = 0; length <= 300; ++length) {
    INFO("strings of " << length << " bytes");
    const DistributedStrategy strategy = strategy_with(length, length);
    const std::string expected = conformance::to_protobuf(strategy)->SerializePartialAsString();
    REQUIRE(plainproto::serialize(strategy) == expected);
    CHECK(plainproto::parse_binary<DistributedStrategy>(expected) == strategy);
    DistributedStrategy same_lengths = strategy_with(length, length + 1);
    plainproto::parse_binary(expected, same_lengths);
    CHECK(same_lengths == strategy);
    plainproto::parse_binary(expected, previous);
    CHECK(previous == strategy);
  }
}

TEST_CASE("a message written across heap chunks: strings longer than a chunk, lengths measured across chunks") {
  using plainproto::paddle::fleet::DistributedJobInfo;
  DistributedJobInfo job = conformance::random_message<DistributedJobInfo>(3);
  // Strings of every size around the chunk sizes (16 KB on the stack, then 64 KB doubling), so that some field
  // ends exactly where a chunk does and others do not fit in the chunk after.
  for (const std::size_t length : {16384u, 16383u, 65536u, 65537u, 131072u, 10u, 300000u, 1u})
    job.worker_ips.push_back(std::string(length, static_cast<char>('a' + length % 26)));
  job.origin_main = std::string(1 << 20, 'm');  // field 6, written before worker_ips (3): the front of the message
  job.strategy.mutable_value().sharding_configs.mutable_value().sharding_segment_strategy = std::string(70000, 's');
  const std::string expected = conformance::to_protobuf(job)->SerializePartialAsString();
  REQUIRE(plainproto::serialize(job) == expected);
  std::string reused(expected.size() / 2, 'x');
  plainproto::serialize_to(job, reused);
  REQUIRE(reused == expected);
  plainproto::binary_parse_options partial;
  partial.allow_partial = true;
  CHECK(plainproto::parse_binary<DistributedJobInfo>(expected, partial) == job);
}

TEST_CASE("serializing into a string that holds a long message writes in it, whatever the two lengths") {
  using plainproto::paddle::fleet::DistributedJobInfo;
  const auto job_with = [](std::size_t ips, std::size_t long_ip) {
    DistributedJobInfo job;
    job.worker_num = 7;
    for (std::size_t i = 0; i < ips; ++i) job.worker_ips.push_back("10.12." + std::to_string(i) + ".20:6170");
    if (long_ip != 0) job.worker_ips.push_back(std::string(long_ip, 'L'));  // copied, not taken by view
    job.origin_main = "main.py";
    return job;
  };
  const auto expected_bytes = [](const DistributedJobInfo& job) {
    return conformance::to_protobuf(job)->SerializePartialAsString();
  };
  // One string through messages as long as, longer and shorter than the one it holds.
  std::string out;
  for (const auto& [ips, long_ip] : std::vector<std::pair<std::size_t, std::size_t>>{
           {1000, 0}, {1000, 0}, {3000, 0}, {1001, 0}, {999, 5000}, {999, 5000}, {4000, 70000}, {1200, 0}, {10, 0}}) {
    const DistributedJobInfo job = job_with(ips, long_ip);
    const std::string expected = expected_bytes(job);
    plainproto::serialize_to(job, out);
    REQUIRE(out == expected);
    // Strings holding exactly as many bytes (the first fields go on into a chunk), one more and one less.
    for (const std::ptrdiff_t difference : {0, 1, -1}) {
      std::string held(static_cast<std::size_t>(static_cast<std::ptrdiff_t>(expected.size()) + difference), 'x');
      plainproto::serialize_to(job, held);
      REQUIRE(held == expected);
    }
  }
  // A value that fits in the string held but not with the room kept for its tag: written in a chunk, then moved.
  DistributedJobInfo single;
  single.origin_main = std::string(30000, 'o');
  std::string held(30010, 'x');
  plainproto::serialize_to(single, held);
  CHECK(held == expected_bytes(single));
  // A value longer than the first chunk, so the chunk is made its size, and a field more, which goes on into a
  // next chunk: none of the bytes were written in the string held.
  single.origin_main = std::string(70000, 'o');
  single.worker_num = 5;
  held.assign(70010, 'x');
  plainproto::serialize_to(single, held);
  CHECK(held == expected_bytes(single));
}

TEST_CASE("long kept unknown fields and long strings of a sub-message are written back byte for byte") {
  // kitchen_sink.Sparse keeps fields it does not declare: its own and its sub-message's, each 5,000 bytes and
  // more, around a declared string of 70,000 bytes.
  const auto varint = [](std::size_t value) {
    std::string bytes;
    for (; value >= 0x80; value >>= 7) bytes += static_cast<char>(0x80 | (value & 0x7f));
    return bytes + static_cast<char>(value);
  };
  const auto length_delimited = [&](std::size_t number, const std::string& value) {
    return varint(number << 3 | 2) + varint(value.size()) + value;
  };
  const std::string nested = "\x08\x07" + length_delimited(9, std::string(5000, 'n'));
  const std::string bytes = length_delimited(14, std::string(70000, 's')) + length_delimited(17, nested) +
                            length_delimited(12, std::string(9000, 'u')) + length_delimited(13, std::string(4096, 'v'));
  const auto sparse = plainproto::parse_binary<conformance::kitchen_sink::Sparse>(bytes);
  REQUIRE(sparse.unknown.bytes().size() == 2 * 3 + 9000 + 4096);
  CHECK(plainproto::serialize(sparse) == bytes);
}

TEST_CASE("hand-written inputs are accepted or rejected alike, and re-serialize alike") {
  const pb::LogSilencer quiet;  // libprotobuf logs each message it rejects for missing required fields
  const plainproto::message_descriptor& type = plainproto::descriptor_of<conformance::kitchen_sink::AllTypes>();
  tally counts;
  for (const std::string& input : hand_written_inputs())
    for (const mode m : {mode::parse, mode::parse_partial, mode::merge, mode::parse_filled})
      check_same_outcome(type, input, m, counts);
  MESSAGE("libprotobuf accepted " << counts.accepted << ", rejected " << counts.rejected);
}

TEST_CASE("corrupted bytes are accepted or rejected alike, and re-serialize alike") {
  const pb::LogSilencer quiet;
  for (const plainproto::message_descriptor* type : conformance::top_level_types()) {
    tally counts;
    std::mt19937_64 rng(7);
    conformance::random_options options;
    options.missing_required = 0.05;
    for (std::uint64_t seed = 1; seed <= messages_per_type; ++seed) {
      const conformance::dynamic_message message = conformance::random_message(*type, seed, options);
      const std::string bytes = plainproto::serialize(*type, message.get());
      std::string input = corrupt(bytes, rng);
      if (seed % 4 == 0) input = corrupt(input, rng);
      const mode m = static_cast<mode>(seed % 4);
      check_same_outcome(*type, input, m, counts);
    }
    MESSAGE(type->full_name << ": libprotobuf accepted " << counts.accepted << ", rejected " << counts.rejected);
    // Each outcome in at least one case in twenty.
    CHECK(counts.accepted > messages_per_type / 20);
    CHECK(counts.rejected > messages_per_type / 20);
  }
}

TEST_CASE("decode_raw prints what protoc --decode_raw prints, and fails where it fails") {
  protoc_decode_raw protoc;
  tally counts;
  for (const std::string& input : decode_raw_inputs()) check_decode_raw(protoc, input, counts);
  for (const std::string& input : hand_written_inputs()) check_decode_raw(protoc, input, counts);
  std::mt19937_64 rng(11);
  for (const plainproto::message_descriptor* type : conformance::top_level_types()) {
    for (std::uint64_t seed = 1; seed <= messages_per_type / 4; ++seed) {
      const conformance::dynamic_message message = conformance::random_message(*type, seed);
      const std::string bytes = plainproto::serialize(*type, message.get());
      check_decode_raw(protoc, bytes, counts);
      check_decode_raw(protoc, corrupt(bytes, rng), counts);
    }
  }
  MESSAGE("protoc printed " << counts.accepted << ", failed " << counts.rejected);
}
