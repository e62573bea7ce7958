#include "players/named_player.h"

#include <algorithm>
#include <cctype>

#include "core/games/calculation/players.h"

namespace reckon::players {
namespace {

constexpr Player kAll[] = {Player::kSimple, Player::kRuns, Player::kPlanner, Player::kFair};

bool same_letters(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

std::optional<Player> player_from_name(std::string_view name) {
  for (Player p : kAll)
    if (same_letters(player_name(p), name)) return p;
  return std::nullopt;
}

std::string_view player_name(Player p) {
  switch (p) {
    case Player::kSimple: return "simple";
    case Player::kRuns: return "runs";
    case Player::kPlanner: return "planner";
    case Player::kFair: return "fair";
  }
  return "?";
}

std::string player_names() { return "simple, runs, planner or fair"; }

bool plays_fair(Player p) { return p != Player::kPlanner; }

// fair 2: the exact optimum in the endgame (FairSettings::optimal_below).
// fair 3: also the placement that leads into the endgame.
int player_version(Player p) { return p == Player::kFair ? 3 : 0; }

std::uint64_t deal_seed(std::uint64_t run_seed, std::string_view deal_key) {
  std::uint64_t h = 0xCBF29CE484222325ULL;  // FNV-1a over the deal's name
  for (char c : deal_key) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
  SplitMix64 mix(run_seed ^ h);
  return mix.next();
}

calculation::MoveList play_deal(const calculation::Deal& deal, const calculation::Variant& v, Player p,
                                const FairSettings& fair) {
  switch (p) {
    case Player::kSimple: return calculation::play(deal, v, calculation::Strategy::kSimple);
    case Player::kRuns: return calculation::play(deal, v, calculation::Strategy::kRuns);
    case Player::kPlanner: return calculation::play(deal, v, calculation::Strategy::kPlanner);
    case Player::kFair: return FairPlayer(v, fair).play(deal);
  }
  return {};
}

}  // namespace reckon::players
