// Shared by the fuzz targets: the top-level message types and a message of one of them chosen by an input byte.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "plainproto/plainproto.hpp"

namespace fuzz {

// protos.TrainConfig, paddle.fleet.DistributedStrategy, paddle.fleet.DistributedJobInfo.
inline const plainproto::message_descriptor& top_level_type(std::uint8_t selector) {
  switch (selector % 3) {
    case 0: return plainproto::descriptor_of<plainproto::protos::TrainConfig>();
    case 1: return plainproto::descriptor_of<plainproto::paddle::fleet::DistributedStrategy>();
    default: return plainproto::descriptor_of<plainproto::paddle::fleet::DistributedJobInfo>();
  }
}

// A message of a type known only by its descriptor, destroyed with it.
class owned_message {
 public:
  explicit owned_message(const plainproto::message_descriptor& type) : type_(type), message_(type.create()) {}
  owned_message(const owned_message&) = delete;
  owned_message& operator=(const owned_message&) = delete;
  ~owned_message() { type_.destroy(message_); }
  void* get() const noexcept { return message_; }

 private:
  const plainproto::message_descriptor& type_;
  void* message_;
};

// The first byte selects (type, mode); the rest is the input.
struct fuzz_input {
  std::uint8_t selector = 0;
  std::string_view text;
};
inline fuzz_input split_input(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return {};
  return {data[0], std::string_view(reinterpret_cast<const char*>(data + 1), size - 1)};
}

}  // namespace fuzz
