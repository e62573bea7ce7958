#pragma once
// What a hint answers (calculation_hint.h, fourteen_hint.h): every legal
// next move labelled with its own verdict, or the best move alone, the next
// move of the winning line the position's own solve finds. The best move
// costs that one solve; labelling costs a question per next move besides.

namespace reckon::hint {

enum class HintKind { kEveryMove, kBestMove };

}  // namespace reckon::hint
