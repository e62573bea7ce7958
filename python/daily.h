#pragma once
// curate(daily=...): the daily challenge of each of some dates for a tier,
// drawn as `reckon curate --daily` draws it (jobs/curation/daily_challenge.h),
// so that a date gives the same deal in Python and at the command line.
#include <optional>
#include <string>

#include "python/result_types.h"
#include "reckon/reckon.h"

namespace reckon::pymodule {

// list: a tier list's path; none: data/curated's for the setting.
DailyResult daily(api::Game game, const api::Variant& variant, const std::string& tier,
                  const std::string& first, int days, const std::optional<std::string>& list);

}  // namespace reckon::pymodule
