#include "reckon/vocabulary.h"

#include <algorithm>
#include <cctype>

namespace reckon {
namespace {

constexpr std::array<Term<GameKind>, 3> kGames = {{
    {GameKind::kCalculation,
     "calculation",
     {"calc", "broken-intervals"},
     "Calculation (also Broken Intervals)"},
    {GameKind::kRechenkuenstler,
     "rechenkuenstler",
     {"rechen", "rechenkünstler"},
     "Rechenkünstler, the cooperative two-player Calculation"},
    {GameKind::kFourteen, "fourteen", {"fourteen-out", "14"}, "Fourteen Out"},
}};

constexpr std::array<Term<Level>, 4> kLevels = {{
    {Level::kNormal, "normal", {}, "three piles per player"},
    {Level::kHard, "hard", {"schwer"}, "two piles per player"},
    {Level::kExpert,
     "expert",
     {"experte"},
     "three piles per player, a pile's top moves only in its owner's turn"},
    {Level::kFour, "four", {"vier"}, "four piles per player"},
}};

constexpr std::array<Term<Player>, 6> kPlayers = {{
    {Player::kPerfect, "perfect", {}, "perfect play: the exact solver, which sees the stock"},
    {Player::kSimple, "simple", {}, "a heuristic player that never looks at the stock"},
    {Player::kRuns, "runs", {}, "a heuristic player that builds runs and never looks at the stock"},
    {Player::kPlanner,
     "planner",
     {},
     "a planner without search that sees the stock (no player of the real game)"},
    {Player::kFair, "fair", {}, "the strong player that never sees the stock"},
    {Player::kDeepest, "deepest", {}, "Fourteen Out: frees the deepest columns first"},
}};

constexpr std::array<Term<Tier>, 5> kTiers = {{
    {Tier::kEasy, "easy", {}, ""},
    {Tier::kMedium, "medium", {}, ""},
    {Tier::kHard, "hard", {}, ""},
    {Tier::kExpert, "expert", {}, ""},
    {Tier::kConstructed,
     "constructed",
     {},
     "deals built by reckon construct for critical placements (data/constructed), no deal number"},
}};

constexpr std::array<Term<Objective>, 3> kObjectives = {{
    {Objective::kEffort,
     "effort",
     {},
     "the exhaustive search's nodes without rule sat: leads toward unwinnable deals"},
    {Objective::kCritical,
     "critical",
     {},
     "winnable, with as many turned cards as possible having exactly one winning placement"},
    {Objective::kFair,
     "fair",
     {},
     "winnable, and lost as often and as early as possible by the fair player (never sees the "
     "stock)"},
}};

constexpr std::array<Term<Verdict>, 3> kVerdicts = {{
    {Verdict::kWinnable, "winnable", {}, "some line of play wins"},
    {Verdict::kUnwinnable, "unwinnable", {}, "no line of play wins"},
    {Verdict::kUnknown, "unknown", {}, "a budget ran out before the search decided"},
}};

constexpr std::array<Term<StopReason>, 5> kStopReasons = {{
    {StopReason::kNone, "", {}, "the search decided"},
    {StopReason::kNodes, "nodes", {}, "the node budget ran out"},
    {StopReason::kTime, "time", {}, "the time budget ran out"},
    {StopReason::kMemory, "memory", {}, "the memory budget ran out"},
    {StopReason::kStop, "stop", {}, "asked to stop (Ctrl-C, SIGTERM, a client gone)"},
}};

constexpr std::array<Term<Outcome>, 5> kOutcomes = {{
    {Outcome::kWinnable, "winnable", {}, "perfect play wins"},
    {Outcome::kUnwinnable, "unwinnable", {}, "perfect play loses"},
    {Outcome::kUnknown, "unknown", {}, "undecided within the budget"},
    {Outcome::kWon, "won", {}, "the player won its game"},
    {Outcome::kLost, "lost", {}, "the player lost its game"},
}};

bool same_word(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

template <>
std::span<const Term<GameKind>> terms<GameKind>() {
  return kGames;
}
template <>
std::span<const Term<Level>> terms<Level>() {
  return kLevels;
}
template <>
std::span<const Term<Player>> terms<Player>() {
  return kPlayers;
}
template <>
std::span<const Term<Tier>> terms<Tier>() {
  return kTiers;
}
template <>
std::span<const Term<Objective>> terms<Objective>() {
  return kObjectives;
}
template <>
std::span<const Term<Verdict>> terms<Verdict>() {
  return kVerdicts;
}
template <>
std::span<const Term<StopReason>> terms<StopReason>() {
  return kStopReasons;
}

template <>
std::span<const Term<Outcome>> terms<Outcome>() {
  return kOutcomes;
}

template <>
std::string_view kind_of<GameKind>() {
  return "game";
}
template <>
std::string_view kind_of<Level>() {
  return "level";
}
template <>
std::string_view kind_of<Player>() {
  return "player";
}
template <>
std::string_view kind_of<Tier>() {
  return "tier";
}
template <>
std::string_view kind_of<Objective>() {
  return "objective";
}
template <>
std::string_view kind_of<Verdict>() {
  return "verdict";
}
template <>
std::string_view kind_of<StopReason>() {
  return "stop reason";
}
template <>
std::string_view kind_of<Outcome>() {
  return "outcome";
}

template <class E>
std::string_view name_of(E value) {
  for (const Term<E>& t : terms<E>())
    if (t.value == value) return t.name;
  return "?";
}

template <class E>
std::optional<E> parse_name(std::string_view text) {
  for (const Term<E>& t : terms<E>()) {
    if (same_word(text, t.name)) return t.value;
    for (std::string_view a : t.aliases)
      if (!a.empty() && same_word(text, a)) return t.value;
  }
  return std::nullopt;
}

template <class E>
std::string choices() {
  std::string s;
  for (const Term<E>& t : terms<E>()) {
    if (t.name.empty()) continue;
    if (!s.empty()) s += " | ";
    s += t.name;
    if (!t.aliases[0].empty()) s += " (" + std::string(t.aliases[0]) + ")";
  }
  return s;
}

#define RECKON_VOCABULARY(E)                                 \
  template std::string_view name_of<E>(E);                   \
  template std::optional<E> parse_name<E>(std::string_view); \
  template std::string choices<E>();
RECKON_VOCABULARY(GameKind)
RECKON_VOCABULARY(Level)
RECKON_VOCABULARY(Player)
RECKON_VOCABULARY(Tier)
RECKON_VOCABULARY(Objective)
RECKON_VOCABULARY(Verdict)
RECKON_VOCABULARY(StopReason)
RECKON_VOCABULARY(Outcome)
#undef RECKON_VOCABULARY

PlayerInfo player_info(Player player) {
  switch (player) {
    case Player::kPerfect:
      return {.calculation_family = true, .fourteen = true, .sees_stock = true};
    case Player::kSimple:
      return {.calculation_family = true, .fourteen = true, .sees_stock = false};
    case Player::kRuns:
    case Player::kFair:
      return {.calculation_family = true, .fourteen = false, .sees_stock = false};
    case Player::kPlanner:
      return {.calculation_family = true, .fourteen = false, .sees_stock = true};
    case Player::kDeepest:
      return {.calculation_family = false, .fourteen = true, .sees_stock = false};
  }
  return {};
}

bool plays(Player player, GameKind game) {
  const PlayerInfo info = player_info(player);
  return game == GameKind::kFourteen ? info.fourteen : info.calculation_family;
}

LevelSetting level_setting(Level level) {
  switch (level) {
    case Level::kNormal:
      return {3, false};
    case Level::kHard:
      return {2, false};
    case Level::kExpert:
      return {3, true};
    case Level::kFour:
      return {4, false};
  }
  return {};
}

}  // namespace reckon
