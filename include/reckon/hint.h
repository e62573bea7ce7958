#pragma once
// api::hint: is a game in progress still winnable, and which next moves keep
// it so (`reckon hint`). Part of the public API; include reckon/reckon.h.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reckon/reckon.h"

namespace reckon::api {

// The game in progress: a deal and the moves played so far, or (Calculation
// only) a position typed directly.
struct HintRequest {
  Game game = Game::kCalculation;
  Variant variant;
  DealSpec deal;
  std::string moves;  // verify's notation or a JSON array; "" at the start
  // Calculation: "foundations: 5 4 6 8; waste 1: 7d 3c; stock: 9h ..."
  // (no deal, no moves with it).
  std::optional<std::string> position;
  Budget budget;  // each question alone: the position, and each next move
  // The best move alone (`reckon hint --best`): best_move, and no next_moves;
  // one solve, where labelling every next move asks a question per move.
  bool best = false;
  // The Calculation family: also the fair hint, judged only from what a
  // player sees. A hint is one decision, so it affords the player's
  // strongest setting: fair_hint_player().
  std::optional<FairPlayer> fair;
};

// The fair player a hint uses unless told otherwise: 4096 drawn orders a
// decision (a game's 256 are for whole games by the thousand).
inline constexpr int kFairHintSamples = 4096;
inline FairPlayer fair_hint_player() {
  FairPlayer f;
  f.samples = kFairHintSamples;
  return f;
}

struct HintMove {
  std::string move;  // verify's notation ("s-w1", "9+10")
  std::string text;  // in words, with the real cards
  Verdict verdict = Verdict::kUnknown;
};

// A placement of the next card, the free moves after it included.
struct FairChoice {
  std::string moves;              // verify's notation
  int samples = 0;                // drawn orders of the face-down cards that judged it
  double rollout = 0;             // share of them on which playing on wins
  std::optional<double> perfect;  // share still winnable with the order known
  // In the endgame (--optimal-below): its exact chance of winning with best
  // play from here, every order of the face-down cards weighed.
  std::optional<double> optimum;
  // The placement alone, the cards that could then go home held back for a
  // later turn (the fair player version 4 weighs both).
  bool held = false;
};

// An empty `turned`: the stock is empty, nothing is hidden.
struct FairHint {
  std::string before_turn;  // the free moves before turning, verify's notation
  std::string turned;       // the card turned, ASCII ("9h")
  int face_down = 0;
  int samples_at_most = 0;          // the player's setting (each choice says how many it drew)
  std::vector<FairChoice> choices;  // best first
};

struct HintResult {
  std::string position;  // the position in one line, as the CLI shows it
  Verdict verdict = Verdict::kUnknown;
  std::uint64_t nodes = 0;  // the position's own question
  bool finishes_by_itself = false;
  std::vector<HintMove> next_moves;  // every legal next move; none when lost or `best`
  // `best`, a winnable position with a move left: the next move of a winning line.
  std::optional<HintMove> best_move;
  std::optional<FairHint> fair;
};

// InputError for bad input, with the command line's message (an illegal
// move names its number).
HintResult hint(const HintRequest& request);

}  // namespace reckon::api
