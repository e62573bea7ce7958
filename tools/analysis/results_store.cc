#include "tools/analysis/results_store.h"

#include <sqlite3.h>

#include <cstdint>

#include "core/input_error.h"

namespace reckon::analysis {
namespace {

class Statement {
 public:
  Statement(sqlite3* db, const std::string& sql) {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &s_, nullptr) != SQLITE_OK)
      throw InputError(std::string("results store: ") + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(s_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  sqlite3_stmt* get() const { return s_; }

 private:
  sqlite3_stmt* s_ = nullptr;
};

std::string column_text(sqlite3_stmt* s, int i) {
  const unsigned char* t = sqlite3_column_text(s, i);
  return t ? reinterpret_cast<const char*>(t) : "";
}

}  // namespace

void ResultsStore::exec(const std::string& sql) const {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error ? error : "unknown error";
    sqlite3_free(error);
    throw InputError("results store " + path_ + ": " + message);
  }
}

ResultsStore::ResultsStore(const std::string& path, const Settings& settings, const std::string& deals)
    : path_(path), settings_(settings) {
  // A constructor that throws runs no destructor: close the handle here.
  try {
    open(settings, deals);
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

void ResultsStore::open(const Settings& settings, const std::string& deals) {
  const std::string& path = path_;
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK)
    throw InputError("cannot open results store \"" + path + "\": " + (db_ ? sqlite3_errmsg(db_) : "out of memory"));
  sqlite3_busy_timeout(db_, 10000);
  // WAL: a commit is durable once its frame is written; a crash rolls back
  // only an unfinished transaction.
  exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;");
  exec(
      "CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);"
      "CREATE TABLE IF NOT EXISTS runs (deals TEXT PRIMARY KEY);"
      "CREATE TABLE IF NOT EXISTS results (deal TEXT PRIMARY KEY, number INTEGER, verdict TEXT NOT NULL,"
      " nodes INTEGER NOT NULL, micros INTEGER NOT NULL, length INTEGER NOT NULL, extra TEXT NOT NULL);");
  std::map<std::string, std::string> existing;
  {
    Statement q(db_, "SELECT name, value FROM settings");
    while (sqlite3_step(q.get()) == SQLITE_ROW) existing[column_text(q.get(), 0)] = column_text(q.get(), 1);
  }
  if (existing.empty()) {
    exec("BEGIN");
    Statement ins(db_, "INSERT INTO settings (name, value) VALUES (?, ?)");
    for (const auto& [name, value] : settings) {
      sqlite3_bind_text(ins.get(), 1, name.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text(ins.get(), 2, value.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_step(ins.get());
      sqlite3_reset(ins.get());
    }
    exec("COMMIT");
  } else {
    for (const auto& [name, value] : settings) {
      const auto it = existing.find(name);
      const std::string stored = it == existing.end() ? "(not recorded)" : it->second;
      if (stored != value)
        throw InputError("results store \"" + path + "\" was made with " + name + " = " + stored + ", not " + value +
                         "; use another --db file (the store never mixes runs with different settings)");
    }
  }
  Statement run(db_, "INSERT OR IGNORE INTO runs (deals) VALUES (?)");
  sqlite3_bind_text(run.get(), 1, deals.c_str(), -1, SQLITE_TRANSIENT);
  sqlite3_step(run.get());
}

std::unique_ptr<ResultsStore> ResultsStore::open_existing(const std::string& path) {
  std::unique_ptr<ResultsStore> s(new ResultsStore());
  s->path_ = path;
  if (sqlite3_open_v2(path.c_str(), &s->db_, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
    throw InputError("cannot open results store \"" + path + "\"");
  try {
    Statement q(s->db_, "SELECT name, value FROM settings ORDER BY name");
    while (sqlite3_step(q.get()) == SQLITE_ROW) s->settings_.emplace_back(column_text(q.get(), 0), column_text(q.get(), 1));
  } catch (const InputError&) {
    throw InputError("\"" + path + "\" is not a reckon results store");
  }
  return s;
}

ResultsStore::~ResultsStore() { sqlite3_close(db_); }

std::map<std::string, Row> ResultsStore::rows() const {
  std::map<std::string, Row> out;
  Statement q(db_, "SELECT deal, verdict, nodes, micros, length, extra FROM results");
  while (sqlite3_step(q.get()) == SQLITE_ROW) {
    Row r;
    r.deal = column_text(q.get(), 0);
    r.verdict = column_text(q.get(), 1);
    r.nodes = static_cast<std::uint64_t>(sqlite3_column_int64(q.get(), 2));
    r.micros = static_cast<std::uint64_t>(sqlite3_column_int64(q.get(), 3));
    r.length = sqlite3_column_int(q.get(), 4);
    r.extra = parse_extra_json(column_text(q.get(), 5));
    out.emplace(r.deal, std::move(r));
  }
  return out;
}

std::vector<std::string> ResultsStore::deal_lists() const {
  std::vector<std::string> out;
  Statement q(db_, "SELECT deals FROM runs ORDER BY rowid");
  while (sqlite3_step(q.get()) == SQLITE_ROW) out.push_back(column_text(q.get(), 0));
  return out;
}

void ResultsStore::add(const std::vector<Row>& rows) {
  if (rows.empty()) return;
  exec("BEGIN IMMEDIATE");
  Statement ins(db_,
                "INSERT OR REPLACE INTO results (deal, number, verdict, nodes, micros, length, extra)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)");
  for (const Row& r : rows) {
    sqlite3_bind_text(ins.get(), 1, r.deal.c_str(), -1, SQLITE_TRANSIENT);
    // Deal numbers are also kept as integers (for ordering), when they fit.
    if (!r.deal.empty() && r.deal.size() <= 19 && r.deal.find_first_not_of("0123456789") == std::string::npos &&
        std::stoull(r.deal) <= static_cast<unsigned long long>(INT64_MAX))
      sqlite3_bind_int64(ins.get(), 2, static_cast<sqlite3_int64>(std::stoull(r.deal)));
    else
      sqlite3_bind_null(ins.get(), 2);
    sqlite3_bind_text(ins.get(), 3, r.verdict.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(ins.get(), 4, static_cast<sqlite3_int64>(r.nodes));
    sqlite3_bind_int64(ins.get(), 5, static_cast<sqlite3_int64>(r.micros));
    sqlite3_bind_int(ins.get(), 6, r.length);
    const std::string extra = extra_json(r);
    sqlite3_bind_text(ins.get(), 7, extra.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(ins.get()) != SQLITE_DONE) {
      const std::string message = sqlite3_errmsg(db_);
      exec("ROLLBACK");
      throw InputError("results store " + path_ + ": " + message);
    }
    sqlite3_reset(ins.get());
  }
  exec("COMMIT");
}

}  // namespace reckon::analysis
