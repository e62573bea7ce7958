#include "tools/analysis_report.h"

#include <cstdio>
#include <ostream>

#include "core/json.h"
#include "jobs/analysis/wilson.h"

namespace reckon::cli {
namespace {

struct Spread {
  std::uint64_t median = 0, worst = 0;
};

Spread spread(const analysis::Spread& s) { return {s.median(), s.worst()}; }

}  // namespace

void print_report(const AnalysisReport& r, bool json_out, std::ostream& out) {
  const auto& s = r.sum;
  const analysis::Interval ci = analysis::win_interval(s.winnable, s.unknown, s.deals);
  const double pct =
      s.deals ? 100.0 * static_cast<double>(s.winnable) / static_cast<double>(s.deals) : 0;
  const Spread n = spread(s.node_spread), us = spread(s.micro_spread);
  if (json_out) {
    json::Writer w;
    w.begin_object()
        .member("title", r.title)
        .member("strategy", r.strategy)
        .member("deal_list", r.deals);
    w.member("deals", s.deals).member("decided", s.winnable + s.unwinnable);
    w.member("winnable", s.winnable)
        .member("unwinnable", s.unwinnable)
        .member("unknown", s.unknown);
    w.key("win_percent")
        .value(pct, 4)
        .key("ci_low")
        .value(100 * ci.low, 4)
        .key("ci_high")
        .value(100 * ci.high, 4);
    w.member("nodes", s.nodes).key("seconds").value(s.seconds, 3).member("threads", s.threads);
    w.key("deals_per_second")
        .value(s.seconds > 0 ? static_cast<double>(s.deals - s.resumed) / s.seconds : 0, 1);
    w.key("cpu_seconds").value(static_cast<double>(s.micros) / 1e6, 3);
    w.member("median_nodes", n.median).member("max_nodes", n.worst);
    w.member("median_micros", us.median).member("max_micros", us.worst);
    if (!s.node_spread.median_is_exact()) w.member("median_exact", false);
    w.member("resumed", s.resumed).member("interrupted", s.interrupted);
    w.end_object();
    out << w.str() << "\n";
    return;
  }
  char buf[512];
  out << r.title << "\n";
  // A heuristic player wins or loses a deal; only perfect play says whether
  // it can be won, and only the solver counts nodes.
  const bool player = !r.strategy.empty() && r.strategy != "perfect" && r.strategy != "curate";
  out << "Deals " << r.deals << ": " << s.deals << " — " << s.winnable
      << (player ? " won, " : " winnable, ") << s.unwinnable
      << (player ? " lost, " : " unwinnable, ") << s.unknown << " unknown\n";
  std::snprintf(buf, sizeof buf,
                "Win rate %.3f %%  (95 %% Wilson interval %.3f – %.3f %%; unknown deals count as "
                "losses for the lower "
                "bound, as wins for the upper)\n",
                pct, 100 * ci.low, 100 * ci.high);
  out << buf;
  // Past Spread::kExactDeals deals the median comes from a histogram (spread.h).
  if (player && s.nodes == 0) {
    std::snprintf(
        buf, sizeof buf, "Work: per deal median %s%.3f ms, worst %.3f s; %.2f s of playing time\n",
        s.micro_spread.median_is_exact() ? "" : "about ", static_cast<double>(us.median) / 1e3,
        static_cast<double>(us.worst) / 1e6, static_cast<double>(s.micros) / 1e6);
  } else {
    std::snprintf(buf, sizeof buf,
                  "Work: %llu nodes; per deal median %s%llu nodes / %.3f ms, worst %llu nodes / "
                  "%.3f s; %.2f s of "
                  "solver time\n",
                  static_cast<unsigned long long>(s.nodes),
                  s.node_spread.median_is_exact() ? "" : "about ",
                  static_cast<unsigned long long>(n.median), static_cast<double>(us.median) / 1e3,
                  static_cast<unsigned long long>(n.worst), static_cast<double>(us.worst) / 1e6,
                  static_cast<double>(s.micros) / 1e6);
  }
  out << buf;
  std::snprintf(
      buf, sizeof buf, "Time: %.2f s on %d thread%s, %.1f deals/s%s\n", s.seconds, s.threads,
      s.threads == 1 ? "" : "s",
      s.seconds > 0 ? static_cast<double>(s.deals - s.resumed) / s.seconds : 0.0,
      s.resumed ? (" (" + std::to_string(s.resumed) + " deals taken from the store)").c_str() : "");
  out << buf;
  if (s.interrupted)
    out << "Interrupted: the deals not listed above are not decided yet; run the same command to "
           "resume.\n";
}

}  // namespace reckon::cli
