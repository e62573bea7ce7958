#pragma once
// Daily challenges: one deal per date and tier, drawn from the tier's list.
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
#include <string>
#include <vector>

#include "core/games/calculation/deal.h"
#include "reckon/vocabulary.h"

namespace reckon::curation {

struct DailyEntry {
  std::string date;  // YYYY-MM-DD
  std::uint64_t deal = 0;
  std::string why;  // the list's line for the deal, after its number
};

// Days since 1970-01-01 of a date written YYYY-MM-DD (1970 to 9999);
// InputError for anything else, naming what is wrong.
std::int64_t day_number(const std::string& date);
std::string date_of_day(std::int64_t day);

// The deals of `days` dates from `first`, from a tier list (its lines: a deal
// number, then the reason; '#' lines skipped). `key` names the game, variant
// and tier that fix the order.
std::vector<DailyEntry> daily_deals(const std::string& list_text, const std::string& list_name,
                                    const std::string& key, std::int64_t first, int days);

// One request: the dates from `first` (YYYY-MM-DD) on, `days` of them.
struct DailyRequest {
  std::string game;       // as --game names it: the first part of the order's key
  std::string setting;    // "Calculation, 4 waste piles, bases preplaced": the second
  std::string tier;       // easy, medium, hard or expert: the third
  std::string first;      // YYYY-MM-DD
  int days = 1;           // 1 to 3660
  std::string list_text;  // the tier list
  std::string
      list_name;  // how errors and the output name it (the repository's path for a built-in list)
  bool json = false;
};
// Throws InputError for a bad date, tier or day count, and for a list with
// a bad line or too short.
void write_daily(const DailyRequest& request, std::ostream& out);

// The setting's name as a daily list states it ("Calculation, 4 waste
// piles, bases preplaced"; "Fourteen Out"). It is part of the key that
// orders the deals, so every front end must make it here.
std::string daily_setting_name(GameKind game, const calculation::Variant& v);
// data/curated's file stem of the setting ("calculation", "calculation-w3",
// "rechenkuenstler-hard", "fourteen", "...-no-bases").
std::string daily_setting_stem(GameKind game, const calculation::Variant& v);

// data/curated's tier list of a setting: `stem` names the setting
// ("calculation", "calculation-w3", "rechenkuenstler-normal", "fourteen", ...),
// the file is <stem>-tier-<tier>.txt. "" when the data folder has none;
// InputError when there is no data folder (jobs/common/data_paths.h).
std::string built_in_tier_list(const std::string& stem, const std::string& tier);

}  // namespace reckon::curation
