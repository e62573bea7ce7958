#include "tools/serve/http_io.h"

#include <cstdio>
#include <mutex>

#include "core/json.h"

namespace reckon::serve {

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

std::string printable(std::string_view s, std::size_t cap) {
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

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

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

}  // namespace reckon::serve
