// JSON input: the reader itself, and the row files `merge` reads (JSON
// Lines and CSV; the first byte picks which).
#include <unistd.h>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>

#include "core/json.h"
#include "tests/fuzz/refusal.h"
#include "jobs/analysis/row_writer.h"

using namespace reckon;

namespace {

// Row files are read from a path: one scratch file per process.
std::string scratch(const char* ext) {
  return "/tmp/reckon_json_fuzz_" + std::to_string(getpid()) + ext;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text = fuzz::text_of(data + 1, size - 1);
  fuzz::accepted([&] { json::parse(text); });
  const std::string path = scratch(data[0] & 1 ? ".csv" : ".jsonl");
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
  }
  analysis::RowSource source;
  fuzz::accepted([&] { analysis::read_row_file(path, &source); });
  std::remove(path.c_str());
  return 0;
}
