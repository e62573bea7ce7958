#pragma once
// The checker of Fourteen Out loss certificates, written from the rule text
// (doc/rules.md, "Fourteen Out") and sharing no code with the solver, the
// board or the move generator.
//
// A certificate lists positions, each as the heights of the columns. It
// proves the deal lost when the set S of its positions
//   1. holds the start (every column at its full height),
//   2. holds no empty table, and
//   3. is closed: for every position in S and every move there (two exposed
//      cards of two different columns whose ranks sum to the target), the
//      position after it is in S.
// Then every position a game can reach from the start is in S (induction on
// the moves played), so no game empties the table. The set a solver writes
// is the start's reachable positions, but any closed set proves the loss.
//
// The format (text, one item per line; '#' lines are comments):
//   reckon fourteen closure 1
//   target 14
//   column 9 13 5 1 7        one line per column: its ranks, first dealt
//   ...                      first (the last one is exposed)
//   positions N
//   5 5 5 5 4 4 4 4 4 4 4 4  N lines: the column heights
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reckon::fourteen {

struct ClosureCheck {
  bool proved = false;          // the certificate proves the deal lost
  std::string why;              // otherwise: what is wrong, with its line
  std::uint64_t positions = 0;  // positions read
};

// `columns`: the deal's ranks (1..13), column by column, first dealt first;
// the certificate must name the same. `target`: what a pair sums to.
ClosureCheck check_closure_certificate(std::string_view text,
                                       const std::vector<std::vector<int>>& columns, int target);

}  // namespace reckon::fourteen
