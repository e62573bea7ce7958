// api::curate (reckon/curate.h) on jobs/curation/curate.h.
#include "reckon/curate.h"

#include "reckon/reckon.h"
#include "api/request_parts.h"
#include "core/json.h"
#include "jobs/curation/curate.h"

namespace reckon::api {
namespace {

constexpr Tier kTiers[] = {Tier::kEasy, Tier::kMedium, Tier::kHard, Tier::kExpert};

Tier tier_of(curation::Tier t) { return kTiers[static_cast<int>(t)]; }
curation::Tier job_tier(Tier t) { return static_cast<curation::Tier>(static_cast<int>(t)); }

Verdict verdict_named(const std::string& name) {
  return name == "winnable"     ? Verdict::kWinnable
         : name == "unwinnable" ? Verdict::kUnwinnable
                                : Verdict::kUnknown;
}

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
  r.tier = job_tier(req.tier);
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
  d.verdict = verdict_named(l.row.verdict);
  d.figures = l.row.extra;
  d.reason = l.reason;
  for (const auto& [name, value] : l.row.extra) {
    if (name == "score") d.score = std::stod(value);
    if (name != "tier") continue;
    const std::string t = std::string(json::parse(value).as_string());
    for (const Tier x : kTiers)
      if (tier_name(x) == t) d.tier = x;
  }
  return d;
}

}  // namespace

static_assert(static_cast<int>(CurateList::kWinnable) ==
              static_cast<int>(curation::CurateList::kWinnable));
static_assert(static_cast<int>(Tier::kExpert) == static_cast<int>(curation::Tier::kExpert));
static_assert(kCurateDefaultSeconds == curation::kCurateDefaultSeconds);

std::string_view tier_name(Tier tier) { return curation::tier_name(job_tier(tier)); }

Tier parse_tier(std::string_view name) {
  for (const Tier t : kTiers)
    if (tier_name(t) == name) return t;
  throw InputError("--tier " + std::string(name) + ": easy, medium, hard or expert");
}

CurateResult curate(const CurateRequest& request) {
  const curation::CurateResult r = curation::curate(job_request(request));
  CurateResult out;
  out.interrupted = r.stop != curation::CurateResult::Stop::kFinished;
  out.list = r.what;
  out.deal_list = r.deal_list;
  out.variant = r.variant;
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
    TierCalibration t{tier_of(m.tier), m.deals, m.share, {}, m.nodes};
    for (std::size_t c = 0; c < r.columns.size(); ++c)
      t.means.push_back({r.columns[c].header, m.columns[c]});
    out.calibration.push_back(std::move(t));
  }
  return out;
}

}  // namespace reckon::api
