// plainproto: the overview table Paddle's DistributedStrategy.__repr__ draws.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "../../schemas/paddle/distributed_strategy.hpp"
#include "configs.hpp"
#include "python.hpp"

namespace plainproto {
namespace detail {

// 78 columns inside the frame: a key right-aligned in 38, 2 spaces, a value centered in 38. A bool flag with a
// `<flag>_configs` message gets its own section (one row per config field, one row per element of a repeated
// scalar) when true and no row when false; every other field is a row of the environment section; the
// BuildStrategy section lists every field. Values are spelled as Python's str() spells them.
inline std::string py_strategy_overview(const paddle::fleet::DistributedStrategy& strategy) {
  constexpr std::size_t key_width = 38;
  constexpr std::size_t value_width = 38;
  constexpr std::size_t spacing = 2;
  constexpr std::size_t length = key_width + spacing + value_width;
  const std::string border = "    +" + std::string(length, '=') + "+\n";
  const std::string line = "    +" + std::string(length, '-') + "+\n";
  auto h1 = [&](std::string_view text) { return "    |" + py_center(text, length) + "|\n"; };
  auto h2 = [&](std::string_view key, std::string_view value) {
    return "    |" + py_right(key, key_width) + std::string(spacing, ' ') + py_center(value, value_width) + "|\n";
  };

  std::string sections = border + h1("") + h1("DistributedStrategy Overview") + h1("");
  std::string environment = line;
  const message_descriptor& descriptor = descriptor_of<paddle::fleet::DistributedStrategy>();
  for (const field_descriptor& field : descriptor) {
    const std::string name(field.name);
    if (name.find("build_strategy") != std::string::npos || name.find("_configs") != std::string::npos) continue;
    const void* storage = field.storage_in(&strategy);
    const field_descriptor* configs = descriptor.find_field(std::string_view(name + "_configs"));
    if (field.kind() == cpp_kind::bool_ && !field.is_repeated() && configs != nullptr) {
      if (!field.ops->get(storage).b) continue;
      sections += border + h1(name + "=True <-> " + name + "_configs") + line;
      const void* config = configs->ops->get_message(configs->storage_in(&strategy));
      for (const field_descriptor& config_field : *configs->message_type()) {
        const void* config_storage = config_field.storage_in(config);
        if (config_field.is_repeated() && config_field.type != field_type::message) {
          const py_object values = py_field_dict_value(config_field, config_storage);
          for (std::size_t i = 0; i < values.size(); ++i)
            sections += h2(i == 0 ? config_field.name : std::string_view(), py_str(values[i]));
        } else {
          sections += h2(config_field.name, py_field_str(config_field, config_storage));
        }
      }
      continue;
    }
    environment += h2(name, py_field_str(field, storage));
  }

  std::string out = sections + border + h1("Environment Flags, Communication Flags") + environment;
  out += border + h1("Build Strategy") + line;
  const paddle::fleet::BuildStrategy& build_strategy = strategy.build_strategy.value();
  for (const field_descriptor& field : descriptor_of<paddle::fleet::BuildStrategy>())
    out += h2(field.name, py_field_str(field, field.storage_in(&build_strategy)));
  return out + border;
}

}  // namespace detail
}  // namespace plainproto
