// The claims checker: small runs of the reckon-claims program, end to end.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>

#include "core/json.h"
#include "run_program.h"
#include "jobs/claims/claim_file.h"
#include "jobs/claims/figure.h"
#include "jobs/claims/judge.h"
#include "jobs/claims/measure.h"


namespace reckon::claims {
namespace {

// ---------------------------------------------------------------- the program

struct Invocation {
  int status = -1;
  std::string out, err;
};

Invocation run(const std::string& args) {
  const std::string err_file =
      std::filesystem::temp_directory_path() / ("claims_err_" + std::to_string(getpid()));
  const auto ran = reckon::testing::run_program(std::string(RECKON_CLAIMS_BINARY) + " " + args + " 2>" + err_file);
  Invocation r;
  r.status = ran.status;
  r.out = ran.out;
  std::ifstream in(err_file);
  r.err.assign(std::istreambuf_iterator<char>(in), {});
  std::filesystem::remove(err_file);
  return r;
}

class ClaimsProgram : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        std::filesystem::temp_directory_path() / ("reckon_claims_test_" + std::to_string(getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    const std::string path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }
  std::filesystem::path dir_;
};

// The simple player wins about 2 % of Calculation deals: 0..10 % holds on
// 2000 deals, more than 50 % does not.
const char* kTiny = R"([[claim]]
id = "simple-low"
source = "test"
quote = "rarely"
game = "calculation"
strategy = "simple"
claim = "0..10 %"
deals = "1-2000"

[[claim]]
id = "people"
source = "test"
quote = "one in five"
game = "calculation"
strategy = "human"
claim = "about 1 in 5"
tolerance = 5
deals = "1-20"
budget = "--max-nodes 20000"
fair_player = "--samples 32"

[[claim]]
id = "elsewhere"
source = "test"
quote = "most"
game = "fourteen"
strategy = "perfect"
claim = "about 93 %"
tolerance = 1
deals = "1-10"
)";

const char* kWrong = R"([[claim]]
id = "simple-high"
source = "test"
quote = "mostly"
game = "calculation"
strategy = "simple"
claim = "more than 50 %"
deals = "1-2000"
)";

TEST_F(ClaimsProgram, PrintsATableAndExitsByTheVerdicts) {
  const std::string tiny = write("tiny.toml", kTiny);
  Invocation r = run("--threads 2 " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("Measured (95 % interval)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("simple-low"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("reachable: the claim allows 15.000 %, and the \"fair\" player (32 samples, "
                       "seed 0), version 4"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("too few deals to decide"), std::string::npos) << r.out;  // 10 deals
  EXPECT_NE(r.out.find("3 claims: 2 consistent, 0 inconsistent, 1 not checkable"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.err.find("measuring"), std::string::npos) << r.err;

  r = run("--quiet " + tiny + " " + write("wrong.toml", kWrong));
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("inconsistent"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST_F(ClaimsProgram, JsonOutput) {
  const Invocation r = run("--json " + write("tiny.toml", kTiny));
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const json::Value v = json::parse(r.out);
  const auto& claims = v.at("claims").as_array();
  ASSERT_EQ(claims.size(), 3u);
  EXPECT_EQ(claims[0].at("id").as_string(), "simple-low");
  EXPECT_EQ(claims[0].at("verdict").as_string(), "consistent");
  EXPECT_EQ(claims[0].at("deals").as_array().at(0).to_number<double>(), 2000);
  const double measured = claims[0].at("measured").to_number<double>();
  EXPECT_GT(measured, 0.5);
  EXPECT_LT(measured, 5);
  EXPECT_LE(claims[0].at("ci_low").to_number<double>(), measured);
  EXPECT_GE(claims[0].at("ci_high").to_number<double>(), measured);
  EXPECT_EQ(claims[1].at("basis").as_string(), "bounds: fair player below, perfect play above");
  EXPECT_EQ(claims[1].at("fair").at("deals").to_number<double>(), 20);
  // The lower bound is the player the claim names, and says so.
  EXPECT_EQ(claims[1].at("fair").at("player").as_string(),
            "the \"fair\" player (32 samples, seed 0), version 4");
  EXPECT_EQ(claims[2].at("verdict").as_string(), "not checkable");
  // simple, perfect, the fair player for people, fourteen
  EXPECT_EQ(v.at("measurements").as_array().size(), 4u);
  EXPECT_EQ(v.at("not_checkable").to_number<double>(), 1);
}

TEST_F(ClaimsProgram, StoresMakeRerunsCheapAndQuickRunsSmall) {
  const std::string tiny = write("tiny.toml", kTiny), db = (dir_ / "db").string();
  Invocation r = run("--quiet --db-dir " + db + " " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(db), {}) >= 2, true);
  r = run("--quiet --db-dir " + db + " " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("(2000 from a results store)"), std::string::npos) << r.out;
  r = run("--quiet --quick " + tiny);
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("deals 1-20:"), std::string::npos) << r.out;  // 1/100 of 1-2000
  EXPECT_NE(r.out.find("--quick"), std::string::npos) << r.out;
}

TEST_F(ClaimsProgram, ReadsAResultsStoreMadeByReckonAnalyze) {
  const std::string db = (dir_ / "simple.db").string();
  ASSERT_EQ(
      std::system((std::string(RECKON_BINARY) +
                   " analyze --game calculation --strategy simple --deals 1-3000 --quiet --db " +
                   db + " > /dev/null")
                      .c_str()),
      0);
  const std::string head =
      "[[claim]]\nid = \"from-store\"\nsource = \"test\"\nquote = \"q\"\n"
      "game = \"calculation\"\nclaim = \"0..10 %\"\nstore = \"simple.db\"\n";
  Invocation r = run("--json " + write("store.toml", head + "strategy = \"simple\"\n"));
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  const json::Value v = json::parse(r.out);
  const json::Value& c = v.at("claims").as_array().at(0);
  EXPECT_EQ(c.at("verdict").as_string(), "consistent");
  EXPECT_EQ(c.at("deals").as_array().at(0).to_number<double>(), 3000);
  EXPECT_EQ(v.at("measurements").as_array().at(0).at("resumed").to_number<double>(), 3000);
  // A store of another player, or another variant, is not this claim's.
  r = run(write("other.toml", head + "strategy = \"runs\"\n"));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("was made with strategy = simple, but the claim needs runs"),
            std::string::npos)
      << r.err;
  r = run(write("variant.toml", head + "strategy = \"simple\"\nvariant = \"--waste 3\"\n"));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("was made with variant"), std::string::npos) << r.err;
}

TEST_F(ClaimsProgram, BadInputExitsTwoNamingTheFileAndLine) {
  const std::string tiny = kTiny;
  const std::string bad =
      write("bad.toml", tiny + "claim = 93\n");  // a second "claim" in the last table
  const auto lines = std::count(tiny.begin(), tiny.end(), '\n');
  Invocation r = run(bad);
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find(bad + ":" + std::to_string(lines + 1) + ":"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("cannot redefine existing string 'claim'"), std::string::npos) << r.err;
  const std::string typed = write("typed.toml", tiny.substr(0, tiny.rfind("claim = ")) +
                                                    "claim = 93\ntolerance = 1\n"
                                                    "deals = \"1-10\"\n");
  r = run(typed);
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find(typed + ":" + std::to_string(lines - 2) + ":"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("\"claim\" must be a string, not a whole number"), std::string::npos)
      << r.err;
  EXPECT_EQ(r.out, "");  // nothing is measured before the input is known to be good
  r = run(write("variant.toml",
                std::string(kTiny).replace(std::string(kTiny).find("strategy = \"simple\""), 19,
                                           "variant = \"--wast 3\"\nstrategy = \"simple\"")));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("claim \"simple-low\": variant or budget"), std::string::npos) << r.err;
  EXPECT_EQ(run("").status, 2);
  EXPECT_EQ(run((dir_ / "missing.toml").string()).status, 2);
  EXPECT_EQ(run("--threads -1 " + write("t.toml", kTiny)).status, 2);
  // An unknown game is a mistake in the file, not a claim nobody can check.
  r = run(
      write("game.toml", std::string(kTiny).replace(std::string(kTiny).find("game = \"fourteen\""),
                                                    17, "game = \"fourten\"")));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("unknown game \"fourten\""), std::string::npos) << r.err;
  // A --db-dir that is a file is the user's to fix (2), not a replay bug (4).
  r = run("--db-dir " + write("file-not-dir", "x") + " " + write("t2.toml", kTiny));
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_EQ(run("--frobnicate").status, 2);
  r = run("--help");
  EXPECT_EQ(r.status, 0);
  for (const char* o : {"--json", "--threads", "--quick", "--db-dir", "--quiet"})
    EXPECT_NE(r.out.find(o), std::string::npos) << o;
}

}  // namespace
}  // namespace reckon::claims
