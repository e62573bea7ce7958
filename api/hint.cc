// api::hint (reckon/hint.h) on jobs/hint: calculation_hint and fourteen_hint.
#include "reckon/hint.h"

#include "reckon/reckon.h"
#include "api/request_parts.h"
#include "core/card.h"
#include "core/games/calculation/text.h"
#include "core/games/calculation/typed_position.h"
#include "core/games/fourteen/text.h"
#include "jobs/analysis/calculation_analyzer.h"  // check_fair_settings
#include "jobs/hint/calculation_hint.h"
#include "jobs/hint/calculation_position_text.h"
#include "jobs/hint/fourteen_hint.h"

namespace reckon::api {
namespace {

std::string notation(const calculation::MoveList& moves, const calculation::Variant& v) {
  std::string out;
  for (const calculation::Move& m : moves)
    out += (out.empty() ? "" : " ") + calculation::move_notation(m, v);
  return out;
}

HintResult fourteen(const HintRequest& req) {
  if (req.position)
    throw InputError("--position is for Calculation; for Fourteen Out give the deal and --moves");
  hint::FourteenHintRequest r;
  r.limits = limits_of(req.budget);
  r.deal = jobs::load_fourteen_deal(source_of(req.deal), nullptr);
  r.played = fourteen::parse_moves(req.moves, r.deal.layout);
  if (req.best) r.kind = hint::HintKind::kBestMove;
  const hint::FourteenHint h = hint::fourteen_hint(r);
  HintResult out;
  out.position = h.position;
  out.verdict = verdict_of(h.verdict);
  out.nodes = h.nodes;
  out.finishes_by_itself = h.finishes_by_itself;
  for (const hint::FourteenNextMove& m : h.next_moves)
    out.next_moves.push_back(
        {fourteen::move_notation(m.move), fourteen::move_text(m.move), verdict_of(m.verdict)});
  if (h.best_move)
    out.best_move = HintMove{fourteen::move_notation(*h.best_move),
                             fourteen::move_text(*h.best_move), Verdict::kWinnable};
  return out;
}

FairHint fair_of(const hint::FairHint& h, const calculation::Variant& v) {
  FairHint f;
  if (h.turned.empty()) return f;
  f.before_turn = notation(h.before_turn, v);
  f.turned = to_ascii(h.turned);
  f.face_down = h.face_down;
  for (const players::FairChoice& c : h.choices)
    f.choices.push_back({notation(c.moves, v), c.samples, c.rollout,
                         c.perfect >= 0 ? std::optional<double>(c.perfect) : std::nullopt,
                         c.optimum >= 0 ? std::optional<double>(c.optimum) : std::nullopt, c.held});
  return f;
}

HintResult calculation_family(const HintRequest& req) {
  hint::CalculationHintRequest r;
  r.variant = calculation_variant(req.game, req.variant);
  const calculation::Variant& v = r.variant;
  r.limits = limits_of(req.budget);
  if (req.position) {
    const DealSpec& d = req.deal;
    if (d.number || d.pysol || d.cards || !req.moves.empty())
      throw InputError("--position stands alone (no deal, no moves)");
    if (v.owners != 1)
      throw InputError(
          "--position is for Calculation; for Rechenkünstler give the deal and --moves");
    calculation::TypedPosition pos = calculation::parse_position(*req.position, v);
    r.deal = pos.deal;
    r.played = pos.prefix;
  } else {
    r.deal = jobs::load_deal(source_of(req.deal), v, nullptr);
    r.played = calculation::parse_moves(req.moves, v);
    hint::check_played(r.deal, v, r.played);
  }
  if (req.fair) {
    r.fair = fair_settings_of(*req.fair);
    analysis::check_fair_settings(*r.fair);
  }
  if (req.best) r.kind = hint::HintKind::kBestMove;
  const hint::CalculationHint h = hint::calculation_hint(r);
  HintResult out;
  out.position = hint::describe_calculation_position(r.deal, v, h.position);
  out.verdict = verdict_of(h.verdict);
  out.nodes = h.nodes;
  out.finishes_by_itself = h.finishes_by_itself;
  for (const hint::NextMove& m : h.next_moves)
    out.next_moves.push_back({calculation::move_notation(m.move, v),
                              calculation::move_text(m.move, v), verdict_of(m.verdict)});
  if (h.best_move)
    out.best_move = HintMove{calculation::move_notation(*h.best_move, v),
                             calculation::move_text(*h.best_move, v), Verdict::kWinnable};
  if (h.fair) out.fair = fair_of(*h.fair, v);
  return out;
}

}  // namespace

HintResult hint(const HintRequest& request) {
  return request.game == Game::kFourteen ? fourteen(request) : calculation_family(request);
}

}  // namespace reckon::api
