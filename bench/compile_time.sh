#!/usr/bin/env bash
# Compile time of a file that parses and prints both built-in schemas in text format and JSON
# (bench/compile/both_schemas.cpp), header-only and in compiled mode, and of the compiled library's own file
# (src/plainproto_compiled.cpp, paid once per build). CPU seconds (user + system) and peak compiler memory, the
# median of RUNS compilations each (default 3), with CXX (default g++) at -O2.
#
#   bench/compile_time.sh [RUNS]
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=${1:-3}
cxx=${CXX:-g++}
[ -x /usr/bin/time ] || { echo "bench/compile_time.sh needs /usr/bin/time (Debian: apt-get install time)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure LABEL SOURCE FLAGS...: prints "LABEL  CPU s  peak MB" (medians)
measure() {
  local label=$1 source=$2
  shift 2
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%U %S %M' -o "$work/time" "$cxx" -std=c++17 -O2 -I"$root/include" "$@" -c "$source" \
      -o "$work/out.o"
    awk '{ printf "%.2f %.0f\n", $1 + $2, $3 / 1024 }' "$work/time"
  done | sort -n | awk -v label="$label" '{ cpu[NR] = $1; mb[NR] = $2 }
    END { m = int((NR + 1) / 2); printf "| %s | %.2f s | %d MB |\n", label, cpu[m], mb[m] }'
}

echo "| $cxx -O2, median of $runs | CPU | peak memory |"
echo "|---|---|---|"
measure "both schemas, header-only" "$root/bench/compile/both_schemas.cpp"
measure "both schemas, compiled mode" "$root/bench/compile/both_schemas.cpp" -DPLAINPROTO_HEADER_ONLY=0
measure "src/plainproto_compiled.cpp (once per build)" "$root/src/plainproto_compiled.cpp" -DPLAINPROTO_HEADER_ONLY=0
