#pragma once
// Per-deal rows to a file: CSV (header line, then a row per deal) or JSON
// Lines (an object per deal), chosen by the file name (.csv / .jsonl).
#include <fstream>
#include <string>
#include <vector>

#include "jobs/analysis/row.h"

namespace reckon::analysis {

class RowWriter {
 public:
  RowWriter(const std::string& path, const std::string& strategy, const std::vector<std::string>& extra_columns);
  void write(const Row& r);
  void flush();  // throws cli::OutputError if a write failed

 private:
  std::string path_;
  std::ofstream out_;
  bool csv_;
  std::string strategy_;
  std::vector<std::string> columns_;
};

// Reads a row file back (for merge); strategy receives the file's strategy.
// Throws InputError naming the file and line of anything malformed.
std::vector<Row> read_row_file(const std::string& path, std::string* strategy);

}  // namespace reckon::analysis
