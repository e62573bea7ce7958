// reckon hint: is a game in progress still winnable, and which next moves
// keep it winnable; also whether it finishes by itself. Fourteen Out's is in
// fourteen_curate.cc.
#include <iomanip>
#include <optional>
#include <iostream>
#include <set>
#include <sstream>

#include "core/card_text.h"
#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/key.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/games/calculation/typed_position.h"
#include "core/input_error.h"
#include "core/json.h"
#include "players/fair_player.h"
#include "jobs/analysis/calculation_analyzer.h"
#include "tools/calculation_commands.h"
#include "jobs/curation/curate.h"
#include "jobs/curation/calculation_difficulty.h"
#include "jobs/curation/fourteen_curate.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

using calculation::Move;

// The next primitive moves at s (free moves, then the turned card's places),
// by the rules of the pile tops and foundations alone: Experte's turns are
// left to legal_next_moves.
calculation::MoveList candidate_moves(const calculation::Deal& deal, const calculation::Variant& v,
                                      const calculation::State& s) {
  calculation::MoveList out;
  for (int p = 0; p < v.piles(); ++p) {
    const int top = s.top_index(p);
    if (top < 0) continue;
    for (int k = 0; k < 4; ++k)
      if (calculation::needs(s, k) == deal.stock[top].rank())
        out.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(k), deal.stock[top]});
  }
  if (s.next < static_cast<int>(deal.stock.size())) {
    const Card c = deal.stock[s.next];
    for (int k = 0; k < 4; ++k)
      if (calculation::needs(s, k) == c.rank())
        out.push_back({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k), c});
    const int first = v.owner_of_card(s.next) * v.piles_per_owner;
    for (int p = first; p < first + v.piles_per_owner; ++p)
      out.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, c});
  }
  return out;
}

// The next moves after `played` that the rules allow. Experte's rule depends
// on whose turn it is, which follows from the whole list, so there the
// independent replayer decides each candidate (the lists are short: a
// replay per candidate costs microseconds).
calculation::MoveList legal_next_moves(const calculation::Deal& deal, const calculation::Variant& v,
                                       const calculation::State& s, const calculation::MoveList& played) {
  calculation::MoveList out = candidate_moves(deal, v, s);
  if (!v.expert) return out;
  calculation::MoveList trial = played;
  trial.push_back({});
  std::erase_if(out, [&](const Move& m) {
    trial.back() = m;
    return calculation::replay(deal, v, trial).status == calculation::ReplayResult::Status::kIllegal;
  });
  return out;
}

// Is the position after `played` winnable? The search starts a position at
// the next player's turn. In Experte the player who placed the last card may
// still end that turn with free moves from their own piles, which the search
// from the position does not make: there the position is won when the search
// wins it or one of those moves (checked legal by the replayer) leads to a
// won position. Otherwise the search's verdict is the position's.
solver::Verdict position_verdict(CalculationSolver& solver, const calculation::Deal& deal,
                                 const calculation::Variant& v, const calculation::MoveList& played,
                                 std::uint64_t* nodes) {
  const calculation::State s = state_after(v, played);
  const CalculationOutcome here = solver.solve_from(deal, s, played);
  if (nodes) *nodes += here.stats.nodes;
  if (!v.expert || here.verdict == solver::Verdict::kWinnable || s.next == 0 ||
      s.next >= static_cast<int>(deal.stock.size()))
    return here.verdict;
  solver::Verdict verdict = here.verdict;
  const int closing = v.owner_of_card(s.next - 1);
  for (const Move& m : legal_next_moves(deal, v, s, played)) {
    if (m.kind != Move::Kind::kPileToFoundation || v.owner_of_pile(m.pile) != closing) continue;
    calculation::MoveList after = played;
    after.push_back(m);
    const solver::Verdict next = position_verdict(solver, deal, v, after, nodes);
    if (next == solver::Verdict::kWinnable) return next;
    if (next == solver::Verdict::kUnknown) verdict = next;
  }
  return verdict;
}

// "Finishes by itself": playing only cards that fit (pile tops and turned
// cards), never placing one on a waste pile, wins. In Experte a fitting top
// may have to wait for its owner's turn: there the cards go home in an order
// the replayer allows, the closing player's tops first, so that nothing that
// fits waits longer than the turns demand.
bool finishes_by_itself_expert(const calculation::Deal& deal, const calculation::Variant& v,
                               calculation::MoveList played) {
  for (;;) {
    const calculation::State s = state_after(v, played);
    if (s.cards_on_foundations() == 52) return true;
    // The closing player's tops first (they can wait no longer), then the
    // next player's, then the turned card.
    const int closing = s.next > 0 ? v.owner_of_card(s.next - 1) : -1;
    const auto rank = [&](const Move& m) {
      if (m.kind == Move::Kind::kPileToFoundation) return v.owner_of_pile(m.pile) == closing ? 0 : 1;
      return m.kind == Move::Kind::kStockToFoundation ? 2 : 3;
    };
    std::optional<Move> best;
    for (const Move& m : legal_next_moves(deal, v, s, played))
      if (rank(m) < 3 && (!best || rank(m) < rank(*best))) best = m;
    if (!best) return false;
    played.push_back(*best);
  }
}

bool finishes_by_itself(const calculation::Deal& deal, const calculation::Variant& v, calculation::State s) {
  for (;;) {
    bool moved = true;
    while (moved) {
      moved = false;
      for (int p = 0; p < v.piles() && !moved; ++p) {
        const int top = s.top_index(p);
        if (top < 0) continue;
        for (int k = 0; k < 4 && !moved; ++k)
          if (calculation::needs(s, k) == deal.stock[top].rank()) {
            s.pop(p);
            ++s.found[k];
            moved = true;
          }
      }
    }
    if (s.next == static_cast<int>(deal.stock.size())) return s.cards_on_foundations() == 52;
    bool home = false;
    for (int k = 0; k < 4 && !home; ++k)
      if (calculation::needs(s, k) == deal.stock[s.next].rank()) {
        ++s.found[k];
        home = true;
      }
    if (!home) return false;
    ++s.next;
  }
}

std::string describe_position(const calculation::Deal& deal, const calculation::Variant& v, const calculation::State& s) {
  std::ostringstream o;
  o << "foundations:";
  for (int k = 0; k < 4; ++k)
    o << ' ' << (s.found[k] ? rank_pretty(calculation::rank_at(k + 1, s.found[k])) : std::string("-"));
  o << " (they need";
  for (int k = 0; k < 4; ++k) {
    const Rank r = calculation::needs(s, k);
    o << ' ' << (r ? rank_pretty(r) : std::string("—"));
  }
  o << ")";
  for (int p = 0; p < v.piles(); ++p) {
    std::uint8_t idx[calculation::kMaxStock];
    const int h = calculation::pile_cards(s, p, idx);
    o << "; waste " << calculation::pile_name(p, v) << ":";
    for (int j = 0; j < h; ++j) o << ' ' << to_pretty(deal.stock[idx[j]]);
    if (h == 0) o << " —";
  }
  const int left = static_cast<int>(deal.stock.size()) - s.next;
  o << "; stock: " << left << " card" << (left == 1 ? "" : "s");
  if (left) o << ", next " << to_pretty(deal.stock[s.next]);
  return o.str();
}

// The fair hint: the free moves a player makes before turning, then the
// placements of the next card, best first, judged without the hidden order.
struct FairHint {
  calculation::MoveList before_turn;
  Card turned;
  int face_down = 0;
  std::vector<players::FairChoice> choices;
};

FairHint fair_hint(const calculation::Deal& deal, const calculation::Variant& v, calculation::State s,
                   calculation::MoveList played, const players::FairSettings& settings) {
  FairHint h;
  if (s.next >= static_cast<int>(deal.stock.size())) return h;  // nothing to turn: nothing hidden
  const calculation::View before = calculation::view_of(deal, v, s, false, played);
  players::FairPlayer player(v, settings);
  h.before_turn = player.free_moves(before);
  for (const Move& m : h.before_turn) calculation::apply_move(s, m);
  played.insert(played.end(), h.before_turn.begin(), h.before_turn.end());
  const calculation::View view = calculation::view_of(deal, v, s, true, played);
  h.turned = view.turned_card();
  h.face_down = view.unseen_count();
  h.choices = player.choices(view);
  return h;
}

std::string notation_of(const calculation::MoveList& moves, const calculation::Variant& v) {
  std::string out;
  for (const Move& m : moves) out += (out.empty() ? "" : " ") + calculation::move_notation(m, v);
  return out;
}

void print_fair(std::ostream& out, const FairHint& h, const calculation::Variant& v) {
  if (h.turned.empty()) {
    out << "Fair hint: the stock is empty, nothing is hidden; the perfect-information hint is the fair one\n";
    return;
  }
  out << "Fair hint (judged only from what you see: " << to_pretty(h.turned) << " turned, " << h.face_down
      << " card" << (h.face_down == 1 ? "" : "s") << " face down in an order nobody knows):\n";
  if (!h.before_turn.empty()) {
    out << "  before turning, play what fits:";
    for (const Move& m : h.before_turn) out << "  " << calculation::move_text(m, v);
    out << "\n";
  }
  for (std::size_t i = 0; i < h.choices.size(); ++i) {
    const players::FairChoice& c = h.choices[i];
    out << (i == 0 ? "  best: " : "        ") << calculation::move_text(c.moves.front(), v);
    if (c.moves.size() > 1) out << ", then " << c.moves.size() - 1 << " card" << (c.moves.size() == 2 ? "" : "s") << " home";
    out << "   (" << notation_of(c.moves, v) << ")";
    if (c.samples > 0) {
      out << ": runs then wins on " << std::fixed << std::setprecision(1) << 100 * c.rollout << " % of "
          << c.samples << " drawn orders";
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
      w.end_object();
    }
    w.end_array();
  }
  w.end_object();
}

}  // namespace

void add_hint_options(po::options_description& desc) {
  desc.add_options()  //
      ("moves", po::value<std::string>(), "the moves played so far (compact notation or a JSON array)")  //
      ("moves-file", po::value<std::string>(), "read the moves so far from a file (- for standard input)")  //
      ("position", po::value<std::string>(),
       "a Calculation position typed directly: \"foundations: 5 4 6 8; waste 1: 7d 3c; stock: 9h ...\"")  //
      ("fair", "also the fair hint: the best placement of the next card judged only from what a player sees "
               "(the order of the rest of the stock hidden), by the fair player (players/fair_player.h)")  //
      ("seed", po::value<std::uint64_t>()->default_value(0), "--fair: where its draws of the hidden stock start")  //
      ("samples", po::value<int>()->default_value(players::FairSettings{}.samples),
       "--fair: at most this many orders of the face-down cards")  //
      ("exact-below", po::value<int>()->default_value(players::FairSettings{}.exact_below),
       "--fair: judge placements by the exact solver too once at most this many cards are face down")  //
      ("optimal-below", po::value<int>()->default_value(players::FairSettings{}.optimal_below),
       "--fair: the exact optimum, free moves included, once at most this many cards are face down (0: never)");
}

int hint_command(const po::variables_map& vm, std::ostream& out) {
  const GameCommands& game = game_of(vm);
  if (game.name == "fourteen") return fourteen_hint(vm, out);
  if (game.name != "calculation" && game.name != "rechenkuenstler")
    throw UsageError("hint supports calculation, rechenkuenstler and fourteen, not " + game.name);
  const Family family = game.name == "calculation" ? Family::kCalculation : Family::kRechenkuenstler;
  const calculation::Variant v = read_variant(vm, family);
  const solver::Limits limits = read_limits(vm);
  calculation::Deal deal;
  calculation::MoveList played;
  std::string label;
  if (vm.count("position")) {
    if (vm.count("deal") || vm.count("pysol") || vm.count("cards") || vm.count("file") ||
        vm.count("moves") || vm.count("moves-file"))
      throw UsageError("--position stands alone (no deal, no moves)");
    if (v.owners != 1)
      throw UsageError(
          "--position is for Calculation; for Rechenkünstler give the deal and --moves");
    calculation::TypedPosition pos =
        calculation::parse_position(vm["position"].as<std::string>(), v);
    deal = pos.deal;
    played = pos.prefix;
    label = "the position given";
  } else {
    DealSource src;
    deal = load_deal(read_source(vm), v, &src);
    const std::string text = read_text_option(vm, "moves", "moves-file").value_or("");
    played = calculation::parse_moves(text, v);
    const calculation::ReplayResult r = calculation::replay(deal, v, played);
    if (r.status == calculation::ReplayResult::Status::kIllegal)
      throw InputError("move " + std::to_string(r.move) + " (" + calculation::move_notation(played[r.move - 1], v) +
                       ") is illegal: " + r.why);
    label = src.label + ", after " + std::to_string(played.size()) + " move" + (played.size() == 1 ? "" : "s");
  }
  const calculation::State here = state_after(v, played);
  CalculationSolver solver(v, calculation::Pruning{}, limits);
  std::uint64_t nodes = 0;
  const solver::Verdict verdict = position_verdict(solver, deal, v, played, &nodes);
  struct Option {
    Move move;
    solver::Verdict verdict;
  };
  std::vector<Option> options;
  if (verdict != solver::Verdict::kUnwinnable) {
    for (const Move& m : legal_next_moves(deal, v, here, played)) {
      calculation::MoveList after = played;
      after.push_back(m);
      options.push_back({m, position_verdict(solver, deal, v, after, nullptr)});
    }
  }
  const bool smooth = v.expert ? finishes_by_itself_expert(deal, v, played) : finishes_by_itself(deal, v, here);
  const std::optional<FairHint> fair = vm.count("fair") ? std::optional(fair_hint(deal, v, here, played, fair_settings(vm)))
                                                        : std::nullopt;
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", game.name).member("position", describe_position(deal, v, here));
    w.member("verdict", solver::to_string(verdict)).member("nodes", nodes);
    w.member("finishes_by_itself", smooth);
    w.key("next_moves").begin_array();
    for (const Option& o : options) {
      w.begin_object().member("move", calculation::move_notation(o.move, v)).member("verdict", solver::to_string(o.verdict));
      w.key("object");
      calculation::write_move_json(w, o.move, v);
      w.end_object();
    }
    w.end_array();
    if (fair) write_fair_json(w, *fair, v);
    w.end_object();
    out << w.str() << "\n";
  } else {
    out << (family == Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") << label << ", "
              << describe_variant(v) << "\n";
    out << "Position: " << describe_position(deal, v, here) << "\n";
    out << "Still winnable: " << (verdict == solver::Verdict::kWinnable ? "yes"
                                        : verdict == solver::Verdict::kUnwinnable ? "no"
                                                                                  : "unknown (a budget ran out)")
              << " (" << nodes << " nodes)\n";
    if (verdict == solver::Verdict::kWinnable) {
      out << "Finishes by itself: " << (smooth ? "yes — every card left goes home as it comes" : "no") << "\n";
      out << "Perfect-information hint (the solver sees the whole stock, which no player does):\n";
      out << "Next moves that keep it winnable:\n";
      for (const Option& o : options)
        if (o.verdict == solver::Verdict::kWinnable)
          out << "  " << calculation::move_text(o.move, v) << "   (" << calculation::move_notation(o.move, v) << ")\n";
      bool any = false;
      for (const Option& o : options)
        if (o.verdict != solver::Verdict::kWinnable) {
          out << (any ? ", " : "Next moves that do not: ") << calculation::move_text(o.move, v)
                    << (o.verdict == solver::Verdict::kUnknown ? " (unknown)" : "");
          any = true;
        }
      if (any) out << "\n";
    }
    if (fair) print_fair(out, *fair, v);
  }
  return solver::exit_status(verdict);
}

}  // namespace reckon::cli
