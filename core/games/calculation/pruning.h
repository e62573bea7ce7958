#pragma once
// The switchable search rules of the Calculation family. Every rule keeps
// the verdict exact; its soundness argument is written next to its code and
// in doc/calculation-rules.md. `--no-<name>` turns one off.
#include <array>
#include <cstdint>
#include <string_view>

namespace reckon::calculation {

enum class Rule : int {
  kForced = 0,      // a card whose rank only one foundation still needs goes there at once
  kLazyFreeMoves,   // free moves are made only when the next placement needs them
  kDeadEnd,         // ordering deadlocks on the piles end the branch
  kPlan,            // a child whose optimistic plan is playable is a win (plan.h)
  kPlayout,         // a child whose plan, played out with delays, wins is a win (game.cc)
  kBeam,            // beam searches for wins between slices of the exhaustive search
                    // (search organisation: strategies/calculation_solve.h)
  kSat,             // a satisfiability model of the position decides it (sat_model.h)
  kCount
};

inline constexpr std::array<std::string_view, static_cast<int>(Rule::kCount)> kRuleNames = {
    "forced", "lazy-free-moves", "dead-end", "plan", "playout", "beam", "sat"};

struct Pruning {
  std::array<bool, static_cast<int>(Rule::kCount)> on{true, true, true, true, true, true, true};
  bool enabled(Rule r) const { return on[static_cast<int>(r)]; }
  void set(Rule r, bool v) { on[static_cast<int>(r)] = v; }
  static Pruning none() {
    Pruning p;
    p.on.fill(false);
    return p;
  }
};

// How often each rule fired in one search, for reports.
struct RuleCounts {
  std::array<std::uint64_t, static_cast<int>(Rule::kCount)> fired{};
  void add(Rule r, std::uint64_t n = 1) { fired[static_cast<int>(r)] += n; }
};

}  // namespace reckon::calculation
