// plainproto: everything but JSON (include plainproto/json.hpp for that).
#pragma once

#include "binary.hpp"
#include "core.hpp"
#include "detail/schema/proto_export.hpp"
#include "diff.hpp"
#include "document.hpp"
#include "paths.hpp"
#include "schemas.hpp"
#include "text.hpp"
