#include "core/games/fourteen/board.h"

namespace reckon::fourteen {

void Board::reset(const Deal& deal) {
  layout_ = deal.layout;
  w_ = layout_.columns;
  d_ = layout_.max_depth();
  low_ = (Mask{1} << w_) - 1;
  all_ = bottom_ = 0;
  rank_.fill(0);
  class_bit_.fill(0);
  rank_mask_.fill(0);
  column_mask_.fill(0);
  for (int c = 0; c < w_; ++c)
    for (int d = 0; d < layout_.size(c); ++d) {
      const int i = id(c, d);
      rank_[i] = deal.grid[static_cast<std::size_t>(i)].rank();
      column_[i] = static_cast<std::uint8_t>(c);
      depth_[i] = static_cast<std::uint8_t>(d);
      all_ |= bit(i);
      rank_mask_[rank_[i]] |= bit(i);
      class_bit_[i] = 1u << layout_.class_of(rank_[i]);
      column_mask_[c] |= bit(i);
      if (d == 0) bottom_ |= bit(i);
    }
  for (int k = 1; k <= layout_.classes(); ++k) {
    ClassTable& t = classes_[k];
    t = ClassTable{};
    t.self = 2 * k == layout_.target;
    t.low_mask = rank_mask_[k];
    t.high_mask = rank_mask_[layout_.target - k];
    for (Mask m = rank_mask_[k] | rank_mask_[layout_.target - k]; m; m &= m - 1)
      t.ids[t.n++] = static_cast<std::uint8_t>(std::countr_zero(m));
    for (int i = 0; i < t.n; ++i) {
      const int a = t.ids[i];
      if (t.self || rank_[a] == k) t.low |= static_cast<std::uint8_t>(1u << i);
      if (depth_[a] == 0) t.bottom |= static_cast<std::uint8_t>(1u << i);
      for (int j = 0; j < t.n; ++j) {
        const int z = t.ids[j];
        const auto b = static_cast<std::uint8_t>(1u << j);
        if (column_[a] == column_[z]) {
          t.column[i] |= b;
          if (depth_[z] > depth_[a]) t.above[i] |= b;
          if (depth_[z] < depth_[a]) t.below[i] |= b;
        } else if (rank_[a] + rank_[z] == layout_.target) {
          t.partners[i] |= b;
        }
      }
    }
  }
}

}  // namespace reckon::fourteen
