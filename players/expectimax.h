#pragma once
// The exact optimum of the real game in its endgame: the best chance of
// winning that a player who cannot see the order of the face-down stock can
// make sure of. Ground truth for the fair player (players/fair_player.h):
// benchmarks/fair_gap.cc measures how far the fair player stays below it.
//
// The game seen this way is an expectimax (doc/rules.md is the only source
// of its rules here; nothing of the search engine is used):
//   decision  before each turn the player makes any sequence of free moves,
//             none included (a pile top to a foundation that needs its rank;
//             when two foundations need it, either): every position they
//             reach is a candidate;
//   chance    the next card turned has rank r with probability
//             unseen[r] / unseen total, since every order of the face-down
//             cards is equally likely (suits never matter);
//   decision  the turned card is placed at once: on a foundation that needs
//             it (each such foundation is an option), or on any pile of the
//             player who turns it (in Rechenkuenstler card i belongs to
//             player i mod 2; empty piles of one owner are interchangeable);
//   terminal  with the stock empty, won iff some sequence of free moves
//             clears every pile (searched, not played greedily).
// Values are memoized on a canonical key: foundations, the unseen ranks, who
// turns next, and each owner's piles as a sorted multiset of rank sequences.
//
// Two prunes, both exact (each can be switched off; tests compare):
//   cut-offs  a decision node passes the best value it has to the next option
//             (alpha); a chance node stops as soon as its ranks still to
//             weigh, each counted as a sure win, cannot lift it above alpha,
//             and reports an upper bound instead of its value. Bounds are
//             memoized as bounds and reused only under an alpha they meet.
//   dead      a position where some pile card can never go home, even if
//             every face-down card came exactly when wanted, is worth 0
//             (the argument is at dead() in expectimax.cc).
//
// Rechenkuenstler Experte (free moves only in their owner's turn) is refused:
// its turns would need their own nodes. Small decks (Variant::ranks) are
// weighed alike, with their own foundation tables: with 5 or 7 ranks the
// optimum is exact far earlier in the game (doc/fair-player-gap.md).
//
// The cost grows quickly with the face-down cards (roughly the orders of the
// unseen ranks times the placements, less what the prunes cut): on W=4
// endgames of the fair player's games with 4 to 8 cards face down, 125
// positions took 1,793 s and 57 million memoized positions on a loaded
// 2-core host, k = 8 the most (doc/fair-player-gap.md).
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "core/card.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/view.h"

namespace reckon::players {

// A position in ranks alone: the expectimax's own representation.
struct Endgame {
  calculation::Variant variant;
  std::array<std::uint8_t, calculation::kFoundations> found{};  // cards on each foundation (preplaced bases count)
  std::vector<std::vector<Rank>> piles;                         // variant.piles() piles, ranks bottom first
  std::array<std::uint8_t, kRanks + 1> unseen{};                // face-down stock cards of each rank
  int owner = 0;   // the player who turns the next card (0 = A; always 0 in Calculation)
  Rank turned = 0;  // 0: before a turn; else a card of this rank is turned and waits to be placed
};

// The endgame a view shows (before a turn, or with its turned card waiting).
Endgame endgame_of(const calculation::View& view);

// Which free moves the player may make before a turn.
enum class FreeMoves {
  kAny,     // any sequence (the real game)
  kGreedy,  // exactly the fair player's: every top that fits goes home, piles in order, a card two foundations
            // need to the one holding fewer (players::make_free_moves); after the last card, any sequence, as
            // the fair player's finisher searches. The best a player bound to them can do: measures what the
            // rule costs.
};

class Expectimax {
 public:
  // Throws std::invalid_argument for Experte. prune = false switches off
  // both prunes below (for tests: the value must not change).
  explicit Expectimax(const calculation::Variant& variant, bool prune = true, FreeMoves free = FreeMoves::kAny);

  // The best chance of winning from e, exactly (up to rounding of doubles).
  // Throws std::invalid_argument when e does not hold each rank four times
  // in all (foundations, piles, face-down cards and the turned card) or does
  // not fit the variant. Values stay memoized between calls.
  double win_chance(const Endgame& e);

  // A value found under a cut-off alpha: exact, or only an upper bound
  // (true value <= v <= alpha) when the node cannot beat alpha.
  struct Value {
    double v = 0;
    bool exact = true;
  };
  // win_chance under a cut-off, for a caller that only wants the best of
  // several endgames: exact whenever the chance is at least alpha, else
  // perhaps only an upper bound below alpha (not exact).
  Value win_chance(const Endgame& e, double alpha);
  // The worth of turning the next card at once, with no free move first
  // (e before a turn; with no card face down, the free moves that end the
  // game are weighed), under a cut-off as above.
  Value turn_chance(const Endgame& e, double alpha);

  std::size_t positions() const { return memo_.size(); }  // memoized decision nodes
  void clear() { memo_.clear(); }

  struct Pos;  // the search's working position (expectimax.cc)

 private:
  Pos pos_of(const Endgame& e) const;  // checked (std::invalid_argument)
  Value before_turn(const Pos& p, double alpha);
  Value turn(const Pos& p, double alpha);
  Value place(const Pos& p, Rank r, double alpha);

  // A position's canonical key, packed: foundations, owner and unseen ranks
  // in the first word, then the piles' ranks four bits each, every pile
  // ended by a 0 (16 piles of 52 cards in all fit: 68 nibbles). Exact: no
  // two positions share one.
  struct Key {
    std::array<std::uint64_t, 6> w{};
    // Word by word: the defaulted one compares by a call to memcmp.
    friend bool operator==(const Key& a, const Key& b) {
      std::uint64_t d = 0;
      for (std::size_t i = 0; i < a.w.size(); ++i) d |= a.w[i] ^ b.w[i];
      return d == 0;
    }
    template <typename H>
    friend H AbslHashValue(H h, const Key& k) {
      return H::combine(std::move(h), k.w);
    }
  };
  friend Key key_of(const Pos& p, const calculation::Variant& v, bool sorted);

  calculation::Variant variant_;
  bool prune_ = true;
  FreeMoves free_ = FreeMoves::kAny;
  absl::flat_hash_map<Key, Value> memo_;
};

// The best win chance from a view before a turn, or, with a card turned, of
// its best placement.
double optimal_win_chance(const calculation::View& view);

}  // namespace reckon::players
