// plainproto: PLAINPROTO_DETAIL_ALWAYS_INLINE, for a function whose calls must be inlined;
// PLAINPROTO_DETAIL_NOINLINE, for one whose body is compiled once rather than into each caller; and
// PLAINPROTO_DETAIL_COLD, for one that is seldom called: compiled for size and kept out of its callers.
#pragma once

#if defined(__GNUC__)
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline __attribute__((always_inline))
#define PLAINPROTO_DETAIL_COLD __attribute__((cold, noinline))
#define PLAINPROTO_DETAIL_NOINLINE __attribute__((noinline))
#else
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline
#define PLAINPROTO_DETAIL_COLD
#define PLAINPROTO_DETAIL_NOINLINE
#endif
