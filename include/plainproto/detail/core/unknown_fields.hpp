// plainproto: unknown fields kept by a message that asks for them (PLAINPROTO_UNKNOWN_FIELDS), so that a message
// passes through a binary parse and serialize unchanged, as libprotobuf's UnknownFieldSet keeps it.
#pragma once

#include <string>
#include <string_view>

namespace plainproto {

// The fields a binary parse met that the message type does not declare (or with a wire type or enum value its
// declaration does not allow), as their wire bytes, tag and value, in the order read. Serializing writes them after
// the known fields; text format prints them as libprotobuf does (`1001: 5`); JSON leaves them out.
class unknown_fields {
 public:
  const std::string& bytes() const noexcept { return bytes_; }
  bool empty() const noexcept { return bytes_.empty(); }
  void clear() noexcept { bytes_.clear(); }
  void append(std::string_view wire_bytes) { bytes_.append(wire_bytes.data(), wire_bytes.size()); }

  friend bool operator==(const unknown_fields& a, const unknown_fields& b) noexcept { return a.bytes_ == b.bytes_; }
  friend bool operator!=(const unknown_fields& a, const unknown_fields& b) noexcept { return !(a == b); }

 private:
  std::string bytes_;
};

}  // namespace plainproto
