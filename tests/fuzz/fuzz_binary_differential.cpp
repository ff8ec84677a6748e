// libFuzzer target: the binary wire-format reader and writer against libprotobuf's generated code. Input: one
// selector byte (type, parse or merge into a message that already holds a value, partial or not), then the bytes.
// Fails on any disagreement: accept or reject; for an acceptance the re-serialized bytes (libprotobuf's with its
// unknown fields discarded, since a plainproto struct has no place for them) and the printed message. Both of
// plainproto's paths are run: the descriptor's and the typed one (the struct's own, which reads fields in number
// order and reuses what the message held).
#include <optional>
#include <string>
#include <string_view>

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/message.h>
#include <google/protobuf/text_format.h>

#include "common.hpp"
#include "libprotobuf.hpp"

namespace {

// MergeFromString without its required-field check (MessageLite has no MergePartialFromString in 3.21).
bool merge_partial(google::protobuf::Message& message, std::string_view bytes) {
  google::protobuf::io::CodedInputStream input(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                               static_cast<int>(bytes.size()));
  return message.MergePartialFromCodedStream(&input) && input.ConsumedEntireMessage();
}

[[noreturn]] void disagree(const char* what, const std::string& ours, const std::string& theirs) {
  fuzz::disagree("fuzz_binary_differential", what, ours, theirs);
}

// The typed path on the same bytes, re-serialized; nullopt when it rejects them. A parse goes into a message that
// already holds what the second half of the bytes merged into it, which parsing must replace; a merge, as the
// descriptor's path does, into one that holds the bytes.
template <class T>
std::optional<std::string> typed_outcome(std::string_view bytes, bool merge, const plainproto::binary_parse_options& options) {
  T message;
  plainproto::binary_parse_options partial = options;
  partial.allow_partial = true;
  try {
    plainproto::merge_binary(merge ? bytes : bytes.substr(bytes.size() / 2), message, partial);
  } catch (const plainproto::error&) {
    if (merge) return std::nullopt;
  }
  try {
    if (merge)
      plainproto::merge_binary(bytes, message, options);
    else
      plainproto::parse_binary(bytes, message, options);
  } catch (const plainproto::error&) {
    return std::nullopt;
  }
  return plainproto::serialize(message);
}

std::optional<std::string> typed_outcome(const plainproto::message_descriptor& type, std::string_view bytes, bool merge,
                                         const plainproto::binary_parse_options& options) {
  namespace fleet = plainproto::paddle::fleet;
  if (&type == &plainproto::descriptor_of<plainproto::protos::TrainConfig>())
    return typed_outcome<plainproto::protos::TrainConfig>(bytes, merge, options);
  if (&type == &plainproto::descriptor_of<fleet::DistributedStrategy>())
    return typed_outcome<fleet::DistributedStrategy>(bytes, merge, options);
  return typed_outcome<fleet::DistributedJobInfo>(bytes, merge, options);
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
  std::unique_ptr<google::protobuf::Message> theirs = fuzz::new_protobuf_message(std::string(type.full_name));
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
  const std::optional<std::string> typed = typed_outcome(type, input.text, merge, options);
  if (typed.has_value() != their_ok)
    disagree("accept/reject (typed)", typed ? "accepted" : "rejected", their_ok ? "accepted" : "rejected");
  if (!our_ok) return 0;

  theirs->DiscardUnknownFields();
  std::string their_bytes;
  theirs->SerializePartialToString(&their_bytes);
  const std::string our_bytes = plainproto::serialize(type, ours.get());
  if (our_bytes != their_bytes) disagree("serialized bytes", fuzz::hex(our_bytes), fuzz::hex(their_bytes));
  if (*typed != their_bytes) disagree("serialized bytes (typed)", fuzz::hex(*typed), fuzz::hex(their_bytes));

  const std::string our_print = plainproto::print_text(type, ours.get());
  std::string their_print;
  google::protobuf::TextFormat::PrintToString(*theirs, &their_print);
  if (our_print != their_print) disagree("printed message", our_print, their_print);
  return 0;
}
