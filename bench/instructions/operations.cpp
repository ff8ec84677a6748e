// The operations bench/operation_instructions.sh counts: `operations TYPE.OPERATION COUNT` runs one COUNT times on
// the bench's inputs (bench/data; the generated JobInfo from $PLAINPROTO_BENCH_INPUTS/job_info.prototxt, listed
// only when that is set), after reading and preparing them, so that a run with COUNT = 0 counts the fixed cost.
// Warm operations reuse one message or string; cold ones make a new one each time, as plainproto_bench's rows do.
// `operations all COUNT` runs every one (the tests' check that each still runs).
#include <plainproto/json.hpp>
#include <plainproto/plainproto.hpp>

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace {

namespace fleet = plainproto::paddle::fleet;
using plainproto::protos::TrainConfig;

std::string input_path(const char* file) {
  const char* folder = std::getenv("PLAINPROTO_BENCH_INPUTS");
  if (folder == nullptr) {
    std::fprintf(stderr, "operations: set PLAINPROTO_BENCH_INPUTS to the folder of bench/generate_inputs.py\n");
    std::exit(2);
  }
  return std::string(folder) + "/" + file;
}

// Keeps a result the compiler could otherwise prove unused, and with it the work that made it.
template <class V>
void keep(const V& value) {
  asm volatile("" : : "r"(&value) : "memory");
}

// The operations on one message type, given its text.
template <class T>
void add_operations(std::map<std::string, std::function<void()>>& operations, const std::string& name,
                    const std::string& text) {
  const auto message = std::make_shared<T>(plainproto::parse_text<T>(text));
  const auto bytes = std::make_shared<std::string>(plainproto::serialize(*message));
  const auto json = std::make_shared<std::string>(plainproto::to_json_string(*message));
  const auto reused = std::make_shared<T>();
  const auto out = std::make_shared<std::string>();
  const auto text_copy = std::make_shared<std::string>(text);
  operations[name + ".parse_binary"] = [=] { plainproto::parse_binary(*bytes, *reused); };
  operations[name + ".parse_binary_cold"] = [=] { keep(plainproto::parse_binary<T>(*bytes)); };
  operations[name + ".serialize"] = [=] { plainproto::serialize_to(*message, *out); };
  operations[name + ".serialize_cold"] = [=] { keep(plainproto::serialize(*message)); };
  operations[name + ".parse_text"] = [=] { plainproto::parse_text(*text_copy, *reused); };
  operations[name + ".parse_text_cold"] = [=] { keep(plainproto::parse_text<T>(*text_copy)); };
  operations[name + ".print_text_cold"] = [=] { keep(plainproto::print_text(*message)); };
  operations[name + ".parse_json_cold"] = [=] { keep(plainproto::parse_json<T>(*json)); };
  operations[name + ".print_json_cold"] = [=] { keep(plainproto::to_json_string(*message)); };
}

}  // namespace

int main(int argc, char** argv) {
  const std::string wanted = argc > 1 ? argv[1] : "";
  if (argc != 3 && !(argc == 2 && wanted == "list")) {
    std::fprintf(stderr, "usage: operations TYPE.OPERATION|all COUNT, or operations list\n");
    return 2;
  }
  const bool every = wanted == "all" || wanted == "list";
  std::map<std::string, std::function<void()>> operations;
  const std::string data = PLAINPROTO_BENCH_DATA;
  if (every || wanted.rfind("TrainConfig.", 0) == 0)
    add_operations<TrainConfig>(operations, "TrainConfig", plainproto::read_file(data + "/train_config.config"));
  if (every || wanted.rfind("DistributedStrategy.", 0) == 0) {
    // as plainproto_bench reads it: the bundled strategy as the printer writes it
    const auto strategy = plainproto::parse_text_file<fleet::DistributedStrategy>(data + "/strategy.prototxt");
    add_operations<fleet::DistributedStrategy>(operations, "DistributedStrategy", plainproto::print_text(strategy));
  }
  if (wanted.rfind("generated_JobInfo.", 0) == 0 || (every && std::getenv("PLAINPROTO_BENCH_INPUTS")))
    add_operations<fleet::DistributedJobInfo>(operations, "generated_JobInfo",
                                              plainproto::read_file(input_path("job_info.prototxt")));
  if (wanted == "list") {
    for (const auto& entry : operations) std::printf("%s\n", entry.first.c_str());
    return 0;
  }
  const long count = std::atol(argv[2]);
  if (wanted == "all") {
    for (const auto& entry : operations)
      for (long i = 0; i < count; ++i) entry.second();
    return 0;
  }
  const auto operation = operations.find(wanted);
  if (operation == operations.end()) {
    std::fprintf(stderr, "operations: no operation %s\n", wanted.c_str());
    return 2;
  }
  for (long i = 0; i < count; ++i) operation->second();
  return 0;
}
