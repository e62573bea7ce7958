#pragma once
// CSV as RFC 4180 has it: the one writer and reader of CSV fields.
#include <string>
#include <string_view>
#include <vector>

namespace reckon::jobs {

// One field: as it is, or in double quotes (inner quotes doubled) when it
// holds a comma, a quote or a line break.
std::string csv_field(std::string_view s);
// One field always in double quotes (for free text such as a reason).
std::string csv_quoted(std::string_view s);
// Splits one line into its fields (quotes undone; a CR is dropped).
std::vector<std::string> csv_split(std::string_view line);

}  // namespace reckon::jobs
