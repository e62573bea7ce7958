#include "tools/daily_command.h"

#include "api/request_reader.h"
#include "jobs/curation/daily_challenge.h"
#include "tools/parsed_options.h"

namespace reckon::cli {
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

int run_daily(const api::OptionValues& o, std::ostream& out) {
  const curation::DailyRequest r = api::read_daily_request(o);
  try {
    curation::write_daily(curation::daily(r), o.given("json"), out);
  } catch (const curation::NoBuiltInList& e) {
    throw UsageError(
        std::string(e.what()) + " yet; make one with " +
        (r.tier == Tier::kConstructed
             ? "scripts/constructed-list (data/constructed/README.md)"
             : "`reckon curate ... --tier " + std::string(name_of(r.tier)) + " --out FILE`") +
        " and give it with --list FILE");
  }
  return kExitWinnable;
}

int run_daily(const po::variables_map& vm, std::ostream& out) {
  return run_daily(ParsedOptions(vm), out);
}

}  // namespace reckon::cli
