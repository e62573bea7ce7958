#pragma once
// reckon's vocabulary: the games, Rechenkünstler's levels, the players, the
// difficulty tiers, construction's objectives, the verdicts and the reasons a search stops, each an
// enum whose names, aliases and meaning stand in one table (core/vocabulary.cc), and the limits of
// a variant. Every layer and every front end (the command line, the HTTP API, the Python module)
// parses and prints these names here and nowhere else, so that all three accept the same words.
//
// Adding a game, a level or a player is one row of a table here plus that
// game's or player's own folder.
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace reckon {

enum class GameKind { kCalculation, kRechenkuenstler, kFourteen };
// Rechenkünstler's named levels (its own page's Normal, Schwer, Experte, and
// four piles each).
enum class Level { kNormal, kHard, kExpert, kFour };
// Who plays a deal: perfect play (the exact solver, which sees the stock) or
// one of the players (PlayerInfo says which game each plays and whether it
// sees what a person at the table cannot).
enum class Player { kPerfect, kSimple, kRuns, kPlanner, kFair, kDeepest };
// The four curated tiers rank numbered deals by how often the fair player
// wins them; kConstructed is the constructed lists' deals (card strings),
// which daily challenges draw from but curation does not make.
enum class Tier { kEasy, kMedium, kHard, kExpert, kConstructed };
// What `reckon construct` builds deals for (jobs/construction/deal_evaluation.h).
enum class Objective { kEffort, kCritical, kFair };
// The three answers a search gives; kUnknown means a budget ran out and is
// never turned into a guess.
enum class Verdict { kWinnable, kUnwinnable, kUnknown };
// Why a search stopped without a verdict (kNone: it did not).
enum class StopReason { kNone, kNodes, kTime, kMemory, kStop };
// A deal's result in an analysis: perfect play's verdict, or whether a
// player won its game.
enum class Outcome { kWinnable, kUnwinnable, kUnknown, kWon, kLost };

// One row of a table: the name reckon prints, the other spellings it
// accepts (any case, like the name), and a line for help texts.
template <class E>
struct Term {
  E value;
  std::string_view name;
  std::array<std::string_view, 3> aliases;  // "" where there are fewer
  std::string_view meaning;
};

// What the enum names, for messages: "game", "level", "player", ...
template <class E>
std::string_view kind_of();
template <class E>
std::string_view name_of(E value);
// The value a name or alias stands for (ASCII case ignored); none for
// another word.
template <class E>
std::optional<E> parse_name(std::string_view text);
// Every name with its first alias, for messages and help:
// "calculation (calc) | rechenkuenstler (rechen) | fourteen (fourteen-out)".
template <class E>
std::string choices();

// The table itself, in its printing order.
template <class E>
std::span<const Term<E>> terms();

// What each player plays and sees.
struct PlayerInfo {
  bool calculation_family = false;  // Calculation and Rechenkünstler
  bool fourteen = false;            // Fourteen Out
  bool sees_stock = false;          // decides from cards a person cannot see
};
PlayerInfo player_info(Player player);
bool plays(Player player, GameKind game);

// The limits of a variant (doc/rules.md): Calculation's waste piles,
// Rechenkünstler's piles per player, and the small decks.
inline constexpr int kMinWaste = 1;
inline constexpr int kMaxWaste = 8;
inline constexpr int kMinWastePerPlayer = 1;
inline constexpr int kMaxWastePerPlayer = 6;
inline constexpr std::array<int, 4> kDeckRanks = {5, 7, 11, 13};
// Rechenkünstler's levels as piles per player and the Experte rule.
struct LevelSetting {
  int waste_per_player = 3;
  bool expert = false;
};
LevelSetting level_setting(Level level);

}  // namespace reckon
