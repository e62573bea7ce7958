// reckon-claims: checks published win-rate claims about Calculation, Fourteen
// Out and Rechenkünstler against measurements: options -> a CheckRequest ->
// claims::check_claims (jobs/claims/check.h) -> the table or the JSON.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "jobs/claims/check.h"
#include "jobs/common/output.h"
#include "reckon/input_error.h"
#include "tools/claim_options.h"
#include "tools/cli.h"
#include "tools/message_text.h"

namespace reckon::claims {
namespace {

namespace po = cli::po;

constexpr const char* kUsage =
    "Usage: reckon-claims [options] CLAIMS.toml...\n"
    "Checks each claim of the files (a published win rate, with its source, game, variant, "
    "player,\n"
    "figure and tolerance) against a measurement: runs the analyses the claims need, each once, "
    "or\n"
    "reads the results stores they name, and prints per claim the measured figure with its 95 %\n"
    "Wilson interval (unknown deals as losses for the lower bound, as wins for the upper), the\n"
    "sample size and a verdict: consistent, inconsistent, or not checkable, and why. Claims about\n"
    "people are checked against perfect play, which no player can beat.\n"
    "\n"
    "Exit status: 0 every checkable claim is consistent, 1 some claim is inconsistent,\n"
    "2 bad input or usage, 4 internal error, 130 interrupted (with --db-dir, a rerun resumes).";

int run(int argc, char** argv) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")                                                  //
      ("json", "machine-readable output (one JSON object)")                                  //
      ("threads", po::value<int>()->default_value(0), "worker threads (0: every core)")      //
      ("quick", "a smoke run: only the first 1/100 of each deal range (at least one deal)")  //
      ("db-dir", po::value<std::string>(),
       "keep a results store per measurement in DIR, so that a rerun only decides new deals")  //
      ("quiet", "no progress bars or measurement lines on stderr");
  po::options_description hidden;
  hidden.add_options()("files", po::value<std::vector<std::string>>());
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description pos;
  pos.add("files", -1);
  po::variables_map vm;
  try {
    po::store(
        po::command_line_parser(argc, argv)
            .options(all)
            .positional(pos)
            .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
            .run(),
        vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw cli::UsageError(std::string(e.what()) + " (see --help)");
  }
  if (vm.count("help")) {
    std::cout << kUsage << "\n\n" << desc << "\n";
    return 0;
  }
  if (!vm.count("files"))
    throw cli::UsageError("give one or more claims files, e.g. data/claims/*.toml");
  int threads = vm["threads"].as<int>();
  if (threads < 0 || threads > 1024) throw cli::UsageError("--threads must be from 0 to 1024");
  if (threads == 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  const bool json_out = vm.count("json"), quiet = vm.count("quiet");
  CheckRequest request;
  request.files = vm["files"].as<std::vector<std::string>>();
  MeasureOptions& mo = request.measure;
  mo.analyses = cli::claim_analyses();
  mo.threads = threads;
  mo.quick = vm.count("quick");
  if (vm.count("db-dir")) mo.db_dir = vm["db-dir"].as<std::string>();
  mo.progress = !quiet && !json_out;
  mo.stop = &cli::stop_flag();
  mo.log = quiet ? nullptr : &std::cerr;
  const CheckResult result = check_claims(request);
  const Report& report = result.report;
  if (json_out)
    print_json(report, std::cout);
  else
    print_table(report, std::cout);
  if (result.interrupted || cli::stop_flag().load()) return 130;
  return result.inconsistent ? 1 : 0;
}

}  // namespace
}  // namespace reckon::claims

int main(int argc, char** argv) {
  try {
    reckon::cli::install_stop_handler();
    const int status = reckon::claims::run(argc, argv);
    // Output that was not written is not a result: exit 2, whatever the verdict.
    reckon::jobs::finish_standard_output();
    return status;
  } catch (const reckon::cli::UsageError& e) {
    std::cerr << "reckon-claims: " << reckon::cli::printable_message(e.what()) << "\n";
    return reckon::cli::kExitBadInput;
  } catch (const reckon::InputError& e) {
    std::cerr << "reckon-claims: " << reckon::cli::printable_message(e.what()) << "\n";
    return reckon::cli::kExitBadInput;
  } catch (const reckon::jobs::OutputError& e) {
    std::cerr << "reckon-claims: " << reckon::cli::printable_message(e.what()) << "\n";
    return reckon::cli::kExitBadInput;
  } catch (const std::filesystem::filesystem_error& e) {
    // A path that cannot be made or read (a file where a folder is wanted):
    // the user's to fix, not a bug.
    std::cerr << "reckon-claims: " << reckon::cli::printable_message(e.what()) << "\n";
    return reckon::cli::kExitBadInput;
  } catch (const std::bad_alloc&) {
    std::cerr << "reckon-claims: out of memory (lower --max-memory in the claims' budgets)\n";
    return reckon::cli::kExitInternal;
  } catch (const std::exception& e) {
    std::cerr << "reckon-claims: internal error: " << reckon::cli::printable_message(e.what())
              << "\n";
    return reckon::cli::kExitInternal;
  }
}
