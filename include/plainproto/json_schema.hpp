// plainproto JSON Schema: a JSON Schema (draft 2020-12) of a message type's JSON mapping, as an nlohmann::json.
//
//   nlohmann::json schema = plainproto::json_schema<plainproto::protos::TrainConfig>();
//
// Apart from json.hpp because few files need it: its builder is ordinary nlohmann_json code, which a compiler
// reads and instantiates in every file that includes it, used or not (about a quarter of json.hpp's cost).
#pragma once

#include <type_traits>

#include <nlohmann/json.hpp>

#include "core.hpp"
#include "detail/json/info.hpp"
#include "detail/json/schema.hpp"

namespace plainproto {

// A JSON Schema (draft 2020-12) of the JSON mapping of the type: documents parse_json accepts validate, and
// documents it rejects for a schema reason (an unknown key, a value of the wrong type, two members of a oneof,
// a missing required field) do not. Not checked by the schema: the range of a number written as a string for
// a float or double field, and what is not about the shape of the document (duplicate keys, nesting depth).
inline nlohmann::json json_schema(const message_descriptor& descriptor) {
  return detail::json_schema_builder().build(detail::json_info(descriptor));
}

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
nlohmann::json json_schema() {
  return json_schema(descriptor_of<T>());
}

}  // namespace plainproto
