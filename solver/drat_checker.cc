#include "solver/drat_checker.h"

#include <algorithm>
#include <boost/unordered/unordered_flat_map.hpp>
#include <charconv>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <stdexcept>

namespace reckon::solver {
namespace {

constexpr std::uint32_t kNone = UINT32_MAX;         // no clause
constexpr std::uint32_t kAssumed = UINT32_MAX - 1;  // a RUP check's assumption: no reason

// A key for a clause that does not depend on the order of its literals
// (deletions name clauses in any order).
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}
std::uint64_t key_of(const int* lits, std::size_t n) {
  std::uint64_t sum = 0, x = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t h = mix(static_cast<std::uint64_t>(static_cast<std::int64_t>(lits[i])));
    sum += h;
    x ^= h;
  }
  return sum ^ (x << 1) ^ mix(n);
}

class Checker {
 public:
  Checker(int variables, DratMode mode) : backward_(mode == DratMode::kBackward) {
    const auto n = static_cast<std::size_t>(variables) + 1;
    value_.assign(n, 0);
    reason_.assign(n, kNone);
    seen_.assign(n, 0);
    watches_.resize(2 * n);
    mark_.assign(2 * n, 0);
  }

  DratCheck run(const std::vector<int>& formula, const std::vector<DratStep>& steps) {
    DratCheck out;
    std::vector<int> lits;
    std::size_t index = 0;
    for (const int l : formula) {
      if (l != 0) {
        lits.push_back(l);
        continue;
      }
      if (normalize(lits)) {
        add(lits, /*lemma=*/false);
        origin_.push_back(index);
      }
      ++index;
      lits.clear();
    }
    for (const auto& s : steps) ++(s.deletion ? out.deletions : out.lemmas);
    if (conflict_) {  // the formula alone propagates to a conflict
      out.valid = true;
      return out;
    }
    return backward_ ? run_backward(steps, out) : run_forward(steps, out);
  }

 private:
  struct Clause {
    std::uint32_t start, size;
    std::uint32_t gen = 0;  // watches of another generation are stale
    bool alive = true, marked = false, lemma = false;
  };
  struct Watch {
    std::uint32_t cid;
    int blocker;  // another literal of the clause: when true, the clause is not looked at
    std::uint32_t gen;
  };

  // Keeps a clause's literals in order (the first is a RAT pivot), without
  // repeats; false for a tautology (x and -x).
  bool normalize(std::vector<int>& lits) {
    std::size_t kept = 0;
    bool tautology = false;
    for (std::size_t k = 0; k < lits.size(); ++k) {
      const int l = lits[k];
      if (mark_[code(-l)]) tautology = true;
      if (mark_[code(l)]) continue;
      mark_[code(l)] = 1;
      lits[kept++] = l;
    }
    lits.resize(kept);
    for (const int l : lits) mark_[code(l)] = 0;
    return !tautology;
  }

  static std::size_t code(int lit) {
    return 2 * static_cast<std::size_t>(std::abs(lit)) + (lit < 0);
  }
  int val(int lit) const {
    const int v = value_[static_cast<std::size_t>(std::abs(lit))];
    return lit > 0 ? v : -v;
  }
  int* lits_of(std::uint32_t cid) { return &arena_[clauses_[cid].start]; }

  void assign(int lit, std::uint32_t reason) {
    const auto v = static_cast<std::size_t>(std::abs(lit));
    value_[v] = static_cast<std::int8_t>(lit > 0 ? 1 : -1);
    reason_[v] = reason;
    trail_.push_back(lit);
  }
  void backtrack(std::size_t to) {
    while (trail_.size() > to) {
      const auto v = static_cast<std::size_t>(std::abs(trail_.back()));
      value_[v] = 0;
      reason_[v] = kNone;
      trail_.pop_back();
    }
    qhead_ = std::min(qhead_, to);
  }

  // Unit propagation with two watched literals (each clause of two or more
  // literals watches its first two). Returns the conflicting clause or kNone.
  std::uint32_t propagate() {
    while (qhead_ < trail_.size()) {
      const int falsified = -trail_[qhead_++];
      auto& ws = watches_[code(falsified)];
      std::size_t i = 0, j = 0;
      for (; i < ws.size(); ++i) {
        Watch w = ws[i];
        Clause& c = clauses_[w.cid];
        if (!c.alive || c.gen != w.gen) continue;  // stale: dropped
        if (val(w.blocker) > 0) {
          ws[j++] = w;
          continue;
        }
        int* l = &arena_[c.start];
        if (l[0] == falsified) std::swap(l[0], l[1]);
        if (val(l[0]) > 0) {
          w.blocker = l[0];
          ws[j++] = w;
          continue;
        }
        bool moved = false;
        for (std::uint32_t k = 2; k < c.size; ++k)
          if (val(l[k]) >= 0) {
            std::swap(l[1], l[k]);
            watches_[code(l[1])].push_back({w.cid, l[0], c.gen});
            moved = true;
            break;
          }
        if (moved) continue;
        ws[j++] = w;
        if (val(l[0]) < 0) {
          for (++i; i < ws.size(); ++i) ws[j++] = ws[i];
          ws.resize(j);
          return w.cid;
        }
        assign(l[0], w.cid);
      }
      ws.resize(j);
    }
    return kNone;
  }

  // Watches clause cid under the top-level assignment, propagating what it
  // makes unit. In a conflict the assignment is rebuilt before it is used
  // again, so the watches are just the first two literals.
  void attach(std::uint32_t cid) {
    Clause& c = clauses_[cid];
    c.alive = true;
    ++c.gen;
    int* l = lits_of(cid);
    if (c.size == 0) return conflict(cid);
    if (c.size == 1) {
      if (conflict_) return;
      if (val(l[0]) == 0) {
        assign(l[0], cid);
        if (const auto k = propagate(); k != kNone) conflict(k);
      } else if (val(l[0]) < 0) {
        conflict(cid);
      }
      return;
    }
    if (!conflict_) {
      // The literals that are not false first.
      std::uint32_t free = 0;
      for (std::uint32_t k = 0; k < c.size; ++k)
        if (val(l[k]) >= 0) std::swap(l[free++], l[k]);
      if (free == 0) {
        conflict(cid);
      } else if (free == 1 && val(l[0]) == 0) {
        watch(cid);
        assign(l[0], cid);
        if (const auto k = propagate(); k != kNone) conflict(k);
        return;
      }
    }
    watch(cid);
  }
  void watch(std::uint32_t cid) {
    const Clause& c = clauses_[cid];
    const int* l = lits_of(cid);
    watches_[code(l[0])].push_back({cid, l[1], c.gen});
    watches_[code(l[1])].push_back({cid, l[0], c.gen});
  }
  void conflict(std::uint32_t cid) {
    if (conflict_) return;
    conflict_ = true;
    conflict_clause_ = cid;
  }
  // Takes clause cid away; the top-level assignment is rebuilt when it may
  // rest on it.
  void detach(std::uint32_t cid) {
    Clause& c = clauses_[cid];
    c.alive = false;
    ++c.gen;
    bool reason = conflict_;
    const int* l = lits_of(cid);
    for (std::uint32_t k = 0; k < c.size && !reason; ++k)
      reason = reason_[static_cast<std::size_t>(std::abs(l[k]))] == cid;
    if (reason) rebuild();
  }
  // The top-level assignment from nothing: every unit clause, propagated.
  void rebuild() {
    ++rebuilds_;
    backtrack(0);
    qhead_ = 0;
    conflict_ = false;
    conflict_clause_ = kNone;
    for (const std::uint32_t u : units_) {
      const Clause& c = clauses_[u];
      if (!c.alive) continue;
      if (c.size == 0) return conflict(u);
      const int lit = arena_[c.start];
      if (val(lit) < 0) return conflict(u);
      if (val(lit) == 0) assign(lit, u);
    }
    if (const auto k = propagate(); k != kNone) conflict(k);
  }

  std::uint32_t add(const std::vector<int>& lits, bool lemma) {
    const auto cid = static_cast<std::uint32_t>(clauses_.size());
    Clause c;
    c.start = static_cast<std::uint32_t>(arena_.size());
    c.size = static_cast<std::uint32_t>(lits.size());
    c.lemma = lemma;
    arena_.insert(arena_.end(), lits.begin(), lits.end());
    clauses_.push_back(c);
    if (c.size <= 1) units_.push_back(cid);
    const auto [newest, fresh] = index_.try_emplace(key_of(lits.data(), lits.size()), cid);
    older_.push_back(fresh ? kNone : newest->second);
    newest->second = cid;
    attach(cid);
    return cid;
  }
  // The live clause with these literals (in any order), or kNone.
  std::uint32_t find(const std::vector<int>& lits) {
    std::vector<int> want(lits), have;
    std::sort(want.begin(), want.end());
    const auto chain = index_.find(key_of(lits.data(), lits.size()));
    if (chain == index_.end()) return kNone;
    for (std::uint32_t* link = &chain->second; *link != kNone; link = &older_[*link]) {
      const std::uint32_t cid = *link;
      const Clause& c = clauses_[cid];
      if (!c.alive || c.size != want.size()) continue;
      have.assign(lits_of(cid), lits_of(cid) + c.size);
      std::sort(have.begin(), have.end());
      if (have == want) {
        *link = older_[cid];
        if (chain->second == kNone) index_.erase(chain);
        return cid;
      }
    }
    return kNone;
  }

  // Marks the clauses that led to the conflict: the conflicting clause (or
  // the literal already true) and the reasons of every literal it rests
  // on, back to the top level's unit clauses.
  void analyze(std::uint32_t confl, int true_lit) {
    std::size_t pending = 0;
    const auto see = [&](int lit) {
      auto& s = seen_[static_cast<std::size_t>(std::abs(lit))];
      if (!s) {
        s = 1;
        ++pending;
      }
    };
    if (confl != kNone) {
      clauses_[confl].marked = true;
      const int* l = lits_of(confl);
      for (std::uint32_t k = 0; k < clauses_[confl].size; ++k) see(l[k]);
    }
    if (true_lit) see(true_lit);
    for (std::size_t t = trail_.size(); t-- > 0 && pending > 0;) {
      const auto v = static_cast<std::size_t>(std::abs(trail_[t]));
      if (!seen_[v]) continue;
      seen_[v] = 0;
      --pending;
      const std::uint32_t r = reason_[v];
      if (r == kAssumed || r == kNone) continue;
      clauses_[r].marked = true;
      const int* l = lits_of(r);
      for (std::uint32_t k = 0; k < clauses_[r].size; ++k)
        if (static_cast<std::size_t>(std::abs(l[k])) != v) see(l[k]);
    }
    // A seen literal not on the trail (unassigned: not possible for a
    // conflict) would stay marked; clear any left.
    if (pending > 0)
      for (auto& s : seen_) s = 0;
  }

  // Does propagating the negation of lits reach a conflict? In backward
  // mode the clauses used are marked.
  bool rup(const std::vector<int>& lits) {
    if (conflict_) {
      if (backward_) analyze(conflict_clause_, 0);
      return true;
    }
    const std::size_t base = trail_.size();
    int true_lit = 0;
    for (const int l : lits) {
      const int v = val(l);
      if (v > 0) {
        true_lit = l;
        break;
      }
      if (v == 0) assign(-l, kAssumed);
    }
    const std::uint32_t confl = true_lit ? kNone : propagate();
    const bool ok = true_lit != 0 || confl != kNone;
    if (ok && backward_) analyze(confl, true_lit);
    backtrack(base);
    return ok;
  }
  // RAT on the first literal: every resolvent with a live clause holding
  // its negation is a tautology or RUP.
  bool rat(const std::vector<int>& lits) {
    if (lits.empty()) return false;
    const int pivot = lits[0];
    std::vector<int> resolvent;
    const auto n = static_cast<std::uint32_t>(clauses_.size());
    for (std::uint32_t cid = 0; cid < n; ++cid) {
      const Clause& c = clauses_[cid];
      if (!c.alive) continue;
      const int* l = lits_of(cid);
      if (std::find(l, l + c.size, -pivot) == l + c.size) continue;
      resolvent = lits;
      for (std::uint32_t k = 0; k < c.size; ++k)
        if (l[k] != -pivot) resolvent.push_back(l[k]);
      if (!normalize(resolvent)) continue;  // a tautology
      if (!rup(resolvent)) return false;
    }
    return true;
  }
  bool check(const std::vector<int>& lits, DratCheck& out) {
    ++out.checked;
    if (rup(lits)) return true;
    if (!rat(lits)) return false;
    ++out.rat;
    return true;
  }

  static std::string show(const std::vector<int>& lits) {
    std::string s;
    for (const int l : lits) s += std::to_string(l) + " ";
    return s + "0";
  }
  static DratCheck fail(DratCheck& out, std::size_t step, const std::string& why) {
    out.valid = false;
    out.why = "step " + std::to_string(step + 1) + ": " + why;
    return out;
  }

  DratCheck run_forward(const std::vector<DratStep>& steps, DratCheck& out) {
    std::vector<int> lits;
    for (std::size_t i = 0; i < steps.size() && !conflict_; ++i) {
      lits = steps[i].literals;
      const bool clause = normalize(lits);
      if (steps[i].deletion) {
        const std::uint32_t cid = clause ? find(lits) : kNone;
        if (cid == kNone) {
          ++out.ignored_deletions;
        } else {
          detach(cid);
        }
        continue;
      }
      if (!clause) continue;  // a tautology: true whatever the assignment
      if (!check(lits, out))
        return fail(out, i, "lemma " + show(steps[i].literals) + " is neither RUP nor RAT");
      if (lits.empty()) break;  // RUP: the clauses propagate to a conflict
      add(lits, /*lemma=*/true);
    }
    if (!conflict_) {
      out.valid = false;
      out.why = "the proof ends without a conflict (no empty clause is derived)";
      return out;
    }
    out.valid = true;
    return out;
  }

  DratCheck run_backward(const std::vector<DratStep>& steps, DratCheck& out) {
    // Forward: every lemma added unchecked, until the clauses propagate to
    // a conflict (or the empty lemma, which must then be RUP).
    std::vector<std::uint32_t> step_clause(steps.size(), kNone);
    std::vector<int> lits;
    std::size_t end = steps.size();
    for (std::size_t i = 0; i < steps.size(); ++i) {
      lits = steps[i].literals;
      const bool clause = normalize(lits);
      if (steps[i].deletion) {
        step_clause[i] = clause ? find(lits) : kNone;
        if (step_clause[i] == kNone) {
          ++out.ignored_deletions;
        } else {
          detach(step_clause[i]);
        }
      } else if (clause && !lits.empty()) {
        step_clause[i] = add(lits, /*lemma=*/true);
        origin_.push_back(i);
      } else if (clause && lits.empty() && !conflict_) {
        return fail(out, i,
                    "the empty clause is not RUP (the clauses do not propagate to a conflict)");
      }
      if (conflict_ || (clause && lits.empty() && !steps[i].deletion)) {
        end = i;
        break;
      }
    }
    if (!conflict_) {
      out.valid = false;
      out.why = "the proof ends without a conflict (no empty clause is derived)";
      return out;
    }
    analyze(conflict_clause_, 0);
    // Backward: undo each step; check a lemma when a checked conflict used it.
    for (std::size_t i = end + 1; i-- > 0;) {
      const std::uint32_t cid = step_clause[i];
      if (cid == kNone) continue;
      if (steps[i].deletion) {
        attach(cid);
        continue;
      }
      detach(cid);
      if (!clauses_[cid].marked) continue;
      // The pivot is the first literal as written (attach may have moved it).
      lits = steps[i].literals;
      normalize(lits);
      if (!check(lits, out))
        return fail(out, i, "lemma " + show(steps[i].literals) + " is neither RUP nor RAT");
      out.core_lemmas.push_back(i);
    }
    std::reverse(out.core_lemmas.begin(), out.core_lemmas.end());
    for (std::size_t cid = 0; cid < clauses_.size(); ++cid)
      if (!clauses_[cid].lemma && clauses_[cid].marked) out.core_clauses.push_back(origin_[cid]);
    out.valid = true;
    return out;
  }

  bool backward_;
  std::vector<int> arena_;
  std::vector<Clause> clauses_;
  std::vector<std::vector<Watch>> watches_;
  std::vector<std::int8_t> value_;  // per variable: 1 true, -1 false, 0 unassigned
  std::vector<std::uint32_t> reason_;
  std::vector<char> seen_;
  std::vector<char> mark_;  // per literal, for normalize
  std::vector<int> trail_;
  std::size_t qhead_ = 0;
  std::vector<std::uint32_t> units_;  // clauses of one literal (or none)
  std::vector<std::size_t>
      origin_;  // per clause: its index in the formula, or a lemma's proof step
  // The clauses by their literals' key: per key the newest clause, and per
  // clause the next older one of its key (kNone ends the chain).
  boost::unordered_flat_map<std::uint64_t, std::uint32_t> index_;
  std::vector<std::uint32_t> older_;
  bool conflict_ = false;  // the top level propagates to a conflict
  std::uint32_t conflict_clause_ = kNone;
  std::uint64_t rebuilds_ = 0;
};

void put_varint(std::string& out, std::uint64_t x) {
  while (x >= 0x80) {
    out.push_back(static_cast<char>((x & 0x7f) | 0x80));
    x >>= 7;
  }
  out.push_back(static_cast<char>(x));
}

}  // namespace

std::vector<DratStep> parse_drat(std::string_view proof, DratFormat format) {
  std::vector<DratStep> steps;
  const auto bad = [](std::size_t at, const std::string& what) {
    return std::invalid_argument("byte " + std::to_string(at) + " of the proof: " + what);
  };
  if (format == DratFormat::kBinary) {
    std::size_t i = 0;
    while (i < proof.size()) {
      const char kind = proof[i];
      if (kind != 'a' && kind != 'd') throw bad(i, "a step starts with 'a' or 'd'");
      ++i;
      DratStep s;
      s.deletion = kind == 'd';
      for (;;) {
        std::uint64_t x = 0;
        for (int shift = 0;; shift += 7) {
          if (i >= proof.size()) throw bad(i, "the proof ends inside a step");
          if (shift > 28) throw bad(i, "a literal out of range");
          const auto b = static_cast<unsigned char>(proof[i++]);
          x |= static_cast<std::uint64_t>(b & 0x7f) << shift;
          if (!(b & 0x80)) break;
        }
        if (x == 0) break;
        if (x < 2 || x / 2 > INT_MAX) throw bad(i, "a literal out of range");
        const int v = static_cast<int>(x / 2);
        s.literals.push_back(x & 1 ? -v : v);
      }
      steps.push_back(std::move(s));
    }
    return steps;
  }
  std::size_t i = 0;
  DratStep s;
  bool open = false;  // inside a step
  while (i < proof.size()) {
    const char ch = proof[i];
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
      ++i;
    } else if (!open && ch == 'c') {
      while (i < proof.size() && proof[i] != '\n') ++i;
    } else if (!open && ch == 'd') {
      s.deletion = true;
      open = true;
      ++i;
    } else {
      int lit = 0;
      const auto [p, ec] = std::from_chars(proof.data() + i, proof.data() + proof.size(), lit);
      if (ec != std::errc() || lit == INT_MIN) throw bad(i, "expected a literal");
      i = static_cast<std::size_t>(p - proof.data());
      if (lit == 0) {
        steps.push_back(std::move(s));
        s = {};
        open = false;
      } else {
        s.literals.push_back(lit);
        open = true;
      }
    }
  }
  if (open) throw bad(i, "the proof ends inside a step");
  return steps;
}

std::string write_drat(const std::vector<DratStep>& steps, DratFormat format) {
  std::string out;
  for (const auto& s : steps) {
    if (format == DratFormat::kBinary) {
      out.push_back(s.deletion ? 'd' : 'a');
      for (const int l : s.literals)
        put_varint(
            out, 2 * static_cast<std::uint64_t>(std::abs(static_cast<std::int64_t>(l))) + (l < 0));
      out.push_back(0);
    } else {
      if (s.deletion) out += "d ";
      for (const int l : s.literals) out += std::to_string(l) + " ";
      out += "0\n";
    }
  }
  return out;
}

DratCheck check_drat(int variables, const std::vector<int>& clauses, std::string_view proof,
                     DratFormat format, DratMode mode) {
  const auto start = std::chrono::steady_clock::now();
  DratCheck out;
  std::vector<DratStep> steps;
  try {
    steps = parse_drat(proof, format);
  } catch (const std::invalid_argument& e) {
    out.why = e.what();
    return out;
  }
  int top = std::max(variables, 0);
  for (const int l : clauses) top = std::max(top, std::abs(l));
  for (const auto& s : steps)
    for (const int l : s.literals) top = std::max(top, std::abs(l));
  Checker checker(top, mode);
  out = checker.run(clauses, steps);
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace reckon::solver
