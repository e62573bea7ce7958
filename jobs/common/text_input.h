#pragma once
// Reading what people type and the files they name, strictly: the one
// place numbers and files are read for the jobs and the front ends.
#include <cstdint>
#include <string>

namespace reckon::jobs {

// Unsigned 64-bit decimal, strictly; `what` names it in the error.
std::uint64_t parse_u64(const std::string& text, const std::string& what);
// Seconds as a plain decimal (30, 2.5), finite, not negative, at most 10^9.
double parse_seconds(const std::string& text, const std::string& what);
// The whole of a file, or of standard input for "-": the one place files are
// read. Refuses a folder, a missing file and a read error (InputError naming
// the file), and text with a NUL byte; drops a UTF-8 byte order mark.
std::string read_text(const std::string& path);

}  // namespace reckon::jobs
