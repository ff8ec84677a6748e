// plainproto: protobuf text format (prototxt), read and written exactly as libprotobuf does.
//
//   auto config = plainproto::parse_text<plainproto::protos::TrainConfig>(text);   // TextFormat::Parse
//   plainproto::merge_text(text, config);                                          // TextFormat::Merge
//   std::string out = plainproto::print_text(config);                              // PrintToString
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "core.hpp"
#include "error.hpp"
#include "options.hpp"
#include "detail/common/file_io.hpp"
#include "detail/text/block.hpp"  // the top-level blocks of a larger file (the CLI's --at), for detail users
#include "detail/text/parser.hpp"
#include "detail/text/printer.hpp"
#include "detail/text/python_parser.hpp"

namespace plainproto {

// --- untyped forms, for code that holds only a descriptor ---------------------------------------------------

// Parse mode (merge = false) clears the message first and rejects a singular field or oneof given twice;
// merge mode keeps what is there, lets the last value win and appends to repeated fields.
inline void read_text(const message_descriptor& descriptor, void* message, std::string_view text,
                      const text_parse_options& options = {}, bool merge = false) {
  if (options.style == text_style::python) {
    if (!merge) descriptor.clear(message);
    detail::python_text_parser(text, options, merge).parse(descriptor, message);
    return;
  }
  detail::text_parser parser(text, options, merge);
  if (!merge) parser.clear(descriptor, message);
  parser.parse(descriptor, message);
}

inline void print_text(const message_descriptor& descriptor, const void* message, std::string& out,
                       const text_print_options& options = {}) {
  detail::text_printer printer(options, out);
  printer.print_message(descriptor, message);
  printer.finish();
}

inline std::string print_text(const message_descriptor& descriptor, const void* message,
                              const text_print_options& options = {}) {
  std::string out;
  print_text(descriptor, message, out, options);
  return out;
}

// --- typed forms ---------------------------------------------------------------------------------------------

template <class T>
void parse_text(std::string_view text, T& message, const text_parse_options& options = {}) {
  read_text(descriptor_of<T>(), &message, text, options, false);
}

template <class T>
T parse_text(std::string_view text, const text_parse_options& options = {}) {
  T message;
  parse_text(text, message, options);
  return message;
}

template <class T>
void merge_text(std::string_view text, T& message, const text_parse_options& options = {}) {
  read_text(descriptor_of<T>(), &message, text, options, true);
}

template <class T>
result<T> try_parse_text(std::string_view text, const text_parse_options& options = {}) {
  return detail::result_of([&] { return parse_text<T>(text, options); });
}

// The error, or nothing when the text merged cleanly. On error the message may be partly merged.
template <class T>
std::optional<error> try_merge_text(std::string_view text, T& message, const text_parse_options& options = {}) {
  return detail::error_of([&] { merge_text(text, message, options); });
}

template <class T>
std::string print_text(const T& message, const text_print_options& options = {}) {
  return print_text(descriptor_of<T>(), &message, options);
}

// --- files (errors name the file) ----------------------------------------------------------------------------

template <class T>
T parse_text_file(const std::string& path, const text_parse_options& options = {}) {
  const std::string text = read_file(path);
  return detail::reporting_file(path, [&] { return parse_text<T>(text, options); });
}

template <class T>
result<T> try_parse_text_file(const std::string& path, const text_parse_options& options = {}) {
  return detail::result_of([&] { return parse_text_file<T>(path, options); });
}

template <class T>
void merge_text_file(const std::string& path, T& message, const text_parse_options& options = {}) {
  const std::string text = read_file(path);
  detail::reporting_file(path, [&] { merge_text(text, message, options); });
}

template <class T>
std::optional<error> try_merge_text_file(const std::string& path, T& message,
                                         const text_parse_options& options = {}) {
  return detail::error_of([&] { merge_text_file(path, message, options); });
}

// Writes the text atomically (temporary file + rename): on failure the old file is left as it was.
template <class T>
void write_text_file(const std::string& path, const T& message, const text_print_options& options = {}) {
  write_file_atomically(path, print_text(message, options));
}

// `std::cout << plainproto::as_text(config)`
template <class T>
struct text_view {
  const T& message;
  text_print_options options;
  friend std::ostream& operator<<(std::ostream& out, const text_view& view) {
    return out << print_text(view.message, view.options);
  }
};
template <class T>
text_view<T> as_text(const T& message, const text_print_options& options = {}) {
  return {message, options};
}

}  // namespace plainproto
