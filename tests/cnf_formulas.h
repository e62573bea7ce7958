#pragma once
// Formulas the SAT tests share (DIMACS literals, each clause ended by 0).
#include <vector>

namespace reckon::solver {

// Variable p * holes + h + 1: pigeon p sits in hole h. Unsatisfiable when
// pigeons > holes.
inline std::vector<int> pigeonhole(int pigeons, int holes) {
  std::vector<int> f;
  for (int p = 0; p < pigeons; ++p) {
    for (int h = 0; h < holes; ++h) f.push_back(p * holes + h + 1);
    f.push_back(0);
  }
  for (int h = 0; h < holes; ++h)
    for (int p = 0; p < pigeons; ++p)
      for (int q = p + 1; q < pigeons; ++q) f.insert(f.end(), {-(p * holes + h + 1), -(q * holes + h + 1), 0});
  return f;
}

// A random 3-SAT formula from a seed (clause/variable ratio near 4.26 is hardest).
inline std::vector<int> random_3sat(int variables, int clauses, unsigned seed) {
  std::vector<int> f;
  for (int c = 0; c < clauses; ++c) {
    for (int k = 0; k < 3; ++k) {
      seed = seed * 1103515245u + 12345u;
      const int v = static_cast<int>((seed >> 8) % static_cast<unsigned>(variables)) + 1;
      f.push_back((seed >> 4) & 1 ? v : -v);
    }
    f.push_back(0);
  }
  return f;
}

}  // namespace reckon::solver
