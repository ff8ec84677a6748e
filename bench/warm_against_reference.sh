#!/usr/bin/env bash
# Issue 16's "warm rows no worse than today", on this machine: the warm text-format parse and print of the bench's
# inputs with this tree's headers against the headers of the commit issue 16 measured (bench/compile_time.sh's
# reference_commit, taken from git history). bench/reference/warm_text.cpp is built against each tree and the two
# programs run in turn, ROUNDS times each (default 3), pinned to one CPU when taskset is there; each cell is the
# median over the rounds of each program's median time, and "reference / now" above 1 means this tree is faster.
#
#   bench/warm_against_reference.sh [ROUNDS]
#
# The generated inputs are those of bench/generate_inputs.py: PLAINPROTO_BENCH_INPUTS names their folder, or they
# are written into a temporary one.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rounds=${1:-3}
cxx=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bash "$root/bench/compile_time.sh" --prepare-reference "$work/reference_tree"
inputs=${PLAINPROTO_BENCH_INPUTS:-}
if [ -z "$inputs" ]; then
  inputs=$work/inputs
  python3 "$root/bench/generate_inputs.py" "$inputs" >/dev/null
fi

build() {  # build NAME INCLUDE_DIR
  "$cxx" -std=c++17 -O2 -DNDEBUG -I"$2" "$root/bench/reference/warm_text.cpp" -o "$work/$1"
}
build reference "$work/reference_tree/include"
build now "$root/include"

pin=()
if command -v taskset >/dev/null; then pin=(taskset -c "$(taskset -cp $$ | sed 's/.*: *//; s/[-,].*//')"); fi
for _ in $(seq "$rounds"); do
  for tree in reference now; do
    "${pin[@]}" "$work/$tree" "$root/bench/data" "$inputs" | sed "s/^/$tree /" >>"$work/times"
  done
done

echo "| warm, text format (median of $rounds rounds) | parse, reference | parse, now | reference / now | print, reference | print, now | reference / now |"
echo "|---|---|---|---|---|---|---|"
awk '
  function median(list,   values, n, i, j, t) {
    n = split(list, values, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && values[j - 1] + 0 > values[j] + 0; j--) {
      t = values[j]; values[j] = values[j - 1]; values[j - 1] = t
    }
    return values[int((n + 1) / 2)]
  }
  function show(ns) { return ns >= 1e6 ? sprintf("%.2f ms", ns / 1e6) : ns >= 1e3 ? sprintf("%.2f us", ns / 1e3) : sprintf("%.0f ns", ns) }
  !($2 in seen) { seen[$2] = 1; order[++cases] = $2 }
  { parse[$1, $2] = parse[$1, $2] " " $3; print_[$1, $2] = print_[$1, $2] " " $4 }
  END {
    for (c = 1; c <= cases; c++) {
      name = order[c]
      pr = median(parse["reference", name]); pn = median(parse["now", name])
      qr = median(print_["reference", name]); qn = median(print_["now", name])
      printf "| %s | %s | %s | %.2f | %s | %s | %.2f |\n", name, show(pr), show(pn), pr / pn, show(qr), show(qn), qr / qn
    }
  }' "$work/times"
