#include "jobs/analysis/spread.h"

#include <algorithm>
#include <bit>

namespace reckon::analysis {

std::size_t Spread::bucket_of(std::uint64_t v) {
  if (v < 256) return static_cast<std::size_t>(v);
  // The top 8 bits of v (128..255) and its power of two (8..63).
  const int e = std::bit_width(v) - 1;
  const std::uint64_t top = v >> (e - 7);
  return 256 + static_cast<std::size_t>(e - 8) * 128 + static_cast<std::size_t>(top - 128);
}

std::uint64_t Spread::bucket_floor(std::size_t b) {
  if (b < 256) return b;
  const std::size_t e = (b - 256) / 128 + 8, top = (b - 256) % 128 + 128;
  return static_cast<std::uint64_t>(top) << (e - 7);
}

void Spread::add(std::uint64_t v) {
  if (buckets_.empty()) buckets_.assign(kBuckets, 0);
  ++buckets_[bucket_of(v)];
  ++count_;
  least_ = std::min(least_, v);
  worst_ = std::max(worst_, v);
  if (count_ <= kExactDeals) {
    exact_.push_back(v);
  } else if (!exact_.empty()) {
    exact_ = {};  // the histogram takes over: give the memory back
  }
}

std::uint64_t Spread::median() const {
  if (count_ == 0) return 0;
  if (median_is_exact()) {
    std::vector<std::uint64_t> v = exact_;
    const auto mid = v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
  }
  const std::uint64_t rank = count_ / 2;  // 0-based, as the exact case
  std::uint64_t seen = 0;
  for (std::size_t b = 0; b < buckets_.size(); ++b) {
    seen += buckets_[b];
    if (seen > rank) return std::clamp(bucket_floor(b), least_, worst_);
  }
  return worst_;
}

}  // namespace reckon::analysis
