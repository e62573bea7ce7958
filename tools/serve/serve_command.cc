#include "tools/serve/serve_command.h"

#include <httplib.h>
#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <new>
#include <optional>
#include <sstream>
#include <thread>

#include "reckon/input_error.h"
#include "core/json.h"
#include "strategies/calculation_solve.h"
#include "tools/cli.h"
#include "tools/hint_command.h"
#include "tools/serve/api_request.h"
#include "tools/serve/http_io.h"
#include "tools/serve/serve_options.h"
#include "tools/serve/server_status.h"
#include "tools/serve/worker_slots.h"

namespace reckon::cli {
namespace {

using serve::answer_error;
using serve::ApiCommand;
using serve::log_line;
using serve::Params;
using serve::printable;
using serve::query_params;

thread_local std::chrono::steady_clock::time_point request_start;

// Runs one command for one request: the parameters of the query string and
// of a JSON body together, the command's own output as the answer.
void handle_api(const ApiCommand& command, const ServeOptions& options, serve::WorkerSlots& slots,
                const httplib::Request& req, httplib::Response& res) {
  try {
    Params params = query_params(req);
    if (req.method == "POST" && !req.body.empty()) {
      for (auto& kv : serve::params_from_json(req.body)) {
        for (const auto& [k, v] : params)
          if (k == kv.first)
            throw UsageError("\"" + k + "\" is given both in the query and in the body");
        params.push_back(std::move(kv));
      }
    }
    const po::variables_map vm = serve::variables_of(command, params, options.limits);
    serve::SlotGuard slot(slots);
    if (!slot.held()) {
      res.set_header("Retry-After", "1");
      answer_error(
          res, 503,
          "the server is busy (every worker is searching and the waiting line is full); try again");
      return;
    }
    std::ostringstream out;
    const int exit = command.run(vm, out);
    res.set_header("X-Reckon-Exit", std::to_string(exit));
    // The verdicts (won, lost, unknown) are answers; an illegal move in
    // verify is the request's mistake, told in verify's own JSON.
    res.status = exit == kExitBadInput   ? 400
                 : exit == kExitInternal ? 500
                 : exit == 130           ? 503
                                         : 200;
    res.set_content(out.str(), "application/json");
  } catch (const UsageError& e) {
    answer_error(res, 400, e.what());
  } catch (const InputError& e) {
    answer_error(res, 400, e.what());
  } catch (const InternalError& e) {
    answer_error(res, 500, std::string("internal error: ") + e.what());
  } catch (const std::bad_alloc&) {
    answer_error(res, 500, "out of memory (ask for a smaller max-memory)");
  } catch (const std::exception& e) {
    answer_error(res, 500, e.what());
  } catch (...) {
    answer_error(res, 500, "internal error");
  }
}

}  // namespace

int serve_command(const std::vector<std::string>& args) {
  bool help = false;
  const ServeOptions options = read_serve_options(args, help);
  if (help) return 0;
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

  serve::WorkerSlots slots(
      options.workers, options.queue,
      std::chrono::milliseconds(static_cast<long long>(options.patience_seconds * 1000)));
  httplib::Server server;
  // Threads that carry connections (most of them wait on a socket); the
  // searches are bounded by the worker slots.
  const int connection_threads = options.workers + options.queue + 8;
  server.new_task_queue = [connection_threads] {
    return new httplib::ThreadPool(connection_threads);
  };
  // A response goes out as two writes (headers, then body); with Nagle's
  // algorithm the second waits for the client's delayed ACK, which costs
  // 40 ms on every keep-alive request.
  server.set_tcp_nodelay(true);
  server.set_payload_max_length(options.max_body);
  server.set_read_timeout(10, 0);
  server.set_write_timeout(10, 0);
  server.set_keep_alive_timeout(5);
  server.set_pre_routing_handler([](const httplib::Request&, httplib::Response&) {
    request_start = std::chrono::steady_clock::now();
    return httplib::Server::HandlerResponse::Unhandled;
  });
  serve::AnswerCounts answers;
  const serve::StatusSources status{std::chrono::steady_clock::now(), &answers, &slots,
                                    hint_verdicts ? &*hint_verdicts : nullptr, options.hint_cache};
  server.Get("/api/status", [&status](const httplib::Request&, httplib::Response& res) {
    res.set_content(serve::status_json(status), "application/json");
  });
  server.Post("/api/status", [](const httplib::Request&, httplib::Response& res) {
    res.set_header("Allow", "GET");
    answer_error(res, 405, "/api/status takes GET only (it reads no parameters)");
  });
  for (const ApiCommand& command : serve::api_commands()) {
    const std::string path = "/api/" + command.name;
    auto handler = [&command, &options, &slots](const httplib::Request& req,
                                                httplib::Response& res) {
      handle_api(command, options, slots, req, res);
    };
    server.Get(path, handler);
    server.Post(path, handler);
  }
  // A path under /api/ that names no endpoint, or a request the library
  // refused (a body past --max-body): JSON, like every other API answer.
  server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (!res.body.empty()) return;
    std::string message = "HTTP " + std::to_string(res.status);
    if (res.status == 404)
      message = req.path.rfind("/api/", 0) == 0
                    ? "no endpoint " + printable(req.path, 80) +
                          " (deal, solve, hint, verify, analyze, play, daily, status)"
                    : "not found: " + printable(req.path, 80);
    if (res.status == 413)
      message = "the request body is too large (the server takes at most what --max-body says)";
    answer_error(res, res.status, message);
  });
  server.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        answer_error(res, 500, "internal error");
      });
  server.set_logger([&answers](const httplib::Request& req, const httplib::Response& res) {
    answers.count(res.status);
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(
                        std::chrono::steady_clock::now() - request_start)
                        .count();
    std::string query;
    for (const auto& [k, v] : query_params(req)) query += (query.empty() ? "?" : "&") + k + "=" + v;
    char buf[96];
    std::snprintf(buf, sizeof buf, " %d %zu bytes %.1f ms", res.status, res.body.size(),
                  static_cast<double>(us) / 1000);
    log_line("reckon serve: " + printable(req.remote_addr, 40) + " " + printable(req.method, 10) +
             " " + printable(req.path + query, 200) + buf);
  });
  if (!options.web_dir.empty() && !server.set_mount_point("/", options.web_dir))
    throw InputError("--web " + options.web_dir + ": not a folder");

  int port = options.port;
  if (port == 0) {
    port = server.bind_to_any_port(options.bind);
    if (port < 0) throw InputError("cannot listen on " + options.bind + " (any port)");
  } else if (!server.bind_to_port(options.bind, port)) {
    throw InputError("cannot listen on " + options.bind + ":" + std::to_string(port) +
                     " (in use, or not an address here)");
  }

  std::atomic<bool> done{false};
  std::thread signal_waiter([&] {
    const timespec tick{0, 200'000'000};
    while (!done.load()) {
      const int sig = sigtimedwait(&stop_signals, nullptr, &tick);
      if (sig == SIGTERM || sig == SIGINT) {
        log_line("reckon serve: stopping (signal " + std::to_string(sig) +
                 "); answering the requests in flight");
        server.stop();
        return;
      }
    }
  });
  log_line("reckon serve: listening on http://" + options.bind + ":" + std::to_string(port) +
           "/ (" + std::to_string(options.workers) + " workers, " + std::to_string(options.queue) +
           " waiting at most)");
  // Returns once stopped, after the connection threads have finished their requests.
  const bool ok = server.listen_after_bind();
  done.store(true);
  signal_waiter.join();
  log_line("reckon serve: stopped");
  return ok ? 0 : kExitInternal;
}

}  // namespace reckon::cli
