#include "http/http_server.h"

#include <atomic>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/string_body.hpp>
#include <cstdio>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "reckon/input_error.h"

namespace reckon::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = boost::beast::http;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;
using ErrorCode = boost::system::error_code;

namespace {

class Connection;

// After an answer that ends the connection while the client may still be
// sending (a refused body, a timed-out request), the server stops writing
// and reads what is left for this long before closing: closing a socket with
// unread data resets it, and the reset can destroy the answer before the
// client reads it.
constexpr auto kLingerTime = std::chrono::seconds(2);
constexpr std::size_t kLingerBytes = 1 << 20;

std::string seconds_text(std::chrono::milliseconds ms) {
  const auto s = ms.count() / 1000.0;
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", s);
  return buf;
}

}  // namespace

struct HttpServer::Impl {
  Impl(const ConnectionLimits& l, Handler h, Logger lg)
      : limits(l), handler(std::move(h)), logger(std::move(lg)), acceptor(io), retry_accept(io) {}

  void accept();
  void on_accept(const ErrorCode& ec, tcp::socket socket);
  void refuse(tcp::socket& socket, const std::string& why);
  void note_refusal(const std::string& why);
  void stop_now();

  // Connections open: all, and by the client's address. Only the loop's
  // thread touches them.
  bool admit(const std::string& address);
  void release(const std::string& address);

  const ConnectionLimits limits;
  const Handler handler;
  const Logger logger;
  asio::io_context io;
  tcp::acceptor acceptor;
  asio::steady_timer retry_accept;
  bool stopping = false;
  std::size_t open = 0;
  std::unordered_map<std::string, std::size_t> by_client;
  std::unordered_set<Connection*> open_connections;
  // Refusals are told on the log once a second at most (a flood of them
  // would otherwise be a flood of lines).
  Clock::time_point last_refusal_log{};
  std::size_t refusals_untold = 0;
};

namespace {
class Connection;
}

struct Responder::State {
  std::shared_ptr<Connection> connection;
  // Keeps the loop running while the answer is being made on a worker.
  std::optional<asio::executor_work_guard<asio::io_context::executor_type>> guard;
  std::atomic<bool> answered{false};
  std::atomic<bool> abandoned{false};
  std::function<void()> on_abandon;  // the loop's thread only
  ~State();
};

namespace {

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(HttpServer::Impl& server, tcp::socket socket, std::string remote)
      : server_(server),
        socket_(std::move(socket)),
        deadline_(server.io),
        remote_(std::move(remote)) {
    server_.open_connections.insert(this);
  }
  ~Connection() {
    server_.open_connections.erase(this);
    server_.release(remote_);
  }

  void start() { wait_for_request(); }

  // The server stops: a connection with no request under way closes now;
  // one whose answer is being made closes once it is sent.
  void stop() {
    if (state_ == State::idle || state_ == State::reading || state_ == State::lingering) close();
  }

  void answer(Response res);
  asio::io_context& io() { return server_.io; }

 private:
  enum class State { idle, reading, computing, writing, lingering };

  void wait_for_request() {
    state_ = State::idle;
    if (server_.stopping) return close();
    // A pipelined request may have arrived with the last one.
    if (buffer_.size() > 0) return read_request();
    // An idle connection keeps no more than the next read's 4 KiB (a body
    // read earlier may have grown the buffer to --max-body).
    buffer_.shrink_to_fit();
    set_deadline(server_.limits.idle_timeout);
    socket_.async_read_some(
        buffer_.prepare(4096), [self = shared_from_this()](const ErrorCode& ec, std::size_t n) {
          if (ec) return self->close();  // idle too long, closed by the client, or stopping
          self->buffer_.commit(n);
          self->read_request();
        });
  }

  void read_request() {
    state_ = State::reading;
    arrival_ = Clock::now();
    parser_.emplace();
    parser_->header_limit(static_cast<std::uint32_t>(server_.limits.max_header_bytes));
    parser_->body_limit(server_.limits.max_body);
    // One deadline for the whole request, set once here: the header and body
    // reads below (and a 100 Continue between them) share it, however the
    // bytes are spread out.
    set_deadline(server_.limits.request_timeout);
    http::async_read_header(socket_, buffer_, *parser_,
                            [self = shared_from_this()](const ErrorCode& ec, std::size_t) {
                              if (ec) return self->refuse_request(ec);
                              self->read_body();
                            });
  }

  void read_body() {
    auto& req = parser_->get();
    const auto expect = req[http::field::expect];
    if (!parser_->is_done() && beast::iequals(expect, "100-continue")) {
      // curl waits a second for this before sending a body past 1 KiB.
      static const std::string kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
      asio::async_write(socket_, asio::buffer(kContinue),
                        [self = shared_from_this()](const ErrorCode& ec, std::size_t) {
                          if (ec) return self->close();
                          self->read_rest();
                        });
      return;
    }
    read_rest();
  }

  void read_rest() {
    http::async_read(socket_, buffer_, *parser_,
                     [self = shared_from_this()](const ErrorCode& ec, std::size_t) {
                       if (ec) return self->refuse_request(ec);
                       self->dispatch();
                     });
  }

  void dispatch() {
    deadline_.cancel();
    state_ = State::computing;
    auto& msg = parser_->get();
    Request req;
    req.method = std::string(msg.method_string());
    req.target = std::string(msg.target());
    req.body = std::move(msg.body());
    req.keep_alive = msg.keep_alive();
    method_ = req.method;
    target_ = req.target;
    keep_alive_ = req.keep_alive;
    head_ = req.method == "HEAD";
    parser_.reset();
    auto state = std::make_shared<Responder::State>();
    state->connection = shared_from_this();
    state->guard.emplace(server_.io.get_executor());
    responder_ = state;
    const Responder respond(std::move(state));
    try {
      server_.handler(std::move(req), respond);
    } catch (const std::exception& e) {
      // A fault of ours (out of memory, most likely) ends this request, not the server.
      Response res;
      answer_error(res, 500, std::string("internal error: ") + e.what());
      respond(std::move(res));
    }
    if (state_ == State::computing) watch_for_departure();
  }

  // While the answer is made, a client that closes its connection is gone
  // for good: readable with nothing to read. (A pipelined request is
  // readable too, and left for after the answer.)
  void watch_for_departure() {
    socket_.async_wait(tcp::socket::wait_read, [self = shared_from_this()](const ErrorCode& ec) {
      if (ec || self->state_ != State::computing) return;
      char byte;
      ErrorCode e;
      self->socket_.non_blocking(true, e);
      const std::size_t n =
          self->socket_.receive(asio::buffer(&byte, 1), tcp::socket::message_peek, e);
      if (e == asio::error::would_block || e == asio::error::try_again) {
        self->watch_for_departure();
        return;
      }
      if (!e && n > 0) return;
      self->depart();
    });
  }

  void depart() {
    gone_ = true;
    Served s;
    s.remote = remote_;
    s.method = method_;
    s.target = target_;
    s.status = 499;
    s.took = Clock::now() - arrival_;
    server_.logger(s);
    if (auto state = responder_.lock()) {
      state->abandoned = true;
      if (state->on_abandon) std::exchange(state->on_abandon, nullptr)();
    }
    close();
  }

  // The request did not arrive whole: why, in an answer if one is owed.
  void refuse_request(const ErrorCode& ec) {
    method_ =
        parser_ && parser_->is_header_done() ? std::string(parser_->get().method_string()) : "-";
    target_ = parser_ && parser_->is_header_done() ? std::string(parser_->get().target()) : "-";
    Response res;
    if (timed_out_) {
      answer_error(res, 408,
                   "the request did not arrive whole within " +
                       seconds_text(server_.limits.request_timeout) + " s");
    } else if (ec == http::error::header_limit) {
      // Still in the request line (the parser takes it whole, and gives the
      // message its target only then) is a target too long.
      const bool in_request_line = parser_->get().target().empty();
      if (in_request_line)
        answer_error(res, 414,
                     "the request line is too long (at most " +
                         std::to_string(server_.limits.max_header_bytes) + " bytes)");
      else
        answer_error(res, 431,
                     "the request's header is too large (at most " +
                         std::to_string(server_.limits.max_header_bytes) + " bytes)");
    } else if (ec == http::error::body_limit) {
      answer_error(res, 413,
                   "the request body is too large (the server takes at most " +
                       std::to_string(server_.limits.max_body) + " bytes; see --max-body)");
    } else if (ec == http::error::end_of_stream || ec == asio::error::eof ||
               ec == asio::error::connection_reset || ec == asio::error::operation_aborted ||
               ec == asio::error::bad_descriptor || ec == http::error::partial_message) {
      return close();  // the client went away, or the server stops: nobody to answer
    } else {
      answer_error(res, 400, "malformed HTTP request (" + ec.message() + ")");
    }
    keep_alive_ = false;
    head_ = false;
    answer(std::move(res));
  }

  void on_written(const ErrorCode& ec, int status, std::size_t body_bytes) {
    Served s;
    s.remote = remote_;
    s.method = method_;
    s.target = target_;
    s.status = status;
    s.body_bytes = body_bytes;
    s.took = Clock::now() - arrival_;
    server_.logger(s);
    if (ec) return close();
    if (keep_alive_ && !server_.stopping) return wait_for_request();
    linger();
  }

  // Ends a connection politely: no more writing, and what the client still
  // sends is read and dropped for a moment before the socket closes.
  void linger() {
    state_ = State::lingering;
    ErrorCode ignored;
    socket_.shutdown(tcp::socket::shutdown_send, ignored);
    set_deadline(kLingerTime);
    drain();
  }

  void drain() {
    buffer_.clear();
    socket_.async_read_some(buffer_.prepare(16384),
                            [self = shared_from_this()](const ErrorCode& ec, std::size_t n) {
                              self->drained_ += n;
                              if (ec || self->drained_ > kLingerBytes) return self->close();
                              self->drain();
                            });
  }

  void close() {
    ErrorCode ignored;
    socket_.close(ignored);
    deadline_.cancel();  // a pending wait would keep the loop (and this connection) alive
  }

  // The operations started from now until the next call (or close) must end
  // within `d`; past it they are cancelled and timed_out_ tells why. One
  // timer for all of them is what makes a deadline total, not per read.
  void set_deadline(Clock::duration d) {
    timed_out_ = false;
    const std::uint64_t generation = ++deadline_generation_;
    deadline_.expires_after(d);
    deadline_.async_wait([weak = weak_from_this(), generation](const ErrorCode& ec) {
      const auto self = weak.lock();
      // A wait that rang just as its operations ended (a newer deadline is
      // set) must not cancel the next ones.
      if (ec || !self || generation != self->deadline_generation_) return;
      self->timed_out_ = true;
      ErrorCode ignored;
      self->socket_.cancel(ignored);
    });
  }

  HttpServer::Impl& server_;
  tcp::socket socket_;
  asio::steady_timer deadline_;
  std::uint64_t deadline_generation_ = 0;
  bool timed_out_ = false;
  const std::string remote_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  State state_ = State::idle;
  Clock::time_point arrival_ = Clock::now();
  std::string method_ = "-", target_ = "-";
  bool keep_alive_ = true, head_ = false;
  std::string out_;
  std::size_t drained_ = 0;
  std::weak_ptr<Responder::State> responder_;  // the answer under way
  bool gone_ = false;                          // the client left before its answer
};

}  // namespace

Responder::State::~State() {
  // Never answered (a job dropped): the connection still ends on the loop's
  // thread, which alone touches the server's tables.
  if (connection) {
    auto& io = connection->io();
    asio::post(io, [s = std::move(connection)] {});
  }
}

void Responder::operator()(Response res) const {
  if (state_->answered.exchange(true)) return;
  auto& io = state_->connection->io();
  // Onto the loop's thread, where the connection lives; the guard goes with
  // the answer, so the loop runs until it is written.
  asio::post(io, [state = state_, res = std::move(res)]() mutable {
    state->connection->answer(std::move(res));
    state->guard.reset();
    state->connection.reset();
  });
}

bool Responder::abandoned() const { return state_->abandoned.load(); }

void Responder::on_abandon(std::function<void()> fn) const { state_->on_abandon = std::move(fn); }

void Connection::answer(Response res) {
  if (gone_) return;  // logged when the client left
  state_ = State::writing;
  if (server_.stopping) keep_alive_ = false;
  out_ = write_response(res, keep_alive_, head_);
  const int status = res.status;
  const std::size_t body_bytes = res.body.size();
  set_deadline(server_.limits.write_timeout);
  asio::async_write(
      socket_, asio::buffer(out_),
      [self = shared_from_this(), status, body_bytes](const ErrorCode& ec, std::size_t) {
        self->out_.clear();
        self->out_.shrink_to_fit();
        self->on_written(ec, status, body_bytes);
      });
}

bool HttpServer::Impl::admit(const std::string& address) {
  if (open >= limits.max_connections) return false;
  std::size_t& mine = by_client[address];
  if (mine >= limits.max_client_connections) return false;
  ++mine;
  ++open;
  return true;
}

void HttpServer::Impl::release(const std::string& address) {
  --open;
  const auto it = by_client.find(address);
  if (it != by_client.end() && --it->second == 0) by_client.erase(it);
}

void HttpServer::Impl::accept() {
  acceptor.async_accept(
      [this](const ErrorCode& ec, tcp::socket socket) { on_accept(ec, std::move(socket)); });
}

void HttpServer::Impl::on_accept(const ErrorCode& ec, tcp::socket socket) {
  if (stopping || !acceptor.is_open()) return;
  if (ec) {
    // Out of file descriptors (or buffers): the pending connection stays in
    // the backlog; try again shortly rather than spinning on the error.
    note_refusal("accept failed: " + ec.message());
    retry_accept.expires_after(std::chrono::milliseconds(100));
    retry_accept.async_wait([this](const ErrorCode& e) {
      if (!e && !stopping) accept();
    });
    return;
  }
  ErrorCode e;
  const auto endpoint = socket.remote_endpoint(e);
  if (e) {  // gone already
    accept();
    return;
  }
  const std::string address = endpoint.address().to_string();
  if (open >= limits.max_connections) {
    refuse(socket, "the server holds its most connections (" +
                       std::to_string(limits.max_connections) + ", --max-connections)");
  } else if (by_client.count(address) && by_client[address] >= limits.max_client_connections) {
    refuse(socket, "this address holds its most connections (" +
                       std::to_string(limits.max_client_connections) +
                       ", --max-client-connections)");
  } else {
    admit(address);
    socket.set_option(tcp::no_delay(true), e);
    std::make_shared<Connection>(*this, std::move(socket), address)->start();
  }
  accept();
}

// A connection past a cap: one write of a 503 into the fresh socket's empty
// send buffer (it never blocks) and closed, so that it holds nothing.
void HttpServer::Impl::refuse(tcp::socket& socket, const std::string& why) {
  Response res;
  answer_error(res, 503, "too many connections: " + why + "; try again");
  res.set_header("Retry-After", "1");
  const std::string bytes = write_response(res, false);
  ErrorCode e;
  socket.non_blocking(true, e);
  socket.write_some(asio::buffer(bytes), e);
  socket.shutdown(tcp::socket::shutdown_send, e);
  socket.close(e);
  Served s;
  s.status = 503;
  s.method = s.target = "-";
  s.log = false;  // counted like every answer, but told once a second (note_refusal)
  logger(s);
  note_refusal(why);
}

void HttpServer::Impl::note_refusal(const std::string& why) {
  ++refusals_untold;
  const auto now = Clock::now();
  if (now - last_refusal_log < std::chrono::seconds(1)) return;
  log_line("reckon serve: refused " + std::to_string(refusals_untold) +
           " connection(s) in the last second: " + why);
  refusals_untold = 0;
  last_refusal_log = now;
}

void HttpServer::Impl::stop_now() {
  if (stopping) return;
  stopping = true;
  ErrorCode e;
  acceptor.close(e);
  retry_accept.cancel();
  // Copied: a connection closed here may end (and leave the set) at once.
  std::vector<std::weak_ptr<Connection>> all;
  for (Connection* s : open_connections) all.push_back(s->weak_from_this());
  for (auto& w : all)
    if (auto s = w.lock()) s->stop();
}

HttpServer::HttpServer(const ConnectionLimits& limits, Handler handler, Logger logger)
    : impl_(std::make_unique<Impl>(limits, std::move(handler), std::move(logger))) {}

HttpServer::~HttpServer() = default;

int HttpServer::listen(const std::string& address, int port) {
  ErrorCode ec;
  const auto ip = asio::ip::make_address(address, ec);
  if (ec) throw InputError("cannot listen on " + address + ": not an IP address");
  const tcp::endpoint endpoint(ip, static_cast<unsigned short>(port));
  auto& a = impl_->acceptor;
  a.open(endpoint.protocol(), ec);
  if (!ec) a.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(endpoint, ec);
  if (!ec) a.listen(asio::socket_base::max_listen_connections, ec);
  if (ec) {
    throw InputError("cannot listen on " + address + ":" +
                     (port == 0 ? std::string("(any port)") : std::to_string(port)) + " (" +
                     ec.message() + ")");
  }
  return a.local_endpoint().port();
}

void HttpServer::run() {
  impl_->accept();
  impl_->io.run();
}

void HttpServer::stop() {
  asio::post(impl_->io, [impl = impl_.get()] { impl->stop_now(); });
}

boost::asio::io_context& HttpServer::context() { return impl_->io; }

}  // namespace reckon::http
