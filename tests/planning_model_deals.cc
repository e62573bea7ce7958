// reckon-planning-deals: the planning model (the second, literal model,
// core/games/calculation/planning_model.h) on full Calculation deals,
// against the project's verdicts (CalculationSolver, whose rule sat uses
// the first model). One tab-separated line per deal on standard output;
// the script scripts/planning-model-agreement runs it over lists of deals.
//
//   reckon-planning-deals --waste W [--seconds S] [--certify] [--exact] DEAL...
//
// --seconds: the model's time limit a deal (default 600); past it the
//   model's answer is "unknown", never a guess.
// --certify: an unsatisfiable answer gets its DRAT proof checked by
//   solver/drat_checker.h (solver::certify_formula): "lost" becomes
//   "certified" when the proof checks, "PROOF-FAILED" when it does not.
// --exact: the model without its reductions (PlanningModelOptions); by
//   default canonical_order and lowest_empty_pile are on.
// --write-cnf PREFIX: each deal's formula also goes to PREFIX<deal>.cnf
//   (DIMACS), for other solvers and checkers.
//
// A win of the model is decoded into moves and replayed by the project's
// independent replayer; a win that does not replay is reported as such.
// Exit status: 0 when no deal disagrees, 1 when one does (a model and the
// project differ, a line does not replay, a proof fails), 2 for bad usage.
#include <time.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "core/games/calculation/planning_model.h"
#include "core/games/calculation/replay.h"
#include "solver/sat_solver.h"
#include "strategies/calculation_solve.h"

namespace reckon::calculation {
namespace {

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

int usage(const std::string& why) {
  std::cerr
      << "reckon-planning-deals: " << why << "\n"
      << "usage: reckon-planning-deals --waste W [--seconds S] [--certify] [--exact] [--write-cnf PREFIX] DEAL...\n";
  return 2;
}

bool parse_number(const std::string& text, std::uint64_t& out) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos || text.size() > 19)
    return false;
  out = std::stoull(text);
  return true;
}

int run(int argc, char** argv) {
  int waste = 0;
  double seconds = 600;
  bool certify = false, exact = false;
  std::string cnf_prefix;
  std::vector<std::uint64_t> deals;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto value = [&](const char* name) -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(std::string(name) + " needs a value");
      return argv[++i];
    };
    if (a == "--waste") {
      std::uint64_t w = 0;
      if (!parse_number(value("--waste"), w) || w < 1 || w > 8)
        return usage("--waste must be 1 to 8");
      waste = static_cast<int>(w);
    } else if (a == "--seconds") {
      const std::string s = value("--seconds");
      char* end = nullptr;
      seconds = std::strtod(s.c_str(), &end);
      if (end == s.c_str() || *end != '\0' || !(seconds > 0))
        return usage("--seconds must be a positive number, not '" + s + "'");
    } else if (a == "--certify") {
      certify = true;
    } else if (a == "--exact") {
      exact = true;
    } else if (a == "--write-cnf") {
      cnf_prefix = value("--write-cnf");
    } else {
      std::uint64_t n = 0;
      if (!parse_number(a, n)) return usage("not a deal number or option: '" + a + "'");
      deals.push_back(n);
    }
  }
  if (waste == 0) return usage("--waste is required");
  if (deals.empty()) return usage("no deals given");

  Variant v;
  v.piles_per_owner = waste;
  PlanningModelOptions options;
  options.canonical_order = !exact;
  options.lowest_empty_pile = !exact;
  std::cout << "deal\tproject\tmodel\treplayed\tvariables\tclauses\thorizon\tconflicts\tcpu_"
               "seconds\tlemmas\tbytes\tcheck_seconds\n"
            << std::flush;
  int disagreements = 0;
  for (const std::uint64_t n : deals) {
    const Deal deal = deal_from_number(n, v.preplaced);
    cli::CalculationSolver project(v, Pruning{}, {});
    const solver::Verdict truth = project.solve(deal).verdict;

    const double start = cpu_seconds();
    const PlanningModel model(deal, v, initial_state(v), options);
    if (!cnf_prefix.empty()) {
      const std::string path = cnf_prefix + std::to_string(n) + ".cnf";
      std::ofstream f(path);
      model.write_dimacs(f);
      if (!f) throw std::invalid_argument("--write-cnf: can not write " + path);
    }
    solver::Limits limits;
    limits.max_seconds = seconds;
    std::string answer = "unknown", replayed = "-", lemmas = "-", bytes = "-", check = "-";
    std::uint64_t conflicts = 0;
    if (certify) {
      const solver::SatCertificate c =
          solver::certify_formula(model.variables(), model.clauses(), limits);
      conflicts = c.result.conflicts;
      if (c.result.answer == solver::SatResult::Answer::kUnsatisfiable) {
        answer = c.certified ? "certified" : "PROOF-FAILED";
        lemmas = std::to_string(c.check.lemmas);
        bytes = std::to_string(c.proof.size());
        check = std::to_string(c.check.seconds);
        if (!c.certified) std::cerr << "deal " << n << ": proof failed: " << c.check.why << '\n';
      } else if (c.result.answer == solver::SatResult::Answer::kSatisfiable) {
        answer = "won";
        const ReplayResult r = replay(deal, v, model.decode(c.result.model));
        replayed = r.status == ReplayResult::Status::kWon ? "yes" : "NO";
      }
    } else {
      const solver::SatResult r = solver::solve_formula(model.variables(), model.clauses(), limits);
      conflicts = r.conflicts;
      if (r.answer == solver::SatResult::Answer::kUnsatisfiable) answer = "lost";
      if (r.answer == solver::SatResult::Answer::kSatisfiable) {
        answer = "won";
        const ReplayResult rr = replay(deal, v, model.decode(r.model));
        replayed = rr.status == ReplayResult::Status::kWon ? "yes" : "NO";
      }
    }
    const double cpu = cpu_seconds() - start;
    const bool model_won = answer == "won", model_lost = answer == "lost" || answer == "certified";
    const bool bad = (model_won && truth != solver::Verdict::kWinnable) ||
                     (model_lost && truth != solver::Verdict::kUnwinnable) || replayed == "NO" ||
                     answer == "PROOF-FAILED";
    disagreements += bad;
    std::cout << n << '\t' << solver::to_string(truth) << '\t' << answer << '\t' << replayed << '\t'
              << model.variables() << '\t' << model.clause_count() << '\t' << model.horizon()
              << '\t' << conflicts << '\t' << cpu << '\t' << lemmas << '\t' << bytes << '\t'
              << check << '\n'
              << std::flush;
    if (bad)
      std::cerr << "reckon-planning-deals: deal " << n << ": the model and the project disagree\n";
  }
  return disagreements == 0 ? 0 : 1;
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
