// reckon: exhaustive solver and deal analyzer for Calculation, Fourteen Out
// and Rechenkünstler. Each command is options -> library call -> print; the
// table below names them, their options (tools/command_options.cc) and
// their usage text.
#include <iostream>
#include <string>
#include <vector>

#include "reckon/version.h"
#include "tools/analyze_command.h"
#include "tools/bench_command.h"
#include "tools/cli.h"
#include "tools/commands.h"
#include "tools/construct_command.h"
#include "tools/curate_command.h"
#include "tools/guarded_main.h"
#include "tools/hint_command.h"
#include "tools/server_program.h"

namespace reckon::cli {
namespace {

constexpr const char* kOverview =
    "reckon — exhaustive solver and deal analyzer for Calculation, Fourteen Out and "
    "Rechenkünstler\n"
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
    "  construct  deals no deal number holds: unwinnable or all but forced, by local search\n"
    "  hint     is a game in progress still winnable, and which next moves keep it so\n"
    "  play     one deal played by a named player (the fair player never sees the stock)\n"
    "  serve    an HTTP server: the commands as a JSON API, and a page to play and learn the "
    "games\n"
    "  bench    the fixed benchmark deals; prints the node-count signature\n"
    "\n"
    "Games: calculation (alias calc), rechenkuenstler (alias rechen), fourteen (alias "
    "fourteen-out)\n"
    "\n"
    "`reckon <command> --help` lists a command's options.\n"
    "Exit status: 0 winnable, 1 unwinnable, 3 unknown, 2 bad input or usage, 4 internal error.\n";

// A command parses its options (options, usage: what --help prints) and
// runs on them, or takes its words as they are (own_parser).
struct Command {
  const char* name;
  po::options_description (*options)();
  const char* usage;
  int (*run)(const po::variables_map&, std::ostream&);
  int (*own_parser)(const std::vector<std::string>&) = nullptr;
};

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"deal", deal_options,
       "Usage: reckon deal --game <game> (--deal N | --pysol N | --cards \"...\" | --file F)\n"
       "Exit status: 0 the deal was printed, 2 bad input or usage.",
       run_deal},
      {"solve", solve_options,
       "Usage: reckon solve --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) "
       "[options]",
       run_solve},
      {"verify", verify_options,
       "Usage: reckon verify --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) "
       "--moves \"...\"\n"
       "Exit status of verify: 0 the moves win, 1 legal but no win, 2 an illegal move or bad "
       "input.",
       run_verify},
      {"analyze", analyze_options,
       "Usage: reckon analyze --game <game> (--deals A-B | --deal-file F) [options]\n"
       "Decides every deal and prints the win rate with its 95 % Wilson interval. Exit status: 0 "
       "done,\n"
       "2 bad input or usage, 4 internal error, 130 interrupted (run the same command to resume).",
       analyze_command},
      {"merge", nullptr, nullptr, nullptr, merge_command},
      {"curate", curate_options,
       "Usage: reckon curate --game <game> --deals A-B (--unwinnable | --undecided | --hardest K | "
       "--easiest K |\n"
       "                     --tier easy|medium|hard|expert [--count K] | --calibrate) [options]\n"
       "Lists deals with their difficulty figures and a one-line reason; the command that "
       "reproduces\n"
       "the list is written at its top. Difficulty: see jobs/curation/calculation_tier.h "
       "(Calculation family),\n"
       "jobs/curation/fourteen_tier.h (Fourteen Out) and README.\n"
       "Exit status: 0 listed, 2 bad input or usage, 4 internal error, 130 interrupted (with --db, "
       "run the\n"
       "same command to resume).",
       run_curate},
      {"hint", hint_options,
       "Usage: reckon hint --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) "
       "[--moves \"...\"]\n"
       "       reckon hint --game calculation --position \"foundations: ...; waste 1: ...; stock: "
       "...\"\n"
       "Is the position still winnable, which next moves keep it winnable, does it finish by "
       "itself.\n"
       "Fourteen Out: --moves in verify's notation (6+11 or 9c@6+5s@11); it finishes by itself "
       "when\n"
       "taking safe pairs alone (pairs some winning line takes anyway) clears the table.",
       hint_command},
      {"play", play_options,
       "Usage: reckon play --game <game> (--deal N | --pysol N | --cards \"...\" | --file F) "
       "[--strategy NAME]\n"
       "Plays the deal once with a named player and prints its game. Calculation family only "
       "(Fourteen Out\n"
       "is played open: analyze --strategy simple|deepest). Exit status: 0 the player won, 1 it "
       "lost,\n"
       "2 bad input or usage, 4 internal error.",
       run_play},
      {"construct", construct_options,
       "Usage: reckon construct --game <game> [--deal N | --cards \"...\"] [--objective "
       "effort|critical] [options]\n"
       "Searches the stock orders of a setting for deals no deal number holds: unwinnable ones "
       "(objective\n"
       "effort) or winnable ones whose placements are nearly all critical (objective critical). "
       "The same\n"
       "seed gives the same deals on any thread count. Exit status: 0 done, 2 bad input or usage, "
       "4 internal\n"
       "error, 130 interrupted (with --db, run the same command to go on).",
       construct_command},
      {"serve", nullptr, nullptr, nullptr, run_server_program},
      {"bench", nullptr, nullptr, nullptr, bench_command},
  };
  return table;
}

int run_command(const Command& c, const std::vector<std::string>& args) {
  if (c.own_parser) return c.own_parser(args);
  const po::options_description desc = c.options();
  po::variables_map vm;
  if (!parse(args, desc, vm, c.usage, std::cout)) return 0;
  return c.run(vm, std::cout);
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
    std::cout << "reckon " << reckon::version() << " (commit " << reckon::build_commit() << ")\n";
    return 0;
  }
  std::string names;
  for (const Command& c : commands()) {
    if (command == c.name) return run_command(c, args);
    names += (names.empty() ? "" : ", ") + std::string(c.name);
  }
  throw UsageError("unknown command \"" + command + "\" (" + names + "; see reckon --help)");
}

}  // namespace
}  // namespace reckon::cli

int main(int argc, char** argv) {
  return reckon::cli::guarded_main([&] { return reckon::cli::run(argc, argv); });
}
