// `reckon hint --game fourteen`: the position from the command line, and the
// answer (jobs/hint/fourteen_hint.h) as text or JSON.
#include <ostream>
#include <string>

#include "core/games/fourteen/text.h"
#include "core/json.h"
#include "jobs/hint/fourteen_hint.h"
#include "tools/fourteen_commands.h"
#include "tools/hint_command.h"

namespace reckon::cli {
namespace {

void write_json(std::ostream& out, const hint::FourteenHint& h, bool best) {
  json::Writer w;
  w.begin_object().member("game", "fourteen").member("position", h.position);
  w.member("verdict", name_of(h.verdict)).member("nodes", h.nodes);
  w.member("finishes_by_itself", h.finishes_by_itself);
  if (best) {
    w.member("hint", "best_move").key("best_move");
    if (h.best_move) {
      w.begin_object()
          .member("move", fourteen::move_notation(*h.best_move))
          .member("verdict", name_of(solver::Verdict::kWinnable));
      w.key("object");
      fourteen::write_move_json(w, *h.best_move);
      w.end_object();
    } else {
      w.null();
    }
    w.end_object();
    out << w.str() << "\n";
    return;
  }
  w.key("next_moves").begin_array();
  for (const hint::FourteenNextMove& o : h.next_moves) {
    w.begin_object()
        .member("move", fourteen::move_notation(o.move))
        .member("verdict", name_of(o.verdict));
    w.key("object");
    fourteen::write_move_json(w, o.move);
    w.end_object();
  }
  w.end_array().end_object();
  out << w.str() << "\n";
}

void write_text(std::ostream& out, const hint::FourteenHint& h, const std::string& label,
                bool best) {
  out << "Fourteen Out, " << label << "\n";
  out << "Position: " << h.position << "\n";
  out << "Still winnable: "
      << (h.verdict == solver::Verdict::kWinnable     ? "yes"
          : h.verdict == solver::Verdict::kUnwinnable ? "no"
                                                      : "unknown (a budget ran out)")
      << " (" << h.nodes << (h.nodes == 1 ? " node)\n" : " nodes)\n");
  if (h.verdict != solver::Verdict::kWinnable) return;
  out << "Finishes by itself: "
      << (h.finishes_by_itself ? "yes — safe pairs alone clear the table (each one a pair some "
                                 "winning line takes anyway)"
                               : "no")
      << "\n";
  if (best) {
    out << "Best next pair (of a winning line; no other pair is judged):\n";
    if (h.best_move)
      out << "  " << fourteen::move_text(*h.best_move) << "   ("
          << fourteen::move_notation(*h.best_move) << ")\n";
    else
      out << "  none: the table is clear\n";
    return;
  }
  if (!h.next_moves.empty()) out << "Next pairs that keep it winnable:\n";
  for (const hint::FourteenNextMove& o : h.next_moves)
    if (o.verdict == solver::Verdict::kWinnable)
      out << "  " << fourteen::move_text(o.move) << "   (" << fourteen::move_notation(o.move)
          << ")\n";
  bool any = false;
  for (const hint::FourteenNextMove& o : h.next_moves)
    if (o.verdict != solver::Verdict::kWinnable) {
      out << (any ? ", " : "Next pairs that do not: ") << fourteen::move_text(o.move)
          << (o.verdict == solver::Verdict::kUnknown ? " (unknown)" : "");
      any = true;
    }
  if (any) out << "\n";
}

}  // namespace

int fourteen_hint_command(const po::variables_map& vm, std::ostream& out) {
  check_fourteen_variant(vm);
  if (vm.count("position"))
    throw UsageError("--position is for Calculation; for Fourteen Out give the deal and --moves");
  // Nothing is hidden in Fourteen Out: every hint is fair, and the fair
  // player's options would be silently ignored.
  if (vm.count("fair"))
    throw UsageError("--fair is for the Calculation family; Fourteen Out hides no card, so every hint is fair");
  for (const char* name : {"seed", "samples", "exact-below", "optimal-below"})
    if (vm.count(name) && !vm[name].defaulted())
      throw UsageError(std::string("--") + name + " goes with --fair, which is for the Calculation family");
  hint::FourteenHintRequest request;
  request.limits = read_limits(vm);
  jobs::DealSource src;
  request.deal = jobs::load_fourteen_deal(read_source(vm), &src);
  const std::string text = read_text_option(vm, "moves", "moves-file").value_or("");
  request.played = fourteen::parse_moves(text, request.deal.layout);
  const bool best = vm.count("best") > 0;
  if (best) request.kind = hint::HintKind::kBestMove;
  const hint::FourteenHint h = hint::fourteen_hint(request);
  const std::size_t n = request.played.size();
  if (vm.count("json"))
    write_json(out, h, best);
  else
    write_text(out, h, src.label + ", after " + std::to_string(n) + " move" + (n == 1 ? "" : "s"),
               best);
  return solver::exit_status(h.verdict);
}

}  // namespace reckon::cli
