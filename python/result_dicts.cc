#include "python/result_dicts.h"

#include <pybind11/stl.h>

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "python/result_types.h"

namespace py = pybind11;

namespace reckon::pymodule {
namespace {

std::string joined(const std::vector<std::string>& moves) {
  std::string out;
  for (const std::string& m : moves) out += (out.empty() ? "" : " ") + m;
  return out;
}

}  // namespace

std::optional<std::string> tier_text(const std::optional<api::Tier>& t) {
  if (!t) return std::nullopt;
  return std::string(api::tier_name(*t));
}

std::string verdict_text(api::Verdict v) { return std::string(api::verdict_name(v)); }

std::string fixed(double v, int decimals) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

// A figure the C++ API keeps as a JSON literal, as Python's value.
py::object json_value(const std::string& literal) {
  return py::module_::import("json").attr("loads")(literal);
}

py::dict certificate_dict(const api::Certificate& c) {
  py::dict d;
  d["checked"] = c.checked;
  d["format"] = c.format;
  if (c.format == "closure") {
    d["positions"] = c.positions;
  } else {
    d["lemmas"] = c.lemmas;
    d["deletions"] = c.deletions;
    d["lemmas_checked"] = c.lemmas_checked;
  }
  d["bytes"] = c.bytes;
  d["seconds"] = c.check_seconds;
  return d;
}

py::dict solve_dict(const api::SolveResult& r) {
  py::dict d;
  d["verdict"] = verdict_text(r.verdict);
  d["nodes"] = r.nodes;
  d["seconds"] = r.seconds;
  if (r.verdict == api::Verdict::kUnknown)
    d["stopped_by"] = std::string(api::stop_reason_name(r.stopped_by));
  if (!r.proof.empty()) d["proof"] = r.proof;
  if (r.certificate) d["certificate"] = certificate_dict(*r.certificate);
  d["notation"] = joined(r.moves);
  py::dict stats, fired;
  stats["table_hits"] = r.table_hits;
  stats["proven_lost"] = r.positions_proven_lost;
  for (const auto& c : r.rules_fired) fired[py::str(c.rule)] = c.fired;
  stats["rules_fired"] = fired;
  d["stats"] = stats;
  return d;
}

const char* status_text(api::VerifyResult::Status s) {
  switch (s) {
    case api::VerifyResult::Status::kWins:
      return "wins";
    case api::VerifyResult::Status::kDoesNotWin:
      break;
    case api::VerifyResult::Status::kIllegal:
      return "illegal";
  }
  return "does not win";
}

py::dict verify_dict(const api::VerifyResult& r) {
  py::dict d;
  d["moves"] = r.moves;
  d["result"] = status_text(r.status);
  if (r.status == api::VerifyResult::Status::kIllegal) d["move"] = r.illegal_move;
  if (!r.why.empty()) d["why"] = r.why;
  return d;
}

py::dict row_dict(const api::AnalyzeRow& r) {
  py::dict d;
  d["deal"] = deal_key(r.deal);
  d["verdict"] = std::string(api::outcome_name(r.outcome));
  d["nodes"] = r.nodes;
  d["micros"] = r.micros;
  d["length"] = r.length;
  for (const auto& [name, literal] : r.extra) d[py::str(name)] = json_value(literal);
  return d;
}

py::dict summary_dict(const api::AnalyzeResult& r) {
  py::dict d;
  d["title"] = r.title;
  d["strategy"] = r.strategy;
  d["deal_list"] = r.deal_list;
  d["deals"] = r.deals;
  d["decided"] = r.winnable + r.unwinnable;
  d["winnable"] = r.winnable;
  d["unwinnable"] = r.unwinnable;
  d["unknown"] = r.unknown;
  d["win_percent"] = r.win_percent;
  d["ci_low"] = r.ci_low;
  d["ci_high"] = r.ci_high;
  d["nodes"] = r.nodes;
  d["seconds"] = r.seconds;
  d["threads"] = r.threads;
  d["cpu_seconds"] = static_cast<double>(r.micros) / 1e6;
  d["median_nodes"] = r.median_nodes;
  d["max_nodes"] = r.max_nodes;
  d["median_micros"] = r.median_micros;
  d["max_micros"] = r.max_micros;
  if (!r.median_exact) d["median_exact"] = false;
  d["resumed"] = r.resumed;
  d["interrupted"] = r.interrupted;
  return d;
}

py::dict curated_dict(const api::CuratedDeal& c) {
  py::dict d;
  d["deal"] = deal_key(c.deal);
  d["verdict"] = verdict_text(c.verdict);
  for (const auto& [name, literal] : c.figures) d[py::str(name)] = json_value(literal);
  d["reason"] = c.reason;
  return d;
}

py::dict calibration_dict(const api::TierCalibration& t) {
  py::dict d;
  d["tier"] = std::string(api::tier_name(t.tier));
  d["deals"] = t.deals;
  d["share"] = t.share;
  for (const auto& [name, mean] : t.means) d[py::str(name)] = mean;
  d["mean_nodes"] = t.mean_nodes;
  return d;
}

py::object variant_dict(const api::CurateResult& r) {
  if (!r.variant) return py::none();
  const api::Variant& v = *r.variant;
  py::dict d;
  if (r.game == api::Game::kRechenkuenstler) {
    d["waste_per_player"] = v.waste_per_player;
    d["expert"] = v.expert;
  } else {
    d["waste"] = v.waste;
  }
  d["preplaced"] = v.preplaced;
  if (v.ranks != 13) d["ranks"] = v.ranks;
  return d;
}

// calibrate=True gives the tiers' calibration, the other lists deals; as
// the CLI's two JSON shapes.
py::dict curate_dict(const api::CurateResult& r) {
  py::dict d;
  if (!r.calibration.empty()) {
    d["deal_list"] = r.deal_list;
    d["setting"] = r.setting;
    if (r.variant) d["variant"] = variant_dict(r);
    d["winnable"] = r.winnable;
    d["unwinnable"] = r.unwinnable;
    d["unknown"] = r.unknown;
    py::dict percentiles;
    for (int q = 10; q <= 90; q += 10)
      if (!r.scores.empty())
        percentiles[py::str("p" + std::to_string(q))] =
            r.scores[r.scores.size() * static_cast<std::size_t>(q) / 100];
    d["score_percentiles"] = percentiles;
    py::list tiers;
    for (const auto& t : r.calibration) tiers.append(calibration_dict(t));
    d["tiers"] = tiers;
    return d;
  }
  d["list"] = r.list;
  d["setting"] = r.setting;
  if (r.variant) d["variant"] = variant_dict(r);
  d["unwinnable_in_range"] = r.unwinnable;
  d["unknown_in_range"] = r.unknown;
  if (r.certified) d["certified_in_range"] = *r.certified;
  d["not_scored"] = r.not_scored;
  if (!r.players.empty()) d["players"] = r.players;
  if (!r.tiers.empty()) d["tiers"] = r.tiers;
  py::list deals;
  for (const auto& c : r.deals) deals.append(curated_dict(c));
  d["deals"] = deals;
  return d;
}

py::dict hint_move_dict(const api::HintMove& m) {
  py::dict d;
  d["move"] = m.move;
  d["verdict"] = verdict_text(m.verdict);
  return d;
}

py::dict fair_choice_dict(const api::FairChoice& c) {
  py::dict d;
  d["moves"] = c.moves;
  d["samples"] = c.samples;
  d["rollout"] = c.rollout;
  if (c.perfect) d["perfect"] = *c.perfect;
  if (c.optimum) d["optimum"] = *c.optimum;
  d["held"] = c.held;
  return d;
}

py::dict fair_hint_dict(const api::FairHint& f) {
  py::dict d;
  d["before_turn"] = f.before_turn;
  d["turned"] = f.turned;
  d["face_down"] = f.face_down;
  d["samples_at_most"] = f.samples_at_most;
  py::list choices;
  for (const auto& c : f.choices) choices.append(fair_choice_dict(c));
  d["choices"] = choices;
  return d;
}

py::dict hint_dict(const api::HintResult& h) {
  py::dict d;
  d["position"] = h.position;
  d["verdict"] = verdict_text(h.verdict);
  d["nodes"] = h.nodes;
  d["finishes_by_itself"] = h.finishes_by_itself;
  if (h.best_move) {
    d["hint"] = "best_move";
    d["best_move"] = hint_move_dict(*h.best_move);
  } else {
    py::list next;
    for (const auto& m : h.next_moves) next.append(hint_move_dict(m));
    d["next_moves"] = next;
  }
  if (h.fair) d["fair"] = fair_hint_dict(*h.fair);
  return d;
}

py::dict play_dict(const api::PlayResult& r) {
  py::dict d;
  d["strategy"] = r.strategy;
  d["sees_stock"] = r.sees_stock;
  d["won"] = r.won;
  d["notation"] = joined(r.moves);
  return d;
}

py::dict deal_dict(const api::Deal& deal) {
  py::dict d;
  d["game"] = std::string(api::game_name(deal.game));
  if (deal.game == api::Game::kFourteen) {
    d["columns"] = deal.columns;
  } else {
    if (!deal.bases.empty()) d["bases"] = deal.bases;
    d["stock"] = deal.stock;
  }
  d["cards"] = deal.cards;
  return d;
}

py::dict daily_deal_dict(const DailyDeal& e) {
  py::dict d;
  d["date"] = e.date;
  if (e.cards)
    d["cards"] = e.deal;
  else
    d["deal"] = deal_key(e.deal);
  d["why"] = e.why;
  return d;
}

py::dict daily_dict(const DailyResult& r) {
  py::dict d;
  d["game"] = r.game;
  d["setting"] = r.setting;
  d["tier"] = r.tier;
  d["list"] = r.list;
  py::list days;
  for (const auto& e : r.days) days.append(daily_deal_dict(e));
  d["days"] = days;
  return d;
}

}  // namespace reckon::pymodule
