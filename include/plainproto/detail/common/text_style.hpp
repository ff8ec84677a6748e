// plainproto: whose text format and JSON the printers and parsers follow.
#pragma once

namespace plainproto {

enum class text_style {
  // libprotobuf 3.21: TextFormat, util::MessageToJsonString and util::JsonStringToMessage.
  cpp,
  // Python protobuf (python3-protobuf 3.21, its C++-backed implementation): text_format.MessageToString,
  // Parse and Merge, json_format.MessageToJson and Parse, as EasyRec and Paddle save and load configs.
  // docs/cli.md ("Python style") lists every difference from cpp.
  python,
};

}  // namespace plainproto
