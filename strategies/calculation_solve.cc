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

}  // namespace

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
  using Clock = std::chrono::steady_clock;
  const auto started = Clock::now();
  calculation::Game game(deal, variant_, pruning_);
  table_.clear();
  solver::DepthFirstSearch<calculation::Game> search(game, table_, limits_, options_);
  solver::SearchStats stats;
  // The budgets left for a run, capped at `nodes` (0: no cap); capped says
  // whether the cap, not the caller's budget, is the binding one.
  const auto budget = [&](std::uint64_t nodes, bool& capped) {
    solver::Limits run = limits_;
    const std::uint64_t left = limits_.max_nodes
                                   ? limits_.max_nodes - std::min(limits_.max_nodes, stats.nodes)
                                   : UINT64_MAX;
    capped = nodes != 0 && nodes < left;
    run.max_nodes = capped ? nodes : limits_.max_nodes ? std::max<std::uint64_t>(left, 1) : 0;
    if (limits_.max_seconds > 0) {
      run.max_seconds =
          limits_.max_seconds - std::chrono::duration<double>(Clock::now() - started).count();
      if (run.max_seconds <= 0) run.max_seconds = 1e-9;
    }
    return run;
  };
  const bool sat = pruning_.enabled(calculation::Rule::kSat) && !variant_.expert;
  const calculation::SatModel::Options sat_options{
      .chains = pruning_.enabled(calculation::Rule::kChains)};
  std::size_t sat_chain_clauses = 0;  // rule chains: the clauses of the model that decided
  // The exhaustive search runs in slices when either rule needs them.
  const bool sliced = pruning_.enabled(calculation::Rule::kBeam) || sat;
  // --max-memory covers rule sat: the table (as large as the slices before
  // the model can make it), each model (reserved before it is built), the
  // SAT solvers and the clauses they share. What does not fit is
  // "unknown (memory)".
  solver::MemoryAccount memory(limits_.max_memory_mib << 20);
  solver::MemoryReservation table_memory(&memory);
  if (sat) {
    const std::size_t slot_bytes = table_.bytes() / std::max<std::size_t>(1, table_.capacity());
    table_memory.resize(std::min(
        memory.budget(), std::max(table_.bytes(), slot_bytes * 8 * (sat_slice(variant_) + 1))));
  }
  solver::SearchResult<calculation::Game> result;
  bool decided = false, beam_won = false, by_sat = false;
  calculation::MoveList sat_line;
  std::string proof;
  std::optional<Certificate> certificate;
  // --certify: the proof of the model's unsatisfiability, written by this
  // solve (traced) or by a solve alone now, checked.
  const auto certify = [&](const calculation::SatModel& model, solver::SatProof* traced) {
    Certificate c;
    std::string bytes;
    if (traced) {
      bytes = std::move(traced->bytes);
    } else {
      solver::Limits alone;  // the formula is known unsatisfiable: no budget but a stop
      alone.stop = limits_.stop;
      solver::SatProof own_proof;
      const auto r =
          solver::solve_formula(model.variables(), model.literals(), alone, {.diversify = true},
                                nullptr, nullptr, 0, &own_proof, &memory);
      bytes = std::move(own_proof.bytes);
      c.resolve_seconds = r.seconds;
      if (r.answer == solver::SatResult::Answer::kSatisfiable)
        throw InternalError("rule sat: the model of a lost position is satisfiable when solved alone");
      if (r.answer == solver::SatResult::Answer::kUnknown) return c;  // stopped: not checked
    }
    const auto check = solver::check_drat(model.variables(), model.literals(), bytes, solver::DratFormat::kBinary);
    if (!check.valid) throw InternalError("rule sat: the DRAT proof of the loss fails its check: " + check.why);
    c.checked = true;
    c.lemmas = check.lemmas;
    c.deletions = check.deletions;
    c.used = check.checked;
    c.bytes = bytes.size();
    c.check_seconds = check.seconds;
    c.proof = std::move(bytes);
    return c;
  };
  // --deal-threads 2: a second thread solves the model at once, deciding
  // true first, while this one searches its slice and then solves it
  // deciding false first; the first answer stops the other.
  // Both entrants solve the same formula (the model of `start`, built the
  // same way whoever builds it), so they share learned clauses.
  // A model of `start`, reserved first; nullptr when it does not fit.
  const auto build_model =
      [&](std::optional<solver::MemoryReservation>& reserved,
          std::optional<calculation::SatModel>& model) -> const calculation::SatModel* {
    reserved.emplace(&memory);
    if (!reserved->resize(
            calculation::SatModel::estimated_bytes(deal, variant_, start, sat_options)))
      return nullptr;
    model.emplace(deal, variant_, start, sat_options);
    reserved->resize(model->bytes());  // smaller than the estimate: gives back the rest
    return &*model;
  };
  solver::SatRace race(/*one_formula=*/true);
  race.set_memory(&memory);
  SatEntrant helper;
  // The second entrant starts now, beside the search's slice, but its
  // conflicts are counted after the slice's nodes: its node budget leaves
  // room for the whole slice, so that the two together keep to the
  // caller's (with nothing left after the slice it does not start).
  bool capped = false;
  solver::Limits whole = budget(0, capped);
  const std::uint64_t slice_nodes = sat_slice(variant_);
  const bool helper_room = !limits_.max_nodes || whole.max_nodes > slice_nodes;
  if (limits_.max_nodes && helper_room) whole.max_nodes -= slice_nodes;
  if (sat && sat_threads_ > 1 && helper_room) {
    helper.start(
        [&, whole] {
          if (!build_model(helper.model_memory, helper.model)) {
            helper.result.stopped_by = "memory";
            return;
          }
          helper.model_ready.store(true, std::memory_order_release);
          helper.result = race.run(1, helper.model->variables(), helper.model->literals(), whole,
                                   {.true_first = true});
        },
        race);
  }
  // Searches until `nodes` more are spent (or a budget runs out); true if
  // that decided the deal.
  // What runs now, for a progress display (solver/progress.h).
  const auto now_running = [this](const char* rule) {
    if (limits_.progress) limits_.progress->rule.store(rule, std::memory_order_relaxed);
  };
  const auto search_slice = [&](std::uint64_t nodes) {
    now_running("search");
    bool capped = false;
    search.set_limits(budget(nodes, capped));
    result = search.run(start);
    stats += result.stats;
    return result.verdict != solver::Verdict::kUnknown || !capped ||
           std::string(result.stopped_by) != "nodes";
  };
  for (std::size_t phase = 0; sliced && phase < kSchedule.size() && !decided; ++phase) {
    bool capped = false;
    const std::uint64_t slice = sat ? sat_slice(variant_) : kSchedule[phase].exhaustive_nodes;
    if (sat && kSatProbe < slice) {
      // Rule sat's probe (calculation_solve.h): the rest of the slice only
      // for a deal whose search has come near a playable plan.
      decided = search_slice(kSatProbe) || (game.lowest_plan_cost() < kSatProbeCost &&
                                            search_slice(slice - std::min(slice - 1, stats.nodes)));
    } else {
      decided = search_slice(slice);
    }
    if (decided) break;
    if (sat) {
      // Rule "sat": the model decides with whatever budget is left.
      // The same formula as the second entrant's: read its model when it is
      // built (both only read it from then on), else build one.
      std::optional<solver::MemoryReservation> own_memory;
      std::optional<calculation::SatModel> own;
      std::optional<solver::SatProof> traced;  // --certify, one thread
      const calculation::SatModel* mine_of = nullptr;
      solver::SatResult mine;
      if (race.winner() < 0) {
        if (helper.model_ready.load(std::memory_order_acquire)) {
          mine_of = &*helper.model;
        } else {
          mine_of = build_model(own_memory, own);
        }
      }
      if (race.winner() < 0 && !mine_of) {
        mine.stopped_by = "memory";
      } else if (race.winner() < 0) {
        // Alone, the solver diversifies (SatStyle) and first decides as the
        // planner player's game from the start does (calculation_solve.h);
        // in a race the two styles do.
        std::vector<int> phases;
        if (sat_threads_ == 1)
          phases = mine_of->line_phases(
              calculation::play_from(deal, variant_, start, calculation::Strategy::kPlanner));
        now_running("sat");
        const solver::SatStyle style{.diversify = sat_threads_ == 1, .first_phases = phases};
        if (certify_ && sat_threads_ == 1) {
          // The same solve, alone, writing its proof (no exchange: with one
          // thread nobody else publishes, so the path is the race's).
          traced.emplace();
          mine = solver::solve_formula(mine_of->variables(), mine_of->literals(), budget(0, capped),
                                       style, nullptr, nullptr, 0, &*traced, &memory);
        } else {
          mine = race.run(0, mine_of->variables(), mine_of->literals(), budget(0, capped), style);
        }
      }
      helper.finish();
      const bool helper_won = race.winner() == 1;
      // (A definite answer comes from an entrant that built its model.)
      const calculation::SatModel* model_of = helper_won ? &*helper.model : mine_of;
      if (model_of) sat_chain_clauses = model_of->chain_clauses();
      const solver::SatResult& r = helper_won ? helper.result : mine;
      stats.nodes += r.conflicts;
      decided = true;
      by_sat = r.answer != solver::SatResult::Answer::kUnknown;
      result = {};
      result.stopped_by = r.stopped_by;
      if (r.answer == solver::SatResult::Answer::kSatisfiable) {
        result.verdict = solver::Verdict::kWinnable;
        sat_line = model_of->decode([&](int v) { return r.model[static_cast<std::size_t>(v)]; });
      } else if (r.answer == solver::SatResult::Answer::kUnsatisfiable) {
        result.verdict = solver::Verdict::kUnwinnable;
        proof = "the position's satisfiability model (" + std::to_string(model_of->variables()) +
                " variables, " + std::to_string(model_of->clauses()) +
                " clauses) has no solution: CaDiCaL, " + std::to_string(r.conflicts) +
                " conflicts" +
                (r.imported ? " (taking in " + std::to_string(r.imported) +
                                  " clauses the other solver learned)"
                            : "") +
                ", after " + std::to_string(stats.nodes - r.conflicts) + " search nodes";
        if (certify_) certificate = certify(*model_of, traced ? &*traced : nullptr);
      }
      break;
    }
    // The beam may use what the table leaves of the memory budget now (the
    // table grows again only after the beam has given its memory back).
    const std::size_t budget_bytes = limits_.max_memory_mib << 20;
    now_running("beam");
    solver::BeamSearch<calculation::Game> beam(game, budget(0, capped), &table_,
                                               budget_bytes - std::min(budget_bytes, table_.bytes()));
    result = beam.run(start, kSchedule[phase].beam_width);
    stats += result.stats;
    // A beam that ran out of its memory is over; the search goes on.
    const std::string beam_stop = result.stopped_by;
    if (beam_stop == "memory") result.stopped_by = "";
    if (result.verdict == solver::Verdict::kWinnable || (beam_stop != "" && beam_stop != "memory")) {
      decided = true;
      beam_won = result.verdict == solver::Verdict::kWinnable;
    }
  }
  race.stop();  // decided (or the beams' turn): the second entrant is not needed
  helper.finish();
  if (!decided) {
    now_running("search");
    bool capped = false;
    search.set_limits(budget(0, capped));
    result = search.run(start);
    stats += result.stats;
  }
  // --certify, a loss the search proved before rule sat's turn (a slice's
  // search, W=1 mostly): the start position's model, solved alone writing
  // its proof, certifies it as well.
  if (certify_ && sat && !certificate && result.verdict == solver::Verdict::kUnwinnable) {
    now_running("sat");
    certificate = certify(calculation::SatModel(deal, variant_, start, sat_options), nullptr);
  }
  result.stats = stats;
  result.seconds = std::chrono::duration<double>(Clock::now() - started).count();

  CalculationOutcome out;
  out.verdict = result.verdict;
  out.stats = result.stats;
  out.seconds = result.seconds;
  out.stopped_by = result.stopped_by;
  out.rules = game.rule_counts();
  out.proof = proof;
  out.certificate = std::move(certificate);
  if (beam_won) out.rules.add(calculation::Rule::kBeam);
  if (by_sat) out.rules.add(calculation::Rule::kSat);
  if (by_sat) out.rules.add(calculation::Rule::kChains, sat_chain_clauses);
  if (result.verdict == solver::Verdict::kWinnable) {
    out.moves = prefix;
    const calculation::MoveList line = by_sat ? sat_line : game.moves_of(result.line, result.finish);
    out.moves.insert(out.moves.end(), line.begin(), line.end());
    const auto check = calculation::replay(deal, variant_, out.moves);
    if (check.status != calculation::ReplayResult::Status::kWon)
      throw InternalError("the solver's line fails its replay at move " +
                          std::to_string(check.move) + ": " +
                          (check.why.empty() ? "it does not win" : check.why));
  }
  return out;
}

}  // namespace reckon::strategies
