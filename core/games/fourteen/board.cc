#include "core/games/fourteen/board.h"

namespace reckon::fourteen {

void Board::reset(const Deal& deal) {
  // What depends on the layout only is kept from the last deal of the same layout.
  if (!(layout_ == deal.layout) || w_ == 0) {
    layout_ = deal.layout;
    w_ = layout_.columns;
    d_ = layout_.max_depth();
    low_ = (Mask{1} << w_) - 1;
    all_ = bottom_ = 0;
    column_mask_.fill(0);
    for (int c = 0; c < w_; ++c)
      for (int d = 0; d < layout_.size(c); ++d) {
        const int i = id(c, d);
        column_[i] = static_cast<std::uint8_t>(c);
        depth_[i] = static_cast<std::uint8_t>(d);
        all_ |= bit(i);
        column_mask_[c] |= bit(i);
        if (d == 0) bottom_ |= bit(i);
      }
  }
  rank_mask_.fill(0);
  for (Mask m = all_; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    rank_[i] = deal.grid[static_cast<std::size_t>(i)].rank();
    rank_mask_[rank_[i]] |= bit(i);
    class_bit_[i] = 1u << layout_.class_of(rank_[i]);
  }
  // The class tables, with masks: a card's column-mates of its class are
  // above it exactly when their ids are larger.
  std::array<std::uint8_t, kMaxGrid> index{};
  for (int k = 1; k <= layout_.classes(); ++k) {
    ClassTable& t = classes_[k];
    t = ClassTable{};
    t.self = 2 * k == layout_.target;
    t.low_mask = rank_mask_[k];
    t.high_mask = rank_mask_[layout_.target - k];
    const Mask members = t.low_mask | t.high_mask;
    for (Mask m = members; m; m &= m - 1) {
      index[std::countr_zero(m)] = static_cast<std::uint8_t>(t.n);
      t.ids[t.n++] = static_cast<std::uint8_t>(std::countr_zero(m));
    }
    t.used = (1u << t.n) - 1;
    const auto to_subset = [&](Mask m) {
      std::uint8_t s = 0;
      for (; m; m &= m - 1) s |= static_cast<std::uint8_t>(1u << index[std::countr_zero(m)]);
      return s;
    };
    for (int i = 0; i < t.n; ++i) {
      const int a = t.ids[i];
      const Mask column = members & column_mask_[column_[a]];
      if (t.self || rank_[a] == k) t.low |= static_cast<std::uint8_t>(1u << i);
      if (depth_[a] == 0) t.bottom |= static_cast<std::uint8_t>(1u << i);
      t.column[i] = to_subset(column);
      t.above[i] = to_subset(column & ~((bit(a) << 1) - 1));
      t.below[i] = to_subset(column & (bit(a) - 1));
      t.partners[i] = to_subset(rank_mask_[layout_.target - rank_[a]] & ~column_mask_[column_[a]]);
    }
  }
}

}  // namespace reckon::fourteen
