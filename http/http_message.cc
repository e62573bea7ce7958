#include "http/http_message.h"

#include <cstdio>
#include <mutex>

#include "core/json.h"
#include "reckon/input_error.h"

namespace reckon::http {

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

std::string percent_decode(std::string_view s, bool plus_is_space) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+' && plus_is_space) {
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

// A header value we write must not end the header early, nor carry a
// control character (a client's parser may refuse the whole answer): tab,
// printable ASCII and bytes past 0x7f only.
std::string header_safe(std::string_view v) {
  std::string out;
  for (char c : v) {
    const auto u = static_cast<unsigned char>(c);
    if (u == '\t' || (u >= 0x20 && u != 0x7f)) out += c;
  }
  return out;
}

}  // namespace

std::string url_decode(std::string_view s) { return percent_decode(s, true); }

std::string Request::path() const {
  return percent_decode(std::string_view(target).substr(0, target.find('?')), false);
}

void Response::set_header(std::string name, std::string value) {
  for (auto& [k, v] : headers)
    if (k == name) {
      v = std::move(value);
      return;
    }
  headers.emplace_back(std::move(name), std::move(value));
}

Params query_params(std::string_view target, std::size_t max, bool refuse_more) {
  Params out;
  const auto q = target.find('?');
  if (q == std::string_view::npos) return out;
  std::string_view rest = target.substr(q + 1);
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const std::string_view item = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    if (item.empty()) continue;
    // Counted as they are read: a query of a million "&a" costs no more than 65.
    if (out.size() == max) {
      if (!refuse_more) break;
      throw InputError("too many parameters (at most " + std::to_string(max) + ")");
    }
    const auto eq = item.find('=');
    out.emplace_back(url_decode(item.substr(0, eq)),
                     eq == std::string_view::npos ? "" : url_decode(item.substr(eq + 1)));
  }
  return out;
}

Params request_params(const Request& req) {
  Params params = query_params(req.target, kMaxParams);
  if (req.method == "POST" && !req.body.empty()) {
    for (auto& kv : params_from_json(req.body)) {
      for (const auto& [k, v] : params)
        if (k == kv.first)
          throw InputError(printable(k, 40) + ": given both in the query and in the body");
      if (params.size() == kMaxParams)
        throw InputError("too many parameters (at most " + std::to_string(kMaxParams) + ")");
      params.push_back(std::move(kv));
    }
  }
  return params;
}

void answer_error(Response& res, int status, const std::string& message) {
  json::Writer w;
  w.begin_object().member("error", message).member("status", status).end_object();
  res.status = status;
  res.content_type = "application/json";
  res.body = w.str() + "\n";
  res.cache_control = "no-store";
}

std::string_view reason_phrase(int status) {
  switch (status) {
    case 100:
      return "Continue";
    case 200:
      return "OK";
    case 400:
      return "Bad Request";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 408:
      return "Request Timeout";
    case 413:
      return "Content Too Large";
    case 414:
      return "URI Too Long";
    case 431:
      return "Request Header Fields Too Large";
    case 500:
      return "Internal Server Error";
    case 501:
      return "Not Implemented";
    case 503:
      return "Service Unavailable";
    default:
      return "Unknown";
  }
}

std::string write_response(const Response& res, bool keep_alive, bool head) {
  std::string out;
  out.reserve(512 + (head ? 0 : res.body.size()));
  out += "HTTP/1.1 " + std::to_string(res.status) + " ";
  out += reason_phrase(res.status);
  out += "\r\nContent-Type: " + header_safe(res.content_type);
  out += "\r\nContent-Length: " + std::to_string(res.body.size());
  for (const auto& [k, v] : res.headers) out += "\r\n" + header_safe(k) + ": " + header_safe(v);
  // Every answer: the browser takes the types we send (no sniffing a JSON
  // error into a page), and the page may load its own files only.
  out += "\r\nX-Content-Type-Options: nosniff\r\nContent-Security-Policy: ";
  out += kContentSecurityPolicy;
  out += "\r\nReferrer-Policy: no-referrer";
  out += "\r\nCache-Control: " + header_safe(res.cache_control);
  out += keep_alive ? "\r\nConnection: keep-alive" : "\r\nConnection: close";
  out += "\r\n\r\n";
  if (!head) out += res.body;
  return out;
}

}  // namespace reckon::http
