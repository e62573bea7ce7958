// Curation (curate.h): stage 1 decides and measures every deal (on worker
// threads, resumable from a results store), the game's stage 2 scores the
// candidates of the list asked for, then the list or the calibration table
// is drawn from the rows.
#include "jobs/curation/curate.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <iterator>
#include <memory>
#include <thread>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include "reckon/input_error.h"
#include "jobs/analysis/calculation_analyzer.h"
#include "jobs/analysis/deal_list.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/fourteen_analyzer.h"
#include "jobs/analysis/run.h"
#include "jobs/curation/calculation_curation.h"
#include "jobs/curation/curation.h"
#include "jobs/curation/fourteen_curation.h"

namespace reckon::curation {
namespace {

// A hardest (easiest) list of K deals finishes the scoring of the K x this
// many best candidates of stage 1, unless the request says how many.
constexpr int kCandidatesPerListed = 10;

constexpr Tier kTiers[] = {Tier::kEasy, Tier::kMedium, Tier::kHard, Tier::kExpert};

void check(const CurateRequest& r) {
  if (r.game == GameKind::kFourteen && r.certify)
    throw InputError(
        "--certify is for the Calculation family; Fourteen Out's losses are proved by exhaustive "
        "search");
  if (r.deals.empty()) throw InputError("give the deals to curate from with --deals A-B");
  if ((r.list == CurateList::kHardest || r.list == CurateList::kEasiest) && r.count < 1)
    throw InputError(std::string("--") + (r.list == CurateList::kHardest ? "hardest" : "easiest") +
                     " must be at least 1");
  if (r.list == CurateList::kTier && r.count < 1) throw InputError("--count must be at least 1");
  if (r.list == CurateList::kTier && r.tier == Tier::kConstructed)
    throw InputError(
        "--tier constructed: constructed deals come from reckon construct (data/constructed); "
        "curate --tier lists easy, medium, hard or expert (and --daily draws from either)");
  if (r.candidates != 0 && r.game == GameKind::kFourteen)
    throw InputError(
        "--candidates is for the Calculation family; Fourteen Out scores every deal in one stage");
  if (r.candidates != 0 && r.candidates < r.count &&
      (r.list == CurateList::kHardest || r.list == CurateList::kEasiest))
    throw InputError("--candidates must be at least the list's K (" + std::to_string(r.count) +
                     ")");
}

// The settings a results store records: analyze's for perfect play with
// the budget each deal really had, and the game's curation tag.
analysis::Settings store_settings(const CurateRequest& r, const solver::Limits& limits,
                                  const CurateGame& cg) {
  analysis::Settings s;
  if (r.game == GameKind::kFourteen) {
    analysis::FourteenAnalysis a;
    a.pruning = r.fourteen_pruning;
    a.limits = limits;
    s = analysis::fourteen_settings(a);
  } else {
    analysis::CalculationAnalysis a;
    a.family = r.game == GameKind::kCalculation ? jobs::Family::kCalculation
                                                : jobs::Family::kRechenkuenstler;
    a.variant = r.variant;
    a.pruning = r.pruning;
    a.limits = limits;
    s = analysis::calculation_settings(a);
  }
  s.emplace_back("curate", cg.store_tag);
  return s;
}

// Ties go to the lower deal number: never to search effort, which a
// search change may change.
bool deal_before(const analysis::Row& a, const analysis::Row& b) {
  if (a.deal.size() != b.deal.size()) return a.deal.size() < b.deal.size();  // no leading zeros
  return a.deal < b.deal;
}

// Orders by a figure, largest first (missing: -1).
auto harder(const char* figure) {
  return [n = std::string(figure)](const analysis::Row& a, const analysis::Row& b) {
    const double sa = extra_number(a, n, -1), sb = extra_number(b, n, -1);
    return sa != sb ? sa > sb : deal_before(a, b);
  };
}

// Every win is the solver's line, replayed by the game's replayer before
// it is counted (strategies/).
std::string winnable_reason(const analysis::Row& r) {
  return "winnable: the solver's winning line of " + std::to_string(r.length) +
         " moves replays to a win";
}

bool scored(const analysis::Row& r) { return extra_number(r, "fair_wins", -1) >= 0; }

// How deals that tie on every figure a selection reads are taken: by a
// fixed hash of the deal's name, the same on every machine. Taking them by
// deal number would fill a list's candidates from the start of the range.
std::uint64_t tie_order(const analysis::Row& r) { return XXH64(r.deal.data(), r.deal.size(), 0); }

// Measures rows in place a block at a time, each block kept in the store
// as soon as it is done, so that a stopped or killed run loses one block
// at most.
template <class Measure>
void in_blocks(std::vector<analysis::Row>& rows, std::size_t block, analysis::ResultsStore* store,
               const Measure& measure, const std::function<bool()>& stopped) {
  for (std::size_t at = 0; at < rows.size() && !stopped(); at += block) {
    const auto from = rows.begin() + static_cast<std::ptrdiff_t>(at);
    const auto to = rows.begin() + static_cast<std::ptrdiff_t>(std::min(rows.size(), at + block));
    std::vector<analysis::Row> part(std::make_move_iterator(from), std::make_move_iterator(to));
    measure(part);
    if (store) store->add(part);
    std::move(part.begin(), part.end(), from);
  }
}

// The candidates of a hardest (easiest) list: the `want` winnable deals
// that stage 1 ranks hardest (easiest): by the prescore, then by the game's
// prescore_tie (at W=4 the human-like players lose every game of 71 % of
// the deals, and how far they got tells those apart), then by tie_order.
std::vector<analysis::Row> candidates_of(std::vector<analysis::Row> rows, bool hardest,
                                         std::size_t want, const std::string& tie) {
  std::erase_if(rows, [](const analysis::Row& r) { return extra_number(r, "prescore", -1) < 0; });
  // Each row's key worked out once (the figures are text in Row::extra).
  struct Keyed {
    double prescore, tie;
    std::uint64_t hash;
    std::size_t row;
  };
  std::vector<Keyed> keyed;
  keyed.reserve(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i)
    keyed.push_back({-extra_number(rows[i], "prescore"),
                     tie.empty() ? 0.0 : extra_number(rows[i], tie), tie_order(rows[i]), i});
  std::sort(keyed.begin(), keyed.end(), [hardest](const Keyed& a, const Keyed& b) {
    const auto ka = std::pair(a.prescore, a.tie), kb = std::pair(b.prescore, b.tie);
    if (ka != kb) return hardest ? ka < kb : ka > kb;
    return a.hash < b.hash;
  });
  std::vector<analysis::Row> out;
  for (std::size_t i = 0; i < keyed.size() && i < want; ++i)
    out.push_back(std::move(rows[keyed[i].row]));
  return out;
}

}  // namespace

double extra_number(const analysis::Row& r, const std::string& name, double fallback) {
  for (const auto& [n, v] : r.extra)
    if (n == name) return std::stod(v);
  return fallback;
}

std::string fixed(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

namespace {

// What the stages of one curation share.
struct Curation {
  const CurateRequest& request;
  const CurateGame& game;
  int threads;
  analysis::ResultsStore* store;

  bool stopped() const { return request.stop && request.stop->load(); }
  Tier tier_of(const analysis::Row& r) const {
    return game.tier ? game.tier(r) : tier_at(extra_number(r, "score"), game.thresholds);
  }
};

struct ByOutcome {
  std::vector<analysis::Row> winnable, unwinnable, unknown;
  std::vector<analysis::Row> unscored;  // winnable, a budget left their scoring undecided
};

CurateResult headed(const CurateGame& cg) {
  CurateResult out;
  out.setting = cg.setting;
  out.variant = cg.variant;
  out.players = cg.players;
  out.tiers = cg.tiers;
  out.thresholds = cg.thresholds;
  out.show_nodes = cg.show_nodes;
  out.staged = static_cast<bool>(cg.finish);
  out.profiles = static_cast<bool>(cg.profile);
  out.csv_extras = cg.csv_extras;
  return out;
}

ByOutcome by_outcome(const std::vector<analysis::Row>& rows) {
  ByOutcome b;
  for (const auto& r : rows)
    (analysis::outcome_of(r) == Outcome::kWinnable     ? b.winnable
     : analysis::outcome_of(r) == Outcome::kUnwinnable ? b.unwinnable
                                                       : b.unknown)
        .push_back(r);
  return b;
}

// Stage 2 in deal order, a block at a time, until the tier has its count.
std::vector<analysis::Row> score_until_tier_filled(const Curation& c,
                                                   std::vector<analysis::Row> winnable) {
  const std::size_t k = static_cast<std::size_t>(c.request.count);
  const std::size_t block = static_cast<std::size_t>(16 * c.threads);
  std::vector<analysis::Row> done;
  std::size_t found = 0;
  for (std::size_t at = 0; at < winnable.size() && found < k; at += block) {
    if (c.stopped()) break;
    const auto from = winnable.begin() + static_cast<std::ptrdiff_t>(at);
    std::vector<analysis::Row> part(
        from, from + static_cast<std::ptrdiff_t>(std::min(block, winnable.size() - at)));
    c.game.finish(part, false);
    if (c.store) c.store->add(part);
    for (auto& r : part) {
      if (found < k && scored(r) && c.tier_of(r) == c.request.tier) ++found;
      done.push_back(std::move(r));
    }
  }
  return done;
}

// Stage 2 (staged games): scores the winnable deals the list needs. Deals
// whose scoring a budget left undecided are kept apart: never scored.
// False after a stop.
bool score(const Curation& c, ByOutcome& b) {
  const CurateList kind = c.request.list;
  const std::size_t k = static_cast<std::size_t>(c.request.count);
  if (kind == CurateList::kCalibrate) {
    c.game.finish(b.winnable, true);
  } else if (kind == CurateList::kHardest || kind == CurateList::kEasiest) {
    // Stage 2 for the best candidates of stage 1 only, kept in the store
    // a block at a time: a later list reads it back.
    std::vector<analysis::Row> candidates =
        candidates_of(b.winnable, kind == CurateList::kHardest,
                      c.request.candidates > 0 ? static_cast<std::size_t>(c.request.candidates)
                                               : k * kCandidatesPerListed,
                      c.game.prescore_tie);
    in_blocks(
        candidates, static_cast<std::size_t>(16 * c.threads), c.store,
        [&c](auto& part) { c.game.finish(part, true); }, [&c] { return c.stopped(); });
    for (const auto& r : b.winnable)
      if (extra_number(r, "prescore", -1) < 0) b.unscored.push_back(r);
    b.winnable = std::move(candidates);
  } else if (kind == CurateList::kTier) {
    b.winnable = score_until_tier_filled(c, std::move(b.winnable));
  } else if (kind != CurateList::kWinnable) {
    b.winnable.clear();  // --unwinnable and --undecided need no scores
  }
  if (c.stopped()) return false;
  if (kind != CurateList::kWinnable) {
    for (const auto& r : b.winnable)
      if (!scored(r)) b.unscored.push_back(r);
    std::erase_if(b.winnable, [](const analysis::Row& r) { return !scored(r); });
    std::sort(b.unscored.begin(), b.unscored.end(), deal_before);
  }
  return true;
}

// The calibration table: the sorted scores, and each tier's share and means.
void calibrate(const Curation& c, const std::vector<analysis::Row>& winnable, CurateResult& out) {
  for (const auto& r : winnable) out.scores.push_back(extra_number(r, "score"));
  std::sort(out.scores.begin(), out.scores.end());
  const std::vector<CalibrateColumn>& columns = c.game.calibrate;
  for (const CalibrateColumn& col : columns) out.columns.push_back({col.header, col.percent});
  for (const Tier t : kTiers) {
    TierMeans m;
    m.tier = t;
    m.columns.assign(columns.size(), 0.0);
    for (const auto& r : winnable) {
      if (c.tier_of(r) != t) continue;
      ++m.deals;
      for (std::size_t i = 0; i < columns.size(); ++i) m.columns[i] += columns[i].value(r);
      m.nodes += static_cast<double>(r.nodes);
    }
    const double n = static_cast<double>(m.deals);
    if (m.deals) {
      for (double& v : m.columns) v /= n;
      m.nodes /= n;
    }
    m.share = winnable.empty() ? 0.0 : n / static_cast<double>(winnable.size());
    out.tier_means.push_back(std::move(m));
  }
}

// The list the request asks for, with each deal's reason.
void list_deals(const Curation& c, ByOutcome& b, CurateResult& out) {
  const CurateList kind = c.request.list;
  const std::size_t k = static_cast<std::size_t>(c.request.count);
  std::vector<Listed>& listed = out.listed;
  if (kind == CurateList::kUnwinnable) {
    out.what = "the unwinnable deals";
    for (const auto& r : b.unwinnable) listed.push_back({r, {}, false, {}});
  } else if (kind == CurateList::kWinnable) {
    out.what = "the winnable deals";
    out.staged = false;  // none is scored: every one is listed
    out.players.clear();
    out.tiers.clear();
    std::sort(b.winnable.begin(), b.winnable.end(), deal_before);
    for (const auto& r : b.winnable) listed.push_back({r, {}, false, winnable_reason(r)});
    return;
  } else if (kind == CurateList::kUndecided) {
    out.what = "the deals left undecided";
    for (const auto& r : b.unknown) listed.push_back({r, {}, false, {}});
  } else if (kind == CurateList::kHardest || kind == CurateList::kEasiest) {
    const bool hardest = kind == CurateList::kHardest;
    if (hardest)
      std::sort(b.winnable.begin(), b.winnable.end(), harder("score"));
    else
      std::sort(b.winnable.begin(), b.winnable.end(),
                [](const analysis::Row& x, const analysis::Row& y) {
                  const double sx = extra_number(x, "score"), sy = extra_number(y, "score");
                  return sx != sy ? sx < sy : deal_before(x, y);
                });
    out.what = "the " + std::to_string(k) + (hardest ? " hardest" : " easiest") + " winnable deals";
    for (std::size_t i = 0; i < k && i < b.winnable.size(); ++i)
      listed.push_back({b.winnable[i], {}, false, {}});
  } else {
    out.what = std::to_string(k) + " deals of tier " + std::string(name_of(c.request.tier));
    for (const auto& r : b.winnable)
      if (listed.size() < k && c.tier_of(r) == c.request.tier) listed.push_back({r, {}, false, {}});
  }
  // What is measured only for the listed deals.
  if (c.game.profile) c.game.profile(listed);
  for (Listed& l : listed) l.reason = c.game.reason(l);
}

}  // namespace

CurateResult curate(const CurateRequest& request) {
  check(request);
  const int threads = request.threads > 0
                          ? request.threads
                          : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  const std::vector<analysis::DealRange> ranges = analysis::parse_deal_ranges(request.deals);
  const CurateGame cg = request.game == GameKind::kFourteen
                            ? fourteen_curation(request, request.limits)
                            : calculation_curation(request, request.limits, threads);
  CurateResult out = headed(cg);

  // Stage 1: every deal.
  const analysis::DealList list = analysis::DealList::ranges(ranges);
  out.deal_list = list.description();
  std::unique_ptr<analysis::ResultsStore> store;
  if (!request.db_path.empty())
    store = std::make_unique<analysis::ResultsStore>(
        request.db_path, store_settings(request, request.limits, cg), list.description());
  std::vector<analysis::Row> rows;
  analysis::RunOptions options;
  options.threads = threads;
  options.store = store.get();
  options.progress = request.progress;
  options.on_progress = request.on_progress;
  options.stop = request.stop;
  options.collect = &rows;
  if (analysis::run_analysis(list, cg.spec, options).interrupted) {
    out.stop = CurateResult::Stop::kInterrupted;
    return out;
  }

  const Curation c{request, cg, threads, store.get()};
  ByOutcome b = by_outcome(rows);
  if (cg.finish && !score(c, b)) {
    out.stop = CurateResult::Stop::kInterruptedScoring;
    return out;
  }
  if (request.certify)
    out.certified = static_cast<std::uint64_t>(std::count_if(
        b.unwinnable.begin(), b.unwinnable.end(),
        [](const analysis::Row& r) { return extra_number(r, "drat_lemmas", -1) >= 0; }));
  out.winnable = b.winnable.size();
  out.unwinnable = b.unwinnable.size();
  out.unknown = b.unknown.size();
  out.unscored = b.unscored.size();
  if (request.list == CurateList::kCalibrate)
    calibrate(c, b.winnable, out);
  else
    list_deals(c, b, out);
  return out;
}

}  // namespace reckon::curation
