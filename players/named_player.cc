#include "players/named_player.h"

#include "core/games/calculation/players.h"
#include "reckon/input_error.h"

namespace reckon::players {

std::optional<Player> player_from_name(std::string_view name) {
  const std::optional<Player> p = parse_name<Player>(name);
  if (p && *p != Player::kPerfect && plays(*p, GameKind::kCalculation)) return p;
  return std::nullopt;
}

std::string_view player_name(Player p) { return name_of(p); }

std::string player_names() { return "simple, runs, planner or fair"; }

bool plays_fair(Player p) { return !player_info(p).sees_stock; }

// fair 2: the exact optimum in the endgame (FairSettings::optimal_below).
// fair 3: also the placement that leads into the endgame.
// fair 4: each placement also with its free moves held back.
int player_version(Player p) { return p == Player::kFair ? 4 : 0; }

std::uint64_t deal_seed(std::uint64_t run_seed, std::string_view deal_key) {
  std::uint64_t h = 0xCBF29CE484222325ULL;  // FNV-1a over the deal's name
  for (char c : deal_key) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
  SplitMix64 mix(run_seed ^ h);
  return mix.next();
}

void check_plays(Player p, const calculation::Variant& v, const FairSettings& fair) {
  const std::string name(player_name(p));
  if (v.small_deck() && p == Player::kPlanner)
    throw InputError("a small deck (--ranks " + std::to_string(v.ranks) +
                     ") is played by fair, simple and runs; the planner plays 13 ranks only");
  if (v.expert && (p == Player::kRuns || p == Player::kPlanner))
    throw InputError("--strategy " + name + " does not play Experte; use simple or fair");
  if (v.small_deck() && p == Player::kFair && (fair.exact_below > 0 || resolved(fair, v).optimal_below < 4))
    throw InputError("a small deck's fair player needs --exact-below 0 and --optimal-below at least 4 "
                     "(the exact solver plays only the 13-rank deck)");
}

calculation::MoveList play_deal(const calculation::Deal& deal, const calculation::Variant& v, Player p,
                                const FairSettings& fair) {
  switch (p) {
    case Player::kSimple: return calculation::play(deal, v, calculation::Strategy::kSimple);
    case Player::kRuns: return calculation::play(deal, v, calculation::Strategy::kRuns);
    case Player::kPlanner: return calculation::play(deal, v, calculation::Strategy::kPlanner);
    case Player::kFair: return FairPlayer(v, fair).play(deal);
    case Player::kPerfect:
    case Player::kDeepest:
      break;  // not a player of this family: player_from_name never gives them
  }
  throw InputError("--strategy " + std::string(name_of(p)) + ": expected " + player_names());
}

}  // namespace reckon::players
