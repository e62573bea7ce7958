#pragma once
// `reckon serve` runs the server program, reckon-serve, which lies beside
// reckon (in the build tree and in an installed prefix alike): the HTTP
// library and what it loads (TLS, compression) stay out of every other
// command's start-up.
#include <string>
#include <vector>

namespace reckon::cli {

// Replaces this process with reckon-serve and the same arguments; returns
// only by throwing, when reckon-serve cannot be started.
int run_server_program(const std::vector<std::string>& args);

}  // namespace reckon::cli
