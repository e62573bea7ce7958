#pragma once
// Rechenkünstler played turn by turn, the way the seed describes it: players
// A and B alternate; a turn is free moves, then (while the player's stock
// lasts) turning the stock's top card onto a foundation that needs it or
// one of the player's own piles, then free moves; with an empty stock a turn
// is free moves or a pass. Normal: free moves from any pile; Experte: only
// from the player's own piles. Brute force over that explicit model (every
// move in every order, a visited set, nothing else): an implementation of
// the rules independent of the solver's "Calculation with pile ownership".
#include <string>
#include <unordered_set>
#include <vector>

#include "core/games/calculation/state.h"

namespace reckon::testing {

class RechenkuenstlerTurns {
 public:
  // start: a position at the start of the turn of the next card's owner.
  RechenkuenstlerTurns(const std::vector<Rank>& stock, const calculation::Variant& v, const calculation::State& start)
      : stock_(stock), v_(v), piles_(static_cast<std::size_t>(v.piles())) {
    for (int k = 0; k < 4; ++k) found_[k] = start.found[k];
    next_ = start.next;
    player_ = next_ < static_cast<int>(stock.size()) ? next_ % 2 : 0;
    for (int p = 0; p < v.piles(); ++p) {
      std::uint8_t idx[calculation::kMaxStock];
      const int h = calculation::pile_cards(start, p, idx);
      for (int j = 0; j < h; ++j) piles_[p].push_back(stock[idx[j]]);
    }
  }

  bool winnable() { return search(); }

 private:
  int wants(int k0) const { return found_[k0] == 13 ? 0 : ((found_[k0] + 1) * (k0 + 1) - 1) % 13 + 1; }
  int owner(std::size_t pile) const { return static_cast<int>(pile) / v_.piles_per_owner; }
  bool stock_left() const { return next_ < static_cast<int>(stock_.size()); }

  std::string encode() const {
    std::string s;
    for (int k = 0; k < 4; ++k) s += static_cast<char>('a' + found_[k]);
    s += static_cast<char>('A' + next_);
    s += static_cast<char>('0' + player_);
    s += static_cast<char>('0' + turned_);
    for (const auto& p : piles_) {
      s += '|';
      for (int r : p) s += static_cast<char>('a' + r);
    }
    return s;
  }

  bool search() {
    if (found_[0] + found_[1] + found_[2] + found_[3] == 52) return true;
    if (!seen_.insert(encode()).second) return false;
    // Free moves.
    for (std::size_t p = 0; p < piles_.size(); ++p) {
      if (piles_[p].empty() || (v_.expert && owner(p) != player_)) continue;
      const int x = piles_[p].back();
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
    // Turn the card (once per turn, while the player's stock lasts).
    if (!turned_ && stock_left()) {
      const int c = stock_[next_];
      ++next_;
      turned_ = true;
      bool won = false;
      for (int k = 0; k < 4 && !won; ++k) {
        if (wants(k) != c) continue;
        ++found_[k];
        won = search();
        --found_[k];
      }
      for (std::size_t p = 0; p < piles_.size() && !won; ++p) {
        if (owner(p) != player_) continue;
        piles_[p].push_back(c);
        won = search();
        piles_[p].pop_back();
      }
      turned_ = false;
      --next_;
      if (won) return true;
    }
    // End the turn: required after the turned card, a pass once stocks are empty.
    if (turned_ || !stock_left()) {
      const bool was = turned_;
      player_ = 1 - player_;
      turned_ = false;
      const bool won = search();
      turned_ = was;
      player_ = 1 - player_;
      if (won) return true;
    }
    return false;
  }

  std::vector<Rank> stock_;
  calculation::Variant v_;
  int found_[4] = {};
  int next_ = 0;
  int player_ = 0;
  bool turned_ = false;  // the player has turned their card this turn
  std::vector<std::vector<int>> piles_;
  std::unordered_set<std::string> seen_;
};

}  // namespace reckon::testing
