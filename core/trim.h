#pragma once
// A line or a field without the blanks (spaces, tabs, CR, LF) at its ends.
#include <string>
#include <string_view>

namespace reckon {

inline std::string trim(std::string_view s) {
  constexpr std::string_view kBlanks = " \t\r\n";
  const auto a = s.find_first_not_of(kBlanks);
  if (a == std::string_view::npos) return "";
  return std::string(s.substr(a, s.find_last_not_of(kBlanks) - a + 1));
}

}  // namespace reckon
