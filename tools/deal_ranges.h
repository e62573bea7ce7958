#pragma once
// Deal number lists as people type them: "1-100", "5,9,12-20".
#include <cstdint>
#include <string>
#include <vector>

namespace reckon::cli {

struct DealRange {
  std::uint64_t first = 0, last = 0;  // inclusive
};

// Throws InputError naming the bad part.
std::vector<DealRange> parse_deal_ranges(const std::string& text);
std::uint64_t count_deals(const std::vector<DealRange>& ranges);

}  // namespace reckon::cli
