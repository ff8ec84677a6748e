// plainproto: a JSON Schema (draft 2020-12) of the JSON mapping of a message type: what parse_json accepts,
// and so everything the JSON printer writes.
//
// What the schema says, after json_parse.hpp and json_values.hpp:
// - An object's keys are its fields' JSON names (lowerCamelCase) and .proto names, as json_info's lookup
//   holds them; any other key is rejected (additionalProperties: false).
// - Any field may be null (the field is left as it is), except a required one: null does not set it.
// - Integers: a JSON number with an integral value in the type's range (5.0 and 1e2 count), or a string of
//   decimal digits with an optional sign ('+' only for unsigned types) and leading zeros, whose value is in
//   range (the range is spelled out digit by digit in the pattern).
// - float/double: a JSON number in range (a float up to the value that still rounds to the largest float),
//   "NaN", "Infinity", "-Infinity", or a string strtod reads whole: decimal or 0x-hexadecimal, whitespace
//   around it but not a leading or trailing space, anything after a NUL. The range of such a string is not
//   checked ("1e39" for a float fits the schema, not the parser).
// - bool: true/false, or "true", "t", "yes", "y", "1", "false", "f", "no", "n", "0" in any case.
// - bytes: canonical base64, standard or URL-safe alphabet (not mixed), padded or not.
// - enum: a value's name, any int32 JSON number (a number the enum does not declare is dropped), or a string
//   of digits naming a declared value.
// - A repeated field: one element, or a list whose items are elements, nulls (skipped) or lists again
//   (flattened): the field's schema refers to itself for the items.
// - Required fields: under either key, not null. A oneof: at most one of its members' keys is given and not
//   null. Message types are $defs named by full name, enums too; recursion goes through $ref.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "../core/descriptor.hpp"
#include "info.hpp"

namespace plainproto {
namespace detail {

// A regular expression for the decimal digits of every number from 0 to `max` (digits only, no leading
// zeros): shorter numbers, then for each digit of max that is not 0, max's digits before it, a smaller
// digit, and any digits after; then max itself.
inline std::string digits_at_most(std::string_view max) {
  std::string pattern = "(?:";
  if (max.size() == 2) pattern += "[0-9]|";
  if (max.size() > 2) pattern += "[0-9]{1," + std::to_string(max.size() - 1) + "}|";
  for (std::size_t i = 0; i < max.size(); ++i) {
    if (max[i] == '0') continue;
    pattern.append(max.substr(0, i));
    const char below = static_cast<char>(max[i] - 1);
    pattern += below == '0' ? std::string("0") : below == '1' ? std::string("[01]") : std::string("[0-") + below + "]";
    const std::size_t rest = max.size() - i - 1;
    if (rest == 1) pattern += "[0-9]";
    if (rest > 1) pattern += "[0-9]{" + std::to_string(rest) + "}";
    pattern += '|';
  }
  return pattern.append(max).append(")");
}

// A decimal string in [-min_magnitude, max] (min_magnitude 0 for unsigned types), as parse_decimal_integer
// reads it: an optional sign ('-' not for unsigned types), then leading zeros and digits.
inline std::string integer_string_pattern(std::uint64_t max, std::uint64_t min_magnitude) {
  const std::string positive = "\\+?0*" + digits_at_most(std::to_string(max));
  if (min_magnitude == 0) return "^" + positive + "$";
  return "^(?:" + positive + "|-0*" + digits_at_most(std::to_string(min_magnitude)) + ")$";
}

// What strtod_whole reads after has_outer_space: blanks, a sign, a decimal or 0x-hexadecimal number, blanks,
// and after a NUL anything; no space first or last.
inline std::string floating_string_pattern() {
  const std::string blank_not_space = "[\\t\\n\\v\\f\\r]", blank = "[\\t\\n\\v\\f\\r ]";
  const std::string hex = "0[xX](?:[0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)(?:[pP][+-]?[0-9]+)?";
  const std::string decimal = "(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?";
  return "^(?:" + blank_not_space + blank + "*)?[+-]?(?:" + hex + "|" + decimal + ")(?:" + blank + "*" +
         blank_not_space + "|" + blank + "*\\u0000(?:[\\s\\S]*[^ ])?)?$";
}

// Canonical base64 in one alphabet: whole groups, then 2 characters (the second with its low 4 bits 0) and
// optionally "==", or 3 (the third with its low 2 bits 0) and optionally "=".
inline std::string base64_pattern(std::string_view last_two) {
  const std::string digit = "[A-Za-z0-9" + std::string(last_two) + "]";
  return "(?:" + digit + "{4})*(?:" + digit + "[AQgw](?:==)?|" + digit + "{2}[AEIMQUYcgkosw048]=?)?";
}

class json_schema_builder {
 public:
  nlohmann::json build(const json_message_info& root) {
    nlohmann::json schema = nlohmann::json::object();
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema";
    schema["title"] = std::string(root.descriptor->full_name);
    schema["$ref"] = message_ref(root);
    while (!pending_.empty()) {
      const json_message_info* info = pending_.back();
      pending_.pop_back();
      defs_[std::string(info->descriptor->full_name)] = message_schema(*info);
    }
    schema["$defs"] = std::move(defs_);
    return schema;
  }

 private:
  static std::string ref(std::string_view def) { return "#/$defs/" + std::string(def); }

  // Message types are built after the one that refers to them, so a recursive type refers to itself.
  std::string message_ref(const json_message_info& info) {
    const std::string name(info.descriptor->full_name);
    if (!defs_.contains(name)) {
      defs_[name] = nullptr;
      pending_.push_back(&info);
    }
    return ref(name);
  }

  // A def for a scalar kind or an enum, added on first use. Names with a '-' cannot be proto full names.
  std::string scalar_ref(const json_field_info& field) {
    const field_descriptor& descriptor = *field.field;
    std::string name;
    switch (descriptor.kind()) {
      case cpp_kind::int32: name = "int32-value"; break;
      case cpp_kind::int64: name = "int64-value"; break;
      case cpp_kind::uint32: name = "uint32-value"; break;
      case cpp_kind::uint64: name = "uint64-value"; break;
      case cpp_kind::float_: name = "float-value"; break;
      case cpp_kind::double_: name = "double-value"; break;
      case cpp_kind::bool_: name = "bool-value"; break;
      case cpp_kind::string: name = descriptor.type == field_type::bytes ? "bytes-value" : "string-value"; break;
      case cpp_kind::enum_: name = std::string(field.enumeration->full_name); break;
      case cpp_kind::message: break;
    }
    if (!defs_.contains(name)) defs_[name] = scalar_schema(field);
    return ref(name);
  }

  template <class T>
  static nlohmann::json integer_schema() {
    using limits = std::numeric_limits<T>;
    const auto max = static_cast<std::uint64_t>(limits::max());
    nlohmann::json number = {{"type", "integer"}, {"minimum", limits::min()}, {"maximum", limits::max()}};
    nlohmann::json text = {{"type", "string"},
                           {"pattern", integer_string_pattern(max, limits::is_signed ? max + 1 : 0)}};
    return {{"anyOf", {std::move(number), std::move(text)}}};
  }

  static nlohmann::json floating_schema(bool is_float) {
    nlohmann::json number = {{"type", "number"}};
    if (is_float) {
      // The smallest magnitude libprotobuf's float conversion no longer rounds down to the largest float:
      // halfway between it and 2^128.
      const double limit = 340282356779733661637539395458142568448.0;
      number["exclusiveMinimum"] = -limit;
      number["exclusiveMaximum"] = limit;
    } else {
      number["minimum"] = std::numeric_limits<double>::lowest();
      number["maximum"] = std::numeric_limits<double>::max();
    }
    return {{"anyOf",
             {std::move(number),
              {{"enum", {"NaN", "Infinity", "-Infinity"}}},
              {{"type", "string"}, {"pattern", floating_string_pattern()}}}}};
  }

  static nlohmann::json enum_schema(const enum_descriptor& enumeration) {
    nlohmann::json names = nlohmann::json::array();
    std::set<std::int32_t> numbers;
    for (const enum_value_descriptor& value : enumeration) {
      names.push_back(std::string(value.name));
      numbers.insert(value.number);
    }
    std::string digits;
    for (const std::int32_t number : numbers) {
      if (!digits.empty()) digits += '|';
      if (number == 0)
        digits += "[+-]?0+";
      else if (number > 0)
        digits += "\\+?0*" + std::to_string(number);
      else
        digits += "-0*" + std::to_string(-static_cast<std::int64_t>(number));
    }
    return {{"title", std::string(enumeration.full_name)},
            {"anyOf",
             {{{"enum", std::move(names)}},
              {{"type", "integer"},
               {"minimum", std::numeric_limits<std::int32_t>::min()},
               {"maximum", std::numeric_limits<std::int32_t>::max()}},
              {{"type", "string"}, {"pattern", "^(?:" + digits + ")$"}}}}};
  }

  static nlohmann::json scalar_schema(const json_field_info& field) {
    const field_descriptor& descriptor = *field.field;
    switch (descriptor.kind()) {
      case cpp_kind::int32: return integer_schema<std::int32_t>();
      case cpp_kind::int64: return integer_schema<std::int64_t>();
      case cpp_kind::uint32: return integer_schema<std::uint32_t>();
      case cpp_kind::uint64: return integer_schema<std::uint64_t>();
      case cpp_kind::float_: return floating_schema(true);
      case cpp_kind::double_: return floating_schema(false);
      case cpp_kind::bool_:
        return {{"anyOf",
                 {{{"type", "boolean"}},
                  {{"type", "string"},
                   {"pattern",
                    "^(?:[tT][rR][uU][eE]|[tT]|[yY][eE][sS]|[yY]|1|[fF][aA][lL][sS][eE]|[fF]|[nN][oO]|[nN]|0)$"}}}}};
      case cpp_kind::string:
        if (descriptor.type == field_type::bytes)
          return {{"type", "string"}, {"pattern", "^(?:" + base64_pattern("+/") + "|" + base64_pattern("_-") + ")$"}};
        return {{"type", "string"}};
      case cpp_kind::enum_: return enum_schema(*field.enumeration);
      case cpp_kind::message: break;
    }
    return {};
  }

  // An object of the value's schema, its keys the keys' spellings (integer keys: decimal numbers), or null.
  nlohmann::json map_schema(const json_field_info& field) {
    const json_field_info& key = field.message_info().fields[0];
    const json_field_info& value = field.message_info().fields[1];
    nlohmann::json object = {
        {"type", "object"},
        {"additionalProperties",
         {{"$ref", value.field->type == field_type::message ? message_ref(value.message_info()) : scalar_ref(value)}}}};
    if (key.field->kind() != cpp_kind::string && key.field->kind() != cpp_kind::bool_)
      object["propertyNames"] = {{"pattern", "^-?[0-9]+$"}};
    return {{"description", declaration(field)}, {"anyOf", {std::move(object), {{"type", "null"}}}}};
  }

  static std::string type_spelling(const json_field_info& field) {
    const field_descriptor& descriptor = *field.field;
    if (descriptor.type == field_type::message) return std::string(field.message_info().descriptor->full_name);
    if (descriptor.type == field_type::enum_) return std::string(field.enumeration->full_name);
    return std::string(type_name(descriptor.type));
  }

  // `optional uint32 num_steps = 5`, for editors to show.
  static std::string declaration(const json_field_info& field) {
    const field_descriptor& descriptor = *field.field;
    if (descriptor.map)
      return "map<" + type_spelling(field.message_info().fields[0]) + ", " +
             type_spelling(field.message_info().fields[1]) + "> " + std::string(descriptor.name) + " = " +
             std::to_string(descriptor.number);
    return std::string(label_name(descriptor.label)) + " " + type_spelling(field) + " " +
           std::string(descriptor.name) + " = " + std::to_string(descriptor.number);
  }

  // `path` is where this schema sits in the document, for a repeated field's items to refer back to it.
  nlohmann::json field_schema(const json_field_info& field, const std::string& path) {
    const field_descriptor& descriptor = *field.field;
    if (descriptor.map) return map_schema(field);
    const std::string element =
        descriptor.type == field_type::message ? message_ref(field.message_info()) : scalar_ref(field);
    nlohmann::json schema = {{"description", declaration(field)}};
    if (descriptor.is_required()) {
      schema["$ref"] = element;
      return schema;
    }
    nlohmann::json choices = {{{"$ref", element}}, {{"type", "null"}}};
    if (descriptor.is_repeated()) choices.push_back({{"type", "array"}, {"items", {{"$ref", path}}}});
    schema["anyOf"] = std::move(choices);
    return schema;
  }

  static nlohmann::json given(const std::string& key) {
    return {{"required", {key}}, {"properties", {{key, {{"not", {{"type", "null"}}}}}}}};
  }

  nlohmann::json message_schema(const json_message_info& info) {
    const message_descriptor& descriptor = *info.descriptor;
    const std::string name(descriptor.full_name);
    // Every key of each field, in the order lookup holds them.
    std::vector<std::vector<std::string>> keys(info.fields.size());
    for (const auto& entry : info.lookup) keys[entry.second].emplace_back(entry.first);

    nlohmann::json properties = nlohmann::json::object();
    nlohmann::json required = nlohmann::json::array();
    nlohmann::json rules = nlohmann::json::array();
    for (std::size_t i = 0; i < info.fields.size(); ++i) {
      if (keys[i].empty()) continue;
      const std::string path = ref(name) + "/properties/" + keys[i].front();
      const nlohmann::json schema = field_schema(info.fields[i], path);
      for (const std::string& key : keys[i]) properties[key] = schema;
      if (!info.fields[i].field->is_required()) continue;
      if (keys[i].size() == 1) {
        required.push_back(keys[i].front());
      } else {
        nlohmann::json either = nlohmann::json::array();
        for (const std::string& key : keys[i]) either.push_back({{"required", {key}}});
        rules.push_back({{"anyOf", std::move(either)}});
      }
    }
    for (std::size_t o = 0; o < descriptor.oneof_count; ++o)
      rules.push_back(oneof_rule(info, descriptor.oneofs[o], keys));

    nlohmann::json schema = {
        {"title", name}, {"type", "object"}, {"properties", std::move(properties)}, {"additionalProperties", false}};
    if (!required.empty()) schema["required"] = std::move(required);
    if (!rules.empty()) schema["allOf"] = std::move(rules);
    return schema;
  }

  // If one key of the oneof is given and not null, every other key of it is absent or null.
  static nlohmann::json oneof_rule(const json_message_info& info, const oneof_descriptor& oneof,
                                   const std::vector<std::vector<std::string>>& keys) {
    std::vector<std::string> oneof_keys;
    for (std::size_t i = oneof.first_field; i < oneof.first_field + oneof.field_count; ++i)
      oneof_keys.insert(oneof_keys.end(), keys[i].begin(), keys[i].end());
    nlohmann::json rules = nlohmann::json::array();
    for (const std::string& key : oneof_keys) {
      nlohmann::json others = nlohmann::json::object();
      for (const std::string& other : oneof_keys)
        if (other != key) others[other] = {{"type", "null"}};
      rules.push_back({{"if", given(key)}, {"then", {{"properties", std::move(others)}}}});
    }
    return {{"$comment", "oneof " + std::string(oneof.name) + " of " + std::string(info.descriptor->full_name) +
                             ": at most one member given (not null)"},
            {"allOf", std::move(rules)}};
  }

  nlohmann::json defs_ = nlohmann::json::object();
  std::vector<const json_message_info*> pending_;
};

}  // namespace detail
}  // namespace plainproto
