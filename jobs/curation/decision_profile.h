#pragma once
// What a player meets along its games: the decisions with a real choice
// (more than one distinct move), how many choices each offered and how many
// of them keep the deal winnable (exact verdicts). A decision is critical
// when most of its choices lose. Both games' forgiveness counts this way
// (calculation_forgiveness.h, fourteen_player_games.h).

namespace reckon::curation {

struct DecisionProfile {
  int decisions = 0;        // positions with more than one distinct move
  int choices = 0;          // moves over those decisions
  int winning_choices = 0;  // of which the solver proved still winnable
  int unknown_choices = 0;  // of which it could not decide within the budget
  int critical = 0;         // decisions where fewer than half the choices win
  double winning_share() const {
    return choices ? static_cast<double>(winning_choices) / choices : 1.0;
  }
  double critical_share() const {
    return decisions ? static_cast<double>(critical) / decisions : 0.0;
  }
  // One decision: `options` distinct choices, `winning` of them proven to win.
  void add_decision(int options, int winning) {
    ++decisions;
    choices += options;
    winning_choices += winning;
    if (2 * winning < options) ++critical;
  }
};

}  // namespace reckon::curation
