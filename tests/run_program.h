#pragma once
// Runs a shell command line in a test (a program under test, end to end)
// and captures what it writes to standard output and its exit status.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace reckon::testing {

struct ProgramRun {
  int status = -1;  // exit status; 128 + signal when killed
  std::string out;  // standard output (add " 2>&1" to the line for both)
};

inline ProgramRun run_program(const std::string& command_line) {
  ProgramRun r;
  FILE* p = popen(command_line.c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  while (const std::size_t n = fread(buf.data(), 1, buf.size(), p)) r.out.append(buf.data(), n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
  return r;
}

}  // namespace reckon::testing
