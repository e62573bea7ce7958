// reckon merge: options -> analysis::merge (jobs/analysis/merge.h) -> the summary.
#include "tools/analyze_command.h"

#include <iostream>

#include "jobs/analysis/merge.h"
#include "tools/analysis_report.h"

namespace reckon::cli {

int merge_command(const std::vector<std::string>& args) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")  //
      ("json", "machine-readable summary")   //
      ("deals", po::value<std::string>(),
       "the deals the inputs must cover exactly (A-B ranges)")  //
      ("input", po::value<std::vector<std::string>>(),
       "results stores (.db) or row files (.csv, .jsonl)");
  po::positional_options_description pos;
  pos.add("input", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(std::string(e.what()) + " (see --help)");
  }
  if (vm.count("help")) {
    std::cout << "Usage: reckon merge [--deals A-B] INPUT...\n"
                 "Combines shard stores or row files of one analysis into one summary, checking "
                 "that every deal\n"
                 "is there exactly once and that the stores were made with the same settings.\n\n"
              << desc
              << "\nExit status: 0 merged, 2 bad input or usage (a deal missing or there twice, "
                 "stores whose\nsettings differ, a file that cannot be read).\n";
    return 0;
  }
  if (!vm.count("input")) throw UsageError("give the stores or row files to merge");
  analysis::MergeRequest request;
  request.inputs = vm["input"].as<std::vector<std::string>>();
  if (vm.count("deals")) request.deals = vm["deals"].as<std::string>();
  const analysis::MergeResult merged = analysis::merge(request);

  AnalysisReport report;
  report.title = merged.title.empty() ? "merged rows" : merged.title;
  report.title += " — " + (merged.strategy.empty() ? std::string("?") : merged.strategy);
  report.strategy = merged.strategy;
  report.deals = merged.deals;
  report.sum = merged.sum;
  print_report(report, vm.count("json"), std::cout);
  return 0;
}

}  // namespace reckon::cli
