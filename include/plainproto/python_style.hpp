// plainproto: the Python style (text_style::python) of the text-format parser and of JSON, as Python protobuf reads
// and writes them: text_format.Parse and Merge, json_format.MessageToJson and Parse. Include it in one file of a
// program that sets text_style::python in text_parse_options, json_print_options or json_parse_options; any file
// will do, since it installs them for the whole program before main. Without it those options throw
// plainproto::error (error_code::usage) naming this header, and no file compiles the Python style's parsers and
// printer. (The compiled library, plainproto::compiled, includes it; the text printer's Python style needs no
// header. docs/cli.md, "Python style", lists every difference from libprotobuf's.)
#pragma once

#include <string>
#include <string_view>

#include "json.hpp"
#include "options.hpp"
#include "text.hpp"
#include "detail/core/python_style_slot.hpp"
#include "detail/json/python_parse.hpp"
#include "detail/json/python_print.hpp"
#include "detail/text/python_parser.hpp"
#include "detail/text/python_syntax.hpp"

namespace plainproto {
namespace detail {

inline constexpr python_style_functions python_style_compiled{
    &read_python_text,
    [](std::string& out, const json_message_info& info, const void* message, const json_print_options& options) {
      python_print_json(out, info, message, options);
    },
    &python_parse_json,
    &read_python_syntax,
    &find_python_top_level_blocks,
};

inline const bool python_style_installed_before_main = (python_style_installed = &python_style_compiled, true);

}  // namespace detail
}  // namespace plainproto
