#include "tools/bench_command.h"

#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>

#include "jobs/bench/bench.h"
#include "jobs/bench/bench_sets.h"
#include "reckon/input_error.h"
#include "reckon/vocabulary.h"
#include "tools/calculation_commands.h"
#include "tools/cli.h"

namespace reckon::cli {
namespace {

std::vector<std::string> split_words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

// A set line's variant options ("--waste 4"), as solve reads them.
calculation::Variant read_set_variant(const bench::BenchLine& set, const std::string& path) {
  const std::string where = path + ":" + std::to_string(set.line) + ": ";
  po::options_description vdesc;
  add_calculation_options(vdesc);
  add_rechenkuenstler_options(vdesc);
  po::variables_map vvm;
  try {
    const po::parsed_options parsed =
        po::command_line_parser(split_words(set.variant))
            .options(vdesc)
            .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
            .run();
    refuse_stray_words(parsed);  // "--waste 4 extra"
    po::store(parsed, vvm);
    po::notify(vvm);
  } catch (const po::error& e) {
    throw InputError(where + e.what());
  } catch (const UsageError& e) {
    throw InputError(where + e.what());
  }
  jobs::Family family;
  const std::optional<GameKind> game = parse_name<GameKind>(set.game);
  if (game == GameKind::kCalculation)
    family = jobs::Family::kCalculation;
  else if (game == GameKind::kRechenkuenstler)
    family = jobs::Family::kRechenkuenstler;
  else
    throw InputError(where + "unknown game \"" + set.game + "\"");
  return read_variant(vvm, family);
}

}  // namespace

int bench_command(const std::vector<std::string>& args) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")  //
      ("sets", po::value<std::string>(),
       "a benchmark set file (default: the sets built in, data/bench/bench.txt as reckon was "
       "built)");
  po::variables_map vm;
  if (!parse(args, desc, vm,
             "Usage: reckon bench [--sets FILE]\nPrints every set's node count and the total, the "
             "signature quoted as \"Bench: <nodes>\".\n"
             "Exit status: 0 done, 2 bad input or usage, 4 internal error.",
             std::cout))
    return 0;
  const std::string path =
      vm.count("sets") ? vm["sets"].as<std::string>() : "the built-in bench sets";
  const std::string text =
      vm.count("sets") ? jobs::read_text(path) : std::string(bench::kBuiltInBenchSets);

  // Every line is read before any set runs: a bad line costs no solving time.
  bench::BenchRequest request;
  for (const bench::BenchLine& line : bench::read_bench_lines(text, path)) {
    bench::BenchSet set{line, GameKind::kFourteen, {}, {}};
    if (parse_name<GameKind>(line.game) != GameKind::kFourteen) {
      set.variant = read_set_variant(line, path);  // which refuses a name that is no game
      set.game = parse_name<GameKind>(line.game).value();
    }
    set.deals = analysis::parse_deal_ranges(line.deals);
    request.sets.push_back(std::move(set));
  }

  const bench::BenchResult result = bench::run_bench(request);
  std::printf("%-44s %6s %5s %5s %7s %12s %9s\n", "set", "deals", "won", "lost", "unknown", "nodes",
              "seconds");
  for (std::size_t n = 0; n < request.sets.size(); ++n) {
    const bench::BenchLine& line = request.sets[n].line;
    const bench::BenchCount& c = result.counts[n];
    const std::string name = line.game + " " + line.variant + " " + line.deals;
    std::printf("%-44s %6llu %5d %5d %7d %12llu %9.3f\n", name.c_str(),
                static_cast<unsigned long long>(c.deals), c.won, c.lost, c.unknown,
                static_cast<unsigned long long>(c.nodes), c.seconds);
  }
  const std::uint64_t total_nodes = result.nodes;
  const double total_seconds = result.seconds;
  std::printf(
      "Total: %llu nodes in %.3f s, %.0f nodes/s (node cap %llu per deal, %zu MiB table, one "
      "thread)\n",
      static_cast<unsigned long long>(total_nodes), total_seconds,
      total_seconds > 0 ? static_cast<double>(total_nodes) / total_seconds : 0.0,
      static_cast<unsigned long long>(bench::kBenchNodeCap), bench::kBenchTableMiB);
  std::printf("Bench: %llu\n", static_cast<unsigned long long>(total_nodes));
  return 0;
}

}  // namespace reckon::cli
