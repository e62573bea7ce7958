// `reckon hint` for the Calculation family: the options, the position from
// the command line, and the answer as text or JSON. What the answer is
// comes from jobs/hint/calculation_hint.h; Fourteen Out's hint is
// tools/fourteen_hint_command.cc.
#include "tools/hint_command.h"

#include <atomic>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>

#include "core/card_text.h"
#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/games/calculation/typed_position.h"
#include "reckon/input_error.h"
#include "core/json.h"
#include "jobs/analysis/calculation_analyzer.h"  // fair_settings
#include "jobs/hint/calculation_hint.h"
#include "jobs/hint/calculation_position_text.h"
#include "players/fair_player.h"
#include "tools/calculation_commands.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

using calculation::Move;
using hint::FairHint;

std::atomic<hint::VerdictCache*> kept_verdicts{nullptr};

std::string notation_of(const calculation::MoveList& moves, const calculation::Variant& v) {
  std::string out;
  for (const Move& m : moves) out += (out.empty() ? "" : " ") + calculation::move_notation(m, v);
  return out;
}

void print_fair(std::ostream& out, const FairHint& h, const calculation::Variant& v) {
  if (h.turned.empty()) {
    out << "Fair hint: the stock is empty, nothing is hidden; the perfect-information hint is the "
           "fair one\n";
    return;
  }
  out << "Fair hint (judged only from what you see: " << to_pretty(h.turned) << " turned, "
      << h.face_down << " card" << (h.face_down == 1 ? "" : "s")
      << " face down in an order nobody knows):\n";
  if (!h.before_turn.empty()) {
    out << "  before turning, play what fits:";
    for (const Move& m : h.before_turn) out << "  " << calculation::move_text(m, v);
    out << "\n";
  }
  for (std::size_t i = 0; i < h.choices.size(); ++i) {
    const players::FairChoice& c = h.choices[i];
    out << (i == 0 ? "  best: " : "        ") << calculation::move_text(c.moves.front(), v);
    if (c.moves.size() > 1)
      out << ", then " << c.moves.size() - 1 << " card" << (c.moves.size() == 2 ? "" : "s")
          << " home";
    if (c.held) out << ", holding back what could go home";
    out << "   (" << notation_of(c.moves, v) << ")";
    if (c.optimum >= 0) {
      out << ": wins " << std::fixed << std::setprecision(1) << 100 * c.optimum
          << " % of the orders with best play from here (exact)";
      out.unsetf(std::ios::fixed);
    } else if (c.samples > 0) {
      out << ": runs then wins on " << std::fixed << std::setprecision(1) << 100 * c.rollout
          << " % of " << c.samples << " drawn orders";
      if (c.perfect >= 0) out << ", winnable with the order known on " << 100 * c.perfect << " %";
      out.unsetf(std::ios::fixed);
    } else if (h.choices.size() == 1) {
      out << ": the only place";
    }
    out << "\n";
  }
}

void write_fair_json(json::Writer& w, const FairHint& h, const calculation::Variant& v) {
  w.key("fair").begin_object();
  if (!h.turned.empty()) {
    w.member("before_turn", notation_of(h.before_turn, v)).member("turned", to_ascii(h.turned));
    w.member("face_down", h.face_down);
    w.key("choices").begin_array();
    for (const players::FairChoice& c : h.choices) {
      w.begin_object().member("moves", notation_of(c.moves, v)).member("samples", c.samples);
      w.key("rollout").value(c.rollout, 4);
      if (c.perfect >= 0) w.key("perfect").value(c.perfect, 4);
      if (c.optimum >= 0) w.key("optimum").value(c.optimum, 6);
      w.member("held", c.held);
      w.end_object();
    }
    w.end_array();
  }
  w.end_object();
}

}  // namespace

void keep_hint_verdicts(hint::VerdictCache* cache) { kept_verdicts.store(cache); }

void add_hint_options(po::options_description& desc) {
  desc.add_options()  //
      ("moves", po::value<std::string>(),
       "the moves played so far (compact notation or a JSON array)")  //
      ("moves-file", po::value<std::string>(),
       "read the moves so far from a file (- for standard input)")  //
      ("position", po::value<std::string>(),
       "a Calculation position typed directly: \"foundations: 5 4 6 8; waste 1: 7d 3c; stock: 9h "
       "...\"")  //
      ("best",
       "the best move alone: the position's verdict and, when it is winnable, the next move of the "
       "winning line its one solve finds (fast: no other move is judged; JSON says \"hint\": "
       "\"best_move\"). Without it every next move is labelled winnable or not")  //
      ("fair",
       "also the fair hint: the best placement of the next card judged only from what a player "
       "sees "
       "(the order of the rest of the stock hidden), by the fair player (players/fair_player.h)")  //
      ("seed", po::value<std::string>()->default_value("0"),
       "--fair: where its draws of the hidden stock start")  //
      ("samples", po::value<int>()->default_value(players::FairSettings{}.samples),
       "--fair: at most this many orders of the face-down cards")  //
      ("exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
       "--fair: judge placements by the exact solver too once at most this many cards are face "
       "down")  //
      ("optimal-below", po::value<int>()->default_value(players::FairSettings{}.optimal_below),
       "--fair: the exact optimum, free moves included, once at most this many cards are face down "
       "(0: never; -1: 6 in Calculation, 5 in Rechenkuenstler)");
}

namespace {

// The position a hint is asked for: a typed position (--position), or a
// deal and the moves played on it. `label` says which, for the text.
hint::CalculationHintRequest hint_request(const po::variables_map& vm,
                                          const calculation::Variant& v, std::string& label) {
  hint::CalculationHintRequest request;
  request.variant = v;
  request.limits = read_limits(vm);  // (its errors before the deal's, as always)
  if (vm.count("position")) {
    if (vm.count("deal") || vm.count("pysol") || vm.count("cards") || vm.count("file") ||
        vm.count("moves") || vm.count("moves-file"))
      throw UsageError("--position stands alone (no deal, no moves)");
    if (v.owners != 1)
      throw UsageError(
          "--position is for Calculation; for Rechenkünstler give the deal and --moves");
    calculation::TypedPosition pos =
        calculation::parse_position(vm["position"].as<std::string>(), v);
    request.deal = pos.deal;
    request.played = pos.prefix;
    label = "the position given";
  } else {
    jobs::DealSource src;
    request.deal = jobs::load_deal(read_source(vm), v, &src);
    const std::string text = read_text_option(vm, "moves", "moves-file").value_or("");
    request.played = calculation::parse_moves(text, v);
    hint::check_played(request.deal, v, request.played);
    label = src.label + ", after " + std::to_string(request.played.size()) + " move" +
            (request.played.size() == 1 ? "" : "s");
  }
  request.cache = kept_verdicts.load();
  if (vm.count("best")) request.kind = hint::HintKind::kBestMove;
  if (vm.count("fair")) request.fair = fair_settings(vm);
  return request;
}

void write_move_member(json::Writer& w, const calculation::Move& m, solver::Verdict verdict,
                       const calculation::Variant& v) {
  w.begin_object()
      .member("move", calculation::move_notation(m, v))
      .member("verdict", name_of(verdict));
  w.key("object");
  calculation::write_move_json(w, m, v);
  w.end_object();
}

void write_hint_json(const std::string& game, const hint::CalculationHintRequest& request,
                     const hint::CalculationHint& result, std::ostream& out) {
  const calculation::Variant& v = request.variant;
  json::Writer w;
  w.begin_object()
      .member("game", game)
      .member("position", hint::describe_calculation_position(request.deal, v, result.position));
  w.member("verdict", name_of(result.verdict)).member("nodes", result.nodes);
  w.member("finishes_by_itself", result.finishes_by_itself);
  if (request.kind == hint::HintKind::kBestMove) {
    // Its own members, so that no client takes the one move for every move labelled.
    w.member("hint", "best_move").key("best_move");
    if (result.best_move)
      write_move_member(w, *result.best_move, solver::Verdict::kWinnable, v);
    else
      w.null();
  } else {
    w.key("next_moves").begin_array();
    for (const hint::NextMove& o : result.next_moves) write_move_member(w, o.move, o.verdict, v);
    w.end_array();
  }
  if (result.fair) write_fair_json(w, *result.fair, v);
  w.end_object();
  out << w.str() << "\n";
}

// The perfect-information hint's moves, as text.
void print_next_moves(const hint::CalculationHintRequest& request,
                      const hint::CalculationHint& result, std::ostream& out) {
  const calculation::Variant& v = request.variant;
  if (request.kind == hint::HintKind::kBestMove) {
    out << "Best next move (of a winning line; no other move is judged):\n";
    if (result.best_move)
      out << "  " << calculation::move_text(*result.best_move, v) << "   ("
          << calculation::move_notation(*result.best_move, v) << ")\n";
    else
      out << "  none: every card is home\n";
    return;
  }
  out << "Next moves that keep it winnable:\n";
  for (const hint::NextMove& o : result.next_moves)
    if (o.verdict == solver::Verdict::kWinnable)
      out << "  " << calculation::move_text(o.move, v) << "   ("
          << calculation::move_notation(o.move, v) << ")\n";
  bool any = false;
  for (const hint::NextMove& o : result.next_moves)
    if (o.verdict != solver::Verdict::kWinnable) {
      out << (any ? ", " : "Next moves that do not: ") << calculation::move_text(o.move, v)
          << (o.verdict == solver::Verdict::kUnknown ? " (unknown)" : "");
      any = true;
    }
  if (any) out << "\n";
}

void print_hint(jobs::Family family, const std::string& label,
                const hint::CalculationHintRequest& request, const hint::CalculationHint& result,
                std::ostream& out) {
  const calculation::Variant& v = request.variant;
  const solver::Verdict verdict = result.verdict;
  out << (family == jobs::Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") << label
      << ", " << jobs::describe_variant(v) << "\n";
  out << "Position: " << hint::describe_calculation_position(request.deal, v, result.position)
      << "\n";
  out << "Still winnable: "
      << (verdict == solver::Verdict::kWinnable     ? "yes"
          : verdict == solver::Verdict::kUnwinnable ? "no"
                                                    : "unknown (a budget ran out)")
      << " (" << result.nodes << " nodes)\n";
  if (verdict == solver::Verdict::kWinnable) {
    out << "Finishes by itself: "
        << (result.finishes_by_itself ? "yes — every card left goes home as it comes" : "no")
        << "\n";
    out << "Perfect-information hint (the solver sees the whole stock, which no player does):\n";
    print_next_moves(request, result, out);
  }
  if (result.fair) print_fair(out, *result.fair, v);
}

}  // namespace

int hint_command(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  if (game.kind == GameKind::kFourteen) return fourteen_hint_command(vm, out);
  const jobs::Family family = game.kind == GameKind::kCalculation ? jobs::Family::kCalculation
                                                                  : jobs::Family::kRechenkuenstler;
  const calculation::Variant v = read_variant(vm, family);
  std::string label;
  const hint::CalculationHintRequest request = hint_request(vm, v, label);
  const hint::CalculationHint result = hint::calculation_hint(request);
  if (vm.count("json"))
    write_hint_json(game.name, request, result, out);
  else
    print_hint(family, label, request, result, out);
  return solver::exit_status(result.verdict);
}

}  // namespace reckon::cli
