#include "python/result_types.h"

#include <pybind11/stl.h>

#include <charconv>
#include <cstdio>
#include <optional>
#include <string>

#include "python/analyze_run.h"
#include "python/result_dicts.h"
#include "reckon/reckon.h"

namespace py = pybind11;

namespace reckon::pymodule {
namespace {
// A result class with its verdict read as the CLI's word ("winnable") and
// the enum beside it (verdict_code); the rest of the class is chained on.
template <class T>
py::class_<T> with_verdict(py::class_<T> c) {
  c.def_property_readonly("verdict", [](const T& r) { return verdict_text(r.verdict); });
  c.def_readonly("verdict_code", &T::verdict);
  return c;
}

std::string quoted(const std::string& s) { return std::string(py::repr(py::str(s))); }

}  // namespace

py::object deal_key(const std::string& key) {
  std::uint64_t n = 0;
  const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), n);
  if (!key.empty() && ec == std::errc{} && end == key.data() + key.size()) return py::int_(n);
  return py::str(key);
}

namespace {

// The enums the results hold beside their words (verdict_code, ...).
void bind_enums(py::module_& m) {
  py::enum_<api::Game>(m, "Game")
      .value("CALCULATION", api::Game::kCalculation)
      .value("RECHENKUENSTLER", api::Game::kRechenkuenstler)
      .value("FOURTEEN", api::Game::kFourteen);
  py::enum_<api::Verdict>(m, "Verdict")
      .value("WINNABLE", api::Verdict::kWinnable)
      .value("UNWINNABLE", api::Verdict::kUnwinnable)
      .value("UNKNOWN", api::Verdict::kUnknown);
  py::enum_<api::StopReason>(m, "StopReason")
      .value("NONE", api::StopReason::kNone)
      .value("NODES", api::StopReason::kNodes)
      .value("TIME", api::StopReason::kTime)
      .value("MEMORY", api::StopReason::kMemory)
      .value("STOP", api::StopReason::kStop);
  py::enum_<api::Outcome>(m, "Outcome")
      .value("WINNABLE", api::Outcome::kWinnable)
      .value("UNWINNABLE", api::Outcome::kUnwinnable)
      .value("UNKNOWN", api::Outcome::kUnknown)
      .value("WON", api::Outcome::kWon)
      .value("LOST", api::Outcome::kLost);
  py::enum_<api::VerifyResult::Status>(m, "VerifyStatus")
      .value("WINS", api::VerifyResult::Status::kWins)
      .value("DOES_NOT_WIN", api::VerifyResult::Status::kDoesNotWin)
      .value("ILLEGAL", api::VerifyResult::Status::kIllegal);
  py::enum_<api::Tier>(m, "Tier")
      .value("EASY", api::Tier::kEasy)
      .value("MEDIUM", api::Tier::kMedium)
      .value("HARD", api::Tier::kHard)
      .value("EXPERT", api::Tier::kExpert);
}

// deal(), solve() and verify()'s results.
void bind_solve_types(py::module_& m) {
  py::class_<api::Deal>(m, "Deal")
      .def_readonly("game", &api::Deal::game)
      .def_readonly("label", &api::Deal::label)
      .def_readonly("bases", &api::Deal::bases)
      .def_readonly("stock", &api::Deal::stock)
      .def_readonly("columns", &api::Deal::columns)
      .def_readonly("cards", &api::Deal::cards)
      .def("to_dict", &deal_dict)
      .def("__repr__", [](const api::Deal& d) {
        return "<reckon.Deal " + std::string(api::game_name(d.game)) + ", " + d.label + ">";
      });

  py::class_<api::Certificate>(m, "Certificate")
      .def_readonly("checked", &api::Certificate::checked)
      .def_readonly("lemmas", &api::Certificate::lemmas)
      .def_readonly("deletions", &api::Certificate::deletions)
      .def_readonly("lemmas_checked", &api::Certificate::lemmas_checked)
      .def_readonly("bytes", &api::Certificate::bytes)
      .def_readonly("check_seconds", &api::Certificate::check_seconds)
      .def_readonly("format", &api::Certificate::format)
      .def_readonly("positions", &api::Certificate::positions)
      .def("to_dict", &certificate_dict)
      .def("__repr__", [](const api::Certificate& c) {
        return "<reckon.Certificate " + c.format + ", " + (c.checked ? "checked" : "not checked") +
               ", " +
               (c.format == "closure" ? std::to_string(c.positions) + " positions"
                                      : std::to_string(c.lemmas) + " lemmas") +
               ">";
      });

  with_verdict(py::class_<api::SolveResult>(m, "SolveResult"))
      .def_property_readonly("stopped_by",
                             [](const api::SolveResult& r) {
                               return std::string(api::stop_reason_name(r.stopped_by));
                             })
      .def_readonly("moves", &api::SolveResult::moves)
      .def_readonly("nodes", &api::SolveResult::nodes)
      .def_readonly("seconds", &api::SolveResult::seconds)
      .def_readonly("proof", &api::SolveResult::proof)
      .def_readonly("proved_on_mirror", &api::SolveResult::proved_on_mirror)
      .def_readonly("certificate", &api::SolveResult::certificate)
      .def_readonly("positions_proven_lost", &api::SolveResult::positions_proven_lost)
      .def_readonly("table_hits", &api::SolveResult::table_hits)
      .def_property_readonly("rules_fired",
                             [](const api::SolveResult& r) {
                               py::dict d;
                               for (const auto& c : r.rules_fired) d[py::str(c.rule)] = c.fired;
                               return d;
                             })
      .def("to_dict", &solve_dict)
      .def("__repr__", [](const api::SolveResult& r) {
        std::string s = "<reckon.SolveResult " + verdict_text(r.verdict);
        if (r.verdict == api::Verdict::kUnknown)
          s += " (" + std::string(api::stop_reason_name(r.stopped_by)) + ")";
        return s + ", " + std::to_string(r.moves.size()) + " moves, " + std::to_string(r.nodes) +
               " nodes>";
      });

  py::class_<api::VerifyResult>(m, "VerifyResult")
      .def_readonly("status", &api::VerifyResult::status)
      .def_property_readonly(
          "wins",
          [](const api::VerifyResult& r) { return r.status == api::VerifyResult::Status::kWins; })
      .def_readonly("moves", &api::VerifyResult::moves)
      .def_readonly("illegal_move", &api::VerifyResult::illegal_move)
      .def_readonly("why", &api::VerifyResult::why)
      .def("to_dict", &verify_dict)
      .def("__repr__", [](const api::VerifyResult& r) {
        std::string s = "<reckon.VerifyResult " + std::string(status_text(r.status));
        if (r.status == api::VerifyResult::Status::kIllegal)
          s += " at move " + std::to_string(r.illegal_move);
        s += ", " + std::to_string(r.moves) + " moves";
        if (!r.why.empty()) s += ": " + r.why;
        return s + ">";
      });
}

// analyze()'s: each deal's row and the summary.
void bind_analyze_types(py::module_& m) {
  py::class_<api::AnalyzeRow>(m, "AnalyzeRow")
      .def_property_readonly("deal", [](const api::AnalyzeRow& r) { return deal_key(r.deal); })
      .def_property_readonly(
          "outcome",
          [](const api::AnalyzeRow& r) { return std::string(api::outcome_name(r.outcome)); })
      .def_readonly("outcome_code", &api::AnalyzeRow::outcome)
      .def_readonly("nodes", &api::AnalyzeRow::nodes)
      .def_readonly("micros", &api::AnalyzeRow::micros)
      .def_readonly("length", &api::AnalyzeRow::length)
      .def_property_readonly("extra",
                             [](const api::AnalyzeRow& r) {
                               py::dict d;
                               for (const auto& [name, literal] : r.extra)
                                 d[py::str(name)] = json_value(literal);
                               return d;
                             })
      .def_readonly("resumed", &api::AnalyzeRow::resumed)
      .def("to_dict", &row_dict)
      .def("__repr__", [](const api::AnalyzeRow& r) {
        return "<reckon.AnalyzeRow " + std::string(py::repr(deal_key(r.deal))) + " " +
               std::string(api::outcome_name(r.outcome)) + ", " + std::to_string(r.nodes) +
               " nodes>";
      });

  py::class_<api::AnalyzeResult>(m, "AnalyzeResult")
      .def_readonly("title", &api::AnalyzeResult::title)
      .def_readonly("strategy", &api::AnalyzeResult::strategy)
      .def_readonly("deal_list", &api::AnalyzeResult::deal_list)
      .def_readonly("deals", &api::AnalyzeResult::deals)
      .def_readonly("winnable", &api::AnalyzeResult::winnable)
      .def_readonly("unwinnable", &api::AnalyzeResult::unwinnable)
      .def_readonly("unknown", &api::AnalyzeResult::unknown)
      .def_readonly("win_percent", &api::AnalyzeResult::win_percent)
      .def_readonly("ci_low", &api::AnalyzeResult::ci_low)
      .def_readonly("ci_high", &api::AnalyzeResult::ci_high)
      .def_readonly("nodes", &api::AnalyzeResult::nodes)
      .def_readonly("micros", &api::AnalyzeResult::micros)
      .def_readonly("median_nodes", &api::AnalyzeResult::median_nodes)
      .def_readonly("max_nodes", &api::AnalyzeResult::max_nodes)
      .def_readonly("median_micros", &api::AnalyzeResult::median_micros)
      .def_readonly("max_micros", &api::AnalyzeResult::max_micros)
      .def_readonly("median_exact", &api::AnalyzeResult::median_exact)
      .def_readonly("seconds", &api::AnalyzeResult::seconds)
      .def_readonly("threads", &api::AnalyzeResult::threads)
      .def_readonly("resumed", &api::AnalyzeResult::resumed)
      .def_readonly("interrupted", &api::AnalyzeResult::interrupted)
      .def_readonly("rows", &api::AnalyzeResult::rows)
      .def("to_dict", &summary_dict)
      .def("__repr__", [](const api::AnalyzeResult& r) {
        return "<reckon.AnalyzeResult " + r.title + ": " + std::to_string(r.winnable) + "/" +
               std::to_string(r.deals) +
               (parse_name<Player>(r.strategy) == Player::kPerfect ? " winnable" : " won") + ", " +
               fixed(r.win_percent, 2) + " %>";
      });
}

// The run analyze() returns: an iterator of rows, with the summary's
// attributes read through (each waits for the end), so that code written
// before the rows streamed (reckon.analyze(...).win_percent) reads the same.
void bind_analyze_run(py::module_& m) {
  auto run = py::class_<AnalyzeRun>(m, "AnalyzeRun")
                 .def("__iter__", [](py::object self) { return self; })
                 .def("__next__", &AnalyzeRun::next)
                 .def_property_readonly("summary", &AnalyzeRun::summary,
                                        py::return_value_policy::reference_internal)
                 .def("to_dict", [](AnalyzeRun& r) { return summary_dict(r.summary()); })
                 .def_property_readonly("done", &AnalyzeRun::done)
                 .def_property_readonly("total", &AnalyzeRun::total)
                 .def("__repr__", &AnalyzeRun::repr);
  const auto through = [&run](const char* name) {
    run.def_property_readonly(name, [name](AnalyzeRun& self) -> py::object {
      // A view of the summary for the one attribute read; self keeps it alive.
      const py::object summary = py::cast(&self.summary(), py::return_value_policy::reference);
      return summary.attr(name);
    });
  };
  for (const char* name :
       {"title",        "strategy",    "deal_list",     "deals",      "winnable",     "unwinnable",
        "unknown",      "win_percent", "ci_low",        "ci_high",    "nodes",        "micros",
        "median_nodes", "max_nodes",   "median_micros", "max_micros", "median_exact", "seconds",
        "threads",      "resumed",     "interrupted",   "rows"})
    through(name);
}

// play()'s.
void bind_play_types(py::module_& m) {
  py::class_<api::PlayResult>(m, "PlayResult")
      .def_readonly("strategy", &api::PlayResult::strategy)
      .def_readonly("sees_stock", &api::PlayResult::sees_stock)
      .def_readonly("won", &api::PlayResult::won)
      .def_readonly("moves", &api::PlayResult::moves)
      .def_readonly("why", &api::PlayResult::why)
      .def("to_dict", &play_dict)
      .def("__repr__", [](const api::PlayResult& r) {
        return "<reckon.PlayResult " + r.strategy + " " + (r.won ? "won" : "lost") + ", " +
               std::to_string(r.moves.size()) + " moves>";
      });
}

// curate()'s: the lists, the calibration and the daily challenges.
void bind_curate_types(py::module_& m) {
  with_verdict(py::class_<api::CuratedDeal>(m, "CuratedDeal"))
      .def_property_readonly("deal", [](const api::CuratedDeal& d) { return deal_key(d.deal); })
      .def_property_readonly("tier", [](const api::CuratedDeal& d) { return tier_text(d.tier); })
      .def_readonly("score", &api::CuratedDeal::score)
      .def_property_readonly("figures",
                             [](const api::CuratedDeal& c) {
                               py::dict d;
                               for (const auto& [name, literal] : c.figures)
                                 d[py::str(name)] = json_value(literal);
                               return d;
                             })
      .def_readonly("reason", &api::CuratedDeal::reason)
      .def("to_dict", &curated_dict)
      .def("__repr__", [](const api::CuratedDeal& d) {
        std::string s = "<reckon.CuratedDeal " + d.deal + " " + verdict_text(d.verdict);
        if (d.tier) s += ", " + std::string(api::tier_name(*d.tier));
        if (d.score) s += " (score " + fixed(*d.score, 1) + ")";
        return s + ">";
      });

  py::class_<api::TierCalibration>(m, "TierCalibration")
      .def_property_readonly(
          "tier", [](const api::TierCalibration& t) { return std::string(api::tier_name(t.tier)); })
      .def_readonly("deals", &api::TierCalibration::deals)
      .def_readonly("share", &api::TierCalibration::share)
      .def_property_readonly("means",
                             [](const api::TierCalibration& t) {
                               py::dict d;
                               for (const auto& [name, mean] : t.means) d[py::str(name)] = mean;
                               return d;
                             })
      .def_readonly("mean_nodes", &api::TierCalibration::mean_nodes)
      .def("to_dict", &calibration_dict)
      .def("__repr__", [](const api::TierCalibration& t) {
        return "<reckon.TierCalibration " + std::string(api::tier_name(t.tier)) + ": " +
               std::to_string(t.deals) + " deals, " + fixed(100 * t.share, 1) + " %>";
      });

  py::class_<api::CurateResult>(m, "CurateResult")
      .def_readonly("interrupted", &api::CurateResult::interrupted)
      .def_readonly("list", &api::CurateResult::list)
      .def_readonly("deal_list", &api::CurateResult::deal_list)
      .def_readonly("setting", &api::CurateResult::setting)
      .def_property_readonly("variant", &variant_dict)
      .def_readonly("players", &api::CurateResult::players)
      .def_readonly("tiers", &api::CurateResult::tiers)
      .def_readonly("winnable", &api::CurateResult::winnable)
      .def_readonly("unwinnable", &api::CurateResult::unwinnable)
      .def_readonly("unknown", &api::CurateResult::unknown)
      .def_readonly("not_scored", &api::CurateResult::not_scored)
      .def_readonly("certified", &api::CurateResult::certified)
      .def_readonly("deals", &api::CurateResult::deals)
      .def_readonly("scores", &api::CurateResult::scores)
      .def_readonly("calibration", &api::CurateResult::calibration)
      .def("to_dict", &curate_dict)
      .def("__repr__", [](const api::CurateResult& r) {
        if (!r.calibration.empty())
          return "<reckon.CurateResult calibration of deals " + r.deal_list + ": " +
                 std::to_string(r.winnable) + " winnable>";
        return "<reckon.CurateResult " + r.list + " of deals " + r.deal_list + ": " +
               std::to_string(r.deals.size()) + " listed" + (r.interrupted ? ", interrupted" : "") +
               ">";
      });

  py::class_<DailyDeal>(m, "DailyDeal")
      .def_readonly("date", &DailyDeal::date)
      .def_property_readonly("deal", [](const DailyDeal& d) { return deal_key(d.deal); })
      .def_readonly("cards", &DailyDeal::cards)
      .def_readonly("why", &DailyDeal::why)
      .def("to_dict", &daily_deal_dict)
      .def("__repr__", [](const DailyDeal& d) {
        return "<reckon.DailyDeal " + d.date + ": " + (d.cards ? "cards " : "deal ") + d.deal + ">";
      });

  py::class_<DailyResult>(m, "DailyResult")
      .def_readonly("game", &DailyResult::game)
      .def_readonly("setting", &DailyResult::setting)
      .def_readonly("tier", &DailyResult::tier)
      .def_readonly("list", &DailyResult::list)
      .def_readonly("days", &DailyResult::days)
      .def("to_dict", &daily_dict)
      .def("__repr__", [](const DailyResult& r) {
        return "<reckon.DailyResult " + r.setting + ", tier " + r.tier + ": " +
               std::to_string(r.days.size()) + " days from " +
               (r.days.empty() ? std::string("-") : r.days.front().date) + ">";
      });
}

// hint()'s: the next moves and the fair player's judgement of them.
void bind_hint_types(py::module_& m) {
  with_verdict(py::class_<api::HintMove>(m, "HintMove"))
      .def_readonly("move", &api::HintMove::move)
      .def_readonly("text", &api::HintMove::text)
      .def("to_dict", &hint_move_dict)
      .def("__repr__", [](const api::HintMove& h) {
        return "<reckon.HintMove " + h.move + " " + verdict_text(h.verdict) + ">";
      });

  py::class_<api::FairChoice>(m, "FairChoice")
      .def_readonly("moves", &api::FairChoice::moves)
      .def_readonly("samples", &api::FairChoice::samples)
      .def_readonly("rollout", &api::FairChoice::rollout)
      .def_readonly("perfect", &api::FairChoice::perfect)
      .def_readonly("optimum", &api::FairChoice::optimum)
      .def_readonly("held", &api::FairChoice::held)
      .def("to_dict", &fair_choice_dict)
      .def("__repr__", [](const api::FairChoice& c) {
        std::string s = "<reckon.FairChoice " + quoted(c.moves) + ": rollout " +
                        fixed(c.rollout, 4) + " of " + std::to_string(c.samples) + " samples";
        if (c.optimum) s += ", optimum " + fixed(*c.optimum, 4);
        return s + (c.held ? ", held>" : ">");
      });

  py::class_<api::FairHint>(m, "FairHint")
      .def_readonly("before_turn", &api::FairHint::before_turn)
      .def_readonly("turned", &api::FairHint::turned)
      .def_readonly("face_down", &api::FairHint::face_down)
      .def_readonly("samples_at_most", &api::FairHint::samples_at_most)
      .def_readonly("choices", &api::FairHint::choices)
      .def("to_dict", &fair_hint_dict)
      .def("__repr__", [](const api::FairHint& f) {
        return "<reckon.FairHint turned " + (f.turned.empty() ? std::string("nothing") : f.turned) +
               ", " + std::to_string(f.face_down) + " face down, " +
               std::to_string(f.choices.size()) + " choices>";
      });

  with_verdict(py::class_<api::HintResult>(m, "HintResult"))
      .def_readonly("position", &api::HintResult::position)
      .def_readonly("nodes", &api::HintResult::nodes)
      .def_readonly("finishes_by_itself", &api::HintResult::finishes_by_itself)
      .def_readonly("next_moves", &api::HintResult::next_moves)
      .def_readonly("best_move", &api::HintResult::best_move)
      .def_readonly("fair", &api::HintResult::fair)
      .def("to_dict", &hint_dict)
      .def("__repr__", [](const api::HintResult& h) {
        std::string s = "<reckon.HintResult " + verdict_text(h.verdict);
        if (h.best_move) return s + ", best move " + h.best_move->move + ">";
        return s + ", " + std::to_string(h.next_moves.size()) + " next moves>";
      });
}

}  // namespace

// construct()'s: the deals found, and the run. to_dict() is the CLI's
// --json, from the library's one writer.
void bind_construct_types(py::module_& m) {
  with_verdict(py::class_<api::ConstructedDeal>(m, "ConstructedDeal"))
      .def_readonly("cards", &api::ConstructedDeal::cards)
      .def_readonly("score", &api::ConstructedDeal::score)
      .def_readonly("nodes", &api::ConstructedDeal::nodes)
      .def_readonly("turns", &api::ConstructedDeal::turns)
      .def_readonly("choices", &api::ConstructedDeal::choices)
      .def_readonly("critical", &api::ConstructedDeal::critical)
      .def_property_readonly("tightness",
                             [](const api::ConstructedDeal& d) -> std::optional<double> {
                               if (d.tightness < 0) return std::nullopt;
                               return d.tightness;
                             })
      .def_readonly("fair_games", &api::ConstructedDeal::fair_games)
      .def_readonly("fair_won", &api::ConstructedDeal::fair_won)
      .def_readonly("evaluation", &api::ConstructedDeal::evaluation)
      .def_readonly("certificate", &api::ConstructedDeal::certificate)
      .def("__repr__", [](const api::ConstructedDeal& d) {
        return "<reckon.ConstructedDeal " + verdict_text(d.verdict) + ", score " +
               fixed(d.score, 2) + ">";
      });

  py::class_<api::ConstructResult>(m, "ConstructResult")
      .def_property_readonly(
          "game", [](const api::ConstructResult& r) { return std::string(api::game_name(r.game)); })
      .def_readonly("setting", &api::ConstructResult::setting)
      .def_property_readonly("objective",
                             [](const api::ConstructResult& r) {
                               return std::string(api::objective_name(r.objective));
                             })
      .def_property_readonly("tiebreak",
                             [](const api::ConstructResult& r) {
                               return std::string(r.tightness ? "tightness" : "none");
                             })
      .def_readonly("seed", &api::ConstructResult::seed)
      .def_readonly("start", &api::ConstructResult::start)
      .def_readonly("evaluations", &api::ConstructResult::evaluations)
      .def_readonly("resumed_from", &api::ConstructResult::resumed_from)
      .def_readonly("seconds", &api::ConstructResult::seconds)
      .def_readonly("interrupted", &api::ConstructResult::interrupted)
      .def_readonly("best", &api::ConstructResult::best)
      .def_readonly("unwinnable", &api::ConstructResult::unwinnable)
      .def_readonly("unwinnable_met", &api::ConstructResult::unwinnable_met)
      .def_readonly("curve", &api::ConstructResult::curve)
      .def("to_dict",
           [](const api::ConstructResult& r) {
             return py::module_::import("json").attr("loads")(api::construct_json(r));
           })
      .def("__str__", &api::construct_text)
      .def("__repr__", [](const api::ConstructResult& r) {
        return "<reckon.ConstructResult " + std::string(api::objective_name(r.objective)) + ", " +
               std::to_string(r.evaluations) + " evaluations, " + std::to_string(r.best.size()) +
               " kept, " + std::to_string(r.unwinnable.size()) + " unwinnable" +
               (r.interrupted ? ", interrupted" : "") + ">";
      });
}

// The enums first, then the classes call by call; a class is registered
// before the attributes that hold it (SolveResult.certificate, ...).
void bind_result_types(py::module_& m) {
  bind_enums(m);
  bind_solve_types(m);
  bind_analyze_types(m);
  bind_analyze_run(m);
  bind_play_types(m);
  bind_curate_types(m);
  bind_construct_types(m);
  bind_hint_types(m);
}

}  // namespace reckon::pymodule
