#pragma once
// Files under data/ for tests (golden vectors, bench sets, regressions).
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace reckon::testing {

inline std::string data_path(const std::string& relative) {
  return std::string(RECKON_DATA_DIR) + "/" + relative;
}

// The non-comment, non-blank lines of a data file.
inline std::vector<std::string> data_lines(const std::string& relative) {
  std::ifstream in(data_path(relative));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

inline std::vector<std::string> split_words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

}  // namespace reckon::testing
