// Deal files (`--deal-file`): one deal a line, as a number, "pysol:N" or a
// card string. Every line that is read is then dealt as the analysis would
// deal it, for Calculation and for Fourteen Out.
#include <algorithm>
#include <cstdint>

#include "core/games/calculation/deal.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/deal.h"
#include "core/games/fourteen/text.h"
#include "core/pysol.h"
#include "tests/fuzz/refusal.h"
#include "jobs/analysis/deal_list.h"

using namespace reckon;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  analysis::DealList list;
  if (!fuzz::accepted(
          [&] { list = analysis::DealList::from_text(fuzz::text_of(data, size), "fuzz.deals"); }))
    return 0;
  if (list.size() == 0) fuzz::finding("a deal file that lists no deals was accepted");
  const calculation::Variant v;
  // A few lines each: the parsers behind them have targets of their own.
  for (std::uint64_t i = 0; i < std::min<std::uint64_t>(list.size(), 8); ++i) {
    const analysis::DealSpec d = list.at(i);
    if (d.number) {
      calculation::deal_from_number(*d.number, true);
      fourteen::deal_from_number(*d.number);
    } else if (!d.pysol.empty()) {
      pysol::GameNumber n;
      if (!fuzz::accepted([&] { n = pysol::parse_game_number(d.pysol); })) continue;
      pysol::calculation_layout(n);
      fourteen::validate(fourteen::deal_from_pysol(n));
    } else {
      fuzz::accepted([&] { calculation::validate(calculation::parse_deal(d.cards, v), v); });
      fuzz::accepted([&] { fourteen::validate(fourteen::parse_deal(d.cards)); });
    }
  }
  list.shard(1, 3);
  for (std::uint64_t i = 0; i < std::min<std::uint64_t>(list.size(), 8); ++i) list.at(i);
  return 0;
}
