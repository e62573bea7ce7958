#include "tools/analyze_command.h"

#include <ostream>

#include "api/request_reader.h"
#include "players/fair_player.h"
#include "reckon/reckon.h"
#include "tools/analysis_report.h"
#include "tools/parsed_options.h"

namespace reckon::cli {
void add_analyze_options(po::options_description& desc) {
  desc.add_options()  //
      ("deals", po::value<std::string>(),
       "deal numbers: A-B ranges and single numbers, comma separated")  //
      ("deal-file", po::value<std::string>(),
       "one deal per line: a deal number, pysol:<N> for a PySolFC game, or a card string")  //
      ("strategy", po::value<std::string>()->default_value("perfect"),
       "perfect (the solver), or a player: fair, simple, runs, planner (Calculation family; fair, "
       "simple and "
       "runs never see the stock)")  //
      ("seed", po::value<std::string>()->default_value("0"),
       "--strategy fair: where its draws of the hidden stock start (each deal mixes in its own "
       "name)")  //
      ("samples", po::value<int>()->default_value(players::FairSettings{}.samples),
       "--strategy fair: orders of the face-down cards it draws for each decision")  //
      ("exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
       "--strategy fair: judge placements by the exact solver too once at most this many cards are "
       "face down")  //
      ("optimal-below", po::value<int>()->default_value(players::FairSettings{}.optimal_below),
       "--strategy fair: play the exact optimum, free moves included, once at most this many cards "
       "are face down (0: never; -1: 6 in Calculation, 5 in Rechenkuenstler; not Experte)")  //
      ("threads", po::value<int>()->default_value(0),
       "worker threads, each on one deal at a time (0: every core, divided by --deal-threads)")  //
      ("out", po::value<std::string>(),
       "per-deal rows to FILE (.csv, or .jsonl for JSON Lines)")  //
      ("db", po::value<std::string>(),
       "SQLite results store: each decided deal is committed at once; the same command resumes")  //
      ("shard", po::value<std::string>(),
       "K/N: only the deals congruent to K mod N (for job arrays)")  //
      ("quiet", "no progress bar");
}

int analyze_command(const api::OptionValues& o, std::ostream& out) {
  // The CLI and api::analyze share one path, so that their totals cannot drift.
  api::AnalyzeRequest req = api::read_analyze_request(o);
  req.collect_rows = false;
  req.progress = !o.given("quiet") && !o.given("json");
  req.stop = &stop_flag();
  const api::AnalyzeResult result = api::analyze(req);
  print_result(result, o.given("json"), out);
  return result.interrupted ? 130 : 0;
}

int analyze_command(const po::variables_map& vm, std::ostream& out) {
  return analyze_command(ParsedOptions(vm), out);
}

}  // namespace reckon::cli
