#include "tools/daily_command.h"

#include <optional>
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

void add_daily_options(po::options_description& desc) {
  desc.add_options()  //
      ("daily", po::value<std::string>(),
       "YYYY-MM-DD: the daily challenge of that date for --tier T, from the tier's list "
       "(deterministic; no deal "
       "twice within a year)")  //
      ("days", po::value<int>()->default_value(1),
       "with --daily: this many dates from it (1 to 3660)")  //
      ("list", po::value<std::string>(),
       "with --daily: the list to draw from (a curate --tier list, or a constructed list of card "
       "strings); default: data/curated's tier list for the setting, or data/constructed's list "
       "for "
       "--tier constructed");
}

int run_daily(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  if (!vm.count("tier"))
    throw UsageError("--daily needs the tier: --tier easy, medium, hard, expert or constructed");
  for (const char* k :
       {"deals", "unwinnable", "undecided", "hardest", "easiest", "calibrate", "db"})
    if (vm.count(k))
      throw UsageError(std::string("--daily draws from a tier list; it takes no --") + k);
  curation::DailyRequest r;
  r.game = game.kind;
  r.variant = variant_of(game, vm);
  const std::string tier = vm["tier"].as<std::string>();
  const std::optional<Tier> named = parse_name<Tier>(tier);
  if (!named) throw UsageError("--tier " + tier + ": easy, medium, hard, expert or constructed");
  r.tier = *named;
  r.first = vm["daily"].as<std::string>();
  r.days = vm["days"].as<int>();
  if (vm.count("list")) r.list = vm["list"].as<std::string>();
  try {
    curation::write_daily(curation::daily(r), vm.count("json") > 0, out);
  } catch (const curation::NoBuiltInList& e) {
    throw UsageError(std::string(e.what()) + " yet; make one with " +
                     (r.tier == Tier::kConstructed
                          ? "scripts/constructed-list (data/constructed/README.md)"
                          : "`reckon curate ... --tier " + tier + " --out FILE`") +
                     " and give it with --list FILE");
  }
  return kExitWinnable;
}

}  // namespace reckon::cli
