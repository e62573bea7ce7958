#include "tools/analysis_report.h"
#include "reckon/vocabulary.h"

#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>

#include "api/analysis_summary.h"

namespace reckon::cli {
namespace {

// A per-deal time in milliseconds while `scale` is under ten seconds, in
// seconds above.
std::string duration_text(std::uint64_t micros, std::uint64_t scale_micros) {
  char buf[32];
  if (scale_micros < 10000000)
    std::snprintf(buf, sizeof buf, "%.3f ms", static_cast<double>(micros) / 1e3);
  else
    std::snprintf(buf, sizeof buf, "%.3f s", static_cast<double>(micros) / 1e6);
  return buf;
}

}  // namespace

void print_report(const AnalysisReport& r, bool json_out, std::ostream& out) {
  print_result(api::result_of(r.sum, r.title, r.strategy, r.deals), json_out, out);
}

void print_result(const api::AnalyzeResult& s, bool json_out, std::ostream& out) {
  const double pct = s.win_percent;
  if (json_out) {
    out << api::analyze_json(s) << "\n";
    return;
  }
  char buf[512];
  out << s.title << "\n";
  // A heuristic player wins or loses a deal; only perfect play says whether
  // it can be won, and only the solver counts nodes.
  const bool player = parse_name<Player>(s.strategy).has_value() &&
                      parse_name<Player>(s.strategy) != Player::kPerfect;
  out << "Deals " << s.deal_list << ": " << s.deals << " — " << s.winnable
      << (player ? " won, " : " winnable, ") << s.unwinnable
      << (player ? " lost, " : " unwinnable, ") << s.unknown << " unknown\n";
  std::snprintf(buf, sizeof buf,
                "Win rate %.3f %%  (95 %% Wilson interval %.3f – %.3f %%; unknown deals count as "
                "losses for the lower "
                "bound, as wins for the upper)\n",
                pct, s.ci_low, s.ci_high);
  out << buf;
  // Past Spread::kExactDeals deals the median comes from a histogram (spread.h).
  // The worst in milliseconds, as the median, while it is under ten
  // seconds, so that it never reads smaller than the median (0.000 s).
  const std::string median = duration_text(s.median_micros, 0);
  const std::string worst = duration_text(s.max_micros, s.max_micros);
  if (player && s.nodes == 0) {
    std::snprintf(buf, sizeof buf, "Work: per deal median %s%s, worst %s; %.2f s of playing time\n",
                  s.median_exact ? "" : "about ", median.c_str(), worst.c_str(),
                  static_cast<double>(s.micros) / 1e6);
  } else {
    std::snprintf(buf, sizeof buf,
                  "Work: %llu nodes; per deal median %s%llu nodes / %s, worst %llu nodes / %s; %.2f s of "
                  "solver time\n",
                  static_cast<unsigned long long>(s.nodes), s.median_exact ? "" : "about ",
                  static_cast<unsigned long long>(s.median_nodes), median.c_str(),
                  static_cast<unsigned long long>(s.max_nodes), worst.c_str(),
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
