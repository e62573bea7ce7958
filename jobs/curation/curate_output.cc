// `reckon curate`'s lists and calibration table (curate_output.h).
#include "jobs/curation/curate_output.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <sstream>

#include "core/json.h"
#include "jobs/common/calculation_family.h"
#include "jobs/common/csv.h"
#include "jobs/curation/curation.h"

namespace reckon::curation {
namespace {

void write_list_json(const CurateResult& res, const std::string& command, std::ostream& out) {
  json::Writer w;
  w.begin_object()
      .member("command", command)
      .member("list", res.what)
      .member("setting", res.setting);
  if (res.variant) jobs::write_variant_json(w, *res.variant);
  w.member("unwinnable_in_range", res.unwinnable).member("unknown_in_range", res.unknown);
  if (res.certified) w.member("certified_in_range", *res.certified);
  if (res.staged) w.member("not_scored", res.unscored);
  if (!res.players.empty()) w.member("players", res.players);
  if (!res.tiers.empty()) w.member("tiers", res.tiers);
  w.key("deals").begin_array();
  for (const Listed& l : res.listed) {
    w.begin_object().member("deal", l.row.deal).member("verdict", name_of(l.row.outcome));
    if (res.show_nodes) w.member("nodes", l.row.nodes);
    for (const auto& [n, val] : l.row.extra) w.key(n).raw(val);
    if (l.profiled) {
      // Figures the game stores per deal (Fourteen Out) are written once.
      const auto stored = [&l](const char* n) {
        return std::any_of(l.row.extra.begin(), l.row.extra.end(),
                           [n](const auto& e) { return e.first == n; });
      };
      if (!stored("decisions")) w.member("decisions", l.profile.decisions);
      if (!stored("critical")) w.member("critical", l.profile.critical);
      w.key("winning_share").value(l.profile.winning_share(), 4);
      if (!stored("unknown_choices")) w.member("unknown_choices", l.profile.unknown_choices);
    }
    w.member("reason", l.reason).end_object();
  }
  w.end_array().end_object();
  out << w.str() << "\n";
}

void write_list_csv(const CurateResult& res, std::ostream& out) {
  out << (res.show_nodes ? "deal,verdict,nodes" : "deal,verdict");
  for (const std::string& e : res.csv_extras) out << ',' << e;
  if (res.profiles) out << ",decisions,critical,winning_share,unknown_choices";
  out << ",reason\n";
  for (const Listed& l : res.listed) {
    const auto get = [&](const std::string& n) {
      for (const auto& [k, val] : l.row.extra)
        if (k == n) return val.front() == '"' ? std::string(json::parse(val).as_string()) : val;
      return std::string();
    };
    out << l.row.deal << ',' << name_of(l.row.outcome);
    if (res.show_nodes) out << ',' << l.row.nodes;
    for (const std::string& e : res.csv_extras) out << ',' << jobs::csv_field(get(e));
    if (res.profiles) {
      if (l.profiled)
        out << ',' << l.profile.decisions << ',' << l.profile.critical << ','
            << fixed(l.profile.winning_share(), 4) << ',' << l.profile.unknown_choices;
      else
        out << ",,,,";
    }
    out << ',' << jobs::csv_quoted(l.reason) << '\n';
  }
}

void write_calibration_json(const CurateResult& res, std::ostream& out) {
  const std::vector<double>& scores = res.scores;
  json::Writer w;
  w.begin_object().member("deal_list", res.deal_list).member("setting", res.setting);
  if (res.variant) jobs::write_variant_json(w, *res.variant);
  w.member("winnable", res.winnable)
      .member("unwinnable", res.unwinnable)
      .member("unknown", res.unknown);
  w.key("score_percentiles").begin_object();
  for (int q = 10; q <= 90; q += 10)
    if (!scores.empty()) w.key("p" + std::to_string(q)).value(scores[scores.size() * q / 100], 1);
  w.end_object();
  if (!res.tiers.empty()) {
    w.member("tiers", res.tiers);
  } else {
    w.key("thresholds").begin_object();
    w.key("medium").value(res.thresholds[0], 3);
    w.key("hard").value(res.thresholds[1], 3);
    w.key("expert").value(res.thresholds[2], 3);
    w.end_object();
  }
  w.key("tiers").begin_array();
  for (const TierMeans& m : res.tier_means) {
    w.begin_object().member("tier", std::string(name_of(m.tier))).member("deals", m.deals);
    w.key("share").value(m.share, 4);
    for (std::size_t c = 0; c < res.columns.size(); ++c)
      w.key(res.columns[c].header).value(m.columns[c], 4);
    w.key("mean_nodes").value(m.nodes, 1);
    w.end_object();
  }
  w.end_array().end_object();
  out << w.str() << "\n";
}

}  // namespace

void write_curate_list(const CurateResult& res, CurateFormat format, const std::string& command,
                       std::ostream& out, std::ostream& notes) {
  if (format == CurateFormat::kJson) {
    write_list_json(res, command, out);
  } else if (format == CurateFormat::kCsv) {
    // The command that reproduces the list goes to the notes.
    notes << "reckon: " << res.what << ", " << res.setting << "; made by: " << command << "\n";
    if (!res.players.empty()) notes << "reckon: players: " << res.players << "\n";
    if (!res.tiers.empty()) notes << "reckon: tiers: " << res.tiers << "\n";
    write_list_csv(res, out);
  } else {
    out << "# " << command << "\n# " << res.what << " of deals " << res.deal_list << ", "
        << res.setting << " (" << res.listed.size() << " listed; the range holds " << res.unwinnable
        << " unwinnable"
        << (res.certified ? " (" + std::to_string(*res.certified) + " certified)" : std::string())
        << " and " << res.unknown << " undecided deals"
        << (res.staged ? ", and " + std::to_string(res.unscored) + " not scored" : std::string())
        << ")\n";
    if (!res.players.empty()) out << "# players: " << res.players << "\n";
    if (!res.tiers.empty()) out << "# tiers: " << res.tiers << "\n";
    for (const Listed& l : res.listed) out << l.row.deal << "  " << l.reason << "\n";
  }
}

void write_calibration(const CurateResult& res, CurateFormat format, std::ostream& out) {
  if (format == CurateFormat::kJson) return write_calibration_json(res, out);
  const std::vector<double>& scores = res.scores;
  std::ostringstream text;
  text << "Deals " << res.deal_list << ": " << res.winnable << " winnable, " << res.unwinnable
       << " unwinnable, " << res.unknown << " unknown\n";
  text << "Score percentiles (winnable deals):";
  for (int q = 10; q <= 90; q += 10)
    if (!scores.empty()) text << " p" << q << "=" << fixed(scores[scores.size() * q / 100], 1);
  if (!scores.empty()) {
    // The top of the distribution, where a hardest list is drawn from.
    for (const double q : {0.95, 0.99, 0.999}) {
      const auto at = static_cast<std::size_t>(static_cast<double>(scores.size()) * q);
      text << " p" << fixed(100 * q, q == 0.999 ? 1 : 0) << "="
           << fixed(scores[std::min(scores.size() - 1, at)], 1);
    }
    text << " max=" << fixed(scores.back(), 1);
  }
  if (res.staged)
    text << "\nNot scored (a budgeted solve of the scoring ran out): " << res.unscored;
  if (!res.players.empty()) text << "\nPlayers: " << res.players;
  if (!res.tiers.empty())
    text << "\nTiers: " << res.tiers << "\n";
  else
    text << "\nTier thresholds: medium from " << res.thresholds[0] << ", hard from "
         << res.thresholds[1] << ", expert from " << res.thresholds[2] << "\n";
  text << "tier      deals   share";
  for (const CalibrateColumnHead& c : res.columns) text << "  " << c.header;
  text << "  mean nodes\n";
  for (const TierMeans& m : res.tier_means) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%-8s %6.0f  %5.1f%%", std::string(name_of(m.tier)).c_str(),
                  static_cast<double>(m.deals), 100 * m.share);
    text << buf;
    for (std::size_t c = 0; c < res.columns.size(); ++c) {
      const int width = static_cast<int>(res.columns[c].header.size());
      if (res.columns[c].percent)
        std::snprintf(buf, sizeof buf, "  %*.1f%%", width - 1, 100 * m.columns[c]);
      else
        std::snprintf(buf, sizeof buf, "  %*.2f", width, m.columns[c]);
      text << buf;
    }
    std::snprintf(buf, sizeof buf, "  %10.0f\n", m.nodes);
    text << buf;
  }
  out << text.str();
}

}  // namespace reckon::curation
