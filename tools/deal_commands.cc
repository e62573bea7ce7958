// reckon deal, verify and solve, for every game: the library reads the typed
// request from the options (api/request_reader.h) and runs it; what is
// printed here is the text, and the JSON is the library's (the HTTP API
// answers with the same).
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "api/deal_run.h"
#include "api/request_parts.h"
#include "api/request_reader.h"
#include "api/solve_run.h"
#include "api/verify_run.h"
#include "core/games/calculation/sat_model.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "jobs/common/calculation_family.h"
#include "jobs/common/output.h"
#include "jobs/common/progress_line.h"
#include "tools/calculation_commands.h"
#include "tools/commands.h"
#include "tools/verdict_text.h"

namespace reckon::cli {
namespace {

void print_rows(std::ostream& out, const std::string& title, const std::vector<Card>& cards) {
  out << title << "\n";
  for (std::size_t i = 0; i < cards.size(); i += 12) {
    out << "  " << std::setw(2) << i + 1 << "-" << std::setw(2) << std::min(cards.size(), i + 12)
        << ":";
    for (std::size_t j = i; j < std::min(cards.size(), i + 12); ++j)
      out << ' ' << to_pretty(cards[j]);
    out << "\n";
  }
}

void print_deal(std::ostream& out, const api::DealRun& run) {
  if (run.fourteen) {
    out << "Fourteen Out, " << run.source.label << "\n" << fourteen::layout_text(*run.fourteen);
    out << "Card string: " << fourteen::deal_string(*run.fourteen) << "\n";
    return;
  }
  const calculation::Deal& deal = *run.calculation;
  const calculation::Variant& v = run.variant;
  const bool calculation = run.request.game == api::Game::kCalculation;
  out << (calculation ? "Calculation, " : "Rechenkünstler, ") << run.source.label
      << (v.small_deck() ? ", a small deck of " + std::to_string(v.ranks) + " ranks" : "") << "\n";
  if (v.preplaced) {
    out << "Foundation bases:";
    for (Card c : deal.bases) out << ' ' << to_pretty(c);
    out << "\n";
  }
  if (calculation) {
    print_rows(out, "Stock, in the order it is turned:", deal.stock);
  } else {
    std::vector<Card> a, b;
    for (std::size_t i = 0; i < deal.stock.size(); ++i) (i % 2 ? b : a).push_back(deal.stock[i]);
    print_rows(out, "Player A's stock (top card first; A starts):", a);
    print_rows(out, "Player B's stock (top card first):", b);
  }
  out << "Card string: " << calculation::deal_string(deal, v) << "\n";
}

void print_verify(std::ostream& out, const api::VerifyRun& run) {
  const api::VerifyResult& r = run.result;
  const std::string n = std::to_string(r.moves);
  switch (r.status) {
    case api::VerifyResult::Status::kWins:
      out << (r.moves == 1 ? "The move wins " : "The " + n + " moves win ") << run.source.label
          << ".\n";
      break;
    case api::VerifyResult::Status::kDoesNotWin:
      out << (r.moves == 1 ? "The move is legal but does not win: "
                           : "The " + n + " moves are legal but do not win: ")
          << r.why << ".\n";
      break;
    case api::VerifyResult::Status::kIllegal:
      out << "Move " << r.illegal_move << " (" << run.illegal_notation << ") is illegal: " << r.why
          << ".\n";
      break;
  }
}

// --write-cnf: the deal's satisfiability model (sat_model.h) in DIMACS form.
void write_cnf(const std::string& path, const api::SolveRequest& req) {
  const calculation::Variant v = api::calculation_variant(req.game, req.variant);
  if (v.expert)
    throw UsageError("--write-cnf: the satisfiability model does not cover the Experte rule");
  const calculation::Deal deal = jobs::load_deal(api::source_of(req.deal), v, nullptr);
  const bool chains =
      std::find(req.rules_off.begin(), req.rules_off.end(), "chains") == req.rules_off.end();
  const calculation::SatModel model(deal, v, calculation::initial_state(v), {.chains = chains});
  std::ofstream f = jobs::open_output(path);
  f << "c reckon: satisfiable exactly when the deal can be won "
       "(core/games/calculation/sat_model.h)\n";
  f << "p cnf " << model.variables() << ' ' << model.clauses() << '\n';
  bool line_start = true;
  for (const int lit : model.literals()) {
    f << (line_start ? "" : " ") << lit;
    line_start = lit == 0;
    if (line_start) f << '\n';
  }
  jobs::check_output(f, "\"" + path + "\" (--write-cnf)");
}

void print_calculation_solve(std::ostream& out, const api::SolveRun& run,
                             const std::array<std::string, 2>& names) {
  const strategies::CalculationOutcome& o = *run.calculation;
  const calculation::Variant& v = run.variant;
  out << (run.request.game == api::Game::kCalculation ? "Calculation, " : "Rechenkünstler, ")
      << run.source.label << ", " << jobs::describe_variant(v) << "\n";
  out << "Verdict: " << verdict_text(o, run.limits) << "\n";
  if (o.verdict == Verdict::kUnwinnable && !o.proof.empty()) {
    out << "Proof: " << o.proof << "\n";
  } else if (o.verdict == Verdict::kUnwinnable) {
    out << "Proof: every line was searched (" << o.stats.proven_lost << " positions proven lost";
    for (std::size_t r = 0; r < run.rules.size(); ++r)
      if (o.rules.fired[r]) out << "; " << run.rules[r].first << " cut " << o.rules.fired[r];
    out << ")\n";
  }
  if (run.certify_loss()) {
    if (!o.certificate) {
      out << "Certificate: none; " << api::kNoCertificate << "\n";
    } else if (!o.certificate->checked) {
      out << "Certificate: none; stopped before the proof was written\n";
    } else {
      const strategies::Certificate& c = *o.certificate;
      std::ostringstream secs;
      secs << std::fixed << std::setprecision(3) << c.check_seconds;
      out << "Certificate: DRAT proof of " << c.lemmas << " lemmas (" << c.bytes
          << " bytes) checked in " << secs.str() << " s: certified (" << c.used
          << " lemmas needed, each checked by reckon's own DRAT checker)\n";
    }
  }
  if (o.verdict == Verdict::kWinnable) print_line(out, o.moves, v, names, "Winning line");
}

void print_fourteen_solve(std::ostream& out, const api::SolveRun& run) {
  const strategies::FourteenOutcome& o = *run.fourteen;
  out << "Fourteen Out, " << run.source.label << "\n";
  out << "Verdict: " << verdict_text(o, run.limits) << "\n";
  if (o.verdict == Verdict::kUnwinnable) {
    out << "Proof: every line "
        << (o.mirrored ? "of the upside-down mirror (won exactly when the deal is) " : "")
        << "was searched (" << o.stats.proven_lost << " positions proven lost";
    for (std::size_t r = 0; r < run.rules.size(); ++r)
      if (o.rules.fired[r]) out << "; " << run.rules[r].first << " " << o.rules.fired[r];
    out << ")\n";
    if (run.closure)
      out << "Certified: the " << run.closure->positions
          << " positions reachable from the start form a set closed under the moves with no "
             "empty table, checked by reckon's closure checker ("
          << run.closure->certificate.size() << " bytes, " << std::fixed << std::setprecision(3)
          << run.closure->seconds << " s)\n";
  }
  if (o.verdict == Verdict::kWinnable) {
    out << "\nWinning line, " << o.moves.size()
        << " pairs (checked by the independent replayer):\n";
    for (std::size_t i = 0; i < o.moves.size(); ++i)
      out << std::setw(4) << i + 1 << ". " << fourteen::move_text(o.moves[i]) << "\n";
    out << "\nNotation (reckon verify --moves):";
    for (const auto& m : o.moves) out << ' ' << fourteen::move_notation(m);
    out << "\n";
  }
}

}  // namespace

int deal_command(const api::OptionValues& o, std::ostream& out) {
  const api::DealRun run = api::run_deal(api::read_deal_request(o));
  if (o.given("json"))
    out << api::deal_json(run) << "\n";
  else
    print_deal(out, run);
  return 0;
}

int verify_command(const api::OptionValues& o, std::ostream& out) {
  const api::VerifyRun run = api::run_verify(api::read_verify_request(o));
  if (o.given("json"))
    out << api::verify_json(run) << "\n";
  else
    print_verify(out, run);
  return api::verify_exit_status(run.result);
}

int solve_command(const api::OptionValues& o, std::ostream& out) {
  api::SolveRequest req = api::read_solve_request(o);
  req.stop = &stop_flag();
  // The command line's own outputs: files it writes beside the answer.
  if (o.given("write-cnf") && req.game == api::Game::kFourteen)
    throw UsageError(
        "--write-cnf is for the Calculation family; Fourteen Out has no satisfiability model");
  if (o.given("write-proof") && !req.certify) throw UsageError("--write-proof needs --certify");
  const std::array<std::string, 2> names = api::read_names(o);
  if (o.given("write-cnf")) write_cnf(o.text("write-cnf"), req);
  solver::Progress progress;
  const api::SolveRun run = [&] {
    const jobs::ProgressLine line(progress, !o.given("quiet"));
    return api::run_solve(req, &progress);
  }();
  if (o.given("write-proof")) {
    if (run.calculation && run.calculation->certificate && run.calculation->certificate->checked)
      write_file(o.text("write-proof"), run.calculation->certificate->proof, "--write-proof");
    if (run.closure) write_file(o.text("write-proof"), run.closure->certificate, "--write-proof");
  }
  if (o.given("json"))
    out << api::solve_json(run) << "\n";
  else if (run.fourteen)
    print_fourteen_solve(out, run);
  else
    print_calculation_solve(out, run, names);
  return solver::exit_status(run.verdict());
}

}  // namespace reckon::cli
