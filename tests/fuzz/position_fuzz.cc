// `hint --position`: a Calculation position typed directly. A position
// that is read must be a legal deal whose prefix replays to it.
#include <cstdint>

#include "core/games/calculation/replay.h"
#include "core/games/calculation/typed_position.h"
#include "tests/fuzz/refusal.h"

using namespace reckon;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  for (const bool preplaced : {true, false}) {
    calculation::Variant v;
    v.preplaced = preplaced;
    calculation::TypedPosition pos;
    if (!fuzz::accepted([&] { pos = calculation::parse_position(text, v); })) continue;
    if (calculation::replay(pos.deal, v, pos.prefix).status ==
        calculation::ReplayResult::Status::kIllegal)
      fuzz::finding("a typed position's prefix is illegal");
  }
  return 0;
}
