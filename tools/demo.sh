#!/usr/bin/env bash
# Builds the plainproto command-line tool (only the tool) and runs the job it exists for on the bundled configs:
# check a config, see what an error looks like, convert it to JSON, read and edit fields by path, compare two
# configs, and the same on a Paddle DistributedStrategy. Each step prints a one-line caption, then the commands
# and what they print. As root on Debian/Ubuntu, installs the packages it needs when they are missing.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$root/tools/packages.bash"
install_missing_packages "${demo_packages[@]}"

# No build type: no optimization and no debug information, which compiles in 60% of the time -O2 takes; the
# demo's inputs are small.
build="$root/build/demo"
echo "building the plainproto tool in $build ..."
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE= \
  -DPLAINPROTO_BUILD_TESTS=OFF -DPLAINPROTO_BUILD_BENCH=OFF -DPLAINPROTO_BUILD_EXAMPLES=OFF \
  -DPLAINPROTO_BUILD_TOOL=ON >/dev/null
cmake --build "$build" --target plainproto_cli --parallel "${PLAINPROTO_JOBS:-2}" >/dev/null
export PATH="$build:$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/examples/easyrec/train_config.config" "$root/examples/easyrec/pipeline.config" \
  "$root/examples/paddle/strategy.prototxt" "$work/"
cd "$work"

step() {
  echo
  echo "### $*"
}
# run ARGS...: shows `$ plainproto ARGS` (quoting what the shell would expand) and runs it; a failing command is
# part of the demo, not its end.
run() {
  local shown="\$ plainproto" arg
  for arg in "$@"; do
    if [[ $arg =~ ^[A-Za-z0-9_./=:-]+$ ]]; then shown+=" $arg"; else shown+=" '$arg'"; fi
  done
  echo "$shown"
  plainproto "$@" 2>&1 || echo "(exit status $?)"
}
# shell COMMAND: shows a command line and runs it.
shell() {
  echo "\$ $1"
  bash -c "$1" || true
}

step "1. check: an EasyRec train_config parses as protos.TrainConfig, every required field set"
run check -t TrainConfig train_config.config

step "2. check a broken copy: the error names file, line and column, under a caret, and the field it is in"
sed 's/^    beta2: 0.999$/    beta_2: 0.999/' train_config.config >broken.config
run check -t TrainConfig broken.config

step "3. convert --to json: protobuf's JSON mapping, as libprotobuf writes it (first lines)"
shell "plainproto convert -t TrainConfig --to json --pretty train_config.config | head -n 12"

step "4. get: values by EasyRec edit_config path"
run get -t TrainConfig train_config.config num_steps 'optimizer_config[0].adam_optimizer.beta1' \
  'optimizer_config[:].use_moving_average' 'optimizer_config[ftrl_optimizer.l1_reg>5].ftrl_optimizer'

step "5. set --at train_config: edit the train_config block of a whole pipeline.config, every other byte kept"
run set -t TrainConfig --at train_config pipeline.config train_config.num_steps=5000 \
  'train_config.optimizer_config[ftrl_optimizer.l1_reg>5].ftrl_optimizer.l2_reg=0.5' -o pipeline.edited.config
shell "diff -u pipeline.config pipeline.edited.config"

step "6. diff: the same two pipelines compared field by field (exit status 1: they differ)"
run diff -t TrainConfig --at train_config pipeline.config pipeline.edited.config

step "7. Paddle: a DistributedStrategy prototxt checked, read by path and edited"
run check -t paddle.fleet.DistributedStrategy strategy.prototxt
run get -t paddle.fleet.DistributedStrategy strategy.prototxt hybrid_configs.mp_degree \
  recompute_configs.checkpoints 'downpour_table_param[0].table_name'
run set -t paddle.fleet.DistributedStrategy strategy.prototxt hybrid_configs.mp_degree=8 \
  hybrid_configs.dp_degree=1 -o strategy.edited.prototxt
run diff -t paddle.fleet.DistributedStrategy strategy.prototxt strategy.edited.prototxt
