#pragma once
// How many clauses of a formula an assignment leaves false: the check that
// a line's values are a solution of a model (or, for a line that loses, are not).
#include <cstddef>
#include <vector>

namespace reckon::calculation {

// clauses: literals, each clause ended by 0; a: values indexed by variable.
inline std::size_t false_clauses(const std::vector<int>& clauses, const std::vector<bool>& a) {
  std::size_t count = 0;
  bool satisfied = false;
  for (int lit : clauses) {
    if (lit == 0) {
      count += !satisfied;
      satisfied = false;
      continue;
    }
    const std::size_t x = static_cast<std::size_t>(lit > 0 ? lit : -lit);
    if (x < a.size() && a[x] == (lit > 0)) satisfied = true;
  }
  return count;
}

}  // namespace reckon::calculation
