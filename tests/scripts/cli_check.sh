#!/usr/bin/env bash
# plainproto check end to end: good files, every kind of bad one, the FILE:LINE:COL display with the source
# line and a caret (tabs expanded as the tokenizer counts columns) and the field path, standard input, --type,
# --merge and --at.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

cp "$examples/easyrec/train_config.config" "$examples/paddle/strategy.prototxt" "$examples/easyrec/pipeline.config" .

run 0 check -t TrainConfig train_config.config
expect_out <<'OUT'
train_config.config: ok
OUT
expect_no_err
run 0 check -t paddle.fleet.DistributedStrategy strategy.prototxt
expect_out <<'OUT'
strategy.prototxt: ok
OUT
run 0 check -t TrainConfig --at train_config pipeline.config
expect_out <<'OUT'
pipeline.config: ok
OUT
stdin=train_config.config run 0 check -t TrainConfig -
expect_out <<'OUT'
<stdin>: ok
OUT
# --type is -t's long spelling
run 0 check --type TrainConfig train_config.config
expect_out <<'OUT'
train_config.config: ok
OUT
run 0 check --type=TrainConfig train_config.config
expect_out <<'OUT'
train_config.config: ok
OUT

# a UTF-8 byte order mark is rejected, as libprotobuf rejects it, and named
printf '\357\273\277num_steps: 5\n' >bom.config
run 1 check -t TrainConfig bom.config
expect_err <<'ERR'
bom.config:1:1: error: Interpreting non ascii codepoint 239.
﻿num_steps: 5
^
  the file starts with a UTF-8 byte order mark (EF BB BF); save it without one
ERR

# the field an error is in, as a path, where libprotobuf's message does not name it
printf 'optimizer_config {}
optimizer_config {
  adam_optimizer { beta1: "x" }
}
' >deep.config
run 1 check -t TrainConfig deep.config
expect_err <<'ERR'
deep.config:3:27: error: Expected double, got: "x"
  adam_optimizer { beta1: "x" }
                          ^
  in field optimizer_config[1].adam_optimizer.beta1
ERR

# a bad character after a value is outside the field: in the block around it, if any
printf 'num_steps: 5\nsync_replicas: true\n\001\n' >after_value.config
printf 'optimizer_config {\n  adam_optimizer { beta1: 0.5 }\n  \001 }\n' >after_block.config
run 1 check -t TrainConfig after_value.config after_block.config
expect_err <<'ERR'
after_value.config:3:1: error: Invalid control characters encountered in text.
\x01
^
after_block.config:3:3: error: Invalid control characters encountered in text.
  \x01 }
  ^
  in field optimizer_config[0]
ERR

# the caret under the character, after multi-byte UTF-8 and a tab; of a long line, the part around the error
printf 'fine_tune_checkpoint: "\303\251\344\270\255"\tnum_stepz: 5\n' >utf8.config
printf 'optimizer_config { adam_optimizer { beta1: 0.5 } }%.0s' $(seq 40) >long.config
printf ' num_steps: x\n' >>long.config
run 1 check -t TrainConfig utf8.config long.config
expect_err <<'ERR'
utf8.config:1:42: error: Message type "protos.TrainConfig" has no field named "num_stepz". Did you mean "num_steps"?
fine_tune_checkpoint: "é中"      num_stepz: 5
                                         ^
long.config:1:2013: error: Expected integer, got: x
...timizer_config { adam_optimizer { beta1: 0.5 } } num_steps: x
                                                               ^
  in field num_steps
ERR

# control characters of the input are shown as \xHH, in the message and in the source line (an escape sequence
# there would act on the terminal), the caret still under the character
printf 'num_steps: 1\n\033[31mfoo: 2\n' >escape.config
printf 'num_steps: "a\007b"\n' >bell.config
run 1 check -t TrainConfig escape.config bell.config
expect_err <<'ERR'
escape.config:2:1: error: Invalid control characters encountered in text.
\x1b[31mfoo: 2
^
bell.config:1:12: error: Expected integer, got: "a\x07b"
num_steps: "a\x07b"
           ^
  in field num_steps
ERR

# a file that ends inside a message: libprotobuf's "Expected identifier" at the end, and a line saying which
# field is not closed
printf 'num_steps: 1\noptimizer_config {\n  adam_optimizer {\n    beta1: 0.5\n  }\n' >unclosed.config
run 1 check -t TrainConfig unclosed.config
expect_err <<'ERR'
unclosed.config:6:1: error: Expected identifier, got: 

^
  in field optimizer_config[0]
  the input ends before optimizer_config[0] is closed
ERR

# a bad enum or bool value, which libprotobuf reports at the next token: the value's line is shown, the caret under
# it, and its position; not a spelling in a comment, nor a value on the line reported, nor a # in a string
printf 'num_steps: 10\ntrain_distribute: Mirrored  # Mirrored?\n\n# Mirrored\nnum_gpus_per_worker: 2\n' >enum.config
printf 'train_distribute: 99\n' >enum_number.config
printf 'train_distribute: Mirrored num_gpus_per_worker: 2\n' >enum_same_line.config
printf 'protocol: "a#b" train_distribute: Mirrored\n\nnum_steps: 1\n' >enum_after_hash.config
run 1 check -t TrainConfig enum.config enum_number.config enum_same_line.config enum_after_hash.config
expect_err <<'ERR'
enum.config:5:1: error: Unknown enumeration value of "Mirrored" for field "train_distribute".
train_distribute: Mirrored  # Mirrored?
                  ^
  the value is at 2:19 (libprotobuf's position is the token after it)
enum_number.config:2:1: error: Unknown enumeration value of "99" for field "train_distribute".
train_distribute: 99
                  ^
  the value is at 1:19 (libprotobuf's position is the token after it)
enum_same_line.config:1:28: error: Unknown enumeration value of "Mirrored" for field "train_distribute".
train_distribute: Mirrored num_gpus_per_worker: 2
                           ^
enum_after_hash.config:3:1: error: Unknown enumeration value of "Mirrored" for field "train_distribute".
protocol: "a#b" train_distribute: Mirrored
                                  ^
  the value is at 1:35 (libprotobuf's position is the token after it)
ERR

# several files: each is reported, and one bad file fails the run
printf 'num_steps: 10\n\tsync_replicas: maybe\nlog_step_count_steps: 1\n' >bad_bool.config
printf 'optimizer_config {\n\tadam_optimizer {\n\t\tbeta1: 0.9\n\t\tbeta3: 0.1\n\t}\n}\n' >tabs.config
printf 'num_steps: 1\nnum_steps: 2\n' >twice.config
printf 'incr_save_config { datahub { akId: "id" } }\n' >partial.config
printf 'fine_tune_checkpoint: "unterminated\n' >string.config
printf 'num_steps: 99999999999\n' >range.config
run 1 check -t TrainConfig train_config.config bad_bool.config tabs.config twice.config partial.config \
  string.config range.config missing.config
expect_out <<'OUT'
train_config.config: ok
OUT
expect_err <<'ERR'
bad_bool.config:3:1: error: Invalid value for boolean field "sync_replicas". Value: "maybe".
        sync_replicas: maybe
                       ^
  the value is at 2:24 (libprotobuf's position is the token after it)
tabs.config:4:22: error: Message type "protos.AdamOptimizer" has no field named "beta3". Did you mean "beta1"?
                beta3: 0.1
                     ^
  in field optimizer_config[0].adam_optimizer
twice.config:2:10: error: Non-repeated field "num_steps" is specified multiple times.
num_steps: 2
         ^
partial.config: error: Message missing required fields: incr_save_config.datahub.akSecret, incr_save_config.datahub.region, incr_save_config.datahub.project, incr_save_config.datahub.topic, incr_save_config.datahub.consumer
string.config:1:36: error: String literals cannot cross line boundaries.
fine_tune_checkpoint: "unterminated
                                   ^
range.config:1:12: error: Integer out of range (99999999999)
num_steps: 99999999999
           ^
  in field num_steps
plainproto: cannot open missing.config: No such file or directory
ERR

# merge mode accepts what parse mode rejects
run 0 check -t TrainConfig --merge twice.config
expect_out <<'OUT'
twice.config: ok
OUT

# --at: errors inside the block keep the file's lines and columns
sed 's/^  num_steps: 2500$/  num_steps: -1/' pipeline.config >bad_pipeline.config
run 1 check -t TrainConfig --at train_config bad_pipeline.config
expect_no_out
expect_err <<'ERR'
bad_pipeline.config:34:14: error: Expected integer, got: -
  num_steps: -1
             ^
  in field num_steps
ERR
# ... and a syntax error elsewhere in the file is still found
printf 'train_config { num_steps: 1 }\nmodel_config { x: 1\n' >unclosed.config
run 1 check -t TrainConfig --at train_config unclosed.config
expect_err <<'ERR'
unclosed.config:3:1: error: Unexpected end of input: a block or list is not closed.

^
ERR
run 1 check -t TrainConfig --at eval_input_reader pipeline.config
expect_err <<'ERR'
pipeline.config: error: no top-level "eval_input_reader { ... }" block
ERR
run 1 check -t TrainConfig --at model_dir pipeline.config
expect_err <<'ERR'
pipeline.config:8:1: error: "model_dir" at the top level is not a message block "model_dir { ... }"
model_dir: "experiments/deepfm_avazu_ctr"   # "train_config { inside a string }" is not a block either
^
ERR

# More than protobuf's parsers read (INT_MAX bytes) is refused before it is read (a sparse file: no disk used)
truncate -s 3G huge.config
run 1 check -t TrainConfig huge.config
expect_err <<'ERR'
plainproto: cannot read huge.config: larger than 2147483647 bytes (2 GB), the most protobuf's parsers read
ERR
rm -f huge.config

finish
