#pragma once
// reckon's public C++ API: the one header a program includes to deal, solve
// and check deals of Calculation, Rechenkünstler and Fourteen Out. Requests
// and results are plain structs of standard types (std::string,
// std::vector, std::optional, enums), so that bindings (a Python module)
// wrap them one to one; nothing here names the command line.
//
// Bad input (a card string, a deal number, a move, a variant out of range)
// throws reckon::InputError (core/input_error.h) with the message the
// command line prints. A budget that runs out gives Verdict::kUnknown,
// never a guess; a winning line is replayed by the independent checker
// before it is returned.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.h"

namespace reckon::api {

enum class Game { kCalculation, kRechenkuenstler, kFourteen };
// "calculation", "rechenkuenstler", "fourteen".
std::string_view game_name(Game game);
// A name as --game takes it (aliases calc, rechen, fourteen-out; any case).
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
};
// Rechenkünstler's named levels: "normal", "hard", "expert", "four".
Variant rechenkuenstler_level(std::string_view level);

// Where a deal comes from: exactly one of the three.
struct DealSpec {
  std::optional<std::uint64_t> number;  // doc/rules.md's deal numbers
  std::optional<std::string> pysol;     // PySolFC's game number as typed ("17", "ms17", ...)
  std::optional<std::string> cards;     // a card string (README: card strings)
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

enum class Verdict { kWinnable, kUnwinnable, kUnknown };
std::string_view verdict_name(Verdict verdict);  // "winnable", "unwinnable", "unknown"

// Why a search stopped without a verdict.
enum class StopReason { kNone, kNodes, kTime, kMemory, kStop };
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
};

// A loss's DRAT certificate (SolveRequest::certify).
struct Certificate {
  bool checked = false;  // false: stopped before the proof was written
  std::uint64_t lemmas = 0, deletions = 0, lemmas_checked = 0, bytes = 0;
  double check_seconds = 0;
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

}  // namespace reckon::api
