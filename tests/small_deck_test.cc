// Small decks (Variant::ranks 5, 7 or 11; doc/rules.md, "Small decks"): the
// foundations' arithmetic, the deals, the replayer, the players, and the
// expectimax against a brute force of its own game that shares none of its
// shortcuts (no symmetry, no prune, no bound).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <stdexcept>
#include <string>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/game.h"
#include "core/games/calculation/players.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/view.h"
#include "reckon/input_error.h"
#include "players/expectimax.h"
#include "players/fair_player.h"
#include "players/named_player.h"
#include "players/policy_chance.h"

namespace reckon::players {
namespace {

using calculation::Deal;
using calculation::Move;
using calculation::MoveList;
using calculation::State;
using calculation::Variant;
using calculation::View;

Variant small(int ranks, int piles, bool preplaced = true) {
  Variant v;
  v.ranks = ranks;
  v.piles_per_owner = piles;
  v.preplaced = preplaced;
  return v;
}

FairSettings quick(std::uint64_t seed = 0) {
  FairSettings s;
  s.samples = 64;
  s.seed = seed;
  return s;
}

TEST(SmallDeck, EachFoundationTakesEveryRankOnceAndEndsWithTheKing) {
  for (int p : {5, 7, 11, 13}) {
    const calculation::FoundationTables& t = calculation::foundation_tables(p);
    EXPECT_EQ(t.ranks, p);
    for (int k = 1; k <= 4; ++k) {
      // Step by step as the rules count: base k, then k more each time, mod p.
      int rank = k;
      std::array<bool, kRanks + 1> taken{};
      for (int c = 0; c < p; ++c) {
        EXPECT_EQ(t.needs[k - 1][c], rank) << "p " << p << " foundation " << k << " card " << c;
        EXPECT_EQ(t.position[k - 1][rank], c + 1);
        EXPECT_FALSE(taken[rank]);
        taken[rank] = true;
        rank = (rank - 1 + k) % p + 1;
      }
      EXPECT_EQ(t.needs[k - 1][p - 1], p);  // the king last
      EXPECT_EQ(t.needs[k - 1][p], 0);
    }
  }
  EXPECT_EQ(&calculation::foundation_tables(13), &calculation::kTables);
  EXPECT_THROW(calculation::foundation_tables(6), InputError);
}

TEST(SmallDeck, DealNIsDealNWithTheHigherRanksTakenOut) {
  for (int p : {5, 7, 11}) {
    for (bool preplaced : {true, false}) {
      const Variant v = small(p, 2, preplaced);
      for (std::uint64_t n : {1u, 77u}) {
        const Deal d = calculation::deal_from_number(n, preplaced, p);
        EXPECT_NO_THROW(calculation::validate(d, v));
        EXPECT_EQ(static_cast<int>(d.stock.size()), 4 * p - (preplaced ? 4 : 0));
        const Deal full = calculation::deal_from_number(n, preplaced);
        std::vector<Card> kept;
        for (Card c : full.stock)
          if (c.rank() <= p) kept.push_back(c);
        EXPECT_EQ(d.stock, kept) << "p " << p << " deal " << n;
        EXPECT_EQ(d.bases, full.bases);
      }
    }
  }
  // A 13-rank deal is no small deal, nor the other way round.
  EXPECT_THROW(calculation::validate(calculation::deal_from_number(1, true), small(7, 2)), InputError);
  EXPECT_THROW(calculation::validate(calculation::deal_from_number(1, true, 7), Variant{}), InputError);
  Variant expert = small(7, 2);
  expert.owners = 2;
  expert.expert = true;
  EXPECT_THROW(calculation::validate(calculation::deal_from_number(1, true, 7), expert), InputError);
}

TEST(SmallDeck, TheExactSolverRefusesIt) {
  const Variant v = small(7, 2);
  EXPECT_THROW(calculation::Game(calculation::deal_from_number(1, true, 7), v, calculation::Pruning{}),
               std::invalid_argument);
  FairSettings judged = quick();
  judged.exact_below = 10;
  EXPECT_THROW(FairPlayer(v, judged), std::invalid_argument);
  FairSettings short_endgame = quick();
  short_endgame.optimal_below = 3;
  EXPECT_THROW(FairPlayer(v, short_endgame), std::invalid_argument);
}

TEST(SmallDeck, TheReplayerStepsFoundationsModuloTheDecksRanks) {
  // Five ranks, one pile: foundation 2 takes 2 4 1 3 5, foundation 4 takes
  // 4 3 2 1 5. The deal's stock in order: 4, then 5, then the rest.
  const Variant v = small(5, 1);
  Deal d = calculation::deal_from_number(1, true, 5);
  std::stable_partition(d.stock.begin(), d.stock.end(), [](Card c) { return c.rank() == 4; });
  std::stable_partition(d.stock.begin() + 3, d.stock.end(), [](Card c) { return c.rank() == 5; });
  ASSERT_EQ(d.stock[0].rank(), 4);
  ASSERT_EQ(d.stock[3].rank(), 5);
  const Card four = d.stock[0];
  // 4 on foundation 2 (it needs 4 after its 2): legal.
  MoveList ok{{Move::Kind::kStockToFoundation, 0, 1, four}};
  EXPECT_NE(calculation::replay(d, v, ok).status, calculation::ReplayResult::Status::kIllegal);
  // 4 on foundation 1 (it needs 2): illegal, and the reason names rank 2.
  MoveList bad{{Move::Kind::kStockToFoundation, 0, 0, four}};
  const auto r = calculation::replay(d, v, bad);
  EXPECT_EQ(r.status, calculation::ReplayResult::Status::kIllegal);
  EXPECT_NE(r.why.find("needs rank 2"), std::string::npos) << r.why;
}

// The optimum by brute force over views: before each turn every free move
// (or none), then each rank with its chance, then every placement; won when
// the stock and the piles are empty. Memoized on the whole position with the
// piles in order, nothing else shared with players/expectimax.cc.
class BruteForce {
 public:
  explicit BruteForce(const Variant& v) : v_(v), t_(v.tables()) {}

  double value(const View& before_turn) {
    Deal seen = before_turn.seen;
    std::array<std::uint8_t, kRanks + 1> unseen = before_turn.unseen;
    return before(seen, before_turn.state, unseen);
  }

 private:
  std::string key(const Deal& seen, const State& s, const std::array<std::uint8_t, kRanks + 1>& unseen) const {
    std::string k(s.found.begin(), s.found.end());
    k.append(unseen.begin(), unseen.end());
    std::array<std::uint8_t, calculation::kMaxStock> idx{};
    for (int q = 0; q < v_.piles(); ++q) {
      const int n = calculation::pile_cards(s, q, idx.data());
      for (int i = 0; i < n; ++i) k.push_back(static_cast<char>(seen.stock[idx[i]].rank()));
      k.push_back('|');
    }
    return k;
  }

  double before(Deal& seen, const State& s, std::array<std::uint8_t, kRanks + 1>& unseen) {
    const std::string k = key(seen, s, unseen);
    if (const auto it = memo_.find(k); it != memo_.end()) return it->second;
    double best = chance(seen, s, unseen);
    for (int q = 0; q < v_.piles(); ++q) {
      if (s.height[q] == 0) continue;
      const Rank r = seen.stock[static_cast<std::size_t>(s.top_index(q))].rank();
      for (int f = 0; f < calculation::kFoundations; ++f) {
        if (t_.needs[f][s.found[f]] != r) continue;
        State u = s;
        u.pop(q);
        ++u.found[f];
        best = std::max(best, before(seen, u, unseen));
      }
    }
    memo_[k] = best;
    return best;
  }

  double chance(Deal& seen, const State& s, std::array<std::uint8_t, kRanks + 1>& unseen) {
    int left = 0;
    for (int r = 1; r <= kRanks; ++r) left += unseen[r];
    if (left == 0) {
      for (int q = 0; q < v_.piles(); ++q)
        if (s.height[q]) return 0;
      return 1;
    }
    double sum = 0;
    for (int r = 1; r <= kRanks; ++r) {
      if (!unseen[r]) continue;
      const int weight = unseen[r];
      --unseen[r];
      seen.stock.push_back(Card(static_cast<Rank>(r), Suit::kNone));
      double best = 0;
      for (int f = 0; f < calculation::kFoundations; ++f) {
        if (t_.needs[f][s.found[f]] != r) continue;
        State u = s;
        ++u.found[f];
        ++u.next;
        best = std::max(best, before(seen, u, unseen));
      }
      for (int q = 0; q < v_.piles(); ++q) {
        State u = s;
        u.push(q, s.next);
        ++u.next;
        best = std::max(best, before(seen, u, unseen));
      }
      seen.stock.pop_back();
      ++unseen[r];
      sum += weight * best;
    }
    return sum / left;
  }

  Variant v_;
  const calculation::FoundationTables& t_;
  std::map<std::string, double> memo_;
};

// The view of a game played by a fallible runs player, before the turn that
// leaves `face_down` cards in the stock.
View view_before(const Variant& v, std::uint64_t n, int face_down) {
  const Deal deal = calculation::deal_from_number(n, v.preplaced, v.ranks);
  const MoveList moves = calculation::play(deal, v, calculation::Strategy::kRuns, 0.3, n);
  State s = calculation::initial_state(v);
  MoveList played;
  const int stop = static_cast<int>(deal.stock.size()) - face_down;
  for (const Move& m : moves) {
    if (s.next == stop && m.from_stock()) break;
    calculation::apply_move(s, m);
    played.push_back(m);
  }
  return calculation::view_of(deal, v, s, false, played);
}

TEST(SmallDeck, TheExpectimaxIsTheBruteForcesOptimum) {
  int compared = 0, open = 0, won = 0, lost = 0;
  for (const Variant& v : {small(5, 1), small(7, 1), small(5, 2), small(7, 2), small(5, 2, false)}) {
    Expectimax best(v);
    BruteForce brute(v);
    for (std::uint64_t n = 1; n <= 10; ++n) {
      for (int k : {4, 6}) {
        const View view = view_before(v, n, k);
        if (view.unseen_count() != k) continue;
        const double x = best.win_chance(endgame_of(view));
        EXPECT_NEAR(x, brute.value(view), 1e-12) << "ranks " << v.ranks << " W " << v.piles() << " deal " << n;
        ++compared;
        open += x > 0 && x < 1;
        won += x == 1;
        lost += x == 0;
      }
    }
  }
  EXPECT_GE(compared, 60);
  EXPECT_GT(open, 10) << compared << " compared, " << won << " won, " << lost << " lost";
  EXPECT_GT(won + lost, 0);
}

TEST(SmallDeck, ThePlayersPlayLegallyAndTheFairPlayerFinishesWhatCanBeWon) {
  int fair_won = 0, runs_won = 0, finishes = 0;
  for (int p : {5, 7, 11}) {
    for (int w : {1, 2, 4}) {
      const Variant v = small(p, w);
      for (std::uint64_t n = 1; n <= 3; ++n) {
        const Deal deal = calculation::deal_from_number(n, true, p);
        for (Player who : {Player::kSimple, Player::kRuns, Player::kFair}) {
          const MoveList moves = play_deal(deal, v, who, quick(n));
          const auto r = calculation::replay(deal, v, moves);
          ASSERT_NE(r.status, calculation::ReplayResult::Status::kIllegal)
              << "p " << p << " W " << w << " deal " << n << ": move " << r.move << ": " << r.why;
          const bool won = r.status == calculation::ReplayResult::Status::kWon;
          if (who == Player::kRuns) runs_won += won;
          if (who != Player::kFair) continue;
          fair_won += won;
          // With the stock turned, the optimum knows whether free moves can
          // clear the piles; the player's finish must then do it.
          State s = calculation::initial_state(v);
          MoveList played;
          for (const Move& m : moves) {
            if (s.next == static_cast<int>(deal.stock.size()) && !m.from_stock()) break;
            calculation::apply_move(s, m);
            played.push_back(m);
          }
          const View end = calculation::view_of(deal, v, s, false, played);
          const bool winnable = Expectimax(v).win_chance(endgame_of(end)) == 1;
          EXPECT_EQ(won, winnable) << "p " << p << " W " << w << " deal " << n;
          finishes += winnable && played.size() < moves.size();
        }
      }
    }
  }
  EXPECT_GE(fair_won, runs_won);
  EXPECT_GT(finishes, 0);
}

TEST(SmallDeck, TheFairPlayerNeverReadsAFaceDownCard) {
  const Variant v = small(7, 2);
  for (std::uint64_t n : {3u, 8u}) {
    const Deal deal = calculation::deal_from_number(n, true, 7);
    const MoveList mine = FairPlayer(v, quick()).play(deal);
    const int k = 9;  // turned cards so far; 15 face down, outside the endgame
    MoveList prefix;
    State s = calculation::initial_state(v);
    for (const Move& m : mine) {
      if (m.from_stock() && s.next == k) break;
      calculation::apply_move(s, m);
      prefix.push_back(m);
    }
    Deal other = deal;
    Dice dice(n);
    for (std::size_t i = other.stock.size(); i > k + 2; --i)
      std::swap(other.stock[i - 1], other.stock[k + 1 + static_cast<std::size_t>(dice.below(i - k - 1))]);
    ASSERT_NE(other.stock, deal.stock);
    FairPlayer a(v, quick()), b(v, quick());
    const auto ca = a.choices(calculation::view_of(deal, v, s, true, prefix));
    const auto cb = b.choices(calculation::view_of(other, v, s, true, prefix));
    ASSERT_EQ(ca.size(), cb.size());
    EXPECT_GT(ca.size(), 1u);
    for (std::size_t i = 0; i < ca.size(); ++i) {
      EXPECT_EQ(ca[i].moves, cb[i].moves);
      EXPECT_EQ(ca[i].rollout, cb[i].rollout);
    }
  }
}

}  // namespace
}  // namespace reckon::players
