#pragma once
// Claims files (TOML): each [[claim]] table is one published figure, with who
// said it, the words, the game and variant it is about, who plays (perfect
// play, a named heuristic player, or people), the claimed figure with its
// tolerance, and the deals to measure it on (or a results store to read).
// A ratio claim compares the measured rates of two other claims instead.
#include <string>
#include <string_view>
#include <vector>

#include "reckon/input_error.h"
#include "jobs/claims/figure.h"

namespace reckon::claims {

// Claims about people: bounded above by perfect play and below by the fair
// player, who never sees the stock (judge.h).
inline constexpr std::string_view kHuman = "human";

struct Claim {
  std::string id, source, quote;
  std::string game, variant, strategy;  // variant: reckon options, e.g. "--waste 3"
  std::string budget;  // reckon budget options for perfect play, e.g. "--max-nodes 200000"
  std::string deals;   // deal ranges, e.g. "1-100000"
  std::string fair_deals;   // people: the deals of the fair player's bound (default: deals)
  std::string fair_player;  // people: reckon options of that player, e.g. "--samples 4096"
  std::string store;   // a results store; relative paths are resolved against the file's folder
  std::string numerator, denominator;  // a ratio claim: the ids of the two claims it compares
  Figure figure;
  double tolerance = 0;  // in the figure's unit (percentage points, or times)
  std::string file;      // where the claim is written
  int line = 0;

  bool is_ratio() const { return !numerator.empty(); }
  bool about_people() const { return strategy == kHuman; }
  std::string where() const { return file + ":" + std::to_string(line); }
};

// Bad claims input; the message starts with "file:line:column:" (exit 2).
class ClaimError : public InputError {
 public:
  using InputError::InputError;
};

// Parses the text of a claims file; path names it in errors and anchors
// relative store paths.
std::vector<Claim> parse_claims(std::string_view text, const std::string& path);
std::vector<Claim> read_claim_file(const std::string& path);

// Checks a set of claims read together: ids are unique, and every ratio
// compares two rate claims of its own strategy that are in the set.
void check_claim_set(const std::vector<Claim>& claims);

}  // namespace reckon::claims
