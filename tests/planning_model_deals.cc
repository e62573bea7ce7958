// reckon-planning-deals: the planning model (the second, literal model,
// core/games/calculation/planning_model.h) on full Calculation deals or on
// random mid-game positions, against the project's verdicts
// (CalculationSolver, whose rule sat uses the first model). One
// tab-separated line per question on standard output;
// scripts/planning-model-agreement runs it over lists of deals.
//
//   reckon-planning-deals --waste W [options] DEAL...
//   reckon-planning-deals --waste W [options] --random LEFT PILE_CARDS COUNT
//
// --conflicts N: the model's budget (CaDiCaL conflicts, deterministic);
//   --seconds S: wall-clock safety net (default 600). Past either the
//   model's answer is "unknown", never a guess.
// --certify: an unsatisfiable answer gets its DRAT proof checked by
//   solver/drat_checker.h: "certified" when the
//   proof checks, "PROOF-FAILED" when it does not.
// --exact: the model without its reductions (PlanningModelOptions); by
//   default canonical_order and lowest_empty_pile are on.
// --hint: on a deal the project wins, the exact model is solved with the
//   project's line as the solver's first phases (a guess: the answer and
//   the line decoded are still the model's own, and the line is replayed).
// --write-cnf PREFIX: each formula also goes to PREFIX<name>.cnf (DIMACS).
// --random LEFT PILE_CARDS COUNT: instead of deals, COUNT random positions
//   (tests/calculation_positions.h) with LEFT stock cards to turn and
//   PILE_CARDS cards on the piles, seeds 1..COUNT.
//
// Columns: the project's verdict; line_ok: the project's winning line is a
// solution of the exact model; model: won, lost, certified or unknown;
// replayed: the model's line replays to a win (the project's independent
// replayer); the formula's size; conflicts; CPU seconds of this thread for
// the model's build, the line check, the solve and the proof check; the
// proof's lemmas and bytes and the checker's CPU seconds.
// Exit status: 0 when nothing disagrees, 1 when something does (verdicts
// differ, a line does not replay or is no solution, a proof fails), 2 for
// bad usage.
#include <time.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "calculation_positions.h"
#include "core/games/calculation/planning_model.h"
#include "core/games/calculation/replay.h"
#include "solver/sat_solver.h"
#include "strategies/calculation_solve.h"

namespace reckon::calculation {
namespace {

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

int usage(const std::string& why) {
  std::cerr
      << "reckon-planning-deals: " << why << "\n"
      << "usage: reckon-planning-deals --waste W [--conflicts N] [--seconds S] [--certify] "
         "[--exact] [--hint] [--write-cnf PREFIX] (DEAL... | --random LEFT PILE_CARDS COUNT)\n";
  return 2;
}

std::uint64_t number(const std::string& option, const std::string& text, std::uint64_t low,
                     std::uint64_t high) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos ||
      text.size() > 19 || std::stoull(text) < low || std::stoull(text) > high)
    throw std::invalid_argument(option + ": expected a whole number from " + std::to_string(low) +
                                " to " + std::to_string(high) + ", not '" + text + "'");
  return std::stoull(text);
}

// One question for the model: a position of a deal, the moves that lead
// there, and the project's verdict with its line (winnable).
struct Question {
  std::string name;
  Deal deal;
  Variant variant;
  State state;
  MoveList prefix;
  solver::Verdict truth = solver::Verdict::kUnknown;
  MoveList line;  // winnable: the project's line from `state`
};

struct Settings {
  std::uint64_t conflicts = 0;
  double seconds = 600;
  bool certify = false, exact = false, hint = false;
  std::string cnf_prefix;
};

// Solves the model of q and prints its row; returns false on a disagreement.
bool check(const Question& q, const Settings& s) {
  // --hint on a win of the project: the exact model, which the project's
  // line satisfies, so its assignment can be the solver's first phases.
  const bool hinted = s.hint && q.truth == solver::Verdict::kWinnable;
  PlanningModelOptions options;
  options.canonical_order = !s.exact && !hinted;
  options.lowest_empty_pile = !s.exact && !hinted;
  const double start = cpu_seconds();
  const PlanningModel model(q.deal, q.variant, q.state, options);
  if (!s.cnf_prefix.empty()) {
    const std::string path = s.cnf_prefix + q.name + ".cnf";
    std::ofstream f(path);
    model.write_dimacs(f);
    if (!f) throw std::invalid_argument("--write-cnf: can not write " + path);
  }
  // A win of the project: its line must be a solution of the exact model
  // (the reductions may exclude this very line, never every line).
  std::string line_ok = "-";
  if (q.truth == solver::Verdict::kWinnable) {
    const PlanningModel whole(q.deal, q.variant, q.state);
    const std::vector<bool> a = whole.assignment_of(q.line);
    std::size_t false_clauses = a.empty() ? 1 : 0;
    bool satisfied = false;
    for (const int lit : whole.clauses()) {
      if (lit == 0) {
        false_clauses += !a.empty() && !satisfied;
        satisfied = false;
      } else if (!a.empty() && a[static_cast<std::size_t>(std::abs(lit))] == (lit > 0)) {
        satisfied = true;
      }
    }
    line_ok = false_clauses == 0 ? "yes" : "NO";
  }
  solver::Limits limits;
  limits.max_nodes = s.conflicts;
  limits.max_seconds = s.seconds;
  std::string answer = "unknown", replayed = "-", lemmas = "-", bytes = "-", check_secs = "-";
  std::vector<int> phases;
  if (hinted) {
    const std::vector<bool> a = model.assignment_of(q.line);
    for (std::size_t x = 1; x < a.size(); ++x)
      phases.push_back(a[x] ? static_cast<int>(x) : -static_cast<int>(x));
  }
  // Certify mode as solver::certify_formula does it (one solver, its proof
  // traced, then checked), but with the check's CPU time measured alone.
  solver::SatProof proof;
  const solver::SatResult result = solver::solve_formula(
      model.variables(), model.clauses(), limits, solver::SatStyle{.first_phases = phases}, nullptr,
      nullptr, 0, s.certify ? &proof : nullptr);
  if (result.answer == solver::SatResult::Answer::kUnsatisfiable) {
    answer = "lost";
    if (s.certify) {
      const double before = cpu_seconds();
      const solver::DratCheck check = solver::check_drat(model.variables(), model.clauses(),
                                                         proof.bytes, solver::DratFormat::kBinary);
      answer = check.valid ? "certified" : "PROOF-FAILED";
      lemmas = std::to_string(check.lemmas);
      bytes = std::to_string(proof.bytes.size());
      check_secs = std::to_string(cpu_seconds() - before);
      if (!check.valid) std::cerr << q.name << ": the proof fails its check: " << check.why << '\n';
    }
  } else if (result.answer == solver::SatResult::Answer::kSatisfiable) {
    answer = "won";
    MoveList moves = q.prefix;
    const MoveList found = model.decode(result.model);
    moves.insert(moves.end(), found.begin(), found.end());
    replayed = replay(q.deal, q.variant, moves).status == ReplayResult::Status::kWon ? "yes" : "NO";
  }
  const double cpu = cpu_seconds() - start;
  const bool won = answer == "won", lost = answer == "lost" || answer == "certified";
  const bool bad = (won && q.truth != solver::Verdict::kWinnable) ||
                   (lost && q.truth != solver::Verdict::kUnwinnable) || replayed == "NO" ||
                   line_ok == "NO" || answer == "PROOF-FAILED";
  std::cout << q.name << '\t' << name_of(q.truth) << '\t' << line_ok << '\t' << answer << '\t'
            << replayed << '\t' << model.variables() << '\t' << model.clause_count() << '\t'
            << model.horizon() << '\t' << result.conflicts << '\t' << cpu << '\t' << lemmas << '\t'
            << bytes << '\t' << check_secs << '\n'
            << std::flush;
  if (bad)
    std::cerr << "reckon-planning-deals: " << q.name << ": the model and the project disagree\n";
  return !bad;
}

int run(int argc, char** argv) {
  int waste = 0;
  Settings s;
  std::vector<std::uint64_t> deals;
  int left = -1, pile_cards = 0, count = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    if (a == "--waste") {
      waste = static_cast<int>(number(a, value(), 1, 8));
    } else if (a == "--conflicts") {
      s.conflicts = number(a, value(), 1, 1'000'000'000'000);
    } else if (a == "--seconds") {
      s.seconds = static_cast<double>(number(a, value(), 1, 1'000'000));
    } else if (a == "--certify") {
      s.certify = true;
    } else if (a == "--exact") {
      s.exact = true;
    } else if (a == "--hint") {
      s.hint = true;
    } else if (a == "--write-cnf") {
      s.cnf_prefix = value();
    } else if (a == "--random") {
      left = static_cast<int>(number(a, value(), 1, 40));
      pile_cards = static_cast<int>(number(a, value(), 0, 20));
      count = static_cast<int>(number(a, value(), 1, 100000));
    } else if (a.rfind("--", 0) == 0) {
      return usage("unknown option " + a);
    } else {
      deals.push_back(number("deal", a, 0, 18446744073709551615ULL));
    }
  }
  if (waste == 0) return usage("--waste is required");
  if (deals.empty() == (left < 0)) return usage("give deal numbers or --random, one of them");

  Variant v;
  v.piles_per_owner = waste;
  std::cout << "name\tproject\tline_ok\tmodel\treplayed\tvariables\tclauses\thorizon\tconflicts"
               "\tcpu_seconds\tlemmas\tbytes\tcheck_seconds\n"
            << std::flush;
  bool all_agree = true;
  const auto ask = [&](Question q) {
    strategies::CalculationSolver project(q.variant, Pruning{}, {});
    const strategies::CalculationOutcome o = project.solve_from(q.deal, q.state, q.prefix);
    q.truth = o.verdict;
    // The outcome's line starts at the deal's start: the model's starts at q.state.
    if (o.verdict == solver::Verdict::kWinnable && o.moves.size() >= q.prefix.size())
      q.line.assign(o.moves.begin() + static_cast<std::ptrdiff_t>(q.prefix.size()), o.moves.end());
    all_agree = check(q, s) && all_agree;
  };
  for (const std::uint64_t n : deals)
    ask({std::to_string(n), deal_from_number(n, v.preplaced), v, initial_state(v), {}, {}, {}});
  for (int c = 1; c <= count; ++c) {
    const Position pos = random_position(static_cast<std::uint64_t>(c), v, left, pile_cards);
    ask({"random" + std::to_string(c), pos.deal, v, pos.state, pos.prefix, {}, {}});
  }
  return all_agree ? 0 : 1;
}

}  // namespace
}  // namespace reckon::calculation

int main(int argc, char** argv) {
  try {
    return reckon::calculation::run(argc, argv);
  } catch (const std::invalid_argument& e) {
    return reckon::calculation::usage(e.what());
  }
}
