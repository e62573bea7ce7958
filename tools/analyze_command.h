#pragma once
// `reckon analyze` (win rates over deal ranges, threads, resumable store,
// shards) and `reckon merge` (shard stores or row files into one summary).
#include <iosfwd>
#include <string>
#include <vector>

#include "api/option_values.h"
#include "tools/cli.h"

namespace reckon::cli {

void add_analyze_options(po::options_description& desc);
int analyze_command(const api::OptionValues& options, std::ostream& out);
int analyze_command(const po::variables_map& vm, std::ostream& out);
int merge_command(const std::vector<std::string>& args);

}  // namespace reckon::cli
