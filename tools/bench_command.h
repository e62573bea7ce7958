#pragma once
// `reckon bench`: its options, and each set line's variant options, read
// here into a request; jobs/bench solves the sets (bench::run_bench).
#include <string>
#include <vector>

namespace reckon::cli {

int bench_command(const std::vector<std::string>& args);

}  // namespace reckon::cli
