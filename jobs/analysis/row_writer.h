#pragma once
// Per-deal rows to a file: CSV (header line, then a row per deal) or JSON
// Lines (an object per deal), chosen by the file name (.csv / .jsonl).
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "jobs/analysis/row.h"

namespace reckon::analysis {

// What analysis the rows are of; every row says it (CSV columns "game" and
// "setting" after "length", JSON members), so that merge can refuse to
// blend the rows of two games or variants into one win rate.
struct RowSource {
  std::string game, setting, strategy;  // setting: "4 waste piles, bases preplaced"
};

class RowWriter {
 public:
  RowWriter(const std::string& path, const RowSource& source,
            const std::vector<std::string>& extra_columns);
  void write(const Row& r);
  void flush();  // throws jobs::OutputError if a write failed

 private:
  std::string path_;
  std::ofstream out_;
  bool csv_;
  RowSource source_;
  std::vector<std::string> columns_;
};

// Reads a row file back (for merge); source receives what analysis it is of
// (game and setting empty for files written before rows said them).
// Throws InputError naming the file and line of anything malformed, and of
// a row of another analysis than the file's first.
std::vector<Row> read_row_file(const std::string& path, RowSource* source);

// "calculation (4 waste piles, ...), perfect", for messages.
std::string describe(const RowSource& source);

// The source an analysis's settings (results_store.h) name; strategy when
// they name none.
RowSource source_of(const std::vector<std::pair<std::string, std::string>>& settings,
                    const std::string& strategy);

// merge's check that its inputs are parts of one analysis: the first input
// sets the game, variant and strategy, and an input that names another is
// refused (InputError naming both inputs and both games). What an input
// does not name (a row file older than these fields) is not compared.
class SameAnalysis {
 public:
  void check(const RowSource& source, const std::string& input);

 private:
  RowSource first_;
  std::string game_from_, setting_from_, strategy_from_;
};

}  // namespace reckon::analysis
