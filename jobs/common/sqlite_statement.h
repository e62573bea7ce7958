#pragma once
// A prepared SQLite statement that finalizes itself, for the stores that
// keep long jobs' results (analysis, construction). `what` names the store
// in the error a bad statement raises.
#include <sqlite3.h>

#include <string>

#include "reckon/input_error.h"

namespace reckon::jobs {

class Statement {
 public:
  Statement(sqlite3* db, const std::string& sql, const std::string& what = "results store") {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &s_, nullptr) != SQLITE_OK)
      throw InputError(what + ": " + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(s_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  sqlite3_stmt* get() const { return s_; }

 private:
  sqlite3_stmt* s_ = nullptr;
};

// Column i of the current row as text ("" for NULL).
inline std::string column_text(sqlite3_stmt* s, int i) {
  const unsigned char* t = sqlite3_column_text(s, i);
  return t ? reinterpret_cast<const char*>(t) : "";
}

}  // namespace reckon::jobs
