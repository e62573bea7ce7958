#include "jobs/hint/calculation_hint.h"

#include <algorithm>

#include "core/games/calculation/apply_move.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/sat_model.h"
#include "core/games/calculation/text.h"
#include "core/games/calculation/view.h"
#include "reckon/input_error.h"
#include "solver/memory_account.h"
#include "solver/sat_assumptions.h"
#include "strategies/calculation_solve.h"

namespace reckon::hint {
namespace {

using calculation::Move;
using strategies::CalculationOutcome;
using strategies::CalculationSolver;

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
        out.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p),
                       static_cast<std::uint8_t>(k), deal.stock[top]});
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

// Is the position after `played` winnable? The search starts a position at
// the next player's turn. In Experte the player who placed the last card may
// still end that turn with free moves from their own piles, which the search
// from the position does not make: there the position is won when the search
// wins it or one of those moves (checked legal by the replayer) leads to a
// won position. Otherwise the search's verdict is the position's.
// `outcome`, when given, gets the search's own outcome for the position;
// `line`, when given and the position is won, a winning line from the
// deal's start through `played` (the search's, or a closing move's).
solver::Verdict position_verdict(CalculationSolver& solver, const calculation::Deal& deal,
                                 const calculation::Variant& v, const calculation::MoveList& played,
                                 std::uint64_t* nodes, CalculationOutcome* outcome = nullptr,
                                 calculation::MoveList* line = nullptr) {
  const calculation::State s = calculation::state_after(v, played);
  const CalculationOutcome here = solver.solve_from(deal, s, played);
  if (nodes) *nodes += here.stats.nodes;
  if (outcome) *outcome = here;
  if (line && here.verdict == solver::Verdict::kWinnable) *line = here.moves;
  if (!v.expert || here.verdict == solver::Verdict::kWinnable || s.next == 0 ||
      s.next >= static_cast<int>(deal.stock.size()))
    return here.verdict;
  solver::Verdict verdict = here.verdict;
  const int closing = v.owner_of_card(s.next - 1);
  for (const Move& m : legal_next_moves(deal, v, s, played)) {
    if (m.kind != Move::Kind::kPileToFoundation || v.owner_of_pile(m.pile) != closing) continue;
    calculation::MoveList after = played;
    after.push_back(m);
    const solver::Verdict next = position_verdict(solver, deal, v, after, nodes, nullptr, line);
    if (next == solver::Verdict::kWinnable) return next;
    if (next == solver::Verdict::kUnknown) verdict = next;
  }
  return verdict;
}

// A turned card onto an empty pile stands for the same move onto its owner's
// first empty pile: the positions after differ only in the piles' names, so
// their verdicts are one.
Move canonical(const Move& m, const calculation::Variant& v, const calculation::State& s) {
  if (m.kind != Move::Kind::kStockToPile || s.height[m.pile] != 0) return m;
  Move c = m;
  for (int p = v.owner_of_pile(m.pile) * v.piles_per_owner; p < m.pile; ++p)
    if (s.height[p] == 0) {
      c.pile = static_cast<std::uint8_t>(p);
      break;
    }
  return c;
}

// The next moves of a won position (not Experte, rule sat on), labelled
// with one model of the position: the winning line's first move is won for
// free; each other move gets a short search, and what that leaves open is
// one question to the model under assumptions (SatModel::first_move_literals),
// so the model is built once and what the solver learns carries over from
// move to move.
std::vector<NextMove> label_won_position(const CalculationHintRequest& rq,
                                         const calculation::State& here,
                                         const CalculationOutcome& position,
                                         const calculation::MoveList& moves) {
  const calculation::Variant& v = rq.variant;
  std::vector<NextMove> out;
  for (const Move& m : moves) out.push_back({m, solver::Verdict::kUnknown});
  // Moves that stand for one another share one answer (canonical()).
  std::vector<std::size_t> open;  // indices into out, one per class
  const auto settle = [&](const Move& m, solver::Verdict verdict, NextMove::Source source) {
    const Move key = canonical(m, v, here);
    for (NextMove& o : out)
      if (canonical(o.move, v, here) == key) {
        o.verdict = verdict;
        o.source = source;
      }
  };
  if (rq.cache)
    for (NextMove& o : out) {
      calculation::State after = here;
      calculation::apply_move(after, o.move);
      if (const auto key = VerdictCache::key_of(rq.deal, v, after))
        if (const auto kept = rq.cache->find(*key)) {
          o.verdict = *kept;
          o.source = NextMove::Source::kCache;
        }
    }
  if (position.moves.size() > rq.played.size()) {
    settle(position.moves[rq.played.size()], solver::Verdict::kWinnable, NextMove::Source::kLine);
  }
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i].verdict != solver::Verdict::kUnknown) continue;
    const Move key = canonical(out[i].move, v, here);
    if (std::none_of(open.begin(), open.end(),
                     [&](std::size_t j) { return canonical(out[j].move, v, here) == key; }))
      open.push_back(i);
  }
  if (open.empty()) return out;

  // The short search: rules sat and beam off, so that it is the exhaustive
  // search alone, capped.
  calculation::Pruning quick_rules = rq.pruning;
  quick_rules.set(calculation::Rule::kSat, false);
  quick_rules.set(calculation::Rule::kBeam, false);
  solver::Limits quick_limits = rq.limits;
  const std::uint64_t quick_nodes = rq.quick_search_nodes;
  const bool capped = rq.limits.max_nodes == 0 || rq.limits.max_nodes > quick_nodes;
  quick_limits.max_nodes = capped ? quick_nodes : rq.limits.max_nodes;
  CalculationSolver quick(v, quick_rules, quick_limits);
  std::vector<std::uint64_t> spent(out.size(), 0);
  std::vector<std::size_t> still_open;
  for (const std::size_t i : open) {
    if (quick_nodes == 0) {
      still_open.push_back(i);
      continue;
    }
    calculation::MoveList after = rq.played;
    after.push_back(out[i].move);
    calculation::State s = here;
    calculation::apply_move(s, out[i].move);
    const CalculationOutcome o = quick.solve_from(rq.deal, s, after);
    spent[i] = o.stats.nodes;
    if (o.verdict != solver::Verdict::kUnknown) {
      settle(out[i].move, o.verdict, NextMove::Source::kSearch);
    } else if (capped && o.stopped_by == StopReason::kNodes) {
      still_open.push_back(i);  // the cap stopped it, not the caller's budget
    }
  }
  if (still_open.empty()) return out;

  solver::MemoryAccount memory(rq.limits.max_memory_mib << 20);
  const calculation::SatModel model(rq.deal, v, here,
                                    {.chains = rq.pruning.enabled(calculation::Rule::kChains)});
  solver::AssumptionSolver sat(model.variables(), model.literals(), &memory);
  for (const std::size_t i : still_open) {
    solver::Limits left = rq.limits;
    if (left.max_nodes) left.max_nodes -= std::min(left.max_nodes - 1, spent[i]);
    const std::vector<int> assume = model.first_move_literals(canonical(out[i].move, v, here));
    const solver::SatResult r = sat.solve(assume, left);
    if (r.answer == solver::SatResult::Answer::kUnknown)
      for (NextMove& o : out)  // unknown, honestly: the model ran out of budget
        if (canonical(o.move, v, here) == canonical(out[i].move, v, here))
          o.source = NextMove::Source::kModel;
    if (r.answer == solver::SatResult::Answer::kSatisfiable) {
      // A solution is a winning line from the position that makes the move
      // at some point (the assumptions); made first instead, the line still
      // wins (first_move_literals says why). It is replayed so, like every
      // line, before it counts.
      const Move first = canonical(out[i].move, v, here);
      calculation::MoveList line = rq.played;
      line.push_back(first);
      bool made = false;
      for (const Move& m :
           model.decode([&](int x) { return r.model[static_cast<std::size_t>(x)]; })) {
        if (!made && m == first) {
          made = true;
        } else {
          line.push_back(m);
        }
      }
      if (!made ||
          calculation::replay(rq.deal, v, line).status != calculation::ReplayResult::Status::kWon)
        throw InternalError("hint: the model's line for " + calculation::move_notation(first, v) +
                            " after " + std::to_string(rq.played.size()) +
                            " moves fails its replay");
      settle(out[i].move, solver::Verdict::kWinnable, NextMove::Source::kModel);
    } else if (r.answer == solver::SatResult::Answer::kUnsatisfiable) {
      settle(out[i].move, solver::Verdict::kUnwinnable, NextMove::Source::kModel);
    }
  }
  return out;
}

// The automatic finish (every card left going home as it comes, the
// online game's): its moves after `played`, or none when it gets stuck.
std::optional<calculation::MoveList> automatic_finish_expert(const calculation::Deal& deal,
                                                             const calculation::Variant& v,
                                                             calculation::MoveList played) {
  const std::size_t from = played.size();
  for (;;) {
    const calculation::State s = calculation::state_after(v, played);
    if (s.cards_on_foundations() == 52)
      return calculation::MoveList(played.begin() + static_cast<std::ptrdiff_t>(from),
                                   played.end());
    // The closing player's tops first (they can wait no longer), then the
    // next player's, then the turned card.
    const int closing = s.next > 0 ? v.owner_of_card(s.next - 1) : -1;
    const auto rank = [&](const Move& m) {
      if (m.kind == Move::Kind::kPileToFoundation)
        return v.owner_of_pile(m.pile) == closing ? 0 : 1;
      return m.kind == Move::Kind::kStockToFoundation ? 2 : 3;
    };
    std::optional<Move> best;
    for (const Move& m : legal_next_moves(deal, v, s, played))
      if (rank(m) < 3 && (!best || rank(m) < rank(*best))) best = m;
    if (!best) return std::nullopt;
    played.push_back(*best);
  }
}

std::optional<calculation::MoveList> automatic_finish(const calculation::Deal& deal,
                                                      const calculation::Variant& v,
                                                      calculation::State s) {
  calculation::MoveList moves;
  for (;;) {
    bool moved = true;
    while (moved) {
      moved = false;
      for (int p = 0; p < v.piles() && !moved; ++p) {
        const int top = s.top_index(p);
        if (top < 0) continue;
        for (int k = 0; k < 4 && !moved; ++k)
          if (calculation::needs(s, k) == deal.stock[top].rank()) {
            moves.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p),
                             static_cast<std::uint8_t>(k), deal.stock[top]});
            s.pop(p);
            ++s.found[k];
            moved = true;
          }
      }
    }
    if (s.next == static_cast<int>(deal.stock.size()))
      return s.cards_on_foundations() == 52 ? std::optional(moves) : std::nullopt;
    bool home = false;
    for (int k = 0; k < 4 && !home; ++k)
      if (calculation::needs(s, k) == deal.stock[s.next].rank()) {
        moves.push_back(
            {Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k), deal.stock[s.next]});
        ++s.found[k];
        home = true;
      }
    if (!home) return std::nullopt;
    ++s.next;
  }
}

FairHint fair_hint(const calculation::Deal& deal, const calculation::Variant& v,
                   calculation::State s, calculation::MoveList played,
                   const players::FairSettings& settings) {
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
  h.samples_at_most = settings.samples;
  h.choices = player.choices(view);
  return h;
}

}  // namespace

calculation::MoveList legal_next_moves(const calculation::Deal& deal, const calculation::Variant& v,
                                       const calculation::State& s,
                                       const calculation::MoveList& played) {
  // Experte's rule depends on whose turn it is, which follows from the
  // whole list, so there the independent replayer decides each candidate
  // (the lists are short: a replay per candidate costs microseconds).
  calculation::MoveList out = candidate_moves(deal, v, s);
  if (!v.expert) return out;
  calculation::MoveList trial = played;
  trial.push_back({});
  std::erase_if(out, [&](const Move& m) {
    trial.back() = m;
    return calculation::replay(deal, v, trial).status ==
           calculation::ReplayResult::Status::kIllegal;
  });
  return out;
}

void check_played(const calculation::Deal& deal, const calculation::Variant& v,
                  const calculation::MoveList& played) {
  const calculation::ReplayResult r = calculation::replay(deal, v, played);
  if (r.status == calculation::ReplayResult::Status::kIllegal)
    throw InputError("move " + std::to_string(r.move) + " (" +
                     calculation::move_notation(played[r.move - 1], v) + ") is illegal: " + r.why);
}

CalculationHint calculation_hint(const CalculationHintRequest& rq) {
  const calculation::Variant& v = rq.variant;
  CalculationHint h;
  h.position = calculation::state_after(v, rq.played);
  CalculationSolver solver(v, rq.pruning, rq.limits);
  CalculationOutcome position;
  // The position itself is always solved, kept verdict or not: its node
  // count is part of the answer (and the server's answer is the command
  // line's, byte for byte), and it is cheap next to its next moves.
  const bool best = rq.kind == HintKind::kBestMove;
  h.verdict = position_verdict(solver, rq.deal, v, rq.played, &h.nodes, &position,
                               best ? &h.line : nullptr);
  const std::optional<std::string> key =
      rq.cache ? VerdictCache::key_of(rq.deal, v, h.position) : std::nullopt;
  const std::optional<calculation::MoveList> finish =
      v.expert ? automatic_finish_expert(rq.deal, v, rq.played)
               : automatic_finish(rq.deal, v, h.position);
  if (best) {
    if (h.verdict != solver::Verdict::kWinnable) h.line.clear();
    // Where every card left goes home as it comes, the best move is the
    // automatic finish's first (the solver's line may take another order).
    if (finish && !finish->empty()) {
      h.line = rq.played;
      h.line.insert(h.line.end(), finish->begin(), finish->end());
    }
    // Every line is replayed before it counts: the solver's own are, and
    // so is a closing move's line in Experte; this checks what is given.
    if (!h.line.empty() &&
        calculation::replay(rq.deal, v, h.line).status != calculation::ReplayResult::Status::kWon)
      throw InternalError("hint --best: the winning line after " +
                          std::to_string(rq.played.size()) + " moves fails its replay");
    if (h.line.size() > rq.played.size()) h.best_move = h.line[rq.played.size()];
  } else if (h.verdict != solver::Verdict::kUnwinnable) {
    const calculation::MoveList moves = legal_next_moves(rq.deal, v, h.position, rq.played);
    const bool one_model = h.verdict == solver::Verdict::kWinnable && !v.expert &&
                           rq.pruning.enabled(calculation::Rule::kSat);
    if (one_model) {
      h.next_moves = label_won_position(rq, h.position, position, moves);
    } else {
      for (const Move& m : moves) {
        calculation::MoveList after = rq.played;
        after.push_back(m);
        h.next_moves.push_back({m, position_verdict(solver, rq.deal, v, after, nullptr)});
      }
    }
  }
  if (rq.cache && !v.expert) {
    if (key) rq.cache->put(*key, h.verdict);
    if (h.best_move) {  // on a winning line: won
      calculation::State after = h.position;
      calculation::apply_move(after, *h.best_move);
      if (const auto k = VerdictCache::key_of(rq.deal, v, after))
        rq.cache->put(*k, solver::Verdict::kWinnable);
    }
    for (const NextMove& m : h.next_moves) {
      calculation::State after = h.position;
      calculation::apply_move(after, m.move);
      if (m.source != NextMove::Source::kCache)
        if (const auto k = VerdictCache::key_of(rq.deal, v, after)) rq.cache->put(*k, m.verdict);
    }
  }
  h.finishes_by_itself = finish.has_value();
  if (rq.fair) h.fair = fair_hint(rq.deal, v, h.position, rq.played, *rq.fair);
  return h;
}

}  // namespace reckon::hint
