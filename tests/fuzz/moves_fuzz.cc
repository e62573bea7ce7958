// Move lists, compact notation and JSON arrays, of the three games. The
// first byte picks the game; the rest is the list. A list that is read is
// replayed on a deal (legal or not, the replay must say which).
#include <cstdint>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/replay.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/replay.h"
#include "core/games/fourteen/text.h"
#include "tests/fuzz/refusal.h"

using namespace reckon;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text = fuzz::text_of(data + 1, size - 1);
  switch (data[0] % 4) {
    case 3: {
      static const fourteen::Deal deal = fourteen::deal_from_number(1);
      fourteen::MoveList moves;
      if (fuzz::accepted([&] { moves = fourteen::parse_moves(text); }))
        fourteen::replay(deal, moves);
      return 0;
    }
    default: {
      calculation::Variant v;
      if (data[0] % 4 == 1) v.preplaced = false;
      if (data[0] % 4 == 2) {
        v.owners = 2;
        v.piles_per_owner = 3;
        v.expert = (data[0] & 4) != 0;
      }
      const calculation::Deal deal = calculation::deal_from_number(1 + data[0] / 8, v.preplaced);
      calculation::MoveList moves;
      if (fuzz::accepted([&] { moves = calculation::parse_moves(text, v); }))
        calculation::replay(deal, v, moves);
      return 0;
    }
  }
}
