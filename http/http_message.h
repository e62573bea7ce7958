#pragma once
// HTTP messages for reckon serve, free of any network code (so that the fuzz
// target tests/fuzz/http_fuzz.cc drives them whole): a request as the server
// reads it, the parameters it carries (query string and JSON body), an answer
// and the bytes that carry it, error answers as JSON, and the request log on
// standard error.
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace reckon::http {

// A request's parameters, in the order given: (name, value).
using Params = std::vector<std::pair<std::string, std::string>>;

// The members of a JSON object body as parameters: strings as they are,
// whole numbers as decimals, true/false as a switch on/off, an array (moves)
// as its JSON text. Throws InputError for anything else (json_params.cc).
Params params_from_json(std::string_view body);

// One request, once it has arrived whole.
struct Request {
  std::string method;  // as sent: GET, POST, ...
  std::string target;  // the request-target: path and query string, still %-encoded
  std::string body;
  bool keep_alive = true;
  std::string path() const;  // the target's path, %XX decoded ('+' stays '+')
};

// One answer. The writer adds the framing (length, connection) and the
// headers every answer carries (security, caching).
struct Response {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // more: Allow, Retry-After, ...
  // no-store unless the answer is a function of the request alone (same
  // request, same bytes: deal, verify, daily; see tools/serve/serve_command.cc) or a
  // file of the page (no-cache: kept, but asked again each time).
  std::string cache_control = "no-store";
  void set_header(std::string name, std::string value);
};

// The Content-Security-Policy of every answer: the page's own files only
// (web/ has no inline script or style; its favicon is an empty data: URL).
inline constexpr std::string_view kContentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

// The bytes of an answer: status line, headers, blank line, body (left out
// for a HEAD request, whose length is still the body's).
std::string write_response(const Response& res, bool keep_alive, bool head = false);
// The reason phrase of a status ("Not Found"); "Unknown" past the ones we send.
std::string_view reason_phrase(int status);

// One line per request on stderr; lines from different threads never mix.
void log_line(const std::string& line);
// What a log line shows of a path or parameter: printable ASCII only, short.
std::string printable(std::string_view s, std::size_t cap = 160);
// %XX and '+' decoded.
std::string url_decode(std::string_view s);
// Most parameters a request may give (query string and body together): the
// commands have fewer options than this, so more is a mistake or an attack.
inline constexpr std::size_t kMaxParams = 64;
// The parameters of a request-target's query string: at most `max`; past
// it, InputError when refuse_more, else the first `max` (for the log).
Params query_params(std::string_view target, std::size_t max = kMaxParams, bool refuse_more = true);
// The parameters of the query string and, for POST, of the JSON object body,
// together. Throws InputError (a parameter given in both, too many, bad JSON).
Params request_params(const Request& req);

// {"error": message, "status": status} with that HTTP status.
void answer_error(Response& res, int status, const std::string& message);

}  // namespace reckon::http
