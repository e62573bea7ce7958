#include "jobs/curation/fourteen_curate.h"

#include <atomic>
#include <chrono>
#include <iostream>
#include <memory>

#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "core/input_error.h"
#include "core/json.h"
#include "jobs/analysis/outcome_row.h"
#include "jobs/curation/fourteen_difficulty.h"
#include "jobs/curation/fourteen_player_games.h"
#include "jobs/curation/fourteen_tier.h"
#include "tools/fourteen_commands.h"

namespace reckon::cli {
namespace {

// Games per fallible player. 32: the tier rules' shares (1/2, 1/10) fall
// between whole games, and deals 1..100,000 take about 15 minutes of CPU.
constexpr int kSeeds = 32;
// Every verdict the figures need must be decided, so the budget of each is
// far above what Fourteen Out positions take (a whole deal at most a few
// thousand nodes); one left open leaves the deal unscored, never guessed.
constexpr std::uint64_t kChoiceNodes = 1000000;

// Every deal: verdict and effort; for a winnable one the players' games,
// forgiveness along them, the tier and the score.
class FourteenCurateAnalyzer : public analysis::DealAnalyzer {
 public:
  FourteenCurateAnalyzer(const fourteen::Pruning& pruning, const solver::Limits& limits,
                         const solver::Limits& choice)
      : solver_(pruning, limits), choice_solver_(pruning, choice), stop_(choice.stop) {}
  void check(const analysis::DealSpec&) override {}  // deal numbers only
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const fourteen::Deal deal = fourteen::deal_from_number(*d.number);
    const FourteenOutcome o = solver_.solve(deal);
    analysis::Row r = analysis::solved_row(o);
    if (o.verdict == solver::Verdict::kWinnable) {
      const FourteenPlayerGames g = fourteen_player_games(deal, kSeeds, choice_solver_);
      const DecisionProfile& p = g.forgiveness;
      if (!g.decided) {
        // A figure the choice budget left open: no score, never a guess. The
        // deal is listed as undecided, with the reason.
        r.verdict = "unknown";
        r.extra = {{"figures", json::quote("undecided")}};
      } else {
        const double score = fourteen_difficulty_score(g.deepest_noisy, g.random, p);
        r.extra = {{"score", fixed(score, 2)},
                   {"tier", json::quote(tier_name(fourteen_tier_of(g.deepest_noisy, p)))},
                   {"simple", g.simple ? "1" : "0"},
                   {"deepest", g.deepest ? "1" : "0"},
                   {"deepest_noisy", fixed(g.deepest_noisy, 4)},
                   {"random", fixed(g.random, 4)},
                   {"decisions", std::to_string(p.decisions)},
                   {"choices", std::to_string(p.choices)},
                   {"winning_choices", std::to_string(p.winning_choices)},
                   {"critical", std::to_string(p.critical)}};
      }
      // Stopped while the alternatives were asked: not a result, not stored.
      if (stop_ && stop_->load()) r.interrupted = true;
    }
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  FourteenSolver solver_, choice_solver_;
  const std::atomic<bool>* stop_;
};

DecisionProfile stored_profile(const analysis::Row& r) {
  DecisionProfile p;
  p.decisions = static_cast<int>(extra_number(r, "decisions"));
  p.choices = static_cast<int>(extra_number(r, "choices"));
  p.winning_choices = static_cast<int>(extra_number(r, "winning_choices"));
  p.critical = static_cast<int>(extra_number(r, "critical"));
  return p;
}

Tier tier_of_row(const analysis::Row& r) {
  return fourteen_tier_of(extra_number(r, "deepest_noisy"), stored_profile(r));
}

std::string reason(const Listed& l) {
  const analysis::Row& r = l.row;
  if (r.verdict == "unwinnable") {
    return unwinnable_reason(fourteen::deal_from_number(std::stoull(r.deal)));
  }
  if (r.verdict == "unknown")
    return r.extra.empty() ? "undecided within the budget (" + std::to_string(r.nodes) + " nodes)"
                           : "winnable, but a pair along the players' games was left undecided by "
                             "--choice-nodes: not scored";
  const double score = extra_number(r, "score");
  const DecisionProfile p = stored_profile(r);
  return "tier " + std::string(tier_name(tier_of_row(r))) + " (score " + fixed(score, 1) +
         "): a slipping deepest player wins " + fixed(100 * extra_number(r, "deepest_noisy"), 0) +
         "% of its games, a random player " + fixed(100 * extra_number(r, "random"), 0) +
         "%; along them " + fixed(100 * fourteen_losing_share(p), 0) + "% of the pairs met lose, " +
         std::to_string(p.critical) + " of " + std::to_string(p.decisions) + " decisions critical";
}

// "44 cards left; exposed: 9♥ K♣ — ... (columns 1 to 12; heights 5 4 0 ...)"
std::string describe_position(const fourteen::Deal& deal, fourteen::Mask cards) {
  const fourteen::Board board(deal);
  const fourteen::Mask exposed = board.exposed(cards);
  std::string tops, heights;
  for (int c = 0; c < board.columns(); ++c) {
    const int id = board.top(exposed, c);
    tops += (c ? " " : "") +
            (id < 0 ? std::string("—") : to_pretty(deal.grid[static_cast<std::size_t>(id)]));
    heights += (c ? " " : "") + std::to_string(board.height(cards, c));
  }
  const int left = fourteen::count(cards);
  return std::to_string(left) + " card" + (left == 1 ? "" : "s") + " left; exposed: " + tops +
         " (columns 1 to " + std::to_string(board.columns()) + "; heights " + heights + ")";
}

}  // namespace

void check_fourteen_variant(const po::variables_map& vm) {
  for (const char* k : {"no-preplaced", "level", "waste-per-player", "expert", "names"})
    if (vm.count(k)) throw UsageError(std::string("--") + k + " is not a Fourteen Out option");
  if (vm.count("waste") && !vm["waste"].defaulted())
    throw UsageError("--waste is not a Fourteen Out option");
}

CurateGame fourteen_curation(const po::variables_map& vm, const solver::Limits& limits) {
  solver::Limits choice = limits;
  choice.max_nodes = vm["choice-nodes"].defaulted()
                         ? kChoiceNodes
                         : parse_u64(vm["choice-nodes"].as<std::string>(), "--choice-nodes");
  choice.max_seconds = 0;
  CurateGame g;
  g.variant = fourteen::describe(fourteen::Layout::standard());
  g.spec.strategy = "curate";
  const fourteen::Pruning pruning = read_fourteen_pruning(vm);
  g.spec.make = [pruning, limits, choice] {
    return std::make_unique<FourteenCurateAnalyzer>(pruning, limits, choice);
  };
  // The figures depend on the players, their seeds and the choice budget
  // (which must decide every pair); never on the search rules.
  g.store_tag = "fourteen v2 players=deepest-noise-" + fixed(kDeepestNoise, 2) +
                ",random seeds=1-" + std::to_string(kSeeds) +
                " choice-nodes=" + std::to_string(choice.max_nodes);
  g.tier = tier_of_row;
  g.players = "the slipping deepest player (a random legal pair at " +
              fixed(100 * kDeepestNoise, 0) + " % of its turns) and the random player, seeds 1.." +
              std::to_string(kSeeds) + " each";
  g.show_nodes = false;  // a list names what the deal is, not what the search spent
  g.tiers = "easy: the slipping deepest player wins at least " + fixed(100 * kFourteenEasyWins, 0) +
            "% of its games; medium: at least " + fixed(100 * kFourteenMediumWins, 0) +
            "%; expert: less, and at least " + fixed(100 * kFourteenExpertLosing, 0) +
            "% of the pairs met along the games lose; hard: the rest";
  g.csv_extras = {"score", "tier", "simple", "deepest", "deepest_noisy", "random"};
  const auto mean_of = [](const char* name) {
    return [n = std::string(name)](const analysis::Row& r) { return extra_number(r, n); };
  };
  g.calibrate = {
      {"simple wins", mean_of("simple")},
      {"deepest wins", mean_of("deepest")},
      {"slipping deepest", mean_of("deepest_noisy")},
      {"random player", mean_of("random")},
      {"losing pairs",
       [](const analysis::Row& r) { return fourteen_losing_share(stored_profile(r)); }},
      {"critical", [](const analysis::Row& r) { return stored_profile(r).critical_share(); }}};
  g.reason = reason;
  // Player difficulty is measured on every deal: phase 2 only reads it back.
  g.profile = [](std::vector<Listed>& listed) {
    for (Listed& l : listed)
      if (l.row.verdict == "winnable") {
        l.profile = stored_profile(l.row);
        l.profiled = true;
      }
  };
  return g;
}

int fourteen_hint(const po::variables_map& vm, std::ostream& out) {
  check_fourteen_variant(vm);
  if (vm.count("position"))
    throw UsageError("--position is for Calculation; for Fourteen Out give the deal and --moves");
  const solver::Limits limits = read_limits(vm);
  DealSource src;
  const fourteen::Deal deal = load_fourteen_deal(read_source(vm), &src);
  const std::string text = read_text_option(vm, "moves", "moves-file").value_or("");
  const fourteen::MoveList played = fourteen::parse_moves(text, deal.layout);
  const fourteen::ReplayResult r = fourteen::replay(deal, played);
  if (r.status == fourteen::ReplayResult::Status::kIllegal)
    throw InputError("move " + std::to_string(r.move) + " (" +
                     fourteen::move_notation(played[static_cast<std::size_t>(r.move - 1)]) +
                     ") is illegal: " + r.why);
  const std::string label = src.label + ", after " + std::to_string(played.size()) + " move" +
                            (played.size() == 1 ? "" : "s");

  FourteenSolver solver(fourteen::Pruning{}, limits);
  // The deal's start is decided with the mirror too; a later position forward.
  const FourteenOutcome now = played.empty() ? solver.solve(deal) : solver.solve_from(deal, played);
  const fourteen::Board board(deal);
  const fourteen::Mask cards = cards_after(board, played);
  struct Option {
    fourteen::Move move;
    solver::Verdict verdict;
  };
  std::vector<Option> options;
  if (now.verdict != solver::Verdict::kUnwinnable) {
    for (const fourteen::Move& m : legal_pairs(board, deal, cards)) {
      fourteen::MoveList after = played;
      after.push_back(m);
      options.push_back({m, solver.solve_from(deal, after).verdict});
    }
  }
  const bool smooth = finishes_by_itself(deal, cards);
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", "fourteen").member("position", describe_position(deal, cards));
    w.member("verdict", solver::to_string(now.verdict)).member("nodes", now.stats.nodes);
    w.member("finishes_by_itself", smooth);
    w.key("next_moves").begin_array();
    for (const Option& o : options) {
      w.begin_object()
          .member("move", fourteen::move_notation(o.move))
          .member("verdict", solver::to_string(o.verdict));
      w.key("object");
      fourteen::write_move_json(w, o.move);
      w.end_object();
    }
    w.end_array().end_object();
    out << w.str() << "\n";
  } else {
    out << "Fourteen Out, " << label << "\n";
    out << "Position: " << describe_position(deal, cards) << "\n";
    out << "Still winnable: "
        << (now.verdict == solver::Verdict::kWinnable     ? "yes"
            : now.verdict == solver::Verdict::kUnwinnable ? "no"
                                                          : "unknown (a budget ran out)")
        << " (" << now.stats.nodes << (now.stats.nodes == 1 ? " node)\n" : " nodes)\n");
    if (now.verdict == solver::Verdict::kWinnable) {
      out << "Finishes by itself: "
          << (smooth ? "yes — safe pairs alone clear the table (each one a pair some winning "
                       "line takes anyway)"
                     : "no")
          << "\n";
      if (!options.empty()) out << "Next pairs that keep it winnable:\n";
      for (const Option& o : options)
        if (o.verdict == solver::Verdict::kWinnable)
          out << "  " << fourteen::move_text(o.move) << "   (" << fourteen::move_notation(o.move)
              << ")\n";
      bool any = false;
      for (const Option& o : options)
        if (o.verdict != solver::Verdict::kWinnable) {
          out << (any ? ", " : "Next pairs that do not: ") << fourteen::move_text(o.move)
              << (o.verdict == solver::Verdict::kUnknown ? " (unknown)" : "");
          any = true;
        }
      if (any) out << "\n";
    }
  }
  return solver::exit_status(now.verdict);
}

}  // namespace reckon::cli
