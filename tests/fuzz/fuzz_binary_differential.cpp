// libFuzzer target: the binary wire-format reader and writer against libprotobuf's generated code. Input: one
// selector byte (type, parse or merge into a message that already holds a value, partial or not), then the bytes.
// Fails on any disagreement: accept or reject; for an acceptance the re-serialized bytes (libprotobuf's with its
// unknown fields discarded, since a plainproto struct has no place for them) and the printed message.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/message.h>
#include <google/protobuf/text_format.h>

#include "common.hpp"
#include "paddle.fleet.pb.h"
#include "protos.pb.h"

namespace {

std::unique_ptr<google::protobuf::Message> new_protobuf_message(const std::string& full_name) {
  // Referencing the generated types keeps their registration in the link.
  static const bool linked = protos::TrainConfig::descriptor() != nullptr &&
                             paddle::fleet::DistributedStrategy::descriptor() != nullptr;
  (void)linked;
  const google::protobuf::Descriptor* descriptor =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(full_name);
  if (descriptor == nullptr) std::abort();
  return std::unique_ptr<google::protobuf::Message>(
      google::protobuf::MessageFactory::generated_factory()->GetPrototype(descriptor)->New());
}

// MergeFromString without its required-field check (MessageLite has no MergePartialFromString in 3.21).
bool merge_partial(google::protobuf::Message& message, std::string_view bytes) {
  google::protobuf::io::CodedInputStream input(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                               static_cast<int>(bytes.size()));
  return message.MergePartialFromCodedStream(&input) && input.ConsumedEntireMessage();
}

[[noreturn]] void disagree(const char* what, const std::string& ours, const std::string& theirs) {
  std::fprintf(stderr, "fuzz_binary_differential: %s\n  plainproto:  %s\n  libprotobuf: %s\n", what, ours.c_str(),
               theirs.c_str());
  std::abort();
}

std::string hex(const std::string& bytes) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (const char c : bytes) {
    out += digits[static_cast<unsigned char>(c) >> 4];
    out += digits[static_cast<unsigned char>(c) & 15];
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  const plainproto::message_descriptor& type = fuzz::top_level_type(input.selector);
  const bool merge = (input.selector & 0x40) != 0;
  plainproto::binary_parse_options options;
  options.allow_partial = (input.selector & 0x80) != 0;

  // A merge goes into a message that already holds the same bytes: repeated fields append, messages merge.
  const fuzz::owned_message ours(type);
  std::unique_ptr<google::protobuf::Message> theirs = new_protobuf_message(std::string(type.full_name));
  if (merge) {
    plainproto::binary_parse_options partial = options;
    partial.allow_partial = true;
    bool our_first_ok = true;
    try {
      plainproto::merge_binary(input.text, type, ours.get(), partial);
    } catch (const plainproto::error&) {
      our_first_ok = false;
    }
    const bool their_first_ok = merge_partial(*theirs, input.text);
    if (our_first_ok != their_first_ok)
      disagree("accept/reject (partial merge)", our_first_ok ? "accepted" : "rejected",
               their_first_ok ? "accepted" : "rejected");
    if (!our_first_ok) return 0;
  }

  std::string our_error;
  bool our_ok = true;
  try {
    if (merge)
      plainproto::merge_binary(input.text, type, ours.get(), options);
    else
      plainproto::parse_binary(input.text, type, ours.get(), options);
  } catch (const plainproto::error& failure) {
    our_ok = false;
    our_error = failure.what();
  }

  const std::string bytes(input.text);
  bool their_ok;
  if (merge)
    their_ok = options.allow_partial ? merge_partial(*theirs, bytes) : theirs->MergeFromString(bytes);
  else
    their_ok = options.allow_partial ? theirs->ParsePartialFromString(bytes) : theirs->ParseFromString(bytes);

  if (our_ok != their_ok) disagree("accept/reject", our_ok ? "accepted" : our_error, their_ok ? "accepted" : "rejected");
  if (!our_ok) return 0;

  theirs->DiscardUnknownFields();
  std::string their_bytes;
  theirs->SerializePartialToString(&their_bytes);
  const std::string our_bytes = plainproto::serialize(type, ours.get());
  if (our_bytes != their_bytes) disagree("serialized bytes", hex(our_bytes), hex(their_bytes));

  const std::string our_print = plainproto::print_text(type, ours.get());
  std::string their_print;
  google::protobuf::TextFormat::PrintToString(*theirs, &their_print);
  if (our_print != their_print) disagree("printed message", our_print, their_print);
  return 0;
}
