// plainproto: what differs between two messages of one type, field by field.
//
//   for (const plainproto::field_difference& d : plainproto::diff(old_config, new_config))
//     std::cout << plainproto::diff_line(d) << '\n';
//   // optimizer_config[0].adam_optimizer.beta1: 0.9 -> 0.85
//   // + incr_save_config.fs {}
//   // - freeze_gradient[2]: "c.*"
//
// Fields are compared in field-number order (the order print_text writes them); a field set in one message
// only is added or removed (presence counts: an unset field and one set to its default differ), a sub-message
// set in both is compared field by field, a repeated field element by element by index. Values are spelled
// as get() spells them, so `PATH: VALUE` of a changed field gives `set(PATH, VALUE)`. Floating-point values
// are the same when they print the same: NaN is the same as NaN, -0 as -0, and 0 differs from -0.
#pragma once

#include <string>
#include <type_traits>
#include <vector>

#include "core.hpp"
#include "detail/paths/diff.hpp"
#include "detail/text/printer.hpp"

namespace plainproto {

// Every difference between messages `a` and `b` of `type`, in field-number order, depth first; empty when
// they are the same. options.as_utf8 keeps UTF-8 in string values unescaped.
inline std::vector<field_difference> diff(const message_descriptor& type, const void* a, const void* b,
                                          const text_print_options& options = {}) {
  std::vector<field_difference> differences;
  detail::message_differ(options, differences).compare(type, a, b);
  return differences;
}

template <class T, std::enable_if_t<is_message_v<T>, int> = 0>
std::vector<field_difference> diff(const T& a, const T& b, const text_print_options& options = {}) {
  return diff(descriptor_of<T>(), &a, &b, options);
}

// One difference as `plainproto diff` prints it: `PATH: BEFORE -> AFTER` when changed, `+ PATH: VALUE` when
// added, `- PATH: VALUE` when removed; a message value follows its path without the colon, as in text format
// (`+ incr_save_config.fs {}`).
inline std::string diff_line(const field_difference& difference) {
  const std::string separator = difference.field->type == field_type::message ? " " : ": ";
  switch (difference.change) {
    case field_difference::kind::changed:
      return difference.path + separator + difference.before + " -> " + difference.after;
    case field_difference::kind::added: return "+ " + difference.path + separator + difference.after;
    case field_difference::kind::removed: return "- " + difference.path + separator + difference.before;
  }
  return {};
}

}  // namespace plainproto
