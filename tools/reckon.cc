// reckon: exhaustive solver and deal analyzer for Calculation, Fourteen Out
// and Rechenkünstler. Each command is options -> library call -> print.
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "core/input_error.h"
#include "tools/analyze_command.h"
#include "jobs/bench/bench.h"
#include "tools/calculation_play.h"
#include "jobs/curation/curate.h"
#include "tools/game_registry.h"
#include "strategies/calculation_solve.h"
#include "tools/cli.h"
#include "tools/commands.h"
#include "tools/message_text.h"
#include "jobs/common/output.h"
#include "tools/serve/serve_command.h"

namespace reckon::cli {
namespace {

constexpr const char* kOverview =
    "reckon — exhaustive solver and deal analyzer for Calculation, Fourteen Out and Rechenkünstler\n"
    "\n"
    "Usage: reckon <command> --game <game> [options]\n"
    "\n"
    "Commands:\n"
    "  deal     print a deal (deal number, PySolFC game number or card string)\n"
    "  solve    decide a deal: winnable, unwinnable, or unknown when a budget ran out;\n"
    "           a winnable deal comes with a move list, replayed before it is printed\n"
    "  verify   replay a move list with the independent checker\n"
    "  analyze  win rates over deal ranges (perfect play or a heuristic player), with a\n"
    "           resumable results store, threads and shards\n"
    "  merge    combine shard stores or row files into one summary\n"
    "  curate   lists for designers: unwinnable, hardest, easiest deals, deals per tier\n"
    "  hint     is a game in progress still winnable, and which next moves keep it so\n"
    "  play     one deal played by a named player (the fair player never sees the stock)\n"
    "  serve    an HTTP server: the commands as a JSON API, and a page to play and learn the games\n"
    "  bench    the fixed benchmark deals; prints the node-count signature\n"
    "\n"
    "Games: calculation (alias calc), rechenkuenstler (alias rechen), fourteen (alias fourteen-out)\n"
    "\n"
    "`reckon <command> --help` lists a command's options.\n"
    "Exit status: 0 winnable, 1 unwinnable, 3 unknown, 2 bad input or usage, 4 internal error.\n";

po::options_description common_options() {
  po::options_description d("Options");
  d.add_options()("help,h", "this help")                                           //
      ("game", po::value<std::string>(), game_list().c_str())  //
      ("json", "machine-readable output (one JSON object)");
  return d;
}

po::options_description variant_options() {
  po::options_description d("Game variants");
  for (const GameCommands& g : games()) g.add_options(d);
  return d;
}

}  // namespace

po::options_description deal_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  desc.add(variant_options());
  return desc;
}

int run_deal(const po::variables_map& vm, std::ostream& out) { return game_of(vm).deal(vm, out); }

namespace {

int deal_command(const std::vector<std::string>& args) {
  const po::options_description desc = deal_options();
  po::variables_map vm;
  if (!parse(
          args, desc, vm,
          "Usage: reckon deal --game <game> (--deal N | --pysol N | --cards \"...\" | --file F)\n"
          "Exit status: 0 the deal was printed, 2 bad input or usage.",
          std::cout))
    return 0;
  return run_deal(vm, std::cout);
}

}  // namespace

po::options_description solve_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  desc.add(variant_options());
  po::options_description budgets("Budgets (a budget that runs out gives \"unknown\", never a guess)");
  add_budget_options(budgets);
  add_deal_threads_option(budgets);
  desc.add(budgets);
  po::options_description rules("Search rules (each keeps the verdict exact; for testing and measurement)");
  add_rule_options(rules);
  desc.add(rules);
  desc.add_options()(
      "quiet", "no progress line (shown on a terminal when a search runs longer than a second)");
  desc.add_options()("write-cnf", po::value<std::string>(),
                     "Calculation family (not Experte): also write the deal's satisfiability model (rule sat) to "
                     "FILE in DIMACS form, to check a verdict with any SAT solver")  //
      ("certify",
       "Calculation family: a loss proved by rule sat comes with a DRAT proof of the model's "
       "unsatisfiability, checked by reckon's own checker (solver/drat_checker.h); a failed check is an "
       "internal error (exit status 4). A loss proved by exhaustive search has no such certificate")  //
      ("write-proof", po::value<std::string>(),
       "with --certify: also write the checked proof (binary DRAT) to FILE");
  return desc;
}

int run_solve(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  check_rule_options(vm, game);
  if (vm.count("write-cnf") && game.name == "fourteen")
    throw UsageError("--write-cnf is for the Calculation family; Fourteen Out has no satisfiability model");
  if (vm.count("certify") && game.name == "fourteen")
    throw UsageError("--certify is for the Calculation family; Fourteen Out's losses are proved by exhaustive search");
  if (vm.count("write-proof") && !vm.count("certify")) throw UsageError("--write-proof needs --certify");
  read_deal_threads(vm, game.name);  // refuses a bad value before solving
  return game.solve(vm, out);
}

namespace {

int solve_command(const std::vector<std::string>& args) {
  const po::options_description desc = solve_options();
  po::variables_map vm;
  if (!parse(args, desc, vm, "Usage: reckon solve --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) [options]",
             std::cout))
    return 0;
  return run_solve(vm, std::cout);
}

}  // namespace

po::options_description verify_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  desc.add_options()("moves", po::value<std::string>(), "the moves: compact notation (s-w2 w2-f1 ...) or a JSON array")  //
      ("moves-file", po::value<std::string>(), "read the moves from a file (- for standard input)");
  desc.add(variant_options());
  return desc;
}

int run_verify(const po::variables_map& vm, std::ostream& out) { return game_of(vm).verify(vm, out); }

namespace {

int verify_command(const std::vector<std::string>& args) {
  const po::options_description desc = verify_options();
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "Usage: reckon verify --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) --moves \"...\"\n"
             "Exit status of verify: 0 the moves win, 1 legal but no win, 2 an illegal move or bad input.",
             std::cout))
    return 0;
  return run_verify(vm, std::cout);
}

}  // namespace

po::options_description analyze_options() {
  po::options_description desc = common_options();
  po::options_description what("Deals and players");
  add_analyze_options(what);
  desc.add(what);
  desc.add(variant_options());
  po::options_description budgets("Budgets per deal (a budget that runs out gives \"unknown\", never a guess)");
  add_budget_options(budgets);
  add_deal_threads_option(budgets);
  desc.add(budgets);
  po::options_description rules("Search rules (each keeps the verdict exact; for testing and measurement)");
  add_rule_options(rules);
  desc.add(rules);
  return desc;
}

namespace {

int analyze(const std::vector<std::string>& args) {
  const po::options_description desc = analyze_options();
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "Usage: reckon analyze --game <game> (--deals A-B | --deal-file F) [options]\n"
             "Decides every deal and prints the win rate with its 95 % Wilson interval. Exit status: 0 done,\n"
             "2 bad input or usage, 4 internal error, 130 interrupted (run the same command to resume).",
             std::cout))
    return 0;
  return analyze_command(vm, std::cout);
}

int curate(const std::vector<std::string>& args) {
  po::options_description desc = common_options();
  po::options_description what("Curation");
  add_curate_options(what);
  desc.add(what);
  desc.add(variant_options());
  po::options_description budgets("Budgets per deal (default for curate: 10 seconds per deal)");
  add_budget_options(budgets, "10, none with --max-nodes");
  desc.add(budgets);
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "Usage: reckon curate --game <game> --deals A-B (--unwinnable | --undecided | "
             "--hardest K | --easiest K |\n"
             "                     --tier easy|medium|hard|expert [--count K] | --calibrate) "
             "[options]\n"
             "Lists deals with their difficulty figures and a one-line reason; the command that "
             "reproduces\n"
             "the list is written at its top. Difficulty: see jobs/curation/calculation_tier.h (Calculation family),\n"
             "jobs/curation/fourteen_tier.h (Fourteen Out) and README.\n"
             "Exit status: 0 listed, 2 bad input or usage, 4 internal error, 130 interrupted (with "
             "--db, run the\n"
             "same command to resume).",
             std::cout))
    return 0;
  return curate_command(vm);
}

}  // namespace

po::options_description play_options() {
  po::options_description desc = common_options();
  add_source_options(desc);
  po::options_description who("The player");
  add_play_options(who);
  desc.add(who);
  desc.add(variant_options());
  return desc;
}

namespace {

int play(const std::vector<std::string>& args) {
  const po::options_description desc = play_options();
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "Usage: reckon play --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) [--strategy NAME]\n"
             "Plays the deal once with a named player and prints its game. Calculation family only (Fourteen Out\n"
             "is played open: analyze --strategy simple|deepest). Exit status: 0 the player won, 1 it lost,\n"
             "2 bad input or usage, 4 internal error.",
             std::cout))
    return 0;
  return run_play(vm, std::cout);
}

}  // namespace

int run_play(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  if (game.name == "fourteen")
    throw UsageError("reckon play is for the Calculation family; Fourteen Out is played open (its players: "
                     "analyze --game fourteen --strategy simple|deepest)");
  return calculation_play(vm, game.name == "calculation" ? Family::kCalculation : Family::kRechenkuenstler, out);
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

namespace {

int hint(const std::vector<std::string>& args) {
  const po::options_description desc = hint_options();
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "Usage: reckon hint --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) [--moves \"...\"]\n"
             "       reckon hint --game calculation --position \"foundations: ...; waste 1: ...; stock: ...\"\n"
             "Is the position still winnable, which next moves keep it winnable, does it finish by itself.\n"
             "Fourteen Out: --moves in verify's notation (6+11 or 9c@6+5s@11); it finishes by itself when\n"
             "taking safe pairs alone (pairs some winning line takes anyway) clears the table.",
             std::cout))
    return 0;
  return hint_command(vm, std::cout);
}

int run(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << kOverview;
    return kExitBadInput;
  }
  const std::string command = argv[1];
  const std::vector<std::string> args(argv + 2, argv + argc);
  if (command == "help" && argc == 3) {
    // "reckon help solve" is "reckon solve --help".
    const std::string of = argv[2];
    if (of == "help" || of.starts_with("-"))
      throw UsageError("reckon help COMMAND: the help of a command (see reckon --help)");
    std::vector<char*> again = {argv[0], argv[2], const_cast<char*>("--help")};
    return run(3, again.data());
  }
  if (command == "--help" || command == "-h" || (command == "help" && argc == 2)) {
    std::cout << kOverview;
    return 0;
  }
  if (command == "help") throw UsageError("reckon help COMMAND: one command (see reckon --help)");
  if (command == "--version" || command == "version") {
    std::cout << "reckon " << RECKON_VERSION << "\n";
    return 0;
  }
  if (command == "deal") return deal_command(args);
  if (command == "solve") return solve_command(args);
  if (command == "verify") return verify_command(args);
  if (command == "bench") return bench_command(args);
  if (command == "analyze") return analyze(args);
  if (command == "merge") return merge_command(args);
  if (command == "curate") return curate(args);
  if (command == "hint") return hint(args);
  if (command == "play") return play(args);
  if (command == "serve") return serve_command(args);
  throw UsageError("unknown command \"" + command + "\" (deal, solve, verify, analyze, merge, curate, hint, play, serve, bench; see reckon --help)");
}

}  // namespace
}  // namespace reckon::cli

int main(int argc, char** argv) {
  using namespace reckon::cli;
  try {
    install_stop_handler();
    const int status = run(argc, argv);
    // Output that was not written is not a result: exit 2, whatever the verdict.
    reckon::cli::finish_standard_output();
    return status;
  } catch (const UsageError& e) {
    std::cerr << "reckon: " << reckon::cli::printable_message(e.what()) << "\n";
    return kExitBadInput;
  } catch (const reckon::InputError& e) {
    std::cerr << "reckon: " << reckon::cli::printable_message(e.what()) << "\n";
    return kExitBadInput;
  } catch (const InternalError& e) {
    std::cerr << "reckon: internal error: " << reckon::cli::printable_message(e.what()) << "\n";
    return kExitInternal;
  } catch (const reckon::cli::OutputError& e) {
    std::cerr << "reckon: " << reckon::cli::printable_message(e.what()) << "\n";
    return reckon::cli::kExitBadInput;
  } catch (const std::filesystem::filesystem_error& e) {
    // A path that cannot be made or read (a file where a folder is wanted):
    // the user's to fix, not a bug.
    std::cerr << "reckon: " << reckon::cli::printable_message(e.what()) << "\n";
    return reckon::cli::kExitBadInput;
  } catch (const std::bad_alloc&) {
    std::cerr << "reckon: out of memory (lower --max-memory)\n";
    return kExitInternal;
  } catch (const std::exception& e) {
    std::cerr << "reckon: " << reckon::cli::printable_message(e.what()) << "\n";
    return kExitInternal;
  }
}
