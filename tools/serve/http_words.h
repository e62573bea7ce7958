#pragma once
// A message of the CLI (or of a command's checks) in the HTTP API's words: a
// parameter is named as a request names it ("deal: given more than once"),
// not as the command line does ("option '--deal' cannot be specified more
// than once"), and the pointer to --help goes.
#include <string>
#include <string_view>

namespace reckon::serve {

std::string http_words(std::string_view message);

}  // namespace reckon::serve
