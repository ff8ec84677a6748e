#!/usr/bin/env bash
# JSON end to end: convert both ways (compact, --pretty, --preserve-names), .json chosen by extension or
# --from json, check with the caret display, get and set on JSON (set writes JSON back), and --at on the
# member of a JSON pipeline with every other byte kept.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

printf 'num_steps: 10\noptimizer_config { adam_optimizer { beta1: 0.5 } }\nfreeze_gradient: "a"\nincr_save_config { kafka { server: "k" topic: "t" consumer { offset: 7 } } }\n' >small.config

run 0 convert -t TrainConfig --to json small.config
expect_no_err
printf '%s\n' '{"optimizerConfig":[{"adamOptimizer":{"beta1":0.5}}],"numSteps":10,"freezeGradient":["a"],"incrSaveConfig":{"kafka":{"server":"k","topic":"t","consumer":{"offset":"7"}}}}' | expect_out
run 0 convert -t TrainConfig --to json --pretty --preserve-names -o small.json small.config
expect_no_out
expect_same small.json - "convert --pretty --preserve-names" <<'OUT'
{
 "optimizer_config": [
  {
   "adam_optimizer": {
    "beta1": 0.5
   }
  }
 ],
 "num_steps": 10,
 "freeze_gradient": [
  "a"
 ],
 "incr_save_config": {
  "kafka": {
   "server": "k",
   "topic": "t",
   "consumer": {
    "offset": "7"
   }
  }
 }
}
OUT

# back to text: by the .json extension, or --from json (standard input)
run 0 convert -t TrainConfig --to text small.config
cp out small.text
run 0 convert -t TrainConfig --to text small.json
expect_same small.text out "convert .json to text"
stdin=small.json run 0 convert -t TrainConfig --from json --to text
expect_same small.text out "convert --from json to text"
# every example round-trips through JSON
for example in easyrec/train_config.config:TrainConfig paddle/strategy.prototxt:DistributedStrategy; do
  file=${example%%:*}
  type=${example##*:}
  run 0 convert -t "$type" --to text "$examples/$file"
  cp out text.txt
  run 0 convert -t "$type" --to json "$examples/$file" -o example.json
  run 0 convert -t "$type" --to text example.json
  expect_same text.txt out "$file through JSON"
done

run 0 check -t TrainConfig small.json
printf 'small.json: ok\n' | expect_out
printf '{\n\t"num_steps": 1,\n\t"sync_replicas": "maybe"\n}\n' >bad.json
run 1 check -t TrainConfig bad.json
# (the message itself is the JSON reader's; here only where it points)
head -n 1 err | grep -q '^bad.json:3:19: error: .*"maybe"' || fail "check bad.json: $(head -n 1 err)"
tail -n +2 err >err.tail
expect_same err.tail - "check bad.json: the source line and the caret, tabs expanded" <<'ERR'
        "sync_replicas": "maybe"
                         ^
ERR
printf '{"numSteps": 5, "zzz": 1}' >unknown.json
run 1 convert -t TrainConfig --to text unknown.json
head -n 1 err | grep -q '^unknown.json:1:17: error: .*"zzz"' || fail "convert unknown.json: $(head -n 1 err)"
tail -n +2 err >err.tail
expect_same err.tail - "convert unknown.json: the source line and the caret" <<'ERR'
{"numSteps": 5, "zzz": 1}
                ^
  --allow-unknown skips what protos.TrainConfig does not have
ERR
run 0 convert -t TrainConfig --to text --allow-unknown unknown.json
printf 'num_steps: 5\n' | expect_out
# a likely typo gets the field it misspells, by JSON name or proto name (whichever is closer), and no advice to
# skip it
printf '{"numSteps": 5, "numStepz": 1, "optimizerConfig": [{"adam_optimiser": {}}]}' >typo.json
run 1 convert -t TrainConfig --to text typo.json
expect_err <<'ERR'
typo.json:1:17: error: numStepz: Message type "protos.TrainConfig" has no field named "numStepz"; did you mean "numSteps"?
{"numSteps": 5, "numStepz": 1, "optimizerConfig": [{"adam_optimiser": {}}]}
                ^
ERR
printf '{"optimizerConfig": [{"adam_optimiser": {}}]}' >typo2.json
run 1 convert -t TrainConfig --to text typo2.json
expect_err <<'ERR'
typo2.json:1:23: error: optimizerConfig[0].adam_optimiser: Message type "protos.Optimizer" has no field named "adam_optimiser"; did you mean "adam_optimizer"?
{"optimizerConfig": [{"adam_optimiser": {}}]}
                      ^
ERR
# an enum number the enum does not declare: libprotobuf keeps it aside as an unknown field, a struct cannot
printf '{"numSteps": 5, "trainDistribute": 99}' >undeclared.json
run 1 convert -t TrainConfig --to text undeclared.json
expect_err <<'ERR'
undeclared.json:1:36: error: trainDistribute: value 99 is not declared by enum protos.DistributionStrategy
{"numSteps": 5, "trainDistribute": 99}
                                   ^
  --allow-unknown skips what protos.TrainConfig does not have
ERR
run 0 convert -t TrainConfig --to text --allow-unknown undeclared.json
printf 'num_steps: 5\n' | expect_out

# get and set: set writes JSON back, as EasyRec's convert_config_format writes it
run 0 get -t TrainConfig small.json num_steps 'optimizer_config[0].adam_optimizer'
printf '10\n{ beta1: 0.5 }\n' | expect_out
run 0 set -t TrainConfig small.json num_steps=20 'optimizer_config[0]={}'
expect_out <<'OUT'
{
 "optimizer_config": [
  {}
 ],
 "num_steps": 20,
 "freeze_gradient": [
  "a"
 ],
 "incr_save_config": {
  "kafka": {
   "server": "k",
   "topic": "t",
   "consumer": {
    "offset": "7"
   }
  }
 }
}
OUT

# --at on a JSON pipeline: the member's value is read, and rewritten with every other byte kept
cat >pipeline.json <<'IN'
{
  "model_dir": "experiments/deepfm",
  "train_config": {
    "num_steps": 2500,
    "optimizer_config": [{"adam_optimizer": {"beta1": 0.9}}]
  },
  "model_config": {"model_class": "DeepFM", "train_config": {"x": 1}},
  "eval_config": {"metrics_set": [{"auc": {}}]}
}
IN
cp pipeline.json pipeline.original
run 0 get -t TrainConfig --at train_config pipeline.json train_config.num_steps 'optimizer_config[0].adam_optimizer.beta1'
printf '2500\n0.9\n' | expect_out
# the member may be spelled with the JSON name too
printf '{"modelDir": "m", "trainConfig": {"numSteps": 3}}' >camel.json
run 0 get -t TrainConfig --at train_config camel.json num_steps
printf '3\n' | expect_out
run 0 set -t TrainConfig --at train_config -i pipeline.json train_config.num_steps=5000
expect_no_out
# (the file is indented by two, as Python's MessageToJson writes: the member is written as it writes it)
expect_same pipeline.json - "set -i --at on JSON" <<'OUT'
{
  "model_dir": "experiments/deepfm",
  "train_config": {
    "optimizer_config": [
      {
        "adam_optimizer": {
          "beta1": 0.9
        }
      }
    ],
    "num_steps": 5000
  },
  "model_config": {"model_class": "DeepFM", "train_config": {"x": 1}},
  "eval_config": {"metrics_set": [{"auc": {}}]}
}
OUT
# the member given twice (or under both names) is an error, as in EasyRec's JSON reader
printf '{"train_config": {"num_steps": 1},\n "trainConfig": {"sync_replicas": false}}\n' >twice.json
for command in "get -t TrainConfig --at train_config twice.json num_steps" \
  "set -t TrainConfig --at train_config -i twice.json num_steps=2"; do
  cp twice.json twice.original
  # shellcheck disable=SC2086
  run 1 $command
  expect_no_out
  expect_err <<'ERR'
twice.json:2:2: error: "train_config" appears 2 times in the top-level JSON object
 "trainConfig": {"sync_replicas": false}}
 ^
ERR
  expect_same twice.original twice.json "$command"
done
run 1 check -t TrainConfig --from json --at data_config pipeline.original
expect_err <<'ERR'
pipeline.original: error: no member "data_config" in the top-level JSON object
ERR
run 1 check -t TrainConfig --from json --at train_config small.config
expect_err <<'ERR'
small.config:1:1: error: expected '{'
num_steps: 10
^
ERR

# usage
run 2 convert -t TrainConfig --to text --allow-partial small.json
printf '%s\n' 'plainproto convert: --allow-partial applies to text and binary input (see plainproto convert --help)' | expect_err
run 2 set -t TrainConfig --utf8 small.json num_steps=1
printf '%s\n' 'plainproto set: --utf8 applies to text format (see plainproto set --help)' | expect_err

finish
