#!/usr/bin/env bash
# A program built with g++ -fsanitize=undefined compiles: its null checks make g++ unable to evaluate, at compile
# time, a pointer to a descriptor tested against null or compared with another, which the constants computed from
# the descriptors must therefore not do (the binary reader's enum sets and required-field walk did).
# Usage: gcc_undefined_sanitizer.sh CLI_PATH SOURCE_DIR   (the CLI is not used); skipped without g++.
set -euo pipefail

source_dir=$(cd "$2" && pwd)
command -v g++ >/dev/null || { echo "SKIP: no g++"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/every_format.cpp" <<'CPP'
#include <plainproto/binary.hpp>
#include <plainproto/diff.hpp>
#include <plainproto/json.hpp>
#include <plainproto/paddle.hpp>
#include <plainproto/plainproto.hpp>
#include <plainproto/python_style.hpp>

#include <string>

std::string every_format(const std::string& text) {
  const auto train = plainproto::parse_text<plainproto::protos::TrainConfig>(text);
  const auto job = plainproto::parse_binary<plainproto::paddle::fleet::DistributedJobInfo>(plainproto::serialize(train));
  const auto strategy = plainproto::parse_json<plainproto::paddle::fleet::DistributedStrategy>(text);
  return plainproto::print_text(job) + plainproto::to_json_string(strategy) + plainproto::serialize(strategy);
}
CPP
if g++ -std=c++17 -fsanitize=undefined -I"$source_dir/include" -fsyntax-only "$work/every_format.cpp" 2>"$work/err"; then
  echo "gcc_undefined_sanitizer.sh: all checks passed"
else
  echo "FAIL: g++ -fsanitize=undefined does not compile the headers:"
  grep -m 5 "error" "$work/err" | sed 's/^/  /'
  exit 1
fi
