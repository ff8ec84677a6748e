// Messages with extension ranges in a program that registers no extension. Generic code reaches extension sets
// through detail::extension_support, which the first extension registered or set on a message installs; until then
// every set is empty. The unit tests' program registers extensions at start-up, so this state needs a program of
// its own. The test cases run in the order written: the last one sets the first extension.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>

namespace no_extensions {

struct Base : plainproto::message<Base> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, id);
  PLAINPROTO_EXTENSIONS(extensions, (100, 199));
};
PLAINPROTO_MESSAGE(Base, "no_extensions.Base", id);

// Declared without PLAINPROTO_EXTENSION, so never registered: the formats cannot name it, the typed calls set it.
const plainproto::extension<Base, std::int32_t, plainproto::optional<std::int32_t>> note{100, "no_extensions.note",
                                                                                         "[no_extensions.note]"};

}  // namespace no_extensions

using no_extensions::Base;

TEST_CASE("before any extension exists, a message with extension ranges compares, copies, clears and prints") {
  REQUIRE(plainproto::detail::extension_support_if_installed() == nullptr);
  const plainproto::message_descriptor& type = plainproto::descriptor_of<Base>();
  Base a;
  a.id = 7;
  Base b;
  CHECK_FALSE(a == b);
  type.copy(&b, &a);
  CHECK(a == b);
  CHECK(b.id.value() == 7);
  CHECK(plainproto::print_text(b) == "id: 7\n");
  CHECK(plainproto::to_json_string(b) == R"({"id":7})");
  type.clear(&b);
  CHECK_FALSE(b.id.has_value());
  CHECK(b == Base{});
  CHECK(plainproto::detail::extension_support_if_installed() == nullptr);
}

TEST_CASE("before any extension exists, text format and JSON name none") {
  const auto what = [](auto parse) -> std::string {
    try {
      parse();
    } catch (const plainproto::error& e) {
      return e.what();
    }
    return "accepted";
  };
  CHECK(what([] { plainproto::parse_text<Base>("id: 1\n[no_extensions.note]: 2\n"); }) ==
        "2:21: Extension \"no_extensions.note\" is not defined or is not an extension of \"no_extensions.Base\".");
  CHECK(what([] { plainproto::parse_json<Base>(R"({"id": 1, "[no_extensions.note]": 2})"); }) ==
        R"(1:11: [no_extensions.note]: Message type "no_extensions.Base" has no field named "[no_extensions.note]")");
  CHECK(plainproto::parse_text<Base>("id: 3").id.value() == 3);
}

TEST_CASE("setting an extension installs the support: compare, copy and clear then see it") {
  Base a;
  a.extensions.set(no_extensions::note, 5);
  REQUIRE(plainproto::detail::extension_support_if_installed() != nullptr);
  Base b;
  CHECK_FALSE(a == b);
  const plainproto::message_descriptor& type = plainproto::descriptor_of<Base>();
  type.copy(&b, &a);
  CHECK(a == b);
  CHECK(b.extensions.get(no_extensions::note) == 5);
  b.extensions.set(no_extensions::note, 6);
  CHECK_FALSE(a == b);
  type.clear(&b);
  CHECK_FALSE(b.extensions.has(no_extensions::note));
  CHECK(b == Base{});
}
