#include "tools/fourteen_commands.h"

#include <chrono>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "core/games/fourteen/players.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "core/input_error.h"
#include "core/json.h"
#include "core/pysol.h"
#include "tools/analysis/outcome_row.h"
#include "strategies/calculation_solve.h"  // InternalError
#include "tools/progress_line.h"
#include "tools/search_signature.h"

namespace reckon::cli {
namespace {

void write_source(json::Writer& w, const DealSource& src) {
  switch (src.kind) {
    case DealSource::Kind::kNumber: w.member("deal", std::to_string(src.number)); break;
    case DealSource::Kind::kPysol: w.member("pysol", src.label.substr(src.label.find('#'))); break;
    default: w.member("cards", src.text); break;
  }
}

std::string verdict_text(const FourteenOutcome& o, const solver::Limits& limits) {
  std::ostringstream s;
  s << solver::to_string(o.verdict) << " (" << o.stats.nodes << " nodes, " << std::fixed << std::setprecision(3)
    << o.seconds << " s)";
  if (o.verdict == solver::Verdict::kUnknown) {
    s << "\n  the search stopped: ";
    if (o.stopped_by == "nodes") s << "--max-nodes " << limits.max_nodes << " reached";
    else if (o.stopped_by == "time") s << "--max-seconds " << limits.max_seconds << " reached";
    else if (o.stopped_by == "memory") s << "--max-memory " << limits.max_memory_mib << " MiB reached";
    else s << "interrupted";
    s << "; nothing is claimed about this deal";
  }
  return s.str();
}

std::string rules_used(const fourteen::Pruning& p) {
  std::string rules;
  for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
    if (!p.on[r]) rules += (rules.empty() ? "" : ",") + std::string("no-") + std::string(fourteen::kRuleNames[r]);
  return rules.empty() ? "all" : rules;
}

fourteen::Deal deal_of(const analysis::DealSpec& d) {
  DealSource src;
  if (d.number) {
    src.kind = DealSource::Kind::kNumber;
    src.number = *d.number;
  } else if (!d.pysol.empty()) {
    src.kind = DealSource::Kind::kPysol;
    src.text = d.pysol;
  } else {
    src.kind = DealSource::Kind::kCards;
    src.text = d.cards;
  }
  return load_fourteen_deal(src, nullptr);
}

class PerfectPlay : public analysis::DealAnalyzer {
 public:
  PerfectPlay(const fourteen::Pruning& p, const solver::Limits& l) : solver_(p, l) {}
  void check(const analysis::DealSpec& d) override { deal_of(d); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const FourteenOutcome o = solver_.solve(deal_of(d));
    analysis::Row r = analysis::solved_row(o);
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  FourteenSolver solver_;
};

}  // namespace

void add_fourteen_options(po::options_description&) {}

fourteen::Pruning read_fourteen_pruning(const po::variables_map& vm) {
  fourteen::Pruning p;
  for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
    if (vm.count("no-" + std::string(fourteen::kRuleNames[r]))) p.on[r] = false;
  return p;
}

fourteen::Deal load_fourteen_deal(const DealSource& source, DealSource* labelled) {
  DealSource src = source;
  fourteen::Deal deal;
  switch (source.kind) {
    case DealSource::Kind::kNone:
      throw UsageError("which deal? give --deal N, --pysol N, --cards \"...\" or --file F");
    case DealSource::Kind::kNumber:
      deal = fourteen::deal_from_number(source.number);
      break;
    case DealSource::Kind::kPysol: {
      const pysol::GameNumber number = pysol::parse_game_number(source.text);
      deal = fourteen::deal_from_pysol(number);
      src.label = "PySolFC game " + pysol::display(number);
      break;
    }
    case DealSource::Kind::kCards:
      deal = fourteen::parse_deal(source.text);
      break;
  }
  fourteen::validate(deal);
  if (labelled) *labelled = src;
  return deal;
}

int fourteen_deal(const po::variables_map& vm, std::ostream& out) {
  DealSource src;
  const fourteen::Deal deal = load_fourteen_deal(read_source(vm), &src);
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
  DealSource src;
  const fourteen::Deal deal = load_fourteen_deal(read_source(vm), &src);
  FourteenSolver solver(pruning, limits);
  const FourteenOutcome o = [&] {
    const ProgressLine line(progress, !vm.count("quiet"));
    return solver.solve(deal);
  }();
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", "fourteen");
    write_source(w, src);
    w.key("options").begin_object();
    w.member("search", "depth-first");
    w.member("max_nodes", limits.max_nodes).key("max_seconds").value(limits.max_seconds, 3);
    w.member("max_memory_mib", static_cast<std::uint64_t>(limits.max_memory_mib));
    w.key("rules").begin_object();
    for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r) w.member(fourteen::kRuleNames[r], pruning.on[r]);
    w.end_object().end_object();
    w.member("verdict", solver::to_string(o.verdict));
    w.member("nodes", o.stats.nodes).key("seconds").value(o.seconds, 6);
    if (o.verdict == solver::Verdict::kUnknown) w.member("stopped_by", o.stopped_by);
    w.key("moves").begin_array();
    for (const auto& m : o.moves) fourteen::write_move_json(w, m);
    w.end_array();
    std::string notation;
    for (const auto& m : o.moves) notation += (notation.empty() ? "" : " ") + fourteen::move_notation(m);
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
      out << "Proof: every line " << (o.mirrored ? "of the upside-down mirror (won exactly when the deal is) " : "")
          << "was searched (" << o.stats.proven_lost << " positions proven lost";
      for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
        if (o.rules.fired[r]) out << "; " << fourteen::kRuleNames[r] << " " << o.rules.fired[r];
      out << ")\n";
    }
    if (o.verdict == solver::Verdict::kWinnable) {
      out << "\nWinning line, " << o.moves.size() << " pairs (checked by the independent replayer):\n";
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
  DealSource src;
  const fourteen::Deal deal = load_fourteen_deal(read_source(vm), &src);
  const std::optional<std::string> given = read_text_option(vm, "moves", "moves-file");
  if (!given) throw UsageError("give the moves to check with --moves \"...\" or --moves-file F");
  const std::string& text = *given;
  const fourteen::MoveList moves = fourteen::parse_moves(text, deal.layout);
  const fourteen::ReplayResult r = fourteen::replay(deal, moves);
  using Status = fourteen::ReplayResult::Status;
  const std::string status = r.status == Status::kWon ? "wins" : r.status == Status::kNotWon ? "does not win" : "illegal";
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
    out << "Move " << r.move << " (" << fourteen::move_notation(moves[static_cast<std::size_t>(r.move - 1)])
        << ") is illegal: " << r.why << ".\n";
  }
  // verify's own statuses: 0 wins, 1 legal but not a win, 2 illegal move or bad input.
  return r.status == Status::kWon ? 0 : r.status == Status::kNotWon ? 1 : kExitBadInput;
}

namespace {

// A named heuristic player (core/games/fourteen/players.h): "won" if its
// one game removes every card.
class FourteenHeuristicPlay : public analysis::DealAnalyzer {
 public:
  explicit FourteenHeuristicPlay(fourteen::Strategy s) : strategy_(s) {}
  void check(const analysis::DealSpec& d) override { deal_of(d); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const fourteen::Deal deal = deal_of(d);
    const fourteen::MoveList moves = fourteen::play(deal, strategy_);
    const fourteen::ReplayResult check = fourteen::replay(deal, moves);
    if (check.status == fourteen::ReplayResult::Status::kIllegal)
      throw InternalError("the " + std::string(fourteen::strategy_name(strategy_)) + " player made an illegal move " +
                          std::to_string(check.move) + " in deal " + d.key + ": " + check.why);
    analysis::Row r = analysis::played_row(check.status == fourteen::ReplayResult::Status::kWon, moves.size());
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  fourteen::Strategy strategy_;
};

}  // namespace

analysis::AnalyzerSpec fourteen_analyzer(const po::variables_map& vm) {
  const std::string strategy = vm.count("strategy") ? vm["strategy"].as<std::string>() : "perfect";
  if (strategy != "perfect") {
    const auto s = fourteen::strategy_from_name(strategy);
    if (!s) throw UsageError("--strategy " + strategy + ": Fourteen Out has perfect, " + fourteen::strategy_names());
    analysis::AnalyzerSpec spec;
    spec.strategy = strategy;
    spec.title = "Fourteen Out, " + fourteen::describe(fourteen::Layout::standard()) + " — the \"" + strategy + "\" player";
    spec.make = [s] { return std::make_unique<FourteenHeuristicPlay>(*s); };
    return spec;
  }
  const fourteen::Pruning pruning = read_fourteen_pruning(vm);
  const solver::Limits limits = read_limits(vm);
  analysis::AnalyzerSpec spec;
  spec.strategy = strategy;
  spec.title = "Fourteen Out, " + fourteen::describe(fourteen::Layout::standard()) + " — perfect play";
  spec.make = [pruning, limits] { return std::make_unique<PerfectPlay>(pruning, limits); };
  return spec;
}

analysis::Settings fourteen_settings(const po::variables_map& vm) {
  analysis::Settings s;
  s.emplace_back("game", "fourteen");
  s.emplace_back("variant", fourteen::describe(fourteen::Layout::standard()));
  const std::string strategy = vm.count("strategy") ? vm["strategy"].as<std::string>() : "perfect";
  s.emplace_back("strategy", strategy);
  if (strategy != "perfect") {
    s.emplace_back("version", RECKON_VERSION);
    return s;
  }
  const solver::Limits l = read_limits(vm);
  s.emplace_back("max_nodes", std::to_string(l.max_nodes));
  s.emplace_back("max_seconds", std::to_string(l.max_seconds));
  s.emplace_back("max_memory_mib", std::to_string(l.max_memory_mib));
  s.emplace_back("rules", rules_used(read_fourteen_pruning(vm)));
  s.emplace_back("search_signature", std::to_string(kSearchSignature));
  s.emplace_back("version", RECKON_VERSION);
  return s;
}

FourteenBench fourteen_bench(const std::vector<DealRange>& deals, const solver::Limits& limits) {
  FourteenSolver solver(fourteen::Pruning{}, limits);
  FourteenBench b;
  for (const DealRange& r : deals)
    for (std::uint64_t d = r.first;; ++d) {
      const FourteenOutcome o = solver.solve(fourteen::deal_from_number(d));
      b.nodes += o.stats.nodes;
      ++b.deals;
      b.won += o.verdict == solver::Verdict::kWinnable;
      b.lost += o.verdict == solver::Verdict::kUnwinnable;
      b.unknown += o.verdict == solver::Verdict::kUnknown;
      if (d == r.last) break;
    }
  return b;
}

}  // namespace reckon::cli
