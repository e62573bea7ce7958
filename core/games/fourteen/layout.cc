#include "core/games/fourteen/layout.h"

#include <algorithm>

#include "core/input_error.h"

namespace reckon::fourteen {

int Layout::max_depth() const { return sizes.empty() ? 0 : *std::max_element(sizes.begin(), sizes.end()); }

std::uint64_t Layout::positions() const {
  std::uint64_t n = 1;
  for (int s : sizes) {
    n *= static_cast<std::uint64_t>(s + 1);
    if (n > (std::uint64_t{1} << 40)) return n;  // far too many already; avoids overflow
  }
  return n;
}

void validate(const Layout& layout) {
  const std::string what = "layout \"" + layout.name + "\": ";
  if (layout.columns() < 1 || layout.columns() > kMaxColumns)
    throw InputError(what + "1 to " + std::to_string(kMaxColumns) + " columns are supported, not " +
                     std::to_string(layout.columns()));
  for (int s : layout.sizes)
    if (s < 1) throw InputError(what + "every column needs at least one card");
  if (layout.ranks < 1 || layout.ranks > kRanks)
    throw InputError(what + "1 to 13 ranks are supported, not " + std::to_string(layout.ranks));
  if (layout.copies < 1 || layout.copies > 4)
    throw InputError(what + "1 to 4 copies of each rank (one per suit) are supported, not " +
                     std::to_string(layout.copies));
  if (layout.target != layout.ranks + 1)
    throw InputError(what + "the pair sum must be ranks + 1 = " + std::to_string(layout.ranks + 1) +
                     " so that every rank has a partner, not " + std::to_string(layout.target));
  if (layout.target % 2 == 0 && layout.copies % 2 != 0)
    throw InputError(what + "rank " + std::to_string(layout.target / 2) +
                     " pairs with itself, so it needs an even number of copies");
  int total = 0;
  for (int s : layout.sizes) total += s;
  if (total != layout.cards())
    throw InputError(what + "the columns hold " + std::to_string(total) + " cards but the deck has " +
                     std::to_string(layout.cards()));
  if (layout.columns() * layout.max_depth() > kMaxGrid)
    throw InputError(what + "columns x deepest column must be at most 64");
  if (layout.positions() >= (std::uint64_t{1} << 32))
    throw InputError(what + "too many positions for a 32-bit key (the product of size + 1 over the columns)");
}

std::string describe(const Layout& layout) {
  std::string s = std::to_string(layout.columns()) + " columns (";
  for (int c = 0; c < layout.columns(); ++c) s += (c ? "," : "") + std::to_string(layout.sizes[c]);
  s += "), ranks A.." + std::string(1, rank_char(static_cast<Rank>(layout.ranks))) + " x" +
       std::to_string(layout.copies) + ", pairs sum to " + std::to_string(layout.target);
  return s;
}

std::vector<int> deal_order(const Layout& layout) {
  std::vector<int> order;
  for (int depth = 0; depth < layout.max_depth(); ++depth)
    for (int c = 0; c < layout.columns(); ++c)
      if (depth < layout.sizes[c]) order.push_back(c);
  return order;
}

}  // namespace reckon::fourteen
