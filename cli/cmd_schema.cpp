// plainproto types, plainproto schema: the built-in schemas, by name and as .proto files.
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <plainproto/detail/common/join.hpp>
#include <plainproto/json.hpp>
#include <plainproto/json_schema.hpp>
#include <plainproto/plainproto.hpp>

#include "cli.hpp"
#include "documents.hpp"

namespace plainproto {
namespace cli {
namespace {

exit_status list_types(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {});
  if (!parsed.positional().empty()) throw failure::usage("takes no arguments");
  for (const std::string_view name : schemas::all_message_names()) std::cout << name << '\n';
  return success;
}

std::string package_names() {
  return detail::join(schemas::packages(), ", ", [](const package_descriptor& package) { return package.name; });
}

exit_status print_or_write_schema(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {{"--out", true}, {"--json-schema", false}, {"-t", true}, {"--fsync", false}});
  if (parsed.has("--json-schema")) {
    if (parsed.has("--out") || !parsed.positional().empty()) throw failure::usage("--json-schema takes -t TYPE alone");
    std::cout << json_schema(type_option(parsed)).dump(2) << '\n';
    return success;
  }
  if (parsed.has("-t")) throw failure::usage("-t TYPE goes with --json-schema");
  const std::optional<std::string_view> out_dir = parsed.value("--out");
  if (out_dir.has_value() == !parsed.positional().empty() || parsed.positional().size() > 1)
    throw failure::usage("expected PACKAGE or --out DIR");
  if (out_dir) {
    for (const auto& path : export_all(std::string(*out_dir), schemas::packages(), sync_option(parsed)))
      std::cout << path << '\n';
    return success;
  }
  const package_descriptor* package = find_package(schemas::packages(), parsed.positional()[0]);
  if (package == nullptr)
    throw failure::usage("no package named \"" + std::string(parsed.positional()[0]) + "\" (packages: " +
                         package_names() + ")");
  std::cout << export_proto(*package, schemas::packages());
  return success;
}

}  // namespace

const command types_command{"types", "list every built-in message type",
                            "usage: plainproto types\n"
                            "Prints the full name of every built-in message type, one per line.\n"
                            "Exit status: 0 done, 1 a failed write, 2 bad usage.\n",
                            list_types};

const command schema_command{
    "schema",
    "print the built-in schemas as .proto files, or a JSON Schema of a type's JSON",
    "usage: plainproto schema PACKAGE\n"
    "       plainproto schema --out DIR [--fsync]\n"
    "       plainproto schema --json-schema -t TYPE\n"
    "Prints the proto2 .proto text of PACKAGE, or writes DIR/<package>.proto for every package (creating DIR)\n"
    "and prints the paths written (atomically; --fsync waits until they are on the disk).\n"
    "--json-schema prints a JSON Schema (draft 2020-12) of TYPE's JSON mapping, as `convert --to json` writes\n"
    "it and `--from json` reads it: both field-name spellings, 64-bit integers as numbers or strings, enums by\n"
    "name or number, \"NaN\"/\"Infinity\", base64 bytes, required fields, at most one member of a oneof, no\n"
    "unknown members. For editors that check JSON configs against a schema.\n"
    "Exit status: 0 done, 1 a failed write, 2 bad usage (a PACKAGE or TYPE it does not have too).\n",
    print_or_write_schema};

}  // namespace cli
}  // namespace plainproto
