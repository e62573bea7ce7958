#include "tools/fourteen_commands.h"

#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "core/games/fourteen/players.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "core/internal_error.h"
#include "core/json.h"
#include "jobs/common/progress_line.h"
#include "reckon/input_error.h"
#include "strategies/fourteen_closure.h"
#include "tools/calculation_commands.h"  // write_source, shared by both games
#include "tools/verdict_text.h"

namespace reckon::cli {

void add_fourteen_options(po::options_description&) {}

fourteen::Pruning read_fourteen_pruning(const po::variables_map& vm) {
  fourteen::Pruning p;
  for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
    if (vm.count("no-" + std::string(fourteen::kRuleNames[r]))) p.on[r] = false;
  return p;
}

int fourteen_deal(const po::variables_map& vm, std::ostream& out) {
  jobs::DealSource src;
  const fourteen::Deal deal = jobs::load_fourteen_deal(read_source(vm), &src);
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", "fourteen");
    write_source(w, src);
    w.key("columns").begin_array();
    for (int c = 0; c < deal.layout.columns; ++c) {
      w.begin_array();
      for (Card card : deal.column(c)) w.value(to_ascii(card));
      w.end_array();
    }
    w.end_array();
    w.member("cards", fourteen::deal_string(deal));
    w.end_object();
    out << w.str() << "\n";
    return 0;
  }
  out << "Fourteen Out, " << src.label << "\n" << fourteen::layout_text(deal);
  out << "Card string: " << fourteen::deal_string(deal) << "\n";
  return 0;
}

int fourteen_solve(const po::variables_map& vm, std::ostream& out) {
  const fourteen::Pruning pruning = read_fourteen_pruning(vm);
  solver::Limits limits = read_limits(vm);
  solver::Progress progress;
  limits.progress = &progress;
  jobs::DealSource src;
  const fourteen::Deal deal = jobs::load_fourteen_deal(read_source(vm), &src);
  strategies::FourteenSolver solver(pruning, limits);
  const strategies::FourteenOutcome o = [&] {
    const jobs::ProgressLine line(progress, !vm.count("quiet"));
    return solver.solve(deal);
  }();
  const bool certified = vm.count("certify") && o.verdict == solver::Verdict::kUnwinnable;
  const fourteen::CheckedClosure certificate =
      certified ? fourteen::certify_loss(deal) : fourteen::CheckedClosure{};
  if (certified && vm.count("write-proof"))
    write_file(vm["write-proof"].as<std::string>(), certificate.certificate, "--write-proof");
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", "fourteen");
    write_source(w, src);
    w.key("options").begin_object();
    w.member("search", "depth-first");
    w.member("max_nodes", limits.max_nodes).key("max_seconds").value(limits.max_seconds, 3);
    w.member("max_memory_mib", static_cast<std::uint64_t>(limits.max_memory_mib));
    w.key("rules").begin_object();
    for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
      w.member(fourteen::kRuleNames[r], pruning.on[r]);
    w.end_object().end_object();
    w.member("verdict", name_of(o.verdict));
    w.member("nodes", o.stats.nodes).key("seconds").value(o.seconds, 6);
    if (certified) {
      w.key("certificate").begin_object().member("checked", true).member("format", "closure");
      w.member("positions", certificate.positions).member("bytes", certificate.certificate.size());
      w.key("seconds").value(certificate.seconds, 6).end_object();
    }
    if (o.verdict == solver::Verdict::kUnknown) w.member("stopped_by", name_of(o.stopped_by));
    w.key("moves").begin_array();
    for (const auto& m : o.moves) fourteen::write_move_json(w, m);
    w.end_array();
    std::string notation;
    for (const auto& m : o.moves)
      notation += (notation.empty() ? "" : " ") + fourteen::move_notation(m);
    w.member("notation", notation);
    w.key("stats").begin_object();
    w.member("table_hits", o.stats.table_hits).member("proven_lost", o.stats.proven_lost);
    w.member("decided_by", o.mirrored ? "mirror" : "deal");
    w.member("max_depth", o.stats.max_depth);
    w.key("rules_fired").begin_object();
    for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
      w.member(fourteen::kRuleNames[r], o.rules.fired[r]);
    w.end_object().end_object();
    w.end_object();
    out << w.str() << "\n";
  } else {
    out << "Fourteen Out, " << src.label << "\n";
    out << "Verdict: " << verdict_text(o, limits) << "\n";
    if (o.verdict == solver::Verdict::kUnwinnable) {
      out << "Proof: every line "
          << (o.mirrored ? "of the upside-down mirror (won exactly when the deal is) " : "")
          << "was searched (" << o.stats.proven_lost << " positions proven lost";
      for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
        if (o.rules.fired[r]) out << "; " << fourteen::kRuleNames[r] << " " << o.rules.fired[r];
      out << ")\n";
      if (certified)
        out << "Certified: the " << certificate.positions
            << " positions reachable from the start form a set closed under the moves with no "
               "empty table, "
               "checked by reckon's closure checker ("
            << certificate.certificate.size() << " bytes, " << std::fixed << std::setprecision(3)
            << certificate.seconds << " s)\n";
    }
    if (o.verdict == solver::Verdict::kWinnable) {
      out << "\nWinning line, " << o.moves.size()
          << " pairs (checked by the independent replayer):\n";
      for (std::size_t i = 0; i < o.moves.size(); ++i)
        out << std::setw(4) << i + 1 << ". " << fourteen::move_text(o.moves[i]) << "\n";
      out << "\nNotation (reckon verify --moves):";
      for (const auto& m : o.moves) out << ' ' << fourteen::move_notation(m);
      out << "\n";
    }
  }
  return solver::exit_status(o.verdict);
}

int fourteen_verify(const po::variables_map& vm, std::ostream& out) {
  jobs::DealSource src;
  const fourteen::Deal deal = jobs::load_fourteen_deal(read_source(vm), &src);
  const std::optional<std::string> given = read_text_option(vm, "moves", "moves-file");
  if (!given) throw UsageError("give the moves to check with --moves \"...\" or --moves-file F");
  const std::string& text = *given;
  const fourteen::MoveList moves = fourteen::parse_moves(text, deal.layout);
  const fourteen::ReplayResult r = fourteen::replay(deal, moves);
  using Status = fourteen::ReplayResult::Status;
  const std::string status = r.status == Status::kWon      ? "wins"
                             : r.status == Status::kNotWon ? "does not win"
                                                           : "illegal";
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", "fourteen");
    write_source(w, src);
    w.member("moves", static_cast<std::uint64_t>(moves.size())).member("result", status);
    if (r.status == Status::kIllegal) w.member("move", r.move);
    if (!r.why.empty()) w.member("why", r.why);
    w.end_object();
    out << w.str() << "\n";
  } else if (r.status == Status::kWon) {
    out << (moves.size() == 1 ? "The move wins "
                              : "The " + std::to_string(moves.size()) + " moves win ")
        << src.label << ".\n";
  } else if (r.status == Status::kNotWon) {
    out << (moves.size() == 1
                ? std::string("The move is legal but does not win: ")
                : "The " + std::to_string(moves.size()) + " moves are legal but do not win: ")
        << r.why << ".\n";
  } else {
    out << "Move " << r.move << " ("
        << fourteen::move_notation(moves[static_cast<std::size_t>(r.move - 1)])
        << ") is illegal: " << r.why << ".\n";
  }
  // verify's own statuses: 0 wins, 1 legal but not a win, 2 illegal move or bad input.
  return r.status == Status::kWon ? 0 : r.status == Status::kNotWon ? 1 : kExitBadInput;
}

namespace {

analysis::FourteenAnalysis analysis_of(const po::variables_map& vm) {
  analysis::FourteenAnalysis a;
  if (vm.count("strategy")) a.strategy = vm["strategy"].as<std::string>();
  a.pruning = read_fourteen_pruning(vm);
  a.limits = read_limits(vm);
  return a;
}

}  // namespace

analysis::AnalyzerSpec fourteen_analyzer(const po::variables_map& vm) {
  return fourteen_analyzer(analysis_of(vm));
}

analysis::Settings fourteen_settings(const po::variables_map& vm) {
  return fourteen_settings(analysis_of(vm));
}

void check_fourteen_variant(const po::variables_map& vm) {
  for (const char* k : {"no-preplaced", "level", "waste-per-player", "expert", "names"})
    if (vm.count(k)) throw UsageError(std::string("--") + k + " is not a Fourteen Out option");
  if (vm.count("waste") && !vm["waste"].defaulted())
    throw UsageError("--waste is not a Fourteen Out option");
  if (vm.count("ranks") && !vm["ranks"].defaulted()) throw UsageError("--ranks is not a Fourteen Out option");
}

}  // namespace reckon::cli
