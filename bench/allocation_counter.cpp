// Counts heap allocations of the whole benchmark program (plainproto's and libprotobuf's alike) by replacing
// the global operator new. Kept alone in this file so no allocation is inlined against the replacement.
#include <atomic>
#include <cstdlib>
#include <new>

#include "bench_data.hpp"

namespace {
std::atomic<std::size_t> allocation_count{0};
std::atomic<std::size_t> allocation_bytes{0};
}  // namespace

bench::allocation_totals bench::allocations_so_far() { return {allocation_count.load(), allocation_bytes.load()}; }

void* operator new(std::size_t size) {
  allocation_count.fetch_add(1, std::memory_order_relaxed);
  allocation_bytes.fetch_add(size, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
