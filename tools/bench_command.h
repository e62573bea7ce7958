#pragma once
// `reckon bench`: its options, and each set line's variant options, read
// here; the sets are solved by jobs/bench.
#include <string>
#include <vector>

namespace reckon::cli {

int bench_command(const std::vector<std::string>& args);

}  // namespace reckon::cli
