#include "reckon/reckon.h"

#include <algorithm>
#include <cctype>
#include <chrono>

#include "api/request_parts.h"
#include "core/card.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/replay.h"
#include "strategies/fourteen_closure.h"
#include "core/games/fourteen/text.h"
#include "jobs/common/deal_source.h"
#include "strategies/calculation_solve.h"
#include "strategies/fourteen_solver.h"

namespace reckon::api {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::vector<std::string> ascii(const std::vector<Card>& cards) {
  std::vector<std::string> out;
  out.reserve(cards.size());
  for (Card c : cards) out.push_back(to_ascii(c));
  return out;
}

template <std::size_t N, class Fired>
std::vector<RuleCount> rule_counts(const std::array<std::string_view, N>& names,
                                   const Fired& fired) {
  std::vector<RuleCount> out;
  for (std::size_t r = 0; r < N; ++r) out.push_back({std::string(names[r]), fired[r]});
  return out;
}

SolveResult solve_calculation(const SolveRequest& req) {
  const calculation::Variant v = calculation_variant(req.game, req.variant);
  const calculation::Pruning pruning =
      pruning_of<calculation::Pruning>(req.game, req.rules_off, calculation::kRuleNames);
  if (req.deal_threads != 1 && req.deal_threads != 2)
    throw InputError("--deal-threads " + std::to_string(req.deal_threads) + ": expected 1 or 2");
  const calculation::Deal deal = jobs::load_deal(source_of(req.deal), v, nullptr);
  solver::Limits limits = limits_of(req.budget);
  limits.stop = req.stop;
  strategies::CalculationSolver solver(v, pruning, limits);
  solver.set_sat_threads(req.deal_threads);
  solver.set_certify(req.certify);
  const strategies::CalculationOutcome o = solver.solve(deal);
  SolveResult r;
  r.verdict = verdict_of(o.verdict);
  if (o.verdict == solver::Verdict::kUnknown) r.stopped_by = o.stopped_by;
  for (const auto& m : o.moves) r.moves.push_back(calculation::move_notation(m, v));
  r.nodes = o.stats.nodes;
  r.seconds = o.seconds;
  r.proof = o.proof;
  if (o.certificate) {
    const strategies::Certificate& c = *o.certificate;
    r.certificate = Certificate{c.checked, c.lemmas, c.deletions, c.used, c.bytes, c.check_seconds};
  }
  r.positions_proven_lost = o.stats.proven_lost;
  r.table_hits = o.stats.table_hits;
  r.rules_fired = rule_counts(calculation::kRuleNames, o.rules.fired);
  return r;
}

SolveResult solve_fourteen(const SolveRequest& req) {
  if (req.deal_threads != 1)
    throw InputError("--deal-threads: Fourteen Out searches a deal on one thread");
  const fourteen::Pruning pruning =
      pruning_of<fourteen::Pruning>(req.game, req.rules_off, fourteen::kRuleNames);
  const fourteen::Deal deal = jobs::load_fourteen_deal(source_of(req.deal), nullptr);
  solver::Limits limits = limits_of(req.budget);
  limits.stop = req.stop;
  strategies::FourteenSolver solver(pruning, limits);
  const strategies::FourteenOutcome o = solver.solve(deal);
  SolveResult r;
  r.verdict = verdict_of(o.verdict);
  if (o.verdict == solver::Verdict::kUnknown) r.stopped_by = o.stopped_by;
  for (const auto& m : o.moves) r.moves.push_back(fourteen::move_notation(m));
  r.nodes = o.stats.nodes;
  r.seconds = o.seconds;
  r.proved_on_mirror = o.mirrored;
  if (req.certify && o.verdict == solver::Verdict::kUnwinnable) {
    const fourteen::CheckedClosure c = fourteen::certify_loss(deal);
    Certificate cert;
    cert.checked = true;
    cert.format = "closure";
    cert.positions = c.positions;
    cert.bytes = c.certificate.size();
    cert.check_seconds = c.seconds;
    r.certificate = cert;
  }
  r.positions_proven_lost = o.stats.proven_lost;
  r.table_hits = o.stats.table_hits;
  r.rules_fired = rule_counts(fourteen::kRuleNames, o.rules.fired);
  return r;
}

template <class Replay>
VerifyResult verify_result(const Replay& replay, std::size_t moves) {
  VerifyResult r;
  r.moves = moves;
  using Status = typename Replay::Status;
  r.status = replay.status == Status::kWon      ? VerifyResult::Status::kWins
             : replay.status == Status::kNotWon ? VerifyResult::Status::kDoesNotWin
                                                : VerifyResult::Status::kIllegal;
  if (r.status == VerifyResult::Status::kIllegal) r.illegal_move = replay.move;
  r.why = replay.why;
  return r;
}

}  // namespace

std::string_view game_name(Game game) { return name_of(game); }

Game parse_game(std::string_view name) {
  if (const auto game = parse_name<GameKind>(name)) return *game;
  throw InputError("--game " + lower(name) + ": expected " + choices<GameKind>());
}

Variant rechenkuenstler_level(std::string_view level) {
  const auto named = parse_name<Level>(level);
  if (!named)
    throw InputError("--level " + lower(level) + ": expected normal, hard, expert or four");
  const LevelSetting s = level_setting(*named);
  Variant v;
  v.waste_per_player = s.waste_per_player;
  v.expert = s.expert;
  return v;
}

std::string_view verdict_name(Verdict verdict) { return name_of(verdict); }

std::string_view stop_reason_name(StopReason reason) { return name_of(reason); }

Deal deal(const DealRequest& request) {
  Deal out;
  out.game = request.game;
  jobs::DealSource labelled;
  if (request.game == Game::kFourteen) {
    const fourteen::Deal d = jobs::load_fourteen_deal(source_of(request.deal), &labelled);
    for (int c = 0; c < d.layout.columns; ++c) out.columns.push_back(ascii(d.column(c)));
    out.cards = fourteen::deal_string(d);
  } else {
    const calculation::Variant v = calculation_variant(request.game, request.variant, true);
    const calculation::Deal d = jobs::load_deal(source_of(request.deal), v, &labelled);
    if (v.preplaced) out.bases = ascii(std::vector<Card>(d.bases.begin(), d.bases.end()));
    out.stock = ascii(d.stock);
    out.cards = calculation::deal_string(d, v);
  }
  out.label = labelled.label;
  return out;
}

SolveResult solve(const SolveRequest& request) {
  return request.game == Game::kFourteen ? solve_fourteen(request) : solve_calculation(request);
}

VerifyResult verify(const VerifyRequest& request) {
  if (request.game == Game::kFourteen) {
    const fourteen::Deal deal = jobs::load_fourteen_deal(source_of(request.deal), nullptr);
    const fourteen::MoveList moves = fourteen::parse_moves(request.moves, deal.layout);
    return verify_result(fourteen::replay(deal, moves), moves.size());
  }
  const calculation::Variant v = calculation_variant(request.game, request.variant, true);
  const calculation::Deal deal = jobs::load_deal(source_of(request.deal), v, nullptr);
  const calculation::MoveList moves = calculation::parse_moves(request.moves, v);
  return verify_result(calculation::replay(deal, v, moves), moves.size());
}

}  // namespace reckon::api
