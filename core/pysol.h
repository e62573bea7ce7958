#pragma once
// PySolFC's game numbers and its deals of Calculation (game id 256) and
// Fourteen (game id 96), bit-exact, so that a PySolFC player can ask about
// "game #N". How PySolFC numbers and deals is written down in PYSOL.md; the
// golden vectors in data/vectors/pysol/ pin every detail.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/card.h"

namespace reckon::pysol {

// Which random generator PySolFC picks for a game number.
enum class Generator : std::uint8_t {
  kMs,  // Microsoft FreeCell LCG: "msN", or plain N below 32000
  kMt,  // Mersenne Twister as in CPython's random: plain N of 32000 or more
};

struct GameNumber {
  Generator generator = Generator::kMs;
  std::uint64_t ms_seed = 0;          // kMs: 1 .. 2^33-1
  std::vector<std::uint32_t> mt_key;  // kMt: the 32-bit words of N, least significant first
  std::string shown;                  // as PySolFC displays it, see display()
};

// Reads a game number the way PySolFC's "Select game by number" does:
// "msN" exactly (an optional final newline aside) with 1 <= N <= 2^33-1;
// otherwise a trailing "L" is dropped, white space and the characters # - _ . ,
// are removed anywhere, and what is left must be a decimal integer (one
// leading '+' allowed) of at most 4300 digits. Throws InputError naming the
// input and the problem.
GameNumber parse_game_number(std::string_view text);

// "#ms1" for the MS generator; "#" + N zero-padded to 20 digits for the
// Mersenne Twister ("#00000000000000123456").
std::string display(const GameNumber& number);

// The 52 cards after PySolFC's shuffle: index 0 is the bottom of the talon,
// the last card its top (dealt or turned first).
std::vector<Card> shuffled_deck(const GameNumber& number);

struct CalculationLayout {
  std::array<Card, 4> bases;   // foundations 1..4: an A, 2, 3 and 4
  std::array<Card, 48> stock;  // in turn order; stock[0] is already turned at the start
};
CalculationLayout calculation_layout(const GameNumber& number);

// Twelve columns (PySolFC's rows 0..11: top row left to right, then bottom
// row), each from the first-dealt (covered) card to the exposed one;
// columns 0..3 hold 5 cards, the others 4.
std::array<std::vector<Card>, 12> fourteen_layout(const GameNumber& number);

}  // namespace reckon::pysol
