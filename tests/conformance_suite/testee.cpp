// The testee of protobuf's conformance suite (protobuf v21.12, ../shared/protobuf-conformance): the runner
// starts it and sends it requests on stdin, each a little-endian uint32 length followed by a binary
// conformance.ConformanceRequest; it answers each on stdout the same way with a ConformanceResponse. Modelled on
// the reference testee, src/conformance_cpp.cc.
//
// libprotobuf's generated code of conformance.proto reads and writes the requests and responses (the pipe) and
// nothing else: every TestAllTypesProto2 payload is parsed and written by plainproto. plainproto is proto2 only:
// proto3 message types are answered `skipped`.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "conformance.pb.h"
#include "plainproto/binary.hpp"
#include "plainproto/json.hpp"
#include "plainproto/text.hpp"
#include "test_messages_proto2.hpp"

namespace {

using conformance::ConformanceRequest;
using conformance::ConformanceResponse;
using protobuf_test_messages::proto2::TestAllTypesProto2;

constexpr const char* kProto2Type = "protobuf_test_messages.proto2.TestAllTypesProto2";

// conformance_cpp.cc's kFailures: the failures the testee reports of itself when asked (the runner sends a
// "conformance.FailureSet" request first). The reference lists none, and neither does this testee: the expected
// failures are in the failure lists the runner reads.
ConformanceResponse failure_set(const ConformanceRequest& request) {
  ConformanceResponse response;
  conformance::FailureSet failures;
  if (request.payload_case() != ConformanceRequest::kProtobufPayload ||
      !failures.ParseFromString(request.protobuf_payload())) {
    response.set_parse_error("Parse error (no more details available).");
    return response;
  }
  failures.Clear();
  if (request.requested_output_format() != conformance::PROTOBUF) {
    response.set_skipped("conformance.FailureSet is answered in the protobuf format only");
    return response;
  }
  failures.SerializeToString(response.mutable_protobuf_payload());
  return response;
}

ConformanceResponse run_test(const ConformanceRequest& request) {
  ConformanceResponse response;
  if (request.message_type() == "conformance.FailureSet") return failure_set(request);
  if (request.message_type() != kProto2Type) {
    response.set_skipped("plainproto is proto2 only: " + request.message_type() + " is not tested");
    return response;
  }

  // ParseFromString and TextFormat::ParseFromString, as the reference parses, check required fields (the
  // proto2 test messages have none): no allow_partial.
  TestAllTypesProto2 message;
  try {
    switch (request.payload_case()) {
      case ConformanceRequest::kProtobufPayload:
        plainproto::parse_binary(request.protobuf_payload(), message);
        break;
      case ConformanceRequest::kJsonPayload: {
        plainproto::json_parse_options options;
        options.ignore_unknown_fields = request.test_category() == conformance::JSON_IGNORE_UNKNOWN_PARSING_TEST;
        message = plainproto::parse_json<TestAllTypesProto2>(request.json_payload(), options);
        break;
      }
      case ConformanceRequest::kTextPayload:
        plainproto::parse_text(request.text_payload(), message);
        break;
      case ConformanceRequest::kJspbPayload:
        response.set_skipped("JSPB is Google-internal");
        return response;
      case ConformanceRequest::PAYLOAD_NOT_SET:
        response.set_runtime_error("the request has no payload");
        return response;
    }
  } catch (const plainproto::error& failure) {
    response.set_parse_error(failure.what());
    return response;
  } catch (const std::exception& failure) {
    // Not an error plainproto reports: a bug, shown as such.
    response.set_runtime_error(std::string("parsing threw a non-plainproto exception: ") + failure.what());
    return response;
  }

  try {
    switch (request.requested_output_format()) {
      case conformance::PROTOBUF:
        plainproto::serialize_to(message, *response.mutable_protobuf_payload());
        break;
      case conformance::JSON:
        response.set_json_payload(plainproto::to_json_string(message));
        break;
      case conformance::TEXT_FORMAT: {
        // As the reference testee: the unknown fields the message kept only when the request asks for them.
        plainproto::text_print_options options;
        options.hide_unknown_fields = !request.print_unknown_fields();
        response.set_text_payload(plainproto::print_text(message, options));
        break;
      }
      case conformance::JSPB:
        response.set_skipped("JSPB is Google-internal");
        break;
      default:
        response.set_runtime_error("unspecified or unknown output format");
        break;
    }
  } catch (const plainproto::error& failure) {
    response.set_serialize_error(failure.what());
  } catch (const std::exception& failure) {
    response.set_runtime_error(std::string("writing threw a non-plainproto exception: ") + failure.what());
  }
  return response;
}

// Reads exactly size bytes; false at the end of the input before the first byte. A stream that ends inside a
// message is an error.
bool read_exactly(char* data, std::size_t size, bool at_message_start) {
  const std::size_t got = std::fread(data, 1, size, stdin);
  if (got == size) return true;
  if (got == 0 && at_message_start && std::feof(stdin)) return false;
  std::fprintf(stderr, "plainproto conformance testee: the input ends inside a request\n");
  std::exit(1);
}

void write_exactly(const char* data, std::size_t size) {
  if (std::fwrite(data, 1, size, stdout) != size) {
    std::fprintf(stderr, "plainproto conformance testee: cannot write to the runner\n");
    std::exit(1);
  }
}

}  // namespace

int main() {
  std::string input;
  std::string output;
  int tests = 0;
  for (;;) {
    unsigned char length_bytes[4];
    if (!read_exactly(reinterpret_cast<char*>(length_bytes), sizeof length_bytes, true)) break;
    const std::uint32_t length = std::uint32_t{length_bytes[0]} | std::uint32_t{length_bytes[1]} << 8 |
                                 std::uint32_t{length_bytes[2]} << 16 | std::uint32_t{length_bytes[3]} << 24;
    input.resize(length);
    if (length != 0) read_exactly(input.data(), length, false);

    ConformanceRequest request;
    if (!request.ParseFromString(input)) {
      std::fprintf(stderr, "plainproto conformance testee: a request is not a ConformanceRequest\n");
      return 1;
    }
    const ConformanceResponse response = run_test(request);
    output.clear();
    response.SerializeToString(&output);

    const std::uint32_t size = static_cast<std::uint32_t>(output.size());
    const unsigned char size_bytes[4] = {static_cast<unsigned char>(size), static_cast<unsigned char>(size >> 8),
                                         static_cast<unsigned char>(size >> 16),
                                         static_cast<unsigned char>(size >> 24)};
    write_exactly(reinterpret_cast<const char*>(size_bytes), sizeof size_bytes);
    write_exactly(output.data(), output.size());
    std::fflush(stdout);
    ++tests;
  }
  std::fprintf(stderr, "plainproto conformance testee: received EOF from the test runner after %d tests, exiting\n",
               tests);
  return 0;
}
