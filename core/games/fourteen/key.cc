#include "core/games/fourteen/key.h"

#include <algorithm>
#include <bit>

namespace reckon::fourteen {

void KeyMaker::reset(const Deal& deal, bool groups) {
  const Layout& l = deal.layout;
  const int w = l.columns;
  if (!ready_ || !(layout_ == l)) {
    layout_ = l;
    ready_ = true;
    std::uint32_t m = 1;
    radix_.fill(0);
    for (int c = 0; c < w; ++c) {
      radix_[c] = m;
      m *= static_cast<std::uint32_t>(l.size(c) + 1);
    }
    for (auto& s : slice_) s.fill(0);
    for (int s = 0; s < 3; ++s)
      for (unsigned bits = 0; bits < 64; ++bits)
        for (int j = 0; j < 6; ++j)
          if ((bits >> j) & 1 && s * 6 + j < w) slice_[s][bits] += radix_[s * 6 + j];
  }
  pair_count_ = group_count_ = 0;
  groups_ready_ = false;
  if (groups) add_groups(deal);
}

void KeyMaker::add_groups(const Deal& deal) {
  if (groups_ready_) return;
  groups_ready_ = true;
  if (++stamp_ == 0) {
    memo_.fill(GroupMemo{});
    stamp_ = 1;
  }
  if (!symmetry_) return;
  const Layout& l = deal.layout;
  const int w = l.columns;
  // The columns of each first rank (a group holds at most four columns:
  // the layout has at most four copies of a rank).
  std::array<unsigned, kRanks + 1> by_first{};
  for (int c = 0; c < w; ++c) by_first[deal.at(c, 0).rank()] |= 1u << c;
  for (int c = 0; c < w; ++c) {
    const unsigned same = by_first[deal.at(c, 0).rank()];
    // Each group once, from its first column; most columns are alone.
    if ((same & (same - 1)) == 0 || std::countr_zero(same) != c) continue;
    Group g;
    for (unsigned m = same; m && g.size < 4; m &= m - 1) g.columns[g.size++] = std::countr_zero(m);
    // lcp is symmetric, and a column shares all of itself with itself.
    for (int i = 0; i < g.size; ++i) {
      g.lcp[i][i] = static_cast<std::uint8_t>(l.size(g.columns[i]));
      for (int j = i + 1; j < g.size; ++j) {
        const int a = g.columns[i], b = g.columns[j];
        int n = 0;
        while (n < l.size(a) && n < l.size(b) && deal.at(a, n).rank() == deal.at(b, n).rank()) ++n;
        g.lcp[i][j] = g.lcp[j][i] = static_cast<std::uint8_t>(n);
      }
    }
    for (int i = 0; i < g.size; ++i) {
      int reach = 0;
      for (int j = 0; j < g.size; ++j)
        if (j != i) reach = std::max<int>(reach, g.lcp[i][j]);
      for (int d = reach; d < l.size(g.columns[i]); ++d) g.fixed[i] |= bit(d * w + g.columns[i]);
    }
    if (g.size == 2)
      pairs_[pair_count_++] = {g.fixed[0] | g.fixed[1], g.columns[0], g.columns[1],
                               radix_[g.columns[0]] - radix_[g.columns[1]]};
    else
      groups_[group_count_++] = g;
  }
}

std::uint32_t KeyMaker::raw(Mask cards) const {
  const int w = board_.columns();
  const Mask low = (Mask{1} << w) - 1;
  std::uint32_t index = 0;
  for (int d = 0; d < board_.depth_limit(); ++d) {
    const Mask row = (cards >> (d * w)) & low;
    index += slice_[0][row & 63] + slice_[1][(row >> 6) & 63] + slice_[2][(row >> 12) & 63];
  }
  return index;
}

std::uint32_t KeyMaker::larger_groups(Mask cards, std::uint32_t index) const {
  for (int gi = 0; gi < group_count_; ++gi) {
    const Group& g = groups_[gi];
    int movable = 0;
    for (int i = 0; i < g.size; ++i) movable += !(cards & g.fixed[i]);
    if (movable < 2) continue;
    std::array<int, 4> h{};
    std::uint32_t code = static_cast<std::uint32_t>(gi);
    for (int i = 0; i < g.size; ++i) {
      h[i] = board_.height(cards, g.columns[i]);
      code = code << 6 | static_cast<std::uint32_t>(h[i]);
    }
    GroupMemo& e = memo_[(code * 0x9E3779B1u) >> 23];
    if (e.stamp == stamp_ && e.code == code) {
      index += e.delta;
      continue;
    }
    std::array<int, 4> perm{0, 1, 2, 3}, best = h;
    do {
      bool valid = true;
      std::array<int, 4> image{};
      for (int i = 0; i < g.size && valid; ++i) {
        valid = h[i] <= g.lcp[i][perm[i]];
        image[perm[i]] = h[i];
      }
      if (valid && std::lexicographical_compare(best.begin(), best.begin() + g.size, image.begin(),
                                                image.begin() + g.size))
        best = image;
    } while (std::next_permutation(perm.begin(), perm.begin() + g.size));
    std::uint32_t delta = 0;
    for (int i = 0; i < g.size; ++i)
      delta += static_cast<std::uint32_t>(best[i] - h[i]) * radix_[g.columns[i]];
    e = {code, stamp_, delta};
    index += delta;
  }
  return index;
}

std::vector<int> KeyMaker::heights(Key key) const {
  std::vector<int> h;
  std::uint32_t rest = key.index;
  for (int c = 0; c < layout_.columns; ++c) {
    const auto base = static_cast<std::uint32_t>(layout_.size(c) + 1);
    h.push_back(static_cast<int>(rest % base));
    rest /= base;
  }
  return h;
}

}  // namespace reckon::fourteen
