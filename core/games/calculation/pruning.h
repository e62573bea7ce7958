#pragma once
// The switchable search rules of the Calculation family, as one table
// (core/rule_switches.h). Every rule keeps the verdict exact; its soundness
// argument is written next to its code and in doc/calculation-rules.md.
// `--no-<name>` turns one off.
#include <array>
#include <string_view>

#include "core/rule_switches.h"

namespace reckon::calculation {

enum class Rule : int {
  kForced = 0,
  kLazyFreeMoves,
  kDeadEnd,
  kPlan,
  kPlayout,
  kBeam,
  kSat,
  kChains,
  kCount
};

inline constexpr std::array<RuleInfo, kRuleCount<Rule>> kRules = {{
    {"forced", true, "a card whose rank only one foundation still needs goes there at once",
     "doc/calculation-rules.md (forced)"},
    {"lazy-free-moves", true, "free moves are made only when the next placement needs them",
     "doc/calculation-rules.md (lazy-free-moves)"},
    {"dead-end", true, "ordering deadlocks on the piles end the branch",
     "doc/calculation-rules.md (Dead ends), dead_end.h"},
    {"plan", true, "a child whose optimistic plan is playable is a win",
     "doc/calculation-rules.md (The plan), plan.h"},
    {"playout", true, "a child whose plan, played out with delays, wins is a win",
     "doc/calculation-rules.md (playout), game.cc"},
    // Search organisation rather than a prune.
    {"beam", true, "beam searches for wins between slices of the exhaustive search",
     "doc/calculation-rules.md (Beams between slices), strategies/calculation_solve.h"},
    {"sat", true, "a satisfiability model of the position decides it",
     "doc/calculation-rules.md (A satisfiability model), sat_model.h"},
    {"chains", true,
     "rule sat's model: three cards on two piles do not go home in the order they came",
     "sat_model.h (two-pile chains)"},
}};

inline constexpr std::array<std::string_view, kRuleCount<Rule>> kRuleNames = rule_names(kRules);

using Pruning = RuleSwitches<Rule, kRules>;
using RuleCounts = reckon::RuleCounts<Rule>;

}  // namespace reckon::calculation
