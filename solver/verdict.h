#pragma once
// The three answers a search can give. kUnknown means a budget ran out: it
// is never turned into a guess.
#include <string_view>

#include "reckon/vocabulary.h"

namespace reckon::solver {

using reckon::Verdict;

// The process exit status for a verdict (README and --help say the same).
constexpr int exit_status(Verdict v) {
  switch (v) {
    case Verdict::kWinnable: return 0;
    case Verdict::kUnwinnable: return 1;
    case Verdict::kUnknown: return 3;
  }
  return 3;
}

}  // namespace reckon::solver
