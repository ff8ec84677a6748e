#!/usr/bin/env bash
# plainproto set --at train_config on a Python-saved EasyRec pipeline.config writes byte for byte what EasyRec's
# edit_config + save_pipeline_config write for the same edit: a scalar, a new string (UTF-8 kept, as EasyRec saves
# it), [i], slices, [:], conditions, a list, a replaced message, "{}", ';'-separated paths, a oneof switched by an
# edit. EasyRec is not installable here, so tests/scripts/easyrec_edit_config.py does what its config_util does,
# on Python protobuf (python3-protobuf) and `protoc --python_out` of the schema plainproto exports.
# Cases marked `python` write new floats that Python spells N.0 where plainproto's C++ spelling is N: they are run
# with --style python (the others rely on set finding the file's style itself).
# Exits 77 (skip) without protoc or python3-protobuf.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

command -v protoc >/dev/null || { echo "protoc not found (Debian: protobuf-compiler); skipping"; exit 77; }
python=
for candidate in python3 /usr/bin/python3; do
  if "$candidate" -c 'import google.protobuf' 2>/dev/null; then
    python=$candidate
    break
  fi
done
[ -n "$python" ] || { echo "Python protobuf not found (Debian: python3-protobuf); skipping"; exit 77; }

data=$source_dir/tests/data/document/easyrec
edit_config=$source_dir/tests/scripts/easyrec_edit_config.py
"$cli" schema --out schema >/dev/null
mkdir generated
protoc -I schema -I "$data" --python_out=generated schema/protos.proto "$data/easyrec_pipeline.proto" ||
  { fail "protoc failed"; finish; }
"$python" "$edit_config" generated save "$data/pipeline_source.config" pipeline.config || { fail "saving failed"; finish; }

# the Python-saved file reads back unchanged
run 0 set -t TrainConfig --at train_config pipeline.config train_config.num_steps=2500
expect_same pipeline.config "$work/out" "set with the value the file has"

# same_as_easyrec NAME cpp|python KEY VALUE: `plainproto set --at train_config pipeline.config KEY=VALUE` writes what
# EasyRec writes for edit_config({KEY: VALUE}); `python`: the edit writes floats Python spells N.0.
same_as_easyrec() {
  local name=$1 spelling=$2 key=$3 value=$4 style=()
  if ! "$python" "$edit_config" generated edit pipeline.config "$name.easyrec" "$key" "$value"; then
    fail "$name: EasyRec's edit_config fails on $key = $value"
    return
  fi
  [ "$spelling" = python ] && style=(--style python)
  run 0 set -t TrainConfig --at train_config "${style[@]}" pipeline.config "$key=$value"
  cp "$work/out" "$name.plainproto"
  cmp -s "$name.easyrec" "$name.plainproto" && return
  fail "$name: plainproto set $key=$value differs from EasyRec's edit_config + save_pipeline_config"
  diff -u "$name.easyrec" "$name.plainproto" | sed 's/^/  /' >&2
}

same_as_easyrec scalar cpp train_config.num_steps 5000
same_as_easyrec new_scalar cpp train_config.keep_checkpoint_max 3
same_as_easyrec new_string cpp train_config.fine_tune_checkpoint oss://bucket/ckpt-180000
same_as_easyrec utf8_string cpp train_config.fine_tune_checkpoint 'oss://桶/模型/ckpt'
same_as_easyrec enum_number cpp train_config.train_distribute 2
same_as_easyrec index cpp 'train_config.freeze_gradient[1]' deep/bias
same_as_easyrec slice cpp 'train_config.optimizer_config[0:1].use_moving_average' true
same_as_easyrec all cpp 'train_config.optimizer_config[:].moving_average_decay' 0.99
same_as_easyrec condition cpp 'train_config.optimizer_config[use_moving_average=true].embedding_learning_rate_multiplier' 2.5
same_as_easyrec condition_number cpp 'train_config.optimizer_config[embedding_learning_rate_multiplier>1].use_moving_average' false
same_as_easyrec list cpp train_config.freeze_gradient "['dnn/bias', 'dnn/kernel']"
same_as_easyrec message cpp 'train_config.optimizer_config[1]' \
  '{ftrl_optimizer {learning_rate {constant_learning_rate {learning_rate: 0.005}} l1_reg: 2.5} use_moving_average: false}'
same_as_easyrec empty_message cpp train_config.incr_save_config.fs '{}'
same_as_easyrec new_message cpp train_config.incr_save_config.kafka \
  "{server: 'kafka:9092' topic: 'incr' consumer {config_topic: 'c' config_global: 'g'}}"
same_as_easyrec separated cpp 'train_config.num_steps;train_config.sync_replicas;train_config.log_step_count_steps' \
  '8000;false;100'
same_as_easyrec integral_float python train_config.gradient_clipping_by_norm 5
same_as_easyrec oneof_switch python 'train_config.optimizer_config[use_moving_average=false].ftrl_optimizer.l1_reg' 2
same_as_easyrec message_integral_float python 'train_config.optimizer_config[0].adam_optimizer.learning_rate' \
  '{constant_learning_rate {learning_rate: 1}}'

finish
