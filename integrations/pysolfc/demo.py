#!/usr/bin/env python3
"""Plays a PySolFC game from its deal to its win through the reckon plugin.

  integrations/pysolfc/demo.py [--game calculation|fourteen|hopscotch] [--number N]
                               [--hint] [--program]

PySolFC's own game object deals game number N (headless: no window) and
the plugin's solver answers, as the solver dialog's "Solve" would; every
move of the line is then played through PySolFC's stacks, as its "Play"
does, and printed with the names PySolFC's layout gives the stacks. With
--hint the game is played instead by pressing the Hint button at every
move (Calculation: the fair hint, which never reads the face-down talon;
it may lose a deal the solver wins). --program asks the reckon program on
the PATH rather than the Python module.

PySolFC is found at $RECKON_PYSOLFC_DIR or <repository>/../shared/pysolfc;
the module reckon must be importable (PYTHONPATH=build/release/python).
Exit status 0 when PySolFC says the game is won, 1 when not, 2 on bad input.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from reckon_pysolfc import pysolfc_path  # noqa: E402

GAMES = {"calculation": 256, "fourteen": 96, "hopscotch": 94}


def describe(game, headless, ncards, source, target):
    cards = headless.cards_text(source.cards[-ncards:])
    if game.id == GAMES["fourteen"]:
        partner = headless.cards_text(target.cards[-1:])
        return "%s (%s) + %s (%s) -> %s" % (cards, headless.stack_name(game, source), partner,
                                            headless.stack_name(game, target),
                                            headless.stack_name(game, game.s.foundations[0]))
    return "%s: %s -> %s" % (cards, headless.stack_name(game, source),
                             headless.stack_name(game, target))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="calculation")
    parser.add_argument("--number", default="17", help="PySolFC game number (default 17)")
    parser.add_argument("--hint", action="store_true", help="play by the Hint button instead")
    parser.add_argument("--program", action="store_true", help="use the reckon program")
    arguments = parser.parse_args()

    try:
        pysolfc_path.add_pysolfc_to_path()
    except RuntimeError as error:
        print("demo: %s" % error, file=sys.stderr)
        return 2
    from pysollib.hint import DefaultHint

    from reckon_pysolfc import headless
    from reckon_pysolfc.player_hint import reckon_hint_class
    from reckon_pysolfc.solver_hint import ReckonSolver_Hint

    prefer = "program" if arguments.program else "module"
    game = headless.new_game(GAMES[arguments.game], arguments.number)
    print("PySolFC %s, game #%s" % (game.gameinfo.name, arguments.number))
    started = time.time()
    if arguments.hint:
        hint_class = reckon_hint_class(type(game).Hint_Class or DefaultHint, prefer=prefer)
        number = 0
        while not game.isGameWon():
            game._autoDeal(sound=False)
            hints = hint_class(game, 0).getHints()
            if not hints:
                print("no move left: the game is lost")
                break
            _, _, ncards, source, target, _, _ = hints[0]
            number += 1
            print("%3d. %s" % (number, describe(game, headless, ncards, source, target)))
            headless.play_move(game, ncards, source, target)
    else:
        solver = ReckonSolver_Hint(game, None, backend=prefer)
        solver.computeHints()
        print("solver: %s, %d moves (%s)" % (solver.solver_state, len(solver.hints) - 1,
                                              solver.notice))
        for number, hint in enumerate(solver.hints[:-1], start=1):
            ncards, source, target = hint
            game._autoDeal(sound=False)
            print("%3d. %s" % (number, describe(game, headless, ncards, source, target)))
            headless.play_move(game, ncards, source, target)
    won = game.isGameWon()
    print("PySolFC says: %s (%.2f s)" % ("won" if won else "not won", time.time() - started))
    return 0 if won else 1


if __name__ == "__main__":
    sys.exit(main())
