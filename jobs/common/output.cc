#include "jobs/common/output.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <system_error>

#include <unistd.h>

namespace reckon::jobs {
namespace {

[[noreturn]] void fail(const std::string& name, int error) {
  throw OutputError("cannot write " + name +
                    (error ? std::string(": ") + std::strerror(error) : std::string()));
}

}  // namespace

std::ofstream open_output(const std::string& path, const std::string& name) {
  errno = 0;
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) fail(name.empty() ? "\"" + path + "\"" : name, errno);
  return f;
}

void check_writable(const std::string& path) {
  namespace fs = std::filesystem;
  const std::string name = "\"" + path + "\"";
  std::error_code ec;
  const fs::path p(path);
  if (fs::is_directory(p, ec)) throw OutputError("cannot write " + name + ": it is a folder");
  if (fs::exists(p, ec)) {
    if (::access(path.c_str(), W_OK) != 0) fail(name, errno);
    return;
  }
  const fs::path folder = p.has_parent_path() ? p.parent_path() : fs::path(".");
  if (!fs::is_directory(folder, ec)) throw OutputError("cannot write " + name + ": no folder " + folder.string());
  if (::access(folder.c_str(), W_OK) != 0) fail(name, errno);
}

void check_output(std::ostream& out, const std::string& name) {
  errno = 0;
  out.flush();
  if (!out) fail(name, errno);
}

void finish_standard_output() {
  errno = 0;
  std::cout.flush();
  const bool stream_failed = !std::cout;
  if (std::fflush(stdout) != 0 || std::ferror(stdout) || stream_failed)
    fail("standard output", errno);
}

}  // namespace reckon::jobs
