#include "tools/construct_command.h"

#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "api/request_parts.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "jobs/common/deal_source.h"
#include "jobs/common/text_input.h"
#include "reckon/construct.h"
#include "tools/calculation_commands.h"
#include "tools/game_registry.h"

namespace reckon::cli {

po::options_description construct_options() {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")  //
      ("game", po::value<std::string>(),
       "calculation, rechenkuenstler or fourteen (and their aliases)")  //
      ("json", "machine-readable output (one JSON object)");
  add_source_options(desc);
  po::options_description search("The search");
  search.add_options()  //
      ("objective", po::value<std::string>()->default_value("effort"),
       "effort: the exhaustive search's nodes without rule sat, which leads toward unwinnable "
       "deals; critical: winnable deals with as many turned cards as possible that have exactly "
       "one winning placement; fair: winnable deals the fair player (never sees the stock) "
       "loses most often and earliest (doc/construction.md)")  //
      ("tiebreak", po::value<std::string>()->default_value("none"),
       "objective critical (Calculation, Rechenkuenstler): none, or tightness: deals with as "
       "many critical turned cards rank by how close their other choices come to critical "
       "(decides every placement: slower)")  //
      ("evaluations", po::value<std::string>()->default_value("1000"),
       "candidate deals to score in all (a resumed run counts on from the store's)")  //
      ("seed", po::value<std::string>()->default_value("1"),
       "where the search's random choices start; without a deal, the start is deal SEED")  //
      ("batch", po::value<int>()->default_value(4),
       "neighbours scored a step (the step keeps the best)")  //
      ("reach", po::value<int>()->default_value(0),
       "a move's two cards (or reversed run) at most N places apart: smaller steps; 0: "
       "anywhere")  //
      ("threads", po::value<int>()->default_value(1),
       "threads scoring a step's neighbours (the deals found do not depend on it)")  //
      ("max-nodes", po::value<std::string>()->default_value("200000"),
       "nodes per exact solve inside a score (deterministic; a deal left undecided is never "
       "called unwinnable)")                                                              //
      ("keep", po::value<int>()->default_value(10), "the best distinct deals to report")  //
      ("keep-unwinnable", po::value<int>()->default_value(1000),
       "the unwinnable deals to keep (the first distinct ones met; all are counted)")  //
      ("temperature", po::value<double>()->default_value(1.0),
       "the annealing's start, in score units; it falls to 1/100 over each 10,000 evaluations")  //
      ("patience", po::value<int>()->default_value(200),
       "evaluations without a new best before the search goes back to the best deal")  //
      ("fair-games", po::value<int>()->default_value(4),
       "objective fair: games the fair player plays each deal (seeds 1..N)")  //
      ("samples", po::value<int>()->default_value(256),
       "objective fair: the fair player's orders of the face-down cards per decision")  //
      ("certify", "each unwinnable deal found gets a checked DRAT proof")               //
      ("db", po::value<std::string>(),
       "SQLite store: checkpoints every 2 s and at Ctrl-C; the same command resumes")  //
      ("quiet", "no progress line");
  desc.add(search);
  po::options_description variants("Game variants");
  for (const GameCommands& g : games())
    if (g.kind != GameKind::kFourteen) g.add_options(variants);
  desc.add(variants);
  po::options_description rules(
      "Search rules of objective effort's search (rule sat is off in it)");
  for (const GameCommands& g : games())
    if (g.kind == GameKind::kCalculation)
      for (const std::string& r : g.rules)
        if (r != "sat")
          rules.add_options()(("no-" + r).c_str(), ("switch off the search rule \"" + r +
                                                    "\" (its nodes change, never a verdict)")
                                                       .c_str());
  desc.add(rules);
  return desc;
}

namespace {

// The options as the API's request. The start deal is read here, so that a
// bad file or card string is told with the command line's words, and
// passed on as its card string.
api::ConstructRequest read_request(const po::variables_map& vm, const GameCommands& game,
                                   std::string& start_label) {
  api::ConstructRequest r;
  r.game = game.kind;
  const bool fourteen = game.kind == GameKind::kFourteen;
  const jobs::Family family = game.kind == GameKind::kCalculation ? jobs::Family::kCalculation
                                                                  : jobs::Family::kRechenkuenstler;
  const calculation::Variant v = fourteen ? calculation::Variant{} : read_variant(vm, family);
  if (!fourteen) r.variant = api::api_variant(v);
  r.objective = api::parse_objective(vm["objective"].as<std::string>());
  r.tightness = api::parse_tiebreak(vm["tiebreak"].as<std::string>());
  // Whole numbers by the project's parser: the option library would take -1.
  r.seed = jobs::parse_u64(vm["seed"].as<std::string>(), "--seed");
  r.evaluations = jobs::parse_u64(vm["evaluations"].as<std::string>(), "--evaluations");
  r.batch = vm["batch"].as<int>();
  r.reach = vm["reach"].as<int>();
  r.threads = vm["threads"].as<int>();
  r.max_nodes = jobs::parse_u64(vm["max-nodes"].as<std::string>(), "--max-nodes");
  r.fair_games = vm["fair-games"].as<int>();
  r.fair.samples = vm["samples"].as<int>();
  r.keep = vm["keep"].as<int>();
  r.keep_unwinnable = vm["keep-unwinnable"].as<int>();
  r.temperature = vm["temperature"].as<double>();
  r.patience = vm["patience"].as<int>();
  r.certify = vm.count("certify") > 0;
  for (const auto& [name, value] : vm)
    if (name.starts_with("no-") && name != "no-preplaced") r.rules_off.push_back(name.substr(3));
  if (vm.count("db")) r.store_path = vm["db"].as<std::string>();
  const jobs::DealSource source = read_source(vm);
  if (source.kind != jobs::DealSource::Kind::kNone) {
    jobs::DealSource labelled;
    r.start.cards = fourteen ? fourteen::deal_string(jobs::load_fourteen_deal(source, &labelled))
                             : calculation::deal_string(jobs::load_deal(source, v, &labelled), v);
    start_label = labelled.label;
  }
  r.stop = &stop_flag();
  return r;
}

// Evaluations, the best score and the rate, on one line of standard error
// redrawn in place (a terminal only).
void show_progress(std::uint64_t done, std::uint64_t total, double best, double rate) {
  std::fprintf(stderr, "\r  %llu/%llu evaluations, best %.2f, %.1f a second   ",
               static_cast<unsigned long long>(done), static_cast<unsigned long long>(total), best,
               rate);
  if (done >= total) std::fputs("\r\033[K", stderr);
}

}  // namespace

int construct_command(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  check_rule_options(vm, game);
  std::string start_label;
  api::ConstructRequest request = read_request(vm, game, start_label);
  if (!vm.count("quiet") && !vm.count("json") && isatty(STDERR_FILENO))
    request.on_progress = show_progress;
  api::ConstructResult result = api::construct(request);
  if (request.on_progress) std::fputs("\r\033[K", stderr);
  if (!start_label.empty()) result.start = start_label;
  if (vm.count("json"))
    out << api::construct_json(result) << "\n";
  else
    out << api::construct_text(result);
  return result.interrupted ? 130 : 0;
}

}  // namespace reckon::cli
