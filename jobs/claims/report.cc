#include "jobs/claims/report.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <string>

#include "core/json.h"

namespace reckon::claims {
namespace {

std::string fixed(double v, int decimals = 3) {
  if (std::isinf(v)) return "\xe2\x88\x9e";  // ∞
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

// Columns are padded by characters shown, not bytes (UTF-8).
std::size_t shown_width(const std::string& s) {
  return static_cast<std::size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string pad(const std::string& s, std::size_t width) {
  const std::size_t w = shown_width(s);
  return w >= width ? s : s + std::string(width - w, ' ');
}

std::string about(const Claim& c) {
  if (c.is_ratio()) return c.numerator + " / " + c.denominator;
  std::string s = c.game;
  if (!c.variant.empty()) s += " " + c.variant;
  return s + ", " + c.strategy;
}

std::string measured(const Claim& c, const Judgement& j) {
  if (!j.has_figure) return "\xe2\x80\x94";  // —
  const std::string unit = c.figure.unit == Figure::Unit::kPercent ? " %" : "\xc3\x97";
  const std::string ci = fixed(j.low) + "\xe2\x80\x93" + fixed(j.high) + unit;
  if (j.basis == "perfect-play bound")
    return "\xe2\x89\xa4 " + fixed(j.high) + " % (perfect play " + fixed(j.value) + " %)";  // ≤
  if (j.has_fair && !j.fair_is_perfect_play)  // both bounds, lower first
    return "fair " + fixed(j.fair_value) + " % (" + fixed(j.fair_low) + "\xe2\x80\x93" +
           fixed(j.fair_high) + unit + "), perfect " + fixed(j.value) + unit + " (" + ci + ")";
  return fixed(j.value) + unit + " (" + ci + ")";
}

std::string deals(const Judgement& j) {
  // The lower bound's deals first, unless it is perfect play itself (an open game).
  std::string s = j.has_fair && !j.fair_is_perfect_play ? std::to_string(j.fair_deals) : "";
  for (const std::uint64_t n : j.deals) s += (s.empty() ? "" : " / ") + std::to_string(n);
  return s.empty() ? "\xe2\x80\x94" : s;
}

}  // namespace

void print_table(const Report& r, std::ostream& out) {
  if (!r.measurements.empty()) {
    out << "Measurements" << (r.quick ? " (--quick: 1/100 of each deal range)" : "") << "\n";
    for (const Measurement& m : r.measurements) {
      char buf[200];
      std::snprintf(buf, sizeof buf, "%llu of %llu won (%.3f %%), %llu unknown, %.1f s",
                    static_cast<unsigned long long>(m.wins), static_cast<unsigned long long>(m.n),
                    100 * m.rate(), static_cast<unsigned long long>(m.unknown), m.seconds);
      out << "  " << m.title << ", deals " << m.deals << ": " << buf;
      if (m.resumed) out << " (" << m.resumed << " from a results store)";
      if (m.interrupted) out << " (interrupted)";
      out << "\n";
    }
    out << "\n";
  }

  const std::array<std::string, 6> head = {"Claim", "About",  "Claimed", "Measured (95 % interval)",
                                           "Deals", "Verdict"};
  std::vector<std::array<std::string, 6>> rows;
  for (const Result& res : r.results) {
    const Claim& c = *res.claim;
    const Judgement& j = res.judgement;
    rows.push_back({c.id, about(c), describe(c.figure, c.tolerance), measured(c, j), deals(j),
                    std::string(to_string(j.verdict))});
  }
  std::array<std::size_t, 6> width{};
  for (std::size_t i = 0; i < head.size(); ++i) width[i] = shown_width(head[i]);
  for (const auto& row : rows)
    for (std::size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], shown_width(row[i]));
  const auto line = [&](const std::array<std::string, 6>& row) {
    std::string s;
    for (std::size_t i = 0; i < row.size(); ++i)
      s += i + 1 < row.size() ? pad(row[i], width[i] + 2) : row[i];
    out << s << "\n";
  };
  line(head);
  int counts[3] = {0, 0, 0};
  for (std::size_t k = 0; k < rows.size(); ++k) {
    line(rows[k]);
    out << "    " << r.results[k].judgement.why << "\n";
    ++counts[static_cast<int>(r.results[k].judgement.verdict)];
  }
  char buf[200];
  std::snprintf(buf, sizeof buf,
                "\n%zu claims: %d consistent, %d inconsistent, %d not checkable; %.1f s\n",
                r.results.size(), counts[0], counts[1], counts[2], r.seconds);
  out << buf;
}

void print_json(const Report& r, std::ostream& out) {
  json::Writer w;
  w.begin_object().member("quick", r.quick).key("seconds").value(r.seconds, 3);
  int counts[3] = {0, 0, 0};
  w.key("claims").begin_array();
  for (const Result& res : r.results) {
    const Claim& c = *res.claim;
    const Judgement& j = res.judgement;
    ++counts[static_cast<int>(j.verdict)];
    const Accepted a = accepted(c.figure, c.tolerance);
    w.begin_object().member("id", c.id).member("file", c.file).member("line", c.line);
    w.member("source", c.source).member("quote", c.quote);
    if (c.is_ratio()) {
      w.member("numerator", c.numerator).member("denominator", c.denominator);
    } else {
      w.member("game", c.game).member("variant_options", c.variant);  // the claim file's words
    }
    w.member("strategy", c.strategy)
        .member("claim", c.figure.text)
        .key("tolerance")
        .value(c.tolerance, 6);
    w.member("unit", c.figure.unit == Figure::Unit::kPercent ? "percent" : "times");
    w.key("allowed_low").value(a.low, 6).key("allowed_high").value(a.high, 6);
    w.member("verdict", to_string(j.verdict)).member("basis", j.basis);
    if (j.has_figure) {
      w.key("measured")
          .value(j.value, 6)
          .key("ci_low")
          .value(j.low, 6)
          .key("ci_high")
          .value(j.high, 6);
    } else {
      w.key("measured").null().key("ci_low").null().key("ci_high").null();
    }
    w.key("deals").begin_array();
    for (const std::uint64_t n : j.deals) w.value(n);
    w.end_array();
    if (j.has_fair) {
      w.key("fair").begin_object().key("measured").value(j.fair_value, 6).key("ci_low").value(j.fair_low, 6);
      w.key("ci_high").value(j.fair_high, 6).member("deals", j.fair_deals);
      w.member("player", j.fair_player).end_object();
    }
    w.member("why", j.why).end_object();
  }
  w.end_array();
  w.key("measurements").begin_array();
  for (const Measurement& m : r.measurements) {
    const analysis::Interval ci = m.interval();
    w.begin_object()
        .member("title", m.title)
        .member("strategy", m.strategy)
        .member("deal_list", m.deals);
    w.member("deals", m.n)
        .member("won", m.wins)
        .member("lost", m.losses)
        .member("unknown", m.unknown);
    w.key("win_percent").value(100 * m.rate(), 4).key("ci_low").value(100 * ci.low, 4);
    w.key("ci_high").value(100 * ci.high, 4).key("seconds").value(m.seconds, 3);
    w.member("resumed", m.resumed).member("interrupted", m.interrupted).end_object();
  }
  w.end_array();
  w.member("consistent", counts[0])
      .member("inconsistent", counts[1])
      .member("not_checkable", counts[2]);
  w.end_object();
  out << w.str() << "\n";
}

}  // namespace reckon::claims
