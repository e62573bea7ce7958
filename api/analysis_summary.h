#pragma once
// The one translation of an analysis's running totals (jobs/analysis/run.h)
// into the API's result, and the result as the JSON object `reckon analyze
// --json` and `reckon merge --json` print and /api/analyze answers: used by
// api::analyze and by `reckon merge`, so that both print the same figures
// from the same arithmetic. Not part of the public header.
#include <string>

#include "reckon/reckon.h"
#include "jobs/analysis/run.h"

// Not part of the public API: hidden from libreckon.so.
#pragma GCC visibility push(hidden)
namespace reckon::api {

AnalyzeResult result_of(const analysis::Summary& sum, const std::string& title,
                        const std::string& strategy, const std::string& deal_list);
// One JSON object, without a line end (the rows are not in it).
std::string analyze_json(const AnalyzeResult& result);

}  // namespace reckon::api
#pragma GCC visibility pop
