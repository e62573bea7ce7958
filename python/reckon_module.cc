// The Python module `reckon`: reckon/reckon.h one to one, with the command
// line's keywords (reckon.solve(game="calculation", deal=17, waste=3)):
// the calls here, their keywords made into requests by keywords.h, the
// results by result_types.h. Bad input raises reckon.InputError, a
// ValueError, with the CLI's message. Long calls release the GIL, and on
// the main thread Ctrl-C stops them cleanly (stoppable.h).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "reckon/reckon.h"
#include "python/keywords.h"
#include "python/result_types.h"
#include "python/stoppable.h"

namespace py = pybind11;
using namespace reckon;
using namespace reckon::pymodule;

PYBIND11_MODULE(reckon, m) {
  m.doc() =
      "reckon: exhaustive solver and analyzer for Calculation, Rechenkuenstler and Fourteen Out "
      "(the C++ API of reckon/reckon.h).";

  py::register_exception<InputError>(m, "InputError", PyExc_ValueError);
  main_thread = std::this_thread::get_id();  // modules are imported on the main thread
  bind_result_types(m);

  m.def("game_name", &api::game_name);
  m.def("verdict_name", &api::verdict_name);

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
        if (shard) req.shard = shard_of(*shard);
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
        req.list = curate_list_of(unwinnable, winnable, undecided, hardest, easiest,
                                  tier.has_value(), calibrate);
        if (tier) req.tier = api::parse_tier(*tier);
        req.count = hardest ? *hardest : easiest ? *easiest : count;
        if ((hardest || easiest) && req.count < 1)
          throw InputError(std::string(hardest ? "--hardest" : "--easiest") +
                           " must be at least 1");
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
         std::string strategy, std::uint64_t seed, int samples, int exact_below,
         int optimal_below) {
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
