#include "python/keywords.h"

#include <climits>
#include <stdexcept>

namespace py = pybind11;

namespace reckon::pymodule {
namespace {

std::string type_name(py::handle value) { return py::str(py::type::handle_of(value).attr("__name__")); }

[[noreturn]] void wrong_type(const char* name, py::handle value, const std::string& expected) {
  throw py::type_error(std::string(name) + "=" + shown(value) + ": expected " + expected + ", not " +
                       type_name(value));
}

// An int, never a bool (True is an int to Python, but deal=True is a slip).
bool is_int(py::handle value) { return PyLong_Check(value.ptr()) && !PyBool_Check(value.ptr()); }

}  // namespace

std::string shown(py::handle value) {
  std::string s = py::repr(value);
  if (s.size() > 60) s = s.substr(0, 57) + "...";
  return s;
}

std::string Keywords::docstring(const std::string& doc) const {
  std::string sig = function + "(*";
  for (const Keyword& k : keywords) {
    sig += std::string(", ") + k.name;
    if (k.default_value) sig += "=" + std::string(py::repr(k.default_value));
  }
  return sig + ")\n--\n\n" + doc;
}

Call::Call(const Keywords& keywords, const py::args& args, const py::kwargs& kwargs)
    : keywords_(keywords) {
  if (!args.empty())
    throw py::type_error(keywords.function + "() takes keyword arguments only (got " +
                         std::to_string(args.size()) + " positional)");
  py::list names;
  for (const Keyword& k : keywords.keywords) names.append(k.name);
  for (const auto& [key, value] : kwargs) {
    if (!names.contains(key)) {
      const py::list near =
          py::module_::import("difflib").attr("get_close_matches")(key, names, 1, 0.6);
      std::string message = keywords.function + "() got an unexpected keyword argument " +
                            std::string(py::repr(key));
      if (!near.empty()) message += "; did you mean " + std::string(py::repr(near[0])) + "?";
      throw py::type_error(message);
    }
    values_[key] = value;
  }
  for (const Keyword& k : keywords.keywords) {
    if (values_.contains(k.name)) continue;
    if (!k.default_value)
      throw py::type_error(keywords.function + "() missing required keyword argument: '" + k.name +
                           "'");
    values_[k.name] = k.default_value;
  }
}

py::handle Call::operator[](const char* name) const {
  // A name the call did not declare is a bug here, not the caller's.
  if (!values_.contains(name))
    throw std::logic_error(keywords_.function + "() reads undeclared keyword " + name);
  return values_[name];
}

std::string text(const char* name, py::handle value) {
  if (!PyUnicode_Check(value.ptr())) wrong_type(name, value, "a str");
  return value.cast<std::string>();
}

std::optional<std::string> optional_text(const char* name, py::handle value) {
  if (value.is_none()) return std::nullopt;
  if (!PyUnicode_Check(value.ptr())) wrong_type(name, value, "a str or None");
  return value.cast<std::string>();
}

bool flag(const char* name, py::handle value) {
  if (!PyBool_Check(value.ptr())) wrong_type(name, value, "True or False");
  return value.ptr() == Py_True;
}

int integer(const char* name, py::handle value) {
  if (!is_int(value)) wrong_type(name, value, "an int");
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow != 0 || v < INT_MIN || v > INT_MAX)
    throw InputError(std::string(name) + "=" + shown(value) + ": out of range");
  return static_cast<int>(v);
}

std::optional<int> optional_integer(const char* name, py::handle value) {
  if (value.is_none()) return std::nullopt;
  if (!is_int(value)) wrong_type(name, value, "an int or None");
  return integer(name, value);
}

std::uint64_t unsigned64(const char* name, py::handle value) {
  if (!is_int(value)) wrong_type(name, value, "an int");
  const unsigned long long v = PyLong_AsUnsignedLongLong(value.ptr());
  if (PyErr_Occurred()) {  // negative or 2**64 and more
    PyErr_Clear();
    throw InputError(std::string(name) + "=" + shown(value) + ": expected an int from 0 to 2**64-1");
  }
  return v;
}

std::optional<std::uint64_t> optional_unsigned64(const char* name, py::handle value) {
  if (value.is_none()) return std::nullopt;
  if (!is_int(value)) wrong_type(name, value, "an int or None");
  return unsigned64(name, value);
}

double number(const char* name, py::handle value) {
  if (!is_int(value) && !PyFloat_Check(value.ptr())) wrong_type(name, value, "a number");
  return value.cast<double>();
}

std::vector<std::string> text_list(const char* name, py::handle value) {
  if (!PyList_Check(value.ptr()) && !PyTuple_Check(value.ptr()))
    wrong_type(name, value, "a list of str");
  std::vector<std::string> out;
  for (py::handle item : value) {
    if (!PyUnicode_Check(item.ptr()))
      throw py::type_error(std::string(name) + "=" + shown(value) +
                           ": expected a list of str, not a list holding " + type_name(item));
    out.push_back(item.cast<std::string>());
  }
  return out;
}

std::optional<py::function> optional_callable(const char* name, py::handle value) {
  if (value.is_none()) return std::nullopt;
  if (!PyCallable_Check(value.ptr())) wrong_type(name, value, "a callable (done, total) or None");
  return py::reinterpret_borrow<py::function>(value);
}

std::string moves_text(const char* name, py::handle value) {
  if (PyUnicode_Check(value.ptr())) return value.cast<std::string>();
  if (!PyList_Check(value.ptr()) && !PyTuple_Check(value.ptr()))
    wrong_type(name, value, "a str or a list of str");
  std::string out;
  for (const std::string& mv : text_list(name, value)) out += (out.empty() ? "" : " ") + mv;
  return out;
}

api::Game game_of(const Call& call) {
  const py::handle g = call["game"];
  if (py::isinstance<api::Game>(g)) return g.cast<api::Game>();
  if (!PyUnicode_Check(g.ptr())) wrong_type("game", g, "a str or reckon.Game");
  return api::parse_game(g.cast<std::string>());
}

api::Variant variant_of(const Call& call, bool with_ranks) {
  const std::optional<std::string> level = optional_text("level", call["level"]);
  const int waste = integer("waste", call["waste"]);
  const int waste_per_player = integer("waste_per_player", call["waste_per_player"]);
  const bool expert = flag("expert", call["expert"]);
  const bool preplaced = flag("preplaced", call["preplaced"]);
  api::Variant v;
  if (level) v = api::rechenkuenstler_level(*level);
  v.waste = waste;
  if (!level) v.waste_per_player = waste_per_player;
  v.expert = v.expert || expert;
  v.preplaced = preplaced;
  if (with_ranks) v.ranks = integer("ranks", call["ranks"]);
  if (game_of(call) == api::Game::kFourteen) {
    // Fourteen Out has one layout: a variant keyword set otherwise than its
    // default is refused, as the command line refuses the option.
    const api::Variant plain;
    const char* given = level                                          ? "level"
                        : v.waste != plain.waste                       ? "waste"
                        : v.waste_per_player != plain.waste_per_player ? "waste_per_player"
                        : v.expert                                     ? "expert"
                        : !v.preplaced                                 ? "preplaced"
                        : v.ranks != plain.ranks                       ? "ranks"
                                                                       : nullptr;
    if (given) throw InputError(std::string(given) + "= is not a Fourteen Out keyword");
  }
  return v;
}

api::DealSpec deal_of(const Call& call, api::Game game, const api::Variant& variant) {
  api::DealSpec d;
  d.number = optional_unsigned64("deal", call["deal"]);
  const py::handle pysol = call["pysol"];
  if (is_int(pysol)) {
    // PySolFC's numbers as the CLI's --pysol 17 takes them.
    d.pysol = std::to_string(unsigned64("pysol", pysol));
  } else if (!pysol.is_none()) {
    if (!PyUnicode_Check(pysol.ptr())) wrong_type("pysol", pysol, "an int or a str (\"ms17\")");
    d.pysol = pysol.cast<std::string>();
  }
  d.cards = optional_text("cards", call["cards"]);
  if (d.number.has_value() + d.pysol.has_value() + d.cards.has_value() > 1)
    throw InputError("give only one of deal=, pysol= and cards=");
  if (!d.pysol && !d.cards) return d;  // a number is always a deal; none: the call says so
  // The variant first, alone, so that its errors stay its own.
  api::DealRequest probe{game, variant, api::DealSpec{std::uint64_t{1}, {}, {}, {}}};
  api::deal(probe);
  try {
    api::deal(api::DealRequest{game, variant, d});
  } catch (const InputError& e) {
    throw InputError((d.cards ? std::string("cards: ") : "pysol=" + shown(pysol) + ": ") + e.what());
  }
  return d;
}

api::Budget budget_of(const Call& call) {
  const std::uint64_t max_nodes = unsigned64("max_nodes", call["max_nodes"]);
  const double max_seconds = number("max_seconds", call["max_seconds"]);
  const int max_memory = integer("max_memory", call["max_memory"]);
  if (!(max_seconds >= 0))  // NaN too
    throw InputError("max_seconds=" + shown(call["max_seconds"]) + ": must not be negative");
  if (max_memory < 1 || max_memory > (1 << 20))
    throw InputError("max_memory=" + std::to_string(max_memory) +
                     ": expected 1 to 1048576 (MiB)");
  return {max_nodes, max_seconds, static_cast<std::size_t>(max_memory)};
}

api::FairPlayer fair_of(const Call& call) {
  return {unsigned64("seed", call["seed"]), integer("samples", call["samples"]),
          integer("exact_below", call["exact_below"]),
          integer("optimal_below", call["optimal_below"])};
}

api::Shard shard_of(const std::string& text) {
  const auto bad = [&] { return InputError("shard='" + text + "': expected 'K/N', e.g. '0/4'"); };
  const auto slash = text.find('/');
  if (slash == std::string::npos) throw bad();
  try {
    std::size_t used_k = 0, used_n = 0;
    const std::string k = text.substr(0, slash), n = text.substr(slash + 1);
    api::Shard s{std::stoull(k, &used_k), std::stoull(n, &used_n)};
    if (used_k != k.size() || used_n != n.size() || k[0] == '-' || n[0] == '-') throw bad();
    return s;
  } catch (const std::logic_error&) {
    throw bad();
  }
}

std::variant<std::string, std::vector<std::string>> deals_of(const char* name, py::handle value) {
  if (PyUnicode_Check(value.ptr())) return value.cast<std::string>();
  if (PyBytes_Check(value.ptr()) || !py::isinstance<py::iterable>(value))
    wrong_type(name, value, "a str (\"1-1000\") or a list of deal numbers and card strings");
  std::vector<std::string> list;
  for (py::handle item : value) {
    if (is_int(item)) {
      list.push_back(std::to_string(unsigned64(name, item)));
    } else if (PyUnicode_Check(item.ptr())) {
      list.push_back(item.cast<std::string>());
    } else {
      throw py::type_error(std::string(name) + ": expected deal numbers (int) and deal-file lines " +
                           "(str), not " + type_name(item) + " " + shown(item));
    }
  }
  if (list.empty()) throw InputError(std::string(name) + "=" + shown(value) + ": an empty list");
  return list;
}

api::CurateList curate_list_of(bool unwinnable, bool winnable, bool undecided,
                               const std::optional<int>& hardest, const std::optional<int>& easiest,
                               bool tier, bool calibrate) {
  const int modes = unwinnable + winnable + undecided + hardest.has_value() + easiest.has_value() +
                    tier + calibrate;
  if (modes != 1)
    throw InputError(
        "give exactly one of unwinnable=True, winnable=True, undecided=True, hardest=K, "
        "easiest=K, tier=T, calibrate=True (or daily=)");
  if (unwinnable) return api::CurateList::kUnwinnable;
  if (winnable) return api::CurateList::kWinnable;
  if (undecided) return api::CurateList::kUndecided;
  if (hardest) return api::CurateList::kHardest;
  if (easiest) return api::CurateList::kEasiest;
  return tier ? api::CurateList::kTier : api::CurateList::kCalibrate;
}

}  // namespace reckon::pymodule
