// What a new user's mistakes and a hostile environment must get,
// one test per class of fault, each through the place that handles the
// class: deal lists (jobs/analysis/deal_ranges.h), files (jobs::read_text), words on
// the command line (cli::parse), outputs (jobs/common/output.h), jobs of any size
// (jobs/analysis/run.h, spread.h, results_store.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "reckon/input_error.h"
#include "run_program.h"
#include "jobs/analysis/deal_ranges.h"
#include "jobs/analysis/spread.h"
#include "jobs/bench/bench_sets.h"
#include "tools/message_text.h"

namespace {

using reckon::testing::ProgramRun;

ProgramRun run(const std::string& args) {
  return reckon::testing::run_program(std::string(RECKON_BINARY) + " " + args + " 2>&1");
}

void expect_refused(const std::string& args, const std::string& must_contain, int status = 2) {
  const ProgramRun r = run(args);
  EXPECT_EQ(r.status, status) << "reckon " << args << "\n" << r.out;
  EXPECT_NE(r.out.find(must_contain), std::string::npos)
      << "reckon " << args << " should say \"" << must_contain << "\"\n"
      << r.out;
}

std::string temp(const std::string& name) {
  return ::testing::TempDir() + "/reckon_hardening_" + name;
}

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(f), {});
}

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f << bytes;
}

// --- Deal lists ---------------------------------------------------------

TEST(Hardening, OverlappingDealItemsAreRefusedNamingBoth) {
  using reckon::analysis::parse_deal_ranges;
  EXPECT_THROW(parse_deal_ranges("1-10,5-15"), reckon::InputError);
  EXPECT_THROW(parse_deal_ranges("3,1-5"), reckon::InputError);
  EXPECT_THROW(parse_deal_ranges("7,7"), reckon::InputError);
  EXPECT_THROW(parse_deal_ranges("0-18446744073709551615"),
               reckon::InputError);  // 2^64 deals: no count says it
  EXPECT_EQ(reckon::analysis::count_deals(parse_deal_ranges("11-20,1-10")),
            20u);  // touching, out of order: fine
  EXPECT_EQ(reckon::analysis::count_deals(parse_deal_ranges("1-18446744073709551615")), UINT64_MAX);
  expect_refused("analyze --game fourteen --deals 1-10,5-15 --quiet", "1-10 and 5-15 overlap");
  expect_refused("curate --game fourteen --deals 1-5,3-7 --unwinnable --quiet",
                 "1-5 and 3-7 overlap");
}

TEST(Hardening, TheUnionOfRangesMergesOverlapsAndNeighbours) {
  const auto u = reckon::analysis::union_of({{301, 320}, {1, 300}, {1, 20}, {400, 400}});
  ASSERT_EQ(u.size(), 2u);
  EXPECT_EQ(u[0].first, 1u);
  EXPECT_EQ(u[0].last, 320u);
  EXPECT_EQ(u[1].first, 400u);
}

// One store run over 1-300, then 301-320, then 1-20 again: merge takes the
// union of its runs, and counts each deal once.
TEST(Hardening, MergeOfAStoreRunOverSeveralListsCoversTheirUnion) {
  const std::string db = temp("union.db");
  std::remove(db.c_str());
  for (const char* deals : {"1-300", "301-320", "1-20"})
    ASSERT_EQ(run("analyze --game fourteen --quiet --threads 1 --deals " + std::string(deals) +
                  " --db " + db)
                  .status,
              0);
  const ProgramRun r = run("merge --json " + db);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\"deal_list\":\"1-320\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"deals\":320,"), std::string::npos) << r.out;
  // The store is a single file again once analyze has closed it.
  EXPECT_FALSE(std::ifstream(db + "-wal").good());
  EXPECT_FALSE(std::ifstream(db + "-shm").good());
}

// --- Jobs of any size -----------------------------------------------------

TEST(Hardening, TheMedianIsExactWhileFewAndWithinItsBucketBeyond) {
  reckon::analysis::Spread few;
  for (std::uint64_t v : {5u, 1u, 9u, 7u}) few.add(v);
  EXPECT_EQ(few.median(), 7u);  // the upper of the middle two, as before
  EXPECT_EQ(few.worst(), 9u);
  EXPECT_TRUE(few.median_is_exact());

  reckon::analysis::Spread many;
  std::vector<std::uint64_t> all;
  std::mt19937_64 rng(28);
  for (std::uint64_t i = 0; i < 3 * reckon::analysis::Spread::kExactDeals; ++i) {
    const std::uint64_t v = rng() >> (rng() % 64);  // every order of magnitude
    many.add(v);
    all.push_back(v);
  }
  std::sort(all.begin(), all.end());
  const std::uint64_t exact = all[all.size() / 2];
  EXPECT_FALSE(many.median_is_exact());
  EXPECT_LE(many.median(), exact);
  EXPECT_GE(static_cast<double>(many.median()), static_cast<double>(exact) * (1 - 1.0 / 128));
  EXPECT_EQ(many.worst(), all.back());
}

TEST(Hardening, EveryValueFallsInTheBucketWhoseFloorIsAtOrBelowIt) {
  using reckon::analysis::Spread;
  std::mt19937_64 rng(5);
  for (int i = 0; i < 100000; ++i) {
    const std::uint64_t v = i < 1000 ? static_cast<std::uint64_t>(i) : rng() >> (rng() % 64);
    const std::size_t b = Spread::bucket_of(v);
    ASSERT_LT(b, Spread::kBuckets);
    EXPECT_LE(Spread::bucket_floor(b), v);
    if (b + 1 < Spread::kBuckets) {
      EXPECT_GT(Spread::bucket_floor(b + 1), v);
    }
  }
  EXPECT_EQ(Spread::bucket_of(UINT64_MAX), Spread::kBuckets - 1);
}

// A range of 10^12 deals starts at once and a SIGTERM ends it within a
// second, with the interrupted status (130).
TEST(Hardening, AHugeRangeStartsAtOnceAndStopsOnSigterm) {
  const std::string line =
      "(" + std::string(RECKON_BINARY) +
      " analyze --game fourteen --deals 1-1000000000000 --quiet --threads 2 >/dev/null 2>&1 &"
      " pid=$!; sleep 1; s=$(date +%s%N); kill -TERM $pid; wait $pid; rc=$?;"
      " e=$(date +%s%N); echo $rc $(( (e - s) / 1000000 )))";
  const ProgramRun r = reckon::testing::run_program(line);
  int rc = -1, ms = -1;
  ASSERT_EQ(std::sscanf(r.out.c_str(), "%d %d", &rc, &ms), 2) << r.out;
  EXPECT_EQ(rc, 130);
  EXPECT_LT(ms, 1000) << "SIGTERM took " << ms << " ms";
}

TEST(Hardening, ThreadsAreNoMoreThanDeals) {
  const ProgramRun r = run("analyze --game fourteen --deals 1-3 --threads 1000 --quiet");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("on 3 threads"), std::string::npos) << r.out;
}

// --- Files -----------------------------------------------------------------

TEST(Hardening, AFolderIsNotAnEmptyFile) {
  const std::string dir = ::testing::TempDir();
  expect_refused("solve --game calculation --file " + dir, "it is a folder");
  expect_refused("analyze --game calculation --quiet --deal-file " + dir, "it is a folder");
  expect_refused("verify --game calculation --deal 1 --moves-file " + dir, "it is a folder");
  const std::string empty = temp("empty.txt");
  write_file(empty, "# nothing but a comment\n\n");
  expect_refused("analyze --game calculation --quiet --deal-file " + empty, "lists no deals");
}

TEST(Hardening, AByteOrderMarkIsDroppedAndANulByteRefused) {
  const std::string bom = temp("bom.txt");
  write_file(bom,
             "\xEF\xBB\xBF"
             "17\n");
  const ProgramRun r = run("analyze --game fourteen --quiet --deal-file " + bom);
  EXPECT_EQ(r.status, 0) << r.out;
  const std::string nul = temp("nul.txt");
  write_file(nul, std::string("17\n\0\n", 5));
  expect_refused("analyze --game fourteen --quiet --deal-file " + nul, "NUL byte at offset 3");
}

TEST(Hardening, ABadLineOfADealFileIsNamedByFileAndLine) {
  const std::string f = temp("bad_line.txt");
  write_file(f, "17\n# a comment\nAh 2c nonsense\n");
  expect_refused("analyze --game calculation --quiet --deal-file " + f, f + ":3: ");
  // The line is the file's: the card's place in it is its column alone.
  expect_refused("analyze --game calculation --quiet --deal-file " + f,
                 f + ":3: card 3 (\"nonsense\") at column 7: unknown rank");
  write_file(f, "17\nfoo\n");
  expect_refused("analyze --game calculation --quiet --deal-file " + f,
                 f + ":2: card 1 (\"foo\") at column 1: unknown rank");
}

TEST(Hardening, ABadCardOfADealFileIsNamedByFileLineAndColumn) {
  const std::string f = temp("bad_cards.txt");
  write_file(f, "Ac 2d\n3h Xd\n");
  expect_refused("solve --game calculation --file " + f,
                 f + ": card 4 (\"Xd\") at line 2, column 4: unknown rank");
  expect_refused("solve --game fourteen --file " + f,
                 f + ": card 4 (\"Xd\") at line 2, column 4: unknown rank");
  write_file(f, "Ac 2d\n");
  expect_refused("solve --game calculation --file " + f,
                 f + ": a Calculation deal is 48 stock cards");
}

// --- Words on the command line ---------------------------------------------

TEST(Hardening, ExtraWordsAndTwoSourcesOfOneValueAreRefused) {
  expect_refused("hint --game calculation --deal 1 --moves s-w1 s-w2", "unexpected \"s-w2\"");
  const std::string moves = temp("moves.txt");
  write_file(moves, "s-w1\n");
  expect_refused("verify --game calculation --deal 1 --moves s-w1 --moves-file " + moves,
                 "only one of --moves and --moves-file");
  expect_refused("hint --game calculation --deal 1 --moves s-w1 --moves-file " + moves,
                 "only one of --moves and --moves-file");
}

TEST(Hardening, AnotherGamesVariantOptionIsRefused) {
  expect_refused("analyze --game fourteen --deals 1-3 --waste 3 --quiet",
                 "--waste is not a Fourteen Out option");
  expect_refused("solve --game fourteen --deal 1 --no-preplaced",
                 "--no-preplaced is not a Fourteen Out option");
}

TEST(Hardening, SecondsAreAPlainFiniteNumber) {
  for (const char* bad : {"nan", "inf", "-inf", "1e3", "0x10", " 5", "1.2.3", ""})
    expect_refused("solve --game fourteen --deal 1 --max-seconds '" + std::string(bad) + "'",
                   "--max-seconds");
  expect_refused("solve --game fourteen --deal 1 --max-seconds -1", "must not be negative");
  const ProgramRun ok = run("solve --game fourteen --deal 1 --max-seconds 2.5");
  EXPECT_EQ(ok.status, 0) << ok.out;
}

TEST(Hardening, APositionGivesEachPartAndEachCardOnce) {
  const std::string start = "foundations: A 2 3 4; waste 1: 5h; ";
  const std::string deck_rest =
      "stock: 5c 5d 5s 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s Tc Td Th Ts Jc Jd Jh Js Qc "
      "Qd Qh Qs Kc Kd Kh Ks "
      "Ac Ad Ah 2c 2d 2h 3c 3d 3h 4c 4d 4h";
  const ProgramRun ok =
      run("hint --game calculation --max-nodes 1 --position '" + start + deck_rest + "'");
  EXPECT_NE(ok.out.find("Position"), std::string::npos) << ok.out;
  expect_refused("hint --game calculation --position '" + start + "waste 1: 5h; " + deck_rest + "'",
                 "\"waste 1\" is given twice");
  std::string twice = deck_rest;
  twice.replace(twice.find("5c"), 2, "5h");  // 5h on waste 1 and in the stock, 5c nowhere
  expect_refused("hint --game calculation --position '" + start + twice + "'", "is given twice");
}

// --- Messages --------------------------------------------------------------

TEST(Hardening, MessagesShowBadBytesEscapedAndLongTokensShortened) {
  using reckon::cli::printable_message;
  EXPECT_EQ(printable_message("card \"A\xFF\x01\" ♠ ok"), "card \"A\\xFF\\x01\" ♠ ok");
  EXPECT_EQ(printable_message("\xE2\x82"), "\\xE2\\x82");  // a sequence cut short
  const std::string huge = printable_message("bad \"" + std::string(1 << 20, 'x') + "\" and \"" +
                                             std::string(1 << 20, 'y') + "\"");
  EXPECT_LE(huge.size(), reckon::cli::kMaxMessageBytes + 40);
  EXPECT_NE(huge.find("bytes left out"), std::string::npos);
  EXPECT_TRUE(huge.starts_with("bad \"xxx"));
  EXPECT_TRUE(huge.ends_with("yyy\""));

  const std::string f = temp("huge_token.txt");
  write_file(f, std::string(1 << 20, 'Q') + "\xFF");
  const ProgramRun r = run("solve --game calculation --file " + f);
  EXPECT_EQ(r.status, 2);
  EXPECT_LT(r.out.size(), 1200u) << r.out.substr(0, 300);
}

TEST(Hardening, NoBreakSpacesAndAByteOrderMarkSeparateCards) {
  const ProgramRun plain = run("deal --game fourteen --deal 17 --json");
  ASSERT_EQ(plain.status, 0);
  // The deal's card string, its blanks made no-break spaces, behind a BOM.
  const ProgramRun cards = run("deal --game fourteen --deal 17");
  const std::size_t at = cards.out.find("Card string: ");
  ASSERT_NE(at, std::string::npos) << cards.out;
  std::string text = cards.out.substr(at + 13, cards.out.find('\n', at) - at - 13);
  for (std::size_t i; (i = text.find(' ')) != std::string::npos;) text.replace(i, 1, "\xC2\xA0");
  const std::string f = temp("nbsp.txt");
  write_file(f, "\xEF\xBB\xBF" + text + "\n");
  const ProgramRun r = run("deal --game fourteen --json --file " + f);
  EXPECT_EQ(r.status, 0) << r.out;
  const auto columns = [](const std::string& json) {
    const std::size_t a = json.find("\"columns\"");
    return a == std::string::npos ? std::string() : json.substr(a, json.find("]]", a) - a);
  };
  EXPECT_FALSE(columns(plain.out).empty()) << plain.out;
  EXPECT_EQ(columns(r.out), columns(plain.out)) << r.out;
}

// --- solve's progress line ---------------------------------------------------

// A search of some seconds (the exhaustive search alone, on a deal it does
// not decide quickly) shows its progress on a terminal (script(1) gives it
// one), and never into a pipe or with --quiet.
TEST(Hardening, SolveShowsProgressOnATerminalOnly) {
  const std::string solve =
      std::string(RECKON_BINARY) +
      " solve --game calculation --waste 2 --deal 3 --no-sat --no-beam --no-plan "
      "--no-playout --max-seconds 2.5";
  const ProgramRun tty =
      reckon::testing::run_program("script -qec '" + solve + " >/dev/null' /dev/null");
  EXPECT_NE(tty.out.find("solving: "), std::string::npos) << tty.out;
  EXPECT_NE(tty.out.find("rule search"), std::string::npos) << tty.out;
  const ProgramRun quiet =
      reckon::testing::run_program("script -qec '" + solve + " --quiet >/dev/null' /dev/null");
  EXPECT_EQ(quiet.out.find("solving: "), std::string::npos) << quiet.out;
  const ProgramRun pipe = reckon::testing::run_program(solve + " 2>&1");
  EXPECT_EQ(pipe.out.find("solving: "), std::string::npos) << pipe.out;
}

// --- Outputs ---------------------------------------------------------------

TEST(Hardening, AFailedWriteIsAnErrorNeverALostResult) {
  const ProgramRun solve = reckon::testing::run_program(
      std::string(RECKON_BINARY) + " solve --game fourteen --deal 1 2>&1 >/dev/full");
  EXPECT_EQ(solve.status, 2) << solve.out;
  EXPECT_NE(solve.out.find("cannot write standard output"), std::string::npos) << solve.out;
  expect_refused("analyze --game fourteen --deals 1-20 --quiet --out /dev/full",
                 "cannot write the row file");
  expect_refused("curate --game fourteen --deals 1-5 --unwinnable --quiet --out /dev/full",
                 "cannot write");
}

}  // namespace

// --- Memory ----------------------------------------------------------------

// --max-memory covers rule sat's model and solvers (tests/sat_memory_test.cc
// has the library's side): a budget too small is "unknown", exit 3, saying
// which budget ran out, never an out-of-memory kill.
TEST(Hardening, MaxMemoryCoversRuleSat) {
  for (const char* mib : {"1", "4"}) {
    const ProgramRun r =
        run(std::string("solve --game calculation --waste 2 --deal 63 --max-memory ") + mib);
    EXPECT_EQ(r.status, 3) << r.out;
    EXPECT_NE(r.out.find("unknown"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(std::string("--max-memory ") + mib + " MiB reached"), std::string::npos)
        << r.out;
  }
  const ProgramRun json = run("solve --game calculation --waste 2 --deal 63 --max-memory 1 --json");
  EXPECT_EQ(json.status, 3) << json.out;
  EXPECT_NE(json.out.find("\"stopped_by\":\"memory\""), std::string::npos) << json.out;
  const ProgramRun enough = run("solve --game calculation --waste 2 --deal 63 --max-memory 256");
  EXPECT_EQ(enough.status, 1) << enough.out;
}

// --- Merge -----------------------------------------------------------------

// Rows say what analysis they are of; merge refuses to blend two games,
// variants or strategies into one win rate, whether they come as row files
// or stores.
TEST(Hardening, MergeRefusesThePartsOfTwoAnalyses) {
  const std::string calc = temp("merge_calc.csv"), calc2 = temp("merge_calc2.jsonl"),
                    fourteen = temp("merge_fourteen.jsonl"), w3 = temp("merge_w3.csv"),
                    store = temp("merge_fourteen.db");
  std::remove(store.c_str());
  for (const std::string& args :
       {"analyze --game calculation --deals 1-3 --quiet --out " + calc,
        "analyze --game calculation --deals 4-6 --quiet --out " + calc2,
        "analyze --game fourteen --deals 4-6 --quiet --out " + fourteen,
        "analyze --game fourteen --deals 7-9 --quiet --db " + store,
        "analyze --game calculation --waste 3 --deals 4-6 --quiet --out " + w3}) {
    const ProgramRun r = run(args);
    ASSERT_EQ(r.status, 0) << args << "\n" << r.out;
  }
  const ProgramRun ok = run("merge " + calc + " " + calc2);
  EXPECT_EQ(ok.status, 0) << ok.out;
  EXPECT_NE(ok.out.find("6"), std::string::npos) << ok.out;
  for (const std::string& other : {fourteen, store}) {
    const ProgramRun r = run("merge " + calc + " " + other);
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("game calculation"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("game fourteen"), std::string::npos) << r.out;
  }
  expect_refused("merge " + calc + " " + w3, "variant");
  // A file whose rows are of two games is refused by the row.
  write_file(temp("merge_mixed.jsonl"), read_text(calc2) + read_text(fourteen));
  expect_refused("merge " + temp("merge_mixed.jsonl"), "merge_mixed.jsonl:4: a row of fourteen");
}

TEST(Hardening, RowFileCountsAreWholeNumbers) {
  for (const char* nodes : {"-1", "1e300", "0.5", "18446744073709551616"}) {
    write_file(temp("counts.jsonl"),
               std::string("{\"deal\":\"1\",\"strategy\":\"perfect\",\"verdict\":\"winnable\","
                           "\"nodes\":") +
                   nodes + ",\"micros\":1,\"length\":79}\n");
    expect_refused("merge " + temp("counts.jsonl"), "counts.jsonl:1: \"nodes\" is not a count");
  }
  write_file(temp("counts.csv"),
             "deal,strategy,verdict,nodes,micros,length\n1,perfect,winnable,"
             "123456789012345678901234567890,1,79\n");
  expect_refused("merge " + temp("counts.csv"), "counts.csv:2:");
  write_file(temp("counts.csv"),
             "deal,strategy,verdict,nodes,micros,length\n1,perfect,winnable,1,1,99999999999\n");
  expect_refused("merge " + temp("counts.csv"), "is not a line's length");
  // No rows at all: refused, not a summary of 0 deals.
  write_file(temp("empty.jsonl"), "");
  expect_refused("merge " + temp("empty.jsonl"), "holds no rows");
  write_file(temp("header.csv"), "deal,strategy,verdict,nodes,micros,length,game,variant\n");
  expect_refused("merge " + temp("header.csv"), "holds no rows");
}

// A bench set file's variant is option words: a stray or unknown word is
// bad input naming the file and line (it was dropped, or exit 4).
TEST(Hardening, ABenchSetsVariantHasNoStrayWords) {
  write_file(temp("sets.txt"), "# sets\ncalculation | --waste 4 extra | 1-2\n");
  expect_refused("bench --sets " + temp("sets.txt"), "sets.txt:2: unexpected \"extra\"");
  write_file(temp("sets.txt"), "calculation | --wast 4 | 1-2\n");
  expect_refused("bench --sets " + temp("sets.txt"), "sets.txt:1: unrecognised option '--wast'");
}

TEST(Hardening, APositionsWastePileNumberIsSmall) {
  expect_refused("hint --game calculation --position 'foundations: A 2 3 4; waste 99999999999: 5h'",
                 "waste piles are numbered 1 to 4");
  expect_refused(
      "hint --game calculation --position 'foundations: A 2 3 4; waste 01: 5h; waste 1: 6h'",
      "\"waste 1\" is given twice");
}

// --- Bench -----------------------------------------------------------------

// bench's default sets are built into the program (no path into the tree
// it was built from, which a clean clone or an install does not have), and
// they are data/bench/bench.txt as it was when reckon was built.
TEST(Hardening, BenchSetsAreBuiltIn) {
  EXPECT_EQ(std::string(reckon::bench::kBuiltInBenchSets),
            read_text(std::string(RECKON_DATA_DIR) + "/bench/bench.txt"));
  const ProgramRun help = run("bench --help");
  EXPECT_EQ(help.status, 0) << help.out;
  EXPECT_EQ(help.out.find(RECKON_DATA_DIR), std::string::npos) << help.out;
}

// A claim's variant and budget are option words like a command line's: a
// word that belongs to no option is refused, not dropped.
TEST(Hardening, AClaimsOptionsHaveNoStrayWords) {
  const std::string file = temp("stray.toml");
  write_file(
      file,
      "[[claim]]\nid = \"x\"\nsource = \"s\"\nquote = \"q\"\ngame = \"calculation\"\n"
      "variant = \"--waste 3 extra\"\nstrategy = \"perfect\"\nclaim = \"80 %\"\ntolerance = 1\n"
      "deals = \"1-10\"\n");
  const ProgramRun r =
      reckon::testing::run_program(std::string(RECKON_CLAIMS_BINARY) + " " + file + " 2>&1");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_NE(r.out.find("stray.toml:1: claim \"x\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("unexpected \"extra\""), std::string::npos) << r.out;
}
