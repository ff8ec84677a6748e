// plainproto: proto2 extensions. A message declares its ranges with PLAINPROTO_EXTENSIONS and holds the extensions
// set on it in a plainproto::extension_set; each `extend` field is declared once, at namespace scope, with
// PLAINPROTO_EXTENSION (or PLAINPROTO_REPEATED_EXTENSION), which registers it with its extendee so that text format
// (`[pkg.name]: 1`), JSON (`"[pkg.name]": 1`) and the binary format (by number) find it.
//
//   struct Base : plainproto::message<Base> {
//     PLAINPROTO_OPTIONAL(1, std::int32_t, id);
//     PLAINPROTO_EXTENSIONS(extensions, (100, 199));          // extensions 100 to 199;
//   };
//   PLAINPROTO_MESSAGE(Base, "pkg.Base", id);
//   PLAINPROTO_EXTENSION(Base, 100, std::string, note, "pkg.note");   // extend Base { optional string note = 100; }
//
//   base.extensions.set(note, "hello");  base.extensions.get(note);  base.extensions.has(note);
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../common/function_attributes.hpp"
#include "describe.hpp"
#include "descriptor.hpp"
#include "field.hpp"
#include "field_type.hpp"
#include "preprocessor.hpp"
#include "storage_ops.hpp"

namespace plainproto {

// The largest field number, for `extensions 1000 to max;`.
inline constexpr std::int32_t max_field_number = 536870911;

// One extension field: its description (named `[full.name]`, as text format and JSON spell it), the message it
// extends, and how its storage is made.
struct extension_descriptor {
  field_descriptor field;  // first: generic code finds the extension from its field (extension_of)
  std::string_view full_name;
  const message_descriptor* (*extendee)();
  void* (*create)();
  void (*destroy)(void* storage);
  void (*copy)(void* destination, const void* source);
  const void* (*empty)();  // storage that holds nothing, for reading an extension that is not set
};

namespace detail {
inline bool field_values_equal(const field_descriptor& field, const void* a, const void* b);  // (core/message.hpp)
}  // namespace detail

// The extensions set on one message: their storage, by number. Copies are deep; == compares what is set.
class extension_set {
 public:
  struct entry {
    const extension_descriptor* extension;
    void* storage;
  };

  extension_set() = default;
  extension_set(const extension_set& other) { copy_from(other); }
  extension_set& operator=(const extension_set& other) {
    if (this != &other) {
      clear_all();
      copy_from(other);
    }
    return *this;
  }
  extension_set(extension_set&& other) noexcept : entries_(std::move(other.entries_)) { other.entries_.clear(); }
  extension_set& operator=(extension_set&& other) noexcept {
    if (this != &other) {
      clear_all();
      entries_ = std::move(other.entries_);
      other.entries_.clear();
    }
    return *this;
  }
  ~extension_set() { clear_all(); }

  // The typed interface, with the object PLAINPROTO_EXTENSION declares.
  template <class E>
  bool has(const E& extension) const {
    const void* storage = find(extension.descriptor());
    return storage != nullptr && present(extension.descriptor(), storage);
  }
  template <class E>
  const typename E::value_type& get(const E& extension) const {
    const void* storage = find(extension.descriptor());
    return storage != nullptr ? extension.value(storage) : extension.default_value();
  }
  template <class E, class V>
  void set(const E& extension, V&& value) {
    *static_cast<typename E::storage_type*>(find_or_create(extension.descriptor())) = std::forward<V>(value);
  }
  // The storage itself (a plainproto::optional<T>, or the list of a repeated extension), created if need be.
  template <class E>
  typename E::storage_type& mutable_storage(const E& extension) {
    return *static_cast<typename E::storage_type*>(find_or_create(extension.descriptor()));
  }
  template <class E>
  void clear(const E& extension) {
    erase(extension.descriptor());
  }

  // The type-erased interface the formats use.
  const std::vector<entry>& entries() const noexcept { return entries_; }
  const void* find(const extension_descriptor& extension) const noexcept {
    for (const entry& e : entries_)
      if (e.extension == &extension) return e.storage;
    return nullptr;
  }
  // (Defined below: setting an extension installs detail::extension_support, through which generic code sees it.)
  void* find_or_create(const extension_descriptor& extension);
  void erase(const extension_descriptor& extension) {
    for (auto it = entries_.begin(); it != entries_.end(); ++it)
      if (it->extension == &extension) {
        extension.destroy(it->storage);
        entries_.erase(it);
        return;
      }
  }
  void clear_all() noexcept {
    for (const entry& e : entries_) e.extension->destroy(e.storage);
    entries_.clear();
  }
  // Whether an extension's storage holds a value (set, or a non-empty list).
  static bool present(const extension_descriptor& extension, const void* storage) {
    const field_descriptor& field = extension.field;
    return field.is_repeated() ? field.ops->size(storage) != 0 : field.ops->has(storage);
  }

  friend bool operator==(const extension_set& a, const extension_set& b) { return a.covers(b) && b.covers(a); }
  friend bool operator!=(const extension_set& a, const extension_set& b) { return !(a == b); }

 private:
  void copy_from(const extension_set& other) {
    entries_.reserve(other.entries_.size());
    for (const entry& e : other.entries_) {
      void* storage = e.extension->create();
      e.extension->copy(storage, e.storage);
      entries_.push_back(entry{e.extension, storage});
    }
  }
  // Whether every extension present here is present in other with an equal value.
  bool covers(const extension_set& other) const {
    for (const entry& e : entries_) {
      if (!present(*e.extension, e.storage)) continue;
      const void* theirs = other.find(*e.extension);
      if (theirs == nullptr || !detail::field_values_equal(e.extension->field, e.storage, theirs)) return false;
    }
    return true;
  }

  std::vector<entry> entries_;  // ascending number
};

namespace detail {

// Every extension declared in the program, registered at start-up by the objects PLAINPROTO_EXTENSION declares, kept
// by extendee in number order: the binary reader looks an extension up by number for every field it reads in an
// extension range.
class extension_registry {
 public:
  void add(const extension_descriptor& extension) {
    const std::lock_guard<std::mutex> lock(mutex_);
    std::vector<const extension_descriptor*>& list = list_of(*extension.extendee());
    list.insert(std::upper_bound(list.begin(), list.end(), extension.field.number, number_before), &extension);
    all_.push_back(&extension);
  }
  // The extensions of a message type, ascending number.
  std::vector<const extension_descriptor*> of(const message_descriptor& extendee) const {
    const std::lock_guard<std::mutex> lock(mutex_);
    const extendee_list* found = find_list(extendee);
    return found != nullptr ? found->extensions : std::vector<const extension_descriptor*>{};
  }
  const extension_descriptor* find(const message_descriptor& extendee, std::int32_t number) const {
    const std::lock_guard<std::mutex> lock(mutex_);
    const extendee_list* found = find_list(extendee);
    if (found == nullptr) return nullptr;
    const auto at = std::upper_bound(found->extensions.begin(), found->extensions.end(), number, number_before);
    return at != found->extensions.begin() && (*(at - 1))->field.number == number ? *(at - 1) : nullptr;
  }
  const extension_descriptor* find(const message_descriptor& extendee, std::string_view full_name) const {
    const std::lock_guard<std::mutex> lock(mutex_);
    const extendee_list* found = find_list(extendee);
    if (found == nullptr) return nullptr;
    for (const extension_descriptor* extension : found->extensions)
      if (extension->full_name == full_name) return extension;
    return nullptr;
  }
  // A MessageSet's extension named in text format by its message type (see text_format_type_of).
  const extension_descriptor* find_by_message_type(const message_descriptor& extendee, std::string_view type_name,
                                                   bool any_scope) const;
  std::vector<const extension_descriptor*> all() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return all_;
  }

 private:
  static bool number_before(std::int32_t number, const extension_descriptor* extension) noexcept {
    return number < extension->field.number;
  }

  // A program extends few message types, so they are searched in a list (a hash map's header costs every file
  // that includes the core more to compile than the search costs).
  struct extendee_list {
    const message_descriptor* extendee;
    std::vector<const extension_descriptor*> extensions;  // ascending number
  };
  // by_extendee_.size() when the type has no list.
  std::size_t list_index(const message_descriptor& extendee) const noexcept {
    std::size_t index = 0;
    while (index != by_extendee_.size() && by_extendee_[index].extendee != &extendee) ++index;
    return index;
  }
  const extendee_list* find_list(const message_descriptor& extendee) const noexcept {
    const std::size_t index = list_index(extendee);
    return index != by_extendee_.size() ? &by_extendee_[index] : nullptr;
  }
  std::vector<const extension_descriptor*>& list_of(const message_descriptor& extendee) {
    const std::size_t index = list_index(extendee);
    if (index == by_extendee_.size()) by_extendee_.push_back({&extendee, {}});
    return by_extendee_[index].extensions;
  }

  mutable std::mutex mutex_;
  std::vector<extendee_list> by_extendee_;
  std::vector<const extension_descriptor*> all_;  // in the order registered
};

// The message type a MessageSet's extension is named by in text format, `[pkg.Type]`, or null when it is named by its
// own full name. libprotobuf names so an extension declared in the scope of its own message type (`message Type {
// extend Set { optional Type ext = 1; } }`); Python (any_scope) every extension of a MessageSet.
inline const message_descriptor* text_format_type_of(const extension_descriptor& extension, bool any_scope) {
  if (!extension.extendee()->message_set_wire_format) return nullptr;
  const message_descriptor* type = extension.field.message_type();
  const std::size_t dot = extension.full_name.rfind('.');
  const std::string_view scope = extension.full_name.substr(0, dot == std::string_view::npos ? 0 : dot);
  return any_scope || scope == type->full_name ? type : nullptr;
}

inline const extension_descriptor* extension_registry::find_by_message_type(const message_descriptor& extendee,
                                                                            std::string_view type_name,
                                                                            bool any_scope) const {
  if (!extendee.message_set_wire_format) return nullptr;
  for (const extension_descriptor* extension : of(extendee)) {
    const message_descriptor* type = text_format_type_of(*extension, any_scope);
    if (type != nullptr && type->full_name == type_name) return extension;
  }
  return nullptr;
}

// Never destroyed, so that extensions work from static destructors too.
inline extension_registry& extensions() {
  static extension_registry* registry = new extension_registry();
  return *registry;
}

// What the text and JSON formats and the descriptors' compare, copy and clear do with extension sets and the
// registry, reached through this table, which the first extension registered or set on a message installs. Until
// then no extension exists: every extension_set is empty and the registry has none, so the functions below do
// nothing, and a file that declares no extension, as one using only the built-in schemas, compiles none of the
// code behind them (0.5 G of g++'s 27.4 G for bench/compile/both_schemas.cpp).
struct extension_support {
  bool (*equal)(const extension_set& a, const extension_set& b);
  void (*assign)(extension_set& destination, const extension_set& source);
  void (*clear)(extension_set& set);
  void* (*find_or_create)(extension_set& set, const extension_descriptor& extension);
  std::vector<const extension_descriptor*> (*registered)(const message_descriptor& extendee);
  const extension_descriptor* (*by_text_name)(const message_descriptor& extendee, std::string_view name);
};

inline std::atomic<const extension_support*> installed_extension_support{nullptr};

inline const extension_support* extension_support_if_installed() noexcept {
  return installed_extension_support.load(std::memory_order_acquire);
}

template <class = void>
struct extension_support_functions {
  static bool equal(const extension_set& a, const extension_set& b) { return a == b; }
  static void assign(extension_set& destination, const extension_set& source) { destination = source; }
  static void clear(extension_set& set) { set.clear_all(); }
  static void* find_or_create(extension_set& set, const extension_descriptor& extension) {
    return set.find_or_create(extension);
  }
  static std::vector<const extension_descriptor*> registered(const message_descriptor& extendee) {
    return extensions().of(extendee);
  }
  static const extension_descriptor* by_text_name(const message_descriptor& extendee, std::string_view name) {
    const extension_descriptor* found = extensions().find(extendee, name);
    return found != nullptr ? found : extensions().find_by_message_type(extendee, name, false);
  }
  static constexpr extension_support table{&equal, &assign, &clear, &find_or_create, &registered, &by_text_name};
};

// Stored once: every extension set calls this, and threads setting extensions would otherwise all write one line.
inline void install_extension_support() noexcept {
  if (installed_extension_support.load(std::memory_order_relaxed) == nullptr)
    installed_extension_support.store(&extension_support_functions<>::table, std::memory_order_release);
}

}  // namespace detail

inline void* extension_set::find_or_create(const extension_descriptor& extension) {
  detail::install_extension_support();
  const auto at =
      std::lower_bound(entries_.begin(), entries_.end(), extension.field.number,
                       [](const entry& e, std::int32_t number) { return e.extension->field.number < number; });
  if (at != entries_.end() && at->extension == &extension) return at->storage;
  void* storage = extension.create();
  entries_.insert(at, entry{&extension, storage});
  return storage;
}

namespace detail {

inline bool extension_sets_equal(const extension_set& a, const extension_set& b) {
  const extension_support* support = extension_support_if_installed();
  return support == nullptr || support->equal(a, b);
}
inline void assign_extension_set(extension_set& destination, const extension_set& source) {
  if (const extension_support* support = extension_support_if_installed()) support->assign(destination, source);
}
inline void clear_extension_set(extension_set& set) {
  if (const extension_support* support = extension_support_if_installed()) support->clear(set);
}
// Only for an extension the registry named, so the table is there.
inline void* find_or_create_extension(extension_set& set, const extension_descriptor& extension) {
  return extension_support_if_installed()->find_or_create(set, extension);
}

// The extension of a message type that text format names `[name]`: by its full name, or for a MessageSet by its
// message type (text_format_type_of); null when there is none.
PLAINPROTO_DETAIL_COLD inline const extension_descriptor* find_extension_by_text_name(
    const message_descriptor& extendee, std::string_view name) {
  const extension_support* support = extension_support_if_installed();
  return extendee.extensions != nullptr && support != nullptr ? support->by_text_name(extendee, name) : nullptr;
}

// The extensions registered for a message type, ascending number (none for a type without extension ranges).
inline std::vector<const extension_descriptor*> registered_extensions(const message_descriptor& type) {
  const extension_support* support = extension_support_if_installed();
  return type.extensions != nullptr && support != nullptr ? support->registered(type)
                                                          : std::vector<const extension_descriptor*>{};
}

// Visits the fields of a message type and the given extensions of it (ascending number) merged in number order, the
// order libprotobuf prints them in.
template <class Visit>
void for_each_field_and_extension(const message_descriptor& type, const std::vector<const extension_descriptor*>& extensions,
                                  Visit&& visit) {
  std::size_t next_extension = 0;
  for (std::size_t i = 0; i < type.field_count || next_extension < extensions.size();) {
    const bool own = i < type.field_count && (next_extension == extensions.size() ||
                                               type.field_by_number_order(i).number < extensions[next_extension]->field.number);
    visit(own ? type.field_by_number_order(i++) : extensions[next_extension++]->field);
  }
}

inline extension_set* extensions_in(const message_descriptor& descriptor, const void* message) {
  return descriptor.extensions == nullptr ? nullptr
                                          : static_cast<extension_set*>(descriptor.extensions(const_cast<void*>(message)));
}

// The extension a field descriptor belongs to, or null for a message's own field (an extension's field is named
// "[full.name]", which no field of a message can be).
inline const extension_descriptor* extension_of(const field_descriptor& field) noexcept {
  static_assert(std::is_standard_layout_v<extension_descriptor> && offsetof(extension_descriptor, field) == 0);
  return !field.name.empty() && field.name.front() == '[' ? reinterpret_cast<const extension_descriptor*>(&field)
                                                         : nullptr;
}

// A field's storage in a message, for reading: an extension's in the message's extension_set, or storage that holds
// nothing when it is not set.
inline const void* field_storage_in(const field_descriptor& field, const void* message) {
  const extension_descriptor* extension = extension_of(field);
  if (extension == nullptr) return field.storage_in(message);
  const void* storage = extensions_in(*extension->extendee(), message)->find(*extension);
  return storage != nullptr ? storage : extension->empty();
}
// ... for writing: an extension's created in the extension_set when it is not there.
inline void* mutable_field_storage(const field_descriptor& field, void* message) {
  const extension_descriptor* extension = extension_of(field);
  if (extension == nullptr) return field.storage_in(message);
  return extensions_in(*extension->extendee(), message)->find_or_create(*extension);
}

constexpr bool in_extension_ranges(const message_descriptor& descriptor, std::int32_t number) noexcept {
  for (std::size_t i = 0; i < descriptor.extension_range_count; ++i)
    if (number >= descriptor.extension_ranges[i].first && number <= descriptor.extension_ranges[i].last) return true;
  return false;
}

template <class T, class = void>
struct is_message_set : std::false_type {};
template <class T>
struct is_message_set<T, std::void_t<decltype(T::plainproto_message_set_wire_format)>> : std::true_type {};
template <class T>
inline constexpr bool is_message_set_v = is_message_set<T>::value;

template <class S>
const void* empty_storage() {
  static const S empty{};
  return &empty;
}
template <class S>
void* create_storage() {
  return new S();
}
template <class S>
void destroy_storage(void* storage) {
  delete static_cast<S*>(storage);
}
template <class S>
void copy_storage(void* destination, const void* source) {
  *static_cast<S*>(destination) = *static_cast<const S*>(source);
}

}  // namespace detail

// What PLAINPROTO_EXTENSION declares: the handle that names an extension in extension_set's functions, and its
// registration.
template <class Extendee, class Declared, class Storage>
class extension {
 public:
  using storage_type = Storage;
  using value_type = std::conditional_t<detail::is_singular<Storage>::value, detail::value_type_t<Declared>, Storage>;

  static_assert(!detail::is_message_set_v<Extendee> ||
                    (detail::is_singular<Storage>::value &&
                     detail::declared_type<Declared>::type == field_type::message &&
                     !detail::declared_type<Declared>::group),
                "plainproto: the extensions of a MessageSet are optional messages");

  constexpr extension(std::int32_t number, std::string_view full_name, std::string_view text_name) noexcept
      : descriptor_{make_field(number, text_name), full_name, &detail::message_descriptor_fn<Extendee>,
                    &detail::create_storage<Storage>, &detail::destroy_storage<Storage>,
                    &detail::copy_storage<Storage>, &detail::empty_storage<Storage>} {}

  const extension_descriptor& descriptor() const noexcept { return descriptor_; }
  const value_type& value(const void* storage) const {
    if constexpr (detail::is_singular<Storage>::value)
      return static_cast<const Storage*>(storage)->value();
    else
      return *static_cast<const Storage*>(storage);
  }
  const value_type& default_value() const { return value(detail::empty_storage<Storage>()); }

 private:
  static constexpr field_descriptor make_field(std::int32_t number, std::string_view text_name) noexcept {
    using T = detail::value_type_t<Declared>;
    field_descriptor field{};
    field.name = text_name;
    field.number = number;
    field.label = detail::is_singular<Storage>::value ? field_label::optional : field_label::repeated;
    field.oneof_index = -1;
    field.ops = &detail::ops_v<Storage>;
    field.type = detail::declared_type<Declared>::type;
    field.packed = detail::declared_type<Declared>::packed;
    if constexpr (std::is_enum_v<T>) field.enum_type = &detail::enum_descriptor_fn<T>;
    if constexpr (detail::natural_type<T>() == field_type::message)
      field.message_type = &detail::message_descriptor_fn<typename detail::message_type_of<T>::type>;
    return field;
  }
  extension_descriptor descriptor_;
};

namespace detail {
template <class E>
struct extension_registration {
  explicit extension_registration(const E& extension) {
    extensions().add(extension.descriptor());
    install_extension_support();
  }
};
}  // namespace detail

}  // namespace plainproto

// PLAINPROTO_EXTENSIONS(name, (first, last)...), in a message struct: `extensions first to last;` (last may be
// plainproto::max_field_number), and the member `plainproto::extension_set name` that holds the extensions set.
// Not listed in PLAINPROTO_MESSAGE.
#define PLAINPROTO_EXTENSIONS(name, ...)                                                                          \
  static constexpr ::plainproto::extension_range plainproto_extension_ranges[] = {                                \
      PLAINPROTO_DETAIL_FOR_EACH(PLAINPROTO_DETAIL_EXTENSION_RANGE, ~, __VA_ARGS__)};                             \
  static void* plainproto_extensions(void* message) { return &static_cast<plainproto_self*>(message)->name; }     \
  ::plainproto::extension_set name
#define PLAINPROTO_DETAIL_EXTENSION_RANGE(data, range) {PLAINPROTO_DETAIL_UNPAREN range},

// PLAINPROTO_MESSAGE_SET(name), in a message struct without fields: `option message_set_wire_format = true;
// extensions 4 to max;`, and the member that holds its extensions (which are all optional messages). Listed in
// PLAINPROTO_MESSAGE as nothing: `PLAINPROTO_MESSAGE(Type, "pkg.Type")`.
#define PLAINPROTO_MESSAGE_SET(name)                                  \
  static constexpr bool plainproto_message_set_wire_format = true;    \
  PLAINPROTO_EXTENSIONS(name, (4, ::plainproto::max_field_number))

// PLAINPROTO_EXTENSION(Extendee, number, type, name, "package.name"): at namespace scope, `extend Extendee { optional
// type name = number; }`, declaring the handle `name`. PLAINPROTO_REPEATED_EXTENSION: a repeated one.
#define PLAINPROTO_EXTENSION(Extendee, number, type, name, full_name) \
  PLAINPROTO_DETAIL_EXTENSION(Extendee, number, type, name, full_name, ::plainproto::optional)
#define PLAINPROTO_REPEATED_EXTENSION(Extendee, number, type, name, full_name) \
  PLAINPROTO_DETAIL_EXTENSION(Extendee, number, type, name, full_name, ::plainproto::detail::repeated)
#define PLAINPROTO_DETAIL_EXTENSION(Extendee, number, type, name, full_name, storage)                            \
  inline const ::plainproto::extension<Extendee, type, storage<::plainproto::detail::value_type_t<type>>> name{   \
      number, full_name, "[" full_name "]"};                                                                      \
  inline const ::plainproto::detail::extension_registration<                                                       \
      ::plainproto::extension<Extendee, type, storage<::plainproto::detail::value_type_t<type>>>>                  \
      plainproto_extension_registration_##name{name}
