// A Calculation-family position in one line (calculation_position_text.h).
#include "jobs/hint/calculation_position_text.h"

#include <sstream>

#include "core/card.h"
#include "core/games/calculation/foundations.h"
#include "core/games/calculation/text.h"

namespace reckon::hint {

std::string describe_calculation_position(const calculation::Deal& deal, const calculation::Variant& v,
                              const calculation::State& s) {
  std::ostringstream o;
  o << "foundations:";
  for (int k = 0; k < 4; ++k)
    o << ' '
      << (s.found[k] ? rank_pretty(calculation::rank_at(k + 1, s.found[k])) : std::string("-"));
  o << " (they need";
  for (int k = 0; k < 4; ++k) {
    const Rank r = calculation::needs(s, k);
    o << ' ' << (r ? rank_pretty(r) : std::string("—"));
  }
  o << ")";
  for (int p = 0; p < v.piles(); ++p) {
    std::uint8_t idx[calculation::kMaxStock];
    const int h = calculation::pile_cards(s, p, idx);
    o << "; waste " << calculation::pile_name(p, v) << ":";
    for (int j = 0; j < h; ++j) o << ' ' << to_pretty(deal.stock[idx[j]]);
    if (h == 0) o << " —";
  }
  const int left = static_cast<int>(deal.stock.size()) - s.next;
  o << "; stock: " << left << " card" << (left == 1 ? "" : "s");
  if (left) o << ", next " << to_pretty(deal.stock[s.next]);
  return o.str();
}

}  // namespace reckon::hint
