// ref_convert: the libprotobuf side of bench/process_bench.sh. Does the job of
//   plainproto convert -t TYPE --from X --to Y [--at FIELD] -o OUT IN
// with protoc's generated code and libprotobuf's own parsers and printers, the way a small tool built on
// libprotobuf would: read the file, TextFormat::Parser, util::JsonStringToMessage or ParseFromString,
// TextFormat::PrintToString, util::MessageToJsonString or SerializeToString (default options on both sides),
// write the file.
//
//   ref_convert --type FULL_NAME --from text|json|binary --to text|json|binary [--at FIELD] IN OUT
//
// --at FIELD reads only the top-level FIELD of a larger document whose other fields the schema does not have
// (an EasyRec pipeline.config and its train_config): the input is parsed as a message with one field, FIELD of
// TYPE, and every other field is skipped, as libprotobuf skips unknown fields when asked to.
// Like `plainproto convert`, JSON output ends with a newline.
#include <google/protobuf/descriptor.h>
#include <google/protobuf/descriptor.pb.h>
#include <google/protobuf/dynamic_message.h>
#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/message.h>
#include <google/protobuf/text_format.h>
#include <google/protobuf/util/json_util.h>

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "paddle.fleet.pb.h"
#include "protos.pb.h"

namespace {

namespace protobuf = google::protobuf;

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "ref_convert: %s\n", message.c_str());
  std::exit(1);
}

std::string read_file(const char* path) {
  std::FILE* file = std::fopen(path, "rb");
  if (file == nullptr) fail(std::string("cannot open ") + path + ": " + std::strerror(errno));
  struct stat status {};
  std::string content;
  if (::fstat(::fileno(file), &status) == 0 && status.st_size > 0) content.resize(static_cast<std::size_t>(status.st_size));
  const std::size_t got = std::fread(content.data(), 1, content.size(), file);
  if (std::ferror(file) != 0 || got != content.size()) fail(std::string("cannot read ") + path);
  std::fclose(file);
  return content;
}

void write_file(const char* path, const std::string& content) {
  std::FILE* file = std::fopen(path, "wb");
  if (file == nullptr) fail(std::string("cannot create ") + path + ": " + std::strerror(errno));
  if (std::fwrite(content.data(), 1, content.size(), file) != content.size() || std::fclose(file) != 0)
    fail(std::string("cannot write ") + path);
}

// Shows the parser's errors as FILE:LINE:COLUMN; drops the warnings about skipped unknown fields (--at).
class error_printer : public protobuf::io::ErrorCollector {
 public:
  explicit error_printer(const char* path) : path_(path) {}
  void AddError(int line, protobuf::io::ColumnNumber column, const std::string& message) override {
    std::fprintf(stderr, "%s:%d:%d: error: %s\n", path_, line + 1, column + 1, message.c_str());
  }
  void AddWarning(int, protobuf::io::ColumnNumber, const std::string&) override {}

 private:
  const char* path_;
};

// A message type `Document` with one optional field, `field` of type `type` (number 1).
const protobuf::Descriptor* document_type(protobuf::DescriptorPool& pool, const protobuf::Descriptor& type,
                                          const std::string& field) {
  protobuf::FileDescriptorProto file;
  file.set_name("ref_convert_document.proto");
  file.add_dependency(type.file()->name());
  protobuf::DescriptorProto* document = file.add_message_type();
  document->set_name("Document");
  protobuf::FieldDescriptorProto* member = document->add_field();
  member->set_name(field);
  member->set_number(1);
  member->set_label(protobuf::FieldDescriptorProto::LABEL_OPTIONAL);
  member->set_type(protobuf::FieldDescriptorProto::TYPE_MESSAGE);
  member->set_type_name("." + type.full_name());
  const protobuf::FileDescriptor* built = pool.BuildFile(file);
  if (built == nullptr) fail("cannot build a document type with the field " + field);
  return built->message_type(0);
}

bool is_format(std::string_view value) { return value == "text" || value == "json" || value == "binary"; }

}  // namespace

int main(int argc, char** argv) {
  // The generated code of both packages is linked from a static library: naming one type of each keeps their
  // descriptors in the program (and so in the generated pool).
  const protobuf::Descriptor* linked[] = {protos::TrainConfig::descriptor(),
                                          paddle::fleet::DistributedStrategy::descriptor()};
  static_cast<void>(linked);

  std::string type_name, from, to;
  std::optional<std::string> at;
  const char* paths[2] = {nullptr, nullptr};
  int path_count = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if ((arg == "--type" || arg == "--from" || arg == "--to" || arg == "--at") && i + 1 < argc) {
      std::string& value = arg == "--type" ? type_name : arg == "--from" ? from : arg == "--to" ? to : at.emplace();
      value = argv[++i];
    } else if (path_count < 2 && !arg.empty() && arg[0] != '-') {
      paths[path_count++] = argv[i];
    } else {
      path_count = -1;
      break;
    }
  }
  if (type_name.empty() || !is_format(from) || !is_format(to) || path_count != 2)
    fail("usage: ref_convert --type FULL_NAME --from text|json|binary --to text|json|binary [--at FIELD] IN OUT");

  const protobuf::Descriptor* type = protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(type_name);
  if (type == nullptr) fail("unknown type " + type_name);

  // With --at, the message read is the document; the one printed is its field.
  protobuf::DescriptorPool document_pool(protobuf::DescriptorPool::generated_pool());
  protobuf::DynamicMessageFactory document_factory(&document_pool);
  document_factory.SetDelegateToGeneratedFactory(true);
  const protobuf::Descriptor* read_type = at ? document_type(document_pool, *type, *at) : type;
  const std::unique_ptr<protobuf::Message> read(document_factory.GetPrototype(read_type)->New());

  const std::string input = read_file(paths[0]);
  if (from == "text") {
    error_printer errors(paths[0]);
    protobuf::TextFormat::Parser parser;
    parser.RecordErrorsTo(&errors);
    parser.AllowUnknownField(at.has_value());
    if (!parser.ParseFromString(input, read.get())) return 1;
  } else if (from == "binary") {
    if (!read->ParseFromString(input)) fail(std::string(paths[0]) + ": cannot parse the binary message");
  } else {
    protobuf::util::JsonParseOptions options;
    options.ignore_unknown_fields = at.has_value();
    const auto status = protobuf::util::JsonStringToMessage(input, read.get(), options);
    if (!status.ok()) fail(std::string(paths[0]) + ": " + status.ToString());
  }

  const protobuf::Message& message =
      at ? read->GetReflection()->GetMessage(*read, read_type->field(0)) : *read;
  std::string output;
  if (to == "text") {
    protobuf::TextFormat::PrintToString(message, &output);
  } else if (to == "binary") {
    if (!message.SerializeToString(&output)) fail("cannot serialize");
  } else {
    if (!protobuf::util::MessageToJsonString(message, &output).ok()) fail("cannot print JSON");
    output += '\n';
  }
  write_file(paths[1], output);
  return 0;
}
