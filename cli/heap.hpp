// plainproto CLI: the heap made ready for a large input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace plainproto {
namespace cli {

// Inputs from this size on get a heap prepared for them.
inline constexpr std::size_t large_input_size = std::size_t{1} << 20;

// Reading a large config fills tens of megabytes of fresh heap, and each 4 KB page is first touched through a
// page fault. On a virtual machine those faults cost most of a large conversion's CPU time: converting an
// 8.5 MB DistributedJobInfo took 7,600 faults and about 125 ms, against about 40 ms in 2 MB pages
// (bench/README.md). So before a large input is read, the heap grows at once by a multiple of its size and
// asks for transparent huge pages there (the kernel gives them where
// /sys/kernel/mm/transparent_hugepage/enabled says madvise or always; elsewhere nothing changes). Large
// blocks (the lists of big messages, the output) are taken from that heap too, and it is not given back
// while the tool runs. Memory that is reserved but not touched costs no RSS: the peak stays below
// libprotobuf's tool's (bench/README.md).
inline void prepare_heap_for(std::size_t input_size) {
#if defined(__GLIBC__)
  if (input_size < large_input_size) return;
  constexpr std::size_t huge_page = std::size_t{2} << 20;
  constexpr std::size_t largest_mmap_threshold = std::size_t{32} << 20;  // glibc's limit for M_MMAP_THRESHOLD
  const std::size_t room = 4 * input_size;
  if (room > static_cast<std::size_t>(INT32_MAX)) return;
  mallopt(M_MMAP_THRESHOLD, static_cast<int>(room < largest_mmap_threshold ? room : largest_mmap_threshold));
  mallopt(M_TRIM_THRESHOLD, static_cast<int>(room < INT32_MAX / 2 ? 2 * room : room));
  mallopt(M_TOP_PAD, static_cast<int>(room));
  // A block that is never touched (nor freed) fills the heap up to a 2 MB boundary, so that the parse starts in
  // huge pages; asking for more than the heap has free, it also makes the heap grow by the pad at once. glibc
  // writes the header of the free memory after the block: it must stay below the boundary, for a page touched
  // above it before the madvise would keep those 2 MB in 4 KB pages.
  constexpr std::size_t header_room = 64;
  constexpr std::size_t smallest_block = std::size_t{256} << 10;  // more than glibc's first heap has free
  const auto before = reinterpret_cast<std::uintptr_t>(sbrk(0));
  std::uintptr_t first = (before + huge_page - 1) & ~(huge_page - 1);
  if (first - before < smallest_block + header_room) first += huge_page;
  const std::size_t block_size = first - before - header_room;
  static void* const below_huge_pages = std::malloc(block_size);
  const auto block_end = reinterpret_cast<std::uintptr_t>(below_huge_pages) + block_size;
  const auto after = reinterpret_cast<std::uintptr_t>(sbrk(0));
  // (not a brk heap, under valgrind or a sanitizer: nothing to do)
  if (below_huge_pages == nullptr || block_end + header_room > first || after <= first + huge_page) return;
  madvise(reinterpret_cast<void*>(first), after - first, MADV_HUGEPAGE);
#else
  static_cast<void>(input_size);
#endif
}

}  // namespace cli
}  // namespace plainproto
