// jobs/analysis/search_signature.h must be what `reckon bench` measures, or results
// stores would let two different searches share a table.
#include <gtest/gtest.h>

#include <string>

#include "run_program.h"
#include "jobs/analysis/search_signature.h"

namespace {

TEST(SearchSignature, IsWhatBenchMeasures) {
  const auto r = reckon::testing::run_program(std::string(RECKON_BINARY) + " bench");
  ASSERT_EQ(r.status, 0) << r.out;
  const std::size_t at = r.out.rfind("Bench: ");
  ASSERT_NE(at, std::string::npos) << r.out;
  EXPECT_EQ(std::stoull(r.out.substr(at + 7)), reckon::analysis::kSearchSignature)
      << "the search changed: update kSearchSignature in jobs/analysis/search_signature.h";
}

}  // namespace
