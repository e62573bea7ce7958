#include "python/keywords.h"

#include <stdexcept>

namespace reckon::pymodule {

api::Game game_of(const std::variant<api::Game, std::string>& g) {
  if (const auto* name = std::get_if<std::string>(&g)) return api::parse_game(*name);
  return std::get<api::Game>(g);
}

api::Variant variant_of(int waste, int waste_per_player, bool expert, bool preplaced,
                        const std::optional<std::string>& level) {
  api::Variant v;
  if (level) v = api::rechenkuenstler_level(*level);
  v.waste = waste;
  if (!level) v.waste_per_player = waste_per_player;
  v.expert = v.expert || expert;
  v.preplaced = preplaced;
  return v;
}

api::DealSpec deal_of(const std::optional<std::uint64_t>& deal,
                      const std::optional<std::string>& pysol,
                      const std::optional<std::string>& cards) {
  api::DealSpec d;
  d.number = deal;
  d.pysol = pysol;
  d.cards = cards;
  return d;
}

api::Budget budget_of(std::uint64_t max_nodes, double max_seconds, std::size_t max_memory) {
  if (max_seconds < 0) throw InputError("--max-seconds must not be negative");
  if (max_memory < 1 || max_memory > (std::size_t{1} << 20))
    throw InputError("--max-memory must be between 1 and 1048576 MiB");
  return {max_nodes, max_seconds, max_memory};
}

api::Shard shard_of(const std::string& text) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) throw InputError("--shard " + text + ": expected K/N, e.g. 0/4");
  try {
    return api::Shard{std::stoull(text.substr(0, slash)), std::stoull(text.substr(slash + 1))};
  } catch (const std::logic_error&) {
    throw InputError("--shard " + text + ": expected K/N, e.g. 0/4");
  }
}

api::CurateList curate_list_of(bool unwinnable, bool winnable, bool undecided,
                               const std::optional<int>& hardest, const std::optional<int>& easiest,
                               bool tier, bool calibrate) {
  const int modes = unwinnable + winnable + undecided + hardest.has_value() + easiest.has_value() +
                    tier + calibrate;
  if (modes != 1)
    throw InputError(
        "give exactly one of --unwinnable, --winnable, --undecided, --hardest K, --easiest K, "
        "--tier T, --calibrate");
  if (unwinnable) return api::CurateList::kUnwinnable;
  if (winnable) return api::CurateList::kWinnable;
  if (undecided) return api::CurateList::kUndecided;
  if (hardest) return api::CurateList::kHardest;
  if (easiest) return api::CurateList::kEasiest;
  return tier ? api::CurateList::kTier : api::CurateList::kCalibrate;
}

}  // namespace reckon::pymodule
