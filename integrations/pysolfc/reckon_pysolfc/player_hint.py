"""reckon behind PySolFC's Hint button: the next move a person may be told.

A hint at the table must not use what the player cannot see. In
Calculation that is the face-down talon, so the Hint button gets reckon's
fair hint (``reckon hint --fair``): the best placement of the turned card
judged from the cards seen and the count of each rank still face down,
never their order. Fourteen is open, so its hint is the next move of a
winning line. The full perfect-information line is the solver dialog's
(solver_hint.py).

``reckon_hint_class(Calculation_Hint)`` makes a subclass of the game's own
hint class: the Hint button (levels 0 and 1) asks reckon, while the demo
and PySolFC's "stuck" check after every move keep the game's own quick
logic. When the waste is empty and the talon is not (autodeal off), the
next card is face down: there is nothing fair to judge, and the game's
own hint is given.
"""

from pysollib.hint import HINT_LEVEL_DEBUG, HINT_LEVEL_PLAYER

from . import backend as backends
from . import board, lines
from .games import coverage_of

# Scores: the best move first; other placements of the turned card after
# it, in reckon's order (PySolFC shows the hints best first, one per press).
BEST_SCORE = 90000
OTHER_SCORE = 50000


# Where the plan of the last fair hint is kept between presses of the
# Hint button (the hint objects themselves are made anew for each press).
PLAN_ATTRIBUTE = "_reckon_fair_plan"


def next_moves(game, backend, max_seconds):
    """The moves to offer, best first, in reckon's notation; none of them
    depends on the order of the face-down talon.

    Calculation: the fair hint's first move (a card home before the turn,
    or where the turned card goes), then the other placements' first moves.
    The fair hint's best choice is a placement and the cards it sets free
    going home at once: those next moves are offered in turn (from a plan
    kept on the game, keyed by what is visible), since a fresh fair hint
    after the placement would judge the next card instead.
    Fourteen, or a Calculation stock that is all turned: the best move.
    """
    coverage = coverage_of(game)
    if coverage.reckon_game == "calculation" and game.s.talon.cards:
        if not game.s.waste.cards:
            return []
        planned = _planned_move(game)
        if planned:
            return [planned]
        fair = backend.fair(board.calculation_position(game), max_seconds)
        if fair.turned:
            best = fair.before_turn + (fair.choices[0] if fair.choices else [])
            _keep_plan(game, best)
            offered = best[:1]
            for choice in fair.choices[1:]:
                if choice and choice[0] not in offered:
                    offered.append(choice[0])
            return offered
    # Nothing face down: the perfect hint is a fair one.
    return lines.next_move(coverage, game, backend, max_seconds).moves


def _keep_plan(game, moves):
    """Stores [(visible key before the move, move), ...] for the moves."""
    position = board.CalculationPosition(game)
    plan = []
    for move in moves:
        plan.append((position.visible_key(), move))
        position.play(move)
    setattr(game, PLAN_ATTRIBUTE, plan)


def _planned_move(game):
    """The planned move for the position on the table, if it is one the
    last fair hint's plan passes through (and the card is the one it named)."""
    plan = getattr(game, PLAN_ATTRIBUTE, None) or []
    key = board.CalculationPosition(game).visible_key()
    for index, (before, move) in enumerate(plan):
        if before == key and index > 0:
            ncards, source, _ = board.calculation_move(game, move)
            named = move.split(":", 1)[0] if ":" in move else None
            if source.cards and (named is None or board.card_text(source.cards[-1]) == named):
                return move
    return None


def reckon_hint_class(base_class, max_seconds=10.0, prefer="module"):
    """A subclass of the game's hint class whose Hint button asks reckon."""

    class ReckonHint(base_class):
        __doc__ = "%s, with reckon's fair hint for the Hint button." % base_class.__name__

        def computeHints(self):
            if self.level not in (HINT_LEVEL_PLAYER, HINT_LEVEL_DEBUG):
                return base_class.computeHints(self)
            game = self.game
            moves = next_moves(game, backends.find_backend(prefer), max_seconds)
            if not moves:
                return base_class.computeHints(self)
            translate = board.calculation_move if coverage_of(game).reckon_game == \
                "calculation" else board.fourteen_move
            for rank, move in enumerate(moves):
                ncards, source, target = translate(game, move)
                score = BEST_SCORE if rank == 0 else OTHER_SCORE - rank
                self.addHint(score, ncards, source, target)

    ReckonHint.__name__ = "Reckon" + base_class.__name__
    return ReckonHint
