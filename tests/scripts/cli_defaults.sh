#!/usr/bin/env bash
# plainproto defaults end to end: every singular field at its default, recursively, the first member of each
# oneof, repeated fields empty; the output of every built-in type parses back with its required fields set.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

run 0 defaults -t protos.TrainConfig
expect_no_err
expect_out <<'OUT'
gradient_clipping_by_norm: 0
num_steps: 0
fine_tune_checkpoint: ""
fine_tune_ckpt_var_map: ""
sync_replicas: true
startup_delay_steps: 15
save_summary_steps: 1000
log_step_count_steps: 10
is_profiling: false
force_restore_shape_compatible: false
train_distribute: NoStrategy
num_gpus_per_worker: 1
summary_model_vars: false
protocol: ""
inter_op_parallelism_threads: 0
intra_op_parallelism_threads: 0
tensor_fuse: false
write_graph: true
incr_save_config {
  sparse_save_secs: 0
  dense_save_secs: 0
  sparse_save_steps: 0
  dense_save_steps: 0
  debug_save_update: false
  kafka {
    server: ""
    topic: ""
    consumer {
      config_topic: ""
      config_global: ""
      offset: 0
      timeout: 600
    }
  }
}
enable_oss_stop_signal: false
dead_line: ""
save_checkpoints_steps: 1000
save_checkpoints_secs: 0
keep_checkpoint_max: 10
sparse_accumulator_type: "multi_map"
OUT

run 0 defaults -t Optimizer --single-line
printf '%s\n' 'use_moving_average: false moving_average_decay: 0.9999 embedding_learning_rate_multiplier: 0 rms_prop_optimizer { learning_rate { constant_learning_rate { learning_rate: 0.002 } } momentum_optimizer_value: 0.9 decay: 0.9 epsilon: 1 }' | expect_out

run 0 defaults -t HybridConfig
head -n 6 out >head.txt
expect_same head.txt - "defaults -t HybridConfig" <<'OUT'
dp_degree: -1
mp_degree: 1
pp_degree: 1
sharding_degree: 1
sep_degree: 1
mp_configs {
OUT

run 0 types
cp out types.txt
while read -r type; do
  run 0 defaults -t "$type"
  cp out defaults.txt
  stdin=defaults.txt run 0 check -t "$type" -
  printf '<stdin>: ok\n' | expect_out
done <types.txt

finish
