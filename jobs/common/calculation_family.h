#pragma once
// The two games of the Calculation family (Calculation itself and
// Rechenkünstler, doc/rules.md) and how a variant is named in titles, rows
// and results stores; shared by the command line, the jobs and the API.
#include <string>

#include "core/games/calculation/deal.h"

namespace reckon::jobs {

enum class Family { kCalculation, kRechenkuenstler };

// "calculation" or "rechenkuenstler", as --game takes it.
std::string family_name(Family f);
// "4 waste piles, bases preplaced", "3 waste piles per player, Experte, ...".
std::string describe_variant(const calculation::Variant& v);

}  // namespace reckon::jobs
