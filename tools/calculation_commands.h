#pragma once
// `reckon deal|solve|verify` for the Calculation family: Calculation itself
// and Rechenkünstler (the same game with pile ownership, see doc/rules.md).
#include <iosfwd>
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/pruning.h"
#include "tools/cli.h"

namespace reckon::cli {

enum class Family { kCalculation, kRechenkuenstler };

void add_calculation_options(po::options_description& desc);
void add_rechenkuenstler_options(po::options_description& desc);

calculation::Variant read_variant(const po::variables_map& vm, Family family);
calculation::Pruning read_pruning(const po::variables_map& vm);
// The deal a source names (deal number, PySolFC number, card string).
calculation::Deal load_deal(const DealSource& source, const calculation::Variant& v, DealSource* labelled);

int calculation_deal(const po::variables_map& vm, Family family, std::ostream& out);
int calculation_solve(const po::variables_map& vm, Family family, std::ostream& out);
int calculation_verify(const po::variables_map& vm, Family family, std::ostream& out);

std::string family_name(Family f);
std::string describe_variant(const calculation::Variant& v);

}  // namespace reckon::cli
