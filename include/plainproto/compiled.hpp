// plainproto: the built-in schemas and their typed entry points, compiled once in a library instead of in every
// file that uses them.
//
// Build-time mode for projects with many files that read or write the built-in configs: link the library
// target plainproto::compiled (CMake) or plainproto_compiled_dep (Meson), which defines PLAINPROTO_HEADER_ONLY=0
// for its users, and include this header. It then brings the built-in schemas (schemas.hpp) and the entry
// points of entry_points.hpp: parse_text, merge_text, print_text, to_json_string, parse_json, merge_json,
// serialize, serialize_to, parse_binary and merge_binary, declared here (extern template) for protos.TrainConfig,
// paddle.fleet.DistributedStrategy and paddle.fleet.DistributedJobInfo and defined in src/plainproto_compiled.cpp,
// with their try_ and file forms. A file that includes only this header reads none of the parsers and printers
// and compiles none of their code. For anything else (other types, paths, documents, JSON values) include
// those headers as well: they stay header-only, and the extern declarations keep the built-in types' entry
// points in the library. Without PLAINPROTO_HEADER_ONLY=0 (header-only, the default) it includes the headers that
// define those entry points, text.hpp, json.hpp and binary.hpp, and not the rest of the library, so that a file
// written against one mode compiles in the other.
#pragma once

#include <string>
#include <string_view>

#include "entry_points.hpp"
#include "options.hpp"
#include "schemas.hpp"

#ifndef PLAINPROTO_HEADER_ONLY
#define PLAINPROTO_HEADER_ONLY 1
#endif

#if PLAINPROTO_HEADER_ONLY
#include "binary.hpp"
#include "json.hpp"
#include "text.hpp"
#endif

// PLAINPROTO_DETAIL_ENTRY_POINTS(kind, T): every typed entry point of T, each prefixed by kind (`extern template`
// declares, `template` defines).
#define PLAINPROTO_DETAIL_ENTRY_POINTS(kind, T)                                                      \
  kind T parse_text<T>(std::string_view, const text_parse_options&);                                 \
  kind void parse_text<T>(std::string_view, T&, const text_parse_options&);                          \
  kind void merge_text<T>(std::string_view, T&, const text_parse_options&);                          \
  kind std::string print_text<T>(const T&, const text_print_options&);                               \
  kind void detail::print_text_into<T>(const T&, detail::output_sink, const text_print_options&);    \
  kind std::string to_json_string<T, 0>(const T&, const json_print_options&);                        \
  kind T parse_json<T, 0>(std::string_view, const json_parse_options&);                              \
  kind void merge_json<T, 0>(std::string_view, T&, const json_parse_options&);                       \
  kind void serialize_to<T, 0>(const T&, std::string&);                                              \
  kind std::string serialize<T, 0>(const T&);                                                        \
  kind void detail::serialize_into<T>(const T&, detail::output_sink);                                 \
  kind T parse_binary<T, 0>(std::string_view, const binary_parse_options&);                          \
  kind void parse_binary<T, 0>(std::string_view, T&, const binary_parse_options&);                   \
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
