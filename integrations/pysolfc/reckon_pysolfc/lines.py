"""The winning line from the live position, and the next move, from reckon.

From a game's start one solve gives the whole line. From a position under
way reckon answers one best move at a time (``hint --best``: a position
typed directly for Calculation, a deal and the moves so far for Fourteen
Out), so the line is asked move by move; each answer is exact, and each
solve is small because the position shrinks.

The verdict of a line is that of its first question: "winnable",
"unwinnable" or "unknown" (a budget ran out). A later "unknown" ends the
line early and makes the whole "unknown": what was found so far is still a
line of legal moves, as PySolFC's "intractable" expects.
"""

from dataclasses import dataclass, field

from . import board

# A safety net only: Calculation's lines have at most 48 turns and 48 moves
# home, Fourteen Out's 26 pairs.
MAX_MOVES = 200


@dataclass
class Line:
    verdict: str
    moves: list = field(default_factory=list)  # reckon's notation


def calculation_line(game, backend, max_seconds):
    deal = board.calculation_start_deal(game)
    if deal is not None:
        answer = backend.solve("calculation", deal, max_seconds)
        return Line(answer.verdict, answer.moves)
    position = board.CalculationPosition(game)

    def ask(line):
        return backend.best_move("calculation", max_seconds, position=position.text())

    return _stepwise(ask, position.play, position.is_won)


def fourteen_line(game, backend, max_seconds):
    deal, prefix = board.fourteen_deal(game)
    if not prefix:
        answer = backend.solve("fourteen", deal, max_seconds)
        return Line(answer.verdict, answer.moves)

    def ask(line):
        return backend.best_move("fourteen", max_seconds, cards=deal,
                                 moves=" ".join(prefix + line))

    # reckon follows the columns through the moves given; an empty table
    # has no best move, which ends the line.
    return _stepwise(ask, lambda move: None, lambda: False)


def _stepwise(ask, play, won):
    line = []
    verdict = None
    while len(line) < MAX_MOVES and not won():
        answer = ask(line)
        if verdict is None:
            verdict = answer.verdict
        if answer.verdict != "winnable":
            if line:
                # A budget ran out part-way (a winnable position's best
                # move always leads to a winnable one).
                verdict = "unknown"
            break
        if not answer.moves:
            break
        move = answer.moves[0]
        play(move)
        line.append(move)
    return Line(verdict or "winnable", line)


def next_move(coverage, game, backend, max_seconds):
    """The Line of one move: the position's verdict and the next move of a
    winning line (perfect information: it may depend on the face-down
    talon; none when lost or won)."""
    if coverage.reckon_game == "calculation":
        answer = backend.best_move("calculation", max_seconds,
                                   position=board.calculation_position(game))
    else:
        deal, prefix = board.fourteen_deal(game)
        answer = backend.best_move("fourteen", max_seconds, cards=deal, moves=" ".join(prefix))
    return Line(answer.verdict, answer.moves)


def line_for(coverage, game, backend, max_seconds):
    """The Line from the live position of a covered game."""
    if coverage.reckon_game == "calculation":
        return calculation_line(game, backend, max_seconds)
    return fourteen_line(game, backend, max_seconds)


def to_pysolfc(coverage, game, moves):
    """reckon's moves as PySolFC's hints [ncards, from_stack, to_stack]."""
    translate = board.calculation_move if coverage.reckon_game == "calculation" \
        else board.fourteen_move
    return [translate(game, move) for move in moves]
