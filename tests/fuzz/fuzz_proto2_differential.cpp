// libFuzzer target: maps, groups, extensions and kept unknown fields in the binary format, against libprotobuf's
// generated code for the kitchen sink (tests/conformance/kitchen_sink.proto). Input: one selector byte (type: AllTypes
// with its groups, Maps, Extendable, Sparse that keeps unknown fields, or with 0x40 the MessageSet Set; partial or
// not), then the bytes. Fails on any
// disagreement: accept or reject; for an acceptance the re-serialized bytes (libprotobuf's deterministic ones, which
// order map entries by key as plainproto does; its unknown fields discarded but for Sparse, which keeps them too) and
// the printed message.
#include <memory>
#include <string>

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <google/protobuf/message.h>
#include <google/protobuf/text_format.h>
#include <google/protobuf/unknown_field_set.h>

#include "common.hpp"
#include "kitchen_sink.hpp"
#include "kitchen_sink.pb.h"
#include "libprotobuf.hpp"

namespace {

namespace ks = conformance::kitchen_sink;

const plainproto::message_descriptor& kitchen_sink_type(std::uint8_t selector) {
  if ((selector & 0x40) != 0) return plainproto::descriptor_of<ks::Set>();
  switch (selector % 4) {
    case 0: return plainproto::descriptor_of<ks::AllTypes>();
    case 1: return plainproto::descriptor_of<ks::Maps>();
    case 2: return plainproto::descriptor_of<ks::Extendable>();
    default: return plainproto::descriptor_of<ks::Sparse>();
  }
}

std::string deterministic_bytes(const google::protobuf::Message& message) {
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    message.SerializePartialToCodedStream(&coded);
  }
  return bytes;
}

// A MessageSet item whose type_id cannot be a field number (0, or past 2^29 - 1) is accepted by both, and kept by
// libprotobuf only, as an unknown field of that number; plainproto drops it (docs/schemas.md says so).
void drop_unnumbered_items(google::protobuf::Message& message) {
  google::protobuf::UnknownFieldSet* unknown = message.GetReflection()->MutableUnknownFields(&message);
  for (int i = unknown->field_count(); i-- > 0;) {
    const int number = unknown->field(i).number();
    if (number <= 0 || number > plainproto::max_field_number) unknown->DeleteSubrange(i, 1);
  }
}

[[noreturn]] void disagree(const char* what, const std::string& ours, const std::string& theirs) {
  fuzz::disagree("fuzz_proto2_differential", what, ours, theirs);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool linked = kitchen_sink::AllTypes::descriptor() != nullptr;  // keeps the generated types linked
  (void)linked;
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  const plainproto::message_descriptor& type = kitchen_sink_type(input.selector);
  plainproto::binary_parse_options options;
  options.allow_partial = (input.selector & 0x80) != 0;

  const fuzz::owned_message ours(type);
  std::string our_error;
  bool our_ok = true;
  try {
    plainproto::parse_binary(input.text, type, ours.get(), options);
  } catch (const plainproto::error& failure) {
    our_ok = false;
    our_error = failure.what();
  }
  std::unique_ptr<google::protobuf::Message> theirs = fuzz::new_protobuf_message(std::string(type.full_name));
  const std::string bytes(input.text);
  const bool their_ok = options.allow_partial ? theirs->ParsePartialFromString(bytes) : theirs->ParseFromString(bytes);
  if (our_ok != their_ok) disagree("accept/reject", our_ok ? "accepted" : our_error, their_ok ? "accepted" : "rejected");
  if (!our_ok) return 0;

  if (type.unknown_fields == nullptr) theirs->DiscardUnknownFields();
  if (type.message_set_wire_format) drop_unnumbered_items(*theirs);
  const std::string our_bytes = plainproto::serialize(type, ours.get());
  const std::string their_bytes = deterministic_bytes(*theirs);
  if (our_bytes != their_bytes) disagree("serialized bytes", fuzz::hex(our_bytes), fuzz::hex(their_bytes));

  const std::string our_print = plainproto::print_text(type, ours.get());
  std::string their_print;
  google::protobuf::TextFormat::PrintToString(*theirs, &their_print);
  if (our_print != their_print) disagree("printed message", our_print, their_print);
  return 0;
}
