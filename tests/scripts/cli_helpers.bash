# Sourced by tests/scripts/cli_*.sh (each run as: SCRIPT CLI_PATH SOURCE_DIR): run the built plainproto tool
# and check exactly what it prints and how it exits. Each script ends with `finish`.
set -uo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 CLI_PATH SOURCE_DIR" >&2
  exit 2
fi
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
source_dir=$(cd "$2" && pwd)
examples=$source_dir/examples
if [ ! -x "$cli" ]; then
  echo "$0: no plainproto tool at $1" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
# Failed checks are counted in a file, not a variable: a check at the end of a pipeline (`printf ... | expect_out`)
# runs in a subshell, whose variables the script never sees.
failures_file=$(mktemp)
trap 'rm -rf "$work" "$failures_file"' EXIT

fail() {
  echo "FAIL: $*" >&2
  echo "$*" >>"$failures_file"
}

# run STATUS ARGS...: runs `plainproto ARGS...` (standard input from $stdin, default /dev/null) and checks
# its exit status; what it printed is in $work/out and $work/err.
stdin=/dev/null
run() {
  local expected=$1 status
  shift
  last_command="plainproto $*"
  "$cli" "$@" <"$stdin" >"$work/out" 2>"$work/err"
  status=$?
  if [ "$status" -ne "$expected" ]; then
    fail "$last_command: exit status $status, expected $expected"
    sed 's/^/  stderr: /' "$work/err" >&2
  fi
}

# expect_out / expect_err: standard output / error of the last run equal standard input, byte for byte.
compare_with_stdin() {
  cat >"$work/expected"
  if ! cmp -s "$work/expected" "$1"; then
    fail "$last_command: unexpected $2"
    diff -u "$work/expected" "$1" | sed 's/^/  /' >&2
  fi
}
expect_out() { compare_with_stdin "$work/out" "standard output"; }
expect_err() { compare_with_stdin "$work/err" "standard error"; }
expect_no_out() { expect_out </dev/null; }
expect_no_err() { expect_err </dev/null; }

# expect_same FILE1 FILE2 WHAT: the two files are byte-identical.
expect_same() {
  if ! cmp -s "$1" "$2"; then
    fail "$3: $1 and $2 differ"
    diff -u "$1" "$2" | sed 's/^/  /' >&2
  fi
}

finish() {
  local failures
  failures=$(wc -l <"$failures_file")
  if [ "$failures" -ne 0 ]; then
    echo "$(basename "$0"): $failures failed check(s)" >&2
    exit 1
  fi
  echo "$(basename "$0"): all checks passed"
}
