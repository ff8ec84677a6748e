#!/usr/bin/env bash
# plainproto diff end to end: the lines and exit statuses (0 same, 1 different or bad input, 2 bad usage), text and JSON in any
# mix (by extension, by content, by --from), --at, changed lines pasted back into `set`, --unified against GNU
# diff -u of the canonical texts, and bad input named by file and position.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

cp "$examples/easyrec/train_config.config" "$examples/easyrec/pipeline.config" "$examples/paddle/strategy.prototxt" .

cat >a.config <<'EOF'
optimizer_config { adam_optimizer { beta1: 0.9 beta2: 0.999 } use_moving_average: false }
optimizer_config { ftrl_optimizer { l1_reg: 10 } }
num_steps: 1000
freeze_gradient: "a" freeze_gradient: "b" freeze_gradient: "c.*"
incr_save_config { dense_save_secs: 300 }
EOF
cat >b.config <<'EOF'
# edited: beta1, the last freeze_gradient, file-based incremental saving
optimizer_config { adam_optimizer { beta1: 0.85 beta2: 0.999 } use_moving_average: false }
optimizer_config { ftrl_optimizer { l1_reg: 10.0 } }
num_steps: 1000
freeze_gradient: ["a", 'b']
incr_save_config { dense_save_secs: 300 fs {} }
EOF

# --- the same message, however written: nothing printed, exit 0 ------------------------------------------------
run 0 diff -t TrainConfig a.config a.config
expect_no_out
expect_no_err
cat >a_rewritten.config <<'EOF'
# the same config: other order, spellings and separators
incr_save_config: < dense_save_secs: 0x12c >
freeze_gradient: ['a', "b"]; freeze_gradient: 'c' '.*'
num_steps: 1e3
optimizer_config { use_moving_average: false adam_optimizer: { beta2: 0.999, beta1: 0.90 } }
optimizer_config { ftrl_optimizer { l1_reg: 10.0 } }
EOF
run 1 diff -t TrainConfig a.config a_rewritten.config  # num_steps is an integer: 1e3 does not parse
sed -i 's/^num_steps: 1e3$/num_steps: 1000/' a_rewritten.config
run 0 diff -t TrainConfig a.config a_rewritten.config
expect_no_out

# --- the lines of the issue -------------------------------------------------------------------------------------
run 1 diff -t TrainConfig a.config b.config
expect_out <<'OUT'
optimizer_config[0].adam_optimizer.beta1: 0.9 -> 0.85
- freeze_gradient[2]: "c.*"
+ incr_save_config.fs {}
OUT
expect_no_err
run 1 diff -t protos.TrainConfig b.config a.config
expect_out <<'OUT'
optimizer_config[0].adam_optimizer.beta1: 0.85 -> 0.9
+ freeze_gradient[2]: "c.*"
- incr_save_config.fs {}
OUT

# --- text and JSON in any mix -----------------------------------------------------------------------------------
"$cli" convert -t TrainConfig --to json a.config >a.json
"$cli" convert -t TrainConfig --to json --pretty --preserve-names b.config >b.json
cp b.json b_json_content.config  # JSON found by its first byte, whatever the name
run 1 diff -t TrainConfig a.json b.config
expect_out <<'OUT'
optimizer_config[0].adam_optimizer.beta1: 0.9 -> 0.85
- freeze_gradient[2]: "c.*"
+ incr_save_config.fs {}
OUT
run 0 diff -t TrainConfig b.json b.config
run 0 diff -t TrainConfig b_json_content.config b.config
stdin=a.json run 0 diff -t TrainConfig - a.config
stdin=b.config run 1 diff -t TrainConfig a.json -
expect_out <<'OUT'
optimizer_config[0].adam_optimizer.beta1: 0.9 -> 0.85
- freeze_gradient[2]: "c.*"
+ incr_save_config.fs {}
OUT
# --from applies to both files
run 0 diff -t TrainConfig --from json b.json b_json_content.config
run 1 diff -t TrainConfig --from json a.json b.config
expect_err <<'ERR'
b.config:1:1: error: expected a JSON object, found '#'
# edited: beta1, the last freeze_gradient, file-based incremental saving
^
ERR

# --- a changed line's value sets it back ------------------------------------------------------------------------
cat >c.config <<'EOF'
optimizer_config { adam_optimizer { beta1: 0.5 } }
num_steps: 4294967295 fine_tune_checkpoint: "it's \"quoted\"\n\303\251" train_distribute: PSStrategy
gradient_clipping_by_norm: -0 freeze_gradient: ["a", "b\tc"]
EOF
cat >d.config <<'EOF'
optimizer_config { adam_optimizer { beta1: 1e-30 } }
num_steps: 0 fine_tune_checkpoint: "\\" train_distribute: 3
gradient_clipping_by_norm: nan freeze_gradient: ["a", "\001"]
EOF
run 1 diff -t TrainConfig c.config d.config
expect_out <<'OUT'
optimizer_config[0].adam_optimizer.beta1: 0.5 -> 1e-30
gradient_clipping_by_norm: -0 -> nan
num_steps: 4294967295 -> 0
fine_tune_checkpoint: "it\'s \"quoted\"\n\303\251" -> "\\"
train_distribute: PSStrategy -> CollectiveAllReduceStrategy
freeze_gradient[1]: "b\tc" -> "\001"
OUT
edits=()
while IFS= read -r line; do
  path=${line%%: *}
  rest=${line#*: }
  edits+=("$path=${rest#* -> }")
done <"$work/out"
"$cli" set -t TrainConfig c.config "${edits[@]}" -o c_edited.config
run 0 diff -t TrainConfig c_edited.config d.config
run 1 diff -t TrainConfig --utf8 c.config d.config
grep -q 'fine_tune_checkpoint: "it\\'"'"'s \\"quoted\\"\\n'$'\xc3\xa9''" -> "\\\\"' "$work/out" ||
  fail "--utf8: fine_tune_checkpoint keeps UTF-8: $(grep fine_tune "$work/out")"
# nan is the same as nan, -0 as -0
run 0 diff -t TrainConfig d.config d.config
run 0 diff -t TrainConfig c.config c.config

# --- --at: the train_config block of two pipelines --------------------------------------------------------------
"$cli" set -t TrainConfig --at train_config pipeline.config train_config.num_steps=5000 \
  'train_config.optimizer_config[ftrl_optimizer.l1_reg>5].ftrl_optimizer.l2_reg=0.5' -o edited_pipeline.config
run 1 diff -t TrainConfig --at train_config pipeline.config edited_pipeline.config
expect_out <<'OUT'
+ optimizer_config[1].ftrl_optimizer.l2_reg: 0.5
num_steps: 2500 -> 5000
OUT
run 0 diff -t TrainConfig --at train_config pipeline.config pipeline.config

# --- --unified: GNU diff -u of the texts print_text writes ------------------------------------------------------
run 0 diff -t TrainConfig --unified a.config a_rewritten.config
expect_no_out
# check_unified TYPE A B: the output is GNU diff's for the canonical texts, and patch turns A's text into B's.
check_unified() {
  local type=$1 a=$2 b=$3
  run 1 diff -t "$type" --unified "$a" "$b"
  "$cli" convert -t "$type" --to text "$a" >"$work/a.txt"
  "$cli" convert -t "$type" --to text "$b" >"$work/b.txt"
  diff -u --label "$a" --label "$b" "$work/a.txt" "$work/b.txt" >"$work/gnu.diff"
  expect_out <"$work/gnu.diff"
  patch -s -o "$work/patched.txt" "$work/a.txt" <"$work/out" && expect_same "$work/patched.txt" "$work/b.txt" "patch"
}
check_unified TrainConfig a.config b.config
check_unified TrainConfig b.config a.config
check_unified TrainConfig c.config d.config
check_unified TrainConfig train_config.config a.config
check_unified TrainConfig a.config train_config.config
"$cli" set -t TrainConfig train_config.config num_steps=1 'optimizer_config[2].use_moving_average=false' \
  'incr_save_config.kafka.consumer.timeout=1' 'freeze_gradient=["x", "wide/bias", "y"]' -o far_edits.config
check_unified TrainConfig train_config.config far_edits.config
"$cli" set -t paddle.fleet.DistributedStrategy strategy.prototxt amp=false 'recompute_configs.checkpoints=["c"]' \
  -o strategy_edited.prototxt
check_unified paddle.fleet.DistributedStrategy strategy.prototxt strategy_edited.prototxt
: >empty.config
check_unified TrainConfig empty.config a.config
check_unified TrainConfig a.config empty.config

# --- bad input: exit 1 (as for every command), the file and the position named; bad usage: exit 2 ----------------------------------------------------------
printf 'num_steps: 10\noptimizer_config {\n  adam_optimizer { beta3: 1 }\n}\n' >bad.config
run 1 diff -t TrainConfig a.config bad.config
expect_no_out
expect_err <<'ERR'
bad.config:3:25: error: Message type "protos.AdamOptimizer" has no field named "beta3". Did you mean "beta1"?
  adam_optimizer { beta3: 1 }
                        ^
  in field optimizer_config[0].adam_optimizer
ERR
printf '{"numSteps": 1,\n "syncReplicas": maybe}\n' >bad.json
run 1 diff -t TrainConfig bad.json a.config
expect_err <<'ERR'
bad.json:2:18: error: syncReplicas: expected a value, found 'm'
 "syncReplicas": maybe}
                 ^
ERR
printf 'incr_save_config { datahub { akId: "id" } }\n' >partial.config
run 1 diff -t TrainConfig partial.config a.config
expect_err <<'ERR'
partial.config: error: Message missing required fields: incr_save_config.datahub.akSecret, incr_save_config.datahub.region, incr_save_config.datahub.project, incr_save_config.datahub.topic, incr_save_config.datahub.consumer
ERR
printf 'incr_save_config { datahub { akId: "id2" } }\n' >partial2.config
run 1 diff -t TrainConfig --allow-partial partial.config partial2.config
expect_out <<'OUT'
incr_save_config.datahub.akId: "id" -> "id2"
OUT
printf '{"incrSaveConfig": {"datahub": {"akId": "id"}}}\n' >partial_json
run 2 diff -t TrainConfig --allow-partial partial.config partial_json
expect_err <<'ERR'
plainproto diff: --allow-partial applies to text and binary input; partial_json is JSON (see plainproto diff --help)
ERR
run 1 diff -t TrainConfig a.config missing.config
expect_err <<'ERR'
plainproto: cannot open missing.config: No such file or directory
ERR
run 2 diff -t TrainConfig a.config
expect_err <<'ERR'
plainproto diff: expected two files, A and B (see plainproto diff --help)
ERR
run 2 diff -t TrainConfig - -
expect_err <<'ERR'
plainproto diff: only one of A and B can be standard input (see plainproto diff --help)
ERR
run 2 diff a.config b.config
expect_err <<'ERR'
plainproto diff: -t TYPE is required (see plainproto diff --help)
ERR
run 2 diff -t TrainConfig --from yaml a.config b.config
expect_err <<'ERR'
plainproto diff: --from must be text, json or binary, not "yaml" (see plainproto diff --help)
ERR
run 1 diff -t TrainConfig --at train_config a.config pipeline.config
expect_err <<'ERR'
a.config: error: no top-level "train_config { ... }" block
ERR

run 0 diff --help
grep -q '^usage: plainproto diff -t TYPE' "$work/out" || fail "diff --help: no usage line"
run 0 --help
grep -q '^  diff ' "$work/out" || fail "--help does not list diff"

# Two files with no line in common: every line removed, then every line added, as GNU diff -u writes them (found
# without the search, whose time grows with the square of the lines when they share none)
awk 'BEGIN { for (i = 0; i < 2000; i++) printf "freeze_gradient: \"a%d\"\n", i }' >apart_a.config
awk 'BEGIN { for (i = 0; i < 2000; i++) printf "freeze_gradient: \"b%d\"\n", i }' >apart_b.config
run 1 diff -t TrainConfig --unified apart_a.config apart_b.config
diff -u apart_a.config apart_b.config | tail -n +3 >apart.expected
tail -n +3 out >apart.got
expect_same apart.expected apart.got "diff --unified of files with no line in common"

finish
