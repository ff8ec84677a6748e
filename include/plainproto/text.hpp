// plainproto: protobuf text format (prototxt), read and written exactly as libprotobuf does.
//
//   auto config = plainproto::parse_text<plainproto::protos::TrainConfig>(text);   // TextFormat::Parse
//   plainproto::merge_text(text, config);                                          // TextFormat::Merge
//   std::string out = plainproto::print_text(config);                              // PrintToString
//
// The typed forms' try_ and file forms are in entry_points.hpp, which this header includes.
#pragma once

#include <string>
#include <string_view>

#include "core.hpp"
#include "entry_points.hpp"
#include "error.hpp"
#include "options.hpp"
#include "detail/core/python_style_slot.hpp"
#include "detail/text/block.hpp"  // the top-level blocks of a larger file (the CLI's --at), for detail users
#include "detail/text/parser.hpp"
#include "detail/text/printer.hpp"

namespace plainproto {

// --- untyped forms, for code that holds only a descriptor ---------------------------------------------------

// Parse mode (merge = false) clears the message first and rejects a singular field or oneof given twice;
// merge mode keeps what is there, lets the last value win and appends to repeated fields.
inline void read_text(const message_descriptor& descriptor, void* message, std::string_view text,
                      const text_parse_options& options = {}, bool merge = false) {
  if (options.style == text_style::python)
    return detail::python_style().read_text(descriptor, message, text, options, merge);
  detail::text_parser parser(text, options, merge);
  if (!merge) parser.clear(descriptor, message);
  parser.parse(descriptor, message);
}

// Appends the text to out; on error (Python style refuses a map entry whose string is not UTF-8) out is as it was.
inline void print_text(const message_descriptor& descriptor, const void* message, std::string& out,
                       const text_print_options& options = {}) {
  const std::size_t kept = out.size();
  try {
    detail::text_printer printer(options, out);
    printer.print_message(descriptor, message);
    printer.finish();
  } catch (...) {
    out.resize(kept);
    throw;
  }
}

inline std::string print_text(const message_descriptor& descriptor, const void* message,
                              const text_print_options& options = {}) {
  std::string out;
  print_text(descriptor, message, out, options);
  return out;
}

// --- typed forms (declared in entry_points.hpp, with their default arguments) ---------------------------------

template <class T>
void parse_text(std::string_view text, T& message, const text_parse_options& options) {
  read_text(descriptor_of<T>(), &message, text, options, false);
}

template <class T>
T parse_text(std::string_view text, const text_parse_options& options) {
  T message;
  parse_text(text, message, options);
  return message;
}

template <class T>
void merge_text(std::string_view text, T& message, const text_parse_options& options) {
  read_text(descriptor_of<T>(), &message, text, options, true);
}

template <class T>
std::string print_text(const T& message, const text_print_options& options) {
  return print_text(descriptor_of<T>(), &message, options);
}

template <class T>
void detail::print_text_into(const T& message, output_sink out, const text_print_options& options) {
  text_printer printer(options, out);
  printer.print_message(descriptor_of<T>(), &message);
  printer.finish();
}

}  // namespace plainproto
