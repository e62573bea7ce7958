#include "api/analysis_summary.h"

#include "core/json.h"
#include "jobs/analysis/wilson.h"

namespace reckon::api {

AnalyzeResult result_of(const analysis::Summary& s, const std::string& title,
                        const std::string& strategy, const std::string& deal_list) {
  AnalyzeResult r;
  r.title = title;
  r.strategy = strategy;
  r.deal_list = deal_list;
  r.deals = s.deals;
  r.winnable = s.winnable;
  r.unwinnable = s.unwinnable;
  r.unknown = s.unknown;
  r.win_percent =
      s.deals ? 100.0 * static_cast<double>(s.winnable) / static_cast<double>(s.deals) : 0;
  const analysis::Interval ci = analysis::win_interval(s.winnable, s.unknown, s.deals);
  r.ci_low = 100 * ci.low;
  r.ci_high = 100 * ci.high;
  r.nodes = s.nodes;
  r.micros = s.micros;
  r.median_nodes = s.node_spread.median();
  r.max_nodes = s.node_spread.worst();
  r.median_micros = s.micro_spread.median();
  r.max_micros = s.micro_spread.worst();
  r.median_exact = s.node_spread.median_is_exact();
  r.seconds = s.seconds;
  r.threads = s.threads;
  r.resumed = s.resumed;
  r.interrupted = s.interrupted;
  return r;
}

std::string analyze_json(const AnalyzeResult& s) {
  const double pct = s.win_percent;
  json::Writer w;
  w.begin_object()
      .member("title", s.title)
      .member("strategy", s.strategy)
      .member("deal_list", s.deal_list);
  w.member("deals", s.deals).member("decided", s.winnable + s.unwinnable);
  w.member("winnable", s.winnable).member("unwinnable", s.unwinnable).member("unknown", s.unknown);
  w.key("win_percent")
      .value(pct, 4)
      .key("ci_low")
      .value(s.ci_low, 4)
      .key("ci_high")
      .value(s.ci_high, 4);
  w.member("nodes", s.nodes).key("seconds").value(s.seconds, 3).member("threads", s.threads);
  w.key("deals_per_second")
      .value(s.seconds > 0 ? static_cast<double>(s.deals - s.resumed) / s.seconds : 0, 1);
  w.key("cpu_seconds").value(static_cast<double>(s.micros) / 1e6, 3);
  w.member("median_nodes", s.median_nodes).member("max_nodes", s.max_nodes);
  w.member("median_micros", s.median_micros).member("max_micros", s.max_micros);
  if (!s.median_exact) w.member("median_exact", false);
  w.member("resumed", s.resumed).member("interrupted", s.interrupted);
  w.end_object();
  return w.str();
}

}  // namespace reckon::api
