#pragma once
// What a game provides to analyze deals: one analyzer per worker thread.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "jobs/analysis/deal_list.h"
#include "jobs/analysis/row.h"
#include "reckon/vocabulary.h"

namespace reckon::analysis {

class DealAnalyzer {
 public:
  virtual ~DealAnalyzer() = default;
  // Throws InputError if the deal can not be read (checked before a run starts).
  virtual void check(const DealSpec& deal) = 0;
  virtual Row analyze(const DealSpec& deal) = 0;
};

struct AnalyzerSpec {
  std::function<std::unique_ptr<DealAnalyzer>()> make;  // called once per thread
  std::vector<std::string> extra_columns;                // names of Row::extra, in order
  std::string title;                                     // "Calculation, 4 waste piles, ... — perfect play"
  std::string player;  // who plays, as the title ends: "perfect play", "the \"fair\" player,
                       // version 4 (...)"
  std::string strategy;                                  // "perfect", "simple", ...
};

// A player's name as rows, stores and titles write it: the vocabulary's
// name for any spelling (reckon/vocabulary.h); an unknown name as given,
// for the error message that refuses it.
inline std::string strategy_name(const std::string& s) {
  if (const auto p = parse_name<Player>(s)) return std::string(name_of(*p));
  return s;
}

}  // namespace reckon::analysis
