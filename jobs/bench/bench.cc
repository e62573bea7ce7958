#include "jobs/bench/bench.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/input_error.h"
#include "strategies/calculation_solve.h"
#include "jobs/bench/bench_sets.h"
#include "tools/calculation_commands.h"
#include "tools/cli.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/fourteen_analyzer.h"

namespace reckon::cli {
namespace {

constexpr std::uint64_t kNodeCap = 200000;
constexpr std::size_t kTableMiB = 64;

std::vector<std::string> split_words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

std::string trim(std::string s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.erase(s.begin());
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.pop_back();
  return s;
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
  std::istringstream in(vm.count("sets") ? read_text(path) : std::string(kBuiltInBenchSets));

  std::uint64_t total_nodes = 0;
  double total_seconds = 0;
  std::printf("%-44s %6s %5s %5s %7s %12s %9s\n", "set", "deals", "won", "lost", "unknown", "nodes", "seconds");
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (trim(line).empty() || trim(line)[0] == '#') continue;
    const std::size_t a = line.find('|'), b = line.find('|', a + 1);
    if (a == std::string::npos || b == std::string::npos)
      throw InputError(path + ":" + std::to_string(line_no) + ": expected game | variant options | deals");
    const std::string game = trim(line.substr(0, a)), variant = trim(line.substr(a + 1, b - a - 1)),
                      deals = trim(line.substr(b + 1));
    if (game == "fourteen") {
      solver::Limits limits;
      limits.max_nodes = kNodeCap;
      limits.max_memory_mib = kTableMiB;
      const auto start = std::chrono::steady_clock::now();
      const FourteenBench f = fourteen_bench(parse_deal_ranges(deals), limits);
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      total_nodes += f.nodes;
      total_seconds += secs;
      const std::string name = game + " " + variant + " " + deals;
      std::printf("%-44s %6llu %5d %5d %7d %12llu %9.3f\n", name.c_str(), static_cast<unsigned long long>(f.deals), f.won,
                  f.lost, f.unknown, static_cast<unsigned long long>(f.nodes), secs);
      continue;
    }
    po::options_description vdesc;
    add_calculation_options(vdesc);
    add_rechenkuenstler_options(vdesc);
    po::variables_map vvm;
    try {
      const po::parsed_options parsed =
          po::command_line_parser(split_words(variant))
              .options(vdesc)
              .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
              .run();
      refuse_stray_words(parsed);  // "--waste 4 extra"
      po::store(parsed, vvm);
      po::notify(vvm);
    } catch (const po::error& e) {
      throw InputError(path + ":" + std::to_string(line_no) + ": " + e.what());
    } catch (const UsageError& e) {
      throw InputError(path + ":" + std::to_string(line_no) + ": " + e.what());
    }
    Family family;
    if (game == "calculation") family = Family::kCalculation;
    else if (game == "rechenkuenstler") family = Family::kRechenkuenstler;
    else throw InputError(path + ":" + std::to_string(line_no) + ": unknown game \"" + game + "\"");
    const calculation::Variant v = read_variant(vvm, family);
    solver::Limits limits;
    limits.max_nodes = kNodeCap;
    limits.max_memory_mib = kTableMiB;
    CalculationSolver solver(v, calculation::Pruning{}, limits);
    int won = 0, lost = 0, unknown = 0;
    std::uint64_t nodes = 0, count = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const DealRange& r : parse_deal_ranges(deals))
      for (std::uint64_t d = r.first;; ++d) {
        const CalculationOutcome o = solver.solve(calculation::deal_from_number(d, v.preplaced));
        nodes += o.stats.nodes;
        ++count;
        won += o.verdict == solver::Verdict::kWinnable;
        lost += o.verdict == solver::Verdict::kUnwinnable;
        unknown += o.verdict == solver::Verdict::kUnknown;
        if (d == r.last) break;
      }
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total_nodes += nodes;
    total_seconds += secs;
    const std::string name = game + " " + variant + " " + deals;
    std::printf("%-44s %6llu %5d %5d %7d %12llu %9.3f\n", name.c_str(), static_cast<unsigned long long>(count), won,
                lost, unknown, static_cast<unsigned long long>(nodes), secs);
  }
  std::printf("Total: %llu nodes in %.3f s, %.0f nodes/s (node cap %llu per deal, %zu MiB table, one thread)\n",
              static_cast<unsigned long long>(total_nodes), total_seconds,
              total_seconds > 0 ? static_cast<double>(total_nodes) / total_seconds : 0.0,
              static_cast<unsigned long long>(kNodeCap), kTableMiB);
  std::printf("Bench: %llu\n", static_cast<unsigned long long>(total_nodes));
  return 0;
}

}  // namespace reckon::cli
