// `reckon hint`: the options, and the answer as text for the Calculation
// family (Fourteen Out's: tools/fourteen_hint_command.cc). The library reads
// the request (api/request_reader.h), answers it (api/hint_run.h) and
// writes its JSON.
#include "tools/hint_command.h"

#include <atomic>
#include <iomanip>
#include <optional>
#include <ostream>
#include <sstream>

#include "api/hint_run.h"
#include "api/request_reader.h"
#include "core/card_text.h"
#include "core/games/calculation/text.h"
#include "jobs/common/calculation_family.h"
#include "jobs/hint/calculation_position_text.h"
#include "players/fair_player.h"
#include "tools/parsed_options.h"

namespace reckon::cli {
namespace {

using calculation::Move;
using hint::FairHint;

std::atomic<hint::VerdictCache*> kept_verdicts{nullptr};

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
    out << "   (" << jobs::line_notation(c.moves, v) << ")";
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
      ("samples", po::value<int>()->default_value(api::kFairHintSamples),
       "--fair: at most this many orders of the face-down cards (a game's player draws 256)")  //
      ("exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
       "--fair: judge placements by the exact solver too once at most this many cards are face "
       "down")  //
      ("optimal-below", po::value<int>()->default_value(players::FairSettings{}.optimal_below),
       "--fair: the exact optimum, free moves included, once at most this many cards are face down "
       "(0: never; -1: 6 in Calculation, 5 in Rechenkuenstler)");
}

namespace {

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

void print_hint(const api::HintRun& run, std::ostream& out) {
  const hint::CalculationHintRequest& request = run.calculation_request;
  const hint::CalculationHint& result = *run.calculation;
  const calculation::Variant& v = request.variant;
  const solver::Verdict verdict = result.verdict;
  out << (run.request.game == api::Game::kCalculation ? "Calculation, " : "Rechenkünstler, ")
      << run.label << ", " << jobs::describe_variant(v) << "\n";
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

int hint_command(const api::OptionValues& o, std::ostream& out) {
  const api::HintRun run =
      api::run_hint(api::read_hint_request(o), kept_verdicts.load(), &stop_flag());
  if (o.given("json"))
    out << api::hint_json(run) << "\n";
  else if (run.fourteen)
    print_fourteen_hint(run, out);
  else
    print_hint(run, out);
  return solver::exit_status(run.verdict());
}

int hint_command(const po::variables_map& vm, std::ostream& out) {
  return hint_command(ParsedOptions(vm), out);
}

}  // namespace reckon::cli
