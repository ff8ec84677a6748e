// plainproto: the text-format parser, following libprotobuf's TextFormat::Parser rule for rule
// (what it accepts, what it rejects, where and in which words).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/char_scan.hpp"
#include "../common/number_parse.hpp"
#include "../core/descriptor.hpp"
#include "../core/extensions.hpp"
#include "../core/field_access.hpp"
#include "../core/map_entry.hpp"
#include "../../error.hpp"
#include "../../options.hpp"
#include "../core/message.hpp"
#include "../core/suggest.hpp"
#include "tokenizer.hpp"

namespace plainproto {
namespace detail {

inline std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = ascii_lower(c);
  return out;
}

class text_parser {
 public:
  text_parser(std::string_view input, const text_parse_options& options, bool merge)
      : tokenizer_(input), options_(options), merge_(merge), depth_left_(options.recursion_limit) {}

  // What parse mode starts with. Clearing would destroy the elements of the message's repeated string and
  // message fields; instead, as protobuf's RepeatedPtrField does, the elements there take the values read,
  // in order (a message element cleared first), keeping their buffers, and parse() erases those left over.
  // The same holds for the lists of the sub-messages it holds, a few levels down (DistributedJobInfo's tables
  // are in its strategy): such a sub-message is unset and cleared but for its lists, and read into again when
  // the text sets it. (Reading a message again then costs no allocation for long lists.)
  void clear(const message_descriptor& descriptor, void* message) { keep_lists(descriptor, message, kept_levels); }

  void parse(const message_descriptor& descriptor, void* message) {
    // However the parse ends, the elements clear() kept that no value took are erased.
    struct erase_unused {
      text_parser& parser;
      ~erase_unused() { parser.erase_unused_elements(); }
    } const erase{*this};
    try {
      tokenizer_.next();
      fields_read read;
      while (!looking_at_type(token_type::end)) consume_field(descriptor, message, read);
      note_required_fields(descriptor, message);
    } catch (text_failure& failure) {
      const source_position where = tokenizer_.position_of(failure.offset);
      error reported(failure.code, std::move(failure.message), where.line, where.column, std::move(failure.field_path));
      if (failure.value_offset == std::string_view::npos) throw reported;
      const source_position value = tokenizer_.position_of(failure.value_offset);
      throw reported.with_value_at(value.line, value.column);
    }
    erase_unused_elements();  // before the required fields are listed, which looks at every element
    // Parsing starts from a cleared message, so every message present was read here and checked as its
    // block closed; a merge may have kept messages from before, so it checks the whole tree.
    const bool complete = merge_ ? is_initialized(descriptor, message) : !missing_required_;
    if (!options_.allow_partial && !complete)
      throw missing_required_error(missing_required_fields(descriptor, message));
  }

 private:
  // A repeated field whose elements clear() kept for the values read.
  struct reused_list {
    void* storage;
    const storage_ops* ops;
    std::size_t kept;  // elements there before the parse
    std::size_t used;  // values read so far (past kept: elements added)
  };

  // The fields of one message block read so far: which singular ones, in parse mode, and where the last one is
  // declared. Parse mode starts from a cleared message, and a message block can only be read into an unset field
  // or a new element, so a field read before is a field set: testing a bit costs a fraction of asking the field's
  // storage_ops (an indirect call per field read). Fields past a message's tracked_fields-th are asked.
  class fields_read {
   public:
    // One bit of a word per field.
    static constexpr std::size_t tracked_fields = 64;

    // Whether the field (descriptor.fields[index]) was read before in this block; from now on it has been.
    bool singular_before(const field_descriptor& field, std::size_t index, const void* storage) {
      if (index >= tracked_fields) return field.ops->has(storage);
      const std::uint64_t bit = std::uint64_t{1} << index;
      const bool before = (bits_ & bit) != 0;
      bits_ |= bit;
      return before;
    }
    // Whether another member of the field's oneof was read in this block (after singular_before).
    bool oneof_member_before(const message_descriptor& descriptor, const field_descriptor& field, std::size_t index,
                             const void* storage) const {
      const oneof_descriptor& oneof = descriptor.oneofs[field.oneof_index];
      if (oneof.first_field + oneof.field_count >= tracked_fields) return field.ops->oneof_has_member(storage);
      const std::uint64_t members = ((std::uint64_t{1} << oneof.field_count) - 1) << oneof.first_field;
      return (bits_ & members & ~(std::uint64_t{1} << index)) != 0;
    }

    // The index of the field a name names (text_field_index), looked for first where the last one read leaves off.
    std::size_t field_index(const message_descriptor& descriptor, std::string_view name) noexcept {
      return cursor_.find(descriptor, name);
    }

   private:
    std::uint64_t bits_ = 0;
    text_field_cursor cursor_;
  };

  // The lists clear() kept. A message has a few long lists at most, so the first ones are kept in the parser
  // instead of a vector, which cost an allocation or two per parse; any more go to the vector.
  class reused_lists {
   public:
    void add(const reused_list& list) {
      if (count_ < in_place)
        first_[count_++] = list;
      else
        more_.push_back(list);
    }
    reused_list* find(const void* storage) noexcept {
      for (std::size_t i = 0; i < count_; ++i)
        if (first_[i].storage == storage) return &first_[i];
      for (reused_list& list : more_)
        if (list.storage == storage) return &list;
      return nullptr;
    }
    template <class Visit>
    void for_each(Visit visit) const {
      for (std::size_t i = 0; i < count_; ++i) visit(first_[i]);
      for (const reused_list& list : more_) visit(list);
    }
    void clear() noexcept {
      count_ = 0;
      more_.clear();
    }
    std::size_t size() const noexcept { return count_ + more_.size(); }

   private:
    static constexpr std::size_t in_place = 8;
    reused_list first_[in_place] = {};
    std::size_t count_ = 0;
    std::vector<reused_list> more_;
  };

  // The field being read, linked to the one around it; lives on the stack of consume_value.
  using path_frame = field_path_frame;

  // --- token helpers, as in text_format.cc -------------------------------------------------------------
  const token& current() const noexcept { return tokenizer_.current(); }
  bool looking_at(char symbol) const noexcept { return tokenizer_.current_is(symbol); }
  bool try_consume(char symbol) {
    if (!looking_at(symbol)) return false;
    tokenizer_.next();
    return true;
  }
  void consume(char symbol) {
    if (!looking_at(symbol)) report_expected(std::string_view(&symbol, 1));
    tokenizer_.next();
  }
  // The ';' or ',' that may end any field. (Most fields are followed by the next one's name: the token's
  // type rules that out with one comparison.)
  void consume_separator() {
    if (looking_at_type(token_type::symbol) && (looking_at(';') || looking_at(','))) tokenizer_.next();
  }
  // Whether the current token closes a message block.
  bool looking_at_block_end() const noexcept {
    return !looking_at_type(token_type::identifier) && (looking_at('>') || looking_at('}'));
  }
  bool looking_at_type(token_type type) const noexcept { return current().type == type; }
  [[noreturn]] void report_expected(std::string_view text) const {
    report("Expected \"" + std::string(text) + "\", found \"" + std::string(current().text) + "\".");
  }
  // What the parser says when the token is not of the expected kind: "Expected integer, got: x".
  [[noreturn]] void report_got(const char* expected) const {
    report("Expected " + std::string(expected) + ", got: " + std::string(current().text));
  }
  [[noreturn]] void report(std::string message, error_code code = error_code::syntax,
                           std::size_t value_offset = std::string_view::npos) const {
    text_failure failure{code, std::move(message), current().offset, {}, false, value_offset};
    attach_path(failure);
    throw failure;
  }

  std::string path_string() const { return field_path(path_); }

  // Gives a failure the path where it happened; must run while the frames are still on the stack.
  void attach_path(text_failure& failure) const {
    if (failure.has_field_path) return;
    failure.field_path = path_string();
    failure.has_field_path = true;
  }

  // The current token as an identifier, not consumed yet.
  std::string_view current_identifier() const {
    if (looking_at_type(token_type::identifier) ||
        (options_.allow_unknown_fields && looking_at_type(token_type::integer)))
      return current().text;
    report_got("identifier");
  }
  std::string_view consume_identifier() {
    const std::string_view text = current_identifier();
    tokenizer_.next();
    return text;
  }

  std::string consume_full_type_name() {
    std::string name(consume_identifier());
    while (try_consume('.')) name.append(".").append(consume_identifier());
    return name;
  }

  // --- fields --------------------------------------------------------------------------------------------
  // The field name stays the current token until the field is known to be wanted, so that errors found
  // before the ':' are reported where libprotobuf reports them: at the token after the name, which is only
  // read then (reading it could fail first). A wanted field's name and ':' are then passed in one step.
  void consume_field(const message_descriptor& descriptor, void* message, fields_read& read) {
    const std::size_t begin = current().offset;
    const field_descriptor* field = nullptr;
    std::size_t index = message_descriptor::no_field;
    std::string_view field_name;
    bool colon = false;
    if (!looking_at_type(token_type::identifier) && try_consume('[')) {
      const std::string extension = consume_full_type_name();
      consume(']');
      const extension_descriptor* found = find_extension_by_text_name(descriptor, extension);
      if (found != nullptr) return consume_extension(*found, extensions_in(descriptor, message));
      if (!options_.allow_unknown_fields)
        report("Extension \"" + extension + "\" is not defined or is not an extension of \"" +
                   entry_scope_.type_name(descriptor) + "\".",
               error_code::unknown_field);
      colon = try_consume(':');
    } else {
      field_name = current_identifier();
      index = read.field_index(descriptor, field_name);
      if (index != message_descriptor::no_field) field = &descriptor.fields[index];
      if (field == nullptr) {
        tokenizer_.next();
        if (!options_.allow_unknown_fields) report_unknown_field(descriptor, field_name);
        colon = try_consume(':');
      }
    }

    if (field == nullptr) {
      if (colon && !looking_at('{') && !looking_at('<'))
        skip_field_value();
      else
        skip_field_message();
      return;
    }

    void* storage = field->storage_in(message);
    if (!merge_) {
      if (!field->is_repeated() && read.singular_before(*field, index, storage)) {
        tokenizer_.next();
        report("Non-repeated field \"" + std::string(field_name) + "\" is specified multiple times.",
               error_code::duplicate_field);
      }
      if (field->in_oneof() && read.oneof_member_before(descriptor, *field, index, storage)) {
        const field_descriptor* other = set_oneof_member(descriptor, message, *field);
        tokenizer_.next();
        report("Field \"" + std::string(field_name) + "\" is specified along with field \"" +
                   std::string(other->name) + "\", another member of oneof \"" + std::string(field->oneof_name) +
                   "\".",
               error_code::oneof_conflict);
      }
    }

    // next_past_colon() only sees a ':' right after the name; one after a comment is an ordinary token.
    if (!tokenizer_.next_past_colon() && !try_consume(':') && field->type != field_type::message) consume(':');
    if (field->type != field_type::message) return consume_values(*field, storage);
    if (field->map) {
      const map_entry_scope outer = std::exchange(entry_scope_, {&descriptor, field});
      consume_values(*field, storage);
      entry_scope_ = outer;
      return;
    }
    consume_values(*field, storage);
    if (field->is_repeated())
      size_list_for_input(*field->ops, storage, current().offset - begin, tokenizer_.input_size() - current().offset);
  }

  // `[pkg.name]` has been read: the extension's value, into its storage in the message's extension_set.
  PLAINPROTO_DETAIL_COLD void consume_extension(const extension_descriptor& extension, extension_set* set) {
    const field_descriptor& field = extension.field;
    void* storage = find_or_create_extension(*set, extension);
    if (!merge_ && !field.is_repeated() && field.ops->has(storage))
      report("Non-repeated field \"" + std::string(extension.full_name) + "\" is specified multiple times.",
             error_code::duplicate_field);
    if (!try_consume(':') && field.type != field_type::message) consume(':');
    consume_values(field, storage);
  }

  // A field's value, or a list of them in [ ] for a repeated field, and the separator after.
  void consume_values(const field_descriptor& field, void* storage) {
    if (field.is_repeated() && try_consume('[')) {
      if (!try_consume(']')) {
        for (;;) {
          consume_value(field, storage);
          if (try_consume(']')) break;
          consume(',');
        }
      }
    } else {
      consume_value(field, storage);
    }
    consume_separator();
  }

  [[noreturn]] PLAINPROTO_DETAIL_COLD void report_unknown_field(const message_descriptor& descriptor,
                                                              std::string_view name) const {
    report(unknown_text_field_message(descriptor, entry_scope_.type_name(descriptor), name), error_code::unknown_field);
  }

  void consume_value(const field_descriptor& field, void* storage) {
    const path_frame frame{&field, field.is_repeated() ? next_index(field, storage) : whole_field, path_};
    path_ = &frame;
    try {
      if (field.type == field_type::message)
        consume_message_value(field, storage);
      else
        consume_scalar_value(field, storage);
    } catch (text_failure& failure) {
      if (!found_after_value(failure, field)) attach_path(failure);
      path_ = frame.outer;
      attach_path(failure);  // (when found after the value: the field around it)
      throw;
    }
    path_ = frame.outer;
  }

  // Whether the failure is the tokenizer's, met reading the token after the value's last one (after a number or
  // a message's closing delimiter, not after a sign): the bad token is then outside the field.
  bool found_after_value(const text_failure& failure, const field_descriptor& field) const noexcept {
    const token& last = current();  // the tokenizer failed before making the next token current
    if (last.type == token_type::end || failure.offset < last.offset + last.text.size()) return false;
    if (field.type == field_type::message) return looking_at('}') || looking_at('>');
    return !looking_at('-');
  }

  void consume_message_value(const field_descriptor& field, void* storage) {
    enter_nesting();
    const char delimiter = consume_message_start();
    const message_descriptor& sub_descriptor = *field.message_type();
    void* sub = field.is_repeated() ? add_message(field, storage) : field.ops->mutable_message(storage);
    fields_read read;
    while (!looking_at_block_end()) consume_field(sub_descriptor, sub, read);
    consume(delimiter);
    if (field.map) field.ops->settle_entry(storage);
    note_required_fields(sub_descriptor, sub);
    ++depth_left_;
  }

  void note_required_fields(const message_descriptor& descriptor, const void* message) {
    if (!merge_ && !own_required_fields_present(descriptor, message)) missing_required_ = true;
  }

  char consume_message_start() {
    if (try_consume('<')) return '>';
    consume('{');
    return '}';
  }

  void consume_scalar_value(const field_descriptor& field, void* storage) {
    switch (field.kind()) {
      case cpp_kind::int32: store_scalar(field, storage, scalar::from_int(consume_signed(INT32_MAX))); break;
      case cpp_kind::int64: store_scalar(field, storage, scalar::from_int(consume_signed(INT64_MAX))); break;
      case cpp_kind::uint32: store_scalar(field, storage, scalar::from_uint(consume_unsigned(UINT32_MAX))); break;
      case cpp_kind::uint64: store_scalar(field, storage, scalar::from_uint(consume_unsigned(UINT64_MAX))); break;
      case cpp_kind::double_: store_scalar(field, storage, scalar::from_double(consume_double())); break;
      case cpp_kind::float_:
        store_scalar(field, storage, scalar::from_double(safe_double_to_float(consume_double())));
        break;
      case cpp_kind::bool_: store_scalar(field, storage, scalar::from_bool(consume_bool(field))); break;
      case cpp_kind::enum_: store_scalar(field, storage, scalar::from_int(consume_enum(field))); break;
      case cpp_kind::string: consume_string(field, storage); break;
      case cpp_kind::message: break;
    }
  }

  void consume_string(const field_descriptor& field, void* storage) {
    if (!looking_at_type(token_type::string)) report_got("string");
    std::string* target = field.is_repeated() ? add_string(field, storage) : field.ops->mutable_string(storage);
    target->clear();
    while (looking_at_type(token_type::string)) {
      const std::string_view text = current().text;
      if (!current().has_escapes)
        target->append(text.data() + 1, text.size() - 2);
      else if (target->empty())
        target->swap(tokenizer_.decoded());  // the tokenizer gets the old buffer to decode into next
      else
        target->append(tokenizer_.decoded());
      tokenizer_.next();
    }
  }

  // Sub-messages down to this level keep their lists, as long as fewer lists than this are kept (each value of a
  // repeated field looks its list up among them).
  static constexpr int kept_levels = 3;
  static constexpr std::size_t most_kept_lists = 16;

  // Walks the plan clear() follows (the fields that are not plain numbers), not every field.
  void keep_lists(const message_descriptor& descriptor, void* message, int levels) {
    for (std::size_t i = 0; i < descriptor.clearing_step_count; ++i) {
      const field_clearing_step& step = descriptor.clearing_steps[i];
      char* const storage = static_cast<char*>(message) + step.offset;
      if (step.kept_list) {
        const std::size_t count = step.ops->size(storage);
        if (count != 0) reused_lists_.add({storage, step.ops, count, 0});
      } else if (step.sub_message && levels > 0 && *reinterpret_cast<const bool*>(storage) &&
                 reused_lists_.size() < most_kept_lists && step.message_type()->keeps_lists) {
        keep_lists(*step.message_type(), step.ops->unset_keeping_message(storage), levels - 1);
      }
    }
    descriptor.clear_keeping_lists(message);  // (the sub-messages kept are unset: it leaves them as they are)
  }

  void erase_unused_elements() {
    reused_lists_.for_each([](const reused_list& list) {
      if (list.used < list.kept) list.ops->erase(list.storage, list.used, list.kept);
    });
    reused_lists_.clear();
  }

  // The list clear() kept in storage, if any.
  reused_list* kept_list(const void* storage) noexcept { return reused_lists_.find(storage); }
  // The index the next value of a repeated field gets.
  std::size_t next_index(const field_descriptor& field, void* storage) {
    const reused_list* list = kept_list(storage);
    return list != nullptr ? list->used : field.ops->size(storage);
  }

  // The next string of a repeated field: one clear() kept, or a new one.
  std::string* add_string(const field_descriptor& field, void* storage) {
    reused_list* list = kept_list(storage);
    if (list == nullptr) return field.ops->add_string(storage);
    const std::size_t index = list->used++;
    return index < list->kept ? field.ops->mutable_string_at(storage, index) : field.ops->add_string(storage);
  }
  // The next message of a repeated field: one clear() kept, cleared, or a new one.
  void* add_message(const field_descriptor& field, void* storage) {
    reused_list* list = kept_list(storage);
    if (list == nullptr) return field.ops->add_message(storage);
    const std::size_t index = list->used++;
    if (index >= list->kept) return field.ops->add_message(storage);
    void* element = field.ops->mutable_message_at(storage, index);
    field.message_type()->clear(element);
    return element;
  }

  std::uint64_t consume_unsigned(std::uint64_t max_value) {
    if (!looking_at_type(token_type::integer)) report_got("integer");
    const text_tokenizer::decimal& decimal = tokenizer_.current_decimal();
    std::uint64_t value = decimal.mantissa;
    const bool in_range = decimal.plain ? value <= max_value : parse_integer_token(current().text, max_value, value);
    if (!in_range)
      report("Integer out of range (" + std::string(current().text) + ")", error_code::out_of_range);
    tokenizer_.next();
    return value;
  }

  std::int64_t consume_signed(std::uint64_t max_value) {
    const bool negative = try_consume('-');
    if (negative) ++max_value;
    const std::uint64_t magnitude = consume_unsigned(max_value);
    if (!negative) return static_cast<std::int64_t>(magnitude);
    if (magnitude == static_cast<std::uint64_t>(INT64_MAX) + 1) return INT64_MIN;
    return -static_cast<std::int64_t>(magnitude);
  }

  double consume_double() {
    const bool negative = try_consume('-');
    double value = 0;
    if (looking_at_type(token_type::integer)) {
      const std::string_view text = current().text;
      const bool hex = text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
      const bool octal = text.size() >= 2 && text[0] == '0' && text[1] >= '0' && text[1] < '8';
      if (hex || octal) report("Expect a decimal number, got: " + std::string(text));
      std::uint64_t integer = tokenizer_.current_decimal().mantissa;
      const bool fits = tokenizer_.current_decimal().plain || parse_integer_token(text, UINT64_MAX, integer);
      value = fits ? static_cast<double>(integer) : parse_float_token(text);
      tokenizer_.next();
    } else if (looking_at_type(token_type::floating)) {
      const text_tokenizer::decimal& decimal = tokenizer_.current_decimal();
      if (!decimal.plain || !exact_decimal(decimal.mantissa, decimal.exponent, value))
        value = parse_float_token(current().text);
      tokenizer_.next();
    } else if (looking_at_type(token_type::identifier)) {
      const std::string text = lowercase(current().text);
      if (text == "inf" || text == "infinity")
        value = std::numeric_limits<double>::infinity();
      else if (text == "nan")
        value = std::numeric_limits<double>::quiet_NaN();
      else
        report("Expected double, got: " + text);
      tokenizer_.next();
    } else {
      report_got("double");
    }
    return negative ? -value : value;
  }

  // A bad bool or enum value is reported, as libprotobuf does, at the token after it; the error notes the
  // value's own place too.
  bool consume_bool(const field_descriptor& field) {
    if (looking_at_type(token_type::integer)) return consume_unsigned(1) != 0;
    const std::size_t value_offset = current().offset;
    const std::string_view value = consume_identifier();
    if (value == "true" || value == "True" || value == "t") return true;
    if (value == "false" || value == "False" || value == "f") return false;
    report("Invalid value for boolean field \"" + std::string(field.name) + "\". Value: \"" + std::string(value) + "\".",
           error_code::invalid_value, value_offset);
  }

  std::int64_t consume_enum(const field_descriptor& field) {
    const enum_descriptor& type = *field.enum_type();
    const enum_value_descriptor* value = nullptr;
    std::string_view name;
    std::int64_t number = 0;
    const std::size_t value_offset = current().offset;
    if (looking_at_type(token_type::identifier)) {
      name = consume_identifier();
      value = type.find(name);
    } else if (looking_at('-') || looking_at_type(token_type::integer)) {
      number = consume_signed(INT32_MAX);
      value = type.find(static_cast<std::int32_t>(number));
    } else {
      report_got("integer or identifier");
    }
    if (value == nullptr) {
      const std::string spelled = name.empty() ? std::to_string(number) : std::string(name);
      report("Unknown enumeration value of \"" + spelled + "\" for field \"" + std::string(field.name) + "\".",
             error_code::invalid_value, value_offset);
    }
    return value->number;
  }

  // --- skipping unknown fields ---------------------------------------------------------------------------
  void skip_field() {
    if (try_consume('[')) {
      consume_identifier();
      while (try_consume('.') || try_consume('/')) consume_identifier();
      consume(']');
    } else {
      consume_identifier();
    }
    if (try_consume(':') && !looking_at('{') && !looking_at('<'))
      skip_field_value();
    else
      skip_field_message();
    consume_separator();
  }

  // libprotobuf counts every message and every skipped value (a list in a list nests) against the limit.
  void enter_nesting() {
    if (--depth_left_ < 0)
      report("Message is too deep, the parser exceeded the configured recursion limit of " +
                 std::to_string(options_.recursion_limit) + ".",
             error_code::recursion_limit);
  }

  void skip_field_message() {
    enter_nesting();
    const char delimiter = consume_message_start();
    while (!looking_at_block_end()) skip_field();
    consume(delimiter);
    ++depth_left_;
  }

  void skip_field_value() {
    enter_nesting();
    skip_value_tokens();
    ++depth_left_;
  }

  void skip_value_tokens() {
    if (looking_at_type(token_type::string)) {
      while (looking_at_type(token_type::string)) tokenizer_.next();
      return;
    }
    if (try_consume('[')) {
      for (;;) {
        if (!looking_at('{') && !looking_at('<'))
          skip_field_value();
        else
          skip_field_message();
        if (try_consume(']')) break;
        consume(',');
      }
      return;
    }
    const bool has_minus = try_consume('-');
    if (!looking_at_type(token_type::integer) && !looking_at_type(token_type::floating) &&
        !looking_at_type(token_type::identifier))
      report("Cannot skip field value, unexpected token: " + std::string(current().text));
    if (has_minus && looking_at_type(token_type::identifier)) {
      const std::string text = lowercase(current().text);
      if (text != "inf" && text != "infinity" && text != "nan") report("Invalid float number: " + text);
    }
    tokenizer_.next();
  }

  text_tokenizer tokenizer_;
  reused_lists reused_lists_;
  const text_parse_options& options_;
  bool merge_;
  int depth_left_;
  const path_frame* path_ = nullptr;
  map_entry_scope entry_scope_;
  bool missing_required_ = false;
};

}  // namespace detail
}  // namespace plainproto
