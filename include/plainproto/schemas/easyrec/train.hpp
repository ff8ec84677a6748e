// plainproto: EasyRec's easy_rec/python/protos/train.proto (alibaba/EasyRec bd230cb1), package `protos`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../../core.hpp"
#include "optimizer.hpp"

namespace plainproto {
namespace protos {

enum class DistributionStrategy : std::int32_t {
  NoStrategy = 0,
  PSStrategy = 1,
  MirroredStrategy = 2,
  CollectiveAllReduceStrategy = 3,
  ExascaleStrategy = 4,
  MultiWorkerMirroredStrategy = 5,
  HorovodStrategy = 6,
  SokStrategy = 7,
  EmbeddingParallelStrategy = 8
};
PLAINPROTO_ENUM(DistributionStrategy,
                "protos.DistributionStrategy",
                PLAINPROTO_ENUM_VALUE(NoStrategy),
                PLAINPROTO_ENUM_VALUE(PSStrategy),
                PLAINPROTO_ENUM_VALUE(MirroredStrategy),
                PLAINPROTO_ENUM_VALUE(CollectiveAllReduceStrategy),
                PLAINPROTO_ENUM_VALUE(ExascaleStrategy),
                PLAINPROTO_ENUM_VALUE(MultiWorkerMirroredStrategy),
                PLAINPROTO_ENUM_VALUE(HorovodStrategy),
                PLAINPROTO_ENUM_VALUE(SokStrategy),
                PLAINPROTO_ENUM_VALUE(EmbeddingParallelStrategy));

struct IncrementSaveConfig : plainproto::message<IncrementSaveConfig> {
  struct Kafka : plainproto::message<Kafka> {
    struct Consumer : plainproto::message<Consumer> {
      plainproto::optional<std::string> config_topic;
      plainproto::optional<std::string> config_global;
      plainproto::optional<std::int64_t> offset = 0;
      plainproto::optional<std::int32_t> timeout = 600;
    };
    plainproto::required<std::string> server;
    plainproto::required<std::string> topic;
    plainproto::required<Consumer> consumer;
  };
  struct Datahub : plainproto::message<Datahub> {
    struct Consumer : plainproto::message<Consumer> {
      plainproto::optional<std::int64_t> offset = 0;
      plainproto::optional<std::int32_t> timeout = 600;
    };
    plainproto::required<std::string> akId;
    plainproto::required<std::string> akSecret;
    plainproto::required<std::string> region;
    plainproto::required<std::string> project;
    plainproto::required<std::string> topic;
    plainproto::required<Consumer> consumer;
  };
  struct File : plainproto::message<File> {
    plainproto::optional<std::string> incr_save_dir = "incr_save";
    plainproto::optional<bool> relative = true;
    plainproto::optional<std::string> mount_path = "/home/admin/docker_ml/workspace/incr_save/";
  };
  plainproto::optional<std::int32_t> sparse_save_secs = 0;
  plainproto::optional<std::int32_t> dense_save_secs = 0;
  plainproto::optional<std::int32_t> sparse_save_steps = 0;
  plainproto::optional<std::int32_t> dense_save_steps = 0;
  plainproto::optional<bool> debug_save_update = false;
  enum class incr_update_case { not_set = 0, kafka = 501, datahub = 502, fs = 503 };
  plainproto::oneof<incr_update_case,
                    plainproto::alternative<incr_update_case::kafka, Kafka>,
                    plainproto::alternative<incr_update_case::datahub, Datahub>,
                    plainproto::alternative<incr_update_case::fs, File>>
      incr_update;
};
PLAINPROTO_MESSAGE(IncrementSaveConfig::Kafka::Consumer,
                   "protos.IncrementSaveConfig.Kafka.Consumer",
                   PLAINPROTO_FIELD(config_topic, 1),
                   PLAINPROTO_FIELD(config_global, 2),
                   PLAINPROTO_FIELD(offset, 3),
                   PLAINPROTO_FIELD(timeout, 4));
PLAINPROTO_MESSAGE(IncrementSaveConfig::Kafka,
                   "protos.IncrementSaveConfig.Kafka",
                   PLAINPROTO_FIELD(server, 1),
                   PLAINPROTO_FIELD(topic, 2),
                   PLAINPROTO_FIELD(consumer, 3));
PLAINPROTO_MESSAGE(IncrementSaveConfig::Datahub::Consumer,
                   "protos.IncrementSaveConfig.Datahub.Consumer",
                   PLAINPROTO_FIELD(offset, 1),
                   PLAINPROTO_FIELD(timeout, 2));
PLAINPROTO_MESSAGE(IncrementSaveConfig::Datahub,
                   "protos.IncrementSaveConfig.Datahub",
                   PLAINPROTO_FIELD(akId, 1),
                   PLAINPROTO_FIELD(akSecret, 2),
                   PLAINPROTO_FIELD(region, 3),
                   PLAINPROTO_FIELD(project, 4),
                   PLAINPROTO_FIELD(topic, 5),
                   PLAINPROTO_FIELD(consumer, 6));
PLAINPROTO_MESSAGE(IncrementSaveConfig::File,
                   "protos.IncrementSaveConfig.File",
                   PLAINPROTO_FIELD(incr_save_dir, 1),
                   PLAINPROTO_FIELD(relative, 2),
                   PLAINPROTO_FIELD(mount_path, 3));
PLAINPROTO_MESSAGE(IncrementSaveConfig,
                   "protos.IncrementSaveConfig",
                   PLAINPROTO_FIELD(sparse_save_secs, 1),
                   PLAINPROTO_FIELD(dense_save_secs, 2),
                   PLAINPROTO_FIELD(sparse_save_steps, 3),
                   PLAINPROTO_FIELD(dense_save_steps, 4),
                   PLAINPROTO_FIELD(debug_save_update, 5),
                   PLAINPROTO_ONEOF_FIELD(incr_update, kafka),
                   PLAINPROTO_ONEOF_FIELD(incr_update, datahub),
                   PLAINPROTO_ONEOF_FIELD(incr_update, fs));

struct TrainConfig : plainproto::message<TrainConfig> {
  std::vector<Optimizer> optimizer_config;
  plainproto::optional<float> gradient_clipping_by_norm = 0.0f;
  plainproto::optional<std::uint32_t> num_steps = 0u;
  plainproto::optional<std::string> fine_tune_checkpoint = "";
  plainproto::optional<std::string> fine_tune_ckpt_var_map = "";
  plainproto::optional<bool> sync_replicas = true;
  plainproto::optional<std::string> sparse_accumulator_type = "multi_map";
  plainproto::optional<float> startup_delay_steps = 15.0f;
  plainproto::optional<std::uint32_t> save_checkpoints_steps = 1000u;
  plainproto::optional<std::uint32_t> save_checkpoints_secs;
  plainproto::optional<std::uint32_t> keep_checkpoint_max = 10u;
  plainproto::optional<std::uint32_t> save_summary_steps = 1000u;
  plainproto::optional<std::uint32_t> log_step_count_steps = 10u;
  plainproto::optional<bool> is_profiling = false;
  plainproto::optional<bool> force_restore_shape_compatible = false;
  plainproto::optional<DistributionStrategy> train_distribute = DistributionStrategy::NoStrategy;
  plainproto::optional<std::int32_t> num_gpus_per_worker = 1;
  plainproto::optional<bool> summary_model_vars = false;
  plainproto::optional<std::string> protocol;
  plainproto::optional<std::int32_t> inter_op_parallelism_threads = 0;
  plainproto::optional<std::int32_t> intra_op_parallelism_threads = 0;
  plainproto::optional<bool> tensor_fuse = false;
  plainproto::optional<bool> write_graph = true;
  std::vector<std::string> freeze_gradient;
  plainproto::optional<IncrementSaveConfig> incr_save_config;
  plainproto::optional<bool> enable_oss_stop_signal = false;
  plainproto::optional<std::string> dead_line;
};
PLAINPROTO_MESSAGE(TrainConfig,
                   "protos.TrainConfig",
                   PLAINPROTO_FIELD(optimizer_config, 1),
                   PLAINPROTO_FIELD(gradient_clipping_by_norm, 2),
                   PLAINPROTO_FIELD(num_steps, 5),
                   PLAINPROTO_FIELD(fine_tune_checkpoint, 6),
                   PLAINPROTO_FIELD(fine_tune_ckpt_var_map, 8),
                   PLAINPROTO_FIELD(sync_replicas, 9),
                   PLAINPROTO_FIELD(sparse_accumulator_type, 901),
                   PLAINPROTO_FIELD(startup_delay_steps, 10),
                   PLAINPROTO_FIELD(save_checkpoints_steps, 141),
                   PLAINPROTO_FIELD(save_checkpoints_secs, 142),
                   PLAINPROTO_FIELD(keep_checkpoint_max, 143),
                   PLAINPROTO_FIELD(save_summary_steps, 16),
                   PLAINPROTO_FIELD(log_step_count_steps, 17),
                   PLAINPROTO_FIELD(is_profiling, 18),
                   PLAINPROTO_FIELD(force_restore_shape_compatible, 19),
                   PLAINPROTO_FIELD(train_distribute, 20),
                   PLAINPROTO_FIELD(num_gpus_per_worker, 21),
                   PLAINPROTO_FIELD(summary_model_vars, 23),
                   PLAINPROTO_FIELD(protocol, 25),
                   PLAINPROTO_FIELD(inter_op_parallelism_threads, 26),
                   PLAINPROTO_FIELD(intra_op_parallelism_threads, 27),
                   PLAINPROTO_FIELD(tensor_fuse, 28),
                   PLAINPROTO_FIELD(write_graph, 29),
                   PLAINPROTO_FIELD(freeze_gradient, 30),
                   PLAINPROTO_FIELD(incr_save_config, 31),
                   PLAINPROTO_FIELD(enable_oss_stop_signal, 32),
                   PLAINPROTO_FIELD(dead_line, 33));

}  // namespace protos
}  // namespace plainproto
