// api::analyze (reckon/reckon.h): the request checked and turned into a deal
// list and an analyzer, run on worker threads (jobs/analysis/run.h).
// `reckon analyze` builds the same request from its options and calls this.
#include <algorithm>
#include <memory>
#include <thread>

#include "api/analysis_summary.h"
#include "api/request_parts.h"
#include "jobs/analysis/calculation_analyzer.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/fourteen_analyzer.h"
#include "jobs/analysis/row_writer.h"
#include "reckon/reckon.h"

namespace reckon::api {
namespace {

static_assert(FairPlayer{}.samples == players::FairSettings{}.samples &&
                  FairPlayer{}.exact_below == players::FairSettings{}.exact_below &&
                  FairPlayer{}.optimal_below == players::FairSettings{}.optimal_below &&
                  FairPlayer{}.seed == players::FairSettings{}.seed,
              "the API's fair player defaults are the player's own");

analysis::DealList deal_list_of(const AnalyzeRequest& req) {
  const int given = req.deals.has_value() + !req.deal_list.empty() + req.deal_file.has_value();
  if (given != 1)
    throw InputError("give the deals with either --deals A-B[,C-D...] or --deal-file F");
  analysis::DealList list;
  if (req.deals) {
    list = analysis::DealList::ranges(analysis::parse_deal_ranges(*req.deals));
  } else if (req.deal_file) {
    list = analysis::DealList::file(*req.deal_file);
  } else {
    std::string text;
    for (const std::string& d : req.deal_list) {
      if (d.find('\n') != std::string::npos)
        throw InputError("deal \"" + d + "\": a deal of a list is one line");
      text += d + "\n";
    }
    list = analysis::DealList::from_text(text, "the deal list");
  }
  if (req.shard) {
    const std::string s = std::to_string(req.shard->k) + "/" + std::to_string(req.shard->n);
    if (req.shard->n == 0 || req.shard->k >= req.shard->n)
      throw InputError("--shard " + s + ": K must be from 0 to N-1");
    list.shard(req.shard->k, req.shard->n);
  }
  return list;
}

struct Analysis {
  analysis::AnalyzerSpec spec;
  analysis::Settings settings;
};

Analysis analysis_of(const AnalyzeRequest& req) {
  solver::Limits limits = limits_of(req.budget);
  limits.stop = req.stop;
  if (req.game == Game::kFourteen) {
    analysis::FourteenAnalysis a;
    a.strategy = req.strategy;
    a.pruning = pruning_of<fourteen::Pruning>(req.game, req.rules_off, fourteen::kRuleNames);
    a.limits = limits;
    return {analysis::fourteen_analyzer(a), analysis::fourteen_settings(a)};
  }
  analysis::CalculationAnalysis a;
  a.family =
      req.game == Game::kCalculation ? jobs::Family::kCalculation : jobs::Family::kRechenkuenstler;
  a.variant = calculation_variant(req.game, req.variant);
  a.strategy = req.strategy;
  a.pruning = pruning_of<calculation::Pruning>(req.game, req.rules_off, calculation::kRuleNames);
  a.limits = limits;
  a.deal_threads = req.deal_threads;
  a.fair = fair_settings_of(req.fair);
  return {analysis::calculation_analyzer(a), analysis::calculation_settings(a)};
}

}  // namespace

std::string_view outcome_name(Outcome outcome) { return name_of(outcome); }

AnalyzeResult analyze(const AnalyzeRequest& req) {
  const analysis::DealList list = deal_list_of(req);
  const Analysis a = analysis_of(req);
  if (req.threads < 0 || req.threads > 1024) throw InputError("--threads must be from 0 to 1024");
  if (req.deal_threads < 1 || req.deal_threads > 2)
    throw InputError("--deal-threads must be 1 or 2 (got " + std::to_string(req.deal_threads) +
                     ")");
  if (req.deal_threads > 1 && req.game == Game::kFourteen)
    throw InputError(
        "--deal-threads 2 is for the Calculation family; Fourteen Out solves a deal on one thread");
  // Every core: each worker takes deal_threads of them.
  const int threads =
      req.threads > 0
          ? req.threads
          : std::max(1, static_cast<int>(std::thread::hardware_concurrency()) / req.deal_threads);
  std::unique_ptr<analysis::ResultsStore> store;
  if (!req.store_path.empty())
    store =
        std::make_unique<analysis::ResultsStore>(req.store_path, a.settings, list.description());
  std::unique_ptr<analysis::RowWriter> rows;
  if (!req.rows_path.empty())
    rows = std::make_unique<analysis::RowWriter>(
        req.rows_path, analysis::source_of(a.settings, a.spec.strategy), a.spec.extra_columns);

  std::vector<analysis::Row> collected;
  analysis::RunOptions options;
  options.threads = threads;
  options.store = store.get();
  options.rows = rows.get();
  options.progress = req.progress;
  options.collect = req.collect_rows ? &collected : nullptr;
  options.stop = req.stop;
  if (req.on_row)
    options.on_row = [&req](const analysis::Row& row) {
      req.on_row(
          {row.deal, row.outcome, row.nodes, row.micros, row.length, row.extra, row.resumed});
    };
  options.on_progress = req.on_progress;
  const analysis::Summary sum = analysis::run_analysis(list, a.spec, options);

  AnalyzeResult r = result_of(sum, a.spec.title, a.spec.strategy, list.description());
  r.rows.reserve(collected.size());
  for (analysis::Row& row : collected)
    r.rows.push_back({std::move(row.deal), row.outcome, row.nodes, row.micros, row.length,
                      std::move(row.extra), row.resumed});
  return r;
}

}  // namespace reckon::api
