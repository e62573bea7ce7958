#pragma once
// The Python module's keywords: each call declares its keywords with their
// defaults (Keywords), which give its signature (inspect.signature, help)
// and check what a caller passes. Every value is read by a typed reader
// that names the keyword when it is wrong: a wrong type is a one-line
// TypeError ("waste='3': expected an int, not str"), a bad value a
// reckon.InputError ("deal=-1: expected an int from 0 to 2**64-1"); an
// unknown keyword is Python's own TypeError with a "did you mean".
// pybind11's overload matching would instead print its multi-line
// "incompatible function arguments" dump, naming no keyword.
#include <pybind11/pybind11.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "reckon/reckon.h"

namespace reckon::pymodule {

// One keyword: its name and default; a null default makes it required.
struct Keyword {
  const char* name;
  pybind11::object default_value;
};

// A call's keywords, in the order its signature shows them.
struct Keywords {
  std::string function;  // "solve"
  std::vector<Keyword> keywords;
  // The docstring: a text signature ("solve(*, game='calculation', ...)\n--\n\n")
  // that inspect.signature reads, then `doc`.
  std::string docstring(const std::string& doc) const;
};

// The values of one call: what the caller gave, else the defaults.
class Call {
 public:
  // TypeError for a positional argument, an unknown keyword (with the
  // nearest known one) or a missing required one.
  Call(const Keywords& keywords, const pybind11::args& args, const pybind11::kwargs& kwargs);
  pybind11::handle operator[](const char* name) const;
  bool is_none(const char* name) const { return (*this)[name].is_none(); }

 private:
  const Keywords& keywords_;
  pybind11::dict values_;
};

// The typed readers. `what` says what is expected in words where the type
// alone does not ("a deal number").
std::string text(const char* name, pybind11::handle value);
std::optional<std::string> optional_text(const char* name, pybind11::handle value);
bool flag(const char* name, pybind11::handle value);
// An int (never a bool), as a C++ int: InputError outside int's range.
int integer(const char* name, pybind11::handle value);
std::optional<int> optional_integer(const char* name, pybind11::handle value);
// An int from 0 to 2**64-1.
std::uint64_t unsigned64(const char* name, pybind11::handle value);
std::optional<std::uint64_t> optional_unsigned64(const char* name, pybind11::handle value);
// An int or a float, never a bool.
double number(const char* name, pybind11::handle value);
// A list or tuple of strings.
std::vector<std::string> text_list(const char* name, pybind11::handle value);
// None or a callable.
std::optional<pybind11::function> optional_callable(const char* name, pybind11::handle value);
// moves=: verify's notation as one string, or a list of moves.
std::string moves_text(const char* name, pybind11::handle value);

// game= as a reckon.Game or its name.
api::Game game_of(const Call& call);
// waste=, waste_per_player=, expert=, preplaced=, level= (and ranks= where
// the call has it).
api::Variant variant_of(const Call& call, bool with_ranks);
// deal=, pysol=, cards=: at most one; the deal is read once here, so that a
// card string or PySolFC number that cannot be read is an InputError naming
// its keyword.
api::DealSpec deal_of(const Call& call, api::Game game, const api::Variant& variant);
// max_nodes=, max_seconds=, max_memory=.
api::Budget budget_of(const Call& call);
// seed=, samples=, exact_below=, optimal_below=.
api::FairPlayer fair_of(const Call& call);
// shard="K/N".
api::Shard shard_of(const std::string& text);
// analyze's deals=: a range string ("1-1000") or an iterable of deal
// numbers (ints) and deal-file lines (strings).
std::variant<std::string, std::vector<std::string>> deals_of(const char* name,
                                                             pybind11::handle value);
// The list a curate call asks for: exactly one of its list keywords.
api::CurateList curate_list_of(bool unwinnable, bool winnable, bool undecided,
                               const std::optional<int>& hardest, const std::optional<int>& easiest,
                               bool tier, bool calibrate);

// A value for a message, as Python writes it, cut short when long.
std::string shown(pybind11::handle value);

}  // namespace reckon::pymodule
