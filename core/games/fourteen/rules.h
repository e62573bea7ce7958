#pragma once
// The switchable search rules of Fourteen Out, as one table
// (core/rule_switches.h). Each keeps the verdict exact; its soundness
// argument is written next to its code. `--no-<name>` turns one off; with
// all of them off the search is a plain exhaustive search over every pair of
// every position.
#include <array>
#include <string_view>

#include "core/rule_switches.h"

namespace reckon::fourteen {

enum class Rule : int { kSafePair = 0, kClassCycle, kFocus, kSymmetry, kMirror, kCount };

inline constexpr std::array<RuleInfo, kRuleCount<Rule>> kRules = {{
    {"safe-pair", true, "take a pair at once when an exchange argument shows it harmless",
     "dominance.h"},
    {"class-cycle", true, "a rank class whose cards can no longer be paired off in any order",
     "dead_end.h"},
    {"focus", true, "branch only on the moves of a card and the cards that block its partners",
     "focus.h"},
    {"symmetry", true, "columns holding the same cards are interchangeable", "key.h"},
    {"mirror", true, "search the deal and its upside-down mirror in turns",
     "reverse.h, strategies/fourteen_solver.h"},
}};

inline constexpr std::array<std::string_view, kRuleCount<Rule>> kRuleNames = rule_names(kRules);

using Pruning = RuleSwitches<Rule, kRules>;
using RuleCounts = reckon::RuleCounts<Rule>;

}  // namespace reckon::fourteen
