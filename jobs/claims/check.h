#pragma once
// reckon-claims' job: claims files -> the analyses they need (each run
// once) -> a verdict per claim, as one request and one result.
#include <string>
#include <vector>

#include "jobs/claims/measure.h"
#include "jobs/claims/report.h"

namespace reckon::claims {

struct CheckRequest {
  std::vector<std::string> files;  // claims files (TOML)
  MeasureOptions measure;          // threads, --quick, stores, progress, stop
};

struct CheckResult {
  std::vector<Claim> claims;  // as read; the report's results point into it
  Report report;
  bool inconsistent = false;  // some checkable claim is inconsistent
  bool interrupted = false;   // some measurement was stopped
};

// ClaimError or InputError for bad input, found before anything runs.
CheckResult check_claims(const CheckRequest& request);

}  // namespace reckon::claims
