#pragma once
// `reckon play`: one deal played by a named player (players/named_player.h),
// its game printed as solve prints a line.
#include <iosfwd>

#include "api/option_values.h"
#include "tools/calculation_commands.h"

namespace reckon::cli {

void add_play_options(po::options_description& desc);
// Exit status 0 when the player won, 1 when it lost (2 bad input, 4 an
// illegal move by the player: a bug).
int play_command(const api::OptionValues& options, std::ostream& out);

}  // namespace reckon::cli
