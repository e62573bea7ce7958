#include "jobs/curation/daily_challenge.h"

#include <chrono>
#include <iostream>
#include <sstream>

#include "core/deal_number.h"
#include "core/input_error.h"
#include "core/json.h"
#include "tools/calculation_commands.h"
#include "tools/game_registry.h"

namespace reckon::cli {
namespace {

constexpr int kYear = 366;  // a list shorter than this repeats deals within a year

// The built-in list of a setting, or "" when data/curated has none.
std::string built_in_list(const GameCommands& game, const po::variables_map& vm, const std::string& tier) {
  if (game.name == "fourteen") return std::string(RECKON_DATA_DIR) + "/curated/fourteen-tier-" + tier + ".txt";
  if (game.name == "calculation") {
    const calculation::Variant v = read_variant(vm, Family::kCalculation);
    if (v == calculation::Variant{}) return std::string(RECKON_DATA_DIR) + "/curated/calculation-tier-" + tier + ".txt";
  }
  return "";
}

std::string setting_name(const GameCommands& game, const po::variables_map& vm) {
  if (game.name == "fourteen") return "Fourteen Out";
  const Family f = game.name == "calculation" ? Family::kCalculation : Family::kRechenkuenstler;
  return (f == Family::kCalculation ? "Calculation, " : "Rechenkünstler, ") + describe_variant(read_variant(vm, f));
}

}  // namespace

std::int64_t day_number(const std::string& date) {
  const auto bad = [&](const std::string& why) { return UsageError("--daily " + date + ": " + why); };
  if (date.size() != 10 || date[4] != '-' || date[7] != '-') throw bad("write the date as YYYY-MM-DD");
  int parts[3];
  for (int i = 0, at = 0; i < 3; ++i) {
    const int len = i == 0 ? 4 : 2;
    parts[i] = 0;
    for (int k = 0; k < len; ++k) {
      const char c = date[static_cast<std::size_t>(at + k)];
      if (c < '0' || c > '9') throw bad("write the date as YYYY-MM-DD");
      parts[i] = parts[i] * 10 + (c - '0');
    }
    at += len + 1;
  }
  const std::chrono::year_month_day ymd{std::chrono::year{parts[0]}, std::chrono::month{static_cast<unsigned>(parts[1])},
                                        std::chrono::day{static_cast<unsigned>(parts[2])}};
  if (!ymd.ok()) throw bad("no such date");
  if (parts[0] < 1970) throw bad("dates start at 1970-01-01");
  return std::chrono::sys_days{ymd}.time_since_epoch().count();
}

std::string date_of_day(std::int64_t day) {
  const std::chrono::year_month_day ymd{std::chrono::sys_days{std::chrono::days{day}}};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                static_cast<unsigned>(ymd.day()));
  return buf;
}

std::vector<DailyEntry> daily_deals(const std::string& list_text, const std::string& list_name, const std::string& key,
                                    std::int64_t first, int days) {
  std::vector<std::pair<std::uint64_t, std::string>> list;
  std::istringstream in(list_text);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    const auto end = line.find_first_of(" \t");
    const std::string number = line.substr(0, end);
    try {
      list.emplace_back(parse_u64(number, "deal number"),
                        end == std::string::npos ? "" : line.substr(line.find_first_not_of(" \t", end)));
    } catch (const std::exception& e) {
      throw InputError(list_name + ", line " + std::to_string(n) + ": " + e.what());
    }
  }
  if (list.size() < static_cast<std::size_t>(kYear))
    throw InputError(list_name + " holds " + std::to_string(list.size()) + " deals; a daily list needs at least " +
                     std::to_string(kYear) + " so that no deal comes back within a year");
  std::uint64_t h = 0xCBF29CE484222325ULL;
  for (unsigned char c : key) h = (h ^ c) * 0x100000001B3ULL;
  SplitMix64 bits(h);
  for (std::size_t i = list.size() - 1; i > 0; --i) std::swap(list[i], list[bits.uniform(i + 1)]);
  std::vector<DailyEntry> out;
  for (int d = 0; d < days; ++d) {
    const std::int64_t day = first + d;
    const auto& [deal, why] = list[static_cast<std::size_t>(day % static_cast<std::int64_t>(list.size()))];
    out.push_back({date_of_day(day), deal, why});
  }
  return out;
}

void add_daily_options(po::options_description& desc) {
  desc.add_options()  //
      ("daily", po::value<std::string>(),
       "YYYY-MM-DD: the daily challenge of that date for --tier T, from the tier's list (deterministic; no deal "
       "twice within a year)")  //
      ("days", po::value<int>()->default_value(1), "with --daily: this many dates from it (1 to 3660)")  //
      ("list", po::value<std::string>(),
       "with --daily: the tier list to draw from (a curate --tier list); default: data/curated's for the setting");
}

int run_daily(const po::variables_map& vm, std::ostream& out_stream) {
  const GameCommands& game = game_of(vm);
  if (!vm.count("tier")) throw UsageError("--daily needs the tier: --tier easy, medium, hard or expert");
  const std::string tier = vm["tier"].as<std::string>();
  if (tier != "easy" && tier != "medium" && tier != "hard" && tier != "expert")
    throw UsageError("--tier " + tier + ": easy, medium, hard or expert");
  for (const char* k : {"deals", "unwinnable", "undecided", "hardest", "easiest", "calibrate", "db"})
    if (vm.count(k)) throw UsageError(std::string("--daily draws from a tier list; it takes no --") + k);
  const int days = vm["days"].as<int>();
  if (days < 1 || days > 3660) throw UsageError("--days must be from 1 to 3660");
  const std::int64_t first = day_number(vm["daily"].as<std::string>());
  std::string path = vm.count("list") ? vm["list"].as<std::string>() : built_in_list(game, vm, tier);
  if (path.empty())
    throw UsageError("no built-in tier list for " + setting_name(game, vm) +
                     " yet; make one with `reckon curate ... --tier " + tier + " --out FILE` and give it with --list FILE");
  const std::string key = game.name + "|" + setting_name(game, vm) + "|" + tier;
  // A built-in list is named as the repository names it, not by this machine's path.
  const std::string shown = vm.count("list") ? path : path.substr(std::string(RECKON_DATA_DIR).size() - 4);
  const auto entries = daily_deals(read_text(path), shown, key, first, days);
  std::ostringstream out;
  if (vm.count("json")) {
    json::Writer w;
    w.begin_object().member("game", game.name).member("setting", setting_name(game, vm)).member("tier", tier);
    w.member("list", shown).key("days").begin_array();
    for (const DailyEntry& e : entries)
      w.begin_object().member("date", e.date).member("deal", std::to_string(e.deal)).member("why", e.why).end_object();
    w.end_array().end_object();
    out << w.str() << "\n";
  } else {
    out << "# Daily challenges, " << setting_name(game, vm) << ", tier " << tier << ", from " << shown << "\n";
    for (const DailyEntry& e : entries) out << e.date << "  " << e.deal << "  " << e.why << "\n";
  }
  out_stream << out.str();
  return kExitWinnable;
}

}  // namespace reckon::cli
