// The option descriptions of reckon's commands, and the commands that `reckon
// serve` calls as well (tools/commands.h).
#include <ostream>
#include <string>

#include "jobs/analysis/calculation_analyzer.h"
#include "tools/analyze_command.h"
#include "tools/calculation_commands.h"
#include "tools/calculation_play.h"
#include "tools/commands.h"
#include "tools/curate_command.h"
#include "tools/daily_command.h"
#include "tools/game_registry.h"
#include "tools/hint_command.h"
#include "tools/parsed_options.h"

namespace reckon::cli {
namespace {

po::options_description common_options() {
  po::options_description d("Options");
  d.add_options()("help,h", "this help")                       //
      ("game", po::value<std::string>(), game_list().c_str())  //
      ("json", "machine-readable output (one JSON object)");
  return d;
}

po::options_description variant_options() {
  po::options_description d("Game variants");
  for (const GameCommands& g : games()) g.add_options(d);
  return d;
}

po::options_description rule_options() {
  po::options_description rules(
      "Search rules (each keeps the verdict exact; for testing and measurement)");
  add_rule_options(rules);
  return rules;
}

}  // namespace

po::options_description deal_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  add_ranks_option(desc);
  desc.add(variant_options());
  return desc;
}

int run_deal(const po::variables_map& vm, std::ostream& out) {
  return deal_command(ParsedOptions(vm), out);
}

po::options_description daily_options() {
  po::options_description desc = common_options();
  desc.add_options()(
      "tier", po::value<std::string>(),
      "the tier: easy, medium, hard, expert, or constructed (data/constructed's deals)");
  add_daily_options(desc);
  desc.add(variant_options());
  return desc;
}

po::options_description solve_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  desc.add(variant_options());
  po::options_description budgets(
      "Budgets (a budget that runs out gives \"unknown\", never a guess)");
  add_budget_options(budgets);
  add_deal_threads_option(budgets);
  desc.add(budgets);
  desc.add(rule_options());
  desc.add_options()(
      "quiet", "no progress line (shown on a terminal when a search runs longer than a second)");
  desc.add_options()(
      "write-cnf", po::value<std::string>(),
      "Calculation family (not Experte): also write the deal's satisfiability model (rule sat) to "
      "FILE in DIMACS form, to check a verdict with any SAT solver")  //
      ("certify",
       "a loss comes with a certificate that reckon's own checker checks; a failed check is an internal "
       "error (exit status 4). Calculation family: a loss proved by rule sat, a DRAT proof of the model's "
       "unsatisfiability (solver/drat_checker.h); one proved by exhaustive search has none. Fourteen Out: "
       "every position reachable from the start, a set closed under the moves with no empty table "
       "(core/games/fourteen/closure_check.h)")  //
      ("write-proof", po::value<std::string>(),
       "with --certify: also write the checked certificate to FILE (binary DRAT; Fourteen Out: text)");
  return desc;
}

int run_solve(const po::variables_map& vm, std::ostream& out) {
  return solve_command(ParsedOptions(vm), out);
}

po::options_description verify_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  desc.add_options()("moves", po::value<std::string>(),
                     "the moves: compact notation (s-w2 w2-f1 ...) or a JSON array")  //
      ("moves-file", po::value<std::string>(), "read the moves from a file (- for standard input)");
  add_ranks_option(desc);
  desc.add(variant_options());
  return desc;
}

int run_verify(const po::variables_map& vm, std::ostream& out) {
  return verify_command(ParsedOptions(vm), out);
}

po::options_description analyze_options() {
  po::options_description desc = common_options();
  po::options_description what("Deals and players");
  add_analyze_options(what);
  desc.add(what);
  desc.add(variant_options());
  po::options_description budgets(
      "Budgets per deal (a budget that runs out gives \"unknown\", never a guess)");
  add_budget_options(budgets);
  add_deal_threads_option(budgets);
  desc.add(budgets);
  desc.add(rule_options());
  return desc;
}

po::options_description curate_options() {
  po::options_description desc = common_options();
  po::options_description what("Curation");
  add_curate_options(what);
  desc.add(what);
  desc.add(variant_options());
  po::options_description budgets("Budgets per deal (default for curate: 10 seconds per deal)");
  add_budget_options(budgets, "10, none with --max-nodes");
  desc.add(budgets);
  desc.add(rule_options());
  return desc;
}

int run_curate(const po::variables_map& vm, std::ostream&) { return curate_command(vm); }

po::options_description play_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  po::options_description who("The player");
  add_play_options(who);
  desc.add(who);
  desc.add(variant_options());
  return desc;
}

int run_play(const po::variables_map& vm, std::ostream& out) {
  return play_command(ParsedOptions(vm), out);
}

po::options_description hint_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  po::options_description what("The game in progress");
  add_hint_options(what);
  desc.add(what);
  desc.add(variant_options());
  po::options_description budgets("Budgets (per question asked of the solver)");
  add_budget_options(budgets);
  desc.add(budgets);
  return desc;
}

}  // namespace reckon::cli
