"""reckon as a PySolFC solver: what the solver dialog's "Solve" and "Play" use.

PySolFC's solver dialog creates ``game.Solver_Class(game, dialog)``, calls
``computeHints()``, reads ``solver_state`` ('solved', 'unsolved' or
'intractable') and the number of hints, and "Play" replays ``hints``
(``[ncards, from_stack, to_stack]`` each, ``None`` last) through
``Base_Solver_Hint.getHints``. This is FreeCellSolver_Hint's and
BlackHoleSolver_Hint's contract; ReckonSolver_Hint fills it from reckon.

The line knows everything, the face-down talon of Calculation included:
it is the solver's answer (perfect information), given only when the
player asks the solver, and ``notice`` says so (the dialog shows it in its
"States" field). The Hint button gives the fair hint instead
(player_hint.py).
"""

from pysollib.hint import Base_Solver_Hint

from . import backend as backends
from . import lines
from .board import calculation_position, fourteen_deal
from .games import coverage_of

SOLVER_STATE = {"winnable": "solved", "unwinnable": "unsolved", "unknown": "intractable"}

PERFECT_NOTICE = ("perfect information: this line knows the order of the face-down "
                  "talon; the Hint button gives the fair hint")
OPEN_NOTICE = "every card is face up: the line reads nothing hidden"


class ReckonSolver_Hint(Base_Solver_Hint):  # noqa: N801 (PySolFC's naming)
    """Base_Solver_Hint over reckon.

    game_type options (ReckonSolverWrapper(...)): ``max_seconds`` (per
    question asked of reckon; default 30), ``backend`` ("module" or
    "program"; default: the module when it imports).
    """

    def __init__(self, game, dialog, **game_type):
        Base_Solver_Hint.__init__(self, game, dialog, **game_type)
        self.options["max_seconds"] = game_type.get("max_seconds", 30.0)
        self.options["backend"] = game_type.get("backend", "module")
        self.solver_state = "not_started"
        self.notice = ""
        self.line = []  # the line in reckon's notation, for display and tests

    def _setText(self, **kw):
        # Tests and the demonstration run without a dialog.
        if self.dialog is not None:
            return self.dialog.setText(**kw)
        return None

    def calcBoardString(self):
        """The position in reckon's own input ("Export current layout")."""
        coverage = coverage_of(self.game)
        if coverage.reckon_game == "calculation":
            return calculation_position(self.game) + "\n"
        deal, prefix = fourteen_deal(self.game)
        return "deal: %s\nmoves: %s\n" % (deal, " ".join(prefix))

    def computeHints(self):
        coverage = coverage_of(self.game)
        backend = backends.find_backend(self.options["backend"])
        line = lines.line_for(coverage, self.game, backend, self.options["max_seconds"])
        self.solver_state = SOLVER_STATE[line.verdict]
        self.line = list(line.moves)
        if line.verdict == "unwinnable":
            self.hints = [None]
        else:
            self.hints = lines.to_pysolfc(coverage, self.game, line.moves) + [None]
        self.hints_index = 0
        self.notice = PERFECT_NOTICE if coverage.stock_hidden else OPEN_NOTICE
        self._setText(iter=len(self.line), depth=len(self.line), states=self.notice)


class ReckonSolverWrapper:
    """``Solver_Class = ReckonSolverWrapper()`` on a PySolFC game class, as
    PySolFC writes ``BlackHoleSolverWrapper(preset=...)``."""

    def __init__(self, **game_type):
        self.game_type = game_type

    def __call__(self, game, dialog):
        return ReckonSolver_Hint(game, dialog, **self.game_type)
