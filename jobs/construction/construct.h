#pragma once
// `reckon construct`: simulated annealing over the card orders of a setting
// (search_space.h: the stock of a Calculation-family deal, the layout of a
// Fourteen Out deal), for deals no deal number holds (the hardest, the most
// critical, unwinnable ones).
//
// A step draws `batch` neighbours of the current order (stock_mutation.h),
// scores them (the space's evaluator, on `threads` threads: the scores do
// not depend on the threads), and takes the best of them if it scores at least
// as well as the current order, or else with the annealing's chance
// exp(delta / T). T falls from `temperature` to a hundredth of it over each
// 10,000 evaluations, then starts again. After `patience` evaluations
// without a new best, the search goes back to the best order. Everything
// random comes from one SplitMix64 seeded with `seed`: the same request
// gives the same deals, on any thread count, stopped and resumed or not.
#include "jobs/construction/construct_request.h"

namespace reckon::construction {

// Throws InputError for a request out of range (named as the fields are).
ConstructResult construct(const ConstructRequest& request);

// The cooling: T at evaluation e.
double temperature_at(double start, std::uint64_t e);
inline constexpr std::uint64_t kCoolingCycle = 10'000;

}  // namespace reckon::construction
