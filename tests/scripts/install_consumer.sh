#!/usr/bin/env bash
# Installs plainproto into a temporary prefix and builds small consumers the ways users will:
# find_package(plainproto CONFIG), add_subdirectory, pkg-config, and the single headers copied into a project.
# The install runs the commands of README.md's "Using it in a build" on a machine state without the test
# packages: doctest, Google Benchmark and Protobuf are hidden from CMake with CMAKE_DISABLE_FIND_PACKAGE_<name>,
# and from Meson by a native file whose cmake is `false` (doctest has no pkg-config file, so Meson finds it
# only through CMake). The README's CMake consumer snippet is built as written.
# Usage: install_consumer.sh CLI_PATH SOURCE_DIR   (the CLI is not used)
set -euo pipefail

source_dir=$(cd "$2" && pwd)
cmake=${CMAKE_COMMAND:-cmake}
cxx=${CXX:-c++}
generator=${CMAKE_GENERATOR:-Ninja}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step() { echo "--- $*"; }

json_include=""
[ -f "$source_dir/include/plainproto/json.hpp" ] && json_include="#include <plainproto/json.hpp>"

mkdir -p "$work/consumer"
# core.hpp rather than the umbrella: the consumer is compiled three times, and what is checked here is that
# the include paths work.
cat > "$work/consumer/main.cpp" <<CPP
#include <plainproto/core.hpp>
$json_include

#include <cstdint>
#include <iostream>

namespace demo {
struct Point : plainproto::message<Point> {
  PLAINPROTO_REQUIRED(1, std::int32_t, x);
  PLAINPROTO_OPTIONAL(2, std::int32_t, y) = 7;
};
PLAINPROTO_MESSAGE(Point, "demo.Point", x, y);
}  // namespace demo

int main() {
  demo::Point point;
  const bool ok = plainproto::descriptor_of<demo::Point>().field_count == 2 && point.y == 7 &&
                  plainproto::missing_required_fields(point).size() == 1;
  std::cout << (ok ? "consumer ok" : "consumer FAILED") << '\n';
  return ok ? 0 : 1;
}
CPP

# readme_block LANGUAGE: the first ```LANGUAGE block of README.md's "Using it in a build" section.
readme_block() {
  awk -v fence="\`\`\`$1" '
    /^## / { in_section = $0 == "## Using it in a build" }
    in_section && $0 == fence && !done { in_block = 1; next }
    in_block && /^```/ { in_block = 0; done = 1 }
    in_block { print }
  ' "$source_dir/README.md"
}

hidden_packages=(-DCMAKE_DISABLE_FIND_PACKAGE_doctest=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON
  -DCMAKE_DISABLE_FIND_PACKAGE_Protobuf=ON --no-warn-unused-cli)

step "README install commands, without doctest, Google Benchmark and Protobuf, into $work/prefix"
install_commands=$(readme_block sh)
[ -n "$install_commands" ] || { echo "README.md: no \`\`\`sh block under \"Using it in a build\"" >&2; exit 1; }
while read -r line; do
  line=${line%%#*}
  read -r -a words <<<"$line"
  [ ${#words[@]} -gt 0 ] || continue
  [ "${words[0]}" = cmake ] || { echo "README.md: unexpected install command: $line" >&2; exit 1; }
  command=("$cmake")
  for word in "${words[@]:1}"; do
    case $word in
      build) command+=("$work/build") ;;
      *) command+=("${word//\/usr\/local/$work/prefix}") ;;
    esac
  done
  case " ${words[*]} " in
    *" -S "*) command+=(-G "$generator" -DCMAKE_CXX_COMPILER="$cxx" "${hidden_packages[@]}") ;;
  esac
  echo "+ ${words[*]}"
  (cd "$source_dir" && "${command[@]}") >"$work/command.log" 2>&1 || { cat "$work/command.log" >&2; exit 1; }
  cat "$work/command.log" >>"$work/install.log"
done <<<"$install_commands"
skip_lines=$(grep -c "the tests are skipped" "$work/install.log" || true)
if [ "$skip_lines" -ne 1 ]; then
  echo "configure said $skip_lines times that the tests are skipped, expected once" >&2
  exit 1
fi
grep "the tests are skipped" "$work/install.log"
test -f "$work/prefix/include/plainproto/core.hpp"
test -f "$work/prefix/share/cmake/plainproto/plainprotoConfig.cmake"
test ! -e "$work/prefix/bin/plainproto"  # not built, so not installed

step "PLAINPROTO_BUILD_TESTS=ON without doctest is a configure error"
if "$cmake" -S "$source_dir" -B "$work/build-tests-on" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" \
    -DPLAINPROTO_BUILD_TESTS=ON "${hidden_packages[@]}" >"$work/tests-on.log" 2>&1; then
  echo "configure succeeded" >&2
  exit 1
fi
grep "PLAINPROTO_BUILD_TESTS is ON but doctest" "$work/tests-on.log"

step "README consumer snippet: find_package(plainproto CONFIG)"
mkdir -p "$work/readme-consumer"
sed -e 's|#include <plainproto/json.hpp>||' "$work/consumer/main.cpp" >"$work/readme-consumer/main.cpp"
{
  printf 'cmake_minimum_required(VERSION 3.14)\nproject(readme_consumer LANGUAGES CXX)\nadd_executable(app main.cpp)\n'
  readme_block cmake
} >"$work/readme-consumer/CMakeLists.txt"
grep -q "find_package(plainproto" "$work/readme-consumer/CMakeLists.txt"
"$cmake" -S "$work/readme-consumer" -B "$work/readme-consumer-build" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
"$cmake" --build "$work/readme-consumer-build" >/dev/null
"$work/readme-consumer-build/app"

step "find_package(plainproto CONFIG COMPONENTS json)"
cat > "$work/consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.14)
project(consumer LANGUAGES CXX)
find_package(plainproto 0.1 CONFIG REQUIRED COMPONENTS json)
add_executable(consumer main.cpp)
target_link_libraries(consumer PRIVATE plainproto::plainproto plainproto::json)
CMAKE
"$cmake" -S "$work/consumer" -B "$work/consumer-build" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" \
  -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
"$cmake" --build "$work/consumer-build" >/dev/null
"$work/consumer-build/consumer"

step "find_package(plainproto 99) is refused"
cat > "$work/consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.14)
project(consumer LANGUAGES CXX)
find_package(plainproto 99 CONFIG QUIET)
if(plainproto_FOUND)
  message(FATAL_ERROR "version 99 was accepted")
endif()
CMAKE
"$cmake" -S "$work/consumer" -B "$work/consumer-build-99" -G "$generator" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null

step "add_subdirectory: the library's tests, tool and benchmarks are off"
cat > "$work/consumer/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.14)
project(consumer LANGUAGES CXX)
add_subdirectory("$source_dir" plainproto)
foreach(option PLAINPROTO_BUILD_TESTS PLAINPROTO_BUILD_TOOL PLAINPROTO_BUILD_BENCH PLAINPROTO_INSTALL)
  if(\${option})
    message(FATAL_ERROR "\${option} is on in a subproject")
  endif()
endforeach()
add_executable(consumer main.cpp)
target_link_libraries(consumer PRIVATE plainproto::json)
CMAKE
"$cmake" -S "$work/consumer" -B "$work/subdir-build" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" >/dev/null
"$cmake" --build "$work/subdir-build" >/dev/null
"$work/subdir-build/consumer"

step "the single headers alone, copied into a project"
mkdir -p "$work/single/third_party/plainproto"
cp "$source_dir"/single_include/plainproto/*.hpp "$work/single/third_party/plainproto/"
sed 's|#include <plainproto/core.hpp>|#include <plainproto/plainproto.hpp>|' "$work/consumer/main.cpp" >"$work/single/main.cpp"
cat > "$work/single/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.14)
project(single_header_consumer LANGUAGES CXX)
find_package(nlohmann_json 3.2 REQUIRED)
add_executable(consumer main.cpp)
target_compile_features(consumer PRIVATE cxx_std_17)
target_include_directories(consumer PRIVATE third_party)
target_link_libraries(consumer PRIVATE nlohmann_json::nlohmann_json)
CMAKE
"$cmake" -S "$work/single" -B "$work/single-build" -G "$generator" -DCMAKE_CXX_COMPILER="$cxx" >/dev/null
"$cmake" --build "$work/single-build" >/dev/null
"$work/single-build/consumer"

step "pkg-config plainproto plainproto-json"
export PKG_CONFIG_PATH="$work/prefix/share/pkgconfig"
pkg-config --exact-version="$(pkg-config --modversion plainproto)" plainproto-json >/dev/null
# shellcheck disable=SC2046
"$cxx" -std=c++17 $(pkg-config --cflags plainproto-json) "$work/consumer/main.cpp" -o "$work/pkgconfig-consumer"
"$work/pkgconfig-consumer"

step "Meson: install without doctest (tool off to stay fast), then pkg-config"
if command -v meson >/dev/null; then
  printf "[binaries]\ncmake = 'false'\n" >"$work/no-cmake.ini"
  CXX=$cxx meson setup "$work/meson-build" "$source_dir" --prefix "$work/meson-prefix" -Dtool=disabled \
    --native-file "$work/no-cmake.ini" >"$work/meson.log" 2>&1 || { cat "$work/meson.log" >&2; exit 1; }
  grep "the tests are skipped" "$work/meson.log"
  meson install -C "$work/meson-build" >"$work/meson-install.log" 2>&1 || { cat "$work/meson-install.log" >&2; exit 1; }
  # shellcheck disable=SC2046
  "$cxx" -std=c++17 $(PKG_CONFIG_PATH="$work/meson-prefix/share/pkgconfig" pkg-config --cflags plainproto-json) \
    "$work/consumer/main.cpp" -o "$work/meson-pkgconfig-consumer"
  "$work/meson-pkgconfig-consumer"
else
  echo "meson not found: the Meson install is not checked"
fi

step "meson.build declares the same version as CMakeLists.txt"
meson_version=$(sed -n "s/^ *version: '\([^']*\)',*$/\1/p" "$source_dir/meson.build" | head -n 1)
[ "$meson_version" = "$(pkg-config --modversion plainproto)" ] ||
  { echo "meson.build has version '$meson_version', CMake $(pkg-config --modversion plainproto)" >&2; exit 1; }
