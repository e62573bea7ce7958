#include "core/json_moves.h"

#include "reckon/input_error.h"

namespace reckon::json {

bool for_each_move_object(
    std::string_view text,
    const std::function<void(const Value& item, const std::string& where)>& each) {
  const std::size_t lead = text.find_first_not_of(" \t\r\n");
  if (lead == std::string_view::npos || (text[lead] != '[' && text[lead] != '{')) return false;
  const Value whole = parse(text);
  const Value* found = whole.is_object() ? find(whole, "moves") : &whole;
  if (!found)
    throw InputError(
        "moves: this JSON object has no \"moves\" (is it the output of solve --json for a "
        "winnable deal?)");
  if (!found->is_array()) throw InputError("moves: a JSON array of move objects is expected");
  int n = 0;
  for (const Value& item : found->as_array()) {
    const std::string where = "move " + std::to_string(++n);
    if (!item.is_object()) throw InputError(where + ": a move object is expected");
    each(item, where);
  }
  return true;
}

}  // namespace reckon::json
