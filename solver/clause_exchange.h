#pragma once
// Learned clauses passed between SAT solvers racing on one formula
// (SatRace). A clause a solver learns is implied by the formula, so a solver
// that takes it in keeps exactly the formula's solutions: it may only find
// one, or run out of them, sooner. Each entrant publishes what it learns
// under its id and, now and then, takes in what the others published since
// it last looked.
//
// Why: the two entrants of --deal-threads 2 explore the same formula from
// different decisions, and a short clause one learns often cuts the other's
// search too: on Calculation W=2, one deal at a time on both cores, sharing
// took about a quarter off the whole run and half off the slowest deal
// (sat_solver.cc, kShareSize and kImportEvery; doc/journal/2026-12.md).
#include <array>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <vector>

#include "solver/memory_account.h"

namespace reckon::solver {

class ClauseExchange {
 public:
  static constexpr int kMaxEntrants = 4;
  // Where an entrant has read up to, by publisher.
  using Seen = std::array<std::size_t, kMaxEntrants>;

  // The published clauses' memory is reserved there; a clause that does
  // not fit is not published (sharing only speeds a solve up).
  void set_memory(MemoryAccount* account) { memory_ = account; }
  ClauseExchange() = default;
  ClauseExchange(const ClauseExchange&) = delete;
  ClauseExchange& operator=(const ClauseExchange&) = delete;
  ~ClauseExchange() {
    if (memory_) memory_->release(reserved_);
  }

  // Entrant `from` (0 <= from < kMaxEntrants) learned `clause`.
  void publish(int from, const std::vector<int>& clause);
  // How many clauses the entrants other than `to` have published so far.
  std::size_t offered(int to) const;
  // Appends to `out` the clauses the others published since `seen` (each
  // ended by a 0) and moves `seen` on; returns how many.
  std::size_t take(int to, Seen& seen, std::vector<int>& out) const;

 private:
  mutable std::mutex mutex_;
  std::array<std::vector<int>, kMaxEntrants> literals_;  // by publisher, each clause ended by a 0
  std::array<std::atomic<std::size_t>, kMaxEntrants> published_{};
  MemoryAccount* memory_ = nullptr;
  std::size_t reserved_ = 0;  // bytes reserved in memory_: the literal vectors' capacity
};

}  // namespace reckon::solver
