// libFuzzer target: the text-format parser against libprotobuf's TextFormat::Parser (recursion limit 100,
// the same options). Input: one selector byte (type, parse or merge, options), then the text.
// Fails on any disagreement: accept or reject; for a rejection the first error's line, column and words;
// for an acceptance the printed message.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/message.h>
#include <google/protobuf/text_format.h>

#include "common.hpp"
#include "paddle.fleet.pb.h"
#include "protos.pb.h"

namespace {

class first_error : public google::protobuf::io::ErrorCollector {
 public:
  void AddError(int line, google::protobuf::io::ColumnNumber column, const std::string& message) override {
    if (seen) return;
    seen = true;
    this->line = line;
    this->column = column;
    this->message = message;
  }
  bool seen = false;
  int line = 0;
  int column = 0;
  std::string message;
};

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

[[noreturn]] void disagree(const char* what, const std::string& ours, const std::string& theirs) {
  std::fprintf(stderr, "fuzz_differential: %s\n  plainproto:  %s\n  libprotobuf: %s\n", what, ours.c_str(),
               theirs.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::fuzz_input input = fuzz::split_input(data, size);
  const plainproto::message_descriptor& type = fuzz::top_level_type(input.selector);
  const bool merge = (input.selector / 3) % 2 == 1;
  plainproto::text_parse_options options;
  options.allow_unknown_fields = (input.selector & 0x40) != 0;
  options.allow_partial = (input.selector & 0x80) != 0;
  options.recursion_limit = 100;

  const fuzz::owned_message ours(type);
  std::string our_error;
  std::size_t our_line = 0, our_column = 0;
  bool our_ok = true;
  try {
    plainproto::read_text(type, ours.get(), input.text, options, merge);
  } catch (const plainproto::error& failure) {
    our_ok = false;
    our_error = failure.message();
    // plainproto's own addition to libprotobuf's unknown-field message.
    const std::size_t suggestion = our_error.find(" Did you mean \"");
    if (suggestion != std::string::npos && our_error.back() == '?') our_error.erase(suggestion);
    our_line = failure.line();
    our_column = failure.column();
  }

  std::unique_ptr<google::protobuf::Message> theirs = new_protobuf_message(std::string(type.full_name));
  google::protobuf::TextFormat::Parser parser;
  first_error collector;
  parser.RecordErrorsTo(&collector);
  parser.SetRecursionLimit(100);
  parser.AllowUnknownField(options.allow_unknown_fields);
  parser.AllowPartialMessage(options.allow_partial);
  const std::string text(input.text);
  const bool their_ok = merge ? parser.MergeFromString(text, theirs.get()) : parser.ParseFromString(text, theirs.get());

  if (our_ok != their_ok)
    disagree("accept/reject", our_ok ? "accepted" : our_error,
             their_ok ? "accepted" : std::to_string(collector.line + 1) + ":" + std::to_string(collector.column + 1) +
                                         ": " + collector.message);
  if (!our_ok) {
    // libprotobuf reports an error about the whole message (missing required fields) on line -1.
    const std::size_t their_line = collector.line < 0 ? 0 : static_cast<std::size_t>(collector.line) + 1;
    const std::size_t their_column = collector.line < 0 ? 0 : static_cast<std::size_t>(collector.column) + 1;
    const std::string ours_text = std::to_string(our_line) + ":" + std::to_string(our_column) + ": " + our_error;
    const std::string theirs_text =
        std::to_string(their_line) + ":" + std::to_string(their_column) + ": " + collector.message;
    if (ours_text != theirs_text) disagree("first error", ours_text, theirs_text);
    return 0;
  }
  const std::string our_print = plainproto::print_text(type, ours.get());
  std::string their_print;
  google::protobuf::TextFormat::PrintToString(*theirs, &their_print);
  if (our_print != their_print) disagree("printed message", our_print, their_print);
  return 0;
}
