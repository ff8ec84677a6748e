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
  PLAINPROTO_MESSAGE_DOC("Configuration message for a constant learning rate.");
  PLAINPROTO_OPTIONAL(1, float, learning_rate) = 0.002f;
};
PLAINPROTO_MESSAGE(ConstantLearningRate, "protos.ConstantLearningRate", learning_rate);

struct ExponentialDecayLearningRate : plainproto::message<ExponentialDecayLearningRate> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for an exponentially decaying learning rate.\n"
                         "See https://www.tensorflow.org/versions/master/api_docs/python/train/ \\\n"
                         "    decaying_the_learning_rate#exponential_decay");
  PLAINPROTO_OPTIONAL(1, float, initial_learning_rate) = 0.002f;
  PLAINPROTO_OPTIONAL(2, std::uint32_t, decay_steps) = 4000000u;
  PLAINPROTO_OPTIONAL(3, float, decay_factor) = 0.95f;
  PLAINPROTO_OPTIONAL(4, bool, staircase) = true;
  PLAINPROTO_OPTIONAL(5, float, burnin_learning_rate) = 0.0f;
  PLAINPROTO_OPTIONAL(6, std::uint32_t, burnin_steps) = 0u;
  PLAINPROTO_OPTIONAL(7, float, min_learning_rate) = 0.0f;
};
PLAINPROTO_MESSAGE(ExponentialDecayLearningRate, "protos.ExponentialDecayLearningRate",
                   initial_learning_rate, decay_steps, decay_factor, staircase, burnin_learning_rate, burnin_steps,
                   min_learning_rate);

struct ManualStepLearningRate : plainproto::message<ManualStepLearningRate> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for a manually defined learning rate schedule.");
  struct LearningRateSchedule : plainproto::message<LearningRateSchedule> {
    PLAINPROTO_OPTIONAL(1, std::uint32_t, step);
    PLAINPROTO_OPTIONAL(2, float, learning_rate) = 0.002f;
  };
  PLAINPROTO_OPTIONAL(1, float, initial_learning_rate) = 0.002f;
  PLAINPROTO_REPEATED(2, LearningRateSchedule, schedule);
  PLAINPROTO_OPTIONAL(3, bool, warmup,
                      "Whether to linearly interpolate learning rates for steps in\n"
                      "[0, schedule[0].step].") = false;
};
PLAINPROTO_MESSAGE(ManualStepLearningRate::LearningRateSchedule, "protos.ManualStepLearningRate.LearningRateSchedule",
                   step, learning_rate);
PLAINPROTO_MESSAGE(ManualStepLearningRate, "protos.ManualStepLearningRate", initial_learning_rate, schedule, warmup);

struct CosineDecayLearningRate : plainproto::message<CosineDecayLearningRate> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for a cosine decaying learning rate as defined in\n"
                         "utils/learning_schedules.py");
  PLAINPROTO_OPTIONAL(1, float, learning_rate_base) = 0.002f;
  PLAINPROTO_OPTIONAL(2, std::uint32_t, total_steps) = 4000000u;
  PLAINPROTO_OPTIONAL(3, float, warmup_learning_rate) = 0.0002f;
  PLAINPROTO_OPTIONAL(4, std::uint32_t, warmup_steps) = 10000u;
  PLAINPROTO_OPTIONAL(5, std::uint32_t, hold_base_rate_steps) = 0u;
};
PLAINPROTO_MESSAGE(CosineDecayLearningRate, "protos.CosineDecayLearningRate",
                   learning_rate_base, total_steps, warmup_learning_rate, warmup_steps, hold_base_rate_steps);

struct PolyDecayLearningRate : plainproto::message<PolyDecayLearningRate> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for a poly decaying learning rate.\n"
                         "See https://www.tensorflow.org/api_docs/python/tf/train/polynomial_decay.");
  PLAINPROTO_REQUIRED(1, float, learning_rate_base);
  PLAINPROTO_REQUIRED(2, std::int64_t, total_steps);
  PLAINPROTO_REQUIRED(3, float, power);
  PLAINPROTO_OPTIONAL(4, float, end_learning_rate) = 0.0f;
};
PLAINPROTO_MESSAGE(PolyDecayLearningRate, "protos.PolyDecayLearningRate",
                   learning_rate_base, total_steps, power, end_learning_rate);

struct TransformerLearningRate : plainproto::message<TransformerLearningRate> {
  PLAINPROTO_REQUIRED(1, float, learning_rate_base);
  PLAINPROTO_REQUIRED(2, std::int32_t, hidden_size);
  PLAINPROTO_REQUIRED(3, std::int32_t, warmup_steps);
  PLAINPROTO_OPTIONAL(4, float, step_scaling_rate) = 1.0f;
};
PLAINPROTO_MESSAGE(TransformerLearningRate, "protos.TransformerLearningRate",
                   learning_rate_base, hidden_size, warmup_steps, step_scaling_rate);

struct LearningRate : plainproto::message<LearningRate> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for optimizer learning rate.");
  PLAINPROTO_ONEOF(learning_rate,
                   (1, ConstantLearningRate, constant_learning_rate),
                   (2, ExponentialDecayLearningRate, exponential_decay_learning_rate),
                   (3, ManualStepLearningRate, manual_step_learning_rate),
                   (4, CosineDecayLearningRate, cosine_decay_learning_rate),
                   (5, PolyDecayLearningRate, poly_decay_learning_rate),
                   (6, TransformerLearningRate, transformer_learning_rate));
};
PLAINPROTO_MESSAGE(LearningRate, "protos.LearningRate", learning_rate);

struct RMSPropOptimizer : plainproto::message<RMSPropOptimizer> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for the RMSPropOptimizer\n"
                         "See: https://www.tensorflow.org/api_docs/python/tf/train/RMSPropOptimizer");
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(2, float, momentum_optimizer_value) = 0.9f;
  PLAINPROTO_OPTIONAL(3, float, decay) = 0.9f;
  PLAINPROTO_OPTIONAL(4, float, epsilon) = 1.0f;
};
PLAINPROTO_MESSAGE(RMSPropOptimizer, "protos.RMSPropOptimizer",
                   learning_rate, momentum_optimizer_value, decay, epsilon);

struct MomentumOptimizer : plainproto::message<MomentumOptimizer> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for the MomentumOptimizer\n"
                         "See: https://www.tensorflow.org/api_docs/python/tf/train/MomentumOptimizer");
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(2, float, momentum_optimizer_value) = 0.9f;
};
PLAINPROTO_MESSAGE(MomentumOptimizer, "protos.MomentumOptimizer", learning_rate, momentum_optimizer_value);

struct AdamOptimizer : plainproto::message<AdamOptimizer> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for the AdamOptimizer\n"
                         "See: https://www.tensorflow.org/api_docs/python/tf/train/AdamOptimizer");
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(3, float, beta1) = 0.9f;
  PLAINPROTO_OPTIONAL(4, float, beta2) = 0.999f;
};
PLAINPROTO_MESSAGE(AdamOptimizer, "protos.AdamOptimizer", learning_rate, beta1, beta2);

struct MomentumWOptimizer : plainproto::message<MomentumWOptimizer> {
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(2, float, weight_decay) = 1e-6f;
  PLAINPROTO_OPTIONAL(3, float, momentum_optimizer_value) = 0.9f;
};
PLAINPROTO_MESSAGE(MomentumWOptimizer, "protos.MomentumWOptimizer",
                   learning_rate, weight_decay, momentum_optimizer_value);

struct AdamWOptimizer : plainproto::message<AdamWOptimizer> {
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(2, float, weight_decay) = 1e-6f;
  PLAINPROTO_OPTIONAL(3, float, beta1) = 0.9f;
  PLAINPROTO_OPTIONAL(4, float, beta2) = 0.999f;
};
PLAINPROTO_MESSAGE(AdamWOptimizer, "protos.AdamWOptimizer", learning_rate, weight_decay, beta1, beta2);

struct AdamAsyncOptimizer : plainproto::message<AdamAsyncOptimizer> {
  PLAINPROTO_MESSAGE_DOC("Only available on pai-tf, which has better performance than AdamOptimizer");
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(3, float, beta1) = 0.9f;
  PLAINPROTO_OPTIONAL(4, float, beta2) = 0.999f;
};
PLAINPROTO_MESSAGE(AdamAsyncOptimizer, "protos.AdamAsyncOptimizer", learning_rate, beta1, beta2);

struct AdagradOptimizer : plainproto::message<AdagradOptimizer> {
  PLAINPROTO_MESSAGE_DOC("Configuration message for the AdagradOptimizer\n"
                         "See: https://www.tensorflow.org/api_docs/python/tf/train/AdagradOptimizer");
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(2, float, initial_accumulator_value) = 0.1f;
};
PLAINPROTO_MESSAGE(AdagradOptimizer, "protos.AdagradOptimizer", learning_rate, initial_accumulator_value);

struct FtrlOptimizer : plainproto::message<FtrlOptimizer> {
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate, "optional float learning_rate = 1 [default=1e-4];");
  PLAINPROTO_OPTIONAL(2, float, learning_rate_power) = -0.5f;
  PLAINPROTO_OPTIONAL(3, float, initial_accumulator_value) = 0.1f;
  PLAINPROTO_OPTIONAL(4, float, l1_reg) = 0.0f;
  PLAINPROTO_OPTIONAL(5, float, l2_reg) = 0.0f;
  PLAINPROTO_OPTIONAL(6, float, l2_shrinkage_reg) = 0.0f;
};
PLAINPROTO_MESSAGE(FtrlOptimizer, "protos.FtrlOptimizer",
                   learning_rate, learning_rate_power, initial_accumulator_value, l1_reg, l2_reg, l2_shrinkage_reg);

struct AdamAsyncWOptimizer : plainproto::message<AdamAsyncWOptimizer> {
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(2, float, weight_decay) = 1e-6f;
  PLAINPROTO_OPTIONAL(3, float, beta1) = 0.9f;
  PLAINPROTO_OPTIONAL(4, float, beta2) = 0.999f;
};
PLAINPROTO_MESSAGE(AdamAsyncWOptimizer, "protos.AdamAsyncWOptimizer", learning_rate, weight_decay, beta1, beta2);

struct LazyAdamOptimizer : plainproto::message<LazyAdamOptimizer> {
  PLAINPROTO_OPTIONAL(1, LearningRate, learning_rate);
  PLAINPROTO_OPTIONAL(3, float, beta1) = 0.9f;
  PLAINPROTO_OPTIONAL(4, float, beta2) = 0.999f;
};
PLAINPROTO_MESSAGE(LazyAdamOptimizer, "protos.LazyAdamOptimizer", learning_rate, beta1, beta2);

struct Optimizer : plainproto::message<Optimizer> {
  PLAINPROTO_MESSAGE_DOC("Messages for configuring the optimizing strategy for cvmodels.\n"
                         "\n"
                         "Top level optimizer message.");
  PLAINPROTO_ONEOF(optimizer,
                   (101, RMSPropOptimizer, rms_prop_optimizer),
                   (102, MomentumOptimizer, momentum_optimizer),
                   (103, AdamOptimizer, adam_optimizer),
                   (104, MomentumWOptimizer, momentumw_optimizer),
                   (105, AdamWOptimizer, adamw_optimizer),
                   (106, AdamAsyncOptimizer, adam_async_optimizer),
                   (107, AdagradOptimizer, adagrad_optimizer),
                   (108, FtrlOptimizer, ftrl_optimizer),
                   (109, AdamAsyncWOptimizer, adam_asyncw_optimizer),
                   (110, LazyAdamOptimizer, lazy_adam_optimizer));
  PLAINPROTO_OPTIONAL(5, bool, use_moving_average) = false;
  PLAINPROTO_OPTIONAL(6, float, moving_average_decay) = 0.9999f;
  PLAINPROTO_OPTIONAL(7, float, embedding_learning_rate_multiplier);
};
PLAINPROTO_MESSAGE(Optimizer, "protos.Optimizer",
                   optimizer, use_moving_average, moving_average_decay, embedding_learning_rate_multiplier);

}  // namespace protos
}  // namespace plainproto
