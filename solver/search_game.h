#pragma once
// The one interface through which every game plugs into the search. The
// search never names a game; a game never includes solver/.
//
//   State    trivially copyable position
//   Key      canonical, fixed-size, compared as bytes (see TranspositionTable)
//   is_won   all cards home
//   key      the canonical key of a state
//   expand   the children worth trying, best first. A game may leave out
//            children only by rules that keep the verdict exact (dominance,
//            dead ends); each such rule must be documented and switchable.
//            A game may also take expand(s, kids, ranked): the caller tries
//            only the first `ranked` children, so only those need their
//            place in the order; the rest need only come after them.
//            A game may also hand out children unfinished, cheap to make,
//            and finish one only when the search comes to it (a node whose
//            first child wins then never pays for the others): it provides
//            complete(child), which the search calls before it looks at a
//            child, and which returns false for a child that turns out
//            dead (lost by a documented rule). complete() on a finished
//            child returns true and changes nothing.
//   finish   a cheap, constructive proof that a state is won: true only
//            with the rest of a winning line in `Finish` (which the game
//            checks like any other line before anyone sees it).
#include <concepts>
#include <cstddef>
#include <vector>

namespace reckon::solver {

template <class G>
concept SearchGame = requires(G& game, const typename G::State& s, std::vector<typename G::State>& kids,
                              typename G::Finish& finish) {
  typename G::State;
  typename G::Key;
  typename G::Finish;
  { game.is_won(s) } -> std::convertible_to<bool>;
  { game.key(s) } -> std::same_as<typename G::Key>;
  game.expand(s, kids);
  { game.finish(s, finish) } -> std::convertible_to<bool>;
};

// Games that rank only the children a caller will try (see expand above).
template <class G>
concept RanksPartially = requires(G& game, const typename G::State& s, std::vector<typename G::State>& kids,
                                  std::size_t ranked) { game.expand(s, kids, ranked); };

// Games that finish their children lazily (see expand above).
template <class G>
concept CompletesChildren = requires(G& game, typename G::State& s) {
  { game.complete(s) } -> std::convertible_to<bool>;
};

}  // namespace reckon::solver
