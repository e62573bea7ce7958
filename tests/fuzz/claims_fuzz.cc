// Claims files (TOML, reckon-claims): every claim and the set together.
#include <cstdint>

#include "tests/fuzz/refusal.h"
#include "jobs/claims/claim_file.h"

using namespace reckon;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::accepted([&] {
    claims::check_claim_set(claims::parse_claims(fuzz::text_of(data, size), "fuzz.toml"));
  });
  return 0;
}
