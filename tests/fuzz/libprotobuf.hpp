// Shared by the differential fuzz targets: libprotobuf's message of a built-in type, made through its generated
// code, and the report of a disagreement.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>

#include "paddle.fleet.pb.h"
#include "protos.pb.h"

namespace fuzz {

inline std::unique_ptr<google::protobuf::Message> new_protobuf_message(const std::string& full_name) {
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

// Bytes as hex digits, for reports.
inline std::string hex(const std::string& bytes) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (const char c : bytes) {
    out += digits[static_cast<unsigned char>(c) >> 4];
    out += digits[static_cast<unsigned char>(c) & 15];
  }
  return out;
}

// Prints what the two libraries did and stops the fuzzer, which saves the input.
[[noreturn]] inline void disagree(const char* target, const char* what, const std::string& ours,
                                  const std::string& theirs) {
  std::fprintf(stderr, "%s: %s\n  plainproto:  %s\n  libprotobuf: %s\n", target, what, ours.c_str(), theirs.c_str());
  std::abort();
}

}  // namespace fuzz
