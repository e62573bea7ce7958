#include "core/games/calculation/game.h"

#include <algorithm>
#include <cstring>

#include "core/input_error.h"

namespace reckon::calculation {
namespace {

// Two states are the same position if everything a move can see is equal
// (below[] of cards no longer on a pile is stale and ignored).
bool same_position(const State& a, const State& b, int piles) {
  if (a.found != b.found || a.next != b.next || a.phase != b.phase) return false;
  for (int p = 0; p < piles; ++p) {
    if (a.height[p] != b.height[p]) return false;
    int la = a.top[p], lb = b.top[p];
    while (la != 0 || lb != 0) {
      if (la != lb) return false;
      la = a.below[la - 1];
      lb = b.below[lb - 1];
    }
  }
  return true;
}

}  // namespace

Game::Game(const Deal& deal, const Variant& variant, const Pruning& pruning)
    : deal_(deal),
      variant_(variant),
      pruning_(pruning),
      n_(static_cast<int>(deal.stock.size())),
      ranks_([&] {
        std::vector<Rank> r;
        for (Card c : deal.stock) r.push_back(c.rank());
        return r;
      }()),
      dead_end_(ranks_.data(), n_, variant.piles()),
      planner_(deal_, variant_, ranks_.data()) {
  // TODO(issue 4): the Experte turn structure; refuse rather than answer
  // with the rules of Normal.
  if (variant.expert) throw InputError("Rechenkünstler Experte is not supported yet");
}

bool Game::single_foundation_needs(const State& s, Rank r) const {
  int count = 0;
  for (int k = 0; k < kFoundations; ++k) count += still_needs(s, k, r);
  return count == 1;
}

// Rule "forced". When only one foundation still needs rank r, exactly one
// card of rank r is left (each foundation takes each rank once, and the
// cards left of a rank are exactly as many as the foundations that still
// need it). Every winning line puts that card on that foundation, and
// nothing else can go there before it; putting it there now, if it fits,
// leaves every other move of that line legal (a pile loses a card no later
// move touches before it leaves anyway). So it is never wrong to do at once.
void Game::play_forced(State& s, MoveList* log) const {
  if (!pruning_.enabled(Rule::kForced)) return;
  for (bool again = true; again;) {
    again = false;
    for (int p = 0; p < variant_.piles(); ++p) {
      const int i = s.top_index(p);
      if (i < 0) continue;
      const Rank x = ranks_[i];
      if (!single_foundation_needs(s, x)) continue;
      for (int k = 0; k < kFoundations; ++k) {
        if (needs(s, k) != x) continue;
        s.pop(p);
        ++s.found[k];
        if (log) log->push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p),
                                 static_cast<std::uint8_t>(k), deal_.stock[i]});
        again = true;
        break;
      }
    }
  }
}

void Game::reach_by_free_moves(const State& s) {
  reached_.clear();
  reached_.push_back({s, -1, -1, -1});
  for (std::size_t i = 0; i < reached_.size(); ++i) {
    const State t = reached_[i].state;
    for (int p = 0; p < variant_.piles(); ++p) {
      const int top = t.top_index(p);
      if (top < 0) continue;
      for (int k = 0; k < kFoundations; ++k) {
        if (needs(t, k) != ranks_[top]) continue;
        State u = t;
        u.pop(p);
        ++u.found[k];
        if (find_reached(u) < 0)
          reached_.push_back({u, static_cast<int>(i), static_cast<std::int8_t>(p), static_cast<std::int8_t>(k)});
      }
    }
  }
}

// From a fixed node, a position reached by free moves is determined by its
// foundation counts and pile heights.
int Game::find_reached(const State& t) const {
  for (std::size_t i = 0; i < reached_.size(); ++i) {
    const State& r = reached_[i].state;
    if (r.found == t.found && std::memcmp(r.height.data(), t.height.data(), variant_.piles()) == 0)
      return static_cast<int>(i);
  }
  return -1;
}

// Rule "lazy-free-moves" (see game.h): is there a free move in the way from
// s to reached_[index] that the placement (onto foundation `target` if
// to_foundation, else onto pile `target`) does not depend on, and that could
// have been made last? Then the child is reachable from a smaller one.
bool Game::needless_free_move(const State& s, int index, bool to_foundation, int target) const {
  const State& t = reached_[index].state;
  for (int p = 0; p < variant_.piles(); ++p) {
    if (t.height[p] >= s.height[p] || (!to_foundation && p == target)) continue;
    // The lowest card taken from pile p: the one right above t's top.
    int link = s.top[p];
    for (int h = s.height[p]; h > t.height[p] + 1; --h) link = s.below[link - 1];
    const Rank x = ranks_[link - 1];
    for (int k = 0; k < kFoundations; ++k) {
      if (t.found[k] <= s.found[k] || (to_foundation && k == target)) continue;
      if (kTables.needs[k][t.found[k] - 1] != x) continue;
      State u = t;
      u.height[p] = static_cast<std::uint8_t>(u.height[p] + 1);
      --u.found[k];
      if (find_reached(u) >= 0) return true;
    }
  }
  return false;
}

void Game::expand(const State& s, std::vector<State>& kids) {
  candidates_.clear();
  expanded_ = true;
  has_playable_ = false;
  if (s.next == n_) {
    expand_endgame(s);
  } else {
    expand_stock(s);
  }
  emit(kids);
}

void Game::expand_stock(const State& s) {
  const bool lazy = pruning_.enabled(Rule::kLazyFreeMoves);
  reach_by_free_moves(s);
  const int i = s.next;
  const Rank r = ranks_[i];
  const int owner = variant_.owner_of_card(i);
  const int first_pile = owner * variant_.piles_per_owner;
  const bool forced = pruning_.enabled(Rule::kForced) && single_foundation_needs(s, r);

  for (std::size_t t_index = 0; t_index < reached_.size(); ++t_index) {
    const State& t = reached_[t_index].state;
    const bool moved = t_index != 0;
    bool placed_home = false;
    for (int k = 0; k < kFoundations; ++k) {
      if (needs(t, k) != r) continue;
      if (moved && lazy && needless_free_move(s, static_cast<int>(t_index), true, k)) {
        counts_.add(Rule::kLazyFreeMoves);
        continue;
      }
      State c = t;
      ++c.found[k];
      ++c.next;
      offer(c);
      placed_home = true;
    }
    // Rule "forced" for the turned card: see play_forced.
    if (forced && placed_home) {
      counts_.add(Rule::kForced);
      continue;
    }
    bool empty_seen = false;
    for (int p = first_pile; p < first_pile + variant_.piles_per_owner; ++p) {
      if (t.height[p] == 0) {
        if (empty_seen) continue;  // empty piles are interchangeable
        empty_seen = true;
      }
      if (moved && lazy && needless_free_move(s, static_cast<int>(t_index), false, p)) {
        counts_.add(Rule::kLazyFreeMoves);
        continue;
      }
      State c = t;
      c.push(p, i);
      ++c.next;
      offer(c);
    }
  }
}

void Game::expand_endgame(const State& s) {
  for (int p = 0; p < variant_.piles(); ++p) {
    const int top = s.top_index(p);
    if (top < 0) continue;
    for (int k = 0; k < kFoundations; ++k) {
      if (needs(s, k) != ranks_[top]) continue;
      State c = s;
      c.pop(p);
      ++c.found[k];
      offer(c);
    }
  }
}

void Game::offer(State child) {
  play_forced(child, nullptr);
  if (pruning_.enabled(Rule::kDeadEnd) && dead_end_.dead(child)) {
    counts_.add(Rule::kDeadEnd);
    return;
  }
  const Key k = key(child);
  for (const Candidate& c : candidates_)
    if (c.key == k) return;
  candidates_.push_back({child, score(child), k});
}

// Move ordering: by the cost of the optimistic plan from the child (plan.h).
// Only the order of the search depends on it. A child whose plan is
// playable is a win; it is kept, with its plan, as the only child.
int Game::score(const State& c) {
  if (variant_.expert || !pruning_.enabled(Rule::kPlan) || has_playable_) return planner_.plan(c).cost();
  MoveList moves;
  const PlanReport report = planner_.plan(c, &moves);
  if (report.playable()) {
    counts_.add(Rule::kPlan);
    has_playable_ = true;
    playable_ = c;
    playable_moves_ = std::move(moves);
  }
  return report.cost();
}

bool Game::finish(const State& s, MoveList& moves) {
  if (has_playable_ && same_position(s, playable_, variant_.piles())) {
    moves = playable_moves_;
    return true;
  }
  if (expanded_ || variant_.expert || !pruning_.enabled(Rule::kPlan)) return false;
  // A root: nothing has planned it yet.
  const PlanReport report = planner_.plan(s, &moves);
  return report.playable();
}

void Game::emit(std::vector<State>& kids) {
  if (has_playable_) {
    kids.assign(1, playable_);
    return;
  }
  std::stable_sort(candidates_.begin(), candidates_.end(),
                   [](const Candidate& a, const Candidate& b) { return a.score < b.score; });
  kids.clear();
  for (const Candidate& c : candidates_) kids.push_back(c.state);
}

MoveList Game::explain(const State& parent, const State& child) {
  const int piles = variant_.piles();
  auto finish = [&](State c, MoveList moves) -> MoveList {
    play_forced(c, &moves);
    return same_position(c, child, piles) ? moves : MoveList{};
  };
  if (parent.next == n_) {
    for (int p = 0; p < piles; ++p) {
      const int top = parent.top_index(p);
      if (top < 0) continue;
      for (int k = 0; k < kFoundations; ++k) {
        if (needs(parent, k) != ranks_[top]) continue;
        State c = parent;
        c.pop(p);
        ++c.found[k];
        MoveList m = finish(c, {{Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p),
                                 static_cast<std::uint8_t>(k), deal_.stock[top]}});
        if (!m.empty()) return m;
      }
    }
    return {};
  }
  reach_by_free_moves(parent);
  const int i = parent.next;
  for (std::size_t t_index = 0; t_index < reached_.size(); ++t_index) {
    MoveList prefix;
    for (int j = static_cast<int>(t_index); reached_[j].parent >= 0; j = reached_[j].parent) {
      const State& before = reached_[reached_[j].parent].state;
      const int card = before.top_index(reached_[j].pile);
      prefix.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(reached_[j].pile),
                        static_cast<std::uint8_t>(reached_[j].foundation), deal_.stock[card]});
    }
    std::reverse(prefix.begin(), prefix.end());
    const State& t = reached_[t_index].state;
    for (int k = 0; k < kFoundations; ++k) {
      if (needs(t, k) != ranks_[i]) continue;
      State c = t;
      ++c.found[k];
      ++c.next;
      MoveList m = prefix;
      m.push_back({Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(k), deal_.stock[i]});
      m = finish(c, m);
      if (!m.empty()) return m;
    }
    for (int p = 0; p < piles; ++p) {
      if (variant_.owner_of_pile(p) != variant_.owner_of_card(i)) continue;
      State c = t;
      c.push(p, i);
      ++c.next;
      MoveList m = prefix;
      m.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(p), 0, deal_.stock[i]});
      m = finish(c, m);
      if (!m.empty()) return m;
    }
  }
  return {};
}

MoveList Game::moves_of(const std::vector<State>& line, const MoveList& finish) {
  MoveList all;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const MoveList step = explain(line[i - 1], line[i]);
    all.insert(all.end(), step.begin(), step.end());
  }
  all.insert(all.end(), finish.begin(), finish.end());
  return all;
}

}  // namespace reckon::calculation
