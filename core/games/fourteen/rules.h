#pragma once
// The switchable search rules of Fourteen Out. Each keeps the verdict
// exact; its soundness argument is written next to its code. `--no-<name>`
// turns one off; with all of them off the search is a plain exhaustive
// search over every pair of every position.
#include <array>
#include <cstdint>
#include <string_view>

namespace reckon::fourteen {

enum class Rule : int {
  kSafePair = 0,   // dominance.h: take a pair at once when an exchange argument shows it harmless
  kClassCycle,     // dead_end.h: a rank class whose cards can no longer be paired off in any order
  kFocus,          // focus.h: branch only on the moves of a card and the cards that block its partners
  kSymmetry,       // key.h: columns holding the same cards are interchangeable
  kMirror,         // reverse.h: search the deal and its upside-down mirror in turns (strategies/fourteen_solver.h)
  kCount
};

inline constexpr std::array<std::string_view, static_cast<int>(Rule::kCount)> kRuleNames = {
    "safe-pair", "class-cycle", "focus", "symmetry", "mirror"};

struct Pruning {
  std::array<bool, static_cast<int>(Rule::kCount)> on{true, true, true, true, true};
  bool enabled(Rule r) const { return on[static_cast<int>(r)]; }
  void set(Rule r, bool v) { on[static_cast<int>(r)] = v; }
  static Pruning none() {
    Pruning p;
    p.on.fill(false);
    return p;
  }
  friend bool operator==(const Pruning&, const Pruning&) = default;
};

// How often each rule fired in one search, for reports.
struct RuleCounts {
  std::array<std::uint64_t, static_cast<int>(Rule::kCount)> fired{};
  void add(Rule r, std::uint64_t n = 1) { fired[static_cast<int>(r)] += n; }
  std::uint64_t operator[](Rule r) const { return fired[static_cast<int>(r)]; }
};

}  // namespace reckon::fourteen
