// How solve and play write a Calculation-family deal's source and line, as
// text and as JSON (declared in tools/calculation_commands.h).
#include <iomanip>
#include <ostream>
#include <sstream>

#include "core/games/calculation/text.h"
#include "core/games/rechenkuenstler/turns.h"
#include "core/json.h"
#include "tools/calculation_commands.h"

namespace reckon::cli {

void write_source(json::Writer& w, const jobs::DealSource& src) {
  switch (src.kind) {
    case jobs::DealSource::Kind::kNumber:
      w.member("deal", std::to_string(src.number));
      break;
    case jobs::DealSource::Kind::kPysol:
      w.member("pysol", src.label.substr(src.label.find('#')));
      break;
    default:
      w.member("cards", src.text);
      break;
  }
}

// --names Anna,Ben (default A, B).
std::array<std::string, 2> player_names(const po::variables_map& vm) {
  std::array<std::string, 2> names{"A", "B"};
  if (!vm.count("names")) return names;
  const std::string s = vm["names"].as<std::string>();
  const auto comma = s.find(',');
  if (comma == std::string::npos || comma == 0 || comma + 1 == s.size() ||
      s.find(',', comma + 1) != std::string::npos)
    throw UsageError("--names \"" + s +
                     "\": expected two names separated by a comma, e.g. Anna,Ben");
  names = {s.substr(0, comma), s.substr(comma + 1)};
  return names;
}

void write_moves_json(json::Writer& w, const calculation::MoveList& moves,
                      const calculation::Variant& v) {
  w.key("moves").begin_array();
  if (v.owners == 1) {
    for (const auto& m : moves) calculation::write_move_json(w, m, v);
  } else {
    for (const auto& tm : rechenkuenstler::assign_turns(moves, v)) {
      json::Writer one;
      calculation::write_move_json(one, tm.move, v);
      // {"player": .., "turn": .., then the move's own members}
      std::string body = one.str();
      body = body.substr(1);
      w.raw("{\"player\":\"" + std::string(1, static_cast<char>('A' + tm.player)) +
            "\",\"turn\":" + std::to_string(tm.turn) + "," + body);
    }
  }
  w.end_array();
}

void print_line(std::ostream& out, const calculation::MoveList& moves,
                const calculation::Variant& v, const po::variables_map& vm,
                const std::string& title) {
  if (v.owners > 1) {
    const auto names = player_names(vm);
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
