#include "api/request_reader.h"

#include <algorithm>
#include <cctype>

#include "api/request_parts.h"
#include "core/games/calculation/deal.h"
#include "core/games/calculation/pruning.h"
#include "core/games/fourteen/game.h"
#include "jobs/common/text_input.h"

namespace reckon::api {
namespace {

std::vector<std::string> rules_of(Game game) {
  if (game == Game::kFourteen) return {fourteen::kRuleNames.begin(), fourteen::kRuleNames.end()};
  return {calculation::kRuleNames.begin(), calculation::kRuleNames.end()};
}

void refuse_fourteen_variant(const OptionValues& o) {
  for (const char* k :
       {"no-preplaced", "level", "waste-per-player", "expert", "names", "waste", "ranks"})
    if (o.given(k)) throw InputError(std::string("--") + k + " is not a Fourteen Out option");
}

}  // namespace

Game read_game(const OptionValues& o) {
  if (!o.given("game")) throw InputError("which game? give --game " + choices<GameKind>());
  const std::string name = lower(o.text("game"));
  const std::optional<GameKind> game = parse_name<GameKind>(name);
  if (!game) throw InputError("--game " + name + ": expected " + choices<GameKind>());
  return *game;
}

Variant read_variant(const OptionValues& o, Game game) {
  Variant v;
  if (game == Game::kFourteen) {
    refuse_fourteen_variant(o);
    return v;
  }
  v.preplaced = !o.given("no-preplaced");
  if (game == Game::kCalculation) {
    for (const char* k : {"level", "waste-per-player", "expert", "names"})
      if (o.given(k))
        throw InputError(std::string("--") + k +
                         " is a Rechenkünstler option (--game rechenkuenstler)");
    if (o.given("waste")) {
      const std::int64_t w = o.integer("waste");
      if (w < kMinWaste || w > kMaxWaste)
        throw InputError("--waste " + std::to_string(w) + ": Calculation has 1 to 8 waste piles");
      v.waste = static_cast<int>(w);
    }
  } else {
    if (o.given("waste"))
      throw InputError("Rechenkünstler counts waste piles per player: use --waste-per-player");
    if (o.given("level")) {
      const std::string level = lower(o.text("level"));
      const std::optional<Level> named = parse_name<Level>(level);
      if (!named) throw InputError("--level " + level + ": expected normal, hard, expert or four");
      v.waste_per_player = level_setting(*named).waste_per_player;
      v.expert = level_setting(*named).expert;
    }
    if (o.given("waste-per-player")) {
      const std::int64_t w = o.integer("waste-per-player");
      if (w < kMinWastePerPlayer || w > kMaxWastePerPlayer)
        throw InputError("--waste-per-player " + std::to_string(w) + ": 1 to 6 piles per player");
      v.waste_per_player = static_cast<int>(w);
    }
    if (o.given("expert")) v.expert = true;
  }
  if (o.given("ranks")) {
    const std::int64_t r = o.integer("ranks");
    v.ranks = static_cast<int>(std::clamp<std::int64_t>(r, -1, 1000));
    calculation::Variant checked;
    checked.ranks = v.ranks;
    checked.expert = game == Game::kRechenkuenstler && v.expert;
    calculation::check_deck(checked);  // the deck's own message
  }
  return v;
}

std::array<std::string, 2> read_names(const OptionValues& o) {
  if (!o.given("names")) return {"A", "B"};
  const std::string s = o.text("names");
  const auto comma = s.find(',');
  if (comma == std::string::npos || comma == 0 || comma + 1 == s.size() ||
      s.find(',', comma + 1) != std::string::npos)
    throw InputError("--names \"" + s +
                     "\": expected two names separated by a comma, e.g. Anna,Ben");
  return {s.substr(0, comma), s.substr(comma + 1)};
}

DealSpec read_deal_spec(const OptionValues& o) {
  int given = 0;
  for (const char* k : {"deal", "pysol", "cards", "file"}) given += o.given(k) ? 1 : 0;
  if (given > 1) throw InputError("give only one of --deal, --pysol, --cards, --file");
  DealSpec spec;
  if (o.given("deal")) spec.number = jobs::parse_u64(o.text("deal"), "--deal");
  if (o.given("pysol")) spec.pysol = o.text("pysol");
  if (o.given("cards")) spec.cards = o.text("cards");
  if (o.given("file")) spec.file = o.text("file");
  return spec;
}

Budget read_budget(const OptionValues& o) {
  Budget b;
  if (o.given("max-nodes")) b.max_nodes = jobs::parse_u64(o.text("max-nodes"), "--max-nodes");
  if (o.given("max-seconds"))
    b.max_seconds = jobs::parse_seconds(o.text("max-seconds"), "--max-seconds");
  if (o.given("max-memory")) {
    const std::int64_t m = o.integer("max-memory");
    if (m < 1 || m > (std::int64_t{1} << 20))
      throw InputError("--max-memory must be between 1 and 1048576 MiB");
    b.max_memory_mib = static_cast<std::size_t>(m);
  }
  return b;
}

std::vector<std::string> read_rules_off(const OptionValues& o, Game game) {
  const std::vector<std::string> rules = rules_of(game);
  std::vector<std::string> off;
  for (const std::string& name : o.names()) {
    if (!name.starts_with("no-") || name == "no-preplaced") continue;
    const std::string rule = name.substr(3);
    if (std::find(rules.begin(), rules.end(), rule) == rules.end())
      throw InputError("--" + name + ": " + std::string(name_of(game)) + " has no search rule \"" +
                       rule + "\"");
    off.push_back(rule);
  }
  // In the rules' own order, whatever the order given.
  std::vector<std::string> ordered;
  for (const std::string& r : rules)
    if (std::find(off.begin(), off.end(), r) != off.end()) ordered.push_back(r);
  return ordered;
}

int read_deal_threads(const OptionValues& o, Game game) {
  if (!o.given("deal-threads")) return 1;
  const std::int64_t n = o.integer("deal-threads");
  if (n < 1 || n > 2)
    throw InputError("--deal-threads must be 1 or 2 (got " + std::to_string(n) + ")");
  if (n > 1 && game == Game::kFourteen)
    throw InputError(
        "--deal-threads 2 is for the Calculation family; Fourteen Out solves a deal on one thread");
  return static_cast<int>(n);
}

FairPlayer read_fair_player(const OptionValues& o) {
  FairPlayer f;
  // The project's whole-number parser: the option library would take -1 as 2^64 - 1.
  if (o.given("seed")) f.seed = jobs::parse_u64(o.text("seed"), "--seed");
  const auto small = [&](const char* name, int& field) {
    if (o.given(name))
      field = static_cast<int>(std::clamp<std::int64_t>(o.integer(name), -1'000'000, 1'000'000));
  };
  small("samples", f.samples);
  small("exact-below", f.exact_below);
  small("optimal-below", f.optimal_below);
  return f;
}

DealRequest read_deal_request(const OptionValues& o) {
  DealRequest r;
  r.game = read_game(o);
  r.variant = read_variant(o, r.game);
  r.deal = read_deal_spec(o);
  return r;
}

SolveRequest read_solve_request(const OptionValues& o) {
  SolveRequest r;
  r.game = read_game(o);
  if (r.game == Game::kFourteen) read_variant(o, r.game);  // its refusals before the rules'
  r.rules_off = read_rules_off(o, r.game);
  r.deal_threads = read_deal_threads(o, r.game);
  r.variant = read_variant(o, r.game);
  r.budget = read_budget(o);
  if (r.game == Game::kRechenkuenstler) read_names(o);  // a bad --names is refused before solving
  r.deal = read_deal_spec(o);
  r.certify = o.given("certify");
  return r;
}

namespace {

// --moves or --moves-file; none given: nothing.
std::optional<std::string> read_moves(const OptionValues& o) {
  if (o.given("moves") && o.given("moves-file"))
    throw InputError("give only one of --moves and --moves-file");
  if (o.given("moves")) return o.text("moves");
  if (o.given("moves-file")) return jobs::read_text(o.text("moves-file"));
  return std::nullopt;
}

}  // namespace

VerifyRequest read_verify_request(const OptionValues& o) {
  VerifyRequest r;
  r.game = read_game(o);
  r.variant = read_variant(o, r.game);
  r.deal = read_deal_spec(o);
  const std::optional<std::string> moves = read_moves(o);
  if (!moves) throw InputError("give the moves to check with --moves \"...\" or --moves-file F");
  r.moves = *moves;
  return r;
}

PlayRequest read_play_request(const OptionValues& o) {
  PlayRequest r;
  r.game = read_game(o);
  r.variant = read_variant(o, r.game);
  if (o.given("strategy")) r.strategy = lower(o.text("strategy"));
  r.fair = read_fair_player(o);
  if (r.game == Game::kRechenkuenstler) read_names(o);  // a bad --names is refused before playing
  r.deal = read_deal_spec(o);
  return r;
}

HintRequest read_hint_request(const OptionValues& o) {
  HintRequest r;
  r.game = read_game(o);
  r.variant = read_variant(o, r.game);
  if (r.game == Game::kFourteen) {
    if (o.given("position"))
      throw InputError("--position is for Calculation; for Fourteen Out give the deal and --moves");
    // Nothing is hidden in Fourteen Out: every hint is fair, and the fair
    // player's options would be silently ignored.
    if (o.given("fair"))
      throw InputError(
          "--fair is for the Calculation family; Fourteen Out hides no card, so every hint is "
          "fair");
    for (const char* name : {"seed", "samples", "exact-below", "optimal-below"})
      if (o.given(name))
        throw InputError(std::string("--") + name +
                         " goes with --fair, which is for the Calculation family");
  }
  r.budget = read_budget(o);
  if (o.given("position")) {
    for (const char* k : {"deal", "pysol", "cards", "file", "moves", "moves-file"})
      if (o.given(k)) throw InputError("--position stands alone (no deal, no moves)");
    r.position = o.text("position");
  } else {
    r.deal = read_deal_spec(o);
    r.moves = read_moves(o).value_or("");
  }
  r.best = o.given("best");
  if (o.given("fair")) {
    r.fair = read_fair_player(o);
    if (!o.given("samples")) r.fair->samples = kFairHintSamples;
  }
  return r;
}

AnalyzeRequest read_analyze_request(const OptionValues& o) {
  AnalyzeRequest r;
  r.game = read_game(o);
  r.rules_off = read_rules_off(o, r.game);
  if (o.given("deals")) r.deals = o.text("deals");
  if (o.given("deal-file")) r.deal_file = o.text("deal-file");
  if (o.given("shard")) {
    const std::string s = o.text("shard");
    const auto slash = s.find('/');
    if (slash == std::string::npos) throw InputError("--shard " + s + ": expected K/N, e.g. 0/4");
    r.shard = Shard{jobs::parse_u64(s.substr(0, slash), "--shard K"),
                    jobs::parse_u64(s.substr(slash + 1), "--shard N")};
  }
  r.variant = read_variant(o, r.game);
  if (o.given("strategy")) r.strategy = lower(o.text("strategy"));
  r.fair = read_fair_player(o);
  r.budget = read_budget(o);
  r.deal_threads = read_deal_threads(o, r.game);
  if (o.given("threads"))
    r.threads = static_cast<int>(std::clamp<std::int64_t>(o.integer("threads"), -1, 1'000'000));
  if (o.given("db")) r.store_path = o.text("db");
  if (o.given("out")) r.rows_path = o.text("out");
  return r;
}

curation::DailyRequest read_daily_request(const OptionValues& o) {
  curation::DailyRequest r;
  r.game = read_game(o);
  if (!o.given("tier"))
    throw InputError("--daily needs the tier: --tier easy, medium, hard, expert or constructed");
  // curate's own options, which a daily challenge does not take.
  for (const char* k :
       {"deals", "unwinnable", "undecided", "hardest", "easiest", "calibrate", "db"})
    if (o.given(k))
      throw InputError(std::string("--daily draws from a tier list; it takes no --") + k);
  const Variant v = read_variant(o, r.game);
  if (r.game != Game::kFourteen) r.variant = calculation_variant(r.game, v, true);
  const std::string tier = lower(o.text("tier"));
  const std::optional<Tier> named = parse_name<Tier>(tier);
  if (!named) throw InputError("--tier " + tier + ": easy, medium, hard, expert or constructed");
  r.tier = *named;
  r.first = o.text("daily");
  if (o.given("days"))
    r.days = static_cast<int>(std::clamp<std::int64_t>(o.integer("days"), -1, 1'000'000));
  if (o.given("list")) r.list = o.text("list");
  return r;
}

}  // namespace reckon::api
