#include "tools/guarded_main.h"

#include <filesystem>
#include <iostream>
#include <new>

#include "jobs/common/output.h"
#include "reckon/input_error.h"
#include "strategies/calculation_solve.h"
#include "tools/cli.h"
#include "tools/message_text.h"

namespace reckon::cli {

int guarded_main(const std::function<int()>& body) {
  try {
    install_stop_handler();
    const int status = body();
    jobs::finish_standard_output();
    return status;
  } catch (const UsageError& e) {
    std::cerr << "reckon: " << printable_message(e.what()) << "\n";
    return kExitBadInput;
  } catch (const reckon::InputError& e) {
    std::cerr << "reckon: " << printable_message(e.what()) << "\n";
    return kExitBadInput;
  } catch (const InternalError& e) {
    std::cerr << "reckon: internal error: " << printable_message(e.what()) << "\n";
    return kExitInternal;
  } catch (const jobs::OutputError& e) {
    std::cerr << "reckon: " << printable_message(e.what()) << "\n";
    return kExitBadInput;
  } catch (const std::filesystem::filesystem_error& e) {
    // A path that cannot be made or read (a file where a folder is wanted):
    // the user's to fix, not a bug.
    std::cerr << "reckon: " << printable_message(e.what()) << "\n";
    return kExitBadInput;
  } catch (const std::bad_alloc&) {
    std::cerr << "reckon: out of memory (lower --max-memory)\n";
    return kExitInternal;
  } catch (const std::exception& e) {
    std::cerr << "reckon: " << printable_message(e.what()) << "\n";
    return kExitInternal;
  }
}

}  // namespace reckon::cli
