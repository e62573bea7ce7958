// api::curate (reckon/curate.h) on jobs/curation/curate.h.
#include "reckon/curate.h"

#include "reckon/reckon.h"
#include "api/request_parts.h"
#include "core/json.h"
#include "jobs/curation/curate.h"

namespace reckon::api {
namespace {

curation::CurateRequest job_request(const CurateRequest& req) {
  curation::CurateRequest r;
  r.game = req.game;
  if (req.game == Game::kFourteen) {
    r.fourteen_pruning =
        pruning_of<fourteen::Pruning>(req.game, req.rules_off, fourteen::kRuleNames);
  } else {
    r.variant = calculation_variant(req.game, req.variant);
    r.pruning = pruning_of<calculation::Pruning>(req.game, req.rules_off, calculation::kRuleNames);
  }
  r.deals = req.deals;
  r.list = static_cast<curation::CurateList>(static_cast<int>(req.list));
  r.count = req.count;
  r.candidates = req.candidates;
  r.tier = req.tier;
  if (req.budget) {
    r.limits = limits_of(*req.budget);
  } else {
    r.limits.max_seconds = kCurateDefaultSeconds;
  }
  r.limits.stop = req.stop;
  r.choice_nodes = req.choice_nodes;
  r.certify = req.certify;
  if (req.threads < 0 || req.threads > 1024)
    throw InputError("--threads " + std::to_string(req.threads) + ": 0 to 1024");
  r.threads = req.threads;
  r.db_path = req.store_path;
  r.progress = req.progress;
  r.on_progress = req.on_progress;
  r.stop = req.stop;
  return r;
}

CuratedDeal curated(const curation::Listed& l) {
  CuratedDeal d;
  d.deal = l.row.deal;
  d.verdict = l.row.outcome == Outcome::kWinnable     ? Verdict::kWinnable
              : l.row.outcome == Outcome::kUnwinnable ? Verdict::kUnwinnable
                                                      : Verdict::kUnknown;
  d.figures = l.row.extra;
  d.reason = l.reason;
  for (const auto& [name, value] : l.row.extra) {
    if (name == "score") d.score = std::stod(value);
    if (name != "tier") continue;
    d.tier = parse_name<Tier>(json::parse(value).as_string());
  }
  return d;
}

}  // namespace

static_assert(static_cast<int>(CurateList::kWinnable) ==
              static_cast<int>(curation::CurateList::kWinnable));
static_assert(kCurateDefaultSeconds == curation::kCurateDefaultSeconds);

std::string_view tier_name(Tier tier) { return name_of(tier); }

Tier parse_tier(std::string_view name) {
  if (const auto tier = parse_name<Tier>(name)) return *tier;
  throw InputError("--tier " + std::string(name) + ": easy, medium, hard or expert");
}

CurateResult curate(const CurateRequest& request) {
  const curation::CurateResult r = curation::curate(job_request(request));
  CurateResult out;
  out.interrupted = r.stop != curation::CurateResult::Stop::kFinished;
  out.game = request.game;
  out.list = r.what;
  out.deal_list = r.deal_list;
  out.setting = r.setting;
  if (r.variant) out.variant = api_variant(*r.variant);
  out.players = r.players;
  out.tiers = r.tiers;
  out.winnable = r.winnable;
  out.unwinnable = r.unwinnable;
  out.unknown = r.unknown;
  out.not_scored = r.unscored;
  out.certified = r.certified;
  for (const curation::Listed& l : r.listed) out.deals.push_back(curated(l));
  out.scores = r.scores;
  for (const curation::TierMeans& m : r.tier_means) {
    TierCalibration t{m.tier, m.deals, m.share, {}, m.nodes};
    for (std::size_t c = 0; c < r.columns.size(); ++c)
      t.means.push_back({r.columns[c].header, m.columns[c]});
    out.calibration.push_back(std::move(t));
  }
  return out;
}

}  // namespace reckon::api
