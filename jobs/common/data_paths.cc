#include "jobs/common/data_paths.h"

#include <dlfcn.h>
#include <link.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <vector>

#include "reckon/input_error.h"

// cmake/install.cmake defines these: the share/reckon folder relative to the
// programs' folder (bin/) and to the folders of the shared objects (the
// library's and the Python module's, ':' between them), and the source and
// build trees this code was built in.
#if !defined(RECKON_SHARE_FROM_PROGRAM) || !defined(RECKON_SHARE_FROM_LIBRARIES) || \
    !defined(RECKON_SOURCE_DATA_DIR) || !defined(RECKON_SOURCE_WEB_DIR) ||          \
    !defined(RECKON_BUILD_DIR)
#error "cmake/install.cmake defines the install layout for data_paths.cc"
#endif

namespace reckon::jobs {
namespace {

namespace fs = std::filesystem;

bool is_folder(const fs::path& p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

fs::path canonical_or_same(const fs::path& p) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(p, ec);
  return ec ? p : c;
}

bool is_inside(const fs::path& file, const fs::path& folder) {
  const fs::path f = canonical_or_same(file), d = canonical_or_same(folder);
  return std::mismatch(d.begin(), d.end(), f.begin(), f.end()).first == d.end();
}

struct LoadedFrom {
  fs::path file;            // the program or the shared object holding this code
  bool is_program = false;  // the executable itself, not a shared object
};

// The file this very code was loaded from. dladdr names the main program
// by argv[0], which may be relative or a name looked up in PATH, so the
// program is named by the kernel (/proc/self/exe) instead.
LoadedFrom loaded_from() {
  static const char anchor = 0;
  Dl_info info;
  link_map* map = nullptr;
  if (dladdr1(&anchor, &info, reinterpret_cast<void**>(&map), RTLD_DL_LINKMAP) != 0 &&
      map != nullptr && map->l_name != nullptr && map->l_name[0] != '\0')
    return {canonical_or_same(map->l_name), false};
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return {ec ? fs::path() : exe, true};
}

// share/reckon/<leaf> from the folder of `self`, for each relation that
// cmake/install.cmake gives.
std::vector<fs::path> installed_candidates(const LoadedFrom& self, const std::string& leaf) {
  std::vector<fs::path> out;
  if (self.file.empty()) return out;
  // The Python package that pip installs (setup.py) is the module as
  // reckon/__init__<suffix>.so with the data it reads beside it, in
  // reckon/<leaf>: no share/ folder exists in a virtual environment.
  if (!self.is_program && self.file.filename().string().starts_with("__init__."))
    out.push_back(self.file.parent_path() / leaf);
  const std::string relations =
      self.is_program ? RECKON_SHARE_FROM_PROGRAM : RECKON_SHARE_FROM_LIBRARIES;
  std::size_t start = 0;
  while (start <= relations.size()) {
    const std::size_t end = std::min(relations.find(':', start), relations.size());
    const fs::path p =
        (self.file.parent_path() / relations.substr(start, end - start) / leaf).lexically_normal();
    if (std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
    start = end + 1;
  }
  return out;
}

// `what` says what the folder holds, for the error.
std::string find_folder(const char* variable, const std::string& leaf, const char* source_folder,
                        const char* what) {
  if (const char* set = std::getenv(variable); set != nullptr && set[0] != '\0') {
    // A folder the user named and that is not there is an error, not a
    // reason to read some other folder instead.
    if (!is_folder(set)) throw InputError(std::string(variable) + "=" + set + ": not a folder");
    return set;
  }
  const LoadedFrom self = loaded_from();
  std::vector<fs::path> looked = installed_candidates(self, leaf);
  for (const fs::path& p : looked)
    if (is_folder(p)) return p.string();
  // The build tree has no share/reckon: its programs read the source tree.
  // An installed copy never does, so that it cannot depend on a clone that
  // may move or go.
  if (!self.file.empty() && is_inside(self.file, RECKON_BUILD_DIR)) {
    if (is_folder(source_folder)) return source_folder;
    looked.emplace_back(source_folder);
  }
  std::string where;
  for (const fs::path& p : looked) where += (where.empty() ? "" : ", ") + p.string();
  throw InputError("no " + leaf + " folder: " + variable + " is not set, and " +
                   (looked.empty()       ? std::string("the program's own folder is unknown")
                    : looked.size() == 1 ? where + " is not a folder"
                                         : "none of " + where + " is a folder") +
                   " (set " + variable + " to the folder of " + what + ")");
}

}  // namespace

std::string data_dir() {
  return find_folder("RECKON_DATA_DIR", "data", RECKON_SOURCE_DATA_DIR,
                     "reckon's curated/ and constructed/ lists");
}

std::string web_dir() {
  return find_folder("RECKON_WEB_DIR", "web", RECKON_SOURCE_WEB_DIR, "reckon serve's page");
}

}  // namespace reckon::jobs
