// plainproto: the typed entry points of text.hpp, json.hpp and binary.hpp declared (with their default
// arguments) but not defined, and the conveniences built only on them: the try_ forms, the file forms and
// as_text. text.hpp, json.hpp and binary.hpp define the entry points; compiled.hpp in compiled mode offers
// them without those headers, from the compiled library, so that a file calling them reads no parser.
#pragma once

#include <optional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <type_traits>

#include "core.hpp"
#include "error.hpp"
#include "options.hpp"
#include "detail/common/file_io.hpp"

namespace plainproto {

// --- declared: defined by text.hpp, json.hpp and binary.hpp -------------------------------------------------

// Text format (text.hpp): TextFormat::Parse, TextFormat::Merge, PrintToString.
template <class T>
void parse_text(std::string_view text, T& message, const text_parse_options& options = {});
template <class T>
T parse_text(std::string_view text, const text_parse_options& options = {});
template <class T>
void merge_text(std::string_view text, T& message, const text_parse_options& options = {});
template <class T>
std::string print_text(const T& message, const text_print_options& options = {});
namespace detail {
// print_text's output handed to out a piece at a time (write_text_file's).
template <class T>
void print_text_into(const T& message, output_sink out, const text_print_options& options);
}  // namespace detail

// JSON (json.hpp): MessageToJsonString, JsonStringToMessage (or merged into the message).
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
std::string to_json_string(const T& message, const json_print_options& options = {});
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
T parse_json(std::string_view text, const json_parse_options& options = {});
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
void merge_json(std::string_view text, T& message, const json_parse_options& options = {});

// Binary wire format (binary.hpp): SerializeToString, ParseFromString, MergeFromString. (serialize_to's out must
// not be a string of the message itself.)
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
void serialize_to(const T& message, std::string& out);
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
std::string serialize(const T& message);
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
void merge_binary(std::string_view bytes, T& message, const binary_parse_options& options = {});
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
void parse_binary(std::string_view bytes, T& message, const binary_parse_options& options = {});
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
T parse_binary(std::string_view bytes, const binary_parse_options& options = {});
namespace detail {
// serialize's bytes handed to out a piece at a time (write_binary_file's).
template <class T>
void serialize_into(const T& message, output_sink out);
}  // namespace detail

// --- built on them ---------------------------------------------------------------------------------------

template <class T>
result<T> try_parse_text(std::string_view text, const text_parse_options& options = {}) {
  return detail::result_of([&] { return parse_text<T>(text, options); });
}

// The error, or nothing when the text merged cleanly. On error the message may be partly merged.
template <class T>
std::optional<error> try_merge_text(std::string_view text, T& message, const text_parse_options& options = {}) {
  return detail::error_of([&] { merge_text(text, message, options); });
}

// parse_json without exceptions (plainproto::error is returned, anything else still thrown).
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
result<T> try_parse_json(std::string_view text, const json_parse_options& options = {}) {
  return detail::result_of([&] { return parse_json<T>(text, options); });
}

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
result<T> try_parse_binary(std::string_view bytes, const binary_parse_options& options = {}) {
  return detail::result_of([&] { return parse_binary<T>(bytes, options); });
}

// The error, or nothing when the bytes merged cleanly. On error the message may be partly merged.
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
std::optional<error> try_merge_binary(std::string_view bytes, T& message, const binary_parse_options& options = {}) {
  return detail::error_of([&] { merge_binary(bytes, message, options); });
}

// --- files (errors name the file; files are written atomically: temporary file + rename, so that on failure
// the old file is left as it was) -----------------------------------------------------------------------------

template <class T>
T parse_text_file(const std::string& path, const text_parse_options& options = {}) {
  const std::string text = read_file(path);
  return detail::reporting_file(path, [&] { return parse_text<T>(text, options); });
}

template <class T>
result<T> try_parse_text_file(const std::string& path, const text_parse_options& options = {}) {
  return detail::result_of([&] { return parse_text_file<T>(path, options); });
}

template <class T>
void merge_text_file(const std::string& path, T& message, const text_parse_options& options = {}) {
  const std::string text = read_file(path);
  detail::reporting_file(path, [&] { merge_text(text, message, options); });
}

template <class T>
std::optional<error> try_merge_text_file(const std::string& path, T& message,
                                         const text_parse_options& options = {}) {
  return detail::error_of([&] { merge_text_file(path, message, options); });
}

// The text goes to the file as it is printed, never whole in memory.
template <class T>
void write_text_file(const std::string& path, const T& message, const text_print_options& options = {}) {
  detail::printed_file file(path);
  detail::print_text_into(message, file.sink(), options);
  file.commit(write_sync::rename_only);
}

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
T parse_binary_file(const std::string& path, const binary_parse_options& options = {}) {
  const std::string bytes = read_file(path);
  return detail::reporting_file(path, [&] { return parse_binary<T>(bytes, options); });
}

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
void write_binary_file(const std::string& path, const T& message) {
  detail::printed_file file(path);
  detail::serialize_into(message, file.sink());
  file.commit(write_sync::rename_only);
}

// `std::cout << plainproto::as_text(config)` (the stream's header is the caller's: <iosfwd> declares it here)
template <class T>
struct text_view {
  const T& message;
  text_print_options options;
  friend std::ostream& operator<<(std::ostream& out, const text_view& view) {
    return out << print_text(view.message, view.options);
  }
};
template <class T>
text_view<T> as_text(const T& message, const text_print_options& options = {}) {
  return {message, options};
}

}  // namespace plainproto
