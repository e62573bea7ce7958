#pragma once
// Deal number lists as people type them: "1-100", "5,9,12-20".
#include <cstdint>
#include <string>
#include <vector>

namespace reckon::analysis {

struct DealRange {
  std::uint64_t first = 0, last = 0;  // inclusive
};

// Throws InputError naming the bad part. Items that overlap ("1-10,5-15")
// are refused, naming both: a deal listed twice would be counted twice in
// every summary, and silently dropping one would hide a typing mistake. The
// items keep the order they were typed in.
std::vector<DealRange> parse_deal_ranges(const std::string& text);
std::uint64_t count_deals(const std::vector<DealRange>& ranges);
// The same deals as sorted ranges that neither overlap nor touch (for
// lists that may overlap, such as the runs a results store recorded).
std::vector<DealRange> union_of(std::vector<DealRange> ranges);

}  // namespace reckon::analysis
