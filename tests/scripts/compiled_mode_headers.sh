#!/usr/bin/env bash
# In compiled mode (PLAINPROTO_HEADER_ONLY=0) compiled.hpp reads no parser, printer or codec and no nlohmann_json:
# only the built-in schemas and the declared entry points (docs/DESIGN-NOTES-FOR-CONTRIBUTORS.md, "Compiled
# mode"). Header-only, it reads them all, and still no nlohmann_json (the JSON mapping needs none).
# Usage: compiled_mode_headers.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
cxx=${CXX:-c++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo '#include <plainproto/compiled.hpp>' > "$work/user.cpp"

# headers_read MODE: the headers a file that includes compiled.hpp reads, one path per line ("a/../b" folded).
headers_read() {
  "$cxx" -std=c++17 -I"$source_dir/include" -DPLAINPROTO_HEADER_ONLY="$1" -M "$work/user.cpp" |
    tr ' \\' '\n\n' | grep -E '\.(hpp|h)$' | xargs realpath -m
}

implementation='plainproto/detail/(text|json|binary|paths|paddle)/|nlohmann/'
failed=0
compiled=$(headers_read 0)
if grep -E "$implementation" <<<"$compiled" > "$work/unexpected"; then
  echo "FAIL compiled mode reads implementation headers:"
  sed 's/^/  /' "$work/unexpected"
  failed=1
elif ! grep -q 'plainproto/schemas/paddle/distributed_strategy.hpp' <<<"$compiled" ||
  ! grep -q 'plainproto/entry_points.hpp' <<<"$compiled"; then
  echo "FAIL compiled mode does not read the schemas and entry_points.hpp"
  failed=1
else
  echo "ok   compiled mode: $(wc -l <<<"$compiled") headers, no parser, printer, codec or nlohmann_json"
fi

header_only=$(headers_read 1)
for expected in plainproto/detail/text/parser.hpp plainproto/detail/json/print.hpp plainproto/detail/binary/reader.hpp; do
  if ! grep -q "$expected" <<<"$header_only"; then
    echo "FAIL header-only: compiled.hpp does not read $expected"
    failed=1
  fi
done
if grep -q 'nlohmann/' <<<"$header_only"; then
  echo "FAIL header-only: compiled.hpp reads nlohmann_json"
  failed=1
fi
[ "$failed" -ne 0 ] || echo "ok   header-only: $(wc -l <<<"$header_only") headers, the parsers and printers included, no nlohmann_json"
exit "$failed"
