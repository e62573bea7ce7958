#pragma once
// reckon's public C++ API: the one header a program includes to deal, solve,
// check, analyze and curate deals of Calculation, Rechenkünstler and Fourteen
// Out, and to ask for hints (the command line's analyze and the Python
// module, python/, call it too). Requests
// and results are plain structs of standard types (std::string,
// std::vector, std::optional, enums), so that bindings (a Python module)
// wrap them one to one; nothing here names the command line.
//
// Bad input (a card string, a deal number, a move, a variant out of range)
// throws reckon::InputError (reckon/input_error.h) with the message the
// command line prints. A budget that runs out gives Verdict::kUnknown,
// never a guess; a winning line is replayed by the independent checker
// before it is returned.
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reckon/input_error.h"
#include "reckon/version.h"  // IWYU pragma: export
#include "reckon/vocabulary.h"

namespace reckon::api {

using Game = GameKind;
// "calculation", "rechenkuenstler", "fourteen".
std::string_view game_name(Game game);
// A game's name or alias (reckon/vocabulary.h: calc, broken-intervals, rechen,
// fourteen-out, 14, ...; any case).
Game parse_game(std::string_view name);

// The variant of a Calculation-family game (Fourteen Out has one layout and
// ignores these). Calculation: waste piles 1..8. Rechenkünstler: piles per
// player 1..6, and the Experte rule (a pile's top moves only in its owner's
// turn); its levels are normal = 3, hard = 2, four = 4, expert = 3 + Experte.
struct Variant {
  int waste = 4;             // Calculation
  int waste_per_player = 3;  // Rechenkünstler
  bool expert = false;       // Rechenkünstler
  bool preplaced = true;     // foundations start with A 2 3 4 laid out
  // The Calculation family's deck: 13 ranks, or a small deck of 5, 7 or 11
  // (doc/rules.md, "Small decks"; not Experte), which deal, verify and play
  // take; the others refuse it (the exact solver plays 13 ranks only).
  int ranks = 13;
};
// Rechenkünstler's named levels: "normal", "hard", "expert", "four".
Variant rechenkuenstler_level(std::string_view level);

// Where a deal comes from: exactly one of the four.
struct DealSpec {
  std::optional<std::uint64_t> number;  // doc/rules.md's deal numbers
  std::optional<std::string> pysol;     // PySolFC's game number as typed ("17", "ms17", ...)
  std::optional<std::string> cards;     // a card string (README: card strings)
  std::optional<std::string> file;      // a file holding a card string ("-": standard input)
};

struct DealRequest {
  Game game = Game::kCalculation;
  Variant variant;
  DealSpec deal;
};

// Cards are written in reckon's ASCII form ("Ah", "Tc").
struct Deal {
  Game game = Game::kCalculation;
  std::string label;                              // "deal 17", "PySolFC game #ms17", "cards"
  std::vector<std::string> bases;                 // Calculation family, preplaced: the four bases
  std::vector<std::string> stock;                 // Calculation family: in the order it is turned
  std::vector<std::vector<std::string>> columns;  // Fourteen Out: first-dealt card first
  std::string cards;                              // the card string that gives this deal back
};
Deal deal(const DealRequest& request);

using reckon::Verdict;
std::string_view verdict_name(Verdict verdict);  // "winnable", "unwinnable", "unknown"

// Why a search stopped without a verdict.
using reckon::StopReason;
std::string_view stop_reason_name(StopReason reason);  // "", "nodes", "time", "memory", "stop"

struct Budget {
  std::uint64_t max_nodes = 0;        // 0: no limit; deterministic
  double max_seconds = 0;             // 0: no limit
  std::size_t max_memory_mib = 1024;  // the search's tables
};

struct SolveRequest {
  Game game = Game::kCalculation;
  Variant variant;
  DealSpec deal;
  Budget budget;
  std::vector<std::string> rules_off;  // search rules switched off (each keeps the verdict exact)
  int deal_threads = 1;  // Calculation family: 2 races two SAT solvers on rule sat's model
  bool certify = false;  // Calculation family: a loss by rule sat comes with a checked DRAT proof
  // Set from another thread (Ctrl-C): the search stops with kUnknown, kStop.
  const std::atomic<bool>* stop = nullptr;
};

// A loss's DRAT certificate (SolveRequest::certify).
struct Certificate {
  bool checked = false;  // false: stopped before the proof was written
  std::uint64_t lemmas = 0, deletions = 0, lemmas_checked = 0, bytes = 0;
  double check_seconds = 0;
  std::string format = "drat";  // "drat"; Fourteen Out: "closure", the reachable positions
  std::uint64_t positions = 0;  // closure: how many
};

struct RuleCount {
  std::string rule;
  std::uint64_t fired = 0;
};

struct SolveResult {
  Verdict verdict = Verdict::kUnknown;
  StopReason stopped_by = StopReason::kNone;  // kUnknown: which budget ran out
  std::vector<std::string> moves;             // winnable: the line in verify's notation
  std::uint64_t nodes = 0;
  double seconds = 0;
  // Unwinnable: what proved the loss; "" when every line was searched.
  std::string proof;
  bool proved_on_mirror = false;  // Fourteen Out: the mirror image's search decided
  std::optional<Certificate> certificate;
  std::uint64_t positions_proven_lost = 0, table_hits = 0;
  std::vector<RuleCount> rules_fired;
};
SolveResult solve(const SolveRequest& request);

struct VerifyRequest {
  Game game = Game::kCalculation;
  Variant variant;
  DealSpec deal;
  std::string moves;  // verify's notation (s-w2 w2-f1 ..., 6+11 or 9c@6+5s@11) or a JSON array
};

struct VerifyResult {
  enum class Status { kWins, kDoesNotWin, kIllegal };
  Status status = Status::kDoesNotWin;
  std::size_t moves = 0;  // how many moves were given
  int illegal_move = 0;   // kIllegal: the 1-based number of the first illegal move
  std::string why;        // kIllegal: what is wrong; kDoesNotWin: what is left
};
VerifyResult verify(const VerifyRequest& request);

// A heuristic player's draws of the stock it has not seen
// (AnalyzeRequest::strategy "fair"); the defaults are the command line's.
struct FairPlayer {
  std::uint64_t seed = 0;  // where its draws start (each deal mixes in its own name)
  int samples = 256;       // orders of the face-down cards drawn per decision, 1..4096
  int exact_below = 0;     // judge by the exact solver too at most this many cards face down, 0..52
  // Play the exact optimum at most this many cards face down, 0..8 (not
  // Experte); -1: the game's default, 6 in Calculation, 5 in Rechenkuenstler.
  int optimal_below = -1;
};

struct AnalyzeRow;

struct Shard {
  std::uint64_t k = 0, n = 1;  // the deals congruent to k mod n
};

// Many deals, each decided by perfect play or played by a heuristic player
// (`reckon analyze`, which builds this request from its options). The deals
// are given by exactly one of deals, deal_list (non-empty) and deal_file.
struct AnalyzeRequest {
  Game game = Game::kCalculation;
  Variant variant;
  std::optional<std::string> deals;  // deal numbers: "1-1000", "5,9,12-20"
  std::vector<std::string>
      deal_list;  // one deal each as a deal file's line: "17", "pysol:ms5", cards
  std::optional<std::string> deal_file;  // one deal per line
  std::optional<Shard> shard;
  std::string strategy = "perfect";  // or a player: fair, simple, runs, planner; Fourteen Out's own
  FairPlayer fair;
  Budget budget;                       // perfect play, per deal
  std::vector<std::string> rules_off;  // perfect play's search rules switched off
  int deal_threads = 1;                // perfect play, Calculation family: 1 or 2
  int threads = 0;                     // worker threads, 0..1024 (0: every core / deal_threads)
  std::string store_path;              // an SQLite results store: commits each deal, resumes
  std::string rows_path;               // per-deal rows to a .csv or .jsonl file
  bool collect_rows = true;            // AnalyzeResult::rows (off for ranges of millions)
  bool progress = false;               // a live progress bar on standard error (a terminal only)
  // Set from another thread (Ctrl-C): no further deal starts, a deal being
  // searched stops, and the result says interrupted.
  const std::atomic<bool>* stop = nullptr;
  // For bindings that stream (the Python module's iterator): called on the
  // thread that called analyze, never on a worker. on_row: each counted
  // deal's row as soon as it is known, in deal order (whether or not
  // collect_rows keeps it). on_progress: (deals counted, deals in the list),
  // first (0, total) once the list is checked and the workers start. Either
  // may block; the workers then stop at a bounded window of rows.
  std::function<void(const AnalyzeRow&)> on_row = nullptr;
  std::function<void(std::uint64_t done, std::uint64_t total)> on_progress = nullptr;
};

// A deal's result: perfect play's verdict, or whether a player won.
using reckon::Outcome;
std::string_view outcome_name(Outcome outcome);  // "winnable", ..., "won", "lost"

struct AnalyzeRow {
  std::string deal;  // its key: "17", "pysol:ms5", a card string
  Outcome outcome = Outcome::kUnknown;
  std::uint64_t nodes = 0;
  std::uint64_t micros = 0;  // time to decide it
  int length = 0;            // moves in the winning line (0 otherwise)
  // Further figures of the game's analyzer, each a name and a JSON literal.
  std::vector<std::pair<std::string, std::string>> extra;
  bool resumed = false;  // taken from the results store
};

struct AnalyzeResult {
  std::string title;      // "Calculation, 4 waste piles, bases preplaced — perfect play"
  std::string strategy;   // "perfect", "fair", ...
  std::string deal_list;  // how the deals were given ("1-1000", "file:x")
  // Winnable counts a player's wins, unwinnable its losses.
  std::uint64_t deals = 0, winnable = 0, unwinnable = 0, unknown = 0;
  double win_percent = 0;
  // The 95 % Wilson interval in percent: unknown deals count as losses for
  // the lower bound, as wins for the upper.
  double ci_low = 0, ci_high = 100;
  std::uint64_t nodes = 0, micros = 0;  // summed over the deals
  // Per deal; past 65536 deals the median comes from a histogram, never
  // above the true one and less than 0.8 % below it.
  std::uint64_t median_nodes = 0, max_nodes = 0, median_micros = 0, max_micros = 0;
  bool median_exact = true;
  double seconds = 0;  // wall time
  int threads = 1;
  std::uint64_t resumed = 0;     // deals taken from the store
  bool interrupted = false;      // stopped: the deals not counted are not decided
  std::vector<AnalyzeRow> rows;  // in deal order (collect_rows)
};
AnalyzeResult analyze(const AnalyzeRequest& request);

}  // namespace reckon::api

// construct, curate, hint and play, in their own headers (each includes this one).
#include "reckon/construct.h"  // IWYU pragma: export
#include "reckon/curate.h"  // IWYU pragma: export
#include "reckon/hint.h"    // IWYU pragma: export
#include "reckon/play.h"    // IWYU pragma: export
