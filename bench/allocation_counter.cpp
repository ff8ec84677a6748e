// Counts heap allocations of the whole benchmark program (plainproto's and libprotobuf's alike) by replacing
// the global operator new. Kept alone in this file so no allocation is inlined against the replacement.
// The counts are per thread (each benchmark runs and reads them on one thread): an atomic counter would add
// a locked instruction to every allocation, tens of cycles that both libraries would be timed with.
#include <cstdlib>
#include <new>

#include "bench_data.hpp"

namespace {
thread_local std::size_t allocation_count = 0;
thread_local std::size_t allocation_bytes = 0;
}  // namespace

bench::allocation_totals bench::allocations_so_far() { return {allocation_count, allocation_bytes}; }

void* operator new(std::size_t size) {
  ++allocation_count;
  allocation_bytes += size;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
