// Maps, groups, extensions and MessageSets through the editing tools: paths (`[pkg.ext]` segments, map entries put
// back in key order), diff (extensions by name, map entries by key) and text documents (an entry of a map written
// out of key order, a group spelled by its type, an extension's bracketed name with blanks and comments inside).
// Each document edit is checked against plainproto::set on the message alone, on LF and CRLF copies.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "test_config.hpp"

namespace edits_unit {

struct Inner : plainproto::message<Inner> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, n);
};
PLAINPROTO_MESSAGE(Inner, "edits_unit.Inner", n);

struct Job : plainproto::message<Job> {
  struct Retry : plainproto::message<Retry> {
    PLAINPROTO_OPTIONAL(11, std::int32_t, limit);
  };
  PLAINPROTO_OPTIONAL(1, std::string, name);
  PLAINPROTO_MAP(2, std::string, std::int32_t, counts);
  PLAINPROTO_MAP(3, std::int32_t, Inner, inners);
  PLAINPROTO_OPTIONAL(10, plainproto::group<Retry>, retry);
  PLAINPROTO_EXTENSIONS(extensions, (100, 199));
};
PLAINPROTO_MESSAGE(Job::Retry, "edits_unit.Job.Retry", limit);
PLAINPROTO_MESSAGE(Job, "edits_unit.Job", name, counts, inners, retry);
PLAINPROTO_EXTENSION(Job, 100, std::string, note, "edits_unit.note");
PLAINPROTO_REPEATED_EXTENSION(Job, 101, std::int32_t, deltas, "edits_unit.deltas");
PLAINPROTO_EXTENSION(Job, 102, Inner, inner, "edits_unit.inner");

struct Bag : plainproto::message<Bag> {
  PLAINPROTO_MESSAGE_SET(extensions);
};
PLAINPROTO_MESSAGE(Bag, "edits_unit.Bag");
struct Item : plainproto::message<Item> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, size);
};
PLAINPROTO_MESSAGE(Item, "edits_unit.Item", size);
PLAINPROTO_EXTENSION(Bag, 1000, Item, item, "edits_unit.Item.item");

struct Kept : plainproto::message<Kept> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, n);
  PLAINPROTO_UNKNOWN_FIELDS(unknown);
};
PLAINPROTO_MESSAGE(Kept, "edits_unit.Kept", n);

}  // namespace edits_unit

using edits_unit::Bag;
using edits_unit::Job;
using edits_unit::Kept;
using strings = std::vector<std::string>;

namespace {

std::string crlf(const std::string& text) {
  std::string out;
  for (const char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
  return out;
}

// The document edited by path, checked against set() on its message; the text, on an LF copy and a CRLF copy.
template <class T>
std::string edited(const std::string& text, std::string_view paths, std::string_view values) {
  std::string result;
  for (const bool windows : {false, true}) {
    plainproto::text_document document(plainproto::descriptor_of<T>(), windows ? crlf(text) : text);
    T expected = document.message_as<T>();
    CHECK(plainproto::set(expected, paths, values) == plainproto::set(document, paths, values));
    CHECK(document.message_as<T>() == expected);
    CHECK(plainproto::parse_text<T>(document.text()) == expected);
    if (windows)
      CHECK(document.text() == crlf(result));
    else
      result = document.text();
  }
  return result;
}

}  // namespace

TEST_CASE("paths name extensions by [full.name], as text format does") {
  Job job = plainproto::parse_text<Job>("name: 'x' [edits_unit.note]: 'hello' [edits_unit.deltas]: [1, 2]");
  CHECK(plainproto::get(job, "[edits_unit.note]") == strings{"\"hello\""});
  CHECK(plainproto::get(job, "[edits_unit.deltas][1]") == strings{"2"});
  CHECK(plainproto::get(job, " [ edits_unit.deltas ] [-1] ") == strings{"2"});
  CHECK(plainproto::get(job, "[edits_unit.inner].n") == strings{"0"});  // not set: its default, nothing created
  CHECK_FALSE(job.extensions.has(edits_unit::inner));

  CHECK(plainproto::set(job, "[edits_unit.inner].n", "4") == 1);
  CHECK(job.extensions.get(edits_unit::inner).n == 4);
  CHECK(plainproto::set(job, "[edits_unit.deltas][0]", "7") == 1);
  CHECK(job.extensions.get(edits_unit::deltas) == std::vector<std::int32_t>{7, 2});
  CHECK(plainproto::set(job, "[edits_unit.note]", "bye") == 1);
  CHECK(job.extensions.get(edits_unit::note) == "bye");

  const auto failure = [&](std::string_view path) {
    try {
      plainproto::get(job, path);
    } catch (const plainproto::error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(failure("[edits_unit.nowhere]").find("no field \"[edits_unit.nowhere]\" in edits_unit.Job") != std::string::npos);
  CHECK(failure("[edits_unit.note").find("missing \"]\"") != std::string::npos);
  CHECK(failure("[edits_unit.note]x").find("is not a field name") != std::string::npos);

  Bag bag = plainproto::parse_text<Bag>("[edits_unit.Item] { size: 1 }");
  CHECK(plainproto::get(bag, "[edits_unit.Item].size") == strings{"1"});
  CHECK(plainproto::get(bag, "[edits_unit.Item.item].size") == strings{"1"});
}

TEST_CASE("paths keep maps in key order, the last entry of a key winning") {
  Job job = plainproto::parse_text<Job>("counts { key: 'b' value: 2 } counts { key: 'a' value: 1 }");
  CHECK(plainproto::get(job, "counts[key=b].value") == strings{"2"});
  CHECK(plainproto::set(job, "counts[key=a].key", "c") == 1);  // a key changed: the entry moves
  CHECK(plainproto::print_text(job, {}) == plainproto::print_text(plainproto::parse_text<Job>(
                                               "counts { key: 'b' value: 2 } counts { key: 'c' value: 1 }")));
  CHECK(job.counts.begin()->first == "b");
  CHECK(plainproto::set(job, "counts[key=c].key", "b") == 1);  // onto another entry's key: the edited one wins
  CHECK(job.counts.size() == 1);
  CHECK(job.counts.at("b") == 1);
  CHECK(plainproto::set(job, "counts", "[{key: 'z' value: 1}, {key: 'y' value: 2}, {key: 'z' value: 3}]") == 1);
  CHECK(job.counts == plainproto::map<std::string, std::int32_t>{{"y", 2}, {"z", 3}});
  CHECK(plainproto::set(job, "inners", "{key: 5 value {n: 1}}") == 1);
  CHECK(plainproto::set(job, "inners[key=5].value.n", "6") == 1);
  CHECK(job.inners.at(5).n == 6);

  // A misspelled name inside an entry names the entry type as protobuf does, after its field.
  const auto misspelled = plainproto::try_get(job, "counts[key=b].valu");
  REQUIRE_FALSE(misspelled.ok());
  CHECK(misspelled.get_error().message() ==
        "counts[key=b]: no field \"valu\" in edits_unit.Job.CountsEntry; did you mean \"value\"?");
  const auto in_condition = plainproto::try_get(job, "inners[kez=5].value.n");
  REQUIRE_FALSE(in_condition.ok());
  CHECK(in_condition.get_error().message() ==
        "inners[kez=5]: no field \"kez\" in edits_unit.Job.InnersEntry; did you mean \"key\"?");
}

TEST_CASE("diff names extensions and matches map entries by key, in paths that get() reads") {
  const Job a = plainproto::parse_text<Job>(
      "counts { key: 'a' value: 1 } counts { key: 'b' value: 2 } counts { key: 'c' value: 3 }"
      "[edits_unit.note]: 'x' [edits_unit.inner] { n: 1 }");
  const Job b = plainproto::parse_text<Job>(
      "counts { key: 'd' value: 4 } counts { key: 'b' value: 20 } counts { key: 'a' value: 1 }"
      "[edits_unit.note]: 'y' [edits_unit.deltas]: 5");
  strings lines;
  for (const plainproto::field_difference& difference : plainproto::diff(a, b))
    lines.push_back(plainproto::diff_line(difference));
  CHECK(lines == strings{
                     "counts[key=\"b\"].value: 2 -> 20",
                     "- counts[key=\"c\"] { key: \"c\" value: 3 }",
                     "+ counts[key=\"d\"] { key: \"d\" value: 4 }",
                     "[edits_unit.note]: \"x\" -> \"y\"",
                     "+ [edits_unit.deltas][0]: 5",
                     "- [edits_unit.inner] { n: 1 }",
                 });
  CHECK(plainproto::get(b, "counts[key=\"b\"].value") == strings{"20"});
  CHECK(plainproto::get(b, "[edits_unit.deltas][0]") == strings{"5"});
}

TEST_CASE("documents edit map entries, groups and extensions in place") {
  const std::string text =
      "name: \"x\"  # the name\n"
      "counts {  # b first\n"
      "  key: \"b\"\n"
      "  value: 2\n"
      "}\n"
      "counts { key: \"a\" value: 1 }  # then a\n"
      "counts { key: \"b\" value: 3 }  # b again: this one counts\n"
      "Retry {\n"
      "\tlimit: 1  # tabs\n"
      "}\n"
      "[ edits_unit.note # the note\n"
      "] : \"hello\"\n";
  CHECK(edited<Job>(text, "counts[key=a].value", "10") ==
        "name: \"x\"  # the name\n"
        "counts {  # b first\n"
        "  key: \"b\"\n"
        "  value: 2\n"
        "}\n"
        "counts { key: \"a\" value: 10 }  # then a\n"
        "counts { key: \"b\" value: 3 }  # b again: this one counts\n"
        "Retry {\n"
        "\tlimit: 1  # tabs\n"
        "}\n"
        "[ edits_unit.note # the note\n"
        "] : \"hello\"\n");
  CHECK(edited<Job>(text, "counts[key=b].value", "4") ==
        "name: \"x\"  # the name\n"
        "counts {  # b first\n"
        "  key: \"b\"\n"
        "  value: 2\n"
        "}\n"
        "counts { key: \"a\" value: 1 }  # then a\n"
        "counts { key: \"b\" value: 4 }  # b again: this one counts\n"
        "Retry {\n"
        "\tlimit: 1  # tabs\n"
        "}\n"
        "[ edits_unit.note # the note\n"
        "] : \"hello\"\n");
  CHECK(edited<Job>(text, "retry.limit;[edits_unit.note]", "5;bye") ==
        "name: \"x\"  # the name\n"
        "counts {  # b first\n"
        "  key: \"b\"\n"
        "  value: 2\n"
        "}\n"
        "counts { key: \"a\" value: 1 }  # then a\n"
        "counts { key: \"b\" value: 3 }  # b again: this one counts\n"
        "Retry {\n"
        "\tlimit: 5  # tabs\n"
        "}\n"
        "[ edits_unit.note # the note\n"
        "] : \"bye\"\n");
  // A new key: the map is printed anew, where it was; a new extension goes in number order.
  CHECK(edited<Job>(text, "counts[key=a].key;[edits_unit.deltas]", "c;[1, 2]") ==
        "name: \"x\"  # the name\n"
        "counts {\n"
        "  key: \"b\"\n"
        "  value: 3\n"
        "}\n"
        "counts {\n"
        "  key: \"c\"\n"
        "  value: 1\n"
        "}\n"
        "Retry {\n"
        "\tlimit: 1  # tabs\n"
        "}\n"
        "[ edits_unit.note # the note\n"
        "] : \"hello\"\n"
        "[edits_unit.deltas]: 1\n"
        "[edits_unit.deltas]: 2\n");
  CHECK(edited<Bag>("# a bag\n[edits_unit.Item] {  # by its type\n  size: 1\n}\n", "[edits_unit.Item].size", "2") ==
        "# a bag\n[edits_unit.Item] {  # by its type\n  size: 2\n}\n");
}

TEST_CASE("a descriptor's copy carries maps, groups, extensions, MessageSet items and unknown fields") {
  const Job job = plainproto::parse_text<Job>(R"(
    name: "j" counts { key: "a" value: 1 } counts { key: "b" value: 2 } inners { key: 2 value { n: 3 } }
    Retry { limit: 4 } [edits_unit.note]: "x" [edits_unit.deltas]: 1 [edits_unit.deltas]: 2 [edits_unit.inner] { n: 5 }
  )");
  for (const char* held : {"", "counts { key: \"z\" value: 9 } Retry { limit: 1 } [edits_unit.deltas]: 7",
                           "name: \"other\" [edits_unit.inner] { n: 1 } [edits_unit.note]: \"y\""}) {
    CAPTURE(held);
    Job copied = plainproto::parse_text<Job>(held);
    plainproto::descriptor_of<Job>().copy(&copied, &job);
    CHECK(copied == job);
    CHECK(plainproto::print_text(copied) == plainproto::print_text(job));
  }

  const Bag bag = plainproto::parse_text<Bag>("[edits_unit.Item.item] { size: 3 }");
  Bag copied_bag;
  plainproto::descriptor_of<Bag>().copy(&copied_bag, &bag);
  CHECK(copied_bag == bag);
  CHECK(plainproto::print_text(copied_bag) == "[edits_unit.Item] {\n  size: 3\n}\n");

  const std::string bytes("\x08\x01\x10\x02", 4);  // n: 1, and field 2, which Kept does not declare
  const Kept kept = plainproto::parse_binary<Kept>(bytes);
  CHECK(kept.unknown.bytes() == "\x10\x02");
  Kept copied_kept = plainproto::parse_binary<Kept>(std::string("\x08\x05\x18\x03", 4));
  plainproto::descriptor_of<Kept>().copy(&copied_kept, &kept);
  CHECK(copied_kept.n == 1);
  CHECK(plainproto::serialize(copied_kept) == bytes);
}

TEST_CASE("a map entry's descriptor copies an entry, and its default instance has key and value unset") {
  const plainproto::message_descriptor& job_type = plainproto::descriptor_of<Job>();
  const Job source = plainproto::parse_text<Job>(R"(counts { key: "a" value: 1 } inners { key: 2 value { n: 3 } })");
  Job copied = plainproto::parse_text<Job>(R"(counts { key: "z" value: 9 } inners { key: 7 value { } })");
  for (const char* name : {"counts", "inners"}) {
    CAPTURE(name);
    const plainproto::field_descriptor& field = *job_type.find_field(name);
    const plainproto::message_descriptor& entry = *field.message_type();
    entry.copy(field.ops->mutable_message_at(field.storage_in(&copied), 0),
               field.ops->message_at(field.storage_in(&source), 0));
    CHECK(entry.default_instance() == entry.default_instance());
  }
  CHECK(copied == source);
  CHECK(plainproto::print_text(copied) == plainproto::print_text(source));

  const auto& no_count = *static_cast<const std::pair<std::string, std::int32_t>*>(
      job_type.find_field("counts")->message_type()->default_instance());
  CHECK(no_count.first.empty());
  CHECK(no_count.second == 0);
  const auto& no_inner = *static_cast<const std::pair<std::int32_t, edits_unit::Inner>*>(
      job_type.find_field("inners")->message_type()->default_instance());
  CHECK(no_inner.first == 0);
  CHECK(no_inner.second == edits_unit::Inner{});
}
