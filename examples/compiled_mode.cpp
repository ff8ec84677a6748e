// Reads an EasyRec TrainConfig and a Paddle DistributedStrategy and writes each in text format, JSON and binary
// through the entry points that compiled mode compiles once (plainproto/compiled.hpp). The tests build it twice,
// header-only and linked to plainproto::compiled, and expect the same output from both.
//
//   compiled_mode TRAIN_CONFIG STRATEGY_PROTOTXT
#include <plainproto/compiled.hpp>

#include <iostream>
#include <string>

namespace {

template <class T>
void show(const std::string& path) {
  const T message = plainproto::parse_text_file<T>(path);
  const std::string json = plainproto::to_json_string(message);
  const std::string bytes = plainproto::serialize(message);
  std::cout << "--- " << plainproto::descriptor_of<T>().full_name << ": " << json.size() << " bytes of JSON, "
            << bytes.size() << " bytes of binary\n"
            << plainproto::print_text(message) << json << '\n';
  const bool same = plainproto::parse_json<T>(json) == message && plainproto::parse_binary<T>(bytes) == message;
  std::cout << (same ? "read back from JSON and binary: the same message\n" : "read back: DIFFERENT\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: compiled_mode TRAIN_CONFIG STRATEGY_PROTOTXT\n";
    return 2;
  }
  try {
    show<plainproto::protos::TrainConfig>(argv[1]);
    show<plainproto::paddle::fleet::DistributedStrategy>(argv[2]);
  } catch (const plainproto::error& failure) {
    std::cerr << failure.what() << '\n';
    return 1;
  }
}
