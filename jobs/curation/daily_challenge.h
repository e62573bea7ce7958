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
#include <iostream>
#include <string>
#include <vector>

#include "tools/cli.h"

namespace reckon::cli {

struct DailyEntry {
  std::string date;  // YYYY-MM-DD
  std::uint64_t deal = 0;
  std::string why;  // the list's line for the deal, after its number
};

// Days since 1970-01-01 of a date written YYYY-MM-DD (1970 to 9999);
// UsageError for anything else, naming what is wrong.
std::int64_t day_number(const std::string& date);
std::string date_of_day(std::int64_t day);

// The deals of `days` dates from `first`, from a tier list (its lines: a deal
// number, then the reason; '#' lines skipped). `key` names the game, variant
// and tier that fix the order.
std::vector<DailyEntry> daily_deals(const std::string& list_text, const std::string& list_name, const std::string& key,
                                    std::int64_t first, int days);

void add_daily_options(po::options_description& desc);
// reckon curate --daily YYYY-MM-DD --tier T [--days K] [--list FILE]
int run_daily(const po::variables_map& vm, std::ostream& out);
inline int daily_command(const po::variables_map& vm) { return run_daily(vm, std::cout); }

}  // namespace reckon::cli
