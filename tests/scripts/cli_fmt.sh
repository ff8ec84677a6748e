#!/usr/bin/env bash
# plainproto fmt: the canonical layout of a config with comments in every position, compared byte for byte with
# tests/data/document/*.fmt.expected (also on a CRLF copy); formatting is idempotent and keeps the message on every
# bundled config; --check, -i, --at, -t and the errors.
source "$(dirname "${BASH_SOURCE[0]}")/cli_helpers.bash"

data=$source_dir/tests/data/document

# expect_fmt NAME INPUT ARGS...: `plainproto fmt ARGS INPUT` prints NAME.fmt.expected, on LF and on CRLF input;
# formatting that again changes nothing.
expect_fmt() {
  local name=$1 input=$2
  shift 2
  run 0 fmt "$@" "$input"
  expect_no_err
  cp "$work/out" "$name.fmt"
  expect_same "$data/$name.fmt.expected" "$name.fmt" "fmt $* $(basename "$input")"
  run 0 fmt "$@" "$name.fmt"
  expect_same "$name.fmt" "$work/out" "fmt $* of formatted $(basename "$input")"
  sed 's/$/\r/' "$input" >"$name.crlf"
  sed 's/$/\r/' "$data/$name.fmt.expected" >"$name.crlf.expected"
  run 0 fmt "$@" "$name.crlf"
  expect_same "$name.crlf.expected" "$work/out" "fmt $* on a CRLF copy of $(basename "$input")"
}

expect_fmt commented "$data/commented.config"
expect_fmt layouts "$data/layouts.config"
expect_fmt pipeline_compact "$data/pipeline_compact.config" --at train_config

# --- every bundled config: idempotent, the same message, every comment kept --------------------------------------
for input in "$examples"/easyrec/*.config "$examples"/paddle/*.prototxt "$examples"/expected/*.config \
  "$examples"/expected/*.prototxt "$data"/*.config; do
  name=$(basename "$input")
  case $name in
    *.prototxt) type=DistributedStrategy ;;
    pipeline*.config) continue ;;  # not a TrainConfig as a whole; --at above
    *) type=TrainConfig ;;
  esac
  run 0 fmt -t "$type" "$input"
  cp "$work/out" "$name"
  run 0 fmt --check "$name"
  expect_no_out
  run 0 convert -t "$type" --to text "$input"
  cp "$work/out" before.txt
  run 0 convert -t "$type" --to text "$name"
  expect_same before.txt "$work/out" "fmt $name: the message"
  [ "$(grep -o '#.*' "$input" | sed 's/[[:space:]]*$//' | sort)" = "$(grep -o '#.*' "$name" | sort)" ] ||
    fail "fmt $name: the comments differ"
done

# --- --check and -i ------------------------------------------------------------------------------------------------
cp "$data/commented.config" a.config
cp "$data/commented.fmt.expected" b.config
run 1 fmt --check a.config b.config
expect_out <<'OUT'
a.config
OUT
expect_no_err
expect_same "$data/commented.config" a.config "fmt --check"
run 0 fmt -i a.config b.config
expect_no_out
expect_same "$data/commented.fmt.expected" a.config "fmt -i"
run 0 fmt --check a.config b.config
expect_no_out
stdin=$data/commented.config run 0 fmt -
expect_same "$data/commented.fmt.expected" "$work/out" "fmt - (standard input)"
stdin=/dev/null

# --- errors ------------------------------------------------------------------------------------------------------
printf 'num_steps: 1\noptimizer_config {\n  adam_optimizer { beta1 }\n}\n' >bad.config
run 1 fmt bad.config
expect_no_out
expect_err <<'ERR'
bad.config:3:26: error: Expected ":", found "}".
  adam_optimizer { beta1 }
                         ^
ERR
printf 'num_steps: 1\nnum_stepz: 2\n' >unknown.config
run 0 fmt unknown.config
run 1 fmt -t TrainConfig unknown.config
expect_err <<'ERR'
unknown.config:2:10: error: Message type "protos.TrainConfig" has no field named "num_stepz". Did you mean "num_steps"?
num_stepz: 2
         ^
ERR
run 1 fmt --at train_config unknown.config
expect_err <<'ERR'
unknown.config: error: no top-level "train_config { ... }" block
ERR
run 2 fmt -i --check a.config
expect_err <<'ERR'
plainproto fmt: -i and --check cannot be used together (see plainproto fmt --help)
ERR
run 2 fmt -i -
expect_err <<'ERR'
plainproto fmt: -i needs FILEs, not standard input (see plainproto fmt --help)
ERR
run 2 fmt
expect_err <<'ERR'
plainproto fmt: expected at least one FILE (see plainproto fmt --help)
ERR

finish
