#pragma once
// A satisfiability solver behind the search's budgets: a game that can state
// "is this position winnable?" as clauses (a CNF formula) hands them here.
// The engine knows nothing of what the variables mean.
//
// Backed by CaDiCaL (Debian's libcadical-dev). Budgets: every conflict
// counts as a node against Limits::max_nodes (deterministic); max_seconds and
// the stop flag end the solve early. Either gives kUnknown. Given a
// MemoryAccount, the solver's memory is reserved there: an estimate from
// the formula before a clause is added, then grown by every clause it
// learns or takes in (sat_solver.cc has the estimate); a solve that would
// pass the budget stops with StopReason::kMemory.
#include <atomic>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "reckon/vocabulary.h"
#include "solver/clause_exchange.h"
#include "solver/drat_checker.h"
#include "solver/limits.h"
#include "solver/memory_account.h"

namespace reckon::solver {

struct SatResult {
  enum class Answer { kSatisfiable, kUnsatisfiable, kUnknown } answer = Answer::kUnknown;
  std::vector<bool> model;       // kSatisfiable: model[v] for variables 1..n
  std::uint64_t conflicts = 0;   // the work done, counted as nodes
  std::uint64_t imported = 0;    // clauses taken in from other entrants (SatRace with one formula)
  StopReason stopped_by = StopReason::kNone;  // kUnknown: nodes, time, memory or stop
  double seconds = 0;
};

// How the solver decides: false first (the default, measured best on the
// formulas reckon writes) or true first. A second style for a race.
// diversify: reset the saved phases often (CaDiCaL's rephasing every 130
// conflicts, the interval growing by 130 each time, without local-search
// walks), reduce the learned clauses every 4,000 conflicts instead of 300,
// and backtrack non-chronologically (sat_solver.cc has the figures).
// Better for a solver alone; worse in a race, whose two styles already
// diversify.
// first_phases: literals to decide true first (a guess at a solution, say)
// for the first kFirstPhaseConflicts conflicts; from then on the solver's
// own phases (sat_solver.cc has the figures).
inline constexpr std::uint64_t kFirstPhaseConflicts = 1'000;
struct SatStyle {
  bool true_first = false;
  bool diversify = false;
  std::span<const int> first_phases = {};
};

// Certify mode: the solver writes a DRAT proof of what it learns and
// deletes (CaDiCaL's proof tracing) into `bytes`, binary DRAT or text
// (drat_checker.h has both formats). Only for a solver alone: no clause
// exchange (clauses taken in from another solver are not derived in this
// proof). The options are those of a solve without a proof (no
// inprocessing; sat_solver.cc says why none of them writes a step the
// checker can not follow).
struct SatProof {
  bool binary = true;
  std::string bytes;  // the proof, after solve_formula returns
};

// variables: how many (numbered 1..variables); clauses: their literals,
// each clause ended by a 0 (DIMACS order). cancel: set from another thread
// to end the solve (kUnknown, stopped by kStop). exchange: publish short
// learned clauses there as entrant `id`, and take in the others' (every
// entrant on it must solve this same formula). proof: write a DRAT proof
// there (certify mode; not with an exchange). memory: the account the
// solver's memory is reserved in (--max-memory); nullptr: not counted.
SatResult solve_formula(int variables, const std::vector<int>& clauses, const Limits& limits,
                        SatStyle style = {}, const std::atomic<bool>* cancel = nullptr,
                        ClauseExchange* exchange = nullptr, int id = 0, SatProof* proof = nullptr,
                        MemoryAccount* memory = nullptr);

// What solve_formula reserves for the formula before it adds a clause (its
// estimate of the solver's memory before anything is learned).
std::size_t estimated_sat_bytes(int variables, const std::vector<int>& clauses);

// A solve whose unsatisfiable answer is checked: one solver, proof traced
// (SatProof), then the proof checked by solver/drat_checker.h, which is
// independent of the solver. certified: the answer is unsatisfiable and
// the proof checks; a satisfiable answer or a budget is never certified.
struct SatCertificate {
  SatResult result;
  bool certified = false;
  DratCheck check;            // the checker's verdict and counts (unsatisfiable answers)
  std::string proof;          // the proof's bytes (binary DRAT)
  double solve_seconds = 0;   // solving while writing the proof
};
SatCertificate certify_formula(int variables, const std::vector<int>& clauses, const Limits& limits,
                               SatStyle style = {});

// Solvers racing on one question, each on its own thread (each calls run()
// with its own formula, or the same one solved another way): the first
// definite answer stops the others. Each has its own budget. Without shared
// clauses, the verdict under node budgets does not depend on timing: unknown
// exactly when every entrant needs more than its budget. With them (one
// formula), an entrant may answer within its budget thanks to what another
// learned, so whether a tight node budget suffices may depend on timing; the
// answer itself never does (each is exact). Which entrant answers first, and
// so the model and the conflicts reported, may.
class SatRace {
 public:
  // one_formula: every entrant solves the same formula (numbered alike), so
  // they pass each other short learned clauses (ClauseExchange).
  explicit SatRace(bool one_formula = false) : one_formula_(one_formula) {}

  // Solves as entrant `id` (>= 0) on the calling thread, unless the race is
  // already over (then kUnknown at once).
  SatResult run(int id, int variables, const std::vector<int>& clauses, const Limits& limits, SatStyle style);
  // The entrants' memory and the learned clauses they share are reserved
  // there (a clause that does not fit is not shared). Before any entrant runs.
  void set_memory(MemoryAccount* account) {
    memory_ = account;
    exchange_.set_memory(account);
  }
  // The question was answered some other way: every entrant stops.
  void stop() { over_.store(true); }
  // The entrant whose definite answer came first, or -1.
  int winner() const { return winner_.load(); }

 private:
  bool one_formula_;
  std::atomic<bool> over_{false};
  std::atomic<int> winner_{-1};
  MemoryAccount* memory_ = nullptr;
  ClauseExchange exchange_;
};

}  // namespace reckon::solver
