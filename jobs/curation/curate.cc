#include "jobs/curation/curate.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

#include "core/input_error.h"
#include "core/json.h"
#include "jobs/analysis/outcome_row.h"
#include "jobs/analysis/run.h"
#include "tools/calculation_commands.h"
#include "jobs/curation/curation.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/curation/calculation_difficulty.h"
#include "jobs/curation/calculation_forgiveness.h"
#include "jobs/curation/fourteen_curate.h"
#include "tools/game_registry.h"
#include "tools/daily_command.h"
#include "jobs/common/output.h"
#include "jobs/curation/calculation_tier.h"

namespace reckon::cli {
namespace {

constexpr double kDefaultSeconds = 10;
// A hardest (easiest) list of K deals finishes the scoring of the K x this
// many best candidates of stage 1.
constexpr int kCandidatesPerListed = 10;

Family family_of(const GameCommands& g) {
  if (g.name == "calculation") return Family::kCalculation;
  if (g.name == "rechenkuenstler") return Family::kRechenkuenstler;
  throw UsageError("curate supports calculation, rechenkuenstler and fourteen, not " + g.name);
}

calculation::Deal numbered_deal(const std::string& number, const calculation::Variant& v) {
  return calculation::deal_from_number(std::stoull(number), v.preplaced);
}

// Stage 1, for every deal: the perfect-play verdict, then for a winnable
// deal the human-like players' games (the candidates' pre-score).
class CurateAnalyzer : public analysis::DealAnalyzer {
 public:
  CurateAnalyzer(const calculation::Variant& v, const calculation::Pruning& pruning, const solver::Limits& limits,
                 bool certify, const CurationPlayers& players)
      : v_(v), solver_(v, pruning, limits), players_(players) {
    solver_.set_certify(certify);
  }
  void check(const analysis::DealSpec& d) override { deal(d); }
  analysis::Row analyze(const analysis::DealSpec& d) override {
    const auto start = std::chrono::steady_clock::now();
    const calculation::Deal dl = deal(d);
    const CalculationOutcome o = solver_.solve(dl);
    analysis::Row r = analysis::solved_row(o);
    if (o.verdict == solver::Verdict::kUnwinnable && !o.proof.empty()) r.extra = {{"sat_proof", "1"}};
    if (o.certificate && o.certificate->checked) {  // --certify
      r.extra.push_back({"drat_lemmas", std::to_string(o.certificate->lemmas)});
      r.extra.push_back({"drat_bytes", std::to_string(o.certificate->bytes)});
    }
    if (o.verdict == solver::Verdict::kWinnable) {
      const HumanMeasure h = measure_human(dl, v_, players_);
      r.extra = {{"prescore", fixed(prescore(h), 2)},
                 {"human_wins", std::to_string(h.wins)},
                 {"human_games", std::to_string(h.games)}};
    }
    r.micros = analysis::micros_since(start);
    return r;
  }

 private:
  calculation::Deal deal(const analysis::DealSpec& d) const {
    DealSource src;
    src.kind = DealSource::Kind::kNumber;
    src.number = *d.number;
    return load_deal(src, v_, nullptr);
  }
  calculation::Variant v_;
  CalculationSolver solver_;
  CurationPlayers players_;
};

// Stage 2, for the candidates: the fair player's runs and forgiveness along
// every game; the score and the tier (or "undecided" scoring). Rows are
// filled in place, each by whichever thread takes it: the figures of a deal
// depend on the deal alone.
void calculation_finish(std::vector<analysis::Row>& rows, const calculation::Variant& v,
                        const calculation::Pruning& pruning, const CurationPlayers& players, int threads,
                        bool full) {
  std::mutex mu;
  std::size_t next = 0;
  const auto worker = [&] {
    ForgivenessCounter counter(v, pruning, players.choice_nodes);
    for (;;) {
      std::size_t i;
      {
        std::lock_guard lock(mu);
        if (next >= rows.size() || stop_flag().load()) return;
        i = next++;
      }
      analysis::Row& r = rows[i];
      if (r.verdict != "winnable" || extra_number(r, full ? "score" : "fair_wins", -1) >= 0) continue;
      const FairMeasure m = measure_fair(numbered_deal(r.deal, v), v, players, full ? &counter : nullptr);
      std::erase_if(r.extra, [](const auto& e) {
        return e.first != "prescore" && e.first != "human_wins" && e.first != "human_games";
      });
      if (m.undecided || m.forgiveness.undecided) {
        r.extra.push_back({"scoring", "\"undecided\""});
        continue;
      }
      r.extra.push_back({"tier", json::quote(tier_name(calculation_tier(m.chance())))});
      r.extra.push_back({"fair_wins", std::to_string(m.wins)});
      r.extra.push_back({"fair_runs", std::to_string(m.runs)});
      if (!full) continue;
      r.extra.push_back({"score", fixed(difficulty_score(m.chance(), m.forgiveness), 2)});
      r.extra.push_back({"decisions", std::to_string(m.forgiveness.decisions)});
      r.extra.push_back({"critical", std::to_string(m.forgiveness.critical)});
      r.extra.push_back({"winning_share", fixed(m.forgiveness.winning_share(), 4)});
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
}

std::string calculation_reason(const Listed& l) {
  const analysis::Row& r = l.row;
  if (r.verdict == "unwinnable" && extra_number(r, "sat_proof", 0) == 1) {
    std::string s = "no line wins: its satisfiability model has no solution (rule sat; reckon solve --write-cnf "
                    "writes the formula)";
    if (const double lemmas = extra_number(r, "drat_lemmas", -1); lemmas >= 0)
      s += "; certified: a DRAT proof of " + fixed(lemmas, 0) + " lemmas (" + fixed(extra_number(r, "drat_bytes"), 0) +
           " bytes) checked by reckon's own checker";
    return s;
  }
  if (r.verdict == "unwinnable") return "no line wins: every line was searched";
  if (r.verdict == "unknown") return "undecided within the budget";
  if (extra_number(r, "fair_wins", -1) < 0) return "winnable; not scored (a solve of its scoring ran out of its budget)";
  const auto n = [&r](const char* name) { return fixed(extra_number(r, name), 0); };
  std::string tier;
  for (const auto& [k, val] : r.extra)
    if (k == "tier") tier = std::string(json::parse(val).as_string());
  std::string s = "tier " + tier;
  if (extra_number(r, "score", -1) >= 0) s += " (score " + fixed(extra_number(r, "score"), 1) + ")";
  s += ": the fair player wins " + n("fair_wins") + " of " + n("fair_runs") + " runs";
  if (extra_number(r, "decisions", -1) >= 0)
    s += "; along its games " + n("critical") + " of " + n("decisions") + " decisions critical, " +
         fixed(100 * extra_number(r, "winning_share"), 0) + "% of choices win";
  return s + "; human-like players win " + n("human_wins") + " of " + n("human_games") + " games";
}

CurateGame calculation_curation(const po::variables_map& vm, Family family, const solver::Limits& limits,
                                int threads) {
  const calculation::Variant v = read_variant(vm, family);
  const calculation::Pruning pruning = read_pruning(vm);
  CurationPlayers players;
  players.choice_nodes = parse_u64(vm["choice-nodes"].as<std::string>(), "--choice-nodes");
  CurateGame g;
  g.variant = describe_variant(v);
  g.spec.strategy = "curate";
  const bool certify = vm.count("certify") > 0;
  g.spec.make = [v, pruning, limits, certify, players] {
    return std::make_unique<CurateAnalyzer>(v, pruning, limits, certify, players);
  };
  g.store_tag = "v2 " + players.describe() + (certify ? " certify" : "");
  g.players = players.describe();
  g.tiers = "easy: the fair player wins at least " + fixed(100 * kEasyChance, 0) +
            "% of its runs; medium: at least " + fixed(100 * kMediumChance, 0) + "%; hard: at least " +
            fixed(100 * kHardChance, 0) + "%; expert: less";
  g.show_nodes = false;
  g.csv_extras = {"score", "tier", "fair_wins", "fair_runs", "decisions", "critical", "winning_share", "human_wins",
                  "human_games"};
  const auto mean_of = [](const char* name, double scale = 1) {
    return [n = std::string(name), scale](const analysis::Row& r) { return extra_number(r, n) / scale; };
  };
  g.calibrate = {{"fair chance", [](const analysis::Row& r) {
                    return extra_number(r, "fair_wins") / std::max(1.0, extra_number(r, "fair_runs"));
                  }},
                 {"critical share", [](const analysis::Row& r) {
                    return extra_number(r, "critical") / std::max(1.0, extra_number(r, "decisions"));
                  }},
                 {"winning share", mean_of("winning_share")},
                 {"human-like wins", [](const analysis::Row& r) {
                    return extra_number(r, "human_wins") / std::max(1.0, extra_number(r, "human_games"));
                  }}};
  g.reason = calculation_reason;
  g.tier = [](const analysis::Row& r) {
    return calculation_tier(extra_number(r, "fair_wins") / std::max(1.0, extra_number(r, "fair_runs")));
  };
  g.finish = [v, pruning, players, threads](std::vector<analysis::Row>& rows, bool full) {
    calculation_finish(rows, v, pruning, players, threads, full);
  };
  return g;
}

}  // namespace

double extra_number(const analysis::Row& r, const std::string& name, double fallback) {
  for (const auto& [n, v] : r.extra)
    if (n == name) return std::stod(v);
  return fallback;
}

std::string fixed(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

void add_curate_options(po::options_description& desc) {
  desc.add_options()                                                                                   //
      ("deals", po::value<std::string>(), "deal numbers to curate from: A-B ranges, comma separated")  //
      ("unwinnable", "list the unwinnable deals")                                                     //
      ("undecided", "list the deals the budget left undecided (candidates for --unwinnable)")                                                     //
      ("hardest", po::value<int>(), "list the K hardest winnable deals")                              //
      ("easiest", po::value<int>(), "list the K easiest winnable deals")                              //
      ("tier", po::value<std::string>(), "list deals of one tier: easy, medium, hard, expert")        //
      ("count", po::value<int>()->default_value(1000), "with --tier: how many (the lowest deal numbers)")  //
      ("calibrate", "print the score distribution and how the tiers separate, list nothing")          //
      ("format", po::value<std::string>()->default_value("text"), "text, csv or json")               //
      ("out", po::value<std::string>(), "write the list to FILE (default: standard output)")          //
      ("db", po::value<std::string>(), "SQLite store for the per-deal figures (resumable)")           //
      ("threads", po::value<int>()->default_value(0), "worker threads (0: every core)")               //
      ("choice-nodes", po::value<std::string>()->default_value("10000000"),
       "node budget of one exact solve when measuring how many choices still win (Calculation family: a deal "
       "where one runs out is not scored; Fourteen Out: 1000000 unless given)")                                                           //
      ("quiet", "no progress bar")  //
      ("certify",
       "Calculation family: each loss proved by rule sat also gets a DRAT proof that reckon's own checker "
       "checks (as reckon solve --certify); the list says so. A loss proved by exhaustive search has no such "
       "certificate");
  add_daily_options(desc);
}

int curate_command(const po::variables_map& vm) {
  if (vm.count("daily")) return daily_command(vm);
  const GameCommands& game = game_of(vm);
  check_rule_options(vm, game);
  const bool fourteen = game.name == "fourteen";
  if (fourteen && vm.count("certify"))
    throw UsageError("--certify is for the Calculation family; Fourteen Out's losses are proved by exhaustive search");
  if (fourteen)
    check_fourteen_variant(vm);
  else
    read_variant(vm, family_of(game));  // variant errors first
  if (!vm.count("deals")) throw UsageError("give the deals to curate from with --deals A-B");
  int modes = static_cast<int>(vm.count("unwinnable") + vm.count("undecided") + vm.count("hardest") + vm.count("easiest") + vm.count("tier") +
                               vm.count("calibrate"));
  if (modes != 1) throw UsageError("give exactly one of --unwinnable, --undecided, --hardest K, --easiest K, --tier T, --calibrate");
  const std::string format = vm.count("json") ? "json" : vm["format"].as<std::string>();
  if (format != "text" && format != "csv" && format != "json") throw UsageError("--format: text, csv or json");
  std::string tier_wanted;
  if (vm.count("tier")) {
    tier_wanted = vm["tier"].as<std::string>();
    if (tier_wanted != "easy" && tier_wanted != "medium" && tier_wanted != "hard" && tier_wanted != "expert")
      throw UsageError("--tier " + tier_wanted + ": easy, medium, hard or expert");
  }
  for (const char* k : {"hardest", "easiest"})
    if (vm.count(k) && vm[k].as<int>() < 1) throw UsageError(std::string("--") + k + " must be at least 1");
  if (vm["count"].as<int>() < 1) throw UsageError("--count must be at least 1");
  int threads = vm["threads"].as<int>();
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  solver::Limits limits = read_limits(vm);
  // Without a budget of its own, curation gives each deal 10 seconds: one
  // deal nobody can decide must not stall a list of a hundred thousand.
  if (vm["max-nodes"].defaulted() && vm["max-seconds"].defaulted()) limits.max_seconds = kDefaultSeconds;
  const CurateGame cg = fourteen ? fourteen_curation(vm, limits)
                                 : calculation_curation(vm, family_of(game), limits, threads);
  const auto tier_of_row = [&cg](const analysis::Row& r) {
    return cg.tier ? cg.tier(r) : tier_at(extra_number(r, "score"), cg.thresholds);
  };

  // Phase 1: every deal.
  const analysis::DealList list = analysis::DealList::ranges(parse_deal_ranges(vm["deals"].as<std::string>()));
  std::unique_ptr<analysis::ResultsStore> store;
  if (vm.count("db")) {
    analysis::Settings settings = game.settings(vm);
    settings.emplace_back("curate", cg.store_tag);
    // The store records the budget each deal really had (the default too).
    for (auto& [name, value] : settings)
      if (name == "max_seconds") value = std::to_string(limits.max_seconds);
    store = std::make_unique<analysis::ResultsStore>(vm["db"].as<std::string>(), settings, list.description());
  }
  std::vector<analysis::Row> rows;
  analysis::RunOptions options;
  options.threads = threads;
  options.store = store.get();
  options.progress = !vm.count("quiet");
  options.stop = &stop_flag();
  options.collect = &rows;
  const analysis::Summary sum = analysis::run_analysis(list, cg.spec, options);
  if (sum.interrupted) {
    std::cerr << "reckon: interrupted; run the same command (with --db) to resume\n";
    return 130;
  }

  // Selection.
  std::vector<analysis::Row> winnable, unwinnable, unknown;
  for (const auto& r : rows) (r.verdict == "winnable" ? winnable : r.verdict == "unwinnable" ? unwinnable : unknown).push_back(r);
  // Ties go to the lower deal number: never to search effort, which a
  // search change may change.
  const auto deal_before = [](const analysis::Row& a, const analysis::Row& b) {
    if (a.deal.size() != b.deal.size()) return a.deal.size() < b.deal.size();  // numbers, without leading zeros
    return a.deal < b.deal;
  };
  const auto harder = [&](const char* figure) {
    return [&, n = std::string(figure)](const analysis::Row& a, const analysis::Row& b) {
      const double sa = extra_number(a, n, -1), sb = extra_number(b, n, -1);
      return sa != sb ? sa > sb : deal_before(a, b);
    };
  };
  const auto by_score = harder("score");
  // Deals whose scoring a budget left undecided are kept apart: never scored.
  std::vector<analysis::Row> unscored;
  const auto set_aside_unscored = [&](std::vector<analysis::Row>& v) {
    for (const auto& r : v)
      if (extra_number(r, "fair_wins", -1) < 0) unscored.push_back(r);
    std::erase_if(v, [](const analysis::Row& r) { return extra_number(r, "fair_wins", -1) < 0; });
  };
  if (cg.finish) {
    if (vm.count("calibrate")) {
      cg.finish(winnable, true);
    } else if (vm.count("hardest") || vm.count("easiest")) {
      // Stage 2 for the best candidates of stage 1 only.
      const bool hardest = vm.count("hardest") > 0;
      const std::size_t k = static_cast<std::size_t>(hardest ? vm["hardest"].as<int>() : vm["easiest"].as<int>());
      std::vector<analysis::Row> candidates = winnable;
      std::erase_if(candidates, [](const analysis::Row& r) { return extra_number(r, "prescore", -1) < 0; });
      std::sort(candidates.begin(), candidates.end(), harder("prescore"));
      if (!hardest) std::reverse(candidates.begin(), candidates.end());
      candidates.resize(std::min(candidates.size(), k * kCandidatesPerListed));
      cg.finish(candidates, true);
      if (store) store->add(candidates);  // stage 2 kept: a later list reads it back
      for (const auto& r : winnable)
        if (extra_number(r, "prescore", -1) < 0) unscored.push_back(r);
      winnable = std::move(candidates);
    } else if (vm.count("tier")) {
      // Stage 2 in deal order, a block at a time, until the tier has its count.
      const std::size_t k = static_cast<std::size_t>(vm["count"].as<int>());
      const std::size_t block = static_cast<std::size_t>(16 * threads);
      std::vector<analysis::Row> done;
      std::size_t found = 0;
      for (std::size_t at = 0; at < winnable.size() && found < k; at += block) {
        if (stop_flag().load()) break;
        std::vector<analysis::Row> part(winnable.begin() + static_cast<std::ptrdiff_t>(at),
                                        winnable.begin() + static_cast<std::ptrdiff_t>(std::min(winnable.size(), at + block)));
        cg.finish(part, false);
        if (store) store->add(part);
        for (auto& r : part) {
          if (found < k && extra_number(r, "fair_wins", -1) >= 0 && tier_name(tier_of_row(r)) == tier_wanted) ++found;
          done.push_back(std::move(r));
        }
      }
      winnable = std::move(done);
    } else {
      winnable.clear();  // --unwinnable and --undecided need no scores
    }
    if (stop_flag().load()) {
      std::cerr << "reckon: interrupted\n";
      return 130;
    }
    set_aside_unscored(winnable);
    std::sort(unscored.begin(), unscored.end(), deal_before);
  }
  std::ostringstream text;
  if (vm.count("calibrate")) {
    // Per tier: its winnable deals, their share, and the mean of each
    // calibration column and of the nodes (the JSON and the text table).
    struct TierMeans {
      std::uint64_t deals = 0;
      double share = 0, nodes = 0;
      std::vector<double> columns;
    };
    const auto tier_means = [&](Tier t) {
      TierMeans m;
      m.columns.assign(cg.calibrate.size(), 0.0);
      for (const auto& r : winnable) {
        if (tier_of_row(r) != t) continue;
        ++m.deals;
        for (std::size_t c = 0; c < cg.calibrate.size(); ++c) m.columns[c] += cg.calibrate[c].value(r);
        m.nodes += static_cast<double>(r.nodes);
      }
      const double n = static_cast<double>(m.deals);
      if (m.deals) {
        for (double& v : m.columns) v /= n;
        m.nodes /= n;
      }
      m.share = winnable.empty() ? 0.0 : n / static_cast<double>(winnable.size());
      return m;
    };
    std::vector<double> scores;
    for (const auto& r : winnable) scores.push_back(extra_number(r, "score"));
    std::sort(scores.begin(), scores.end());
    if (format == "json") {
      json::Writer w;
      w.begin_object().member("deal_list", list.description()).member("variant", cg.variant);
      w.member("winnable", static_cast<std::uint64_t>(winnable.size()))
          .member("unwinnable", static_cast<std::uint64_t>(unwinnable.size()))
          .member("unknown", static_cast<std::uint64_t>(unknown.size()));
      w.key("score_percentiles").begin_object();
      for (int q = 10; q <= 90; q += 10)
        if (!scores.empty())
          w.key("p" + std::to_string(q)).value(scores[scores.size() * q / 100], 1);
      w.end_object();
      if (!cg.tiers.empty()) {
        w.member("tiers", cg.tiers);
      } else {
        w.key("thresholds").begin_object();
        w.key("medium").value(static_cast<double>(cg.thresholds[0]), 3);
        w.key("hard").value(static_cast<double>(cg.thresholds[1]), 3);
        w.key("expert").value(static_cast<double>(cg.thresholds[2]), 3);
        w.end_object();
      }
      w.key("tiers").begin_array();
      for (Tier t : {Tier::kEasy, Tier::kMedium, Tier::kHard, Tier::kExpert}) {
        const TierMeans m = tier_means(t);
        w.begin_object().member("tier", std::string(tier_name(t))).member("deals", m.deals);
        w.key("share").value(m.share, 4);
        for (std::size_t c = 0; c < cg.calibrate.size(); ++c) w.key(cg.calibrate[c].header).value(m.columns[c], 4);
        w.key("mean_nodes").value(m.nodes, 1);
        w.end_object();
      }
      w.end_array().end_object();
      std::cout << w.str() << "\n";
      return 0;
    }
    text << "Deals " << list.description() << ": " << winnable.size() << " winnable, " << unwinnable.size()
         << " unwinnable, " << unknown.size() << " unknown\n";
    text << "Score percentiles (winnable deals):";
    for (int q = 10; q <= 90; q += 10)
      if (!scores.empty()) text << " p" << q << "=" << fixed(scores[scores.size() * q / 100], 1);
    if (!scores.empty()) {
      // The top of the distribution, where a hardest list is drawn from.
      for (const double q : {0.95, 0.99, 0.999})
        text << " p" << fixed(100 * q, q == 0.999 ? 1 : 0) << "="
             << fixed(scores[std::min(scores.size() - 1, static_cast<std::size_t>(static_cast<double>(scores.size()) * q))], 1);
      text << " max=" << fixed(scores.back(), 1);
    }
    if (cg.finish) text << "\nNot scored (a budgeted solve of the scoring ran out): " << unscored.size();
    if (!cg.players.empty()) text << "\nPlayers: " << cg.players;
    if (!cg.tiers.empty())
      text << "\nTiers: " << cg.tiers << "\n";
    else
      text << "\nTier thresholds: medium from " << cg.thresholds[0] << ", hard from " << cg.thresholds[1]
           << ", expert from " << cg.thresholds[2] << "\n";
    text << "tier      deals   share";
    for (const CalibrateColumn& c : cg.calibrate) text << "  " << c.header;
    text << "  mean nodes\n";
    for (Tier t : {Tier::kEasy, Tier::kMedium, Tier::kHard, Tier::kExpert}) {
      const TierMeans m = tier_means(t);
      char buf[64];
      std::snprintf(buf, sizeof buf, "%-8s %6.0f  %5.1f%%", std::string(tier_name(t)).c_str(),
                    static_cast<double>(m.deals), 100 * m.share);
      text << buf;
      for (std::size_t c = 0; c < cg.calibrate.size(); ++c) {
        const CalibrateColumn& col = cg.calibrate[c];
        const double mean = m.columns[c];
        const int width = static_cast<int>(col.header.size());
        if (col.percent)
          std::snprintf(buf, sizeof buf, "  %*.1f%%", width - 1, 100 * mean);
        else
          std::snprintf(buf, sizeof buf, "  %*.2f", width, mean);
        text << buf;
      }
      std::snprintf(buf, sizeof buf, "  %10.0f\n", m.nodes);
      text << buf;
    }
    std::cout << text.str();
    return 0;
  }

  std::vector<Listed> listed;
  std::string what;
  if (vm.count("unwinnable")) {
    what = "the unwinnable deals";
    for (const auto& r : unwinnable) listed.push_back({r, {}, false});
  } else if (vm.count("undecided")) {
    what = "the deals left undecided";
    for (const auto& r : unknown) listed.push_back({r, {}, false});
  } else if (vm.count("hardest") || vm.count("easiest")) {
    if (vm.count("easiest"))
      std::sort(winnable.begin(), winnable.end(), [&](const analysis::Row& a, const analysis::Row& b) {
        const double sa = extra_number(a, "score"), sb = extra_number(b, "score");
        return sa != sb ? sa < sb : deal_before(a, b);
      });
    else
      std::sort(winnable.begin(), winnable.end(), by_score);
    const int k = vm.count("hardest") ? vm["hardest"].as<int>() : vm["easiest"].as<int>();
    what = std::string("the ") + std::to_string(k) + (vm.count("hardest") ? " hardest" : " easiest") + " winnable deals";
    for (int i = 0; i < k && i < static_cast<int>(winnable.size()); ++i) listed.push_back({winnable[i], {}, false});
  } else {
    const int k = vm["count"].as<int>();
    what = std::to_string(k) + " deals of tier " + tier_wanted;
    for (const auto& r : winnable)
      if (static_cast<int>(listed.size()) < k && tier_name(tier_of_row(r)) == tier_wanted)
        listed.push_back({r, {}, false});
  }

  // Phase 2: what is measured only for the listed deals.
  if (cg.profile) cg.profile(listed);

  // The list, with the command that reproduces it at its top.
  std::string command = "reckon curate --game " + game.name;
  for (const auto& [name, value] : vm) {
    if (name == "game" || name == "out" || name == "db" || name == "threads" || name == "quiet" || value.defaulted()) continue;
    // A search rule switched off changes the search's effort, never a list.
    if (!cg.show_nodes && name.starts_with("no-") && name != "no-preplaced") continue;
    command += " --" + name;
    if (const auto* s = boost::any_cast<std::string>(&value.value())) {
      if (!s->empty()) command += " " + *s;  // flags (--unwinnable) hold an empty string
    }
    else if (const auto* i = boost::any_cast<int>(&value.value())) command += " " + std::to_string(*i);
    else if (const auto* u = boost::any_cast<std::uint64_t>(&value.value())) command += " " + std::to_string(*u);
    else if (const auto* d = boost::any_cast<double>(&value.value())) command += " " + fixed(*d, 3);
  }
  std::ostringstream out;
  const auto profile_fields = [](const Listed& l) {
    return l.profiled ? std::vector<std::string>{std::to_string(l.profile.decisions), std::to_string(l.profile.critical),
                                                 fixed(l.profile.winning_share(), 4), std::to_string(l.profile.unknown_choices)}
                      : std::vector<std::string>{"", "", "", ""};
  };
  if (format == "json") {
    json::Writer w;
    w.begin_object().member("command", command).member("list", what).member("variant", cg.variant);
    w.member("unwinnable_in_range", static_cast<std::uint64_t>(unwinnable.size()))
        .member("unknown_in_range", static_cast<std::uint64_t>(unknown.size()));
    if (cg.finish) w.member("not_scored", static_cast<std::uint64_t>(unscored.size()));
    if (!cg.players.empty()) w.member("players", cg.players);
    if (!cg.tiers.empty()) w.member("tiers", cg.tiers);
    w.key("deals").begin_array();
    for (const Listed& l : listed) {
      w.begin_object().member("deal", l.row.deal).member("verdict", l.row.verdict);
      if (cg.show_nodes) w.member("nodes", l.row.nodes);
      for (const auto& [n, val] : l.row.extra) w.key(n).raw(val);
      if (l.profiled) {
        // Figures the game stores per deal (Fourteen Out) are written once.
        const auto stored = [&l](const char* n) {
          return std::any_of(l.row.extra.begin(), l.row.extra.end(),
                             [n](const auto& e) { return e.first == n; });
        };
        if (!stored("decisions")) w.member("decisions", l.profile.decisions);
        if (!stored("critical")) w.member("critical", l.profile.critical);
        w.key("winning_share").value(l.profile.winning_share(), 4);
        if (!stored("unknown_choices")) w.member("unknown_choices", l.profile.unknown_choices);
      }
      w.member("reason", cg.reason(l)).end_object();
    }
    w.end_array().end_object();
    out << w.str() << "\n";
  } else if (format == "csv") {
    // Plain CSV, the header first (comment lines break CSV readers); the
    // command that reproduces the list goes to standard error.
    std::cerr << "reckon: " << what << ", " << cg.variant << "; made by: " << command << "\n";
    if (!cg.players.empty()) std::cerr << "reckon: players: " << cg.players << "\n";
    if (!cg.tiers.empty()) std::cerr << "reckon: tiers: " << cg.tiers << "\n";
    out << (cg.show_nodes ? "deal,verdict,nodes" : "deal,verdict");
    for (const std::string& e : cg.csv_extras) out << ',' << e;
    if (cg.profile) out << ",decisions,critical,winning_share,unknown_choices";
    out << ",reason\n";
    for (const Listed& l : listed) {
      const auto get = [&](const std::string& n) {
        for (const auto& [k, val] : l.row.extra)
          if (k == n) return val.front() == '"' ? std::string(json::parse(val).as_string()) : val;
        return std::string();
      };
      const auto pf = profile_fields(l);
      std::string why = cg.reason(l);
      std::string quoted = "\"";
      for (char c : why) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
      out << l.row.deal << ',' << l.row.verdict;
      if (cg.show_nodes) out << ',' << l.row.nodes;
      for (const std::string& e : cg.csv_extras) out << ',' << get(e);
      if (cg.profile) out << ',' << pf[0] << ',' << pf[1] << ',' << pf[2] << ',' << pf[3];
      out << ',' << quoted << "\"\n";
    }
  } else {
    out << "# " << command << "\n# " << what << " of deals " << list.description() << ", "
        << cg.variant << " (" << listed.size() << " listed; the range holds " << unwinnable.size()
        << " unwinnable and " << unknown.size() << " undecided deals"
        << (cg.finish ? ", and " + std::to_string(unscored.size()) + " not scored" : std::string()) << ")\n";
    if (!cg.players.empty()) out << "# players: " << cg.players << "\n";
    if (!cg.tiers.empty()) out << "# tiers: " << cg.tiers << "\n";
    for (const Listed& l : listed) out << l.row.deal << "  " << cg.reason(l) << "\n";
  }
  if (vm.count("out")) {
    const std::string path = vm["out"].as<std::string>();
    std::ofstream f = open_output(path);
    f << out.str();
    check_output(f, "\"" + path + "\"");
  } else {
    std::cout << out.str();
  }
  return 0;
}

}  // namespace reckon::cli
