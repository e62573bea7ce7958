#pragma once
// The Python module's keywords, which are the command line's option names,
// made into the API's typed requests (reckon/reckon.h); bad values raise
// InputError with the CLI's words.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>

#include "reckon/reckon.h"

namespace reckon::pymodule {

// game= as a reckon.Game or its name.
api::Game game_of(const std::variant<api::Game, std::string>& g);
// A variant from the CLI's option names; level= names a Rechenkünstler level.
api::Variant variant_of(int waste, int waste_per_player, bool expert, bool preplaced,
                        const std::optional<std::string>& level);
api::DealSpec deal_of(const std::optional<std::uint64_t>& deal,
                      const std::optional<std::string>& pysol,
                      const std::optional<std::string>& cards);
api::Budget budget_of(std::uint64_t max_nodes, double max_seconds, std::size_t max_memory);
// shard="K/N".
api::Shard shard_of(const std::string& text);
// The list a curate call asks for, from keywords as the CLI's options.
api::CurateList curate_list_of(bool unwinnable, bool winnable, bool undecided,
                               const std::optional<int>& hardest, const std::optional<int>& easiest,
                               bool tier, bool calibrate);

}  // namespace reckon::pymodule
