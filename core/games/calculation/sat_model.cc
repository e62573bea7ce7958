#include "core/games/calculation/sat_model.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

namespace reckon::calculation {

void SatModel::clause(std::span<const int> lits) {
  literals_.insert(literals_.end(), lits.begin(), lits.end());
  literals_.push_back(0);
  ++clauses_;
}

namespace {

// Room for transitivity's 2 clauses of 3 literals (and their ends) per
// triple of cards, the two-pile chains' clauses of 3 (one per triple of an
// owner's cards, two where two of them are pile cards on different piles),
// and about as many literals again per pair for the rest.
std::size_t literals_to_reserve(std::size_t m, bool chains) {
  return m * (m - 1) * (m - 2) / 6 * (chains ? 16 : 8) + 16 * m * m;
}

}  // namespace

std::size_t SatModel::estimated_bytes(const Deal& deal, const Variant& variant, const State& start,
                                      const Options& options) {
  std::size_t m = deal.stock.size() - static_cast<std::size_t>(start.next);
  for (int p = 0; p < variant.piles(); ++p) {
    std::uint8_t idx[kMaxStock];
    m += static_cast<std::size_t>(pile_cards(start, p, idx));
  }
  const std::size_t turns = deal.stock.size() - static_cast<std::size_t>(start.next);
  // The literals (three times the reserve: a W=2 start without the chains
  // outgrows it by 5 %, and while the vector doubles, the old and the new buffer are both held),
  // the variable tables and each row's vector; and an eighth more for the
  // allocator's overhead and the clauses being written.
  const std::size_t bytes =
      sizeof(int) * (3 * literals_to_reserve(m, options.chains && variant.piles_per_owner == 2) +
                     m * (turns + m + static_cast<std::size_t>(variant.piles()) + 8)) +
      3 * m * sizeof(std::vector<int>);
  return bytes + bytes / 8;
}

std::size_t SatModel::bytes() const {
  std::size_t n = sizeof(int) * (literals_.capacity() + b_.capacity() + d_.capacity() +
                                 stock_index_.capacity() + fixed_pile_.capacity()) +
                  sizeof(a_[0]) * a_.capacity();
  for (const auto& row : x_) n += sizeof(int) * row.capacity() + sizeof(row);
  for (const auto& row : p_) n += sizeof(int) * row.capacity() + sizeof(row);
  return n;
}

int SatModel::before(int a, int b) const {
  return a < b ? b_[static_cast<std::size_t>(a * m_ + b)]
               : -b_[static_cast<std::size_t>(b * m_ + a)];
}

int SatModel::after(int c, int t) const {
  return x_[static_cast<std::size_t>(c)][static_cast<std::size_t>(t - start_.next)];
}

// The two-pile chains' clauses of a triple x < y < z (card order, the
// order they were placed; the clauses are written last, below): 0 when
// it has none, 1 for the clause against the home order x, y, z, 2 when
// x and y are pile cards on different piles and the order y, x, z is
// forbidden as well. (Pile cards on one pile: last in, first out says
// y goes home before x already.)
struct SatModel::ChainRule {
  bool chains;  // rule "chains", and the owners have two piles
  int first_stock_card;
  std::vector<int> card_owner;
  const std::vector<int>& fixed_pile;

  int clauses_of(int x, int y, int z) const {
    const int ox = card_owner[static_cast<std::size_t>(x)];
    if (!chains || z < first_stock_card || ox != card_owner[static_cast<std::size_t>(y)] ||
        ox != card_owner[static_cast<std::size_t>(z)])
      return 0;
    if (y >= first_stock_card) return 1;
    const bool one_pile =
        fixed_pile[static_cast<std::size_t>(x)] == fixed_pile[static_cast<std::size_t>(y)];
    return one_pile ? 0 : 2;
  }
};

SatModel::SatModel(const Deal& deal, const Variant& variant, const State& start,
                   const Options& options)
    : deal_(deal), variant_(variant), start_(start), n_(static_cast<int>(deal.stock.size())) {
  if (variant.expert) throw std::invalid_argument("the SAT model does not cover the Experte rule");
  const std::vector<std::vector<int>> on_pile = number_cards();
  const bool chains = options.chains && variant.piles_per_owner == 2;
  literals_.reserve(literals_to_reserve(static_cast<std::size_t>(m_), chains));
  add_foundation_choices();
  add_phases();
  add_home_order();
  const ChainRule chain_rule{chains, first_stock_card(), owners_of_cards(), fixed_pile_};
  add_transitivity(chain_rule);
  add_slot_bounds();
  add_slot_order();
  add_stock_card_places();
  add_empty_pile_order();
  add_last_in_first_out(on_pile);
  const std::size_t before_chains = clauses_;
  if (chains) add_chains(chain_rule);
  chain_clauses_ = clauses_ - before_chains;
}

// Card numbers: the pile cards (pile by pile, bottom first), then the
// stock. Returns the card numbers on each pile.
std::vector<std::vector<int>> SatModel::number_cards() {
  std::vector<std::vector<int>> on_pile(static_cast<std::size_t>(variant_.piles()));
  for (int p = 0; p < variant_.piles(); ++p) {
    std::uint8_t idx[kMaxStock];
    const int h = pile_cards(start_, p, idx);
    for (int j = 0; j < h; ++j) {
      on_pile[static_cast<std::size_t>(p)].push_back(m_++);
      stock_index_.push_back(idx[j]);
      fixed_pile_.push_back(p);
    }
  }
  for (int i = start_.next; i < n_; ++i, ++m_) {
    stock_index_.push_back(i);
    fixed_pile_.push_back(-1);
  }
  return on_pile;
}

Rank SatModel::rank_of(int c) const {
  return deal_.stock[static_cast<std::size_t>(stock_index_[static_cast<std::size_t>(c)])].rank();
}

void SatModel::at_most_one(const std::vector<int>& lits) {
  for (std::size_t i = 0; i < lits.size(); ++i)
    for (std::size_t j = i + 1; j < lits.size(); ++j) clause({-lits[i], -lits[j]});
}

// Foundations: each card one foundation that still needs its rank, each
// open slot one card.
void SatModel::add_foundation_choices() {
  a_.assign(static_cast<std::size_t>(m_), {0, 0, 0, 0});
  for (int c = 0; c < m_; ++c) {
    std::vector<int> lits;
    for (int k = 0; k < kFoundations; ++k)
      if (kTables.position[k][rank_of(c)] > start_.found[k])
        lits.push_back(a_[static_cast<std::size_t>(c)][k] = var());
    clause(lits);
    at_most_one(lits);
  }
  for (int k = 0; k < kFoundations; ++k)
    for (int j = start_.found[k] + 1; j <= kFoundationSize; ++j) {
      std::vector<int> lits;
      for (int c = 0; c < m_; ++c)
        if (rank_of(c) == rank_at(k + 1, j)) lits.push_back(a_[static_cast<std::size_t>(c)][k]);
      clause(lits);
      at_most_one(lits);
    }
}

// Phases: X[c][t] (0 where certain: a stock card is home only after its turn).
void SatModel::add_phases() {
  const int first_turn = start_.next, first_stock = first_stock_card();
  x_.assign(static_cast<std::size_t>(m_),
            std::vector<int>(static_cast<std::size_t>(n_ - first_turn), 0));
  for (int c = 0; c < m_; ++c)
    for (int t = first_turn; t < n_; ++t)
      if (c < first_stock || t > stock_index_[static_cast<std::size_t>(c)])
        x_[static_cast<std::size_t>(c)][static_cast<std::size_t>(t - first_turn)] = var();
  for (int c = 0; c < m_; ++c)
    for (int t = first_turn; t + 1 < n_; ++t)
      if (after(c, t) != 0) clause({-after(c, t + 1), after(c, t)});
}

// The order of the home moves.
void SatModel::add_home_order() {
  b_.assign(static_cast<std::size_t>(m_) * static_cast<std::size_t>(m_), 0);
  for (int a = 0; a < m_; ++a)
    for (int b = a + 1; b < m_; ++b) b_[static_cast<std::size_t>(a * m_ + b)] = var();
  // Turns as late as possible (see the header): turn t comes just before
  // the first home move of a card turned at t or later. So the card b
  // turned at t, going home before a, puts a after turn t: X[a][t]. (For
  // the cards turned later, and so for earlier turns, this follows by X's
  // monotony. Stating it for every earlier turn as well, 17,000 more binary
  // clauses for a W=2 deal, was faster before the slot bounds below and
  // slower with them: Rechenkuenstler hard deals 1..500 on one thread 8.8 s
  // with them, 7.7 s without; Calculation W=3 deals 1..1000 25.3 s, 23.4 s.)
  for (int b = first_stock_card(); b < m_; ++b) {
    const int t = stock_index_[static_cast<std::size_t>(b)];
    for (int a = 0; a < m_; ++a)
      if (a != b && after(a, t) != 0) clause({after(a, t), before(a, b)});
  }
}

// Each card's owner: that of its pile in the position, or of its turn.
std::vector<int> SatModel::owners_of_cards() const {
  std::vector<int> card_owner(static_cast<std::size_t>(m_));
  for (int c = 0; c < m_; ++c) {
    const auto cu = static_cast<std::size_t>(c);
    const int p = fixed_pile_[cu];
    card_owner[cu] = p >= 0 ? variant_.owner_of_pile(p) : variant_.owner_of_card(stock_index_[cu]);
  }
  return card_owner;
}

// B is a tournament, so it is an order exactly when it has no 3-cycle; a
// triple a < b < c has two ways to be one, each forbidden by one clause,
// unless a two-pile chain clause stands in for it (the header says how).
void SatModel::add_transitivity(const ChainRule& chain_rule) {
  for (int a = 0; a < m_; ++a)
    for (int b = a + 1; b < m_; ++b)
      for (int c = b + 1; c < m_; ++c) {
        const int chained = chain_rule.clauses_of(a, b, c);
        if (chained < 1) clause({-before(a, b), -before(b, c), before(a, c)});
        if (chained < 2) clause({before(a, b), before(b, c), -before(a, c)});
      }
}

// Not before the earlier slots can be filled: a slot's card goes home
// after those of the foundation's earlier slots, and each of them is a
// pile card or a stock card turned no earlier than the first of its rank.
// Implied by the clauses above once the solver has chosen those cards;
// stated outright it spares the search that case split (Calculation W=2,
// whole solve on two threads: deals 1..200 56.8 s -> 49.7 s, 201..400
// 56.0 s -> 49.6 s; Rechenkuenstler hard deals 1..500: no change).
void SatModel::add_slot_bounds() {
  const int first_turn = start_.next, first_stock = first_stock_card();
  // The first stock index of each rank (first_turn - 1: on a pile).
  std::array<int, kRanks + 1> first_seen;
  first_seen.fill(n_);
  for (int c = 0; c < m_; ++c) {
    const int seen = c < first_stock ? first_turn - 1 : stock_index_[static_cast<std::size_t>(c)];
    first_seen[rank_of(c)] = std::min(first_seen[rank_of(c)], seen);
  }
  for (int k = 0; k < kFoundations; ++k)
    for (int j = start_.found[k] + 1, bound = first_turn - 1; j <= kFoundationSize; ++j) {
      bound = std::max(bound, first_seen[rank_at(k + 1, j)]);
      if (bound < first_turn || bound >= n_) continue;  // nothing to say
      for (int c = 0; c < m_; ++c) {
        const int ack = rank_of(c) == rank_at(k + 1, j) ? a_[static_cast<std::size_t>(c)][k] : 0;
        if (ack == 0) continue;
        if (const int late = after(c, bound)) clause({-ack, late});
      }
    }
}

// Every pair of slots, not only neighbours: implied by transitivity, but
// stated outright it lets the solver see it at once (W=2 deals 1..10:
// 26.5 s of CaDiCaL with neighbours only, 16.7 s with every pair).
void SatModel::add_slot_order() {
  for (int k = 0; k < kFoundations; ++k)
    for (int j = start_.found[k] + 1; j < kFoundationSize; ++j)
      for (int j2 = j + 1; j2 <= kFoundationSize; ++j2)
        for (int a = 0; a < m_; ++a) {
          if (rank_of(a) != rank_at(k + 1, j)) continue;
          for (int b = 0; b < m_; ++b)
            if (b != a && rank_of(b) == rank_at(k + 1, j2))
              clause({-a_[static_cast<std::size_t>(a)][k], -a_[static_cast<std::size_t>(b)][k],
                      before(a, b)});
        }
}

// Stock cards: straight home, or onto one pile of their owner.
void SatModel::add_stock_card_places() {
  d_.assign(static_cast<std::size_t>(m_), 0);
  p_.assign(static_cast<std::size_t>(m_),
            std::vector<int>(static_cast<std::size_t>(variant_.piles()), 0));
  for (int c = first_stock_card(); c < m_; ++c) {
    const int i = stock_index_[static_cast<std::size_t>(c)];
    const int d = d_[static_cast<std::size_t>(c)] = var();
    if (i + 1 < n_) clause({-d, -after(c, i + 1)});
    for (int y = 0; y < m_; ++y) {
      if (y == c) continue;
      if (after(y, i) == 0) {
        clause({-d, before(c, y)});
      } else {
        clause({-d, -after(y, i), before(c, y)});
      }
    }
    const int owner = variant_.owner_of_card(i);
    std::vector<int> lits{d};
    for (int p = owner * variant_.piles_per_owner; p < (owner + 1) * variant_.piles_per_owner; ++p)
      lits.push_back(p_[static_cast<std::size_t>(c)][static_cast<std::size_t>(p)] = var());
    clause(lits);
    at_most_one(lits);
  }
}

// Empty piles of one owner are used in order.
void SatModel::add_empty_pile_order() {
  const int first_stock = first_stock_card();
  for (int owner = 0; owner < variant_.owners; ++owner) {
    std::vector<int> empty;
    for (int p = owner * variant_.piles_per_owner; p < (owner + 1) * variant_.piles_per_owner; ++p)
      if (start_.height[p] == 0) empty.push_back(p);
    for (std::size_t e = 1; e < empty.size(); ++e)
      for (int c = first_stock; c < m_; ++c) {
        const int pc = p_[static_cast<std::size_t>(c)][static_cast<std::size_t>(empty[e])];
        if (pc == 0) continue;
        std::vector<int> lits{-pc};
        for (int c2 = first_stock; c2 < c; ++c2)
          if (const int q =
                  p_[static_cast<std::size_t>(c2)][static_cast<std::size_t>(empty[e - 1])])
            lits.push_back(q);
        clause(lits);
      }
  }
}

// Last in, first out.
void SatModel::add_last_in_first_out(const std::vector<std::vector<int>>& on_pile) {
  const int first_stock = first_stock_card(), piles = variant_.piles();
  for (int p = 0; p < piles; ++p) {
    const auto& cards = on_pile[static_cast<std::size_t>(p)];
    for (std::size_t lo = 0; lo < cards.size(); ++lo)
      for (std::size_t hi = lo + 1; hi < cards.size(); ++hi) clause({before(cards[hi], cards[lo])});
    for (const int c : cards)
      for (int y = first_stock; y < m_; ++y)
        if (const int py = p_[static_cast<std::size_t>(y)][static_cast<std::size_t>(p)])
          clause({-py, -after(c, stock_index_[static_cast<std::size_t>(y)]), before(y, c)});
  }
  for (int c = first_stock; c < m_; ++c)
    for (int y = c + 1; y < m_; ++y)
      for (int p = 0; p < piles; ++p) {
        const int pc = p_[static_cast<std::size_t>(c)][static_cast<std::size_t>(p)];
        const int py = p_[static_cast<std::size_t>(y)][static_cast<std::size_t>(p)];
        if (pc && py)
          clause({-pc, -py, -after(c, stock_index_[static_cast<std::size_t>(y)]), before(y, c)});
      }
}

// Two-pile chains (rule "chains"; the header says why): x, y, z of one
// owner with two piles, placed in that order, x still there when z is
// turned: not home in the order x, y, z.
void SatModel::add_chains(const ChainRule& chain_rule) {
  for (int o = 0; o < variant_.owners; ++o) {
    std::vector<int> mine;  // the owner's cards in card order: the order they were placed
    for (int c = 0; c < m_; ++c)
      if (chain_rule.card_owner[static_cast<std::size_t>(c)] == o) mine.push_back(c);
    for (std::size_t k = 0; k < mine.size(); ++k) {
      const int z = mine[k];
      if (z < chain_rule.first_stock_card) continue;  // z is placed by its turn
      const int t = stock_index_[static_cast<std::size_t>(z)];
      for (std::size_t j = 0; j < k; ++j) {
        const int y = mine[j];
        for (std::size_t i = 0; i < j; ++i) {
          const int x = mine[i];
          const int n = chain_rule.clauses_of(x, y, z);
          // On different piles neither was placed on the other: either order.
          if (n == 2) clause({-after(y, t), -before(y, x), -before(x, z)});
          if (n >= 1) clause({-after(x, t), -before(x, y), -before(y, z)});
        }
      }
    }
  }
}

std::vector<int> SatModel::first_move_literals(const Move& m) const {
  const auto bad = [](const char* why) {
    return std::invalid_argument(std::string("first_move_literals: ") + why);
  };
  const int first_stock_card = m_ - (n_ - start_.next);
  const auto top_of = [&](int p) {
    int top = -1;
    for (int c = 0; c < first_stock_card; ++c)
      if (fixed_pile_[static_cast<std::size_t>(c)] == p) top = c;
    return top;
  };
  const auto checked = [&](int lit) {
    if (lit == 0) throw bad("the start does not allow the move");
    return lit;
  };
  const auto t = static_cast<std::size_t>(first_stock_card);
  switch (m.kind) {
    case Move::Kind::kPileToFoundation: {
      const int c = m.pile < variant_.piles() ? top_of(m.pile) : -1;
      if (c < 0 || m.foundation >= kFoundations) throw bad("no card on that pile");
      return {checked(a_[static_cast<std::size_t>(c)][m.foundation])};
    }
    case Move::Kind::kStockToFoundation:
      if (first_stock_card >= m_ || m.foundation >= kFoundations) throw bad("nothing to turn");
      return {checked(d_[t]), checked(a_[t][m.foundation])};
    case Move::Kind::kStockToPile: {
      if (first_stock_card >= m_ || m.pile >= variant_.piles()) throw bad("nothing to turn");
      int p = m.pile;
      if (start_.height[p] == 0) {
        const int owner = variant_.owner_of_pile(p);
        for (p = owner * variant_.piles_per_owner; start_.height[p] != 0; ++p) {
        }
      }
      std::vector<int> lits{-checked(d_[t]), checked(p_[t][static_cast<std::size_t>(p)])};
      for (int c = 0; c < first_stock_card; ++c)
        if (fixed_pile_[static_cast<std::size_t>(c)] == p)
          lits.push_back(checked(after(c, start_.next)));
      return lits;
    }
    case Move::Kind::kPass:
      break;
  }
  throw bad("not a move of the position");
}

MoveList SatModel::decode(const std::function<bool(int)>& value) const {
  const auto is = [&](int lit) { return lit == 0 || (lit > 0 ? value(lit) : !value(-lit)); };
  std::vector<int> foundation(static_cast<std::size_t>(m_), -1),
      pile(static_cast<std::size_t>(m_), -1), phase(static_cast<std::size_t>(m_), start_.next - 1);
  std::vector<bool> direct(static_cast<std::size_t>(m_), false);
  for (int c = 0; c < m_; ++c) {
    const auto cu = static_cast<std::size_t>(c);
    for (int k = 0; k < kFoundations; ++k)
      if (a_[cu][k] && is(a_[cu][k])) foundation[cu] = k;
    // Its phase in the line with turns as late as possible: that of the
    // last turn whose card goes home no later than c.
    for (int t = start_.next; t < n_; ++t) {
      const int turned = m_ - (n_ - start_.next) + (t - start_.next);
      if (turned == c || is(before(turned, c))) phase[cu] = t;
    }
    pile[cu] = fixed_pile_[cu];
    if (d_[cu]) direct[cu] = is(d_[cu]);
    for (std::size_t p = 0; p < p_[cu].size(); ++p)
      if (p_[cu][p] && is(p_[cu][p])) pile[cu] = static_cast<int>(p);
  }
  const auto card = [&](int c) {
    return deal_.stock[static_cast<std::size_t>(stock_index_[static_cast<std::size_t>(c)])];
  };
  MoveList moves;
  const auto free_moves = [&](int t) {
    std::vector<int> home;
    for (int c = 0; c < m_; ++c)
      if (phase[static_cast<std::size_t>(c)] == t && !direct[static_cast<std::size_t>(c)])
        home.push_back(c);
    std::sort(home.begin(), home.end(), [&](int a, int b) { return a != b && is(before(a, b)); });
    for (const int c : home)
      moves.push_back({Move::Kind::kPileToFoundation,
                       static_cast<std::uint8_t>(pile[static_cast<std::size_t>(c)]),
                       static_cast<std::uint8_t>(foundation[static_cast<std::size_t>(c)]),
                       card(c)});
  };
  free_moves(start_.next - 1);
  const int first_stock_card = m_ - (n_ - start_.next);
  for (int t = start_.next; t < n_; ++t) {
    const int c = first_stock_card + (t - start_.next);
    const auto cu = static_cast<std::size_t>(c);
    if (direct[cu]) {
      moves.push_back(
          {Move::Kind::kStockToFoundation, 0, static_cast<std::uint8_t>(foundation[cu]), card(c)});
    } else {
      moves.push_back({Move::Kind::kStockToPile, static_cast<std::uint8_t>(pile[cu]), 0, card(c)});
    }
    free_moves(t);
  }
  return moves;
}

SatModel::LineTrace SatModel::trace(const MoveList& line, bool finish_left) const {
  const int piles = variant_.piles();
  const int first_stock_card = m_ - (n_ - start_.next);
  const auto bad = [](const std::string& why) {
    return std::invalid_argument("a line from the start: " + why);
  };
  const auto mu = static_cast<std::size_t>(m_);
  LineTrace t{std::vector<int>(mu, -1), std::vector<int>(mu, -1), std::vector<int>(mu, -1),
              std::vector<bool>(mu, false)};
  // Play the line on card numbers: which card each move takes home, and
  // where each stock card goes.
  std::vector<std::vector<int>> pile(static_cast<std::size_t>(piles));
  for (int c = 0; c < first_stock_card; ++c)
    pile[static_cast<std::size_t>(fixed_pile_[static_cast<std::size_t>(c)])].push_back(c);
  std::array<int, kFoundations> found{};
  for (int k = 0; k < kFoundations; ++k) found[k] = start_.found[k];
  std::vector<int> first_use;  // piles, in the order the line first puts a card on them
  int next_card = first_stock_card, homes = 0;
  for (const Move& mv : line) {
    if (mv.kind == Move::Kind::kPass) continue;
    int c = -1;
    if (mv.from_stock()) {
      if (next_card >= m_) throw bad("a turn from an empty stock");
      c = next_card++;
    } else {
      if (mv.pile >= piles || pile[mv.pile].empty())
        throw bad("a move from an empty or unknown pile");
      c = pile[mv.pile].back();
      pile[mv.pile].pop_back();
    }
    const auto cu = static_cast<std::size_t>(c);
    if (mv.kind == Move::Kind::kStockToPile) {
      if (mv.pile >= piles) throw bad("an unknown pile");
      t.pile[cu] = mv.pile;
      if (std::find(first_use.begin(), first_use.end(), mv.pile) == first_use.end())
        first_use.push_back(mv.pile);
      pile[mv.pile].push_back(c);
      continue;
    }
    if (mv.foundation >= kFoundations || !a_[cu][mv.foundation])
      throw bad("a card onto a foundation it can not go to");
    t.direct[cu] = mv.kind == Move::Kind::kStockToFoundation;
    t.foundation[cu] = mv.foundation;
    ++found[mv.foundation];
    t.home_pos[cu] = homes++;
  }
  if (homes != m_ && !finish_left) throw bad("the line does not take every card home");
  if (homes != m_) {
    // Level by level (slot j of every foundation that holds fewer than j
    // cards), the cards left on the piles, the topmost of the rank first.
    for (int j = 1; j <= kFoundationSize; ++j)
      for (int k = 0; k < kFoundations; ++k) {
        if (found[k] >= j) continue;
        const Rank want = rank_at(k + 1, found[k] + 1);
        for (int p = 0; p < piles; ++p) {
          const auto& cards = pile[static_cast<std::size_t>(p)];
          const auto it = std::find_if(cards.rbegin(), cards.rend(), [&](int c) {
            return t.home_pos[static_cast<std::size_t>(c)] < 0 && rank_of(c) == want;
          });
          if (it == cards.rend()) continue;
          t.foundation[static_cast<std::size_t>(*it)] = k;
          t.home_pos[static_cast<std::size_t>(*it)] = homes++;
          ++found[k];
          break;
        }
      }
    for (int c = 0; c < m_; ++c)  // none of the slots left wants it (or it was never turned)
      if (t.home_pos[static_cast<std::size_t>(c)] < 0)
        t.home_pos[static_cast<std::size_t>(c)] = homes++;
  }
  // One owner's piles empty at the start, relabelled by first use: the k-th
  // of them the line uses becomes the owner's k-th empty pile.
  std::vector<int> label(static_cast<std::size_t>(piles));
  for (int p = 0; p < piles; ++p) label[static_cast<std::size_t>(p)] = p;
  for (int owner = 0; owner < variant_.owners; ++owner) {
    std::vector<int> empty, order;
    for (int p = owner * variant_.piles_per_owner; p < (owner + 1) * variant_.piles_per_owner; ++p)
      if (start_.height[p] == 0) empty.push_back(p);
    for (const int p : first_use)
      if (std::find(empty.begin(), empty.end(), p) != empty.end()) order.push_back(p);
    for (const int p : empty)
      if (std::find(order.begin(), order.end(), p) == order.end()) order.push_back(p);
    for (std::size_t k = 0; k < empty.size(); ++k)
      label[static_cast<std::size_t>(order[k])] = empty[k];
  }
  for (int& p : t.pile)
    if (p >= 0) p = label[static_cast<std::size_t>(p)];
  return t;
}

std::vector<bool> SatModel::values_of(const LineTrace& t) const {
  const int first_stock_card = m_ - (n_ - start_.next);
  // Turn t, as late as possible, comes just before the first home move of
  // a card turned at t or later.
  // The home move turn t comes before.
  std::vector<int> turn_pos(static_cast<std::size_t>(n_ + 1), m_);
  for (int turn = n_ - 1; turn >= start_.next; --turn) {
    const int c = first_stock_card + (turn - start_.next);
    turn_pos[static_cast<std::size_t>(turn)] = std::min(
        turn_pos[static_cast<std::size_t>(turn + 1)], t.home_pos[static_cast<std::size_t>(c)]);
  }
  std::vector<bool> value(static_cast<std::size_t>(variables_) + 1, false);
  const auto set = [&](int var, bool v) {
    if (var) value[static_cast<std::size_t>(var)] = v;
  };
  for (int c = 0; c < m_; ++c) {
    const auto cu = static_cast<std::size_t>(c);
    for (int k = 0; k < kFoundations; ++k) set(a_[cu][k], t.foundation[cu] == k);
    set(d_[cu], t.direct[cu]);
    for (int p = 0; p < variant_.piles(); ++p)
      set(p_[cu][static_cast<std::size_t>(p)], t.pile[cu] == p);
    for (int turn = start_.next; turn < n_; ++turn)
      set(after(c, turn), t.home_pos[cu] >= turn_pos[static_cast<std::size_t>(turn)]);
    for (int b = c + 1; b < m_; ++b)
      set(before(c, b), t.home_pos[cu] < t.home_pos[static_cast<std::size_t>(b)]);
  }
  return value;
}

std::vector<bool> SatModel::assignment_of(const MoveList& line) const {
  return values_of(trace(line, /*finish_left=*/false));
}

std::vector<int> SatModel::line_phases(const MoveList& line) const {
  const std::vector<bool> value = values_of(trace(line, /*finish_left=*/true));
  std::vector<int> lits;
  lits.reserve(static_cast<std::size_t>(variables_));
  for (int v = 1; v <= variables_; ++v) lits.push_back(value[static_cast<std::size_t>(v)] ? v : -v);
  return lits;
}

}  // namespace reckon::calculation
