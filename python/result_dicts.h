#pragma once
// The results as the CLI's --json gives them (each class's to_dict()): the
// fields the result holds, under the same names and in the same shapes; and
// the words for values that to_dict() and the reprs share.
#include <pybind11/pybind11.h>

#include <optional>
#include <string>

#include "python/daily.h"
#include "reckon/reckon.h"

namespace reckon::pymodule {

std::optional<std::string> tier_text(const std::optional<api::Tier>& t);
std::string verdict_text(api::Verdict v);
std::string fixed(double v, int decimals);  // printf's %.*f
const char* status_text(api::VerifyResult::Status s);  // "wins", "does not win", "illegal"
// A figure the C++ API keeps as a JSON literal, as Python's value.
pybind11::object json_value(const std::string& literal);

pybind11::dict certificate_dict(const api::Certificate& c);
pybind11::dict solve_dict(const api::SolveResult& r);
pybind11::dict verify_dict(const api::VerifyResult& r);
pybind11::dict row_dict(const api::AnalyzeRow& r);
pybind11::dict summary_dict(const api::AnalyzeResult& r);
pybind11::dict curated_dict(const api::CuratedDeal& c);
pybind11::dict calibration_dict(const api::TierCalibration& t);
// {"waste": W, "preplaced": B} or Rechenkünstler's {"waste_per_player": W,
// "expert": B, "preplaced": B}, with "ranks" for a small deck: the CLI's
// JSON "variant"; None for Fourteen Out.
pybind11::object variant_dict(const api::CurateResult& r);
pybind11::dict curate_dict(const api::CurateResult& r);
pybind11::dict hint_move_dict(const api::HintMove& m);
pybind11::dict fair_choice_dict(const api::FairChoice& c);
pybind11::dict fair_hint_dict(const api::FairHint& f);
pybind11::dict hint_dict(const api::HintResult& h);
pybind11::dict play_dict(const api::PlayResult& r);
pybind11::dict deal_dict(const api::Deal& deal);
pybind11::dict daily_deal_dict(const DailyDeal& e);
pybind11::dict daily_dict(const DailyResult& r);

}  // namespace reckon::pymodule
