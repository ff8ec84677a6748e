# Sourced by readme_example.sh and docs_snippets.sh: the C++ in Markdown files must compile and do what the text
# says.
#
# Every ```cpp block (fence at the start of a line) is one translation unit, compiled by $CXX (default c++) as C++17
# with the project's warning flags against include/. A block with `int main(` is also linked and run and must exit
# with 0; when a ```text block follows it before the next ```cpp block, the program's output must equal that block.

# extract_markdown_snippets MARKDOWN DIR: writes block N (from 1) to DIR/N.cpp, its first line number in MARKDOWN to
# DIR/N.line and the ```text block after it, if any, to DIR/N.expected. Fails on an indented ```cpp fence, which
# would otherwise go unchecked.
extract_markdown_snippets() {
  awk -v out="$2" '
    /^[ \t]+```cpp/ { printf "%s:%d: an indented ```cpp block is not checked; start its fence at column 1\n", FILENAME, NR > "/dev/stderr"; bad = 1 }
    /^```cpp$/ { n++; in_cpp = 1; print NR + 1 > (out "/" n ".line"); close(out "/" n ".line"); printf "" > (out "/" n ".cpp"); next }
    /^```text$/ && n && !output_of[n] { in_text = 1; output_of[n] = 1; printf "" > (out "/" n ".expected"); next }
    /^```/ && (in_cpp || in_text) { in_cpp = 0; in_text = 0; next }
    in_cpp { print > (out "/" n ".cpp") }
    in_text { print > (out "/" n ".expected") }
    END { exit bad }
  ' "$1"
}

# check_markdown_snippets SOURCE_DIR FILE...: checks the snippets of each FILE (relative to SOURCE_DIR), printing one
# line per snippet; fails when any snippet fails or when the files hold no snippet at all.
check_markdown_snippets() (
  source_dir=$1
  shift
  cxx=${CXX:-c++}
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  total=0
  failed=0

  for markdown in "$@"; do
    dir="$work/$(echo "$markdown" | tr / _)"
    mkdir -p "$dir"
    extract_markdown_snippets "$source_dir/$markdown" "$dir" || failed=$((failed + 1))
    count=$(find "$dir" -name '*.cpp' | wc -l)
    for ((n = 1; n <= count; n++)); do
      total=$((total + 1))
      where="$markdown:$(cat "$dir/$n.line")"
      snippet="$dir/$n.cpp"
      if ! grep -q '^int main(' "$snippet"; then
        if [ -f "$dir/$n.expected" ]; then
          echo "FAIL $where: a \`\`\`text block follows this snippet, but it has no main() to print it"
          failed=$((failed + 1))
        elif "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$source_dir/include" -c "$snippet" -o "$dir/$n.o"; then
          echo "ok   $where: compiles"
        else
          echo "FAIL $where: does not compile"
          failed=$((failed + 1))
        fi
        continue
      fi
      if ! "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$source_dir/include" "$snippet" -o "$dir/$n"; then
        echo "FAIL $where: does not compile"
        failed=$((failed + 1))
      elif ! (cd "$dir" && "./$n" > "$n.actual"); then
        echo "FAIL $where: the program exits with an error"
        failed=$((failed + 1))
      elif [ ! -f "$dir/$n.expected" ]; then
        echo "ok   $where: compiles and runs"
      elif diff -u --label "documented output" --label "actual output" "$dir/$n.expected" "$dir/$n.actual"; then
        echo "ok   $where: prints the documented output"
      else
        echo "FAIL $where: does not print the documented output"
        failed=$((failed + 1))
      fi
    done
  done

  if [ "$total" -eq 0 ]; then
    echo "FAIL no \`\`\`cpp block in $*"
    exit 1
  fi
  echo "$total snippet(s) checked, $failed failed"
  [ "$failed" -eq 0 ]
)
