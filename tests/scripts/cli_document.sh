#!/usr/bin/env bash
# plainproto set edits text format in place: on configs with comments in every position (above and after fields,
# inside blocks, at the end of the file, between a name and its '{' or ':'), tabs, one-line blocks, no final line
# break, fields out of order, and on the bundled examples, the output is compared byte for byte with
# tests/data/document/NAME.expected; each case runs again on a CRLF copy, which must give the CRLF expected file.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

data=$source_dir/tests/data/document

# expect_set NAME INPUT ARGS...: `plainproto set INPUT ARGS` prints NAME.expected, on LF and on CRLF input, and
# writes the same with -i.
expect_set() {
  local name=$1 input=$2
  shift 2
  run 0 set "$input" "$@"
  expect_no_err
  cp "$work/out" "$name.out"
  expect_same "$data/$name.expected" "$name.out" "set $(basename "$input") $*"
  cp "$input" "$name.in"
  run 0 set -i "$name.in" "$@"
  expect_same "$data/$name.expected" "$name.in" "set -i $(basename "$input") $*"
  sed 's/$/\r/' "$input" >"$name.crlf.in"
  sed 's/$/\r/' "$data/$name.expected" >"$name.crlf.expected"
  if [ -n "$(tail -c 1 "$input")" ]; then  # no final line break: none on the copies either
    truncate -s -1 "$name.crlf.in"
    truncate -s -1 "$name.crlf.expected"
  fi
  run 0 set "$name.crlf.in" "$@"
  expect_same "$name.crlf.expected" "$work/out" "set on a CRLF copy of $(basename "$input") $*"
}

# --- comments in every position ------------------------------------------------------------------------------
# scalars change in place (hex and single quotes respelled only where changed), new fields in number order
expect_set commented.scalars "$data/commented.config" -t TrainConfig \
  num_steps=5000 sync_replicas=false 'fine_tune_checkpoint=oss://bucket/new' \
  'optimizer_config[0].adam_optimizer.beta1=0.85' 'optimizer_config[1].ftrl_optimizer.l2_reg=0.5' \
  'freeze_gradient[1]=deep/bias' 'incr_save_config.fs.relative=false' save_checkpoints_steps=1000 \
  train_distribute=MirroredStrategy
# replaced messages are printed anew (their inner comments go with them), a oneof switches, a cleared list goes
expect_set commented.messages "$data/commented.config" -t TrainConfig \
  'optimizer_config[0]={momentum_optimizer {momentum_optimizer_value: 0.8} use_moving_average: true}' \
  'optimizer_config[1].ftrl_optimizer.learning_rate={}' 'freeze_gradient=[]' 'incr_save_config.fs={}' \
  'optimizer_config[1].adam_optimizer.beta2=0.99'
# whole repeated fields replaced where they were first (a list written as one stays one)
expect_set commented.lists "$data/commented.config" -t TrainConfig \
  'freeze_gradient=["a", "b", "c"]' 'incr_save_config.kafka={server: "k:9092" topic: "t" consumer {}}' \
  'optimizer_config=[{}]'

# --- layouts ---------------------------------------------------------------------------------------------------
# tabs stay tabs, also in what is inserted
expect_set tabs "$data/tabs.config" -t TrainConfig 'optimizer_config[0].adam_optimizer.beta2=0.99' \
  'optimizer_config[0].use_moving_average=true' 'fine_tune_checkpoint=ckpt' 'incr_save_config.fs.relative=false' \
  'freeze_gradient=["a", "b"]'
# one-line blocks take new fields on their line; separators stay
expect_set one_line "$data/one_line.config" -t TrainConfig 'optimizer_config[0].adam_optimizer.beta2=0.99' \
  'optimizer_config[0].use_moving_average=true' 'fine_tune_checkpoint=ckpt' 'incr_save_config.fs.relative=false' \
  'freeze_gradient=["a", "b"]'
# a file without a final line break keeps it that way
expect_set no_final_newline "$data/no_final_newline.config" -t TrainConfig 'fine_tune_checkpoint=ckpt' \
  'optimizer_config=[{}]'
# fields in no particular order: new ones go after the last
expect_set unordered "$data/unordered.config" -t TrainConfig 'optimizer_config[0].adam_optimizer.beta2=0.99' \
  'fine_tune_checkpoint=ckpt' 'incr_save_config.fs.relative=false' 'freeze_gradient=["a", "b"]'

# --- the bundled examples -------------------------------------------------------------------------------------
expect_set pipeline "$examples/easyrec/pipeline.config" -t TrainConfig --at train_config \
  train_config.num_steps=5000 'train_config.optimizer_config[ftrl_optimizer.l1_reg>5].ftrl_optimizer.l2_reg=0.5' \
  "train_config.incr_save_config.kafka={server: 'k:9092' topic: 'incr' consumer {}}" \
  'train_config.freeze_gradient[0]=dnn/bias' 'train_config.fine_tune_checkpoint=oss://b/ckpt'
expect_set train_config "$examples/easyrec/train_config.config" -t TrainConfig \
  'num_steps;sync_replicas=100000;false' 'optimizer_config[use_moving_average=true].moving_average_decay=0.99' \
  'optimizer_config[1].ftrl_optimizer.learning_rate.constant_learning_rate.learning_rate=0.02' \
  'optimizer_config[:2].embedding_learning_rate_multiplier=3' 'freeze_gradient=["dnn/bias"]' \
  'incr_save_config.kafka.consumer.timeout=900' 'dead_line=20240701 23:59:59' 'save_checkpoints_secs=600'
expect_set strategy "$examples/paddle/strategy.prototxt" -t DistributedStrategy \
  'amp_configs.init_loss_scaling=65536' 'hybrid_configs.mp_degree=8' 'recompute_configs.checkpoints[1]=gpt/layer_5/output' \
  'amp_configs.custom_black_list=["reduce_sum"]' 'nccl_comm_num=1' 'a_sync=true' 'sharding=true' \
  'sharding_configs={sharding_degree: 2}'

finish
