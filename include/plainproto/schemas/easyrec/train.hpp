// plainproto: EasyRec's easy_rec/python/protos/train.proto (alibaba/EasyRec bd230cb1), package `protos`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../../core.hpp"
#include "optimizer.hpp"

namespace plainproto {
namespace protos {

PLAINPROTO_ENUM(DistributionStrategy, "protos.DistributionStrategy",
                (NoStrategy, 0, "use old SyncReplicasOptimizer for ParameterServer training"),
                (PSStrategy, 1,
                 "PSStrategy with multiple gpus on one node could not work\n"
                 "on pai-tf, could only work on TF >=1.15"),
                (MirroredStrategy, 2,
                 "could only work on PaiTF or TF >=1.15\n"
                 "single worker multiple gpu mode"),
                (CollectiveAllReduceStrategy, 3, "Depreciated"),
                (ExascaleStrategy, 4, "currently not working good"),
                (MultiWorkerMirroredStrategy, 5,
                 "multi worker multi gpu mode\n"
                 "see tf.distribute.experimental.MultiWorkerMirroredStrategy"),
                (HorovodStrategy, 6, "use horovod strategy"),
                (SokStrategy, 7, "support kv embedding, support kv embedding shard"),
                (EmbeddingParallelStrategy, 8, "support embedding shard, requires horovod"));

struct IncrementSaveConfig : plainproto::message<IncrementSaveConfig> {
  struct Kafka : plainproto::message<Kafka> {
    struct Consumer : plainproto::message<Consumer> {
      PLAINPROTO_OPTIONAL(1, std::string, config_topic);
      PLAINPROTO_OPTIONAL(2, std::string, config_global);
      PLAINPROTO_OPTIONAL(3, std::int64_t, offset) = 0;
      PLAINPROTO_OPTIONAL(4, std::int32_t, timeout) = 600;
    };
    PLAINPROTO_REQUIRED(1, std::string, server);
    PLAINPROTO_REQUIRED(2, std::string, topic);
    PLAINPROTO_REQUIRED(3, Consumer, consumer);
  };
  struct Datahub : plainproto::message<Datahub> {
    struct Consumer : plainproto::message<Consumer> {
      PLAINPROTO_OPTIONAL(1, std::int64_t, offset) = 0;
      PLAINPROTO_OPTIONAL(2, std::int32_t, timeout) = 600;
    };
    PLAINPROTO_REQUIRED(1, std::string, akId);
    PLAINPROTO_REQUIRED(2, std::string, akSecret);
    PLAINPROTO_REQUIRED(3, std::string, region);
    PLAINPROTO_REQUIRED(4, std::string, project);
    PLAINPROTO_REQUIRED(5, std::string, topic);
    PLAINPROTO_REQUIRED(6, Consumer, consumer);
  };
  struct File : plainproto::message<File> {
    PLAINPROTO_OPTIONAL(1, std::string, incr_save_dir) = "incr_save";
    PLAINPROTO_OPTIONAL(2, bool, relative, "relative to model_dir") = true;
    PLAINPROTO_OPTIONAL(3, std::string, mount_path,
                        "for online inference, please set the storage.mount_path to mount_path\n"
                        "online service will fail") = "/home/admin/docker_ml/workspace/incr_save/";
  };
  PLAINPROTO_OPTIONAL(1, std::int32_t, sparse_save_secs) = 0;
  PLAINPROTO_OPTIONAL(2, std::int32_t, dense_save_secs) = 0;
  PLAINPROTO_OPTIONAL(3, std::int32_t, sparse_save_steps) = 0;
  PLAINPROTO_OPTIONAL(4, std::int32_t, dense_save_steps) = 0;
  PLAINPROTO_OPTIONAL(5, bool, debug_save_update,
                      "if open, will save increment updates to model_dir/incr_save/") = false;
  PLAINPROTO_ONEOF(incr_update,
                   (501, Kafka, kafka),
                   (502, Datahub, datahub),
                   (503, File, fs));
};
PLAINPROTO_MESSAGE(IncrementSaveConfig::Kafka::Consumer, "protos.IncrementSaveConfig.Kafka.Consumer",
                   config_topic, config_global, offset, timeout);
PLAINPROTO_MESSAGE(IncrementSaveConfig::Kafka, "protos.IncrementSaveConfig.Kafka", server, topic, consumer);
PLAINPROTO_MESSAGE(IncrementSaveConfig::Datahub::Consumer, "protos.IncrementSaveConfig.Datahub.Consumer",
                   offset, timeout);
PLAINPROTO_MESSAGE(IncrementSaveConfig::Datahub, "protos.IncrementSaveConfig.Datahub",
                   akId, akSecret, region, project, topic, consumer);
PLAINPROTO_MESSAGE(IncrementSaveConfig::File, "protos.IncrementSaveConfig.File", incr_save_dir, relative, mount_path);
PLAINPROTO_MESSAGE(IncrementSaveConfig, "protos.IncrementSaveConfig",
                   sparse_save_secs, dense_save_secs, sparse_save_steps, dense_save_steps, debug_save_update,
                   incr_update);

struct TrainConfig : plainproto::message<TrainConfig> {
  PLAINPROTO_MESSAGE_DOC("Message for configuring EasyRecModel training jobs (train.py).\n"
                         "Next id: 25");
  PLAINPROTO_REPEATED(1, Optimizer, optimizer_config, "optimizer options");
  PLAINPROTO_OPTIONAL(2, float, gradient_clipping_by_norm, "If greater than 0, clips gradients by this value.") = 0.0f;
  PLAINPROTO_OPTIONAL(5, std::uint32_t, num_steps,
                      "Number of steps to train the models: if 0, will train the model\n"
                      "indefinitely.") = 0u;
  PLAINPROTO_OPTIONAL(6, std::string, fine_tune_checkpoint,
                      "options related checkpoint save and restore\n"
                      "NOTE: there are some options which are set in tf.estimator.RunConfig\n"
                      "Checkpoint to restore variables from.") = "";
  PLAINPROTO_OPTIONAL(8, std::string, fine_tune_ckpt_var_map) = "";
  PLAINPROTO_OPTIONAL(9, bool, sync_replicas,
                      "The following fields are for distributed training\n"
                      "Whether to synchronize replicas during training.\n"
                      "In case so, build a SyncReplicateOptimizer") = true;
  PLAINPROTO_OPTIONAL(901, std::string, sparse_accumulator_type,
                      "only take effect on pai-tf when sync_replicas is set,\n"
                      "options are:\n"
                      "    raw, hash, multi_map, list, parallel\n"
                      "in general, multi_map runs faster than other options.") = "multi_map";
  PLAINPROTO_OPTIONAL(10, float, startup_delay_steps,
                      "Number of training steps between replica startup.\n"
                      "This flag must be set to 0 if sync_replicas is set to true.") = 15.0f;
  PLAINPROTO_OPTIONAL(141, std::uint32_t, save_checkpoints_steps, "Step interval for saving checkpoint") = 1000u;
  PLAINPROTO_OPTIONAL(142, std::uint32_t, save_checkpoints_secs, "Seconds interval for saving checkpoint");
  PLAINPROTO_OPTIONAL(143, std::uint32_t, keep_checkpoint_max, "Max checkpoints to keep") = 10u;
  PLAINPROTO_OPTIONAL(16, std::uint32_t, save_summary_steps, "Save summaries every this many steps.") = 1000u;
  PLAINPROTO_OPTIONAL(17, std::uint32_t, log_step_count_steps,
                      "The frequency global step/sec and the loss will be logged during training.") = 10u;
  PLAINPROTO_OPTIONAL(18, bool, is_profiling, "profiling or not") = false;
  PLAINPROTO_OPTIONAL(19, bool, force_restore_shape_compatible,
                      "if variable shape is incompatible, clip or pad variables in checkpoint") = false;
  PLAINPROTO_OPTIONAL(20, DistributionStrategy, train_distribute,
                      "DistributionStrategy, available values are 'mirrored' and 'collective' and 'ess'\n"
                      "- mirrored: MirroredStrategy, single machine and multiple devices;\n"
                      "- collective: CollectiveAllReduceStrategy, multiple machines and multiple devices.") =
      DistributionStrategy::NoStrategy;
  PLAINPROTO_OPTIONAL(21, std::int32_t, num_gpus_per_worker, "Number of gpus per machine") = 1;
  PLAINPROTO_OPTIONAL(23, bool, summary_model_vars, "summary model variables or not") = false;
  PLAINPROTO_OPTIONAL(25, std::string, protocol,
                      "distribute training protocol [grpc++ | star_server]\n"
                      "grpc++: https://help.aliyun.com/document_detail/173157.html?spm=5176.10695662.1996646101.searchclickresult.3ebf450evuaPT3\n"
                      "star_server: https://help.aliyun.com/document_detail/173154.html?spm=a2c4g.11186623.6.627.39ad7e3342KOX4");
  PLAINPROTO_OPTIONAL(26, std::int32_t, inter_op_parallelism_threads, "inter_op_parallelism_threads") = 0;
  PLAINPROTO_OPTIONAL(27, std::int32_t, intra_op_parallelism_threads, "intra_op_parallelism_threads") = 0;
  PLAINPROTO_OPTIONAL(28, bool, tensor_fuse, "tensor fusion on PAI-TF") = false;
  PLAINPROTO_OPTIONAL(29, bool, write_graph, "write graph into graph.pbtxt and summary or not") = true;
  PLAINPROTO_REPEATED(30, std::string, freeze_gradient, "match variable patterns to freeze");
  PLAINPROTO_OPTIONAL(31, IncrementSaveConfig, incr_save_config, "increment save config");
  PLAINPROTO_OPTIONAL(32, bool, enable_oss_stop_signal,
                      "enable oss stop signal\n"
                      "stop by create OSS_STOP_SIGNAL under model_dir") = false;
  PLAINPROTO_OPTIONAL(33, std::string, dead_line,
                      "stop training after dead_line time, format:\n"
                      "  20220508 23:59:59");
};
PLAINPROTO_MESSAGE(TrainConfig, "protos.TrainConfig",
                   optimizer_config, gradient_clipping_by_norm, num_steps, fine_tune_checkpoint, fine_tune_ckpt_var_map,
                   sync_replicas, sparse_accumulator_type, startup_delay_steps, save_checkpoints_steps,
                   save_checkpoints_secs, keep_checkpoint_max, save_summary_steps, log_step_count_steps, is_profiling,
                   force_restore_shape_compatible, train_distribute, num_gpus_per_worker, summary_model_vars, protocol,
                   inter_op_parallelism_threads, intra_op_parallelism_threads, tensor_fuse, write_graph,
                   freeze_gradient, incr_save_config, enable_oss_stop_signal, dead_line);

}  // namespace protos
}  // namespace plainproto
