#pragma once
// The deals an analysis covers: ranges of deal numbers ("1-100000"), or a
// file with one deal per line (a deal number, "pysol:<N>" for a PySolFC game
// number, or a card string). A shard K/N keeps every N-th deal.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jobs/analysis/deal_ranges.h"
#include "jobs/common/deal_source.h"

namespace reckon::analysis {

struct DealSpec {
  std::string key;                     // how the deal is named in rows and stores: "17", "pysol:ms5", cards
  std::optional<std::uint64_t> number; // a deal number of doc/rules.md
  std::string pysol;                   // a PySolFC game number
  std::string cards;                   // a card string
  std::string where;                   // of a deal file's line: "FILE:LINE", for messages
};

// Where a deal of a list comes from, for load_deal and load_fourteen_deal
// (jobs/common/deal_source.h).
jobs::DealSource source_of(const DealSpec& d);

class DealList {
 public:
  static DealList ranges(const std::vector<analysis::DealRange>& ranges);
  static DealList file(const std::string& path);  // throws InputError naming the line
  // A deal file's text; path names it in messages and in description().
  static DealList from_text(std::string_view text, const std::string& path);

  // Keeps the deals whose number (or, for lists that are not all numbers,
  // whose position) is congruent to k mod n.
  void shard(std::uint64_t k, std::uint64_t n);

  std::uint64_t size() const;
  // Ranges of deal numbers (every deal can be dealt: nothing to check first).
  bool numbers_only() const { return !ranges_.empty(); }
  DealSpec at(std::uint64_t i) const;
  // How the list was given, for stores and merges ("1-100000", "file:x").
  const std::string& description() const { return description_; }

 private:
  std::vector<analysis::DealRange> ranges_;
  std::vector<std::uint64_t> range_offsets_;  // first index of each range
  std::vector<DealSpec> items_;               // file lists
  std::uint64_t shard_k_ = 0, shard_n_ = 1;
  std::uint64_t size_ = 0;
  std::vector<std::uint64_t> kept_;           // file lists after sharding: indices into items_
  std::string description_;
  void recount();
};

}  // namespace reckon::analysis
