#pragma once
// The Python module's enums and result classes: reckon/reckon.h's result
// structs as read-only objects; names that the CLI prints as words
// (verdict, stopped_by, outcome, tier) read as those words, with the enum
// beside them (verdict_code, outcome_code). Deal numbers read as ints, a
// deal given by its cards or as pysol:N as that string. Every class has a
// repr that says what it holds, and to_dict(): the fields of the CLI's
// --json output that the result holds, under the same names and in the
// same shapes (a line as "notation", the CLI's string of moves).
#include <pybind11/pybind11.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "python/background.h"
#include "reckon/reckon.h"

namespace reckon::pymodule {

// A deal's key as Python gives it back: an int for a deal number, else the
// string ("pysol:ms5", a card string).
pybind11::object deal_key(const std::string& key);

// curate(daily=...): the daily challenges of some dates (reckon curate --daily).
struct DailyDeal {
  std::string date;  // YYYY-MM-DD
  std::uint64_t deal = 0;
  std::string why;
};
struct DailyResult {
  std::string game, setting, tier, list;
  std::vector<DailyDeal> days;
};

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

void bind_result_types(pybind11::module_& m);

}  // namespace reckon::pymodule
