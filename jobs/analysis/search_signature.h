#pragma once
// The search this build runs, as `reckon bench` measures it: the total node
// count of the fixed benchmark sets (jobs/bench/bench.h). A results store records
// it with its other settings, so a run resumed by a build whose search has
// changed is refused instead of mixing two searches' verdicts, node counts
// and times in one table (a store made before it was recorded is refused
// too). tests/search_signature_test.cc checks that it is what bench measures:
// a commit that changes the search changes this number, as its message's
// "Bench: <nodes>" line says anyway.
#include <cstdint>

namespace reckon::analysis {

inline constexpr std::uint64_t kSearchSignature = 106073;

}  // namespace reckon::analysis
