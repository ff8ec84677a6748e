// plainproto: a list spelled as its items between separators, as error messages list fields, types and packages
// and as Python spells a list.
#pragma once

#include <string>
#include <string_view>

namespace plainproto {
namespace detail {

// The items, each spelled by spell(item), with separator between them.
template <class Items, class Spell>
std::string join(const Items& items, std::string_view separator, Spell spell) {
  std::string out;
  bool first = true;
  for (const auto& item : items) {
    if (!first) out.append(separator);
    first = false;
    out.append(spell(item));
  }
  return out;
}

// The items (strings or string views), with separator between them.
template <class Items>
std::string join(const Items& items, std::string_view separator) {
  return join(items, separator, [](const auto& item) -> std::string_view { return item; });
}

}  // namespace detail
}  // namespace plainproto
