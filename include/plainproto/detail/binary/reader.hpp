// plainproto: the binary parser, accepting and rejecting what libprotobuf 3.21's MergeFromString does for proto2.
//
// Accepted: fields in any order; a singular field given again replaces the value (a oneof member replaces
// the oneof's), a message given again is merged; repeated scalars packed or not, whatever they declare.
// Skipped, as libprotobuf keeps them as unknown fields: fields the type does not have, a known field with
// another wire type than its own, enum values the (closed, proto2) enum does not declare.
// Rejected: truncated or over-long varints, tags and lengths; a length past the end of its message; wire
// types 6 and 7; field number 0; an end-group tag without its start-group tag, or the wrong one; packed
// fixed-width runs that are not a whole number of values; nesting of messages and groups past the recursion
// limit; and (unless partial) missing required fields.
#pragma once

#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../../options.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/field_access.hpp"
#include "../core/map_entry.hpp"
#include "../common/char_scan.hpp"
#include "../common/function_attributes.hpp"
#include "../common/small_copy.hpp"
#include "../core/message.hpp"
#include "views.hpp"
#include "wire.hpp"

namespace plainproto {
namespace detail {

class binary_reader {
 public:
  binary_reader(std::string_view input, const binary_parse_options& options) noexcept
      : begin_(input.data()), end_(input.data() + input.size()), options_(options), depth_left_(options.recursion_limit) {}

  // Merges the whole input into the message, then checks its required fields (unless partial).
  template <class M>
  void merge(M view, void* message) {
    read_merging(view, message, begin_, end_);
    check_required(view, message);
  }

  // Replaces the message with the input. What the message held is reused, as protobuf's Clear() keeps a
  // message's sub-objects for the next parse: the elements of repeated string and message fields take the
  // values read in order (keeping their buffers, and for messages their own lists), sub-messages are read
  // into in place, and what the input does not fill is cleared (read_reusing). On error the message is cleared.
  template <class M>
  void parse(M view, void* message) {
    try {
      read_reusing(view, message, begin_, end_);
    } catch (...) {
      view.get().clear(message);
      throw;
    }
    check_required(view, message);
  }

  // is_initialized, following only fields whose types can lack a required field (all of them in a dynamic view).
  template <class M>
  static bool required_fields_present(M view, const void* message) {
    bool present = true;
    view.for_each_field_by_number([&](auto field) {
      const void* storage = field.storage(message);
      const storage_ops& ops = field.ops();
      if (!present) return;
      if (field.get().is_required() && !ops.has(storage)) {
        present = false;
      } else if (field.type() == field_type::message && field.may_lack_required()) {
        if (field.is_repeated()) {
          const std::size_t count = ops.size(storage);
          for (std::size_t i = 0; i < count && present; ++i)
            present = required_fields_present(field.message_type(), ops.message_at(storage, i));
        } else if (ops.has(storage)) {
          present = required_fields_present(field.message_type(), ops.get_message(storage));
        }
      }
    });
    if (present && view.get().extensions != nullptr) present = extensions_initialized(view.get(), message);
    return present;
  }

 private:
  using handler = const char* (*)(binary_reader& reader, void* message, const char* tag_begin, const char* p,
                                  const char* end, std::uint32_t tag);

  template <class M>
  void check_required(M view, const void* message) const {
    if (!options_.allow_partial && view.may_lack_required() && !required_fields_present(view, message))
      report_missing_required(view.get(), message);
  }

  // --- reuse in parse mode ---------------------------------------------------------------------------------
  // Parsing into a message that held values reuses them, for a message read through a static view (up to 256
  // fields). The pass that reads the fields in number order (read_in_number_order) replaces each field where it
  // stands in that order: a field whose values come next is read over what it held (a string of the same length
  // overwritten in place, a sub-message read into in place, the elements of a list of strings or messages taking
  // the values in order, the elements left over then erased); a field whose values do not come next is cleared, a
  // list keeping its room. What is left of the body (fields out of order, given again, unknown) is then merged into
  // the message, as MergeFromString merges. Each field is met once: clearing every field before the body and the
  // ones it had not set after it took a DistributedStrategy's parse 18% more instructions. Dynamic views, and types
  // of more than 256 fields, are cleared and merged into.

  // The elements of a list of strings or messages being replaced: how many it held, how many values took one so
  // far. Null where a field is merged into.
  struct list_reuse {
    std::size_t kept = 0;
    std::size_t used = 0;
  };
  template <class M>
  struct replaced_by_pass : std::false_type {};
  template <const message_descriptor& D>
  struct replaced_by_pass<static_message_view<D>> : std::bool_constant<(D.field_count <= 256)> {};

  // Strings and messages keep what they hold (a string's buffer, a message's contents) for the values read. (A
  // map's entries are not reused: each entry read is put in its key's place.)
  template <class F>
  static constexpr bool reused_in_place(F field) noexcept {
    return !field.get().map && (field.type() == field_type::message || field.type() == field_type::string ||
                                field.type() == field_type::bytes);
  }

  // Reads one message body into a message whose contents it replaces, reusing them where it can.
  template <class M>
  void read_reusing(M view, void* message, const char* p, const char* end) {
    if constexpr (replaced_by_pass<M>::value) {
      if (unknown_fields* unknown = unknown_fields_in(view.get(), message)) unknown->clear();
      if (extension_set* extensions = extensions_in(view.get(), message)) extensions->clear_all();
      read_fields(view, message, p, end, std::true_type{});
    } else {
      view.get().clear(message);
      read_fields(view, message, p, end, std::false_type{});
    }
  }
  // Reads one message body into a message left as it is (merged into).
  template <class M>
  void read_merging(M view, void* message, const char* p, const char* end) {
    read_fields(view, message, p, end, std::false_type{});
  }

  // The message field being read, linked to the one around it; lives on the stack of read_message_field.
  using path_frame = field_path_frame;

  // replacing: the fields the pass meets are replaced (read_reusing), else merged into.
  template <class M, bool replacing>
  void read_fields(M view, void* message, const char* p, const char* end, std::bool_constant<replacing> replace) {
    const message_descriptor* const outer = owner_;
    owner_ = &view.get();
    p = read_in_number_order(view, message, replace, p, end);
    if (p < end) read_rest(view, message, p, end);
    owner_ = outer;
  }
  // What the pass left of a body (fields out of order, given again, unknown), merged field by field. The same in
  // both modes, so compiled once per type: not inlined into the replacing and the merging read_fields both.
  template <class M>
  PLAINPROTO_DETAIL_NOINLINE void read_rest(M view, void* message, const char* p, const char* end) {
    while (p < end) {
      const char* const tag_begin = p;
      std::uint32_t tag = 0;
      p = read_tag(p, end, tag);
      if (p == nullptr) report_varint(tag_begin, end, 5, "tag", nullptr);
      const char* const next = dispatch(view, message, tag_begin, p, end, tag);
      p = next != nullptr ? next : read_unknown_field(view.get(), message, tag_begin, tag, p, end);
    }
  }

  const char* read_unknown_field(const message_descriptor& descriptor, void* message, const char* tag_begin,
                                 std::uint32_t tag, const char* p, const char* end) {
    if (descriptor.message_set_wire_format && tag == message_set_item_start_tag)
      return read_message_set_item(descriptor, message, tag_begin, p, end);
    return read_extension_or_unknown(descriptor, message, tag_begin, tag, p, end);
  }

  const char* read_extension_or_unknown(const message_descriptor& descriptor, void* message, const char* tag_begin,
                                        std::uint32_t tag, const char* p, const char* end) {
    const auto number = static_cast<std::int32_t>(tag_number(tag));
    if (descriptor.extensions != nullptr && message != nullptr && in_extension_ranges(descriptor, number))
      if (const extension_descriptor* extension = detail::extensions().find(descriptor, number))
        if (fits_wire_type(extension->field, tag_wire_type(tag)))
          return read_extension(*extension, extensions_in(descriptor, message), tag_begin, tag, p, end);
    // Skipped first: a value that does not parse is malformed input, which no option accepts, before it is unknown.
    const char* const after = skip_field(tag_begin, tag, p, end);
    if (options_.reject_unknown_fields && tag_number(tag) != 0 && tag_wire_type(tag) != wire_type::end_group)
      report(tag_begin,
             "Message type \"" + entry_scope_.type_name(descriptor) + "\" has no field number " +
                 std::to_string(tag_number(tag)),
             nullptr, error_code::unknown_field);
    return keep_unknown(descriptor, message, tag_begin, after);
  }

  static bool fits_wire_type(const field_descriptor& field, wire_type wire) noexcept {
    if (field.group) return wire == wire_type::start_group;
    return wire == natural_wire_type(field.type) ||
           (field.is_repeated() && is_packable(field.type) && wire == wire_type::length_delimited);
  }

  // An extension's value, read into its storage in the message's extension_set. (An enum value its enum does not
  // declare is dropped: the storage is not a message that could keep it.)
  const char* read_extension(const extension_descriptor& extension, extension_set* set, const char* tag_begin,
                             std::uint32_t tag, const char* p, const char* end) {
    static constexpr message_descriptor keeps_nothing{};
    void* storage = set->find_or_create(extension);
    const message_descriptor* const outer = owner_;
    owner_ = &keeps_nothing;
    p = read_field(dynamic_field{&extension.field}, storage, nullptr, tag_begin, p, end, tag);
    owner_ = outer;
    return p;
  }

  // --- MessageSet items ---------------------------------------------------------------------------------------
  // An item is group 1 holding the extension's number (type_id, field 2) and its message (field 3). It is read as
  // libprotobuf's ParseMessageSetItem reads it: the two are told by their first byte; a message before its type_id
  // is held until the type_id comes; once both are read, a further type_id or message is dropped (a second type_id
  // before the message too); any other field inside the item is a field of the MessageSet itself. An item whose
  // type_id names no extension is kept as an unknown length-delimited field of that number, as libprotobuf keeps it
  // (and writes it back as an item).
  const char* read_message_set_item(const message_descriptor& set_type, void* message, const char* item_begin,
                                    const char* p, const char* end) {
    if (--depth_left_ < 0) report_recursion(item_begin);
    enum class item_state { empty, has_type_id, has_message, done };
    item_state state = item_state::empty;
    std::uint32_t type_id = 0;
    const char* held_begin = nullptr;  // a message read before its type_id: its length, then its bytes
    const char* held = nullptr;
    std::size_t held_size = 0;
    while (p < end) {
      const char* const tag_begin = p;
      const auto first = static_cast<unsigned char>(*p);
      if (first == message_set_type_id_tag) {
        std::uint64_t value = 0;
        p = read_varint(p + 1, end, value);
        if (p == nullptr) report_varint(tag_begin + 1, end, 10, "MessageSet type_id", nullptr);
        if (state == item_state::empty) {
          type_id = static_cast<std::uint32_t>(value);
          state = item_state::has_type_id;
        } else if (state == item_state::has_message) {
          type_id = static_cast<std::uint32_t>(value);
          read_message_set_payload(set_type, message, type_id, tag_begin, held_begin, held, held + held_size);
          state = item_state::done;
        }
      } else if (first == message_set_message_tag) {
        const char* const length_begin = ++p;
        const std::size_t size = read_length(p, end, nullptr);
        if (state == item_state::has_type_id) {
          if (type_id == 0) report(tag_begin, "MessageSet item with type_id 0", nullptr);
          read_message_set_payload(set_type, message, type_id, tag_begin, length_begin, p, p + size);
          state = item_state::done;
        } else if (state == item_state::empty) {
          held_begin = length_begin;
          held = p;
          held_size = size;
          state = item_state::has_message;
        }
        p += size;
      } else {
        std::uint32_t tag = 0;
        p = read_tag(p, end, tag);
        if (p == nullptr) report_varint(tag_begin, end, 5, "tag", nullptr);
        if (tag == message_set_item_end_tag) {
          ++depth_left_;
          return p;
        }
        if (tag_number(tag) != 0 && tag_wire_type(tag) == wire_type::end_group)
          report(tag_begin, "End-group tag of field " + std::to_string(tag_number(tag)) + " closes the group of field 1",
                 nullptr);
        p = read_extension_or_unknown(set_type, message, tag_begin, tag, p, end);
      }
    }
    report(item_begin, "Group of field 1 has no end-group tag", nullptr);
  }

  // The message of an item (size bytes from p, its length at length_begin), into the extension its type_id names.
  const char* read_message_set_payload(const message_descriptor& set_type, void* message, std::uint32_t type_id,
                                       const char* tag_begin, const char* length_begin, const char* p,
                                       const char* end) {
    const extension_descriptor* extension =
        type_id <= static_cast<std::uint32_t>(max_field_number)
            ? detail::extensions().find(set_type, static_cast<std::int32_t>(type_id))
            : nullptr;
    if (extension != nullptr) {
      static constexpr message_descriptor keeps_nothing{};
      void* storage = extensions_in(set_type, message)->find_or_create(*extension);
      const message_descriptor* const outer = owner_;
      owner_ = &keeps_nothing;
      read_message_field(dynamic_field{&extension->field}, message, storage, nullptr, tag_begin,
                         length_begin, p, end);
      owner_ = outer;
      return end;
    }
    if (options_.reject_unknown_fields)
      report(tag_begin,
             "MessageSet \"" + std::string(set_type.full_name) + "\" has no extension with type_id " +
                 std::to_string(type_id),
             nullptr, error_code::unknown_field);
    // Kept as libprotobuf keeps it, unless its type_id cannot be a field number (0, or past 2^29 - 1): those are
    // dropped.
    if (type_id != 0 && type_id <= static_cast<std::uint32_t>(max_field_number)) {
      std::string unknown;
      char bytes[2 * max_varint_size];
      char* q = write_varint(bytes, make_tag(static_cast<std::int32_t>(type_id), wire_type::length_delimited));
      q = write_varint(q, static_cast<std::uint64_t>(end - p));
      unknown.append(bytes, q).append(p, end);
      keep_unknown(set_type, message, unknown.data(), unknown.data() + unknown.size());
    }
    return end;
  }

  // What libprotobuf keeps as unknown fields goes to the message's unknown_fields when it has them.
  // They are kept as libprotobuf writes them back: re-encoded, every varint (tags, values, lengths) in its shortest
  // form.
  static const char* keep_unknown(const message_descriptor& descriptor, void* message, const char* begin,
                                  const char* end) {
    if (descriptor.unknown_fields != nullptr && message != nullptr) {
      std::string canonical;
      append_canonical_fields(begin, end, canonical);
      static_cast<unknown_fields*>(descriptor.unknown_fields(message))->append(canonical);
    }
    return end;
  }

  // Fields already read once (so well formed), up to end or to the end-group tag that closes them (returned).
  static const char* append_canonical_fields(const char* p, const char* end, std::string& out) {
    const auto put_varint = [&out](std::uint64_t value) {
      char bytes[max_varint_size];
      out.append(bytes, static_cast<std::size_t>(write_varint(bytes, value) - bytes));
    };
    while (p < end) {
      std::uint64_t wide_tag = 0;
      p = read_varint(p, end, wide_tag);
      const auto tag = static_cast<std::uint32_t>(wide_tag);  // a tag is 32 bits; libprotobuf drops the rest
      put_varint(tag);
      switch (tag_wire_type(tag)) {
        case wire_type::varint: {
          std::uint64_t value = 0;
          p = read_varint(p, end, value);
          put_varint(value);
          break;
        }
        case wire_type::fixed64:
        case wire_type::fixed32: {
          const std::size_t width = tag_wire_type(tag) == wire_type::fixed64 ? 8 : 4;
          out.append(p, width);
          p += width;
          break;
        }
        case wire_type::length_delimited: {
          std::uint64_t size = 0;
          p = read_varint(p, end, size);
          put_varint(size);
          out.append(p, static_cast<std::size_t>(size));
          p += size;
          break;
        }
        case wire_type::start_group: p = append_canonical_fields(p, end, out); break;
        default: return p;  // the end-group tag, written above
      }
    }
    return p;
  }

  // Writers put the fields in number order. A static view's fields are first read in that order: each field's tag
  // is compared with the bytes that come next, and its value read when they match (a repeated field's, as long as
  // they do). What is left (fields out of order, given again, unknown, or packed where the field is not) goes to
  // the loop that dispatches on the number. The dispatch's jump through a table, from one place for every field,
  // was mispredicted once in every few fields; each comparison here is a branch of its own, which the processor
  // predicts by the field.
  template <const message_descriptor& D, class Replace>
  PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_in_number_order(static_message_view<D>, void* message,
                                                                   Replace replace, const char* p, const char* end) {
    if constexpr (D.field_count <= 256)
      return read_in_number_order<D>(message, replace, p, end, std::make_index_sequence<D.field_count>{});
    else
      return p;
  }
  const char* read_in_number_order(dynamic_message_view, void*, std::false_type, const char* p, const char*) {
    return p;
  }
  template <const message_descriptor& D, class Replace, std::size_t... N>
  PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_in_number_order([[maybe_unused]] void* message,
                                                                   [[maybe_unused]] Replace replace, const char* p,
                                                                   [[maybe_unused]] const char* end,
                                                                   std::index_sequence<N...>) {
    static_cast<void>(std::initializer_list<int>{
        (p = read_if_next(static_field<D, D.fields_by_number[N]>{}, message, replace, p, end), 0)...});
    return p;
  }

  // The tag a writer puts before a field's values, as its bytes.
  struct expected_tag {
    std::uint32_t value = 0;
    std::size_t size = 0;
    unsigned char bytes[5] = {};

    constexpr explicit expected_tag(const field_descriptor& field) noexcept
        : value(make_tag(field.number, field.group    ? wire_type::start_group
                                       : field.packed ? wire_type::length_delimited
                                                      : natural_wire_type(field.type))) {
      for (std::uint32_t rest = value; size == 0 || rest != 0; rest >>= 7)
        bytes[size++] = static_cast<unsigned char>((rest & 0x7f) | (rest >= 0x80 ? 0x80 : 0));
    }
    // Whether the bytes at p (before end) are the tag, and something follows it.
    constexpr bool starts(const char* p, const char* end) const noexcept {
      if (end - p <= static_cast<std::ptrdiff_t>(size)) return false;
      for (std::size_t i = 0; i < size; ++i)
        if (static_cast<unsigned char>(p[i]) != bytes[i]) return false;
      return true;
    }
  };

  template <class F>
  PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_if_next(F field, void* message, std::false_type, const char* p,
                                                           const char* end) {
    static constexpr expected_tag tag{F::descriptor};
    while (tag.starts(p, end)) {
      p = read_field(field, message, nullptr, p, p + tag.size, end, tag.value);
      if constexpr (!F::is_repeated()) break;
    }
    return p;
  }
  // Replacing: the field is read over, or cleared.
  template <class F>
  PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_if_next(F field, void* message, std::true_type, const char* p,
                                                           const char* end) {
    static constexpr expected_tag tag{F::descriptor};
    void* const storage = field.storage(message);
    const storage_ops& ops = field.ops();
    if constexpr (F::is_repeated()) {
      list_reuse list;
      if (reused_in_place(field))
        list.kept = ops.size(storage);
      else if (ops.size(storage) != 0)
        ops.erase(storage, 0, ops.size(storage));
      while (tag.starts(p, end)) p = read_field(field, message, &list, p, p + tag.size, end, tag.value);
      if (list.used < list.kept) ops.erase(storage, list.used, list.kept);
      return p;
    } else {
      if (!tag.starts(p, end)) {
        ops.clear(storage);
        return p;
      }
      list_reuse replacing;
      return read_field(field, message, &replacing, p, p + tag.size, end, tag.value);
    }
  }

  // A field of a static view is read by code inlined here, chosen by its number in an if-chain the compiler
  // turns into a jump table: a call through a table of handlers cost more than most fields' reading. (A fold of
  // more than 256 terms is past clang's limit: such messages take the table.) Null for a number no field has.
  template <const message_descriptor& D>
  PLAINPROTO_DETAIL_ALWAYS_INLINE const char* dispatch(static_message_view<D> view, void* message,
                                                       const char* tag_begin, const char* p, const char* end,
                                                       std::uint32_t tag) {
    if constexpr (D.field_count <= 256) {
      return dispatch_inline<D>(tag_number(tag), message, tag_begin, p, end, tag,
                                std::make_index_sequence<D.field_count>{});
    } else {
      const std::size_t index = view.find(tag_number(tag));
      return index != no_field_index ? handlers_of<D>[index](*this, message, tag_begin, p, end, tag) : nullptr;
    }
  }
  template <const message_descriptor& D, std::size_t... I>
  // (The parameters are unused for a message without fields.)
  PLAINPROTO_DETAIL_ALWAYS_INLINE const char* dispatch_inline([[maybe_unused]] std::uint32_t number,
                                                              [[maybe_unused]] void* message,
                                                              [[maybe_unused]] const char* tag_begin,
                                                              [[maybe_unused]] const char* p,
                                                              [[maybe_unused]] const char* end,
                                                              [[maybe_unused]] std::uint32_t tag,
                                                              std::index_sequence<I...>) {
    const char* next = nullptr;
    static_cast<void>(((number == static_cast<std::uint32_t>(D.fields[I].number) &&
                        (next = read_field(static_field<D, I>{}, message, nullptr, tag_begin, p, end, tag), true)) ||
                       ...));
    return next;
  }
  const char* dispatch(dynamic_message_view view, void* message, const char* tag_begin, const char* p,
                       const char* end, std::uint32_t tag) {
    const std::size_t index = view.find(tag_number(tag));
    return index != no_field_index ? read_field(view.field(index), message, nullptr, tag_begin, p, end, tag) : nullptr;
  }

  template <const message_descriptor& D, std::size_t I>
  static const char* static_handler(binary_reader& reader, void* message, const char* tag_begin, const char* p,
                                    const char* end, std::uint32_t tag) {
    return reader.read_field(static_field<D, I>{}, message, nullptr, tag_begin, p, end, tag);
  }
  template <const message_descriptor& D, std::size_t... I>
  static constexpr std::array<handler, sizeof...(I)> static_handlers(std::index_sequence<I...>) noexcept {
    return {&static_handler<D, I>...};
  }
  template <const message_descriptor& D>
  static inline constexpr auto handlers_of = static_handlers<D>(std::make_index_sequence<D.field_count>{});

  // replacing: null where the field is merged into; else the pass is replacing the field, and for a list it counts
  // the elements kept and taken (a singular field's keeps none: only its being non-null matters).
  template <class F>
  PLAINPROTO_DETAIL_ALWAYS_INLINE const char* read_field(F field, void* message, list_reuse* replacing,
                                                         const char* tag_begin, const char* p, const char* end,
                                                         std::uint32_t tag) {
    void* storage = field.storage(message);
    const field_type type = field.type();
    const wire_type wire = tag_wire_type(tag);
    if (wire != (field.group() ? wire_type::start_group : natural_wire_type(type))) {
      if (field.is_repeated() && is_packable(type) && wire == wire_type::length_delimited)
        return read_packed(field, storage, message, replacing, p, end);
      return read_with_other_wire_type(field.get(), message, tag_begin, p, end, tag);
    }
    if (field.is_repeated() && !field.get().map) size_list_for_run(field, storage, replacing, tag_begin, p, end, wire);
    switch (wire) {
      case wire_type::varint: {
        std::uint64_t value = 0;
        const char* const value_begin = p;
        p = read_varint(p, end, value);
        if (p == nullptr) report_varint(value_begin, end, 10, "varint", &field.get());
        if (!store_varint(field, storage, value, value_begin)) {
          // (A singular field being replaced would keep its old value: it is cleared, as Clear() would leave it.)
          if (replacing != nullptr && !field.is_repeated()) field.ops().clear(storage);
          dropped_enum_in_ = owner_;
          keep_unknown(*owner_, message, tag_begin, p);
        }
        return p;
      }
      case wire_type::fixed32:
      case wire_type::fixed64: {
        const std::size_t width = fixed_size(type);
        if (static_cast<std::size_t>(end - p) < width) report_truncated_fixed(p, width, &field.get());
        if (field.is_repeated()) {
          add_fixed(field, storage, p);
        } else {
          const fixed_value value(p, width);
          field.ops().set_bytes(storage, value.bytes());
        }
        return p + width;
      }
      case wire_type::start_group:
        return read_group_field(field, message, storage, replacing, tag_begin, p, end, tag);
      default: break;
    }
    const char* const length_begin = p;
    const std::size_t size = read_length(p, end, &field.get());
    if (type == field_type::message) {
      const char* const next =
          read_message_field(field, message, storage, replacing, tag_begin, length_begin, p, p + size);
      // (Only when another element follows: a list sized for its run is full at its end.)
      if (field.is_repeated() && !field.get().map && starts_with_tag(next, end, tag_begin, length_begin))
        size_list_for_input(field.ops(), storage, static_cast<std::size_t>(next - tag_begin),
                            static_cast<std::size_t>(end - next));
      return next;
    }
    std::string* const target =
        field.is_repeated() ? add_string(field, storage, replacing) : field.ops().mutable_string(storage);
    // A string of the same length (parsing again into a used message) is overwritten without a call.
    if (size != target->size())
      replace_string(*target, p, size);
    else if (size != 0)
      copy_small(&(*target)[0], p, size);
    return p + size;
  }

  // libprotobuf keeps a known field sent with another wire type as an unknown field. (Out of the per-field code,
  // which is kept small so that a message's reading fits the instruction cache.)
  PLAINPROTO_DETAIL_COLD const char* read_with_other_wire_type(const field_descriptor& field, void* message,
                                                               const char* tag_begin, const char* p, const char* end,
                                                               std::uint32_t tag) {
    const wire_type wire = tag_wire_type(tag);
    // (Wire types 6 and 7 exist in no message: skip_field reports them as invalid, as libprotobuf does; and a value
    // that does not parse is malformed, which no option accepts, before it does not fit.)
    const char* const after = skip_field(tag_begin, tag, p, end);
    if (options_.reject_unknown_fields && wire != wire_type::end_group && static_cast<int>(wire) <= 5)
      report(tag_begin,
             "Wire type " + std::to_string(static_cast<int>(wire)) + " does not fit the field's type " +
                 std::string(type_name(field.type)),
             &field, error_code::unknown_field);
    return keep_unknown(*owner_, message, tag_begin, after);
  }

  // An empty list of strings or messages (not one being reused, which keeps its room) is first given room for the
  // run of fields with this element's tag: writers put a list's elements one after the other, so one allocation
  // replaces the doubling, which moves every element each time. A list of numbers is not counted first: its first
  // value gets room for several (ops_for::with_room) and its doubling copies plain values, which cost less than
  // reading every value twice for lists of 2 and of 100 or more values (7 to 10 cost up to 15% more; callgrind).
  template <class F>
  static void size_list_for_run(F field, void* storage, const list_reuse* replacing, const char* tag_begin,
                                const char* value_begin, const char* end, wire_type wire) {
    if (wire != wire_type::length_delimited || replacing != nullptr || field.ops().size(storage) != 0) return;
    const std::size_t count = run_length(tag_begin, value_begin, end);
    if (count > 1) field.ops().grow(storage, count);
  }

  // How many length-delimited fields from tag_begin on have the tag that ends at value_begin. Counting stops at a
  // value that is malformed (its reading reports it). (The tag is compared a byte or two at a time: this runs
  // ahead of every list read.)
  static std::size_t run_length(const char* tag_begin, const char* value_begin, const char* end) noexcept {
    const auto skip_value = [end](const char* p) noexcept -> const char* {
      std::uint32_t size = 0;
      p = read_size(p, end, size);
      return p == nullptr || size > static_cast<std::size_t>(end - p) ? nullptr : p + size;
    };
    const auto tag_size = static_cast<std::size_t>(value_begin - tag_begin);
    std::size_t count = 0;
    for (const char* p = skip_value(value_begin); p != nullptr; p = skip_value(p + tag_size)) {
      ++count;
      if (!starts_with_tag(p, end, tag_begin, value_begin)) break;
    }
    return count;
  }

  // Whether the bytes at p (before end) start with the tag from tag_begin to tag_end, followed by something.
  static bool starts_with_tag(const char* p, const char* end, const char* tag_begin, const char* tag_end) noexcept {
    const auto size = tag_end - tag_begin;
    if (end - p <= size || p[0] != tag_begin[0]) return false;
    for (std::ptrdiff_t i = 1; i < size; ++i)  // (a tag is mostly one or two bytes: no call to memcmp)
      if (p[i] != tag_begin[i]) return false;
    return true;
  }

  // The element a string read goes to: the next one kept, when the list is being replaced and has one left.
  template <class F>
  static std::string* add_string(F field, void* storage, list_reuse* replacing) {
    if (replacing != nullptr && replacing->used < replacing->kept)
      return field.ops().mutable_string_at(storage, replacing->used++);
    return field.ops().add_string(storage);
  }

  // A group's fields run to the end-group tag of its number, found first; they are then read as a message body.
  template <class F>
  const char* read_group_field(F field, void* message, void* storage, list_reuse* replacing, const char* tag_begin,
                               const char* p, const char* end, std::uint32_t tag) {
    const char* body_end = nullptr;
    const char* const after = skip_group(tag_begin, tag_number(tag), p, end, &body_end);
    read_message_field(field, message, storage, replacing, tag_begin, tag_begin, p, body_end);
    return after;
  }

  // A map entry whose enum value the enum does not declare is kept whole as an unknown field, as libprotobuf keeps it.
  // The sub-message is read over (replaced) where the pass replaces the field: the field's own, or the next element
  // its list kept; else merged into (a new element, or a message given again or out of order).
  template <class F>
  const char* read_message_field(F field, void* message, void* storage, list_reuse* replacing,
                                 const char* tag_begin, const char* length_begin, const char* p, const char* end) {
    const storage_ops& ops = field.ops();
    void* sub;
    std::size_t index = whole_field;
    bool reuse;
    if (field.is_repeated()) {
      reuse = replacing != nullptr && replacing->used < replacing->kept;
      if (reuse) {
        index = replacing->used++;
        sub = ops.mutable_message_at(storage, index);
      } else {
        sub = ops.add_message(storage);
        index = ops.size(storage) - 1;
      }
    } else {
      sub = ops.mutable_message(storage);
      reuse = replacing != nullptr;
    }
    const path_frame frame{&field.get(), index, path_};
    path_ = &frame;
    if (--depth_left_ < 0) report_recursion(length_begin);
    const message_descriptor* const dropped_before = std::exchange(dropped_enum_in_, nullptr);
    map_entry_scope outer_scope;
    if (field.get().map) outer_scope = std::exchange(entry_scope_, {owner_, &field.get()});
    if (reuse)
      read_reusing(field.message_type(), sub, p, end);
    else
      read_merging(field.message_type(), sub, p, end);
    if (field.get().map) {
      entry_scope_ = outer_scope;
      if (dropped_enum_in_ == &field.message_type().get()) {
        ops.erase(storage, ops.size(storage) - 1, ops.size(storage));
        keep_unknown(*owner_, message, tag_begin, end);
      } else {
        ops.settle_entry(storage);
      }
    }
    dropped_enum_in_ = dropped_before;
    ++depth_left_;
    path_ = frame.outer;
    return end;
  }

  // A varint type's value: int32, uint32, sint32 and enum values are the low 32 bits of the varint, as
  // libprotobuf reads them.
  // Returns false for an enum value the enum does not declare (skipped, as libprotobuf keeps it as unknown).
  template <class F>
  bool store_varint(F field, void* storage, std::uint64_t value, const char* value_begin) {
    const storage_ops& ops = field.ops();
    const bool repeated = field.is_repeated();
    const auto low32 = static_cast<std::uint32_t>(value);
    switch (field.type()) {
      case field_type::bool_: {
        const scalar b = scalar::from_bool(value != 0);
        repeated ? ops.add(storage, b) : ops.set(storage, b);
        return true;
      }
      case field_type::enum_: {
        const auto number = static_cast<std::int32_t>(low32);
        if (!field.enum_declares(number)) {
          if (options_.reject_unknown_fields) report_undeclared_enum_value(value_begin, number, field.get());
          return false;
        }
        const scalar e = scalar::from_int(number);
        repeated ? ops.add(storage, e) : ops.set(storage, e);
        if (dropped_enum_in_ == owner_) dropped_enum_in_ = nullptr;  // a map entry's value given again, declared
        return true;
      }
      case field_type::int32: return store_bytes(ops, storage, repeated, static_cast<std::int32_t>(low32));
      case field_type::uint32: return store_bytes(ops, storage, repeated, low32);
      case field_type::sint32: return store_bytes(ops, storage, repeated, zigzag_decode32(low32));
      case field_type::int64: return store_bytes(ops, storage, repeated, static_cast<std::int64_t>(value));
      case field_type::uint64: return store_bytes(ops, storage, repeated, value);
      case field_type::sint64: return store_bytes(ops, storage, repeated, zigzag_decode64(value));
      default: return true;
    }
  }

  // A fixed-width value read little-endian, in the host's order.
  struct fixed_value {
    fixed_value(const char* p, std::size_t width) noexcept : wide(width == 8) {
      if (wide)
        bits64 = read_fixed64(p);
      else
        bits32 = read_fixed32(p);
    }
    const void* bytes() const noexcept { return wide ? static_cast<const void*>(&bits64) : &bits32; }

    bool wide;
    std::uint32_t bits32 = 0;
    std::uint64_t bits64 = 0;
  };
  template <class F>
  static void add_fixed(F field, void* storage, const char* p) {
    const fixed_value value(p, fixed_size(field.type()));
    field.ops().add_bytes(storage, value.bytes());
  }

  template <class T>
  static bool store_bytes(const storage_ops& ops, void* storage, bool repeated, T value) {
    if (repeated)
      ops.add_bytes(storage, &value);
    else
      ops.set_bytes(storage, &value);
    return true;
  }

  template <class F>
  const char* read_packed(F field, void* storage, void* message, const list_reuse* replacing, const char* p,
                          const char* end) {
    const std::size_t size = read_length(p, end, &field.get());
    const char* const run_end = p + size;
    // As size_list_for_run: a list being replaced keeps its room, and its varints are not counted again.
    const bool sizing = replacing == nullptr && field.ops().size(storage) == 0;
    const std::size_t width = fixed_size(field.type());
    if (width != 0) return read_packed_fixed(field, storage, sizing, p, run_end, width);
    if (sizing)
      field.ops().grow(storage, static_cast<std::size_t>(std::count_if(p, run_end, [](char byte) {
                         return static_cast<unsigned char>(byte) < 0x80;  // a varint's last byte
                       })));
    while (p < run_end) {
      std::uint64_t value = 0;
      const char* const value_begin = p;
      p = read_varint(p, run_end, value);
      if (p == nullptr) report_varint(value_begin, run_end, 10, "varint in a packed run", &field.get());
      if (!store_varint(field, storage, value, value_begin)) keep_unknown_varint(message, field.number(), value);
    }
    return run_end;
  }

  // The width is a parameter, not the field's constant: clang would warn of a division by zero in code that a
  // varint field compiles but never runs.
  template <class F>
  const char* read_packed_fixed(F field, void* storage, bool sizing, const char* p, const char* run_end,
                                std::size_t width) {
    const auto size = static_cast<std::size_t>(run_end - p);
    if (size % width != 0)
      report(p, "Packed run of " + std::to_string(size) + " bytes is not a whole number of " + std::to_string(width) +
                    "-byte values",
             &field.get());
    if (sizing) field.ops().grow(storage, size / width);
    for (; p < run_end; p += width) add_fixed(field, storage, p);
    return run_end;
  }

  // An enum value from a packed run that the enum does not declare, kept as libprotobuf keeps it: a varint field.
  void keep_unknown_varint(void* message, std::int32_t number, std::uint64_t value) {
    char bytes[2 * max_varint_size];
    char* p = write_varint(bytes, make_tag(number, wire_type::varint));
    p = write_varint(p, value);
    keep_unknown(*owner_, message, bytes, p);
  }

  // The length of a length-delimited value at p, which is moved past it; the value must fit before end.
  PLAINPROTO_DETAIL_ALWAYS_INLINE std::size_t read_length(const char*& p, const char* end,
                                                          const field_descriptor* field) {
    if (p < end && static_cast<unsigned char>(*p) < 0x80 &&
        static_cast<std::size_t>(static_cast<unsigned char>(*p)) < static_cast<std::size_t>(end - p))
      return static_cast<unsigned char>(*p++);
    return read_long_length(p, end, field);
  }
  std::size_t read_long_length(const char*& p, const char* end, const field_descriptor* field) {
    const char* const length_begin = p;
    std::uint32_t size = 0;
    p = read_size(p, end, size);
    if (p == nullptr) {
      if (varint_truncated(length_begin, end, 5)) report(length_begin, "Truncated length", field);
      std::uint64_t length = 0;
      if (read_varint_slow<std::uint64_t, 5>(length_begin, end, length) == nullptr)
        report(length_begin, "Length longer than 5 bytes", field);
      report(length_begin, "Length " + std::to_string(length) + " is over the limit of 2147483631 bytes", field);
    }
    if (size > static_cast<std::size_t>(end - p))
      report(length_begin,
             "Length " + std::to_string(size) + " runs past the end of its message (" +
                 std::to_string(end - p) + " bytes left)",
             field);
    return size;
  }

  // Skips the value of a field (tag already read) as libprotobuf's unknown-field parser reads it. What
  // libprotobuf keeps as an unknown field is the bytes from tag_begin to the returned end: preserving unknown
  // fields would keep them here.
  const char* skip_field(const char* tag_begin, std::uint32_t tag, const char* p, const char* end) {
    if (tag_number(tag) == 0) report(tag_begin, "Invalid tag " + std::to_string(tag) + ": field number 0", nullptr);
    switch (tag_wire_type(tag)) {
      case wire_type::varint: {
        std::uint64_t value = 0;
        const char* const value_begin = p;
        p = read_varint(p, end, value);
        if (p == nullptr) report_varint(value_begin, end, 10, "varint", nullptr);
        return p;
      }
      case wire_type::fixed64:
      case wire_type::fixed32: {
        const std::size_t width = tag_wire_type(tag) == wire_type::fixed64 ? 8 : 4;
        if (static_cast<std::size_t>(end - p) < width)
          report_truncated_fixed(p, width, nullptr);
        return p + width;
      }
      case wire_type::length_delimited: {
        const std::size_t size = read_length(p, end, nullptr);
        return p + size;
      }
      case wire_type::start_group: return skip_group(tag_begin, tag_number(tag), p, end);
      case wire_type::end_group:
        report(tag_begin, "End-group tag of field " + std::to_string(tag_number(tag)) + " without its start-group tag",
               nullptr);
      default:
        report(tag_begin, "Invalid wire type " + std::to_string(static_cast<int>(tag_wire_type(tag))) + " (field " +
                              std::to_string(tag_number(tag)) + ")",
               nullptr);
    }
  }

  // An unknown group: fields up to the end-group tag of the same number. body_end, when given, is set to where
  // that tag starts.
  const char* skip_group(const char* start_tag, std::uint32_t number, const char* p, const char* end,
                         const char** body_end = nullptr) {
    if (--depth_left_ < 0) report_recursion(start_tag);
    while (p < end) {
      const char* const tag_begin = p;
      std::uint32_t tag = 0;
      p = read_tag(p, end, tag);
      if (p == nullptr) report_varint(tag_begin, end, 5, "tag", nullptr);
      if (tag_number(tag) != 0 && tag_wire_type(tag) == wire_type::end_group) {
        if (tag_number(tag) != number)
          report(tag_begin, "End-group tag of field " + std::to_string(tag_number(tag)) + " closes the group of field " +
                                std::to_string(number),
                 nullptr);
        ++depth_left_;
        if (body_end != nullptr) *body_end = tag_begin;
        return p;
      }
      p = skip_field(tag_begin, tag, p, end);
    }
    report(start_tag, "Group of field " + std::to_string(number) + " has no end-group tag", nullptr);
  }

  // --- errors ------------------------------------------------------------------------------------------------
  std::string path_to(const field_descriptor* field) const {
    std::string path = field_path(path_);
    if (field != nullptr) path.append(path.empty() ? "" : ".").append(field->name);
    return path;
  }

  // Binary input has no lines: the error's line is 0 and its column the byte offset + 1; the message says
  // where too. (The reports are cold: out of the reading code.)
  [[noreturn]] PLAINPROTO_DETAIL_COLD void report(const char* at, const std::string& what,
                                                  const field_descriptor* field,
                                                  error_code code = error_code::syntax) const {
    const auto offset = static_cast<std::size_t>(at - begin_);
    std::string path = path_to(field);
    std::string message = what + " at byte " + std::to_string(offset);
    if (!path.empty()) message += " (field " + path + ")";
    throw error(code, std::move(message), 0, offset + 1, std::move(path));
  }

  [[noreturn]] PLAINPROTO_DETAIL_COLD void report_truncated_fixed(const char* at, std::size_t width,
                                                               const field_descriptor* field) const {
    report(at, "Truncated " + std::to_string(8 * width) + "-bit value", field);
  }

  [[noreturn]] PLAINPROTO_DETAIL_COLD void report_undeclared_enum_value(const char* at, std::int32_t number,
                                                                     const field_descriptor& field) const {
    report(at,
           "Value " + std::to_string(number) + " is not declared by enum " +
               std::string(field.enum_type()->full_name),
           &field, error_code::unknown_field);
  }

  [[noreturn]] PLAINPROTO_DETAIL_COLD void report_varint(const char* at, const char* end, int max_bytes,
                                                         const char* what, const field_descriptor* field) const {
    if (varint_truncated(at, end, max_bytes)) report(at, std::string("Truncated ") + what, field);
    std::string message = std::string(what) + " longer than " + std::to_string(max_bytes) + " bytes";
    message.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(message.front())));
    report(at, message, field);
  }

  [[noreturn]] PLAINPROTO_DETAIL_COLD void report_recursion(const char* at) const {
    report(at,
           "Message nested too deep: the parser exceeded the recursion limit of " +
               std::to_string(options_.recursion_limit),
           nullptr, error_code::recursion_limit);
  }

  [[noreturn]] PLAINPROTO_DETAIL_COLD void report_missing_required(const message_descriptor& descriptor,
                                                                   const void* message) const {
    const std::vector<std::string> missing = missing_required_fields(descriptor, message);
    std::string list;
    for (const std::string& path : missing) list.append(list.empty() ? "" : ", ").append(path);
    throw error(error_code::missing_required,
                "Can't parse message of type \"" + std::string(descriptor.full_name) +
                    "\" because it is missing required fields: " + list,
                0, 0, missing.empty() ? std::string() : missing.front());
  }

  const char* begin_;
  const char* end_;
  const binary_parse_options& options_;
  int depth_left_;
  const path_frame* path_ = nullptr;
  const message_descriptor* owner_ = nullptr;  // the type of the message whose fields are being read
  const message_descriptor* dropped_enum_in_ = nullptr;  // the last type an undeclared enum value was dropped from
  map_entry_scope entry_scope_;  // the map field whose entries are being read, for errors that name their type
};

}  // namespace detail
}  // namespace plainproto
