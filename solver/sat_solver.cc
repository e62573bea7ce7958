#include "solver/sat_solver.h"

#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace reckon::solver {
namespace {

using Clock = std::chrono::steady_clock;

// Sharing learned clauses (ClauseExchange): those of up to kShareSize
// literals are published, and a solver breaks off to take in what the others
// published once kImportEvery conflicts have passed since it last did.
// Short clauses prune most per literal, and longer ones than 8 or a longer
// interval gave the race less; 8 every 250 was best on Calculation W=2
// (measurements: doc/journal/2026-12.md, 2026-12-01).
constexpr int kShareSize = 8;
constexpr std::uint64_t kImportEvery = 250;

// CaDiCaL's memory (a MemoryAccount), estimated from what it is given and
// what it learns, since the library does not say: every variable's tables,
// and every clause's header, literals and two watches, with room for the
// copy of the clauses it makes when it collects garbage. The constants are
// upper bounds of the heap's peak measured on the formulas reckon writes
// (doc/results.md, "Memory budget of rule sat"; tests/sat_memory_test.cc
// checks one). The estimate of the
// learned clauses only grows while the solver runs (it learns one clause a
// conflict and drops many of them now and then, unseen): when it would pass
// the budget, the solve breaks off, and the clauses the solver still holds
// are counted instead, at the average length of those it learned.
constexpr std::size_t kVariableBytes = 320;
constexpr std::size_t kClauseBytes = 128;
// A traced proof (certify mode) keeps every lemma and deletion: about one
// byte per literal each, five at most.
constexpr std::size_t kProofBytesPerLiteral = 10;
// Reserved ahead of the estimate, so that the account is not touched at
// every conflict.
constexpr std::size_t kMemoryChunk = std::size_t{1} << 20;

std::size_t clause_bytes(std::size_t literals) { return kClauseBytes + 2 * sizeof(int) * literals; }

// Counts conflicts (each learns one clause), ends the solve when a budget
// runs out, and breaks off to take in shared clauses.
class Watch : public CaDiCaL::Terminator, public CaDiCaL::Learner {
 public:
  Watch(const Limits& limits, Clock::time_point start, const std::atomic<bool>* cancel,
        ClauseExchange* exchange, int id, MemoryReservation* memory, bool proof)
      : limits_(limits),
        start_(start),
        cancel_(cancel),
        exchange_(exchange),
        id_(id),
        memory_(memory),
        proof_(proof) {}
  bool learning(int size) override {
    ++conflicts;
    if (memory_) {
      const auto n = static_cast<std::size_t>(size);
      learned_literals += n;
      estimate += clause_bytes(n);
      if (proof_) proof_bytes += kProofBytesPerLiteral * (n + 1);
    }
    if (!exchange_ || size > kShareSize) return false;  // the clause itself is not wanted
    clause_.clear();
    return true;
  }
  void learn(int lit) override {
    if (lit != 0) {
      clause_.push_back(lit);
    } else {
      exchange_->publish(id_, clause_);
    }
  }
  bool terminate() override {
    if (limits_.max_nodes && conflicts >= limits_.max_nodes) return stop(StopReason::kNodes);
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed))
      return stop(StopReason::kStop);
    if (cancel_ && cancel_->load(std::memory_order_relaxed)) return stop(StopReason::kStop);
    if (limits_.max_seconds > 0 &&
        std::chrono::duration<double>(Clock::now() - start_).count() > limits_.max_seconds)
      return stop(StopReason::kTime);
    if (exchange_ && conflicts >= imported_at + kImportEvery && exchange_->offered(id_) > imported)
      return break_to_import();
    if (memory_ && !reserve()) return stop(StopReason::kMemory);
    return false;
  }
  // Reserves the estimate (and a chunk ahead when it can); false when it
  // does not fit.
  bool reserve() {
    const std::size_t want = estimate + proof_bytes;
    if (want <= memory_->bytes()) return true;
    return memory_->resize(want + kMemoryChunk) || memory_->resize(want);
  }
  std::size_t estimate = 0;     // the solver's bytes, as estimated
  std::size_t proof_bytes = 0;  // a traced proof's, likewise
  std::uint64_t learned_literals = 0;
  std::uint64_t conflicts = 0;
  std::uint64_t imported_at = 0;  // conflicts at the last import
  std::uint64_t imported = 0;     // clauses taken in so far
  // Why the last solve() call was broken off: a budget (stopped_by), or
  // to take in shared clauses (importing; the solve then goes on, so that
  // is never a result's stop reason). At most one of the two is set.
  StopReason stopped_by = StopReason::kNone;
  bool importing = false;
  bool broken_off() const { return stopped_by != StopReason::kNone || importing; }
  void resume() {
    stopped_by = StopReason::kNone;
    importing = false;
  }

 private:
  bool stop(StopReason why) {
    stopped_by = why;
    importing = false;
    return true;
  }
  bool break_to_import() {
    stopped_by = StopReason::kNone;
    importing = true;
    return true;
  }
  const Limits& limits_;
  Clock::time_point start_;
  const std::atomic<bool>* cancel_;
  ClauseExchange* exchange_;
  int id_;
  MemoryReservation* memory_;
  bool proof_;
  std::vector<int> clause_;  // the learned clause being published
};

}  // namespace

std::size_t estimated_sat_bytes(int variables, const std::vector<int>& clauses) {
  std::size_t bytes = kVariableBytes * static_cast<std::size_t>(std::max(variables, 0));
  std::size_t length = 0;
  for (const int lit : clauses) {
    if (lit != 0) {
      ++length;
    } else {
      bytes += clause_bytes(length);
      length = 0;
    }
  }
  return bytes;
}

SatResult solve_formula(int variables, const std::vector<int>& clauses, const Limits& limits,
                        SatStyle style, const std::atomic<bool>* cancel, ClauseExchange* exchange,
                        int id, SatProof* proof, MemoryAccount* account) {
  if (proof && exchange)
    throw std::invalid_argument("solve_formula: a proof is written by a solver alone (no clause exchange)");
  const auto start = Clock::now();
  SatResult r;
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  // The "sat" configuration (stable mode only) with decisions false first:
  // faster on the formulas reckon writes, satisfiable and unsatisfiable
  // alike, than CaDiCaL's default, "unsat" or deciding true first.
  solver.configure("sat");
  solver.set("phase", style.true_first ? 1 : 0);
  // No inprocessing (probing, variable elimination, subsumption,
  // vivification) and no shrinking of learned clauses: these formulas have
  // about 46,000 clauses and are mostly decided within 10,000 conflicts,
  // where that work does not pay for itself (about a quarter of the time
  // saved at W=2). Keeping every learned clause as well ("reduce" off) was
  // faster on average but three times slower on the slowest deals, which
  // long runs would make worse.
  solver.set("inprocessing", 0);
  solver.set("shrink", 0);
  // SatStyle::diversify. A solver alone takes the phases it saved back to
  // another start (best so far, inverted, flipped, random, original in
  // turn) every 130 conflicts, the interval growing by 130 each time
  // (CaDiCaL's default: 1,000), skipping the local-search walk that the
  // default makes at some of those times: on these formulas it costs more
  // than it finds. Fewer reductions of the learned clauses (every 4,000
  // conflicts, not 300) save the garbage collection that each does over the
  // whole formula, and non-chronological backtracking ("chrono" off) suits
  // these short solves. Each cut a lone solver's conflicts and time, with
  // the same verdicts; any rephase interval from 100 to 200 does about as
  // well, while walks, or every 50, lose the gain. In a race
  // (--deal-threads 2) the same settings made the median worse, so a race
  // keeps the defaults. Measurements: doc/journal/2026-12.md (2026-12-01 and
  // 2026-12-05).
  if (style.diversify) {
    solver.set("rephaseint", 130);
    solver.set("walk", 0);
    solver.set("reduceint", 4000);
    solver.set("chrono", 0);
  }
  // Certify mode (SatProof). The proof goes to memory (open_memstream)
  // and is closed before the solver goes. The options above all stay, and
  // none writes a step that drat_checker.h can not follow: with inprocessing
  // off, CaDiCaL 1.5.3 writes the lemmas of conflict analysis and the
  // clauses its root-level simplification shortens (both RUP), units, and
  // deletions. The inprocessing techniques, were they on, write RUP
  // resolvents (elimination, instantiation, equivalent literals) and
  // deletions (blocked clauses), and RAT lemmas would be checked as such.
  // This version writes DRAT only (it has no LRAT or FRAT option). What is
  // switched off is sharing: clauses taken in from another solver are not
  // derived in this one's proof, so a proof is never written with an
  // exchange.
  std::FILE* proof_file = nullptr;
  char* proof_buffer = nullptr;
  std::size_t proof_size = 0;
  if (proof) {
    proof_file = open_memstream(&proof_buffer, &proof_size);
    if (!proof_file) throw std::runtime_error("solve_formula: can not open a memory stream for the proof");
    solver.set("binary", proof->binary ? 1 : 0);
    solver.trace_proof(proof_file, "proof");
  }
  const auto close_proof = [&] {
    if (!proof_file) return;
    solver.close_proof_trace();
    std::fclose(proof_file);
    proof_file = nullptr;
    proof->bytes.assign(proof_buffer, proof_size);
    std::free(proof_buffer);
  };
  // Adding a formula takes milliseconds (about 5 ms for the 46,000 clauses
  // of a Calculation W=2 deal): a race the other entrant has already
  // decided (or a stop, or the time budget) ends it while it adds, by the
  // same checks as during the solve (no conflicts yet, so no node budget
  // or import).
  // The formula's memory is reserved before a clause is added.
  MemoryReservation memory(account);
  std::size_t formula_bytes = estimated_sat_bytes(variables, clauses);
  Watch watch(limits, start, cancel, exchange, id, account ? &memory : nullptr, proof != nullptr);
  watch.estimate = formula_bytes;
  if (account && !watch.reserve()) {
    r.stopped_by = StopReason::kMemory;
    close_proof();
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return r;
  }
  constexpr std::size_t kAddsBetweenChecks = 4096;
  for (std::size_t i = 0; i < clauses.size(); ++i) {
    if (i % kAddsBetweenChecks == 0 && watch.terminate()) {
      r.stopped_by = watch.stopped_by;
      close_proof();
      r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      return r;
    }
    solver.add(clauses[i]);
  }
  solver.connect_terminator(&watch);
  solver.connect_learner(&watch);
  ClauseExchange::Seen seen{};
  std::vector<int> shared;
  int answer = 0;
  // SatStyle::first_phases. CaDiCaL holds a forced phase before its own
  // saved and rephased ones, so they are given back after
  // kFirstPhaseConflicts. How long the given phases hold (50 conflicts to
  // for ever) moved the totals only by the chance of the solver's path;
  // 1,000 is never far from the best and, unlike "for ever", leaves a long
  // proof of a loss to the solver's own rephasing, measured as best (above).
  for (const int lit : style.first_phases) solver.phase(lit);
  bool first_phases = !style.first_phases.empty();
  const auto own_phases = [&] {  // from now on (what it learned stays)
    for (const int lit : style.first_phases) solver.unphase(lit);
    first_phases = false;
  };
  for (;;) {
    if (first_phases && watch.conflicts >= kFirstPhaseConflicts) own_phases();
    // CaDiCaL's conflict limit holds for one solve() call: give it what is
    // left of the budget, or of the conflicts with the first phases.
    const std::uint64_t budget_left =
        limits.max_nodes ? limits.max_nodes - std::min(limits.max_nodes, watch.conflicts)
                         : UINT64_MAX;
    const std::uint64_t phases_left =
        first_phases ? kFirstPhaseConflicts - watch.conflicts : UINT64_MAX;
    const bool phases_bound = phases_left < budget_left;
    if (limits.max_nodes || phases_bound)
      solver.limit("conflicts",
                   static_cast<int>(std::min<std::uint64_t>({budget_left, phases_left, INT_MAX})));
    answer = solver.solve();
    if (answer == 0 && phases_bound && !watch.broken_off()) {
      own_phases();
      continue;
    }
    if (answer == 0 && watch.stopped_by == StopReason::kMemory) {
      // The estimate of the learned clauses has only grown: count the
      // ones the solver holds now, and go on if they fit.
      const std::size_t average =
          static_cast<std::size_t>(watch.learned_literals /
                                   std::max<std::uint64_t>(1, watch.conflicts)) +
          1;
      const std::size_t held =
          formula_bytes + static_cast<std::size_t>(solver.redundant()) * clause_bytes(average);
      if (held >= watch.estimate) break;  // nothing to take back
      watch.estimate = held;
      const std::size_t want = held + watch.proof_bytes;
      if (!memory.resize(want + kMemoryChunk) && !memory.resize(want)) break;
      watch.resume();
      continue;
    }
    if (answer != 0 || !watch.importing) break;
    // Broken off to take in the others' clauses (implied by the formula, so
    // the solutions stay the same); the learned clauses are kept.
    shared.clear();
    watch.imported += exchange->take(id, seen, shared);
    for (const int lit : shared) solver.add(lit);
    {
      std::size_t length = 0;
      for (const int lit : shared) {
        if (lit != 0) {
          ++length;
        } else {
          formula_bytes += clause_bytes(length);  // taken in as part of the formula
          watch.estimate += clause_bytes(length);
          length = 0;
        }
      }
    }
    watch.resume();
    watch.imported_at = watch.conflicts;
  }
  solver.disconnect_terminator();
  solver.disconnect_learner();
  close_proof();
  // The conflict limit is CaDiCaL's own count; the learned clauses counted
  // here can run a little past or short of it, so the work reported is
  // capped at the budget, and a budget that runs out reports exactly it.
  r.conflicts = limits.max_nodes ? std::min<std::uint64_t>(watch.conflicts, limits.max_nodes) : watch.conflicts;
  r.imported = watch.imported;
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  if (answer == 10) {
    r.answer = SatResult::Answer::kSatisfiable;
    r.model.assign(static_cast<std::size_t>(variables) + 1, false);
    for (int v = 1; v <= variables; ++v) r.model[static_cast<std::size_t>(v)] = solver.val(v) > 0;
  } else if (answer == 20) {
    r.answer = SatResult::Answer::kUnsatisfiable;
  } else {
    r.stopped_by = watch.stopped_by != StopReason::kNone ? watch.stopped_by : StopReason::kNodes;
    // CaDiCaL's count reached it
    if (r.stopped_by == StopReason::kNodes) r.conflicts = limits.max_nodes;
  }
  return r;
}

SatCertificate certify_formula(int variables, const std::vector<int>& clauses, const Limits& limits,
                               SatStyle style) {
  SatCertificate c;
  SatProof proof;
  c.result = solve_formula(variables, clauses, limits, style, nullptr, nullptr, 0, &proof);
  c.solve_seconds = c.result.seconds;
  if (c.result.answer == SatResult::Answer::kUnsatisfiable) {
    c.check = check_drat(variables, clauses, proof.bytes, DratFormat::kBinary);
    c.certified = c.check.valid;
  }
  c.proof = std::move(proof.bytes);
  return c;
}

SatResult SatRace::run(int id, int variables, const std::vector<int>& clauses, const Limits& limits,
                       SatStyle style) {
  if (over_.load()) {
    SatResult none;
    none.stopped_by = StopReason::kStop;
    return none;
  }
  SatResult r = solve_formula(variables, clauses, limits, style, &over_,
                              one_formula_ ? &exchange_ : nullptr, id, nullptr, memory_);
  if (r.answer != SatResult::Answer::kUnknown) {
    int none = -1;
    winner_.compare_exchange_strong(none, id);
    over_.store(true);
  }
  return r;
}

}  // namespace reckon::solver
