#include "api/request_parts.h"

#include "jobs/common/text_input.h"

#include <cctype>

namespace reckon::api {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

calculation::Variant calculation_variant(Game game, const Variant& v, bool small_deck_allowed) {
  calculation::Variant out;
  out.preplaced = v.preplaced;
  out.ranks = v.ranks;
  out.expert = game == Game::kRechenkuenstler && v.expert;
  calculation::check_deck(out);
  if (out.small_deck() && !small_deck_allowed)
    throw InputError("--ranks " + std::to_string(v.ranks) +
                     ": a small deck is dealt, played and verified only (deal, play, verify); "
                     "the exact solver plays the 13-rank deck");
  if (game == Game::kCalculation) {
    if (v.waste < kMinWaste || v.waste > kMaxWaste)
      throw InputError("--waste " + std::to_string(v.waste) +
                       ": Calculation has 1 to 8 waste piles");
    out.piles_per_owner = v.waste;
    return out;
  }
  if (v.waste_per_player < kMinWastePerPlayer || v.waste_per_player > kMaxWastePerPlayer)
    throw InputError("--waste-per-player " + std::to_string(v.waste_per_player) +
                     ": 1 to 6 piles per player");
  out.owners = 2;
  out.piles_per_owner = v.waste_per_player;
  return out;
}

Variant api_variant(const calculation::Variant& v) {
  Variant out;
  if (v.owners == 1) {
    out.waste = v.piles_per_owner;
  } else {
    out.waste_per_player = v.piles_per_owner;
    out.expert = v.expert;
  }
  out.preplaced = v.preplaced;
  out.ranks = v.ranks;
  return out;
}

solver::Limits limits_of(const Budget& b) {
  solver::Limits l;
  l.max_nodes = b.max_nodes;
  l.max_seconds = b.max_seconds;
  l.max_memory_mib = b.max_memory_mib;
  return l;
}

jobs::DealSource source_of(const DealSpec& spec) {
  const int given = spec.number.has_value() + spec.pysol.has_value() + spec.cards.has_value() +
                    spec.file.has_value();
  if (given > 1)
    throw InputError("give only one of a deal number, a PySolFC number, a card string and a file");
  jobs::DealSource s;
  if (spec.number) {
    s.kind = jobs::DealSource::Kind::kNumber;
    s.number = *spec.number;
    s.label = "deal " + std::to_string(s.number);
  } else if (spec.pysol) {
    s.kind = jobs::DealSource::Kind::kPysol;
    s.text = *spec.pysol;
  } else if (spec.cards) {
    s.kind = jobs::DealSource::Kind::kCards;
    s.text = *spec.cards;
    s.label = "cards";
  } else if (spec.file) {
    s.kind = jobs::DealSource::Kind::kCards;
    s.text = jobs::read_text(*spec.file);
    s.file = *spec.file == "-" ? "standard input" : *spec.file;
    s.label = *spec.file == "-" ? s.file : "file " + *spec.file;
  }
  return s;
}

Verdict verdict_of(solver::Verdict v) {
  switch (v) {
    case solver::Verdict::kWinnable:
      return Verdict::kWinnable;
    case solver::Verdict::kUnwinnable:
      return Verdict::kUnwinnable;
    case solver::Verdict::kUnknown:
      break;
  }
  return Verdict::kUnknown;
}

players::FairSettings fair_settings_of(const FairPlayer& f) {
  players::FairSettings s;
  s.seed = f.seed;
  s.samples = f.samples;
  s.exact_below = f.exact_below;
  s.optimal_below = f.optimal_below;
  return s;
}

}  // namespace reckon::api
