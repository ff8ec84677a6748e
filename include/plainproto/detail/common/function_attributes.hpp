// plainproto: PLAINPROTO_DETAIL_ALWAYS_INLINE, for a function whose calls must be inlined, and
// PLAINPROTO_DETAIL_COLD, for one that is seldom called: compiled for size and kept out of its callers.
#pragma once

#if defined(__GNUC__)
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline __attribute__((always_inline))
#define PLAINPROTO_DETAIL_COLD __attribute__((cold, noinline))
#else
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline
#define PLAINPROTO_DETAIL_COLD
#endif
