// What every unit test includes instead of naming a plainproto header: the same tests are built once against
// include/ and once against the generated single header (PLAINPROTO_TEST_SINGLE_HEADER, set by the build).
#pragma once

#ifdef PLAINPROTO_TEST_SINGLE_HEADER
#include <single_include/plainproto/plainproto.hpp>
#else
#include <plainproto/plainproto.hpp>
#endif

#include <doctest/doctest.h>
