#pragma once
// analyze()'s result in Python: a run that streams its rows.
#include <pybind11/pybind11.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/background.h"
#include "reckon/reckon.h"

namespace reckon::pymodule {

// analyze(): the run in progress. Iterating it gives each deal's row as it
// is decided; its summary (and the AnalyzeResult attributes read through
// it) waits for the end. Rows not taken by an iteration are kept when
// keep_rows (analyze's rows=True), so that run.rows is every row for a
// caller that never iterates.
class AnalyzeRun {
 public:
  AnalyzeRun(api::AnalyzeRequest request, bool keep_rows,
             std::optional<pybind11::function> progress);
  // The next row (StopIteration at the end).
  api::AnalyzeRow next();
  const api::AnalyzeResult& summary();
  // Deals counted so far, and in the list (known once the run has started).
  std::uint64_t done();
  std::uint64_t total();
  std::string repr();

 private:
  api::AnalyzeRequest request_;
  api::AnalyzeResult result_;  // written by the run's thread, read once it is over
  bool keep_rows_;
  bool iterated_ = false, over_ = false;
  std::vector<api::AnalyzeRow> kept_;
  // Last: destroyed first, so that the run has stopped before the rest goes.
  std::unique_ptr<Background> run_;
};

}  // namespace reckon::pymodule
