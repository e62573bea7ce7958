#include "core/games/fourteen/game.h"

#include <algorithm>
#include <array>
#include <bit>

#include "core/games/fourteen/focus.h"
#include "core/games/fourteen/segment.h"

namespace reckon::fourteen {

Game::Game(const Pruning& pruning)
    : pruning_(pruning), keys_(board_, pruning.enabled(Rule::kSymmetry)), classes_(board_) {
  candidates_.reserve(64);
}

void Game::reset(const Deal& deal) {
  deal_ = deal;
  board_.reset(deal_);
  keys_.reset(deal_);
  classes_.reset();
  safe_pairs_.reset();
  counts_ = {};
}

bool Game::close(Mask& cards, unsigned dirty, unsigned changed, PairLog* log) {
  if (pruning_.enabled(Rule::kSafePair)) {
    const Mask before = cards;
    changed |= take_safe_pairs(board_, safe_pairs_, cards, dirty, log);
    if (counting_ && cards != before) counts_.add(Rule::kSafePair, static_cast<std::uint64_t>(count(before & ~cards) / 2));
  }
  if (pruning_.enabled(Rule::kClassCycle) && classes_.dead(cards, changed)) {
    if (counting_) counts_.add(Rule::kClassCycle);
    return false;
  }
  return true;
}

State Game::start(Mask cards) {
  PairLog log;
  const unsigned all = classes_.all_classes();
  counting_ = false;
  root_dead_ = !close(cards, all, all, &log);
  counting_ = true;
  root_ = cards;
  opening_.clear();
  for (const auto& [x, y] : log) opening_.push_back(move(x, y));
  return make(cards);
}

// Is there a move at all? (A position without one is lost.)
bool Game::has_move(Mask cards) const {
  const Layout& l = board_.layout();
  const Mask ex = board_.exposed(cards);
  for (int k = 1; k <= l.classes(); ++k) {
    const Mask a = ex & board_.rank_mask(k);
    if (a && (2 * k == l.target ? a & (a - 1) : ex & board_.rank_mask(l.target - k))) return true;
  }
  return false;
}

// Move ordering: fewer cards left first (the move set off more safe pairs),
// then flatter columns (the sum of the squared heights: tall columns are
// where cards get stuck). Both are computed from the parent's by what the
// child took away: a card at depth d lowers its column's square by 2d + 1.
void Game::children(const State& s) {
  candidates_.clear();
  if (s.cards == root_ && root_dead_) return;
  const Layout& l = board_.layout();
  const Mask cards = s.cards;
  const Mask ex = board_.exposed(cards);

  // The moves: pairs of exposed cards, class by class.
  struct Pair {
    std::uint8_t x, y, k;
  };
  std::array<Pair, kMaxColumns * kMaxColumns / 2> moves;
  int n = 0;
  const bool check = pruning_.enabled(Rule::kClassCycle);
  for (int k = 1; k <= l.classes(); ++k) {
    const ClassTable& t = board_.class_table(k);
    if (!t.exposed_pair(ex)) continue;
    const unsigned exposed = t.subset(ex);
    const unsigned xs = exposed & t.low, ys = t.self ? exposed : exposed & ~t.low;
    if (!xs || !ys) continue;
    const unsigned left = t.subset(cards);
    for (unsigned i = xs; i; i &= i - 1) {
      const int x = std::countr_zero(i);
      for (unsigned j = ys & t.partners[x] & (t.self ? ~((2u << x) - 1) : ~0u); j; j &= j - 1) {
        const int y = std::countr_zero(j);
        // Rule "class-cycle" before the safe pairs: the class must stay
        // playable without x and y.
        if (check && !classes_.playable_subset(k, left & ~((1u << x) | (1u << y)))) {
          if (counting_) counts_.add(Rule::kClassCycle);
          continue;
        }
        moves[n++] = {t.ids[x], t.ids[y], static_cast<std::uint8_t>(k)};
      }
    }
  }
  if (n == 0) return;

  Mask focused = ~Mask{0};
  if (pruning_.enabled(Rule::kFocus) && n > kFocusAbove) {
    std::array<unsigned, kMaxColumns> partners{};
    for (int i = 0; i < n; ++i) {
      const int a = board_.column(moves[i].x), b = board_.column(moves[i].y);
      partners[a] |= 1u << b;
      partners[b] |= 1u << a;
    }
    focused = focus(board_, cards, ex, partners.data());
    if (focused == 0) {
      if (counting_) counts_.add(Rule::kFocus, static_cast<std::uint64_t>(n));
      return;
    }
  }

  const int w = board_.columns();
  const Mask low = (Mask{1} << w) - 1;
  int squares = 0;
  for (int d = 0; d < board_.depth_limit(); ++d) squares += (2 * d + 1) * count((cards >> (d * w)) & low);
  const int left = count(cards);
  for (int i = 0; i < n; ++i) {
    const Pair m = moves[i];
    const Mask gone = bit(m.x) | bit(m.y);
    if (!(gone & focused)) {
      if (counting_) counts_.add(Rule::kFocus);
      continue;
    }
    Mask child = cards & ~gone;
    const unsigned k = 1u << m.k;
    // Class k without x and y passed rule "class-cycle" above; only classes
    // the safe pairs change need the test again.
    if (!close(child, k | board_.uncovered_classes(gone), 0, nullptr)) continue;
    if (child && !has_move(child)) continue;
    std::uint32_t raw = s.raw;
    int lower = 0;
    const Mask taken = cards & ~child;
    for (Mask t = taken; t; t &= t - 1) {
      const int id = std::countr_zero(t);
      raw -= keys_.radix(board_.column(id));
      lower += 2 * board_.depth(id) + 1;
    }
    const State c{child, keys_.canonical(child, raw).index, raw};
    bool seen = false;
    for (const Candidate& other : candidates_) seen |= other.state.key == c.key;
    if (seen) continue;
    candidates_.push_back({c, (left - count(taken)) * 1000 + squares - lower});
  }
}

void Game::expand(const State& s, std::vector<State>& kids) {
  kids.clear();
  children(s);
  // A single child stands for its parent: offer its children instead.
  while (candidates_.size() == 1 && candidates_[0].state.cards != 0) {
    const State only = candidates_[0].state;
    children(only);
  }
  // Insertion sort, stable: a handful of children.
  for (std::size_t i = 1; i < candidates_.size(); ++i)
    for (std::size_t j = i; j > 0 && candidates_[j].score < candidates_[j - 1].score; --j)
      std::swap(candidates_[j], candidates_[j - 1]);
  for (const Candidate& c : candidates_) kids.push_back(c.state);
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
    if ((to & ~from) || !pairs_taking(board_, from, from & ~to, pairs)) return {};
  }
  out.reserve(pairs.size());
  for (const auto& [x, y] : pairs) out.push_back(move(x, y));
  return out;
}

}  // namespace reckon::fourteen
