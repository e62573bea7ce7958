#include "core/games/fourteen/players.h"

#include <vector>

#include "core/dice.h"

namespace reckon::fourteen {

std::string_view strategy_name(Strategy s) { return s == Strategy::kSimple ? "simple" : "deepest"; }

std::optional<Strategy> strategy_from_name(std::string_view name) {
  for (Strategy s : {Strategy::kSimple, Strategy::kDeepest})
    if (strategy_name(s) == name) return s;
  return std::nullopt;
}

std::string strategy_names() { return "simple or deepest"; }

MoveList play(const Deal& deal, Strategy s, double noise, std::uint64_t seed) {
  const Layout& layout = deal.layout;
  std::vector<std::vector<Card>> columns;
  for (int c = 0; c < layout.columns; ++c) columns.push_back(deal.column(c));
  Dice dice(seed);
  MoveList moves;
  for (;;) {
    // The pairs on the table, in scan order.
    std::vector<std::pair<int, int>> pairs;
    for (int a = 0; a < layout.columns; ++a) {
      if (columns[a].empty()) continue;
      for (int b = a + 1; b < layout.columns; ++b)
        if (!columns[b].empty() && columns[a].back().rank() + columns[b].back().rank() == layout.target)
          pairs.emplace_back(a, b);
    }
    if (pairs.empty()) break;
    std::size_t pick = 0;
    if (noise > 0 && dice.uniform() < noise) {
      pick = dice.below(pairs.size());
    } else if (s == Strategy::kDeepest) {
      for (std::size_t i = 1; i < pairs.size(); ++i) {
        const auto depth = [&](std::size_t j) { return columns[pairs[j].first].size() + columns[pairs[j].second].size(); };
        if (depth(i) > depth(pick)) pick = i;
      }
    }
    const auto [a, b] = pairs[pick];
    moves.push_back({{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)}, {columns[a].back(), columns[b].back()}});
    columns[a].pop_back();
    columns[b].pop_back();
  }
  return moves;
}

}  // namespace reckon::fourteen
