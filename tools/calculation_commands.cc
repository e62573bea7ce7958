#include "tools/calculation_commands.h"

#include <array>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "core/games/calculation/replay.h"
#include "core/games/calculation/sat_model.h"
#include "core/games/calculation/text.h"
#include "core/games/rechenkuenstler/turns.h"
#include "core/input_error.h"
#include "core/json.h"
#include "core/pysol.h"
#include "strategies/calculation_solve.h"
#include "tools/output.h"
#include "tools/progress_line.h"

namespace reckon::cli {
namespace {

void cards_json(json::Writer& w, const std::vector<Card>& cards) {
  w.begin_array();
  for (Card c : cards) w.value(to_ascii(c));
  w.end_array();
}

std::string verdict_text(const CalculationOutcome& o, const solver::Limits& limits) {
  std::ostringstream s;
  s << solver::to_string(o.verdict) << " (" << o.stats.nodes << " nodes, " << std::fixed << std::setprecision(3)
    << o.seconds << " s)";
  if (o.verdict == solver::Verdict::kUnknown) {
    s << "\n  the search stopped: ";
    const std::string& by = o.stopped_by;
    if (by == "nodes") s << "--max-nodes " << limits.max_nodes << " reached";
    else if (by == "time") s << "--max-seconds " << limits.max_seconds << " reached";
    else if (by == "memory") s << "--max-memory " << limits.max_memory_mib << " MiB reached";
    else s << "interrupted";
    s << "; nothing is claimed about this deal";
  }
  return s.str();
}

}  // namespace

void write_source(json::Writer& w, const DealSource& src) {
  switch (src.kind) {
    case DealSource::Kind::kNumber: w.member("deal", std::to_string(src.number)); break;
    case DealSource::Kind::kPysol: w.member("pysol", src.label.substr(src.label.find('#'))); break;
    default: w.member("cards", src.text); break;
  }
}

// --names Anna,Ben (default A, B).
std::array<std::string, 2> player_names(const po::variables_map& vm) {
  std::array<std::string, 2> names{"A", "B"};
  if (!vm.count("names")) return names;
  const std::string s = vm["names"].as<std::string>();
  const auto comma = s.find(',');
  if (comma == std::string::npos || comma == 0 || comma + 1 == s.size() || s.find(',', comma + 1) != std::string::npos)
    throw UsageError("--names \"" + s + "\": expected two names separated by a comma, e.g. Anna,Ben");
  names = {s.substr(0, comma), s.substr(comma + 1)};
  return names;
}

void write_moves_json(json::Writer& w, const calculation::MoveList& moves, const calculation::Variant& v) {
  w.key("moves").begin_array();
  if (v.owners == 1) {
    for (const auto& m : moves) calculation::write_move_json(w, m, v);
  } else {
    for (const auto& tm : rechenkuenstler::assign_turns(moves, v)) {
      json::Writer one;
      calculation::write_move_json(one, tm.move, v);
      // {"player": .., "turn": .., then the move's own members}
      std::string body = one.str();
      body = body.substr(1);
      w.raw("{\"player\":\"" + std::string(1, static_cast<char>('A' + tm.player)) + "\",\"turn\":" +
            std::to_string(tm.turn) + "," + body);
    }
  }
  w.end_array();
}

void print_line(std::ostream& out, const calculation::MoveList& moves, const calculation::Variant& v,
                const po::variables_map& vm, const std::string& title) {
  if (v.owners > 1) {
    const auto names = player_names(vm);
    out << "\n" << title << ", " << moves.size() << " moves, turn by turn (checked by the independent replayer):\n";
    for (const std::string& line :
         rechenkuenstler::describe_turns(rechenkuenstler::assign_turns(moves, v), v, names.data()))
      out << "  " << line << "\n";
  } else {
    out << "\n" << title << ", " << moves.size() << " moves (checked by the independent replayer):\n";
    for (std::size_t i = 0; i < moves.size(); ++i)
      out << std::setw(4) << i + 1 << ". " << calculation::move_text(moves[i], v) << "\n";
  }
  out << "\nNotation (reckon verify --moves):";
  for (const auto& m : moves) out << ' ' << calculation::move_notation(m, v);
  out << "\n";
}

std::string family_name(Family f) { return f == Family::kCalculation ? "calculation" : "rechenkuenstler"; }

std::string describe_variant(const calculation::Variant& v) {
  std::ostringstream s;
  if (v.owners == 1) {
    s << v.piles_per_owner << " waste pile" << (v.piles_per_owner == 1 ? "" : "s");
  } else {
    s << v.piles_per_owner << " waste pile" << (v.piles_per_owner == 1 ? "" : "s") << " per player";
    if (v.expert) s << ", Experte";
  }
  s << (v.preplaced ? ", bases preplaced" : ", no preplaced bases");
  return s.str();
}

void add_calculation_options(po::options_description& desc) {
  desc.add_options()                                                                              //
      ("waste", po::value<int>()->default_value(4), "Calculation: waste piles W (1..8)")         //
      ("no-preplaced", "no preplaced foundation bases: a 52-card stock, foundations started optionally");
}

void add_rechenkuenstler_options(po::options_description& desc) {
  desc.add_options()  //
      ("level", po::value<std::string>(),
       "Rechenkünstler difficulty: normal (3 piles each), hard (2 each), expert (3 each, a pile's top "
       "moves only in its owner's turn), four (4 each). The seed's \"Leicht\" is not defined there and is "
       "left out.")                                                                                     //
      ("waste-per-player", po::value<int>(), "Rechenkünstler: waste piles per player (1..6)")           //
      ("expert", "Rechenkünstler: Experte rule (free moves from a pile only in its owner's turn)")      //
      ("names", po::value<std::string>(), "Rechenkünstler: the two players' names, e.g. Anna,Ben");
}

calculation::Variant read_variant(const po::variables_map& vm, Family family) {
  calculation::Variant v;
  v.preplaced = !vm.count("no-preplaced");
  if (family == Family::kCalculation) {
    for (const char* k : {"level", "waste-per-player", "expert", "names"})
      if (vm.count(k)) throw UsageError(std::string("--") + k + " is a Rechenkünstler option (--game rechenkuenstler)");
    v.piles_per_owner = vm["waste"].as<int>();
    if (v.piles_per_owner < 1 || v.piles_per_owner > 8)
      throw UsageError("--waste " + std::to_string(v.piles_per_owner) + ": Calculation has 1 to 8 waste piles");
    return v;
  }
  if (!vm["waste"].defaulted()) throw UsageError("Rechenkünstler counts waste piles per player: use --waste-per-player");
  v.owners = 2;
  v.piles_per_owner = 3;
  if (vm.count("level")) {
    const std::string level = vm["level"].as<std::string>();
    if (level == "normal") v.piles_per_owner = 3;
    else if (level == "hard" || level == "schwer") v.piles_per_owner = 2;
    else if (level == "expert" || level == "experte") v.expert = true;
    else if (level == "four" || level == "vier") v.piles_per_owner = 4;
    else throw UsageError("--level " + level + ": expected normal, hard, expert or four");
  }
  if (vm.count("waste-per-player")) {
    v.piles_per_owner = vm["waste-per-player"].as<int>();
    if (v.piles_per_owner < 1 || v.piles_per_owner > 6)
      throw UsageError("--waste-per-player " + std::to_string(v.piles_per_owner) + ": 1 to 6 piles per player");
  }
  if (vm.count("expert")) v.expert = true;
  return v;
}

calculation::Pruning read_pruning(const po::variables_map& vm) {
  calculation::Pruning p;
  for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
    if (vm.count("no-" + std::string(calculation::kRuleNames[r]))) p.on[r] = false;
  return p;
}

calculation::Deal load_deal(const DealSource& source, const calculation::Variant& v, DealSource* labelled) {
  DealSource src = source;
  calculation::Deal deal;
  switch (source.kind) {
    case DealSource::Kind::kNone:
      throw UsageError("which deal? give --deal N, --pysol N, --cards \"...\" or --file F");
    case DealSource::Kind::kNumber:
      deal = calculation::deal_from_number(source.number, v.preplaced);
      break;
    case DealSource::Kind::kPysol: {
      if (!v.preplaced || v.owners != 1)
        throw UsageError("PySolFC deals Calculation only with preplaced bases (game 256); no other variant");
      const pysol::GameNumber number = pysol::parse_game_number(source.text);
      const pysol::CalculationLayout layout = pysol::calculation_layout(number);
      for (int k = 0; k < 4; ++k) deal.bases[k] = layout.bases[k];
      deal.stock.assign(layout.stock.begin(), layout.stock.end());
      src.label = "PySolFC game " + pysol::display(number);
      break;
    }
    case DealSource::Kind::kCards:
      deal = calculation::parse_deal(source.text, v);
      break;
  }
  calculation::validate(deal, v);
  if (labelled) *labelled = src;
  return deal;
}

int calculation_deal(const po::variables_map& vm, Family family, std::ostream& out) {
  const calculation::Variant v = read_variant(vm, family);
  DealSource src;
  const calculation::Deal deal = load_deal(read_source(vm), v, &src);
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", family_name(family));
    write_source(w, src);
    if (v.preplaced) {
      w.key("bases");
      cards_json(w, std::vector<Card>(deal.bases.begin(), deal.bases.end()));
    }
    w.key("stock");
    cards_json(w, deal.stock);
    if (family == Family::kRechenkuenstler) {
      std::vector<Card> a, b;
      for (std::size_t i = 0; i < deal.stock.size(); ++i) (i % 2 ? b : a).push_back(deal.stock[i]);
      w.key("stock_a");
      cards_json(w, a);
      w.key("stock_b");
      cards_json(w, b);
    }
    w.member("cards", calculation::deal_string(deal, v));
    w.end_object();
    out << w.str() << "\n";
    return 0;
  }
  out << (family == Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") << src.label << "\n";
  if (v.preplaced) {
    out << "Foundation bases:";
    for (Card c : deal.bases) out << ' ' << to_pretty(c);
    out << "\n";
  }
  const auto row = [&](const std::string& title, const std::vector<Card>& cards) {
    out << title << "\n";
    for (std::size_t i = 0; i < cards.size(); i += 12) {
      out << "  " << std::setw(2) << i + 1 << "-" << std::setw(2) << std::min(cards.size(), i + 12) << ":";
      for (std::size_t j = i; j < std::min(cards.size(), i + 12); ++j) out << ' ' << to_pretty(cards[j]);
      out << "\n";
    }
  };
  if (family == Family::kCalculation) {
    row("Stock, in the order it is turned:", deal.stock);
  } else {
    std::vector<Card> a, b;
    for (std::size_t i = 0; i < deal.stock.size(); ++i) (i % 2 ? b : a).push_back(deal.stock[i]);
    row("Player A's stock (top card first; A starts):", a);
    row("Player B's stock (top card first):", b);
  }
  out << "Card string: " << calculation::deal_string(deal, v) << "\n";
  return 0;
}

namespace {

// --write-cnf: the deal's satisfiability model (sat_model.h) in DIMACS form.
void write_cnf(const std::string& path, const calculation::Deal& deal, const calculation::Variant& v) {
  if (v.expert) throw UsageError("--write-cnf: the satisfiability model does not cover the Experte rule");
  const calculation::SatModel model(deal, v, calculation::initial_state(v));
  std::ofstream f = open_output(path);
  f << "c reckon: satisfiable exactly when the deal can be won (core/games/calculation/sat_model.h)\n";
  f << "p cnf " << model.variables() << ' ' << model.clauses() << '\n';
  bool line_start = true;
  for (const int lit : model.literals()) {
    f << (line_start ? "" : " ") << lit;
    line_start = lit == 0;
    if (line_start) f << '\n';
  }
  check_output(f, "\"" + path + "\" (--write-cnf)");
}

}  // namespace

int calculation_solve(const po::variables_map& vm, Family family, std::ostream& out) {
  const calculation::Variant v = read_variant(vm, family);
  const calculation::Pruning pruning = read_pruning(vm);
  solver::Limits limits = read_limits(vm);
  solver::Progress progress;
  limits.progress = &progress;
  if (family == Family::kRechenkuenstler) player_names(vm);  // reject a bad --names before solving
  DealSource src;
  const calculation::Deal deal = load_deal(read_source(vm), v, &src);
  if (vm.count("write-cnf")) write_cnf(vm["write-cnf"].as<std::string>(), deal, v);
  CalculationSolver solver(v, pruning, limits);
  solver.set_sat_threads(read_deal_threads(vm));
  const bool certify = vm.count("certify") > 0;
  solver.set_certify(certify);
  const CalculationOutcome o = [&] {
    const ProgressLine line(progress, !vm.count("quiet"));
    return solver.solve(deal);
  }();
  if (o.certificate && o.certificate->checked && vm.count("write-proof")) {
    const std::string path = vm["write-proof"].as<std::string>();
    std::ofstream f(path, std::ios::binary);
    if (!f) throw InputError("--write-proof: can not write " + path);
    f.write(o.certificate->proof.data(), static_cast<std::streamsize>(o.certificate->proof.size()));
    if (!f) throw InputError("--write-proof: writing " + path + " failed");
  }
  // --certify on a loss: what backs it.
  const bool lost = o.verdict == solver::Verdict::kUnwinnable;
  const char* kNoCertificate = "proved by exhaustive search; no certificate";
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", family_name(family));
    write_source(w, src);
    w.key("variant").begin_object();
    if (v.owners == 1) {
      w.member("waste", v.piles_per_owner);
    } else {
      w.member("waste_per_player", v.piles_per_owner).member("expert", v.expert);
    }
    w.member("preplaced", v.preplaced).end_object();
    w.key("options").begin_object();
    w.member("max_nodes", limits.max_nodes).key("max_seconds").value(limits.max_seconds, 3);
    w.member("max_memory_mib", static_cast<std::uint64_t>(limits.max_memory_mib));
    w.key("rules").begin_object();
    for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
      w.member(calculation::kRuleNames[r], pruning.on[r]);
    w.end_object().end_object();
    w.member("verdict", solver::to_string(o.verdict));
    w.member("nodes", o.stats.nodes).key("seconds").value(o.seconds, 6);
    if (o.verdict == solver::Verdict::kUnknown) w.member("stopped_by", o.stopped_by);
    if (!o.proof.empty()) w.member("proof", o.proof);
    if (certify && lost) {
      w.key("certificate").begin_object();
      if (o.certificate) {
        const Certificate& c = *o.certificate;
        w.member("checked", c.checked).member("format", "drat").member("lemmas", c.lemmas);
        w.member("deletions", c.deletions).member("lemmas_checked", c.used).member("bytes", c.bytes);
        w.key("seconds").value(c.check_seconds, 6);
        if (c.resolve_seconds > 0) w.key("proof_seconds").value(c.resolve_seconds, 6);
        if (!c.checked) w.member("why", "stopped before the proof was written");
      } else {
        w.member("checked", false).member("why", kNoCertificate);
      }
      w.end_object();
    }
    write_moves_json(w, o.moves, v);
    std::string notation;
    for (const auto& m : o.moves) notation += (notation.empty() ? "" : " ") + calculation::move_notation(m, v);
    w.member("notation", notation);
    w.key("stats").begin_object();
    w.member("table_hits", o.stats.table_hits).member("proven_lost", o.stats.proven_lost);
    w.member("rounds", o.stats.rounds);
    w.key("rules_fired").begin_object();
    for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
      w.member(calculation::kRuleNames[r], o.rules.fired[r]);
    w.end_object().end_object();
    w.end_object();
    out << w.str() << "\n";
  } else {
    out << (family == Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") << src.label << ", "
        << describe_variant(v) << "\n";
    out << "Verdict: " << verdict_text(o, limits) << "\n";
    if (o.verdict == solver::Verdict::kUnwinnable && !o.proof.empty()) {
      out << "Proof: " << o.proof << "\n";
    } else if (o.verdict == solver::Verdict::kUnwinnable) {
      out << "Proof: every line was searched (" << o.stats.proven_lost << " positions proven lost";
      for (int r = 0; r < static_cast<int>(calculation::Rule::kCount); ++r)
        if (o.rules.fired[r]) out << "; " << calculation::kRuleNames[r] << " cut " << o.rules.fired[r];
      out << ")\n";
    }
    if (certify && lost) {
      if (!o.certificate) {
        out << "Certificate: none; " << kNoCertificate << "\n";
      } else if (!o.certificate->checked) {
        out << "Certificate: none; stopped before the proof was written\n";
      } else {
        const Certificate& c = *o.certificate;
        std::ostringstream secs;
        secs << std::fixed << std::setprecision(3) << c.check_seconds;
        out << "Certificate: DRAT proof of " << c.lemmas << " lemmas (" << c.bytes << " bytes) checked in "
            << secs.str() << " s: certified (" << c.used << " lemmas needed, each checked by reckon's own DRAT "
            << "checker)\n";
      }
    }
    if (o.verdict == solver::Verdict::kWinnable) print_line(out, o.moves, v, vm, "Winning line");
  }
  return solver::exit_status(o.verdict);
}

int calculation_verify(const po::variables_map& vm, Family family, std::ostream& out) {
  const calculation::Variant v = read_variant(vm, family);
  DealSource src;
  const calculation::Deal deal = load_deal(read_source(vm), v, &src);
  const std::optional<std::string> given = read_text_option(vm, "moves", "moves-file");
  if (!given) throw UsageError("give the moves to check with --moves \"...\" or --moves-file F");
  const std::string& text = *given;
  const calculation::MoveList moves = calculation::parse_moves(text, v);
  const calculation::ReplayResult r = calculation::replay(deal, v, moves);
  const bool json_out = vm.count("json");
  std::string status = r.status == calculation::ReplayResult::Status::kWon      ? "wins"
                       : r.status == calculation::ReplayResult::Status::kNotWon ? "does not win"
                                                                                : "illegal";
  if (json_out) {
    json::Writer w;
    w.begin_object().member("game", family_name(family));
    write_source(w, src);
    w.member("moves", static_cast<std::uint64_t>(moves.size())).member("result", status);
    if (r.status == calculation::ReplayResult::Status::kIllegal) w.member("move", r.move);
    if (!r.why.empty()) w.member("why", r.why);
    w.end_object();
    out << w.str() << "\n";
  } else if (r.status == calculation::ReplayResult::Status::kWon) {
    out << (moves.size() == 1 ? "The move wins "
                              : "The " + std::to_string(moves.size()) + " moves win ")
        << src.label << ".\n";
  } else if (r.status == calculation::ReplayResult::Status::kNotWon) {
    out << (moves.size() == 1
                ? std::string("The move is legal but does not win: ")
                : "The " + std::to_string(moves.size()) + " moves are legal but do not win: ")
        << r.why << ".\n";
  } else {
    out << "Move " << r.move << " (" << calculation::move_notation(moves[r.move - 1], v) << ") is illegal: " << r.why
        << ".\n";
  }
  // verify's own statuses: 0 wins, 1 legal but not a win, 2 illegal move or bad input.
  return r.status == calculation::ReplayResult::Status::kWon ? 0
         : r.status == calculation::ReplayResult::Status::kNotWon ? 1
                                                                 : kExitBadInput;
}

}  // namespace reckon::cli
