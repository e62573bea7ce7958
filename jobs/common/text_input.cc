#include "jobs/common/text_input.h"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "reckon/input_error.h"

namespace reckon::jobs {

std::uint64_t parse_u64(const std::string& text, const std::string& what) {
  if (text.empty() || text.size() > 20 || text.find_first_not_of("0123456789") != std::string::npos)
    throw InputError(what + " \"" + text +
                     "\": expected a whole number from 0 to 18446744073709551615");
  std::uint64_t n = 0;
  if (std::from_chars(text.data(), text.data() + text.size(), n).ec != std::errc{})
    throw InputError(what + " \"" + text + "\": larger than 18446744073709551615");
  return n;
}

std::string read_text(const std::string& path) {
  const std::string name = path == "-" ? "standard input" : "file \"" + path + "\"";
  std::string text;
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), {});
    if (std::cin.bad()) throw InputError("cannot read standard input");
  } else {
    // A folder opens as a stream that reads nothing: it would pass for an
    // empty file ("0 cards"). Refuse anything but a file, a pipe or a device.
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
      throw InputError("cannot read " + name + ": no such file");
    if (std::filesystem::is_directory(status))
      throw InputError("cannot read " + name + ": it is a folder");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("cannot read " + name);
    std::ostringstream s;
    s << in.rdbuf();
    if (in.bad()) throw InputError("cannot read " + name + ": a read error");
    text = s.str();
  }
  // Editors on some systems start a UTF-8 file with a byte order mark.
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);
  if (text.find('\0') != std::string::npos)
    throw InputError(name + " holds a NUL byte at offset " + std::to_string(text.find('\0')) +
                     ": not a text file");
  return text;
}

double parse_seconds(const std::string& text, const std::string& what) {
  // Plain decimals only: strtod would also take "nan", "inf", "0x1p4" and
  // leading blanks, none of which is a time budget.
  const bool digits = !text.empty() && text.find_first_not_of("0123456789.") == std::string::npos &&
                      text.find_first_of("0123456789") != std::string::npos &&
                      text.find('.') == text.rfind('.');
  if (!digits) {
    if (!text.empty() && text[0] == '-') throw InputError(what + " must not be negative");
    throw InputError(what + " \"" + text + "\": expected a number of seconds such as 30 or 2.5");
  }
  const double v = std::strtod(text.c_str(), nullptr);
  if (!std::isfinite(v) || v > 1e9)
    throw InputError(what + " \"" + text + "\": at most 1000000000 seconds");
  return v;
}

}  // namespace reckon::jobs
