#!/usr/bin/env bash
# The tool runs valgrind-clean (memcheck: no invalid read or write, no use of uninitialised memory, no leak) on
# the bundled examples, through every command and through its error paths.
# Usage: cli_valgrind.sh CLI_PATH SOURCE_DIR. Exits 77 (skip) without valgrind, when the tool is built with
# sanitizers (they and valgrind exclude each other), linked statically or built with clang++ (below).
set -uo pipefail

cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
examples=$(cd "$2" && pwd)/examples
command -v valgrind >/dev/null || { echo "valgrind not found (Debian: valgrind); skipping"; exit 77; }
if nm "$cli" 2>/dev/null | grep -q '__asan_init\|__ubsan_handle'; then
  echo "the tool is built with sanitizers; skipping"
  exit 77
fi
# The tool itself is linked statically; CMake builds plainproto_cli_memcheck from the same objects for this test.
if ! readelf -l "$cli" 2>/dev/null | grep -q 'INTERP'; then
  echo "the tool is linked statically: valgrind cannot follow its heap (give the plainproto_cli_memcheck build)"
  exit 77
fi
# valgrind 3.19 (Debian 12) cannot read the DWARF 5 forms clang 14 writes and gives up; the g++ build is checked.
if readelf -p .comment "$cli" 2>/dev/null | grep -q clang; then
  echo "the tool is built with clang++, whose debug information this valgrind cannot read; skipping"
  exit 77
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cp "$examples/easyrec/train_config.config" "$examples/easyrec/pipeline.config" "$examples/paddle/strategy.prototxt" .
printf 'num_steps: 1\nnum_step: 2\n' > bad.config

failures=0
runs=0
# vg STATUS ARGS...: runs the tool under memcheck; any memcheck error exits 99.
vg() {
  local expected=$1 status
  shift
  runs=$((runs + 1))
  valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    "$cli" "$@" >out 2>err
  status=$?
  if [ "$status" -ne "$expected" ]; then
    echo "FAIL: plainproto $*: exit status $status, expected $expected" >&2
    sed 's/^/  /' err >&2
    failures=$((failures + 1))
  fi
}

vg 0 types
vg 0 schema protos
vg 0 defaults -t paddle.fleet.DistributedStrategy
vg 0 check -t TrainConfig train_config.config
vg 0 check -t paddle.fleet.DistributedStrategy strategy.prototxt
vg 0 convert -t TrainConfig --to text --single-line train_config.config
vg 0 convert -t TrainConfig --to json --pretty -o train_config.json train_config.config
vg 0 convert -t TrainConfig --to text train_config.json
vg 0 convert -t paddle.fleet.DistributedStrategy --to json strategy.prototxt
vg 0 get -t TrainConfig train_config.config 'optimizer_config[:].adam_optimizer.beta1' num_steps
vg 0 set -t TrainConfig -o edited.config train_config.config num_steps=7 'optimizer_config[0].use_moving_average=true'
vg 0 set -t TrainConfig -i --at train_config pipeline.config num_steps=9
vg 0 set -t TrainConfig -o edited.config train_config.config 'optimizer_config[1]={}' 'incr_save_config.fs={}' \
  'freeze_gradient=[]' save_checkpoints_secs=9
vg 0 fmt -t TrainConfig train_config.config
vg 0 fmt --at train_config pipeline.config
vg 1 fmt -t TrainConfig bad.config
vg 1 check -t TrainConfig bad.config
vg 1 convert -t TrainConfig --to json missing.config
vg 1 set -t TrainConfig -o edited.config train_config.config num_steps=-5
vg 2 convert --no-such-option

echo "$runs runs under valgrind, $failures failed"
[ "$failures" -eq 0 ]
