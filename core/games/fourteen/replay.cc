#include "core/games/fourteen/replay.h"

#include <array>

namespace reckon::fourteen {

ReplayResult replay(const Deal& deal, const MoveList& moves) {
  const Layout& l = deal.layout;
  // Each column as a stack, first dealt at the bottom (fixed arrays: every
  // line the solver prints is replayed, so this is kept allocation-free).
  std::array<std::array<Card, kDeckSize>, kMaxColumns> columns{};
  std::array<int, kMaxColumns> height{};
  for (int c = 0; c < l.columns; ++c)
    for (int d = 0; d < l.size(c); ++d)
      columns[static_cast<std::size_t>(c)][static_cast<std::size_t>(height[static_cast<std::size_t>(c)]++)] =
          deal.grid[static_cast<std::size_t>(d * l.columns + c)];
  ReplayResult result;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    const auto illegal = [&](const std::string& why) {
      result.status = ReplayResult::Status::kIllegal;
      result.move = static_cast<int>(i) + 1;
      result.why = why;
      return result;
    };
    const int a = m.columns[0], b = m.columns[1];
    if (a >= l.columns || b >= l.columns) return illegal("there are only " + std::to_string(l.columns) + " columns");
    if (a == b) return illegal("both cards are from column " + std::to_string(a + 1) + "; a pair takes two columns");
    Card top[2];
    for (int s = 0; s < 2; ++s) {
      const std::size_t c = m.columns[s];
      if (height[c] == 0) return illegal("column " + std::to_string(m.columns[s] + 1) + " is empty");
      top[s] = columns[c][static_cast<std::size_t>(height[c] - 1)];
      const Card claim = m.cards[s];
      if (!claim.empty() && (claim.rank() != top[s].rank() ||
                             (claim.suit() != Suit::kNone && top[s].suit() != Suit::kNone && claim.suit() != top[s].suit())))
        return illegal("column " + std::to_string(m.columns[s] + 1) + " shows " + to_ascii(top[s]) + ", not " +
                       to_ascii(claim));
    }
    if (top[0].rank() + top[1].rank() != l.target)
      return illegal(to_ascii(top[0]) + " and " + to_ascii(top[1]) + " make " +
                     std::to_string(top[0].rank() + top[1].rank()) + ", not " + std::to_string(l.target));
    --height[static_cast<std::size_t>(a)];
    --height[static_cast<std::size_t>(b)];
  }
  int left = 0;
  for (int h : height) left += h;
  if (left == 0) {
    result.status = ReplayResult::Status::kWon;
  } else {
    result.status = ReplayResult::Status::kNotWon;
    result.why = std::to_string(left) + " card(s) left on the table";
  }
  return result;
}

}  // namespace reckon::fourteen
