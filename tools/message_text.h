#pragma once
// Error messages echo what the user typed or a file held; that can be
// anything. Before a message reaches the terminal, bytes that are not UTF-8
// and control characters are shown as \xNN (never raw: they could garble
// or drive the terminal), and a message longer than kMaxMessageBytes keeps
// its beginning and end around a note of how much was left out (a 1 MB
// token is not printed in full, once or twice).
#include <cstddef>
#include <string>
#include <string_view>

namespace reckon::cli {

inline constexpr std::size_t kMaxMessageBytes = 1000;

std::string printable_message(std::string_view text);

}  // namespace reckon::cli
