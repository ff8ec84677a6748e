#!/usr/bin/env bash
# The C++ example in README.md compiles without warnings and prints the output the README shows.
# Usage: readme_example.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
source "$source_dir/tests/scripts/markdown_snippets.bash"
check_markdown_snippets "$source_dir" README.md
