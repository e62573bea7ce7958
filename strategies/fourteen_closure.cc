#include "strategies/fourteen_closure.h"

#include <chrono>

#include "absl/container/flat_hash_set.h"
#include "core/games/fourteen/closure_check.h"
#include "core/internal_error.h"
#include "reckon/input_error.h"

namespace reckon::fourteen {

std::vector<std::vector<int>> column_ranks(const Deal& deal) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(deal.layout.columns));
  for (int c = 0; c < deal.layout.columns; ++c)
    for (const Card card : deal.column(c))
      out[static_cast<std::size_t>(c)].push_back(static_cast<int>(card.rank()));
  return out;
}

Closure reachable_closure(const Deal& deal, std::uint64_t max_positions) {
  const std::vector<std::vector<int>> ranks = column_ranks(deal);
  const int w = deal.layout.columns;
  const int target = deal.layout.target;
  for (const auto& col : ranks)
    if (w > 16 || col.size() > 15)
      throw InputError(
          "a loss certificate takes layouts of at most 16 columns of at most 15 cards");
  // Heights packed four bits a column, as the checker reads them (a layout
  // has at most 16 columns of at most 15 cards).
  using Packed = std::uint64_t;
  const auto height = [](Packed p, int c) { return static_cast<int>((p >> (4 * c)) & 15); };
  Packed start = 0;
  for (int c = 0; c < w; ++c)
    start |= static_cast<Packed>(ranks[static_cast<std::size_t>(c)].size()) << (4 * c);
  Closure out;
  absl::flat_hash_set<Packed> seen{start};
  std::vector<Packed> order{start};
  for (std::size_t next = 0; next < order.size(); ++next) {
    const Packed p = order[next];
    for (int a = 0; a < w; ++a) {
      const int ha = height(p, a);
      if (ha == 0) continue;
      for (int b = a + 1; b < w; ++b) {
        const int hb = height(p, b);
        if (hb == 0 ||
            ranks[static_cast<std::size_t>(a)][static_cast<std::size_t>(ha - 1)] +
                    ranks[static_cast<std::size_t>(b)][static_cast<std::size_t>(hb - 1)] !=
                target)
          continue;
        const Packed after = p - (Packed{1} << (4 * a)) - (Packed{1} << (4 * b));
        if (after == 0) {
          out.outcome = Closure::Outcome::kWon;
          out.positions = order.size();
          return out;
        }
        if (seen.insert(after).second) {
          order.push_back(after);
          if (order.size() > max_positions) {
            out.positions = order.size();
            return out;
          }
        }
      }
    }
  }
  out.outcome = Closure::Outcome::kLost;
  out.positions = order.size();
  std::string& t = out.certificate;
  t = "reckon fourteen closure 1\ntarget " + std::to_string(target) + "\n";
  for (const auto& col : ranks) {
    t += "column";
    for (const int r : col) t += " " + std::to_string(r);
    t += "\n";
  }
  t += "positions " + std::to_string(order.size()) + "\n";
  for (const Packed p : order) {
    for (int c = 0; c < w; ++c) {
      if (c) t += ' ';
      t += std::to_string(height(p, c));
    }
    t += '\n';
  }
  return out;
}

CheckedClosure certify_loss(const Deal& deal, std::uint64_t max_positions) {
  const auto start = std::chrono::steady_clock::now();
  Closure c = reachable_closure(deal, max_positions);
  if (c.outcome == Closure::Outcome::kWon)
    throw InternalError("the search proved a loss, but the table can be emptied: a bug");
  if (c.outcome == Closure::Outcome::kTooLarge)
    throw InputError("--certify: more than " + std::to_string(max_positions) +
                     " positions are reachable; the certificate would be too large");
  const ClosureCheck check =
      check_closure_certificate(c.certificate, column_ranks(deal), deal.layout.target);
  if (!check.proved) throw InternalError("the loss certificate failed its check: " + check.why);
  return {std::move(c.certificate), c.positions,
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
}

}  // namespace reckon::fourteen
