#pragma once
// A deal prepared for the search: every card is a bit of a 64-bit mask,
// addressed by its grid position id = depth * columns + column, as in
// Deal::grid (depth 0 is dealt first, so a column's cards are a prefix of
// its grid positions).
//
//   bit  id:    0 .. W-1   depth 0 of columns 0 .. W-1 (first dealt, bottom)
//               W .. 2W-1  depth 1
//               ...        (positions past a column's size never hold a card)
//
// A position is the mask of the cards still on the table; a card is exposed
// when the position above it is empty: exposed = cards & ~(cards >> W).
#include <array>
#include <bit>
#include <cstdint>

#include "core/bit_gather.h"
#include "core/games/fourteen/deal.h"

namespace reckon::fourteen {

using Mask = std::uint64_t;

inline constexpr Mask bit(int id) { return Mask{1} << id; }

// The cards of one rank class (a rank and its partner), at most eight, as
// bits 0..n-1 of an 8-bit set, in card id order; what rules that look at one
// class at a time need.
struct ClassTable {
  int n = 0;
  unsigned used = 0;                          // (1 << n) - 1
  bool self = false;                          // the rank pairs with itself (all cards are alike)
  std::array<std::uint8_t, 8> ids{};          // card id of class card i
  std::uint8_t low = 0;                       // the cards of the lower rank (all, when self)
  std::uint8_t bottom = 0;                    // cards at depth 0
  std::array<std::uint8_t, 8> above{};        // class cards above card i in its column
  std::array<std::uint8_t, 8> below{};        // ... and below it
  std::array<std::uint8_t, 8> column{};       // class cards in card i's column, itself included
  std::array<std::uint8_t, 8> partners{};     // cards i can pair with: partner rank, another column
  std::uint64_t low_mask = 0, high_mask = 0;  // card ids of the two ranks (the same when self)
  std::uint64_t above_bytes = 0;              // byte i: above[i]

  // The cards of the set s (class indices) that a card of s lies above, in
  // a few instructions without a branch: byte i of above_bytes & s (s in
  // every byte) is nonzero exactly when card i is covered, and the bytes'
  // flags are packed into bits 0..7 by a multiplication (byte i's flag,
  // moved to bit 8i, lands on bit 56 + i alone, without carries).
  unsigned covered(unsigned s) const {
    constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7f7f7fULL, kHigh = 0x8080808080808080ULL;
    const std::uint64_t hit = above_bytes & (std::uint64_t{s} * 0x0101010101010101ULL);
    const std::uint64_t flags = (((hit & kLow7) + kLow7) | hit) & kHigh;
    return static_cast<unsigned>(((flags >> 7) * 0x0102040810204080ULL) >> 56) & s;
  }

  // Are there two exposed cards of the class that could pair, given its
  // exposed cards as a set of class indices? (Two exposed cards are never
  // in one column.)
  bool pair_among(unsigned shown) const {
    return self ? (shown & (shown - 1)) != 0 : ((shown & low) != 0) & ((shown & ~low) != 0);
  }

  // Are there two exposed cards of the class that could pair (ignoring
  // columns)? A quick test on card masks before any 8-bit work; no branch
  // on the answer.
  bool exposed_pair(std::uint64_t exposed) const {
    const std::uint64_t a = exposed & low_mask;
    return (a != 0) & ((self ? a & (a - 1) : exposed & high_mask) != 0);
  }

  // Which class cards are in the card mask m: one instruction where the CPU
  // gathers bits fast (class indices follow card ids, so they are the bits
  // of m under the class's cards, in order); else unrolled, unused slots
  // holding id 0 and masked off.
  unsigned subset(std::uint64_t m) const {
    if (gather_is_fast) return static_cast<unsigned>(gather_bits(m, low_mask | high_mask));
    const unsigned s = static_cast<unsigned>((m >> ids[0]) & 1) |
                       static_cast<unsigned>((m >> ids[1]) & 1) << 1 |
                       static_cast<unsigned>((m >> ids[2]) & 1) << 2 |
                       static_cast<unsigned>((m >> ids[3]) & 1) << 3 |
                       static_cast<unsigned>((m >> ids[4]) & 1) << 4 |
                       static_cast<unsigned>((m >> ids[5]) & 1) << 5 |
                       static_cast<unsigned>((m >> ids[6]) & 1) << 6 |
                       static_cast<unsigned>((m >> ids[7]) & 1) << 7;
    return s & used;
  }
};

// Every class's cards at once, in "class-major" order: byte k of a word
// (bits 8k .. 8k+7) is class k's set of class indices, so a class's set is a
// shift and a mask on any CPU. A position carries two such words, kept up
// to date card by card as cards leave (Board::take): the cards left, and
// those of them that are exposed. (Classes are 1..7, byte 0 is unused.)
//
//   bit 8k + i   class k's card i (ClassTable::ids[i]) is in the set
struct ClassSets {
  std::uint64_t left = 0;   // the cards still on the table
  std::uint64_t shown = 0;  // ... and exposed
  friend bool operator==(const ClassSets&, const ClassSets&) = default;
};

// Class k's byte of a class-major word.
inline unsigned class_byte(std::uint64_t sets, int k) {
  return static_cast<unsigned>(sets >> (8 * k)) & 0xffu;
}

class Board {
 public:
  Board() = default;
  explicit Board(const Deal& deal) { reset(deal); }
  void reset(const Deal& deal);

  int columns() const { return w_; }
  int depth_limit() const { return d_; }
  const Layout& layout() const { return layout_; }
  Mask all() const { return all_; }

  Rank rank(int id) const { return rank_[id]; }
  Rank partner(Rank r) const { return static_cast<Rank>(layout_.target - r); }
  const ClassTable& class_table(int k) const { return classes_[k]; }
  // The class bit (1 << class) of the card with this id.
  unsigned class_bit(int id) const { return class_bit_[id]; }
  // The class bits of the cards uncovered when the cards x and y leave.
  unsigned uncovered_classes(int x, int y) const { return class_below_[x] | class_below_[y]; }
  int column(int id) const { return column_[id]; }
  int depth(int id) const { return depth_[id]; }
  int id(int column, int depth) const { return depth * w_ + column; }
  Mask rank_mask(int r) const { return rank_mask_[r]; }
  // The cards a card of the lower rank of its class can pair with, columns
  // aside: its partner rank's cards (for a rank paired with itself, those
  // with larger ids, so that each pair is met once). 0 for other cards.
  Mask partners(int id) const { return partners_[id]; }
  Mask column_mask(int c) const { return column_mask_[c]; }
  Mask bottom() const { return bottom_; }  // depth 0 of every column
  // The cards of the lower rank of each class (of both, for a rank paired
  // with itself).
  Mask lower_ranks() const { return lower_ranks_; }

  Mask exposed(Mask cards) const { return cards & ~(cards >> w_); }

  // The class sets of a position, from scratch (a root; the search keeps
  // them up to date with take()).
  ClassSets class_sets(Mask cards) const {
    ClassSets s;
    const Mask ex = exposed(cards);
    for (Mask m = cards; m; m &= m - 1) s.left |= slot_[std::countr_zero(m)];
    for (Mask m = ex; m; m &= m - 1) s.shown |= slot_[std::countr_zero(m)];
    return s;
  }
  // ... of the deal's start (class_sets(all())), made with the tables.
  const ClassSets& initial_sets() const { return initial_sets_; }
  // The sets after the exposed cards x and y leave: the card beneath each
  // becomes exposed (it is still there: only exposed cards leave).
  void take(int x, int y, ClassSets& s) const {
    const Mask g = slot_[x] | slot_[y];
    s.left &= ~g;
    s.shown = (s.shown | slot_below_[x] | slot_below_[y]) & ~g;
  }
  // ... after the cards `gone` leave, in any order (a card beneath another
  // that leaves too is cleared again).
  void take(Mask gone, ClassSets& s) const {
    Mask g = 0, below = 0;
    for (Mask m = gone; m; m &= m - 1) {
      const int id = std::countr_zero(m);
      g |= slot_[id];
      below |= slot_below_[id];
    }
    s.left &= ~g;
    s.shown = (s.shown | below) & ~g;
  }
  // The classes (bit k = class k) with a move among the exposed cards
  // `shown` (class-major), all at once: a byte of each rank of a class
  // nonzero (the rank paired with itself needs two cards), the bytes'
  // flags then packed into one byte by a multiplication (byte k's flag,
  // moved to bit 8k, lands on bit 56 + k alone, without carries).
  unsigned pairable_classes(std::uint64_t shown) const {
    constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7f7f7fULL, kHigh = 0x8080808080808080ULL;
    const auto nonzero = [](std::uint64_t v) { return (((v & kLow7) + kLow7) | v) & kHigh; };
    const std::uint64_t flags = nonzero(shown & class_low_) & nonzero(shown & class_high_);
    const auto classes = static_cast<unsigned>(((flags >> 7) * 0x0102040810204080ULL) >> 56);
    const unsigned s =
        class_byte(shown, self_class_);  // byte 0 (always empty) when no rank pairs with itself
    return classes | static_cast<unsigned>((s & (s - 1)) != 0) << self_class_;
  }
  // Is there a move at all?
  bool any_pair(std::uint64_t shown) const { return pairable_classes(shown) != 0; }
  // The classes (bit k = class k) with a move among the exposed cards:
  // every class looked at, without a branch on which.
  unsigned pairable(Mask exposed) const {
    unsigned p = 0;
    for (int k = 1; k <= layout_.classes(); ++k)
      p |= static_cast<unsigned>(classes_[k].exposed_pair(exposed)) << k;
    return p;
  }
  // The columns (as a W-bit mask) that hold a card of m: the rows folded
  // onto the first, doubling the fold each step.
  unsigned columns_of(Mask m) const {
    for (int s = w_; s < w_ * d_; s <<= 1) m |= m >> s;
    return static_cast<unsigned>(m & low_);
  }
  // The card id of column c's exposed card in `exposed`, or -1.
  int top(Mask exposed, int c) const {
    const Mask m = exposed & column_mask_[c];
    return m ? std::countr_zero(m) : -1;
  }
  // Cards left in column c.
  int height(Mask cards, int c) const {
    const Mask m = cards & column_mask_[c];
    return m ? depth_[63 - std::countl_zero(m)] + 1 : 0;
  }

 private:
  Layout layout_;
  int w_ = 0, d_ = 0;
  Mask all_ = 0, bottom_ = 0, low_ = 0, lower_ranks_ = 0;
  std::array<Rank, kMaxGrid> rank_{};
  std::array<std::uint8_t, kMaxGrid> column_{}, depth_{};
  std::array<unsigned, kMaxGrid> class_bit_{};
  std::array<unsigned, kMaxGrid> class_below_{};  // class bit of the card beneath, 0 at depth 0
  std::array<Mask, kMaxGrid> partners_{};
  std::array<ClassTable, kMaxClasses + 1> classes_{};
  std::array<Mask, kRanks + 2> rank_mask_{};
  std::array<Mask, kMaxColumns> column_mask_{};
  // Class-major (ClassSets): each card's bit, and the bit of the card
  // beneath it (0 at depth 0).
  std::array<std::uint64_t, kMaxGrid> slot_{}, slot_below_{};
  // The lower rank's cards of each class, and the higher rank's (0 for the
  // rank paired with itself), class-major.
  std::uint64_t class_low_ = 0, class_high_ = 0;
  int self_class_ = 0;  // the class of the rank paired with itself, 0 if none (byte 0 is empty)
  ClassSets initial_sets_;
};

// Bits set in each byte value.
inline constexpr std::array<std::uint8_t, 256> kBitsInByte = [] {
  std::array<std::uint8_t, 256> t{};
  for (int v = 1; v < 256; ++v)
    t[static_cast<std::size_t>(v)] =
        static_cast<std::uint8_t>(t[static_cast<std::size_t>(v >> 1)] + (v & 1));
  return t;
}();

// Columns in a set of columns (at most 16), by table.
inline int count_columns(unsigned m) { return kBitsInByte[m & 255] + kBitsInByte[(m >> 8) & 255]; }

// Cards in m (no POPCNT instruction needed: the baseline x86-64 build has none).
inline int count(Mask m) {
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}

}  // namespace reckon::fourteen
