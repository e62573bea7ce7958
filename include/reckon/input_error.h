#pragma once
// Bad user input: a card string, a move list, a deal number, an option value.
// The message names the position and the problem; tools print it and exit 2.
#include <stdexcept>
#include <string>

namespace reckon {

class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace reckon
