#include "jobs/analysis/row_writer.h"

#include <optional>
#include <sstream>

#include "reckon/input_error.h"
#include "core/json.h"
#include "core/whole_number.h"
#include "jobs/common/csv.h"
#include "jobs/common/output.h"
#include "jobs/common/text_input.h"

namespace reckon::analysis {
namespace {

// A JSON literal as a CSV field: numbers as they are, strings unquoted.
std::string csv_literal(const std::string& json_literal) {
  if (!json_literal.empty() && json_literal.front() == '"')
    return jobs::csv_field(json::parse(json_literal).as_string());
  return json_literal;
}

}  // namespace

RowWriter::RowWriter(const std::string& path, const RowSource& source,
                     const std::vector<std::string>& columns)
    : path_(path),
      out_(jobs::open_output(path, "the row file \"" + path + "\"")),
      csv_(!path.ends_with(".jsonl") && !path.ends_with(".json")),
      source_(source),
      columns_(columns) {
  if (csv_) {
    out_ << "deal,strategy,verdict,nodes,micros,length,game,setting";
    for (const auto& c : columns_) out_ << ',' << c;
    out_ << '\n';
  }
}

void RowWriter::flush() { jobs::check_output(out_, "the row file \"" + path_ + "\""); }

void RowWriter::write(const Row& r) {
  if (csv_) {
    out_ << jobs::csv_field(r.deal) << ',' << jobs::csv_field(source_.strategy) << ','
         << name_of(r.outcome) << ',' << r.nodes << ',' << r.micros << ',' << r.length << ','
         << jobs::csv_field(source_.game) << ',' << jobs::csv_field(source_.setting);
    for (const auto& c : columns_) {
      out_ << ',';
      for (const auto& [name, value] : r.extra)
        if (name == c) out_ << csv_literal(value);
    }
    out_ << '\n';
    return;
  }
  json::Writer w;
  w.begin_object()
      .member("deal", r.deal)
      .member("strategy", source_.strategy)
      .member("verdict", name_of(r.outcome));
  w.member("nodes", r.nodes).member("micros", r.micros).member("length", r.length);
  w.member("game", source_.game).member("setting", source_.setting);
  for (const auto& [name, value] : r.extra) w.key(name).raw(value);
  w.end_object();
  out_ << w.str() << '\n';
}

namespace {

std::uint64_t number_field(const std::string& s, const std::string& where) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
    throw InputError(where + ": \"" + s + "\" is not a count");
  try {
    return jobs::parse_u64(s, "count");
  } catch (const InputError& e) {
    throw InputError(where + ": " + e.what());
  }
}

// A winning line's length: an int (a real line is far shorter).
int length_field(std::uint64_t n, const std::string& where) {
  if (n > 1000000)
    throw InputError(where + ": length " + std::to_string(n) + " is not a line's length");
  return static_cast<int>(n);
}

// A JSON count: a whole number from 0 to 2^64-1. Integers are read exactly;
// a double counts only while it holds every whole number (to 2^53).
std::uint64_t json_count(const json::Value& x, const std::string& what) {
  if (const auto* u = x.if_uint64()) return *u;
  if (const auto* i = x.if_int64(); i && *i >= 0) return static_cast<std::uint64_t>(*i);
  if (const auto* d = x.if_double())
    if (const auto n = whole_number(*d, 0, std::int64_t{1} << 53))
      return static_cast<std::uint64_t>(*n);
  throw InputError(what + " is not a count");
}

}  // namespace

std::vector<Row> read_row_file(const std::string& path, RowSource* source) {
  std::istringstream in(jobs::read_text(path));
  std::vector<Row> rows;
  const bool csv = path.ends_with(".csv");
  std::vector<std::string> header;
  std::size_t fixed = 6;  // CSV columns before the analyzer's own: 8 with game and setting
  std::optional<RowSource> first;
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.empty()) continue;
    const std::string where = path + ":" + std::to_string(line_no);
    Row r;
    std::string verdict;  // as written: checked below
    RowSource this_source;
    if (csv) {
      const auto f = jobs::csv_split(line);
      if (header.empty()) {
        header = f;
        if (header.size() < 6 || header[0] != "deal" || header[2] != "verdict")
          throw InputError(
              where + ": not a reckon row file (expected the header deal,strategy,verdict,...)");
        // "variant" was the setting's column before "variant" meant the
        // JSON object of solve and curate; such files still read.
        if (header.size() >= 8 && header[6] == "game" &&
            (header[7] == "setting" || header[7] == "variant"))
          fixed = 8;
        continue;
      }
      if (f.size() != header.size())
        throw InputError(where + ": " + std::to_string(f.size()) + " fields, the header has " +
                         std::to_string(header.size()));
      r.deal = f[0];
      this_source.strategy = f[1];
      if (fixed == 8) {
        this_source.game = f[6];
        this_source.setting = f[7];
      }
      verdict = f[2];
      r.nodes = number_field(f[3], where);
      r.micros = number_field(f[4], where);
      r.length = length_field(number_field(f[5], where), where);
      for (std::size_t i = fixed; i < f.size(); ++i) {
        const bool numeric =
            !f[i].empty() && f[i].find_first_not_of("0123456789.-") == std::string::npos;
        r.extra.emplace_back(header[i], numeric ? f[i] : json::quote(f[i]));
      }
    } else {
      json::Value v;
      try {
        v = json::parse(line);
      } catch (const InputError& e) {
        throw InputError(where + ": " + e.what());
      }
      const auto text = [&](const char* k) {
        const json::Value* x = json::find(v, k);
        if (!x || !x->is_string())
          throw InputError(where + ": \"" + std::string(k) + "\" (a string) is missing");
        return std::string(x->as_string());
      };
      const auto count = [&](const char* k) {
        const json::Value* x = json::find(v, k);
        if (!x || !x->is_number())
          throw InputError(where + ": \"" + std::string(k) + "\" (a number) is missing");
        return json_count(*x, where + ": \"" + std::string(k) + "\"");
      };
      r.deal = text("deal");
      this_source.strategy = text("strategy");
      if (json::find(v, "game")) {
        this_source.game = text("game");
        this_source.setting = text(json::find(v, "setting") ? "setting" : "variant");
      }
      verdict = text("verdict");
      r.nodes = count("nodes");
      r.micros = count("micros");
      r.length = length_field(count("length"), where);
    }
    const std::optional<Outcome> outcome = parse_name<Outcome>(verdict);
    if (!outcome) throw InputError(where + ": unknown verdict \"" + verdict + "\"");
    r.outcome = *outcome;
    if (!first) {
      first = this_source;
    } else if (this_source.game != first->game || this_source.setting != first->setting ||
               this_source.strategy != first->strategy) {
      throw InputError(where + ": a row of " + describe(this_source) + " in a file of " +
                       describe(*first));
    }
    rows.push_back(std::move(r));
  }
  // A file without rows merges into "0 deals, win rate 0 %": refused like
  // a deal file that lists no deals.
  if (rows.empty()) throw InputError("row file \"" + path + "\" holds no rows");
  if (source) *source = first.value_or(RowSource{});
  return rows;
}

RowSource source_of(const std::vector<std::pair<std::string, std::string>>& settings,
                    const std::string& strategy) {
  RowSource s;
  s.strategy = strategy;
  for (const auto& [name, value] : settings) {
    if (name == "game") s.game = value;
    if (name == "variant") s.setting = value;  // (a store's settings keep the old name)
    if (name == "strategy") s.strategy = value;
  }
  return s;
}

void SameAnalysis::check(const RowSource& s, const std::string& input) {
  const auto same = [&](const std::string& value, std::string& first, std::string& from,
                        const char* what) {
    if (value.empty()) return;
    if (from.empty()) {
      first = value;
      from = input;
      return;
    }
    if (value != first)
      throw InputError("\"" + from + "\" holds " + what + " " + first + " and \"" + input + "\" " +
                       what + " " + value +
                       ": merge combines the parts of one analysis, never two " + what + "s");
  };
  same(s.game, first_.game, game_from_, "game");
  same(s.setting, first_.setting, setting_from_, "variant");
  same(s.strategy, first_.strategy, strategy_from_, "strategy");
}

std::string describe(const RowSource& s) {
  std::string d = s.game.empty() ? "an unnamed game" : s.game;
  if (!s.setting.empty()) d += " (" + s.setting + ")";
  return d + ", " + (s.strategy.empty() ? "no strategy" : s.strategy);
}

}  // namespace reckon::analysis
