#pragma once
// What a game provides to analyze deals: one analyzer per worker thread.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "jobs/analysis/deal_list.h"
#include "jobs/analysis/row.h"

namespace reckon::analysis {

class DealAnalyzer {
 public:
  virtual ~DealAnalyzer() = default;
  // Throws InputError if the deal can not be read (checked before a run starts).
  virtual void check(const DealSpec& deal) = 0;
  virtual Row analyze(const DealSpec& deal) = 0;
};

struct AnalyzerSpec {
  std::function<std::unique_ptr<DealAnalyzer>()> make;  // called once per thread
  std::vector<std::string> extra_columns;                // names of Row::extra, in order
  std::string title;                                     // "Calculation, 4 waste piles, ... — perfect play"
  std::string strategy;                                  // "perfect", "simple", ...
};

}  // namespace reckon::analysis
