#pragma once
// What every fuzz target checks: an input is either accepted or refused with
// an InputError whose message says something (the tools print it and exit 2).
// Any other exception, a crash, or a sanitizer report is a finding.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "reckon/input_error.h"

namespace reckon::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Runs parse; true when it accepted the input, false when it refused it
// with a message. An empty message is a finding too (a refusal must name
// the problem).
template <class Parse>
bool accepted(Parse&& parse) {
  try {
    parse();
    return true;
  } catch (const InputError& e) {
    if (std::strlen(e.what()) == 0) {
      std::fputs("refused with an empty message\n", stderr);
      std::abort();
    }
    return false;
  }
}

// A property of accepted input that does not hold.
[[noreturn]] inline void finding(const char* what) {
  std::fprintf(stderr, "finding: %s\n", what);
  std::abort();
}

}  // namespace reckon::fuzz
