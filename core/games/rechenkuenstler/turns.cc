#include "core/games/rechenkuenstler/turns.h"

#include <algorithm>

namespace reckon::rechenkuenstler {

using calculation::Move;

std::vector<TurnMove> assign_turns(const calculation::MoveList& moves, const calculation::Variant& v) {
  std::vector<TurnMove> out;
  const int stock = v.stock_size();
  const auto player_of = [](int turn) { return (turn - 1) % 2; };
  int turned = 0;         // stock cards turned so far
  bool switched = false;  // Experte: the next card's owner has started their turn
  int endgame_turn = 0;   // the turn free moves go to once the stocks are empty
  for (const Move& m : moves) {
    if (m.from_stock()) {
      ++turned;
      out.push_back({turned, player_of(turned), m});
      switched = false;
      endgame_turn = v.expert ? turned : turned + 1;
      continue;
    }
    if (m.kind == Move::Kind::kPass) {
      const int t = turned < stock ? turned + 1 : std::max(endgame_turn, 1);
      out.push_back({t, player_of(t), m});
      endgame_turn = t + 1;
      continue;
    }
    const int owner = m.pile / v.piles_per_owner;
    if (turned < stock) {
      if (v.expert && turned > 0 && !switched && owner == player_of(turned)) {
        out.push_back({turned, owner, m});  // the end of the last card's turn
      } else {
        switched = true;
        out.push_back({turned + 1, player_of(turned + 1), m});
      }
      continue;
    }
    // Both stocks are empty. Normal: one turn takes them all. Experte: the
    // owner's next turn (turns alternate, so it is this one or the next).
    if (v.expert && player_of(endgame_turn) != owner) ++endgame_turn;
    out.push_back({endgame_turn, player_of(endgame_turn), m});
  }
  return out;
}

namespace {

std::string pile_text(int pile, int player, const calculation::Variant& v, const std::string names[2]) {
  const int owner = pile / v.piles_per_owner;
  const std::string number = std::to_string(pile % v.piles_per_owner + 1);
  return owner == player ? "own waste " + number : names[owner] + "'s waste " + number;
}

}  // namespace

std::vector<std::string> describe_turns(const std::vector<TurnMove>& turns, const calculation::Variant& v,
                                        const std::string names[2]) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < turns.size();) {
    const int t = turns[i].turn, player = turns[i].player;
    std::string line = "Turn " + std::to_string(t) + " — " + names[player] + ": ";
    bool first = true;
    for (; i < turns.size() && turns[i].turn == t; ++i) {
      const Move& m = turns[i].move;
      if (!first) line += "; ";
      first = false;
      switch (m.kind) {
        case Move::Kind::kPass: line += "passes"; break;
        case Move::Kind::kStockToFoundation:
          line += "turns " + to_pretty(m.card) + " → foundation " + std::to_string(m.foundation + 1);
          break;
        case Move::Kind::kStockToPile:
          line += "turns " + to_pretty(m.card) + " → " + pile_text(m.pile, player, v, names);
          break;
        case Move::Kind::kPileToFoundation:
          line += "free move " + pile_text(m.pile, player, v, names) + ": " + to_pretty(m.card) + " → foundation " +
                  std::to_string(m.foundation + 1);
          break;
      }
    }
    lines.push_back(line);
  }
  return lines;
}

}  // namespace reckon::rechenkuenstler
