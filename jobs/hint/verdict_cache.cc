#include "jobs/hint/verdict_cache.h"

#include "core/games/calculation/foundations.h"

namespace reckon::hint {

std::optional<std::string> VerdictCache::key_of(const calculation::Deal& deal,
                                                const calculation::Variant& v,
                                                const calculation::State& s) {
  if (v.expert) return std::nullopt;
  std::string key;
  key.reserve(80);
  key += static_cast<char>(v.piles_per_owner);
  key += static_cast<char>(v.owners);
  key += static_cast<char>(v.preplaced);
  for (int k = 0; k < calculation::kFoundations; ++k) key += static_cast<char>(s.found[k]);
  for (int p = 0; p < v.piles(); ++p) {
    std::uint8_t idx[calculation::kMaxStock];
    const int h = calculation::pile_cards(s, p, idx);
    for (int j = 0; j < h; ++j) key += static_cast<char>(deal.stock[idx[j]].rank());
    key += '|';
  }
  for (std::size_t i = static_cast<std::size_t>(s.next); i < deal.stock.size(); ++i)
    key += static_cast<char>(deal.stock[i].rank());
  return key;
}

std::optional<solver::Verdict> VerdictCache::find(const std::string& key) const {
  const std::lock_guard lock(mutex_);
  const auto it = verdicts_.find(key);
  if (it == verdicts_.end()) {
    ++misses_;
    return std::nullopt;
  }
  ++hits_;
  return it->second;
}

void VerdictCache::put(const std::string& key, solver::Verdict verdict) {
  if (verdict == solver::Verdict::kUnknown) return;
  const std::lock_guard lock(mutex_);
  if (verdicts_.size() >= max_entries_) verdicts_.clear();
  verdicts_.emplace(key, verdict);
}

VerdictCache::Counts VerdictCache::counts() const {
  const std::lock_guard lock(mutex_);
  return {hits_, misses_, verdicts_.size()};
}

}  // namespace reckon::hint
