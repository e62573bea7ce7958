#include "tools/fourteen_commands.h"

#include "api/request_reader.h"
#include "tools/parsed_options.h"

namespace reckon::cli {

void add_fourteen_options(po::options_description&) {}

fourteen::Pruning read_fourteen_pruning(const po::variables_map& vm) {
  fourteen::Pruning p;
  for (int r = 0; r < static_cast<int>(fourteen::Rule::kCount); ++r)
    if (vm.count("no-" + std::string(fourteen::kRuleNames[r]))) p.on[r] = false;
  return p;
}

namespace {

analysis::FourteenAnalysis analysis_of(const po::variables_map& vm) {
  analysis::FourteenAnalysis a;
  if (vm.count("strategy")) a.strategy = vm["strategy"].as<std::string>();
  a.pruning = read_fourteen_pruning(vm);
  a.limits = read_limits(vm);
  return a;
}

}  // namespace

analysis::AnalyzerSpec fourteen_analyzer(const po::variables_map& vm) {
  return fourteen_analyzer(analysis_of(vm));
}

analysis::Settings fourteen_settings(const po::variables_map& vm) {
  return fourteen_settings(analysis_of(vm));
}

void check_fourteen_variant(const po::variables_map& vm) {
  api::read_variant(ParsedOptions(vm), api::Game::kFourteen);
}

}  // namespace reckon::cli
