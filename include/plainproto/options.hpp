// plainproto: the options of every reader and writer, in one header that needs nothing else, so that code which
// passes options around need not include the formats themselves.
#pragma once

namespace plainproto {

// Whose text format and JSON the printers and parsers follow.
enum class text_style {
  // libprotobuf 3.21: TextFormat, util::MessageToJsonString and util::JsonStringToMessage.
  cpp,
  // Python protobuf (python3-protobuf 3.21, its C++-backed implementation): text_format.MessageToString,
  // Parse and Merge, json_format.MessageToJson and Parse, as EasyRec and Paddle save and load configs.
  // docs/cli.md ("Python style") lists every difference from cpp. Reading text, and JSON both ways, in this style
  // needs <plainproto/python_style.hpp> included in one file of the program (else plainproto::error, usage).
  python,
};

// Text format (TextFormat::Parser).
struct text_parse_options {
  // Skip fields the message type does not have (nested blocks included) instead of failing.
  bool allow_unknown_fields = false;
  // Accept a message whose required fields are not all set.
  bool allow_partial = false;
  // Deepest message nesting accepted. (libprotobuf has no limit by default.)
  int recursion_limit = 100;
  // text_style::python reads as Python protobuf's text_format.Parse and Merge do, which check no required
  // fields (allow_partial has no effect then).
  text_style style = text_style::cpp;
};

// Text format (TextFormat::Printer); also how plainproto::get spells values.
struct text_print_options {
  // One line, fields separated by spaces, as Message::ShortDebugString().
  bool single_line = false;
  // Keep bytes >= 0x80 of string (not bytes) fields unescaped, as Printer::SetUseUtf8StringEscaping(true)
  // and Python's MessageToString(as_utf8=True), which is how EasyRec saves configs.
  bool as_utf8 = false;
  // text_style::python prints as Python protobuf's text_format.MessageToString(message, as_utf8=as_utf8,
  // as_one_line=single_line): floats and doubles as Python spells them (32768.0, 1e-07), and with as_utf8 only
  // \n \r \t \" \' \\ escaped in string fields.
  text_style style = text_style::cpp;
  // Leave out the unknown fields a message keeps (PLAINPROTO_UNKNOWN_FIELDS), as Printer::SetHideUnknownFields(true)
  // does; libprotobuf's printer shows them by default. (text_style::python never shows them, as Python's
  // MessageToString does not by default.)
  bool hide_unknown_fields = false;
};

// JSON (JsonStringToMessage's JsonParseOptions).
struct json_parse_options {
  // Skip keys that name no field, and enum names the enum does not declare.
  bool ignore_unknown_fields = false;
  // Also accept enum names in other cases and with '-' for '_' ("adam-optimizer" for ADAM_OPTIMIZER).
  bool case_insensitive_enum_parsing = false;
  // Fail on what libprotobuf keeps as an unknown field, an enum number the enum does not declare, instead of
  // dropping it (a struct has no place for it).
  bool reject_unknown_fields = false;
  // How deeply JSON objects may nest, the document's own object included (libprotobuf: 100).
  int recursion_limit = 100;
  // text_style::python reads as Python protobuf's json_format.Parse (case_insensitive_enum_parsing has no
  // effect, and no required fields are checked).
  text_style style = text_style::cpp;
};

// JSON (MessageToJsonString's JsonPrintOptions).
struct json_print_options {
  bool add_whitespace = false;
  // Print unset singular fields with their defaults and empty repeated fields as [].
  bool always_print_primitive_fields = false;
  bool always_print_enums_as_ints = false;
  // Keys are the .proto field names instead of their lowerCamelCase JSON names.
  bool preserve_proto_field_names = false;
  // text_style::python prints as Python protobuf's json_format.MessageToJson(message,
  // including_default_value_fields=always_print_primitive_fields, preserving_proto_field_name=
  // preserve_proto_field_names, use_integers_for_enums=always_print_enums_as_ints, indent=2 with
  // add_whitespace, else indent=None).
  text_style style = text_style::cpp;
};

// Binary wire format (ParseFromString / MergeFromString).
struct binary_parse_options {
  // Accept a message whose required fields are not all set, as ParsePartialFromString / MergePartialFromString.
  bool allow_partial = false;
  // Deepest nesting of messages (and groups in unknown fields) accepted; libprotobuf's default is 100.
  int recursion_limit = 100;
  // Fail on what libprotobuf would keep as unknown fields (fields the type does not have, a known field with
  // another wire type than its own, enum values the enum does not declare) instead of skipping it.
  bool reject_unknown_fields = false;
};

}  // namespace plainproto
