#!/usr/bin/env bash
# Builds and tests plainproto the ways CI does, and ends with one line: "N passed, N failed". As root on Debian,
# first installs the packages it needs (tools/packages.bash).
#
#   tools/test.sh                 every stage: gcc, sanitize, meson, fuzz
#   tools/test.sh gcc meson       only these stages
#
# gcc       g++, Release (-O2), with the benchmarks (built, not run)
# sanitize  clang++ -O0 with -fsanitize=address,undefined (any report fails the test); -O1 would triple the
#           build time of the unit tests
# meson     the Meson build (clang++, debug), its unit tests against the committed single header
# fuzz      every libFuzzer target (ASan+UBSan) for PLAINPROTO_FUZZ_SECONDS (default 45) on its seed corpus; each
#           target that finds nothing counts as a passed test
# The unit tests take most of the build time, so each stage builds them once: against include/ in the gcc and
# sanitize stages, against the single header in the meson stage.
#
# Build directories are build/test-<stage>; they are reused, so a second run is incremental.
# PLAINPROTO_JOBS (default 2) is the number of parallel compile and test jobs.
# A stage whose configure or build fails counts as one failed test.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$root/tools/packages.bash"
install_missing_packages "${test_packages[@]}"
jobs=${PLAINPROTO_JOBS:-2}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
stages=("$@")
[ ${#stages[@]} -gt 0 ] || stages=(gcc sanitize meson fuzz)

total_passed=0
total_failed=0
summaries=()

# ctest's "NN% tests passed, F tests failed out of T" -> "passed failed"
ctest_counts() {
  sed -n 's/.* tests passed, \([0-9]*\) tests\{0,1\} failed out of \([0-9]*\).*/\1 \2/p' "$1" |
    tail -n 1 | awk '{ print $2 - $1, $1 }'
}

# meson test's "Ok: N" / "Fail: N" / "Unexpected Pass: N" / "Timeout: N" -> "passed failed"
meson_counts() {
  awk '/^Ok:/ { ok = $2; seen = 1 } /^(Fail|Unexpected Pass|Timeout):/ { failed += $NF }
       END { if (seen) print ok, failed + 0 }' "$1"
}

record() {  # stage passed failed seconds [note]
  local stage=$1 passed=$2 failed=$3 seconds=$4 note=${5:-}
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
  local line
  line=$(printf '%-9s %3d passed, %d failed  (%ds)%s' "$stage" "$passed" "$failed" "$seconds" "${note:+  $note}")
  summaries+=("$line")
  echo "=== stage $line"
}

cmake_stage() {  # stage cmake-arguments...
  local stage=$1
  shift
  local dir="$root/build/test-$stage" log start
  log=$(mktemp)
  start=$SECONDS
  echo "=== stage $stage: configure and build in $dir"
  if ! cmake -S "$root" -B "$dir" -G Ninja "$@" || ! cmake --build "$dir" --parallel "$jobs"; then
    record "$stage" 0 1 $((SECONDS - start)) "(configure or build failed)"
    return
  fi
  echo "=== stage $stage: ctest"
  (cd "$dir" && ctest --output-on-failure --parallel "$jobs") 2>&1 | tee "$log" || true
  local counts
  counts=$(ctest_counts "$log")
  if [ -z "$counts" ]; then
    record "$stage" 0 1 $((SECONDS - start)) "(ctest did not report)"
  else
    # shellcheck disable=SC2086
    record "$stage" $counts $((SECONDS - start))
  fi
  rm -f "$log"
}

meson_stage() {
  local stage=meson dir="$root/build/test-meson" log start
  log=$(mktemp)
  start=$SECONDS
  echo "=== stage $stage: configure and build in $dir"
  local setup=(meson setup -Dunit_test_headers=single_include "$dir" "$root")
  [ -d "$dir/meson-private" ] && setup=(meson setup --reconfigure -Dunit_test_headers=single_include "$dir" "$root")
  if ! CXX=clang++ "${setup[@]}" || ! ninja -C "$dir" -j "$jobs"; then
    record "$stage" 0 1 $((SECONDS - start)) "(configure or build failed)"
    return
  fi
  echo "=== stage $stage: meson test"
  meson test -C "$dir" --print-errorlogs --num-processes "$jobs" 2>&1 | tee "$log" || true
  local counts
  counts=$(meson_counts "$log")
  if [ -z "$counts" ]; then
    record "$stage" 0 1 $((SECONDS - start)) "(meson test did not report)"
  else
    # shellcheck disable=SC2086
    record "$stage" $counts $((SECONDS - start))
  fi
  rm -f "$log"
}

fuzz_stage() {
  local stage=fuzz log start passed failed
  log=$(mktemp)
  start=$SECONDS
  echo "=== stage $stage: build and run the fuzz targets in $root/build/test-fuzz"
  PLAINPROTO_FUZZ_BUILD_DIR="$root/build/test-fuzz" PLAINPROTO_JOBS=$jobs \
    bash "$root/tests/fuzz/run.sh" all "${PLAINPROTO_FUZZ_SECONDS:-45}" 2>&1 | tee "$log" || true
  passed=$(grep -c "^=== fuzz_[a-z0-9_]*: ok" "$log" || true)
  failed=$(grep -c "^=== fuzz_[a-z0-9_]*: FAILED" "$log" || true)
  if [ $((passed + failed)) -eq 0 ]; then
    record "$stage" 0 1 $((SECONDS - start)) "(the fuzz targets did not build)"
  else
    record "$stage" "$passed" "$failed" $((SECONDS - start))
  fi
  rm -f "$log"
}

for stage in "${stages[@]}"; do
  case $stage in
    gcc)
      cmake_stage gcc -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG" \
        -DPLAINPROTO_UNIT_TEST_HEADERS=include
      ;;
    sanitize)
      cmake_stage sanitize -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
        "-DCMAKE_CXX_FLAGS_DEBUG=-O0 -gline-tables-only" -DPLAINPROTO_SANITIZE=address,undefined \
        -DPLAINPROTO_BUILD_BENCH=OFF -DPLAINPROTO_UNIT_TEST_HEADERS=include
      ;;
    meson) meson_stage ;;
    fuzz) fuzz_stage ;;
    *)
      echo "tools/test.sh: unknown stage '$stage' (stages: gcc sanitize meson fuzz)" >&2
      exit 2
      ;;
  esac
done

echo
echo "=== summary"
printf '%s\n' "${summaries[@]}"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
