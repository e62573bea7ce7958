#pragma once
// Verdicts of Calculation-family positions, kept across hints (a server
// answers many hints along the same games): keyed by everything the
// verdict depends on and nothing else, so a hit is exact. Only definite
// verdicts are kept (an "unknown" says only that a budget ran out). Safe
// to share between threads. When full it forgets everything: its memory
// is bounded, and no entry is ever wrong, only missing.
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/state.h"
#include "solver/verdict.h"

namespace reckon::hint {

class VerdictCache {
 public:
  explicit VerdictCache(std::size_t max_entries) : max_entries_(max_entries) {}

  // The key of a position: the variant, the foundations, each pile's ranks
  // bottom to top and the ranks still in the stock in turning order (suits
  // never matter, doc/rules.md). Not for Experte, whose verdict depends on
  // whose turn it is and on the moves that led there: std::nullopt.
  static std::optional<std::string> key_of(const calculation::Deal& deal,
                                           const calculation::Variant& v,
                                           const calculation::State& s);

  std::optional<solver::Verdict> find(const std::string& key) const;
  void put(const std::string& key, solver::Verdict verdict);  // an unknown is not kept

  struct Counts {
    std::size_t hits = 0, misses = 0, entries = 0;
  };
  Counts counts() const;

 private:
  std::size_t max_entries_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, solver::Verdict> verdicts_;
  mutable std::size_t hits_ = 0, misses_ = 0;
};

}  // namespace reckon::hint
