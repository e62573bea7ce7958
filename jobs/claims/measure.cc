#include "jobs/claims/measure.h"
#include "reckon/vocabulary.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <ostream>

#include "reckon/input_error.h"
#include "jobs/analysis/run.h"

namespace reckon::claims {
namespace {

// Splits options text at blanks; "double quotes" keep blanks inside.
std::vector<std::string> split_options(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  bool quoted = false, any = false;
  for (char c : text) {
    if (c == '"') {
      quoted = !quoted;
      any = true;
    } else if (!quoted && (c == ' ' || c == '\t' || c == '\n')) {
      if (any) out.push_back(cur);
      cur.clear();
      any = false;
    } else {
      cur += c;
      any = true;
    }
  }
  if (any) out.push_back(cur);
  return out;
}

std::string settings_text(const analysis::Settings& s) {
  std::string out;
  for (const auto& [name, value] : s) out += name + "=" + value + ";";
  return out;
}

constexpr const char* kNotRecorded = "(not recorded)";

std::string setting(const analysis::Settings& s, const std::string& name) {
  for (const auto& [n, v] : s)
    if (n == name) return v;
  return kNotRecorded;
}

// A file name for the store of one measurement: readable, and unique by a
// hash of the full settings (FNV-1a).
std::string store_name(const std::string& game, const std::string& strategy,
                       const std::vector<std::string>& tokens, const analysis::Settings& settings) {
  std::string name = game + "-" + strategy;
  for (const std::string& t : tokens) {
    name += '-';
    for (char c : t)
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) name += c;
  }
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : settings_text(settings)) h = (h ^ c) * 1099511628211ull;
  char hex[20];
  std::snprintf(hex, sizeof hex, "%08llx", static_cast<unsigned long long>(h & 0xffffffffull));
  return name + "-" + hex + ".db";
}

}  // namespace

std::vector<analysis::DealRange> quick_ranges(const std::vector<analysis::DealRange>& ranges) {
  std::vector<analysis::DealRange> out;
  for (const analysis::DealRange& r : ranges) {
    const std::uint64_t n = r.last - r.first + 1;  // a whole 2^64 range does not occur in practice
    const std::uint64_t keep = n == 0 ? UINT64_MAX / 100 : std::max<std::uint64_t>(1, n / 100);
    out.push_back({r.first, r.first + keep - 1});
  }
  return out;
}

void Measurer::plan(const Claim& claim) {
  if (claim.is_ratio()) return;
  const std::string strategy =
      claim.about_people() ? std::string(name_of(Player::kPerfect)) : claim.strategy;
  const std::optional<std::string> game =
      options_.analyses.game ? options_.analyses.game(claim.game) : std::nullopt;
  // An unknown name is a mistake in the claims file (most often a typo),
  // not a claim that cannot be checked: exit 2, naming file and line.
  if (!game)
    throw ClaimError(claim.where() + ": claim \"" + claim.id + "\": unknown game \"" + claim.game +
                     "\" (reckon has " + options_.analyses.game_list + ")");

  of_claim_[claim.id] = plan_job(claim, *game, strategy, claim.deals, "", true);
  if (claim.about_people()) {
    // The lower bound: a player who never sees the stock. Fourteen Out is
    // played open, so there it is perfect play itself.
    const bool open_game = parse_name<GameKind>(*game) == GameKind::kFourteen;
    if (open_game && !claim.fair_player.empty())
      throw ClaimError(claim.where() + ": claim \"" + claim.id +
                       "\": fair_player does not apply to " + *game +
                       ", which is played open: its lower bound is perfect play itself");
    fair_of_claim_[claim.id] =
        open_game ? of_claim_[claim.id]
                  : plan_job(claim, *game, std::string(name_of(Player::kFair)),
                             claim.fair_deals.empty() ? claim.deals : claim.fair_deals,
                             claim.fair_player, false);
  }
}

std::string Measurer::plan_job(const Claim& claim, const std::string& game,
                               const std::string& strategy, const std::string& deals,
                               const std::string& player_options, bool use_store) {
  Job job;
  job.game = game;
  std::vector<std::string> tokens = split_options(claim.variant);
  for (const std::string& t : split_options(claim.budget)) tokens.push_back(t);
  for (const std::string& t : split_options(player_options)) tokens.push_back(t);
  try {
    AnalysisPlan plan = options_.analyses.plan(game, strategy, tokens);
    job.spec = std::move(plan.spec);
    job.settings = std::move(plan.settings);
  } catch (const InputError& e) {
    throw ClaimError(claim.where() + ": claim \"" + claim.id + "\": " + e.what());
  }

  std::string key = settings_text(job.settings);
  if (!deals.empty()) {
    auto ranges = analysis::parse_deal_ranges(deals);
    if (options_.quick) ranges = quick_ranges(ranges);
    job.deals = analysis::DealList::ranges(ranges);
    key += "|deals=" + job.deals->description();
  }
  if (use_store && !claim.store.empty()) {
    job.store = claim.store;
    key += "|store=" + claim.store;
    const bool exists = std::filesystem::exists(claim.store);
    if (!job.deals && !exists)
      throw ClaimError(claim.where() + ": claim \"" + claim.id + "\": no results store \"" +
                       claim.store + "\"");
    if (exists) {
      try {
        const auto store = analysis::ResultsStore::open_existing(claim.store);
        // A store read as it is must be of this game, variant and player;
        // one that is extended must also have the same budgets and version.
        const std::vector<std::string> names = {"game", "variant", "strategy"};
        for (const auto& [name, value] : job.settings) {
          if (!job.deals && std::find(names.begin(), names.end(), name) == names.end()) continue;
          const std::string stored = setting(store->settings(), name);
          if (stored != value)
            throw ClaimError(claim.where() + ": claim \"" + claim.id + "\": the store \"" +
                             claim.store + "\" was made with " + name + " = " + stored +
                             ", but the claim needs " + value);
        }
      } catch (const ClaimError&) {
        throw;
      } catch (const InputError& e) {
        throw ClaimError(claim.where() + ": claim \"" + claim.id + "\": " + e.what());
      }
    }
  } else if (!options_.db_dir.empty()) {
    job.store =
        (std::filesystem::path(options_.db_dir) / store_name(game, strategy, tokens, job.settings))
            .string();
  }
  if (!jobs_.count(key)) {
    jobs_.emplace(key, std::move(job));
    order_.push_back(key);
  }
  return key;
}

void Measurer::run_job(Job& job) {
  Measurement m;
  m.title = job.spec.title;
  m.strategy = job.spec.strategy;
  m.player = job.spec.player;
  if (const std::string v = setting(job.settings, "player_version"); v != kNotRecorded)
    m.player += ", version " + v;
  analysis::Summary sum;
  if (!job.deals) {
    const auto store = analysis::ResultsStore::open_existing(job.store);
    for (const auto& [deal, row] : store->rows()) sum.add(row);
    m.deals = "store " + job.store;
    sum.resumed = sum.deals;
  } else {
    m.deals = job.deals->description();
    if (options_.log)
      *options_.log << "reckon-claims: measuring " << m.title << ", deals " << m.deals << " ("
                    << job.deals->size() << " deals)" << std::endl;
    std::unique_ptr<analysis::ResultsStore> store;
    if (!job.store.empty()) {
      const auto dir = std::filesystem::path(job.store).parent_path();
      if (!dir.empty()) std::filesystem::create_directories(dir);
      store = std::make_unique<analysis::ResultsStore>(job.store, job.settings, m.deals);
    }
    analysis::RunOptions ro;
    ro.threads = options_.threads;
    ro.store = store.get();
    ro.progress = options_.progress;
    ro.stop = options_.stop;
    sum = analysis::run_analysis(*job.deals, job.spec, ro);
  }
  m.n = sum.deals;
  m.wins = sum.winnable;
  m.losses = sum.unwinnable;
  m.unknown = sum.unknown;
  m.seconds = sum.seconds;
  m.resumed = sum.resumed;
  m.interrupted = sum.interrupted;
  job.result = m;
}

void Measurer::run() {
  for (const std::string& key : order_) {
    Job& job = jobs_.at(key);
    if (!job.missing.empty() || job.result) continue;
    if (options_.stop && options_.stop->load()) {
      job.missing = "not measured: interrupted";
      continue;
    }
    run_job(job);
  }
}

Evidence Measurer::evidence(const Claim& claim) const {
  const auto it = of_claim_.find(claim.id);
  if (it == of_claim_.end()) return {std::nullopt, "nothing was measured for this claim"};
  const Job& job = jobs_.at(it->second);
  if (!job.missing.empty()) return {std::nullopt, job.missing};
  if (!job.result) return {std::nullopt, "not measured yet"};
  Evidence e{job.result, ""};
  if (const auto f = fair_of_claim_.find(claim.id); f != fair_of_claim_.end())
    e.fair = jobs_.at(f->second).result;
  return e;
}

std::vector<Measurement> Measurer::measurements() const {
  std::vector<Measurement> out;
  for (const std::string& key : order_) {
    const Job& job = jobs_.at(key);
    if (job.result) out.push_back(*job.result);
  }
  return out;
}

}  // namespace reckon::claims
