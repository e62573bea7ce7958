#pragma once
// reckon merge as a job: the shard stores or row files of one analysis
// combined into one summary, after checking that they are of one game,
// variant and strategy (stores: the same settings) and that every deal is
// there exactly once, covering the deals asked for or the deal lists the
// stores recorded.
#include <optional>
#include <string>
#include <vector>

#include "jobs/analysis/run.h"

namespace reckon::analysis {

struct MergeRequest {
  std::vector<std::string> inputs;   // results stores (.db) or row files (.csv, .jsonl, .json)
  std::optional<std::string> deals;  // the deals the inputs must cover exactly (A-B ranges)
};

struct MergeResult {
  std::string title;     // the game and setting, as analyze's title says them
  std::string strategy;  // empty when no input names it
  std::string deals;     // the deals covered, or "(N deals)" when not checked
  Summary sum;           // the rows' totals (no time: nothing was run)
};

// InputError for an input that cannot be read, inputs of two analyses, a
// deal there twice, missing or outside the deals to cover.
MergeResult merge(const MergeRequest& request);

}  // namespace reckon::analysis
