#include "jobs/curation/fourteen_difficulty.h"

#include <utility>

#include "core/games/fourteen/dead_end.h"
#include "core/games/fourteen/dominance.h"
#include "core/games/fourteen/key.h"
#include "core/games/fourteen/players.h"
#include "core/games/fourteen/replay.h"

namespace reckon::cli {

using fourteen::Mask;
using fourteen::Move;

FourteenRates fourteen_heuristic_rates(const fourteen::Deal& deal, int seeds) {
  using fourteen::Strategy;
  const auto wins = [&](Strategy s, double noise, std::uint64_t seed) {
    return fourteen::replay(deal, fourteen::play(deal, s, noise, seed)).status ==
           fourteen::ReplayResult::Status::kWon;
  };
  FourteenRates r;
  r.seeds = seeds;
  r.simple = wins(Strategy::kSimple, 0, 0);
  r.deepest = wins(Strategy::kDeepest, 0, 0);
  int deepest = 0, random = 0;
  for (int s = 1; s <= seeds; ++s) {
    deepest += wins(Strategy::kDeepest, kDeepestNoise, static_cast<std::uint64_t>(s));
    // Noise 1: every pair is the random one (the strategy never chooses).
    random += wins(Strategy::kSimple, 1.0, static_cast<std::uint64_t>(s));
  }
  if (seeds > 0) {
    r.deepest_noisy = static_cast<double>(deepest) / seeds;
    r.random = static_cast<double>(random) / seeds;
  }
  return r;
}

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

DecisionProfile fourteen_player_difficulty(const fourteen::Deal& deal,
                                           const fourteen::MoveList& line, FourteenSolver& solver) {
  const fourteen::Board board(deal);
  fourteen::KeyMaker keys(board, /*symmetry=*/true);
  keys.reset(deal);
  DecisionProfile profile;
  fourteen::MoveList prefix;
  for (const Move& chosen : line) {
    const Mask cards = cards_after(board, prefix);
    // The distinct pairs here, the line's own first (so that its twins
    // count as the same choice).
    std::vector<std::pair<Move, std::uint32_t>> options;
    const auto consider = [&](const Move& m) {
      Mask after = cards;
      for (const std::uint8_t c : m.columns)
        after &= ~fourteen::bit(board.id(c, board.height(after, c) - 1));
      const std::uint32_t k = keys.key(after).index;
      for (const auto& o : options)
        if (o.second == k) return;
      options.emplace_back(m, k);
    };
    consider(chosen);
    for (const Move& m : legal_pairs(board, deal, cards)) consider(m);
    if (options.size() > 1) {
      int winning = 1;  // the line's own pair wins
      for (std::size_t o = 1; o < options.size(); ++o) {
        fourteen::MoveList alt = prefix;
        alt.push_back(options[o].first);
        const FourteenOutcome out = solver.solve_from(deal, alt);
        if (out.verdict == solver::Verdict::kWinnable) ++winning;
        if (out.verdict == solver::Verdict::kUnknown) ++profile.unknown_choices;
      }
      profile.add_decision(static_cast<int>(options.size()), winning);
    }
    prefix.push_back(chosen);
  }
  return profile;
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

std::string unwinnable_reason(const fourteen::Deal& deal, std::uint64_t nodes) {
  const fourteen::Board board(deal);
  fourteen::ClassAnalysis classes(board);
  classes.reset();
  const fourteen::Layout& l = deal.layout;
  const std::string effort = " (" + std::to_string(nodes) + (nodes == 1 ? " node)" : " nodes)");
  for (int k = 1; k <= l.classes(); ++k) {
    if (classes.playable(k, board.all())) continue;
    const std::string low = rank_pretty(static_cast<Rank>(k)),
                      high = rank_pretty(l.partner(static_cast<Rank>(k)));
    return (2 * k == l.target ? "the " + low + "s" : "the " + low + "s and " + high + "s") +
           " can not be paired off in any order, as dealt" + effort;
  }
  if (legal_pairs(board, deal, board.all()).empty()) return "no pair to take at the start";
  return "no line wins: every line was searched" + effort;
}

}  // namespace reckon::cli
