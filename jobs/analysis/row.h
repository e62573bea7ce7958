#pragma once
// One decided deal: what analyze prints per deal, stores, and merges.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "reckon/vocabulary.h"

namespace reckon::analysis {

struct Row {
  std::string deal;     // the deal's key ("17", "pysol:ms5", a card string)
  Outcome outcome = Outcome::kUnknown;  // printed and stored by its name (reckon/vocabulary.h)
  std::uint64_t nodes = 0;
  std::uint64_t micros = 0;
  int length = 0;       // moves in the winning line (0 otherwise)
  // Further figures, each a name and a JSON literal (a number or a quoted
  // string), in the columns the analyzer declares.
  std::vector<std::pair<std::string, std::string>> extra;
  bool interrupted = false;  // stopped by Ctrl-C: not a result, never stored
  bool resumed = false;      // taken from the results store, not decided by this run
};

inline Outcome outcome_of(const Row& r) { return r.outcome; }
// A search's verdict as a row's outcome.
inline Outcome outcome_of(Verdict v) {
  return v == Verdict::kWinnable     ? Outcome::kWinnable
         : v == Verdict::kUnwinnable ? Outcome::kUnwinnable
                                     : Outcome::kUnknown;
}

// The JSON object members of extra, e.g. "\"difficulty\":3,\"tier\":\"hard\"".
std::string extra_json(const Row& r);
// Parses extra_json() back (for rows read from a store).
std::vector<std::pair<std::string, std::string>> parse_extra_json(const std::string& members);

}  // namespace reckon::analysis
