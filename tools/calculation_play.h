#pragma once
// `reckon play`: one deal played by a named player (players/named_player.h),
// its game printed as solve prints a line.
#include <iosfwd>

#include "tools/calculation_commands.h"

namespace reckon::cli {

void add_play_options(po::options_description& desc);
// Exit status 0 when the player won, 1 when it lost (2 bad input, 4 an
// illegal move by the player: a bug).
int calculation_play(const po::variables_map& vm, jobs::Family family, std::ostream& out);

}  // namespace reckon::cli
