#include "jobs/claims/claim_file.h"

#include <toml++/toml.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "jobs/analysis/deal_ranges.h"
#include "jobs/common/text_input.h"

namespace reckon::claims {
namespace {

const std::set<std::string, std::less<>> kKeys = {
    "id",          "source", "quote",      "game",       "variant", "strategy",
    "budget",      "claim",  "tolerance",  "deals",      "store",   "numerator",
    "denominator", "note",   "fair_deals", "fair_player"};

std::string at(const std::string& path, const toml::source_region& where) {
  return path + ":" + std::to_string(where.begin.line) + ":" + std::to_string(where.begin.column) +
         ": ";
}

[[noreturn]] void fail(const std::string& path, const toml::source_region& where,
                       const std::string& why) {
  throw ClaimError(at(path, where) + why);
}

std::string type_name(const toml::node& n) {
  switch (n.type()) {
    case toml::node_type::string:
      return "a string";
    case toml::node_type::integer:
      return "a whole number";
    case toml::node_type::floating_point:
      return "a number";
    case toml::node_type::boolean:
      return "true or false";
    case toml::node_type::array:
      return "an array";
    case toml::node_type::table:
      return "a table";
    default:
      return "a date or time";
  }
}

bool simple_name(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_' || c == '.';
  });
}

// One [[claim]] table.
class ClaimReader {
 public:
  ClaimReader(const toml::table& t, const std::string& path) : t_(t), path_(path) {}

  Claim read() {
    for (auto&& [key, node] : t_)
      if (!kKeys.count(key.str()))
        fail(path_, key.source(),
             "unknown key \"" + std::string(key.str()) +
                 "\" in a claim (known: id, source, quote, game, variant, strategy, budget, claim, "
                 "tolerance, "
                 "deals, fair_deals, fair_player, store, numerator, denominator, note)");
    Claim c;
    c.file = path_;
    c.line = static_cast<int>(t_.source().begin.line);
    c.id = text("id", true);
    if (!simple_name(c.id))
      fail(path_, node("id").source(), "an id is letters, digits, '-', '_' and '.'");
    c.source = text("source", true);
    c.quote = text("quote", true);
    c.strategy = text("strategy", true);
    if (!simple_name(c.strategy))
      fail(path_, node("strategy").source(),
           "a strategy is a name: perfect, human, or a player (simple, runs, ...)");
    text("note", false);  // free text for readers of the file

    const std::string figure = text("claim", true);
    try {
      c.figure = parse_figure(figure);
    } catch (const InputError& e) {
      fail(path_, node("claim").source(), e.what());
    }
    if (const toml::node* tol = t_.get("tolerance")) {
      const auto v = tol->value<double>();
      if (!v || !tol->is_number())
        fail(path_, tol->source(), "tolerance must be a number, not " + type_name(*tol));
      if (!std::isfinite(*v) || *v < 0)
        fail(path_, tol->source(), "tolerance must be a number >= 0");
      c.tolerance = *v;
    } else if (c.figure.kind == Figure::Kind::kAbout) {
      fail(path_, node("claim").source(),
           "an \"about\" figure needs a tolerance in its unit (e.g. tolerance = 0.5 for half a "
           "percentage point)");
    }

    c.numerator = text("numerator", false);
    c.denominator = text("denominator", false);
    if (c.numerator.empty() != c.denominator.empty())
      fail(path_, t_.source(),
           "a ratio claim needs both numerator and denominator (the ids of two claims)");
    if (c.is_ratio()) {
      for (const char* k :
           {"game", "variant", "budget", "deals", "fair_deals", "fair_player", "store"})
        if (t_.get(k))
          fail(path_, node(k).source(),
               std::string("a ratio claim takes its games and deals from the claims it compares; "
                           "remove \"") +
                   k + "\"");
      if (c.figure.unit == Figure::Unit::kPercent)
        fail(path_, node("claim").source(),
             "a ratio is a number of times (\"about 4 times\"), not a percentage");
      c.figure.unit = Figure::Unit::kTimes;
      return c;
    }

    c.game = text("game", true);
    c.variant = text("variant", false);
    c.budget = text("budget", false);
    if (c.figure.unit != Figure::Unit::kPercent)
      fail(path_, node("claim").source(),
           c.figure.unit == Figure::Unit::kTimes
               ? "a figure in times compares two rates: give numerator and denominator"
               : "write a rate with %, or as \"N in M\"");
    c.deals = text("deals", false);
    if (!c.deals.empty()) {
      try {
        analysis::parse_deal_ranges(c.deals);
      } catch (const InputError& e) {
        fail(path_, node("deals").source(), e.what());
      }
    }
    c.fair_deals = text("fair_deals", false);
    if (!c.fair_deals.empty()) {
      if (!c.about_people())
        fail(path_, node("fair_deals").source(),
             "fair_deals is for claims about people (strategy = \"human\"): the deals of their "
             "lower bound");
      try {
        analysis::parse_deal_ranges(c.fair_deals);
      } catch (const InputError& e) {
        fail(path_, node("fair_deals").source(), e.what());
      }
    }
    c.fair_player = text("fair_player", false);
    if (!c.fair_player.empty() && !c.about_people())
      fail(path_, node("fair_player").source(),
           "fair_player is for claims about people (strategy = \"human\"): the fair player's "
           "options for their lower bound");
    c.store = text("store", false);
    if (!c.store.empty()) {
      const std::filesystem::path p(c.store);
      if (p.is_relative()) c.store = (std::filesystem::path(path_).parent_path() / p).string();
    }
    if (c.deals.empty() && c.store.empty())
      fail(path_, t_.source(),
           "claim \"" + c.id + "\" needs deals to measure on (deals = \"1-100000\") or a store");
    return c;
  }

 private:
  const toml::node& node(const char* key) const { return *t_.get(key); }

  std::string text(const char* key, bool required) const {
    const toml::node* n = t_.get(key);
    if (!n) {
      if (required) fail(path_, t_.source(), std::string("a claim needs \"") + key + "\"");
      return "";
    }
    const auto* s = n->as_string();
    if (!s)
      fail(path_, n->source(),
           std::string("\"") + key + "\" must be a string, not " + type_name(*n));
    if (required && s->get().find_first_not_of(" \t\n") == std::string::npos)
      fail(path_, n->source(), std::string("\"") + key + "\" is empty");
    return s->get();
  }

  const toml::table& t_;
  const std::string& path_;
};

}  // namespace

std::vector<Claim> parse_claims(std::string_view text, const std::string& path) {
  toml::table doc;
  try {
    doc = toml::parse(text, path);
  } catch (const toml::parse_error& e) {
    fail(path, e.source(), std::string(e.description()));
  }
  const toml::node* list = nullptr;
  for (auto&& [key, node] : doc) {
    if (key.str() != "claim")
      fail(path, key.source(),
           "unknown key \"" + std::string(key.str()) + "\" (a claims file holds [[claim]] tables)");
    list = &node;
  }
  if (!list) throw ClaimError(path + ":1:1: no claims (a claims file holds [[claim]] tables)");
  const toml::array* claims = list->as_array();
  if (!claims)
    fail(path, list->source(),
         "\"claim\" must be an array of tables: write each claim as [[claim]]");
  std::vector<Claim> out;
  for (const toml::node& n : *claims) {
    const toml::table* t = n.as_table();
    if (!t) fail(path, n.source(), "each claim must be a table: write it as [[claim]]");
    out.push_back(ClaimReader(*t, path).read());
  }
  return out;
}

std::vector<Claim> read_claim_file(const std::string& path) {
  std::string text;
  try {
    text = jobs::read_text(path);
  } catch (const InputError& e) {
    throw ClaimError(path + ": cannot read the claims file (" + e.what() + ")");
  }
  return parse_claims(text, path);
}

void check_claim_set(const std::vector<Claim>& claims) {
  std::map<std::string, const Claim*> by_id;
  for (const Claim& c : claims) {
    const auto [it, fresh] = by_id.emplace(c.id, &c);
    if (!fresh)
      throw ClaimError(c.where() + ": claim id \"" + c.id + "\" is also used at " +
                       it->second->where());
  }
  for (const Claim& c : claims) {
    if (!c.is_ratio()) continue;
    for (const std::string& ref : {c.numerator, c.denominator}) {
      const auto it = by_id.find(ref);
      if (it == by_id.end())
        throw ClaimError(c.where() + ": claim \"" + c.id + "\" compares claim \"" + ref +
                         "\", which is not in the files given");
      const Claim& other = *it->second;
      if (other.is_ratio())
        throw ClaimError(c.where() + ": claim \"" + c.id + "\" compares \"" + ref +
                         "\", which is itself a ratio; compare two rate claims");
      if (other.strategy != c.strategy)
        throw ClaimError(c.where() + ": claim \"" + c.id + "\" is about the " + c.strategy +
                         " strategy, but \"" + ref + "\" (" + other.where() + ") is about " +
                         other.strategy);
    }
  }
}

}  // namespace reckon::claims
