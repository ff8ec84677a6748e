// plainproto: the options of every reader and writer, in one header that needs nothing else, so that code which
// passes options around need not include the formats themselves.
#pragma once

namespace plainproto {

// Text format (TextFormat::Parser).
struct text_parse_options {
  // Skip fields the message type does not have (nested blocks included) instead of failing.
  bool allow_unknown_fields = false;
  // Accept a message whose required fields are not all set.
  bool allow_partial = false;
  // Deepest message nesting accepted. (libprotobuf has no limit by default.)
  int recursion_limit = 100;
};

// Text format (TextFormat::Printer); also how plainproto::get spells values.
struct text_print_options {
  // One line, fields separated by spaces, as Message::ShortDebugString().
  bool single_line = false;
  // Keep bytes >= 0x80 of string (not bytes) fields unescaped, as Printer::SetUseUtf8StringEscaping(true)
  // and Python's MessageToString(as_utf8=True), which is how EasyRec saves configs.
  bool as_utf8 = false;
};

// JSON (JsonStringToMessage's JsonParseOptions).
struct json_parse_options {
  // Skip keys that name no field, and enum names the enum does not declare.
  bool ignore_unknown_fields = false;
  // Also accept enum names in other cases and with '-' for '_' ("adam-optimizer" for ADAM_OPTIMIZER).
  bool case_insensitive_enum_parsing = false;
  // How deeply JSON objects may nest, the document's own object included (libprotobuf: 100).
  int recursion_limit = 100;
};

// JSON (MessageToJsonString's JsonPrintOptions).
struct json_print_options {
  bool add_whitespace = false;
  // Print unset singular fields with their defaults and empty repeated fields as [].
  bool always_print_primitive_fields = false;
  bool always_print_enums_as_ints = false;
  // Keys are the .proto field names instead of their lowerCamelCase JSON names.
  bool preserve_proto_field_names = false;
};

}  // namespace plainproto
