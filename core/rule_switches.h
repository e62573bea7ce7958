#pragma once
// A game's switchable search rules as one table (in the spirit of a SAT
// solver's option table): each rule's name (`--no-<name>` turns it off), its
// default, a one-line help and where its soundness argument is written.
// RuleSwitches (which rules a search uses) and RuleCounts (how often each
// fired) are built from the game's Rule enum and table, so that no game
// repeats them.
#include <array>
#include <cstdint>
#include <string_view>

namespace reckon {

struct RuleInfo {
  std::string_view name;       // as --no-<name> takes it
  bool on_by_default = true;   // every rule keeps the verdict exact
  std::string_view help;       // what it does, one line
  std::string_view soundness;  // where its soundness argument is written
};

template <class Rule>
inline constexpr std::size_t kRuleCount = static_cast<std::size_t>(Rule::kCount);

// The names of a table, in its order.
template <std::size_t N>
constexpr std::array<std::string_view, N> rule_names(const std::array<RuleInfo, N>& table) {
  std::array<std::string_view, N> names{};
  for (std::size_t r = 0; r < N; ++r) names[r] = table[r].name;
  return names;
}

// Which rules a search uses; `table` gives the defaults.
template <class Rule, const auto& table>
struct RuleSwitches {
  static_assert(table.size() == kRuleCount<Rule>, "one table row per rule");
  std::array<bool, kRuleCount<Rule>> on = defaults();
  bool enabled(Rule r) const { return on[static_cast<std::size_t>(r)]; }
  void set(Rule r, bool v) { on[static_cast<std::size_t>(r)] = v; }
  static RuleSwitches none() {
    RuleSwitches p;
    p.on.fill(false);
    return p;
  }
  friend bool operator==(const RuleSwitches&, const RuleSwitches&) = default;

 private:
  static constexpr std::array<bool, kRuleCount<Rule>> defaults() {
    std::array<bool, kRuleCount<Rule>> d{};
    for (std::size_t r = 0; r < d.size(); ++r) d[r] = table[r].on_by_default;
    return d;
  }
};

// How often each rule fired in one search, for reports.
template <class Rule>
struct RuleCounts {
  std::array<std::uint64_t, kRuleCount<Rule>> fired{};
  void add(Rule r, std::uint64_t n = 1) { fired[static_cast<std::size_t>(r)] += n; }
  std::uint64_t operator[](Rule r) const { return fired[static_cast<std::size_t>(r)]; }
};

}  // namespace reckon
