#include "tools/deal_ranges.h"

#include "core/input_error.h"
#include "tools/cli.h"

namespace reckon::cli {

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
      r.first = r.last = parse_u64(part, "deal");
    } else {
      r.first = parse_u64(part.substr(0, dash), "deal range start");
      r.last = parse_u64(part.substr(dash + 1), "deal range end");
      if (r.last < r.first) throw InputError("deal range \"" + part + "\": the end is before the start");
    }
    out.push_back(r);
    if (comma == std::string::npos) break;
    i = comma + 1;
  }
  return out;
}

std::uint64_t count_deals(const std::vector<DealRange>& ranges) {
  std::uint64_t n = 0;
  for (const auto& r : ranges) n += r.last - r.first + 1;
  return n;
}

}  // namespace reckon::cli
