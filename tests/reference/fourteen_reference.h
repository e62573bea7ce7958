#pragma once
// Brute-force oracle for Fourteen Out, for differential tests on small
// layouts: every pair of exposed cards in every order, no symmetry, no
// pruning, no dominance; the only help is a memo of exact positions (column
// heights) already seen to lose. Slow on purpose and simple enough to check
// by eye. It shares nothing with the solver but the Deal record.
#include <set>
#include <vector>

#include "core/games/fourteen/deal.h"

namespace reckon::testing {

class FourteenReference {
 public:
  explicit FourteenReference(const fourteen::Deal& deal) : deal_(deal) {
    for (int c = 0; c < deal.layout.columns; ++c) {
      columns_.push_back({});
      for (int d = 0; d < deal.layout.size(c); ++d) columns_.back().push_back(deal.at(c, d).rank());
      heights_.push_back(deal.layout.size(c));
    }
  }

  // From a position: the number of cards left in each column.
  FourteenReference(const fourteen::Deal& deal, const std::vector<int>& heights) : FourteenReference(deal) {
    heights_ = heights;
  }

  bool winnable() { return search(); }
  // Positions proven lost (the reachable positions of a lost deal).
  long positions() const { return static_cast<long>(lost_.size()); }

 private:
  bool search() {
    bool empty = true;
    for (int h : heights_) empty = empty && h == 0;
    if (empty) return true;
    if (lost_.count(heights_)) return false;
    const int n = static_cast<int>(columns_.size());
    for (int a = 0; a < n; ++a) {
      if (heights_[a] == 0) continue;
      for (int b = a + 1; b < n; ++b) {
        if (heights_[b] == 0) continue;
        if (columns_[a][heights_[a] - 1] + columns_[b][heights_[b] - 1] != deal_.layout.target) continue;
        --heights_[a];
        --heights_[b];
        const bool won = search();
        ++heights_[a];
        ++heights_[b];
        if (won) return true;
      }
    }
    lost_.insert(heights_);
    return false;
  }

  fourteen::Deal deal_;
  std::vector<std::vector<int>> columns_;  // ranks, first dealt first
  std::vector<int> heights_;
  std::set<std::vector<int>> lost_;
};

}  // namespace reckon::testing
