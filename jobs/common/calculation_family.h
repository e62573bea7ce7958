#pragma once
// The two games of the Calculation family (Calculation itself and
// Rechenkünstler, doc/rules.md) and how a variant is named in titles, rows
// and results stores; shared by the command line, the jobs and the API.
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/move.h"
#include "core/json.h"

namespace reckon::jobs {

enum class Family { kCalculation, kRechenkuenstler };

// "calculation" or "rechenkuenstler", as --game takes it.
std::string family_name(Family f);
// "4 waste piles, bases preplaced", "3 waste piles per player, Experte, ...".
std::string describe_variant(const calculation::Variant& v);
// "variant": {"waste": W, "preplaced": B} or, for Rechenkuenstler,
// {"waste_per_player": W, "expert": B, "preplaced": B}, with "ranks" for a
// small deck: the one shape of every JSON output (solve, play, curate).
void write_variant_json(json::Writer& w, const calculation::Variant& v);

// A line in verify's notation, moves separated by spaces ("s-w1 s-f3").
std::string line_notation(const calculation::MoveList& moves, const calculation::Variant& v);
// "moves": [...], each move as an object; Rechenkünstler's also name the
// player and the turn: {"player": "A", "turn": 1, ...}.
void write_moves_json(json::Writer& w, const calculation::MoveList& moves,
                      const calculation::Variant& v);

}  // namespace reckon::jobs
