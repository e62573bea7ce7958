#include "reckon/reckon.h"

#include "api/deal_run.h"
#include "api/request_parts.h"
#include "api/solve_run.h"
#include "api/verify_run.h"

namespace reckon::api {

std::string_view game_name(Game game) { return name_of(game); }

Game parse_game(std::string_view name) {
  if (const auto game = parse_name<GameKind>(name)) return *game;
  throw InputError("--game " + lower(name) + ": expected " + choices<GameKind>());
}

Variant rechenkuenstler_level(std::string_view level) {
  const auto named = parse_name<Level>(level);
  if (!named)
    throw InputError("--level " + lower(level) + ": expected normal, hard, expert or four");
  const LevelSetting s = level_setting(*named);
  Variant v;
  v.waste_per_player = s.waste_per_player;
  v.expert = s.expert;
  return v;
}

std::string_view verdict_name(Verdict verdict) { return name_of(verdict); }

std::string_view stop_reason_name(StopReason reason) { return name_of(reason); }

Deal deal(const DealRequest& request) { return deal_result(run_deal(request)); }

SolveResult solve(const SolveRequest& request) { return solve_result(run_solve(request)); }

VerifyResult verify(const VerifyRequest& request) { return run_verify(request).result; }

}  // namespace reckon::api
