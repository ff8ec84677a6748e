#!/usr/bin/env bash
# The files bench/compile_time.sh and bench/compile_instructions.sh measure (bench/compile/*.cpp) still compile,
# header-only and in compiled mode, so that the compile-time figures can be measured again at any commit; and so
# does the reference file compile_time.sh derives from both_schemas.cpp for the tree issue 16 measured (when the
# git history is there), and bench/reference/warm_text.cpp, which bench/warm_against_reference.sh builds against
# this tree and that one. (-fsyntax-only: whether they compile, not how long it takes.)
# Usage: bench_compile_sources.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
cxx=${CXX:-c++}
failed=0
for source in "$source_dir"/bench/compile/*.cpp; do
  for mode in 1 0; do
    if "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -fsyntax-only -I"$source_dir/include" \
        -DPLAINPROTO_HEADER_ONLY=$mode "$source"; then
      echo "ok   ${source#"$source_dir"/} (PLAINPROTO_HEADER_ONLY=$mode)"
    else
      echo "FAIL ${source#"$source_dir"/} (PLAINPROTO_HEADER_ONLY=$mode)"
      failed=1
    fi
  done
done
reference=$(mktemp -d)
trap 'rm -rf "$reference"' EXIT
if bash "$source_dir/bench/compile_time.sh" --prepare-reference "$reference" 2>/dev/null; then
  if "$cxx" -std=c++17 -fsyntax-only -I"$reference/include" "$reference/both_schemas.cpp"; then
    echo "ok   bench/compile_time.sh's reference file on the tree of issue 16"
  else
    echo "FAIL bench/compile_time.sh's reference file on the tree of issue 16"
    failed=1
  fi
  for include in "$source_dir/include" "$reference/include"; do
    if "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -fsyntax-only -I"$include" \
        "$source_dir/bench/reference/warm_text.cpp"; then
      echo "ok   bench/reference/warm_text.cpp on ${include%/include}"
    else
      echo "FAIL bench/reference/warm_text.cpp on ${include%/include}"
      failed=1
    fi
  done
else
  echo "skip bench/compile_time.sh's reference file: no git history here"
fi
exit $failed
