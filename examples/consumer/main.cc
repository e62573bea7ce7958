// Uses reckon's installed C++ API the way another program would: deals one
// deal of each game, solves it, analyzes a small range and curates a short
// list, and prints what it got in lines that a test compares with the
// command line's answers (tests/install/).
#include <cstdlib>
#include <iostream>
#include <string>

#include <reckon/reckon.h>

namespace {

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& word : words) out += (out.empty() ? "" : " ") + word;
  return out;
}

void solve_one(reckon::api::Game game, reckon::api::Variant variant, std::uint64_t number) {
  reckon::api::SolveRequest request;
  request.game = game;
  request.variant = variant;
  request.deal.number = number;
  const reckon::api::SolveResult result = reckon::api::solve(request);
  std::cout << "solve " << reckon::api::game_name(game) << ' ' << number << ' '
            << reckon::api::verdict_name(result.verdict) << " moves " << result.moves.size()
            << ": " << joined(result.moves) << '\n';
}

}  // namespace

int main() {
  try {
    std::cout << "version " << reckon::version() << '\n';

    reckon::api::DealRequest deal;
    deal.deal.number = 17;
    std::cout << "deal calculation 17: " << reckon::api::deal(deal).cards << '\n';

    solve_one(reckon::api::Game::kCalculation, {}, 17);
    // Names as a user types them, through the vocabulary (reckon/vocabulary.h).
    const auto rechen = reckon::parse_name<reckon::GameKind>("rechen");
    if (!rechen) return EXIT_FAILURE;
    solve_one(*rechen, reckon::api::rechenkuenstler_level("normal"), 7);
    solve_one(reckon::api::Game::kFourteen, {}, 5);

    reckon::api::AnalyzeRequest analyze;
    analyze.game = reckon::api::Game::kFourteen;
    analyze.deals = "1-200";
    analyze.threads = 1;
    const auto summary = reckon::api::analyze(analyze);
    std::cout << "analyze fourteen 1-200: winnable " << summary.winnable << " unwinnable "
              << summary.unwinnable << " unknown " << summary.unknown << '\n';

    reckon::api::CurateRequest curate;
    curate.game = reckon::api::Game::kFourteen;
    curate.deals = "1-200";
    curate.list = reckon::api::CurateList::kUnwinnable;
    curate.threads = 1;
    std::string listed;
    for (const auto& entry : reckon::api::curate(curate).deals) listed += ' ' + entry.deal;
    std::cout << "curate fourteen 1-200 unwinnable:" << listed << '\n';

    // Bad input is a reckon::InputError naming the problem.
    try {
      reckon::api::DealRequest bad;
      bad.deal.cards = "Ah 2c nonsense";
      reckon::api::deal(bad);
      std::cout << "bad cards: accepted\n";
    } catch (const reckon::InputError& error) {
      std::cout << "bad cards: InputError\n";
    }
  } catch (const std::exception& error) {
    std::cerr << "reckon-consumer: " << error.what() << '\n';
    return EXIT_FAILURE;
  }
  return EXIT_SUCCESS;
}
