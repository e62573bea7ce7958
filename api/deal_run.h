#pragma once
// One deal as the front ends show it: its source, the deal itself, and the
// JSON that `reckon deal --json` prints and /api/deal answers. api::deal
// gives the public result of the same run.
#include <optional>
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/fourteen/deal.h"
#include "jobs/common/deal_source.h"
#include "reckon/reckon.h"

#pragma GCC visibility push(hidden)
namespace reckon::api {

struct DealRun {
  DealRequest request;
  jobs::DealSource source;       // labelled
  calculation::Variant variant;  // the Calculation family's
  // One of the two.
  std::optional<calculation::Deal> calculation;
  std::optional<fourteen::Deal> fourteen;
};

DealRun run_deal(const DealRequest& request);
Deal deal_result(const DealRun& run);
// One JSON object, without a line end.
std::string deal_json(const DealRun& run);

}  // namespace reckon::api
#pragma GCC visibility pop
