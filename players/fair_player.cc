#include "players/fair_player.h"

#include <algorithm>
#include <stdexcept>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/replay.h"
#include "players/endgame_choice.h"

namespace reckon::players {

using calculation::Deal;
using calculation::Move;
using calculation::MoveList;
using calculation::State;
using calculation::View;

namespace {

// The dice of one decision: from the seed and the view alone (the number of
// cards turned, and what the view shows through the draws themselves).
Dice dice_for(std::uint64_t seed, const View& view) {
  SplitMix64 mix(seed ^ (0xD1B54A32D192ED03ULL * (static_cast<std::uint64_t>(view.state.next) + 1)));
  return Dice(mix.next());
}

// No order of the face-down cards is hidden any more: none left, or all of
// one rank.
bool order_known(const View& view) {
  int ranks = 0;
  for (Rank r = 1; r <= kRanks; ++r) ranks += view.unseen[r] > 0 ? 1 : 0;
  return ranks <= 1;
}

// Orders are drawn in batches of kBatch; after each, the race between the
// placements is judged (see choices()).
constexpr int kBatch = 32;
constexpr double kRaceMargin = 2.5;
constexpr int kQuietSamples = 64;

calculation::Strategy rollout_player(const calculation::Variant& v, calculation::Strategy wanted) {
  // runs does not play Experte (its turns of free moves); simple does.
  return v.expert ? calculation::Strategy::kSimple : wanted;
}

}  // namespace

void make_free_moves(const Deal& deal, const calculation::Variant& v, State& s, int owner, MoveList& out) {
  const calculation::FoundationTables& t = v.tables();
  for (bool again = true; again;) {
    again = false;
    for (int p = 0; p < v.piles() && !again; ++p) {
      if (s.height[p] == 0 || (owner >= 0 && v.owner_of_pile(p) != owner)) continue;
      const Card c = deal.stock[static_cast<std::size_t>(s.top_index(p))];
      int home = -1;
      for (int k = 0; k < calculation::kFoundations; ++k)
        if (calculation::needs(s, k, t) == c.rank() && (home < 0 || s.found[k] < s.found[home])) home = k;
      if (home < 0) continue;
      s.pop(p);
      ++s.found[home];
      out.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(home), c});
      again = true;
    }
  }
}

int default_optimal_below(const calculation::Variant& variant) {
  return variant.owners == 2 ? 5 : 6;
}

FairSettings resolved(FairSettings settings, const calculation::Variant& variant) {
  if (settings.optimal_below < 0) settings.optimal_below = default_optimal_below(variant);
  return settings;
}

FairPlayer::FairPlayer(const calculation::Variant& variant, const FairSettings& settings)
    : variant_(variant),
      settings_(resolved(settings, variant)),
      solver_(variant, calculation::Pruning{},
              solver::Limits{
                  .max_nodes = settings.exact_nodes, .max_seconds = 0, .max_memory_mib = 64}) {
  // The exact solver plays only the 13-rank deck. A small deck's player
  // therefore never judges by it, and leaves every position whose order is
  // known (at most 4 cards face down) to the optimum.
  if (variant.small_deck() && (settings_.exact_below > 0 || settings_.optimal_below < 4))
    throw std::invalid_argument("a small deck's fair player needs --exact-below 0 and --optimal-below at least 4");
}

// A turned view is in the endgame when its placement leads to one: at most
// optimal_below cards face down before the next turn, where the optimum
// plays on, so the placement's exact worth is known (worth_after_placement).
bool FairPlayer::endgame(const View& view) const {
  return !variant_.expert && view.unseen_count() <= settings_.optimal_below;
}

Expectimax& FairPlayer::optimum() {
  if (!optimum_) optimum_.emplace(variant_);
  return *optimum_;
}

bool FairPlayer::holds() const { return settings_.hold && !variant_.expert; }

MoveList FairPlayer::free_moves(const View& before_turn) {
  if (endgame(before_turn)) return optimal_free_moves(before_turn, optimum());
  if (holds()) {
    if (settings_.optimum_at_entry && before_turn.unseen_count() == settings_.optimal_below + 1)
      return optimal_free_moves(before_turn, optimum());
    return {};  // the option chosen at the last turn brought its own
  }
  State s = before_turn.state;
  MoveList moves;
  make_free_moves(before_turn.seen, variant_, s, variant_.expert ? variant_.owner_of_card(s.next) : -1, moves);
  return moves;
}

std::vector<FairChoice> FairPlayer::choices(const View& view) { return judge(view, true); }

FairChoice FairPlayer::choose(const View& view) { return judge(view, false).front(); }

// every = false: in the endgame only the best placement is certain to be
// judged exactly (it comes first; the rest may carry bounds).
std::vector<FairChoice> FairPlayer::judge(const View& view, bool every) {
  const State& s = view.state;
  const int i = s.next;
  const Card c = view.turned_card();
  const int owner = variant_.owner_of_card(i);
  const int free_owner = variant_.expert ? owner : -1;
  const bool optimal = endgame(view);
  const bool hold = holds() && !optimal;
  std::vector<FairChoice> out, held;
  const auto listed = [&](const State& t) {
    for (const std::vector<FairChoice>* list : {&out, &held})
      for (const FairChoice& other : *list)
        if (other.after.found == t.found && other.after.top == t.top && other.after.height == t.height) return true;
    return false;
  };
  const auto add = [&](State t, Move m) {
    FairChoice ch;
    ch.moves.push_back(m);
    ++t.next;
    const State placed = t;
    // In the endgame the free moves wait for the next turn's decision.
    if (!optimal) make_free_moves(view.seen, variant_, t, free_owner, ch.moves);
    ch.after = t;
    const bool frees = ch.moves.size() > 1;
    // A card put on a pile and straight home again is the home placement.
    if (!listed(t)) out.push_back(ch);
    // The placement alone, where it set free moves off (the same position
    // may come from another placement: listed once).
    if (hold && frees && !listed(placed)) {
      FairChoice alone;
      alone.moves.push_back(m);
      alone.after = placed;
      alone.held = true;
      held.push_back(std::move(alone));
    }
  };
  for (int k = 0; k < calculation::kFoundations; ++k) {
    if (calculation::needs(s, k, variant_.tables()) != c.rank()) continue;
    State t = s;
    ++t.found[k];
    add(t, {Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k), c});
  }
  bool empty_offered = false;
  const int first = owner * variant_.piles_per_owner;
  for (int p = first; p < first + variant_.piles_per_owner; ++p) {
    if (s.height[p] == 0) {
      if (empty_offered) continue;  // empty piles of one owner are interchangeable
      empty_offered = true;
    }
    State t = s;
    t.push(p, i);
    add(t, {Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, c});
  }
  if (out.size() + held.size() <= 1) {
    out.insert(out.end(), std::make_move_iterator(held.begin()), std::make_move_iterator(held.end()));
    return out;
  }
  // The roll-out player's own placement first, so that ties (most often,
  // early on, no roll-out wins at all) go its way: the fair player then
  // plays at least as the roll-out player does wherever it cannot tell.
  const calculation::Strategy rollout = rollout_player(variant_, settings_.rollout);
  {
    Deal shown = view.seen;  // placement_at reads no further than the turned card, and the kings face down
    const Rank king = static_cast<Rank>(variant_.ranks);
    for (int n = 0; n < view.unseen[king]; ++n) shown.stock.push_back(Card(king, Suit::kNone));
    const Move base = calculation::placement_at(shown, variant_, s, rollout);
    const auto same = [&](const FairChoice& ch) {
      const Move& m = ch.moves.front();
      return m.kind == base.kind && (m.kind == Move::Kind::kStockToPile ? m.pile == base.pile : m.foundation == base.foundation);
    };
    if (const auto it = std::find_if(out.begin(), out.end(), same); it != out.end())
      std::rotate(out.begin(), it, it + 1);
  }
  // The held options after every one with its free moves: ties go to those.
  out.insert(out.end(), std::make_move_iterator(held.begin()), std::make_move_iterator(held.end()));

  if (optimal && !every) {
    // The first of equals stays first, as the stable sort below keeps it.
    std::size_t best = 0;
    double best_worth = -1;
    for (std::size_t n = 0; n < out.size(); ++n) {
      const Expectimax::Value w = worth_after_placement(view, out[n].after, optimum(), best_worth);
      out[n].optimum = w.v;
      if (w.exact && w.v > best_worth) best = n, best_worth = w.v;
    }
    std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(best),
                out.begin() + static_cast<std::ptrdiff_t>(best) + 1);
    return out;
  }
  if (optimal) {
    for (FairChoice& ch : out) ch.optimum = worth_after_placement(view, ch.after, optimum());
    std::stable_sort(out.begin(), out.end(),
                     [](const FairChoice& a, const FairChoice& b) { return a.score() > b.score(); });
    return out;
  }
  const bool known = order_known(view);
  const int most = known ? 1 : std::max(1, settings_.samples);
  const bool exact = known || view.unseen_count() <= settings_.exact_below;
  Dice dice = dice_for(settings_.seed, view);
  // Each order drawn gives every placement still in the race a value of 0
  // to 2 (roll-out won, plus still winnable with the order known); the
  // values are kept per order, for paired comparisons.
  std::vector<std::vector<double>> value(out.size());
  std::vector<double> roll_sum(out.size(), 0), perfect_sum(out.size(), 0);
  std::vector<bool> racing(out.size(), true);
  std::size_t left = out.size();
  int drawn = 0;
  while (drawn < most && left > 1) {
    const int batch = std::min(kBatch, most - drawn);
    for (int j = 0; j < batch; ++j) {
      const Deal d = calculation::sample_deal(view, dice);
      for (std::size_t n = 0; n < out.size(); ++n) {
        if (!racing[n]) continue;
        double x = calculation::wins_from(d, variant_, out[n].after, rollout, out[n].held) ? 1 : 0;
        roll_sum[n] += x;
        if (exact) {
          MoveList prefix = view.played;
          prefix.insert(prefix.end(), out[n].moves.begin(), out[n].moves.end());
          ++exact_solves_;
          const strategies::CalculationOutcome o = solver_.solve_from(d, out[n].after, prefix);
          if (o.verdict == solver::Verdict::kUnknown) ++undecided_solves_;
          const double p = o.verdict == solver::Verdict::kWinnable ? 1 : o.verdict == solver::Verdict::kUnknown ? 0.5 : 0;
          perfect_sum[n] += p;
          x += p;
        }
        value[n].push_back(x);
      }
    }
    drawn += batch;
    // The leader so far, then every placement that is behind it by more
    // than kRaceMargin standard errors of the paired difference leaves the
    // race. Nothing won on any order after kQuietSamples: nothing tells
    // them apart, the roll-out player's own choice stands (first above).
    std::size_t lead = 0;
    double lead_sum = -1, total = 0;
    for (std::size_t n = 0; n < out.size(); ++n) {
      if (!racing[n]) continue;
      double sum = 0;
      for (double x : value[n]) sum += x;
      total += sum;
      if (sum > lead_sum) lead = n, lead_sum = sum;
    }
    if (total == 0 && drawn >= kQuietSamples) break;
    bool alike = true;  // every placement in the race fared as the leader on every order so far
    for (std::size_t n = 0; n < out.size() && alike; ++n)
      if (racing[n] && value[n] != value[lead]) alike = false;
    if (alike && drawn >= kQuietSamples) break;
    for (std::size_t n = 0; n < out.size(); ++n) {
      if (!racing[n] || n == lead) continue;
      double mean = 0, square = 0;
      for (int j = 0; j < drawn; ++j) {
        const double d = value[lead][static_cast<std::size_t>(j)] - value[n][static_cast<std::size_t>(j)];
        mean += d;
        square += d * d;
      }
      mean /= drawn;
      const double variance = std::max(0.0, square / drawn - mean * mean);
      if (mean > 0 && mean * mean * drawn > kRaceMargin * kRaceMargin * variance) {
        racing[n] = false;
        --left;
      }
    }
  }
  for (std::size_t n = 0; n < out.size(); ++n) {
    out[n].samples = static_cast<int>(value[n].size());
    if (out[n].samples == 0) continue;
    out[n].rollout = roll_sum[n] / out[n].samples;
    if (exact) out[n].perfect = perfect_sum[n] / out[n].samples;
  }
  // Best first; ties keep the order above (home before piles, lower pile first).
  std::stable_sort(out.begin(), out.end(),
                   [](const FairChoice& a, const FairChoice& b) { return a.score() > b.score(); });
  return out;
}

MoveList FairPlayer::play(const Deal& deal) {
  State s = calculation::initial_state(variant_);
  MoveList moves;
  if (optimum_) optimum_->clear();  // its memo holds one game's endgame at a time
  const int n = static_cast<int>(deal.stock.size());
  for (int i = 0; i < n; ++i) {
    // Before the turn: the player's free moves.
    const View before = calculation::view_of(deal, variant_, s, false, moves);
    for (const Move& m : free_moves(before)) {
      calculation::apply_move(s, m);
      moves.push_back(m);
    }
    const FairChoice chosen = choose(calculation::view_of(deal, variant_, s, true, moves));
    moves.insert(moves.end(), chosen.moves.begin(), chosen.moves.end());
    s = chosen.after;
  }
  // The stock is empty and every card is face up: the exact solver finishes
  // (free moves only), if anything can; it plays only the 13-rank deck, so
  // a small deck's finish is searched here.
  const View end = calculation::view_of(deal, variant_, s, false, moves);
  if (variant_.small_deck()) {
    // The optimum has weighed this end already (it plays the endgame): from
    // a position it calls won, some free move leads to another it calls
    // won, until the piles are empty. Else the greedy moves, to no avail.
    View there = end;
    while (optimum().win_chance(endgame_of(there)) == 1) {
      bool moved = false;
      for (int q = 0; q < variant_.piles() && !moved; ++q) {
        if (s.height[q] == 0) continue;
        const Card c = end.seen.stock[static_cast<std::size_t>(s.top_index(q))];
        for (int k = 0; k < calculation::kFoundations && !moved; ++k) {
          if (calculation::needs(s, k, variant_.tables()) != c.rank()) continue;
          there.state = s;
          there.state.pop(q);
          ++there.state.found[k];
          if (optimum().win_chance(endgame_of(there)) != 1) continue;
          s = there.state;
          moves.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(q), static_cast<std::uint8_t>(k), c});
          moved = true;
        }
      }
      there.state = s;
      if (!moved) break;  // every pile empty
    }
    make_free_moves(end.seen, variant_, s, -1, moves);
    return moves;
  }
  strategies::CalculationSolver finisher(variant_, calculation::Pruning{}, solver::Limits{.max_nodes = 1'000'000});
  const strategies::CalculationOutcome o = finisher.solve_from(end.seen, s, moves);
  if (o.verdict == solver::Verdict::kUnknown) ++undecided_solves_;
  if (o.verdict == solver::Verdict::kWinnable) return o.moves;
  if (!variant_.expert) {
    make_free_moves(end.seen, variant_, s, -1, moves);
  } else {
    // Turns of free moves, each from the player's own piles, until two in a
    // row make none (the next turn is the player after the last card's).
    int player = variant_.owner_of_card(n), idle = 0;
    while (idle < 2) {
      const std::size_t before = moves.size();
      make_free_moves(end.seen, variant_, s, player, moves);
      idle = moves.size() == before ? idle + 1 : 0;
      player = 1 - player;
    }
  }
  return moves;
}

}  // namespace reckon::players
