#include "core/pysol.h"

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <utility>

#include "reckon/input_error.h"

namespace reckon::pysol {
namespace {

constexpr std::uint64_t kMsMaxSeed = (std::uint64_t{1} << 33) - 1;
// Plain numbers below this use the MS generator (PySolFC's FreeCell
// compatibility); 32000 itself already uses the Mersenne Twister.
constexpr std::uint64_t kMsPlainLimit = 32000;
// CPython (3.11 and the security releases of 3.7-3.10) refuses int() of a
// string with more digits than this, leading zeros included, so PySolFC does
// too. It also keeps our quadratic decimal conversion cheap.
constexpr std::size_t kMaxDigits = 4300;

// ---------------------------------------------------------------- generators

// The Microsoft FreeCell LCG as PySolFC extends it to 33-bit seeds: seeds
// from 2^31 get the draw's bit 15 forced on, seeds from 2^32 restart at
// seed - 2^32 with 16-bit draws plus one. Only the state's low 33 bits matter.
class MsRandom {
 public:
  explicit MsRandom(std::uint64_t seed)
      : seed_(seed), x_(seed < (std::uint64_t{1} << 32) ? seed : seed - (std::uint64_t{1} << 32)) {}

  int randint(int n) {  // uniform-ish in 0..n, as PySolFC computes it
    x_ = (x_ * 214013 + 2531011) & kMsMaxSeed;
    std::uint64_t draw;
    if (seed_ < (std::uint64_t{1} << 31)) {
      draw = (x_ >> 16) & 0x7fff;
    } else if (seed_ < (std::uint64_t{1} << 32)) {
      draw = ((x_ >> 16) & 0x7fff) | 0x8000;
    } else {
      draw = ((x_ >> 16) & 0xffff) + 1;
    }
    return static_cast<int>(draw % static_cast<std::uint64_t>(n + 1));
  }

 private:
  std::uint64_t seed_;
  std::uint64_t x_;
};

// MT19937 seeded by init_by_array, with CPython's 53-bit random(); this is
// exactly what random.Random(N) gives for an int N > 0.
class MersenneTwister {
 public:
  explicit MersenneTwister(const std::vector<std::uint32_t>& key) {
    seed_single(19650218u);
    std::size_t i = 1;
    std::size_t j = 0;
    for (std::size_t k = std::max(kN, key.size()); k > 0; --k) {
      state_[i] =
          (state_[i] ^ (spread(state_[i - 1]) * 1664525u)) + key[j] + static_cast<std::uint32_t>(j);
      if (++i >= kN) {
        state_[0] = state_[kN - 1];
        i = 1;
      }
      if (++j >= key.size()) j = 0;
    }
    for (std::size_t k = kN - 1; k > 0; --k) {
      state_[i] =
          (state_[i] ^ (spread(state_[i - 1]) * 1566083941u)) - static_cast<std::uint32_t>(i);
      if (++i >= kN) {
        state_[0] = state_[kN - 1];
        i = 1;
      }
    }
    state_[0] = 0x80000000u;  // guarantees a non-zero state
  }

  // PySolFC's randint(0, n) = int(random() * (n + 1)): a truncated product
  // of doubles, not CPython's own rejection-sampling randint.
  int randint(int n) { return static_cast<int>(random() * static_cast<double>(n + 1)); }

 private:
  static constexpr std::size_t kN = 624;
  static constexpr std::size_t kM = 397;

  static std::uint32_t spread(std::uint32_t x) { return x ^ (x >> 30); }

  void seed_single(std::uint32_t s) {
    state_[0] = s;
    for (std::size_t i = 1; i < kN; ++i)
      state_[i] = 1812433253u * spread(state_[i - 1]) + static_cast<std::uint32_t>(i);
    index_ = kN;
  }

  // Regenerates all 624 words in place; entries past k + 1 and k + M wrap
  // around to words already regenerated, as the reference's three loops do.
  void twist() {
    for (std::size_t k = 0; k < kN; ++k) {
      const std::uint32_t y = (state_[k] & 0x80000000u) | (state_[(k + 1) % kN] & 0x7fffffffu);
      state_[k] = state_[(k + kM) % kN] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    }
    index_ = 0;
  }

  std::uint32_t next() {
    if (index_ >= kN) twist();
    std::uint32_t y = state_[index_++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
  }

  // genrand_res53: 27 + 26 bits make a double in [0, 1); every step is exact.
  double random() {
    const std::uint32_t a = next() >> 5;
    const std::uint32_t b = next() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }

  std::array<std::uint32_t, kN> state_{};
  std::size_t index_ = kN;
};

template <class Random>
void shuffle(std::vector<Card>& cards, Random& random) {
  for (int n = static_cast<int>(cards.size()) - 1; n > 0; --n) {
    const int j = random.randint(n);
    std::swap(cards[n], cards[j]);
  }
}

// ------------------------------------------------------------------ parsing

// The input as shown in messages: control characters escaped, long input cut.
std::string quoted(std::string_view text) {
  constexpr std::size_t kShown = 40;
  std::size_t cut = std::min(text.size(), kShown);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80)
    --cut;  // do not split a UTF-8 sequence
  std::string out = "\"";
  for (const char c : text.substr(0, cut)) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (u < 0x20 || u == 0x7f) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += c;
    }
  }
  if (cut < text.size()) out += "...";
  return out + "\"";
}

[[noreturn]] void fail(std::string_view text, const std::string& problem) {
  throw InputError("PySolFC game number " + quoted(text) + ": " + problem);
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string_view without_leading_zeros(std::string_view digits) {
  const auto first = digits.find_first_not_of('0');
  return first == std::string_view::npos ? std::string_view() : digits.substr(first);
}

// Length of the white space (as Python's \s sees it) or removable punctuation
// starting at s[i], 0 if none. Python works on Unicode, so the non-ASCII
// spaces count too: a number pasted with no-break or thin spaces still reads.
std::size_t ignorable_length(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  if ((c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x20)) return 1;
  if (c == '#' || c == '-' || c == '_' || c == '.' || c == ',') return 1;
  static constexpr std::string_view kUnicodeSpaces[] = {
      "\u0085", "\u00a0", "\u1680", "\u2000", "\u2001", "\u2002", "\u2003",
      "\u2004", "\u2005", "\u2006", "\u2007", "\u2008", "\u2009", "\u200a",
      "\u2028", "\u2029", "\u202f", "\u205f", "\u3000"};
  const std::string_view rest = s.substr(i);
  for (const auto space : kUnicodeSpaces)
    if (rest.starts_with(space)) return space.size();
  return 0;
}

// "msN": PySolFC matches ms([0-9]+)\n?\Z on the raw text, before any clean-up.
bool parse_ms_form(std::string_view text, GameNumber& out) {
  if (!text.starts_with("ms")) return false;
  std::string_view digits = text.substr(2);
  if (digits.ends_with('\n')) digits.remove_suffix(1);
  if (!all_digits(digits)) return false;
  const std::string_view value = without_leading_zeros(digits);
  if (value.empty()) fail(text, "must be at least 1");
  if (value.size() > 10) fail(text, "must be at most " + std::to_string(kMsMaxSeed));
  std::uint64_t seed = 0;
  for (const char c : value) seed = seed * 10 + static_cast<std::uint64_t>(c - '0');
  if (seed > kMsMaxSeed) fail(text, "must be at most " + std::to_string(kMsMaxSeed));
  out.generator = Generator::kMs;
  out.ms_seed = seed;
  out.shown = "#ms" + std::to_string(seed);
  return true;
}

// Base 10^9 chunks into base 2^32 words (least significant first), by
// repeated multiply-and-add; no leading zero words, as CPython's key has none.
std::vector<std::uint32_t> to_words(std::string_view digits) {
  std::vector<std::uint32_t> words;
  std::size_t pos = 0;
  std::size_t chunk = digits.size() % 9 == 0 ? 9 : digits.size() % 9;
  while (pos < digits.size()) {
    std::uint64_t scale = 1;
    std::uint64_t carry = 0;
    for (std::size_t k = 0; k < chunk; ++k) {
      scale *= 10;
      carry = carry * 10 + static_cast<std::uint64_t>(digits[pos + k] - '0');
    }
    for (auto& w : words) {
      const std::uint64_t v = w * scale + carry;
      w = static_cast<std::uint32_t>(v);
      carry = v >> 32;
    }
    if (carry != 0) words.push_back(static_cast<std::uint32_t>(carry));
    pos += chunk;
    chunk = 9;
  }
  return words;
}

// ------------------------------------------------------------------- decks

// PySolFC creates its cards suit by suit: clubs, spades, hearts, diamonds.
std::vector<Card> pysol_order() {
  std::vector<Card> cards;
  for (const Suit s : {Suit::kClubs, Suit::kSpades, Suit::kHearts, Suit::kDiamonds})
    for (int r = 1; r <= kRanks; ++r) cards.emplace_back(static_cast<Rank>(r), s);
  return cards;
}

// Windows FreeCell's order, AC AD AH AS 2C ..., which the MS deals start from.
std::vector<Card> freecell_order() {
  std::vector<Card> cards;
  for (int r = 1; r <= kRanks; ++r)
    for (const Suit s : {Suit::kClubs, Suit::kDiamonds, Suit::kHearts, Suit::kSpades})
      cards.emplace_back(static_cast<Rank>(r), s);
  return cards;
}

}  // namespace

GameNumber parse_game_number(std::string_view text) {
  GameNumber out;
  if (parse_ms_form(text, out)) return out;
  if (text.empty()) fail(text, "empty");

  // One trailing 'L' goes (Python 2's long suffix). PySolFC's pattern is
  // "L$", and '$' also matches before a final newline: "5L\n" loses its L
  // too (the newline is white space, removed below anyway).
  std::string_view body = text;
  if (body.ends_with('L')) {
    body.remove_suffix(1);
  } else if (body.ends_with("L\n")) {
    body.remove_suffix(2);
  }

  std::string kept;
  for (std::size_t i = 0; i < body.size();) {
    const std::size_t skip = ignorable_length(body, i);
    if (skip == 0) kept += body[i++];
    i += skip;
  }
  if (kept.empty()) fail(text, "no digits (spaces and # - _ . , are ignored)");

  std::string_view digits = kept;
  if (digits.starts_with('+')) digits.remove_prefix(1);  // Python's int() takes a sign
  if (!all_digits(digits)) {
    if (digits.starts_with("ms") && all_digits(digits.substr(2)))
      fail(text, "not a number (PySolFC takes \"msN\" only exactly so: no '#', no spaces)");
    fail(text, "not a number");
  }
  if (digits.size() > kMaxDigits)
    fail(text, "more than " + std::to_string(kMaxDigits) + " digits (PySolFC's Python refuses it)");

  const std::string_view value = without_leading_zeros(digits);
  if (value.empty()) fail(text, "must be at least 1");
  if (value.size() <= 5) {
    std::uint64_t seed = 0;
    std::from_chars(value.data(), value.data() + value.size(), seed);  // five digits at most
    if (seed < kMsPlainLimit) {
      out.generator = Generator::kMs;
      out.ms_seed = seed;
      out.shown = "#ms" + std::to_string(seed);
      return out;
    }
  }
  out.generator = Generator::kMt;
  out.mt_key = to_words(value);
  // PySolFC prints '%020d': padded to 20 digits, longer numbers in full.
  // (Built in place: GCC 12 at -O3 warns falsely on "#" + std::string.)
  out.shown.assign(1 + (value.size() < 20 ? 20 - value.size() : 0), '0');
  out.shown[0] = '#';
  out.shown.append(value);
  return out;
}

std::string display(const GameNumber& number) { return number.shown; }

std::vector<Card> shuffled_deck(const GameNumber& number) {
  if (number.generator == Generator::kMs) {
    std::vector<Card> cards = freecell_order();
    MsRandom random(number.ms_seed);
    shuffle(cards, random);
    return cards;
  }
  std::vector<Card> cards = pysol_order();
  MersenneTwister random(number.mt_key);
  shuffle(cards, random);
  return cards;
}

CalculationLayout calculation_layout(const GameNumber& number) {
  std::vector<Card> cards = shuffled_deck(number);
  CalculationLayout layout{};
  // The first A, 2, 3, 4 from the talon's bottom go to the foundations (in
  // PySolFC they are moved to the talon top and dealt first).
  for (int r = 1; r <= 4; ++r) {
    const auto it = std::find_if(cards.begin(), cards.end(), [r](Card c) { return c.rank() == r; });
    layout.bases[r - 1] = *it;
    cards.erase(it);
  }
  std::reverse_copy(cards.begin(), cards.end(), layout.stock.begin());
  return layout;
}

std::array<std::vector<Card>, 12> fourteen_layout(const GameNumber& number) {
  const std::vector<Card> cards = shuffled_deck(number);
  std::array<std::vector<Card>, 12> columns;
  // Dealt from the talon top round-robin: the k-th card dealt goes to
  // column k mod 12, so columns 0..3 get the four left over.
  for (std::size_t k = 0; k < cards.size(); ++k)
    columns[k % 12].push_back(cards[cards.size() - 1 - k]);
  return columns;
}

}  // namespace reckon::pysol
