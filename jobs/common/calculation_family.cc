#include "jobs/common/calculation_family.h"

#include <sstream>

#include "core/games/calculation/text.h"
#include "core/games/rechenkuenstler/turns.h"

namespace reckon::jobs {

std::string family_name(Family f) {
  return f == Family::kCalculation ? "calculation" : "rechenkuenstler";
}

std::string describe_variant(const calculation::Variant& v) {
  std::ostringstream s;
  if (v.owners == 1) {
    s << v.piles_per_owner << " waste pile" << (v.piles_per_owner == 1 ? "" : "s");
  } else {
    s << v.piles_per_owner << " waste pile" << (v.piles_per_owner == 1 ? "" : "s") << " per player";
    if (v.expert) s << ", Experte";
  }
  s << (v.preplaced ? ", bases preplaced" : ", no preplaced bases");
  if (v.small_deck()) s << ", a small deck of " << v.ranks << " ranks";
  return s.str();
}

void write_variant_json(json::Writer& w, const calculation::Variant& v) {
  w.key("variant").begin_object();
  if (v.owners == 1) {
    w.member("waste", v.piles_per_owner);
  } else {
    w.member("waste_per_player", v.piles_per_owner).member("expert", v.expert);
  }
  w.member("preplaced", v.preplaced);
  if (v.small_deck()) w.member("ranks", v.ranks);
  w.end_object();
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

std::string line_notation(const calculation::MoveList& moves, const calculation::Variant& v) {
  std::string out;
  for (const calculation::Move& m : moves)
    out += (out.empty() ? "" : " ") + calculation::move_notation(m, v);
  return out;
}

}  // namespace reckon::jobs
