#!/usr/bin/env bash
# Every C++ snippet in docs/ compiles without warnings; those with a main() run and print the output shown after them.
# Usage: docs_snippets.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
source "$source_dir/tests/scripts/markdown_snippets.bash"
cd "$source_dir"
check_markdown_snippets "$source_dir" docs/*.md
