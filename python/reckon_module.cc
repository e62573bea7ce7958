// The Python module `reckon`: api/reckon.h one to one, with the command
// line's keywords (reckon.solve(game="calculation", deal=17, waste=3)).
// Results are plain objects; names that the CLI prints as words (verdict,
// stopped_by, outcome) read as those words. Bad input raises
// reckon.InputError, a ValueError, with the CLI's message.
//
// Long calls release the GIL; on the main thread Ctrl-C sets the request's
// stop flag, the search or analysis ends cleanly, and KeyboardInterrupt is
// raised (run_stoppable).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <signal.h>

#include <atomic>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "api/reckon.h"

namespace py = pybind11;
using namespace reckon;

namespace {

// The stop flag of the call in progress on the main thread, set by the
// SIGINT handler that stands in for Python's during the call.
std::atomic<bool> interrupted{false};
std::thread::id main_thread;

extern "C" void stop_on_sigint(int) { interrupted.store(true); }

// Runs call(stop) with the GIL released. On the main thread, while Python
// handles SIGINT, a handler of ours stands in for Python's during the call:
// Ctrl-C sets the call's stop flag, the search or analysis ends cleanly,
// and then the interrupt is passed on to Python (KeyboardInterrupt). Two
// sigaction calls cost about a microsecond; a helper thread to poll for
// signals cost hundreds on a loaded host (RESULTS.md, "Python").
template <class Call>
auto run_stoppable(const Call& call) {
  struct sigaction python_handler {};
  sigaction(SIGINT, nullptr, &python_handler);
  const bool own = std::this_thread::get_id() == main_thread &&
                   python_handler.sa_handler != SIG_DFL && python_handler.sa_handler != SIG_IGN;
  if (!own) {
    py::gil_scoped_release release;
    return call(nullptr);
  }
  struct sigaction ours {};
  ours.sa_handler = stop_on_sigint;
  sigemptyset(&ours.sa_mask);
  interrupted.store(false);
  sigaction(SIGINT, &ours, nullptr);
  // Python's handler comes back whatever happens (an exception included).
  struct Restore {
    struct sigaction& handler;
    ~Restore() { sigaction(SIGINT, &handler, nullptr); }
  };
  auto result = [&] {
    Restore restore{python_handler};
    py::gil_scoped_release release;
    return call(&interrupted);
  }();
  if (interrupted.load()) {
    PyErr_SetInterrupt();
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
  return result;
}

api::Game game_of(const std::variant<api::Game, std::string>& g) {
  if (const auto* name = std::get_if<std::string>(&g)) return api::parse_game(*name);
  return std::get<api::Game>(g);
}

// A variant from the CLI's option names; level= names a Rechenkünstler level.
api::Variant variant_of(int waste, int waste_per_player, bool expert, bool preplaced,
                        const std::optional<std::string>& level) {
  api::Variant v;
  if (level) v = api::rechenkuenstler_level(*level);
  v.waste = waste;
  if (!level) v.waste_per_player = waste_per_player;
  v.expert = v.expert || expert;
  v.preplaced = preplaced;
  return v;
}

api::DealSpec deal_of(const std::optional<std::uint64_t>& deal,
                      const std::optional<std::string>& pysol,
                      const std::optional<std::string>& cards) {
  api::DealSpec d;
  d.number = deal;
  d.pysol = pysol;
  d.cards = cards;
  return d;
}

api::Budget budget_of(std::uint64_t max_nodes, double max_seconds, std::size_t max_memory) {
  if (max_seconds < 0) throw InputError("--max-seconds must not be negative");
  if (max_memory < 1 || max_memory > (std::size_t{1} << 20))
    throw InputError("--max-memory must be between 1 and 1048576 MiB");
  return {max_nodes, max_seconds, max_memory};
}

// The list a curate call asks for, from keywords as the CLI's options.
api::CurateList curate_list_of(bool unwinnable, bool winnable, bool undecided, const std::optional<int>& hardest,
                               const std::optional<int>& easiest, bool tier, bool calibrate) {
  const int modes =
      unwinnable + winnable + undecided + hardest.has_value() + easiest.has_value() + tier + calibrate;
  if (modes != 1)
    throw InputError(
        "give exactly one of --unwinnable, --winnable, --undecided, --hardest K, --easiest K, "
        "--tier T, --calibrate");
  if (unwinnable) return api::CurateList::kUnwinnable;
  if (winnable) return api::CurateList::kWinnable;
  if (undecided) return api::CurateList::kUndecided;
  if (hardest) return api::CurateList::kHardest;
  if (easiest) return api::CurateList::kEasiest;
  return tier ? api::CurateList::kTier : api::CurateList::kCalibrate;
}

std::optional<std::string> tier_text(const std::optional<api::Tier>& t) {
  if (!t) return std::nullopt;
  return std::string(api::tier_name(*t));
}

std::string repr_of(const api::SolveResult& r) {
  return "<reckon.SolveResult " + std::string(api::verdict_name(r.verdict)) + ", " +
         std::to_string(r.moves.size()) + " moves, " + std::to_string(r.nodes) + " nodes>";
}

}  // namespace

PYBIND11_MODULE(reckon, m) {
  m.doc() =
      "reckon: exhaustive solver and analyzer for Calculation, Rechenkuenstler and Fourteen Out "
      "(the C++ API of api/reckon.h).";

  py::register_exception<InputError>(m, "InputError", PyExc_ValueError);
  main_thread = std::this_thread::get_id();  // modules are imported on the main thread

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

  m.def("game_name", &api::game_name);
  m.def("verdict_name", &api::verdict_name);

  py::class_<api::Deal>(m, "Deal")
      .def_readonly("game", &api::Deal::game)
      .def_readonly("label", &api::Deal::label)
      .def_readonly("bases", &api::Deal::bases)
      .def_readonly("stock", &api::Deal::stock)
      .def_readonly("columns", &api::Deal::columns)
      .def_readonly("cards", &api::Deal::cards)
      .def("__repr__", [](const api::Deal& d) { return "<reckon.Deal " + d.label + ">"; });

  py::class_<api::Certificate>(m, "Certificate")
      .def_readonly("checked", &api::Certificate::checked)
      .def_readonly("lemmas", &api::Certificate::lemmas)
      .def_readonly("deletions", &api::Certificate::deletions)
      .def_readonly("lemmas_checked", &api::Certificate::lemmas_checked)
      .def_readonly("bytes", &api::Certificate::bytes)
      .def_readonly("check_seconds", &api::Certificate::check_seconds)
      .def_readonly("format", &api::Certificate::format)
      .def_readonly("positions", &api::Certificate::positions);

  py::class_<api::SolveResult>(m, "SolveResult")
      .def_property_readonly(
          "verdict",
          [](const api::SolveResult& r) { return std::string(api::verdict_name(r.verdict)); })
      .def_readonly("verdict_code", &api::SolveResult::verdict)
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
      .def("__repr__", &repr_of);

  py::class_<api::VerifyResult>(m, "VerifyResult")
      .def_readonly("status", &api::VerifyResult::status)
      .def_property_readonly(
          "wins",
          [](const api::VerifyResult& r) { return r.status == api::VerifyResult::Status::kWins; })
      .def_readonly("moves", &api::VerifyResult::moves)
      .def_readonly("illegal_move", &api::VerifyResult::illegal_move)
      .def_readonly("why", &api::VerifyResult::why);

  py::class_<api::AnalyzeRow>(m, "AnalyzeRow")
      .def_readonly("deal", &api::AnalyzeRow::deal)
      .def_property_readonly(
          "outcome",
          [](const api::AnalyzeRow& r) { return std::string(api::outcome_name(r.outcome)); })
      .def_readonly("outcome_code", &api::AnalyzeRow::outcome)
      .def_readonly("nodes", &api::AnalyzeRow::nodes)
      .def_readonly("micros", &api::AnalyzeRow::micros)
      .def_readonly("length", &api::AnalyzeRow::length)
      .def_readonly("extra", &api::AnalyzeRow::extra)
      .def_readonly("resumed", &api::AnalyzeRow::resumed)
      .def("__repr__", [](const api::AnalyzeRow& r) {
        return "<reckon.AnalyzeRow " + r.deal + " " + std::string(api::outcome_name(r.outcome)) +
               ">";
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
      .def("__repr__", [](const api::AnalyzeResult& r) {
        return "<reckon.AnalyzeResult " + r.title + ": " + std::to_string(r.winnable) + "/" +
               std::to_string(r.deals) + " winnable>";
      });

  py::class_<api::PlayResult>(m, "PlayResult")
      .def_readonly("strategy", &api::PlayResult::strategy)
      .def_readonly("sees_stock", &api::PlayResult::sees_stock)
      .def_readonly("won", &api::PlayResult::won)
      .def_readonly("moves", &api::PlayResult::moves)
      .def_readonly("why", &api::PlayResult::why)
      .def("__repr__", [](const api::PlayResult& r) {
        return "<reckon.PlayResult " + r.strategy + " " + (r.won ? "won" : "lost") + ", " +
               std::to_string(r.moves.size()) + " moves>";
      });

  using GameArg = std::variant<api::Game, std::string>;
  using OptU64 = std::optional<std::uint64_t>;
  using OptStr = std::optional<std::string>;

  m.def(
      "deal",
      [](const GameArg& game, OptU64 deal, OptStr pysol, OptStr cards, int waste,
         int waste_per_player, bool expert, bool preplaced, OptStr level, int ranks) {
        api::DealRequest req;
        req.game = game_of(game);
        req.variant = variant_of(waste, waste_per_player, expert, preplaced, level);
        req.variant.ranks = ranks;
        req.deal = deal_of(deal, pysol, cards);
        return api::deal(req);
      },
      py::kw_only(), py::arg("game") = "calculation", py::arg("deal") = py::none(),
      py::arg("pysol") = py::none(), py::arg("cards") = py::none(), py::arg("waste") = 4,
      py::arg("waste_per_player") = 3, py::arg("expert") = false, py::arg("preplaced") = true,
      py::arg("level") = py::none(), py::arg("ranks") = 13,
      "The cards of a deal (reckon deal); ranks=5, 7 or 11: a small deck.");

  m.def(
      "solve",
      [](const GameArg& game, OptU64 deal, OptStr pysol, OptStr cards, int waste,
         int waste_per_player, bool expert, bool preplaced, OptStr level, std::uint64_t max_nodes,
         double max_seconds, std::size_t max_memory, std::vector<std::string> rules_off,
         int deal_threads, bool certify) {
        api::SolveRequest req;
        req.game = game_of(game);
        req.variant = variant_of(waste, waste_per_player, expert, preplaced, level);
        req.deal = deal_of(deal, pysol, cards);
        req.budget = budget_of(max_nodes, max_seconds, max_memory);
        req.rules_off = std::move(rules_off);
        req.deal_threads = deal_threads;
        req.certify = certify;
        return run_stoppable([&](const std::atomic<bool>* stop) {
          api::SolveRequest r = req;
          r.stop = stop;
          return api::solve(r);
        });
      },
      py::kw_only(), py::arg("game") = "calculation", py::arg("deal") = py::none(),
      py::arg("pysol") = py::none(), py::arg("cards") = py::none(), py::arg("waste") = 4,
      py::arg("waste_per_player") = 3, py::arg("expert") = false, py::arg("preplaced") = true,
      py::arg("level") = py::none(), py::arg("max_nodes") = 0, py::arg("max_seconds") = 0.0,
      py::arg("max_memory") = 1024, py::arg("rules_off") = std::vector<std::string>{},
      py::arg("deal_threads") = 1, py::arg("certify") = false,
      "Solves a deal exactly (reckon solve); a budget that runs out gives verdict \"unknown\".");

  m.def(
      "verify",
      [](const GameArg& game, const std::variant<std::string, std::vector<std::string>>& moves,
         OptU64 deal, OptStr pysol, OptStr cards, int waste, int waste_per_player, bool expert,
         bool preplaced, OptStr level, int ranks) {
        api::VerifyRequest req;
        req.game = game_of(game);
        req.variant = variant_of(waste, waste_per_player, expert, preplaced, level);
        req.variant.ranks = ranks;
        req.deal = deal_of(deal, pysol, cards);
        if (const auto* list = std::get_if<std::vector<std::string>>(&moves)) {
          for (const std::string& mv : *list) req.moves += (req.moves.empty() ? "" : " ") + mv;
        } else {
          req.moves = std::get<std::string>(moves);
        }
        return api::verify(req);
      },
      py::kw_only(), py::arg("game") = "calculation", py::arg("moves"),
      py::arg("deal") = py::none(), py::arg("pysol") = py::none(), py::arg("cards") = py::none(),
      py::arg("waste") = 4, py::arg("waste_per_player") = 3, py::arg("expert") = false,
      py::arg("preplaced") = true, py::arg("level") = py::none(), py::arg("ranks") = 13,
      "Replays a line (reckon verify): does it win, and if not, why.");

  m.def(
      "analyze",
      [](const GameArg& game, const std::variant<std::string, std::vector<std::string>>& deals,
         OptStr deal_file, OptStr shard, int waste, int waste_per_player, bool expert,
         bool preplaced, OptStr level, std::string strategy, std::uint64_t seed, int samples,
         int exact_below, int optimal_below, std::uint64_t max_nodes, double max_seconds,
         std::size_t max_memory, std::vector<std::string> rules_off, int deal_threads, int threads,
         OptStr db, OptStr out, bool rows) {
        api::AnalyzeRequest req;
        req.game = game_of(game);
        req.variant = variant_of(waste, waste_per_player, expert, preplaced, level);
        if (const auto* list = std::get_if<std::vector<std::string>>(&deals)) {
          req.deal_list = *list;
          if (list->empty()) throw InputError("deals: an empty list");
        } else if (!std::get<std::string>(deals).empty() || !deal_file) {
          req.deals = std::get<std::string>(deals);
        }
        req.deal_file = deal_file;
        if (shard) {
          const auto slash = shard->find('/');
          if (slash == std::string::npos)
            throw InputError("--shard " + *shard + ": expected K/N, e.g. 0/4");
          try {
            req.shard = api::Shard{std::stoull(shard->substr(0, slash)),
                                   std::stoull(shard->substr(slash + 1))};
          } catch (const std::logic_error&) {
            throw InputError("--shard " + *shard + ": expected K/N, e.g. 0/4");
          }
        }
        req.strategy = std::move(strategy);
        req.fair = {seed, samples, exact_below, optimal_below};
        req.budget = budget_of(max_nodes, max_seconds, max_memory);
        req.rules_off = std::move(rules_off);
        req.deal_threads = deal_threads;
        req.threads = threads;
        req.store_path = db.value_or("");
        req.rows_path = out.value_or("");
        req.collect_rows = rows;
        return run_stoppable([&](const std::atomic<bool>* stop) {
          api::AnalyzeRequest r = req;
          r.stop = stop;
          return api::analyze(r);
        });
      },
      py::kw_only(), py::arg("game") = "calculation", py::arg("deals") = "",
      py::arg("deal_file") = py::none(), py::arg("shard") = py::none(), py::arg("waste") = 4,
      py::arg("waste_per_player") = 3, py::arg("expert") = false, py::arg("preplaced") = true,
      py::arg("level") = py::none(), py::arg("strategy") = "perfect",
      py::arg("seed") = api::FairPlayer{}.seed, py::arg("samples") = api::FairPlayer{}.samples,
      py::arg("exact_below") = api::FairPlayer{}.exact_below,
      py::arg("optimal_below") = api::FairPlayer{}.optimal_below, py::arg("max_nodes") = 0,
      py::arg("max_seconds") = 0.0, py::arg("max_memory") = 1024,
      py::arg("rules_off") = std::vector<std::string>{}, py::arg("deal_threads") = 1,
      py::arg("threads") = 0, py::arg("db") = py::none(), py::arg("out") = py::none(),
      py::arg("rows") = true,
      "Win rate over many deals on worker threads (reckon analyze): the totals with the 95 % "
      "Wilson "
      "interval and, with rows=True, every deal's row in deal order. Ctrl-C stops it: the deals "
      "decided so far are committed to db=, and KeyboardInterrupt is raised.");

  py::enum_<api::Tier>(m, "Tier")
      .value("EASY", api::Tier::kEasy)
      .value("MEDIUM", api::Tier::kMedium)
      .value("HARD", api::Tier::kHard)
      .value("EXPERT", api::Tier::kExpert);

  py::class_<api::CuratedDeal>(m, "CuratedDeal")
      .def_readonly("deal", &api::CuratedDeal::deal)
      .def_property_readonly(
          "verdict",
          [](const api::CuratedDeal& d) { return std::string(api::verdict_name(d.verdict)); })
      .def_readonly("verdict_code", &api::CuratedDeal::verdict)
      .def_property_readonly("tier", [](const api::CuratedDeal& d) { return tier_text(d.tier); })
      .def_readonly("score", &api::CuratedDeal::score)
      .def_readonly("figures", &api::CuratedDeal::figures)
      .def_readonly("reason", &api::CuratedDeal::reason)
      .def("__repr__", [](const api::CuratedDeal& d) {
        return "<reckon.CuratedDeal " + d.deal + " " + std::string(api::verdict_name(d.verdict)) +
               ">";
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
      .def_readonly("mean_nodes", &api::TierCalibration::mean_nodes);

  py::class_<api::CurateResult>(m, "CurateResult")
      .def_readonly("interrupted", &api::CurateResult::interrupted)
      .def_readonly("list", &api::CurateResult::list)
      .def_readonly("deal_list", &api::CurateResult::deal_list)
      .def_readonly("variant", &api::CurateResult::variant)
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
      .def("__repr__", [](const api::CurateResult& r) {
        return "<reckon.CurateResult " + r.list + " of deals " + r.deal_list + ": " +
               std::to_string(r.deals.size()) + " listed>";
      });

  py::class_<api::HintMove>(m, "HintMove")
      .def_readonly("move", &api::HintMove::move)
      .def_readonly("text", &api::HintMove::text)
      .def_property_readonly(
          "verdict", [](const api::HintMove& h) { return std::string(api::verdict_name(h.verdict)); })
      .def_readonly("verdict_code", &api::HintMove::verdict)
      .def("__repr__", [](const api::HintMove& h) {
        return "<reckon.HintMove " + h.move + " " + std::string(api::verdict_name(h.verdict)) + ">";
      });

  py::class_<api::FairChoice>(m, "FairChoice")
      .def_readonly("moves", &api::FairChoice::moves)
      .def_readonly("samples", &api::FairChoice::samples)
      .def_readonly("rollout", &api::FairChoice::rollout)
      .def_readonly("perfect", &api::FairChoice::perfect)
      .def_readonly("optimum", &api::FairChoice::optimum);

  py::class_<api::FairHint>(m, "FairHint")
      .def_readonly("before_turn", &api::FairHint::before_turn)
      .def_readonly("turned", &api::FairHint::turned)
      .def_readonly("face_down", &api::FairHint::face_down)
      .def_readonly("choices", &api::FairHint::choices);

  py::class_<api::HintResult>(m, "HintResult")
      .def_readonly("position", &api::HintResult::position)
      .def_property_readonly(
          "verdict",
          [](const api::HintResult& h) { return std::string(api::verdict_name(h.verdict)); })
      .def_readonly("verdict_code", &api::HintResult::verdict)
      .def_readonly("nodes", &api::HintResult::nodes)
      .def_readonly("finishes_by_itself", &api::HintResult::finishes_by_itself)
      .def_readonly("next_moves", &api::HintResult::next_moves)
      .def_readonly("best_move", &api::HintResult::best_move)
      .def_readonly("fair", &api::HintResult::fair)
      .def("__repr__", [](const api::HintResult& h) {
        return "<reckon.HintResult " + std::string(api::verdict_name(h.verdict)) + ", " +
               std::to_string(h.next_moves.size()) + " next moves>";
      });

  m.def(
      "curate",
      [](const GameArg& game, OptStr deals, bool unwinnable, bool winnable, bool undecided,
         std::optional<int> hardest, std::optional<int> easiest, OptStr tier, int count,
         std::optional<int> candidates, bool calibrate, int waste, int waste_per_player,
         bool expert, bool preplaced, OptStr level, std::uint64_t max_nodes, double max_seconds,
         std::size_t max_memory, OptU64 choice_nodes, std::vector<std::string> rules_off,
         bool certify, int threads, OptStr db) {
        api::CurateRequest req;
        req.game = game_of(game);
        req.variant = variant_of(waste, waste_per_player, expert, preplaced, level);
        req.deals = deals.value_or("");
        req.list =
            curate_list_of(unwinnable, winnable, undecided, hardest, easiest, tier.has_value(), calibrate);
        if (tier) req.tier = api::parse_tier(*tier);
        req.count = hardest ? *hardest : easiest ? *easiest : count;
        if ((hardest || easiest) && req.count < 1)
          throw InputError(std::string(hardest ? "--hardest" : "--easiest") + " must be at least 1");
        if (count < 1) throw InputError("--count must be at least 1");
        if (candidates) {
          if (!hardest && !easiest)
            throw InputError("candidates= goes with hardest=K or easiest=K");
          req.candidates = *candidates;
        }
        // As the CLI: without a budget of its own, 10 seconds per deal.
        if (max_nodes != 0 || max_seconds != 0)
          req.budget = budget_of(max_nodes, max_seconds, max_memory);
        else if (max_memory != api::Budget{}.max_memory_mib)
          req.budget = budget_of(0, api::kCurateDefaultSeconds, max_memory);
        req.choice_nodes = choice_nodes;
        req.rules_off = std::move(rules_off);
        req.certify = certify;
        req.threads = threads;
        req.store_path = db.value_or("");
        return run_stoppable([&](const std::atomic<bool>* stop) {
          api::CurateRequest r = req;
          r.stop = stop;
          return api::curate(r);
        });
      },
      py::kw_only(), py::arg("game") = "calculation", py::arg("deals") = py::none(),
      py::arg("unwinnable") = false, py::arg("winnable") = false, py::arg("undecided") = false,
      py::arg("hardest") = py::none(), py::arg("easiest") = py::none(),
      py::arg("tier") = py::none(), py::arg("count") = 1000, py::arg("candidates") = py::none(),
      py::arg("calibrate") = false, py::arg("waste") = 4, py::arg("waste_per_player") = 3,
      py::arg("expert") = false, py::arg("preplaced") = true, py::arg("level") = py::none(),
      py::arg("max_nodes") = 0, py::arg("max_seconds") = 0.0, py::arg("max_memory") = 1024,
      py::arg("choice_nodes") = py::none(), py::arg("rules_off") = std::vector<std::string>{},
      py::arg("certify") = false, py::arg("threads") = 0, py::arg("db") = py::none(),
      "Lists for game designers (reckon curate): exactly one of unwinnable=True, "
      "winnable=True, undecided=True, hardest=K, easiest=K, tier=T (with count=), calibrate=True; "
      "hardest and easiest take candidates= (default 10 "
      "x K); each deal's budget is 10 seconds unless max_nodes= or max_seconds= is given.");

  m.def(
      "hint",
      [](const GameArg& game, OptU64 deal, OptStr pysol, OptStr cards, std::string moves,
         OptStr position, int waste, int waste_per_player, bool expert, bool preplaced,
         OptStr level, std::uint64_t max_nodes, double max_seconds, std::size_t max_memory,
         bool best, bool fair, std::uint64_t seed, int samples, int exact_below,
         int optimal_below) {
        api::HintRequest req;
        req.best = best;
        req.game = game_of(game);
        req.variant = variant_of(waste, waste_per_player, expert, preplaced, level);
        req.deal = deal_of(deal, pysol, cards);
        req.moves = std::move(moves);
        req.position = std::move(position);
        req.budget = budget_of(max_nodes, max_seconds, max_memory);
        if (fair) req.fair = api::FairPlayer{seed, samples, exact_below, optimal_below};
        py::gil_scoped_release release;
        return api::hint(req);
      },
      py::kw_only(), py::arg("game") = "calculation", py::arg("deal") = py::none(),
      py::arg("pysol") = py::none(), py::arg("cards") = py::none(), py::arg("moves") = "",
      py::arg("position") = py::none(), py::arg("waste") = 4, py::arg("waste_per_player") = 3,
      py::arg("expert") = false, py::arg("preplaced") = true, py::arg("level") = py::none(),
      py::arg("max_nodes") = 0, py::arg("max_seconds") = 0.0, py::arg("max_memory") = 1024,
      py::arg("best") = false, py::arg("fair") = false, py::arg("seed") = api::FairPlayer{}.seed,
      py::arg("samples") = api::FairPlayer{}.samples,
      py::arg("exact_below") = api::FairPlayer{}.exact_below,
      py::arg("optimal_below") = api::FairPlayer{}.optimal_below,
      "Is a game in progress still winnable, and which next moves keep it so (reckon hint): "
      "the deal and moves= played so far, or position= (Calculation); best=True: the next move "
      "of a winning line alone (best_move), fast.");

  m.def(
      "play",
      [](const GameArg& game, OptU64 deal, OptStr pysol, OptStr cards, int waste,
         int waste_per_player, bool expert, bool preplaced, OptStr level, int ranks,
         std::string strategy, std::uint64_t seed, int samples, int exact_below, int optimal_below) {
        api::PlayRequest req;
        req.game = game_of(game);
        req.variant = variant_of(waste, waste_per_player, expert, preplaced, level);
        req.variant.ranks = ranks;
        req.deal = deal_of(deal, pysol, cards);
        req.strategy = std::move(strategy);
        req.fair = api::FairPlayer{seed, samples, exact_below, optimal_below};
        py::gil_scoped_release release;
        return api::play(req);
      },
      py::kw_only(), py::arg("game") = "calculation", py::arg("deal") = py::none(),
      py::arg("pysol") = py::none(), py::arg("cards") = py::none(), py::arg("waste") = 4,
      py::arg("waste_per_player") = 3, py::arg("expert") = false, py::arg("preplaced") = true,
      py::arg("level") = py::none(), py::arg("ranks") = 13, py::arg("strategy") = "fair",
      py::arg("seed") = api::FairPlayer{}.seed, py::arg("samples") = api::FairPlayer{}.samples,
      py::arg("exact_below") = api::FairPlayer{}.exact_below,
      py::arg("optimal_below") = api::FairPlayer{}.optimal_below,
      "Plays a deal from its start with a named player (reckon play): fair, simple and runs never "
      "see the stock, the planner does; the game in verify's notation, and whether it won. "
      "ranks=5, 7 or 11: a small deck (not with the planner).");
}
