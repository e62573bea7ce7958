#include "solver/clause_exchange.h"

#include <algorithm>
#include <stdexcept>

namespace reckon::solver {

void ClauseExchange::publish(int from, const std::vector<int>& clause) {
  if (from < 0 || from >= kMaxEntrants) throw std::out_of_range("ClauseExchange: no such entrant");
  const std::lock_guard lock(mutex_);
  auto& theirs = literals_[static_cast<std::size_t>(from)];
  const std::size_t need = theirs.size() + clause.size() + 1;
  if (need > theirs.capacity()) {
    // Grown here, by doubling, so that what is reserved is what is held.
    const std::size_t capacity = std::max(need, 2 * theirs.capacity());
    const std::size_t more = (capacity - theirs.capacity()) * sizeof(int);
    if (memory_) {
      if (!memory_->reserve(more)) return;  // over the budget: not shared
      reserved_ += more;
    }
    theirs.reserve(capacity);
  }
  theirs.insert(theirs.end(), clause.begin(), clause.end());
  theirs.push_back(0);
  published_[static_cast<std::size_t>(from)].fetch_add(1, std::memory_order_release);
}

std::size_t ClauseExchange::offered(int to) const {
  std::size_t n = 0;
  for (int i = 0; i < kMaxEntrants; ++i)
    if (i != to) n += published_[static_cast<std::size_t>(i)].load(std::memory_order_acquire);
  return n;
}

std::size_t ClauseExchange::take(int to, Seen& seen, std::vector<int>& out) const {
  const std::lock_guard lock(mutex_);
  std::size_t clauses = 0;
  for (int i = 0; i < kMaxEntrants; ++i) {
    if (i == to) continue;
    const auto& theirs = literals_[static_cast<std::size_t>(i)];
    for (std::size_t at = seen[static_cast<std::size_t>(i)]; at < theirs.size(); ++at) {
      out.push_back(theirs[at]);
      clauses += theirs[at] == 0;
    }
    seen[static_cast<std::size_t>(i)] = theirs.size();
  }
  return clauses;
}

}  // namespace reckon::solver
