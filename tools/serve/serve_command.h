#pragma once
// `reckon serve`: the commands as an HTTP JSON API (/api/deal, solve, hint,
// verify, analyze, play), and the page in web/ at /, for people to play the
// games with the solver's help. Loopback by default.
#include <string>
#include <vector>

namespace reckon::cli {

int serve_command(const std::vector<std::string>& args);

}  // namespace reckon::cli
