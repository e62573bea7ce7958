#include "jobs/curation/daily_challenge.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <ostream>
#include <sstream>

#include "core/deal_number.h"
#include "core/json.h"
#include "jobs/common/calculation_family.h"
#include "jobs/common/data_paths.h"
#include "jobs/common/deal_source.h"
#include "jobs/common/text_input.h"
#include "reckon/input_error.h"

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

// One entry: a deal number, or a card string checked for the game, then
// the reason after two spaces or a tab (a card string has single spaces).
DailyEntry entry_of(const std::string& line, GameKind game, const calculation::Variant& v) {
  DailyEntry e;
  const auto first_space = line.find_first_of(" \t");
  const std::string first_word = line.substr(0, first_space);
  std::size_t end = first_space;
  if (!first_word.empty() && first_word.find_first_not_of("0123456789") == std::string::npos) {
    e.deal = std::to_string(deal_number_of(first_word));
  } else {
    end = std::min(line.find("  "), line.find('\t'));
    e.deal = line.substr(0, end);
    e.cards = true;
    jobs::DealSource cards;
    cards.kind = jobs::DealSource::Kind::kCards;
    cards.text = e.deal;
    try {
      if (game == GameKind::kFourteen)
        jobs::load_fourteen_deal(cards, nullptr);
      else
        jobs::load_deal(cards, v, nullptr);
    } catch (const InputError& bad) {
      throw InputError("neither a deal number nor a card string of " + std::string(name_of(game)) +
                       ": " + bad.what());
    }
  }
  if (end != std::string::npos) {
    const auto why = line.find_first_not_of(" \t", end);
    if (why != std::string::npos) e.why = line.substr(why);
  }
  return e;
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

std::vector<DailyEntry> read_daily_list(const std::string& list_text, const std::string& list_name,
                                        GameKind game, const calculation::Variant& variant) {
  std::vector<DailyEntry> list;
  std::istringstream in(list_text);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
    try {
      list.push_back(entry_of(line, game, variant));
    } catch (const std::exception& e) {
      throw InputError(list_name + ", line " + std::to_string(n) + ": " + e.what());
    }
    if (list.back().why.starts_with("unwinnable")) list.pop_back();
  }
  return list;
}

std::vector<DailyEntry> daily_deals(std::vector<DailyEntry> list, const std::string& list_name,
                                    const std::string& key, std::int64_t first, int days) {
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
    DailyEntry e = list[static_cast<std::size_t>(day % static_cast<std::int64_t>(list.size()))];
    e.date = date_of_day(day);
    out.push_back(std::move(e));
  }
  return out;
}

NoBuiltInList::NoBuiltInList(const std::string& setting, Tier tier, const std::string& path)
    : InputError("no built-in " + std::string(name_of(tier)) + " list for " + setting + " (" +
                 path + ")") {}

DailyResult daily(const DailyRequest& r) {
  if (r.days < 1 || r.days > 3660) throw InputError("--days must be from 1 to 3660");
  const std::int64_t first = day_number(r.first);
  const calculation::Variant v = r.game == GameKind::kFourteen ? calculation::Variant{} : r.variant;
  DailyResult out;
  out.game = std::string(name_of(r.game));
  out.setting = daily_setting_name(r.game, v);
  out.tier = std::string(name_of(r.tier));
  std::string path;
  if (r.list) {
    path = out.list = *r.list;
  } else {
    out.list = built_in_list_name(r.game, v, r.tier);
    // The repository's name for it ("data/curated/..."), found in the data folder.
    path = jobs::data_dir() + out.list.substr(out.list.find('/'));
    if (!std::filesystem::exists(path)) throw NoBuiltInList(out.setting, r.tier, out.list);
  }
  const std::string key = out.game + "|" + out.setting + "|" + out.tier;
  out.days = daily_deals(read_daily_list(jobs::read_text(path), out.list, r.game, v), out.list, key,
                         first, r.days);
  return out;
}

void write_daily(const DailyResult& r, bool as_json, std::ostream& out_stream) {
  std::ostringstream out;
  if (as_json) {
    json::Writer w;
    w.begin_object().member("game", r.game).member("setting", r.setting).member("tier", r.tier);
    w.member("list", r.list).key("days").begin_array();
    for (const DailyEntry& e : r.days)
      w.begin_object()
          .member("date", e.date)
          .member(e.cards ? "cards" : "deal", e.deal)
          .member("why", e.why)
          .end_object();
    w.end_array().end_object();
    out << w.str() << "\n";
  } else {
    out << "# Daily challenges, " << r.setting << ", tier " << r.tier << ", from " << r.list
        << "\n";
    for (const DailyEntry& e : r.days) out << e.date << "  " << e.deal << "  " << e.why << "\n";
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

std::string built_in_list_name(GameKind game, const calculation::Variant& v, Tier tier) {
  const std::string stem = daily_setting_stem(game, v);
  if (tier == Tier::kConstructed) return "data/constructed/" + stem + "-critical.txt";
  return "data/curated/" + stem + "-tier-" + std::string(name_of(tier)) + ".txt";
}

}  // namespace reckon::curation
