// The conformance machinery: libprotobuf (the oracle) next to plainproto.
//
// - new_protobuf_message / to_protobuf / from_protobuf: move a message between plainproto's reflection
//   and libprotobuf's, field by field number, keeping presence exactly (a field set to its default stays set).
// - fill_random / random_message: seeded, deterministic random messages full of edge values.
// - describe_difference / describe_text_difference: the first difference, readable, for doctest messages.
// - coverage: what a set of generated messages exercised, and the gaps.
// - top_level_types: the message types conformance tests iterate over.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <google/protobuf/message.h>

#include "plainproto/core.hpp"

namespace conformance {

// ---------------------------------------------------------------------------------------------------
// libprotobuf messages

// An empty message of the protoc-generated type with this full name ("protos.TrainConfig");
// throws std::invalid_argument for a name the generated pool does not have.
std::unique_ptr<google::protobuf::Message> new_protobuf_message(std::string_view full_name);

// Replaces the content of `theirs` with `ours`. The two types must have the same full name and the same
// fields (number, name, type, label, oneof); a mismatch throws std::logic_error naming the field.
void to_protobuf(const plainproto::message_descriptor& descriptor, const void* ours,
                 google::protobuf::Message& theirs);
// Replaces the content of `ours` with `theirs`. Unknown fields in `theirs` throw std::invalid_argument
// (plainproto has nowhere to keep them).
void from_protobuf(const google::protobuf::Message& theirs, const plainproto::message_descriptor& descriptor,
                   void* ours);

template <class T>
std::unique_ptr<google::protobuf::Message> to_protobuf(const T& ours) {
  const plainproto::message_descriptor& descriptor = plainproto::descriptor_of<T>();
  std::unique_ptr<google::protobuf::Message> theirs = new_protobuf_message(descriptor.full_name);
  to_protobuf(descriptor, &ours, *theirs);
  return theirs;
}

template <class T>
T from_protobuf(const google::protobuf::Message& theirs) {
  T ours;
  from_protobuf(theirs, plainproto::descriptor_of<T>(), &ours);
  return ours;
}

// Every difference between our description of `descriptor` (and the types reachable from it) and the
// generated one: fields, names, types, labels, oneofs, explicit defaults and their values, enum values.
// One line each; empty when they agree.
std::vector<std::string> schema_differences(const plainproto::message_descriptor& descriptor);

// ---------------------------------------------------------------------------------------------------
// A message of a type known only by its descriptor (for tests that iterate over top_level_types()).

class dynamic_message {
 public:
  explicit dynamic_message(const plainproto::message_descriptor& descriptor);
  dynamic_message(const dynamic_message& other);
  dynamic_message(dynamic_message&& other) noexcept;
  dynamic_message& operator=(dynamic_message other) noexcept;
  ~dynamic_message();

  const plainproto::message_descriptor& descriptor() const noexcept { return *descriptor_; }
  void* get() noexcept { return message_; }
  const void* get() const noexcept { return message_; }

  // Field by field, NaN equal to NaN: what the typed operator== does.
  friend bool operator==(const dynamic_message& a, const dynamic_message& b);
  friend bool operator!=(const dynamic_message& a, const dynamic_message& b) { return !(a == b); }

 private:
  const plainproto::message_descriptor* descriptor_;
  void* message_;
};

// ---------------------------------------------------------------------------------------------------
// Random messages

struct random_options {
  // Chance that an optional field is set, a repeated field is non-empty, a oneof has a member.
  double presence = 0.5;
  // Chance that a set field holds its default value (explicit presence of a default must survive).
  double default_value = 0.1;
  // Chance that a required field is left unset (0: every generated message is initialized).
  double missing_required = 0.0;
  // Only valid UTF-8 in `string` fields (bytes fields stay arbitrary): libprotobuf's JSON needs it.
  bool valid_utf8 = false;
};

// How many random messages of each type the conformance tests check (the build sets fewer under sanitizers).
#ifndef PLAINPROTO_CONFORMANCE_SEEDS
#define PLAINPROTO_CONFORMANCE_SEEDS 1000
#endif
inline constexpr std::uint64_t seeds_per_type = PLAINPROTO_CONFORMANCE_SEEDS;

// Deep enough for every schema here (none is recursive).
inline constexpr int default_depth = 16;

// Clears `message`, then sets each field with some probability to a random value, edge values
// favoured; sub-messages are filled while `depth` > 0 (below that only required ones, minimally).
// The same descriptor, rng state and options give the same message.
void fill_random(const plainproto::message_descriptor& descriptor, void* message, std::mt19937_64& rng,
                 int depth, const random_options& options = {});

template <class T>
T random_message(std::uint64_t seed, const random_options& options = {}) {
  T message;
  std::mt19937_64 rng(seed);
  fill_random(plainproto::descriptor_of<T>(), &message, rng, default_depth, options);
  return message;
}

dynamic_message random_message(const plainproto::message_descriptor& descriptor, std::uint64_t seed,
                               const random_options& options = {});

// The edge values the generator favours (each also appears in generated messages; see coverage).
const std::vector<std::int32_t>& edge_int32s();
const std::vector<std::int64_t>& edge_int64s();
const std::vector<std::uint32_t>& edge_uint32s();
const std::vector<std::uint64_t>& edge_uint64s();
const std::vector<float>& edge_floats();
const std::vector<double>& edge_doubles();
const std::vector<std::string>& edge_strings();
// Generated strings at least this long count as "long".
inline constexpr std::size_t long_string_size = 1000;
// Generated repeated fields at least this long count as "long".
inline constexpr std::size_t long_repeated_size = 50;

bool is_valid_utf8(std::string_view text);

// ---------------------------------------------------------------------------------------------------
// Coverage: what messages exercised, to prove the generator reaches every corner of the schemas.

class coverage {
 public:
  // Records every set field (recursively), enum value, oneof state, repeated size class and edge value.
  void record(const plainproto::message_descriptor& descriptor, const void* message);

  // What was never seen among the types reachable from `root`, one readable line each:
  //   field never set, oneof never left unset, enum value never used, repeated field never
  //   empty / with one element / long, edge value never generated, no long string.
  std::vector<std::string> gaps(const plainproto::message_descriptor& root) const;

 private:
  using field_key = std::pair<std::string_view, std::int32_t>;  // message full name, field number
  std::set<field_key> set_fields_;
  std::set<field_key> empty_repeated_, single_repeated_, long_repeated_;
  std::set<std::pair<std::string_view, std::string_view>> unset_oneofs_;  // message, oneof
  std::set<std::pair<std::string_view, std::int32_t>> enum_values_;     // enum full name, number
  std::set<std::pair<int, std::size_t>> edge_values_;                   // cpp_kind, index in the edge table
  bool long_string_ = false;

  void record_value(const plainproto::field_descriptor& field, const void* storage, std::size_t index);
};

// Every message type reachable from `root` through message fields, `root` first, each once.
std::vector<const plainproto::message_descriptor*> reachable_types(const plainproto::message_descriptor& root);

// ---------------------------------------------------------------------------------------------------
// Differences, readable

// The first difference between two messages of one type, as "path.to[3].field: <a> vs <b>"; empty when
// they are the same. Stricter than operator==, which it otherwise agrees with: -0.0 and 0.0 differ
// (printers tell them apart); NaN is the same as NaN, whatever its sign or payload.
std::string describe_difference(const plainproto::message_descriptor& descriptor, const void* a, const void* b);
template <class T>
std::string describe_difference(const T& a, const T& b) {
  return describe_difference(plainproto::descriptor_of<T>(), &a, &b);
}
inline std::string describe_difference(const dynamic_message& a, const dynamic_message& b) {
  return describe_difference(a.descriptor(), a.get(), b.get());
}

// libprotobuf's MessageDifferencer report (NaN equal to NaN); empty when the messages are equal.
std::string describe_difference(const google::protobuf::Message& expected, const google::protobuf::Message& actual);

// Where two texts first differ: line and column, both lines escaped, a caret under the column; empty when equal.
std::string describe_text_difference(std::string_view expected, std::string_view actual);

// C-style escaped, quoted, cut to `limit` bytes with the full size noted: for messages.
std::string quoted(std::string_view bytes, std::size_t limit = 120);

// ---------------------------------------------------------------------------------------------------

// protos.TrainConfig, paddle.fleet.DistributedStrategy, paddle.fleet.DistributedJobInfo, then the test-only
// kitchen_sink.AllTypes (every field type, label, default and oneof shape; see kitchen_sink.proto).
std::vector<const plainproto::message_descriptor*> top_level_types();

}  // namespace conformance
