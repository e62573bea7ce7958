// api::play (reckon/play.h): a named player's game of one deal. Each game is
// checked by api::verify, which parses the notation back and replays it
// with the independent checker: the game must win exactly when play says
// it won, on the 13-rank deck and on small decks.
#include <gtest/gtest.h>

#include <string>

#include "reckon/reckon.h"

namespace reckon::api {
namespace {

PlayRequest play_request(std::uint64_t deal, const std::string& strategy, const Variant& variant = {},
                         Game game = Game::kCalculation) {
  PlayRequest r;
  r.game = game;
  r.variant = variant;
  r.deal.number = deal;
  r.strategy = strategy;
  return r;
}

VerifyResult verify_game(const PlayRequest& played, const PlayResult& result, const Variant& variant) {
  VerifyRequest v;
  v.game = played.game;
  v.variant = variant;
  v.deal = played.deal;
  for (const std::string& m : result.moves) v.moves += (v.moves.empty() ? "" : " ") + m;
  return verify(v);
}

Variant small(int ranks, int waste) {
  Variant v;
  v.ranks = ranks;
  v.waste = waste;
  return v;
}

TEST(ApiPlay, EveryPlayersGameWinsExactlyWhenItSaysSo) {
  int won = 0, lost = 0;
  for (const char* strategy : {"fair", "simple", "runs", "planner"})
    for (std::uint64_t deal = 1; deal <= 4; ++deal) {
      const PlayRequest req = play_request(deal, strategy);
      const PlayResult r = play(req);
      EXPECT_EQ(r.strategy, strategy);
      EXPECT_EQ(r.sees_stock, std::string(strategy) == "planner");
      const VerifyResult check = verify_game(req, r, req.variant);
      EXPECT_EQ(check.status == VerifyResult::Status::kWins, r.won) << strategy << " deal " << deal;
      EXPECT_NE(check.status, VerifyResult::Status::kIllegal) << check.why;
      if (!r.won) {
        EXPECT_EQ(r.why, check.why);
      }
      (r.won ? won : lost) += 1;
    }
  // Both outcomes occur, so both directions of the check above were made.
  EXPECT_GT(won, 0);
  EXPECT_GT(lost, 0);
}

TEST(ApiPlay, TheFairPlayerIsDeterministicGivenItsSeed) {
  PlayRequest req = play_request(3, "fair", {}, Game::kRechenkuenstler);
  req.fair.samples = 32;
  const PlayResult a = play(req), b = play(req);
  EXPECT_EQ(a.moves, b.moves);
  EXPECT_EQ(verify_game(req, a, req.variant).status == VerifyResult::Status::kWins, a.won);
}

TEST(ApiPlay, SmallDecksArePlayedAndVerifiedOnTheirOwnDeck) {
  for (const int ranks : {5, 7})
    for (const int waste : {1, 2, 4})
      for (std::uint64_t deal = 1; deal <= 3; ++deal) {
        const Variant v = small(ranks, waste);
        for (const char* strategy : {"fair", "runs"}) {
          const PlayRequest req = play_request(deal, strategy, v);
          const PlayResult r = play(req);
          const VerifyResult check = verify_game(req, r, v);
          EXPECT_EQ(check.status == VerifyResult::Status::kWins, r.won)
              << strategy << " ranks " << ranks << " waste " << waste << " deal " << deal;
          // The 13-rank deal is another deal: the same game does not fit it.
          EXPECT_NE(verify_game(req, r, Variant{}).status, VerifyResult::Status::kWins);
        }
      }
  DealRequest d;
  d.variant = small(5, 4);
  d.deal.number = 1;
  EXPECT_EQ(deal(d).stock.size(), 16u);  // 4 x 5 cards, the bases laid out
}

TEST(ApiPlay, RefusesWhatThePlayerOrTheCallDoesNotPlay) {
  const auto message = [](const auto& call) {
    try {
      call();
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message([] { play(play_request(1, "planner", small(5, 4))); }).find("the planner plays 13 ranks only"),
            std::string::npos);
  Variant expert = rechenkuenstler_level("expert");
  EXPECT_NE(message([&] { play(play_request(1, "runs", expert, Game::kRechenkuenstler)); }).find("does not play Experte"),
            std::string::npos);
  PlayRequest exact = play_request(1, "fair", small(7, 2));
  exact.fair.exact_below = 5;
  EXPECT_NE(message([&] { play(exact); }).find("--exact-below 0"), std::string::npos);
  EXPECT_NE(message([] { play(play_request(1, "best")); }).find("--strategy best"), std::string::npos);
  EXPECT_NE(message([] { play(play_request(1, "fair", small(6, 4))); }).find("--ranks 6"), std::string::npos);
  EXPECT_NE(message([] { play(play_request(1, "fair", {}, Game::kFourteen)); }).find("Fourteen Out"),
            std::string::npos);
  // The exact solver plays 13 ranks only: solve refuses a small deck.
  SolveRequest s;
  s.variant = small(5, 4);
  s.deal.number = 1;
  EXPECT_NE(message([&] { solve(s); }).find("a small deck is dealt, played and verified only"), std::string::npos);
}

}  // namespace
}  // namespace reckon::api
