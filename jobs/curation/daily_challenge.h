#pragma once
// Daily challenges: one deal per date and tier, drawn from the tier's list:
// data/curated's tier lists (deal numbers) or, for the tier "constructed",
// data/constructed's lists (card strings of deals that reckon construct
// built), or a list the caller gives.
//
// The list is put in an order fixed by the game, variant and tier (a
// Fisher-Yates shuffle driven by SplitMix64 from a hash of those names), and
// the deal of day D (days since 1970-01-01) is entry D mod L of that order.
// So the same date always gives the same deal, on any machine, and a deal
// comes back only after L days: with a list of at least 366 deals, never
// twice within a year (any 366 days running, across New Year too). The
// order changes only when the list does.
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "core/games/calculation/deal.h"
#include "reckon/input_error.h"
#include "reckon/vocabulary.h"

namespace reckon::curation {

struct DailyEntry {
  std::string date;  // YYYY-MM-DD
  std::string deal;  // a deal number as the list writes it, or a card string (cards)
  bool cards = false;
  std::string why;  // the list's line for the deal, after the deal
};

// Days since 1970-01-01 of a date written YYYY-MM-DD (1970 to 9999);
// InputError for anything else, naming what is wrong.
std::int64_t day_number(const std::string& date);
std::string date_of_day(std::int64_t day);

// A list's entries, each a line: a deal number or a card string of `game`
// (checked for `variant`), then the reason after two spaces or a tab; '#'
// lines and blank ones skipped, and so are entries whose reason starts with
// "unwinnable" (a constructed list ends with the losses it met). InputError
// naming the list and line for a bad entry.
std::vector<DailyEntry> read_daily_list(const std::string& list_text, const std::string& list_name,
                                        GameKind game, const calculation::Variant& variant);

// The deals of `days` dates from `first`, from a list's entries. `key` names
// the game, variant and tier that fix the order. InputError when the list
// holds fewer than 366 deals.
std::vector<DailyEntry> daily_deals(std::vector<DailyEntry> list, const std::string& list_name,
                                    const std::string& key, std::int64_t first, int days);

// One request: the dates from `first` (YYYY-MM-DD) on, `days` of them.
struct DailyRequest {
  GameKind game = GameKind::kCalculation;
  calculation::Variant variant;  // the Calculation family's
  Tier tier = Tier::kEasy;
  std::string first;  // YYYY-MM-DD
  int days = 1;       // 1 to 3660
  std::optional<std::string>
      list;  // a list's file; none: the built-in list of the setting and tier
};

struct DailyResult {
  std::string game;     // the game's name
  std::string setting;  // "Calculation, 4 waste piles, bases preplaced"
  std::string tier;
  std::string list;  // the list's file (a built-in list as the repository names it)
  std::vector<DailyEntry> days;
};

// No built-in list for the setting and tier (the message names the file
// looked for, as the repository names it); each front end says how to give
// a list.
class NoBuiltInList : public InputError {
 public:
  NoBuiltInList(const std::string& setting, Tier tier, const std::string& path);
};

// Throws InputError for a bad date, day count or list (NoBuiltInList when
// the setting has no list of the tier).
DailyResult daily(const DailyRequest& request);
void write_daily(const DailyResult& result, bool json, std::ostream& out);

// The setting's name as a daily list states it ("Calculation, 4 waste
// piles, bases preplaced"; "Fourteen Out"). It is part of the key that
// orders the deals.
std::string daily_setting_name(GameKind game, const calculation::Variant& v);
// data/'s file stem of the setting ("calculation", "calculation-w3",
// "rechenkuenstler-hard", "fourteen", "...-no-bases").
std::string daily_setting_stem(GameKind game, const calculation::Variant& v);

// The built-in list of a setting and tier, as the repository names it:
// data/curated/<stem>-tier-<tier>.txt, or for the tier constructed
// data/constructed/<stem>-critical.txt.
std::string built_in_list_name(GameKind game, const calculation::Variant& v, Tier tier);

}  // namespace reckon::curation
