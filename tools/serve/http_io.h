#pragma once
// The HTTP side of reckon serve: the query string's parameters, error
// answers as JSON, and the request log on standard error.
#include <httplib.h>

#include <cstddef>
#include <string>
#include <string_view>

#include "tools/serve/api_request.h"

namespace reckon::serve {

// One line per request on stderr; lines from different threads never mix.
void log_line(const std::string& line);
// What a log line shows of a path or parameter: printable ASCII only, short.
std::string printable(std::string_view s, std::size_t cap = 160);
// %XX and '+' decoded.
std::string url_decode(std::string_view s);
// The parameters of the query string alone. The library would also take a
// form-encoded body's fields as parameters; a body here is JSON or nothing.
Params query_params(const httplib::Request& req);
// {"error": message, "status": status} with that HTTP status.
void answer_error(httplib::Response& res, int status, const std::string& message);

}  // namespace reckon::serve
