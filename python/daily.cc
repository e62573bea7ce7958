#include "python/daily.h"

#include <fstream>
#include <sstream>

#include "api/request_parts.h"
#include "jobs/curation/daily_challenge.h"

namespace reckon::pymodule {
namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("list='" + path + "': cannot read it");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

DailyResult daily(api::Game game, const api::Variant& variant, const std::string& tier_given,
                  const std::string& first, int days, const std::optional<std::string>& list) {
  const std::optional<Tier> named = parse_name<Tier>(tier_given);
  if (!named) throw InputError("tier=" + tier_given + ": easy, medium, hard or expert");
  const std::string tier(name_of(*named));
  if (days < 1 || days > 3660) throw InputError("days=" + std::to_string(days) + ": 1 to 3660");
  const calculation::Variant v =
      game == api::Game::kFourteen ? calculation::Variant{} : api::calculation_variant(game, variant);
  DailyResult r;
  r.game = std::string(api::game_name(game));
  r.setting = curation::daily_setting_name(game, v);
  r.tier = tier;
  std::string path = list.value_or("");
  if (!list) {
    path = curation::built_in_tier_list(curation::daily_setting_stem(game, v), tier);
    if (path.empty())
      throw InputError("no built-in tier list for " + r.setting + " (data/curated/" +
                       curation::daily_setting_stem(game, v) + "-tier-" + tier +
                       ".txt); make one with reckon.curate(tier=..., ...) and give its file with "
                       "list=");
  }
  // A built-in list is named as the repository names it, as the CLI does.
  r.list = list ? path : "data" + path.substr(path.rfind("/curated/"));
  const std::string key = r.game + "|" + r.setting + "|" + tier;
  for (const curation::DailyEntry& e :
       curation::daily_deals(read_text(path), r.list, key, curation::day_number(first), days))
    r.days.push_back({e.date, e.deal, e.why});
  return r;
}

}  // namespace reckon::pymodule
