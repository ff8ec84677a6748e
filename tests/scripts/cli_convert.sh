#!/usr/bin/env bash
# plainproto convert end to end: text to text from a file, standard input and -o, the print options, merge,
# unknown fields, partial messages and --at on an EasyRec pipeline.config.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

cat >small.config <<'IN'
# liberties of the grammar
num_steps: 0x10; sync_replicas: f,
optimizer_config < adam_optimizer: { beta1: 8e-1 } >
fine_tune_checkpoint: 'ck' "pt\344\270\255"
freeze_gradient: ["a", 'b']
IN
cat >small.expected <<'OUT'
optimizer_config {
  adam_optimizer {
    beta1: 0.8
  }
}
num_steps: 16
fine_tune_checkpoint: "ckpt\344\270\255"
sync_replicas: false
freeze_gradient: "a"
freeze_gradient: "b"
OUT

# a file, a full or a short type name
run 0 convert -t protos.TrainConfig --to text small.config
expect_out <small.expected
expect_no_err
run 0 convert -t TrainConfig --to=text --from text small.config
expect_out <small.expected

# standard input: "-" or no FILE
stdin=small.config run 0 convert -t TrainConfig --to text -
expect_out <small.expected
stdin=small.config run 0 convert -t TrainConfig --to text
expect_out <small.expected

# -o writes the file and prints nothing
run 0 convert -t TrainConfig --to text -o out.config small.config
expect_no_out
expect_same small.expected out.config "convert -o"
run 0 convert -t TrainConfig --to text -o - small.config
expect_out <small.expected

# one line (ShortDebugString, plus a final newline), UTF-8 kept
run 0 convert -t TrainConfig --to text --single-line --utf8 small.config
printf '%s\n' 'optimizer_config { adam_optimizer { beta1: 0.8 } } num_steps: 16 fine_tune_checkpoint: "ckpt中" sync_replicas: false freeze_gradient: "a" freeze_gradient: "b"' | expect_out

# parse rejects a field given twice; --merge keeps the last value (as EasyRec and Paddle load configs)
printf 'num_steps: 1\nnum_steps: 2\n' >twice.config
run 1 convert -t TrainConfig --to text twice.config
expect_no_out
expect_err <<'ERR'
twice.config:2:10: error: Non-repeated field "num_steps" is specified multiple times.
num_steps: 2
         ^
ERR
run 0 convert -t TrainConfig --to text --merge twice.config
printf 'num_steps: 2\n' | expect_out

# unknown fields: an error with a suggestion, or skipped
printf 'num_step: 1\nmodel_config { deepfm { dnn { hidden_units: [1, 2] } } }\nlog_step_count_steps: 5\n' >unknown.config
run 1 convert -t TrainConfig --to text unknown.config
expect_err <<'ERR'
unknown.config:1:9: error: Message type "protos.TrainConfig" has no field named "num_step". Did you mean "num_steps"?
num_step: 1
        ^
ERR
run 0 convert -t TrainConfig --to text --allow-unknown unknown.config
printf 'log_step_count_steps: 5\n' | expect_out

# required fields: missing is an error unless --allow-partial
printf 'incr_save_config { kafka { server: "k:9092" } }\n' >partial.config
run 1 convert -t TrainConfig --to text partial.config
expect_err <<'ERR'
partial.config: error: Message missing required fields: incr_save_config.kafka.topic, incr_save_config.kafka.consumer
ERR
run 0 convert -t TrainConfig --to text --allow-partial partial.config
expect_out <<'OUT'
incr_save_config {
  kafka {
    server: "k:9092"
  }
}
OUT

# the examples convert, and converting the output again changes nothing
for example in easyrec/train_config.config:TrainConfig paddle/strategy.prototxt:DistributedStrategy; do
  file=${example%%:*}
  type=${example##*:}
  run 0 convert -t "$type" --to text "$examples/$file"
  cp out once.txt
  run 0 convert -t "$type" --to text once.txt
  expect_same once.txt out "convert twice $file"
done

# --at: only the train_config block of a pipeline; the other blocks are not TrainConfig fields
run 0 convert -t TrainConfig --to text --at train_config "$examples/easyrec/pipeline.config"
expect_out <<'OUT'
optimizer_config {
  use_moving_average: false
  adam_optimizer {
    learning_rate {
      exponential_decay_learning_rate {
        initial_learning_rate: 0.0001
        decay_steps: 10000
        decay_factor: 0.5
        min_learning_rate: 1e-07
      }
    }
  }
}
optimizer_config {
  ftrl_optimizer {
    learning_rate {
      constant_learning_rate {
        learning_rate: 0.01
      }
    }
    l1_reg: 10
  }
}
num_steps: 2500
sync_replicas: true
log_step_count_steps: 200
freeze_gradient: "wide/bias"
incr_save_config {
  dense_save_secs: 300
  fs {
    relative: true
  }
}
save_checkpoints_steps: 500
OUT
run 1 convert -t TrainConfig --to text "$examples/easyrec/pipeline.config"
expect_no_out
expect_err <<ERR
$examples/easyrec/pipeline.config:6:17: error: Message type "protos.TrainConfig" has no field named "train_input_path".
train_input_path: "data/test/dwd_avazu_ctr_deepmodel_10w.csv"
                ^
  --allow-unknown skips what protos.TrainConfig does not have
ERR

finish
