# Sourced by tools/demo.sh, tools/test.sh and .ci/run: the Debian packages each needs, and the function that
# installs the missing ones.

# Everything tools/test.sh builds and runs: both compilers, libFuzzer, the three build tools, doctest,
# nlohmann_json, Google Benchmark, protobuf (the conformance oracle; python3-protobuf for the Python style and the
# EasyRec comparison), valgrind, a JSON Schema validator, patch (applies plainproto diff --unified output) and
# strace (sees the tool's --fsync).
test_packages=(
  g++ clang libclang-rt-14-dev cmake ninja-build meson pkg-config python3
  doctest-dev nlohmann-json3-dev libbenchmark-dev
  libprotobuf-dev protobuf-compiler python3-protobuf
  valgrind python3-jsonschema patch strace
)
demo_packages=(g++ cmake ninja-build nlohmann-json3-dev)

# install_missing_packages PACKAGE...: as root on a Debian system, apt-get installs the packages that are not
# installed yet (after an apt-get update); otherwise names them and fails.
install_missing_packages() {
  command -v dpkg-query >/dev/null || return 0
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "missing packages; run: sudo apt-get install ${missing[*]}" >&2
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
}
