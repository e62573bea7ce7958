// How solve and play print a Calculation-family line, and the players' names
// they print (declared in tools/calculation_commands.h).
#include <iomanip>
#include <ostream>
#include <sstream>

#include "api/request_reader.h"
#include "core/games/calculation/text.h"
#include "core/games/rechenkuenstler/turns.h"
#include "core/json.h"
#include "tools/calculation_commands.h"
#include "tools/parsed_options.h"

namespace reckon::cli {

// --names Anna,Ben (default A, B).
std::array<std::string, 2> player_names(const po::variables_map& vm) {
  return api::read_names(ParsedOptions(vm));
}

void print_line(std::ostream& out, const calculation::MoveList& moves,
                const calculation::Variant& v, const std::array<std::string, 2>& names,
                const std::string& title) {
  if (v.owners > 1) {
    out << "\n"
        << title << ", " << moves.size()
        << " moves, turn by turn (checked by the independent replayer):\n";
    for (const std::string& line :
         rechenkuenstler::describe_turns(rechenkuenstler::assign_turns(moves, v), v, names.data()))
      out << "  " << line << "\n";
  } else {
    out << "\n"
        << title << ", " << moves.size() << " moves (checked by the independent replayer):\n";
    for (std::size_t i = 0; i < moves.size(); ++i)
      out << std::setw(4) << i + 1 << ". " << calculation::move_text(moves[i], v) << "\n";
  }
  out << "\nNotation (reckon verify --moves):";
  for (const auto& m : moves) out << ' ' << calculation::move_notation(m, v);
  out << "\n";
}

}  // namespace reckon::cli
