// Card strings of the three games: the tokens alone, a Calculation deal
// (bases implied, stated, or none; also of a small deck of 5 ranks), a
// Rechenkünstler deal and a Fourteen Out deal. A deal that is read must print as a string that reads back as
// the same deal.
#include <cstdint>

#include "core/card_text.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "tests/fuzz/refusal.h"

namespace {

using namespace reckon;

void calculation_round_trip(std::string_view text, const calculation::Variant& v) {
  calculation::Deal deal;
  if (!fuzz::accepted([&] {
        deal = calculation::parse_deal(text, v);
        calculation::validate(deal, v);
      }))
    return;
  const calculation::Deal again = calculation::parse_deal(calculation::deal_string(deal, v), v);
  if (again.bases != deal.bases || again.stock != deal.stock)
    fuzz::finding("a Calculation deal does not read back");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  fuzz::accepted([&] { parse_card_tokens(text); });
  calculation::Variant calc;
  calculation_round_trip(text, calc);
  calculation::Variant bare;
  bare.preplaced = false;
  calculation_round_trip(text, bare);
  calculation::Variant rk;
  rk.owners = 2;
  rk.piles_per_owner = 3;
  calculation_round_trip(text, rk);
  calculation::Variant small;  // a small deck (doc/rules.md, "Small decks")
  small.ranks = 5;
  calculation_round_trip(text, small);
  fourteen::Deal deal;
  if (fuzz::accepted([&] {
        deal = fourteen::parse_deal(text);
        fourteen::validate(deal);
      })) {
    if (fourteen::deal_string(fourteen::parse_deal(fourteen::deal_string(deal))) !=
        fourteen::deal_string(deal))
      fuzz::finding("a Fourteen Out deal does not read back");
  }
  return 0;
}
