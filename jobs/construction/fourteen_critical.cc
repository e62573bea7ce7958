#include "jobs/construction/fourteen_critical.h"

#include <utility>
#include <vector>

#include "core/games/fourteen/board.h"
#include "core/games/fourteen/key.h"
#include "jobs/curation/fourteen_difficulty.h"  // legal_pairs

namespace reckon::construction {

CriticalDecisions count_forced_moves(const fourteen::Deal& deal, const fourteen::MoveList& line,
                                     strategies::FourteenSolver& solver) {
  const fourteen::Board board(deal);
  fourteen::KeyMaker keys(board, /*symmetry=*/true);
  keys.reset(deal);
  // The position after pair m: its two cards leave their columns.
  const auto key_after = [&](fourteen::Mask cards, const fourteen::Move& m) {
    for (const std::uint8_t c : m.columns)
      cards &= ~fourteen::bit(board.id(c, board.height(cards, c) - 1));
    return keys.key(cards).index;
  };
  CriticalDecisions d;
  fourteen::MoveList prefix;
  for (const fourteen::Move& chosen : line) {
    ++d.turns;
    const fourteen::Mask cards = strategies::cards_after(board, prefix);
    const auto chosen_key = key_after(cards, chosen);
    std::vector<std::pair<decltype(chosen_key), fourteen::Move>> others;
    for (const fourteen::Move& m : curation::legal_pairs(board, deal, cards)) {
      const auto k = key_after(cards, m);
      bool seen = k == chosen_key;
      for (const auto& o : others) seen = seen || o.first == k;
      if (!seen) others.emplace_back(k, m);
    }
    if (!others.empty()) {
      ++d.choices;
      bool another_wins = false;
      for (std::size_t i = 0; i < others.size() && !another_wins; ++i) {
        fourteen::MoveList alt = prefix;
        alt.push_back(others[i].second);
        ++d.solves;
        const solver::Verdict v = solver.solve_from(deal, alt).verdict;
        if (v == solver::Verdict::kUnknown) {
          d.undecided = true;
          return d;
        }
        another_wins = v == solver::Verdict::kWinnable;
      }
      if (!another_wins) ++d.critical;
    }
    prefix.push_back(chosen);
  }
  return d;
}

}  // namespace reckon::construction
