#pragma once
// The results store of an analysis (SQLite): every decided deal is committed
// as soon as it is known, so a run that is killed (even with kill -9) loses
// nothing that was reported as decided, and the same command resumes where it
// stopped. The store records the settings that make its rows comparable —
// game, variant, strategy, budgets, program version — and refuses to mix runs
// whose settings differ.
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "jobs/analysis/row.h"

struct sqlite3;
struct sqlite3_stmt;

namespace reckon::analysis {

using Settings = std::vector<std::pair<std::string, std::string>>;

class ResultsStore {
 public:
  // Opens (creating if need be) the store at path. An existing store must
  // hold the same settings; otherwise InputError names the first difference.
  ResultsStore(const std::string& path, const Settings& settings, const std::string& deals);
  ~ResultsStore();
  ResultsStore(const ResultsStore&) = delete;
  ResultsStore& operator=(const ResultsStore&) = delete;

  // Opens an existing store read-only (for merge); its settings are read back.
  static std::unique_ptr<ResultsStore> open_existing(const std::string& path);

  std::map<std::string, Row> rows() const;
  // One deal's row, if the store holds it; with result_count(), what a
  // resumed run reads instead of rows() (a store of any size). find, add and
  // result_count may be called from several threads.
  std::optional<Row> find(const std::string& deal) const;
  std::uint64_t result_count() const;
  void add(const std::vector<Row>& rows);  // one transaction
  const Settings& settings() const { return settings_; }
  // Every deal list this store has been run with ("1-1000 shard 0/4", ...).
  std::vector<std::string> deal_lists() const;

 private:
  ResultsStore() = default;
  void open(const Settings& settings, const std::string& deals);
  void exec(const std::string& sql) const;
  // A write that failed, as the user should read it: SQLite's message, what
  // the system said (a full disk, a file size limit), and that the deals
  // committed before are kept for the same command to resume.
  std::string write_failure(const std::string& sqlite_message) const;
  sqlite3* db_ = nullptr;
  mutable std::mutex mu_;                 // one statement at a time on db_
  mutable sqlite3_stmt* find_ = nullptr;  // prepared at the first find
  std::string path_;
  Settings settings_;
};

}  // namespace reckon::analysis
