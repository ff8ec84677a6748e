// plainproto: reading and editing messages by path, in the language of EasyRec's edit_config
// (`--train_config.num_steps=1000`, HPO parameter files).
//
//   plainproto::set(config, "optimizer_config[0].adam_optimizer.beta1", "0.85");
//   plainproto::set(config, "optimizer_config[:].use_moving_average;num_steps", "true;5000");
//   plainproto::set(config, "incr_save_config.fs", "{}");                   // present, empty
//   plainproto::get(config, "optimizer_config[adam_optimizer.beta1>0.8].use_moving_average");  // {"true"}
//
// A path is dotted field names; a repeated field takes a selector: [i] (negative counts from the end), [:],
// [a:b] (Python slice), or [subpath OP literal] with OP one of >= <= > < = (numbers numerically, strings
// lexicographically, enums by name or number, bools true/false). Every selected element is visited.
//
// Values are converted to the field's type: numbers as EasyRec converts them, with Python's int() and float()
// ("010" is ten, "1_000", "+5"), else with the text-format parser's rules ("0x10", "1e-3"); enum names or
// numbers, true/false, quoted or bare strings; a whole repeated field is replaced by a list `[a, b]` (or one value); a message is
// replaced by text format, with or without one outer { }. Writing inside one member of a oneof switches it.
// get() returns values as text format writes them, messages on one line as `{ a: 1 }`, whole repeated fields
// as `[a, b]`: set(path, get(path)[i]) writes back the same value.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core.hpp"
#include "error.hpp"
#include "options.hpp"
#include "detail/paths/eval.hpp"
#include "detail/paths/syntax.hpp"

namespace plainproto {

// --- untyped forms -------------------------------------------------------------------------------------------

// Every value the path selects, in message order (none when a slice or condition selects nothing).
// Unset fields read as their defaults. options.as_utf8 keeps UTF-8 in strings unescaped.
inline std::vector<std::string> get(const message_descriptor& type, const void* message, std::string_view path,
                                    const text_print_options& options = {}) {
  return detail::get_path(type, message, path, options);
}

// Sets every field the path selects to the value and returns how many fields were written. Several paths
// separated by ';' take as many ';'-separated values ("a;b", "1;2"); a single path takes the whole value, ';'
// included. (';' inside quotes or brackets never separates.) All or nothing: on error the message is unchanged.
// With text_style::python, lists and messages in values are read as Python's text_format.Parse reads them, as
// EasyRec reads them (needs <plainproto/python_style.hpp>).
inline std::size_t set(const message_descriptor& type, void* message, std::string_view paths, std::string_view values,
                       text_style style = text_style::cpp) {
  const owned_message working(type);
  type.copy(working.get(), message);
  const std::size_t written = detail::set_paths(type, working.get(), paths, values, style);
  type.copy(message, working.get());
  return written;
}

// --- typed forms ---------------------------------------------------------------------------------------------

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
std::vector<std::string> get(const T& message, std::string_view path, const text_print_options& options = {}) {
  return get(descriptor_of<T>(), &message, path, options);
}

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
std::size_t set(T& message, std::string_view paths, std::string_view values, text_style style = text_style::cpp) {
  return set(descriptor_of<T>(), &message, paths, values, style);
}

// --- non-throwing forms --------------------------------------------------------------------------------------

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
result<std::vector<std::string>> try_get(const T& message, std::string_view path,
                                         const text_print_options& options = {}) {
  return detail::result_of([&] { return get(message, path, options); });
}

// The number of fields written, or the error (and the message unchanged).
template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
result<std::size_t> try_set(T& message, std::string_view paths, std::string_view values,
                            text_style style = text_style::cpp) {
  return detail::result_of([&] { return set(message, paths, values, style); });
}

}  // namespace plainproto
