#include "solver/sat_assumptions.h"

#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <climits>

namespace reckon::solver {
namespace {

using Clock = std::chrono::steady_clock;

// A clause's bytes as sat_solver.cc estimates them (header, literals, two
// watches).
std::size_t learned_bytes(int literals) {
  return 128 + 2 * sizeof(int) * static_cast<std::size_t>(literals);
}

// Ends a call when its budget runs out, and counts its conflicts.
class CallWatch : public CaDiCaL::Terminator, public CaDiCaL::Learner {
 public:
  CallWatch(const Limits& limits, MemoryReservation* memory, std::size_t* estimate)
      : limits_(limits), memory_(memory), estimate_(estimate), start_(Clock::now()) {}
  bool learning(int size) override {
    ++conflicts;
    if (memory_) *estimate_ += learned_bytes(size);
    return false;  // the clause itself is not wanted
  }
  void learn(int) override {}
  bool terminate() override {
    if (limits_.max_nodes && conflicts >= limits_.max_nodes) return stop(StopReason::kNodes);
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed))
      return stop(StopReason::kStop);
    if (limits_.max_seconds > 0 &&
        std::chrono::duration<double>(Clock::now() - start_).count() > limits_.max_seconds)
      return stop(StopReason::kTime);
    if (memory_ && *estimate_ > memory_->bytes() && !memory_->resize(*estimate_ + (1u << 20)) &&
        !memory_->resize(*estimate_))
      return stop(StopReason::kMemory);
    return false;
  }
  std::uint64_t conflicts = 0;
  StopReason stopped_by = StopReason::kNone;

 private:
  bool stop(StopReason why) {
    stopped_by = why;
    return true;
  }
  const Limits& limits_;
  MemoryReservation* memory_;
  std::size_t* estimate_;
  Clock::time_point start_;
};

}  // namespace

struct AssumptionSolver::State {
  explicit State(MemoryAccount* account) : memory(account) {}
  CaDiCaL::Solver solver;
  int variables = 0;
  MemoryReservation memory;
  bool counted = false;      // memory is counted in an account
  bool fits = true;          // the formula's estimate was reserved
  std::size_t estimate = 0;  // the solver's bytes, as estimated
};

AssumptionSolver::AssumptionSolver(int variables, const std::vector<int>& clauses,
                                   MemoryAccount* memory)
    : state_(std::make_unique<State>(memory)) {
  State& s = *state_;
  s.variables = variables;
  s.counted = memory != nullptr;
  // The options of solve_formula's solver alone (sat_solver.cc has the
  // measurements behind each).
  s.solver.set("quiet", 1);
  s.solver.configure("sat");
  s.solver.set("phase", 0);
  s.solver.set("inprocessing", 0);
  s.solver.set("shrink", 0);
  s.solver.set("rephaseint", 130);
  s.solver.set("walk", 0);
  s.solver.set("reduceint", 1000);
  s.estimate = estimated_sat_bytes(variables, clauses);
  if (s.counted && !s.memory.resize(s.estimate)) {
    s.fits = false;
    return;
  }
  for (const int lit : clauses) s.solver.add(lit);
}

AssumptionSolver::~AssumptionSolver() = default;

SatResult AssumptionSolver::solve(std::span<const int> assumptions, const Limits& limits) {
  State& s = *state_;
  const auto start = Clock::now();
  SatResult r;
  if (!s.fits) {
    r.stopped_by = StopReason::kMemory;
    return r;
  }
  CallWatch watch(limits, s.counted ? &s.memory : nullptr, &s.estimate);
  s.solver.connect_terminator(&watch);
  s.solver.connect_learner(&watch);
  for (const int lit : assumptions) s.solver.assume(lit);
  if (limits.max_nodes)
    s.solver.limit("conflicts",
                   static_cast<int>(std::min<std::uint64_t>(limits.max_nodes, INT_MAX)));
  const int answer = s.solver.solve();
  s.solver.disconnect_terminator();
  s.solver.disconnect_learner();
  r.conflicts = limits.max_nodes ? std::min<std::uint64_t>(watch.conflicts, limits.max_nodes)
                                 : watch.conflicts;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (answer == 10) {
    r.answer = SatResult::Answer::kSatisfiable;
    r.model.assign(static_cast<std::size_t>(s.variables) + 1, false);
    for (int v = 1; v <= s.variables; ++v)
      r.model[static_cast<std::size_t>(v)] = s.solver.val(v) > 0;
  } else if (answer == 20) {
    r.answer = SatResult::Answer::kUnsatisfiable;
  } else {
    r.stopped_by = watch.stopped_by != StopReason::kNone ? watch.stopped_by : StopReason::kNodes;
    if (r.stopped_by == StopReason::kNodes) r.conflicts = limits.max_nodes;
  }
  return r;
}

}  // namespace reckon::solver
