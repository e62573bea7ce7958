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
  // The class tables. Class indices follow card ids, and a card's
  // column-mates of its class are above it exactly when their ids are
  // larger, so above and below are the column's indices past and before i.
  lower_ranks_ = 0;
  for (int k = 1; k <= layout_.classes(); ++k) {
    lower_ranks_ |= rank_mask_[k];
    ClassTable& t = classes_[k];
    t = ClassTable{};
    t.self = 2 * k == layout_.target;
    t.low_mask = rank_mask_[k];
    t.high_mask = rank_mask_[layout_.target - k];
    for (Mask m = t.low_mask | t.high_mask; m; m &= m - 1) t.ids[t.n++] = static_cast<std::uint8_t>(std::countr_zero(m));
    t.used = (1u << t.n) - 1;
    t.low = static_cast<std::uint8_t>(t.subset(t.low_mask));
    t.bottom = static_cast<std::uint8_t>(t.subset(bottom_));
    const unsigned high = t.self ? t.low : t.used & ~t.low;
    for (int i = 0; i < t.n; ++i) {
      const auto column = static_cast<std::uint8_t>(t.subset(column_mask_[column_[t.ids[i]]]));
      t.column[i] = column;
      t.above[i] = static_cast<std::uint8_t>(column & ~((2u << i) - 1));
      t.below[i] = static_cast<std::uint8_t>(column & ((1u << i) - 1));
      t.partners[i] = static_cast<std::uint8_t>(((t.low >> i) & 1 ? high : t.low) & ~column);
    }
  }
}

}  // namespace reckon::fourteen
