#pragma once
// The one place where games are instantiated: each game's command entry
// points and variant options. A new game adds one entry in game_registry.cc.
#include <iosfwd>
#include <string>
#include <vector>

#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/results_store.h"
#include "reckon/vocabulary.h"
#include "tools/cli.h"

namespace reckon::cli {

// Each game's commands; its name and aliases are the vocabulary's
// (reckon/vocabulary.h).
struct GameCommands {
  GameKind kind;
  std::string name;                               // name_of(kind), for messages
  void (*add_options)(po::options_description&);  // variant options (may add nothing)
  std::vector<std::string> rules;                 // search rules, each switchable by --no-<rule>
  // reckon analyze: the per-deal analyzer, and the settings a store records.
  analysis::AnalyzerSpec (*analyzer)(const po::variables_map&);
  analysis::Settings (*settings)(const po::variables_map&);
};

const std::vector<GameCommands>& games();
// --no-<rule> for the rules of every game (each once).
void add_rule_options(po::options_description& desc);
// Rejects --no-<rule> switches the chosen game does not have.
void check_rule_options(const po::variables_map& vm, const GameCommands& game);
// The game --game names; throws UsageError listing the games.
const GameCommands& game_of(const po::variables_map& vm);
// "calculation (calc) | rechenkuenstler (rechen) | ...", for help texts.
std::string game_list();

}  // namespace reckon::cli
