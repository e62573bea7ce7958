// api::construct (reckon/construct.h) on jobs/construction/construct.h.
#include "reckon/construct.h"

#include "api/request_parts.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "jobs/common/calculation_family.h"
#include "jobs/construction/construct.h"
#include "jobs/construction/deal_evaluation.h"

namespace reckon::api {
namespace {

construction::ConstructRequest job_request(const ConstructRequest& req) {
  construction::ConstructRequest r;
  r.game = req.game;
  r.objective = req.objective;
  r.seed = req.seed;
  DealSpec start = req.start;
  if (!start.number && !start.pysol && !start.cards) start.number = req.seed;
  jobs::DealSource labelled;
  if (req.game == Game::kFourteen) {
    if (!req.rules_off.empty())
      throw InputError("--no-" + req.rules_off.front() +
                       ": Fourteen Out's construction searches with every rule on");
    r.start = fourteen::deal_string(jobs::load_fourteen_deal(source_of(start), &labelled));
  } else {
    r.variant = calculation_variant(req.game, req.variant);
    r.start = calculation::deal_string(jobs::load_deal(source_of(start), r.variant, &labelled),
                                       r.variant);
    r.effort_rules =
        pruning_of<calculation::Pruning>(req.game, req.rules_off, calculation::kRuleNames);
  }
  r.start_label = labelled.label;
  r.evaluations = req.evaluations;
  r.batch = req.batch;
  r.reach = req.reach;
  r.threads = req.threads;
  r.max_nodes = req.max_nodes;
  r.fair_games = req.fair_games;
  r.fair = fair_settings_of(req.fair);
  r.tightness = req.tightness;
  r.keep = req.keep;
  r.keep_unwinnable = req.keep_unwinnable;
  r.temperature = req.temperature;
  r.patience = req.patience;
  r.certify = req.certify;
  r.store_path = req.store_path;
  r.stop = req.stop;
  r.on_progress = req.on_progress;
  return r;
}

ConstructedDeal constructed(const construction::FoundDeal& f, bool tightness) {
  ConstructedDeal d;
  d.cards = f.cards;
  d.score = f.score;
  d.verdict = verdict_of(f.verdict);
  d.nodes = f.nodes;
  d.turns = f.turns;
  d.choices = f.choices;
  d.critical = f.critical;
  // The score is the count plus the weighted tightness (deal_evaluation.h).
  if (tightness && f.score >= 0)
    d.tightness = (f.score - f.critical) / construction::kTightnessWeight;
  d.fair_games = f.fair_games;
  d.fair_won = f.fair_won;
  d.evaluation = f.evaluation;
  d.certificate = f.certificate;
  return d;
}

}  // namespace

std::string_view objective_name(Objective objective) { return name_of(objective); }

Objective parse_objective(std::string_view name) {
  if (const auto o = parse_name<Objective>(name)) return *o;
  throw InputError("--objective " + std::string(name) + ": expected " + choices<Objective>());
}

bool parse_tiebreak(std::string_view name) {
  if (name != "none" && name != "tightness")
    throw InputError("--tiebreak " + std::string(name) + ": expected none or tightness");
  return name == "tightness";
}

ConstructResult construct(const ConstructRequest& request) {
  const construction::ConstructRequest job = job_request(request);
  const construction::ConstructResult r = construction::construct(job);
  ConstructResult out;
  out.game = request.game;
  if (request.game == Game::kFourteen) {
    out.setting = "the standard layout";
  } else {
    out.variant = api_variant(job.variant);
    out.setting = jobs::describe_variant(job.variant);
  }
  out.objective = job.objective;
  out.seed = job.seed;
  out.start = job.start_label;
  if (job.objective == Objective::kFair) {
    const players::FairSettings f = players::resolved(job.fair, job.variant);
    out.fair_games = job.fair_games;
    out.fair = {.seed = 0,
                .samples = f.samples,
                .exact_below = f.exact_below,
                .optimal_below = f.optimal_below};
  }
  out.tightness = job.tightness;
  out.evaluations = r.evaluations;
  out.resumed_from = r.resumed_from;
  out.seconds = r.seconds;
  out.interrupted = r.interrupted;
  out.unwinnable_met = r.unwinnable_met;
  for (const construction::FoundDeal& f : r.best) out.best.push_back(constructed(f, job.tightness));
  for (const construction::FoundDeal& f : r.unwinnable)
    out.unwinnable.push_back(constructed(f, job.tightness));
  out.curve = r.curve;
  return out;
}

}  // namespace reckon::api
