// Comparing messages field by field (plainproto/diff.hpp): what counts as a difference, the order and spelling
// of the lines, floating-point sameness, lists by index, oneofs, and that a changed line's value sets it back.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "test_config.hpp"

using plainproto::field_difference;
using plainproto::parse_text;
using plainproto::protos::TrainConfig;
using lines = std::vector<std::string>;

namespace diff_unit {

PLAINPROTO_ENUM(Mode, "diff_unit.Mode", (OFF, 0), (ON, 1));

struct Point : plainproto::message<Point> {
  PLAINPROTO_OPTIONAL(1, std::int32_t, x);
  PLAINPROTO_OPTIONAL(2, std::int32_t, y);
};
PLAINPROTO_MESSAGE(Point, "diff_unit.Point", x, y);

struct Values : plainproto::message<Values> {
  PLAINPROTO_OPTIONAL(1, float, f);
  PLAINPROTO_OPTIONAL(2, double, d);
  PLAINPROTO_REPEATED(3, double, ds);
  PLAINPROTO_OPTIONAL(4, std::string, text);
  PLAINPROTO_OPTIONAL(5, plainproto::bytes, data);
  PLAINPROTO_OPTIONAL(6, Mode, mode);
  PLAINPROTO_OPTIONAL(7, std::uint64_t, big);
  PLAINPROTO_OPTIONAL(8, bool, flag);
  PLAINPROTO_OPTIONAL(20, Point, first, "declared before `later` but numbered after it");
  PLAINPROTO_OPTIONAL(10, std::int32_t, later);
  PLAINPROTO_REPEATED(11, Point, points);
};
PLAINPROTO_MESSAGE(Values, "diff_unit.Values", f, d, ds, text, data, mode, big, flag, first, later, points);

}  // namespace diff_unit

using diff_unit::Values;

namespace {

template <class T>
lines diff_lines(const T& a, const T& b, const plainproto::text_print_options& options = {}) {
  lines out;
  for (const field_difference& difference : plainproto::diff(a, b, options))
    out.push_back(plainproto::diff_line(difference));
  return out;
}

lines diff_texts(const std::string& a, const std::string& b) {
  return diff_lines(parse_text<TrainConfig>(a), parse_text<TrainConfig>(b));
}

const std::string train_config =
    "optimizer_config { adam_optimizer { beta1: 0.9 beta2: 0.999 } use_moving_average: false }\n"
    "optimizer_config { ftrl_optimizer { l1_reg: 10 } }\n"
    "num_steps: 1000\n"
    "freeze_gradient: \"a\" freeze_gradient: \"b\" freeze_gradient: \"c.*\"\n"
    "incr_save_config { dense_save_secs: 300 }\n";

}  // namespace

TEST_CASE("messages with the same fields have no differences, however their text is written") {
  CHECK(diff_texts(train_config, train_config).empty());
  // Field order, number spelling, quoting, separators and comments are not differences.
  CHECK(diff_texts(train_config,
                   "# the same config\n"
                   "freeze_gradient: ['a', \"b\"] incr_save_config: < dense_save_secs: 0454 >\n"
                   "num_steps: 0x3e8; freeze_gradient: 'c.*'\n"
                   "optimizer_config { use_moving_average: false adam_optimizer: { beta2: 0.999, beta1: 0.90 } }\n"
                   "optimizer_config { ftrl_optimizer { l1_reg: 10.0 } }\n")
            .empty());
  CHECK(plainproto::diff(TrainConfig{}, TrainConfig{}).empty());
}

TEST_CASE("the lines of the issue: a changed value, a message only the second has, an element only the first has") {
  const std::string edited =
      "optimizer_config { adam_optimizer { beta1: 0.85 beta2: 0.999 } use_moving_average: false }\n"
      "optimizer_config { ftrl_optimizer { l1_reg: 10 } }\n"
      "num_steps: 1000\n"
      "freeze_gradient: \"a\" freeze_gradient: \"b\"\n"
      "incr_save_config { dense_save_secs: 300 fs {} }\n";
  CHECK(diff_texts(train_config, edited) == lines{"optimizer_config[0].adam_optimizer.beta1: 0.9 -> 0.85",
                                                  "- freeze_gradient[2]: \"c.*\"", "+ incr_save_config.fs {}"});
  CHECK(diff_texts(edited, train_config) == lines{"optimizer_config[0].adam_optimizer.beta1: 0.85 -> 0.9",
                                                  "+ freeze_gradient[2]: \"c.*\"", "- incr_save_config.fs {}"});
}

TEST_CASE("the differences hold the path, both values, the kind and the field") {
  const std::vector<field_difference> differences =
      plainproto::diff(parse_text<TrainConfig>("num_steps: 5 freeze_gradient: 'x'"),
                       parse_text<TrainConfig>("num_steps: 6 sync_replicas: true"));
  REQUIRE(differences.size() == 3);
  CHECK(differences[0].change == field_difference::kind::changed);
  CHECK(differences[0].path == "num_steps");
  CHECK(differences[0].before == "5");
  CHECK(differences[0].after == "6");
  CHECK(differences[0].field == plainproto::descriptor_of<TrainConfig>().find_field("num_steps"));
  CHECK(differences[1].change == field_difference::kind::added);
  CHECK(differences[1].path == "sync_replicas");
  CHECK(differences[1].before.empty());
  CHECK(differences[1].after == "true");
  CHECK(differences[2].change == field_difference::kind::removed);
  CHECK(differences[2].path == "freeze_gradient[0]");
  CHECK(differences[2].before == "\"x\"");
  CHECK(differences[2].after.empty());
}

TEST_CASE("presence counts: an unset field and one set to its default differ") {
  CHECK(diff_texts("", "sync_replicas: true") == lines{"+ sync_replicas: true"});  // true is the default
  CHECK(diff_texts("num_steps: 0", "") == lines{"- num_steps: 0"});
  CHECK(diff_texts("", "incr_save_config {}") == lines{"+ incr_save_config {}"});
  CHECK(diff_texts("", "incr_save_config { fs { relative: true } }") ==
        lines{"+ incr_save_config { fs { relative: true } }"});
}

TEST_CASE("lines come in field-number order, depth first, the order print_text writes") {
  Values a, b;
  b.later = 1;
  b.first.mutable_value().y = 2;
  b.first.mutable_value().x = 3;
  a.f = 1.0f;
  CHECK(diff_lines(a, b) == lines{"- f: 1", "+ later: 1", "+ first { x: 3 y: 2 }"});
  a.first.mutable_value().y = 1;
  CHECK(diff_lines(a, b) == lines{"- f: 1", "+ later: 1", "+ first.x: 3", "first.y: 1 -> 2"});
}

TEST_CASE("repeated fields are compared by index") {
  CHECK(
      diff_texts("freeze_gradient: ['a', 'b']", "freeze_gradient: ['b', 'a', 'c']") ==
      lines{"freeze_gradient[0]: \"a\" -> \"b\"", "freeze_gradient[1]: \"b\" -> \"a\"", "+ freeze_gradient[2]: \"c\""});
  CHECK(diff_texts("optimizer_config { adam_optimizer {} } optimizer_config { ftrl_optimizer { l1_reg: 1 } }",
                   "optimizer_config { adam_optimizer { beta1: 0.5 } }") ==
        lines{"+ optimizer_config[0].adam_optimizer.beta1: 0.5",
              "- optimizer_config[1] { ftrl_optimizer { l1_reg: 1 } }"});
  Values a, b;
  a.points.resize(1);
  b.points.resize(2);
  CHECK(diff_lines(a, b) == lines{"+ points[1] {}"});
}

TEST_CASE("another member of a oneof is one removed and one added message") {
  CHECK(diff_texts("optimizer_config { adam_optimizer { beta1: 0.9 } }",
                   "optimizer_config { momentum_optimizer { momentum_optimizer_value: 0.9 } }") ==
        lines{"+ optimizer_config[0].momentum_optimizer { momentum_optimizer_value: 0.9 }",
              "- optimizer_config[0].adam_optimizer { beta1: 0.9 }"});
}

TEST_CASE("floating-point values are the same when they print the same") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  Values a, b;
  a.d = nan;
  b.d = -nan;
  a.f = -0.0f;
  b.f = -0.0f;
  a.ds = {0.0, nan, 1.0};
  b.ds = {0.0, std::nan("7"), 1.0};
  CHECK(diff_lines(a, b).empty());
  b.f = 0.0f;
  b.ds[0] = -0.0;
  b.ds[2] = std::nextafter(1.0, 2.0);
  a.d = 1e-7;
  CHECK(diff_lines(a, b) == lines{"f: -0 -> 0", "d: 1e-07 -> nan", "ds[0]: 0 -> -0", "ds[2]: 1 -> 1.0000000000000002"});
  Values c;
  c.f = 0.1f;
  c.d = std::numeric_limits<double>::infinity();
  CHECK(diff_lines(Values{}, c) == lines{"+ f: 0.1", "+ d: inf"});
}

TEST_CASE("values are spelled as get spells them") {
  Values a, b;
  a.text = "tab\there \xc3\xa9";
  b.text = "quote\" and \\";
  a.data = std::string("\0\xff", 2);
  b.data = "\xc3\xa9";
  a.mode = diff_unit::Mode::OFF;
  b.mode = static_cast<diff_unit::Mode>(7);
  a.big = 18446744073709551615ull;
  b.big = 0;
  a.flag = true;
  b.flag = false;
  CHECK(diff_lines(a, b) == lines{"text: \"tab\\there \\303\\251\" -> \"quote\\\" and \\\\\"",
                                  "data: \"\\000\\377\" -> \"\\303\\251\"", "mode: OFF -> 7",
                                  "big: 18446744073709551615 -> 0", "flag: true -> false"});
  plainproto::text_print_options utf8;
  utf8.as_utf8 = true;
  // Only string fields keep UTF-8: bytes stay escaped, as in text format.
  CHECK(diff_lines(a, b, utf8)[0] == "text: \"tab\\there \xc3\xa9\" -> \"quote\\\" and \\\\\"");
  CHECK(diff_lines(a, b, utf8)[1] == "data: \"\\000\\377\" -> \"\\303\\251\"");
  for (const field_difference& difference : plainproto::diff(a, b)) {
    const std::vector<std::string> got = plainproto::get(b, difference.path);
    REQUIRE(got.size() == 1);
    CHECK(got[0] == difference.after);
  }
}

TEST_CASE("setting every changed path to its new value leaves only the added and removed lines") {
  const TrainConfig a = parse_text<TrainConfig>(
      train_config +
      "fine_tune_checkpoint: 'x\\n\\'y' train_distribute: MirroredStrategy gradient_clipping_by_norm: -0");
  const TrainConfig b = parse_text<TrainConfig>(
      "optimizer_config { adam_optimizer { beta1: 0.85 beta2: 1e-30 } use_moving_average: true }\n"
      "optimizer_config { ftrl_optimizer { l1_reg: 1e+20 } }\n"
      "num_steps: 4294967295 freeze_gradient: ['a', '\\303\\251\\001', 'c.*', 'd']\n"
      "fine_tune_checkpoint: 'it''s' train_distribute: 3 gradient_clipping_by_norm: nan");
  TrainConfig edited = a;
  std::size_t changed = 0;
  for (const field_difference& difference : plainproto::diff(a, b)) {
    if (difference.change != field_difference::kind::changed) continue;
    ++changed;
    CHECK(plainproto::set(edited, difference.path, difference.after) == 1);
  }
  CHECK(changed == 9);
  CHECK(diff_lines(edited, b) == lines{"+ freeze_gradient[3]: \"d\"", "- incr_save_config { dense_save_secs: 300 }"});
}

TEST_CASE("the descriptor form compares messages known only by their type") {
  const plainproto::message_descriptor& type = *plainproto::schemas::find_message("protos.TrainConfig");
  const TrainConfig a = parse_text<TrainConfig>("num_steps: 1");
  const TrainConfig b = parse_text<TrainConfig>("num_steps: 2");
  const std::vector<field_difference> differences = plainproto::diff(type, &a, &b);
  REQUIRE(differences.size() == 1);
  CHECK(plainproto::diff_line(differences[0]) == "num_steps: 1 -> 2");
}
