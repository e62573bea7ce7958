#pragma once
// One hint as the front ends show it: the position asked about, the hint
// job's own answer, and the JSON that `reckon hint --json` prints and
// /api/hint answers. api::hint gives the public result of the same run.
#include <atomic>
#include <optional>
#include <string>

#include "jobs/hint/calculation_hint.h"
#include "jobs/hint/fourteen_hint.h"
#include "jobs/hint/verdict_cache.h"
#include "reckon/hint.h"

#pragma GCC visibility push(hidden)
namespace reckon::api {

struct HintRun {
  HintRequest request;
  std::string label;  // "deal 17, after 3 moves", "the position given"
  // One of the two games' questions and answers.
  hint::CalculationHintRequest calculation_request;
  std::optional<hint::CalculationHint> calculation;
  hint::FourteenHintRequest fourteen_request;
  std::optional<hint::FourteenHint> fourteen;

  Verdict verdict() const;
};

// cache: verdicts kept across hints (a server's), read and added to; stop:
// set from another thread, the questions end "unknown".
HintRun run_hint(const HintRequest& request, hint::VerdictCache* cache = nullptr,
                 const std::atomic<bool>* stop = nullptr);
HintResult hint_result(const HintRun& run);
// One JSON object, without a line end.
std::string hint_json(const HintRun& run);

}  // namespace reckon::api
#pragma GCC visibility pop
