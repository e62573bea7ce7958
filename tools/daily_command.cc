#include "tools/daily_command.h"

#include "jobs/curation/daily_challenge.h"
#include "tools/calculation_commands.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

calculation::Variant variant_of(const GameCommands& game, const po::variables_map& vm) {
  if (game.kind == GameKind::kFourteen) return {};
  return read_variant(vm, game.kind == GameKind::kCalculation ? jobs::Family::kCalculation
                                                              : jobs::Family::kRechenkuenstler);
}

}  // namespace

std::string setting_stem(const po::variables_map& vm) {
  const GameCommands& game = game_of(vm);
  return curation::daily_setting_stem(game.kind, variant_of(game, vm));
}

void add_daily_options(po::options_description& desc) {
  desc.add_options()  //
      ("daily", po::value<std::string>(),
       "YYYY-MM-DD: the daily challenge of that date for --tier T, from the tier's list "
       "(deterministic; no deal "
       "twice within a year)")  //
      ("days", po::value<int>()->default_value(1),
       "with --daily: this many dates from it (1 to 3660)")  //
      ("list", po::value<std::string>(),
       "with --daily: the tier list to draw from (a curate --tier list); default: data/curated's "
       "for the setting");
}

int run_daily(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  if (!vm.count("tier"))
    throw UsageError("--daily needs the tier: --tier easy, medium, hard or expert");
  for (const char* k :
       {"deals", "unwinnable", "undecided", "hardest", "easiest", "calibrate", "db"})
    if (vm.count(k))
      throw UsageError(std::string("--daily draws from a tier list; it takes no --") + k);
  curation::DailyRequest r;
  r.game = game.name;
  r.setting = curation::daily_setting_name(game.kind, variant_of(game, vm));
  r.tier = vm["tier"].as<std::string>();
  if (r.tier != "easy" && r.tier != "medium" && r.tier != "hard" && r.tier != "expert")
    throw UsageError("--tier " + r.tier + ": easy, medium, hard or expert");
  r.first = vm["daily"].as<std::string>();
  r.days = vm["days"].as<int>();
  r.json = vm.count("json") > 0;
  std::string path = vm.count("list") ? vm["list"].as<std::string>()
                                      : curation::built_in_tier_list(setting_stem(vm), r.tier);
  if (path.empty())
    throw UsageError("no built-in tier list for " + r.setting + " (data/curated/" +
                     setting_stem(vm) + "-tier-" + r.tier +
                     ".txt) yet; make one with `reckon curate ... --tier " + r.tier +
                     " --out FILE` and give it with --list FILE");
  // A built-in list is named as the repository names it, not by this machine's path.
  r.list_name = vm.count("list") ? path : "data" + path.substr(path.rfind("/curated/"));
  r.list_text = jobs::read_text(path);
  curation::write_daily(r, out);
  return kExitWinnable;
}

}  // namespace reckon::cli
