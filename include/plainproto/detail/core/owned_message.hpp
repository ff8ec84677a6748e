// plainproto: owned_message, a message of a type known only by its descriptor, created and destroyed with it: what
// code that works from descriptors (the paths, the command-line tool) holds a message in.
#pragma once

#include "descriptor.hpp"

namespace plainproto {

//   const plainproto::owned_message config(*plainproto::schemas::find_message("protos.TrainConfig"));
//   plainproto::read_text(config.descriptor(), config.get(), text);
class owned_message {
 public:
  explicit owned_message(const message_descriptor& descriptor)
      : descriptor_(&descriptor), message_(descriptor.create()) {}
  owned_message(const owned_message&) = delete;
  owned_message& operator=(const owned_message&) = delete;
  ~owned_message() { descriptor_->destroy(message_); }

  const message_descriptor& descriptor() const noexcept { return *descriptor_; }
  void* get() const noexcept { return message_; }

 private:
  const message_descriptor* descriptor_;
  void* message_;
};

}  // namespace plainproto
