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
#include <sstream>
#include <thread>

#include "core/input_error.h"
#include "core/json.h"
#include "strategies/calculation_solve.h"
#include "tools/cli.h"
#include "tools/serve/api_request.h"
#include "tools/serve/worker_slots.h"

namespace reckon::cli {
namespace {

using serve::ApiCommand;
using serve::Params;

struct ServeOptions {
  std::string bind = "127.0.0.1";
  int port = 8080;
  int workers = 0;  // 0: every core
  int queue = 16;
  double patience_seconds = 30;
  std::size_t max_body = 65536;
  std::string web_dir = RECKON_WEB_DIR;
  serve::ServeLimits limits;
};

// One line per request on stderr; lines from different threads never mix.
std::mutex& log_mutex() {
  static std::mutex m;
  return m;
}

void log_line(const std::string& line) {
  std::lock_guard lock(log_mutex());
  std::fputs(line.c_str(), stderr);
  std::fputc('\n', stderr);
  std::fflush(stderr);
}

// What a log line shows of a path or parameter: printable ASCII only, short.
std::string printable(std::string_view s, std::size_t cap = 160) {
  std::string out;
  for (unsigned char c : s) {
    if (out.size() >= cap) {
      out += "...";
      break;
    }
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    }
  }
  return out;
}

thread_local std::chrono::steady_clock::time_point request_start;

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string url_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && hex_digit(s[i + 1]) >= 0 &&
               hex_digit(s[i + 2]) >= 0) {
      out += static_cast<char>(hex_digit(s[i + 1]) * 16 + hex_digit(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// The parameters of the query string alone. The library would also take a
// form-encoded body's fields as parameters; a body here is JSON or nothing.
Params query_params(const httplib::Request& req) {
  Params out;
  const auto q = req.target.find('?');
  if (q == std::string::npos) return out;
  std::string_view rest = std::string_view(req.target).substr(q + 1);
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const std::string_view item = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    if (item.empty()) continue;
    const auto eq = item.find('=');
    out.emplace_back(url_decode(item.substr(0, eq)),
                     eq == std::string_view::npos ? "" : url_decode(item.substr(eq + 1)));
  }
  return out;
}

void answer_error(httplib::Response& res, int status, const std::string& message) {
  json::Writer w;
  w.begin_object().member("error", message).member("status", status).end_object();
  res.status = status;
  res.set_content(w.str() + "\n", "application/json");
}

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

ServeOptions read_options(const std::vector<std::string>& args, bool& help) {
  po::options_description desc("Options");
  ServeOptions o;
  desc.add_options()("help,h", "this help")  //
      ("port", po::value<int>()->default_value(8080),
       "TCP port (0: any free port, printed at start)")  //
      ("bind", po::value<std::string>()->default_value("127.0.0.1"),
       "address to listen on (the default, loopback, lets no other machine in)")  //
      ("workers", po::value<int>()->default_value(0),
       "requests that compute at once (0: one per core)")  //
      ("queue", po::value<int>()->default_value(16),
       "requests that may wait for a worker; past that, 503 at once")  //
      ("max-nodes", po::value<std::string>()->default_value("2000000"),
       "cap on a request's node budget per search (a request asking for none or more gets this)")  //
      ("max-seconds", po::value<double>()->default_value(10),
       "cap on a request's seconds (analyze: shared by its deals)")  //
      ("max-memory", po::value<std::size_t>()->default_value(256),
       "cap on a search's tables, MiB")  //
      ("max-deals", po::value<std::uint64_t>()->default_value(1000),
       "most deals one /api/analyze request may name")  //
      ("max-body", po::value<std::size_t>()->default_value(65536),
       "largest request body, bytes (413 past it)")  //
      ("web", po::value<std::string>()->default_value(RECKON_WEB_DIR),
       "the folder of the page served at /");
  po::variables_map vm;
  help = !parse(
      args, desc, vm,
      "Usage: reckon serve [--port N] [--bind ADDR] [options]\n"
      "Serves the commands as a JSON API (GET with query parameters, or POST with a JSON object):\n"
      "/api/deal, /api/solve, /api/hint, /api/verify, /api/analyze, /api/play; and the page at /.\n"
      "Stops on SIGTERM or Ctrl-C once the requests in flight are answered.",
      std::cout);
  if (help) return o;
  o.port = vm["port"].as<int>();
  if (o.port < 0 || o.port > 65535) throw UsageError("--port must be from 0 to 65535");
  o.bind = vm["bind"].as<std::string>();
  o.workers = vm["workers"].as<int>();
  if (o.workers < 0 || o.workers > 256) throw UsageError("--workers must be from 0 to 256");
  if (o.workers == 0)
    o.workers = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  o.queue = vm["queue"].as<int>();
  if (o.queue < 0 || o.queue > 4096) throw UsageError("--queue must be from 0 to 4096");
  o.limits.max_nodes = parse_u64(vm["max-nodes"].as<std::string>(), "--max-nodes");
  if (o.limits.max_nodes == 0)
    throw UsageError("--max-nodes: a server needs a cap (give a number above 0)");
  o.limits.max_seconds = vm["max-seconds"].as<double>();
  if (!(o.limits.max_seconds > 0 && o.limits.max_seconds <= 86400))
    throw UsageError("--max-seconds: a server needs a cap from above 0 to 86400");
  o.limits.max_memory_mib = vm["max-memory"].as<std::size_t>();
  if (o.limits.max_memory_mib < 1 || o.limits.max_memory_mib > (std::size_t{1} << 20))
    throw UsageError("--max-memory must be between 1 and 1048576 MiB");
  o.limits.max_deals = vm["max-deals"].as<std::uint64_t>();
  if (o.limits.max_deals < 1 || o.limits.max_deals > 1'000'000)
    throw UsageError("--max-deals must be from 1 to 1000000");
  o.max_body = vm["max-body"].as<std::size_t>();
  if (o.max_body < 1024) throw UsageError("--max-body must be at least 1024 bytes");
  o.web_dir = vm["web"].as<std::string>();
  return o;
}

}  // namespace

int serve_command(const std::vector<std::string>& args) {
  bool help = false;
  const ServeOptions options = read_options(args, help);
  if (help) return 0;

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
      message = req.path.rfind("/api/", 0) == 0 ? "no endpoint " + printable(req.path, 80) +
                                                      " (deal, solve, hint, verify, analyze, play)"
                                                : "not found: " + printable(req.path, 80);
    if (res.status == 413)
      message = "the request body is too large (the server takes at most what --max-body says)";
    answer_error(res, res.status, message);
  });
  server.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        answer_error(res, 500, "internal error");
      });
  server.set_logger([](const httplib::Request& req, const httplib::Response& res) {
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
