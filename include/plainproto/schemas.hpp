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

// Package `protos`: optimizer.proto, then train.proto; each nested message follows its parent.
inline constexpr const message_descriptor* protos_messages[] = {
    &descriptor_of<protos::Optimizer>(),
    &descriptor_of<protos::RMSPropOptimizer>(),
    &descriptor_of<protos::MomentumOptimizer>(),
    &descriptor_of<protos::AdamOptimizer>(),
    &descriptor_of<protos::MomentumWOptimizer>(),
    &descriptor_of<protos::AdamWOptimizer>(),
    &descriptor_of<protos::AdamAsyncWOptimizer>(),
    &descriptor_of<protos::LazyAdamOptimizer>(),
    &descriptor_of<protos::AdagradOptimizer>(),
    &descriptor_of<protos::AdamAsyncOptimizer>(),
    &descriptor_of<protos::FtrlOptimizer>(),
    &descriptor_of<protos::LearningRate>(),
    &descriptor_of<protos::ConstantLearningRate>(),
    &descriptor_of<protos::ExponentialDecayLearningRate>(),
    &descriptor_of<protos::ManualStepLearningRate>(),
    &descriptor_of<protos::ManualStepLearningRate::LearningRateSchedule>(),
    &descriptor_of<protos::CosineDecayLearningRate>(),
    &descriptor_of<protos::PolyDecayLearningRate>(),
    &descriptor_of<protos::TransformerLearningRate>(),
    &descriptor_of<protos::IncrementSaveConfig>(),
    &descriptor_of<protos::IncrementSaveConfig::Kafka>(),
    &descriptor_of<protos::IncrementSaveConfig::Kafka::Consumer>(),
    &descriptor_of<protos::IncrementSaveConfig::Datahub>(),
    &descriptor_of<protos::IncrementSaveConfig::Datahub::Consumer>(),
    &descriptor_of<protos::IncrementSaveConfig::File>(),
    &descriptor_of<protos::TrainConfig>(),
};
inline constexpr const enum_descriptor* protos_enums[] = {
    &descriptor_of<protos::DistributionStrategy>(),
};

// Package `paddle.fleet`: distributed_strategy.proto.
inline constexpr const message_descriptor* paddle_fleet_messages[] = {
    &descriptor_of<paddle::fleet::RefinedOpsPattern>(),
    &descriptor_of<paddle::fleet::RecomputeConfig>(),
    &descriptor_of<paddle::fleet::ShardingConfig>(),
    &descriptor_of<paddle::fleet::MpConfig>(),
    &descriptor_of<paddle::fleet::PpConfig>(),
    &descriptor_of<paddle::fleet::DygraphShardingConfig>(),
    &descriptor_of<paddle::fleet::HybridConfig>(),
    &descriptor_of<paddle::fleet::AMPConfig>(),
    &descriptor_of<paddle::fleet::LocalSGDConfig>(),
    &descriptor_of<paddle::fleet::AdaptiveLocalSGDConfig>(),
    &descriptor_of<paddle::fleet::GradientMergeConfig>(),
    &descriptor_of<paddle::fleet::DGCConfig>(),
    &descriptor_of<paddle::fleet::LarsConfig>(),
    &descriptor_of<paddle::fleet::LambConfig>(),
    &descriptor_of<paddle::fleet::BuildStrategy>(),
    &descriptor_of<paddle::fleet::GradientScaleConfig>(),
    &descriptor_of<paddle::fleet::AsyncConfig>(),
    &descriptor_of<paddle::fleet::TrainerDescConfig>(),
    &descriptor_of<paddle::fleet::PipelineConfig>(),
    &descriptor_of<paddle::fleet::TensorParallelConfig>(),
    &descriptor_of<paddle::fleet::QatConfig>(),
    &descriptor_of<paddle::fleet::TableParameter>(),
    &descriptor_of<paddle::fleet::TableAccessorParameter>(),
    &descriptor_of<paddle::fleet::GraphSGDParameter>(),
    &descriptor_of<paddle::fleet::SGDParameter>(),
    &descriptor_of<paddle::fleet::SparseNaiveSGDRuleParameter>(),
    &descriptor_of<paddle::fleet::SparseAdagradSGDRuleParameter>(),
    &descriptor_of<paddle::fleet::SparseAdamSGDParameter>(),
    &descriptor_of<paddle::fleet::CtrAccessorParameter>(),
    &descriptor_of<paddle::fleet::TableAccessorSaveParameter>(),
    &descriptor_of<paddle::fleet::FsClientParameter>(),
    &descriptor_of<paddle::fleet::DistributedStrategy>(),
    &descriptor_of<paddle::fleet::DistributedJobInfo>(),
    &descriptor_of<paddle::fleet::NCCLConfig>(),
    &descriptor_of<paddle::fleet::DpConfig>(),
    &descriptor_of<paddle::fleet::SepConfig>(),
    &descriptor_of<paddle::fleet::DpSepConfig>(),
    &descriptor_of<paddle::fleet::PpTpConfig>(),
    &descriptor_of<paddle::fleet::EpConfig>(),
    &descriptor_of<paddle::fleet::MoeShardingConfig>(),
    &descriptor_of<paddle::fleet::CpConfig>(),
    &descriptor_of<paddle::fleet::CpShardingConfig>(),
    &descriptor_of<paddle::fleet::DpCpConfig>(),
    &descriptor_of<paddle::fleet::CpMpConfig>(),
    &descriptor_of<paddle::fleet::DefaultCommGroupConfig>(),
};
inline constexpr const enum_descriptor* paddle_fleet_enums[] = {
    &descriptor_of<paddle::fleet::Mode>(),
    &descriptor_of<paddle::fleet::TableType>(),
};

inline constexpr package_descriptor builtin_packages[] = {
    {"protos", protos_messages, protos_enums},
    {"paddle.fleet", paddle_fleet_messages, paddle_fleet_enums, paddle::fleet::distributed_strategy_proto_doc},
};

constexpr package_list packages() noexcept { return builtin_packages; }

constexpr const message_descriptor* find_message(std::string_view full_name) noexcept {
  return plainproto::find_message(packages(), full_name);
}

constexpr const enum_descriptor* find_enum(std::string_view full_name) noexcept {
  return plainproto::find_enum(packages(), full_name);
}

// Every built-in message's full name, package by package in declaration order.
inline std::vector<std::string_view> all_message_names() {
  std::vector<std::string_view> names;
  for (const package_descriptor& package : packages())
    for (const message_descriptor* message : package.messages) names.push_back(message->full_name);
  return names;
}

}  // namespace schemas
}  // namespace plainproto
