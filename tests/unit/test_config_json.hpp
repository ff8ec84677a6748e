// test_config.hpp for tests of the JSON mapping (plainproto/json.hpp) and of the headers that need nlohmann_json
// (nlohmann.hpp, json_schema.hpp).
#pragma once

#include "test_config.hpp"

#ifdef PLAINPROTO_TEST_SINGLE_HEADER
#include <single_include/plainproto/json.hpp>
#include <single_include/plainproto/nlohmann.hpp>
#include <single_include/plainproto/json_schema.hpp>
#else
#include <plainproto/json.hpp>
#include <plainproto/nlohmann.hpp>
#include <plainproto/json_schema.hpp>
#endif
