#include "tools/cli.h"

#include <cctype>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "reckon/input_error.h"
#include "reckon/vocabulary.h"

namespace reckon::cli {

void refuse_stray_words(const po::parsed_options& parsed) {
  // A word that belongs to no option would be dropped without a word
  // ("--moves s-w1 s-w2" reads one move): refuse it.
  for (const std::string& word : po::collect_unrecognized(parsed.options, po::include_positional))
    throw UsageError("unexpected \"" + word +
                     "\": every option takes one value (put a value with spaces in quotes)");
}

bool parse(const std::vector<std::string>& args, const po::options_description& desc,
           po::variables_map& vm, const std::string& usage, std::ostream& out) {
  try {
    const po::parsed_options parsed =
        po::command_line_parser(args)
            .options(desc)
            .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
            .run();
    refuse_stray_words(parsed);
    po::store(parsed, vm);
    // Names chosen from a list are read case-insensitively ("--game Calculation").
    for (const char* name : {"game", "level", "strategy", "tier", "format"}) {
      auto it = vm.find(name);
      if (it == vm.end() || it->second.value().type() != typeid(std::string)) continue;
      std::string& text = boost::any_cast<std::string&>(it->second.value());
      for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(std::string(e.what()) + " (see --help)");
  }
  if (vm.count("help")) {
    out << usage << "\n\n" << desc << "\n";
    // The verdict statuses are solve's and hint's; a command with other
    // statuses says them in its usage text.
    if (usage.find("Exit status") == std::string::npos)
      out << "Exit status: 0 winnable, 1 unwinnable, 3 unknown (a budget ran out), 2 bad input or "
             "usage,\n"
          << "4 internal error (a solution failed its independent replay; please report it).\n";
    return false;
  }
  return true;
}

std::atomic<bool>& stop_flag() {
  static std::atomic<bool> flag{false};
  return flag;
}

namespace {
extern "C" void on_stop_signal(int) { stop_flag().store(true); }
}  // namespace

void install_stop_handler() {
  std::signal(SIGINT, on_stop_signal);
  std::signal(SIGTERM, on_stop_signal);
}

void add_budget_options(po::options_description& desc, const std::string& seconds_default_text) {
  // Read as text (see read_limits); the default shown can differ from the
  // stored "0" for a command that picks its own time budget (curate).
  const auto seconds = po::value<std::string>();
  if (seconds_default_text.empty())
    seconds->default_value("0");
  else
    seconds->default_value("0", seconds_default_text);
  desc.add_options()  //
      ("max-nodes", po::value<std::string>()->default_value("0"),
       "stop after this many search nodes (0: no limit); deterministic")      //
      ("max-seconds", seconds, "stop after this many seconds (0: no limit)")  //
      ("max-memory", po::value<std::size_t>()->default_value(1024),
       "MiB for the search's tables: the transposition table never grows past this, and "
       "Calculation's "
       "beams take only what the table leaves");
}

solver::Limits read_limits(const po::variables_map& vm) {
  solver::Limits l;
  // Read as text: Boost would take "-3" for an unsigned 2^64 - 3, no limit at all.
  l.max_nodes = jobs::parse_u64(vm["max-nodes"].as<std::string>(), "--max-nodes");
  l.max_seconds = parse_seconds(vm["max-seconds"].as<std::string>(), "--max-seconds");
  l.max_memory_mib = vm["max-memory"].as<std::size_t>();
  l.stop = &stop_flag();
  if (l.max_seconds < 0) throw UsageError("--max-seconds must not be negative");
  if (l.max_memory_mib < 1 || l.max_memory_mib > (std::size_t{1} << 20))
    throw UsageError("--max-memory must be between 1 and 1048576 MiB");
  return l;
}

void add_deal_threads_option(po::options_description& desc) {
  desc.add_options()(
      "deal-threads", po::value<int>()->default_value(1),
      "threads on one deal, 1 or 2: with 2, the Calculation family's satisfiability check (rule "
      "sat) races two solvers on its model and takes the first answer (same verdict; each "
      "solver has the whole --max-nodes budget; the line and the node count may vary from "
      "run to run)");
}

int read_deal_threads(const po::variables_map& vm, std::string_view game) {
  if (!vm.count("deal-threads")) return 1;
  const int n = vm["deal-threads"].as<int>();
  if (n < 1 || n > 2)
    throw UsageError("--deal-threads must be 1 or 2 (got " + std::to_string(n) + ")");
  if (n > 1 && parse_name<GameKind>(game) == GameKind::kFourteen)
    throw UsageError(
        "--deal-threads 2 is for the Calculation family; Fourteen Out solves a deal on one thread");
  return n;
}

void add_source_options(po::options_description& desc) {
  desc.add_options()                                                                    //
      ("deal", po::value<std::string>(), "deal number N (any unsigned 64-bit number)")  //
      ("pysol", po::value<std::string>(),
       "PySolFC game number (msN, 1..31999, or larger, any size)")      //
      ("cards", po::value<std::string>(), "the deal as a card string")  //
      ("file", po::value<std::string>(), "read the card string from a file (- for standard input)");
}

jobs::DealSource read_source(const po::variables_map& vm) {
  int given = 0;
  for (const char* k : {"deal", "pysol", "cards", "file"}) given += static_cast<int>(vm.count(k));
  if (given > 1) throw UsageError("give only one of --deal, --pysol, --cards, --file");
  jobs::DealSource s;
  if (vm.count("deal")) {
    s.kind = jobs::DealSource::Kind::kNumber;
    s.number = jobs::parse_u64(vm["deal"].as<std::string>(), "--deal");
    s.label = "deal " + std::to_string(s.number);
  } else if (vm.count("pysol")) {
    s.kind = jobs::DealSource::Kind::kPysol;
    s.text = vm["pysol"].as<std::string>();
  } else if (vm.count("cards")) {
    s.kind = jobs::DealSource::Kind::kCards;
    s.text = vm["cards"].as<std::string>();
    s.label = "cards";
  } else if (vm.count("file")) {
    s.kind = jobs::DealSource::Kind::kCards;
    const std::string path = vm["file"].as<std::string>();
    s.text = jobs::read_text(path);
    s.file = path == "-" ? "standard input" : path;
    s.label = path == "-" ? s.file : "file " + path;
  }
  return s;
}

double parse_seconds(const std::string& text, const std::string& what) {
  // Plain decimals only: strtod would also take "nan", "inf", "0x1p4" and
  // leading blanks, none of which is a time budget.
  const bool digits = !text.empty() && text.find_first_not_of("0123456789.") == std::string::npos &&
                      text.find_first_of("0123456789") != std::string::npos &&
                      text.find('.') == text.rfind('.');
  if (!digits) {
    if (!text.empty() && text[0] == '-') throw UsageError(what + " must not be negative");
    throw InputError(what + " \"" + text + "\": expected a number of seconds such as 30 or 2.5");
  }
  const double v = std::strtod(text.c_str(), nullptr);
  if (!std::isfinite(v) || v > 1e9)
    throw InputError(what + " \"" + text + "\": at most 1000000000 seconds");
  return v;
}

std::optional<std::string> read_text_option(const po::variables_map& vm,
                                            const std::string& inline_name,
                                            const std::string& file_name) {
  if (vm.count(inline_name) && vm.count(file_name))
    throw UsageError("give only one of --" + inline_name + " and --" + file_name);
  if (vm.count(inline_name)) return vm[inline_name].as<std::string>();
  if (vm.count(file_name)) return jobs::read_text(vm[file_name].as<std::string>());
  return std::nullopt;
}

}  // namespace reckon::cli

namespace reckon::cli {

void write_file(const std::string& path, std::string_view bytes, const std::string& option) {
  std::ofstream f(path, std::ios::binary);
  if (!f) throw InputError(option + ": can not write " + path);
  f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!f) throw InputError(option + ": writing " + path + " failed");
}

}  // namespace reckon::cli
