#pragma once
// One decided deal: what analyze prints per deal, stores, and merges.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace reckon::analysis {

struct Row {
  std::string deal;     // the deal's key ("17", "pysol:ms5", a card string)
  std::string verdict;  // winnable | unwinnable | unknown (perfect play); won | lost (a player)
  std::uint64_t nodes = 0;
  std::uint64_t micros = 0;
  int length = 0;       // moves in the winning line (0 otherwise)
  // Further figures, each a name and a JSON literal (a number or a quoted
  // string), in the columns the analyzer declares.
  std::vector<std::pair<std::string, std::string>> extra;
  bool interrupted = false;  // stopped by Ctrl-C: not a result, never stored
  bool resumed = false;      // taken from the results store, not decided by this run
};

// The JSON object members of extra, e.g. "\"difficulty\":3,\"tier\":\"hard\"".
std::string extra_json(const Row& r);
// Parses extra_json() back (for rows read from a store).
std::vector<std::pair<std::string, std::string>> parse_extra_json(const std::string& members);

}  // namespace reckon::analysis
