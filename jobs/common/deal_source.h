#pragma once
// Where a deal comes from: a deal number (doc/rules.md), a PySolFC game
// number, or a card string; and the deal it names for each game. Shared by
// the command line (--deal N, --pysol N, --cards "...", --file F), the jobs
// and the public API.
#include <cstdint>
#include <string>

#include "core/games/calculation/deal.h"
#include "core/games/fourteen/deal.h"
#include "core/json.h"

namespace reckon::jobs {

struct DealSource {
  enum class Kind { kNone, kNumber, kPysol, kCards } kind = Kind::kNone;
  std::uint64_t number = 0;  // kNumber
  std::string text;          // kPysol: the game number as typed; kCards: the card string
  std::string label;         // "deal 17", "PySolFC game #ms17", "cards", "file F"
  std::string file;  // kCards read from a file: its name ("standard input" for -), for messages
};

// The deal a source names, checked for the variant (InputError naming the
// problem otherwise, after the file's name when it came from one).
// labelled, when given, receives the source with its label completed (a
// PySolFC number's label names the game as PySolFC shows it).
calculation::Deal load_deal(const DealSource& source, const calculation::Variant& v,
                            DealSource* labelled);
fourteen::Deal load_fourteen_deal(const DealSource& source, DealSource* labelled);

// The source as every JSON output names it: "deal": "17", "pysol": "#ms17"
// or "cards": the card string (also when it was read from a file).
void write_source_json(json::Writer& w, const DealSource& src);

}  // namespace reckon::jobs
