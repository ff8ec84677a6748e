// plainproto: the library's version, the same as the CMake and Meson projects' (tests/scripts/cli_usage.sh checks).
#pragma once

#define PLAINPROTO_VERSION_MAJOR 0
#define PLAINPROTO_VERSION_MINOR 1
#define PLAINPROTO_VERSION_PATCH 0
