#pragma once
// The summary `reckon analyze` and `reckon merge` print: win rate with its
// 95 % Wilson interval, work and time, as text or as one JSON object.
#include <iosfwd>
#include <string>

#include "reckon/reckon.h"
#include "jobs/analysis/run.h"

namespace reckon::cli {

struct AnalysisReport {
  std::string title, strategy, deals;
  analysis::Summary sum;
};

// reckon merge's totals, printed as print_result prints analyze's.
void print_report(const AnalysisReport& r, bool json_out, std::ostream& out);
void print_result(const api::AnalyzeResult& result, bool json_out, std::ostream& out);

}  // namespace reckon::cli
