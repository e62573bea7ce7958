// Runs the reckon program itself: every subcommand, and every option that a
// subcommand's --help lists, with exit statuses and error messages checked.
// An option --help lists but this file does not exercise fails the test.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cstdio>
#include <map>
#include <set>
#include <string>

#include "jobs/analysis/search_signature.h"
#include "program_usage.h"
#include "run_program.h"

namespace {

using namespace reckon::testing::usage;

TEST(Usage, TopLevel) {
  EXPECT_EQ(run("").status, 2);
  EXPECT_EQ(run("--help").status, 0);
  EXPECT_EQ(run("--version").status, 0);
  const Invocation r = run("frobnicate");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.out.find("unknown command"), std::string::npos);
}

TEST(Usage, Deal) {
  check_every_option_is_exercised(
      "deal", {{"help", {"--help", 0, "Usage"}},
               {"game", {"--game calculation --deal 17", 0, "Card string: Ah 2c 3s 4d |"}},
               {"json", {"--game calculation --deal 17 --json", 0, "\"stock\":[\"Js\",\"Kh\""}},
               {"deal", {"--game calculation --deal 18446744073709551615", 0, "Foundation bases"}},
               {"pysol", {"--game calculation --pysol ms1", 0, "A♣ 2♥ 3♦ 4♠"}},
               {"cards", {"--game calculation --cards '" + kDeal17Cards + "' --json", 0, "\"cards\":\"Ah 2c 3s 4d |"}},
               {"file", {"--game calculation --file /nonexistent/x", 2, "cannot read file"}},
               {"waste", {"--game calculation --deal 1 --waste 0", 2, "1 to 8 waste piles"}},
               {"no-preplaced", {"--game calculation --deal 1 --no-preplaced --json", 0, "\"stock\":["}},
               {"level", {"--game rechen --deal 1 --level hard", 0, "Player A's stock"}},
               {"waste-per-player", {"--game rechen --deal 1 --waste-per-player 7", 2, "1 to 6 piles per player"}},
               {"expert", {"--game rechen --deal 1 --expert --json", 0, "\"stock_a\""}},
               {"names", {"--game calculation --deal 1 --names A,B", 2, "Rechenkünstler option"}},
               // Deal 17 with the ranks above 5 taken out (doc/rules.md, "Small decks").
               {"ranks", {"--game calculation --deal 17 --ranks 5", 0, "Card string: Ah 2c 3s 4d | 3d 5s 5c As"}}});
  EXPECT_NE(run("deal --game calculation --deal 17 --ranks 5 --json").out.find("\"ranks\":5,"), std::string::npos);
}

TEST(Usage, Solve) {
  check_every_option_is_exercised(
      "solve",
      {{"help", {"--help", 0, "Exit status"}},
       {"game", {"--game nope --deal 1", 2, "--game nope"}},
       {"json", {"--game calculation --deal 1 --json", 0, "\"verdict\":\"winnable\""}},
       {"quiet", {"--game calculation --deal 1 --quiet", 0, "winnable"}},
       {"deal", {"--game calculation --deal -3", 2, "expected a whole number"}},
       {"pysol", {"--game calculation --pysol 0", 2, "must be at least 1"}},
       {"cards", {"--game calculation --cards 'Ac 2d Xx'", 2, "card 3 (\"Xx\")"}},
       {"file", {"--game calculation --file -  < /dev/null", 2, "got 0 cards"}},
       {"waste", {"--game calculation --deal 1 --waste 1", 1, "unwinnable"}},
       {"no-preplaced", {"--game calculation --deal 2 --no-preplaced", 0, "no preplaced bases"}},
       {"level", {"--game rechen --deal 3 --level four", 0, "winnable"}},
       {"waste-per-player",
        {"--game rechen --deal 3 --waste-per-player 3", 0, "3 waste piles per player"}},
       {"expert", {"--game calculation --deal 3 --expert", 2, "Rechenkünstler option"}},
       {"names", {"--game rechen --deal 3 --names Anna,Ben", 0, "winnable"}},
       {"max-nodes", {"--game calculation --deal 1 --waste 2 --max-nodes 5", 3, "unknown"}},
       {"max-seconds", {"--game calculation --deal 1 --max-seconds -1", 2, "must not be negative"}},
       {"max-memory", {"--game calculation --deal 1 --max-memory 0", 2, "--max-memory"}},
       {"deal-threads", {"--game calculation --waste 2 --deal 8 --deal-threads 2", 0, "winnable"}},
       {"no-forced", {"--game calculation --deal 4 --no-forced --json", 0, "\"forced\":false"}},
       {"no-lazy-free-moves", {"--game calculation --deal 4 --no-lazy-free-moves", 0, "winnable"}},
       {"no-dead-end", {"--game calculation --deal 4 --no-dead-end", 0, "winnable"}},
       {"no-plan", {"--game calculation --deal 4 --no-plan --json", 0, "\"plan\":false"}},
       {"no-playout", {"--game calculation --deal 4 --no-playout --json", 0, "\"playout\":false"}},
       {"no-beam",
        {"--game calculation --waste 3 --deal 65 --max-nodes 60000 --no-beam --no-sat", 3,
         "unknown"}},
       {"no-sat",
        {"--game calculation --waste 2 --deal 1 --max-nodes 60000 --no-sat", 3, "unknown"}},
       {"no-chains",
        {"--game calculation --waste 2 --deal 1 --no-chains --json", 1, "\"chains\":false"}},
       {"write-cnf",
        {"--game calculation --waste 1 --deal 5 --write-cnf /dev/stdout", 1, "p cnf "}},
       {"certify",
        {"--game calculation --waste 1 --deal 1 --certify", 1, "Certificate: DRAT proof of"}},
       {"write-proof",
        {"--game calculation --waste 1 --deal 1 --certify --no-sat --write-proof /dev/null", 1,
         "Certificate: none; proved by exhaustive search; no certificate"}},
       {"no-safe-pair", {"--game fourteen --deal 29 --no-safe-pair", 1, "unwinnable"}},
       {"no-class-cycle",
        {"--game fourteen --deal 1 --no-class-cycle --json", 0, "\"class-cycle\":false"}},
       {"no-focus", {"--game fourteen --deal 1 --no-focus", 0, "winnable"}},
       {"no-symmetry", {"--game fourteen --deal 29 --no-symmetry", 1, "unwinnable"}},
       {"no-mirror", {"--game fourteen --deal 29 --no-mirror", 1, "unwinnable"}}});
}

// --certify: a loss by rule sat is certified (the proof checked, text and
// JSON; the exit status stays 1); a win or a loss by exhaustive search is
// not; the proof written is the one checked; misuse is refused.
TEST(Usage, SolveCertify) {
  Invocation r = run("solve --game calculation --waste 2 --deal 62 --certify --json");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("\"certificate\":{\"checked\":true,\"format\":\"drat\",\"lemmas\":"), std::string::npos)
      << r.out;
  r = run("solve --game calculation --waste 2 --deal 62 --certify --deal-threads 2");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("Certificate: DRAT proof of"), std::string::npos) << r.out;
  r = run("solve --game calculation --waste 1 --deal 1 --no-sat --certify --json");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("\"checked\":false,\"why\":\"proved by exhaustive search; no certificate\""),
            std::string::npos)
      << r.out;
  r = run("solve --game calculation --deal 4 --certify --json");  // W=4: winnable
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.find("certificate"), std::string::npos) << r.out;
  const std::string proof = ::testing::TempDir() + "/reckon_usage_proof.drat";
  r = run("solve --game calculation --waste 1 --deal 2 --certify --json --write-proof " + proof);
  EXPECT_EQ(r.status, 1) << r.out;
  const Invocation size = reckon::testing::run_program("wc -c < " + proof);
  const auto at = r.out.find("\"bytes\":");
  ASSERT_NE(at, std::string::npos) << r.out;
  EXPECT_EQ(std::stoull(r.out.substr(at + 8)), std::stoull(size.out)) << r.out;
  // Fourteen Out: a winnable deal has no certificate; a loss has one, and
  // the file --write-proof writes is the one that was checked.
  r = run("solve --game fourteen --deal 1 --certify --json");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out.find("certificate"), std::string::npos) << r.out;
  const std::string closure = ::testing::TempDir() + "/reckon_usage_closure.txt";
  r = run("solve --game fourteen --deal 29 --certify --json --write-proof " + closure);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("\"certificate\":{\"checked\":true,\"format\":\"closure\""), std::string::npos) << r.out;
  const Invocation head = reckon::testing::run_program("head -n 2 " + closure);
  EXPECT_EQ(head.out, "reckon fourteen closure 1\ntarget 14\n");
  r = run("solve --game fourteen --deal 29 --certify");
  EXPECT_NE(r.out.find("Certified: the "), std::string::npos) << r.out;
  EXPECT_EQ(run("solve --game calculation --deal 1 --write-proof /dev/null").status, 2);
}

TEST(Usage, Verify) {
  check_every_option_is_exercised(
      "verify", {{"help", {"--help", 0, "Usage"}},
                 {"game", {"--game calculation --deal 1 --moves 's-w1'", 1, "The move is legal but does not win"}},
                 {"json", {"--game calculation --deal 1 --moves 's-f9' --json", 2, "unknown destination"}},
                 {"deal", {"--game calculation --deal 1 --moves 's-w1 s-w1'", 1, "legal but do not win"}},
                 {"pysol", {"--game calculation --pysol ms1 --moves 'w1-f1'", 2, "waste pile 1 is empty"}},
                 {"cards", {"--game calculation --cards '" + kDeal17Cards + "' --moves 'Js:s-w1'", 1, "does not win"}},
                 {"file", {"--game calculation --file /nonexistent --moves s-w1", 2, "cannot read"}},
                 {"moves", {"--game calculation --deal 17 --moves '7d:s-w1'", 2, "not 7d"}},
                 {"moves-file", {"--game calculation --deal 17 --moves-file /nonexistent", 2, "cannot read"}},
                 {"waste", {"--game calculation --deal 17 --waste 2 --moves 's-w3'", 2, "unknown destination"}},
                 {"no-preplaced", {"--game calculation --deal 17 --no-preplaced --moves 's-f1'", 2, "does not fit"}},
                 {"level", {"--game rechen --deal 17 --level hard --moves 's-wA3'", 2, "unknown destination"}},
                 {"waste-per-player", {"--game rechen --deal 17 --waste-per-player 2 --moves 's-wA1 s-wA1'", 2,
                                       "belongs to player B"}},
                 {"expert", {"--game rechen --deal 17 --expert --moves 's-wA1'", 1, "does not win"}},
                 {"names", {"--game rechen --deal 17 --names A,B --moves 's-wB1'", 2, "belongs to player A"}},
                 // A fair player's game of a five-rank deal (reckon play --ranks 5 --deal 3).
                 {"ranks", {"--game calculation --deal 3 --ranks 5 --moves '5s:s-w1 Ah:s-f3 3h:s-f4 5c:s-w1 Ac:s-w2 "
                            "4c:s-f2 Ac:w2-f2 2h:s-f1 3s:s-f1 5d:s-w1 4d:s-f3 As:s-w2 5h:s-w1 3c:s-f2 5h:w1-f2 "
                            "2s:s-f4 As:w2-f4 5d:w1-f4 2d:s-f3 5c:w1-f3 4h:s-f1 5s:w1-f1'",
                            0, "The 22 moves win"}}});
  // The same line is no game of the 13-rank deal 3.
  EXPECT_EQ(run("verify --game calculation --deal 3 --moves '5s:s-w1'").status, 2);
}

TEST(Usage, Analyze) {
  const std::string tmp = ::testing::TempDir();
  const std::string list = tmp + "/reckon_usage_deals.txt";
  {
    FILE* f = std::fopen(list.c_str(), "w");
    std::fputs("# deals\n17\npysol:ms17\nAh 2c 3s 4d | Js Kh\n", f);
    std::fclose(f);
  }
  const std::string a = "--game calculation --quiet ";
  check_every_option_is_exercised(
      "analyze",
      {{"help", {"--help", 0, "Wilson"}},
       {"game", {"--game calculation --deals 1-3 --quiet", 0, "3 winnable"}},
       {"json", {a + "--deals 1-3 --json", 0, "\"win_percent\":100.0000"}},
       {"deals", {a + "--deals 5-3", 2, "the end is before the start"}},
       {"deal-file", {a + "--deal-file " + list, 2, "the stock holds 2 cards"}},
       {"strategy", {a + "--deals 1-20 --strategy simple --json", 0, "\"strategy\":\"simple\""}},
       {"seed",
        {a + "--deals 1-2 --strategy fair --samples 32 --seed 5 --json", 0,
         "\"strategy\":\"fair\""}},
       {"samples",
        {a + "--deals 1-2 --strategy fair --samples 0", 2, "--samples must be from 1 to 4096"}},
       {"exact-below",
        {a + "--deals 1-2 --strategy fair --exact-below 53", 2,
         "--exact-below must be from 0 to 52"}},
       {"optimal-below",
        {a + "--deals 1-2 --strategy fair --optimal-below 9", 2,
         "--optimal-below must be from 0 to 8"}},
       {"threads", {a + "--deals 1-4 --threads 1", 0, "on 1 thread"}},
       {"out", {a + "--deals 1-2 --out /nonexistent/dir/rows.csv", 2, "cannot write the row file"}},
       {"db", {a + "--deals 1-2 --db /nonexistent/dir/x.db", 2, "cannot open results store"}},
       {"shard", {a + "--deals 1-10 --shard 4/4", 2, "K must be from 0 to N-1"}},
       {"quiet", {a + "--deals 1", 0, "1 winnable"}},
       {"waste", {a + "--deals 1-2 --waste 1", 0, "2 unwinnable"}},
       {"no-preplaced", {a + "--deals 1-2 --no-preplaced", 0, "no preplaced bases"}},
       {"level", {"--game rechen --quiet --deals 1-2 --level four", 0, "4 waste piles per player"}},
       {"waste-per-player",
        {"--game rechen --quiet --deals 1-2 --waste-per-player 0", 2, "1 to 6"}},
       {"expert",
        {"--game rechen --quiet --deals 1-2 --expert --strategy runs", 2, "does not play Experte"}},
       {"names", {"--game rechen --quiet --deals 1-2 --names x", 0, "winnable"}},
       {"max-nodes", {a + "--deals 1 --waste 2 --max-nodes 3", 0, "1 unknown"}},
       {"max-seconds", {a + "--deals 1 --max-seconds 60", 0, "1 winnable"}},
       {"max-memory", {a + "--deals 1 --max-memory 1", 0, "1 winnable"}},
       {"deal-threads", {a + "--deals 1-2 --waste 2 --deal-threads 2", 0, "2 unwinnable"}},
       {"no-forced", {a + "--deals 1-2 --no-forced", 0, "2 winnable"}},
       {"no-lazy-free-moves", {a + "--deals 1-2 --no-lazy-free-moves", 0, "2 winnable"}},
       {"no-dead-end", {a + "--deals 1-2 --no-dead-end", 0, "2 winnable"}},
       {"no-plan", {a + "--deals 1-2 --no-plan", 0, "2 winnable"}},
       {"no-playout", {a + "--deals 1-2 --no-playout", 0, "2 winnable"}},
       {"no-beam", {a + "--deals 1-2 --no-beam", 0, "2 winnable"}},
       {"no-sat", {a + "--deals 1-2 --no-sat", 0, "2 winnable"}},
       {"no-chains", {a + "--deals 1-2 --waste 2 --no-chains", 0, "2 unwinnable"}},
       {"no-safe-pair", {"--game fourteen --quiet --deals 1-2 --no-safe-pair", 0, "2 winnable"}},
       {"no-class-cycle",
        {"--game fourteen --quiet --deals 1-2 --no-class-cycle", 0, "2 winnable"}},
       {"no-focus", {"--game fourteen --quiet --deals 1-2 --no-focus", 0, "2 winnable"}},
       {"no-symmetry", {"--game fourteen --quiet --deals 1-2 --no-symmetry", 0, "2 winnable"}},
       {"no-mirror", {"--game fourteen --quiet --deals 1-2 --no-mirror", 0, "2 winnable"}}});
}

TEST(Usage, AnalyzeResumesAndMerges) {
  const std::string tmp = ::testing::TempDir() + "/reckon_usage_";
  std::remove((tmp + "full.db").c_str());
  for (int k = 0; k < 3; ++k) std::remove((tmp + "s" + std::to_string(k) + ".db").c_str());
  const std::string a = "analyze --game calculation --quiet --deals 1-12 --json ";
  const Invocation full = run(a + "--db " + tmp + "full.db");
  ASSERT_EQ(full.status, 0) << full.out;
  const Invocation again = run(a + "--db " + tmp + "full.db");
  EXPECT_NE(again.out.find("\"resumed\":12"), std::string::npos) << again.out;
  std::string merge = "merge --json";
  for (int k = 0; k < 3; ++k) {
    const std::string db = tmp + "s" + std::to_string(k) + ".db";
    ASSERT_EQ(run(a + "--shard " + std::to_string(k) + "/3 --db " + db).status, 0);
    merge += " " + db;
  }
  const Invocation merged = run(merge);
  ASSERT_EQ(merged.status, 0) << merged.out;
  EXPECT_NE(merged.out.find("\"deals\":12,"), std::string::npos) << merged.out;
  EXPECT_NE(merged.out.find("\"winnable\":12,"), std::string::npos) << merged.out;
  const Invocation partial = run("merge " + tmp + "s0.db " + tmp + "s2.db");
  EXPECT_EQ(partial.status, 2);
  EXPECT_NE(partial.out.find("shards missing: 1/3"), std::string::npos) << partial.out;
}

// A store made by another search (jobs/analysis/search_signature.h) is refused,
// not resumed: its verdicts, nodes and times would mix with this one's.
TEST(Usage, DealThreadsAreOneOrTwoAndOnlyForTheCalculationFamily) {
  const Invocation three = run("solve --game calculation --deal 1 --deal-threads 3");
  EXPECT_EQ(three.status, 2);
  EXPECT_NE(three.out.find("--deal-threads must be 1 or 2 (got 3)"), std::string::npos) << three.out;
  const Invocation fourteen = run("analyze --game fourteen --quiet --deals 1-2 --deal-threads 2");
  EXPECT_EQ(fourteen.status, 2);
  EXPECT_NE(fourteen.out.find("for the Calculation family"), std::string::npos) << fourteen.out;
  // A store made with one thread a deal is not resumed with two (its node
  // counts were made another way).
  const std::string db = ::testing::TempDir() + "/reckon_usage_deal_threads.db";
  std::remove(db.c_str());
  const std::string a = "analyze --game calculation --quiet --deals 1-2 --db " + db;
  ASSERT_EQ(run(a).status, 0);
  const Invocation two = run(a + " --deal-threads 2");
  EXPECT_EQ(two.status, 2) << two.out;
  EXPECT_NE(two.out.find("deal_threads"), std::string::npos) << two.out;
}

TEST(Usage, AnalyzeRefusesAStoreOfAnotherSearch) {
  const std::string db = ::testing::TempDir() + "/reckon_usage_other_search.db";
  std::remove(db.c_str());
  const std::string a = "analyze --game calculation --quiet --deals 1-2 --db " + db;
  ASSERT_EQ(run(a).status, 0);
  sqlite3* h = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(h, "UPDATE settings SET value = '1' WHERE name = 'search_signature'", nullptr, nullptr, nullptr),
            SQLITE_OK);
  EXPECT_EQ(sqlite3_changes(h), 1);
  sqlite3_close(h);
  const Invocation again = run(a);
  EXPECT_EQ(again.status, 2) << again.out;
  EXPECT_NE(again.out.find("search_signature = 1, not " +
                           std::to_string(reckon::analysis::kSearchSignature)),
            std::string::npos)
      << again.out;
}

TEST(Usage, Merge) {
  const std::string rows = ::testing::TempDir() + "/reckon_usage_rows.csv";
  ASSERT_EQ(run("analyze --game calculation --quiet --deals 1-3 --out " + rows).status, 0);
  check_every_option_is_exercised("merge", {{"help", {"--help", 0, "exactly once"}},
                                            {"json", {rows + " --json", 0, "\"deals\":3"}},
                                            {"deals", {rows + " --deals 1-4", 2, "1 deal(s) of 1-4 are missing"}},
                                            {"input", {"--input /nonexistent.db", 2, "cannot open results store"}}});
}

TEST(Usage, Curate) {
  const std::string c = "--game calculation --quiet --threads 1 ";
  check_every_option_is_exercised(
      "curate",
      {{"help", {"--help", 0, "--tier"}},
       {"game", {"--game nope --deals 1-2 --unwinnable", 2, "--game nope"}},
       {"json",
        {c + "--deals 1-3 --hardest 1 --choice-nodes 200 --json", 0,
         "\"command\":\"reckon curate"}},
       {"deals", {c + "--deals 1-3 --unwinnable", 0, "the unwinnable deals"}},
       {"unwinnable",
        {c + "--deals 1-3 --waste 1 --unwinnable --format csv", 0, "\n1,unwinnable,"}},
       {"winnable",
        {c + "--deals 1-8 --waste 2 --winnable --max-nodes 200000", 0,
         "\n6  winnable: the solver's winning line"}},
       {"certify", {c + "--deals 1-2 --waste 1 --unwinnable --certify", 0, "lemmas"}},
       {"undecided",
        {c + "--deals 1-2 --waste 2 --max-nodes 10 --undecided", 0,
         "\n1  undecided within the budget"}},
       {"hardest", {c + "--deals 5 --hardest 1", 0, "decisions critical"}},
       {"easiest", {c + "--deals 1-4 --easiest 0", 2, "at least 1"}},
       {"tier", {c + "--deals 1-4 --tier impossible", 2, "easy, medium, hard or expert"}},
       {"count", {c + "--deals 1-4 --tier hard --count 0", 2, "--count must be at least 1"}},
       {"candidates",
        {c + "--deals 1-4 --hardest 2 --candidates 1", 2, "--candidates must be at least"}},
       {"calibrate", {c + "--deals 1-2 --calibrate", 0, "Score percentiles"}},
       {"daily", {c + "--daily 2027-02-29 --tier hard", 2, "no such date"}},
       {"days", {c + "--daily 2028-02-29 --tier easy --days 2", 0, "2028-03-01"}},
       {"list", {c + "--daily 2027-01-01 --tier easy --list /nonexistent", 2, "cannot read"}},
       {"format", {c + "--deals 1-2 --hardest 1 --format xml", 2, "text, csv or json"}},
       // Refused before any deal is scored: the up-front check names the missing folder.
       {"out", {c + "--deals 1-2 --hardest 1 --out /nonexistent/dir/list.txt", 2,
                "cannot write \"/nonexistent/dir/list.txt\": no folder /nonexistent/dir"}},
       {"db",
        {c + "--deals 1-2 --hardest 1 --db /nonexistent/dir/c.db", 2, "cannot open results store"}},
       {"threads",
        {"--game calculation --quiet --deals 1-2 --hardest 1 --choice-nodes 200 --threads 2", 0,
         "hardest"}},
       {"choice-nodes", {c + "--deals 5 --hardest 1 --choice-nodes 1", 0, "undecided"}},
       {"quiet", {c + "--deals 1 --hardest 1 --choice-nodes 200", 0, "tier"}},
       {"waste", {c + "--deals 1-2 --waste 9 --unwinnable", 2, "1 to 8 waste piles"}},
       {"no-preplaced",
        {c + "--deals 1-2 --no-preplaced --hardest 1 --choice-nodes 200", 0, "no preplaced bases"}},
       {"level",
        {"--game rechen --quiet --deals 1-2 --level four --hardest 1 --choice-nodes 200", 0,
         "per player"}},
       {"waste-per-player",
        {"--game rechen --quiet --deals 1-2 --waste-per-player 2 --hardest 1 --choice-nodes 200", 0,
         "2 waste piles per player"}},
       {"expert", {"--game rechen --quiet --deals 1-2 --expert --unwinnable", 0, "Experte"}},
       {"names",
        {"--game rechen --quiet --deals 1 --names A,B --unwinnable", 0, "unwinnable deals"}},
       {"max-nodes", {c + "--deals 1 --waste 2 --max-nodes 10 --unwinnable", 0, "1 undecided"}},
       {"max-seconds", {c + "--deals 1 --max-seconds -2 --unwinnable", 2, "must not be negative"}},
       {"max-memory", {c + "--deals 1 --max-memory 0 --unwinnable", 2, "--max-memory"}},
       // The search rules: the list is the same without any of them (tests/curate_rules_test.sh).
       {"no-forced",
        {c + "--deals 1 --waste 1 --unwinnable --no-forced", 0, "the unwinnable deals"}},
       {"no-lazy-free-moves",
        {c + "--deals 1 --waste 1 --unwinnable --no-lazy-free-moves", 0, "the unwinnable deals"}},
       {"no-dead-end",
        {c + "--deals 1 --waste 1 --unwinnable --no-dead-end", 0, "the unwinnable deals"}},
       {"no-plan", {c + "--deals 1 --waste 1 --unwinnable --no-plan", 0, "the unwinnable deals"}},
       {"no-playout",
        {c + "--deals 1 --waste 1 --unwinnable --no-playout", 0, "the unwinnable deals"}},
       {"no-beam", {c + "--deals 1 --waste 1 --unwinnable --no-beam", 0, "the unwinnable deals"}},
       {"no-sat", {c + "--deals 1 --waste 1 --unwinnable --no-sat", 0, "the unwinnable deals"}},
       {"no-chains",
        {c + "--deals 1 --waste 2 --unwinnable --no-chains", 0, "the unwinnable deals"}},
       {"no-safe-pair",
        {"--game fourteen --quiet --deals 1-3 --unwinnable --no-safe-pair", 0, "unwinnable"}},
       {"no-class-cycle",
        {"--game fourteen --quiet --deals 1-3 --unwinnable --no-class-cycle", 0, "unwinnable"}},
       {"no-focus",
        {"--game fourteen --quiet --deals 1-3 --unwinnable --no-focus", 0, "unwinnable"}},
       {"no-symmetry",
        {"--game fourteen --quiet --deals 1-3 --unwinnable --no-symmetry", 0, "unwinnable"}},
       {"no-mirror",
        {"--game fourteen --quiet --deals 1-3 --unwinnable --no-mirror", 0, "unwinnable"}}});
}

TEST(Usage, Hint) {
  check_every_option_is_exercised(
      "hint",
      {{"help", {"--help", 0, "finish by itself"}},
       {"game", {"--game calculation --deal 17", 0, "Still winnable: yes"}},
       {"json", {"--game calculation --deal 17 --moves 's-w1' --json", 0, "\"next_moves\""}},
       {"deal", {"--game calculation --deal 17 --moves 's-w1 s-w1'", 0, "Next moves that keep it winnable"}},
       {"pysol", {"--game calculation --pysol ms17 --moves 's-f1'", 2, "is illegal"}},
       {"cards", {"--game calculation --cards '" + kDeal17Cards + "' --moves 'w1-f1'", 2, "waste pile 1 is empty"}},
       {"file", {"--game calculation --file /nonexistent", 2, "cannot read"}},
       {"moves", {"--game calculation --deal 17 --moves 'x-y'", 2, "unknown destination"}},
       {"moves-file", {"--game calculation --deal 17 --moves-file /nonexistent", 2, "cannot read"}},
       {"position", {"--game calculation --position 'foundations: Q J T 9; waste 1: K K; stock: K K'", 0,
                     "Finishes by itself: yes"}},
       {"waste", {"--game calculation --deal 17 --waste 1", 1, "Still winnable: no"}},
       {"no-preplaced", {"--game calculation --deal 17 --no-preplaced --position 'foundations: 5 4 6 8'", 2,
                         "--position stands alone"}},
       {"level", {"--game rechen --deal 3 --level normal --moves 's-wA1'", 0, "Still winnable"}},
       {"waste-per-player", {"--game rechen --deal 3 --waste-per-player 2", 0, "2 waste piles per player"}},
       {"expert", {"--game rechen --deal 3 --expert", 0, "Still winnable: yes"}},
       {"names", {"--game rechen --deal 3 --names A,B", 0, "Rechenkünstler"}},
       {"max-nodes", {"--game calculation --deal 1 --waste 2 --max-nodes 5", 3, "unknown"}},
       {"max-seconds", {"--game calculation --deal 17 --max-seconds 30", 0, "yes"}},
       {"max-memory", {"--game calculation --deal 17 --max-memory 2", 0, "yes"}},
       {"best", {"--game calculation --deal 17 --moves 's-w1 s-w1' --best", 0, "Best next move"}},
       {"fair", {"--game calculation --deal 17 --moves 's-w1 s-w1 s-f3' --fair --samples 32", 0, "Fair hint"}},
       {"seed", {"--game calculation --deal 17 --fair --samples 32 --seed 3 --json", 0, "\"fair\":{"}},
       {"samples", {"--game calculation --deal 17 --fair --samples -1", 2, "--samples"}},
       {"exact-below", {"--game calculation --deal 17 --fair --samples 32 --exact-below 60", 2, "--exact-below"}},
       {"optimal-below",
        {"--game calculation --deal 17 --moves 's-w1 s-w1 s-f3' --fair --samples 32 --optimal-below 4", 0, "Fair hint"}}});
}

TEST(Usage, Play) {
  const std::string p = "--game calculation --deal 3 ";
  check_every_option_is_exercised(
      "play",
      {{"help", {"--help", 0, "named player"}},
       {"game", {"--game fourteen --deal 1", 2, "Calculation family"}},
       {"json", {p + "--strategy runs --json", 1, "\"won\":false"}},
       {"deal", {"--game calculation --deal 1 --strategy simple", 1, "Result: lost"}},
       {"pysol", {"--game calculation --pysol ms17 --strategy runs", 1, "PySolFC"}},
       {"cards", {"--game calculation --cards '" + kDeal17Cards + "' --strategy simple", 1, "Player: simple"}},
       {"file", {"--game calculation --file /nonexistent", 2, "cannot read"}},
       {"strategy", {p + "--strategy perfect", 2, "expected simple, runs, planner or fair"}},
       {"seed", {p + "--samples 32 --seed 9 --json", 1, "\"seed\":"}},
       {"samples", {p + "--samples 5000", 2, "--samples must be from 1 to 4096"}},
       {"exact-below", {p + "--samples 32 --exact-below 4", 1, "Player: fair"}},
       {"optimal-below", {p + "--samples 32 --optimal-below 4", 1, "Player: fair"}},
       {"waste", {p + "--waste 9", 2, "1 to 8 waste piles"}},
       {"no-preplaced", {p + "--no-preplaced --strategy runs", 1, "no preplaced bases"}},
       {"ranks", {p + "--ranks 6", 2, "--ranks 6: a deck of 5, 7, 11 or 13 ranks"}},
       {"level", {"--game rechen --deal 3 --level four --samples 32", 0, "4 waste piles per player"}},
       {"waste-per-player", {"--game rechen --deal 3 --waste-per-player 2 --strategy simple", 1, "2 waste piles"}},
       {"expert", {"--game rechen --deal 3 --expert --strategy runs", 2, "does not play Experte"}},
       {"names", {"--game rechen --deal 3 --names Anna,Ben --strategy simple", 1, "Anna"}}});
  // Every game the fair player prints replays: play's notation, through verify.
  const Invocation played = run("play " + p + "--samples 32 --json");
  const auto at = played.out.find("\"notation\":\"");
  ASSERT_NE(at, std::string::npos) << played.out;
  const std::string notation = played.out.substr(at + 12, played.out.find('"', at + 12) - at - 12);
  const Invocation checked = run("verify " + p + "--moves '" + notation + "'");
  EXPECT_EQ(checked.status, played.status) << checked.out;
  // So does a small deck's.
  const Invocation small = run("play " + p + "--ranks 7 --waste 2 --samples 32 --json");
  const auto from = small.out.find("\"notation\":\"");
  ASSERT_NE(from, std::string::npos) << small.out;
  const std::string line = small.out.substr(from + 12, small.out.find('"', from + 12) - from - 12);
  EXPECT_EQ(run("verify " + p + "--ranks 7 --waste 2 --moves '" + line + "'").status, small.status);
  EXPECT_EQ(run("play " + p + "--ranks 7 --strategy planner").status, 2);
}

// reckon serve: every option, each with a value refused before the server
// listens (tests/serve/ run the server itself).
TEST(Usage, Serve) {
  check_every_option_is_exercised(
      "serve",
      {{"help", {"--help", 0, "Exit status: 0 stopped by SIGTERM"}},
       {"port", {"--port 70000", 2, "--port must be from 0 to 65535"}},
       {"bind", {"--bind 256.0.0.1 --port 0", 2, "cannot listen on 256.0.0.1"}},
       {"workers", {"--workers -1", 2, "--workers must be from 0 to 256"}},
       {"queue", {"--queue 5000", 2, "--queue must be from 0 to 4096"}},
       {"max-nodes", {"--max-nodes 0", 2, "a server needs a cap"}},
       {"max-seconds", {"--max-seconds 0", 2, "a server needs a cap"}},
       {"max-memory", {"--max-memory 0", 2, "--max-memory must be between"}},
       {"max-deals", {"--max-deals 0", 2, "--max-deals must be from 1"}},
       {"max-body", {"--max-body 10", 2, "--max-body must be at least 1024"}},
       {"web", {"--web /nonexistent --port 0", 2, "not a folder"}},
       {"hint-cache", {"--hint-cache 20000000", 2, "--hint-cache must be at most"}},
       {"request-timeout", {"--request-timeout 0", 2, "--request-timeout must be from 0.1 to 3600"}},
       {"idle-timeout", {"--idle-timeout 4000", 2, "--idle-timeout must be from 0.1 to 3600"}},
       {"max-connections", {"--max-connections 0", 2, "--max-connections must be from 1"}},
       {"max-client-connections", {"--max-client-connections 0", 2, "--max-client-connections must be at least 1"}}});
}

TEST(Usage, Bench) {
  check_every_option_is_exercised("bench", {{"help", {"--help", 0, "Bench:"}},
                                            {"sets", {"--sets /nonexistent", 2, "cannot read file \"/nonexistent\": no such file"}}});
}

// Unsigned budgets given a sign or junk: Boost alone would read "-3" as
// 2^64 - 3 nodes, which is no budget at all.
TEST(Usage, NodeBudgetsSeedsAndCountsAreWholeNumbers) {
  for (const std::string args :
       {"solve --game calculation --deal 1 --max-nodes -3",
        "solve --game fourteen --deal 1 --max-nodes 1x",
        "analyze --game calculation --deals 1-2 --max-nodes -1",
        "curate --game calculation --quiet --deals 1-2 --hardest 1 --choice-nodes -5",
        // The option library took -1 as 2^64 - 1 here.
        "play --game calculation --deal 1 --seed -1",
        "hint --game calculation --deal 1 --fair --seed -1",
        "analyze --game calculation --deals 1 --strategy fair --seed -1", "serve --max-deals -1"}) {
    const Invocation r = run(args);
    EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
    EXPECT_NE(r.out.find("expected a whole number"), std::string::npos) << args << "\n" << r.out;
  }
}

TEST(Usage, SolveThenVerifyRoundTrip) {
  const Invocation solved = run("solve --game calculation --deal 23 --json");
  ASSERT_EQ(solved.status, 0) << solved.out;
  const auto at = solved.out.find("\"notation\":\"");
  ASSERT_NE(at, std::string::npos);
  const auto end = solved.out.find('"', at + 12);
  const std::string notation = solved.out.substr(at + 12, end - at - 12);
  const Invocation checked = run("verify --game calculation --deal 23 --moves '" + notation + "'");
  EXPECT_EQ(checked.status, 0) << checked.out;
  EXPECT_NE(checked.out.find("win deal 23"), std::string::npos) << checked.out;
}

}  // namespace
