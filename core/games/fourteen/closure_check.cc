#include "core/games/fourteen/closure_check.h"

#include <boost/unordered/unordered_flat_set.hpp>
#include <charconv>

namespace reckon::fourteen {
namespace {

// Heights packed four bits a column (columns hold at most 15 cards, and at
// most 16 columns are allowed here).
using Packed = std::uint64_t;

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}
  // The next line that is not empty or a comment; false at the end.
  bool next(std::string_view& line) {
    while (at_ < text_.size()) {
      const std::size_t end = std::min(text_.find('\n', at_), text_.size());
      line = text_.substr(at_, end - at_);
      at_ = end + 1;
      ++number_;
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (!line.empty() && line[0] != '#') return true;
    }
    return false;
  }
  int number() const { return number_; }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
  int number_ = 0;
};

// Whitespace-separated non-negative integers; false on anything else.
bool numbers(std::string_view s, std::vector<int>& out) {
  out.clear();
  std::size_t i = 0;
  while (i < s.size()) {
    if (s[i] == ' ' || s[i] == '\t') {
      ++i;
      continue;
    }
    int v = 0;
    const auto [end, ec] = std::from_chars(s.data() + i, s.data() + s.size(), v);
    if (ec != std::errc{} || v < 0) return false;
    out.push_back(v);
    i = static_cast<std::size_t>(end - s.data());
    if (i < s.size() && s[i] != ' ' && s[i] != '\t') return false;
  }
  return true;
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

}  // namespace

ClosureCheck check_closure_certificate(std::string_view text,
                                       const std::vector<std::vector<int>>& columns, int target) {
  ClosureCheck r;
  Reader in(text);
  std::string_view line;
  const auto fail = [&](const std::string& why) {
    r.why = "line " + std::to_string(in.number()) + ": " + why;
    r.proved = false;
    return r;
  };
  const int w = static_cast<int>(columns.size());
  if (w < 2 || w > 16) return fail("a deal of 2 to 16 columns is expected");
  for (const auto& c : columns)
    if (c.size() > 15) return fail("a column holds at most 15 cards here");
  if (!in.next(line) || line != "reckon fourteen closure 1")
    return fail("expected \"reckon fourteen closure 1\"");
  std::vector<int> v;
  if (!in.next(line) || !starts_with(line, "target ") || !numbers(line.substr(7), v) ||
      v.size() != 1 || v[0] != target)
    return fail("expected \"target " + std::to_string(target) + "\"");
  for (int c = 0; c < w; ++c) {
    if (!in.next(line) || !starts_with(line, "column ") || !numbers(line.substr(7), v))
      return fail("expected column " + std::to_string(c + 1) + "'s ranks");
    if (v != columns[static_cast<std::size_t>(c)])
      return fail("column " + std::to_string(c + 1) + " is not the deal's");
  }
  if (!in.next(line) || !starts_with(line, "positions ") || !numbers(line.substr(10), v) ||
      v.size() != 1)
    return fail("expected \"positions N\"");
  const auto count = static_cast<std::uint64_t>(v[0]);
  boost::unordered_flat_set<Packed> set;
  std::vector<Packed> order;
  std::vector<int> lines;
  order.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    if (!in.next(line))
      return fail("the certificate ends after " + std::to_string(i) + " positions");
    if (!numbers(line, v) || static_cast<int>(v.size()) != w)
      return fail("expected " + std::to_string(w) + " heights");
    Packed p = 0;
    bool empty = true;
    for (int c = 0; c < w; ++c) {
      const int h = v[static_cast<std::size_t>(c)];
      if (h > static_cast<int>(columns[static_cast<std::size_t>(c)].size()))
        return fail("column " + std::to_string(c + 1) + " is higher than dealt");
      p |= static_cast<Packed>(h) << (4 * c);
      empty = empty && h == 0;
    }
    if (empty) return fail("an empty table: a won position");
    set.insert(p);
    order.push_back(p);
    lines.push_back(in.number());
  }
  if (in.next(line)) return fail("more lines than the positions announced");
  Packed start = 0;
  for (int c = 0; c < w; ++c)
    start |= static_cast<Packed>(columns[static_cast<std::size_t>(c)].size()) << (4 * c);
  r.positions = count;
  if (!set.count(start)) {
    r.why = "the start is not among the positions";
    return r;
  }
  const auto height = [](Packed p, int c) { return static_cast<int>((p >> (4 * c)) & 15); };
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Packed p = order[i];
    for (int a = 0; a < w; ++a) {
      const int ha = height(p, a);
      if (ha == 0) continue;
      for (int b = a + 1; b < w; ++b) {
        const int hb = height(p, b);
        if (hb == 0) continue;
        const int sum = columns[static_cast<std::size_t>(a)][static_cast<std::size_t>(ha - 1)] +
                        columns[static_cast<std::size_t>(b)][static_cast<std::size_t>(hb - 1)];
        if (sum != target) continue;
        const Packed after = p - (Packed{1} << (4 * a)) - (Packed{1} << (4 * b));
        if (!set.count(after)) {
          r.why = "line " + std::to_string(lines[i]) + ": taking the exposed cards of columns " +
                  std::to_string(a + 1) + " and " + std::to_string(b + 1) +
                  " leads to a position the certificate does not hold";
          return r;
        }
      }
    }
  }
  r.proved = true;
  return r;
}

}  // namespace reckon::fourteen
