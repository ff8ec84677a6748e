#!/usr/bin/env bash
# Builds the plainproto command-line tool and runs it on the built-in schemas.
# As root on Debian/Ubuntu, installs the packages it needs when they are missing.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
packages=(g++ cmake ninja-build nlohmann-json3-dev)

if command -v dpkg-query >/dev/null; then
  missing=()
  for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "tools/demo.sh: missing packages; run: sudo apt-get install ${missing[*]}" >&2
      exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends "${missing[@]}"
  fi
fi

build="$root/build/demo"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DPLAINPROTO_BUILD_TESTS=OFF -DPLAINPROTO_BUILD_BENCH=OFF -DPLAINPROTO_BUILD_TOOL=ON >/dev/null
cmake --build "$build" --target plainproto_cli --parallel "${PLAINPROTO_JOBS:-2}"
plainproto="$build/plainproto"

run() {
  echo
  echo "\$ plainproto $*"
  "$plainproto" "$@"
}

run types
run schema protos
