#include "jobs/construction/construct_output.h"

#include <cstdio>
#include <ostream>

#include "core/json.h"
#include "jobs/common/calculation_family.h"

namespace reckon::construction {
namespace {

const char* verdict_word(solver::Verdict v) {
  return v == solver::Verdict::kWinnable     ? "winnable"
         : v == solver::Verdict::kUnwinnable ? "unwinnable"
                                             : "unknown";
}

std::string fixed(double x, int decimals) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

std::string game_option(const calculation::Variant& v) {
  std::string s = v.owners == 1
                      ? "--game calculation --waste " + std::to_string(v.piles_per_owner)
                      : "--game rechenkuenstler --waste " + std::to_string(v.piles_per_owner) +
                            (v.expert ? " --expert" : "");
  return s + (v.preplaced ? "" : " --no-preplaced");
}

// What a deal measured, in words.
std::string measures(const FoundDeal& f, Objective o) {
  if (o == Objective::kEffort)
    return std::string(verdict_word(f.verdict)) + ", " + std::to_string(f.nodes) +
           " nodes without rule sat";
  if (f.score < 0) return verdict_word(f.verdict);
  return "critical " + std::to_string(f.critical) + " of " + std::to_string(f.turns) +
         " turned cards (" + fixed(f.turns ? 100.0 * f.critical / f.turns : 0, 1) + " %), " +
         std::to_string(f.choices) + " with a choice, " + fixed(100 * f.winning_share, 1) +
         " % of their placements keep it winnable";
}

void deal_json(json::Writer& w, const FoundDeal& f, Objective o) {
  w.begin_object().member("cards", f.cards).key("score").value(f.score, 4);
  w.member("verdict", verdict_word(f.verdict)).member("evaluation", f.evaluation);
  if (o == Objective::kEffort) w.member("nodes", f.nodes);
  if (o == Objective::kCritical && f.score >= 0) {
    w.member("turns", f.turns).member("choices", f.choices).member("critical", f.critical);
    w.key("critical_share").value(f.turns ? static_cast<double>(f.critical) / f.turns : 0, 4);
    w.key("winning_share").value(f.winning_share, 4);
  }
  if (!f.certificate.empty()) w.member("certificate", f.certificate);
  w.end_object();
}

}  // namespace

void write_text(std::ostream& out, const ConstructRequest& r, const ConstructResult& res) {
  out << (r.variant.owners == 1 ? "Calculation, " : "Rechenkünstler, ")
      << jobs::describe_variant(r.variant) << ": objective " << objective_name(r.objective)
      << ", seed " << r.seed << ", from " << r.start_label << "\n";
  out << "Evaluations: " << res.evaluations;
  if (res.resumed_from) out << " (" << res.resumed_from << " taken from the store)";
  out << ", " << fixed(res.seconds, 1) << " s"
      << (res.interrupted ? "; interrupted: run the same command to go on" : "") << "\n";
  out << "Unwinnable deals met: " << res.unwinnable.size() << "\n";
  for (const FoundDeal& f : res.unwinnable)
    out << "  " << f.cards << "\n    evaluation " << f.evaluation
        << (f.certificate.empty() ? "" : "; " + f.certificate) << "\n";
  out << "Best deals, best first:\n";
  int i = 0;
  for (const FoundDeal& f : res.best)
    out << "  " << ++i << ". score " << fixed(f.score, 2) << ": " << measures(f, r.objective)
        << " (evaluation " << f.evaluation << ")\n     " << f.cards << "\n";
  out << "Check one: reckon solve " << game_option(r.variant) << " --cards \"...\" --certify\n";
}

void write_json(std::ostream& out, const ConstructRequest& r, const ConstructResult& res) {
  json::Writer w;
  w.begin_object().member("game", r.variant.owners == 1 ? "calculation" : "rechenkuenstler");
  jobs::write_variant_json(w, r.variant);
  w.member("objective", objective_name(r.objective)).member("seed", r.seed);
  w.member("start", r.start_label).member("evaluations", res.evaluations);
  w.member("resumed_from", res.resumed_from).key("seconds").value(res.seconds, 3);
  w.member("interrupted", res.interrupted);
  w.key("unwinnable").begin_array();
  for (const FoundDeal& f : res.unwinnable) deal_json(w, f, r.objective);
  w.end_array().key("best").begin_array();
  for (const FoundDeal& f : res.best) deal_json(w, f, r.objective);
  w.end_array().key("curve").begin_array();
  for (const auto& [e, s] : res.curve) w.begin_array().value(e).value(s, 4).end_array();
  w.end_array().end_object();
  out << w.str() << "\n";
}

}  // namespace reckon::construction
