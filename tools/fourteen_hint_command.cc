// `reckon hint --game fourteen`'s answer as text (jobs/hint/fourteen_hint.h
// answers; the library writes the JSON).
#include <ostream>
#include <string>

#include "api/hint_run.h"
#include "core/games/fourteen/text.h"
#include "tools/hint_command.h"

namespace reckon::cli {
namespace {

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

void print_fourteen_hint(const api::HintRun& run, std::ostream& out) {
  write_text(out, *run.fourteen, run.label, run.request.best);
}

}  // namespace reckon::cli
