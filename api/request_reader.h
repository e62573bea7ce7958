#pragma once
// The typed requests read from what a front end received (option_values.h):
// the one place where option names become a request's fields and where the
// options that do not fit together are refused, for the command line and
// the HTTP API alike. The Python module fills the same requests from its
// keywords.
#include <array>
#include <string>
#include <vector>

#include "api/option_values.h"
#include "jobs/curation/daily_challenge.h"
#include "reckon/reckon.h"

#pragma GCC visibility push(hidden)
namespace reckon::api {

// --game, by any of its names.
Game read_game(const OptionValues& o);
// The variant (--waste, --no-preplaced, --level, --waste-per-player,
// --expert, --ranks), each checked against the game. The front ends take
// every game's variant options, so those that are not this game's are
// refused here (--waste for Rechenkünstler, --level for Calculation, any of
// them for Fourteen Out, whose variant is the default).
Variant read_variant(const OptionValues& o, Game game);
// --names Anna,Ben: Rechenkünstler's two players in printed lines (A, B).
std::array<std::string, 2> read_names(const OptionValues& o);
// --deal, --pysol, --cards or --file (none: the loader asks for one).
DealSpec read_deal_spec(const OptionValues& o);
// --max-nodes, --max-seconds, --max-memory.
Budget read_budget(const OptionValues& o);
// The --no-<rule> switches, each one of the game's rules.
std::vector<std::string> read_rules_off(const OptionValues& o, Game game);
// --deal-threads (1 or 2; Fourteen Out 1).
int read_deal_threads(const OptionValues& o, Game game);

// The fair player's --seed, --samples, --exact-below, --optimal-below
// (unchecked: the jobs check them with their own limits).
FairPlayer read_fair_player(const OptionValues& o);

DealRequest read_deal_request(const OptionValues& o);
SolveRequest read_solve_request(const OptionValues& o);
// --moves or --moves-file (one of them).
VerifyRequest read_verify_request(const OptionValues& o);
PlayRequest read_play_request(const OptionValues& o);
HintRequest read_hint_request(const OptionValues& o);
// Without the front end's own settings: threads for a request, the
// progress bar, the stop flag.
AnalyzeRequest read_analyze_request(const OptionValues& o);
// --daily YYYY-MM-DD --tier T [--days K] [--list FILE].
curation::DailyRequest read_daily_request(const OptionValues& o);

}  // namespace reckon::api
#pragma GCC visibility pop
