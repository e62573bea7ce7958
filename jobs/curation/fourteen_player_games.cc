#include "jobs/curation/fourteen_player_games.h"

#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "core/games/fourteen/key.h"
#include "core/games/fourteen/players.h"
#include "core/games/fourteen/replay.h"
#include "jobs/curation/fourteen_difficulty.h"  // legal_pairs

namespace reckon::curation {
namespace {

using fourteen::Mask;
using fourteen::Move;

class GameWalker {
 public:
  GameWalker(const fourteen::Deal& deal, strategies::FourteenSolver& solver)
      : deal_(deal), board_(deal), keys_(board_, /*symmetry=*/true), solver_(solver) {
    keys_.reset(deal);
  }

  // Adds the decisions of `game` (a legal line from the start) to `profile`;
  // false when a verdict it needed was left open.
  bool walk(const fourteen::MoveList& game, DecisionProfile& profile) {
    fourteen::MoveList prefix;
    for (const Move& chosen : game) {
      const Mask cards = strategies::cards_after(board_, prefix);
      // The distinct pairs here: (key, a move leading there).
      std::vector<std::pair<std::uint32_t, Move>> options;
      for (const Move& m : legal_pairs(board_, deal_, cards)) {
        const std::uint32_t k = key_after(cards, m);
        bool twin = false;
        for (const auto& o : options) twin = twin || o.first == k;
        if (!twin) options.emplace_back(k, m);
      }
      const std::uint32_t chosen_key = key_after(cards, chosen);
      // One distinct pair in a winnable position wins: nothing to ask.
      if (options.size() > 1) {
        int winning = 0;
        solver::Verdict next = solver::Verdict::kUnknown;
        for (const auto& [k, m] : options) {
          const solver::Verdict v = verdict(k, prefix, m);
          if (v == solver::Verdict::kUnknown) return false;
          if (v == solver::Verdict::kWinnable) ++winning;
          if (k == chosen_key) next = v;
        }
        profile.add_decision(static_cast<int>(options.size()), winning);
        if (next != solver::Verdict::kWinnable) return true;  // this game has lost the deal
      }
      prefix.push_back(chosen);
    }
    return true;
  }

 private:
  std::uint32_t key_after(Mask cards, const Move& m) const {
    for (const std::uint8_t c : m.columns)
      cards &= ~fourteen::bit(board_.id(c, board_.height(cards, c) - 1));
    return keys_.key(cards).index;
  }

  solver::Verdict verdict(std::uint32_t key, const fourteen::MoveList& prefix, const Move& m) {
    if (const auto it = known_.find(key); it != known_.end()) return it->second;
    fourteen::MoveList line = prefix;
    line.push_back(m);
    const solver::Verdict v = solver_.solve_from(deal_, line).verdict;
    known_.emplace(key, v);
    return v;
  }

  const fourteen::Deal& deal_;
  fourteen::Board board_;
  fourteen::KeyMaker keys_;
  strategies::FourteenSolver& solver_;
  // Verdicts by position key: the games of one deal share many positions.
  absl::flat_hash_map<std::uint32_t, solver::Verdict> known_;
};

bool wins(const fourteen::Deal& deal, const fourteen::MoveList& game) {
  return fourteen::replay(deal, game).status == fourteen::ReplayResult::Status::kWon;
}

}  // namespace

FourteenPlayerGames fourteen_player_games(const fourteen::Deal& deal, int seeds,
                                          strategies::FourteenSolver& solver) {
  using fourteen::Strategy;
  FourteenPlayerGames r;
  r.seeds = seeds;
  r.simple = wins(deal, fourteen::play(deal, Strategy::kSimple));
  r.deepest = wins(deal, fourteen::play(deal, Strategy::kDeepest));
  GameWalker walker(deal, solver);
  int deepest = 0, random = 0;
  for (int s = 1; s <= seeds; ++s) {
    const auto seed = static_cast<std::uint64_t>(s);
    const fourteen::MoveList slipping =
        fourteen::play(deal, Strategy::kDeepest, kDeepestNoise, seed);
    // Noise 1: every pair is the random one (the strategy never chooses).
    const fourteen::MoveList blind = fourteen::play(deal, Strategy::kSimple, 1.0, seed);
    deepest += wins(deal, slipping);
    random += wins(deal, blind);
    r.decided =
        r.decided && walker.walk(slipping, r.forgiveness) && walker.walk(blind, r.forgiveness);
  }
  if (seeds > 0) {
    r.deepest_noisy = static_cast<double>(deepest) / seeds;
    r.random = static_cast<double>(random) / seeds;
  }
  return r;
}

}  // namespace reckon::curation
