#!/usr/bin/env bash
# protoc accepts the .proto files `plainproto schema --out DIR` writes, and every package can be printed alone.
# Usage: protoc_compiles_export.sh CLI_PATH [SOURCE_DIR]   (SOURCE_DIR is not used)
# Exits 77 (skip) when protoc is not installed.
set -euo pipefail

cli=$1
command -v protoc >/dev/null || { echo "protoc not found (Debian: protobuf-compiler); skipping"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$cli" schema --out "$work/export" > "$work/written.txt"
ls "$work"/export/*.proto > "$work/found.txt"
diff -u "$work/found.txt" <(sort "$work/written.txt")

cd "$work/export"
protoc -I . --include_imports --descriptor_set_out=/dev/null ./*.proto

for file in ./*.proto; do
  package=$(basename "$file" .proto)
  "$cli" schema "$package" | cmp - "$file"
done
echo "protoc compiles the exported schemas: $(cd "$work/export" && echo *.proto)"
