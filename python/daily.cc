#include "python/daily.h"

#include <fstream>

#include "api/request_parts.h"
#include "jobs/curation/daily_challenge.h"

namespace reckon::pymodule {

DailyResult daily(api::Game game, const api::Variant& variant, const std::string& tier_given,
                  const std::string& first, int days, const std::optional<std::string>& list) {
  const std::optional<Tier> tier = parse_name<Tier>(tier_given);
  if (!tier) throw InputError("tier=" + tier_given + ": easy, medium, hard, expert or constructed");
  if (days < 1 || days > 3660) throw InputError("days=" + std::to_string(days) + ": 1 to 3660");
  curation::DailyRequest r;
  r.game = game;
  if (game != api::Game::kFourteen) r.variant = api::calculation_variant(game, variant);
  r.tier = *tier;
  r.first = first;
  r.days = days;
  r.list = list;
  if (list && !std::ifstream(*list)) throw InputError("list='" + *list + "': cannot read it");
  try {
    return curation::daily(r);
  } catch (const curation::NoBuiltInList& e) {
    throw InputError(std::string(e.what()) + "; make one with " +
                     (r.tier == Tier::kConstructed ? "scripts/constructed-list"
                                                   : "reckon.curate(tier=..., ...)") +
                     " and give its file with list=");
  }
}

}  // namespace reckon::pymodule
