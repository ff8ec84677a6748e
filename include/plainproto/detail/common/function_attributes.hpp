// plainproto: PLAINPROTO_DETAIL_ALWAYS_INLINE, for a function whose calls must be inlined;
// PLAINPROTO_DETAIL_NOINLINE, for one whose body is compiled once rather than into each caller; and
// PLAINPROTO_DETAIL_COLD, for one that is seldom called: compiled for size and kept out of its callers.
#pragma once

#if defined(__GNUC__)
#define PLAINPROTO_DETAIL_COLD __attribute__((cold, noinline))
#define PLAINPROTO_DETAIL_NOINLINE __attribute__((noinline))
#else
#define PLAINPROTO_DETAIL_COLD
#define PLAINPROTO_DETAIL_NOINLINE
#endif

// Inlining is forced only where the compiler optimizes: an unoptimized (debug or sanitizer) build gains nothing from
// it but a longer compile (the binary reader inlines every field's reading into its message's, twice: the unit
// tests' schemas.cpp with ASan at -O0 took 27.9 s forced, 17.1 s not).
#if defined(__GNUC__) && defined(__OPTIMIZE__)
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define PLAINPROTO_DETAIL_ALWAYS_INLINE inline
#endif
