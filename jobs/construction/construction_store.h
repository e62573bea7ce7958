#pragma once
// The construction's store (SQLite, --db): the settings that make a run
// what it is, the search's whole state at its last checkpoint (random
// generator, current and best deals, evaluations), the deals kept and every
// unwinnable deal met, and the best score's curve. A run resumed from a
// checkpoint makes exactly the choices the uninterrupted run makes (the
// evaluations after the checkpoint are made again), so a run stopped and
// resumed any number of times ends with the same deals.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "jobs/construction/construct_request.h"

struct sqlite3;

namespace reckon::construction {

using StoreSettings = std::vector<std::pair<std::string, std::string>>;

// The search between two steps.
struct SearchState {
  std::uint64_t evaluations = 0;
  std::uint64_t rng = 0;  // SplitMix64::state()
  std::string current;    // card string
  double current_score = 0;
  std::string best;
  double best_score = 0;
  std::uint64_t since_best = 0;
};

class ConstructionStore {
 public:
  // Opens or creates; an existing store must hold the same settings
  // (InputError names the first difference).
  ConstructionStore(const std::string& path, const StoreSettings& settings);
  ~ConstructionStore();
  ConstructionStore(const ConstructionStore&) = delete;
  ConstructionStore& operator=(const ConstructionStore&) = delete;

  // The last checkpoint, with its kept deals, unwinnable deals and curve.
  std::optional<SearchState> load(ConstructResult& into) const;
  // One transaction: the state, the kept deals (replacing the last), the
  // unwinnable deals and the curve so far.
  void checkpoint(const SearchState& state, const ConstructResult& found);

 private:
  void exec(const std::string& sql) const;
  // Runs `sql` (which adds `column` to `table`) unless the column is there:
  // a store made by an earlier version.
  void upgrade(const std::string& table, const std::string& column, const std::string& sql) const;
  sqlite3* db_ = nullptr;
  std::string path_;
};

}  // namespace reckon::construction
