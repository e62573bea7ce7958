// The DRAT checker (solver/drat_checker.h) and the solver's proof tracing
// (solver/sat_solver.h, certify mode): correct proofs of unsatisfiable
// formulas check, in both formats and both modes; mutated proofs fail; a
// satisfiable formula never certifies; RAT lemmas are handled.
//
// Each mutated proof's verdict is compared with a reference written here
// from the definition alone, as plainly as possible (propagation by
// scanning every clause until nothing changes; every lemma checked in
// order): a mutation can leave a proof valid by chance (a dropped lemma
// that no later step needed), and only those the reference proves valid
// are let pass.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "solver/drat_checker.h"
#include "solver/sat_solver.h"
#include "cnf_formulas.h"

namespace reckon::solver {
namespace {


using Clauses = std::vector<std::vector<int>>;
Clauses split(const std::vector<int>& f) {
  Clauses out(1);
  for (const int l : f) {
    if (l == 0) {
      out.emplace_back();
    } else {
      out.back().push_back(l);
    }
  }
  out.pop_back();
  return out;
}
std::vector<int> join(const Clauses& cs) {
  std::vector<int> f;
  for (const auto& c : cs) {
    f.insert(f.end(), c.begin(), c.end());
    f.push_back(0);
  }
  return f;
}

// Satisfiable? Every assignment tried (few variables only): no solver.
bool brute_force_satisfiable(int variables, const Clauses& cs) {
  for (std::uint64_t a = 0; a < (std::uint64_t{1} << variables); ++a) {
    bool all = true;
    for (const auto& c : cs) {
      bool sat = false;
      for (const int l : c)
        if (((a >> (std::abs(l) - 1)) & 1) == (l > 0 ? 1u : 0u)) sat = true;
      if (!sat) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

// The reference: the definition, forward, as plain as it gets.
class Reference {
 public:
  explicit Reference(const Clauses& formula) {
    for (auto c : formula)
      if (normal(c)) clauses_.push_back(c);
  }
  bool check(const std::vector<DratStep>& steps) {
    if (!propagates_to_conflict({})) {
      for (const auto& s : steps) {
        auto lits = s.literals;
        if (!normal(lits)) continue;
        if (s.deletion) {
          erase(lits);
          continue;
        }
        if (!propagates_to_conflict(negated(lits)) && !rat(lits)) return false;
        clauses_.push_back(lits);
        if (propagates_to_conflict({})) return true;
      }
      return false;
    }
    return true;
  }

 private:
  static bool normal(std::vector<int>& lits) {
    std::vector<int> out;
    for (const int l : lits) {
      if (std::find(out.begin(), out.end(), -l) != out.end()) return false;
      if (std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
    }
    lits = out;
    return true;
  }
  static std::vector<int> negated(const std::vector<int>& lits) {
    std::vector<int> out;
    for (const int l : lits) out.push_back(-l);
    return out;
  }
  void erase(const std::vector<int>& lits) {
    auto want = lits;
    std::sort(want.begin(), want.end());
    for (auto it = clauses_.rbegin(); it != clauses_.rend(); ++it) {
      auto have = *it;
      std::sort(have.begin(), have.end());
      if (have == want) {
        clauses_.erase(std::next(it).base());
        return;
      }
    }
  }
  bool propagates_to_conflict(const std::vector<int>& assumed) const {
    std::vector<int> value;  // per variable: 1 true, -1 false, 0 neither
    const auto val = [&](int l) {
      const auto v = static_cast<std::size_t>(std::abs(l));
      const int x = v < value.size() ? value[v] : 0;
      return l > 0 ? x : -x;
    };
    const auto set = [&](int l) {
      const auto v = static_cast<std::size_t>(std::abs(l));
      if (v >= value.size()) value.resize(v + 1, 0);
      value[v] = l > 0 ? 1 : -1;
    };
    for (const int a : assumed) {
      if (val(a) < 0) return true;
      set(a);
    }
    for (bool changed = true; changed;) {
      changed = false;
      for (const auto& c : clauses_) {
        int open = 0, unit = 0;
        bool sat = false;
        for (const int l : c) {
          const int v = val(l);
          if (v > 0) sat = true;
          if (v == 0) {
            ++open;
            unit = l;
          }
        }
        if (sat) continue;
        if (open == 0) return true;
        if (open == 1) {
          set(unit);
          changed = true;
        }
      }
    }
    return false;
  }
  bool rat(const std::vector<int>& lits) const {
    if (lits.empty()) return false;
    for (const auto& d : clauses_) {
      if (std::find(d.begin(), d.end(), -lits[0]) == d.end()) continue;
      auto r = lits;
      for (const int l : d)
        if (l != -lits[0]) r.push_back(l);
      if (!normal(r)) continue;
      if (!propagates_to_conflict(negated(r))) return false;
    }
    return true;
  }
  Clauses clauses_;
};

DratCheck check(const std::vector<int>& f, const std::string& proof, DratFormat format,
                DratMode mode) {
  int vars = 0;
  for (const int l : f) vars = std::max(vars, std::abs(l));
  return check_drat(vars, f, proof, format, mode);
}

std::string traced_proof(int variables, const std::vector<int>& f, bool binary) {
  SatProof proof;
  proof.binary = binary;
  const SatResult r = solve_formula(variables, f, {}, {}, nullptr, nullptr, 0, &proof);
  EXPECT_EQ(r.answer, SatResult::Answer::kUnsatisfiable);
  return proof.bytes;
}

// The four clauses over two variables: no assignment satisfies them all.
const std::vector<int> kTwoByTwo = {1, 2, 0, 1, -2, 0, -1, 2, 0, -1, -2, 0};

TEST(DratChecker, HandWrittenProofChecksInBothFormatsAndModes) {
  for (const auto mode : {DratMode::kBackward, DratMode::kForward}) {
    const auto text = check(kTwoByTwo, "1 0\n0\n", DratFormat::kText, mode);
    EXPECT_TRUE(text.valid) << text.why;
    EXPECT_EQ(text.lemmas, 2u);
    const std::string binary(
        "a\x02\x00"
        "a\x00",
        5);  // "1 0", "0"
    const auto bin = check(kTwoByTwo, binary, DratFormat::kBinary, mode);
    EXPECT_TRUE(bin.valid) << bin.why;
    EXPECT_EQ(parse_drat(binary, DratFormat::kBinary).size(), 2u);
    // Comments and deletions in text; a deleted clause the proof still needs.
    EXPECT_TRUE(check(kTwoByTwo, "c a comment\n1 0\nd 1 2 0\n0\n", DratFormat::kText, mode).valid);
    EXPECT_FALSE(check(kTwoByTwo, "d 1 2 0\n1 0\n0\n", DratFormat::kText, mode).valid);
    // A lemma that does not follow; no proof at all; a proof of nothing.
    EXPECT_FALSE(check({1, 2, 0, -1, 2, 0}, "-2 0\n0\n", DratFormat::kText, mode).valid);
    EXPECT_FALSE(check(kTwoByTwo, "", DratFormat::kText, mode).valid);
    EXPECT_FALSE(check(kTwoByTwo, "1 2 0\n", DratFormat::kText, mode).valid);
    // Unreadable proofs.
    EXPECT_FALSE(check(kTwoByTwo, "1 x 0\n", DratFormat::kText, mode).valid);
    EXPECT_FALSE(check(kTwoByTwo, "1 0\n2", DratFormat::kText, mode).valid);
    EXPECT_FALSE(check(kTwoByTwo, std::string("a\x02", 2), DratFormat::kBinary, mode).valid);
    EXPECT_FALSE(check(kTwoByTwo, std::string("x\x02\x00", 3), DratFormat::kBinary, mode).valid);
    // A formula whose units already conflict needs no lemma.
    EXPECT_TRUE(check({1, 0, -1, 0}, "", DratFormat::kText, mode).valid);
  }
}

// Every sign pattern over variables 1..3 (unsatisfiable; no literal alone
// propagates). Variable 4, new, is defined as -1 by (4 1) and (-4 -1): the
// second is RAT on -4 (its one resolvent, with (4 1), is a tautology) and
// not RUP; the rest of the proof needs it.
TEST(DratChecker, RatLemmaIsCheckedAndNeeded) {
  std::vector<int> f;
  for (int s = 0; s < 8; ++s)
    f.insert(f.end(), {s & 1 ? 1 : -1, s & 2 ? 2 : -2, s & 4 ? 3 : -3, 0});
  const std::string proof = "4 1 0\n-4 -1 0\n4 2 0\n-4 2 0\n2 0\n4 -2 0\n-4 -2 0\n0\n";
  for (const auto mode : {DratMode::kBackward, DratMode::kForward}) {
    const auto r = check(f, proof, DratFormat::kText, mode);
    EXPECT_TRUE(r.valid) << r.why;
    EXPECT_GE(r.rat, 1u);  // (-4 -1) is not RUP
    // Its sign flipped, (-4 1) is neither RUP nor RAT, and is needed.
    std::string bad = proof;
    bad.replace(bad.find("-4 -1"), 5, "-4 1");
    const auto b = check(f, bad, DratFormat::kText, mode);
    EXPECT_FALSE(b.valid);
    EXPECT_NE(b.why.find("step 2"), std::string::npos) << b.why;
  }
  EXPECT_TRUE(Reference(split(f)).check(parse_drat(proof, DratFormat::kText)));
  // The lemma (4 1) alone, on its own RAT: no clause holds -4.
  EXPECT_EQ(check(f, "4 1 0\n0\n", DratFormat::kText, DratMode::kForward).rat, 1u);
}

struct Formula {
  std::string name;
  int variables;
  std::vector<int> clauses;
};
std::vector<Formula> unsatisfiable_formulas() {
  std::vector<Formula> fs;
  for (int n = 3; n <= 6; ++n)
    fs.push_back({"php" + std::to_string(n + 1), (n + 1) * n, pigeonhole(n + 1, n)});
  for (unsigned seed = 1; fs.size() < 24; ++seed) {
    auto f = random_3sat(14, 90, seed);
    if (brute_force_satisfiable(14, split(f))) continue;
    fs.push_back({"3sat-14-" + std::to_string(seed), 14, f});
  }
  for (unsigned seed = 1; fs.size() < 30; ++seed) {
    auto f = random_3sat(60, 270, seed);
    if (solve_formula(60, f, {}).answer != SatResult::Answer::kUnsatisfiable) continue;
    fs.push_back({"3sat-60-" + std::to_string(seed), 60, f});
  }
  return fs;
}

TEST(DratChecker, SolverProofsCheckInBothFormatsAndModes) {
  for (const auto& f : unsatisfiable_formulas()) {
    for (const bool binary : {true, false}) {
      const std::string proof = traced_proof(f.variables, f.clauses, binary);
      const auto format = binary ? DratFormat::kBinary : DratFormat::kText;
      const auto back = check_drat(f.variables, f.clauses, proof, format, DratMode::kBackward);
      const auto fwd = check_drat(f.variables, f.clauses, proof, format, DratMode::kForward);
      EXPECT_TRUE(back.valid) << f.name << ": " << back.why;
      EXPECT_TRUE(fwd.valid) << f.name << ": " << fwd.why;
      EXPECT_LE(back.checked, fwd.checked) << f.name;
      if (f.variables <= 20) {
        EXPECT_TRUE(Reference(split(f.clauses)).check(parse_drat(proof, format))) << f.name;
      }
    }
  }
}

TEST(DratChecker, CertifyFormulaCertifiesOnlyUnsatisfiable) {
  const auto php = pigeonhole(7, 6);
  const auto c = certify_formula(42, php, {});
  EXPECT_EQ(c.result.answer, SatResult::Answer::kUnsatisfiable);
  EXPECT_TRUE(c.certified) << c.check.why;
  EXPECT_GT(c.check.lemmas, 0u);
  EXPECT_FALSE(c.proof.empty());
  const auto sat = certify_formula(36, pigeonhole(6, 6), {});
  EXPECT_EQ(sat.result.answer, SatResult::Answer::kSatisfiable);
  EXPECT_FALSE(sat.certified);
  // A budget too small to decide: not certified either.
  Limits one;
  one.max_nodes = 1;
  EXPECT_FALSE(certify_formula(42, php, one).certified);
  // A proof with an exchange is refused.
  ClauseExchange exchange;
  SatProof proof;
  EXPECT_THROW(solve_formula(42, php, {}, {}, nullptr, &exchange, 0, &proof),
               std::invalid_argument);
}

// The mutations, over every proof: each kind must make the checker reject
// every mutated proof the reference does not prove valid, and agree with
// the reference forward.
enum class Mutation { kDropLemma, kFlipLiteral, kDropFormulaClause };

TEST(DratChecker, MutatedProofsAreRejected) {
  const auto formulas = unsatisfiable_formulas();
  for (const auto kind :
       {Mutation::kDropLemma, Mutation::kFlipLiteral, Mutation::kDropFormulaClause}) {
    int tried = 0, rejected = 0, rejected_backward = 0, valid_by_chance = 0;
    unsigned seed = 7;
    const auto next = [&](std::size_t n) {
      seed = seed * 1103515245u + 12345u;
      return static_cast<std::size_t>((seed >> 8) % n);
    };
    for (const auto& f : formulas) {
      if (f.variables > 20) continue;  // the reference is slow
      const std::string proof = traced_proof(f.variables, f.clauses, true);
      const auto steps = parse_drat(proof, DratFormat::kBinary);
      // Aimed at what the proof rests on (the backward check's core): a
      // lemma or clause it never uses leaves it valid, and says nothing.
      const auto core = check_drat(f.variables, f.clauses, proof, DratFormat::kBinary);
      ASSERT_TRUE(core.valid) << f.name;
      if (core.core_clauses.empty())
        continue;  // the formula's units alone conflict: no proof needed
      const auto& lemmas = core.core_lemmas;
      for (int m = 0; m < 20; ++m) {
        auto mutated = steps;
        auto formula = split(f.clauses);
        if (kind == Mutation::kDropFormulaClause) {
          formula.erase(formula.begin() + static_cast<std::ptrdiff_t>(
                                              core.core_clauses[next(core.core_clauses.size())]));
        } else {
          if (lemmas.empty()) continue;
          const std::size_t at = lemmas[next(lemmas.size())];
          if (kind == Mutation::kDropLemma) {
            mutated.erase(mutated.begin() + static_cast<std::ptrdiff_t>(at));
          } else {
            auto& lits = mutated[at].literals;
            lits[next(lits.size())] *= -1;
          }
        }
        const std::string bytes = write_drat(mutated, DratFormat::kBinary);
        const auto flat = join(formula);
        const bool reference = Reference(formula).check(mutated);
        const auto fwd =
            check_drat(f.variables, flat, bytes, DratFormat::kBinary, DratMode::kForward);
        const auto back =
            check_drat(f.variables, flat, bytes, DratFormat::kBinary, DratMode::kBackward);
        EXPECT_EQ(fwd.valid, reference) << f.name << " mutation " << m << ": " << fwd.why;
        if (reference) {
          EXPECT_TRUE(back.valid) << f.name << " mutation " << m << ": " << back.why;
        }
        // A formula left satisfiable is never certified, whatever the proof.
        if (kind == Mutation::kDropFormulaClause && f.variables <= 20 &&
            brute_force_satisfiable(f.variables, formula)) {
          EXPECT_FALSE(back.valid) << f.name;
          EXPECT_FALSE(reference) << f.name;
        }
        if (reference) {
          ++valid_by_chance;
          continue;
        }
        ++tried;
        if (!fwd.valid) ++rejected;
        if (!back.valid) ++rejected_backward;
      }
    }
    EXPECT_GT(tried, 30);
    EXPECT_EQ(rejected, tried);
    // Backward, a wrong lemma that no checked conflict uses does not fail
    // the proof (drat_checker.h), so its count may be lower.
    std::printf(
        "mutation %d: %d mutated proofs invalid by the reference, %d rejected (backward: %d); %d "
        "valid by chance, "
        "skipped\n",
        static_cast<int>(kind), tried, rejected, rejected_backward, valid_by_chance);
  }
}

// A satisfiable formula is never certified: every unsatisfiable formula's
// own proof, tried on the formula with one clause less that brute force
// satisfies, fails in both modes.
TEST(DratChecker, SatisfiableFormulaNeverCertifies) {
  int tried = 0;
  for (const auto& f : unsatisfiable_formulas()) {
    if (f.variables > 20) continue;
    const std::string proof = traced_proof(f.variables, f.clauses, true);
    auto cs = split(f.clauses);
    const auto core = check_drat(f.variables, f.clauses, proof, DratFormat::kBinary);
    for (std::size_t k = 0; k < core.core_clauses.size() && k < 10; ++k) {
      auto fewer = cs;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(core.core_clauses[k]));
      if (!brute_force_satisfiable(f.variables, fewer)) continue;
      ++tried;
      for (const auto mode : {DratMode::kBackward, DratMode::kForward})
        EXPECT_FALSE(check_drat(f.variables, join(fewer), proof, DratFormat::kBinary, mode).valid)
            << f.name;
    }
  }
  EXPECT_GT(tried, 20);
  // A satisfiable formula with a proof that claims the empty clause.
  EXPECT_FALSE(check({1, 2, 0, -1, 2, 0}, "0\n", DratFormat::kText, DratMode::kBackward).valid);
}

TEST(DratChecker, WriteAndParseRoundTrip) {
  const std::vector<DratStep> steps = {{false, {1, -200, 70000}}, {true, {3, -4}}, {false, {}}};
  for (const auto format : {DratFormat::kBinary, DratFormat::kText}) {
    const auto back = parse_drat(write_drat(steps, format), format);
    ASSERT_EQ(back.size(), steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
      EXPECT_EQ(back[i].deletion, steps[i].deletion);
      EXPECT_EQ(back[i].literals, steps[i].literals);
    }
  }
}

}  // namespace
}  // namespace reckon::solver
