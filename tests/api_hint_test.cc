// api::hint (reckon/hint.h): each next move's label is checked by playing the
// move and asking for the hint of the position it leads to, which solves
// that position on its own.
#include <gtest/gtest.h>

#include <string>

#include "reckon/reckon.h"

namespace reckon::api {
namespace {

// The position is winnable exactly when some next move keeps it so, and
// each next move's verdict is the verdict of the position after it.
void expect_next_moves_agree(HintRequest q) {
  const HintResult h = hint(q);
  ASSERT_NE(h.verdict, Verdict::kUnknown);
  EXPECT_FALSE(h.position.empty());
  if (h.verdict == Verdict::kUnwinnable) {
    EXPECT_TRUE(h.next_moves.empty());
    return;
  }
  ASSERT_FALSE(h.next_moves.empty());
  bool some_win = false;
  const std::string before = q.moves;
  for (const HintMove& m : h.next_moves) {
    q.moves = before.empty() ? m.move : before + " " + m.move;
    const HintResult after = hint(q);
    EXPECT_EQ(after.verdict, m.verdict) << "after " << q.moves;
    some_win = some_win || m.verdict == Verdict::kWinnable;
  }
  EXPECT_EQ(some_win, h.verdict == Verdict::kWinnable);
}

// Calculation deal 17 after two cards on waste pile 1 (the golden CLI's hint).
HintRequest calculation_17() {
  HintRequest q;
  q.game = Game::kCalculation;
  q.deal.number = 17;
  q.moves = "s-w1 s-w1";
  return q;
}

TEST(ApiHint, CalculationNextMovesAgreeWithSolvingEachPosition) {
  expect_next_moves_agree(calculation_17());
}

TEST(ApiHint, FourteenOutNextPairsAgreeWithSolvingEachPosition) {
  HintRequest q;
  q.game = Game::kFourteen;
  q.deal.number = 5;
  expect_next_moves_agree(q);
  q.moves = "9+10";
  expect_next_moves_agree(q);
}

TEST(ApiHint, FairHintOnlyWhenAsked) {
  HintRequest q = calculation_17();
  EXPECT_FALSE(hint(q).fair.has_value());
  FairPlayer f;
  f.samples = 16;
  f.seed = 3;
  q.fair = f;
  const HintResult h = hint(q);
  ASSERT_TRUE(h.fair.has_value());
  EXPECT_FALSE(h.fair->turned.empty());
  EXPECT_FALSE(h.fair->choices.empty());
}

TEST(ApiHint, FairHintGivesTheExactChanceInTheEndgame) {
  // Deal 3 with its next card the one that leaves 5 face down: the fair
  // player places it by the exact optimum (players/fair_player.h, version
  // 3), and the hint says each placement's exact chance, best first. Early
  // in a game (deal 17 after two moves) there is none, only drawn orders.
  HintRequest q;
  q.game = Game::kCalculation;
  q.deal.number = 3;
  q.moves =
      "s-w1 s-w2 s-w2 s-w2 s-w2 s-w1 s-w3 s-w3 s-w1 s-f3 s-w1 s-w3 s-w3 s-w4 s-w2 s-w4 s-w2 s-f4 "
      "w3-f4 s-f2 w1-f2 s-f1 s-f2 s-w2 s-w2 s-w2 s-f3 w1-f3 w1-f1 s-f4 w1-f4 w4-f4 s-w1 s-w2 "
      "s-w1 s-w1 s-w1 s-w4 s-w4 s-f2 s-f1 w1-f1 w2-f1 w1-f1 w2-f1 s-w3 s-w4 s-w4 s-w1 s-w1 s-f3 "
      "w4-f3 w2-f3 s-w1";
  q.fair = FairPlayer{};
  const HintResult h = hint(q);
  ASSERT_TRUE(h.fair.has_value());
  EXPECT_EQ(h.fair->face_down, 5);
  ASSERT_GE(h.fair->choices.size(), 2u);
  double before = 1;
  for (const FairChoice& c : h.fair->choices) {
    ASSERT_TRUE(c.optimum.has_value()) << c.moves;
    EXPECT_GE(*c.optimum, 0);
    EXPECT_LE(*c.optimum, before) << c.moves << ": not best first";
    before = *c.optimum;
    EXPECT_EQ(c.moves.find(' '), std::string::npos)
        << c.moves << ": free moves wait for the next turn";
  }
  HintRequest early = calculation_17();
  early.fair = FairPlayer{.samples = 16};
  const HintResult e = hint(early);
  ASSERT_TRUE(e.fair.has_value());
  for (const FairChoice& c : e.fair->choices) EXPECT_FALSE(c.optimum.has_value()) << c.moves;
}

TEST(ApiHint, BadInputThrowsTheCommandLinesMessage) {
  const auto message = [](const HintRequest& q) {
    try {
      hint(q);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  HintRequest q;
  q.game = Game::kCalculation;
  q.deal.number = 5;
  q.moves = "w1-f1";
  EXPECT_NE(message(q).find("move 1 (w1-f1) is illegal"), std::string::npos) << message(q);
  q.moves = "";
  q.position = "foundations: 5 4 6 8; waste 1: 7d 3c; stock: 9h";
  EXPECT_EQ(message(q), "--position stands alone (no deal, no moves)");
  q.game = Game::kFourteen;
  EXPECT_EQ(message(q),
            "--position is for Calculation; for Fourteen Out give the deal and --moves");
}

}  // namespace
}  // namespace reckon::api
