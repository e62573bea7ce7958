#pragma once
// An independent checker of DRAT proofs of unsatisfiability: a SAT solver
// that says "unsatisfiable" can write the clauses it learned and deleted
// (the proof); this checks each one against the formula, so a loss proved
// by a solver no longer rests on the solver being right. Written from the
// definition, not from any solver's or checker's code, and it never sees
// the solver: only the formula and the proof's bytes.
//
// The definition. The proof is a sequence of additions (lemmas) and
// deletions of clauses, starting from the formula F. A lemma C is RUP
// (reverse unit propagation) when unit propagation on the current clauses
// together with the negation of every literal of C reaches a conflict: then
// C is implied by them. Otherwise C must be RAT on its first literal p: for
// every current clause D containing -p, the resolvent C | (D \ {-p}) is a
// tautology or RUP. Adding a RUP or RAT lemma keeps a satisfiable set
// satisfiable; deleting a clause trivially does. So once the current
// clauses propagate to a conflict at the top level (the empty lemma is RUP),
// F has no solution.
//
// Two ways to check:
//   kBackward: add every lemma unchecked until the clauses propagate to a
//     conflict, then walk the proof in reverse, checking only the lemmas that
//     took part in a conflict already checked (marked in its conflict
//     analysis). The lemmas not marked are never used, so the marked ones
//     alone (with the same deletions) are a valid proof: a lemma that is
//     wrong but never used does not make a proof fail. Much less work: a
//     CDCL solver's proof holds many lemmas that lead nowhere.
//   kForward: check every lemma as it comes, in order, up to the conflict.
// A proof valid forward is valid backward; both are sound.
// Backward is the default, but only by a little: on CaDiCaL's proofs of
// Calculation W=2 losses nearly three lemmas in four are needed, so it
// saves under a tenth of the work. "Core first" (propagate the marked
// clauses to a fixpoint before any other, as drat-trim does) checked fewer
// lemmas but cost more: its two passes over every watch list outweigh the
// lemmas it spares. Not used.
// Both propagate with two watched literals, keeping the top-level
// assignment between checks (rebuilt when a clause it rests on goes away).
//
// Deleting a clause that is not there is ignored (counted): keeping a
// clause can only make a RUP check easier and a RAT check harder, and every
// clause kept was in the formula or checked, so the verdict stays sound.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reckon::solver {

// Binary DRAT (CaDiCaL's default): each step an 'a' or 'd' byte, then its
// literals as variable-length unsigned integers (7 bits a byte, least
// significant first, the high bit set on all but the last) of 2*|lit| +
// (lit < 0), ended by 0. Text DRAT: a step a line of DIMACS literals ended
// by 0, a deletion prefixed by "d"; lines starting "c" are comments.
enum class DratFormat { kBinary, kText };
enum class DratMode { kBackward, kForward };

struct DratCheck {
  bool valid = false;
  std::string why;                      // not valid: the step that failed and how
  std::uint64_t lemmas = 0;             // additions in the proof
  std::uint64_t deletions = 0;          // deletions in the proof
  std::uint64_t ignored_deletions = 0;  // of clauses not there
  std::uint64_t checked =
      0;  // lemmas checked (kForward: up to the conflict; kBackward: the marked ones)
  std::uint64_t rat = 0;  // of them, checked by RAT (not RUP)
  double seconds = 0;     // parsing and checking
  // kBackward, valid: what the proof rests on (0-based): the proof steps
  // of the lemmas checked, and the formula's clauses used (an unsatisfiable
  // core), for trimming a proof or aiming a test's mutations at it.
  std::vector<std::size_t> core_lemmas, core_clauses;
};

// variables: of the formula (numbered 1..variables; the proof may name more,
// as RAT lemmas may); clauses: literals, each clause ended by 0. A proof that
// can not be read is not valid (why says where).
DratCheck check_drat(int variables, const std::vector<int>& clauses, std::string_view proof,
                     DratFormat format, DratMode mode = DratMode::kBackward);

// The proof's steps as read, for tests that mutate them: each step's
// literals, deletions marked. Throws std::invalid_argument on a malformed
// proof.
struct DratStep {
  bool deletion = false;
  std::vector<int> literals;
};
std::vector<DratStep> parse_drat(std::string_view proof, DratFormat format);
std::string write_drat(const std::vector<DratStep>& steps, DratFormat format);

}  // namespace reckon::solver
