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
#include "jobs/curation/fourteen_curate.h"
#include "tools/game_registry.h"
#include "tools/daily_command.h"
#include "jobs/common/output.h"
#include "jobs/curation/calculation_tier.h"

namespace reckon::cli {
namespace {

constexpr int kSeeds = 16;
constexpr double kDefaultSeconds = 10;

Family family_of(const GameCommands& g) {
  if (g.name == "calculation") return Family::kCalculation;
  if (g.name == "rechenkuenstler") return Family::kRechenkuenstler;
  throw UsageError("curate supports calculation, rechenkuenstler and fourteen, not " + g.name);
}

// Phase 1, for every deal: perfect-play verdict and effort, the players.
class CurateAnalyzer : public analysis::DealAnalyzer {
 public:
  CurateAnalyzer(const calculation::Variant& v, const solver::Limits& limits, bool certify)
      : v_(v), solver_(v, calculation::Pruning{}, limits) {
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
      const HeuristicRates h = heuristic_rates(dl, v_, kSeeds);
      const double score = difficulty_score(h, o.stats.nodes);
      r.extra = {{"score", fixed(score, 2)},
                 {"tier", json::quote(tier_name(tier_of(score)))},
                 {"simple", h.simple ? "1" : "0"},
                 {"runs", h.runs ? "1" : "0"},
                 {"planner", h.planner ? "1" : "0"},
                 {"simple_noisy", fixed(h.simple_noisy, 4)},
                 {"planner_noisy", fixed(h.planner_noisy, 4)}};
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
};

std::string calculation_reason(const Listed& l) {
  const analysis::Row& r = l.row;
  if (r.verdict == "unwinnable" && extra_number(r, "sat_proof", 0) == 1) {
    std::string s = "no line wins: its satisfiability model has no solution (rule sat; " + std::to_string(r.nodes) +
                    " search nodes and solver conflicts; reckon solve --write-cnf writes the formula)";
    if (const double lemmas = extra_number(r, "drat_lemmas", -1); lemmas >= 0)
      s += "; certified: a DRAT proof of " + fixed(lemmas, 0) + " lemmas (" + fixed(extra_number(r, "drat_bytes"), 0) +
           " bytes) checked by reckon's own checker";
    return s;
  }
  if (r.verdict == "unwinnable")
    return "no line wins: every line was searched (" + std::to_string(r.nodes) + (r.nodes == 1 ? " node)" : " nodes)");
  if (r.verdict == "unknown") return "undecided within the budget (" + std::to_string(r.nodes) + " nodes)";
  std::string s = "tier " + std::string(tier_name(tier_of(extra_number(r, "score")))) + " (score " +
                  fixed(extra_number(r, "score"), 1) + "): a slipping planner wins " +
                  fixed(100 * extra_number(r, "planner_noisy"), 0) + "% of tries, a slipping simple player " +
                  fixed(100 * extra_number(r, "simple_noisy"), 0) + "%; search " + std::to_string(r.nodes) + " nodes";
  if (l.profiled) {
    s += "; " + std::to_string(l.profile.critical) + " of " + std::to_string(l.profile.decisions) +
         " decisions critical, " + fixed(100 * l.profile.winning_share(), 0) + "% of choices proven to win";
    if (l.profile.unknown_choices) s += " (" + std::to_string(l.profile.unknown_choices) + " undecided)";
  }
  return s;
}

// Phase 2 for the Calculation family: player difficulty of the listed
// winnable deals (too costly to measure on every deal).
void calculation_profile(std::vector<Listed>& listed, const calculation::Variant& v,
                         const solver::Limits& limits, std::uint64_t choice_nodes, int threads) {
  std::mutex mu;
  std::size_t next = 0;
  const auto worker = [&] {
    solver::Limits choice = limits;
    choice.max_nodes = choice_nodes;
    choice.max_seconds = 0;
    CalculationSolver line_solver(v, calculation::Pruning{}, limits);
    CalculationSolver choice_solver(v, calculation::Pruning{}, choice);
    for (;;) {
      std::size_t i;
      {
        std::lock_guard lock(mu);
        if (next >= listed.size() || stop_flag().load()) return;
        i = next++;
      }
      if (listed[i].row.verdict != "winnable") continue;
      const calculation::Deal deal =
          calculation::deal_from_number(std::stoull(listed[i].row.deal), v.preplaced);
      const CalculationOutcome o = line_solver.solve(deal);
      if (o.verdict != solver::Verdict::kWinnable) continue;
      listed[i].profile = player_difficulty(deal, v, o.moves, choice_solver);
      listed[i].profiled = true;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
}

CurateGame calculation_curation(const po::variables_map& vm, Family family,
                                const solver::Limits& limits, int threads) {
  const calculation::Variant v = read_variant(vm, family);
  CurateGame g;
  g.variant = describe_variant(v);
  g.spec.strategy = "curate";
  const bool certify = vm.count("certify") > 0;
  g.spec.make = [v, limits, certify] { return std::make_unique<CurateAnalyzer>(v, limits, certify); };
  g.store_tag = "v1 seeds=" + std::to_string(kSeeds) + (certify ? " certify" : "");
  g.thresholds = {kMediumFrom, kHardFrom, kExpertFrom};
  g.csv_extras = {"score", "tier", "simple", "runs", "planner", "simple_noisy", "planner_noisy"};
  const auto mean_of = [](const char* name) {
    return [n = std::string(name)](const analysis::Row& r) { return extra_number(r, n); };
  };
  g.calibrate = {{"simple wins", mean_of("simple")},
                 {"slipping simple", mean_of("simple_noisy")},
                 {"slipping planner", mean_of("planner_noisy")},
                 {"runs wins", mean_of("runs")}};
  g.reason = calculation_reason;
  const std::uint64_t choice_nodes = parse_u64(vm["choice-nodes"].as<std::string>(), "--choice-nodes");
  g.profile = [v, limits, choice_nodes, threads](std::vector<Listed>& listed) {
    calculation_profile(listed, v, limits, choice_nodes, threads);
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
      ("choice-nodes", po::value<std::string>()->default_value("5000"),
       "node budget per alternative when measuring player difficulty (Fourteen Out, where it is measured on "
       "every deal: 1000000 unless given)")                                                           //
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
  const auto by_score = [](const analysis::Row& a, const analysis::Row& b) {
    const double sa = extra_number(a, "score"), sb = extra_number(b, "score");
    return sa != sb ? sa > sb : a.nodes > b.nodes;
  };
  std::ostringstream text;
  if (vm.count("calibrate")) {
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
      if (cg.tier) {
        w.member("tier_rules", cg.tier_rules);
      } else {
        w.key("thresholds").begin_object();
        w.key("medium").value(static_cast<double>(cg.thresholds[0]), 3);
        w.key("hard").value(static_cast<double>(cg.thresholds[1]), 3);
        w.key("expert").value(static_cast<double>(cg.thresholds[2]), 3);
        w.end_object();
      }
      w.key("tiers").begin_array();
      for (Tier t : {Tier::kEasy, Tier::kMedium, Tier::kHard, Tier::kExpert}) {
        std::uint64_t n = 0;
        double nodes = 0;
        std::vector<double> sums(cg.calibrate.size());
        for (const auto& r : winnable) {
          if (tier_of_row(r) != t) continue;
          ++n;
          for (std::size_t c = 0; c < cg.calibrate.size(); ++c) sums[c] += cg.calibrate[c].value(r);
          nodes += static_cast<double>(r.nodes);
        }
        w.begin_object().member("tier", std::string(tier_name(t))).member("deals", n);
        w.key("share").value(
            winnable.empty() ? 0.0 : static_cast<double>(n) / static_cast<double>(winnable.size()),
            4);
        for (std::size_t c = 0; c < cg.calibrate.size(); ++c)
          w.key(cg.calibrate[c].header).value(n ? sums[c] / static_cast<double>(n) : 0.0, 4);
        w.key("mean_nodes").value(n ? nodes / static_cast<double>(n) : 0.0, 1);
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
    if (cg.tier)
      text << "\nTiers: " << cg.tier_rules << "\n";
    else
      text << "\nTier thresholds: medium from " << cg.thresholds[0] << ", hard from " << cg.thresholds[1]
           << ", expert from " << cg.thresholds[2] << "\n";
    text << "tier      deals   share";
    for (const CalibrateColumn& c : cg.calibrate) text << "  " << c.header;
    text << "  mean nodes\n";
    for (Tier t : {Tier::kEasy, Tier::kMedium, Tier::kHard, Tier::kExpert}) {
      double n = 0, nodes = 0;
      std::vector<double> sums(cg.calibrate.size());
      for (const auto& r : winnable) {
        if (tier_of_row(r) != t) continue;
        ++n;
        for (std::size_t c = 0; c < cg.calibrate.size(); ++c) sums[c] += cg.calibrate[c].value(r);
        nodes += static_cast<double>(r.nodes);
      }
      char buf[64];
      std::snprintf(buf, sizeof buf, "%-8s %6.0f  %5.1f%%", std::string(tier_name(t)).c_str(), n,
                    winnable.empty() ? 0.0 : 100 * n / static_cast<double>(winnable.size()));
      text << buf;
      for (std::size_t c = 0; c < cg.calibrate.size(); ++c) {
        const CalibrateColumn& col = cg.calibrate[c];
        const double mean = n ? sums[c] / n : 0;
        const int width = static_cast<int>(col.header.size());
        if (col.percent)
          std::snprintf(buf, sizeof buf, "  %*.1f%%", width - 1, 100 * mean);
        else
          std::snprintf(buf, sizeof buf, "  %*.2f", width, mean);
        text << buf;
      }
      std::snprintf(buf, sizeof buf, "  %10.0f\n", n ? nodes / n : 0);
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
    std::sort(winnable.begin(), winnable.end(), by_score);
    if (vm.count("easiest")) std::reverse(winnable.begin(), winnable.end());
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
    w.key("deals").begin_array();
    for (const Listed& l : listed) {
      w.begin_object().member("deal", l.row.deal).member("verdict", l.row.verdict).member("nodes", l.row.nodes);
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
    out << "deal,verdict,nodes";
    for (const std::string& e : cg.csv_extras) out << ',' << e;
    out << ",decisions,critical,winning_share,unknown_choices,reason\n";
    for (const Listed& l : listed) {
      const auto get = [&](const std::string& n) {
        for (const auto& [k, val] : l.row.extra)
          if (k == n) return val.front() == '"' ? json::parse(val).string() : val;
        return std::string();
      };
      const auto pf = profile_fields(l);
      std::string why = cg.reason(l);
      std::string quoted = "\"";
      for (char c : why) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
      out << l.row.deal << ',' << l.row.verdict << ',' << l.row.nodes;
      for (const std::string& e : cg.csv_extras) out << ',' << get(e);
      out << ',' << pf[0] << ',' << pf[1] << ',' << pf[2] << ',' << pf[3] << ',' << quoted
          << "\"\n";
    }
  } else {
    out << "# " << command << "\n# " << what << " of deals " << list.description() << ", "
        << cg.variant << " (" << listed.size() << " listed; the range holds " << unwinnable.size()
        << " unwinnable and " << unknown.size() << " undecided deals)\n";
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
