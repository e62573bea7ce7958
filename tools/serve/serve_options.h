#pragma once
// reckon serve's own options: where it listens, how many requests it
// computes and queues, and the caps on what one request may ask for.
#include <cstddef>
#include <string>
#include <vector>

#include "http/http_server.h"
#include "tools/serve/api_request.h"

namespace reckon::cli {

struct ServeOptions {
  std::string bind = "127.0.0.1";
  int port = 8080;
  int workers = 0;  // 0: every core
  int queue = 16;
  double patience_seconds = 30;
  std::size_t max_body = 65536;
  std::string web_dir;  // --web, else jobs/common/data_paths.h's web_dir()
  std::size_t hint_cache = 200'000;  // positions whose verdicts hints keep (0: none)
  serve::ServeLimits limits;
  http::ConnectionLimits connections;  // deadlines and caps on connections (http_server.h)
};

// Parses serve's words; --help prints the help and sets help.
ServeOptions read_serve_options(const std::vector<std::string>& args, bool& help);

}  // namespace reckon::cli
