#pragma once
// Runs an analysis over a deal list on several threads. Rows come out in
// deal order whatever the number of threads (only measured times differ),
// are committed to the store as soon as they are known, written to the row
// file, and summed up.
#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "jobs/analysis/analyzer.h"
#include "jobs/analysis/results_store.h"
#include "jobs/analysis/row_writer.h"
#include "jobs/analysis/spread.h"

namespace reckon::analysis {

struct Summary {
  std::uint64_t deals = 0, winnable = 0, unwinnable = 0, unknown = 0;
  std::uint64_t nodes = 0, micros = 0;   // summed over the deals
  std::uint64_t resumed = 0;             // deals taken from the store, not decided now
  double seconds = 0;                    // wall time of this run
  int threads = 1;
  bool interrupted = false;
  Spread node_spread, micro_spread;  // per deal, for medians and the worst (bounded memory)
  void add(const Row& r);
};

struct RunOptions {
  int threads = 1;
  ResultsStore* store = nullptr;   // optional
  RowWriter* rows = nullptr;       // optional
  bool progress = false;           // a live progress bar on stderr
  std::vector<Row>* collect = nullptr;  // optional: every row, in order
  const std::atomic<bool>* stop = nullptr;
  // Optional, called on the caller's thread: each counted row, in order,
  // and (rows counted, deals), (0, deals) first as the workers start.
  std::function<void(const Row&)> on_row = nullptr;
  std::function<void(std::uint64_t done, std::uint64_t total)> on_progress = nullptr;
};

Summary run_analysis(const DealList& deals, const AnalyzerSpec& spec, const RunOptions& options);

}  // namespace reckon::analysis
