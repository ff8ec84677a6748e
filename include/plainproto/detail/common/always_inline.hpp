// plainproto: PLAINPROTO_DETAIL_ALWAYS_INLINE, for a function whose calls must be inlined.
#pragma once

#if defined(__GNUC__)
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline
#endif
