// api::hint (reckon/hint.h) on jobs/hint: calculation_hint and fourteen_hint.
#include "api/hint_run.h"
#include "api/request_parts.h"
#include "core/card.h"
#include "core/games/calculation/text.h"
#include "core/games/calculation/typed_position.h"
#include "core/games/fourteen/text.h"
#include "core/json.h"
#include "jobs/analysis/calculation_analyzer.h"  // check_fair_settings
#include "jobs/common/calculation_family.h"
#include "jobs/hint/calculation_position_text.h"

namespace reckon::api {
namespace {

std::string after(const std::string& label, std::size_t moves) {
  return label + ", after " + std::to_string(moves) + " move" + (moves == 1 ? "" : "s");
}

void run_fourteen(HintRun& run, const std::atomic<bool>* stop) {
  const HintRequest& req = run.request;
  if (req.position)
    throw InputError("--position is for Calculation; for Fourteen Out give the deal and --moves");
  hint::FourteenHintRequest& r = run.fourteen_request;
  r.limits = limits_of(req.budget);
  r.limits.stop = stop;
  jobs::DealSource source;
  r.deal = jobs::load_fourteen_deal(source_of(req.deal), &source);
  r.played = fourteen::parse_moves(req.moves, r.deal.layout);
  if (req.best) r.kind = hint::HintKind::kBestMove;
  run.label = after(source.label, r.played.size());
  run.fourteen = hint::fourteen_hint(r);
}

void run_calculation(HintRun& run, hint::VerdictCache* cache, const std::atomic<bool>* stop) {
  const HintRequest& req = run.request;
  hint::CalculationHintRequest& r = run.calculation_request;
  r.variant = calculation_variant(req.game, req.variant);
  const calculation::Variant& v = r.variant;
  r.limits = limits_of(req.budget);
  r.limits.stop = stop;
  if (req.position) {
    const DealSpec& d = req.deal;
    if (d.number || d.pysol || d.cards || d.file || !req.moves.empty())
      throw InputError("--position stands alone (no deal, no moves)");
    if (v.owners != 1)
      throw InputError(
          "--position is for Calculation; for Rechenkünstler give the deal and --moves");
    calculation::TypedPosition pos = calculation::parse_position(*req.position, v);
    r.deal = pos.deal;
    r.played = pos.prefix;
    run.label = "the position given";
  } else {
    jobs::DealSource source;
    r.deal = jobs::load_deal(source_of(req.deal), v, &source);
    r.played = calculation::parse_moves(req.moves, v);
    hint::check_played(r.deal, v, r.played);
    run.label = after(source.label, r.played.size());
  }
  r.cache = cache;
  if (req.best) r.kind = hint::HintKind::kBestMove;
  if (req.fair) {
    r.fair = fair_settings_of(*req.fair);
    analysis::check_fair_settings(*r.fair);
  }
  run.calculation = hint::calculation_hint(r);
}

FairHint fair_of(const hint::FairHint& h, const calculation::Variant& v) {
  FairHint f;
  if (h.turned.empty()) return f;
  f.before_turn = jobs::line_notation(h.before_turn, v);
  f.turned = to_ascii(h.turned);
  f.face_down = h.face_down;
  f.samples_at_most = h.samples_at_most;
  for (const players::FairChoice& c : h.choices)
    f.choices.push_back({jobs::line_notation(c.moves, v), c.samples, c.rollout,
                         c.perfect >= 0 ? std::optional<double>(c.perfect) : std::nullopt,
                         c.optimum >= 0 ? std::optional<double>(c.optimum) : std::nullopt, c.held});
  return f;
}

// {"move": notation, "verdict": ..., "object": the move as an object}.
template <class WriteObject>
void write_move_member(json::Writer& w, const std::string& notation, Verdict verdict,
                       const WriteObject& write_object) {
  w.begin_object().member("move", notation).member("verdict", name_of(verdict));
  w.key("object");
  write_object();
  w.end_object();
}

void write_fair_json(json::Writer& w, const hint::FairHint& h, const calculation::Variant& v) {
  w.key("fair").begin_object();
  if (!h.turned.empty()) {
    w.member("before_turn", jobs::line_notation(h.before_turn, v))
        .member("turned", to_ascii(h.turned));
    w.member("face_down", h.face_down).member("samples_at_most", h.samples_at_most);
    w.key("choices").begin_array();
    for (const players::FairChoice& c : h.choices) {
      w.begin_object()
          .member("moves", jobs::line_notation(c.moves, v))
          .member("samples", c.samples);
      w.key("rollout").value(c.rollout, 4);
      if (c.perfect >= 0) w.key("perfect").value(c.perfect, 4);
      if (c.optimum >= 0) w.key("optimum").value(c.optimum, 6);
      w.member("held", c.held);
      w.end_object();
    }
    w.end_array();
  }
  w.end_object();
}

void write_calculation(json::Writer& w, const HintRun& run) {
  const hint::CalculationHintRequest& request = run.calculation_request;
  const hint::CalculationHint& result = *run.calculation;
  const calculation::Variant& v = request.variant;
  const auto move = [&](const calculation::Move& m, Verdict verdict) {
    write_move_member(w, calculation::move_notation(m, v), verdict,
                      [&] { calculation::write_move_json(w, m, v); });
  };
  w.member("position", hint::describe_calculation_position(request.deal, v, result.position));
  w.member("verdict", name_of(result.verdict)).member("nodes", result.nodes);
  w.member("finishes_by_itself", result.finishes_by_itself);
  if (request.kind == hint::HintKind::kBestMove) {
    // Its own members, so that no client takes the one move for every move labelled.
    w.member("hint", "best_move").key("best_move");
    if (result.best_move)
      move(*result.best_move, Verdict::kWinnable);
    else
      w.null();
  } else {
    w.key("next_moves").begin_array();
    for (const hint::NextMove& o : result.next_moves) move(o.move, o.verdict);
    w.end_array();
  }
  if (result.fair) write_fair_json(w, *result.fair, v);
}

void write_fourteen(json::Writer& w, const HintRun& run) {
  const hint::FourteenHint& h = *run.fourteen;
  const auto move = [&](const fourteen::Move& m, Verdict verdict) {
    write_move_member(w, fourteen::move_notation(m), verdict,
                      [&] { fourteen::write_move_json(w, m); });
  };
  w.member("position", h.position);
  w.member("verdict", name_of(h.verdict)).member("nodes", h.nodes);
  w.member("finishes_by_itself", h.finishes_by_itself);
  if (run.request.best) {
    w.member("hint", "best_move").key("best_move");
    if (h.best_move)
      move(*h.best_move, Verdict::kWinnable);
    else
      w.null();
    return;
  }
  w.key("next_moves").begin_array();
  for (const hint::FourteenNextMove& o : h.next_moves) move(o.move, o.verdict);
  w.end_array();
}

}  // namespace

Verdict HintRun::verdict() const {
  if (calculation) return calculation->verdict;
  if (fourteen) return fourteen->verdict;
  return Verdict::kUnknown;
}

HintRun run_hint(const HintRequest& request, hint::VerdictCache* cache,
                 const std::atomic<bool>* stop) {
  HintRun run;
  run.request = request;
  if (request.game == Game::kFourteen)
    run_fourteen(run, stop);
  else
    run_calculation(run, cache, stop);
  return run;
}

HintResult hint_result(const HintRun& run) {
  HintResult out;
  if (run.fourteen) {
    const hint::FourteenHint& h = *run.fourteen;
    out.position = h.position;
    out.verdict = h.verdict;
    out.nodes = h.nodes;
    out.finishes_by_itself = h.finishes_by_itself;
    for (const hint::FourteenNextMove& m : h.next_moves)
      out.next_moves.push_back(
          {fourteen::move_notation(m.move), fourteen::move_text(m.move), m.verdict});
    if (h.best_move)
      out.best_move = HintMove{fourteen::move_notation(*h.best_move),
                               fourteen::move_text(*h.best_move), Verdict::kWinnable};
    return out;
  }
  const hint::CalculationHintRequest& r = run.calculation_request;
  const hint::CalculationHint& h = *run.calculation;
  const calculation::Variant& v = r.variant;
  out.position = hint::describe_calculation_position(r.deal, v, h.position);
  out.verdict = h.verdict;
  out.nodes = h.nodes;
  out.finishes_by_itself = h.finishes_by_itself;
  for (const hint::NextMove& m : h.next_moves)
    out.next_moves.push_back(
        {calculation::move_notation(m.move, v), calculation::move_text(m.move, v), m.verdict});
  if (h.best_move)
    out.best_move = HintMove{calculation::move_notation(*h.best_move, v),
                             calculation::move_text(*h.best_move, v), Verdict::kWinnable};
  if (h.fair) out.fair = fair_of(*h.fair, v);
  return out;
}

std::string hint_json(const HintRun& run) {
  json::Writer w;
  w.begin_object().member("game", name_of(run.request.game));
  if (run.calculation) write_calculation(w, run);
  if (run.fourteen) write_fourteen(w, run);
  w.end_object();
  return w.str();
}

HintResult hint(const HintRequest& request) { return hint_result(run_hint(request)); }

}  // namespace reckon::api
