#pragma once
// The C++ API's messages speak of the command line's options ("--waste 9:
// Calculation has 1 to 8 waste piles"); the Python module says the same in
// its keywords ("waste=9: Calculation has 1 to 8 waste piles"). Every
// reckon::InputError that reaches Python is rewritten here, by a table of
// the CLI's phrases and flags with their Python words.
#include <pybind11/pybind11.h>

#include <string>
#include <utility>
#include <vector>

namespace reckon::pymodule {

// The CLI's message in Python's words.
std::string python_message(const std::string& cli_message);

// The table: each CLI flag (or whole phrase) and what Python says instead,
// for the tests (reckon._message_table).
const std::vector<std::pair<std::string, std::string>>& message_table();

// Registers reckon.InputError (a ValueError) and the translator that raises
// it for reckon::InputError with python_message's text.
void register_input_error(pybind11::module_& m);

}  // namespace reckon::pymodule
