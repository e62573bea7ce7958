#pragma once
// The Calculation family's options (Calculation itself and Rechenkünstler,
// the same game with pile ownership, see doc/rules.md) and how its lines are
// printed; the variant is read by the library (api/request_reader.h).
#include <array>
#include <iosfwd>
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/games/calculation/pruning.h"
#include "core/json.h"
#include "jobs/analysis/calculation_analyzer.h"
#include "jobs/common/calculation_family.h"
#include "jobs/common/deal_source.h"
#include "tools/cli.h"

namespace reckon::cli {

void add_calculation_options(po::options_description& desc);
void add_rechenkuenstler_options(po::options_description& desc);

// The variant, --ranks included where the command has it (deal, verify, play).
calculation::Variant read_variant(const po::variables_map& vm, jobs::Family family);
// --ranks: a small deck (deal, verify and play only).
void add_ranks_option(po::options_description& desc);
calculation::Pruning read_pruning(const po::variables_map& vm);

// The fair player's settings from --seed, --samples, --exact-below and
// --optimal-below (defaults where absent); InputError for one out of range.
players::FairSettings fair_settings(const po::variables_map& vm);
// reckon analyze's settings for the game registry (curate and the claims
// read them so); the API builds them from its request.
analysis::CalculationAnalysis calculation_analysis(const po::variables_map& vm,
                                                   jobs::Family family);
// --names Anna,Ben (default A, B).
std::array<std::string, 2> player_names(const po::variables_map& vm);
// A line as solve prints it: numbered moves (Rechenkünstler: turn by turn,
// with the players' names), then the notation verify reads, under
// "<title>, N moves ...".
void print_line(std::ostream& out, const calculation::MoveList& moves,
                const calculation::Variant& v, const std::array<std::string, 2>& names,
                const std::string& title);

}  // namespace reckon::cli
