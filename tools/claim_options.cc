#include "tools/claim_options.h"

#include <optional>

#include <boost/make_shared.hpp>

#include "reckon/input_error.h"
#include "reckon/vocabulary.h"
#include "tools/analyze_command.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

const GameCommands* find_game(const std::string& name) {
  const std::optional<GameKind> kind = parse_name<GameKind>(name);
  for (const GameCommands& g : games())
    if (kind && g.kind == *kind) return &g;
  return nullptr;
}

// The options a claim's variant and budget may use: every game's variant
// options, the budgets and the search rules.
const po::options_description& claim_options() {
  static const po::options_description d = [] {
    po::options_description o;
    for (const GameCommands& g : games()) g.add_options(o);
    add_budget_options(o);
    add_rule_options(o);
    return o;
  }();
  return d;
}

// And for the fair player (a claim's fair_player): its own settings, as
// `reckon analyze --strategy fair` takes them.
const po::options_description& fair_claim_options() {
  static const po::options_description d = [] {
    po::options_description analyze, o;
    add_analyze_options(analyze);
    o.add(claim_options());
    for (const char* name : {"seed", "samples", "exact-below", "optimal-below"})
      o.add(boost::make_shared<po::option_description>(analyze.find(name, false)));
    return o;
  }();
  return d;
}

// Everything `reckon analyze` takes, so that an analyzer finds what it reads.
const po::options_description& analyze_options() {
  static const po::options_description d = [] {
    po::options_description o;
    o.add_options()("game", po::value<std::string>(), "")("json", "");
    add_analyze_options(o);
    o.add(claim_options());
    return o;
  }();
  return d;
}

po::variables_map parse_options(const std::vector<std::string>& args,
                                const po::options_description& desc) {
  po::variables_map vm;
  const po::parsed_options parsed =
      po::command_line_parser(args)
          .options(desc)
          .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
          .run();
  refuse_stray_words(parsed);  // "--waste 3 extra"
  po::store(parsed, vm);
  po::notify(vm);
  return vm;
}

claims::AnalysisPlan plan(const std::string& game_name, const std::string& strategy,
                          const std::vector<std::string>& tokens) {
  const GameCommands* game = find_game(game_name);
  if (!game) throw InputError("unknown game \"" + game_name + "\"");
  try {
    // Only variant options, budgets and search rules, and the fair player's settings for it.
    const bool fair = parse_name<Player>(strategy) == Player::kFair;
    parse_options(tokens, fair ? fair_claim_options() : claim_options());
    std::vector<std::string> args = {"--game", game->name, "--strategy", strategy};
    args.insert(args.end(), tokens.begin(), tokens.end());
    const po::variables_map vm = parse_options(args, analyze_options());
    check_rule_options(vm, *game);
    return {game->analyzer(vm), game->settings(vm)};
  } catch (const po::error& e) {
    throw InputError(std::string("variant or budget: ") + e.what() +
                     " (a claim takes the game's variant options, budgets and --no-<rule> "
                     "switches; its fair_player --seed, --samples, --exact-below and "
                     "--optimal-below)");
  } catch (const UsageError& e) {
    throw InputError(e.what());
  }
}

}  // namespace

claims::Analyses claim_analyses() {
  claims::Analyses a;
  a.game = [](const std::string& name) -> std::optional<std::string> {
    if (const GameCommands* g = find_game(name)) return g->name;
    return std::nullopt;
  };
  a.game_list = game_list();
  a.plan = plan;
  return a;
}

}  // namespace reckon::cli
