#include "solver/sat_solver.h"

#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <climits>
#include <string_view>

namespace reckon::solver {
namespace {

using Clock = std::chrono::steady_clock;

// Counts conflicts (each learns one clause) and ends the solve when a
// budget runs out.
class Watch : public CaDiCaL::Terminator, public CaDiCaL::Learner {
 public:
  Watch(const Limits& limits, Clock::time_point start, const std::atomic<bool>* cancel)
      : limits_(limits), start_(start), cancel_(cancel) {}
  bool learning(int) override {
    ++conflicts;
    return false;  // the clause itself is not wanted
  }
  void learn(int) override {}
  bool terminate() override {
    if (limits_.max_nodes && conflicts >= limits_.max_nodes) return stop("nodes");
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) return stop("stop");
    if (cancel_ && cancel_->load(std::memory_order_relaxed)) return stop("stop");
    if (limits_.max_seconds > 0 &&
        std::chrono::duration<double>(Clock::now() - start_).count() > limits_.max_seconds)
      return stop("time");
    return false;
  }
  std::uint64_t conflicts = 0;
  const char* stopped_by = "";

 private:
  bool stop(const char* why) {
    stopped_by = why;
    return true;
  }
  const Limits& limits_;
  Clock::time_point start_;
  const std::atomic<bool>* cancel_;
};

}  // namespace

SatResult solve_formula(int variables, const std::vector<int>& clauses, const Limits& limits, SatStyle style,
                        const std::atomic<bool>* cancel) {
  const auto start = Clock::now();
  SatResult r;
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  // Measured on the formulas reckon writes (Calculation W=2 deals 1..40,
  // CaDiCaL alone): the "sat" configuration (stable mode only) with
  // decisions false first takes the 29 satisfiable ones from 11.7 s to 4.0 s
  // and the 11 unsatisfiable ones from 10.0 s to 8.4 s.
  solver.configure("sat");
  solver.set("phase", style.true_first ? 1 : 0);
  // No inprocessing (probing, variable elimination, subsumption,
  // vivification) and no shrinking of learned clauses: these formulas had
  // about 100,000 clauses (46,000 since 1428e2b) and are mostly decided within 10,000 conflicts,
  // where that work does not pay for itself. Measured (two threads, the
  // whole solve): Calculation W=2 deals 1..200 from 78.9 s (median 248 ms)
  // to 57.9 s (median 196 ms), 201..400 from 81.6 s (282 ms) to 60.5 s
  // (210 ms). Keeping every learned clause as well ("reduce" off) was
  // faster on average but three times slower on the slowest deal of
  // 401..1000, which long runs would make worse.
  solver.set("inprocessing", 0);
  solver.set("shrink", 0);
  for (const int lit : clauses) solver.add(lit);
  Watch watch(limits, start, cancel);
  solver.connect_terminator(&watch);
  solver.connect_learner(&watch);
  if (limits.max_nodes) solver.limit("conflicts", static_cast<int>(std::min<std::uint64_t>(limits.max_nodes, INT_MAX)));
  const int answer = solver.solve();
  solver.disconnect_terminator();
  solver.disconnect_learner();
  // The conflict limit is CaDiCaL's own count; the learned clauses counted
  // here can run a little past or short of it, so the work reported is
  // capped at the budget, and a budget that runs out reports exactly it.
  r.conflicts = limits.max_nodes ? std::min<std::uint64_t>(watch.conflicts, limits.max_nodes) : watch.conflicts;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (answer == 10) {
    r.answer = SatResult::Answer::kSatisfiable;
    r.model.assign(static_cast<std::size_t>(variables) + 1, false);
    for (int v = 1; v <= variables; ++v) r.model[static_cast<std::size_t>(v)] = solver.val(v) > 0;
  } else if (answer == 20) {
    r.answer = SatResult::Answer::kUnsatisfiable;
  } else {
    r.stopped_by = *watch.stopped_by ? watch.stopped_by : "nodes";
    if (std::string_view(r.stopped_by) == "nodes") r.conflicts = limits.max_nodes;  // CaDiCaL's count reached it
  }
  return r;
}

SatResult SatRace::run(int id, int variables, const std::vector<int>& clauses, const Limits& limits,
                       SatStyle style) {
  if (over_.load()) {
    SatResult none;
    none.stopped_by = "stop";
    return none;
  }
  SatResult r = solve_formula(variables, clauses, limits, style, &over_);
  if (r.answer != SatResult::Answer::kUnknown) {
    int none = -1;
    winner_.compare_exchange_strong(none, id);
    over_.store(true);
  }
  return r;
}

}  // namespace reckon::solver
