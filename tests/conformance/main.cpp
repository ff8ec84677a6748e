// The conformance test program: doctest, with libprotobuf's logging tamed.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <string>

#include <google/protobuf/message.h>
#include <google/protobuf/stubs/logging.h>

namespace {

// proto2 `string` fields may hold any bytes; libprotobuf only logs an error for each one with invalid
// UTF-8 it parses or serializes, and the random messages have many. Everything else is shown.
void log_handler(google::protobuf::LogLevel level, const char* file, int line, const std::string& message) {
  if (level < google::protobuf::LOGLEVEL_FATAL && message.find("invalid UTF-8") != std::string::npos) return;
  std::fprintf(stderr, "[libprotobuf %s:%d] %s\n", file, line, message.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  google::protobuf::SetLogHandler(log_handler);
  doctest::Context context(argc, argv);
  const int result = context.run();
  google::protobuf::ShutdownProtobufLibrary();
  return result;
}
