#!/usr/bin/env bash
# Compile time of a file that parses and prints both built-in schemas in text format and JSON
# (bench/compile/both_schemas.cpp) and of a launcher's file that reads and prints a TrainConfig in text format
# (bench/compile/train_config_text.cpp), header-only and in compiled mode, and of the compiled library's own file
# (src/plainproto_compiled.cpp, paid once per build). CPU seconds (user + system) and peak compiler memory, the
# median of RUNS compilations each (default 3), with CXX (default g++) at -O2.
#
#   bench/compile_time.sh [RUNS]
#
# With taskset (Debian: util-linux), each compilation runs pinned to one CPU, every CPU the script may use in
# turn, and each CPU has its own column. On a shared virtual machine one virtual CPU can run half as fast as the
# other while another guest keeps its physical core busy, and which one it is changes within minutes: a
# compilation left to the scheduler then takes either time, or a mix. The faster column is the figure to compare.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=${1:-3}
cxx=${CXX:-g++}
[ -x /usr/bin/time ] || { echo "bench/compile_time.sh needs /usr/bin/time (Debian: apt-get install time)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The CPUs this process may run on, from taskset's list ("0-3,6"); none without taskset.
cpus=()
if command -v taskset >/dev/null; then
  IFS=, read -ra ranges <<<"$(taskset -cp $$ | sed 's/.*: *//')"
  for range in "${ranges[@]}"; do
    for cpu in $(seq "${range%-*}" "${range#*-}"); do cpus+=("$cpu"); done
  done
fi

# median_row < "CPU MB" lines: prints the median CPU time and the peak memory of that run, as two cells.
median_row() {
  sort -n | awk '{ cpu[NR] = $1; mb[NR] = $2 } END { m = int((NR + 1) / 2); printf " %.2f s | %d MB |", cpu[m], mb[m] }'
}

# compile [taskset -c CPU] SOURCE FLAGS...: one compilation; prints "CPU-seconds peak-MB".
compile() {
  local pin=()
  if [ "$1" = taskset ]; then pin=(taskset -c "$3"); shift 3; fi
  local source=$1
  shift
  /usr/bin/time -f '%U %S %M' -o "$work/time" "${pin[@]}" "$cxx" -std=c++17 -O2 -I"$root/include" "$@" \
    -c "$source" -o "$work/out.o"
  awk '{ printf "%.2f %.0f\n", $1 + $2, $3 / 1024 }' "$work/time"
}

# measure LABEL SOURCE FLAGS...: prints "| LABEL | CPU s | peak MB |", or with several CPUs one pair per CPU.
measure() {
  local label=$1
  shift
  local row="| $label |"
  if [ ${#cpus[@]} -eq 0 ]; then
    row+=$(for _ in $(seq "$runs"); do compile "$@"; done | median_row)
  else
    # The CPUs take turns, run by run, so that a change in which one is slowed touches every column alike.
    rm -f "$work"/cpu.*
    for _ in $(seq "$runs"); do
      for cpu in "${cpus[@]}"; do compile taskset -c "$cpu" "$@" >>"$work/cpu.$cpu"; done
    done
    for cpu in "${cpus[@]}"; do row+=$(median_row <"$work/cpu.$cpu"); done
  fi
  echo "$row"
}

header="| $cxx -O2, median of $runs |"
rule="|---|"
if [ ${#cpus[@]} -eq 0 ]; then
  header+=" CPU | peak memory |"
  rule+="---|---|"
else
  for cpu in "${cpus[@]}"; do
    header+=" CPU $cpu: time | peak memory |"
    rule+="---|---|"
  done
fi
echo "$header"
echo "$rule"
measure "both schemas, header-only" "$root/bench/compile/both_schemas.cpp"
measure "both schemas, compiled mode" "$root/bench/compile/both_schemas.cpp" -DPLAINPROTO_HEADER_ONLY=0
measure "a TrainConfig in text format, header-only" "$root/bench/compile/train_config_text.cpp"
measure "a TrainConfig in text format, compiled mode" "$root/bench/compile/train_config_text.cpp" -DPLAINPROTO_HEADER_ONLY=0
measure "src/plainproto_compiled.cpp (once per build)" "$root/src/plainproto_compiled.cpp" -DPLAINPROTO_HEADER_ONLY=0
