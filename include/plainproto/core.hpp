// plainproto core: describing messages and enums, proto2 field semantics, required-field checks.
#pragma once

#include "detail/core/descriptor.hpp"
#include "detail/core/describe.hpp"
#include "detail/core/extensions.hpp"
#include "detail/core/field.hpp"
#include "detail/core/field_type.hpp"
#include "detail/core/map.hpp"
#include "detail/core/macros.hpp"
#include "detail/core/message.hpp"
#include "detail/core/oneof.hpp"
#include "detail/core/owned_message.hpp"
#include "detail/core/storage_ops.hpp"
#include "detail/core/unknown_fields.hpp"
#include "version.hpp"
