// plainproto defaults: a message with every field shown at its default value.
#include <algorithm>
#include <iostream>
#include <string_view>
#include <vector>

#include <plainproto/plainproto.hpp>

#include "cli.hpp"
#include "documents.hpp"

namespace plainproto {
namespace cli {
namespace {

// Sets every singular field and registered singular extension to the value it reads as when unset, recursively.
// Repeated fields stay empty (their default); of each oneof only the first member is set, since text format can
// hold one member. A message type already being filled further up is left unset, so recursive schemas end.
void fill_defaults(const message_descriptor& type, void* message, std::vector<const message_descriptor*>& filling) {
  filling.push_back(&type);
  detail::for_each_field_and_extension(type, detail::registered_extensions(type), [&](const field_descriptor& field) {
    if (field.is_repeated()) return;
    if (field.in_oneof() &&
        &type.fields[type.oneofs[static_cast<std::size_t>(field.oneof_index)].first_field] != &field)
      return;
    void* storage = detail::mutable_field_storage(field, message);
    if (field.type == field_type::message) {
      const message_descriptor& sub = *field.message_type();
      if (std::find(filling.begin(), filling.end(), &sub) == filling.end())
        fill_defaults(sub, field.ops->mutable_message(storage), filling);
    } else if (field.kind() == cpp_kind::string) {
      field.ops->mutable_string(storage);  // holds the default already; this marks it present
    } else {
      field.ops->set(storage, field.ops->get(storage));
    }
  });
  filling.pop_back();
}

exit_status print_defaults(const std::vector<std::string_view>& args) {
  const arguments parsed(args, {{"-t", true}, {"--single-line", false}});
  if (!parsed.positional().empty()) throw failure::usage("takes no FILE");
  const message_descriptor& type = type_option(parsed);
  const owned_message message(type);
  std::vector<const message_descriptor*> filling;
  fill_defaults(type, message.get(), filling);
  text_print_options print;
  print.single_line = parsed.has("--single-line");
  std::cout << print_text_output(type, message.get(), print);
  return success;
}

}  // namespace

const command defaults_command{
    "defaults",
    "print a message with every field at its default",
    "usage: plainproto defaults -t TYPE [--single-line]\n"
    "Prints, in text format, a TYPE message in which every singular field is set to its default (the\n"
    "[default = ...] of the .proto, else 0, \"\", false or the first enum value), recursively into\n"
    "sub-messages, required fields included. Repeated fields are left empty. Of each oneof only the first\n"
    "member is shown (text format can hold one); `plainproto defaults -t` on another member's type shows it.\n"
    "  -t TYPE            the message type: a full name (protos.TrainConfig) or a unique short one (TrainConfig)\n"
    "  --single-line      print on one line\n"
    "Exit status: 0 done, 1 a failed write, 2 bad usage.\n",
    print_defaults};

}  // namespace cli
}  // namespace plainproto
