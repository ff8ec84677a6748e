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

run 2 convert -t TrainConfig --to text --style pyhton cpp.config
expect_err <<'ERR'
plainproto convert: --style must be cpp or python, not "pyhton" (see plainproto convert --help)
ERR

finish
