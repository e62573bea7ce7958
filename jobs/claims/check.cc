#include "jobs/claims/check.h"

#include <chrono>
#include <map>

#include "jobs/claims/claim_file.h"
#include "jobs/claims/judge.h"

namespace reckon::claims {

CheckResult check_claims(const CheckRequest& request) {
  const auto start = std::chrono::steady_clock::now();
  CheckResult out;
  std::vector<Claim>& claims = out.claims;
  for (const std::string& f : request.files) {
    std::vector<Claim> more = read_claim_file(f);
    claims.insert(claims.end(), more.begin(), more.end());
  }
  check_claim_set(claims);

  Measurer measurer(request.measure);
  for (const Claim& c : claims) measurer.plan(c);  // all bad input is found before any run
  measurer.run();

  std::map<std::string, const Claim*> by_id;
  for (const Claim& c : claims) by_id[c.id] = &c;
  Report& report = out.report;
  report.quick = request.measure.quick;
  for (const Claim& c : claims) {
    Result r;
    r.claim = &c;
    if (c.is_ratio()) {
      const Claim &num = *by_id.at(c.numerator), &den = *by_id.at(c.denominator);
      r.judgement = judge_ratio(c, num, measurer.evidence(num), den, measurer.evidence(den));
    } else {
      r.judgement = judge(c, measurer.evidence(c));
    }
    out.inconsistent |= r.judgement.verdict == Verdict::kInconsistent;
    report.results.push_back(std::move(r));
  }
  report.measurements = measurer.measurements();
  for (const Measurement& m : report.measurements) out.interrupted |= m.interrupted;
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace reckon::claims
