#include "strategies/calculation_solve.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <optional>
#include <string>
#include <thread>
#include <utility>

#include "core/games/calculation/players.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/sat_model.h"
#include "solver/beam_search.h"
#include "solver/drat_checker.h"
#include "solver/sat_solver.h"

namespace reckon::strategies {
namespace {

// The second entrant of rule sat's race (--deal-threads 2), on a thread of
// its own. However solve_from ends, the race is stopped and the thread
// joined before the entrant goes away.
struct SatEntrant {
  std::optional<solver::MemoryReservation> model_memory;
  std::optional<calculation::SatModel> model;
  std::atomic<bool> model_ready{false};  // model is built (and never changes after)
  solver::SatResult result;
  std::thread thread;
  std::exception_ptr error;
  solver::SatRace* race = nullptr;

  template <class Body>
  void start(Body body, solver::SatRace& r) {
    race = &r;
    thread = std::thread([this, body] {
      try {
        body();
      } catch (...) {
        error = std::current_exception();
        race->stop();
      }
    });
  }
  // Waits for it to end; what it threw is thrown here.
  void finish() {
    if (thread.joinable()) thread.join();
    if (error) std::rethrow_exception(std::exchange(error, nullptr));
  }
  ~SatEntrant() {
    if (thread.joinable()) {
      race->stop();
      thread.join();
    }
  }
};

using Clock = std::chrono::steady_clock;

// --certify: the proof of the model's unsatisfiability, written by the
// solve that decided (traced) or by a solve alone now (nullptr), checked.
// A solve alone that is stopped leaves the loss unchecked.
Certificate certify_loss(const calculation::SatModel& model, solver::SatProof* traced,
                         const std::atomic<bool>* stop, solver::MemoryAccount& memory) {
  Certificate c;
  std::string bytes;
  if (traced) {
    bytes = std::move(traced->bytes);
  } else {
    solver::Limits alone;  // the formula is known unsatisfiable: no budget but a stop
    alone.stop = stop;
    solver::SatProof own_proof;
    const auto r =
        solver::solve_formula(model.variables(), model.literals(), alone, {.diversify = true},
                              nullptr, nullptr, 0, &own_proof, &memory);
    bytes = std::move(own_proof.bytes);
    c.resolve_seconds = r.seconds;
    if (r.answer == solver::SatResult::Answer::kSatisfiable)
      throw InternalError(
          "rule sat: the model of a lost position is satisfiable when solved alone");
    if (r.answer == solver::SatResult::Answer::kUnknown) return c;  // stopped: not checked
  }
  const auto check =
      solver::check_drat(model.variables(), model.literals(), bytes, solver::DratFormat::kBinary);
  if (!check.valid)
    throw InternalError("rule sat: the DRAT proof of the loss fails its check: " + check.why);
  c.checked = true;
  c.lemmas = check.lemmas;
  c.deletions = check.deletions;
  c.used = check.checked;
  c.bytes = bytes.size();
  c.check_seconds = check.seconds;
  c.proof = std::move(bytes);
  return c;
}

// What proved a loss by rule sat, for the outcome's proof.
std::string sat_loss_text(const calculation::SatModel& model, const solver::SatResult& r,
                          std::uint64_t search_nodes) {
  return "the position's satisfiability model (" + std::to_string(model.variables()) +
         " variables, " + std::to_string(model.clauses()) + " clauses) has no solution: CaDiCaL, " +
         std::to_string(r.conflicts) + " conflicts" +
         (r.imported
              ? " (taking in " + std::to_string(r.imported) + " clauses the other solver learned)"
              : "") +
         ", after " + std::to_string(search_nodes) + " search nodes";
}

}  // namespace

// One call of solve_from: the search, rule sat's models and race, and the
// beams of one position, with the nodes spent so far. The members are
// declared in the order they must be made: the memory account before what
// is reserved in it, the race before its second entrant (which is stopped
// and joined before the race goes, however the solve ends).
class CalculationSolver::Run {
 public:
  Run(CalculationSolver& solver, const calculation::Deal& deal, const calculation::State& start);
  // Decides the position, or runs out of a budget.
  void decide();
  // The outcome of decide(), its winning line after `prefix`, replayed.
  CalculationOutcome outcome(const calculation::MoveList& prefix);

 private:
  solver::Limits budget(std::uint64_t nodes, bool& capped) const;
  void now_running(const char* rule) const;
  bool search_slice(std::uint64_t nodes);
  const calculation::SatModel* build_model(std::optional<solver::MemoryReservation>& reserved,
                                           std::optional<calculation::SatModel>& model);
  void start_helper();
  void sat_turn();
  solver::SatResult solve_model(const calculation::SatModel& model,
                                std::optional<solver::SatProof>& traced);
  bool beam_turn(std::size_t phase);

  // The solver's settings and table.
  const calculation::Variant& variant_;
  const calculation::Pruning& pruning_;
  const solver::Limits& limits_;
  solver::TranspositionTable<calculation::Key>& table_;
  const int sat_threads_;
  const bool certify_;

  const calculation::Deal& deal_;
  const calculation::State& start_;
  const Clock::time_point started_ = Clock::now();
  calculation::Game game_;
  solver::DepthFirstSearch<calculation::Game> search_;
  solver::SearchStats stats_;
  const bool sat_;
  const calculation::SatModel::Options sat_options_;
  const bool sliced_;  // the exhaustive search runs in slices (either rule needs them)
  // --max-memory covers rule sat: the table (as large as the slices before
  // the model can make it), each model (reserved before it is built), the
  // SAT solvers and the clauses they share. What does not fit is
  // "unknown (memory)".
  solver::MemoryAccount memory_;
  solver::MemoryReservation table_memory_{&memory_};

  solver::SearchResult<calculation::Game> result_;
  bool beam_won_ = false, by_sat_ = false;
  calculation::MoveList sat_line_;
  std::size_t sat_chain_clauses_ = 0;  // rule chains: the clauses of the model that decided
  std::string proof_;
  std::optional<Certificate> certificate_;

  solver::SatRace race_{/*one_formula=*/true};
  SatEntrant helper_;
};

CalculationSolver::Run::Run(CalculationSolver& solver, const calculation::Deal& deal,
                            const calculation::State& start)
    : variant_(solver.variant_),
      pruning_(solver.pruning_),
      limits_(solver.limits_),
      table_(solver.table_),
      sat_threads_(solver.sat_threads_),
      certify_(solver.certify_),
      deal_(deal),
      start_(start),
      game_(deal, variant_, pruning_),
      search_(game_, table_, limits_, solver.options_),
      sat_(pruning_.enabled(calculation::Rule::kSat) && !variant_.expert),
      sat_options_{.chains = pruning_.enabled(calculation::Rule::kChains)},
      sliced_(pruning_.enabled(calculation::Rule::kBeam) || sat_),
      memory_(limits_.max_memory_mib << 20) {
  table_.clear();
  if (sat_) {
    const std::size_t slot_bytes = table_.bytes() / std::max<std::size_t>(1, table_.capacity());
    table_memory_.resize(std::min(
        memory_.budget(), std::max(table_.bytes(), slot_bytes * 8 * (sat_slice(variant_) + 1))));
  }
  race_.set_memory(&memory_);
}

// The budgets left for a run, capped at `nodes` (0: no cap); capped says
// whether the cap, not the caller's budget, is the binding one.
solver::Limits CalculationSolver::Run::budget(std::uint64_t nodes, bool& capped) const {
  solver::Limits run = limits_;
  const std::uint64_t left = limits_.max_nodes
                                 ? limits_.max_nodes - std::min(limits_.max_nodes, stats_.nodes)
                                 : UINT64_MAX;
  capped = nodes != 0 && nodes < left;
  run.max_nodes = capped ? nodes : limits_.max_nodes ? std::max<std::uint64_t>(left, 1) : 0;
  if (limits_.max_seconds > 0) {
    run.max_seconds =
        limits_.max_seconds - std::chrono::duration<double>(Clock::now() - started_).count();
    if (run.max_seconds <= 0) run.max_seconds = 1e-9;
  }
  return run;
}

// What runs now, for a progress display (solver/progress.h).
void CalculationSolver::Run::now_running(const char* rule) const {
  if (limits_.progress) limits_.progress->rule.store(rule, std::memory_order_relaxed);
}

// Searches until `nodes` more are spent (or a budget runs out); true if
// that decided the deal.
bool CalculationSolver::Run::search_slice(std::uint64_t nodes) {
  now_running("search");
  bool capped = false;
  search_.set_limits(budget(nodes, capped));
  result_ = search_.run(start_);
  stats_ += result_.stats;
  return result_.verdict != solver::Verdict::kUnknown || !capped ||
         result_.stopped_by != StopReason::kNodes;
}

// A model of the start position, reserved first; nullptr when it does not
// fit. Both entrants solve the same formula (the model of `start`, built
// the same way whoever builds it), so they share learned clauses.
const calculation::SatModel* CalculationSolver::Run::build_model(
    std::optional<solver::MemoryReservation>& reserved,
    std::optional<calculation::SatModel>& model) {
  reserved.emplace(&memory_);
  if (!reserved->resize(
          calculation::SatModel::estimated_bytes(deal_, variant_, start_, sat_options_)))
    return nullptr;
  model.emplace(deal_, variant_, start_, sat_options_);
  reserved->resize(model->bytes());  // smaller than the estimate: gives back the rest
  return &*model;
}

// --deal-threads 2: a second thread solves the model at once, deciding
// true first, while this one searches its slice and then solves it
// deciding false first; the first answer stops the other.
// The second entrant starts now, beside the search's slice, but its
// conflicts are counted after the slice's nodes: its node budget leaves
// room for the whole slice, so that the two together keep to the
// caller's (with nothing left after the slice it does not start).
void CalculationSolver::Run::start_helper() {
  bool capped = false;
  solver::Limits whole = budget(0, capped);
  const std::uint64_t slice_nodes = sat_slice(variant_);
  const bool helper_room = !limits_.max_nodes || whole.max_nodes > slice_nodes;
  if (limits_.max_nodes && helper_room) whole.max_nodes -= slice_nodes;
  if (!sat_ || sat_threads_ <= 1 || !helper_room) return;
  helper_.start(
      [this, whole] {
        if (!build_model(helper_.model_memory, helper_.model)) {
          helper_.result.stopped_by = StopReason::kMemory;
          return;
        }
        helper_.model_ready.store(true, std::memory_order_release);
        helper_.result = race_.run(1, helper_.model->variables(), helper_.model->literals(), whole,
                                   {.true_first = true});
      },
      race_);
}

void CalculationSolver::Run::decide() {
  start_helper();
  bool decided = false;
  for (std::size_t phase = 0; sliced_ && phase < kSchedule.size() && !decided; ++phase) {
    const std::uint64_t slice = sat_ ? sat_slice(variant_) : kSchedule[phase].exhaustive_nodes;
    if (sat_ && kSatProbe < slice) {
      // Rule sat's probe (calculation_solve.h): the rest of the slice only
      // for a deal whose search has come near a playable plan.
      decided =
          search_slice(kSatProbe) || (game_.lowest_plan_cost() < kSatProbeCost &&
                                      search_slice(slice - std::min(slice - 1, stats_.nodes)));
    } else {
      decided = search_slice(slice);
    }
    if (decided) break;
    if (sat_) {
      sat_turn();
      decided = true;
      break;
    }
    decided = beam_turn(phase);
  }
  race_.stop();  // decided (or the beams' turn): the second entrant is not needed
  helper_.finish();
  if (!decided) {
    now_running("search");
    bool capped = false;
    search_.set_limits(budget(0, capped));
    result_ = search_.run(start_);
    stats_ += result_.stats;
  }
  // --certify, a loss the search proved before rule sat's turn (a slice's
  // search, W=1 mostly): the start position's model, solved alone writing
  // its proof, certifies it as well.
  if (certify_ && sat_ && !certificate_ && result_.verdict == solver::Verdict::kUnwinnable) {
    now_running("sat");
    certificate_ = certify_loss(calculation::SatModel(deal_, variant_, start_, sat_options_),
                                nullptr, limits_.stop, memory_);
  }
  result_.stats = stats_;
  result_.seconds = std::chrono::duration<double>(Clock::now() - started_).count();
}

// Rule "sat": the model decides with whatever budget is left.
// The same formula as the second entrant's: read its model when it is
// built (both only read it from then on), else build one.
void CalculationSolver::Run::sat_turn() {
  std::optional<solver::MemoryReservation> own_memory;
  std::optional<calculation::SatModel> own;
  std::optional<solver::SatProof> traced;  // --certify, one thread
  const calculation::SatModel* mine_of = nullptr;
  solver::SatResult mine;
  if (race_.winner() < 0) {
    if (helper_.model_ready.load(std::memory_order_acquire)) {
      mine_of = &*helper_.model;
    } else {
      mine_of = build_model(own_memory, own);
    }
  }
  if (race_.winner() < 0 && !mine_of) {
    mine.stopped_by = StopReason::kMemory;
  } else if (race_.winner() < 0) {
    mine = solve_model(*mine_of, traced);
  }
  helper_.finish();
  const bool helper_won = race_.winner() == 1;
  // (A definite answer comes from an entrant that built its model.)
  const calculation::SatModel* model_of = helper_won ? &*helper_.model : mine_of;
  if (model_of) sat_chain_clauses_ = model_of->chain_clauses();
  const solver::SatResult& r = helper_won ? helper_.result : mine;
  stats_.nodes += r.conflicts;
  by_sat_ = r.answer != solver::SatResult::Answer::kUnknown;
  result_ = {};
  result_.stopped_by = r.stopped_by;
  if (r.answer == solver::SatResult::Answer::kSatisfiable) {
    result_.verdict = solver::Verdict::kWinnable;
    sat_line_ = model_of->decode([&](int v) { return r.model[static_cast<std::size_t>(v)]; });
  } else if (r.answer == solver::SatResult::Answer::kUnsatisfiable) {
    result_.verdict = solver::Verdict::kUnwinnable;
    proof_ = sat_loss_text(*model_of, r, stats_.nodes - r.conflicts);
    if (certify_)
      certificate_ = certify_loss(*model_of, traced ? &*traced : nullptr, limits_.stop, memory_);
  }
}

// This thread's entrant: solves `model` with the budget left, in the race,
// or alone writing its proof into `traced` (--certify, one thread).
solver::SatResult CalculationSolver::Run::solve_model(const calculation::SatModel& model,
                                                      std::optional<solver::SatProof>& traced) {
  // Alone, the solver diversifies (SatStyle) and first decides as the
  // planner player's game from the start does (calculation_solve.h);
  // in a race the two styles do.
  std::vector<int> phases;
  if (sat_threads_ == 1)
    phases = model.line_phases(
        calculation::play_from(deal_, variant_, start_, calculation::Strategy::kPlanner));
  now_running("sat");
  const solver::SatStyle style{.diversify = sat_threads_ == 1, .first_phases = phases};
  bool capped = false;
  if (certify_ && sat_threads_ == 1) {
    // The same solve, alone, writing its proof (no exchange: with one
    // thread nobody else publishes, so the path is the race's).
    traced.emplace();
    return solver::solve_formula(model.variables(), model.literals(), budget(0, capped), style,
                                 nullptr, nullptr, 0, &*traced, &memory_);
  }
  return race_.run(0, model.variables(), model.literals(), budget(0, capped), style);
}

// Rule "beam": the beam of `phase`; true if that decided the deal (a win,
// or a budget of the caller's ran out).
bool CalculationSolver::Run::beam_turn(std::size_t phase) {
  // The beam may use what the table leaves of the memory budget now (the
  // table grows again only after the beam has given its memory back).
  const std::size_t budget_bytes = limits_.max_memory_mib << 20;
  now_running("beam");
  bool capped = false;
  solver::BeamSearch<calculation::Game> beam(game_, budget(0, capped), &table_,
                                             budget_bytes - std::min(budget_bytes, table_.bytes()));
  result_ = beam.run(start_, kSchedule[phase].beam_width);
  stats_ += result_.stats;
  // A beam that ran out of its memory is over; the search goes on.
  const StopReason beam_stop = result_.stopped_by;
  if (beam_stop == StopReason::kMemory) result_.stopped_by = StopReason::kNone;
  beam_won_ = result_.verdict == solver::Verdict::kWinnable;
  return beam_won_ || (beam_stop != StopReason::kNone && beam_stop != StopReason::kMemory);
}

CalculationOutcome CalculationSolver::Run::outcome(const calculation::MoveList& prefix) {
  CalculationOutcome out;
  out.verdict = result_.verdict;
  out.stats = result_.stats;
  out.seconds = result_.seconds;
  out.stopped_by = result_.stopped_by;
  out.rules = game_.rule_counts();
  out.proof = proof_;
  out.certificate = std::move(certificate_);
  if (beam_won_) out.rules.add(calculation::Rule::kBeam);
  if (by_sat_) out.rules.add(calculation::Rule::kSat);
  if (by_sat_) out.rules.add(calculation::Rule::kChains, sat_chain_clauses_);
  if (result_.verdict == solver::Verdict::kWinnable) {
    out.moves = prefix;
    const calculation::MoveList line =
        by_sat_ ? sat_line_ : game_.moves_of(result_.line, result_.finish);
    out.moves.insert(out.moves.end(), line.begin(), line.end());
    const auto check = calculation::replay(deal_, variant_, out.moves);
    if (check.status != calculation::ReplayResult::Status::kWon)
      throw InternalError("the solver's line fails its replay at move " +
                          std::to_string(check.move) + ": " +
                          (check.why.empty() ? "it does not win" : check.why));
  }
  return out;
}

CalculationSolver::CalculationSolver(const calculation::Variant& variant,
                                     const calculation::Pruning& pruning,
                                     const solver::Limits& limits, solver::SearchOptions options)
    : variant_(variant),
      pruning_(pruning),
      limits_(limits),
      options_(std::move(options)),
      table_(limits.max_memory_mib << 20) {}

CalculationOutcome CalculationSolver::solve(const calculation::Deal& deal) {
  return solve_from(deal, calculation::initial_state(variant_), {});
}

CalculationOutcome CalculationSolver::solve_from(const calculation::Deal& deal,
                                                 const calculation::State& start,
                                                 const calculation::MoveList& prefix) {
  Run run(*this, deal, start);
  run.decide();
  return run.outcome(prefix);
}

}  // namespace reckon::strategies
