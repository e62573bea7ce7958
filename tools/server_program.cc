#include "tools/server_program.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <stdexcept>

namespace reckon::cli {

int run_server_program(const std::vector<std::string>& args) {
  namespace fs = std::filesystem;
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  const fs::path server = (error ? fs::path("reckon") : self).parent_path() / "reckon-serve";
  std::vector<std::string> words = {"reckon-serve"};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  std::cout.flush();
  ::execv(server.c_str(), argv.data());
  throw std::runtime_error("reckon serve: cannot start the server program " + server.string() +
                           ": " + std::strerror(errno));
}

}  // namespace reckon::cli
