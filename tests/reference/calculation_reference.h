#pragma once
// Brute-force oracle for the Calculation family, for differential tests on
// small positions: every primitive move in every order, no symmetry, no
// pruning, no dominance; the only help is a memo of exact positions already
// seen to lose. Slow on purpose and simple enough to check by eye.
#include <unordered_set>
#include <string>
#include <vector>

#include "core/games/calculation/state.h"

namespace reckon::testing {

class CalculationReference {
 public:
  // Start from a position of the real solver's state type (converted once).
  CalculationReference(const std::vector<Rank>& stock, const calculation::Variant& v,
                       const calculation::State& start)
      : stock_(stock), v_(v), piles_(static_cast<std::size_t>(v.piles())) {
    for (int k = 0; k < 4; ++k) found_[k] = start.found[k];
    next_ = start.next;
    for (int p = 0; p < v.piles(); ++p) {
      std::uint8_t idx[calculation::kMaxStock];
      const int h = calculation::pile_cards(start, p, idx);
      for (int j = 0; j < h; ++j) piles_[p].push_back(stock[idx[j]]);
    }
  }

  bool winnable() { return search(); }
  long positions() const { return static_cast<long>(lost_.size()); }

 private:
  // Foundation k (1-based) holding c cards needs ((c+1)*k - 1) mod 13 + 1.
  int wants(int k0) const { return found_[k0] == 13 ? 0 : ((found_[k0] + 1) * (k0 + 1) - 1) % 13 + 1; }

  std::string encode() const {
    std::string s;
    for (int k = 0; k < 4; ++k) s += static_cast<char>('a' + found_[k]);
    s += static_cast<char>('A' + next_);
    for (const auto& p : piles_) {
      s += '|';
      for (int r : p) s += static_cast<char>('a' + r);
    }
    return s;
  }

  bool search() {
    if (found_[0] + found_[1] + found_[2] + found_[3] == 52) return true;
    const std::string key = encode();
    if (lost_.count(key)) return false;
    for (std::size_t p = 0; p < piles_.size(); ++p) {
      if (piles_[p].empty()) continue;
      const int x = piles_[p].back();
      // Experte is not modelled here (the oracle is for free-move variants).
      for (int k = 0; k < 4; ++k) {
        if (wants(k) != x) continue;
        piles_[p].pop_back();
        ++found_[k];
        const bool won = search();
        --found_[k];
        piles_[p].push_back(x);
        if (won) return true;
      }
    }
    if (next_ < static_cast<int>(stock_.size())) {
      const int c = stock_[next_];
      const int owner = v_.owner_of_card(next_);
      ++next_;
      for (int k = 0; k < 4; ++k) {
        if (wants(k) != c) continue;
        ++found_[k];
        const bool won = search();
        --found_[k];
        if (won) return --next_, true;
      }
      for (std::size_t p = 0; p < piles_.size(); ++p) {
        if (v_.owner_of_pile(static_cast<int>(p)) != owner) continue;
        piles_[p].push_back(c);
        const bool won = search();
        piles_[p].pop_back();
        if (won) return --next_, true;
      }
      --next_;
    }
    lost_.insert(key);
    return false;
  }

  std::vector<Rank> stock_;
  calculation::Variant v_;
  int found_[4] = {};
  int next_ = 0;
  std::vector<std::vector<int>> piles_;
  std::unordered_set<std::string> lost_;
};

}  // namespace reckon::testing
