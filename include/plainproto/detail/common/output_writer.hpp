// plainproto: output_writer, which appends many small pieces to a std::string cheaply (the text printer's
// output, the decoded value of a string literal with escapes).
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>

namespace plainproto {
namespace detail {

// Appends to a std::string through a buffer on the stack: small writes cost a pointer bump, and the string
// is only ever appended to (never resized, which would zero-fill it first). flush() hands over what is left.
class output_writer {
 public:
  // Large enough that appending to the string is rare, small enough to live on the stack.
  static constexpr std::size_t buffer_size = 8192;

  explicit output_writer(std::string& out) noexcept : out_(out) {}
  output_writer(const output_writer&) = delete;
  output_writer& operator=(const output_writer&) = delete;

  // Room for `count` (at most buffer_size) more bytes; write them at the returned pointer, then commit().
  char* room(std::size_t count) {
    if (static_cast<std::size_t>(buffer_ + buffer_size - cursor_) < count) flush();
    return cursor_;
  }
  void commit(char* end) noexcept { cursor_ = end; }

  void put(char c) { *room(1) = c, ++cursor_; }
  void put(std::string_view text) {
    if (text.size() > buffer_size) {
      flush();
      out_.append(text);
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
  // ShortDebugString drops the space single-line mode leaves after the last field.
  void drop_trailing_space() {
    if (cursor_ > buffer_) {
      if (cursor_[-1] == ' ') --cursor_;
    } else if (!out_.empty() && out_.back() == ' ') {
      out_.pop_back();
    }
  }
  void flush() {
    out_.append(buffer_, static_cast<std::size_t>(cursor_ - buffer_));
    cursor_ = buffer_;
  }

 private:
  std::string& out_;
  char buffer_[buffer_size];
  char* cursor_ = buffer_;
};

}  // namespace detail
}  // namespace plainproto
