#include "core/games/fourteen/board.h"

#include <array>

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
    // Ids rise with depth, so the card beneath (id - W) is done already.
    class_below_[i] = depth_[i] > 0 ? class_bit_[i - w_] : 0;
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
    // The class's cards of each column, as class indices.
    std::array<std::uint8_t, kMaxColumns> in_column{};
    for (Mask m = t.low_mask | t.high_mask; m; m &= m - 1) {
      const int id = std::countr_zero(m);
      const auto i = static_cast<unsigned>(t.n++);
      t.ids[i] = static_cast<std::uint8_t>(id);
      t.low |= static_cast<std::uint8_t>(static_cast<unsigned>(t.self || rank_[id] == k) << i);
      t.bottom |= static_cast<std::uint8_t>(static_cast<unsigned>(depth_[id] == 0) << i);
      in_column[column_[id]] |= static_cast<std::uint8_t>(1u << i);
    }
    t.used = (1u << t.n) - 1;
    const unsigned high = t.self ? t.low : t.used & ~t.low;
    for (int i = 0; i < t.n; ++i) {
      const std::uint8_t column = in_column[column_[t.ids[i]]];
      t.column[i] = column;
      t.above[i] = static_cast<std::uint8_t>(column & ~((2u << i) - 1));
      t.below[i] = static_cast<std::uint8_t>(column & ((1u << i) - 1));
      t.partners[i] = static_cast<std::uint8_t>(((t.low >> i) & 1 ? high : t.low) & ~column);
    }
  }
}

}  // namespace reckon::fourteen
