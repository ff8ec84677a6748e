// plainproto JSON: protobuf's JSON mapping, byte for byte as libprotobuf 3.21's util::MessageToJsonString
// and util::JsonStringToMessage, plus nlohmann_json conversions for every described message and enum.
//
//   plainproto::json_print_options options;
//   options.preserve_proto_field_names = true;
//   std::string text = plainproto::to_json_string(config, options);
//   auto again = plainproto::parse_json<plainproto::protos::TrainConfig>(text);
//   nlohmann::json j = config;
//   auto from_tree = j.get<plainproto::protos::TrainConfig>();
//
// This is the only plainproto header that needs nlohmann_json.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core.hpp"
#include "entry_points.hpp"
#include "error.hpp"
#include "options.hpp"
#include "detail/json/info.hpp"
#include "detail/json/parse.hpp"
#include "detail/json/print.hpp"
#include "detail/json/python_parse.hpp"
#include "detail/json/python_print.hpp"
#include "detail/json/values.hpp"

namespace plainproto {

// Appends the JSON to out (a caller that knows the size can reserve it first).
inline void print_json(const message_descriptor& descriptor, const void* message, std::string& out,
                       const json_print_options& options = {}) {
  if (options.style == text_style::python)
    detail::python_print_json(out, detail::json_info(descriptor), message, options);
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
    detail::python_print_json(out, detail::json_info_of<T>(), &message, options);
  else
    detail::print_json(out, detail::json_info_of<T>(), &message, options);
  return out;
}

namespace detail {

// JsonStringToMessage (every JSON object must hold its message's required fields), or merged and then checked
// for required fields as a whole; or, in Python style, json_format.Parse.
inline void read_json(std::string_view text, const json_message_info& info, void* message,
                      const json_parse_options& options, bool merge) {
  if (options.style == text_style::python) return python_parse_json(text, info, message, options);
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

namespace detail {

template <class BasicJsonType>
using enable_if_basic_json = std::enable_if_t<nlohmann::detail::is_basic_json<BasicJsonType>::value, int>;

// Errors from a JSON value have no meaningful line and column.
template <class F>
void without_position(F&& parse) {
  try {
    std::forward<F>(parse)();
  } catch (const error& failure) {
    throw error(failure.code(), failure.message(), 0, 0, failure.field_path());
  }
}

template <class T>
struct is_described_enum : std::bool_constant<is_enum_v<T>> {};

}  // namespace detail

// nlohmann_json conversions for messages, found by ADL through the plainproto::message base. The
// value is the message's JSON mapping with default options (int64 values are strings, enums names).
template <class BasicJsonType, class T, detail::enable_if_basic_json<BasicJsonType> = 0,
          std::enable_if_t<is_message_v<T>, int> = 0>
void to_json(BasicJsonType& json, const T& message) {
  json = BasicJsonType::parse(to_json_string(message));
}

template <class BasicJsonType, class T, detail::enable_if_basic_json<BasicJsonType> = 0,
          std::enable_if_t<is_message_v<T>, int> = 0>
void from_json(const BasicJsonType& json, T& message) {
  detail::without_position([&] { message = parse_json<T>(json.dump()); });
}

}  // namespace plainproto

// nlohmann_json conversions for described enums, which live in the user's namespaces: the value's
// name as a JSON string (its number when it has no name); read back from a name, a number, or a
// string of digits.
namespace nlohmann {
template <class T>
struct adl_serializer<T,
                      std::enable_if_t<std::conjunction_v<std::is_enum<T>, plainproto::detail::is_described_enum<T>>>> {
  template <class BasicJsonType>
  static void to_json(BasicJsonType& json, T value) {
    const auto number = static_cast<std::int32_t>(value);
    if (const plainproto::enum_value_descriptor* named = plainproto::descriptor_of<T>().find(number))
      json = std::string(named->name);
    else
      json = number;
  }

  template <class BasicJsonType>
  static void from_json(const BasicJsonType& json, T& value) {
    const plainproto::enum_descriptor& enumeration = plainproto::descriptor_of<T>();
    std::string text;
    plainproto::detail::json_scalar scalar;
    if (json.is_string()) {
      text = json.template get<std::string>();
      scalar.text = text;
    } else if (json.is_number_unsigned()) {
      scalar.type = plainproto::detail::json_scalar::kind::uint64;
      scalar.u = json.template get<std::uint64_t>();
    } else if (json.is_number_integer()) {
      scalar.type = plainproto::detail::json_scalar::kind::int64;
      scalar.i = json.template get<std::int64_t>();
    } else if (json.is_number_float()) {
      scalar.type = plainproto::detail::json_scalar::kind::double_;
      scalar.d = json.template get<double>();
    } else {
      scalar.type = plainproto::detail::json_scalar::kind::boolean;
    }
    std::int32_t number = 0;
    bool known = false;
    if (plainproto::detail::enum_from_json(scalar, enumeration, false, number, known) !=
            plainproto::detail::conversion::ok ||
        !known)
      throw plainproto::error(plainproto::error_code::invalid_value,
                              "expected a value of enum " + std::string(enumeration.full_name) +
                                  " (a name or a number it declares), found " + json.dump());
    value = static_cast<T>(number);
  }
};
}  // namespace nlohmann
