// plainproto JSON: protobuf's JSON mapping, byte for byte as libprotobuf 3.21's util::MessageToJsonString
// and util::JsonStringToMessage (and, in Python style, json_format.MessageToJson and Parse).
//
//   plainproto::json_print_options options;
//   options.preserve_proto_field_names = true;
//   std::string text = plainproto::to_json_string(config, options);
//   auto again = plainproto::parse_json<plainproto::protos::TrainConfig>(text);
//
// It reads and writes JSON text itself and needs no JSON library; conversions to and from nlohmann_json values
// (`nlohmann::json j = config;`) are in nlohmann.hpp.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core.hpp"
#include "entry_points.hpp"
#include "error.hpp"
#include "options.hpp"
#include "detail/core/python_style_slot.hpp"
#include "detail/json/info.hpp"
#include "detail/json/parse.hpp"
#include "detail/json/print.hpp"
#include "detail/json/values.hpp"

namespace plainproto {

// Appends the JSON to out (a caller that knows the size can reserve it first).
inline void print_json(const message_descriptor& descriptor, const void* message, std::string& out,
                       const json_print_options& options = {}) {
  if (options.style == text_style::python)
    detail::python_style().print_json(out, detail::json_info(descriptor), message, options);
  else
    detail::print_json(out, detail::json_info(descriptor), message, options);
}

inline std::string to_json_string(const message_descriptor& descriptor, const void* message,
                                  const json_print_options& options = {}) {
  std::string out;
  print_json(descriptor, message, out, options);
  return out;
}

// The typed forms are declared in entry_points.hpp, with their default arguments.
template <class T, std::enable_if_t<is_message_v<T>, int>>
std::string to_json_string(const T& message, const json_print_options& options) {
  std::string out;
  if (options.style == text_style::python)
    detail::python_style().print_json(out, detail::json_info_of<T>(), &message, options);
  else
    detail::print_json(out, detail::json_info_of<T>(), &message, options);
  return out;
}

namespace detail {

// JsonStringToMessage (every JSON object must hold its message's required fields), or merged and then checked
// for required fields as a whole; or, in Python style, json_format.Parse.
inline void read_json(std::string_view text, const json_message_info& info, void* message,
                      const json_parse_options& options, bool merge) {
  if (options.style == text_style::python) return python_style().read_json(text, info, message, options);
  if (!merge) return json_reader(text, options, true).read_root(info, message);
  json_reader(text, options, false).read_root(info, message);
  const std::vector<std::string> missing = missing_required_fields(*info.descriptor, message);
  if (!missing.empty()) throw missing_required_error(missing);
}

}  // namespace detail

// Replaces the message with the one the JSON text describes, like JsonStringToMessage: every JSON
// object must hold the required fields of its message. Throws plainproto::error.
inline void parse_json(std::string_view text, const message_descriptor& descriptor, void* message,
                       const json_parse_options& options = {}) {
  descriptor.clear(message);
  detail::read_json(text, detail::json_info(descriptor), message, options, false);
}

template <class T, std::enable_if_t<is_message_v<T>, int>>
T parse_json(std::string_view text, const json_parse_options& options) {
  T message{};
  detail::read_json(text, detail::json_info_of<T>(), &message, options, false);
  return message;
}

// Merges the JSON text into the message: singular fields it names are replaced, messages merged,
// lists appended. Then the message must have all its required fields. On an error the message may
// hold part of the text. Throws plainproto::error.
inline void merge_json(std::string_view text, const message_descriptor& descriptor, void* message,
                       const json_parse_options& options = {}) {
  detail::read_json(text, detail::json_info(descriptor), message, options, true);
}

template <class T, std::enable_if_t<is_message_v<T>, int>>
void merge_json(std::string_view text, T& message, const json_parse_options& options) {
  detail::read_json(text, detail::json_info_of<T>(), &message, options, true);
}

}  // namespace plainproto
