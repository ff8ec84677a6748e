// plainproto: owned_message, a message of a type known only by its descriptor, created and destroyed with it: what
// code that works from descriptors (the paths, the command-line tool) holds a message in.
#pragma once

#include <utility>

#include "descriptor.hpp"

namespace plainproto {

//   const plainproto::owned_message config(*plainproto::schemas::find_message("protos.TrainConfig"));
//   plainproto::read_text(config.descriptor(), config.get(), text);
class owned_message {
 public:
  explicit owned_message(const message_descriptor& descriptor)
      : descriptor_(&descriptor), message_(descriptor.create()) {}
  // Copies are deep.
  owned_message(const owned_message& other) : owned_message(*other.descriptor_) {
    descriptor_->copy(message_, other.message_);
  }
  owned_message(owned_message&& other) noexcept : descriptor_(other.descriptor_), message_(other.message_) {
    other.message_ = nullptr;
  }
  owned_message& operator=(owned_message other) noexcept {
    std::swap(descriptor_, other.descriptor_);
    std::swap(message_, other.message_);
    return *this;
  }
  ~owned_message() {
    if (message_ != nullptr) descriptor_->destroy(message_);
  }

  const message_descriptor& descriptor() const noexcept { return *descriptor_; }
  void* get() const noexcept { return message_; }

 private:
  const message_descriptor* descriptor_;
  void* message_;
};

}  // namespace plainproto
