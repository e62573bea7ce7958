#include "jobs/curation/daily_challenge.h"

#include <charconv>
#include <chrono>
#include <filesystem>
#include <ostream>
#include <sstream>

#include "core/deal_number.h"
#include "reckon/input_error.h"
#include "core/json.h"
#include "jobs/common/calculation_family.h"
#include "jobs/common/data_paths.h"

namespace reckon::curation {
namespace {

constexpr int kYear = 366;  // a list shorter than this repeats deals within a year

std::uint64_t deal_number_of(const std::string& text) {
  std::uint64_t n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || n == 0)
    throw InputError("\"" + text + "\" is not a deal number (1 or more, digits only)");
  return n;
}

}  // namespace

std::int64_t day_number(const std::string& date) {
  const auto bad = [&](const std::string& why) {
    return InputError("--daily " + date + ": " + why);
  };
  if (date.size() != 10 || date[4] != '-' || date[7] != '-')
    throw bad("write the date as YYYY-MM-DD");
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
  const std::chrono::year_month_day ymd{std::chrono::year{parts[0]},
                                        std::chrono::month{static_cast<unsigned>(parts[1])},
                                        std::chrono::day{static_cast<unsigned>(parts[2])}};
  if (!ymd.ok()) throw bad("no such date");
  if (parts[0] < 1970) throw bad("dates start at 1970-01-01");
  return std::chrono::sys_days{ymd}.time_since_epoch().count();
}

std::string date_of_day(std::int64_t day) {
  const std::chrono::year_month_day ymd{std::chrono::sys_days{std::chrono::days{day}}};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buf;
}

std::vector<DailyEntry> daily_deals(const std::string& list_text, const std::string& list_name,
                                    const std::string& key, std::int64_t first, int days) {
  std::vector<std::pair<std::uint64_t, std::string>> list;
  std::istringstream in(list_text);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.empty() || line[0] == '#') continue;
    const auto end = line.find_first_of(" \t");
    const std::string number = line.substr(0, end);
    try {
      list.emplace_back(
          deal_number_of(number),
          end == std::string::npos ? "" : line.substr(line.find_first_not_of(" \t", end)));
    } catch (const std::exception& e) {
      throw InputError(list_name + ", line " + std::to_string(n) + ": " + e.what());
    }
  }
  if (list.size() < static_cast<std::size_t>(kYear))
    throw InputError(list_name + " holds " + std::to_string(list.size()) +
                     " deals; a daily list needs at least " + std::to_string(kYear) +
                     " so that no deal comes back within a year");
  std::uint64_t h = 0xCBF29CE484222325ULL;
  for (unsigned char c : key) h = (h ^ c) * 0x100000001B3ULL;
  SplitMix64 bits(h);
  for (std::size_t i = list.size() - 1; i > 0; --i) std::swap(list[i], list[bits.uniform(i + 1)]);
  std::vector<DailyEntry> out;
  for (int d = 0; d < days; ++d) {
    const std::int64_t day = first + d;
    const auto& [deal, why] =
        list[static_cast<std::size_t>(day % static_cast<std::int64_t>(list.size()))];
    out.push_back({date_of_day(day), deal, why});
  }
  return out;
}

void write_daily(const DailyRequest& r, std::ostream& out_stream) {
  if (r.tier != "easy" && r.tier != "medium" && r.tier != "hard" && r.tier != "expert")
    throw InputError("--tier " + r.tier + ": easy, medium, hard or expert");
  if (r.days < 1 || r.days > 3660) throw InputError("--days must be from 1 to 3660");
  const std::int64_t first = day_number(r.first);
  const std::string key = r.game + "|" + r.setting + "|" + r.tier;
  const auto entries = daily_deals(r.list_text, r.list_name, key, first, r.days);
  std::ostringstream out;
  if (r.json) {
    json::Writer w;
    w.begin_object().member("game", r.game).member("setting", r.setting).member("tier", r.tier);
    w.member("list", r.list_name).key("days").begin_array();
    for (const DailyEntry& e : entries)
      w.begin_object()
          .member("date", e.date)
          .member("deal", std::to_string(e.deal))
          .member("why", e.why)
          .end_object();
    w.end_array().end_object();
    out << w.str() << "\n";
  } else {
    out << "# Daily challenges, " << r.setting << ", tier " << r.tier << ", from " << r.list_name
        << "\n";
    for (const DailyEntry& e : entries) out << e.date << "  " << e.deal << "  " << e.why << "\n";
  }
  out_stream << out.str();
}

std::string daily_setting_name(GameKind game, const calculation::Variant& v) {
  if (game == GameKind::kFourteen) return "Fourteen Out";
  return (game == GameKind::kCalculation ? "Calculation, " : "Rechenkünstler, ") +
         jobs::describe_variant(v);
}

std::string daily_setting_stem(GameKind game, const calculation::Variant& v) {
  if (game == GameKind::kFourteen) return "fourteen";
  const int w = v.piles_per_owner;
  std::string stem;
  if (game == GameKind::kCalculation) {
    stem = w == 4 && v.preplaced ? "calculation" : "calculation-w" + std::to_string(w);
  } else {
    stem = "rechenkuenstler-" +
           (v.expert ? (w == 3 ? std::string("expert") : std::to_string(w) + "-piles-expert")
            : w == 3 ? std::string("normal")
            : w == 2 ? std::string("hard")
            : w == 4 ? std::string("four")
                     : std::to_string(w) + "-piles");
  }
  return v.preplaced ? stem : stem + "-no-bases";
}

std::string built_in_tier_list(const std::string& stem, const std::string& tier) {
  const std::string path = jobs::data_dir() + "/curated/" + stem + "-tier-" + tier + ".txt";
  return std::filesystem::exists(path) ? path : "";
}

}  // namespace reckon::curation
