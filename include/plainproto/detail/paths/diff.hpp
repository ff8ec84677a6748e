// plainproto: comparing two messages of one type field by field, each difference as a path and the two values
// spelled as get() spells them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../core/compare.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "value.hpp"
#include "../text/printer.hpp"

namespace plainproto {

struct field_difference {
  enum class kind : std::uint8_t {
    changed,  // set in both, to different values (never a message: those are compared field by field)
    added,  // set only in the second message, or an element only the second list has
    removed,  // set only in the first message, or an element only the first list has
  };
  kind change;
  std::string path;  // "optimizer_config[0].adam_optimizer.beta1", "freeze_gradient[2]"
  std::string before;  // the first message's value ("" when added)
  std::string after;  // the second message's value ("" when removed)
  const field_descriptor* field;  // the field the path ends at
};

namespace detail {

class message_differ {
 public:
  message_differ(const text_print_options& options, std::vector<field_difference>& out)
      : options_(options), out_(out) {}

  // Fields and extensions (`[pkg.name]`) in number order, the order print_text writes them in.
  void compare(const message_descriptor& type, const void* a, const void* b) {
    for_each_field_and_extension(type, registered_extensions(type), [&](const field_descriptor& field) {
      const std::size_t path_size = path_.size();
      if (!path_.empty()) path_ += '.';
      path_.append(field.name);
      const void* in_a = field_storage_in(field, a);
      const void* in_b = field_storage_in(field, b);
      if (field.map)
        compare_maps(field, in_a, in_b);
      else if (field.is_repeated())
        compare_lists(field, in_a, in_b);
      else
        compare_singular(field, in_a, in_b);
      path_.resize(path_size);
    });
  }

 private:
  static constexpr std::size_t whole = static_cast<std::size_t>(-1);

  void compare_singular(const field_descriptor& field, const void* a, const void* b) {
    const bool in_a = field.ops->has(a), in_b = field.ops->has(b);
    if (!in_a && !in_b) return;
    if (in_a != in_b) return report_one_side(field, in_a ? a : b, whole, in_a);
    if (field.type == field_type::message)
      return compare(*field.message_type(), field.ops->get_message(a), field.ops->get_message(b));
    const bool same = field.kind() == cpp_kind::string
                          ? field.ops->get_string(a) == field.ops->get_string(b)
                          : same_scalar(field.kind(), field.ops->get(a), field.ops->get(b));
    if (!same) report_changed(field, a, b, whole);
  }

  // Elements are compared by index; the longer list's extra elements are added or removed.
  void compare_lists(const field_descriptor& field, const void* a, const void* b) {
    const std::size_t size_a = field.ops->size(a), size_b = field.ops->size(b);
    const std::size_t path_size = path_.size();
    for (std::size_t i = 0; i < size_a || i < size_b; ++i) {
      path_.append("[").append(std::to_string(i)).append("]");
      if (i >= size_b) {
        report_one_side(field, a, i, true);
      } else if (i >= size_a) {
        report_one_side(field, b, i, false);
      } else if (field.type == field_type::message) {
        compare(*field.message_type(), field.ops->message_at(a, i), field.ops->message_at(b, i));
      } else {
        const bool same = field.kind() == cpp_kind::string
                              ? field.ops->string_at(a, i) == field.ops->string_at(b, i)
                              : same_scalar(field.kind(), field.ops->get_at(a, i), field.ops->get_at(b, i));
        if (!same) report_changed(field, a, b, i);
      }
      path_.resize(path_size);
    }
  }

  // Entries are matched by key (both lists are in key order), each named `map[key=K]` as a path selects it.
  void compare_maps(const field_descriptor& field, const void* a, const void* b) {
    const message_descriptor& entry_type = *field.message_type();
    const field_descriptor& key = entry_type.fields[0];
    const std::size_t size_a = field.ops->size(a), size_b = field.ops->size(b);
    const std::size_t path_size = path_.size();
    for (std::size_t i = 0, j = 0; i < size_a || j < size_b;) {
      const void* entry_a = i < size_a ? field.ops->message_at(a, i) : nullptr;
      const void* entry_b = j < size_b ? field.ops->message_at(b, j) : nullptr;
      const int order = entry_a == nullptr ? 1 : entry_b == nullptr ? -1 : map_key_order(key, entry_a, entry_b);
      path_.append("[key=").append(value_of(key, key.storage_in(order <= 0 ? entry_a : entry_b), whole)).append("]");
      if (order < 0)
        report_one_side(field, a, i++, true);
      else if (order > 0)
        report_one_side(field, b, j++, false);
      else
        compare(entry_type, field.ops->message_at(a, i++), field.ops->message_at(b, j++));
      path_.resize(path_size);
    }
  }

  std::string value_of(const field_descriptor& field, const void* storage, std::size_t index) const {
    std::string value;
    append_field_value(field, storage, index, options_, value);
    return value;
  }

  void report_one_side(const field_descriptor& field, const void* storage, std::size_t index, bool in_first) {
    std::string value = value_of(field, storage, index);
    if (in_first)
      out_.push_back({field_difference::kind::removed, path_, std::move(value), {}, &field});
    else
      out_.push_back({field_difference::kind::added, path_, {}, std::move(value), &field});
  }

  void report_changed(const field_descriptor& field, const void* a, const void* b, std::size_t index) {
    out_.push_back(
        {field_difference::kind::changed, path_, value_of(field, a, index), value_of(field, b, index), &field});
  }

  const text_print_options& options_;
  std::vector<field_difference>& out_;
  std::string path_;
};

}  // namespace detail
}  // namespace plainproto
