// The Python module `reckon`: reckon/reckon.h one to one, with the command
// line's options as keywords (reckon.solve(game="calculation", deal=17,
// waste=3)): the calls here, a bind_ function each, their keywords
// checked and made into requests by keywords.h, the results by
// result_types.h. Bad input raises reckon.InputError, a ValueError, whose
// message names the keyword (messages.h). Long calls release the GIL, and
// on the main thread Ctrl-C stops them cleanly (stoppable.h for solve,
// background.h for analyze and curate, which also call progress=).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "python/analyze_run.h"
#include "python/background.h"
#include "python/daily.h"
#include "python/keywords.h"
#include "python/messages.h"
#include "python/result_types.h"
#include "python/stoppable.h"
#include "reckon/reckon.h"

namespace py = pybind11;
using namespace reckon;
using namespace reckon::pymodule;

namespace {

// The keywords most calls share, in the order their signatures show them.
std::vector<Keyword> game_keywords() { return {{"game", py::str("calculation")}}; }
std::vector<Keyword> deal_keywords() {
  return {{"deal", py::none()}, {"pysol", py::none()}, {"cards", py::none()}};
}
std::vector<Keyword> variant_keywords() {
  return {{"waste", py::int_(api::Variant{}.waste)},
          {"waste_per_player", py::int_(api::Variant{}.waste_per_player)},
          {"expert", py::bool_(false)},
          {"preplaced", py::bool_(true)},
          {"level", py::none()}};
}
std::vector<Keyword> budget_keywords() {
  return {{"max_nodes", py::int_(0)},
          {"max_seconds", py::float_(0.0)},
          {"max_memory", py::int_(api::Budget{}.max_memory_mib)}};
}
std::vector<Keyword> fair_keywords(const api::FairPlayer& f = {}) {
  return {{"seed", py::int_(f.seed)},
          {"samples", py::int_(f.samples)},
          {"exact_below", py::int_(f.exact_below)},
          {"optimal_below", py::int_(f.optimal_below)}};
}

// A call's keywords: the groups above and its own, in order.
std::shared_ptr<const Keywords> keywords(std::string function,
                                         std::initializer_list<std::vector<Keyword>> groups) {
  auto k = std::make_shared<Keywords>();
  k->function = std::move(function);
  for (const auto& g : groups) k->keywords.insert(k->keywords.end(), g.begin(), g.end());
  return k;
}

// Defines reckon.NAME(**keywords) as body(call): the keywords checked as
// Keywords says, the signature in the docstring.
template <class Body>
void define(py::module_& m, std::shared_ptr<const Keywords> k, const std::string& doc, Body body) {
  const std::string name = k->function;
  const std::string docstring = k->docstring(doc);
  m.def(
      name.c_str(),
      [k, body](const py::args& args, const py::kwargs& kwargs) {
        const Call call(*k, args, kwargs);
        return body(call);
      },
      docstring.c_str());  // pybind11 copies it
}

// One table of reckon/vocabulary.h as a list of {name, aliases, meaning}.
template <class E>
py::list vocabulary_terms() {
  py::list out;
  for (const Term<E>& t : terms<E>()) {
    if (t.name.empty()) continue;  // StopReason::kNone has no name
    py::list aliases;
    for (std::string_view a : t.aliases)
      if (!a.empty()) aliases.append(py::str(a.data(), a.size()));
    py::dict d;
    d["name"] = py::str(t.name.data(), t.name.size());
    d["aliases"] = aliases;
    d["meaning"] = py::str(t.meaning.data(), t.meaning.size());
    out.append(d);
  }
  return out;
}

py::dict vocabulary() {
  py::dict d;
  d["game"] = vocabulary_terms<GameKind>();
  d["level"] = vocabulary_terms<Level>();
  d["player"] = vocabulary_terms<Player>();
  d["tier"] = vocabulary_terms<Tier>();
  d["verdict"] = vocabulary_terms<Verdict>();
  d["outcome"] = vocabulary_terms<Outcome>();
  d["stop_reason"] = vocabulary_terms<StopReason>();
  return d;
}

// game_name, verdict_name, vocabulary, and for the tests the CLI's words
// and Python's.
void bind_names(py::module_& m) {
  m.def("vocabulary", &vocabulary,
        "vocabulary()\n--\n\nEvery name reckon accepts, by kind (game, level, player, tier, "
        "verdict, outcome, stop_reason): a list of {name, aliases, meaning} each; any case "
        "is accepted.");
  m.def("game_name", &api::game_name, py::arg("game"), "game_name(game)\n--\n\nThe game's name.");
  m.def("verdict_name", &api::verdict_name, py::arg("verdict"),
        "verdict_name(verdict)\n--\n\nThe verdict as a word.");
  m.def("_python_message", &python_message, py::arg("cli_message"),
        "_python_message(cli_message)\n--\n\nA C++ message in the module's words.");
  m.def("_message_table", &message_table, "_message_table()\n--\n\nThe CLI flags and keywords.");
}

// reckon.deal: a deal's cards.
void bind_deal(py::module_& m) {
  define(
      m,
      keywords("deal",
               {game_keywords(), deal_keywords(), variant_keywords(), {{"ranks", py::int_(13)}}}),
      "The cards of a deal (reckon deal); ranks=5, 7 or 11: a small deck.", [](const Call& call) {
        api::DealRequest req;
        req.game = game_of(call);
        req.variant = variant_of(call, true);
        req.deal = deal_of(call, req.game, req.variant);
        return api::deal(req);
      });
}

// reckon.solve: one deal solved exactly; Ctrl-C stops it.
void bind_solve(py::module_& m) {
  define(m,
         keywords("solve", {game_keywords(),
                            deal_keywords(),
                            variant_keywords(),
                            budget_keywords(),
                            {{"rules_off", py::list()},
                             {"deal_threads", py::int_(1)},
                             {"certify", py::bool_(false)}}}),
         "Solves a deal exactly (reckon solve); a budget that runs out gives verdict \"unknown\". "
         "deal= is a deal number (0 to 2**64-1), pysol= PySolFC's (17 or \"ms17\"), cards= a card "
         "string.",
         [](const Call& call) {
           api::SolveRequest req;
           req.game = game_of(call);
           req.variant = variant_of(call, false);
           req.deal = deal_of(call, req.game, req.variant);
           req.budget = budget_of(call);
           req.rules_off = text_list("rules_off", call["rules_off"]);
           req.deal_threads = integer("deal_threads", call["deal_threads"]);
           req.certify = flag("certify", call["certify"]);
           return run_stoppable([&](const std::atomic<bool>* stop) {
             api::SolveRequest r = req;
             r.stop = stop;
             return api::solve(r);
           });
         });
}

// reckon.verify: a line replayed.
void bind_verify(py::module_& m) {
  define(m,
         keywords("verify", {game_keywords(),
                             {{"moves", py::object()}},
                             deal_keywords(),
                             variant_keywords(),
                             {{"ranks", py::int_(13)}}}),
         "Replays a line (reckon verify): does it win, and if not, why. moves= is verify's "
         "notation, one string or a list.",
         [](const Call& call) {
           api::VerifyRequest req;
           req.game = game_of(call);
           req.variant = variant_of(call, true);
           req.deal = deal_of(call, req.game, req.variant);
           req.moves = moves_text("moves", call["moves"]);
           return api::verify(req);
         });
}

// reckon.analyze: many deals on worker threads, as a run that streams its rows.
void bind_analyze(py::module_& m) {
  define(m,
         keywords("analyze",
                  {game_keywords(),
                   {{"deals", py::str("")}, {"deal_file", py::none()}, {"shard", py::none()}},
                   variant_keywords(),
                   {{"strategy", py::str("perfect")}},
                   fair_keywords(),
                   budget_keywords(),
                   {{"rules_off", py::list()},
                    {"deal_threads", py::int_(1)},
                    {"threads", py::int_(0)},
                    {"db", py::none()},
                    {"out", py::none()},
                    {"rows", py::bool_(true)},
                    {"progress", py::none()}}}),
         "Win rate over many deals on worker threads (reckon analyze). Returns the run: iterate "
         "it for each deal's row as it is decided (in deal order), or read its summary "
         "(.summary, or the summary's attributes on the run itself: .win_percent, .rows ...), "
         "which waits for the end. deals= is a range (\"1-1000\") or a list of deal numbers "
         "and deal-file lines; rows=True keeps the rows an iteration did not take in .rows. "
         "progress=f calls f(done, total) on the calling thread. Ctrl-C stops it: the deals "
         "decided so far are committed to db=, and KeyboardInterrupt is raised.",
         [](const Call& call) {
           api::AnalyzeRequest req;
           req.game = game_of(call);
           req.variant = variant_of(call, false);
           const auto deals = deals_of("deals", call["deals"]);
           req.deal_file = optional_text("deal_file", call["deal_file"]);
           if (const auto* list = std::get_if<std::vector<std::string>>(&deals)) {
             req.deal_list = *list;
           } else if (!std::get<std::string>(deals).empty()) {
             req.deals = std::get<std::string>(deals);
           }  // none: the API asks for deals= or deal_file=
           if (const auto shard = optional_text("shard", call["shard"]))
             req.shard = shard_of(*shard);
           req.strategy = text("strategy", call["strategy"]);
           req.fair = fair_of(call);
           req.budget = budget_of(call);
           req.rules_off = text_list("rules_off", call["rules_off"]);
           req.deal_threads = integer("deal_threads", call["deal_threads"]);
           req.threads = integer("threads", call["threads"]);
           req.store_path = optional_text("db", call["db"]).value_or("");
           req.rows_path = optional_text("out", call["out"]).value_or("");
           const bool rows = flag("rows", call["rows"]);
           return std::make_unique<AnalyzeRun>(std::move(req), rows,
                                               optional_callable("progress", call["progress"]));
         });
}

// reckon.curate's body: the daily challenges (daily=) or a list made as the
// CLI makes it, with its default budget; Ctrl-C stops it.
py::object curate_call(const Call& call) {
  const api::Game game = game_of(call);
  const api::Variant variant = variant_of(call, false);
  const std::optional<std::string> tier = optional_text("tier", call["tier"]);
  const std::optional<std::string> date = optional_text("daily", call["daily"]);
  const int days = integer("days", call["days"]);
  const std::optional<std::string> list = optional_text("list", call["list"]);
  if (date) {
    if (!tier)
      throw InputError(
          "daily= needs the tier: tier='easy', 'medium', 'hard', 'expert' or 'constructed'");
    for (const char* k : {"deals", "hardest", "easiest", "candidates", "db", "progress"})
      if (!call.is_none(k))
        throw InputError(std::string("daily= draws from a tier list; it takes no ") + k + "=");
    for (const char* k : {"unwinnable", "winnable", "undecided", "calibrate"})
      if (flag(k, call[k]))
        throw InputError(std::string("daily= draws from a tier list; it takes no ") + k + "=");
    return py::cast(daily(game, variant, *tier, *date, days, list));
  }
  if (list) throw InputError("list= goes with daily=");
  if (days != 1) throw InputError("days= goes with daily=");
  const std::optional<int> hardest = optional_integer("hardest", call["hardest"]);
  const std::optional<int> easiest = optional_integer("easiest", call["easiest"]);
  const int count = integer("count", call["count"]);
  const std::optional<int> candidates = optional_integer("candidates", call["candidates"]);
  api::CurateRequest req;
  req.game = game;
  req.variant = variant;
  req.deals = optional_text("deals", call["deals"]).value_or("");
  req.list =
      curate_list_of(flag("unwinnable", call["unwinnable"]), flag("winnable", call["winnable"]),
                     flag("undecided", call["undecided"]), hardest, easiest, tier.has_value(),
                     flag("calibrate", call["calibrate"]));
  if (tier) req.tier = api::parse_tier(*tier);
  req.count = hardest ? *hardest : easiest ? *easiest : count;
  if (hardest && *hardest < 1)
    throw InputError("hardest=" + std::to_string(*hardest) + ": must be at least 1");
  if (easiest && *easiest < 1)
    throw InputError("easiest=" + std::to_string(*easiest) + ": must be at least 1");
  if (count < 1) throw InputError("count=" + std::to_string(count) + ": must be at least 1");
  if (candidates) {
    if (!hardest && !easiest) throw InputError("candidates= goes with hardest=K or easiest=K");
    req.candidates = *candidates;
  }
  // As the CLI: without a budget of its own, 10 seconds per deal.
  const api::Budget budget = budget_of(call);
  if (budget.max_nodes != 0 || budget.max_seconds != 0)
    req.budget = budget;
  else if (budget.max_memory_mib != api::Budget{}.max_memory_mib)
    req.budget = api::Budget{0, api::kCurateDefaultSeconds, budget.max_memory_mib};
  req.choice_nodes = optional_unsigned64("choice_nodes", call["choice_nodes"]);
  req.rules_off = text_list("rules_off", call["rules_off"]);
  req.certify = flag("certify", call["certify"]);
  req.threads = integer("threads", call["threads"]);
  req.store_path = optional_text("db", call["db"]).value_or("");
  Background run(optional_callable("progress", call["progress"]));
  api::CurateResult result;
  req.on_progress = [&run](std::uint64_t done, std::uint64_t total) {
    run.on_progress(done, total);
  };
  run.start([&](const std::atomic<bool>* stop) {
    api::CurateRequest r = req;
    r.stop = stop;
    result = api::curate(r);
  });
  run.wait_finished(nullptr);
  return py::cast(std::move(result));
}

// reckon.curate: lists for game designers, or the daily challenges.
void bind_curate(py::module_& m) {
  define(m,
         keywords("curate", {game_keywords(),
                             {{"deals", py::none()},
                              {"unwinnable", py::bool_(false)},
                              {"winnable", py::bool_(false)},
                              {"undecided", py::bool_(false)},
                              {"hardest", py::none()},
                              {"easiest", py::none()},
                              {"tier", py::none()},
                              {"count", py::int_(1000)},
                              {"candidates", py::none()},
                              {"calibrate", py::bool_(false)},
                              {"daily", py::none()},
                              {"days", py::int_(1)},
                              {"list", py::none()}},
                             variant_keywords(),
                             budget_keywords(),
                             {{"choice_nodes", py::none()},
                              {"rules_off", py::list()},
                              {"certify", py::bool_(false)},
                              {"threads", py::int_(0)},
                              {"db", py::none()},
                              {"progress", py::none()}}}),
         "Lists for game designers (reckon curate): exactly one of unwinnable=True, "
         "winnable=True, undecided=True, hardest=K, easiest=K, tier=T (with count=), "
         "calibrate=True; hardest and easiest take candidates= (default 10 x K); each deal's "
         "budget is 10 seconds unless max_nodes= or max_seconds= is given. progress=f calls "
         "f(done, total) for the first stage (every deal's verdict) on the calling thread. "
         "daily=\"YYYY-MM-DD\" with tier=T: the daily challenges of days= dates from it instead "
         "(reckon curate --daily), from data/curated's tier list (tier='constructed': "
         "data/constructed's card strings) or list=FILE; a DailyResult.",
         curate_call);
}

// reckon.hint: the moves that keep a game in progress winnable.
void bind_hint(py::module_& m) {
  define(m,
         keywords("hint", {game_keywords(),
                           deal_keywords(),
                           {{"moves", py::str("")}, {"position", py::none()}},
                           variant_keywords(),
                           budget_keywords(),
                           {{"best", py::bool_(false)}, {"fair", py::bool_(false)}},
                           fair_keywords(api::fair_hint_player())}),
         "Is a game in progress still winnable, and which next moves keep it so (reckon hint): "
         "the deal and moves= played so far, or position= (Calculation); best=True: the next "
         "move of a winning line alone (best_move), fast; fair=True: also the fair player's "
         "judgement of each placement (fair).",
         [](const Call& call) {
           api::HintRequest req;
           req.game = game_of(call);
           req.variant = variant_of(call, false);
           req.deal = deal_of(call, req.game, req.variant);
           req.moves = moves_text("moves", call["moves"]);
           req.position = optional_text("position", call["position"]);
           req.budget = budget_of(call);
           req.best = flag("best", call["best"]);
           const api::FairPlayer fair = fair_of(call);
           if (flag("fair", call["fair"])) req.fair = fair;
           py::gil_scoped_release release;
           try {
             return api::hint(req);
           } catch (const InputError& e) {
             // "move 3 (w1-f1) is illegal: ...": a move of moves=.
             if (std::string(e.what()).rfind("move ", 0) == 0)
               throw InputError(std::string("moves: ") + e.what());
             throw;
           }
         });
}

// reckon.play: a deal played by a named player.
void bind_play(py::module_& m) {
  define(m,
         keywords("play", {game_keywords(),
                           deal_keywords(),
                           variant_keywords(),
                           {{"ranks", py::int_(13)}, {"strategy", py::str("fair")}},
                           fair_keywords()}),
         "Plays a deal from its start with a named player (reckon play): fair, simple and runs "
         "never see the stock, the planner does; the game in verify's notation, and whether it "
         "won. ranks=5, 7 or 11: a small deck (not with the planner).",
         [](const Call& call) {
           api::PlayRequest req;
           req.game = game_of(call);
           req.variant = variant_of(call, true);
           req.deal = deal_of(call, req.game, req.variant);
           req.strategy = text("strategy", call["strategy"]);
           req.fair = fair_of(call);
           py::gil_scoped_release release;
           return api::play(req);
         });
}

// reckon.construct: deals no deal number holds, by simulated annealing over
// stock orders; Ctrl-C stops it (with db=, the same call resumes).
void bind_construct(py::module_& m) {
  const api::ConstructRequest d;
  define(m,
         keywords("construct", {game_keywords(),
                                deal_keywords(),
                                variant_keywords(),
                                {{"objective", py::str("effort")},
                                 {"tiebreak", py::str("none")},
                                 {"evaluations", py::int_(d.evaluations)},
                                 {"seed", py::int_(d.seed)},
                                 {"batch", py::int_(d.batch)},
                                 {"reach", py::int_(d.reach)},
                                 {"threads", py::int_(d.threads)},
                                 {"max_nodes", py::int_(d.max_nodes)},
                                 {"rules_off", py::list()},
                                 {"fair_games", py::int_(d.fair_games)},
                                 {"samples", py::int_(d.fair.samples)},
                                 {"keep", py::int_(d.keep)},
                                 {"keep_unwinnable", py::int_(d.keep_unwinnable)},
                                 {"temperature", py::float_(d.temperature)},
                                 {"patience", py::int_(d.patience)},
                                 {"certify", py::bool_(false)},
                                 {"db", py::none()},
                                 {"progress", py::none()}}}),
         "Searches the card orders of a setting (any game) for deals no deal number "
         "holds (reckon construct): objective='effort' leads toward unwinnable deals, "
         "'critical' finds winnable deals whose placements are nearly all forced, 'fair' winnable "
         "deals the fair player loses most (fair_games games, samples orders a decision); "
         "tiebreak='tightness' ranks critical deals alike by how close their other choices come "
         "to critical. The start is "
         "deal=, pysol= or cards=, or deal number seed=; the same call gives the same deals on "
         "any thread count; db=FILE resumes. progress(done, total) is called as it goes.",
         [](const Call& call) {
           api::ConstructRequest req;
           req.game = game_of(call);
           req.variant = variant_of(call, false);
           if (!call.is_none("deal") || !call.is_none("pysol") || !call.is_none("cards"))
             req.start = deal_of(call, req.game, req.variant);
           req.objective = api::parse_objective(text("objective", call["objective"]));
           req.tightness = api::parse_tiebreak(text("tiebreak", call["tiebreak"]));
           req.evaluations = unsigned64("evaluations", call["evaluations"]);
           req.seed = unsigned64("seed", call["seed"]);
           req.batch = integer("batch", call["batch"]);
           req.reach = integer("reach", call["reach"]);
           req.threads = integer("threads", call["threads"]);
           req.max_nodes = unsigned64("max_nodes", call["max_nodes"]);
           req.rules_off = text_list("rules_off", call["rules_off"]);
           req.fair_games = integer("fair_games", call["fair_games"]);
           req.fair.samples = integer("samples", call["samples"]);
           req.keep = integer("keep", call["keep"]);
           req.keep_unwinnable = integer("keep_unwinnable", call["keep_unwinnable"]);
           req.temperature = number("temperature", call["temperature"]);
           req.patience = integer("patience", call["patience"]);
           req.certify = flag("certify", call["certify"]);
           req.store_path = optional_text("db", call["db"]).value_or("");
           Background run(optional_callable("progress", call["progress"]));
           api::ConstructResult result;
           req.on_progress = [&run](std::uint64_t done, std::uint64_t total, double, double) {
             run.on_progress(done, total);
           };
           run.start([&](const std::atomic<bool>* stop) {
             api::ConstructRequest r = req;
             r.stop = stop;
             result = api::construct(r);
           });
           run.wait_finished(nullptr);
           return py::cast(std::move(result));
         });
}

}  // namespace

PYBIND11_MODULE(reckon, m) {
  m.doc() =
      "reckon: exhaustive solver and analyzer for Calculation, Rechenkuenstler and Fourteen Out "
      "(the C++ API of reckon/reckon.h). Every call takes keywords only; bad input raises "
      "reckon.InputError (a ValueError) naming the keyword.";
  m.attr("__version__") = std::string(reckon::version());
  m.attr("__commit__") = std::string(reckon::build_commit());
  // The signatures come from the docstrings' first line (Keywords::docstring),
  // which inspect.signature reads; pybind11's own would show (*args, **kwargs).
  py::options options;
  options.disable_function_signatures();

  register_input_error(m);
  main_thread = std::this_thread::get_id();  // modules are imported on the main thread
  bind_result_types(m);

  bind_names(m);
  // The calls, one bind_ function each.
  bind_deal(m);
  bind_solve(m);
  bind_verify(m);
  bind_analyze(m);
  bind_curate(m);
  bind_construct(m);
  bind_hint(m);
  bind_play(m);
}
