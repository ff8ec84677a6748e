// plainproto: EasyRec's easy_rec/python/protos/optimizer.proto (alibaba/EasyRec bd230cb1), package `protos`.
//
// C++ needs a struct complete before it is held as a member, so the structs come in dependency order
// (learning rates, then optimizers); fields keep their .proto declaration order.
#pragma once

#include <cstdint>
#include <vector>

#include "../../core.hpp"

namespace plainproto {
namespace protos {

struct ConstantLearningRate : plainproto::message<ConstantLearningRate> {
  plainproto::optional<float> learning_rate = 0.002f;
};
PLAINPROTO_MESSAGE(ConstantLearningRate, "protos.ConstantLearningRate", PLAINPROTO_FIELD(learning_rate, 1));

struct ExponentialDecayLearningRate : plainproto::message<ExponentialDecayLearningRate> {
  plainproto::optional<float> initial_learning_rate = 0.002f;
  plainproto::optional<std::uint32_t> decay_steps = 4000000u;
  plainproto::optional<float> decay_factor = 0.95f;
  plainproto::optional<bool> staircase = true;
  plainproto::optional<float> burnin_learning_rate = 0.0f;
  plainproto::optional<std::uint32_t> burnin_steps = 0u;
  plainproto::optional<float> min_learning_rate = 0.0f;
};
PLAINPROTO_MESSAGE(ExponentialDecayLearningRate,
                   "protos.ExponentialDecayLearningRate",
                   PLAINPROTO_FIELD(initial_learning_rate, 1),
                   PLAINPROTO_FIELD(decay_steps, 2),
                   PLAINPROTO_FIELD(decay_factor, 3),
                   PLAINPROTO_FIELD(staircase, 4),
                   PLAINPROTO_FIELD(burnin_learning_rate, 5),
                   PLAINPROTO_FIELD(burnin_steps, 6),
                   PLAINPROTO_FIELD(min_learning_rate, 7));

struct ManualStepLearningRate : plainproto::message<ManualStepLearningRate> {
  struct LearningRateSchedule : plainproto::message<LearningRateSchedule> {
    plainproto::optional<std::uint32_t> step;
    plainproto::optional<float> learning_rate = 0.002f;
  };
  plainproto::optional<float> initial_learning_rate = 0.002f;
  std::vector<LearningRateSchedule> schedule;
  plainproto::optional<bool> warmup = false;
};
PLAINPROTO_MESSAGE(ManualStepLearningRate::LearningRateSchedule,
                   "protos.ManualStepLearningRate.LearningRateSchedule",
                   PLAINPROTO_FIELD(step, 1),
                   PLAINPROTO_FIELD(learning_rate, 2));
PLAINPROTO_MESSAGE(ManualStepLearningRate,
                   "protos.ManualStepLearningRate",
                   PLAINPROTO_FIELD(initial_learning_rate, 1),
                   PLAINPROTO_FIELD(schedule, 2),
                   PLAINPROTO_FIELD(warmup, 3));

struct CosineDecayLearningRate : plainproto::message<CosineDecayLearningRate> {
  plainproto::optional<float> learning_rate_base = 0.002f;
  plainproto::optional<std::uint32_t> total_steps = 4000000u;
  plainproto::optional<float> warmup_learning_rate = 0.0002f;
  plainproto::optional<std::uint32_t> warmup_steps = 10000u;
  plainproto::optional<std::uint32_t> hold_base_rate_steps = 0u;
};
PLAINPROTO_MESSAGE(CosineDecayLearningRate,
                   "protos.CosineDecayLearningRate",
                   PLAINPROTO_FIELD(learning_rate_base, 1),
                   PLAINPROTO_FIELD(total_steps, 2),
                   PLAINPROTO_FIELD(warmup_learning_rate, 3),
                   PLAINPROTO_FIELD(warmup_steps, 4),
                   PLAINPROTO_FIELD(hold_base_rate_steps, 5));

struct PolyDecayLearningRate : plainproto::message<PolyDecayLearningRate> {
  plainproto::required<float> learning_rate_base;
  plainproto::required<std::int64_t> total_steps;
  plainproto::required<float> power;
  plainproto::optional<float> end_learning_rate = 0.0f;
};
PLAINPROTO_MESSAGE(PolyDecayLearningRate,
                   "protos.PolyDecayLearningRate",
                   PLAINPROTO_FIELD(learning_rate_base, 1),
                   PLAINPROTO_FIELD(total_steps, 2),
                   PLAINPROTO_FIELD(power, 3),
                   PLAINPROTO_FIELD(end_learning_rate, 4));

struct TransformerLearningRate : plainproto::message<TransformerLearningRate> {
  plainproto::required<float> learning_rate_base;
  plainproto::required<std::int32_t> hidden_size;
  plainproto::required<std::int32_t> warmup_steps;
  plainproto::optional<float> step_scaling_rate = 1.0f;
};
PLAINPROTO_MESSAGE(TransformerLearningRate,
                   "protos.TransformerLearningRate",
                   PLAINPROTO_FIELD(learning_rate_base, 1),
                   PLAINPROTO_FIELD(hidden_size, 2),
                   PLAINPROTO_FIELD(warmup_steps, 3),
                   PLAINPROTO_FIELD(step_scaling_rate, 4));

struct LearningRate : plainproto::message<LearningRate> {
  enum class learning_rate_case {
    not_set = 0,
    constant_learning_rate = 1,
    exponential_decay_learning_rate = 2,
    manual_step_learning_rate = 3,
    cosine_decay_learning_rate = 4,
    poly_decay_learning_rate = 5,
    transformer_learning_rate = 6
  };
  plainproto::oneof<
      learning_rate_case,
      plainproto::alternative<learning_rate_case::constant_learning_rate, ConstantLearningRate>,
      plainproto::alternative<learning_rate_case::exponential_decay_learning_rate, ExponentialDecayLearningRate>,
      plainproto::alternative<learning_rate_case::manual_step_learning_rate, ManualStepLearningRate>,
      plainproto::alternative<learning_rate_case::cosine_decay_learning_rate, CosineDecayLearningRate>,
      plainproto::alternative<learning_rate_case::poly_decay_learning_rate, PolyDecayLearningRate>,
      plainproto::alternative<learning_rate_case::transformer_learning_rate, TransformerLearningRate>>
      learning_rate;
};
PLAINPROTO_MESSAGE(LearningRate,
                   "protos.LearningRate",
                   PLAINPROTO_ONEOF_FIELD(learning_rate, constant_learning_rate),
                   PLAINPROTO_ONEOF_FIELD(learning_rate, exponential_decay_learning_rate),
                   PLAINPROTO_ONEOF_FIELD(learning_rate, manual_step_learning_rate),
                   PLAINPROTO_ONEOF_FIELD(learning_rate, cosine_decay_learning_rate),
                   PLAINPROTO_ONEOF_FIELD(learning_rate, poly_decay_learning_rate),
                   PLAINPROTO_ONEOF_FIELD(learning_rate, transformer_learning_rate));

struct RMSPropOptimizer : plainproto::message<RMSPropOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> momentum_optimizer_value = 0.9f;
  plainproto::optional<float> decay = 0.9f;
  plainproto::optional<float> epsilon = 1.0f;
};
PLAINPROTO_MESSAGE(RMSPropOptimizer,
                   "protos.RMSPropOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(momentum_optimizer_value, 2),
                   PLAINPROTO_FIELD(decay, 3),
                   PLAINPROTO_FIELD(epsilon, 4));

struct MomentumOptimizer : plainproto::message<MomentumOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> momentum_optimizer_value = 0.9f;
};
PLAINPROTO_MESSAGE(MomentumOptimizer,
                   "protos.MomentumOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(momentum_optimizer_value, 2));

struct AdamOptimizer : plainproto::message<AdamOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> beta1 = 0.9f;
  plainproto::optional<float> beta2 = 0.999f;
};
PLAINPROTO_MESSAGE(AdamOptimizer,
                   "protos.AdamOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(beta1, 3),
                   PLAINPROTO_FIELD(beta2, 4));

struct MomentumWOptimizer : plainproto::message<MomentumWOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> weight_decay = 1e-6f;
  plainproto::optional<float> momentum_optimizer_value = 0.9f;
};
PLAINPROTO_MESSAGE(MomentumWOptimizer,
                   "protos.MomentumWOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(weight_decay, 2),
                   PLAINPROTO_FIELD(momentum_optimizer_value, 3));

struct AdamWOptimizer : plainproto::message<AdamWOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> weight_decay = 1e-6f;
  plainproto::optional<float> beta1 = 0.9f;
  plainproto::optional<float> beta2 = 0.999f;
};
PLAINPROTO_MESSAGE(AdamWOptimizer,
                   "protos.AdamWOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(weight_decay, 2),
                   PLAINPROTO_FIELD(beta1, 3),
                   PLAINPROTO_FIELD(beta2, 4));

struct AdamAsyncOptimizer : plainproto::message<AdamAsyncOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> beta1 = 0.9f;
  plainproto::optional<float> beta2 = 0.999f;
};
PLAINPROTO_MESSAGE(AdamAsyncOptimizer,
                   "protos.AdamAsyncOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(beta1, 3),
                   PLAINPROTO_FIELD(beta2, 4));

struct AdagradOptimizer : plainproto::message<AdagradOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> initial_accumulator_value = 0.1f;
};
PLAINPROTO_MESSAGE(AdagradOptimizer,
                   "protos.AdagradOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(initial_accumulator_value, 2));

struct FtrlOptimizer : plainproto::message<FtrlOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> learning_rate_power = -0.5f;
  plainproto::optional<float> initial_accumulator_value = 0.1f;
  plainproto::optional<float> l1_reg = 0.0f;
  plainproto::optional<float> l2_reg = 0.0f;
  plainproto::optional<float> l2_shrinkage_reg = 0.0f;
};
PLAINPROTO_MESSAGE(FtrlOptimizer,
                   "protos.FtrlOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(learning_rate_power, 2),
                   PLAINPROTO_FIELD(initial_accumulator_value, 3),
                   PLAINPROTO_FIELD(l1_reg, 4),
                   PLAINPROTO_FIELD(l2_reg, 5),
                   PLAINPROTO_FIELD(l2_shrinkage_reg, 6));

struct AdamAsyncWOptimizer : plainproto::message<AdamAsyncWOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> weight_decay = 1e-6f;
  plainproto::optional<float> beta1 = 0.9f;
  plainproto::optional<float> beta2 = 0.999f;
};
PLAINPROTO_MESSAGE(AdamAsyncWOptimizer,
                   "protos.AdamAsyncWOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(weight_decay, 2),
                   PLAINPROTO_FIELD(beta1, 3),
                   PLAINPROTO_FIELD(beta2, 4));

struct LazyAdamOptimizer : plainproto::message<LazyAdamOptimizer> {
  plainproto::optional<LearningRate> learning_rate;
  plainproto::optional<float> beta1 = 0.9f;
  plainproto::optional<float> beta2 = 0.999f;
};
PLAINPROTO_MESSAGE(LazyAdamOptimizer,
                   "protos.LazyAdamOptimizer",
                   PLAINPROTO_FIELD(learning_rate, 1),
                   PLAINPROTO_FIELD(beta1, 3),
                   PLAINPROTO_FIELD(beta2, 4));

struct Optimizer : plainproto::message<Optimizer> {
  enum class optimizer_case {
    not_set = 0,
    rms_prop_optimizer = 101,
    momentum_optimizer = 102,
    adam_optimizer = 103,
    momentumw_optimizer = 104,
    adamw_optimizer = 105,
    adam_async_optimizer = 106,
    adagrad_optimizer = 107,
    ftrl_optimizer = 108,
    adam_asyncw_optimizer = 109,
    lazy_adam_optimizer = 110
  };
  plainproto::oneof<optimizer_case,
                    plainproto::alternative<optimizer_case::rms_prop_optimizer, RMSPropOptimizer>,
                    plainproto::alternative<optimizer_case::momentum_optimizer, MomentumOptimizer>,
                    plainproto::alternative<optimizer_case::adam_optimizer, AdamOptimizer>,
                    plainproto::alternative<optimizer_case::momentumw_optimizer, MomentumWOptimizer>,
                    plainproto::alternative<optimizer_case::adamw_optimizer, AdamWOptimizer>,
                    plainproto::alternative<optimizer_case::adam_async_optimizer, AdamAsyncOptimizer>,
                    plainproto::alternative<optimizer_case::adagrad_optimizer, AdagradOptimizer>,
                    plainproto::alternative<optimizer_case::ftrl_optimizer, FtrlOptimizer>,
                    plainproto::alternative<optimizer_case::adam_asyncw_optimizer, AdamAsyncWOptimizer>,
                    plainproto::alternative<optimizer_case::lazy_adam_optimizer, LazyAdamOptimizer>>
      optimizer;
  plainproto::optional<bool> use_moving_average = false;
  plainproto::optional<float> moving_average_decay = 0.9999f;
  plainproto::optional<float> embedding_learning_rate_multiplier;
};
PLAINPROTO_MESSAGE(Optimizer,
                   "protos.Optimizer",
                   PLAINPROTO_ONEOF_FIELD(optimizer, rms_prop_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, momentum_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, adam_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, momentumw_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, adamw_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, adam_async_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, adagrad_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, ftrl_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, adam_asyncw_optimizer),
                   PLAINPROTO_ONEOF_FIELD(optimizer, lazy_adam_optimizer),
                   PLAINPROTO_FIELD(use_moving_average, 5),
                   PLAINPROTO_FIELD(moving_average_decay, 6),
                   PLAINPROTO_FIELD(embedding_learning_rate_multiplier, 7));

}  // namespace protos
}  // namespace plainproto
