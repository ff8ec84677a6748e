// plainproto: nlohmann_json conversions for every described message and enum, found by nlohmann_json as it
// finds its own (ADL and adl_serializer).
//
//   nlohmann::json j = config;                                  // the message's JSON mapping, default options
//   auto again = j.get<plainproto::protos::TrainConfig>();
//   nlohmann::json color = Color::BLUE;                         // "BLUE"
//
// The JSON mapping itself (json.hpp) needs no JSON library; this header is for code that holds nlohmann_json
// values.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>

#include <nlohmann/json.hpp>

#include "core.hpp"
#include "error.hpp"
#include "json.hpp"

namespace plainproto {

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
