#include "api/deal_run.h"

#include "api/request_parts.h"
#include "core/games/calculation/text.h"
#include "core/games/fourteen/text.h"
#include "core/json.h"

namespace reckon::api {
namespace {

std::vector<std::string> ascii(const std::vector<Card>& cards) {
  std::vector<std::string> out;
  out.reserve(cards.size());
  for (Card c : cards) out.push_back(to_ascii(c));
  return out;
}

void cards_json(json::Writer& w, const std::vector<Card>& cards) {
  w.begin_array();
  for (Card c : cards) w.value(to_ascii(c));
  w.end_array();
}

}  // namespace

DealRun run_deal(const DealRequest& request) {
  DealRun run;
  run.request = request;
  if (request.game == Game::kFourteen) {
    run.fourteen = jobs::load_fourteen_deal(source_of(request.deal), &run.source);
  } else {
    run.variant = calculation_variant(request.game, request.variant, true);
    run.calculation = jobs::load_deal(source_of(request.deal), run.variant, &run.source);
  }
  return run;
}

Deal deal_result(const DealRun& run) {
  Deal out;
  out.game = run.request.game;
  if (run.fourteen) {
    const fourteen::Deal& d = *run.fourteen;
    for (int c = 0; c < d.layout.columns; ++c) out.columns.push_back(ascii(d.column(c)));
    out.cards = fourteen::deal_string(d);
  } else if (run.calculation) {
    const calculation::Deal& d = *run.calculation;
    if (run.variant.preplaced) out.bases = ascii(std::vector<Card>(d.bases.begin(), d.bases.end()));
    out.stock = ascii(d.stock);
    out.cards = calculation::deal_string(d, run.variant);
  }
  out.label = run.source.label;
  return out;
}

std::string deal_json(const DealRun& run) {
  json::Writer w;
  w.begin_object().member("game", name_of(run.request.game));
  jobs::write_source_json(w, run.source);
  if (run.fourteen) {
    const fourteen::Deal& deal = *run.fourteen;
    w.key("columns").begin_array();
    for (int c = 0; c < deal.layout.columns; ++c) cards_json(w, deal.column(c));
    w.end_array();
    w.member("cards", fourteen::deal_string(deal));
  } else if (run.calculation) {
    const calculation::Deal& deal = *run.calculation;
    const calculation::Variant& v = run.variant;
    if (v.small_deck()) w.member("ranks", v.ranks);
    if (v.preplaced) {
      w.key("bases");
      cards_json(w, std::vector<Card>(deal.bases.begin(), deal.bases.end()));
    }
    w.key("stock");
    cards_json(w, deal.stock);
    if (run.request.game == Game::kRechenkuenstler) {
      std::vector<Card> a, b;
      for (std::size_t i = 0; i < deal.stock.size(); ++i) (i % 2 ? b : a).push_back(deal.stock[i]);
      w.key("stock_a");
      cards_json(w, a);
      w.key("stock_b");
      cards_json(w, b);
    }
    w.member("cards", calculation::deal_string(deal, v));
  }
  w.end_object();
  return w.str();
}

}  // namespace reckon::api
