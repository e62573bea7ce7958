#include "core/games/fourteen/reverse.h"

namespace reckon::fourteen {

Deal mirrored(const Deal& deal) {
  Deal out = deal;
  for (int c = 0; c < deal.layout.columns; ++c) {
    const int h = deal.layout.size(c);
    for (int d = 0; d < h; ++d) out.at(c, d) = deal.at(c, h - 1 - d);
  }
  return out;
}

MoveList mirrored(const MoveList& moves) { return MoveList(moves.rbegin(), moves.rend()); }

}  // namespace reckon::fourteen
