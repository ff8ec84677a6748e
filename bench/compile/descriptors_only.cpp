// The two built-in schemas' own code alone: the descriptors of both top-level types and every function their
// fields' tables and message functions point to, without a parser or printer, header-only.
#include <plainproto/schemas.hpp>

const plainproto::message_descriptor* train_config() {
  return &plainproto::descriptor_of<plainproto::protos::TrainConfig>();
}
const plainproto::message_descriptor* distributed_strategy() {
  return &plainproto::descriptor_of<plainproto::paddle::fleet::DistributedStrategy>();
}
