// plainproto core: describing messages and enums, proto2 field semantics, required-field checks.
#pragma once

#include "detail/descriptor.hpp"
#include "detail/describe.hpp"
#include "detail/field.hpp"
#include "detail/field_type.hpp"
#include "detail/macros.hpp"
#include "detail/message.hpp"
#include "detail/oneof.hpp"
#include "detail/storage_ops.hpp"
