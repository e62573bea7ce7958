#include "jobs/common/deal_source.h"

#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "reckon/input_error.h"
#include "core/pysol.h"

namespace reckon::jobs {

namespace {
constexpr const char* kWhichDeal =
    "which deal? give --deal N, --pysol N, --cards \"...\" or --file F";

// Runs `read`; a deal read from a file names the file before whatever is
// wrong with it ("deal.txt: card 4 ("Xd") at line 2, column 4: ...").
template <typename Read>
auto named_by_file(const DealSource& source, Read read) {
  try {
    return read();
  } catch (const InputError& e) {
    if (source.file.empty()) throw;
    throw InputError(source.file + ": " + e.what());
  }
}

calculation::Deal read_deal(const DealSource& source, const calculation::Variant& v,
                            DealSource* labelled) {
  DealSource src = source;
  calculation::Deal deal;
  switch (source.kind) {
    case DealSource::Kind::kNone:
      throw InputError(kWhichDeal);
    case DealSource::Kind::kNumber:
      deal = calculation::deal_from_number(source.number, v.preplaced, v.ranks);
      break;
    case DealSource::Kind::kPysol: {
      if (!v.preplaced || v.owners != 1 || v.small_deck())
        throw InputError(
            "PySolFC deals Calculation only with preplaced bases (game 256); no other variant");
      const pysol::GameNumber number = pysol::parse_game_number(source.text);
      const pysol::CalculationLayout layout = pysol::calculation_layout(number);
      for (int k = 0; k < 4; ++k) deal.bases[k] = layout.bases[k];
      deal.stock.assign(layout.stock.begin(), layout.stock.end());
      src.label = "PySolFC game " + pysol::display(number);
      break;
    }
    case DealSource::Kind::kCards:
      deal = calculation::parse_deal(source.text, v);
      break;
  }
  calculation::validate(deal, v);
  if (labelled) *labelled = src;
  return deal;
}

fourteen::Deal read_fourteen_deal(const DealSource& source, DealSource* labelled) {
  DealSource src = source;
  fourteen::Deal deal;
  switch (source.kind) {
    case DealSource::Kind::kNone:
      throw InputError(kWhichDeal);
    case DealSource::Kind::kNumber:
      deal = fourteen::deal_from_number(source.number);
      break;
    case DealSource::Kind::kPysol: {
      const pysol::GameNumber number = pysol::parse_game_number(source.text);
      deal = fourteen::deal_from_pysol(number);
      src.label = "PySolFC game " + pysol::display(number);
      break;
    }
    case DealSource::Kind::kCards:
      deal = fourteen::parse_deal(source.text);
      break;
  }
  // A numbered deal is the full deck in the standard layout by construction
  // (tests/fourteen_layout_test.cc), and checking it again was 2 % of an
  // analysis of deals 1..20,000.
  if (source.kind != DealSource::Kind::kNumber) fourteen::validate(deal);
  if (labelled) *labelled = src;
  return deal;
}

}  // namespace

calculation::Deal load_deal(const DealSource& source, const calculation::Variant& v,
                            DealSource* labelled) {
  return named_by_file(source, [&] { return read_deal(source, v, labelled); });
}

fourteen::Deal load_fourteen_deal(const DealSource& source, DealSource* labelled) {
  return named_by_file(source, [&] { return read_fourteen_deal(source, labelled); });
}

void write_source_json(json::Writer& w, const DealSource& src) {
  switch (src.kind) {
    case DealSource::Kind::kNumber:
      w.member("deal", std::to_string(src.number));
      break;
    case DealSource::Kind::kPysol:
      w.member("pysol", src.label.substr(src.label.find('#')));
      break;
    default:
      w.member("cards", src.text);
      break;
  }
}

}  // namespace reckon::jobs
