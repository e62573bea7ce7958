#pragma once
// The one translation of an analysis's running totals (jobs/analysis/run.h)
// into the API's result: used by api::analyze and by `reckon merge`, so that
// both print the same figures from the same arithmetic. Not part of the
// public header.
#include <string>

#include "reckon/reckon.h"
#include "jobs/analysis/run.h"

// Not part of the public API: hidden from libreckon.so.
#pragma GCC visibility push(hidden)
namespace reckon::api {

AnalyzeResult result_of(const analysis::Summary& sum, const std::string& title,
                        const std::string& strategy, const std::string& deal_list);

}  // namespace reckon::api
#pragma GCC visibility pop
