#!/usr/bin/env bash
# Run cost counted in instructions rather than seconds: what one parse, print or serialize executes, counted by
# valgrind (cachegrind, without its cache simulation). The count is the same from run to run, where times on this
# shared machine vary by up to a half between runs; a change to the headers is compared by the counts of two trees.
#
#   bench/operation_instructions.sh [INCLUDE_DIR...]    (default: this tree's include/; a column per folder)
#
# Builds bench/instructions/operations.cpp against each folder and counts each operation run 0 and N times:
# (I(N) - I(0)) / N per operation, N = 200 (3 for the generated JobInfo). OPERATIONS, a regular expression over the
# names (`TYPE.OPERATION`), picks the rows (default: all); PLAINPROTO_BENCH_INPUTS, the folder of
# bench/generate_inputs.py, adds the generated JobInfo's, about a minute each.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
command -v valgrind >/dev/null || { echo "bench/operation_instructions.sh needs valgrind (Debian: valgrind)" >&2; exit 1; }
includes=("$@")
[ ${#includes[@]} -gt 0 ] || includes=("$root/include")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for i in "${!includes[@]}"; do
  g++ -std=c++17 -O2 -DNDEBUG -I"${includes[$i]}" "-DPLAINPROTO_BENCH_DATA=\"$root/bench/data\"" \
    "$root/bench/instructions/operations.cpp" -o "$work/operations$i"
done

# instructions PROGRAM NAME COUNT: what the whole run executes
instructions() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    tr -d , | awk '/I *refs/ { print $NF }'
}

header="| instructions per operation |" rule="|---|"
for include in "${includes[@]}"; do header+=" $include |" rule+="---|"; done
echo "$header"
echo "$rule"
"$work/operations0" list | grep -E "${OPERATIONS:-.}" | while read -r name; do
  runs=200
  [[ $name == generated_JobInfo.* ]] && runs=3
  row="| $name |"
  for i in "${!includes[@]}"; do
    fixed=$(instructions "$work/operations$i" "$name" 0)
    total=$(instructions "$work/operations$i" "$name" "$runs")
    row+=" $(( (total - fixed) / runs )) |"
  done
  echo "$row"
done
