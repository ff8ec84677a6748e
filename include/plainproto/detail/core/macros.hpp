// plainproto: the macros that describe a message or an enum, one line per field as in the .proto.
//
//   struct AdamOptimizer : plainproto::message<AdamOptimizer> {
//     PLAINPROTO_MESSAGE_DOC("Configuration message for the AdamOptimizer");
//     PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
//     PLAINPROTO_OPTIONAL(3, float, beta1, "first moment decay") = 0.9f;   // the initializer is [default = 0.9]
//     PLAINPROTO_REPEATED(4, plainproto::packed<float>, weights);
//     PLAINPROTO_ONEOF(schedule, (5, std::uint32_t, steps), (6, std::string, until, "a date"));
//   };
//   PLAINPROTO_MESSAGE(AdamOptimizer, "protos.AdamOptimizer", learning_rate, beta1, weights, schedule);
//
//   PLAINPROTO_ENUM(Mode, "protos.Mode", (FAST, 1), (SAFE, 2, "checks every step"));
//
// Each field macro declares the member and a static function of the struct, keyed by the member's name, that
// returns the field's description (a oneof's returns its members'). PLAINPROTO_MESSAGE, after the struct and in its namespace, lists the members
// (a oneof once) in .proto declaration order; the list is read from its own spelling (#__VA_ARGS__), so it has
// no length limit. Counters that would collect the declarations without a list cost seconds of compile time
// per schema or differ between translation units (__COUNTER__).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../common/function_attributes.hpp"
#include "describe.hpp"
#include "descriptor.hpp"
#include "extensions.hpp"
#include "field.hpp"
#include "field_type.hpp"
#include "map.hpp"
#include "map_entry.hpp"
#include "message.hpp"
#include "repeated_messages.hpp"
#include "oneof.hpp"
#include "preprocessor.hpp"
#include "storage_ops.hpp"
#include "unknown_fields.hpp"

namespace plainproto {
namespace detail {

// A repeated field's storage: a repeated_messages for messages, an std::vector for the rest.
template <class T>
using repeated = std::conditional_t<holds_message_v<T>, repeated_messages<T>, std::vector<T>>;
template <class Key, class Value>
using map_storage_t = map<value_type_t<Key>, value_type_t<Value>>;

template <class S>
struct storage_traits;
template <class T, field_label L, value_category C>
struct storage_traits<singular<T, L, C>> {
  static constexpr field_label label = L;
};
template <class T>
struct storage_traits<std::vector<T>> {
  static constexpr field_label label = field_label::repeated;
};
template <class T>
struct storage_traits<repeated_messages<T>> {
  static constexpr field_label label = field_label::repeated;
};
template <class K, class V>
struct storage_traits<map<K, V>> {
  static constexpr field_label label = field_label::repeated;
};

// FNV-1a. A field's description is found by the key of its member name; duplicate names are found by comparing
// keys (and names only when keys match): integer comparisons keep a message with hundreds of fields within the
// compilers' constexpr step limits.
constexpr std::uint64_t name_key(const char* name, std::size_t size) noexcept {
  std::uint64_t hash = 14695981039346656037ull;
  for (std::size_t i = 0; i < size; ++i) hash = (hash ^ static_cast<unsigned char>(name[i])) * 1099511628211ull;
  return hash;
}
constexpr std::uint64_t name_key(std::string_view name) noexcept { return name_key(name.data(), name.size()); }
template <std::size_t N>
constexpr std::uint64_t name_key(const char (&name)[N]) noexcept {
  return name_key(name, N - 1);
}

// The text of a string literal in a description. The compilers evaluate __builtin_strlen at once, where
// std::string_view's constructor counts the characters a constexpr step each (about 0.1 s of g++'s time over the
// names and comments of the built-in schemas).
constexpr std::string_view literal_text(const char* literal) noexcept { return {literal, __builtin_strlen(literal)}; }

// Never defined: a pointer to it is the key argument, and pointers to incomplete types convert to no other key,
// which keeps overload resolution among a struct's field functions cheap.
template <std::uint64_t Key>
struct field_key;
template <std::uint64_t Key>
using field_key_ptr = field_key<Key>*;

constexpr bool is_cpp_keyword(std::string_view word) noexcept {
  constexpr std::string_view keywords[] = {
      "alignas",   "alignof",      "and",          "and_eq",     "asm",        "auto",       "bitand",
      "bitor",     "bool",         "break",        "case",       "catch",      "char",       "char8_t",
      "char16_t",  "char32_t",     "class",        "compl",      "concept",    "const",      "consteval",
      "constexpr", "constinit",    "const_cast",   "continue",   "co_await",   "co_return",  "co_yield",
      "decltype",  "default",      "delete",       "do",         "double",     "dynamic_cast", "else",
      "enum",      "explicit",     "export",       "extern",     "false",      "float",      "for",
      "friend",    "goto",         "if",           "inline",     "int",        "long",       "mutable",
      "namespace", "new",          "noexcept",     "not",        "not_eq",     "nullptr",    "operator",
      "or",        "or_eq",        "private",      "protected",  "public",     "register",   "reinterpret_cast",
      "requires",  "return",       "short",        "signed",     "sizeof",     "static",     "static_assert",
      "static_cast", "struct",     "switch",       "template",   "this",       "thread_local", "throw",
      "true",      "try",          "typedef",      "typeid",     "typename",   "union",      "unsigned",
      "using",     "virtual",      "void",         "volatile",   "wchar_t",    "while",      "xor",
      "xor_eq"};
  for (const std::string_view keyword : keywords)
    if (keyword == word) return true;
  return false;
}

// The proto name of a member: a C++ keyword with a `_` appended (`auto_`) is the keyword (`auto`).
constexpr std::string_view proto_field_name(std::string_view member) noexcept {
  if (member.size() > 1 && member.back() == '_' && is_cpp_keyword(member.substr(0, member.size() - 1)))
    return member.substr(0, member.size() - 1);
  return member;
}

// How much of a field's descriptor to make. PLAINPROTO_MESSAGE checks each message's list at once (names, numbers,
// types: a mistake stops the compilation where it is made) with checked descriptors, which point to no functions
// and no other message; the complete descriptor, which makes the compilers instantiate every function its fields
// and message use, is made only where the message's descriptor is used (descriptor_of).
enum class described { checked, complete };

// A field's descriptor but for its place in a oneof. One initializer: the compilers evaluate it in a fraction of
// the steps that member-by-member assignments take.
template <class Declared, described How = described::complete>
constexpr field_descriptor typed_field(std::string_view member_name, std::int32_t number, field_label label,
                                       const storage_ops* ops, std::size_t offset, std::string_view doc) noexcept {
  using T = value_type_t<Declared>;
  field_descriptor field{proto_field_name(member_name),
                         number,
                         declared_type<Declared>::type,
                         label,
                         -1,
                         {},
                         ops,
                         offset,
                         nullptr,
                         nullptr,
                         declared_type<Declared>::packed,
                         declared_type<Declared>::group,
                         false,
                         doc};
  if constexpr (std::is_enum_v<T>) field.enum_type = &enum_descriptor_fn<T>;
  if constexpr (natural_type<T>() == field_type::message && How == described::complete)
    field.message_type = &message_descriptor_fn<typename message_type_of<T>::type>;
  return field;
}

// Templated on the declared type and the storage rather than the member, so that fields of one type share one
// instantiation.
template <class Declared>
struct map_declaration : std::false_type {};
template <class Key, class Value>
struct map_declaration<map_of<Key, Value>> : std::true_type {
  using entry = map_entry_info<Key, Value>;
};

// What a field's function in its struct returns: the types and the text of the field. The descriptor is made from it
// by PLAINPROTO_MESSAGE, after the struct: made in the struct, it would ask for the descriptors of the message types
// of its fields, which clang instantiates at once, before a nested message is described.
template <class Declared, class S>
struct field_ref {
  std::string_view name;
  std::int32_t number;
  std::string_view doc;
  std::size_t offset;
};

template <auto Case, class Declared>
struct oneof_member {};
struct oneof_member_text {
  std::string_view name;
  std::string_view doc;
};
// A oneof's: its members' types, names and comments.
template <class O, class... Members>
struct oneof_ref {
  std::string_view name;
  oneof_member_text members[sizeof...(Members)];
  std::size_t offset;
};

// What a complete descriptor points to and a checked one does not. (Named in a conditional expression, or as a
// template argument, a table would be instantiated all the same.)
template <described How, class S>
constexpr const storage_ops* field_ops() noexcept {
  if constexpr (How == described::complete)
    return &ops_v<S>;
  else
    return nullptr;
}
template <described How, class O, auto Case>
constexpr const storage_ops* member_ops() noexcept {
  if constexpr (How == described::complete)
    return &oneof_member_ops_v<O, Case>;
  else
    return nullptr;
}
template <described How, class Declared>
constexpr auto map_entry_type() noexcept -> const message_descriptor* (*)() {
  if constexpr (How == described::complete)
    return &map_declaration<Declared>::entry::descriptor;
  else
    return nullptr;
}

template <described How, class Declared, class S>
constexpr field_descriptor describe_field(const field_ref<Declared, S>& field) noexcept {
  if constexpr (map_declaration<Declared>::value) {
    return field_descriptor{proto_field_name(field.name),
                            field.number,
                            field_type::message,
                            field_label::repeated,
                            -1,
                            {},
                            field_ops<How, S>(),
                            field.offset,
                            map_entry_type<How, Declared>(),
                            nullptr,
                            false,
                            false,
                            true,
                            field.doc};
  } else {
    static_assert(!declared_type<Declared>::packed || storage_traits<S>::label == field_label::repeated,
                  "plainproto: [packed = true] applies to repeated fields only");
    return typed_field<Declared, How>(field.name, field.number, storage_traits<S>::label,
                                      field_ops<How, S>(), field.offset, field.doc);
  }
}

template <described How, class O, auto Case, class Declared>
constexpr field_descriptor describe_member(const oneof_member_text& member, std::string_view oneof_name,
                                           std::size_t offset) noexcept {
  static_assert(!declared_type<Declared>::packed, "plainproto: [packed = true] applies to repeated fields only");
  field_descriptor field = typed_field<Declared, How>(member.name, static_cast<std::int32_t>(Case),
                                                      field_label::optional, member_ops<How, O, Case>(),
                                                      offset, member.doc);
  field.oneof_index = 0;  // numbered by finalize_fields
  field.oneof_name = oneof_name;
  return field;
}

template <described How, class O, auto... Case, class... Declared, std::size_t... I>
constexpr std::array<field_descriptor, sizeof...(I)> describe_members(
    const oneof_ref<O, oneof_member<Case, Declared>...>& oneof, std::index_sequence<I...>) noexcept {
  return {{describe_member<How, O, Case, Declared>(oneof.members[I], oneof.name, oneof.offset)...}};
}

template <described How, class Declared, class S>
constexpr std::array<field_descriptor, 1> describe(const field_ref<Declared, S>& field) noexcept {
  return {{describe_field<How>(field)}};
}
template <described How, class O, class... Members>
constexpr std::array<field_descriptor, sizeof...(Members)> describe(const oneof_ref<O, Members...>& oneof) noexcept {
  return describe_members<How>(oneof, std::index_sequence_for<Members...>{});
}

template <class Ref>
struct described_count;
template <class Declared, class S>
struct described_count<field_ref<Declared, S>> : std::integral_constant<std::size_t, 1> {};
template <class O, class... Members>
struct described_count<oneof_ref<O, Members...>> : std::integral_constant<std::size_t, sizeof...(Members)> {};

// The number of characters before the first comma of text, which has one. The compilers evaluate these builtins at
// once, where a constexpr loop over the characters costs a step each (about 0.3 s of g++'s time over the lists of
// the built-in schemas).
// (GCC 12 misplaces what __builtin_strchr finds in a string that does not start at the literal's start; clang
// evaluates no __builtin_strcspn.)
constexpr std::size_t length_to_comma(const char* text) noexcept {
#if defined(__clang__)
  return static_cast<std::size_t>(__builtin_strchr(text, ',') - text);
#else
  return __builtin_strcspn(text, ",");
#endif
}

// PLAINPROTO_MESSAGE's arguments as spelled, with a comma appended ("Type, \"pkg.Type\", a, b,"): the number of
// names after the first two.
constexpr std::size_t count_listed(const char* arguments) noexcept {
  std::size_t commas = 0;
  for (std::size_t at = 0; arguments[at] != '\0'; at += length_to_comma(arguments + at) + 1) ++commas;
  return commas < 3 ? 0 : commas - 2;
}

// The key of each listed name. Stringizing has turned every run of blanks and comments into one space.
template <std::size_t N>
constexpr std::array<std::uint64_t, N> listed_keys(const char* arguments) noexcept {
  std::array<std::uint64_t, N> keys{};
  std::size_t at = length_to_comma(arguments) + 1;
  at += length_to_comma(arguments + at) + 1;
  for (std::uint64_t& key : keys) {
    const std::size_t end = at + length_to_comma(arguments + at);
    while (arguments[at] == ' ') ++at;
    std::size_t last = end;
    while (last != at && arguments[last - 1] == ' ') --last;
    key = name_key(arguments + at, last - at);
    at = end + 1;
  }
  return keys;
}

// A name index with at least twice as many slots as fields, so that probe runs stay short.
constexpr unsigned name_slot_bits_for(std::size_t field_count) noexcept {
  unsigned bits = 1;
  while ((std::size_t{1} << bits) < 2 * field_count) ++bits;
  return bits;
}

// Through pointers rather than std::array's operator[] here and below: a constexpr function call per element costs
// GCC more than the rest of the step. An open-addressing set of the keys rather than a comparison of every pair: at
// GCC's cost of a constexpr step, the pairs of the built-in schemas' lists took 0.07 s.
template <std::size_t N>
constexpr bool has_repeated_key(const std::array<std::uint64_t, N>& keys) noexcept {
  constexpr std::size_t mask = (std::size_t{1} << name_slot_bits_for(N)) - 1;
  const std::uint64_t* const key = keys.data();
  std::size_t taken[mask + 1] = {};  // a key's index + 1, 0 when free
  for (std::size_t i = 0; i < N; ++i) {
    std::size_t slot = static_cast<std::size_t>(key[i]) & mask;
    for (; taken[slot] != 0; slot = (slot + 1) & mask)
      if (key[taken[slot] - 1] == key[i]) return true;
    taken[slot] = i + 1;
  }
  return false;
}

// Whether the struct declares a field (or a oneof) under every listed key: one test for the whole list, so that a
// message costs no instantiation per field.
template <class T, const auto& Keys, class Listed, class = void>
struct declares_listed : std::false_type {};
template <class T, const auto& Keys, std::size_t... I>
struct declares_listed<T, Keys, std::index_sequence<I...>,
                       std::void_t<decltype(T::plainproto_field(field_key_ptr<Keys[I]>{}))...>> : std::true_type {};

template <class T, std::uint64_t Key, class = void>
struct declares_key : std::false_type {};
template <class T, std::uint64_t Key>
struct declares_key<T, Key, std::void_t<decltype(T::plainproto_field(field_key_ptr<Key>{}))>> : std::true_type {};


// Instantiated only when a listed name is not a field, to say which (ListedPosition, from 1).
template <class T, std::uint64_t Key, std::size_t ListedPosition>
constexpr bool check_listed() noexcept {
  static_assert(declares_key<T, Key>::value,
                "plainproto: PLAINPROTO_MESSAGE lists a name (at ListedPosition) that the struct does not declare "
                "with PLAINPROTO_OPTIONAL, PLAINPROTO_REQUIRED, PLAINPROTO_REPEATED or PLAINPROTO_ONEOF");
  return declares_key<T, Key>::value;
}

template <class T, const auto& Keys, std::size_t... I>
constexpr bool all_listed_are_fields(std::index_sequence<I...> listed) noexcept {
  if constexpr (declares_listed<T, Keys, decltype(listed)>::value) {
    return true;
  } else {
    const bool found[] = {true, check_listed<T, Keys[I], I + 1>()...};
    static_cast<void>(found);
    return false;
  }
}

template <std::size_t... Sizes>
constexpr std::size_t sum() noexcept {
  std::size_t total = 0;
  for (const std::size_t size : {std::size_t{0}, Sizes...}) total += size;
  return total;
}

// The listed fields in list order, a oneof's members in place of the oneof. A message without oneofs is built in one
// initializer, as cheap to evaluate as a list of descriptors written out.
template <class T, const auto& Keys, described How, std::size_t... I>
constexpr auto listed_fields(std::index_sequence<I...> listed) noexcept {
  if constexpr (!declares_listed<T, Keys, decltype(listed)>::value) {
    return std::array<field_descriptor, 0>{};
  } else {
    constexpr std::size_t count =
        sum<described_count<decltype(T::plainproto_field(field_key_ptr<Keys[I]>{}))>::value...>();
    if constexpr (count == sizeof...(I)) {
      return std::array<field_descriptor, count>{
          {describe_field<How>(T::plainproto_field(field_key_ptr<Keys[I]>{}))...}};
    } else {
      std::array<field_descriptor, count> fields{};
      std::size_t at = 0;
      const auto append = [&](const auto& ref) {
        for (const field_descriptor& field : describe<How>(ref)) fields[at++] = field;
        return 0;
      };
      // A list, not a fold expression: clang limits the nesting of a fold to 256 and messages have no such limit.
      const int appended[] = {0, append(T::plainproto_field(field_key_ptr<Keys[I]>{}))...};
      static_cast<void>(appended);
      return fields;
    }
  }
}

// Converts to any member type, to count the data members of an aggregate the way Boost.PFR does.
struct any_member {
  template <class U>
  operator U() const noexcept;
};
template <std::size_t>
using any_member_at = any_member;

template <class T, class... Members>
constexpr auto aggregate_takes(int) -> decltype(T{std::declval<message<T>>(), std::declval<Members>()...}, true) {
  return true;
}
template <class T, class...>
constexpr bool aggregate_takes(...) {
  return false;
}
template <class T, std::size_t... I>
constexpr bool initializable_by(std::index_sequence<I...>) noexcept {
  return aggregate_takes<T, any_member_at<I>...>(0);
}

// Whether the struct has no data member beyond the Count listed ones (which exist: every listed name was found).
template <class T, std::size_t Count>
constexpr bool lists_every_member() noexcept {
  return !initializable_by<T>(std::make_index_sequence<Count + 1>{});
}

// Numbers the oneofs in order of appearance and checks names, number ranges and oneof contiguity
// (duplicate numbers: order_by_number). The listed names are distinct members, whose field names differ: only a
// oneof member's name can be another field's.
template <std::size_t N>
constexpr std::array<field_descriptor, N> finalize_fields(std::array<field_descriptor, N> listed) {
  field_descriptor* const fields = listed.data();
  for (std::size_t i = 0; i < N; ++i) {
    if (fields[i].oneof_name.empty()) continue;
    for (std::size_t j = 0; j < N; ++j)
      if (j != i && fields[j].name == fields[i].name) throw std::logic_error("plainproto: duplicate field name");
  }
  std::int16_t oneof_count = 0;
  for (std::size_t i = 0; i < N; ++i) {
    if (fields[i].number < 1 || fields[i].number > 536870911)
      throw std::logic_error("plainproto: field numbers must be in 1..536870911");
    if (fields[i].oneof_name.empty()) {
      fields[i].oneof_index = -1;
      continue;
    }
    if (i > 0 && fields[i - 1].oneof_name == fields[i].oneof_name) {
      fields[i].oneof_index = fields[i - 1].oneof_index;
      continue;
    }
    for (std::size_t j = 0; j < i; ++j)
      if (fields[j].oneof_name == fields[i].oneof_name)
        throw std::logic_error("plainproto: the members of a oneof must be listed together");
    fields[i].oneof_index = oneof_count++;
  }
  return listed;
}

template <std::size_t N>
constexpr std::size_t count_oneofs(const std::array<field_descriptor, N>& listed) noexcept {
  const field_descriptor* const fields = listed.data();
  std::size_t count = 0;
  for (std::size_t i = 0; i < N; ++i)
    if (fields[i].oneof_index >= 0 && static_cast<std::size_t>(fields[i].oneof_index) + 1 > count)
      count = static_cast<std::size_t>(fields[i].oneof_index) + 1;
  return count;
}

template <std::size_t K, std::size_t N>
constexpr std::array<oneof_descriptor, K> collect_oneofs(const std::array<field_descriptor, N>& listed) noexcept {
  const field_descriptor* const fields = listed.data();
  std::array<oneof_descriptor, K> collected{};
  oneof_descriptor* const oneofs = collected.data();
  for (std::size_t i = 0; i < N; ++i) {
    if (fields[i].oneof_index < 0) continue;
    oneof_descriptor& oneof = oneofs[static_cast<std::size_t>(fields[i].oneof_index)];
    if (oneof.field_count == 0) {
      oneof.name = fields[i].oneof_name;
      oneof.first_field = static_cast<std::uint16_t>(i);
    }
    ++oneof.field_count;
  }
  return collected;
}

// Fields are usually declared in number order, which needs no sorting; otherwise a bottom-up merge sort
// (O(N log N) constexpr steps). Equal numbers end up adjacent, which is where duplicates are caught.
template <std::size_t N>
constexpr std::array<std::uint16_t, N> order_by_number(const std::array<field_descriptor, N>& listed) {
  const field_descriptor* const fields = listed.data();
  std::array<std::uint16_t, N> runs[2] = {};
  std::uint16_t* const declared_order = runs[0].data();
  bool declared_in_order = true;
  for (std::size_t i = 0; i < N; ++i) {
    declared_order[i] = static_cast<std::uint16_t>(i);
    if (i > 0 && fields[i - 1].number >= fields[i].number) declared_in_order = false;
  }
  if (declared_in_order) return runs[0];
  std::size_t from = 0;
  for (std::size_t width = 1; width < N; width *= 2, from = 1 - from) {
    const std::uint16_t* const source = runs[from].data();
    std::uint16_t* const target = runs[1 - from].data();
    for (std::size_t left = 0; left < N; left += 2 * width) {
      const std::size_t middle = left + width < N ? left + width : N;
      const std::size_t right = left + 2 * width < N ? left + 2 * width : N;
      std::size_t a = left;
      std::size_t b = middle;
      std::size_t out = left;
      while (a < middle && b < right)
        target[out++] = fields[source[b]].number < fields[source[a]].number ? source[b++] : source[a++];
      while (a < middle) target[out++] = source[a++];
      while (b < right) target[out++] = source[b++];
    }
  }
  const std::uint16_t* const order = runs[from].data();
  for (std::size_t i = 1; i < N; ++i)
    if (fields[order[i - 1]].number == fields[order[i]].number)
      throw std::logic_error("plainproto: duplicate field number");
  return runs[from];
}

template <std::size_t N>
constexpr std::array<std::uint16_t, std::size_t{1} << name_slot_bits_for(N)> index_names(
    const std::array<field_descriptor, N>& listed) noexcept {
  constexpr unsigned bits = name_slot_bits_for(N);
  constexpr std::size_t mask = (std::size_t{1} << bits) - 1;
  const field_descriptor* const fields = listed.data();
  std::array<std::uint16_t, mask + 1> slots{};
  std::uint16_t* const index = slots.data();
  for (std::size_t i = 0; i < N; ++i) {
    std::size_t slot = field_name_slot(fields[i].name, bits);
    while (index[slot] != 0) slot = (slot + 1) & mask;
    index[slot] = static_cast<std::uint16_t>(i + 1);
  }
  return slots;
}

// clear()'s plan (message_descriptor::copied_ranges): the trivially copyable storage, a field that starts where the
// one listed before it ends joining its range (fields are listed in the order of their members, as a rule).
template <std::size_t N>
struct copied_range_plan {
  std::array<byte_range, N> ranges{};
  std::size_t count = 0;
};
template <std::size_t N>
constexpr copied_range_plan<N> plan_copied_ranges(const std::array<field_descriptor, N>& fields) noexcept {
  copied_range_plan<N> plan;
  for (const field_descriptor& field : fields) {
    const std::size_t size = field.ops->trivial_size;
    if (size == 0) continue;
    byte_range& last = plan.ranges[plan.count == 0 ? 0 : plan.count - 1];
    if (plan.count != 0 && last.offset + last.size == field.offset)
      last.size += size;
    else
      plan.ranges[plan.count++] = byte_range{field.offset, size};
  }
  return plan;
}
template <std::size_t R, std::size_t N>
constexpr std::array<byte_range, R> copied_ranges(const std::array<field_descriptor, N>& fields) noexcept {
  const copied_range_plan<N> plan = plan_copied_ranges(fields);
  std::array<byte_range, R> ranges{};
  for (std::size_t i = 0; i < R; ++i) ranges[i] = plan.ranges[i];
  return ranges;
}
// Whether a field has a step of its own in clear()'s plan: not when its storage is copied with the numbers, nor when
// it is a oneof member after the first (the first's step resets the oneof as a whole).
template <std::size_t N>
constexpr bool has_clearing_step(const std::array<field_descriptor, N>& fields, std::size_t i) noexcept {
  const field_descriptor& field = fields[i];
  if (field.ops->trivial_size != 0) return false;
  return !field.in_oneof() || i == 0 || fields[i - 1].offset != field.offset;
}
template <std::size_t N>
constexpr std::size_t count_clearing_steps(const std::array<field_descriptor, N>& fields) noexcept {
  std::size_t count = 0;
  for (std::size_t i = 0; i < N; ++i) count += has_clearing_step(fields, i);
  return count;
}
template <std::size_t M, std::size_t N>
constexpr std::array<field_clearing_step, M> clearing_steps(const std::array<field_descriptor, N>& fields) noexcept {
  std::array<field_clearing_step, M> steps{};
  std::size_t at = 0;
  for (std::size_t i = 0; i < N; ++i) {
    if (!has_clearing_step(fields, i)) continue;
    const field_descriptor& field = fields[i];
    const bool sub_message = field.ops->singular_message;
    steps[at++] = field_clearing_step{static_cast<std::uint32_t>(field.offset),
                                      sub_message,
                                      static_cast<std::uint32_t>(field.ops->message_offset),
                                      field.ops->message_boxed,
                                      field.is_repeated(),
                                      field.is_repeated() && clearing_of(field, true) == field_clearing::keep,
                                      field.in_oneof() ? field.ops->whole_oneof : field.ops,
                                      sub_message ? field.message_type : nullptr};
  }
  return steps;
}

// Whether keeping lists clears any field otherwise (message_descriptor::keeps_lists).
template <std::size_t N>
constexpr bool keeps_some_list(const std::array<field_descriptor, N>& fields) noexcept {
  for (const field_descriptor& field : fields)
    if (clearing_of(field, true) != clearing_of(field, false)) return true;
  return false;
}

template <class T, class = void>
struct keeps_unknown_fields : std::false_type {};
template <class T>
struct keeps_unknown_fields<T, std::void_t<decltype(&T::plainproto_unknown_fields)>> : std::true_type {};

template <class T>
constexpr auto unknown_fields_of() noexcept -> void* (*)(void*) {
  if constexpr (keeps_unknown_fields<T>::value)
    return &T::plainproto_unknown_fields;
  else
    return nullptr;
}

template <class T, class = void>
struct extension_ranges_of {
  static constexpr const extension_range* data() noexcept { return nullptr; }
  static constexpr std::size_t count = 0;
};
template <class T>
struct extension_ranges_of<T, std::void_t<decltype(&T::plainproto_extensions)>> {
  static constexpr const extension_range* data() noexcept { return T::plainproto_extension_ranges; }
  static constexpr std::size_t count = std::size(T::plainproto_extension_ranges);
};

template <class T>
constexpr auto extensions_of() noexcept -> void* (*)(void*) {
  if constexpr (extension_ranges_of<T>::count != 0)
    return &T::plainproto_extensions;
  else
    return nullptr;
}

// PLAINPROTO_MESSAGE's checks of a list's fields: names, number ranges, oneofs listed together, distinct numbers.
template <std::size_t N>
constexpr bool check_fields(const std::array<field_descriptor, N>& listed) {
  static_cast<void>(order_by_number(finalize_fields(listed)));
  return true;
}

// T, named through a template parameter, so that a template that names it is instantiated with it.
template <class T, class>
struct deferred {
  using type = T;
};

template <std::size_t N>
constexpr bool any_required(const std::array<field_descriptor, N>& fields) noexcept {
  for (const field_descriptor& field : fields)
    if (field.is_required()) return true;
  return false;
}

template <class T, std::size_t N, std::size_t K, std::size_t S, std::size_t R, std::size_t A>
constexpr message_descriptor make_message_descriptor(std::string_view full_name,
                                                     const std::array<field_descriptor, N>& fields,
                                                     const std::array<std::uint16_t, N>& by_number,
                                                     const std::array<oneof_descriptor, K>& oneofs,
                                                     const std::array<std::uint16_t, S>& name_index,
                                                     const std::array<byte_range, R>& copied,
                                                     const std::array<field_clearing_step, A>& steps,
                                                     std::string_view doc) noexcept {
  static_assert(!is_message_set_v<T> || N == 0, "plainproto: a MessageSet cannot have fields, only extensions");
  return message_descriptor{full_name,
                            N ? fields.data() : nullptr,
                            N,
                            N ? by_number.data() : nullptr,
                            K ? oneofs.data() : nullptr,
                            K,
                            &create_message<T>,
                            &destroy_message<T>,
                            keeps_some_list(fields),
                            R ? copied.data() : nullptr,
                            R,
                            A ? steps.data() : nullptr,
                            A,
                            &default_instance_slot<T>,
                            any_required(fields),
                            name_index.data(),
                            name_slot_bits_for(N),
                            doc,
                            unknown_fields_of<T>(),
                            extension_ranges_of<T>::data(),
                            extension_ranges_of<T>::count,
                            extensions_of<T>(),
                            is_message_set_v<T>};
}

}  // namespace detail
}  // namespace plainproto

// The describing structs are specializations keyed by the type: their names are the same in every translation
// unit, and two descriptions in one namespace (from different headers, on the same line) never collide. The hook is
// declared first, so that a message that contains itself (plainproto::boxed) finds its own description.
// plainproto_message_names is made and checked at once; plainproto_message_info, which makes the descriptor, is a
// partial specialization that descriptor_of instantiates: a file that includes a schema but uses only some of its
// messages compiles only theirs.
#define PLAINPROTO_DETAIL_MESSAGE(Type, FullName, arguments)                                                      \
  PLAINPROTO_DECLARE_MESSAGE(Type);                                                                               \
  template <class>                                                                                                \
  struct plainproto_message_names;                                                                                \
  template <>                                                                                                     \
  struct plainproto_message_names<Type> {                                                                         \
    static_assert(std::is_base_of_v<::plainproto::message<Type>, Type>,                                           \
                  "plainproto: a message struct must derive from plainproto::message<T>");                        \
    static_assert(std::is_aggregate_v<Type>,                                                                      \
                  "plainproto: a message struct is an aggregate (no constructors, virtual functions or private "  \
                  "members)");                                                                                    \
    static constexpr auto keys =                                                                                  \
        ::plainproto::detail::listed_keys<::plainproto::detail::count_listed(arguments)>(arguments);              \
    static constexpr auto listed = std::make_index_sequence<keys.size()>{};                                        \
    static_assert(!::plainproto::detail::has_repeated_key(keys), "plainproto: PLAINPROTO_MESSAGE lists a name twice"); \
    static_assert(!::plainproto::detail::all_listed_are_fields<Type, keys>(listed) ||                             \
                      ::plainproto::detail::lists_every_member<                                                   \
                          Type, keys.size() + ::plainproto::detail::keeps_unknown_fields<Type>::value +          \
                                    (::plainproto::detail::extension_ranges_of<Type>::count != 0)>(),            \
                  "plainproto: a data member of the struct is missing from the PLAINPROTO_MESSAGE list (every "   \
                  "member is a field declared with PLAINPROTO_OPTIONAL, PLAINPROTO_REQUIRED, PLAINPROTO_REPEATED " \
                  "or PLAINPROTO_ONEOF, and listed)");                                                            \
    static constexpr bool checked = ::plainproto::detail::check_fields(                                           \
        ::plainproto::detail::listed_fields<Type, keys, ::plainproto::detail::described::checked>(listed));       \
  };                                                                                                              \
  template <class Lazy>                                                                                           \
  struct plainproto_message_info<Type, Lazy> {                                                                    \
    using names = typename ::plainproto::detail::deferred<plainproto_message_names<Type>, Lazy>::type;            \
    static constexpr auto fields = ::plainproto::detail::finalize_fields(                                         \
        ::plainproto::detail::listed_fields<Type, names::keys, ::plainproto::detail::described::complete>(        \
            names::listed));                                                                                      \
    static constexpr auto by_number = ::plainproto::detail::order_by_number(fields);                              \
    static constexpr auto oneofs =                                                                                \
        ::plainproto::detail::collect_oneofs<::plainproto::detail::count_oneofs(fields)>(fields);                 \
    static constexpr auto name_index = ::plainproto::detail::index_names(fields);                                 \
    static constexpr auto copied_ranges = ::plainproto::detail::copied_ranges<                                     \
        ::plainproto::detail::plan_copied_ranges(fields).count>(fields);                                          \
    static constexpr auto clearing_steps = ::plainproto::detail::clearing_steps<                                   \
        ::plainproto::detail::count_clearing_steps(fields)>(fields);                                               \
    static constexpr ::plainproto::message_descriptor value = ::plainproto::detail::make_message_descriptor<Type>( \
        ::plainproto::detail::literal_text(FullName), fields, by_number, oneofs, name_index, copied_ranges,       \
        clearing_steps, Type::plainproto_doc());                                                                   \
  };                                                                                                              \
  constexpr ::plainproto::detail::message_hook<plainproto_message_info<Type, void>> plainproto_describe(           \
      const Type*) noexcept {                                                                                     \
    return {};                                                                                                    \
  }                                                                                                               \
  static_assert(true, "")

// PLAINPROTO_DECLARE_MESSAGE(Type): before the PLAINPROTO_MESSAGE of a message whose field (plainproto::boxed)
// holds Type when Type's own PLAINPROTO_MESSAGE comes later: messages that contain each other.
#define PLAINPROTO_DECLARE_MESSAGE(Type)                                                                \
  template <class, class>                                                                                \
  struct plainproto_message_info;                                                                        \
  constexpr ::plainproto::detail::message_hook<plainproto_message_info<Type, void>> plainproto_describe( \
      const Type*) noexcept

#define PLAINPROTO_DETAIL_FIRST(first, ...) first
#define PLAINPROTO_DETAIL_SECOND(first, second, ...) second

// PLAINPROTO_MESSAGE(Type, "package.Type", member...): after the struct, in its namespace. Lists the members in
// .proto declaration order (a oneof once, by its name); a message without fields lists none.
// The list is spelled after macro expansion (one level of indirection), so a macro may write names into it.
#define PLAINPROTO_MESSAGE(...) PLAINPROTO_DETAIL_MESSAGE_LIST(__VA_ARGS__)
#define PLAINPROTO_DETAIL_MESSAGE_LIST(...)                                                                       \
  PLAINPROTO_DETAIL_MESSAGE(PLAINPROTO_DETAIL_FIRST(__VA_ARGS__, ~), PLAINPROTO_DETAIL_SECOND(__VA_ARGS__, ~, ~), \
                            #__VA_ARGS__ ",")

// PLAINPROTO_MESSAGE_DOC("comment"): in the struct, the message's .proto comment.
#define PLAINPROTO_MESSAGE_DOC(text)                                                                              \
  static constexpr std::string_view plainproto_doc() noexcept { return ::plainproto::detail::literal_text(text); } \
  static_assert(true, "")

// PLAINPROTO_OPTIONAL(number, type, name [, "comment"]) declares `plainproto::optional<type> name`, to be followed
// by `;` or by `= default_value;`. The type is the C++ value type, or the tag of the proto type (plainproto::sint64,
// plainproto::bytes, ...). PLAINPROTO_REQUIRED declares a plainproto::required, PLAINPROTO_REPEATED an std::vector
// (the type may be plainproto::packed<T>), or for messages a plainproto::repeated_messages. A name that is a C++
// keyword followed by `_` (`auto_`) is the keyword in the .proto.
#define PLAINPROTO_OPTIONAL(...) PLAINPROTO_DETAIL_FIELD(::plainproto::optional, __VA_ARGS__, "", ~)
#define PLAINPROTO_REQUIRED(...) PLAINPROTO_DETAIL_FIELD(::plainproto::required, __VA_ARGS__, "", ~)
#define PLAINPROTO_REPEATED(...) PLAINPROTO_DETAIL_FIELD(::plainproto::detail::repeated, __VA_ARGS__, "", ~)

// PLAINPROTO_MAP(number, key type, value type, name [, "comment"]) declares `plainproto::map<K, V> name`
// (`map<K, V> name = number;`), followed by `;`. Key and value may be encoding tags (plainproto::sint64, ...).
#define PLAINPROTO_MAP(number, key, value, ...) \
  PLAINPROTO_DETAIL_MAP(number, (key, value), __VA_ARGS__, "", ~)
#define PLAINPROTO_DETAIL_MAP(number, types, name, doc, ...)                                                     \
  static constexpr ::plainproto::detail::field_ref<::plainproto::map_of<PLAINPROTO_DETAIL_UNPAREN types>,           \
                                                   ::plainproto::detail::map_storage_t<PLAINPROTO_DETAIL_UNPAREN types>> \
  plainproto_field(::plainproto::detail::field_key_ptr<::plainproto::detail::name_key(#name)>) noexcept {         \
    return {::plainproto::detail::literal_text(#name), number, ::plainproto::detail::literal_text(doc),           \
            offsetof(plainproto_self, name)};                                                                     \
  }                                                                                                               \
  ::plainproto::detail::map_storage_t<PLAINPROTO_DETAIL_UNPAREN types> name

#define PLAINPROTO_DETAIL_FIELD(storage, number, type, name, doc, ...)                                            \
  static constexpr ::plainproto::detail::field_ref<type, storage<::plainproto::detail::value_type_t<type>>>        \
  plainproto_field(::plainproto::detail::field_key_ptr<::plainproto::detail::name_key(#name)>) noexcept {         \
    return {::plainproto::detail::literal_text(#name), number, ::plainproto::detail::literal_text(doc),           \
            offsetof(plainproto_self, name)};                                                                     \
  }                                                                                                               \
  storage<::plainproto::detail::value_type_t<type>> name

// PLAINPROTO_UNKNOWN_FIELDS(name), in a message struct, declares `plainproto::unknown_fields name`: the binary
// parser keeps there what the message type does not declare, and the serializer writes it back. Not listed in
// PLAINPROTO_MESSAGE.
#define PLAINPROTO_UNKNOWN_FIELDS(name)                                                                           \
  static void* plainproto_unknown_fields(void* message) { return &static_cast<plainproto_self*>(message)->name; } \
  ::plainproto::unknown_fields name

// Calls m with the elements of the tuple t and an empty comment, which a comment in t comes before.
#define PLAINPROTO_DETAIL_APPLY(m, arguments) m arguments
#define PLAINPROTO_DETAIL_WITH_DOC(m, prefix, t) \
  PLAINPROTO_DETAIL_APPLY(m, (PLAINPROTO_DETAIL_UNPAREN prefix PLAINPROTO_DETAIL_UNPAREN t, "", ~))

// PLAINPROTO_ONEOF(name, (number, type, member [, "comment"])...) declares `enum class name_case { not_set = 0,
// member = number, ... }` and the member `plainproto::oneof<name_case, ...> name`, followed by `;`.
#define PLAINPROTO_ONEOF(name, ...)                                                                               \
  enum class name##_case { not_set = 0 PLAINPROTO_DETAIL_FOR_EACH(PLAINPROTO_DETAIL_ONEOF_CASE, name, __VA_ARGS__) }; \
  static constexpr auto plainproto_field(                                                                          \
      ::plainproto::detail::field_key_ptr<::plainproto::detail::name_key(#name)>) noexcept {                      \
    return ::plainproto::detail::oneof_ref<decltype(plainproto_self::name)                                        \
                                               PLAINPROTO_DETAIL_FOR_EACH(PLAINPROTO_DETAIL_ONEOF_MEMBER, name,   \
                                                                          __VA_ARGS__)>{                          \
        ::plainproto::detail::literal_text(#name),                                                                \
        {PLAINPROTO_DETAIL_FOR_EACH(PLAINPROTO_DETAIL_ONEOF_TEXT, name, __VA_ARGS__)},                            \
        offsetof(plainproto_self, name)};                                                                         \
  }                                                                                                               \
  ::plainproto::oneof<name##_case PLAINPROTO_DETAIL_FOR_EACH(PLAINPROTO_DETAIL_ONEOF_ALTERNATIVE, name, __VA_ARGS__)> name

#define PLAINPROTO_DETAIL_ONEOF_CASE(oneof, t) PLAINPROTO_DETAIL_WITH_DOC(PLAINPROTO_DETAIL_ONEOF_CASE_I, (oneof, ), t)
#define PLAINPROTO_DETAIL_ONEOF_CASE_I(oneof, number, type, member, ...) , member = number
#define PLAINPROTO_DETAIL_ONEOF_ALTERNATIVE(oneof, t) \
  PLAINPROTO_DETAIL_WITH_DOC(PLAINPROTO_DETAIL_ONEOF_ALTERNATIVE_I, (oneof, ), t)
#define PLAINPROTO_DETAIL_ONEOF_ALTERNATIVE_I(oneof, number, type, member, ...) \
  , ::plainproto::alternative<oneof##_case::member, ::plainproto::detail::value_type_t<type>>
#define PLAINPROTO_DETAIL_ONEOF_MEMBER(oneof, t) PLAINPROTO_DETAIL_WITH_DOC(PLAINPROTO_DETAIL_ONEOF_MEMBER_I, (oneof, ), t)
#define PLAINPROTO_DETAIL_ONEOF_MEMBER_I(oneof, number, type, member, ...) \
  , ::plainproto::detail::oneof_member<plainproto_self::oneof##_case::member, type>
#define PLAINPROTO_DETAIL_ONEOF_TEXT(oneof, t) PLAINPROTO_DETAIL_WITH_DOC(PLAINPROTO_DETAIL_ONEOF_TEXT_I, (oneof, ), t)
#define PLAINPROTO_DETAIL_ONEOF_TEXT_I(oneof, number, type, member, doc, ...) \
  {::plainproto::detail::literal_text(#member), ::plainproto::detail::literal_text(doc)},

// PLAINPROTO_ENUM(Name, "package.Name", (VALUE, number [, "comment"])...) declares `enum class Name : std::int32_t`
// with these values and describes it; the first value is the implicit default of fields of this type. At namespace
// scope; in a message struct, PLAINPROTO_NESTED_ENUM.
#define PLAINPROTO_ENUM(Name, FullName, ...) PLAINPROTO_DETAIL_ENUM(Name, FullName, , __VA_ARGS__)
#define PLAINPROTO_NESTED_ENUM(Name, FullName, ...) PLAINPROTO_DETAIL_ENUM(Name, FullName, friend, __VA_ARGS__)

#define PLAINPROTO_DETAIL_ENUM(Name, FullName, friend_, ...)                                                      \
  enum class Name : std::int32_t { PLAINPROTO_DETAIL_FOR_EACH(PLAINPROTO_DETAIL_ENUMERATOR, ~, __VA_ARGS__) };   \
  struct plainproto_enum_info_##Name {                                                                            \
    static constexpr ::plainproto::enum_value_descriptor values[] = {                                             \
        PLAINPROTO_DETAIL_FOR_EACH(PLAINPROTO_DETAIL_ENUM_VALUE, ~, __VA_ARGS__)};                                \
    static constexpr ::plainproto::enum_descriptor value{::plainproto::detail::literal_text(FullName), values,    \
                                                         sizeof(values) / sizeof(values[0])};                     \
  };                                                                                                              \
  friend_ constexpr const ::plainproto::enum_descriptor& plainproto_describe(const Name*) noexcept {              \
    return plainproto_enum_info_##Name::value;                                                                    \
  }                                                                                                               \
  static_assert(true, "")

#define PLAINPROTO_DETAIL_ENUMERATOR(data, t) PLAINPROTO_DETAIL_WITH_DOC(PLAINPROTO_DETAIL_ENUMERATOR_I, (), t)
#define PLAINPROTO_DETAIL_ENUMERATOR_I(name, number, ...) name = number,
#define PLAINPROTO_DETAIL_ENUM_VALUE(data, t) PLAINPROTO_DETAIL_WITH_DOC(PLAINPROTO_DETAIL_ENUM_VALUE_I, (), t)
#define PLAINPROTO_DETAIL_ENUM_VALUE_I(name, number, doc, ...) \
  {::plainproto::detail::literal_text(#name), number, ::plainproto::detail::literal_text(doc)},
