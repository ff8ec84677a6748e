// plainproto: where text.hpp and json.hpp find the Python style (text_style::python) of the text-format parser
// and of the JSON printer and parser, and documents and `--at` Python's tokenizer. <plainproto/python_style.hpp> compiles them and installs them here when the
// program starts, so that a file which includes text.hpp or json.hpp without it does not compile them: they are
// 5.1 G of the 41.2 G instructions g++ -O2 spends on a file that parses and prints both built-in schemas in text
// format and JSON. (The Python style of the text printer is a few number and escape functions, not installed.)
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "../../error.hpp"
#include "../../options.hpp"
#include "../common/function_attributes.hpp"

namespace plainproto {
struct message_descriptor;
namespace detail {
struct json_message_info;
struct syntax_value;
struct text_block;

struct python_style_functions {
  // text_format.Parse (merge = false) or text_format.Merge.
  void (*read_text)(const message_descriptor& descriptor, void* message, std::string_view text,
                    const text_parse_options& options, bool merge);
  // json_format.MessageToJson, appended to out.
  void (*print_json)(std::string& out, const json_message_info& info, const void* message,
                     const json_print_options& options);
  // json_format.Parse (which merges).
  void (*read_json)(std::string_view text, const json_message_info& info, void* message,
                    const json_parse_options& options);
  // A file's syntax tree and its top-level blocks (syntax_tree.hpp, block.hpp), tokens as Python's tokenizer reads
  // them: what a document, `fmt` and `--at` read in this style.
  syntax_value (*read_syntax)(std::string_view text, int recursion_limit, std::string_view only_field);
  std::vector<text_block> (*find_top_level_blocks)(std::string_view text, std::string_view name);
};

// Set before main by python_style.hpp's python_style_installed_before_main (constant-initialized null until then).
inline const python_style_functions* python_style_installed = nullptr;

[[noreturn]] PLAINPROTO_DETAIL_COLD inline void report_python_style_missing() {
  throw error(error_code::usage,
              "text_style::python is not compiled into this program: include <plainproto/python_style.hpp> in one "
              "of its files");
}

inline const python_style_functions& python_style() {
  if (python_style_installed == nullptr) report_python_style_missing();
  return *python_style_installed;
}

}  // namespace detail
}  // namespace plainproto
