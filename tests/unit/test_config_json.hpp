// test_config.hpp for tests of the JSON mapping (plainproto/json.hpp, which needs nlohmann_json).
#pragma once

#include "test_config.hpp"

#ifdef PLAINPROTO_TEST_SINGLE_HEADER
#include <single_include/plainproto/json.hpp>
#else
#include <plainproto/json.hpp>
#endif
