#pragma once
// Long calls of the Python module run with the GIL released. On the main
// thread, while Python handles SIGINT, a handler of ours stands in for
// Python's during the call: Ctrl-C sets the call's stop flag, the search or
// analysis ends cleanly, and then the interrupt is passed on to Python
// (KeyboardInterrupt). Two sigaction calls cost about a microsecond; a
// helper thread to poll for signals cost hundreds on a loaded host
// (doc/results.md, "Python module").
#include <pybind11/pybind11.h>

#include <signal.h>

#include <atomic>
#include <thread>

namespace reckon::pymodule {

// The stop flag of the call in progress on the main thread, set by
// stop_on_sigint.
inline std::atomic<bool> interrupted{false};
// Set when the module is imported (modules are imported on the main thread).
inline std::thread::id main_thread;

extern "C" void stop_on_sigint(int);

// Runs call(stop) as said above; stop is null off the main thread or when
// Python does not handle SIGINT.
template <class Call>
auto run_stoppable(const Call& call) {
  namespace py = pybind11;
  struct sigaction python_handler {};
  sigaction(SIGINT, nullptr, &python_handler);
  const bool own = std::this_thread::get_id() == main_thread &&
                   python_handler.sa_handler != SIG_DFL && python_handler.sa_handler != SIG_IGN;
  if (!own) {
    py::gil_scoped_release release;
    return call(nullptr);
  }
  struct sigaction ours {};
  ours.sa_handler = stop_on_sigint;
  sigemptyset(&ours.sa_mask);
  interrupted.store(false);
  sigaction(SIGINT, &ours, nullptr);
  // Python's handler comes back whatever happens (an exception included).
  struct Restore {
    struct sigaction& handler;
    ~Restore() { sigaction(SIGINT, &handler, nullptr); }
  };
  auto result = [&] {
    Restore restore{python_handler};
    py::gil_scoped_release release;
    return call(&interrupted);
  }();
  if (interrupted.load()) {
    PyErr_SetInterrupt();
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
  return result;
}

}  // namespace reckon::pymodule
