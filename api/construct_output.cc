// api::construct_json and construct_text (reckon/construct.h).
#include "reckon/construct.h"

#include <cstdio>
#include <sstream>

#include "api/request_parts.h"
#include "core/json.h"
#include "jobs/common/calculation_family.h"

namespace reckon::api {
namespace {

std::string fixed(double x, int decimals) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// The options that give the setting to reckon solve.
std::string game_options(const ConstructResult& r) {
  if (r.game == Game::kFourteen) return "--game fourteen";
  const Variant& v = r.variant;
  std::string s = r.game == Game::kCalculation
                      ? "--game calculation --waste " + std::to_string(v.waste)
                      : "--game rechenkuenstler --waste-per-player " +
                            std::to_string(v.waste_per_player) + (v.expert ? " --expert" : "");
  return s + (v.preplaced ? "" : " --no-preplaced");
}

// What a deal measured, in words.
std::string measures(const ConstructedDeal& f, Objective o, Game g) {
  if (o == Objective::kEffort)
    return std::string(verdict_name(f.verdict)) + ", " + std::to_string(f.nodes) +
           (g == Game::kFourteen ? " nodes" : " nodes without rule sat");
  if (f.score < 0) return std::string(verdict_name(f.verdict));
  if (o == Objective::kFair)
    return "the fair player won " + std::to_string(f.fair_won) + " of " +
           std::to_string(f.fair_games) + " games";
  // A turned card in the Calculation family, a move (a pair) in Fourteen Out.
  const char* unit = g == Game::kFourteen ? " moves (" : " turned cards (";
  return "critical " + std::to_string(f.critical) + " of " + std::to_string(f.turns) + unit +
         fixed(f.turns ? 100.0 * f.critical / f.turns : 0, 1) + " %), " +
         std::to_string(f.choices) + " with a choice" +
         (f.tightness >= 0 ? ", tightness " + fixed(f.tightness, 3) : "");
}

void deal_json(json::Writer& w, const ConstructedDeal& f, Objective o) {
  w.begin_object().member("cards", f.cards).key("score").value(f.score, 4);
  w.member("verdict", verdict_name(f.verdict)).member("evaluation", f.evaluation);
  if (o == Objective::kEffort) w.member("nodes", f.nodes);
  if (o == Objective::kCritical && f.score >= 0) {
    w.member("turns", f.turns).member("choices", f.choices).member("critical", f.critical);
    w.key("critical_share").value(f.turns ? static_cast<double>(f.critical) / f.turns : 0, 4);
    if (f.tightness >= 0) w.key("tightness").value(f.tightness, 4);
  }
  if (o == Objective::kFair && f.score >= 0)
    w.member("fair_games", f.fair_games).member("fair_won", f.fair_won);
  if (!f.certificate.empty()) w.member("certificate", f.certificate);
  w.end_object();
}

}  // namespace

std::string construct_text(const ConstructResult& r) {
  std::ostringstream out;
  out << (r.game == Game::kCalculation       ? "Calculation, "
          : r.game == Game::kRechenkuenstler ? "Rechenkünstler, "
                                             : "Fourteen Out, ")
      << r.setting << ": objective " << objective_name(r.objective)
      << (r.tightness ? " (tie-break tightness)" : "") << ", seed " << r.seed << ", from "
      << r.start << "\n";
  if (r.objective == Objective::kFair)
    out << "Fair player: " << r.fair_games << " games a deal (seeds 1-" << r.fair_games << "), "
        << r.fair.samples << " samples, exact below " << r.fair.exact_below << ", optimum below "
        << r.fair.optimal_below << "\n";
  out << "Evaluations: " << r.evaluations;
  if (r.resumed_from) out << " (" << r.resumed_from << " taken from the store)";
  out << ", " << fixed(r.seconds, 1) << " s"
      << (r.interrupted ? "; interrupted: run the same command to go on" : "") << "\n";
  out << "Unwinnable deals met: " << r.unwinnable_met;
  if (r.unwinnable.size() < r.unwinnable_met)
    out << " evaluations (" << r.unwinnable.size() << " distinct deals kept)";
  out << "\n";
  for (const ConstructedDeal& f : r.unwinnable)
    out << "  " << f.cards << "\n    evaluation " << f.evaluation
        << (f.certificate.empty() ? "" : "; " + f.certificate) << "\n";
  out << "Best deals, best first:\n";
  int i = 0;
  for (const ConstructedDeal& f : r.best)
    out << "  " << ++i << ". score " << fixed(f.score, 2) << ": "
        << measures(f, r.objective, r.game) << " (evaluation " << f.evaluation << ")\n     "
        << f.cards << "\n";
  out << "Check one: reckon solve " << game_options(r) << " --cards \"...\" --certify\n";
  return out.str();
}

std::string construct_json(const ConstructResult& r) {
  json::Writer w;
  w.begin_object().member("game", game_name(r.game));
  if (r.game != Game::kFourteen)
    jobs::write_variant_json(w, calculation_variant(r.game, r.variant));
  w.member("setting", r.setting);
  w.member("objective", objective_name(r.objective)).member("seed", r.seed);
  if (r.objective == Objective::kCritical) w.member("tiebreak", r.tightness ? "tightness" : "none");
  if (r.objective == Objective::kFair) {
    w.key("fair").begin_object().member("games", r.fair_games).member("samples", r.fair.samples);
    w.member("exact_below", r.fair.exact_below).member("optimal_below", r.fair.optimal_below);
    w.end_object();
  }
  w.member("start", r.start).member("evaluations", r.evaluations);
  w.member("resumed_from", r.resumed_from).key("seconds").value(r.seconds, 3);
  w.member("interrupted", r.interrupted).member("unwinnable_met", r.unwinnable_met);
  w.key("unwinnable").begin_array();
  for (const ConstructedDeal& f : r.unwinnable) deal_json(w, f, r.objective);
  w.end_array().key("best").begin_array();
  for (const ConstructedDeal& f : r.best) deal_json(w, f, r.objective);
  w.end_array().key("curve").begin_array();
  for (const auto& [e, s] : r.curve) w.begin_array().value(e).value(s, 4).end_array();
  w.end_array().end_object();
  return w.str();
}

}  // namespace reckon::api
