#pragma once
// The programs' outermost frame: runs a program's body and turns what it
// throws into a message on standard error and reckon's exit status (README:
// bad input 2, internal error 4), the same for every program of the family.
#include <functional>

namespace reckon::cli {

// Installs the Ctrl-C/SIGTERM handler, runs body, and finishes standard
// output (output that was not written is not a result: exit 2).
int guarded_main(const std::function<int()>& body);

}  // namespace reckon::cli
