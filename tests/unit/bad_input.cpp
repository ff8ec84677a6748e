// The bad-input corpus (tests/data/bad_input/): every input raises exactly the error its .expected file holds.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "test_config_json.hpp"

namespace {

std::string read_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.good());
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

const plainproto::message_descriptor* type_named(const std::string& prefix) {
  if (prefix == "train_config") return &plainproto::descriptor_of<plainproto::protos::TrainConfig>();
  if (prefix == "strategy") return &plainproto::descriptor_of<plainproto::paddle::fleet::DistributedStrategy>();
  if (prefix == "job_info") return &plainproto::descriptor_of<plainproto::paddle::fleet::DistributedJobInfo>();
  return nullptr;
}

// The error's what(), or "accepted".
std::string outcome(const plainproto::message_descriptor& type, const std::string& input, bool json) {
  void* message = type.create();
  std::string result = "accepted";
  try {
    if (json)
      plainproto::parse_json(input, type, message);
    else
      plainproto::read_text(type, message, input);
  } catch (const plainproto::error& failure) {
    result = failure.what();
  }
  type.destroy(message);
  return result;
}

}  // namespace

TEST_CASE("bad-input corpus: each input raises its expected error") {
  const std::filesystem::path folder = std::filesystem::path(PLAINPROTO_TEST_DATA_DIR) / "bad_input";
  std::vector<std::filesystem::path> inputs;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string extension = entry.path().extension().string();
    if (extension == ".txt" || extension == ".json") inputs.push_back(entry.path());
  }
  std::sort(inputs.begin(), inputs.end());
  CHECK(inputs.size() >= 30);

  for (const std::filesystem::path& input : inputs) {
    const std::string name = input.filename().string();
    CAPTURE(name);
    const plainproto::message_descriptor* type = type_named(name.substr(0, name.find('.')));
    REQUIRE(type != nullptr);
    const std::filesystem::path expected_path = input.string() + ".expected";
    REQUIRE(std::filesystem::exists(expected_path));
    std::string expected = read_bytes(expected_path);
    if (!expected.empty() && expected.back() == '\n') expected.pop_back();
    CHECK(outcome(*type, read_bytes(input), input.extension() == ".json") == expected);
  }
}

TEST_CASE("bad-input corpus: every .expected file has its input") {
  const std::filesystem::path folder = std::filesystem::path(PLAINPROTO_TEST_DATA_DIR) / "bad_input";
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".expected") continue;
    CAPTURE(entry.path().filename().string());
    CHECK(std::filesystem::exists(entry.path().parent_path() / entry.path().stem()));
  }
}
