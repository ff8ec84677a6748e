// plainproto: the exceptions plainproto/paddle.hpp throws where Paddle's Python code raises. A leaf header (it
// needs nothing else), so that code which only catches them need not include the facade.
#pragma once

#include <stdexcept>
#include <string>

namespace plainproto {
namespace paddle {

// what() is Python's message. Catch python_error for all of them.
class python_error : public std::runtime_error {
 public:
  python_error(const char* python_type, const std::string& message)
      : std::runtime_error(message), python_type_(python_type) {}
  // The Python class: "ValueError", "TypeError", ...
  const char* python_type() const noexcept { return python_type_; }

 private:
  const char* python_type_;
};

class value_error : public python_error {
 public:
  explicit value_error(const std::string& message) : python_error("ValueError", message) {}
};
class type_error : public python_error {
 public:
  explicit type_error(const std::string& message) : python_error("TypeError", message) {}
};
class assertion_error : public python_error {
 public:
  explicit assertion_error(const std::string& message) : python_error("AssertionError", message) {}
};
class attribute_error : public python_error {
 public:
  explicit attribute_error(const std::string& message) : python_error("AttributeError", message) {}
};
class index_error : public python_error {
 public:
  explicit index_error(const std::string& message) : python_error("IndexError", message) {}
};
class overflow_error : public python_error {
 public:
  explicit overflow_error(const std::string& message) : python_error("OverflowError", message) {}
};

}  // namespace paddle
}  // namespace plainproto
