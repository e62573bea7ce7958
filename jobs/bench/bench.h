#pragma once
// `reckon bench`: the fixed deals of data/bench/bench.txt, one thread, fixed
// table size and node cap. The total node count is the search's signature.
#include <string>
#include <vector>

namespace reckon::cli {

int bench_command(const std::vector<std::string>& args);

}  // namespace reckon::cli
