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
#include "tools/fourteen_commands.h"
#include "jobs/curation/fourteen_difficulty.h"
#include "jobs/curation/fourteen_tier.h"

namespace reckon::cli {
namespace {

constexpr int kSeeds = 16;
// Player difficulty is part of the score here, so every alternative should
// be decided: the costliest one among deals 1..30000 took 11,765 nodes.
constexpr std::uint64_t kChoiceNodes = 1000000;

// Every deal: verdict and effort; for a winnable one the players, the
// player difficulty along the solver's line and the score.
class FourteenCurateAnalyzer : public analysis::DealAnalyzer {
 public:
  FourteenCurateAnalyzer(const solver::Limits& limits, const solver::Limits& choice)
      : solver_(fourteen::Pruning{}, limits),
        choice_solver_(fourteen::Pruning{}, choice),
        stop_(choice.stop) {}
  void check(const analysis::DealSpec&) override {}  // deal numbers only
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const fourteen::Deal deal = fourteen::deal_from_number(*d.number);
    const FourteenOutcome o = solver_.solve(deal);
    analysis::Row r = analysis::solved_row(o);
    if (o.verdict == solver::Verdict::kWinnable) {
      const FourteenRates h = fourteen_heuristic_rates(deal, kSeeds);
      const DecisionProfile p = fourteen_player_difficulty(deal, o.moves, choice_solver_);
      const double score = fourteen_difficulty_score(h, p, o.stats.nodes);
      r.extra = {{"score", fixed(score, 2)},
                 {"tier", json::quote(tier_name(fourteen_tier_of(score)))},
                 {"simple", h.simple ? "1" : "0"},
                 {"deepest", h.deepest ? "1" : "0"},
                 {"deepest_noisy", fixed(h.deepest_noisy, 4)},
                 {"random", fixed(h.random, 4)},
                 {"decisions", std::to_string(p.decisions)},
                 {"choices", std::to_string(p.choices)},
                 {"winning_choices", std::to_string(p.winning_choices)},
                 {"critical", std::to_string(p.critical)},
                 {"unknown_choices", std::to_string(p.unknown_choices)}};
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
  p.unknown_choices = static_cast<int>(extra_number(r, "unknown_choices"));
  return p;
}

std::string reason(const Listed& l) {
  const analysis::Row& r = l.row;
  if (r.verdict == "unwinnable") {
    return unwinnable_reason(fourteen::deal_from_number(std::stoull(r.deal)), r.nodes);
  }
  if (r.verdict == "unknown")
    return "undecided within the budget (" + std::to_string(r.nodes) + " nodes)";
  const double score = extra_number(r, "score");
  std::string s = "tier " + std::string(tier_name(fourteen_tier_of(score))) + " (score " +
                  fixed(score, 1) + "): a slipping deepest player wins " +
                  fixed(100 * extra_number(r, "deepest_noisy"), 0) +
                  "% of tries, a random player " + fixed(100 * extra_number(r, "random"), 0) + "%";
  if (l.profiled) {
    s += "; " + std::to_string(l.profile.critical) + " of " + std::to_string(l.profile.decisions) +
         " decisions critical, " + fixed(100 * l.profile.winning_share(), 0) +
         "% of pairs proven to win";
    if (l.profile.unknown_choices)
      s += " (" + std::to_string(l.profile.unknown_choices) + " undecided)";
  }
  return s + "; search " + std::to_string(r.nodes) + (r.nodes == 1 ? " node" : " nodes");
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
  choice.max_nodes =
      vm["choice-nodes"].defaulted() ? kChoiceNodes : parse_u64(vm["choice-nodes"].as<std::string>(), "--choice-nodes");
  choice.max_seconds = 0;
  CurateGame g;
  g.variant = fourteen::describe(fourteen::Layout::standard());
  g.spec.strategy = "curate";
  g.spec.make = [limits, choice] {
    return std::make_unique<FourteenCurateAnalyzer>(limits, choice);
  };
  g.store_tag = "fourteen v1 seeds=" + std::to_string(kSeeds) +
                " deepest-noise=" + fixed(kDeepestNoise, 2) +
                " choice-nodes=" + std::to_string(choice.max_nodes);
  g.thresholds = {kFourteenMediumFrom, kFourteenHardFrom, kFourteenExpertFrom};
  g.csv_extras = {"score", "tier", "simple", "deepest", "deepest_noisy", "random"};
  const auto mean_of = [](const char* name) {
    return [n = std::string(name)](const analysis::Row& r) { return extra_number(r, n); };
  };
  g.calibrate = {{"simple wins", mean_of("simple")},
                 {"deepest wins", mean_of("deepest")},
                 {"slipping deepest", mean_of("deepest_noisy")},
                 {"random player", mean_of("random")},
                 {"losing pairs",
                  [](const analysis::Row& r) { return 1 - stored_profile(r).winning_share(); }},
                 {"critical", mean_of("critical"), false}};
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
          out << "  " << fourteen::move_text(o.move) << "   ("
                    << fourteen::move_notation(o.move) << ")\n";
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
