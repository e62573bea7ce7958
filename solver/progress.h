#pragma once
// A live view of one search, for a progress display while it runs (solve on
// a terminal). The search only writes it; a display thread reads it. Nodes
// are counted in steps of 1024 (where the search looks at its clock anyway),
// so keeping the view costs nothing measurable.
#include <atomic>
#include <cstdint>

namespace reckon::solver {

struct Progress {
  std::atomic<std::uint64_t> nodes{0};      // search nodes so far, to the step below
  std::atomic<const char*> rule{"search"};  // what runs now: "search", "beam", "sat", ...
  static constexpr std::uint64_t kStep = 1024;
};

}  // namespace reckon::solver
