// Text-format printing: layout, number and string spelling, options, round trips.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <sstream>
#include <string>

#include "test_config.hpp"

using plainproto::print_text;
using plainproto::text_print_options;
using plainproto::paddle::fleet::DistributedStrategy;
using plainproto::protos::DistributionStrategy;
using plainproto::protos::IncrementSaveConfig;
using plainproto::protos::Optimizer;
using plainproto::protos::TrainConfig;

TEST_CASE("only present fields, in field-number order, nested blocks indented by two") {
  TrainConfig config;
  CHECK(print_text(config).empty());
  config.save_checkpoints_steps = 1000u;  // set to its default: still printed
  config.num_steps = 5u;
  config.freeze_gradient = {"a", "b"};
  auto& optimizer = config.optimizer_config.emplace_back();
  optimizer.optimizer.mutable_value<Optimizer::optimizer_case::adam_optimizer>().beta1 = 0.5f;
  optimizer.use_moving_average = false;
  config.incr_save_config.mutable_value().incr_update.mutable_value<IncrementSaveConfig::incr_update_case::fs>();
  config.train_distribute = DistributionStrategy::MirroredStrategy;
  CHECK(print_text(config) ==
        "optimizer_config {\n"
        "  use_moving_average: false\n"
        "  adam_optimizer {\n"
        "    beta1: 0.5\n"
        "  }\n"
        "}\n"
        "num_steps: 5\n"
        "train_distribute: MirroredStrategy\n"
        "freeze_gradient: \"a\"\n"
        "freeze_gradient: \"b\"\n"
        "incr_save_config {\n"
        "  fs {\n"
        "  }\n"
        "}\n"
        "save_checkpoints_steps: 1000\n");
  CHECK(print_text(config, text_print_options{true, false}) ==
        "optimizer_config { use_moving_average: false adam_optimizer { beta1: 0.5 } } num_steps: 5 "
        "train_distribute: MirroredStrategy freeze_gradient: \"a\" freeze_gradient: \"b\" "
        "incr_save_config { fs { } } save_checkpoints_steps: 1000");
}

TEST_CASE("floats and doubles are spelled as libprotobuf spells them") {
  const auto float_text = [](float value) {
    TrainConfig config;
    config.gradient_clipping_by_norm = value;
    return print_text(config);
  };
  CHECK(float_text(0.1f) == "gradient_clipping_by_norm: 0.1\n");
  CHECK(float_text(1e-7f) == "gradient_clipping_by_norm: 1e-07\n");
  CHECK(float_text(32768.0f) == "gradient_clipping_by_norm: 32768\n");
  CHECK(float_text(-0.0f) == "gradient_clipping_by_norm: -0\n");
  CHECK(float_text(std::numeric_limits<float>::infinity()) == "gradient_clipping_by_norm: inf\n");
  CHECK(float_text(-std::numeric_limits<float>::infinity()) == "gradient_clipping_by_norm: -inf\n");
  CHECK(float_text(std::numeric_limits<float>::quiet_NaN()) == "gradient_clipping_by_norm: nan\n");
  CHECK(float_text(0.123456789f) == "gradient_clipping_by_norm: 0.123456791\n");  // needs 9 digits
  CHECK(float_text(std::numeric_limits<float>::max()) == "gradient_clipping_by_norm: 3.40282347e+38\n");
  CHECK(float_text(std::numeric_limits<float>::denorm_min()) == "gradient_clipping_by_norm: 1.40129846e-45\n");

  plainproto::paddle::fleet::SparseAdamSGDParameter adam;
  adam.ada_epsilon = 1e-8;
  adam.learning_rate = 0.1;
  adam.beta1_decay_rate = 1.0 / 3.0;
  CHECK(print_text(adam) ==
        "learning_rate: 0.1\n"
        "beta1_decay_rate: 0.33333333333333331\n"
        "ada_epsilon: 1e-08\n");
}

namespace {
std::string hex_float(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%a", value);
  return text;
}
}  // namespace

// Checks that a short path (nullptr for the values it leaves) spells each value it takes as the general path
// does, and counts them.
template <class F>
struct short_path_check {
  char* (*short_path)(F, char*);
  char* (*general_path)(F, char*);
  int taken = 0;
  void operator()(F value) {
    char buffer[plainproto::detail::floating_buffer_size];
    const char* const end = short_path(value, buffer);
    if (end == nullptr) return;
    ++taken;
    char expected[plainproto::detail::floating_buffer_size];
    const char* const expected_end = general_path(value, expected);
    INFO("value " << hex_float(value));
    REQUIRE(std::string(static_cast<const char*>(buffer), end) ==
            std::string(static_cast<const char*>(expected), expected_end));
  }
};

TEST_CASE("the short-decimal float path spells every float it takes as the general path does") {
  namespace detail = plainproto::detail;
  short_path_check<float> check{detail::write_short_float,
                                [](float value, char* out) { return detail::write_floating(value, 6, 9, true, out); }};
  int& taken = check.taken;
  // Short decimals at every scale the path covers, the floats beside them, and interval boundaries.
  for (int decimals = 0; decimals <= 11; ++decimals) {
    const double scale = std::pow(10.0, decimals);
    for (long mantissa = -1000000; mantissa <= 1000000; mantissa += decimals < 2 ? 3 : 97) {
      const auto value = static_cast<float>(static_cast<double>(mantissa) / scale);
      check(value);
      check(std::nextafter(value, 0.0f));
      check(std::nextafter(value, std::numeric_limits<float>::infinity()));
    }
  }
  check(-0.0f);
  check(std::numeric_limits<float>::min());
  check(999999.9f);
  check(999999.94f);
  check(1e6f);
  std::uint32_t bits = 12345;
  for (int i = 0; i < 1000000; ++i) {
    bits = bits * 1664525u + 1013904223u;  // every 32-bit pattern in turn, scattered
    float value;
    std::memcpy(&value, &bits, sizeof value);
    check(value);
  }
  CHECK(taken > 1000000);
  char buffer[detail::floating_buffer_size];
  CHECK(detail::write_short_float(0.123456789f, buffer) == nullptr);  // needs 9 digits: the general path's
}

TEST_CASE("the short-decimal double path spells every double it takes as the general path does") {
  namespace detail = plainproto::detail;
  short_path_check<double> check{detail::write_short_double, [](double value, char* out) {
                                   return detail::write_floating(value, 15, 17, false, out);
                                 }};
  int& taken = check.taken;
  // Short decimals at every scale the path covers, with up to 15 digits, and the doubles beside them.
  std::uint64_t seed = 777;
  const auto next_random = [&seed] { return (seed = seed * 6364136223846793005u + 1442695040888963407u) >> 11; };
  for (int decimals = 0; decimals <= 24; ++decimals) {
    const double scale = std::pow(10.0, decimals);
    for (int digits = 1; digits <= 16; ++digits) {
      const std::uint64_t limit = static_cast<std::uint64_t>(std::pow(10.0, digits));
      for (int i = 0; i < 300; ++i) {
        const double value = static_cast<double>(next_random() % limit) / scale;
        for (const double candidate : {value, -value, std::nextafter(value, 0.0), std::nextafter(value, 1e300)})
          check(candidate);
      }
    }
  }
  check(-0.0);
  check(999999999999999.0);
  check(999999999999999.9);
  check(1e15);
  check(1e-7);
  check(0.1 + 0.2);
  for (int i = 0; i < 1000000; ++i) {
    const std::uint64_t bits = next_random() << 11 | next_random() % 2048;
    double value;
    std::memcpy(&value, &bits, sizeof value);
    check(value);
  }
  CHECK(taken > 100000);
  char buffer[detail::floating_buffer_size];
  CHECK(detail::write_short_double(0.1 + 0.2, buffer) == nullptr);  // 17 digits: the general path's
  CHECK(std::string(buffer, detail::write_short_double(1e-5, buffer)) == "1e-05");
  CHECK(std::string(buffer, detail::write_short_double(-0.0, buffer)) == "-0");
  CHECK(std::string(buffer, detail::write_short_double(32768, buffer)) == "32768");
}

TEST_CASE("strings are C-escaped with octal; as_utf8 keeps UTF-8 in string fields") {
  TrainConfig config;
  config.fine_tune_checkpoint = std::string("q\"s'b\\n\n\t\r\x01\x7f\xc3\xa9", 14);
  CHECK(print_text(config) == "fine_tune_checkpoint: \"q\\\"s\\'b\\\\n\\n\\t\\r\\001\\177\\303\\251\"\n");
  CHECK(print_text(config, text_print_options{false, true}) ==
        "fine_tune_checkpoint: \"q\\\"s\\'b\\\\n\\n\\t\\r\\001\\177\xc3\xa9\"\n");
  config.fine_tune_checkpoint = std::string("nul\0end", 7);
  CHECK(print_text(config) == "fine_tune_checkpoint: \"nul\\000end\"\n");
}

namespace {

// CEscape spelled out a byte at a time, independently of the printer's table and block loop.
std::string reference_c_escape(const std::string& text, bool keep_high_bytes) {
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    switch (c) {
      case '\n': out += "\\n"; continue;
      case '\r': out += "\\r"; continue;
      case '\t': out += "\\t"; continue;
      case '"': out += "\\\""; continue;
      case '\'': out += "\\'"; continue;
      case '\\': out += "\\\\"; continue;
      default: break;
    }
    if (byte < 0x20 || byte == 0x7f || (byte >= 0x80 && !keep_high_bytes)) {
      char octal[5];
      std::snprintf(octal, sizeof octal, "\\%03o", byte);
      out += octal;
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("escaping is the same wherever the escapes fall, across blocks and chunks") {
  std::uint32_t seed = 12345;
  const auto next_random = [&seed] { return (seed = seed * 1664525u + 1013904223u) >> 8; };
  std::size_t checked = 0;
  for (std::size_t length = 0; length <= 100; ++length) {
    for (const unsigned escape_one_in : {1u, 2u, 5u, 16u, 1000u}) {
      std::string text;
      for (std::size_t i = 0; i < length; ++i)
        text += next_random() % escape_one_in == 0 ? static_cast<char>(next_random() % 256)
                                                   : static_cast<char>('a' + next_random() % 26);
      for (const bool keep_high_bytes : {false, true}) {
        std::string escaped;
        plainproto::detail::append_c_escaped(text, keep_high_bytes, escaped);
        CHECK(escaped == reference_c_escape(text, keep_high_bytes));
        ++checked;
      }
    }
  }
  CHECK(checked == 101 * 5 * 2);
  std::string every_byte;  // longer than one chunk of the printer's buffer, every byte value at every offset
  for (int i = 0; i < 20000; ++i) every_byte += static_cast<char>(i * 7 % 257);
  for (const bool keep_high_bytes : {false, true}) {
    std::string escaped;
    plainproto::detail::append_c_escaped(every_byte, keep_high_bytes, escaped);
    CHECK(escaped == reference_c_escape(every_byte, keep_high_bytes));
  }
}

TEST_CASE("integers at their limits and enums") {
  IncrementSaveConfig::Kafka::Consumer consumer;
  consumer.offset = std::numeric_limits<std::int64_t>::min();
  consumer.timeout = -1;
  CHECK(print_text(consumer) == "offset: -9223372036854775808\ntimeout: -1\n");
  plainproto::paddle::fleet::TableParameter table;
  table.table_id = std::numeric_limits<std::uint64_t>::max();
  table.type = plainproto::paddle::fleet::TableType::PS_DENSE_TABLE;
  CHECK(print_text(table) == "table_id: 18446744073709551615\ntype: PS_DENSE_TABLE\n");
  DistributedStrategy strategy;
  strategy.mode = plainproto::paddle::fleet::Mode::PS;
  strategy.auto_ = true;
  CHECK(print_text(strategy) == "mode: PS\nauto: true\n");
}

TEST_CASE("print then parse gives the same message") {
  const auto config = plainproto::parse_text<TrainConfig>(
      "optimizer_config { ftrl_optimizer { learning_rate { manual_step_learning_rate {"
      "  schedule { step: 10 learning_rate: 0.5 } schedule { step: 20 } warmup: true } } l2_reg: 1e-05 } }"
      "incr_save_config { kafka { server: 'h' topic: \"t\" consumer { offset: 3 } } }"
      "fine_tune_checkpoint: '\\xff\\x00' dead_line: \"20220508 23:59:59\"");
  for (const text_print_options options :
       {text_print_options{false, false}, text_print_options{true, false}, text_print_options{false, true}}) {
    CHECK(plainproto::parse_text<TrainConfig>(print_text(config, options)) == config);
  }
  std::ostringstream stream;
  stream << plainproto::as_text(config, text_print_options{true, false});
  CHECK(stream.str() == print_text(config, text_print_options{true, false}));
}

namespace {

// An output_sink that keeps what it is handed.
struct collected_output {
  std::string bytes;
  bool handed_trailing_space = false;  // a piece that ended with a space, which could not be taken back
  static void take(void* context, std::string_view piece) {
    collected_output& self = *static_cast<collected_output*>(context);
    self.bytes.append(piece);
    self.handed_trailing_space = self.handed_trailing_space || piece.back() == ' ';
  }
  plainproto::detail::output_sink sink() { return {this, &take}; }
};

std::string print_to_sink(const TrainConfig& config, const text_print_options& options) {
  collected_output out;
  plainproto::detail::text_printer printer(options, out.sink());
  printer.print_message(plainproto::descriptor_of<TrainConfig>(), &config);
  printer.finish();
  return out.bytes;
}

constexpr std::size_t writer_buffer = plainproto::detail::output_writer::buffer_size;

}  // namespace

// The tool prints into files a piece at a time (convert -o). Single-line output drops the space after the last
// field, which a sink cannot take back once handed: every length puts a buffer's end at another place, on that
// space too.
TEST_CASE("printing to a sink writes what printing to a string does, wherever the buffer's end falls") {
  for (const bool single_line : {false, true}) {
    text_print_options options;
    options.single_line = single_line;
    for (const std::size_t base : {writer_buffer, 2 * writer_buffer}) {
      for (std::size_t size = base - 60; size < base + 10; ++size) {
        TrainConfig config;
        config.freeze_gradient = {std::string(size, 'x'), "a"};
        config.num_steps = 5u;
        const std::string expected = print_text(config, options);
        REQUIRE(print_to_sink(config, options) == expected);
        CHECK(expected.back() != ' ');
      }
    }
  }
}

TEST_CASE("output_writer: a sink is never handed a space it may have to take back") {
  collected_output long_piece;
  {
    plainproto::detail::output_writer writer(long_piece.sink());
    writer.put(std::string(writer_buffer + 10, 'y') + " ");
    writer.drop_trailing_space();
    writer.flush();
  }
  CHECK(long_piece.bytes == std::string(writer_buffer + 10, 'y'));
  CHECK_FALSE(long_piece.handed_trailing_space);

  // A space kept back still leaves a whole buffer of room, and the last one can still be dropped.
  collected_output kept;
  {
    plainproto::detail::output_writer writer(kept.sink());
    writer.put(std::string(writer_buffer - 1, 'z') + " ");
    writer.put_spaces(writer_buffer);
    writer.drop_trailing_space();
    writer.flush();
  }
  CHECK(kept.bytes == std::string(writer_buffer - 1, 'z') + std::string(writer_buffer, ' '));
}
