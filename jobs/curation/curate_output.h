#pragma once
// A curation's result (curate_request.h) as `reckon curate` prints it: the
// list as text, CSV or JSON, or the calibration table as text or JSON.
#include <iosfwd>
#include <string>

#include "jobs/curation/curate_request.h"

namespace reckon::curation {

enum class CurateFormat { kText, kCsv, kJson };

// command: the command that reproduces the list (its header names it).
// CSV puts the header lines on `notes` (comment lines break CSV readers).
void write_curate_list(const CurateResult& result, CurateFormat format, const std::string& command,
                       std::ostream& out, std::ostream& notes);
// CSV is written as text.
void write_calibration(const CurateResult& result, CurateFormat format, std::ostream& out);

}  // namespace reckon::curation
