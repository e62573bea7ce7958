// reckon construct run as a user runs it: every option its --help lists,
// with exit statuses and messages checked, and a store that goes on.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <string>

#include "program_usage.h"

namespace {

using namespace reckon::testing::usage;

TEST(Usage, Construct) {
  const std::string db =
      ::testing::TempDir() + "/reckon_usage_construct_" + std::to_string(getpid()) + ".db";
  std::remove(db.c_str());
  const std::string base = "--game calculation --deal 12925 --max-nodes 2000 --quiet";
  const std::string small = base + " --evaluations 3 --batch 2";
  check_every_option_is_exercised(
      "construct",
      {{"help", {"--help", 0, "Usage: reckon construct"}},
       {"game",
        {"--game fourteen --deal 5 --objective critical --evaluations 3 --batch 2", 0, "moves ("}},
       {"json", {small + " --json", 0, "\"objective\":\"effort\""}},
       {"deal", {small, 0, "from deal 12925"}},
       {"pysol",
        {"--game calc --pysol ms1 --evaluations 1 --max-nodes 2000", 0, "PySolFC game #ms1"}},
       {"cards", {"--game calc --evaluations 1 --cards '" + kDeal17Cards + "'", 0, "from cards"}},
       {"file", {"--game calc --file /nonexistent/x", 2, "cannot read file"}},
       {"objective",
        {small + " --objective hardest", 2,
         "--objective hardest: expected effort | critical | fair"}},
       {"tiebreak",
        {small + " --objective critical --tiebreak closest", 2,
         "--tiebreak closest: expected none or tightness"}},
       {"evaluations", {base + " --evaluations -1", 2, "--evaluations"}},
       {"seed",
        {"--game calc --seed 5 --evaluations 1 --max-nodes 2000", 0, "seed 5, from deal 5"}},
       {"batch", {base + " --batch 65", 2, "--batch 65: 1 to 64"}},
       {"reach", {base + " --reach 52", 2, "--reach 52: 0 (anywhere) to 51 places"}},
       {"threads", {small + " --threads 2", 0, "Best deals"}},
       {"max-nodes", {small + " --max-nodes x", 2, "max-nodes"}},
       {"keep", {small + " --keep 1", 0, "1. score"}},
       {"keep-unwinnable",
        {"--game fourteen --deal 18584 --objective critical --evaluations 40 --keep-unwinnable 2",
         0, "distinct deals kept)"}},
       {"temperature", {small + " --temperature -1", 2, "--temperature: a positive number"}},
       {"patience", {small + " --patience 0", 2, "--patience 0: at least 1"}},
       {"fair-games",
        {"--game calc --deal 28453 --objective fair --fair-games 2 --samples 8 --evaluations 1", 0,
         "the fair player won"}},
       {"samples", {small + " --objective fair --samples 0", 2, "--samples 0: 1 to 65536"}},
       {"certify",
        {"--game calc --waste 2 --deal 63 --evaluations 1 --max-nodes 20000 --certify", 0,
         "checked"}},
       {"db", {small + " --db " + db, 0, "Evaluations: 3"}},
       {"quiet", {small, 0, "Best deals"}},
       {"waste", {"--game calc --deal 1 --waste 9", 2, "1 to 8 waste piles"}},
       {"no-preplaced",
        {"--game calc --no-preplaced --evaluations 1 --max-nodes 2000", 0, "no preplaced bases"}},
       {"level",
        {"--game rechen --level hard --evaluations 1 --max-nodes 2000", 0, "Rechenkünstler"}},
       {"waste-per-player", {"--game rechen --waste-per-player 7", 2, "1 to 6 piles per player"}},
       {"expert", {"--game rechen --expert --evaluations 1 --max-nodes 2000", 0, "Experte"}},
       {"names", {"--game calculation --names A,B", 2, "Rechenkünstler option"}},
       {"no-forced", {small + " --no-forced", 0, "Best deals"}},
       {"no-lazy-free-moves", {small + " --no-lazy-free-moves", 0, "Best deals"}},
       {"no-dead-end", {small + " --no-dead-end", 0, "Best deals"}},
       {"no-plan", {small + " --no-plan", 0, "Best deals"}},
       {"no-playout", {small + " --no-playout", 0, "Best deals"}},
       {"no-beam", {small + " --no-beam", 0, "Best deals"}},
       {"no-chains", {small + " --no-chains", 0, "Best deals"}}});
  // The store goes on where it stopped.
  const Invocation again = run("construct " + base + " --batch 2 --evaluations 5 --db " + db);
  EXPECT_EQ(again.status, 0) << again.out;
  EXPECT_NE(again.out.find("(3 taken from the store)"), std::string::npos) << again.out;
  std::remove(db.c_str());
}

}  // namespace
