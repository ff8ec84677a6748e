// plainproto: everything (the umbrella header and the JSON mapping), with the typed entry points of the built-in
// top-level messages compiled once, in a library, instead of in every file that uses them.
//
// Build-time mode for projects with many files that read or write the built-in configs: link the library
// target plainproto::compiled (CMake) or plainproto_compiled_dep (Meson), which defines PLAINPROTO_HEADER_ONLY=0
// for its users, and include this header. parse_text, merge_text, print_text, to_json_string, parse_json,
// merge_json, serialize, serialize_to, parse_binary and merge_binary of protos.TrainConfig,
// paddle.fleet.DistributedStrategy and paddle.fleet.DistributedJobInfo are then declared here (extern template)
// and defined in src/plainproto_compiled.cpp: a file that calls them compiles the headers but none of the
// parsers, printers and per-type code behind them. Everything else (other types, paths, documents) works as
// header-only. Without PLAINPROTO_HEADER_ONLY=0 this header is the umbrella header plus plainproto/json.hpp.
#pragma once

#include <string>
#include <string_view>

#include "binary.hpp"
#include "json.hpp"
#include "options.hpp"
#include "plainproto.hpp"
#include "schemas.hpp"
#include "text.hpp"

#ifndef PLAINPROTO_HEADER_ONLY
#define PLAINPROTO_HEADER_ONLY 1
#endif

// PLAINPROTO_DETAIL_ENTRY_POINTS(kind, T): every typed entry point of T, each prefixed by kind (`extern template`
// declares, `template` defines).
#define PLAINPROTO_DETAIL_ENTRY_POINTS(kind, T)                                                  \
  kind T parse_text<T>(std::string_view, const text_parse_options&);                             \
  kind void parse_text<T>(std::string_view, T&, const text_parse_options&);                      \
  kind void merge_text<T>(std::string_view, T&, const text_parse_options&);                      \
  kind std::string print_text<T>(const T&, const text_print_options&);                           \
  kind std::string to_json_string<T, 0>(const T&, const json_print_options&);                    \
  kind T parse_json<T, 0>(std::string_view, const json_parse_options&);                          \
  kind void merge_json<T, 0>(std::string_view, T&, const json_parse_options&);                   \
  kind void serialize_to<T, 0>(const T&, std::string&);                                          \
  kind std::string serialize<T, 0>(const T&);                                                    \
  kind T parse_binary<T, 0>(std::string_view, const binary_parse_options&);                      \
  kind void parse_binary<T, 0>(std::string_view, T&, const binary_parse_options&);               \
  kind void merge_binary<T, 0>(std::string_view, T&, const binary_parse_options&)

// The types compiled into the library.
#define PLAINPROTO_DETAIL_COMPILED_TYPES(kind)                                    \
  PLAINPROTO_DETAIL_ENTRY_POINTS(kind, ::plainproto::protos::TrainConfig);                     \
  PLAINPROTO_DETAIL_ENTRY_POINTS(kind, ::plainproto::paddle::fleet::DistributedStrategy);      \
  PLAINPROTO_DETAIL_ENTRY_POINTS(kind, ::plainproto::paddle::fleet::DistributedJobInfo)

#if !PLAINPROTO_HEADER_ONLY
namespace plainproto {
PLAINPROTO_DETAIL_COMPILED_TYPES(extern template);
}  // namespace plainproto
#endif
