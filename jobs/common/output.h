#pragma once
// Where the programs' output goes, and the one check every write passes: a
// write that fails (a full disk, /dev/full, a closed file) is an error that
// names the output and the reason, never a lost result with exit status 0.
// Streams buffer, so a failure often shows only when they are flushed:
// every file is flushed and checked before it is closed, and standard
// output before the program ends.
#include <fstream>
#include <iosfwd>
#include <stdexcept>
#include <string>

namespace reckon::jobs {

// An output that could not be written (exit status 2, see cli.h).
class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Opens a file for writing (truncating it); OutputError if it cannot be,
// naming it as `name` (by default the quoted path).
std::ofstream open_output(const std::string& path, const std::string& name = "");
// Before a long job that writes `path` only at its end: OutputError now if
// it could not be written then (its folder missing or not writable, or the
// file itself not writable), so no result is computed only to be lost.
// Nothing is created or changed.
void check_writable(const std::string& path);
// Flushes out and throws OutputError ("cannot write NAME: reason") if any
// write to it failed.
void check_output(std::ostream& out, const std::string& name);
// The same for standard output (std::cout and C's stdout); called by main.
void finish_standard_output();

}  // namespace reckon::jobs
