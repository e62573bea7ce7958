#include "players/policy_chance.h"

#include "core/games/calculation/apply_move.h"

#include <stdexcept>
#include <utility>

namespace reckon::players {

using calculation::Deal;
using calculation::Move;
using calculation::MoveList;
using calculation::State;
using calculation::View;

namespace {

// found, next, unseen, then the piles' ranks in pile order.
std::string key_of(const Deal& seen, const State& s, const calculation::Variant& v,
                   const std::array<std::uint8_t, kRanks + 1>& unseen) {
  std::string k;
  k.append(s.found.begin(), s.found.end());
  k.push_back(static_cast<char>(s.next));
  k.append(unseen.begin() + 1, unseen.end());
  std::array<std::uint8_t, calculation::kMaxStock> idx{};
  for (int q = 0; q < v.piles(); ++q) {
    const int n = calculation::pile_cards(s, q, idx.data());
    for (int i = 0; i < n; ++i) k.push_back(static_cast<char>(seen.stock[idx[i]].rank()));
    k.push_back(0);
  }
  return k;
}

}  // namespace

PolicyChance::PolicyChance(const calculation::Variant& variant, PlacementRule rule, Finish finish, FreeMoveRule free)
    : variant_(variant), rule_(std::move(rule)), finish_(finish), free_(std::move(free)), finisher_(variant) {}

double PolicyChance::win_chance(const View& view) {
  if (view.turned) throw std::invalid_argument("policy chance: the view must be before a turn");
  Deal seen = view.seen;
  MoveList played = view.played;
  std::array<std::uint8_t, kRanks + 1> unseen = view.unseen;
  return before_turn(seen, view.state, played, unseen);
}

double PolicyChance::before_turn(Deal& seen, State s, MoveList& played, std::array<std::uint8_t, kRanks + 1>& unseen) {
  const std::size_t played_size = played.size(), seen_size = seen.stock.size();
  int left = 0;
  for (Rank r = 1; r <= kRanks; ++r) left += unseen[r];
  // A player with its own free moves makes them before each turn; after the
  // last card its finisher searches (no greedy moves first, as
  // FairPlayer::play).
  if (free_ && left > 0) {
    View v;
    v.variant = variant_;
    v.state = s;
    v.seen = seen;
    v.played = played;
    v.unseen = unseen;
    for (const Move& m : free_(v)) {
      calculation::apply_move(s, m);
      played.push_back(m);
    }
  } else if (!free_ || finish_ == Finish::kGreedy) {
    make_free_moves(seen, variant_, s, -1, played);
  }
  double value = 0;
  if (left == 0) {
    if (finish_ == Finish::kGreedy) {
      value = 1;
      for (int q = 0; q < variant_.piles(); ++q) value = s.height[q] ? 0 : value;
    } else {
      const View end = calculation::view_of(seen, variant_, s, false, played);
      value = finisher_.win_chance(endgame_of(end));
    }
    played.resize(played_size);
    return value;
  }
  std::string key = key_of(seen, s, variant_, unseen);
  if (const auto it = memo_.find(key); it != memo_.end()) {
    played.resize(played_size);
    return it->second;
  }
  for (Rank r = 1; r <= kRanks; ++r) {
    if (!unseen[r]) continue;
    const int weight = unseen[r];
    --unseen[r];
    seen.stock.push_back(Card(r, Suit::kNone));
    View v;
    v.variant = variant_;
    v.state = s;
    v.seen = seen;
    v.turned = true;
    v.played = played;
    v.unseen = unseen;
    ++decisions_;
    const PolicyDecision d = rule_(v);
    const std::size_t before = played.size();
    played.insert(played.end(), d.moves.begin(), d.moves.end());
    // The rule's moves must lead where it says (a check on the rule, cheap).
    State t = s;
    for (const Move& m : d.moves) calculation::apply_move(t, m);
    if (t.found != d.after.found || t.next != d.after.next || t.height != d.after.height)
      throw std::logic_error("policy chance: the rule's moves do not lead to its position");
    value += weight * before_turn(seen, d.after, played, unseen);
    played.resize(before);
    seen.stock.resize(seen_size);
    ++unseen[r];
  }
  value /= left;
  memo_.emplace(std::move(key), value);
  played.resize(played_size);
  return value;
}

PlacementRule fair_rule(FairPlayer& player) {
  return [&player](const View& v) {
    FairChoice c = player.choose(v);
    return PolicyDecision{std::move(c.moves), c.after};
  };
}

FreeMoveRule fair_free_moves(FairPlayer& player) {
  return [&player](const View& v) { return player.free_moves(v); };
}

PlacementRule heuristic_rule(const calculation::Variant& variant, calculation::Strategy strategy) {
  return [variant, strategy](const View& v) {
    // What the player reads: the table, the turned card, and whether a king
    // is still face down (as the fair player shows it, fair_player.cc).
    Deal shown = v.seen;
    const Rank king = static_cast<Rank>(variant.ranks);
    for (int n = 0; n < v.unseen[king]; ++n) shown.stock.push_back(Card(king, Suit::kNone));
    PolicyDecision d;
    const Move m = calculation::placement_at(shown, variant, v.state, strategy);
    d.moves.push_back(m);
    d.after = v.state;
    calculation::apply_move(d.after, m);
    make_free_moves(v.seen, variant, d.after, -1, d.moves);
    return d;
  };
}

}  // namespace reckon::players
