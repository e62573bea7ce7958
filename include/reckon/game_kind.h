#pragma once
// Which game: one enum for every layer (the API exposes it as api::Game).
#include <string_view>

namespace reckon {

enum class GameKind { kCalculation, kRechenkuenstler, kFourteen };

// "calculation", "rechenkuenstler", "fourteen".
constexpr std::string_view game_kind_name(GameKind game) {
  switch (game) {
    case GameKind::kCalculation:
      return "calculation";
    case GameKind::kRechenkuenstler:
      return "rechenkuenstler";
    case GameKind::kFourteen:
      break;
  }
  return "fourteen";
}

}  // namespace reckon
