#include "jobs/analysis/deal_ranges.h"

#include <algorithm>

#include "reckon/input_error.h"
#include "jobs/common/text_input.h"

namespace reckon::analysis {

std::vector<DealRange> parse_deal_ranges(const std::string& text) {
  std::vector<DealRange> out;
  std::size_t i = 0;
  while (i <= text.size()) {
    const std::size_t comma = text.find(',', i);
    std::string part = text.substr(i, comma == std::string::npos ? std::string::npos : comma - i);
    while (!part.empty() && part.front() == ' ') part.erase(part.begin());
    while (!part.empty() && part.back() == ' ') part.pop_back();
    if (part.empty()) throw InputError("deal list \"" + text + "\": an empty item");
    const std::size_t dash = part.find('-');
    DealRange r;
    if (dash == std::string::npos) {
      r.first = r.last = jobs::parse_u64(part, "deal");
    } else {
      r.first = jobs::parse_u64(part.substr(0, dash), "deal range start");
      r.last = jobs::parse_u64(part.substr(dash + 1), "deal range end");
      if (r.last < r.first)
        throw InputError("deal range \"" + part + "\": the end is before the start");
    }
    out.push_back(r);
    if (comma == std::string::npos) break;
    i = comma + 1;
  }
  // Overlaps, found by sorting a copy (the list keeps its typed order).
  std::vector<DealRange> sorted = out;
  std::sort(sorted.begin(), sorted.end(),
            [](const DealRange& a, const DealRange& b) { return a.first < b.first; });
  const auto item = [](const DealRange& r) {
    return r.first == r.last ? std::to_string(r.first)
                             : std::to_string(r.first) + "-" + std::to_string(r.last);
  };
  for (std::size_t k = 1; k < sorted.size(); ++k)
    if (sorted[k].first <= sorted[k - 1].last)
      throw InputError("deal list \"" + text + "\": " + item(sorted[k - 1]) + " and " +
                       item(sorted[k]) + " overlap (list each deal once)");
  // 0-18446744073709551615 alone holds 2^64 deals, one more than a count can say.
  if (!sorted.empty() && sorted.front().first == 0 && sorted.back().last == UINT64_MAX) {
    std::uint64_t gaps = 0;
    for (std::size_t k = 1; k < sorted.size(); ++k)
      gaps += sorted[k].first - sorted[k - 1].last - 1;
    if (gaps == 0)
      throw InputError("deal list \"" + text + "\": more than 18446744073709551615 deals");
  }
  return out;
}

std::uint64_t count_deals(const std::vector<DealRange>& ranges) {
  std::uint64_t n = 0;
  for (const auto& r : ranges) n += r.last - r.first + 1;
  return n;
}

std::vector<DealRange> union_of(std::vector<DealRange> ranges) {
  std::sort(ranges.begin(), ranges.end(),
            [](const DealRange& a, const DealRange& b) { return a.first < b.first; });
  std::vector<DealRange> out;
  for (const DealRange& r : ranges) {
    if (!out.empty() && (r.first <= out.back().last || r.first - out.back().last == 1))
      out.back().last = std::max(out.back().last, r.last);
    else
      out.push_back(r);
  }
  return out;
}

}  // namespace reckon::analysis
