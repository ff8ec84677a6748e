#!/usr/bin/env bash
# Compile cost counted in instructions rather than seconds: what g++'s compiler proper (cc1plus) executes to
# compile a file at -O2, counted by valgrind (cachegrind, without its cache simulation). The count is the same from
# run to run whatever else the machine does, where CPU seconds on a shared virtual machine vary by a quarter; a
# change to the headers is compared by the counts of two trees. Each file takes about 30 times its compile time.
#
#   bench/compile_instructions.sh [INCLUDE_DIR]    (default: this tree's include/)
#
# Files: the umbrella header alone; bench/compile/both_schemas.cpp and train_config_text.cpp (a TrainConfig read
# and printed in text format) header-only; and the two parts of both_schemas.cpp's cost, the parsers and printers
# (one_field.cpp) and the schemas' own code (descriptors_only.cpp).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
include=${1:-$root/include}
command -v valgrind >/dev/null || { echo "bench/compile_instructions.sh needs valgrind (Debian: valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# count LABEL SOURCE: prints "| LABEL | N G instructions |"
count() {
  local label=$1 source=$2
  valgrind --tool=cachegrind --cache-sim=no --trace-children=yes --cachegrind-out-file=/dev/null \
    --log-file="$work/log.%p" g++ -std=c++17 -O2 -I"$include" -c "$source" -o "$work/out.o"
  cat "$work"/log.* | tr -d , | awk -v label="$label" '/I *refs/ { total += $NF }
    END { printf "| %s | %.2f G |\n", label, total / 1e9 }'
  rm -f "$work"/log.*
}

echo '#include <plainproto/plainproto.hpp>' > "$work/umbrella.cpp"
echo "| g++ -O2, $include | instructions |"
echo "|---|---|"
count "#include <plainproto/plainproto.hpp>" "$work/umbrella.cpp"
count "both schemas, header-only" "$root/bench/compile/both_schemas.cpp"
count "a TrainConfig read and printed in text format, header-only" "$root/bench/compile/train_config_text.cpp"
count "parsers and printers: one field through text and JSON" "$root/bench/compile/one_field.cpp"
count "the two schemas' descriptors alone" "$root/bench/compile/descriptors_only.cpp"
