#!/usr/bin/env bash
# plainproto get and set end to end: edit_config paths on files and standard input, output to standard output,
# -o and -i, and `set -i --at train_config` on an EasyRec pipeline.config, where only the train_config block
# may change (every other byte is compared).
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

cp "$examples/easyrec/train_config.config" "$examples/easyrec/pipeline.config" .

# --- get -------------------------------------------------------------------------------------------------------
run 0 get -t TrainConfig train_config.config num_steps 'optimizer_config[:].use_moving_average' \
  'optimizer_config[momentum_optimizer.momentum_optimizer_value>0.5].momentum_optimizer.learning_rate.manual_step_learning_rate.schedule[-1]' \
  freeze_gradient incr_save_config.kafka.consumer 'optimizer_config[9:]' train_distribute sparse_accumulator_type
expect_out <<'OUT'
200000
false
false
true
{ step: 150000 learning_rate: 0.0005 }
["wide/bias", "wide/weights"]
{ config_topic: "easyrec_ranking_config" config_global: "global_step" offset: 0 timeout: 600 }
MultiWorkerMirroredStrategy
"multi_map"
OUT
expect_no_err
stdin=train_config.config run 0 get -t TrainConfig - 'optimizer_config[ftrl_optimizer.l1_reg>=10].embedding_learning_rate_multiplier'
printf '2\n' | expect_out
# --at: paths relative to the block, or starting at the pipeline as EasyRec writes them
run 0 get -t TrainConfig --at train_config pipeline.config num_steps train_config.num_steps 'train_config . log_step_count_steps'
printf '2500\n2500\n200\n' | expect_out
run 1 get -t TrainConfig train_config.config 'optimizer_config[3].use_moving_average'
expect_no_out
expect_err <<'ERR'
plainproto: optimizer_config[3]: index out of range (3 elements)
ERR
run 1 get -t TrainConfig train_config.config num_step
expect_err <<'ERR'
plainproto: no field "num_step" in protos.TrainConfig; did you mean "num_steps"?
ERR
run 1 get -t TrainConfig train_config.config 'optimizer_config[adam_optimizer>1]'
expect_err <<'ERR'
plainproto: optimizer_config[adam_optimizer>1]: adam_optimizer: cannot compare a message; compare one of its fields
ERR
run 1 get -t TrainConfig train_config.config 'optimizer_config[0].adam_optimizr.beta1'
expect_err <<'ERR'
plainproto: optimizer_config[0]: no field "adam_optimizr" in protos.Optimizer; did you mean "adam_optimizer"?
ERR
# a file without its required fields, read with --allow-partial (text and binary; JSON always checks them)
printf 'incr_save_config { datahub { akId: "id" } }\n' >partial.config
run 1 get -t TrainConfig partial.config incr_save_config.datahub.akId
expect_err <<'ERR'
partial.config: error: Message missing required fields: incr_save_config.datahub.akSecret, incr_save_config.datahub.region, incr_save_config.datahub.project, incr_save_config.datahub.topic, incr_save_config.datahub.consumer
ERR
run 0 get -t TrainConfig --allow-partial partial.config incr_save_config.datahub.akId incr_save_config.datahub.topic
printf '"id"\n""\n' | expect_out
"$cli" convert -t TrainConfig --allow-partial --to binary -o partial.pb partial.config
run 0 get -t TrainConfig --allow-partial partial.pb incr_save_config.datahub.akId
printf '"id"\n' | expect_out
printf '{"incrSaveConfig": {"datahub": {"akId": "id"}}}\n' >partial.json
run 2 get -t TrainConfig --allow-partial partial.json incr_save_config.datahub.akId
expect_err <<'ERR'
plainproto get: --allow-partial applies to text and binary input (see plainproto get --help)
ERR

# --- set to standard output, -o, -i ------------------------------------------------------------------------------
cat >small.config <<'IN'
optimizer_config {
  adam_optimizer {
    beta1: 0.9
  }
}
optimizer_config {
  use_moving_average: true
  ftrl_optimizer {
    l1_reg: 10
  }
}
num_steps: 100
IN
cp small.config small.original
# the edits apply in order; "a;b=1;2" sets two paths; a write inside another oneof member switches the oneof
run 0 set -t TrainConfig small.config 'num_steps;sync_replicas=0x20;false' \
  'optimizer_config[use_moving_average=true].adam_optimizer.beta2=0.99' 'optimizer_config[0]={}' \
  'freeze_gradient=["a", "b"]' 'incr_save_config.fs={}' train_distribute=MirroredStrategy 'fine_tune_checkpoint=oss://b/c;d'
expect_out <<'OUT'
optimizer_config {
}
optimizer_config {
  use_moving_average: true
  adam_optimizer {
    beta2: 0.99
  }
}
num_steps: 32
fine_tune_checkpoint: "oss://b/c;d"
sync_replicas: false
train_distribute: MirroredStrategy
freeze_gradient: "a"
freeze_gradient: "b"
incr_save_config {
  fs {
  }
}
OUT
expect_no_err
expect_same small.original small.config "set without -o or -i"
# only the first '=' splits, and a bare VALUE may hold an unpaired quote
run 0 set -t TrainConfig small.config "fine_tune_checkpoint=/home/o'brien/ckpt=1"
expect_out <<'OUT'
optimizer_config {
  adam_optimizer {
    beta1: 0.9
  }
}
optimizer_config {
  use_moving_average: true
  ftrl_optimizer {
    l1_reg: 10
  }
}
num_steps: 100
fine_tune_checkpoint: "/home/o\'brien/ckpt=1"
OUT
expect_no_err
stdin=small.config run 0 set -t TrainConfig - num_steps=7 -o out.config
expect_no_out
printf 'optimizer_config {\n  adam_optimizer {\n    beta1: 0.9\n  }\n}\n' >expected.config
printf 'optimizer_config {\n  use_moving_average: true\n  ftrl_optimizer {\n    l1_reg: 10\n  }\n}\nnum_steps: 7\n' >>expected.config
expect_same expected.config out.config "set -o"
run 0 set -t TrainConfig -i small.config num_steps=7
expect_no_out
expect_same expected.config small.config "set -i"

# a path that selects nothing is a warning
cp small.config before.config
run 0 set -t TrainConfig -i small.config 'optimizer_config[5:].use_moving_average=true'
expect_err <<'ERR'
plainproto: warning: optimizer_config[5:].use_moving_average selects nothing; nothing was set
ERR
expect_same before.config small.config "set -i selecting nothing"

# bad edits fail before anything is written
run 1 set -t TrainConfig -i small.config num_steps=8 sync_replicas=maybe
expect_err <<'ERR'
plainproto: sync_replicas: invalid value "maybe": Invalid value for boolean field "sync_replicas". Value: "maybe".
ERR
run 1 set -t TrainConfig -i small.config 'num_steps;sync_replicas=1'
expect_err <<'ERR'
plainproto: "num_steps;sync_replicas": 2 paths but 1 value
ERR
run 1 set -t TrainConfig -i small.config 'incr_save_config.kafka={ server: "k:9092" }'
expect_err <<'ERR'
plainproto: after the edits, required fields are missing: incr_save_config.kafka.topic, incr_save_config.kafka.consumer
ERR
run 1 set -t TrainConfig -i small.config 'optimizer_config[2].use_moving_average=true'
expect_err <<'ERR'
plainproto: optimizer_config[2]: index out of range (2 elements)
ERR
expect_same before.config small.config "failed set -i"

# a file that lacks required fields can be repaired: they are checked after the edits (text and binary)
printf '# kafka\nincr_save_config {\n  kafka {\n    server: "s"\n    topic: "t"\n  }\n}\n' >needs_consumer.config
run 1 set -t TrainConfig needs_consumer.config 'incr_save_config.kafka.server=s2'
expect_err <<'ERR'
plainproto: after the edits, required fields are missing: incr_save_config.kafka.consumer
ERR
run 0 set -t TrainConfig needs_consumer.config 'incr_save_config.kafka.consumer.timeout=5'
expect_out <<'OUT'
# kafka
incr_save_config {
  kafka {
    server: "s"
    topic: "t"
    consumer {
      timeout: 5
    }
  }
}
OUT
run 0 set -t TrainConfig needs_consumer.config 'incr_save_config.fs={}'
expect_out <<'OUT'
# kafka
incr_save_config {
  fs {
  }
}
OUT
"$cli" convert -t TrainConfig --allow-partial --to binary -o needs_consumer.pb needs_consumer.config
run 0 set -t TrainConfig -o repaired.pb needs_consumer.pb 'incr_save_config.kafka.consumer={}'
run 0 get -t TrainConfig repaired.pb incr_save_config.kafka.consumer
printf '{}\n' | expect_out

# --- set -i --at train_config: only that block changes -----------------------------------------------------------
# offset of the block's first byte, and of the byte after its closing "}" line
block_bounds() {
  local start end
  start=$(grep -b -m 1 '^train_config {$' "$1" | cut -d: -f1)
  end=$(grep -b '^}$' "$1" | cut -d: -f1 | awk -v s="$start" '$1 > s { print $1 + 2; exit }')
  echo "$start $end"
}
outside_block_is_kept() {  # ORIGINAL EDITED
  read -r start end < <(block_bounds "$1")
  read -r edited_start edited_end < <(block_bounds "$2")
  [ "$start" = "$edited_start" ] || fail "the train_config block moved: $start -> $edited_start"
  head -c "$start" "$1" >before.a
  head -c "$edited_start" "$2" >before.b
  expect_same before.a before.b "bytes before the train_config block"
  tail -c +"$((end + 1))" "$1" >after.a
  tail -c +"$((edited_end + 1))" "$2" >after.b
  expect_same after.a after.b "bytes after the train_config block"
}

# the example's block is written as plainproto prints it, so an edit that changes nothing changes no byte
run 0 set -t TrainConfig --at train_config -i pipeline.config train_config.num_steps=2500
expect_no_out
expect_no_err
expect_same "$examples/easyrec/pipeline.config" pipeline.config "set -i --at with the same value"

run 0 set -t TrainConfig --at train_config -i pipeline.config train_config.num_steps=5000 \
  'train_config.optimizer_config[ftrl_optimizer.l1_reg>5].ftrl_optimizer.l2_reg=0.5' \
  "train_config.incr_save_config.kafka={server: 'k:9092' topic: 'incr' consumer {}}" \
  'train_config.freeze_gradient[0]=dnn/bias'
expect_no_out
expect_no_err
outside_block_is_kept "$examples/easyrec/pipeline.config" pipeline.config
diff "$examples/easyrec/pipeline.config" pipeline.config >pipeline.diff
expect_out_file() { cp "$1" "$work/out"; compare_with_stdin "$work/out" "$1"; }
expect_out_file pipeline.diff <<'DIFF'
31a32
>       l2_reg: 0.5
34c35
<   num_steps: 2500
---
>   num_steps: 5000
37c38
<   freeze_gradient: "wide/bias"
---
>   freeze_gradient: "dnn/bias"
40,41c41,45
<     fs {
<       relative: true
---
>     kafka {
>       server: "k:9092"
>       topic: "incr"
>       consumer {
>       }
DIFF
run 0 get -t TrainConfig --at train_config pipeline.config 'incr_save_config.kafka.consumer.timeout'
printf '600\n' | expect_out

# to standard output, the whole file with the block rewritten
run 0 set -t TrainConfig --at train_config "$examples/easyrec/pipeline.config" num_steps=5000
expect_no_err
cp "$work/out" stdout.config
outside_block_is_kept "$examples/easyrec/pipeline.config" stdout.config

# a block given twice is read as one message (merged, as protobuf merges a message given twice); set --at edits
# the value where it is, and adds a new field to the last block
printf 'train_config { num_steps: 1 }\nmodel_dir: "m"\ntrain_config { sync_replicas: false }\n' >twice.config
run 0 get -t TrainConfig --at train_config twice.config num_steps sync_replicas
printf '1\nfalse\n' | expect_out
run 0 set -t TrainConfig --at train_config -i twice.config num_steps=2 train_distribute=MirroredStrategy
expect_no_err
printf 'train_config { num_steps: 2 }\nmodel_dir: "m"\ntrain_config { sync_replicas: false train_distribute: MirroredStrategy }\n' >twice.expected
expect_same twice.expected twice.config "set -i --at on two blocks"

# --- line endings: a file whose first line ends in CRLF is written back with CRLF ------------------------------
# set_keeps_crlf FILE ARGS...: `set -i` with ARGS on FILE and on a CRLF copy of it; the copy must end up as FILE
# does, with CRLF line endings
set_keeps_crlf() {
  local file=$1 crlf=crlf.$1
  shift
  sed 's/$/\r/' "$file" >"$crlf"
  run 0 set -i "$file" "$@"
  run 0 set -i "$crlf" "$@"
  sed 's/$/\r/' "$file" >expected.crlf
  expect_same expected.crlf "$crlf" "set -i $* on a CRLF file"
}
sed 's/$/\r/' "$examples/easyrec/pipeline.config" >unchanged.config
cp unchanged.config unchanged.original
run 0 set -t TrainConfig --at train_config -i unchanged.config train_config.num_steps=2500
expect_same unchanged.original unchanged.config "set -i --at with the same value on a CRLF file"
cp "$examples/easyrec/pipeline.config" edited.config
set_keeps_crlf edited.config -t TrainConfig --at train_config train_config.num_steps=5000 \
  "train_config.incr_save_config.kafka={server: 'k:9092' topic: 'incr' consumer {}}"
printf 'model_dir: "m"\ntrain_config { num_steps: 1 }\neval_config { num_examples: 2 }\n' >one_line.config
set_keeps_crlf one_line.config -t TrainConfig --at train_config num_steps=2 sync_replicas=false
set_keeps_crlf small.config -t TrainConfig num_steps=9 'freeze_gradient=["a", "b"]'
printf '{\n  "model_dir": "m",\n  "train_config": {\n    "num_steps": 1\n  },\n  "eval_config": {}\n}\n' >at.json
set_keeps_crlf at.json -t TrainConfig --at train_config num_steps=2 'optimizer_config=[{adam_optimizer {}}]'
printf '{\n  "num_steps": 1\n}\n' >whole.json
set_keeps_crlf whole.json -t TrainConfig num_steps=2 sync_replicas=false

finish
