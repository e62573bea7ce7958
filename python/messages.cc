#include "python/messages.h"

#include <cctype>
#include <exception>

#include "reckon/input_error.h"

namespace py = pybind11;

namespace reckon::pymodule {
namespace {

// Whole phrases first: their flags have no keyword one to one (--file).
const std::vector<std::pair<std::string, std::string>> kPhrases = {
    {"give --deal N, --pysol N, --cards \"...\" or --file F",
     "give deal=N, pysol=N or cards=\"...\""},
    {"give the deals with either --deals A-B[,C-D...] or --deal-file F",
     "give the deals with either deals=\"A-B[,C-D...]\" (or a list) or deal_file=\"F\""},
    {"give the deals to curate from with --deals A-B", "give the deals to curate from with deals=\"A-B\""},
    // jobs/analysis/deal_ranges.cc's errors in a range string.
    {"deal list \"", "deals=\""},
};

// Each flag's keyword. "--no-RULE" is rules_off (below).
const std::vector<std::pair<std::string, std::string>> kFlags = {
    {"--game", "game"},
    {"--waste", "waste"},
    {"--waste-per-player", "waste_per_player"},
    {"--level", "level"},
    {"--ranks", "ranks"},
    {"--deal", "deal"},
    {"--pysol", "pysol"},
    {"--cards", "cards"},
    {"--moves", "moves"},
    {"--position", "position"},
    {"--deals", "deals"},
    {"--deal-file", "deal_file"},
    {"--shard", "shard"},
    {"--strategy", "strategy"},
    {"--seed", "seed"},
    {"--samples", "samples"},
    {"--exact-below", "exact_below"},
    {"--optimal-below", "optimal_below"},
    {"--max-nodes", "max_nodes"},
    {"--max-seconds", "max_seconds"},
    {"--max-memory", "max_memory"},
    {"--deal-threads", "deal_threads"},
    {"--threads", "threads"},
    {"--db", "db"},
    {"--out", "out"},
    {"--certify", "certify"},
    {"--choice-nodes", "choice_nodes"},
    {"--tier", "tier"},
    {"--objective", "objective"},
    {"--tiebreak", "tiebreak"},
    {"--evaluations", "evaluations"},
    {"--batch", "batch"},
    {"--reach", "reach"},
    {"--fair-games", "fair_games"},
    {"--keep-unwinnable", "keep_unwinnable"},
    {"--keep", "keep"},
    {"--temperature", "temperature"},
    {"--patience", "patience"},
    {"--count", "count"},
    {"--candidates", "candidates"},
    {"--hardest", "hardest"},
    {"--easiest", "easiest"},
    {"--daily", "daily"},
    {"--days", "days"},
    {"--list", "list"},
};

bool flag_char(char c) { return std::islower(static_cast<unsigned char>(c)) || c == '-'; }

const std::string* keyword_of(const std::string& flag) {
  for (const auto& [f, k] : kFlags)
    if (f == flag) return &k;
  return nullptr;
}

}  // namespace

const std::vector<std::pair<std::string, std::string>>& message_table() {
  static const std::vector<std::pair<std::string, std::string>> table = [] {
    auto t = kPhrases;
    t.insert(t.end(), kFlags.begin(), kFlags.end());
    t.emplace_back("--no-", "rules_off");
    return t;
  }();
  return table;
}

std::string python_message(const std::string& cli_message) {
  std::string s = cli_message;
  for (const auto& [cli, python] : kPhrases)
    for (auto at = s.find(cli); at != std::string::npos; at = s.find(cli, at + python.size()))
      s.replace(at, cli.size(), python);
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    // A flag starts a word: "--waste", never the middle of "a--b".
    const bool starts = s.compare(i, 2, "--") == 0 && i + 2 < s.size() &&
                        std::islower(static_cast<unsigned char>(s[i + 2])) &&
                        (i == 0 || s[i - 1] == ' ' || s[i - 1] == '(' || s[i - 1] == '"');
    if (!starts) {
      out += s[i++];
      continue;
    }
    std::size_t end = i + 2;
    while (end < s.size() && flag_char(s[end])) ++end;
    const std::string flag = s.substr(i, end - i);
    if (flag.rfind("--no-", 0) == 0 && s.compare(end, 2, ": ") == 0) {
      // "--no-nope: calculation has no search rule "nope"".
      out += "rules_off";
      i = end;
      continue;
    }
    const std::string* keyword = keyword_of(flag);
    if (!keyword) {  // a flag Python has no keyword for: left as it is
      out += flag;
      i = end;
      continue;
    }
    // "--waste 9: ..." and "--deal-threads 2 is ..." give the value: "waste=9".
    if (end < s.size() && s[end] == ' ') {
      std::size_t v = end + 1;
      while (v < s.size() && s[v] != ' ' && s[v] != ':' && s[v] != ',' && s[v] != ')') ++v;
      const std::string value = s.substr(end + 1, v - end - 1);
      const bool digits = !value.empty() && value.find_first_not_of("-0123456789.") == std::string::npos;
      if (!value.empty() && ((v < s.size() && s[v] == ':') || digits)) {
        out += *keyword + "=" + value;
        i = v;
        continue;
      }
    }
    out += *keyword;
    i = end;
  }
  return out;
}

void register_input_error(py::module_& m) {
  // Kept for the module's life: the translator raises it.
  static py::handle error =
      py::exception<InputError>(m, "InputError", PyExc_ValueError).release();
  m.attr("InputError").attr("__doc__") =
      "Bad input (a value out of range, a card string, a move): a ValueError whose message "
      "names the keyword.";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      PyErr_SetString(error.ptr(), python_message(e.what()).c_str());
    }
  });
}

}  // namespace reckon::pymodule
