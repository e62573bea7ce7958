#include "core/games/calculation/game.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

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

// From a fixed start, a position reached by free moves is determined by its
// foundation counts and pile heights.
bool same_reach(const State& a, const State& b) {
  std::uint64_t ha[2], hb[2];
  std::uint32_t fa, fb;
  std::memcpy(ha, a.height.data(), sizeof ha);
  std::memcpy(hb, b.height.data(), sizeof hb);
  std::memcpy(&fa, a.found.data(), sizeof fa);
  std::memcpy(&fb, b.found.data(), sizeof fb);
  return fa == fb && ha[0] == hb[0] && ha[1] == hb[1];
}

}  // namespace

Game::Game(const Deal& deal, const Variant& variant, const Pruning& pruning, PlanStyle plan_style)
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
      planner_(deal_, variant_, ranks_.data(), plan_style) {
  // Its tables, keys and models are the 13-rank deck's (Variant::ranks).
  if (variant.small_deck()) throw std::invalid_argument("the exact solver plays only the 13-rank deck");
}

bool Game::single_foundation_needs(const State& s, Rank r) const {
  int count = 0;
  for (int k = 0; k < kFoundations; ++k) count += still_needs(s, k, r);
  return count == 1;
}

int Game::turn_owner(const State& s) const {
  return variant_.expert && s.next < n_ ? variant_.owner_of_card(s.next) : -1;
}

// Rule "forced". When only one foundation still needs rank r, exactly one
// card of rank r is left (each foundation takes each rank once, and the
// cards left of a rank are exactly as many as the foundations that still
// need it). Every winning line puts that card on that foundation, and
// nothing else can go there before it; putting it there as soon as the
// rules allow, if it fits, leaves every other move of that line legal (a
// pile loses a card no later move touches before it leaves anyway). So it is
// never wrong to do at once. In Experte "at once" means in the owner's turn.
void Game::play_forced(State& s, int owner, MoveList* log) const {
  if (!pruning_.enabled(Rule::kForced)) return;
  for (bool again = true; again;) {
    again = false;
    for (int p = 0; p < variant_.piles(); ++p) {
      const int i = s.top_index(p);
      if (i < 0 || (owner >= 0 && variant_.owner_of_pile(p) != owner)) continue;
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

bool Game::reach(const State& s, int owner, const Relevance* rel, Frontier& out, std::size_t limit) const {
  out.clear();
  out.push_back({s, -1, -1, -1});
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out.size() > limit) return false;
    const State t = out[i].state;
    for (int p = 0; p < variant_.piles(); ++p) {
      const int top = t.top_index(p);
      if (top < 0 || (owner >= 0 && variant_.owner_of_pile(p) != owner)) continue;
      for (int k = 0; k < kFoundations; ++k) {
        if (needs(t, k) != ranks_[top] || (rel && !((*rel)[top] >> k & 1))) continue;
        State u = t;
        u.pop(p);
        ++u.found[k];
        if (find(out, u) < 0)
          out.push_back({u, static_cast<int>(i), static_cast<std::int8_t>(p), static_cast<std::int8_t>(k)});
      }
    }
  }
  return out.size() <= limit;
}

// Which free moves can serve placement pl at s: the moves the placement
// depends on directly (the last move onto its foundation, or a move from its
// pile), and, transitively, the moves those depend on: the moves that take
// off the cards lying on a card that moves, and the moves that bring a
// foundation to the slot before a card that goes onto it. Every free move of
// a child that lazy-free-moves keeps is such a move (all its moves are
// ancestors of the one the placement depends on), so searching only these
// moves finds every kept child, and far fewer positions on the way.
void Game::relevance(const State& s, const Placement& pl, Relevance& rel) const {
  rel.fill(0);
  const int piles = variant_.piles();
  std::array<std::array<std::uint8_t, kMaxStock>, kMaxPiles> cards;  // bottom first
  std::array<int, kMaxPiles> from{};  // cards of pile p at index >= from[p] must come off
  std::array<int, kFoundations> upto;  // foundation k must reach this count
  for (int p = 0; p < piles; ++p) {
    pile_cards(s, p, cards[p].data());
    from[p] = s.height[p];
  }
  for (int k = 0; k < kFoundations; ++k) upto[k] = s.found[k];
  const Rank r = ranks_[s.next];
  if (pl.home) {
    upto[pl.target] = std::max<int>(upto[pl.target], kTables.position[pl.target][r] - 1);
  } else {
    from[pl.target] = 0;
  }
  std::array<int, kMaxPiles> done_from;
  done_from.fill(kMaxStock + 1);
  std::array<int, kFoundations> done_upto;
  for (int k = 0; k < kFoundations; ++k) done_upto[k] = s.found[k];
  for (bool changed = true; changed;) {
    changed = false;
    // Cards that must come off: any foundation still needing them may take them.
    for (int p = 0; p < piles; ++p) {
      for (int i = from[p]; i < std::min<int>(done_from[p], s.height[p]); ++i) {
        const int card = cards[p][i];
        const Rank x = ranks_[card];
        for (int k = 0; k < kFoundations; ++k) {
          const int pos = kTables.position[k][x];
          if (pos <= s.found[k]) continue;
          rel[card] |= static_cast<std::uint8_t>(1 << k);
          if (pos - 1 > upto[k]) upto[k] = pos - 1, changed = true;
        }
      }
      done_from[p] = std::min(done_from[p], from[p]);
    }
    // Slots a foundation must fill: any pile card of that rank, once uncovered.
    for (int k = 0; k < kFoundations; ++k) {
      for (int j = done_upto[k] + 1; j <= upto[k]; ++j) {
        const Rank want = kTables.needs[k][j - 1];
        for (int p = 0; p < piles; ++p)
          for (int i = 0; i < s.height[p]; ++i) {
            if (ranks_[cards[p][i]] != want) continue;
            rel[cards[p][i]] |= static_cast<std::uint8_t>(1 << k);
            if (i + 1 < from[p]) from[p] = i + 1, changed = true;
          }
      }
      done_upto[k] = upto[k];
    }
  }
}

void Game::candidate_placements(const State& s, std::vector<Placement>& out) const {
  out.clear();
  const Rank r = ranks_[s.next];
  for (int k = 0; k < kFoundations; ++k)
    if (still_needs(s, k, r)) out.push_back({true, k});
  const int first = variant_.owner_of_card(s.next) * variant_.piles_per_owner;
  for (int p = first; p < first + variant_.piles_per_owner; ++p) out.push_back({false, p});
}

int Game::find(const Frontier& f, const State& t) {
  for (std::size_t i = 0; i < f.size(); ++i)
    if (same_reach(f[i].state, t)) return static_cast<int>(i);
  return -1;
}

// Rule "lazy-free-moves" (see game.h): is there a free move in the way from
// s to pre[index] that the placement does not depend on, and that could
// have been made last? Then the child is reachable from a smaller one.
bool Game::needless_free_move(const State& s, const Frontier& pre, int index, const Placement& pl) const {
  const State& t = pre[index].state;
  for (int p = 0; p < variant_.piles(); ++p) {
    if (t.height[p] >= s.height[p] || (!pl.home && p == pl.target)) continue;
    // The lowest card taken from pile p: the one right above t's top.
    int link = s.top[p];
    for (int h = s.height[p]; h > t.height[p] + 1; --h) link = s.below[link - 1];
    const Rank x = ranks_[link - 1];
    for (int k = 0; k < kFoundations; ++k) {
      if (t.found[k] <= s.found[k] || (pl.home && k == pl.target)) continue;
      if (kTables.needs[k][t.found[k] - 1] != x) continue;
      State u = t;
      u.height[p] = static_cast<std::uint8_t>(u.height[p] + 1);
      --u.found[k];
      if (find(pre, u) >= 0) return true;
    }
  }
  return false;
}

// The placements of the turned card in t: every foundation that needs it,
// and the piles of its owner (one empty pile stands for all). Rule "forced"
// for the turned card: when only one foundation still needs its rank and
// that one needs it now, that is the only placement (see play_forced).
void Game::placements(const State& t, std::vector<Placement>& out) const {
  out.clear();
  const int i = t.next;
  const Rank r = ranks_[i];
  for (int k = 0; k < kFoundations; ++k)
    if (needs(t, k) == r) out.push_back({true, k});
  if (!out.empty() && pruning_.enabled(Rule::kForced) && single_foundation_needs(t, r)) return;
  const int first = variant_.owner_of_card(i) * variant_.piles_per_owner;
  bool empty_seen = false;
  for (int p = first; p < first + variant_.piles_per_owner; ++p) {
    if (t.height[p] == 0) {
      if (empty_seen) continue;
      empty_seen = true;
    }
    out.push_back({false, p});
  }
}

State Game::place(const State& t, const Placement& pl) const {
  State c = t;
  if (pl.home) {
    ++c.found[pl.target];
  } else {
    c.push(pl.target, t.next);
  }
  ++c.next;
  return c;
}

Move Game::placement_move(const Placement& pl, int card) const {
  if (pl.home)
    return {Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(pl.target), deal_.stock[card]};
  return {Move::Kind::kStockToPile, static_cast<std::uint8_t>(pl.target), 0, deal_.stock[card]};
}

void Game::expand(const State& s, std::vector<State>& kids, std::size_t ranked) {
  candidates_.clear();
  expanded_ = true;
  has_playable_ = false;
  ranked_ = ranked;
  ranked_costs_.clear();
  if (s.next == n_) {
    expand_endgame(s);
  } else {
    expand_stock(s);
  }
  emit(kids);
}

void Game::expand_stock(const State& s) {
  const int owner = turn_owner(s);
  const auto place_and_offer = [&](const State& t, const Placement& pl) {
    const State placed = place(t, pl);
    if (!variant_.expert) {
      offer(placed);
      return;
    }
    reach(placed, owner, nullptr, post_);
    for (const Reached& r : post_) offer(r.state);
  };
  if (!pruning_.enabled(Rule::kLazyFreeMoves)) {
    // Every position free moves reach, every placement there.
    reach(s, owner, nullptr, pre_);
    for (const Reached& t : pre_) {
      placements(t.state, placements_);
      for (const Placement& pl : placements_) place_and_offer(t.state, pl);
    }
    return;
  }
  // Of the positions free moves reach, only those whose every free move the
  // placement needs. Usually few positions are reachable at all: search them
  // all once. When there are many, search per placement only the free moves
  // it can need (relevance), which finds the same children.
  if (reach(s, owner, nullptr, pre_, small_reach_)) {
    for (std::size_t t_index = 0; t_index < pre_.size(); ++t_index) {
      placements(pre_[t_index].state, placements_);
      for (const Placement& pl : placements_) {
        if (t_index != 0 && needless_free_move(s, pre_, static_cast<int>(t_index), pl)) {
          counts_.add(Rule::kLazyFreeMoves);
          continue;
        }
        place_and_offer(pre_[t_index].state, pl);
      }
    }
    return;
  }
  std::vector<Placement> targets;
  candidate_placements(s, targets);
  Relevance rel;
  for (const Placement& target : targets) {
    relevance(s, target, rel);
    reach(s, owner, &rel, pre_);
    for (std::size_t t_index = 0; t_index < pre_.size(); ++t_index) {
      const State& t = pre_[t_index].state;
      placements(t, placements_);
      if (std::find_if(placements_.begin(), placements_.end(), [&](const Placement& p) {
            return p.home == target.home && p.target == target.target;
          }) == placements_.end())
        continue;  // not possible here, or an empty pile that another one stands for
      if (t_index != 0 && needless_free_move(s, pre_, static_cast<int>(t_index), target)) {
        counts_.add(Rule::kLazyFreeMoves);
        continue;
      }
      place_and_offer(t, target);
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
  if (has_playable_) return;  // emit() keeps only the playable child
  play_forced(child, turn_owner(child), nullptr);
  // A child with the key of a candidate is that candidate up to symmetry
  // (which the dead-end test does not see either): dropped before the test.
  const Key k = key(child);
  for (const Candidate& c : candidates_)
    if (c.key == k) return;
  if (pruning_.enabled(Rule::kDeadEnd) && dead_end_.dead(child)) {
    counts_.add(Rule::kDeadEnd);
    return;
  }
  candidates_.push_back({child, score(child, k), k});
}

// Move ordering: by the cost of the optimistic plan from the child (plan.h).
// Only the order of the search depends on it. A child whose plan wins
// (plan_wins: rules "plan" and "playout") is a win; it is kept, with the
// plan's line, as the only child.
//
// The same position comes up again and again as a child (in the rounds of
// the search and through different orders of moves), so costs are kept by
// key. Positions with one key are the same up to interchangeable piles and
// cards of one rank, where the plan's tie-breaks may differ; the cost of the
// first one planned stands for all of them, which can only change the order
// of the search. A playable plan is made again for its moves.
//
// Only the children the search will try need their exact cost (expand's
// `ranked`): once `ranked` children are known, a plan that cannot cost less
// than the highest of them is given up (Planner's bound). That child sorts
// after them whatever its exact cost, which is not kept. The order of the
// children tried, and so the search, is the same as with exact costs
// (stable sort: a later child of equal cost comes after them too).
int Game::score(const State& c, const Key& key) {
  const bool looking = looks_for_wins() && !has_playable_;
  if (const auto it = plan_costs_.find(key); it != plan_costs_.end()) {
    const bool playable = it->second < PlanReport::kNotPlayable;
    if (!(looking && playable)) return ranked_cost(it->second);
  }
  if (plan_costs_.size() >= kPlanCacheSize) plan_costs_.clear();
  const int bound = ranked_costs_.size() < ranked_ ? Planner::kNoBound : ranked_costs_.back();
  MoveList moves;
  PlanSchedule schedule;
  const PlanReport report =
      planner_.plan(c, looking ? &moves : nullptr, bound, looking ? &schedule : nullptr);
  lowest_plan_cost_ = std::min(lowest_plan_cost_, report.cost());
  if (report.cost() >= bound) return report.cost();  // comes after the children tried
  if (looking) {
    if (const Rule by = plan_wins(c, report, schedule, moves); by != Rule::kCount) {
      counts_.add(by);
      has_playable_ = true;
      playable_ = c;
      playable_moves_ = std::move(moves);
    }
  }
  return ranked_cost(plan_costs_[key] = report.cost());
}

int Game::ranked_cost(int cost) {
  if (ranked_ == 0) return cost;
  if (ranked_costs_.size() == ranked_) {
    if (cost >= ranked_costs_.back()) return cost;
    ranked_costs_.pop_back();
  }
  ranked_costs_.insert(std::upper_bound(ranked_costs_.begin(), ranked_costs_.end(), cost), cost);
  return cost;
}

int Game::estimate(const State& s) {
  const Key k = key(s);
  if (const auto it = plan_costs_.find(k); it != plan_costs_.end()) return it->second;
  if (plan_costs_.size() >= kPlanCacheSize) plan_costs_.clear();
  return plan_costs_[k] = planner_.plan(s).cost();
}

bool Game::looks_for_wins() const {
  return pruning_.enabled(Rule::kPlan) || pruning_.enabled(Rule::kPlayout);
}

bool Game::finish(const State& s, MoveList& moves) {
  if (has_playable_ && same_position(s, playable_, variant_.piles())) {
    moves = playable_moves_;
    return true;
  }
  if (expanded_ || !looks_for_wins()) return false;
  // A root: nothing has planned it yet.
  PlanSchedule schedule;
  const PlanReport report = planner_.plan(s, &moves, Planner::kNoBound, &schedule);
  if (plan_wins(s, report, schedule, moves) != Rule::kCount) return true;
  moves.clear();  // a plan that does not win must not stand as the finish
  return false;
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

MoveList Game::path_moves(const Frontier& f, int index, const Deal& deal) {
  MoveList moves;
  for (int j = index; f[j].parent >= 0; j = f[j].parent) {
    const State& before = f[f[j].parent].state;
    const int card = before.top_index(f[j].pile);
    moves.push_back({Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(f[j].pile),
                     static_cast<std::uint8_t>(f[j].foundation), deal.stock[card]});
  }
  std::reverse(moves.begin(), moves.end());
  return moves;
}

MoveList Game::explain(const State& parent, const State& child) {
  const int piles = variant_.piles();
  const auto matches = [&](State c, MoveList& moves) {
    play_forced(c, turn_owner(c), &moves);
    return same_position(c, child, piles);
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
        MoveList m{{Move::Kind::kPileToFoundation, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(k),
                    deal_.stock[top]}};
        if (matches(c, m)) return m;
      }
    }
    return {};
  }
  const int owner = turn_owner(parent);
  Frontier pre, post;
  reach(parent, owner, nullptr, pre);
  std::vector<Placement> options;
  for (std::size_t t_index = 0; t_index < pre.size(); ++t_index) {
    const MoveList prefix = path_moves(pre, static_cast<int>(t_index), deal_);
    placements(pre[t_index].state, options);
    for (const Placement& pl : options) {
      MoveList m = prefix;
      m.push_back(placement_move(pl, parent.next));
      const State placed = place(pre[t_index].state, pl);
      if (!variant_.expert) {
        if (matches(placed, m)) return m;
        continue;
      }
      reach(placed, owner, nullptr, post);
      for (std::size_t u = 0; u < post.size(); ++u) {
        MoveList mu = m;
        const MoveList tail = path_moves(post, static_cast<int>(u), deal_);
        mu.insert(mu.end(), tail.begin(), tail.end());
        if (matches(post[u].state, mu)) return mu;
      }
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
