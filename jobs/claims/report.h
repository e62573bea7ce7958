#pragma once
// Printing the verdicts: a table for people, or one JSON object.
#include <iosfwd>
#include <vector>

#include "jobs/claims/claim_file.h"
#include "jobs/claims/judge.h"
#include "jobs/claims/measure.h"

namespace reckon::claims {

struct Result {
  const Claim* claim = nullptr;
  Judgement judgement;
};

struct Report {
  std::vector<Result> results;
  std::vector<Measurement> measurements;
  double seconds = 0;  // the whole check
  bool quick = false;
};

void print_table(const Report& r, std::ostream& out);
void print_json(const Report& r, std::ostream& out);

}  // namespace reckon::claims
