#include "jobs/curation/fourteen_difficulty.h"

#include <utility>

#include "core/games/fourteen/dead_end.h"
#include "core/games/fourteen/dominance.h"
#include "core/games/fourteen/key.h"
#include "core/games/fourteen/players.h"
#include "core/games/fourteen/replay.h"

namespace reckon::curation {

using fourteen::Mask;
using fourteen::Move;

fourteen::MoveList legal_pairs(const fourteen::Board& board, const fourteen::Deal& deal,
                               Mask cards) {
  const Mask exposed = board.exposed(cards);
  fourteen::MoveList out;
  for (int a = 0; a < board.columns(); ++a) {
    const int x = board.top(exposed, a);
    if (x < 0) continue;
    for (int b = a + 1; b < board.columns(); ++b) {
      const int y = board.top(exposed, b);
      if (y < 0 || board.rank(x) + board.rank(y) != board.layout().target) continue;
      out.push_back(
          {{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)},
           {deal.grid[static_cast<std::size_t>(x)], deal.grid[static_cast<std::size_t>(y)]}});
    }
  }
  return out;
}

bool finishes_by_itself(const fourteen::Deal& deal, Mask cards) {
  const fourteen::Board board(deal);
  fourteen::SafePairCache cache;
  cache.reset();
  unsigned all = 0;
  for (int k = 1; k <= deal.layout.classes(); ++k) all |= 1u << k;
  fourteen::take_safe_pairs(board, cache, cards, all, nullptr);
  return cards == 0;
}

std::string unwinnable_reason(const fourteen::Deal& deal) {
  const fourteen::Board board(deal);
  fourteen::ClassAnalysis classes(board);
  classes.reset();
  const fourteen::Layout& l = deal.layout;
  for (int k = 1; k <= l.classes(); ++k) {
    if (classes.playable(k, board.all())) continue;
    const std::string low = rank_pretty(static_cast<Rank>(k)),
                      high = rank_pretty(l.partner(static_cast<Rank>(k)));
    return (2 * k == l.target ? "the " + low + "s" : "the " + low + "s and " + high + "s") +
           " can not be paired off in any order, as dealt";
  }
  if (legal_pairs(board, deal, board.all()).empty()) return "no pair to take at the start";
  return "no line wins: every line was searched";
}

}  // namespace reckon::curation
