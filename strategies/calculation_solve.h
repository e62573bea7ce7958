#pragma once
// Solving one Calculation-family deal end to end: search, turn the line into
// moves, and replay them with the independent checker before anyone sees
// them. Shared by `solve`, `analyze`, `bench` and the curation tools.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "core/games/calculation/game.h"
#include "solver/depth_first_search.h"

namespace reckon::cli {

// A solution failed its replay: a bug in the solver, never a verdict.
class InternalError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// --certify: rule sat's proof of a loss, checked. The unsatisfiable model's
// DRAT proof, written by CaDiCaL and checked by solver/drat_checker.h (which
// never sees the solver), so the loss rests on the checker, not the solver.
struct Certificate {
  bool checked = false;
  std::uint64_t lemmas = 0;    // additions in the proof
  std::uint64_t deletions = 0;
  std::uint64_t used = 0;      // lemmas the backward check needed and checked
  std::uint64_t bytes = 0;     // binary DRAT
  double check_seconds = 0;
  double resolve_seconds = 0;  // --deal-threads 2: the solo solve that wrote the proof (0: the proof is the verdict's own)
  std::string proof;           // the proof's bytes (binary DRAT)
};

struct CalculationOutcome {
  solver::Verdict verdict = solver::Verdict::kUnknown;
  solver::SearchStats stats;
  double seconds = 0;
  std::string stopped_by;
  calculation::MoveList moves;  // winnable: the whole line from the deal's start
  calculation::RuleCounts rules;
  std::string proof;  // unwinnable by rule "sat": what proved it ("" when the search did)
  std::optional<Certificate> certificate;  // --certify and unwinnable by rule "sat"
};

// Rule "sat": when a first slice of the exhaustive search (kSatSlice nodes)
// leaves the position open, a satisfiability model of it decides it with
// whatever budget is left (core/games/calculation/sat_model.h; conflicts
// count as nodes). It covers every level but Experte; there, or with
// --no-sat, the beams below run instead. The slice is short because the
// model decides what the search does not find at once faster than more
// search would: W=3 deals 1..1000 take 28.6 s with a slice of 20,000
// nodes, 18.8 s with 2,000 and 17.4 s with 1,000 (same median, 5.7 ms);
// W=2 deals 1..40 have their median at 0.15 s with 2,000 and 0.18 s with
// 1,000. With two piles in all the search rarely wins at all (9 of W=2
// deals 1..200 within 2,000 nodes), and since 57121d1 the model is quicker,
// so the slice there is 300 nodes: W=2 deals 1..200 with --deal-threads 2
// (one deal at a time) have their median at 103 ms with 2,000, 96.2 and
// 97.5 ms in two runs with 300 (96.7 with 100); Rechenkuenstler hard (four
// piles) takes 8.8 s with 2,000 and 11.0 s with 300. Since the model
// starts from the planner's game (below) it pays sooner: with 600 nodes
// Rechenkuenstler hard deals 1..1000 take 6.2 s instead of 6.7 s, W=3
// 1..1000 11.8 instead of 13.1 s, W=3 without bases 1..300 6.3 instead of
// 6.8 s (its median deal 13.1 ms instead of 8.9 ms: the deals the search
// won between 600 and 2,000 nodes now go to the model). Measured (this
// machine, 60 s a deal): it decides every deal of W=2 1..200 and of W=3 1..1000, where the
// search with beams left 137 and 15 open, and proves the first W >= 2 deals
// unwinnable (README, RESULTS.md).
//
// A slice longer than kSatProbe nodes is searched in two parts. After the
// first kSatProbe nodes, a deal goes on to the rest of its slice only if the
// search has met a position whose plan (plan.h) costs less than
// kSatProbeCost, that is one with no stuck cards and a few clashes at
// most; the others go to the model at once. Few deals the search has not
// come that near by then are won within the slice: of Rechenkuenstler hard
// deals 1..2000, 803 were open after 500 nodes; of the 242 with no plan
// below that cost, 205 went on to the model after 2,000 nodes anyway.
// Which deal goes where only moves time, never a verdict.
//
// The model starts from a game. A solver alone (not in a race) first
// decides every variable of the model as the planner player's game from
// the start position does (players.h, play_from; SatModel::line_phases):
// that player sees the stock and takes at each turn the child whose plan
// costs least, the order the search tries them in. Where it wins, its
// values are a solution; where it loses, the cards it leaves go home on
// paper, and the solver repairs the assignment from there. After kFirstPhaseConflicts conflicts the solver
// goes on with its own phases. Like any phase, this changes only the
// solver's path, never an answer. Why a whole line: given the values of
// a solution (a test's oracle), hard's 291 solved formulas of deals 1..1000
// take 0.40 s instead of 3.6 s, given half of them 1.8 s. The start used
// before, the plan from the start position (its foundations and piles),
// leaves the order of the home moves and the turns to the solver; told the
// plan's order and turns as well, hard took 1 % fewer nodes, told the
// game 4 %. Measured on one thread (RESULTS.md, 2026-12-05 third
// sitting): against the plan's phases,
// Rechenkuenstler hard deals 1..1000 625,393 -> 600,012 nodes (-9 % time),
// Calculation W=3 1..1000 975,216 -> 909,724 (-9 %), W=2 1..1000
// 2,550,058 -> 2,468,164 (-5 %). A race gets nothing from the plan's
// phases (W=2 deals 1..200 and 201..400 with --deal-threads 2: 27.0 and
// 25.6 s without, 28.0 and 26.6 s with them in both entrants), so it keeps
// to its two styles.
//
// Rule "beam" (search organisation): the exhaustive search runs in slices
// of nodes, and between them beam searches of growing width look for a win
// (solver/beam_search.h): kSchedule below, then the exhaustive search alone
// with whatever budget is left. The exhaustive search keeps its table from
// slice to slice, so a new slice only repeats the path it was cut off on;
// the beams prove nothing and never claim a loss. Most deals are decided
// in the first slice and never see a beam. Measured on Calculation with
// three waste piles, the 41 deals of 1..1000 the exhaustive search left
// undecided within 10 s: a beam of 20,000 won 30 of them, most in 2 to 9 s
// (one more with 200). A beam of 100,000 (the last phase, for budgets of a
// minute) won W=4 deal 36790 in 55 s and W=3 deal 164 in 57 s, both open
// for an hour of the exhaustive search. The node and time budgets count
// the beams' nodes (each an expansion). The memory budget (--max-memory)
// holds the table and the beams together: a beam may take what the table
// does not use when it starts (two levels of states, a level's key hashes,
// 16 bytes per kept position: about 30 MB at 20,000, 150 to 225 MB at
// 100,000); a beam that would need more stops, and the exhaustive search
// goes on. Besides, the game keeps plan costs by key (game.h), at most
// 2^18 of them (about 25 MB).
class CalculationSolver {
 public:
  struct Phase {
    std::uint64_t exhaustive_nodes;  // the exhaustive search's slice
    std::size_t beam_width;          // then a beam this wide
  };
  static constexpr std::array<Phase, 4> kSchedule = {
      {{20'000, 200}, {50'000, 1'000}, {100'000, 20'000}, {200'000, 100'000}}};
  static constexpr std::uint64_t kSatSlice = 600;
  static constexpr std::uint64_t kSatProbe = 300;
  static constexpr int kSatProbeCost = calculation::PlanReport::kNotPlayable + 300;
  static constexpr std::uint64_t kSatSliceTwoPiles = 300;
  static std::uint64_t sat_slice(const calculation::Variant& v) {
    return v.piles() == 2 ? kSatSliceTwoPiles : kSatSlice;
  }

  CalculationSolver(const calculation::Variant& variant, const calculation::Pruning& pruning,
                    const solver::Limits& limits, solver::SearchOptions options = {});
  // Threads for one deal (1 or 2): with 2, a second thread solves rule
  // sat's model from the start, deciding true first, against the usual
  // solve after the slice; the first answer wins (solver::SatRace), and
  // the two pass each other short learned clauses. A verdict is exact
  // either way; the line and the conflicts reported may differ from run to
  // run, and so, under a node budget tight enough to matter, may whether
  // the deal is decided.
  void set_sat_threads(int threads) { sat_threads_ = threads; }
  // --certify: a loss proved by rule sat comes with a checked DRAT proof
  // (Certificate). With one thread, rule sat's own solve writes the proof
  // (tracing changes none of its choices: the same verdict, conflicts and
  // line); with two, the race runs as without, and a loss is solved again
  // by one solver alone writing the proof (a solver that took in the other's
  // clauses can not prove them). A proof that fails its check is an
  // InternalError.
  void set_certify(bool on) { certify_ = on; }

  CalculationOutcome solve(const calculation::Deal& deal);
  // From a position of the deal reached by `prefix` (already replayed legal).
  CalculationOutcome solve_from(const calculation::Deal& deal, const calculation::State& start,
                                const calculation::MoveList& prefix);

 private:
  calculation::Variant variant_;
  calculation::Pruning pruning_;
  solver::Limits limits_;
  solver::SearchOptions options_;
  solver::TranspositionTable<calculation::Key> table_;
  int sat_threads_ = 1;
  bool certify_ = false;
};

}  // namespace reckon::cli
