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
        class_below_[i] = 0;  // depth 0; the others are set per deal
        slot_below_[i] = 0;
      }
  }
  rank_mask_.fill(0);
  for (Mask m = all_; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    rank_[i] = deal.grid[static_cast<std::size_t>(i)].rank();
    rank_mask_[rank_[i]] |= bit(i);
  }
  // The class tables. Class indices follow card ids, and a card's
  // column-mates of its class are above it exactly when their ids are
  // larger, so above and below are the column's indices past and before i.
  // (Written over a deal's cards with masks, not card by card: a Fourteen Out
  // deal takes about 11 us, and this is done for every deal.)
  lower_ranks_ = 0;
  partners_.fill(0);
  class_low_ = class_high_ = 0;
  self_class_ = 0;
  for (int k = 1; k <= layout_.classes(); ++k) {
    lower_ranks_ |= rank_mask_[k];
    for (Mask m = rank_mask_[k]; m; m &= m - 1) {
      const int i = std::countr_zero(m);
      partners_[i] = rank_mask_[layout_.target - k] &
                     (2 * k == layout_.target ? ~((bit(i) << 1) - 1) : ~Mask{0});
    }
    ClassTable& t = classes_[k];
    t.self = 2 * k == layout_.target;
    t.low_mask = rank_mask_[k];
    t.high_mask = rank_mask_[layout_.target - k];
    // The class's cards of each column, as class indices.
    std::array<std::uint8_t, kMaxColumns> in_column{};
    unsigned n = 0, low = 0, bottom = 0;
    for (Mask m = t.low_mask | t.high_mask; m; m &= m - 1, ++n) {
      const int id = std::countr_zero(m);
      class_bit_[id] = 1u << k;
      slot_[id] = std::uint64_t{1} << (8 * k + static_cast<int>(n));
      t.ids[n] = static_cast<std::uint8_t>(id);
      low |= static_cast<unsigned>((t.low_mask >> id) & 1) << n;  // all of them when self
      bottom |= static_cast<unsigned>((bottom_ >> id) & 1) << n;
      in_column[column_[id]] |= static_cast<std::uint8_t>(1u << n);
    }
    t.n = static_cast<int>(n);
    t.used = (1u << n) - 1;
    t.low = static_cast<std::uint8_t>(low);
    t.bottom = static_cast<std::uint8_t>(bottom);
    const unsigned high = t.self ? low : t.used & ~low;
    class_low_ |= std::uint64_t{t.self ? 0u : low} << (8 * k);
    class_high_ |= std::uint64_t{t.self ? 0u : high} << (8 * k);
    if (t.self) self_class_ = k;
    t.above_bytes = 0;
    for (unsigned i = 0; i < 8; ++i) {
      if (i >= n) {  // unused slots: id 0, no cards (subset() masks them off)
        t.ids[i] = t.column[i] = t.above[i] = t.below[i] = t.partners[i] = 0;
        continue;
      }
      const std::uint8_t column = in_column[column_[t.ids[i]]];
      t.column[i] = column;
      t.above[i] = static_cast<std::uint8_t>(column & ~((2u << i) - 1));
      t.above_bytes |= std::uint64_t{t.above[i]} << (8 * i);
      t.below[i] = static_cast<std::uint8_t>(column & ((1u << i) - 1));
      t.partners[i] = static_cast<std::uint8_t>(((low >> i) & 1 ? high : low) & ~column);
    }
  }
  // Ids rise with depth: the card beneath id is id - W (depth 0: none).
  for (Mask m = all_ & ~bottom_; m; m &= m - 1) {
    const int i = std::countr_zero(m);
    class_below_[i] = class_bit_[i - w_];
    slot_below_[i] = slot_[i - w_];
  }
  initial_sets_ = {};
  for (int k = 1; k <= layout_.classes(); ++k)
    initial_sets_.left |= std::uint64_t{classes_[k].used} << (8 * k);
  for (Mask m = exposed(all_); m; m &= m - 1) initial_sets_.shown |= slot_[std::countr_zero(m)];
}

}  // namespace reckon::fourteen
