// plainproto compiled mode: the one definition of each typed entry point that include/plainproto/compiled.hpp
// declares for the built-in top-level messages (the library target plainproto::compiled).
#include <plainproto/compiled.hpp>

#if PLAINPROTO_HEADER_ONLY
#error "plainproto: src/plainproto_compiled.cpp is built with PLAINPROTO_HEADER_ONLY=0"
#endif

// The definitions, which compiled.hpp leaves out in compiled mode.
#include <plainproto/binary.hpp>
#include <plainproto/json.hpp>
#include <plainproto/text.hpp>
// The Python style installed for every program that links the library, as the entry points above may be called
// with text_style::python.
#include <plainproto/python_style.hpp>

namespace plainproto {
PLAINPROTO_DETAIL_COMPILED_TYPES(template);
}  // namespace plainproto
