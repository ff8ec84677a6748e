#!/usr/bin/env bash
# Installs plainproto into a temporary prefix and builds small consumers the ways users will:
# find_package(plainproto CONFIG), add_subdirectory, pkg-config, and the single headers copied into a project.
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

step "install into $work/prefix"
"$cmake" -S "$source_dir" -B "$work/build" -G "$generator" -DCMAKE_INSTALL_PREFIX="$work/prefix" \
  -DCMAKE_CXX_COMPILER="$cxx" -DPLAINPROTO_BUILD_TESTS=OFF -DPLAINPROTO_BUILD_TOOL=OFF -DPLAINPROTO_BUILD_BENCH=OFF \
  -DPLAINPROTO_INSTALL=ON >/dev/null
"$cmake" --install "$work/build" >/dev/null
test -f "$work/prefix/include/plainproto/core.hpp"

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

step "meson.build declares the same version as CMakeLists.txt"
meson_version=$(sed -n "s/^ *version: '\([^']*\)',*$/\1/p" "$source_dir/meson.build" | head -n 1)
[ "$meson_version" = "$(pkg-config --modversion plainproto)" ] ||
  { echo "meson.build has version '$meson_version', CMake $(pkg-config --modversion plainproto)" >&2; exit 1; }
