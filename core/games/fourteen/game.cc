#include "core/games/fourteen/game.h"

#include <algorithm>
#include <array>
#include <bit>

#include "core/games/fourteen/focus.h"
#include "core/games/fourteen/segment.h"

namespace reckon::fourteen {

Game::Game(const Pruning& pruning)
    : pruning_(pruning), keys_(board_, pruning.enabled(Rule::kSymmetry)), classes_(board_) {}

void Game::reset(const Deal& deal) {
  deal_ = deal;
  board_.reset(deal_);
  keys_.reset(deal_, symmetric_keys_);
  classes_.reset();
  safe_pairs_.reset();
  if (++stamp_ == 0) {
    focus_memo_.fill(FocusMemo{});
    closure_memo_.fill(ClosureMemo{});
    stamp_ = 1;
  }
  counts_ = {};
}

void Game::set_symmetric_keys(bool on) {
  symmetric_keys_ = on;
  if (on) keys_.add_groups(deal_);
}

bool Game::close(Mask& cards, ClassSets& sets, unsigned dirty, unsigned changed, PairLog* log) {
  if (pruning_.enabled(Rule::kSafePair)) {
    const Mask before = cards;
    changed |= take_safe_pairs(board_, safe_pairs_, cards, sets, dirty, log);
    if (counting_ && cards != before)
      counts_.add(Rule::kSafePair, static_cast<std::uint64_t>(count(before & ~cards) / 2));
  }
  if (pruning_.enabled(Rule::kClassCycle) && classes_.dead_left(sets.left, changed)) {
    if (counting_) counts_.add(Rule::kClassCycle);
    return false;
  }
  return true;
}

State Game::start(Mask cards) {
  PairLog log;
  const unsigned all = classes_.all_classes();
  counting_ = false;
  ClassSets sets = cards == board_.all() ? board_.initial_sets() : board_.class_sets(cards);
  root_dead_ = !close(cards, sets, all, all, &log);
  counting_ = true;
  root_ = cards;
  opening_.clear();
  for (const auto& [x, y] : log) opening_.push_back(move(x, y));
  return make(cards, sets);  // close() kept the class sets up to date
}

// Exposed cards lie in different columns (one on top of each), so any two
// exposed cards whose ranks pair make a move. Each exposed card x of the
// lower rank of its class writes its first move without a branch (most
// have none or one); a second partner, rarer, takes the loop.
int Game::list_moves(Mask cards, Pair* moves) const {
  const Mask ex = board_.exposed(cards);
  int n = 0;
  for (Mask i = ex & board_.lower_ranks(); i; i &= i - 1) {
    const int x = std::countr_zero(i);
    Mask ys = ex & board_.partners(x);
    const auto k = static_cast<std::uint8_t>(board_.rank(x));
    moves[n] = {static_cast<std::uint8_t>(x),
                static_cast<std::uint8_t>(std::countr_zero(ys | bit(63))), k};
    n += ys != 0;
    ys &= ys - 1;
    for (; ys; ys &= ys - 1)
      moves[n++] = {static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(std::countr_zero(ys)),
                    k};
  }
  return n;
}

void Game::children(const State& s) {
  parent_ = s;
  move_count_ = s.cards == root_ && root_dead_ ? 0 : list_moves(s.cards, moves_.data());
}

// The child's class sets are its parent's until complete() takes the move's
// cards from them: most children are never finished.
State Game::child(const Pair& m, std::uint8_t focus) const {
  const std::uint32_t raw =
      parent_.raw - keys_.radix(board_.column(m.x)) - keys_.radix(board_.column(m.y));
  const auto pending = static_cast<std::uint8_t>((1u << m.k) | board_.uncovered_classes(m.x, m.y));
  return State{
      parent_.cards & ~(bit(m.x) | bit(m.y)), parent_.sets, 0, raw, pending, m.x, m.y, focus};
}

// Rule "focus" for a position, from a memo: the cards whose moves are
// enough to try (focus.h), 0 if none can win, all ones for no reduction.
Mask Game::focused(Mask cards) {
  FocusMemo& e = focus_memo_[(cards * 0x9E3779B97F4A7C15ULL) >> 56];
  if (e.stamp == stamp_ && e.cards == cards) return e.focused;
  e = {cards, focus(board_, cards), stamp_};
  return e.focused;
}

bool Game::complete(State& s) {
  if (s.pending == 0) return true;
  const Mask gone = bit(s.x) | bit(s.y);
  // Every child but the first is checked against its parent's focus. The
  // first is tried whatever the rule says: trying more moves than the rule
  // needs never hides a win.
  if (s.focus && !(focused(s.cards | gone) & gone)) {
    if (counting_) counts_.add(Rule::kFocus);
    return false;
  }
  const unsigned pending = s.pending;
  s.pending = 0;
  s.focus = 0;
  board_.take(s.x, s.y, s.sets);
  // The same cards after a move are met again and again (two moves in
  // either order), and what they close to depends on nothing else: a class
  // the move leaves alone had no safe pair before it and has none now, and
  // every class a rule looks at is one whose cards changed (the others
  // passed the test before). So the result is kept (direct-mapped).
  ClosureMemo& e = closure_memo_[(s.cards * 0x9E3779B97F4A7C15ULL) >> (64 - kClosureMemoBits)];
  if (e.stamp == stamp_ && e.before == s.cards) {
    if (!e.alive) return false;
    board_.take(s.cards & ~e.after, s.sets);
    s.cards = e.after;
    s.key = e.symmetric == symmetric_keys_ ? e.key : key_of(e.after, e.raw);
    s.raw = e.raw;
    return true;
  }
  e.stamp = stamp_;
  e.before = s.cards;
  e.alive = false;
  Mask cards = s.cards;
  // Rule "class-cycle" looks at the move's class, and at those the safe
  // pairs change. (Looking at the move's class when the moves are listed
  // instead cuts as many positions but costs more: 1.59 s against 1.52 s
  // on deals 1..100,000.)
  if (!close(cards, s.sets, pending, board_.class_bit(s.x), nullptr)) return false;
  // A position without a move is lost.
  if (cards && !board_.any_pair(s.sets.shown)) return false;
  for (Mask t = s.cards & ~cards; t; t &= t - 1)
    s.raw -= keys_.radix(board_.column(std::countr_zero(t)));
  s.cards = cards;
  s.key = key_of(cards, s.raw);
  e.alive = true;
  e.symmetric = symmetric_keys_;
  e.after = s.cards;
  e.key = s.key;
  e.raw = s.raw;
  return true;
}

// Move ordering: deepest cards first (tall columns are where cards get
// stuck). The score of a finished child used to count the safe pairs it set
// off as well; ordering without them costs 2.5 % more positions on deals
// 1..100,000 (2,779,214 against 2,710,181, both without lazy children), and
// it lets the search finish only the children it comes to.
void Game::expand(const State& s, std::vector<State>& kids) {
  kids.clear();
  children(s);
  // A single move stands for its parent: offer its children instead.
  while (move_count_ == 1) {
    State only = child(moves_[0], 0);
    if (!complete(only)) return;
    if (only.cards == 0) {
      kids.push_back(only);
      return;
    }
    children(only);
  }
  const int n = move_count_;
  if (n == 0) return;
  // Rule "focus" is only worked out when the first child has failed (see
  // complete()): most positions are won by it.
  const std::uint8_t focus = pruning_.enabled(Rule::kFocus) && n > kFocusAbove ? 1 : 0;
  // Deepest first, moves of equal depth sums in their listed order: each sum
  // gathers its moves as a bit set, and the sums present are visited from
  // the largest down (a handful of children, whose order a branch predictor
  // can not guess; the sums are small numbers). Each child is made straight
  // into its place; by_sum_ is left all zero for the next call.
  std::uint64_t present = 0;
  for (int i = 0; i < n; ++i) {
    const int d = board_.depth(moves_[i].x) + board_.depth(moves_[i].y);
    by_sum_[d] |= bit(i);
    present |= bit(d);
  }
  while (present) {
    const int d = 63 - std::countl_zero(present);
    present &= ~bit(d);
    for (std::uint64_t m = by_sum_[d]; m; m &= m - 1)
      kids.push_back(child(moves_[std::countr_zero(m)], focus));
    by_sum_[d] = 0;
  }
  kids.front().focus = 0;
}

Move Game::move(int x, int y) const {
  Move m;
  const int ids[2] = {x, y};
  for (int i = 0; i < 2; ++i) {
    m.columns[i] = static_cast<std::uint8_t>(board_.column(ids[i]));
    m.cards[i] = deal_.grid[static_cast<std::size_t>(ids[i])];
  }
  // Left column first, as a person reads the table.
  if (m.columns[0] > m.columns[1]) {
    std::swap(m.columns[0], m.columns[1]);
    std::swap(m.cards[0], m.cards[1]);
  }
  return m;
}

MoveList Game::moves_of(const std::vector<State>& line) const {
  PairLog pairs;
  pairs.reserve(static_cast<std::size_t>(board_.layout().cards() / 2));
  MoveList out;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const Mask from = line[i - 1].cards, to = line[i].cards;
    if (to & ~from) return {};  // a step only takes cards away
    // A step is mostly its child's own move and the safe pairs that set
    // off (single moves before it are rarer): that move is tried first.
    const Mask gone = from & ~to, move = bit(line[i].x) | bit(line[i].y);
    if ((gone & move) == move && (board_.exposed(from) & move) == move && line[i].x != line[i].y &&
        board_.rank(line[i].x) + board_.rank(line[i].y) == board_.layout().target) {
      pairs.emplace_back(line[i].x, line[i].y);
      if (pairs_taking(board_, from & ~move, gone & ~move, pairs)) continue;
      pairs.pop_back();
    }
    if (!pairs_taking(board_, from, gone, pairs)) return {};
  }
  out.reserve(pairs.size());
  for (const auto& [x, y] : pairs) out.push_back(move(x, y));
  return out;
}

}  // namespace reckon::fourteen
