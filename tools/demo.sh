#!/usr/bin/env bash
# Builds the plainproto command-line tool and runs it on the built-in schemas.
# As root on Debian/Ubuntu, installs the packages it needs when they are missing.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$root/tools/packages.bash"
install_missing_packages "${demo_packages[@]}"

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
