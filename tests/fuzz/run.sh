#!/usr/bin/env bash
# Builds one fuzz target and runs it for SECONDS on its seed corpus (a copy: the corpus in the repository is
# not touched), then prints the execution count. Findings are written to build/fuzz/findings/TARGET/.
#
#   tests/fuzz/run.sh TARGET SECONDS [extra libFuzzer flags...]
#   tests/fuzz/run.sh all SECONDS          every target, one after the other
#
# TARGET: fuzz_text fuzz_json fuzz_python fuzz_paths fuzz_document fuzz_diff fuzz_differential fuzz_binary_differential
# fuzz_proto2_differential.
# `all` runs PLAINPROTO_JOBS targets at a time. PLAINPROTO_FUZZ_BUILD_DIR overrides build/fuzz;
# PLAINPROTO_JOBS the build parallelism (2); PLAINPROTO_FUZZ_SANITIZE the sanitizers (address,undefined; for
# long runs "undefined" alone is several times faster).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
[ $# -ge 2 ] || { echo "usage: tests/fuzz/run.sh TARGET|all SECONDS [libFuzzer flags...]" >&2; exit 2; }
target=$1 seconds=$2
shift 2
build=${PLAINPROTO_FUZZ_BUILD_DIR:-$root/build/fuzz}
jobs=${PLAINPROTO_JOBS:-2}
targets=("$target")
[ "$target" = all ] && targets=(fuzz_text fuzz_json fuzz_python fuzz_paths fuzz_document fuzz_diff fuzz_differential
  fuzz_binary_differential fuzz_proto2_differential)

cmake -S "$root/tests/fuzz" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPLAINPROTO_FUZZ_SANITIZE="${PLAINPROTO_FUZZ_SANITIZE:-address,undefined}" >/dev/null
cmake --build "$build" --parallel "$jobs" --target "${targets[@]}"

# run_target TARGET: runs it, then prints its findings (if any) and its result line.
run_target() {
  local t=$1 name=${1#fuzz_} result runs
  local work="$build/corpus/$name" findings="$build/findings/$1" log="$build/$1.log"
  mkdir -p "$work" "$findings"
  if "$build/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
      -artifact_prefix="$findings/" "${flags[@]}" "$work" "$root/tests/fuzz/corpus/$name" >"$log" 2>&1; then
    result=ok
  else
    result=FAILED
    grep -A30 -m1 "ERROR\|fuzz_[a-z0-9_]*: \|==.*ABORT\|deadly signal" "$log" || tail -n 40 "$log"
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  echo "=== $t: $result, ${runs:-?} executions in $seconds s (log $log)"
  [ "$result" = ok ]
}

flags=("$@")
status=0
running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || status=1
    running=$((running - 1))
  fi
  run_target "$t" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || status=1
  running=$((running - 1))
done
exit $status
