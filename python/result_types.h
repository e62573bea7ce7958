#pragma once
// The Python module's enums and result classes: reckon/reckon.h's result
// structs as read-only objects; names that the CLI prints as words
// (verdict, stopped_by, outcome, tier) read as those words, with the enum
// beside them (verdict_code, outcome_code).
#include <pybind11/pybind11.h>

namespace reckon::pymodule {

void bind_result_types(pybind11::module_& m);

}  // namespace reckon::pymodule
