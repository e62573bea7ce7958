// fair_gap: how far the fair player (players/fair_player.h) stays below the
// best a player who cannot see the stock can do, measured exactly on
// endgames of its own games (doc/fair-player-gap.md quotes the results).
//
// For each deal it plays the fair player from the start, as FairPlayer::play
// does, and keeps the view before each turn that leaves k = kmin..kmax cards
// face down. For each such view it computes
//   V*      the optimum, by expectimax (players/expectimax.h);
//   V*_greedy  the optimum of a player bound to the fair player's greedy
//           free moves (placements free): what those free moves cost;
//   V_fair  the fair player's own exact win chance: every next rank with its
//           probability, the player's choice at every turned card
//           (players/policy_chance.h), its finisher at the end;
// and, for each rank that may be turned next where the player has more than
// one option, its own estimate of the chosen placement (FairChoice::perfect
// and ::rollout) against the placement's exact value for the player and the
// optimum of the turned view.
//
// Usage: fair_gap [--first N] [--deals N] [--waste W] [--rechen W] [--ranks P] [--no-preplaced] [--samples S] [--exact-below E] [--optimal-below K] [--seed S]
//                 [--kmin K] [--kmax K] [--worst N] [--max-seconds T] [--quiet] [--no-greedy] [--no-hold] [--optimum-at-entry]
// --no-greedy: leave out V*_greedy (it costs as much as V*).
// --no-hold: the fair player version 3 (FairSettings::hold false), to measure beside version 4.
// --optimum-at-entry: FairSettings::optimum_at_entry.
// --explain K: for the views with K cards face down, list every option at the next turn, rank by rank.
// --max-seconds T: start no new deal after T seconds (the summary says how many deals were played).
// --rechen W: Rechenkuenstler with W piles each (Normal: 3), else Calculation with --waste W piles (4).
// --ranks P: a small deck of P = 5, 7 or 11 ranks (deal n: deal n's order, the higher ranks taken out);
//            with --kmax at its stock size (4P - 4) the view before the first turn is kept too: the
//            optimum from the deal's start. --no-preplaced: foundations start empty.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/state.h"
#include "core/games/calculation/view.h"
#include "players/expectimax.h"
#include "players/fair_player.h"
#include "players/policy_chance.h"

namespace reckon {
namespace {

using calculation::Deal;
using calculation::MoveList;
using calculation::State;
using calculation::Variant;
using calculation::View;
using Clock = std::chrono::steady_clock;

struct Options {
  std::uint64_t first = 1;
  std::uint64_t deals = 100;
  Variant variant;
  players::FairSettings fair;
  int kmin = 4, kmax = 8;
  int worst = 8;
  double max_seconds = 0;  // no new deal after this long (0: no limit)
  int explain_k = 0;       // > 0: explain the fair player's options at this k
  bool quiet = false;
  bool greedy = true;  // also V*_greedy (as costly as V*)
};

struct Sample {
  std::uint64_t deal = 0;
  int k = 0;
  double best = 0, fair = 0;
  double greedy = 0;  // the optimum bound to the fair player's greedy free moves
  View view;
};

struct Estimate {
  double perfect = 0, rollout = 0;  // the player's estimate of its chosen placement
  double exact = 0;                 // that placement's exact value for the player
  double best = 0;                  // the turned view's optimum
};

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

std::string rank_text(Rank r) {
  static constexpr std::string_view kText = "?A23456789TJQK";
  return std::string(1, kText[r]);
}

// The position as a person reads it: what each foundation needs next, the
// piles bottom first, the face-down ranks.
std::string describe(const View& v) {
  std::ostringstream out;
  const players::Endgame e = players::endgame_of(v);
  out << "foundations";
  for (int k = 0; k < calculation::kFoundations; ++k) {
    const Rank r = calculation::needs(v.state, k, v.variant.tables());
    out << ' ' << int(e.found[k]) << "(needs " << (r ? rank_text(r) : "-") << ')';
  }
  out << "; piles";
  for (std::size_t q = 0; q < e.piles.size(); ++q) {
    out << " [";
    for (Rank r : e.piles[q]) out << rank_text(r);
    out << ']';
  }
  out << "; face down ";
  for (Rank r = 1; r <= kRanks; ++r)
    for (int n = 0; n < e.unseen[r]; ++n) out << rank_text(r);
  if (v.variant.owners == 2) out << "; next card to " << (e.owner ? 'B' : 'A');
  return out.str();
}

double quantile(std::vector<double> xs, double q) {
  if (xs.empty()) return 0;
  std::sort(xs.begin(), xs.end());
  const std::size_t i = std::min(xs.size() - 1, static_cast<std::size_t>(q * static_cast<double>(xs.size() - 1) + 0.5));
  return xs[i];
}

double mean(const std::vector<double>& xs) {
  double s = 0;
  for (double x : xs) s += x;
  return xs.empty() ? 0 : s / static_cast<double>(xs.size());
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    const auto value = [&]() -> std::uint64_t {
      if (i + 1 >= argc) throw std::invalid_argument(std::string(a) + " needs a value");
      return std::strtoull(argv[++i], nullptr, 10);
    };
    if (a == "--first") o.first = value();
    else if (a == "--deals") o.deals = value();
    else if (a == "--waste") o.variant.piles_per_owner = static_cast<int>(value());
    else if (a == "--ranks") o.variant.ranks = static_cast<int>(value());
    else if (a == "--no-preplaced") o.variant.preplaced = false;
    else if (a == "--rechen") {
      o.variant.owners = 2;
      o.variant.piles_per_owner = static_cast<int>(value());
    } else if (a == "--samples") o.fair.samples = static_cast<int>(value());
    else if (a == "--exact-below") o.fair.exact_below = static_cast<int>(value());
    else if (a == "--optimal-below") o.fair.optimal_below = static_cast<int>(value());
    else if (a == "--seed") o.fair.seed = value();
    else if (a == "--kmin") o.kmin = static_cast<int>(value());
    else if (a == "--kmax") o.kmax = static_cast<int>(value());
    else if (a == "--worst") o.worst = static_cast<int>(value());
    else if (a == "--max-seconds") o.max_seconds = static_cast<double>(value());
    else if (a == "--explain") o.explain_k = static_cast<int>(value());
    else if (a == "--quiet") o.quiet = true;
    else if (a == "--no-greedy") o.greedy = false;
    else if (a == "--no-hold") o.fair.hold = false;
    else if (a == "--optimum-at-entry") o.fair.optimum_at_entry = true;
    else throw std::invalid_argument("unknown option " + std::string(a));
  }
  return o;
}

int run(const Options& o) {
  const Variant& v = o.variant;
  std::vector<Sample> samples;
  std::vector<Estimate> estimates;
  std::uint64_t games_won = 0, best_positions = 0, fair_decisions = 0;
  double best_seconds = 0, fair_seconds = 0, play_seconds = 0;
  const auto started = Clock::now();
  std::uint64_t played_deals = 0;
  for (std::uint64_t n = o.first; n < o.first + o.deals; ++n) {
    if (o.max_seconds > 0 && seconds_since(started) > o.max_seconds) break;
    ++played_deals;
    const Deal deal = calculation::deal_from_number(n, v.preplaced, v.ranks);
    players::FairPlayer player(v, o.fair);
    // The game, as FairPlayer::play plays it, keeping the views wanted.
    auto t = Clock::now();
    std::vector<View> kept;
    State s = calculation::initial_state(v);
    MoveList moves;
    const int cards = static_cast<int>(deal.stock.size());
    for (int i = 0; i < cards; ++i) {
      const int k = cards - i;
      if (k >= o.kmin && k <= o.kmax) kept.push_back(calculation::view_of(deal, v, s, false, moves));
      for (const calculation::Move& m : player.free_moves(calculation::view_of(deal, v, s, false, moves))) {
        calculation::apply_move(s, m);
        moves.push_back(m);
      }
      const players::FairChoice c = player.choose(calculation::view_of(deal, v, s, true, moves));
      moves.insert(moves.end(), c.moves.begin(), c.moves.end());
      s = c.after;
    }
    play_seconds += seconds_since(t);
    // One memo each for the whole game: its later views lie inside the
    // earlier ones' trees.
    players::Expectimax best(v);
    players::Expectimax greedy(v, true, players::FreeMoves::kGreedy);
    players::PolicyChance fair(v, players::fair_rule(player), players::Finish::kSearch, players::fair_free_moves(player));
    bool won = false;
    for (const View& view : kept) {
      Sample x{n, view.unseen_count(), 0, 0, 0, view};
      t = Clock::now();
      x.best = best.win_chance(players::endgame_of(view));
      if (o.greedy) x.greedy = greedy.win_chance(players::endgame_of(view));
      best_seconds += seconds_since(t);
      t = Clock::now();
      x.fair = fair.win_chance(view);
      fair_seconds += seconds_since(t);
      // The player's estimates at the next turn, rank by rank: only judged
      // with --exact-below, and only listed with --explain.
      const bool estimated = o.fair.exact_below > 0 || x.k == o.explain_k;
      State before = view.state;
      MoveList played = view.played;
      for (const calculation::Move& m : estimated ? player.free_moves(view) : MoveList{}) {
        calculation::apply_move(before, m);
        played.push_back(m);
      }
      for (Rank r = 1; r <= kRanks && estimated; ++r) {
        if (!view.unseen[r]) continue;
        View turned = view;
        turned.state = before;
        turned.played = played;
        turned.turned = true;
        turned.seen.stock.push_back(Card(r, Suit::kNone));
        --turned.unseen[r];
        const std::vector<players::FairChoice> options = player.choices(turned);
        if (x.k == o.explain_k) {
          std::printf("  turned %s: V* %.4f\n", rank_text(r).c_str(), best.win_chance(players::endgame_of(turned)));
          for (const players::FairChoice& c : options) {
            View after = turned;
            after.turned = false;
            after.state = c.after;
            after.played.insert(after.played.end(), c.moves.begin(), c.moves.end());
            const players::Endgame e = players::endgame_of(after);
            const calculation::Move& m = c.moves.front();
            std::printf("    %s %d (+%zu free): perfect %.3f rollout %.3f; V* %.4f V_fair %.4f\n",
                        m.kind == calculation::Move::Kind::kStockToPile ? "pile" : "foundation",
                        1 + (m.kind == calculation::Move::Kind::kStockToPile ? m.pile : m.foundation),
                        c.moves.size() - 1, c.perfect, c.rollout, best.win_chance(e), fair.win_chance(after));
          }
        }
        if (options.size() < 2 || options.front().perfect < 0) continue;  // nothing to choose, or not judged so
        Estimate e;
        e.perfect = options.front().perfect;
        e.rollout = options.front().rollout;
        e.best = best.win_chance(players::endgame_of(turned));
        View after = turned;
        after.turned = false;
        after.state = options.front().after;
        after.played.insert(after.played.end(), options.front().moves.begin(), options.front().moves.end());
        e.exact = fair.win_chance(after);
        estimates.push_back(e);
      }
      if (x.k == o.explain_k) std::printf("  position: %s\n", describe(view).c_str());
      if (!o.quiet)
        std::printf("deal %llu k %d best %.6f greedy %s fair %.6f gap %+.3f pp\n", static_cast<unsigned long long>(n),
                    x.k, x.best, o.greedy ? std::to_string(x.greedy).c_str() : "-", x.fair, 100 * (x.best - x.fair));
      if (x.fair > x.best + 1e-9) {
        std::printf("ERROR: the fair player beats the optimum at deal %llu k %d: %s\n",
                    static_cast<unsigned long long>(n), x.k, describe(view).c_str());
        return 1;
      }
      samples.push_back(std::move(x));
    }
    best_positions += best.positions();
    fair_decisions += fair.decisions();
    const View end = calculation::view_of(deal, v, s, false, moves);
    won = best.win_chance(players::endgame_of(end)) == 1;
    games_won += won ? 1 : 0;
  }

  // The summary.
  std::vector<double> gaps, nontrivial, est_perfect, est_rollout, est_exact, free_cost, place_cost;
  for (const Sample& x : samples) {
    gaps.push_back(100 * (x.best - x.fair));
    free_cost.push_back(100 * (x.best - x.greedy));
    place_cost.push_back(100 * (x.greedy - x.fair));
    if (x.best > 0 && x.best < 1) nontrivial.push_back(100 * (x.best - x.fair));
  }
  for (const Estimate& e : estimates) {
    est_perfect.push_back(100 * (e.perfect - e.best));
    est_rollout.push_back(100 * (e.rollout - e.best));
    est_exact.push_back(100 * (e.exact - e.best));
  }
  std::printf("\nvariant: %s W=%d%s%s; fair: samples %d, exact-below %d, seed %llu; deals %llu..%llu, k %d..%d\n",
              v.owners == 2 ? "Rechenkuenstler" : "Calculation", v.piles_per_owner, v.owners == 2 ? " each" : "",
              (std::string(v.preplaced ? "" : ", no preplaced bases") +
               (v.small_deck() ? ", " + std::to_string(v.ranks) + " ranks" : ""))
                  .c_str(),
              o.fair.samples, o.fair.exact_below, static_cast<unsigned long long>(o.fair.seed),
              static_cast<unsigned long long>(o.first), static_cast<unsigned long long>(o.first + played_deals - 1), o.kmin,
              o.kmax);
  std::printf("games won by the fair player: %llu of %llu\n", static_cast<unsigned long long>(games_won),
              static_cast<unsigned long long>(played_deals));
  std::printf("positions: %zu (V* strictly between 0 and 1: %zu; V* = 1: %zu; V* = 0: %zu)\n", samples.size(),
              nontrivial.size(),
              static_cast<std::size_t>(std::count_if(samples.begin(), samples.end(), [](const Sample& x) { return x.best == 1; })),
              static_cast<std::size_t>(std::count_if(samples.begin(), samples.end(), [](const Sample& x) { return x.best == 0; })));
  double sum_best = 0, sum_fair = 0;
  for (const Sample& x : samples) sum_best += x.best, sum_fair += x.fair;
  double sum_greedy = 0;
  for (const Sample& x : samples) sum_greedy += x.greedy;
  std::printf("mean V* %.4f, mean V*_greedy %s, mean V_fair %.4f\n", sum_best / samples.size(),
              o.greedy ? std::to_string(sum_greedy / samples.size()).c_str() : "-", sum_fair / samples.size());
  const auto report = [](const char* what, const std::vector<double>& xs) {
    std::printf("%s (pp, n=%zu): mean %.3f; quantiles 50%% %.3f, 75%% %.3f, 90%% %.3f, 95%% %.3f, 99%% %.3f, max %.3f;"
                " share > 0: %.1f %%\n",
                what, xs.size(), mean(xs), quantile(xs, 0.5), quantile(xs, 0.75), quantile(xs, 0.9),
                quantile(xs, 0.95), quantile(xs, 0.99), xs.empty() ? 0 : *std::max_element(xs.begin(), xs.end()),
                xs.empty() ? 0 : 100.0 * std::count_if(xs.begin(), xs.end(), [](double g) { return g > 1e-9; }) / xs.size());
  };
  report("gap V* - V_fair, all", gaps);
  report("gap V* - V_fair, 0 < V* < 1", nontrivial);
  if (o.greedy) {
    report("  of it, greedy free moves: V* - V*_greedy", free_cost);
    report("  of it, placements: V*_greedy - V_fair", place_cost);
  }
  for (int k = o.kmin; k <= o.kmax; ++k) {
    std::vector<double> g;
    for (const Sample& x : samples)
      if (x.k == k) g.push_back(100 * (x.best - x.fair));
    std::printf("  k=%d: n=%zu mean gap %.3f pp, max %.3f pp\n", k, g.size(), mean(g),
                g.empty() ? 0 : *std::max_element(g.begin(), g.end()));
  }
  std::printf("estimates at turned cards with a choice (n=%zu), against the turned view's optimum V*:\n",
              estimates.size());
  report("  perfect (share of orders still winnable) - V*", est_perfect);
  report("  rollout (share runs wins) - V*", est_rollout);
  report("  exact value of the chosen placement - V*", est_exact);
  std::vector<const Sample*> order;
  for (const Sample& x : samples) order.push_back(&x);
  std::stable_sort(order.begin(), order.end(),
                   [](const Sample* a, const Sample* b) { return a->best - a->fair > b->best - b->fair; });
  std::printf("worst cases:\n");
  for (int i = 0; i < o.worst && i < static_cast<int>(order.size()); ++i) {
    const Sample& x = *order[static_cast<std::size_t>(i)];
    std::printf("  deal %llu k %d: V* %.4f V*_greedy %s V_fair %.4f gap %.2f pp: %s\n",
                static_cast<unsigned long long>(x.deal), x.k, x.best,
                o.greedy ? std::to_string(x.greedy).c_str() : "-", x.fair, 100 * (x.best - x.fair),
                describe(x.view).c_str());
  }
  std::printf("time: %.1f s in all; playing %.1f s, expectimax %.1f s (%llu positions), fair player's value %.1f s "
              "(%llu decisions)\n",
              seconds_since(started), play_seconds, best_seconds, static_cast<unsigned long long>(best_positions),
              fair_seconds, static_cast<unsigned long long>(fair_decisions));
  return 0;
}

}  // namespace
}  // namespace reckon

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // a line at a time: a run cut short keeps what it printed
  try {
    return reckon::run(reckon::parse(argc, argv));
  } catch (const std::exception& e) {
    std::cerr << "fair_gap: " << e.what() << '\n';
    return 2;
  }
}
