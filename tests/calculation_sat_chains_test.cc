// Rule "chains" stands in for part of transitivity (sat_model.h): with the
// chains, the model leaves out the transitivity clauses its chain clauses
// imply. Checked from outside the model: every clause of the model without
// the chains (which keeps all of transitivity, and numbers the variables
// alike) is in the model with them or follows from it by unit propagation
// alone (reverse unit propagation, as a DRAT checker would accept it). So
// the two have the same solutions where the model without the chains is
// exact, and the solver propagates no less. A control shows the check can
// fail: without one chain clause, a left-out clause no longer follows.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "calculation_positions.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/sat_model.h"

namespace reckon::calculation {
namespace {

using Clause = std::vector<int>;

std::vector<Clause> clauses_of(const std::vector<int>& literals) {
  std::vector<Clause> out(1);
  for (const int lit : literals) {
    if (lit == 0) {
      std::sort(out.back().begin(), out.back().end());
      out.emplace_back();
    } else {
      out.back().push_back(lit);
    }
  }
  out.pop_back();
  return out;
}

// Unit propagation over a formula with occurrence lists: the top-level
// consequences of its unit clauses first, then, per question, whether
// assuming the negation of a clause's literals reaches a conflict.
class UnitPropagation {
 public:
  UnitPropagation(int variables, std::vector<Clause> clauses)
      : clauses_(std::move(clauses)),
        value_(static_cast<std::size_t>(variables) + 1, 0),
        occurs_(2 * (static_cast<std::size_t>(variables) + 1)) {
    for (std::size_t i = 0; i < clauses_.size(); ++i)
      for (const int lit : clauses_[i]) occurs_[index(lit)].push_back(i);
    std::vector<int> trail;
    for (const Clause& c : clauses_)
      if (c.size() == 1 && !assign(c[0], trail)) top_conflict_ = true;
    if (!top_conflict_ && !propagate(trail, 0)) top_conflict_ = true;
  }

  bool top_conflict() const { return top_conflict_; }

  // Whether the clause is implied by reverse unit propagation.
  bool implies(const Clause& c) {
    std::vector<int> trail;
    bool conflict = false;
    for (const int lit : c)
      if (!assign(-lit, trail)) conflict = true;  // a literal already true at the top level
    if (!conflict) conflict = !propagate(trail, 0);
    for (const int lit : trail) value_[var(lit)] = 0;
    return conflict;
  }

 private:
  static std::size_t var(int lit) { return static_cast<std::size_t>(std::abs(lit)); }
  static std::size_t index(int lit) { return 2 * var(lit) + (lit < 0); }
  int value(int lit) const { return lit > 0 ? value_[var(lit)] : -value_[var(lit)]; }
  // Makes lit true; false if it is false already.
  bool assign(int lit, std::vector<int>& trail) {
    if (value(lit) != 0) return value(lit) > 0;
    value_[var(lit)] = lit > 0 ? 1 : -1;
    trail.push_back(lit);
    return true;
  }
  // Propagates the trail from position `from`; false on a conflict.
  bool propagate(std::vector<int>& trail, std::size_t from) {
    for (std::size_t next = from; next < trail.size(); ++next) {
      for (const std::size_t ci : occurs_[index(-trail[next])]) {
        int open = 0, unassigned = 0;
        bool satisfied = false;
        for (const int lit : clauses_[ci]) {
          if (value(lit) > 0) {
            satisfied = true;
            break;
          }
          if (value(lit) == 0) ++unassigned, open = lit;
        }
        if (satisfied) continue;
        if (unassigned == 0) return false;
        if (unassigned == 1) assign(open, trail);
      }
    }
    return true;
  }

  std::vector<Clause> clauses_;
  std::vector<int> value_;
  std::vector<std::vector<std::size_t>> occurs_;
  bool top_conflict_ = false;
};

// A position modelled with the chains and without them (the deal must
// outlive the models, which keep a reference to it).
struct WithAndWithout {
  WithAndWithout(const Deal& deal, const Variant& v, const State& s)
      : with(deal, v, s, {.chains = true}), without(deal, v, s, {.chains = false}) {}
  SatModel with, without;
};

struct Case {
  std::string what;
  Deal deal;
  Variant variant;
  State state;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  Variant w2;
  w2.piles_per_owner = 2;
  Variant hard;
  hard.owners = 2;
  hard.piles_per_owner = 2;
  Variant w2_unplaced = w2;
  w2_unplaced.preplaced = false;
  out.push_back({"Calculation W=2 deal 1", deal_from_number(1, true), w2, initial_state(w2)});
  out.push_back(
      {"Rechenkuenstler hard deal 1", deal_from_number(1, true), hard, initial_state(hard)});
  // Positions with cards on the piles (the chains of pile cards).
  for (const Variant& v : {w2, hard, w2_unplaced})
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      Position pos = random_position(seed, v, 12, 6);
      out.push_back({"owners " + std::to_string(v.owners) + " preplaced " +
                         std::to_string(v.preplaced) + " seed " + std::to_string(seed),
                     pos.deal, v, pos.state});
    }
  return out;
}

TEST(CalculationSatChains, TheLeftOutTransitivityFollowsByUnitPropagation) {
  std::size_t left_out_in_all = 0, checked = 0, second = 0;
  for (const Case& c : cases()) {
    const auto [with, without] = WithAndWithout(c.deal, c.variant, c.state);
    ASSERT_EQ(with.variables(), without.variables()) << c.what;
    const std::vector<Clause> kept = clauses_of(with.literals());
    const std::set<Clause> in_with(kept.begin(), kept.end());
    UnitPropagation up(with.variables(), kept);
    if (up.top_conflict()) continue;  // a position lost at the top level: everything follows
    ++checked;
    std::size_t left_out = 0;
    for (const Clause& cl : clauses_of(without.literals())) {
      if (in_with.count(cl)) continue;
      ++left_out;
      ASSERT_EQ(cl.size(), 3u) << c.what << ": only transitivity clauses are left out";
      ASSERT_TRUE(up.implies(cl)) << c.what << ": a left-out clause does not follow";
      // A triple's second clause (two positive literals): two pile cards on different piles.
      second += std::count_if(cl.begin(), cl.end(), [](int lit) { return lit > 0; }) == 2;
    }
    EXPECT_EQ(with.clauses() + left_out, without.clauses() + with.chain_clauses()) << c.what;
    left_out_in_all += left_out;
    if (c.what == "Calculation W=2 deal 1") {
      // Every triple of a W=2 start is chained: one clause of each goes.
      EXPECT_EQ(left_out, 48u * 47u * 46u / 6u) << c.what;
    }
  }
  std::printf(
      "[ info ] %zu models checked: %zu transitivity clauses left out, %zu of them for two pile "
      "cards\n",
      checked, left_out_in_all, second);
  EXPECT_GE(checked, 30u);
  EXPECT_GT(second, 0u) << "no two pile cards on different piles were chained";
}

// Three waste piles have no chains: nothing is left out.
TEST(CalculationSatChains, NothingIsLeftOutWithoutChains) {
  Variant w3;
  w3.piles_per_owner = 3;
  const Deal deal = deal_from_number(1, true);
  const auto [with, without] = WithAndWithout(deal, w3, initial_state(w3));
  EXPECT_EQ(with.literals(), without.literals());
  EXPECT_EQ(with.chain_clauses(), 0u);
}

// The control: the check above can fail. Without the chain clauses, the
// clauses they stood in for do not follow from the rest.
TEST(CalculationSatChains, WithoutTheChainClausesTheLeftOutDoNotFollow) {
  Variant w2;
  w2.piles_per_owner = 2;
  const Deal deal = deal_from_number(1, true);
  const auto [with, without] = WithAndWithout(deal, w2, initial_state(w2));
  std::vector<Clause> kept = clauses_of(with.literals());
  // The chain clauses are written last.
  kept.resize(kept.size() - with.chain_clauses());
  const std::set<Clause> in_with(kept.begin(), kept.end());
  UnitPropagation up(with.variables(), kept);
  ASSERT_FALSE(up.top_conflict());
  std::size_t left_out = 0, following = 0;
  for (const Clause& cl : clauses_of(without.literals())) {
    if (in_with.count(cl)) continue;
    ++left_out;
    following += up.implies(cl);
  }
  EXPECT_GT(left_out, 0u);
  EXPECT_EQ(following, 0u);
}

}  // namespace
}  // namespace reckon::calculation
