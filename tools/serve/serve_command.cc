#include "tools/serve/serve_command.h"

#include <pthread.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <new>
#include <optional>
#include <sstream>
#include <thread>

#include "core/internal_error.h"
#include "http/http_message.h"
#include "http/http_server.h"
#include "http/worker_slots.h"
#include "reckon/input_error.h"
#include "tools/cli.h"
#include "tools/hint_command.h"
#include "tools/serve/api_request.h"
#include "tools/serve/http_words.h"
#include "tools/serve/serve_options.h"
#include "tools/serve/server_status.h"

namespace reckon::cli {
namespace {

using http::answer_error;
using http::Params;
using http::printable;
using http::Request;
using http::Responder;
using http::Response;
using serve::ApiCommand;

// Endpoints whose answer is a function of the request alone, so that a
// cache may keep it: the deal, a replay of moves, and a daily deal of a
// given date (from the tier lists the server was built with). The searches
// (solve, hint, analyze, play) are not: the server always gives them a time
// budget (--max-seconds), so the same request can end "unknown" on a busy
// machine and decided on an idle one, and their JSON carries timings.
bool deterministic(const ApiCommand& command) {
  return command.name == "deal" || command.name == "verify" || command.name == "daily";
}

// A request read and checked: the command with its parameters, ready to run.
using Ready = std::function<int(std::ostream&)>;

// Reads the parameters as the endpoint takes them (see api_request.h).
Ready ready(const ApiCommand& command, const Params& params, const serve::ServeLimits& limits) {
  auto values = std::make_shared<serve::ParamValues>(serve::values_of(command, params, limits));
  return [&command, values](std::ostream& out) { return command.run(*values, out); };
}

// Runs one command on a worker thread: its own output as the answer.
Response run_command(const ApiCommand& command, const Ready& run) {
  Response res;
  try {
    std::ostringstream out;
    const int exit = run(out);
    res.set_header("X-Reckon-Exit", std::to_string(exit));
    // The verdicts (won, lost, unknown) are answers; an illegal move in
    // verify is the request's mistake, told in verify's own JSON.
    res.status = exit == kExitBadInput   ? 400
                 : exit == kExitInternal ? 500
                 : exit == 130           ? 503
                                         : 200;
    res.body = out.str();
    if (res.status == 200 && deterministic(command)) res.cache_control = "max-age=86400";
  } catch (const UsageError& e) {
    answer_error(res, 400, serve::http_words(e.what()));
  } catch (const InputError& e) {
    answer_error(res, 400, serve::http_words(e.what()));
  } catch (const InternalError& e) {
    answer_error(res, 500, std::string("internal error: ") + e.what());
  } catch (const std::bad_alloc&) {
    answer_error(res, 500, "out of memory (ask for a smaller max-memory)");
  } catch (const std::exception& e) {
    answer_error(res, 500, e.what());
  } catch (...) {
    answer_error(res, 500, "internal error");
  }
  return res;
}

Response busy(const std::string& why) {
  Response res;
  res.set_header("Retry-After", "1");
  answer_error(res, 503, "the server is busy (" + why + "); try again");
  return res;
}

Response not_allowed(const std::string& path, const std::string& allow, const std::string& what) {
  Response res;
  res.set_header("Allow", allow);
  answer_error(res, 405, printable(path, 80) + " " + what);
  return res;
}

std::string content_type_of(const std::string& path) {
  const auto dot = path.rfind('.');
  const std::string ext = dot == std::string::npos ? "" : path.substr(dot + 1);
  if (ext == "html" || ext == "htm") return "text/html; charset=utf-8";
  if (ext == "css") return "text/css; charset=utf-8";
  if (ext == "js" || ext == "mjs") return "text/javascript; charset=utf-8";
  if (ext == "json") return "application/json";
  if (ext == "svg") return "image/svg+xml";
  if (ext == "png") return "image/png";
  if (ext == "jpg" || ext == "jpeg") return "image/jpeg";
  if (ext == "ico") return "image/x-icon";
  if (ext == "txt" || ext == "md") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

// A file of the page: /, or a path under the web folder with no ".."
// segment; 404 for anything else.
Response page_file(const std::string& web_dir, const std::string& path) {
  Response res;
  std::string rel = path;
  if (rel.empty() || rel.back() == '/') rel += "index.html";
  const bool escapes = rel.find('\0') != std::string::npos || rel.find('\\') != std::string::npos ||
                       rel.find("/../") != std::string::npos ||
                       (rel.size() >= 3 && rel.compare(rel.size() - 3, 3, "/..") == 0) ||
                       rel.find("/./") != std::string::npos || rel.front() != '/';
  const std::string file = web_dir + rel;
  struct stat st {};
  std::ifstream in;
  if (!web_dir.empty() && !escapes && ::stat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode))
    in.open(file, std::ios::binary);
  if (!in.is_open() || !in) {
    answer_error(res, 404, "not found: " + printable(path, 80));
    return res;
  }
  res.body.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  res.content_type = content_type_of(rel);
  // Kept by the browser but asked again each time: the page changes with the server.
  res.cache_control = "no-cache";
  return res;
}

// What the server does with each request, on the event loop's thread: the
// cheap answers at once, a command handed to the workers.
class Api {
 public:
  Api(const ServeOptions& options, http::WorkerSlots& slots, const serve::StatusSources& status,
      boost::asio::io_context& io)
      : options_(options), slots_(slots), status_(status), io_(io) {}

  void operator()(Request req, Responder respond) {
    const std::string path = req.path();
    if (path == "/api/status") {
      Response res;
      if (req.method == "GET") {
        res.body = serve::status_json(status_);
      } else {
        res = not_allowed(path, "GET", "takes GET only (it reads no parameters)");
      }
      return respond(std::move(res));
    }
    if (path.rfind("/api/", 0) == 0) {
      const ApiCommand* command = serve::find_command(path.substr(5));
      if (!command) {
        Response res;
        answer_error(res, 404,
                     "no endpoint " + printable(path, 80) +
                         " (deal, solve, hint, verify, analyze, play, daily, status)");
        return respond(std::move(res));
      }
      if (req.method != "GET" && req.method != "POST")
        return respond(not_allowed(path, "GET, POST", "takes GET or POST"));
      return start(*command, req, std::move(respond));
    }
    if (req.method != "GET" && req.method != "HEAD")
      return respond(not_allowed(path, "GET, HEAD", "takes GET or HEAD"));
    respond(page_file(options_.web_dir, path));
  }

 private:
  // The parameters are read here (a bad request costs no worker), the
  // command runs on a worker.
  void start(const ApiCommand& command, const Request& req, Responder respond) {
    Response res;
    Ready run;
    try {
      run = ready(command, http::request_params(req), options_.limits);
    } catch (const UsageError& e) {
      answer_error(res, 400, serve::http_words(e.what()));
    } catch (const InputError& e) {
      answer_error(res, 400, serve::http_words(e.what()));
    } catch (const std::exception& e) {
      answer_error(res, 500, e.what());
    }
    if (!run) return respond(std::move(res));
    // A request that waits past the patience is withdrawn from the line and
    // refused; the timer goes when the answer is made.
    auto patience = std::make_shared<boost::asio::steady_timer>(io_, slots_.patience());
    auto& io = io_;
    const auto ticket = slots_.submit([&command, run, respond, patience, &io] {
      // A client gone while its request waited: nobody to answer.
      Response answer = respond.abandoned() ? Response{} : run_command(command, run);
      boost::asio::post(io, [patience] { patience->cancel(); });
      respond(std::move(answer));
    });
    if (ticket == 0) return respond(busy("every worker is searching and the waiting line is full"));
    // A client that leaves frees its place in the line at once. (A search
    // already running goes on to its budget: the commands have no way to be
    // stopped one by one.)
    respond.on_abandon([this, ticket, patience] {
      if (slots_.withdraw(ticket)) patience->cancel();
    });
    patience->async_wait([this, ticket, respond](const boost::system::error_code& ec) {
      if (!ec && slots_.withdraw(ticket))
        respond(busy("no worker was free within " +
                     std::to_string(slots_.patience().count() / 1000) + " s"));
    });
  }

  const ServeOptions& options_;
  http::WorkerSlots& slots_;
  const serve::StatusSources& status_;
  boost::asio::io_context& io_;
};

// As many open files as the system lets us: each connection is one.
std::size_t raise_open_file_limit() {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) != 0) return 1024;
  if (lim.rlim_cur < lim.rlim_max) {
    lim.rlim_cur = lim.rlim_max;
    setrlimit(RLIMIT_NOFILE, &lim);
    getrlimit(RLIMIT_NOFILE, &lim);
  }
  return lim.rlim_cur == RLIM_INFINITY ? (std::size_t{1} << 20) : lim.rlim_cur;
}

}  // namespace

int serve_command(const std::vector<std::string>& args) {
  bool help = false;
  const ServeOptions options = read_serve_options(args, help);
  if (help) return 0;
  if (!options.web_dir.empty()) {
    struct stat st {};
    if (::stat(options.web_dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
      throw InputError("--web " + options.web_dir + ": not a folder");
  }
  http::ConnectionLimits limits = options.connections;
  // Keep files for the page, the logs and the searches' own: past the
  // limit, accept fails and the backlog waits, which the caps exist to avoid.
  const std::size_t files = raise_open_file_limit();
  const std::size_t usable = files > 128 ? files - 64 : files / 2;
  if (limits.max_connections > usable) {
    http::log_line("reckon serve: --max-connections " + std::to_string(limits.max_connections) +
                   " lowered to " + std::to_string(usable) + " (the limit of open files is " +
                   std::to_string(files) + ")");
    limits.max_connections = usable;
  }

  // Hints along the same games ask about the same positions again: their
  // exact verdicts are kept (jobs/hint/verdict_cache.h).
  std::optional<hint::VerdictCache> hint_verdicts;
  if (options.hint_cache > 0) hint_verdicts.emplace(options.hint_cache);
  keep_hint_verdicts(hint_verdicts ? &*hint_verdicts : nullptr);
  struct Forget {  // however serve ends, hints stop using them before they go
    ~Forget() { keep_hint_verdicts(nullptr); }
  } forget;

  // SIGTERM and Ctrl-C are taken by a thread of ours (sigwait) rather than by
  // the stop handler every other command uses: that one makes searches give
  // up, and a server stopping should answer what it has started instead.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);  // before any thread starts: they inherit it

  http::WorkerSlots slots(
      options.workers, options.queue,
      std::chrono::milliseconds(static_cast<long long>(options.patience_seconds * 1000)));
  serve::AnswerCounts answers;
  const serve::StatusSources status{std::chrono::steady_clock::now(), &answers, &slots,
                                    hint_verdicts ? &*hint_verdicts : nullptr, options.hint_cache};

  auto logger = [&answers](const http::Served& s) {
    answers.count(s.status);
    if (!s.log) return;
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(s.took).count();
    std::string query;
    if (s.target != "-")
      for (const auto& [k, v] : http::query_params(s.target, 16, false))
        query += (query.empty() ? "?" : "&") + k + "=" + v;
    const std::string path = s.target == "-" ? "-" : Request{"", s.target, "", true}.path();
    char buf[96];
    std::snprintf(buf, sizeof buf, " %d %zu bytes %.1f ms", s.status, s.body_bytes,
                  static_cast<double>(us) / 1000);
    http::log_line("reckon serve: " + printable(s.remote, 40) + " " + printable(s.method, 10) +
                   " " + printable(path + query, 200) + buf);
  };
  std::unique_ptr<Api> api;
  http::HttpServer server(
      limits,
      [&api](Request req, Responder respond) { (*api)(std::move(req), std::move(respond)); },
      logger);
  api = std::make_unique<Api>(options, slots, status, server.context());
  const int port = server.listen(options.bind, options.port);

  std::atomic<bool> done{false};
  std::thread signal_waiter([&] {
    const timespec tick{0, 200'000'000};
    while (!done.load()) {
      const int sig = sigtimedwait(&stop_signals, nullptr, &tick);
      if (sig == SIGTERM || sig == SIGINT) {
        http::log_line("reckon serve: stopping (signal " + std::to_string(sig) +
                       "); answering the requests in flight");
        server.stop();
        return;
      }
    }
  });
  http::log_line("reckon serve: listening on http://" + options.bind + ":" + std::to_string(port) +
                 "/ (" + std::to_string(options.workers) + " workers, " +
                 std::to_string(options.queue) + " waiting at most)");
  // Returns once stopped, after the requests that had arrived are answered.
  server.run();
  slots.shut_down();
  done.store(true);
  signal_waiter.join();
  http::log_line("reckon serve: stopped");
  return 0;
}

}  // namespace reckon::cli
