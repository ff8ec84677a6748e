// libFuzzer target: the text-format parser against libprotobuf's TextFormat::Parser (recursion limit 100,
// the same options). Input: one selector byte (type, parse or merge, options), then the text.
// Fails on any disagreement: accept or reject; for a rejection the first error's line, column and words;
// for an acceptance the printed message.
#include <string>

#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/message.h>
#include <google/protobuf/text_format.h>

#include "common.hpp"
#include "libprotobuf.hpp"

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

[[noreturn]] void disagree(const char* what, const std::string& ours, const std::string& theirs) {
  fuzz::disagree("fuzz_differential", what, ours, theirs);
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

  std::unique_ptr<google::protobuf::Message> theirs = fuzz::new_protobuf_message(std::string(type.full_name));
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
