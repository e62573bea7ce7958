#include "api/solve_run.h"

#include "api/request_parts.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "core/json.h"
#include "jobs/common/calculation_family.h"

namespace reckon::api {
namespace {

template <std::size_t N, class On>
std::vector<std::pair<std::string, bool>> rules_on(const std::array<std::string_view, N>& names,
                                                   const On& on) {
  std::vector<std::pair<std::string, bool>> out;
  for (std::size_t r = 0; r < N; ++r) out.emplace_back(std::string(names[r]), on[r]);
  return out;
}

template <std::size_t N, class Fired>
std::vector<RuleCount> rule_counts(const std::array<std::string_view, N>& names,
                                   const Fired& fired) {
  std::vector<RuleCount> out;
  for (std::size_t r = 0; r < N; ++r) out.push_back({std::string(names[r]), fired[r]});
  return out;
}

void run_calculation(SolveRun& run, solver::Progress* progress) {
  const SolveRequest& req = run.request;
  run.variant = calculation_variant(req.game, req.variant);
  const calculation::Pruning pruning =
      pruning_of<calculation::Pruning>(req.game, req.rules_off, calculation::kRuleNames);
  run.rules = rules_on(calculation::kRuleNames, pruning.on);
  if (req.deal_threads != 1 && req.deal_threads != 2)
    throw InputError("--deal-threads " + std::to_string(req.deal_threads) + ": expected 1 or 2");
  const calculation::Deal deal = jobs::load_deal(source_of(req.deal), run.variant, &run.source);
  solver::Limits limits = run.limits;
  limits.progress = progress;
  strategies::CalculationSolver solver(run.variant, pruning, limits);
  solver.set_sat_threads(req.deal_threads);
  solver.set_certify(req.certify);
  run.calculation = solver.solve(deal);
}

void run_fourteen(SolveRun& run, solver::Progress* progress) {
  const SolveRequest& req = run.request;
  if (req.deal_threads != 1)
    throw InputError("--deal-threads: Fourteen Out searches a deal on one thread");
  const fourteen::Pruning pruning =
      pruning_of<fourteen::Pruning>(req.game, req.rules_off, fourteen::kRuleNames);
  run.rules = rules_on(fourteen::kRuleNames, pruning.on);
  const fourteen::Deal deal = jobs::load_fourteen_deal(source_of(req.deal), &run.source);
  solver::Limits limits = run.limits;
  limits.progress = progress;
  strategies::FourteenSolver solver(pruning, limits);
  run.fourteen = solver.solve(deal);
  if (run.certify_loss()) run.closure = fourteen::certify_loss(deal);
}

// The members both games write alike: the options and the verdict.
template <class Outcome>
void write_head(json::Writer& w, const SolveRun& run, const Outcome& o) {
  w.key("options").begin_object();
  if (run.fourteen) w.member("search", "depth-first");
  w.member("max_nodes", run.limits.max_nodes).key("max_seconds").value(run.limits.max_seconds, 3);
  w.member("max_memory_mib", static_cast<std::uint64_t>(run.limits.max_memory_mib));
  w.key("rules").begin_object();
  for (const auto& [rule, on] : run.rules) w.member(rule, on);
  w.end_object().end_object();
  w.member("verdict", name_of(o.verdict));
  w.member("nodes", o.stats.nodes).key("seconds").value(o.seconds, 6);
}

template <class Fired>
void write_rules_fired(json::Writer& w, const SolveRun& run, const Fired& fired) {
  w.key("rules_fired").begin_object();
  for (std::size_t r = 0; r < run.rules.size(); ++r) w.member(run.rules[r].first, fired[r]);
  w.end_object();
}

void write_calculation(json::Writer& w, const SolveRun& run) {
  const strategies::CalculationOutcome& o = *run.calculation;
  jobs::write_variant_json(w, run.variant);
  write_head(w, run, o);
  if (o.verdict == solver::Verdict::kUnknown) w.member("stopped_by", name_of(o.stopped_by));
  if (!o.proof.empty()) w.member("proof", o.proof);
  if (run.certify_loss()) {
    w.key("certificate").begin_object();
    if (o.certificate) {
      const strategies::Certificate& c = *o.certificate;
      w.member("checked", c.checked).member("format", "drat").member("lemmas", c.lemmas);
      w.member("deletions", c.deletions).member("lemmas_checked", c.used).member("bytes", c.bytes);
      w.key("seconds").value(c.check_seconds, 6);
      if (c.resolve_seconds > 0) w.key("proof_seconds").value(c.resolve_seconds, 6);
      if (!c.checked) w.member("why", "stopped before the proof was written");
    } else {
      w.member("checked", false).member("why", kNoCertificate);
    }
    w.end_object();
  }
  jobs::write_moves_json(w, o.moves, run.variant);
  w.member("notation", jobs::line_notation(o.moves, run.variant));
  w.key("stats").begin_object();
  w.member("table_hits", o.stats.table_hits).member("proven_lost", o.stats.proven_lost);
  w.member("rounds", o.stats.rounds);
  write_rules_fired(w, run, o.rules.fired);
  w.end_object();
}

void write_fourteen(json::Writer& w, const SolveRun& run) {
  const strategies::FourteenOutcome& o = *run.fourteen;
  write_head(w, run, o);
  if (run.closure) {
    const fourteen::CheckedClosure& c = *run.closure;
    w.key("certificate").begin_object().member("checked", true).member("format", "closure");
    w.member("positions", c.positions).member("bytes", c.certificate.size());
    w.key("seconds").value(c.seconds, 6).end_object();
  }
  if (o.verdict == solver::Verdict::kUnknown) w.member("stopped_by", name_of(o.stopped_by));
  w.key("moves").begin_array();
  for (const auto& m : o.moves) fourteen::write_move_json(w, m);
  w.end_array();
  std::string notation;
  for (const auto& m : o.moves)
    notation += (notation.empty() ? "" : " ") + fourteen::move_notation(m);
  w.member("notation", notation);
  w.key("stats").begin_object();
  w.member("table_hits", o.stats.table_hits).member("proven_lost", o.stats.proven_lost);
  w.member("decided_by", o.mirrored ? "mirror" : "deal");
  w.member("max_depth", o.stats.max_depth);
  write_rules_fired(w, run, o.rules.fired);
  w.end_object();
}

}  // namespace

Verdict SolveRun::verdict() const {
  if (calculation) return calculation->verdict;
  if (fourteen) return fourteen->verdict;
  return Verdict::kUnknown;
}

SolveRun run_solve(const SolveRequest& request, solver::Progress* progress) {
  SolveRun run;
  run.request = request;
  run.limits = limits_of(request.budget);
  run.limits.stop = request.stop;
  if (request.game == Game::kFourteen)
    run_fourteen(run, progress);
  else
    run_calculation(run, progress);
  return run;
}

SolveResult solve_result(const SolveRun& run) {
  SolveResult r;
  r.verdict = run.verdict();
  if (run.calculation) {
    const strategies::CalculationOutcome& o = *run.calculation;
    if (o.verdict == solver::Verdict::kUnknown) r.stopped_by = o.stopped_by;
    for (const auto& m : o.moves) r.moves.push_back(calculation::move_notation(m, run.variant));
    r.nodes = o.stats.nodes;
    r.seconds = o.seconds;
    r.proof = o.proof;
    if (o.certificate) {
      const strategies::Certificate& c = *o.certificate;
      r.certificate =
          Certificate{c.checked, c.lemmas, c.deletions, c.used, c.bytes, c.check_seconds};
    }
    r.positions_proven_lost = o.stats.proven_lost;
    r.table_hits = o.stats.table_hits;
    r.rules_fired = rule_counts(calculation::kRuleNames, o.rules.fired);
  } else if (run.fourteen) {
    const strategies::FourteenOutcome& o = *run.fourteen;
    if (o.verdict == solver::Verdict::kUnknown) r.stopped_by = o.stopped_by;
    for (const auto& m : o.moves) r.moves.push_back(fourteen::move_notation(m));
    r.nodes = o.stats.nodes;
    r.seconds = o.seconds;
    r.proved_on_mirror = o.mirrored;
    if (run.closure) {
      Certificate cert;
      cert.checked = true;
      cert.format = "closure";
      cert.positions = run.closure->positions;
      cert.bytes = run.closure->certificate.size();
      cert.check_seconds = run.closure->seconds;
      r.certificate = cert;
    }
    r.positions_proven_lost = o.stats.proven_lost;
    r.table_hits = o.stats.table_hits;
    r.rules_fired = rule_counts(fourteen::kRuleNames, o.rules.fired);
  }
  return r;
}

std::string solve_json(const SolveRun& run) {
  json::Writer w;
  w.begin_object().member("game", name_of(run.request.game));
  jobs::write_source_json(w, run.source);
  if (run.calculation) write_calculation(w, run);
  if (run.fourteen) write_fourteen(w, run);
  w.end_object();
  return w.str();
}

}  // namespace reckon::api
