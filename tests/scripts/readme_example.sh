#!/usr/bin/env bash
# The C++ example in README.md compiles without warnings and prints the output the README shows.
# Usage: readme_example.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
cxx=${CXX:-c++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The first ```cpp block, and the first ```text block after it.
awk -v out="$work" '
  /^```cpp$/ && !cpp_done { in_cpp = 1; next }
  /^```text$/ && cpp_done && !text_done { in_text = 1; next }
  /^```$/ && in_cpp { in_cpp = 0; cpp_done = 1; next }
  /^```$/ && in_text { in_text = 0; text_done = 1; next }
  in_cpp { print > (out "/example.cpp") }
  in_text { print > (out "/expected.txt") }
' "$source_dir/README.md"
test -s "$work/example.cpp" && test -s "$work/expected.txt"

"$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$source_dir/include" "$work/example.cpp" -o "$work/example"
"$work/example" > "$work/actual.txt"
diff -u "$work/expected.txt" "$work/actual.txt"
echo "README example: output as documented"
