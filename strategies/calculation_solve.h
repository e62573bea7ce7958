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
#include "core/internal_error.h"
#include "reckon/vocabulary.h"
#include "solver/depth_first_search.h"

namespace reckon::strategies {

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
  StopReason stopped_by = StopReason::kNone;
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
// search would; with two piles in all the search rarely wins at all, so the
// slice there is shorter still (kSatSliceTwoPiles). It decides every deal
// the beams left open and proves the losses with two and three piles.
//
// A slice longer than kSatProbe nodes is searched in two parts. After the
// first kSatProbe nodes, a deal goes on to the rest of its slice only if the
// search has met a position whose plan (plan.h) costs less than
// kSatProbeCost, that is one with no stuck cards and a few clashes at
// most; the others go to the model at once, since few deals the search has
// not come that near by then are won within the slice. Which deal goes
// where only moves time, never a verdict.
//
// The model starts from a game. A solver alone (not in a race) first
// decides every variable of the model as the planner player's game from
// the start position does (players.h, play_from; SatModel::line_phases):
// that player sees the stock and takes at each turn the child whose plan
// costs least, the order the search tries them in. Where it wins, its
// values are a solution; where it loses, the cards it leaves go home on
// paper, and the solver repairs the assignment from there. After
// kFirstPhaseConflicts conflicts the solver goes on with its own phases.
// Like any phase, this changes only the solver's path, never an answer. Why
// a whole line: a solver given an assignment near a solution has most of
// the solve to gain, and the planner's whole game is the nearest start
// found (nearer than the start position's plan alone). A race gets nothing
// from these phases, so it keeps to its two styles.
//
// Rule "beam" (search organisation): the exhaustive search runs in slices
// of nodes, and between them beam searches of growing width look for a win
// (solver/beam_search.h): kSchedule below, then the exhaustive search alone
// with whatever budget is left. The exhaustive search keeps its table from
// slice to slice, so a new slice only repeats the path it was cut off on;
// the beams prove nothing and never claim a loss. Most deals are decided
// in the first slice and never see a beam; the wide beams win deals the
// exhaustive search leaves open for an hour. The node and time budgets count
// the beams' nodes (each an expansion). The memory budget (--max-memory)
// holds the table and the beams together: a beam may take what the table
// does not use when it starts (two levels of states, a level's key hashes,
// 16 bytes per kept position: about 30 MB at 20,000, 150 to 225 MB at
// 100,000); a beam that would need more stops, and the exhaustive search
// goes on. Besides, the game keeps plan costs by key (game.h), at most
// 2^18 of them (about 25 MB).
//
// Measurements behind the slice, the probe and the phases: doc/results.md
// and doc/journal/2026-12.md.
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
  class Run;  // one call of solve_from (calculation_solve.cc)

  calculation::Variant variant_;
  calculation::Pruning pruning_;
  solver::Limits limits_;
  solver::SearchOptions options_;
  solver::TranspositionTable<calculation::Key> table_;
  int sat_threads_ = 1;
  bool certify_ = false;
};

}  // namespace reckon::strategies
