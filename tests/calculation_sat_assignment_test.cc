// The satisfiability model (core/games/calculation/sat_model.h) checked on
// whole deals: every winning line the solver finds on the won deals of the
// golden set (data/golden/calculation.txt: Calculation W=2 and W=3, and
// Rechenkuenstler's levels with pile ownership), with rule sat and without
// it (lines the exhaustive search and the beams find, not read off the
// model), becomes an assignment of the model's variables
// (SatModel::assignment_of), and every clause must hold under it. This is
// the half of the model's soundness argument that an unsatisfiable
// formula's proof of a loss rests on: a winning line satisfies the formula.
// And the check can fail: mutated assignments violate clauses. The same
// for the models of later positions of those lines (cards on the piles:
// the pile cards' clauses, the two-pile chains' of pile cards), with the
// rest of the line.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/sat_model.h"
#include "strategies/calculation_solve.h"
#include "test_data.h"
#include "tools/calculation_commands.h"

namespace reckon::cli {
namespace {

// The first clause that value violates (its index), or -1.
long violated(const calculation::SatModel& model, const std::vector<bool>& value) {
  long index = 0;
  bool sat = false;
  for (const int lit : model.literals()) {
    if (lit == 0) {
      if (!sat) return index;
      sat = false;
      ++index;
    } else if (value[static_cast<std::size_t>(std::abs(lit))] == (lit > 0)) {
      sat = true;
    }
  }
  return -1;
}

calculation::Variant variant_of(const std::string& game, const std::string& options) {
  po::options_description d;
  add_calculation_options(d);
  add_rechenkuenstler_options(d);
  po::variables_map vm;
  po::store(po::command_line_parser(testing::split_words(options)).options(d).run(), vm);
  po::notify(vm);
  return read_variant(
      vm, game == "calculation" ? jobs::Family::kCalculation : jobs::Family::kRechenkuenstler);
}

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out;
  std::stringstream in(line);
  for (std::string f; std::getline(in, f, '|');) {
    const auto a = f.find_first_not_of(' '), b = f.find_last_not_of(' ');
    out.push_back(a == std::string::npos ? "" : f.substr(a, b - a + 1));
  }
  return out;
}

// The first chain clause value violates, or -1 (model.clauses() - chain_clauses() come first).
long violated_chain(const calculation::SatModel& model, const std::vector<bool>& value) {
  const long first = static_cast<long>(model.clauses() - model.chain_clauses());
  const long v = violated(model, value);
  return v >= first ? v - first : -1;
}

// The rest of a winning line from each later position (every fourth turn,
// while the stock lasts) satisfies that position's model: pile cards, both
// in the chains (two of them on different piles) and elsewhere.
long later_positions(const calculation::Deal& deal, const calculation::Variant& v,
                     const calculation::MoveList& line, const std::string& what,
                     long& chain_clauses) {
  long positions = 0;
  calculation::State s = calculation::initial_state(v);
  int turns = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (line[i].from_stock() && ++turns % 4 == 0 && s.next < static_cast<int>(deal.stock.size())) {
      const calculation::SatModel model(deal, v, s);
      const calculation::MoveList rest(line.begin() + static_cast<std::ptrdiff_t>(i), line.end());
      const std::vector<bool> value = model.assignment_of(rest);
      EXPECT_EQ(violated(model, value), -1)
          << what << " from move " << i << ": the line breaks a clause (chain clause "
          << violated_chain(model, value) << ")";
      chain_clauses += static_cast<long>(model.chain_clauses());
      ++positions;
    }
    calculation::apply_move(s, line[i]);
  }
  return positions;
}

TEST(CalculationSatAssignment, EveryWinningLineSatisfiesTheModel) {
  int lines = 0, flips = 0, flips_caught = 0;
  long positions = 0, chain_clauses = 0, chain_clauses_later = 0;
  for (const std::string& row : testing::data_lines("golden/calculation.txt")) {
    const auto f = fields(row);
    ASSERT_EQ(f.size(), 5u) << row;
    if (f[3] != "winnable") continue;
    const bool wanted = (f[0] == "calculation" && (f[1] == "--waste 2" || f[1] == "--waste 3")) ||
                        (f[0] == "rechenkuenstler" && f[1].find("expert") == std::string::npos);
    if (!wanted) continue;
    const calculation::Variant v = variant_of(f[0], f[1]);
    const calculation::Deal deal = calculation::deal_from_number(std::stoull(f[2]), v.preplaced);
    const calculation::SatModel model(deal, v, calculation::initial_state(v));
    for (const bool sat : {true, false}) {
      calculation::Pruning pruning;
      pruning.set(calculation::Rule::kSat, sat);
      solver::Limits limits;
      limits.max_nodes = 100'000;
      limits.max_memory_mib = 64;
      strategies::CalculationSolver solver(v, pruning, limits);
      const strategies::CalculationOutcome o = solver.solve(deal);
      if (o.verdict != solver::Verdict::kWinnable) continue;  // without sat, the budget may not do
      const std::string what = f[0] + " " + f[1] + " deal " + f[2] + (sat ? "" : " (no sat)");
      ++lines;
      const std::vector<bool> value = model.assignment_of(o.moves);
      EXPECT_EQ(violated(model, value), -1) << what << ": the line breaks a clause (chain clause "
                                            << violated_chain(model, value) << ")";
      chain_clauses += static_cast<long>(model.chain_clauses());
      positions += later_positions(deal, v, o.moves, what, chain_clauses_later);
      // And back: the solution decodes to a winning line.
      const auto decoded =
          model.decode([&](int var) { return value[static_cast<std::size_t>(var)]; });
      EXPECT_EQ(calculation::replay(deal, v, decoded).status,
                calculation::ReplayResult::Status::kWon)
          << what;
      // Mutations. Each card goes to exactly one foundation: a flipped A
      // variable always breaks a clause. Other single flips may not (X may
      // say "after" more often than the line does; a card's pile when it
      // goes straight home is free): count how many break one.
      for (int var = 1; var <= model.variables(); var += 37) {
        auto mutated = value;
        mutated[static_cast<std::size_t>(var)] = !mutated[static_cast<std::size_t>(var)];
        ++flips;
        flips_caught += violated(model, mutated) >= 0;
      }
      auto no_home = value;
      for (int var = 1; var <= model.variables(); ++var)
        if (value[static_cast<std::size_t>(
                var)]) {  // the first true variable is an A (the first card's foundation)
          no_home[static_cast<std::size_t>(var)] = false;
          break;
        }
      EXPECT_GE(violated(model, no_home), 0) << what;
    }
  }
  EXPECT_GE(lines, 15);
  EXPECT_GT(flips_caught, flips / 2);
  EXPECT_GE(positions, 100);
  EXPECT_GT(chain_clauses, 0) << "W=2 and Rechenkuenstler hard have two-pile chains";
  EXPECT_GT(chain_clauses_later, 0);
  std::printf(
      "%d winning lines satisfy their models (%ld chain clauses), and %ld later positions' "
      "(%ld chain clauses); %d of %d single-variable flips break a clause\n",
      lines, chain_clauses, positions, chain_clauses_later, flips_caught, flips);
}

}  // namespace
}  // namespace reckon::cli
