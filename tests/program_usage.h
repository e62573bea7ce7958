#pragma once
// The usage tests' tools (usage_test.cc, construct_usage_test.cc): run the
// reckon program, read the options a command's --help lists, and run one
// case per option, so that an option --help lists but no test exercises
// fails the test.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "run_program.h"

namespace reckon::testing::usage {

using Invocation = reckon::testing::ProgramRun;  // out: stdout and stderr together

inline Invocation run(const std::string& args) {
  return reckon::testing::run_program(std::string(RECKON_BINARY) + " " + args + " 2>&1");
}

inline std::set<std::string> options_in_help(const std::string& command) {
  const Invocation r = run(command + " --help");
  EXPECT_EQ(r.status, 0) << r.out;
  // Option lines look like "  --name arg  text" or "  -h [ --help ]  text".
  std::set<std::string> opts;
  for (std::size_t i = 0, j; i < r.out.size(); i = j + 1) {
    j = r.out.find('\n', i);
    if (j == std::string::npos) j = r.out.size();
    std::string line = r.out.substr(i, j - i);
    const std::size_t start = line.find_first_not_of(' ');
    if (start == std::string::npos || start == 0) continue;
    line = line.substr(start);
    if (line.starts_with("-") && !line.starts_with("--") && line.find("[ --") != std::string::npos)
      line = line.substr(line.find("[ --") + 2);
    if (!line.starts_with("--")) continue;
    const std::size_t end = line.find_first_of(" ]", 2);
    opts.insert(line.substr(2, end == std::string::npos ? std::string::npos : end - 2));
  }
  return opts;
}

// One invocation per option, with the exit status it must give.
struct Case {
  std::string args;
  int status;
  std::string must_contain;
};

inline void check_every_option_is_exercised(const std::string& command,
                                            const std::map<std::string, Case>& cases) {
  for (const std::string& o : options_in_help(command)) {
    const auto it = cases.find(o);
    ASSERT_NE(it, cases.end()) << "reckon " << command << " --" << o << " has no usage case";
    const Invocation r = run(command + " " + it->second.args);
    EXPECT_EQ(r.status, it->second.status) << "reckon " << command << " " << it->second.args << "\n"
                                           << r.out;
    EXPECT_NE(r.out.find(it->second.must_contain), std::string::npos)
        << "reckon " << command << " " << it->second.args << " should say \""
        << it->second.must_contain << "\"\n"
        << r.out;
  }
}

inline const std::string kDeal17Cards =
    "Ah 2c 3s 4d | Js Kh 6h Jc Ts 3d Jh Ks 7d Qc 6d Td Qd 8h 5s 5c As 7s Th 6s 4h 3h 7h 5h 6c Kd "
    "Tc 4c 5d 2d 9s Jd Ac "
    "Ad 4s Qs 8c Kc 9d 9h 3c 8d 9c 8s 2s 7c Qh 2h";

}  // namespace reckon::testing::usage
