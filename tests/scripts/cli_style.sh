#!/usr/bin/env bash
# --style python on convert, check, get and set: Python protobuf's spellings and readers, the error display in
# Python's columns (characters, a tab one), and set following the file's style when --style is not given.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

printf 'num_steps: 1_000\ngradient_clipping_by_norm: 10\nfine_tune_checkpoint: "caf\\303\\251"\n' >py.config
run 0 convert -t TrainConfig --to text --style python py.config
expect_out <<'OUT'
gradient_clipping_by_norm: 10.0
num_steps: 1000
fine_tune_checkpoint: "caf\303\251"
OUT
run 0 convert -t TrainConfig --to text --style python --utf8 --single-line py.config
expect_out <<'OUT'
gradient_clipping_by_norm: 10.0 num_steps: 1000 fine_tune_checkpoint: "café"
OUT
# libprotobuf's tokenizer does not read 1_000
run 1 convert -t TrainConfig --to text py.config
expect_err <<'ERR'
py.config:1:13: error: Need space between number and identifier.
num_steps: 1_000
            ^
ERR

printf 'num_steps: 1000\ngradient_clipping_by_norm: 10\n' >cpp.config
run 0 convert -t TrainConfig --to json --style python --preserve-names cpp.config
expect_out <<'OUT'
{
  "gradient_clipping_by_norm": 10.0,
  "num_steps": 1000
}
OUT

# EasyRec's JSON loader (json_format.Parse) refuses a repeated field given as one object; libprotobuf does not
printf '{"optimizer_config": {"adam_optimizer": {}}}\n' >one.json
run 0 check -t TrainConfig one.json
expect_out <<'OUT'
one.json: ok
OUT
run 1 check -t TrainConfig --style python one.json
expect_no_out
expect_err <<'ERR'
one.json:1:22: error: Failed to parse optimizer_config field: repeated field optimizer_config must be in [] which is {'adam_optimizer': {}} at TrainConfig.
{"optimizer_config": {"adam_optimizer": {}}}
                     ^
ERR
printf 'num_steps:\t- 5\n' >sign.config
run 1 check -t TrainConfig --style python sign.config
expect_err <<'ERR'
sign.config:1:12: error: Couldn't parse integer: -
num_steps:      - 5
                ^
  in field num_steps
ERR
printf 'fine_tune_checkpoint: "\303\251" num_steps: x\n' >utf8.config
run 1 check -t TrainConfig --style python utf8.config
expect_err <<'ERR'
utf8.config:1:38: error: Couldn't parse integer: x
fine_tune_checkpoint: "é" num_steps: x
                                     ^
  in field num_steps
ERR
# Python's loaders check no required fields
printf 'incr_save_config { kafka { server: "s" } }\n' >partial.config
run 0 check -t TrainConfig --style python partial.config
expect_out <<'OUT'
partial.config: ok
OUT

run 0 get -t TrainConfig --style python cpp.config gradient_clipping_by_norm num_steps
printf '10.0\n1000\n' | expect_out
run 0 get -t TrainConfig cpp.config gradient_clipping_by_norm
printf '10\n' | expect_out

# set keeps the lines it does not edit and writes the values it prints anew in the file's style: Python's where a
# float is spelled 10.0, or the one --style names
printf 'num_steps: 1\ngradient_clipping_by_norm: 10.0\n' >saved.config
run 0 set -t TrainConfig saved.config num_steps=2 startup_delay_steps=5
expect_out <<'OUT'
num_steps: 2
gradient_clipping_by_norm: 10.0
startup_delay_steps: 5.0
OUT
run 0 set -t TrainConfig --style cpp saved.config num_steps=2 startup_delay_steps=5
expect_out <<'OUT'
num_steps: 2
gradient_clipping_by_norm: 10.0
startup_delay_steps: 5
OUT
run 0 set -t TrainConfig cpp.config startup_delay_steps=5
expect_out <<'OUT'
num_steps: 1000
gradient_clipping_by_norm: 10
startup_delay_steps: 5
OUT

# set, fmt and --at read the file's tokens as --style says: Python's text_format reads 1_000, +5 and a full-width
# space (U+3000), which libprotobuf's tokenizer rejects; only the edited value's bytes change
printf 'num_steps:\343\200\200100\nsave_checkpoints_steps: 1_000  # kept\n' >python_only.config
run 0 set -t TrainConfig --style python python_only.config num_steps=200
printf 'num_steps:\343\200\200200\nsave_checkpoints_steps: 1_000  # kept\n' | expect_out
run 1 set -t TrainConfig python_only.config num_steps=200
expect_err <<'ERR'
python_only.config:1:11: error: Interpreting non ascii codepoint 227.
num_steps:　100
          ^
ERR
run 0 fmt --style python python_only.config
printf 'num_steps: 100\nsave_checkpoints_steps: 1_000  # kept\n' | expect_out
# a quoted value is decoded as the file is read: Python's reader refuses a string that is not UTF-8, and the edit
# is refused with its words (libprotobuf's reader takes it)
run 1 set -t TrainConfig --style python python_only.config 'fine_tune_checkpoint="\377"'
expect_err <<'ERR'
plainproto: fine_tune_checkpoint: invalid value ""\377"": Couldn't parse string: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
ERR
run 0 set -t TrainConfig --style python python_only.config 'fine_tune_checkpoint="caf\303\251"'
printf 'num_steps:\343\200\200100\nfine_tune_checkpoint: "caf\\303\\251"\nsave_checkpoints_steps: 1_000  # kept\n' | expect_out
printf 'model_config { x: 0o17 y: +5 }\ntrain_config {\n  num_steps: 1_000\n}\n' >python_pipeline.config
run 0 check -t TrainConfig --style python --at train_config python_pipeline.config
expect_out <<'OUT'
python_pipeline.config: ok
OUT
run 0 set -t TrainConfig --style python --at train_config python_pipeline.config train_config.num_steps=7
expect_out <<'OUT'
model_config { x: 0o17 y: +5 }
train_config {
  num_steps: 7
}
OUT
# Python's errors at Python's columns (characters), in set too
printf 'fine_tune_checkpoint: "\303\251" num_steps: x\n' >utf8_set.config
run 1 set -t TrainConfig --style python utf8_set.config num_steps=1
expect_err <<'ERR'
utf8_set.config:1:38: error: Couldn't parse integer: x
fine_tune_checkpoint: "é" num_steps: x
                                     ^
  in field num_steps
ERR
# A NUL in a string, written raw as Python's as_utf8 writes it, and read back
printf 'num_steps: 1\n' >nul.config
run 0 set -t TrainConfig --style python --utf8 nul.config 'fine_tune_checkpoint="a\000b"'
printf 'num_steps: 1\nfine_tune_checkpoint: "a\000b"\n' | expect_out

# diff reads both files as --style says and spells values as that style does
printf 'num_steps: 1_000\ngradient_clipping_by_norm: 10\n' >py_a.config
printf 'num_steps: 1000\ngradient_clipping_by_norm: 5\n' >py_b.config
run 1 diff -t TrainConfig --style python py_a.config py_b.config
expect_out <<'OUT'
gradient_clipping_by_norm: 10.0 -> 5.0
OUT

# set asks, after the edits, for the required fields the reader asks for: Python's readers ask for none, so an
# edit of a file they load is written
printf 'num_steps: 10\nincr_save_config {\n  kafka {\n    server: "k:9092"\n  }\n}\n' >kafka.config
run 0 set -t TrainConfig --style python kafka.config num_steps=20
printf 'num_steps: 20\nincr_save_config {\n  kafka {\n    server: "k:9092"\n  }\n}\n' | expect_out
run 1 set -t TrainConfig kafka.config num_steps=20
expect_err <<'ERR'
plainproto: after the edits, required fields are missing: incr_save_config.kafka.topic, incr_save_config.kafka.consumer
ERR

# set --style python reads a message value as Python's text_format.Parse does, as EasyRec's edit_config does
printf 'num_steps: 10\n' >values.config
run 0 set -t TrainConfig --style python values.config 'optimizer_config={ftrl_optimizer {l1_reg: 1_0}}'
printf 'optimizer_config {\n  ftrl_optimizer {\n    l1_reg: 10.0\n  }\n}\nnum_steps: 10\n' | expect_out
run 1 set -t TrainConfig --style python values.config 'optimizer_config={use_moving_average: 0x1}'
expect_err <<'ERR'
plainproto: optimizer_config: invalid value "{use_moving_average: 0x1}": 1:22: Expected "true" or "false".
ERR

run 2 convert -t TrainConfig --to text --style pyhton cpp.config
expect_err <<'ERR'
plainproto convert: --style must be cpp or python, not "pyhton" (see plainproto convert --help)
ERR

finish
