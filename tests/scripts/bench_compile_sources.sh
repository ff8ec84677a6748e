#!/usr/bin/env bash
# The files bench/compile_time.sh and bench/compile_instructions.sh measure (bench/compile/*.cpp) still compile,
# header-only and in compiled mode, so that the compile-time figures can be measured again at any commit.
# (-fsyntax-only: whether they compile, not how long it takes.)
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
exit $failed
