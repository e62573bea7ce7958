#pragma once
// The Python module's enums and result classes: reckon/reckon.h's result
// structs as read-only objects; names that the CLI prints as words
// (verdict, stopped_by, outcome, tier) read as those words, with the enum
// beside them (verdict_code, outcome_code). Deal numbers read as ints, a
// deal given by its cards or as pysol:N as that string. Every class has a
// repr that says what it holds, and to_dict(): the fields of the CLI's
// --json output that the result holds, under the same names and in the
// same shapes (a line as "notation", the CLI's string of moves).
#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jobs/curation/daily_challenge.h"
#include "reckon/reckon.h"

namespace reckon::pymodule {

// A deal's key as Python gives it back: an int for a deal number, else the
// string ("pysol:ms5", a card string).
pybind11::object deal_key(const std::string& key);

// curate(daily=...): the daily challenges of some dates (reckon curate --daily),
// as the library gives them.
using DailyDeal = curation::DailyEntry;
using DailyResult = curation::DailyResult;

void bind_result_types(pybind11::module_& m);

}  // namespace reckon::pymodule
