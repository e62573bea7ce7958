#pragma once
// One replay of given moves as the front ends show it, and the JSON that
// `reckon verify --json` prints and /api/verify answers. api::verify gives
// the public result of the same run.
#include <string>

#include "jobs/common/deal_source.h"
#include "reckon/reckon.h"

#pragma GCC visibility push(hidden)
namespace reckon::api {

struct VerifyRun {
  VerifyRequest request;
  jobs::DealSource source;  // labelled
  VerifyResult result;
  std::string illegal_notation;  // kIllegal: the illegal move as given
};

VerifyRun run_verify(const VerifyRequest& request);
// One JSON object, without a line end.
std::string verify_json(const VerifyRun& run);
// verify's exit status: 0 wins, 1 legal but not a win, 2 an illegal move.
int verify_exit_status(const VerifyResult& result);

}  // namespace reckon::api
#pragma GCC visibility pop
