// test_config.hpp for tests of the JSON mapping (plainproto/json.hpp and json_schema.hpp, which need nlohmann_json).
#pragma once

#include "test_config.hpp"

#ifdef PLAINPROTO_TEST_SINGLE_HEADER
#include <single_include/plainproto/json.hpp>
#include <single_include/plainproto/json_schema.hpp>
#else
#include <plainproto/json.hpp>
#include <plainproto/json_schema.hpp>
#endif
