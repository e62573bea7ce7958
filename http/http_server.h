#pragma once
// The connections of reckon serve: an event loop (Boost.Asio, one thread)
// that reads requests with Boost.Beast's parser and writes the answers, so
// that a connection costs a few kilobytes and no thread, however slowly its
// client sends. What a client may hold is bounded:
// - a request must arrive whole (request line, headers and body) within
//   request_timeout of its first byte: one deadline for the lot, not one per
//   read, so a client trickling a byte a second is cut off like any other
//   (408);
// - a connection with no request under way (a new one, or kept alive after
//   an answer) is closed after idle_timeout;
// - an answer must be taken by the client within write_timeout;
// - at most max_connections are open, and at most max_client_connections
//   from one address; a connection past either is answered 503 and closed
//   at once, never queued behind the others;
// - a request's header (request line included) is at most max_header_bytes
//   (431, or 414 when the request line alone is longer) and its body at most
//   max_body bytes (413).
// The handler runs on the loop's thread and must not block: a request that
// computes is handed to the worker pool (worker_slots.h), whose thread calls
// the Responder when the answer is ready.
#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "http/http_message.h"

namespace boost::asio {
class io_context;
}

namespace reckon::http {

struct ConnectionLimits {
  std::chrono::milliseconds idle_timeout{5'000};
  std::chrono::milliseconds request_timeout{10'000};
  std::chrono::milliseconds write_timeout{10'000};
  std::size_t max_connections = 4096;
  std::size_t max_client_connections = 256;
  std::size_t max_header_bytes = 32 * 1024;
  std::size_t max_body = 65536;
};

// Answers one request, once, from any thread; further calls are ignored.
// Until it is called (or dropped), the server's loop keeps running.
class Responder {
 public:
  struct State;
  explicit Responder(std::shared_ptr<State> state) : state_(std::move(state)) {}
  void operator()(Response res) const;
  // The client closed its connection before its answer: nobody will read
  // it, so a job not yet started need not run (any thread).
  bool abandoned() const;
  // Called on the loop's thread if the client leaves before the answer (to
  // withdraw the job from the waiting line). Set on the loop's thread.
  void on_abandon(std::function<void()> fn) const;

 private:
  std::shared_ptr<State> state_;
};

// One request that has been answered (or refused before it arrived whole,
// or left by its client before its answer: status 499, as nginx logs it),
// for the log and the counts.
struct Served {
  std::string remote;          // the client's address
  std::string method, target;  // "-" when the request never arrived whole
  int status = 0;
  std::size_t body_bytes = 0;
  std::chrono::steady_clock::duration took{};  // from the request's first byte to the answer sent
  bool log = true;  // false: count it, but no line of its own (a refused connection)
};

class HttpServer {
 public:
  using Handler = std::function<void(Request, Responder)>;
  using Logger = std::function<void(const Served&)>;

  HttpServer(const ConnectionLimits& limits, Handler handler, Logger logger);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Listens on address:port (port 0: any free port); returns the port.
  // Throws InputError when it cannot.
  int listen(const std::string& address, int port);
  // Serves until stop(), then returns once every request that had arrived
  // whole is answered.
  void run();
  // From any thread (a signal's thread): stops taking connections, closes
  // the idle ones and lets the answers under way finish.
  void stop();
  // The loop, for timers of the handler's own (the workers' patience).
  boost::asio::io_context& context();

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace reckon::http
