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

#include "api/request_parts.h"
#include "api/request_reader.h"
#include "reckon/input_error.h"
#include "reckon/vocabulary.h"
#include "tools/parsed_options.h"

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
  solver::Limits l = api::limits_of(api::read_budget(ParsedOptions(vm)));
  l.stop = &stop_flag();
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
  return api::read_deal_threads(ParsedOptions(vm),
                                parse_name<GameKind>(game).value_or(GameKind::kCalculation));
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
  return api::source_of(api::read_deal_spec(ParsedOptions(vm)));
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
