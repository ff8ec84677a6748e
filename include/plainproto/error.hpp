// plainproto: the one error type every parser, path and file operation reports with.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace plainproto {

enum class error_code {
  syntax,            // malformed input: expected a token, got another
  unknown_field,     // no such field in the message type
  duplicate_field,   // a non-repeated field given twice (parse mode)
  oneof_conflict,    // two members of one oneof given (parse mode)
  out_of_range,      // a number that does not fit the field, an index out of range
  invalid_value,     // a value of the wrong kind for the field (a string for an int, an unknown enum name)
  missing_required,  // required fields not set
  recursion_limit,   // nesting deeper than the configured limit
  io,                // a file could not be read or written
  usage,             // an API or command used the wrong way (a malformed path, a bad option)
};

// line and column are 1-based; 0 means "no position" (errors that are not about a place in a text).
class error : public std::runtime_error {
 public:
  error(error_code code, std::string message, std::size_t line = 0, std::size_t column = 0,
        std::string field_path = {}, std::string file = {})
      : std::runtime_error(format(message, line, column, file)),
        code_(code),
        message_(std::move(message)),
        line_(line),
        column_(column),
        field_path_(std::move(field_path)),
        file_(std::move(file)) {}

  error_code code() const noexcept { return code_; }
  // The message alone, without position.
  const std::string& message() const noexcept { return message_; }
  std::size_t line() const noexcept { return line_; }
  std::size_t column() const noexcept { return column_; }
  // Where in the message the error happened: "optimizer_config[0].adam_optimizer.beta1".
  const std::string& field_path() const noexcept { return field_path_; }
  const std::string& file() const noexcept { return file_; }
  // Where the value the error is about starts, when the error is reported at another place: libprotobuf reports
  // an unknown enum value or a bad bool at the token after the value (line(), column()), often on the next line.
  // 0 when the error is not about such a value.
  std::size_t value_line() const noexcept { return value_line_; }
  std::size_t value_column() const noexcept { return value_column_; }

  // The same error, reported against a file name.
  error with_file(std::string file) const {
    const error reported(code_, message_, line_, column_, field_path_, std::move(file));
    return reported.with_value_at(value_line_, value_column_);
  }
  // The same error, noting where its value starts (value_line, value_column).
  error with_value_at(std::size_t line, std::size_t column) const {
    error copy = *this;
    copy.value_line_ = line;
    copy.value_column_ = column;
    return copy;
  }

 private:
  static std::string format(const std::string& message, std::size_t line, std::size_t column,
                            const std::string& file) {
    std::string out = file;
    if (line != 0) {
      if (!out.empty()) out += ':';
      out += std::to_string(line) + ':' + std::to_string(column);
    }
    if (!out.empty()) out += ": ";
    return out + message;
  }

  error_code code_;
  std::string message_;
  std::size_t line_;
  std::size_t column_;
  std::string field_path_;
  std::string file_;
  std::size_t value_line_ = 0;
  std::size_t value_column_ = 0;
};

// The non-throwing forms return this: a value or the error.
template <class T>
class result {
 public:
  result(T value) : state_(std::in_place_index<0>, std::move(value)) {}  // NOLINT(google-explicit-constructor)
  result(error failure) : state_(std::in_place_index<1>, std::move(failure)) {}  // NOLINT(google-explicit-constructor)

  bool ok() const noexcept { return state_.index() == 0; }
  explicit operator bool() const noexcept { return ok(); }
  // The value; throws the error when there is none.
  T& value() & {
    if (!ok()) throw std::get<1>(state_);
    return std::get<0>(state_);
  }
  const T& value() const& {
    if (!ok()) throw std::get<1>(state_);
    return std::get<0>(state_);
  }
  T&& value() && {
    if (!ok()) throw std::get<1>(state_);
    return std::get<0>(std::move(state_));
  }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  // The error; only valid when !ok().
  const error& get_error() const { return std::get<1>(state_); }

 private:
  std::variant<T, error> state_;
};

namespace detail {

// What the try_* forms return: the value `work` returns, or the plainproto::error it throws (anything else is
// still thrown).
template <class Work>
auto result_of(Work&& work) -> result<decltype(work())> {
  try {
    return std::forward<Work>(work)();
  } catch (const error& failure) {
    return failure;
  }
}

// The same for work that returns nothing: the error, or nothing when it succeeded.
template <class Work>
std::optional<error> error_of(Work&& work) {
  try {
    std::forward<Work>(work)();
    return std::nullopt;
  } catch (const error& failure) {
    return failure;
  }
}

// Runs `work`, its errors reported against `file`.
template <class Work>
decltype(auto) reporting_file(const std::string& file, Work&& work) {
  try {
    return std::forward<Work>(work)();
  } catch (const error& failure) {
    throw failure.with_file(file);
  }
}

}  // namespace detail

}  // namespace plainproto
