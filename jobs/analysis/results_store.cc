#include "jobs/analysis/results_store.h"

#include <sqlite3.h>

#include <sys/resource.h>
#include <sys/statvfs.h>

#include <cerrno>
#include <cstdint>
#include <filesystem>

#include "jobs/common/sqlite_statement.h"
#include "reckon/input_error.h"

namespace reckon::analysis {
namespace {

using jobs::column_text;
using jobs::Statement;

// A stored row's verdict: an Outcome's name, or the store is not reckon's.
Outcome stored_outcome(const std::string& name, const std::string& deal, const std::string& path) {
  const std::optional<Outcome> o = parse_name<Outcome>(name);
  if (!o)
    throw InputError("results store " + path + ": deal " + deal + " has an unknown verdict \"" +
                     name + "\"");
  return *o;
}

}  // namespace

void ResultsStore::exec(const std::string& sql) const {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    const std::string message = error ? error : "unknown error";
    sqlite3_free(error);
    throw InputError(write_failure(message));
  }
}

std::string ResultsStore::write_failure(const std::string& sqlite_message) const {
  std::string text = "results store " + path_ + ": " + sqlite_message;
  const int code = sqlite3_extended_errcode(db_) & 0xff;
  if (code != SQLITE_IOERR && code != SQLITE_FULL) return text;
  // SQLite reports a write cut short by the file size limit as a plain I/O
  // error, often with no errno left to read: the limit and the free space
  // tell the two causes the user can fix apart.
  const int error = sqlite3_system_errno(db_);
  rlimit size_limit{};
  struct statvfs disk {};
  const std::string folder = std::filesystem::absolute(path_).parent_path().string();
  if (error == EFBIG ||
      (getrlimit(RLIMIT_FSIZE, &size_limit) == 0 && size_limit.rlim_cur != RLIM_INFINITY)) {
    text += " (the file size limit, ulimit -f, is " + std::to_string(size_limit.rlim_cur) +
            " bytes)";
  } else if (error == ENOSPC ||
             (statvfs(folder.c_str(), &disk) == 0 &&
              static_cast<double>(disk.f_bavail) * static_cast<double>(disk.f_frsize) < 1 << 20)) {
    text += " (the disk is full)";
  }
  return text + "; every deal committed before is kept: make room and run the same command again to resume";
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
  const auto read_settings = [&] {
    sqlite3_stmt* q = nullptr;
    int rc = sqlite3_prepare_v2(s->db_, "SELECT name, value FROM settings ORDER BY name", -1, &q,
                                nullptr);
    if (rc == SQLITE_OK)
      while ((rc = sqlite3_step(q)) == SQLITE_ROW)
        s->settings_.emplace_back(column_text(q, 0), column_text(q, 1));
    sqlite3_finalize(q);
    return rc == SQLITE_DONE ? SQLITE_OK : sqlite3_extended_errcode(s->db_);
  };
  int rc = read_settings();
  if ((rc & 0xff) == SQLITE_CANTOPEN || (rc & 0xff) == SQLITE_READONLY) {
    // A store left in WAL mode (its run was killed) in a folder this
    // process may not write: SQLite cannot make the -shm file it reads
    // with. Read it as a file nobody changes (true of a finished run).
    sqlite3_close(s->db_);
    s->db_ = nullptr;
    const std::string uri = "file:" + path + "?immutable=1";
    if (path.find_first_of("?#%") != std::string::npos ||
        sqlite3_open_v2(uri.c_str(), &s->db_, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
            SQLITE_OK)
      throw InputError("cannot read results store \"" + path + "\" (its folder is not writable)");
    rc = read_settings();
  }
  if (rc == SQLITE_NOTADB || (rc == SQLITE_ERROR && s->settings_.empty()))
    throw InputError("\"" + path + "\" is not a reckon results store");
  if (rc != SQLITE_OK)
    throw InputError("cannot read results store \"" + path + "\": " + sqlite3_errstr(rc));
  return s;
}

ResultsStore::~ResultsStore() {
  sqlite3_finalize(find_);
  // Back to a single file at rest (when no other process has the store
  // open): a reader then needs no -wal and -shm files, so merge can read a
  // store in a read-only folder and leaves nothing behind. Failing is fine:
  // the store stays in WAL mode.
  if (db_ && !sqlite3_db_readonly(db_, "main"))
    sqlite3_exec(db_, "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr);
  sqlite3_close(db_);
}

std::optional<Row> ResultsStore::find(const std::string& deal) const {
  std::lock_guard lock(mu_);
  if (!find_ && sqlite3_prepare_v2(
                    db_, "SELECT verdict, nodes, micros, length, extra FROM results WHERE deal = ?",
                    -1, &find_, nullptr) != SQLITE_OK)
    throw InputError("results store " + path_ + ": " + sqlite3_errmsg(db_));
  sqlite3_reset(find_);
  sqlite3_bind_text(find_, 1, deal.c_str(), static_cast<int>(deal.size()), SQLITE_TRANSIENT);
  const int rc = sqlite3_step(find_);
  if (rc == SQLITE_DONE) return std::nullopt;
  if (rc != SQLITE_ROW) throw InputError("results store " + path_ + ": " + sqlite3_errmsg(db_));
  Row r;
  r.deal = deal;
  r.outcome = stored_outcome(column_text(find_, 0), deal, path_);
  r.nodes = static_cast<std::uint64_t>(sqlite3_column_int64(find_, 1));
  r.micros = static_cast<std::uint64_t>(sqlite3_column_int64(find_, 2));
  r.length = sqlite3_column_int(find_, 3);
  r.extra = parse_extra_json(column_text(find_, 4));
  sqlite3_reset(find_);
  return r;
}

std::uint64_t ResultsStore::result_count() const {
  std::lock_guard lock(mu_);
  Statement q(db_, "SELECT COUNT(*) FROM results");
  if (sqlite3_step(q.get()) != SQLITE_ROW)
    throw InputError("results store " + path_ + ": " + sqlite3_errmsg(db_));
  return static_cast<std::uint64_t>(sqlite3_column_int64(q.get(), 0));
}

std::map<std::string, Row> ResultsStore::rows() const {
  std::map<std::string, Row> out;
  Statement q(db_, "SELECT deal, verdict, nodes, micros, length, extra FROM results");
  while (sqlite3_step(q.get()) == SQLITE_ROW) {
    Row r;
    r.deal = column_text(q.get(), 0);
    r.outcome = stored_outcome(column_text(q.get(), 1), r.deal, path_);
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
  std::lock_guard lock(mu_);
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
    sqlite3_bind_text(ins.get(), 3, std::string(name_of(r.outcome)).c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(ins.get(), 4, static_cast<sqlite3_int64>(r.nodes));
    sqlite3_bind_int64(ins.get(), 5, static_cast<sqlite3_int64>(r.micros));
    sqlite3_bind_int(ins.get(), 6, r.length);
    const std::string extra = extra_json(r);
    sqlite3_bind_text(ins.get(), 7, extra.c_str(), -1, SQLITE_TRANSIENT);
    if (sqlite3_step(ins.get()) != SQLITE_DONE) {
      const std::string message = write_failure(sqlite3_errmsg(db_));
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);  // the failure to report is the write's
      throw InputError(message);
    }
    sqlite3_reset(ins.get());
  }
  exec("COMMIT");
}

}  // namespace reckon::analysis
