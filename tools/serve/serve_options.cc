#include "tools/serve/serve_options.h"
#include "jobs/common/text_input.h"

#include <algorithm>
#include <iostream>
#include <thread>

#include "jobs/common/data_paths.h"
#include "tools/cli.h"

namespace reckon::cli {

ServeOptions read_serve_options(const std::vector<std::string>& args, bool& help) {
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
      ("max-deals", po::value<std::string>()->default_value("1000"),
       "most deals one /api/analyze request may name")  //
      ("max-body", po::value<std::size_t>()->default_value(65536),
       "largest request body, bytes (413 past it)")  //
      ("request-timeout", po::value<double>()->default_value(10),
       "seconds a request may take to arrive whole, header and body, from its first byte (408 "
       "past it)")  //
      ("idle-timeout", po::value<double>()->default_value(5),
       "seconds a connection may stay open with no request under way")  //
      ("max-connections", po::value<std::size_t>()->default_value(4096),
       "connections open at once; one past it is answered 503 and closed")  //
      ("max-client-connections", po::value<std::size_t>()->default_value(256),
       "connections open at once from one address; one past it is answered 503 and closed")  //
      ("web", po::value<std::string>(),
       "the folder of the page served at / (default: $RECKON_WEB_DIR, else share/reckon/web of "
       "the prefix reckon is installed in; doc/install.md)")  //
      ("hint-cache", po::value<std::size_t>()->default_value(200'000),
       "positions whose exact verdicts /api/hint keeps for later requests (about 150 bytes each; "
       "forgotten all at once when full; 0: none)");
  po::variables_map vm;
  help = !parse(
      args, desc, vm,
      "Usage: reckon serve [--port N] [--bind ADDR] [options]\n"
      "Serves the commands as a JSON API (GET with query parameters, or POST with a JSON object):\n"
      "/api/deal, /api/solve, /api/hint, /api/verify, /api/analyze, /api/play, /api/daily;\n"
      "/api/status (version, requests answered, workers busy, hint cache, memory); the page at /.\n"
      "Stops on SIGTERM or Ctrl-C once the requests in flight are answered.\n"
      "Exit status: 0 stopped by SIGTERM or Ctrl-C, 2 bad input or usage (an address it cannot "
      "listen on).",
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
  o.limits.max_nodes = jobs::parse_u64(vm["max-nodes"].as<std::string>(), "--max-nodes");
  if (o.limits.max_nodes == 0)
    throw UsageError("--max-nodes: a server needs a cap (give a number above 0)");
  o.limits.max_seconds = vm["max-seconds"].as<double>();
  if (!(o.limits.max_seconds > 0 && o.limits.max_seconds <= 86400))
    throw UsageError("--max-seconds: a server needs a cap from above 0 to 86400");
  o.limits.max_memory_mib = vm["max-memory"].as<std::size_t>();
  if (o.limits.max_memory_mib < 1 || o.limits.max_memory_mib > (std::size_t{1} << 20))
    throw UsageError("--max-memory must be between 1 and 1048576 MiB");
  o.limits.max_deals = jobs::parse_u64(vm["max-deals"].as<std::string>(), "--max-deals");
  if (o.limits.max_deals < 1 || o.limits.max_deals > 1'000'000)
    throw UsageError("--max-deals must be from 1 to 1000000");
  o.max_body = vm["max-body"].as<std::size_t>();
  if (o.max_body < 1024) throw UsageError("--max-body must be at least 1024 bytes");
  if (o.max_body > (std::size_t{1} << 30)) throw UsageError("--max-body must be at most 1 GiB");
  o.connections.max_body = o.max_body;
  const auto seconds = [&](const char* name) {
    const double s = vm[name].as<double>();
    if (!(s >= 0.1 && s <= 3600))
      throw UsageError(std::string("--") + name + " must be from 0.1 to 3600 seconds");
    return std::chrono::milliseconds(static_cast<long long>(s * 1000));
  };
  o.connections.request_timeout = seconds("request-timeout");
  o.connections.idle_timeout = seconds("idle-timeout");
  o.connections.write_timeout =
      std::max(o.connections.request_timeout, std::chrono::milliseconds(10'000));
  o.connections.max_connections = vm["max-connections"].as<std::size_t>();
  o.connections.max_client_connections = vm["max-client-connections"].as<std::size_t>();
  if (o.connections.max_connections < 1 || o.connections.max_connections > 1'000'000)
    throw UsageError("--max-connections must be from 1 to 1000000");
  if (o.connections.max_client_connections < 1)
    throw UsageError("--max-client-connections must be at least 1");
  o.web_dir = vm.count("web") ? vm["web"].as<std::string>() : jobs::web_dir();
  o.hint_cache = vm["hint-cache"].as<std::size_t>();
  if (o.hint_cache > 10'000'000) throw UsageError("--hint-cache must be at most 10000000");
  return o;
}

}  // namespace reckon::cli
