#pragma once
// Gathering the bits of a word that a mask selects, packed at the bottom in
// order (x86's PEXT instruction, from BMI2). The build targets baseline
// x86-64, which lacks it, so the instruction is written as inline assembly
// and used only where the CPU has it and runs it fast: AMD before Zen 3
// microcodes it (hundreds of cycles), and there the caller's portable code
// is faster. Callers test gather_is_fast and keep their own fallback.
#include <cstdint>

namespace reckon {

// Detected once at start-up: BMI2 present and not a Zen 1 or Zen 2. The
// environment variable RECKON_NO_PEXT (any value) turns it off, for
// measuring and testing the fallback.
bool detect_fast_gather();

// Tests may switch it off (the portable code must give the same answers).
inline bool gather_is_fast = detect_fast_gather();

// The bits of m under mask, packed at the bottom. Only when gather_is_fast.
inline std::uint64_t gather_bits(std::uint64_t m, std::uint64_t mask) {
#if defined(__x86_64__) && defined(__GNUC__)
  std::uint64_t out;
  asm("pextq %2, %1, %0" : "=r"(out) : "r"(m), "rm"(mask));
  return out;
#else
  (void)m;
  (void)mask;
  return 0;  // never called: detect_fast_gather() is false here
#endif
}

}  // namespace reckon
