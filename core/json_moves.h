#pragma once
// The JSON form of a move list, as every game's parse_moves reads it: an
// array of move objects, or the object `solve --json` prints (its "moves").
// What a move object holds is the game's; where it is and that it is an
// object, this file's.
#include <functional>
#include <string>
#include <string_view>

#include "core/json.h"

namespace reckon::json {

// False when text (after white space) starts with neither '[' nor '{': not
// JSON, the game's compact notation. Otherwise calls each(item, where) for
// every move object in order, where = "move N" for messages, and throws
// InputError when the document is not such a list.
bool for_each_move_object(
    std::string_view text,
    const std::function<void(const Value& item, const std::string& where)>& each);

}  // namespace reckon::json
