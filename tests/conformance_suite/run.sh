#!/bin/sh
# Runs protobuf's own conformance suite (protobuf v21.12, in ../shared/protobuf-conformance next to the repository)
# on plainproto's testee, for proto2 (README.md):
#   sh tests/conformance_suite/run.sh BUILD_DIR TESTEE
# builds the suite's runner into BUILD_DIR/protobuf-conformance (once; again when the suite's files are newer), then
# runs it on TESTEE with the failure lists of this folder, and exits with the runner's status. Without the suite's
# folder (a user's clone has none), says so and exits 0.
set -eu
if [ $# -ne 2 ]; then
  echo "usage: $0 BUILD_DIR TESTEE" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
suite="$repo/../shared/protobuf-conformance"
build=$1
testee=$2

if [ ! -d "$suite" ]; then
  echo "conformance_suite: skipped: $suite (protobuf's conformance suite) is absent"
  exit 0
fi
suite=$(cd "$suite" && pwd)
if [ ! -x "$testee" ]; then
  echo "conformance_suite: the testee $testee is not built (cmake --build BUILD --target conformance_suite_testee)" >&2
  exit 1
fi

mkdir -p "$build"
build=$(cd "$build" && pwd)
out="$build/protobuf-conformance"
runner="$out/conformance-test-runner"
if [ ! -x "$runner" ] || [ -n "$(find "$suite" -type f -newer "$runner" | head -n 1)" ]; then
  echo "conformance_suite: building the runner (and libprotobuf's reference testee) into $out"
  start=$(date +%s)
  # Built aside and moved in place, so that an interrupted build leaves no runner that looks complete.
  rm -rf "$out.tmp"
  sh "$suite/build.sh" "$out.tmp" >/dev/null
  rm -rf "$out"
  mv "$out.tmp" "$out"
  echo "conformance_suite: runner built in $(($(date +%s) - start)) s"
fi

# The runner writes the lists of unexpected results (failing_tests.txt, succeeding_tests.txt,
# nonexistent_tests.txt) into --output_dir; those of an earlier run would mislead.
results="$build/conformance_suite_results"
rm -rf "$results"
mkdir -p "$results"

# --enforce_recommended, as protobuf runs its own C++ testee: a failing Recommended case is an error too, unless the
# failure lists name it.
status=0
"$runner" --enforce_recommended \
  --failure_list "$here/failure_list_proto2.txt" \
  --text_format_failure_list "$here/text_format_failure_list_proto2.txt" \
  --output_dir "$results" \
  "$testee" || status=$?
if [ "$status" -ne 0 ]; then
  echo "conformance_suite: FAILED; the unexpected results are listed in $results" >&2
fi
exit "$status"
