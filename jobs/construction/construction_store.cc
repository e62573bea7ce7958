#include "jobs/construction/construction_store.h"

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>

#include "jobs/common/sqlite_statement.h"
#include "reckon/input_error.h"

namespace reckon::construction {
namespace {

using jobs::column_text;
using jobs::Statement;

// A stored deal's verdict: a vocabulary name, or the store is not reckon's.
Verdict stored_verdict(const std::string& name, const std::string& path) {
  const std::optional<Verdict> v = parse_name<Verdict>(name);
  if (!v) throw InputError("construction store " + path + ": unknown verdict \"" + name + "\"");
  return *v;
}

}  // namespace

void ConstructionStore::upgrade(const std::string& table, const std::string& column,
                                const std::string& sql) const {
  Statement q(db_, "SELECT count(*) FROM pragma_table_info(?) WHERE name = ?",
              "construction store");
  sqlite3_bind_text(q.get(), 1, table.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text(q.get(), 2, column.c_str(), -1, SQLITE_TRANSIENT);
  if (sqlite3_step(q.get()) == SQLITE_ROW && sqlite3_column_int(q.get(), 0) == 0) exec(sql);
}

void ConstructionStore::exec(const std::string& sql) const {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error ? error : "unknown error";
    sqlite3_free(error);
    throw InputError("construction store " + path_ + ": " + message +
                     "; the last checkpoint is kept: run the same command again to resume");
  }
}

ConstructionStore::ConstructionStore(const std::string& path, const StoreSettings& settings)
    : path_(path) {
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
      SQLITE_OK) {
    const std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw InputError("cannot open construction store \"" + path + "\": " + why);
  }
  try {
    sqlite3_busy_timeout(db_, 10000);
    exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;");
    exec(
        "CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);"
        "CREATE TABLE IF NOT EXISTS state (id INTEGER PRIMARY KEY CHECK (id = 1),"
        " evaluations INTEGER NOT NULL, rng TEXT NOT NULL, current TEXT NOT NULL,"
        " current_score REAL NOT NULL, best TEXT NOT NULL, best_score REAL NOT NULL,"
        " since_best INTEGER NOT NULL, unwinnable_met INTEGER NOT NULL DEFAULT 0);"
        "CREATE TABLE IF NOT EXISTS deals (cards TEXT NOT NULL, kind TEXT NOT NULL,"
        " score REAL NOT NULL, verdict TEXT NOT NULL, nodes INTEGER NOT NULL,"
        " turns INTEGER NOT NULL, choices INTEGER NOT NULL, critical INTEGER NOT NULL,"
        " evaluation INTEGER NOT NULL, certificate TEXT NOT NULL,"
        " fair_games INTEGER NOT NULL DEFAULT 0, fair_won INTEGER NOT NULL DEFAULT 0,"
        " PRIMARY KEY (cards, kind));"
        "CREATE TABLE IF NOT EXISTS curve (evaluation INTEGER PRIMARY KEY, best REAL NOT NULL);");
    // A store made before objective fair lacks its two columns; nor did it
    // count the unwinnable deals met (it kept them all).
    upgrade("deals", "fair_won",
            "ALTER TABLE deals ADD COLUMN fair_games INTEGER NOT NULL DEFAULT 0;"
            "ALTER TABLE deals ADD COLUMN fair_won INTEGER NOT NULL DEFAULT 0;");
    upgrade("state", "unwinnable_met",
            "ALTER TABLE state ADD COLUMN unwinnable_met INTEGER NOT NULL DEFAULT 0;"
            "UPDATE state SET unwinnable_met ="
            " (SELECT count(*) FROM deals WHERE kind = 'unwinnable');");
    std::map<std::string, std::string> existing;
    {
      Statement q(db_, "SELECT name, value FROM settings", "construction store");
      while (sqlite3_step(q.get()) == SQLITE_ROW)
        existing[column_text(q.get(), 0)] = column_text(q.get(), 1);
    }
    if (existing.empty()) {
      exec("BEGIN");
      Statement ins(db_, "INSERT INTO settings (name, value) VALUES (?, ?)", "construction store");
      for (const auto& [name, value] : settings) {
        sqlite3_bind_text(ins.get(), 1, name.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(ins.get(), 2, value.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_step(ins.get());
        sqlite3_reset(ins.get());
      }
      exec("COMMIT");
    }
    for (const auto& [name, value] : settings) {
      const auto it = existing.find(name);
      if (existing.empty() || (it != existing.end() && it->second == value)) continue;
      throw InputError("construction store \"" + path + "\" was made with " + name + " = " +
                       (it == existing.end() ? "(not recorded)" : it->second) + ", not " + value +
                       "; use another --db file");
    }
    // A setting the store names and the run does not (one only named when
    // on, such as a tie-break) makes another run too.
    for (const auto& [name, value] : existing)
      if (std::none_of(settings.begin(), settings.end(),
                       [&name](const auto& s) { return s.first == name; }))
        throw InputError("construction store \"" + path + "\" was made with " + name + " = " +
                         value + ", which this run does not use; use another --db file");
  } catch (...) {
    sqlite3_close(db_);
    throw;
  }
}

ConstructionStore::~ConstructionStore() { sqlite3_close(db_); }

std::optional<SearchState> ConstructionStore::load(ConstructResult& into) const {
  Statement q(db_,
              "SELECT evaluations, rng, current, current_score, best, best_score, since_best, "
              "unwinnable_met FROM state WHERE id = 1",
              "construction store");
  if (sqlite3_step(q.get()) != SQLITE_ROW) return std::nullopt;
  SearchState s;
  s.evaluations = static_cast<std::uint64_t>(sqlite3_column_int64(q.get(), 0));
  s.rng = std::stoull(column_text(q.get(), 1));
  s.current = column_text(q.get(), 2);
  s.current_score = sqlite3_column_double(q.get(), 3);
  s.best = column_text(q.get(), 4);
  s.best_score = sqlite3_column_double(q.get(), 5);
  s.since_best = static_cast<std::uint64_t>(sqlite3_column_int64(q.get(), 6));
  into.unwinnable_met = static_cast<std::uint64_t>(sqlite3_column_int64(q.get(), 7));
  into.best.clear();
  into.unwinnable.clear();
  into.curve.clear();
  Statement d(db_,
              "SELECT cards, kind, score, verdict, nodes, turns, choices, critical, "
              "evaluation, certificate, fair_games, fair_won FROM deals ORDER BY kind, rowid",
              "construction store");
  while (sqlite3_step(d.get()) == SQLITE_ROW) {
    FoundDeal f;
    f.cards = column_text(d.get(), 0);
    f.score = sqlite3_column_double(d.get(), 2);
    f.verdict = stored_verdict(column_text(d.get(), 3), path_);
    f.nodes = static_cast<std::uint64_t>(sqlite3_column_int64(d.get(), 4));
    f.turns = sqlite3_column_int(d.get(), 5);
    f.choices = sqlite3_column_int(d.get(), 6);
    f.critical = sqlite3_column_int(d.get(), 7);
    f.evaluation = static_cast<std::uint64_t>(sqlite3_column_int64(d.get(), 8));
    f.certificate = column_text(d.get(), 9);
    f.fair_games = sqlite3_column_int(d.get(), 10);
    f.fair_won = sqlite3_column_int(d.get(), 11);
    (column_text(d.get(), 1) == "kept" ? into.best : into.unwinnable).push_back(f);
  }
  Statement c(db_, "SELECT evaluation, best FROM curve ORDER BY evaluation", "construction store");
  while (sqlite3_step(c.get()) == SQLITE_ROW)
    into.curve.emplace_back(static_cast<std::uint64_t>(sqlite3_column_int64(c.get(), 0)),
                            sqlite3_column_double(c.get(), 1));
  return s;
}

void ConstructionStore::checkpoint(const SearchState& s, const ConstructResult& found) {
  exec("BEGIN");
  try {
    {
      Statement st(db_,
                   "INSERT OR REPLACE INTO state (id, evaluations, rng, current, current_score, "
                   "best, best_score, since_best, unwinnable_met) "
                   "VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)",
                   "construction store");
      const std::string rng = std::to_string(s.rng);
      sqlite3_bind_int64(st.get(), 1, static_cast<sqlite3_int64>(s.evaluations));
      sqlite3_bind_text(st.get(), 2, rng.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text(st.get(), 3, s.current.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_double(st.get(), 4, s.current_score);
      sqlite3_bind_text(st.get(), 5, s.best.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_double(st.get(), 6, s.best_score);
      sqlite3_bind_int64(st.get(), 7, static_cast<sqlite3_int64>(s.since_best));
      sqlite3_bind_int64(st.get(), 8, static_cast<sqlite3_int64>(found.unwinnable_met));
      if (sqlite3_step(st.get()) != SQLITE_DONE)
        throw InputError("construction store " + path_ + ": " + sqlite3_errmsg(db_));
    }
    exec("DELETE FROM deals");
    Statement ins(db_,
                  "INSERT INTO deals (cards, kind, score, verdict, nodes, turns, choices, "
                  "critical, evaluation, certificate, fair_games, fair_won) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                  "construction store");
    const auto put = [&](const FoundDeal& f, const char* kind) {
      sqlite3_bind_text(ins.get(), 1, f.cards.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text(ins.get(), 2, kind, -1, SQLITE_STATIC);
      sqlite3_bind_double(ins.get(), 3, f.score);
      const std::string_view verdict = name_of(f.verdict);
      sqlite3_bind_text(ins.get(), 4, verdict.data(), static_cast<int>(verdict.size()),
                        SQLITE_STATIC);
      sqlite3_bind_int64(ins.get(), 5, static_cast<sqlite3_int64>(f.nodes));
      sqlite3_bind_int(ins.get(), 6, f.turns);
      sqlite3_bind_int(ins.get(), 7, f.choices);
      sqlite3_bind_int(ins.get(), 8, f.critical);
      sqlite3_bind_int64(ins.get(), 9, static_cast<sqlite3_int64>(f.evaluation));
      sqlite3_bind_text(ins.get(), 10, f.certificate.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_int(ins.get(), 11, f.fair_games);
      sqlite3_bind_int(ins.get(), 12, f.fair_won);
      if (sqlite3_step(ins.get()) != SQLITE_DONE)
        throw InputError("construction store " + path_ + ": " + sqlite3_errmsg(db_));
      sqlite3_reset(ins.get());
    };
    for (const FoundDeal& f : found.best) put(f, "kept");
    for (const FoundDeal& f : found.unwinnable) put(f, "unwinnable");
    Statement cv(db_, "INSERT OR REPLACE INTO curve (evaluation, best) VALUES (?, ?)",
                 "construction store");
    for (const auto& [e, b] : found.curve) {
      sqlite3_bind_int64(cv.get(), 1, static_cast<sqlite3_int64>(e));
      sqlite3_bind_double(cv.get(), 2, b);
      sqlite3_step(cv.get());
      sqlite3_reset(cv.get());
    }
    exec("COMMIT");
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

}  // namespace reckon::construction
