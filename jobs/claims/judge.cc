#include "jobs/claims/judge.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "reckon/vocabulary.h"

namespace reckon::claims {
namespace {

// z of the two-sided 97.5 % interval: two such intervals hold together with
// probability at least 1 - 2 * 0.025 = 95 % (Bonferroni).
constexpr double kZ975 = 2.241402727604947;

std::string fixed(double v, int decimals = 3) {
  if (std::isinf(v)) return "\xe2\x88\x9e";  // ∞
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

std::string unit_of(const Claim& c) {
  return c.figure.unit == Figure::Unit::kPercent ? " %" : "\xc3\x97";
}

std::string span(double low, double high, const std::string& unit) {
  return fixed(low) + "\xe2\x80\x93" + fixed(high) + unit;  // –
}

std::string unknown_note(const Measurement& m) {
  if (!m.unknown) return "";
  return "; " + std::to_string(m.unknown) +
         " deal(s) unknown (a budget ran out): losses for the lower bound, wins for the upper";
}

// Sets the verdict of a measured figure (value, low, high already in j).
void compare(const Claim& c, Judgement& j, const std::string& prefix) {
  const Accepted a = accepted(c.figure, c.tolerance);
  const std::string unit = unit_of(c);
  const std::string interval = "the 95 % interval " + span(j.low, j.high, unit);
  const std::string allowed = "the claim's " + span(a.low, a.high, unit);
  if (j.high < a.low) {
    j.verdict = Verdict::kInconsistent;
    j.why = prefix + interval + " lies below " + allowed;
  } else if (j.low > a.high) {
    j.verdict = Verdict::kInconsistent;
    j.why = prefix + interval + " lies above " + allowed;
  } else if (j.low >= a.low && j.high <= a.high) {
    j.verdict = Verdict::kConsistent;
    j.why = prefix + interval + " lies within " + allowed;
  } else if (j.high - j.low > a.high - a.low) {
    j.verdict = Verdict::kNotCheckable;
    j.why =
        prefix + interval + " is wider than " + allowed + ": too few deals to decide; measure more";
  } else {
    j.verdict = Verdict::kConsistent;
    j.why = prefix + interval + " overlaps " + allowed;
  }
}

// Why a measurement can not be used, or "".
std::string unusable(const Evidence& e) {
  if (!e.measurement) return e.missing.empty() ? "not measured" : e.missing;
  if (e.measurement->interrupted)
    return "the measurement was interrupted after " + std::to_string(e.measurement->n) +
           " deals; run again (with --db-dir it resumes)";
  if (e.measurement->n == 0) return "no deals were measured";
  return "";
}

}  // namespace

std::string_view to_string(Verdict v) {
  switch (v) {
    case Verdict::kConsistent:
      return "consistent";
    case Verdict::kInconsistent:
      return "inconsistent";
    case Verdict::kNotCheckable:
      return "not checkable";
  }
  return "?";
}

Judgement judge(const Claim& claim, const Evidence& evidence) {
  Judgement j;
  if (claim.is_ratio()) {
    j.why = "a ratio claim is judged on the claims it compares";
    return j;
  }
  if (const std::string why = unusable(evidence); !why.empty()) {
    j.why = why;
    return j;
  }
  const Measurement& m = *evidence.measurement;
  const analysis::Interval ci = m.interval();
  j.has_figure = true;
  j.value = 100 * m.rate();
  j.low = 100 * ci.low;
  j.high = 100 * ci.high;
  j.deals = {m.n};
  if (!claim.about_people()) {
    j.basis = "measured";
    compare(claim, j, "");
    j.why += unknown_note(m);
    return j;
  }

  // People: perfect play bounds them from above, the fair player (who never
  // sees the stock) from below.
  j.basis = "perfect-play bound";
  const Accepted a = accepted(claim.figure, claim.tolerance);
  const std::string bound = "perfect play wins " + fixed(j.value) +
                            " % of these deals (95 % interval " + span(j.low, j.high, " %") + ")";
  const Measurement* fair = evidence.fair && evidence.fair->n > 0 ? &*evidence.fair : nullptr;
  if (a.low > j.high) {
    j.verdict = Verdict::kInconsistent;
    j.why = "impossible: the claim needs at least " + fixed(a.low) + " %, but " + bound +
            ", and no player wins a deal that perfect-information play loses";
  } else if (fair) {
    const analysis::Interval fi = fair->interval();
    j.has_fair = true;
    j.fair_value = 100 * fair->rate();
    j.fair_low = 100 * fi.low;
    j.fair_high = 100 * fi.high;
    j.fair_deals = fair->n;
    j.fair_player = fair->player;
    // In an open game the lower bound is perfect play itself: nothing is hidden.
    j.fair_is_perfect_play = fair->strategy == name_of(Player::kPerfect);
    const std::string who =
        j.fair_is_perfect_play
            ? "perfect play, which sees no more than a person (no card is hidden),"
            : fair->player + ", who never sees the stock,";
    const std::string lower = who + " wins " + fixed(100 * fair->rate()) + " % of " +
                              std::to_string(fair->n) + " deals (95 % interval " +
                              span(100 * fi.low, 100 * fi.high, " %") + ")";
    if (a.low <= 100 * fi.low) {
      j.verdict = Verdict::kConsistent;
      j.basis = "bounds: fair player below, perfect play above";
      j.why = "reachable: the claim allows " + fixed(a.low) + " %, and " + lower +
              ", so a player who plays as people must can reach it; " + bound;
    } else {
      j.verdict = Verdict::kNotCheckable;
      j.basis = "bounds: fair player below, perfect play above";
      j.why = "open: the claim needs at least " + fixed(a.low) + " %, between the bounds: " + lower + ", and " +
              bound + "; the best play that cannot see the stock lies somewhere between";
    }
  } else {
    j.verdict = Verdict::kConsistent;
    j.why = "consistent with the perfect-play bound: the claim needs at least " + fixed(a.low) +
            " % and " + bound +
            "; no player wins more often than perfect play, so the bound allows the claim but can "
            "not test it further";
    if (a.high > j.high)
      j.why += " (though no player reaches the claim's figures above " + fixed(j.high) + " %)";
  }
  j.why += unknown_note(m);
  return j;
}

Judgement judge_ratio(const Claim& claim, const Claim& numerator, const Evidence& num,
                      const Claim& denominator, const Evidence& den) {
  Judgement j;
  j.basis = "ratio of measured rates";
  for (const auto& [c, e] : {std::pair{&numerator, &num}, std::pair{&denominator, &den}}) {
    if (c->about_people()) {
      j.why = "claim \"" + c->id + "\" is about people, whose rate is only bounded, not measured";
      return j;
    }
    if (const std::string why = unusable(*e); !why.empty()) {
      j.why = "claim \"" + c->id + "\": " + why;
      return j;
    }
  }
  const Measurement &a = *num.measurement, &b = *den.measurement;
  j.deals = {a.n, b.n};
  // With n > 0 deals the Wilson upper bound is above 0, so the ratio's lower
  // end is finite; no wins in the denominator leave it open above.
  const analysis::Interval ia = a.interval(kZ975), ib = b.interval(kZ975);
  constexpr double kInf = std::numeric_limits<double>::infinity();
  j.has_figure = true;
  j.value = b.rate() > 0 ? a.rate() / b.rate() : kInf;
  j.low = ia.low / ib.high;
  j.high = ib.low > 0 ? ia.high / ib.low : kInf;
  const std::string prefix = "\"" + numerator.id + "\" " + fixed(100 * a.rate()) + " % over \"" +
                             denominator.id + "\" " + fixed(100 * b.rate()) + " %" +
                             " (97.5 % interval for each); ";
  compare(claim, j, prefix);
  return j;
}

}  // namespace reckon::claims
