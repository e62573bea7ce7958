#pragma once
// Where reckon finds the files it reads at run time: the data folder
// (curated/'s tier lists and constructed/'s lists, which curate --daily
// draws from) and the page
// that reckon serve serves. An installed reckon finds them beside itself,
// so that it works in any prefix and after the source tree is gone;
// doc/install.md gives the order:
//   1. the environment variable (RECKON_DATA_DIR, RECKON_WEB_DIR), if set
//      and not empty: it must name a folder;
//   2. share/reckon/data (share/reckon/web) of the prefix this code was
//      installed into, found from the program, or the shared object
//      (libreckon.so, the Python module) that holds this code; for the
//      Python package that pip installs, its own folder's data/;
//   3. the source tree's data/ (web/), only when this code runs from the
//      build tree it was built in.
#include <string>

namespace reckon::jobs {

// The data folder (it holds curated/ and constructed/). Throws InputError naming the
// variable or every folder it looked at when none is a folder.
std::string data_dir();
// The folder of reckon serve's page, as data_dir finds data/.
std::string web_dir();

}  // namespace reckon::jobs
