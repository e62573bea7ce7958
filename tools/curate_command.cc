// `reckon curate`: options -> CurateRequest -> curate() -> the list or the
// calibration table (jobs/curation/curate.h, curate_output.h). --daily is
// tools/daily_command.cc's.
#include "tools/curate_command.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "jobs/common/output.h"
#include "jobs/curation/curate.h"
#include "jobs/curation/curate_output.h"
#include "tools/calculation_commands.h"
#include "tools/daily_command.h"
#include "tools/fourteen_commands.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

jobs::Family family_of(GameKind g) {
  return g == GameKind::kCalculation ? jobs::Family::kCalculation : jobs::Family::kRechenkuenstler;
}

// The command that reproduces a list, for its header: the options given,
// without those that change no list.
std::string reproducing_command(const po::variables_map& vm, const std::string& game,
                                bool show_nodes) {
  std::string command = "reckon curate --game " + game;
  for (const auto& [name, value] : vm) {
    if (name == "game" || name == "out" || name == "db" || name == "threads" || name == "quiet" ||
        value.defaulted())
      continue;
    // A search rule switched off changes the search's effort, never a list.
    if (!show_nodes && name.starts_with("no-") && name != "no-preplaced") continue;
    command += " --" + name;
    if (const auto* s = boost::any_cast<std::string>(&value.value())) {
      if (!s->empty()) command += " " + *s;  // flags (--unwinnable) hold an empty string
    } else if (const auto* i = boost::any_cast<int>(&value.value())) {
      command += " " + std::to_string(*i);
    } else if (const auto* u = boost::any_cast<std::uint64_t>(&value.value())) {
      command += " " + std::to_string(*u);
    } else if (const auto* d = boost::any_cast<double>(&value.value())) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.3f", *d);
      command += " " + std::string(buf);
    }
  }
  return command;
}

// The request from the options, checked in the order the command line
// always has.
curation::CurateRequest read_request(const po::variables_map& vm, const GameCommands& game) {
  curation::CurateRequest r;
  r.game = game.kind;
  check_rule_options(vm, game);
  const bool fourteen = r.game == GameKind::kFourteen;
  r.certify = vm.count("certify") > 0;
  if (fourteen && r.certify)
    throw UsageError(
        "--certify is for the Calculation family; Fourteen Out's losses are proved by exhaustive "
        "search");
  if (fourteen)
    check_fourteen_variant(vm);
  else
    r.variant = read_variant(vm, family_of(r.game));  // variant errors first
  if (!vm.count("deals")) throw UsageError("give the deals to curate from with --deals A-B");
  r.deals = vm["deals"].as<std::string>();
  const int modes = static_cast<int>(vm.count("unwinnable") + vm.count("winnable") + vm.count("undecided") +
                                     vm.count("hardest") + vm.count("easiest") + vm.count("tier") +
                                     vm.count("calibrate"));
  if (modes != 1)
    throw UsageError(
        "give exactly one of --unwinnable, --winnable, --undecided, --hardest K, --easiest K, "
        "--tier T, --calibrate");
  const std::string format = vm.count("json") ? "json" : vm["format"].as<std::string>();
  if (format != "text" && format != "csv" && format != "json")
    throw UsageError("--format: text, csv or json");
  r.count = vm["count"].as<int>();
  if (vm.count("tier")) {
    r.list = curation::CurateList::kTier;
    const std::string t = vm["tier"].as<std::string>();
    const std::optional<Tier> tier = parse_name<Tier>(t);
    if (!tier) throw UsageError("--tier " + t + ": easy, medium, hard or expert");
    r.tier = *tier;
  }
  for (const char* k : {"hardest", "easiest"})
    if (vm.count(k) && vm[k].as<int>() < 1)
      throw UsageError(std::string("--") + k + " must be at least 1");
  if (r.count < 1) throw UsageError("--count must be at least 1");
  if (vm.count("hardest") || vm.count("easiest")) {
    r.list = vm.count("hardest") ? curation::CurateList::kHardest : curation::CurateList::kEasiest;
    r.count = vm[vm.count("hardest") ? "hardest" : "easiest"].as<int>();
    if (vm.count("candidates")) {
      r.candidates = vm["candidates"].as<int>();
      if (r.candidates < r.count)
        throw UsageError("--candidates must be at least the list's K (" + std::to_string(r.count) +
                         ")");
    }
  } else if (vm.count("candidates")) {
    throw UsageError("--candidates goes with --hardest K or --easiest K");
  }
  if (vm.count("unwinnable")) r.list = curation::CurateList::kUnwinnable;
  if (vm.count("winnable")) r.list = curation::CurateList::kWinnable;
  if (vm.count("undecided")) r.list = curation::CurateList::kUndecided;
  if (vm.count("calibrate")) r.list = curation::CurateList::kCalibrate;
  r.threads = vm["threads"].as<int>();
  r.limits = read_limits(vm);
  if (vm["max-nodes"].defaulted() && vm["max-seconds"].defaulted())
    r.limits.max_seconds = curation::kCurateDefaultSeconds;
  if (fourteen)
    r.fourteen_pruning = read_fourteen_pruning(vm);
  else
    r.pruning = read_pruning(vm);
  if (!vm["choice-nodes"].defaulted())
    r.choice_nodes = jobs::parse_u64(vm["choice-nodes"].as<std::string>(), "--choice-nodes");
  if (vm.count("db")) r.db_path = vm["db"].as<std::string>();
  r.progress = !vm.count("quiet");
  r.stop = &stop_flag();
  return r;
}

curation::CurateFormat format_of(const po::variables_map& vm) {
  const std::string f = vm.count("json") ? "json" : vm["format"].as<std::string>();
  return f == "json"  ? curation::CurateFormat::kJson
         : f == "csv" ? curation::CurateFormat::kCsv
                      : curation::CurateFormat::kText;
}

}  // namespace

void add_curate_options(po::options_description& desc) {
  desc.add_options()  //
      ("deals", po::value<std::string>(),
       "deal numbers to curate from: A-B ranges, comma separated")                             //
      ("unwinnable", "list the unwinnable deals")                                              //
      ("winnable", "list every winnable deal (for a winnable-only mode), in deal order")       //
      ("undecided", "list the deals the budget left undecided (candidates for --unwinnable)")  //
      ("hardest", po::value<int>(), "list the K hardest winnable deals")                       //
      ("easiest", po::value<int>(), "list the K easiest winnable deals")                       //
      ("tier", po::value<std::string>(),
       "list deals of one tier: easy, medium, hard, expert (with --daily also constructed)")  //
      ("count", po::value<int>()->default_value(1000),
       "with --tier: how many (the lowest deal numbers)")  //
      ("candidates", po::value<int>(),
       "for a hardest or easiest list of K (Calculation family): how many of the cheap first "
       "stage's best deals get the dear second stage (default 10 x K; fewer cost less and may "
       "miss a deal the cheap players misjudge)")                                             //
      ("calibrate", "print the score distribution and how the tiers separate, list nothing")  //
      ("format", po::value<std::string>()->default_value("text"), "text, csv or json")        //
      ("out", po::value<std::string>(), "write the list to FILE (default: standard output)")  //
      ("db", po::value<std::string>(), "SQLite store for the per-deal figures (resumable)")   //
      ("threads", po::value<int>()->default_value(0), "worker threads (0: every core)")       //
      ("choice-nodes", po::value<std::string>()->default_value("10000000"),
       "node budget of one exact solve when measuring how many choices still win (Calculation "
       "family: a deal where one runs out is not scored; Fourteen Out: 1000000 unless given)")  //
      ("quiet", "no progress bar")                                                              //
      ("certify",
       "Calculation family: each loss proved by rule sat also gets a DRAT proof that reckon's own "
       "checker checks (as reckon solve --certify); the list says so. A loss proved by exhaustive "
       "search has no such certificate");
  add_daily_options(desc);
}

int curate_command(const po::variables_map& vm) {
  if (vm.count("daily")) return daily_command(vm);
  const GameCommands& game = game_of(vm);
  const curation::CurateRequest request = read_request(vm, game);
  if (vm.count("out") && !vm.count("calibrate")) jobs::check_writable(vm["out"].as<std::string>());
  const curation::CurateResult result = curate(request);
  if (result.stop == curation::CurateResult::Stop::kInterrupted) {
    std::cerr << "reckon: interrupted; run the same command (with --db) to resume\n";
    return 130;
  }
  if (result.stop == curation::CurateResult::Stop::kInterruptedScoring) {
    std::cerr << "reckon: interrupted\n";
    return 130;
  }
  if (request.list == curation::CurateList::kCalibrate) {  // always to standard output
    curation::write_calibration(result, format_of(vm), std::cout);
    return 0;
  }
  std::ostringstream out;
  curation::write_curate_list(
      result, format_of(vm), reproducing_command(vm, game.name, result.show_nodes), out, std::cerr);
  if (vm.count("out")) {
    const std::string path = vm["out"].as<std::string>();
    std::ofstream f = jobs::open_output(path);
    f << out.str();
    jobs::check_output(f, "\"" + path + "\"");
  } else {
    std::cout << out.str();
  }
  return 0;
}

}  // namespace reckon::cli
