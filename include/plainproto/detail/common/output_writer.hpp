// plainproto: output_writer, which appends many small pieces to a std::string or a file cheaply (the printers'
// output, the decoded value of a string literal with escapes).
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace plainproto {
namespace detail {

// Where an output_writer's bytes go when they do not go to a string: a file being written, a piece at a time.
struct output_sink {
  void* context;
  void (*write)(void* context, std::string_view bytes);
};

// Appends to a std::string (or hands to an output_sink) through a buffer on the stack: small writes cost a
// pointer bump, and the string is only ever appended to (never resized, which would zero-fill it first).
// flush() hands over what is left.
class output_writer {
 public:
  // Large enough that handing over is rare, small enough to live on the stack.
  static constexpr std::size_t buffer_size = 8192;

  explicit output_writer(std::string& out) noexcept : string_(&out) {}
  explicit output_writer(output_sink sink) noexcept : sink_(sink) {}
  output_writer(const output_writer&) = delete;
  output_writer& operator=(const output_writer&) = delete;

  // Room for `count` (at most buffer_size) more bytes; write them at the returned pointer, then commit().
  char* room(std::size_t count) {
    if (static_cast<std::size_t>(buffer_ + sizeof buffer_ - cursor_) < count)
      hand_over(std::string_view(buffer_, static_cast<std::size_t>(cursor_ - buffer_)));
    return cursor_;
  }
  void commit(char* end) noexcept { cursor_ = end; }

  void put(char c) { *room(1) = c, ++cursor_; }
  void put(std::string_view text) {
    if (text.size() > buffer_size) {
      flush();
      hand_over(text);
      return;
    }
    std::memcpy(room(text.size()), text.data(), text.size());
    cursor_ += text.size();
  }
  void put_spaces(std::size_t count) {
    for (; count > buffer_size; count -= buffer_size) put_spaces(buffer_size);
    std::memset(room(count), ' ', count);
    cursor_ += count;
  }
  // ShortDebugString drops the space single-line mode leaves after the last field. (A sink cannot give bytes
  // back: a space at the end of what it would be handed waits in the buffer.)
  void drop_trailing_space() {
    if (cursor_ > buffer_) {
      if (cursor_[-1] == ' ') --cursor_;
    } else if (string_ != nullptr && !string_->empty() && string_->back() == ' ') {
      string_->pop_back();
    }
  }
  void flush() {
    deliver(std::string_view(buffer_, static_cast<std::size_t>(cursor_ - buffer_)));
    cursor_ = buffer_;
  }

 private:
  // Delivers bytes (the buffer, or text too large for it) and empties the buffer; but a space at their end,
  // which a sink could not give back to drop_trailing_space, stays in the buffer.
  void hand_over(std::string_view bytes) {
    const bool keep_space = string_ == nullptr && !bytes.empty() && bytes.back() == ' ';
    deliver(bytes.substr(0, bytes.size() - keep_space));
    cursor_ = buffer_;
    if (keep_space) *cursor_++ = ' ';
  }
  void deliver(std::string_view bytes) {
    if (string_ != nullptr)
      string_->append(bytes);
    else if (!bytes.empty())
      sink_.write(sink_.context, bytes);
  }

  std::string* string_ = nullptr;
  output_sink sink_{};
  char buffer_[buffer_size + 1];  // buffer_size bytes of room beside a kept space
  char* cursor_ = buffer_;
};

}  // namespace detail
}  // namespace plainproto
