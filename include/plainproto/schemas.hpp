// plainproto: the built-in registry, every message and enum of the mirrored schemas by full name.
#pragma once

#include <string_view>
#include <vector>

#include "core.hpp"
#include "detail/core/registry.hpp"
#include "schemas/easyrec/optimizer.hpp"
#include "schemas/easyrec/train.hpp"
#include "schemas/paddle/distributed_strategy.hpp"

namespace plainproto {
namespace schemas {

// The descriptors are listed in a class template, so that a file that includes this header without using the
// registry does not compute them (nor compile their functions): `listed<T, Lazy>` is instantiated with it.
template <class T, class Lazy>
inline constexpr const auto* listed = &descriptor_of<T>();

template <class Lazy>
struct builtin_registry {
  // Package `protos`: optimizer.proto, then train.proto; each nested message follows its parent.
  static constexpr const message_descriptor* protos_messages[] = {
      listed<protos::Optimizer, Lazy>,
      listed<protos::RMSPropOptimizer, Lazy>,
      listed<protos::MomentumOptimizer, Lazy>,
      listed<protos::AdamOptimizer, Lazy>,
      listed<protos::MomentumWOptimizer, Lazy>,
      listed<protos::AdamWOptimizer, Lazy>,
      listed<protos::AdamAsyncWOptimizer, Lazy>,
      listed<protos::LazyAdamOptimizer, Lazy>,
      listed<protos::AdagradOptimizer, Lazy>,
      listed<protos::AdamAsyncOptimizer, Lazy>,
      listed<protos::FtrlOptimizer, Lazy>,
      listed<protos::LearningRate, Lazy>,
      listed<protos::ConstantLearningRate, Lazy>,
      listed<protos::ExponentialDecayLearningRate, Lazy>,
      listed<protos::ManualStepLearningRate, Lazy>,
      listed<protos::ManualStepLearningRate::LearningRateSchedule, Lazy>,
      listed<protos::CosineDecayLearningRate, Lazy>,
      listed<protos::PolyDecayLearningRate, Lazy>,
      listed<protos::TransformerLearningRate, Lazy>,
      listed<protos::IncrementSaveConfig, Lazy>,
      listed<protos::IncrementSaveConfig::Kafka, Lazy>,
      listed<protos::IncrementSaveConfig::Kafka::Consumer, Lazy>,
      listed<protos::IncrementSaveConfig::Datahub, Lazy>,
      listed<protos::IncrementSaveConfig::Datahub::Consumer, Lazy>,
      listed<protos::IncrementSaveConfig::File, Lazy>,
      listed<protos::TrainConfig, Lazy>,
  };
  static constexpr const enum_descriptor* protos_enums[] = {
      listed<protos::DistributionStrategy, Lazy>,
  };

  // Package `paddle.fleet`: distributed_strategy.proto.
  static constexpr const message_descriptor* paddle_fleet_messages[] = {
      listed<paddle::fleet::RefinedOpsPattern, Lazy>,
      listed<paddle::fleet::RecomputeConfig, Lazy>,
      listed<paddle::fleet::ShardingConfig, Lazy>,
      listed<paddle::fleet::MpConfig, Lazy>,
      listed<paddle::fleet::PpConfig, Lazy>,
      listed<paddle::fleet::DygraphShardingConfig, Lazy>,
      listed<paddle::fleet::HybridConfig, Lazy>,
      listed<paddle::fleet::AMPConfig, Lazy>,
      listed<paddle::fleet::LocalSGDConfig, Lazy>,
      listed<paddle::fleet::AdaptiveLocalSGDConfig, Lazy>,
      listed<paddle::fleet::GradientMergeConfig, Lazy>,
      listed<paddle::fleet::DGCConfig, Lazy>,
      listed<paddle::fleet::LarsConfig, Lazy>,
      listed<paddle::fleet::LambConfig, Lazy>,
      listed<paddle::fleet::BuildStrategy, Lazy>,
      listed<paddle::fleet::GradientScaleConfig, Lazy>,
      listed<paddle::fleet::AsyncConfig, Lazy>,
      listed<paddle::fleet::TrainerDescConfig, Lazy>,
      listed<paddle::fleet::PipelineConfig, Lazy>,
      listed<paddle::fleet::TensorParallelConfig, Lazy>,
      listed<paddle::fleet::QatConfig, Lazy>,
      listed<paddle::fleet::TableParameter, Lazy>,
      listed<paddle::fleet::TableAccessorParameter, Lazy>,
      listed<paddle::fleet::GraphSGDParameter, Lazy>,
      listed<paddle::fleet::SGDParameter, Lazy>,
      listed<paddle::fleet::SparseNaiveSGDRuleParameter, Lazy>,
      listed<paddle::fleet::SparseAdagradSGDRuleParameter, Lazy>,
      listed<paddle::fleet::SparseAdamSGDParameter, Lazy>,
      listed<paddle::fleet::CtrAccessorParameter, Lazy>,
      listed<paddle::fleet::TableAccessorSaveParameter, Lazy>,
      listed<paddle::fleet::FsClientParameter, Lazy>,
      listed<paddle::fleet::DistributedStrategy, Lazy>,
      listed<paddle::fleet::DistributedJobInfo, Lazy>,
      listed<paddle::fleet::NCCLConfig, Lazy>,
      listed<paddle::fleet::DpConfig, Lazy>,
      listed<paddle::fleet::SepConfig, Lazy>,
      listed<paddle::fleet::DpSepConfig, Lazy>,
      listed<paddle::fleet::PpTpConfig, Lazy>,
      listed<paddle::fleet::EpConfig, Lazy>,
      listed<paddle::fleet::MoeShardingConfig, Lazy>,
      listed<paddle::fleet::CpConfig, Lazy>,
      listed<paddle::fleet::CpShardingConfig, Lazy>,
      listed<paddle::fleet::DpCpConfig, Lazy>,
      listed<paddle::fleet::CpMpConfig, Lazy>,
      listed<paddle::fleet::DefaultCommGroupConfig, Lazy>,
  };
  static constexpr const enum_descriptor* paddle_fleet_enums[] = {
      listed<paddle::fleet::Mode, Lazy>,
      listed<paddle::fleet::TableType, Lazy>,
  };

  static constexpr package_descriptor builtin_packages[] = {
      {"protos", protos_messages, protos_enums},
      {"paddle.fleet", paddle_fleet_messages, paddle_fleet_enums, paddle::fleet::distributed_strategy_proto_doc},
  };
};

template <class Lazy = void>
constexpr package_list packages() noexcept {
  return builtin_registry<Lazy>::builtin_packages;
}

template <class Lazy = void>
constexpr const message_descriptor* find_message(std::string_view full_name) noexcept {
  return plainproto::find_message(packages<Lazy>(), full_name);
}

template <class Lazy = void>
constexpr const enum_descriptor* find_enum(std::string_view full_name) noexcept {
  return plainproto::find_enum(packages<Lazy>(), full_name);
}

// Every built-in message's full name, package by package in declaration order.
template <class Lazy = void>
std::vector<std::string_view> all_message_names() {
  std::vector<std::string_view> names;
  for (const package_descriptor& package : packages<Lazy>())
    for (const message_descriptor* message : package.messages) names.push_back(message->full_name);
  return names;
}

}  // namespace schemas
}  // namespace plainproto
