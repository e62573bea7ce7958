// reckon serve's HTTP layer (http/http_message.cc, json_params.cc, and
// tools/serve/http_words.cc for the API's wording of errors): the
// bytes of a request through Beast's parser with the server's limits, the
// parameters the server builds from its query string and JSON body, and the
// answer it writes back, which must parse as the same answer (status,
// headers, body): nothing a client sends may end a header early or change
// the framing. The first byte picks what the server answers with; the rest
// is the request.
#include <boost/asio/buffer.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "http/http_message.h"
#include "tests/fuzz/refusal.h"
#include "tools/serve/http_words.h"

using namespace reckon;
namespace beast_http = boost::beast::http;

namespace {

[[noreturn]] void finding(const char* what, const std::string& detail = "") {
  std::fprintf(stderr, "%s %s\n", what, detail.c_str());
  std::abort();
}

// The answer's bytes, read back by a client's parser.
void check_written(const http::Response& res, bool keep_alive, bool head) {
  const std::string bytes = http::write_response(res, keep_alive, head);
  beast_http::response_parser<beast_http::string_body> parser;
  parser.skip(head);  // a HEAD answer has a length but no body
  parser.body_limit(boost::none);
  boost::beast::error_code ec;
  std::size_t used = parser.put(boost::asio::buffer(bytes), ec);
  if (!ec && !parser.is_done() && used < bytes.size())
    used += parser.put(boost::asio::buffer(bytes.data() + used, bytes.size() - used), ec);
  if (ec) finding("the answer does not parse:", ec.message());
  if (!parser.is_done()) finding("the answer is not whole");
  if (used != bytes.size()) finding("bytes after the answer (a second answer smuggled in)");
  const auto& msg = parser.get();
  if (msg.result_int() != static_cast<unsigned>(res.status)) finding("status changed");
  if (!head && msg.body() != res.body) finding("body changed");
  if (msg[beast_http::field::content_type] != res.content_type &&
      res.content_type.find_first_of("\r\n") == std::string::npos)
    finding("content type changed");
  // Exactly the headers written: none injected through a value.
  std::size_t fields = 0;
  for (auto it = msg.begin(); it != msg.end(); ++it) ++fields;
  if (fields != res.headers.size() + 7) finding("headers injected", std::to_string(fields));
  if (msg.keep_alive() != keep_alive) finding("connection changed");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t mode = data[0];
  const std::string_view text = fuzz::text_of(data + 1, size - 1);

  // The server's parser and limits (http_server.cc: 32 KiB of header, the
  // default --max-body).
  beast_http::request_parser<beast_http::string_body> parser;
  parser.header_limit(32 * 1024);
  parser.body_limit(65536);
  boost::beast::error_code ec;
  std::size_t used = 0;
  while (!ec && !parser.is_done() && used < text.size()) {
    const std::size_t n =
        parser.put(boost::asio::buffer(text.data() + used, text.size() - used), ec);
    if (ec == beast_http::error::need_more) ec = {};
    if (n == 0) break;  // needs more than there is
    used += n;
  }
  // The client closed here (what Beast's read does at the end of the
  // stream; it may be called only once some of a message has arrived).
  if (!ec && !parser.is_done() && parser.got_some()) parser.put_eof(ec);

  http::Response res;
  bool keep_alive = false, head = false;
  if (ec || !parser.is_done()) {
    http::answer_error(res, 400, "malformed HTTP request (" + ec.message() + ")");
  } else {
    auto& msg = parser.get();
    http::Request req;
    req.method = std::string(msg.method_string());
    req.target = std::string(msg.target());
    req.body = msg.body();
    req.keep_alive = keep_alive = msg.keep_alive();
    head = req.method == "HEAD";
    (void)req.path();
    http::query_params(req.target, 16, false);  // the log's view
    const bool ok = fuzz::accepted([&] {
      const http::Params params = http::request_params(req);
      if (params.size() > http::kMaxParams) finding("more parameters than the cap");
      std::string echoed;  // an answer that carries what the client sent
      for (const auto& [k, v] : params) echoed += k + "=" + v + "\n";
      res.body = echoed;
      res.content_type = mode & 1 ? "text/plain" : "application/json";
      if (mode & 2) res.set_header("X-Echo", params.empty() ? "" : params.front().second);
      if (mode & 4) res.set_header("Allow", req.method);
    });
    if (!ok) {
      try {
        http::request_params(req);
      } catch (const InputError& e) {
        http::answer_error(res, 400, serve::http_words(e.what()));
      }
    }
    if (mode & 8) http::answer_error(res, 404, "not found: " + http::printable(req.path(), 80));
  }
  // The error messages in the API's words, over whatever text.
  serve::http_words(text.substr(0, 4096));
  http::printable(text.substr(0, 4096));
  check_written(res, keep_alive, head);
  return 0;
}
