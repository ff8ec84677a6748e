// plainproto types, plainproto schema: the built-in schemas, by name and as .proto files.
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/detail/common/join.hpp>
#include <plainproto/plainproto.hpp>

#include "cli.hpp"

namespace plainproto {
namespace cli {
namespace {

int list_types(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {});
  if (!parsed.positional().empty()) throw usage_error("takes no arguments");
  for (const std::string_view name : schemas::all_message_names()) std::cout << name << '\n';
  return success;
}

std::string package_names() {
  return detail::join(schemas::packages(), ", ", [](const package_descriptor& package) { return package.name; });
}

int print_or_write_schema(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {{"--out", true}});
  const std::optional<std::string_view> out_dir = parsed.value("--out");
  if (out_dir.has_value() == !parsed.positional().empty() || parsed.positional().size() > 1)
    throw usage_error("expected PACKAGE or --out DIR");
  if (out_dir) {
    for (const auto& path : export_all(std::string(*out_dir), schemas::packages())) std::cout << path.string() << '\n';
    return success;
  }
  const package_descriptor* package = find_package(schemas::packages(), parsed.positional()[0]);
  if (package == nullptr)
    return fail("no package named \"" + std::string(parsed.positional()[0]) + "\" (packages: " + package_names() + ")");
  std::cout << export_proto(*package, schemas::packages());
  return success;
}

}  // namespace

const command types_command{"types", "list every built-in message type",
                            "usage: plainproto types\n"
                            "Prints the full name of every built-in message type, one per line.\n",
                            list_types};

const command schema_command{"schema", "print or write the built-in schemas as .proto files",
                             "usage: plainproto schema PACKAGE\n"
                             "       plainproto schema --out DIR\n"
                             "Prints the proto2 .proto text of PACKAGE, or writes DIR/<package>.proto for every\n"
                             "package (creating DIR) and prints the paths written.\n",
                             print_or_write_schema};

}  // namespace cli
}  // namespace plainproto
