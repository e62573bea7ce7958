#pragma once
// A result failed its own check (a line that does not replay, a proof that
// does not verify, a player's illegal move): a bug in reckon, never a
// verdict. Every layer that checks its work throws it; the front ends report
// it as an internal error (the command line: exit status 4).
#include <stdexcept>

namespace reckon {

class InternalError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace reckon
