// reckon-serve: the HTTP server of `reckon serve` (tools/serve/serve_command.h),
// a program of its own so that only it links the HTTP library; `reckon
// serve ARGS` runs it with the same arguments.
#include <string>
#include <vector>

#include "tools/guarded_main.h"
#include "tools/serve/serve_command.h"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  return reckon::cli::guarded_main([&] { return reckon::cli::serve_command(args); });
}
