#pragma once
// Helpers of the planning model's tests (planning_model_test.cc and
// planning_model_slow_test.cc): the model solved and its line replayed, and
// a tiny exhaustive search of its own over the rules, sharing nothing with
// the model or the project's solver.
#include <array>
#include <chrono>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "calculation_positions.h"
#include "false_clauses.h"
#include "core/games/calculation/planning_model.h"
#include "core/games/calculation/replay.h"
#include "solver/sat_solver.h"

namespace reckon::calculation {

struct PlanningVerdict {
  enum class Answer { kWon, kLost, kUnknown } answer = Answer::kUnknown;
  bool replayed = false;  // kWon: the decoded line, after the prefix, replays to a win
  std::string why;        // kWon and not replayed: replay's complaint
  int variables = 0;
  std::size_t clauses = 0;
  std::uint64_t conflicts = 0;
  double seconds = 0;  // building and solving
};

// Builds the model of the position reached by `prefix`, solves it, and for
// a solution replays prefix + the decoded line from the deal's start.
// hint: a line from the position (another solver's win, say) whose
// assignment the solver decides first (solver::SatStyle::first_phases):
// it changes the solver's path, never its answer.
inline PlanningVerdict planning_verdict(const Deal& deal, const Variant& v, const State& state,
                                        const MoveList& prefix, const solver::Limits& limits = {},
                                        PlanningModelOptions options = {},
                                        const MoveList* hint = nullptr) {
  const auto start = std::chrono::steady_clock::now();
  const PlanningModel model(deal, v, state, options);
  std::vector<int> phases;
  if (hint) {
    const std::vector<bool> a = model.assignment_of(*hint);
    for (std::size_t x = 1; x < a.size(); ++x)
      phases.push_back(a[x] ? static_cast<int>(x) : -static_cast<int>(x));
  }
  const solver::SatResult r = solver::solve_formula(model.variables(), model.clauses(), limits,
                                                    solver::SatStyle{.first_phases = phases});
  PlanningVerdict out;
  out.variables = model.variables();
  out.clauses = model.clause_count();
  out.conflicts = r.conflicts;
  if (r.answer == solver::SatResult::Answer::kUnsatisfiable)
    out.answer = PlanningVerdict::Answer::kLost;
  if (r.answer == solver::SatResult::Answer::kSatisfiable) {
    out.answer = PlanningVerdict::Answer::kWon;
    MoveList line = prefix;
    const MoveList moves = model.decode(r.model);
    line.insert(line.end(), moves.begin(), moves.end());
    const ReplayResult replayed = replay(deal, v, line);
    out.replayed = replayed.status == ReplayResult::Status::kWon;
    if (!out.replayed) out.why = "move " + std::to_string(replayed.move) + ": " + replayed.why;
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

// Every primitive move in every order from the position, with a memo of the
// positions seen to lose. Piles are vectors of ranks, bottom first; the
// foundations' needs come from doc/rules.md's formula, not from the tables.
class TinyExhaustiveSearch {
 public:
  TinyExhaustiveSearch(const Deal& deal, const Variant& v, const State& s) : v_(v), next_(s.next) {
    for (const Card c : deal.stock) ranks_.push_back(c.rank());
    for (int k = 0; k < 4; ++k) height_[k] = s.found[k];
    piles_.resize(static_cast<std::size_t>(v.piles()));
    for (int p = 0; p < v.piles(); ++p) {
      std::uint8_t cards[kMaxStock];
      const int h = pile_cards(s, p, cards);
      for (int j = 0; j < h; ++j) piles_[p].push_back(ranks_[cards[j]]);
    }
  }
  bool winnable() { return search(); }

 private:
  // Foundation k (0-based) with h cards wants ((h+1)(k+1) - 1) mod 13 + 1; nothing when full.
  int wants(int k) const {
    return height_[k] == 13 ? 0 : ((height_[k] + 1) * (k + 1) - 1) % 13 + 1;
  }
  std::string key() const {
    std::string s{static_cast<char>(next_)};
    for (int h : height_) s += static_cast<char>(h);
    for (const auto& p : piles_) {
      s += '/';
      for (int r : p) s += static_cast<char>(r);
    }
    return s;
  }
  bool search() {
    if (height_[0] + height_[1] + height_[2] + height_[3] == 52) return true;
    const std::string k = key();
    if (lost_.count(k)) return false;
    for (std::size_t p = 0; p < piles_.size(); ++p) {
      if (piles_[p].empty()) continue;
      const int r = piles_[p].back();
      for (int f = 0; f < 4; ++f) {
        if (wants(f) != r) continue;
        piles_[p].pop_back();
        ++height_[f];
        const bool won = search();
        --height_[f];
        piles_[p].push_back(r);
        if (won) return true;
      }
    }
    if (next_ < static_cast<int>(ranks_.size())) {
      const int r = ranks_[next_];
      ++next_;
      bool won = false;
      for (int f = 0; f < 4 && !won; ++f) {
        if (wants(f) != r) continue;
        ++height_[f];
        won = search();
        --height_[f];
      }
      for (int p = 0; p < v_.piles() && !won; ++p) {
        if (v_.owners == 2 && p / v_.piles_per_owner != (next_ - 1) % 2) continue;
        piles_[p].push_back(r);
        won = search();
        piles_[p].pop_back();
      }
      --next_;
      if (won) return true;
    }
    lost_.insert(k);
    return false;
  }

  Variant v_;
  std::vector<int> ranks_;
  int next_;
  std::array<int, 4> height_{};
  std::vector<std::vector<int>> piles_;
  std::set<std::string> lost_;
};

// Small positions of one variant for the model's tests.
struct PlanningSetting {
  int piles_per_owner;
  int owners;
  bool preplaced;
  int left;        // stock cards still to turn
  int pile_cards;  // cards on the piles
  int cases;
  bool canonical_order = false;  // PlanningModelOptions::canonical_order and lowest_empty_pile
  bool order_layer = true;       // PlanningModelOptions::order_layer

  Variant variant() const {
    Variant v;
    v.piles_per_owner = piles_per_owner;
    v.owners = owners;
    v.preplaced = preplaced;
    return v;
  }
};

inline std::string planning_setting_name(const ::testing::TestParamInfo<PlanningSetting>& info) {
  const PlanningSetting& s = info.param;
  return "W" + std::to_string(s.piles_per_owner) + (s.owners > 1 ? "each" : "") +
         (s.preplaced ? "" : "_unplaced") + "_stock" + std::to_string(s.left) + "_piles" +
         std::to_string(s.pile_cards) + (s.canonical_order ? "_canonical" : "") +
         (s.order_layer ? "" : "_literal");
}

// What gtest prints for a parameter: the setting's name, not its bytes.
inline void PrintTo(const PlanningSetting& s, std::ostream* os) { *os << planning_setting_name({s, 0}); }

inline Position planning_position(const PlanningSetting& st, int c) {
  const std::uint64_t seed =
      4'400'017ULL *
          static_cast<std::uint64_t>(st.piles_per_owner * 5 + st.owners * 2 + st.preplaced) +
      static_cast<std::uint64_t>(c);
  return random_position(seed, st.variant(), st.left, st.pile_cards);
}

// The model against the exhaustive search on the setting's positions;
// every solution's line must replay to a win.
inline void check_sample(const PlanningSetting& st) {
  int wins = 0;
  for (int c = 0; c < st.cases; ++c) {
    const Position pos = planning_position(st, c);
    const bool truth = TinyExhaustiveSearch(pos.deal, pos.variant, pos.state).winnable();
    wins += truth;
    const PlanningVerdict got = planning_verdict(pos.deal, pos.variant, pos.state, pos.prefix, {},
                                                 {.canonical_order = st.canonical_order,
                                                  .lowest_empty_pile = st.canonical_order,
                                                  .order_layer = st.order_layer});
    ASSERT_NE(got.answer, PlanningVerdict::Answer::kUnknown) << "case " << c;
    ASSERT_EQ(got.answer == PlanningVerdict::Answer::kWon, truth) << "case " << c;
    if (truth) {
      ASSERT_TRUE(got.replayed) << "case " << c << ": " << got.why;
    }
  }
  // Both outcomes must be common, or agreement proves little.
  EXPECT_GT(wins, st.cases / 10);
  EXPECT_LT(wins, st.cases - st.cases / 10);
}

// Counts the positions where the model, built with `options`, disagrees
// with the exhaustive search or gives a line that does not replay.
inline int caught(const PlanningSetting& st, PlanningModelOptions options) {
  int wrong = 0;
  for (int c = 0; c < st.cases; ++c) {
    const Position pos = planning_position(st, c);
    const bool truth = TinyExhaustiveSearch(pos.deal, pos.variant, pos.state).winnable();
    const PlanningVerdict got =
        planning_verdict(pos.deal, pos.variant, pos.state, pos.prefix, {}, options);
    const bool won = got.answer == PlanningVerdict::Answer::kWon;
    if (won != truth || (won && !got.replayed)) ++wrong;
  }
  return wrong;
}

}  // namespace reckon::calculation
