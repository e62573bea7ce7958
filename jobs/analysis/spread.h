#pragma once
// The median and the worst of a per-deal figure (nodes, microseconds) over
// any number of deals, in bounded memory. The first kExactDeals values are
// kept as they are, so the median of a run of up to 65536 deals is exact.
// Beyond that only a histogram is kept: exact counts per bucket, buckets of
// width 1 below 256 and of 1/128 of their value above (7424 buckets in all),
// and the exact smallest and largest value. The median is then the lower
// edge of the bucket that holds it (clamped to the smallest and largest
// value): never above the true median and less than 0.8 % below it. The
// worst is always exact.
#include <array>
#include <cstdint>
#include <vector>

namespace reckon::analysis {

class Spread {
 public:
  static constexpr std::uint64_t kExactDeals = 1 << 16;

  void add(std::uint64_t v);
  std::uint64_t count() const { return count_; }
  std::uint64_t median() const;  // of an even count, the upper of the middle two (0 when empty)
  std::uint64_t worst() const { return worst_; }
  bool median_is_exact() const { return count_ <= kExactDeals; }

  // Bucket of a value, and the smallest value of a bucket.
  static std::size_t bucket_of(std::uint64_t v);
  static std::uint64_t bucket_floor(std::size_t b);
  static constexpr std::size_t kBuckets = 256 + 56 * 128;

 private:
  std::uint64_t count_ = 0, least_ = UINT64_MAX, worst_ = 0;
  std::vector<std::uint64_t> exact_;    // the values while count_ <= kExactDeals
  std::vector<std::uint64_t> buckets_;  // kBuckets counts, allocated with the first value
};

}  // namespace reckon::analysis
