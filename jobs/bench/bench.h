#pragma once
// The benchmark's work (`reckon bench`): the fixed deals of data/bench/bench.txt
// solved on one thread with a fixed table size and node cap. The total node
// count is the search's signature ("Bench: <nodes>" in commit messages).
#include <cstdint>
#include <string>
#include <vector>

#include "core/games/calculation/deal.h"
#include "jobs/analysis/deal_ranges.h"
#include "reckon/vocabulary.h"

namespace reckon::bench {

inline constexpr std::uint64_t kBenchNodeCap = 200000;
inline constexpr std::size_t kBenchTableMiB = 64;

// One line of a set file: "game | variant options | deals".
struct BenchLine {
  int line = 0;         // 1-based, for messages
  std::string game;     // "calculation", "rechenkuenstler", "fourteen"
  std::string variant;  // the variant's options as typed, e.g. "--waste 4"
  std::string deals;    // deal ranges, e.g. "1-200"
};
// The set lines of a set file's text (blank lines and # comments skipped);
// InputError "PATH:LINE: ..." for a line that is not three fields.
std::vector<BenchLine> read_bench_lines(const std::string& text, const std::string& path);

struct BenchCount {
  std::uint64_t deals = 0, nodes = 0;
  int won = 0, lost = 0, unknown = 0;
  double seconds = 0;
};
// Every deal of the ranges, perfect play within the cap and table size.
BenchCount bench_calculation(const calculation::Variant& v,
                             const std::vector<analysis::DealRange>& deals);
BenchCount bench_fourteen(const std::vector<analysis::DealRange>& deals);

// One set of a request: a setting and its deals.
struct BenchSet {
  BenchLine line;
  GameKind game = GameKind::kCalculation;
  calculation::Variant variant;  // the Calculation family's
  std::vector<analysis::DealRange> deals;
};
struct BenchRequest {
  std::vector<BenchSet> sets;
};
struct BenchResult {
  std::vector<BenchCount> counts;  // one per set, in the request's order
  std::uint64_t nodes = 0;         // the signature
  double seconds = 0;
};
// Every set solved in turn.
BenchResult run_bench(const BenchRequest& request);

}  // namespace reckon::bench
