#include "core/games/fourteen/layout.h"

#include <algorithm>

#include "reckon/input_error.h"

namespace reckon::fourteen {

Layout Layout::of(std::initializer_list<int> sizes, int ranks, int copies) {
  Layout l;
  l.columns = static_cast<int>(sizes.size());
  l.sizes.fill(0);
  int c = 0;
  for (int s : sizes)
    if (c < kMaxColumns) l.sizes[static_cast<std::size_t>(c++)] = static_cast<std::uint8_t>(s);
  l.ranks = ranks;
  l.copies = copies;
  l.target = ranks + 1;
  return l;
}

int Layout::max_depth() const {
  int d = 0;
  for (int c = 0; c < columns && c < kMaxColumns; ++c) d = std::max(d, size(c));
  return d;
}

std::uint64_t Layout::positions() const {
  std::uint64_t n = 1;
  for (int c = 0; c < columns && c < kMaxColumns; ++c) {
    n *= static_cast<std::uint64_t>(size(c) + 1);
    if (n > (std::uint64_t{1} << 40)) return n;  // far too many already; no overflow
  }
  return n;
}

void validate(const Layout& layout) {
  // Built only for a message: every deal a solver loads is validated.
  const auto what = [&layout] { return "layout " + describe(layout) + ": "; };
  if (layout.columns < 1 || layout.columns > kMaxColumns)
    throw InputError(what() + "1 to " + std::to_string(kMaxColumns) + " columns are supported");
  for (int c = 0; c < kMaxColumns; ++c) {
    if (c < layout.columns && layout.size(c) < 1) throw InputError(what() + "every column needs at least one card");
    if (c >= layout.columns && layout.size(c) != 0) throw InputError(what() + "sizes given past the last column");
  }
  if (layout.ranks < 1 || layout.ranks > kRanks) throw InputError(what() + "1 to 13 ranks are supported");
  if (layout.copies < 1 || layout.copies > 4)
    throw InputError(what() + "1 to 4 copies of each rank (one per suit) are supported");
  if (layout.target != layout.ranks + 1)
    throw InputError(what() + "the pair sum must be ranks + 1 = " + std::to_string(layout.ranks + 1) +
                     ", so that every rank has a partner");
  if (layout.target % 2 == 0 && layout.copies % 2 != 0)
    throw InputError(what() + "rank " + std::to_string(layout.target / 2) +
                     " pairs with itself, so it needs an even number of copies");
  int total = 0;
  for (int c = 0; c < layout.columns; ++c) total += layout.size(c);
  if (total != layout.cards())
    throw InputError(what() + "the columns hold " + std::to_string(total) + " cards but the deck has " +
                     std::to_string(layout.cards()));
  if (layout.columns * layout.max_depth() > kMaxGrid)
    throw InputError(what() + "columns x deepest column must be at most 64");
  if (layout.positions() >= (std::uint64_t{1} << 32))
    throw InputError(what() + "too many positions for a 32-bit key (the product of size + 1 over the columns)");
}

std::string describe(const Layout& layout) {
  std::string s = std::to_string(layout.columns) + " columns (";
  for (int c = 0; c < layout.columns && c < kMaxColumns; ++c) s += (c ? "," : "") + std::to_string(layout.size(c));
  s += "), ranks A..";
  s += layout.ranks >= 1 && layout.ranks <= kRanks ? rank_pretty(static_cast<Rank>(layout.ranks)) : "?";
  s += " x" + std::to_string(layout.copies) + ", pairs sum to " + std::to_string(layout.target);
  return s;
}

std::vector<int> deal_order(const Layout& layout) {
  std::vector<int> order;
  for (int depth = 0; depth < layout.max_depth(); ++depth)
    for (int c = 0; c < layout.columns; ++c)
      if (depth < layout.size(c)) order.push_back(c);
  return order;
}

}  // namespace reckon::fourteen
